"""A table scene (the Examples, the Replay) asked for before it was prepared (a
scene opens at once): :class:`Opening` shows part of it on the first frame and makes the
rest in short steps on the next ones, then puts the scene in its place."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

if TYPE_CHECKING:
    from game.ui.services import Shell

SHOW_AFTER = 0.008
"""Seconds of making in a frame after which an :class:`Opening` shows its scene in the next
frame rather than in this one (the scene's first frame, its first drawing of the cards
and the bar, is 10-20 ms: with the last steps it would make a long frame)."""


class Opening(arcade.View):
    """A scene being made while part of it is on the screen.

    The first frame draws :meth:`draw_first` (the part of the scene that is cheap to draw,
    at the pixels the scene will draw it); each frame after it runs
    :data:`~game.ui.views.common.FILL_BUDGET` seconds of ``steps`` (each a few
    milliseconds; a step returns whether it is to be run again) and draws nothing (the
    first frame stays on the screen: :class:`game.ui.frames.WorksUnseen`); when they are
    done, :meth:`made` is shown in its place. Nothing is made while another view is shown.
    Esc and Backspace go back at once (:meth:`go_back`); another key or a click makes the
    rest at once and goes to the scene, which then takes it.

    Args:
        app: the window.
        steps: the making, in steps.
    """

    def __init__(self, app: Shell, steps: list[Callable[[], bool]]) -> None:
        super().__init__(app)
        self.app = app
        self.steps = steps
        self.first_shown = False
        """Whether the first frame was drawn (the making waits for it)."""

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
    def next_frame_in(self) -> float | None:
        """Every frame until the scene is made (see :mod:`game.ui.frames`)."""
        return 0.0

    def work_unseen(self) -> bool:
        """After the first frame: this frame's share of the making, nothing drawn; the
        scene shown when made (see :class:`game.ui.frames.WorksUnseen`)."""
        return self.first_shown and self.shown() and not self._make()

    def shown(self) -> bool:
        """Whether this opening is the view on the screen."""
        return self.window is not None and self.window.current_view is self

    def _make(self) -> bool:
        """Run :data:`~game.ui.views.common.FILL_BUDGET` seconds of the making (at least
        one step); when it is done, show the scene (in the next frame when this one made
        for more than :data:`SHOW_AFTER` seconds). Returns whether it is shown."""
        from game.ui.views.common import FILL_BUDGET

        begin = time.perf_counter()
        while self.steps:
            if not self.steps[0]():
                self.steps.pop(0)
            if time.perf_counter() - begin >= FILL_BUDGET:
                break
        if self.steps or time.perf_counter() - begin > SHOW_AFTER:
            return False
        self.app.show_view(self.made())
        return True

    def _finish(self) -> bool:
        """Input came: make the rest now and show the scene (the input then goes to it, as
        a scene filling in does); whether it is shown."""
        while self.shown():
            self._make()
        return not self.shown()

    # ------------------------------------------------------------------ events
    def on_draw(self) -> None:
        if self.first_shown and self.shown() and self._make():
            self.app.current_view.on_draw()  # the scene, made: its first frame
            return
        self.draw_first()
        if self.shown():
            self.first_shown = True

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.BACKSPACE):
            self.go_back()
            return True
        if self._finish():  # the scene's keys go to the scene
            return self.app.current_view.on_key_press(symbol, modifiers)
        return None

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if self._finish():  # (its buttons)
            return self.app.current_view.on_mouse_press(x, y, button, modifiers)
        return None
