"""The one way a scene is made while the player looks at it: :class:`Progressive`.

A scene asked for before it is made opens at once: its first frame shows what is cheap to
draw (its frame: a title, panels, a control bar's status line, at the pixels the complete
scene draws them) or leaves the scene shown before on the screen; the frames after it run
the scene's making in steps, a frame's budget at a time, and draw nothing (the screen
keeps what it shows: :class:`game.ui.frames.WorksUnseen`); the complete scene then appears
at once. Input meanwhile makes the rest at once and goes to the scene as it will look.

Every scene is made so: the widget scenes (:class:`~game.ui.views.common.SceneView`, made
in place) and the table scenes, Replay and Examples, through an :class:`Opening` that
stands in for them until they are made. The steps and their state belong to the window's
scheduler (:class:`game.ui.scheduler.Scheduler`: :meth:`~game.ui.scheduler.Scheduler.build`,
:meth:`~game.ui.scheduler.Scheduler.advance`), which also runs the making ahead while idle.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import arcade

from game.ui.scheduler import Building, Step, call_steps

if TYPE_CHECKING:
    from game.ui.services import Services


class Progressive:
    """A view made in steps over frames (a mix-in for an ``arcade.View``).

    A subclass begins its making with :meth:`start_filling`, draws with
    :meth:`draw_filling` first in its ``on_draw``, finishes it with :meth:`finish_filling`
    when input comes, and implements :meth:`draw_while_filling` (its first frame),
    :meth:`has_frame` and :meth:`filled` (the making is complete).
    """

    services: Services
    frame_shown = False
    """Whether the frame was drawn since the making began (the steps wait for it)."""
    keeps_screen = False
    """Whether the screen keeps what it shows while the scene is made (nothing drawn)."""

    # ------------------------------------------------------------------ to implement
    def has_frame(self) -> bool:
        """Whether the scene draws a frame while it is made (else the screen keeps what
        it shows)."""
        return True

    def draw_while_filling(self) -> None:  # pragma: no cover - each view draws its own
        """Draw the scene as it is while being made (its frame on the felt)."""
        raise NotImplementedError

    def filled(self) -> None:
        """The making is complete (the scene takes input now)."""

    def screen_unchanged(self) -> bool:
        """Whether the screen still shows what it showed when the making began (a scene
        without a frame builds under it); ``False`` by default."""
        return False

    # ------------------------------------------------------------------ the making
    @property
    def filling(self) -> Building | None:
        """The making under way (held by the window's scheduler), or ``None``."""
        return self.services.scheduler.building(self)

    def start_filling(self, steps: Callable[[Building], Iterator[Step]], key: object = None,
                      *, keep_screen: bool = False) -> None:
        """Begin the making: ``steps(building)`` for ``key``; ``keep_screen``: the screen
        keeps what it shows (no frame drawn first) until the scene is complete."""
        self.services.scheduler.build(self, steps, key)
        self.frame_shown = False
        self.keeps_screen = keep_screen

    def continue_filling(self, to_end: bool = False) -> bool:
        """Run this frame's share of the making (``to_end``: all of it); whether the scene
        is complete."""
        if self.filling is None:
            return True
        if not self.services.scheduler.advance(self, to_end):
            return False
        self.filled()
        return True

    def finish_filling(self) -> bool:
        """Input came while the scene is being made: make the rest now, so that the input
        goes to the scene as it will look. Returns whether it was being made."""
        if self.filling is None:
            return False
        self.continue_filling(to_end=True)
        return True

    def drop_filling(self) -> None:
        """Give up the making under way."""
        self.services.scheduler.drop(self)

    def shown(self) -> bool:
        """Whether this view is the one on the screen."""
        return self.services.screen.current_view is self

    # ------------------------------------------------------------------ the frames
    def filling_frame_in(self) -> float | None:
        """Every frame while being made (see :class:`game.ui.frames.Paced`); ``None``
        otherwise."""
        return 0.0 if self.filling is not None else None

    def work_unseen(self) -> bool:
        """The frame loop asks before drawing (:class:`game.ui.frames.WorksUnseen`): while
        the frame is on the screen, or the screen keeps what it shows, run this frame's
        making and leave the screen as it is. ``False`` (draw) once complete, and while the
        frame was not drawn yet."""
        if self.filling is None or not (self.frame_shown or self.keeps_screen
                                        or self.screen_unchanged()):
            return False
        return not self.continue_filling()

    def draw_filling(self) -> bool:
        """``on_draw`` while being made: the frame on its first frame; after it, this
        frame's making and the frame again until complete; a frame that must be drawn
        while the screen was kept (the window uncovered) makes the rest at once. Returns
        whether it drew (``False``: the scene is complete, draw it)."""
        if self.filling is None:
            return False
        if self.keeps_screen:
            return not self.finish_filling()
        if (self.frame_shown or not self.has_frame()) and self.shown() \
                and self.continue_filling():
            return False
        self.draw_while_filling()
        if self.has_frame() and self.shown():
            self.frame_shown = True  # (not when drawn under another view)
        return True


class Opening(Progressive, arcade.View):
    """A table scene (the Replay, the Examples) asked for before it was prepared: the view
    shown while it is made (:class:`Progressive`), which puts the scene in its place when
    made; nothing is made while another view is shown. Esc and Backspace go back at once
    (:meth:`go_back`); another key or a click makes the rest at once and goes to the
    scene, which then takes it. Typed text is not handed over: the scenes an opening makes
    take none (their keys are key presses, read by layout), so making them at once for it
    would stall a frame for nothing.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        steps: the making, in steps (a step returns whether it is to be run again).
    """

    def __init__(self, services: Services, steps: list[Callable[[], bool]]) -> None:
        super().__init__()
        self.services = services
        self.start_filling(lambda _building: call_steps(steps))

    # ------------------------------------------------------------------ to implement
    def draw_first(self) -> None:  # pragma: no cover - each opening draws its own
        """Draw the part of the scene shown at once (the felt under it)."""
        raise NotImplementedError

    def made(self) -> arcade.View:  # pragma: no cover
        """The scene, once the steps are done."""
        raise NotImplementedError

    def go_back(self) -> None:  # pragma: no cover
        """Back where the scene was asked for from (Esc, Backspace)."""
        raise NotImplementedError

    # ------------------------------------------------------------------ the making
    def draw_while_filling(self) -> None:
        self.draw_first()

    def filled(self) -> None:
        """Made: the scene takes this opening's place."""
        self.services.nav.show_view(self.made())

    def next_frame_in(self) -> float | None:
        """Every frame until the scene is made (see :mod:`game.ui.frames`)."""
        return 0.0

    # ------------------------------------------------------------------ events
    def on_draw(self) -> None:
        if self.draw_filling():
            return
        view = self.services.screen.current_view
        if view is not self and view is not None:
            view.on_draw()  # the scene, made: its first frame

    def _finish(self) -> bool:
        """Input came: make the rest now and show the scene; whether it is shown."""
        if self.shown():
            self.finish_filling()
        return not self.shown()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.BACKSPACE):
            self.drop_filling()  # (left before it was made)
            self.go_back()
            return True
        if self._finish():  # the scene's keys go to the scene
            return self.services.screen.current_view.on_key_press(symbol, modifiers)
        return None

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if self._finish():  # (its buttons)
            return self.services.screen.current_view.on_mouse_press(x, y, button, modifiers)
        return None
