"""Work the window does in steps: one :class:`Scheduler` per window.

Two kinds of work are done in short steps. A scene being made while the player looks at
it (:class:`Building`: a scene shown before its widgets are built) runs a frame's budget
of steps per frame (:attr:`Scheduler.frame_budget`). The game also builds scenes ahead,
prepares card textures and renders glyphs one step at a time, and only while the view
shown is idle (its picture does not change by itself soon), so that no animation is
slowed and a click waits one step at most (:meth:`Scheduler.when_idle`). Every piece of
such work goes through the window's scheduler, which holds all of its state.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
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


FRAME_BUDGET = 0.025
"""Seconds of a scene's making per frame while the player looks at it (a
:class:`Building`): a frame runs no step that would take it past this if it lasted as long
as the step before (a row of widgets: a few milliseconds); at least one step a frame."""

Step = bool | float | None
"""What a step of a :class:`Building` yields: ``True`` when the next step must wait for
the next frame, the seconds the next step will take when that is known better than from
the step before, else ``None``."""


class Building:
    """The making of one scene in steps, a frame's budget at a time.

    Args:
        key: what the making is for (a scene's size, language and state; compared by its
            owner to tell whether it is still wanted).

    Attributes:
        steps: the steps still to run (set by :meth:`Scheduler.build`).
    """

    def __init__(self, key: object = None) -> None:
        self.key = key
        self.steps: Iterator[Step] = iter(())

    def run(self, budget: float | None) -> bool:
        """Run steps for ``budget`` seconds: at least one, and none that would take it past
        ``budget`` if it lasted as long as the one before or as its predecessor said
        (``None``: to the end). Returns whether the making is complete.

        >>> building = Building()
        >>> building.steps = iter([None, True, None])
        >>> building.run(1.0), building.run(1.0)
        (False, True)
        """
        start = before = time.perf_counter()
        for said in self.steps:
            now = time.perf_counter()
            if budget is not None:
                step = said if isinstance(said, float) else now - before
                if said is True or now - start + step > budget:
                    return False
            before = now
        return True


def call_steps(calls: list[Callable[[], bool]]) -> Iterator[Step]:
    """The steps of a :class:`Building` that run ``calls`` in order, one call a step (a
    call returns whether it is to be run again), then wait for the next frame (the frame
    that shows what they made does nothing else)."""
    for call in calls:
        while call():
            yield None
        yield None
    yield True


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
        made_ahead: parts of scenes made ahead while idle, to be used once, by name (the
            Examples scene's next example, a Replay's control bar).
    """

    def __init__(self, window: IdleWindow) -> None:
        self.window = window
        self.soon: set[str] = set()
        self.rerun: set[str] = set()
        self.made_ahead: dict[str, object] = {}
        self._chains: set[Callable[[float], None]] = set()
        self._timers: dict[str, Callable[[float], None]] = {}
        self._buildings: dict[object, Building] = {}
        self.fills_in = False
        """Whether a scene shown before it is made opens at once and is made over the next
        frames (the running game); ``False`` (tests, screenshots): made at once, so that a
        scene is complete right after it is shown."""
        self.frame_budget = FRAME_BUDGET
        """Seconds of a scene's making per frame (:meth:`advance`; ``0``: one step a frame)."""

    # ------------------------------------------------------------------ a scene's making
    def build(self, owner: object, steps: Callable[[Building], Iterator[Step]],
              key: object = None) -> Building:
        """Begin the making of ``owner`` (a view) for ``key``: the steps ``steps(building)``
        gives, run by :meth:`advance`; one under way for ``owner`` is given up."""
        building = Building(key)
        building.steps = steps(building)
        self._buildings[owner] = building
        return building

    def building(self, owner: object) -> Building | None:
        """The making of ``owner`` under way, or ``None``."""
        return self._buildings.get(owner)

    def advance(self, owner: object, to_end: bool = False) -> bool:
        """Run a frame's share of the making of ``owner`` (:attr:`frame_budget` seconds;
        ``to_end``: all of it). Returns whether it is complete (also when there is none)."""
        building = self._buildings.get(owner)
        if building is None:
            return True
        if not building.run(None if to_end else self.frame_budget):
            return False
        if self._buildings.get(owner) is building:  # (not begun again by a step)
            del self._buildings[owner]
        return True

    def drop(self, owner: object) -> None:
        """Give up the making of ``owner`` under way, if any."""
        self._buildings.pop(owner, None)

    # ------------------------------------------------------------------ idle work

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
        self._buildings.clear()
        self.made_ahead.clear()
        self.soon.clear()
        self.rerun.clear()
