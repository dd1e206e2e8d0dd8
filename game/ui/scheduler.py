"""Work the window does while the player is not waiting: one :class:`Scheduler` per window.

The game builds scenes ahead, prepares card textures and renders glyphs in short steps, one
step at a time, and only while the view shown is idle (its picture does not change by
itself soon), so that no animation is slowed and a click waits one step at most. Every
piece of such work goes through the window's scheduler, which holds all of its state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.ui.frames import Paced

AGAIN = object()
"""What a step of :meth:`Scheduler.when_idle` returns to be run again (soon) before the next."""
PREBUILD_GAP = 0.05
"""Seconds between two steps (input in between is answered at once)."""
STEP_GAP = 1 / 60
"""Seconds before a step that returned :data:`AGAIN` runs again (each step at most a few
milliseconds of work)."""
IDLE_FOR = 0.3
"""A view is idle when its picture does not change by itself within this many seconds
(:class:`game.ui.frames.Paced`); steps run only then."""


class IdleWindow(Protocol):
    """What the scheduler reads of the window: the view shown and whether a frame was drawn."""

    current_view: object
    frames_drawn: int


def staged(steps: Callable[[], list[Callable[[], bool]]],
           wait: Callable[[], bool] = lambda: False) -> Callable[[], object]:
    """A step for :meth:`Scheduler.when_idle` that runs the steps ``steps()`` gives (made in
    its first run: imports are work), one call a run (a step returns whether it is to be
    run again); it waits while ``wait()``."""
    stages: list[Callable[[], bool]] | None = None

    def step() -> object:
        nonlocal stages
        if wait():
            return AGAIN
        if stages is None:
            stages = steps()
        elif stages and not stages[0]():
            stages.pop(0)
        return AGAIN if stages else None

    return step


class Scheduler:
    """The idle work of one window.

    Args:
        window: the window whose view's idleness decides when steps run.

    Attributes:
        soon: names of the things being made ahead now (a scene, ``"examples"``,
            ``"replay"``), so that asking again while under way does not start them twice.
        rerun: names asked for again while under way: made again when those steps end.
    """

    def __init__(self, window: IdleWindow) -> None:
        self.window = window
        self.soon: set[str] = set()
        self.rerun: set[str] = set()
        self._chains: set[Callable[[float], None]] = set()
        self._timers: dict[str, Callable[[float], None]] = {}

    def when_idle(self, pending: list[Callable[[], object]], delay: float) -> None:
        """Run the steps ``pending`` one by one, the first after ``delay`` seconds, then one
        every :data:`PREBUILD_GAP` seconds, each only while the view shown is idle (its
        picture does not change by itself within :data:`IDLE_FOR` seconds; otherwise it
        waits) and never before the window's first frame. A step that returns
        :data:`AGAIN` runs again after :data:`STEP_GAP` seconds instead."""
        import pyglet

        chains = self._chains
        window = self.window

        def step(_dt: float) -> None:
            view = window.current_view
            wait = None if view is None else view.next_frame_in() \
                if isinstance(view, Paced) else 0.0
            gap = PREBUILD_GAP
            if getattr(window, "frames_drawn", 1) == 0:  # the first frame comes first
                gap = STEP_GAP
            elif wait is None or wait >= IDLE_FOR:  # else something moves: later
                work = pending.pop(0)
                if work() is AGAIN:
                    pending.insert(0, work)
                    gap = STEP_GAP
            if pending:
                pyglet.clock.schedule_once(step, gap)
            else:
                chains.discard(step)

        if pending:
            chains.add(step)
            pyglet.clock.schedule_once(step, delay)

    def after_quiet(self, name: str, seconds: float, action: Callable[[], None]) -> None:
        """Run ``action`` once ``seconds`` passed without this being asked again for
        ``name`` (each ask starts the wait again: a window being resized)."""
        import pyglet

        self.cancel_timer(name)

        def run(_dt: float) -> None:
            self._timers.pop(name, None)
            action()

        self._timers[name] = run
        pyglet.clock.schedule_once(run, seconds)

    def cancel_timer(self, name: str) -> None:
        """Forget the wait :meth:`after_quiet` started for ``name``, if any."""
        import pyglet

        waiting = self._timers.pop(name, None)
        if waiting is not None:
            pyglet.clock.unschedule(waiting)

    def cancel(self) -> None:
        """Forget every step and wait scheduled (tests start each from a window with none
        running; nothing in the game needs it)."""
        import pyglet

        for step in self._chains:
            pyglet.clock.unschedule(step)
        self._chains.clear()
        for name in list(self._timers):
            self.cancel_timer(name)
        self.soon.clear()
        self.rerun.clear()
