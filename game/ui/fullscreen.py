"""Full-screen on and off that never misses, and a windowed size and place that are kept.

pyglet switches full-screen by destroying the X11 window and making a new one. A second
F11 that arrives while the window manager is still busy with the first one used to be
lost, and leaving full-screen gave back the size the window was *created* with, not the
one the player had chosen. :class:`FullScreenToggle` (a mix-in for the window) fixes both:

* F11 / Alt+Enter only record the wanted mode; the switch itself happens on the next
  turn of the event loop (:func:`pyglet.clock.schedule_once` with 0 s), after the key
  events of this turn. Presses that come faster than the switches add up: the window
  ends in the mode the number of presses asks for (two quick presses: back where it was);
* before going full-screen, the windowed size and position are stored in the settings
  (``Settings.window``); leaving full-screen puts the window back at that size and place,
  which also works when the game was *started* full-screen (the size comes from the
  settings of an earlier run, saved on exit; on a first run, a size smaller than the
  screen, centred: :func:`first_window_geometry`);
* after each switch the new window asks for the keyboard focus, so the next press
  reaches it under a window manager, and forgets the keys it thought held: pyglet's X11
  window keeps a set of pressed keys to tell a held key's auto-repeat from a new press,
  and the F11 that switched was released on the old X window, so the next F11 was taken
  for a repeat and lost (every other press did nothing);
* while windowed, every resize and move updates ``Settings.window``.
"""

from __future__ import annotations

import logging

import pyglet

log = logging.getLogger(__name__)

MIN_WINDOW = (800, 600)
"""Smallest windowed size restored (logical pixels)."""
DEFAULT_WINDOW = (1280, 800)
"""The windowed size of a first run, before any size was remembered (logical pixels)."""
FIRST_WINDOW_SHARE = 0.85
"""A first run's window takes at most this share of the screen's width and height, so the
window manager's title bar and the desktop's panels stay on the screen."""


def first_window_geometry(screen: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The windowed ``(x, y, width, height)`` of a first run (no size remembered) on a
    screen at ``(x, y, width, height)`` (pixels): :data:`DEFAULT_WINDOW` capped to
    :data:`FIRST_WINDOW_SHARE` of the screen, :data:`MIN_WINDOW` at least (never more
    than the screen), centred on the screen.

    Leaving a first full-screen run gave a window as big as the screen, whose title bar
    the window manager put off the screen (a new player's test on a 1280x800 screen).
    """
    sx, sy, sw, sh = screen
    w, h = (min(size, max(least, round(room * FIRST_WINDOW_SHARE)), room)
            for size, least, room in zip(DEFAULT_WINDOW, MIN_WINDOW, (sw, sh), strict=True))
    return sx + (sw - w) // 2, sy + (sh - h) // 2, w, h


class FullScreenToggle:
    """Mix-in for the game window (needs ``self.services.settings``: where the windowed size
    and place are kept)."""

    _want_fullscreen: bool | None = None
    _switch_pending: bool = False

    def toggle_fullscreen(self) -> None:
        """F11 / Alt+Enter: ask for the other mode; applied on the next loop turn."""
        current = self.fullscreen if self._want_fullscreen is None else self._want_fullscreen
        self._want_fullscreen = not current
        if not self._switch_pending:
            self._switch_pending = True
            pyglet.clock.schedule_once(self._apply_fullscreen, 0)
        request = getattr(self, "request_frame", None)
        if request is not None:
            request()

    @property
    def wanted_fullscreen(self) -> bool:
        """The mode the window is in, or is about to switch to."""
        return self.fullscreen if self._want_fullscreen is None else self._want_fullscreen

    def _apply_fullscreen(self, _dt: float = 0.0) -> None:
        """Switch to the wanted mode now (scheduled by :meth:`toggle_fullscreen`)."""
        self._switch_pending = False
        want = self._want_fullscreen
        self._want_fullscreen = None
        if want is None or want == self.fullscreen:
            return
        if want:
            self.remember_window()
            self.set_fullscreen(True)
        else:
            x, y, w, h = self.windowed_geometry()
            self.set_fullscreen(False, width=w, height=h)
            if tuple(self.get_size()) != (w, h):
                self.set_size(w, h)  # the new X window may come back at its first size
            try:
                self.set_location(x, y)
            except Exception as exc:  # a platform without window positions
                log.debug("window position not restored: %s", exc)
        held = getattr(self, "pressed_keys", None)  # (pyglet's X11 window only)
        if held is not None:
            held.clear()  # the switching key was released on the old X window
        try:
            self.activate()  # the new window takes the keyboard
        except Exception as exc:
            log.debug("window not activated: %s", exc)
        request = getattr(self, "request_frame", None)
        if request is not None:
            request()

    def windowed_geometry(self) -> tuple[int, int, int, int]:
        """``(x, y, width, height)`` to use when windowed (pixels): the remembered one, else
        (a first run started full-screen) :func:`first_window_geometry` on the window's
        screen."""
        saved = self.services.settings.window
        if saved is not None and len(saved) == 4:
            x, y, w, h = saved
            return x, y, max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h)
        return first_window_geometry(self.screen_area())

    def screen_area(self) -> tuple[int, int, int, int]:
        """``(x, y, width, height)`` of the window's screen (pixels); the window's own size
        at (0, 0) where the platform tells no screen."""
        try:
            screen = self.screen
            return screen.x, screen.y, screen.width, screen.height
        except Exception:
            return (0, 0, *self.get_size())

    def remember_window(self) -> None:
        """Store the current windowed size and place in the settings (not while
        full-screen, never during a switch)."""
        if self.fullscreen or self._switch_pending:
            return
        try:
            x, y = self.get_location()
        except Exception:
            x, y = (self.services.settings.window or [0, 0])[:2]
        w, h = self.get_size()
        if w < MIN_WINDOW[0] or h < MIN_WINDOW[1]:
            return
        self.services.settings.window = [int(x), int(y), int(w), int(h)]

    def on_move(self, x: int, y: int) -> None:
        self.remember_window()

    def on_resize(self, width: int, height: int) -> None:
        self.remember_window()
        super().on_resize(width, height)  # type: ignore[misc]
