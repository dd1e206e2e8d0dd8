"""Frames only when the picture changes: an idle game draws nothing and costs no CPU.

arcade calls ``on_update`` and ``on_draw`` 60 times a second for as long as the window is
open, even when nothing on screen changes. :class:`FramePacer` (a mix-in for the window)
replaces that clock-driven loop with one that stops when the picture is still:

* after each frame it asks the current view :meth:`next_frame_in` (a :class:`Paced`
  view): ``0`` means something moves (a glide, a drag, a fading message):
  keep drawing every frame; a number of seconds means the picture changes by itself
  only then (the clock label at the next whole second, a message starting to fade);
  ``None`` means nothing changes until the player does something;
* the frame after the last moving one is drawn too: the update that ends a glide puts the
  card in its place (the frame before showed it a step short of there);
* when the view is still, the frame callback slows down to :data:`IDLE_RATE` (it updates
  the view, so anything a view polls in ``on_update`` is still seen, and draws nothing
  unless the view says it moves), and a one-shot timer wakes it exactly when the view's
  next change is due (the clock's next second);
* any input or window event (keys, text, mouse, resize, expose, focus) and any
  :meth:`~arcade.Window.show_view` wakes the loop and draws at once.

A view without ``next_frame_in`` is drawn every frame (the old behaviour): a view can never
freeze by forgetting it. Time does not stop while asleep: the first ``on_update`` after a
sleep gets the real time since the previous one (so the game clock stays right).

``frames_drawn`` counts the frames drawn (the idle test and ``benchmarks/bench_idle.py``
read it).
"""

from __future__ import annotations

import logging
import time
from typing import Protocol, runtime_checkable

import pyglet

log = logging.getLogger(__name__)
_reported: set[str] = set()

@runtime_checkable
class Paced(Protocol):
    """A view that says when its picture changes by itself (a view without it is drawn
    every frame)."""

    def next_frame_in(self) -> float | None:
        """Seconds until the picture changes by itself; 0: it is moving now; ``None``:
        only input changes it."""


@runtime_checkable
class WorksUnseen(Protocol):
    """A view that may do a frame's work without drawing (see :meth:`work_unseen`)."""

    def work_unseen(self) -> bool:
        """Asked on each frame before drawing: ``True`` when the view did this frame's
        work and the picture on the screen is still right (a scene building its widgets
        while the scene shown before stays on the screen): the frame then neither draws
        nor swaps buffers. Not asked after a :data:`DAMAGING_EVENTS` event until a frame
        was drawn."""

WAKING_EVENTS = frozenset({
    "on_key_press", "on_key_release", "on_text", "on_text_motion", "on_text_motion_select",
    "on_mouse_motion", "on_mouse_press", "on_mouse_release", "on_mouse_drag",
    "on_mouse_scroll", "on_mouse_enter", "on_mouse_leave", "on_resize", "on_move",
    "on_expose", "on_activate", "on_deactivate", "on_show", "on_hide", "on_file_drop",
    "on_scale",
})
"""Window events after which the picture may change (they wake the loop and draw)."""

DAMAGING_EVENTS = frozenset({"on_resize", "on_expose", "on_show", "on_scale"})
"""Window events after which the window must be drawn whole again (what it showed may be
gone), whatever the view says (see :class:`WorksUnseen`)."""

IDLE_RATE = 0.2
"""Seconds between updates while asleep (nothing is drawn then unless something moves)."""


def soonest(*waits: float | None) -> float | None:
    """The earliest of several :meth:`Paced.next_frame_in` answers (``None`` = never).

    >>> soonest(None, 0.5, 2.0), soonest(None, None)
    (0.5, None)
    """
    known = [max(0.0, w) for w in waits if w is not None]
    return min(known) if known else None


class FramePacer:
    """Mix-in for an ``arcade.Window``: draw only when the picture changes (see the module
    docstring). Put it before ``arcade.Window`` in the bases."""

    frames_drawn: int = 0
    last_drawn: object = None
    """The view the last frame drawn showed (what is on the screen now)."""
    _asleep: bool = False
    _dirty: bool = True
    _moving: bool = False
    _damaged: bool = True
    _last_tick: float | None = None
    _timer_set: bool = False

    # ------------------------------------------------------------------ waking
    def request_frame(self) -> None:
        """The picture changed (or may have): draw it on the next frame, waking if asleep."""
        self._dirty = True
        if self._asleep:
            self._asleep = False
            self._cancel_timer()
            pyglet.clock.unschedule(self._dispatch_frame)
            pyglet.clock.schedule_interval(self._dispatch_frame, self._update_rate)

    def dispatch_event(self, *args):  # type: ignore[override]
        if args and args[0] in WAKING_EVENTS:
            self.request_frame()
            if args[0] in DAMAGING_EVENTS:
                self._damaged = True
        return super().dispatch_event(*args)  # type: ignore[misc]

    def show_view(self, new_view) -> None:  # type: ignore[override]
        super().show_view(new_view)  # type: ignore[misc]
        self.request_frame()

    @property
    def asleep(self) -> bool:
        """Whether the loop is stopped (nothing is drawn until input or the view's timer)."""
        return self._asleep

    # ------------------------------------------------------------------ the loop
    def _view_wait(self) -> float | None:
        view = getattr(self, "current_view", None)
        if not isinstance(view, Paced):
            return 0.0
        try:
            wait = view.next_frame_in()
        except Exception as exc:  # a view's bookkeeping must never stop the drawing
            name = type(view).__name__
            if name not in _reported:  # once per view class: it is drawn every frame then
                _reported.add(name)
                log.warning("%s.next_frame_in failed (%s); drawing every frame", name, exc)
            return 0.0
        return None if wait is None else max(0.0, float(wait))

    def _dispatch_frame(self, delta_time: float) -> None:
        """pyglet's frame callback: update, draw if the picture changed, sleep when still."""
        now = time.perf_counter()
        if self._last_tick is not None:
            delta_time = now - self._last_tick  # the real time, a sleep included
        self._last_tick = now
        self._dispatch_updates(delta_time)  # type: ignore[attr-defined]
        if getattr(self, "closed", False):
            return
        wait = self._view_wait()
        if self._asleep and (self._dirty or wait == 0.0):
            self.request_frame()  # something changed while asleep: back to full speed
        moved, self._moving = self._moving, wait == 0.0
        # moved: the update that brought it to rest
        if (self._dirty or wait == 0.0 or moved) and not self._worked_unseen():
            self._dirty = self._damaged = False
            self.frames_drawn += 1
            self.draw(delta_time)  # type: ignore[attr-defined]
            self.last_drawn = getattr(self, "current_view", None)
            if self.frames_drawn == 1:  # the window's first frame is on the screen
                getattr(self, "first_frame_drawn", lambda: None)()
        if wait == 0.0 or self._dirty or self._asleep:
            return
        self._asleep = True
        pyglet.clock.unschedule(self._dispatch_frame)
        pyglet.clock.schedule_interval(self._dispatch_frame, IDLE_RATE)
        if wait is not None:
            self._timer_set = True
            pyglet.clock.schedule_once(self._timer_wake, wait)

    def _worked_unseen(self) -> bool:
        """Ask the view whether this frame's work leaves the screen as it is (see
        :class:`WorksUnseen`); never after damage, never when it cannot answer."""
        if self._damaged:
            return False
        view = getattr(self, "current_view", None)
        if not isinstance(view, WorksUnseen):
            return False
        try:
            unseen = bool(view.work_unseen())
        except Exception as exc:  # a view's bookkeeping must never stop the drawing
            log.warning("work_unseen failed (%s); drawing", exc)
            return False
        if unseen:
            self._dirty = False
        return unseen

    def _timer_wake(self, _dt: float) -> None:
        self._timer_set = False
        self.request_frame()

    def _cancel_timer(self) -> None:
        if self._timer_set:
            pyglet.clock.unschedule(self._timer_wake)
            self._timer_set = False
