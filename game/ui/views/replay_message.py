"""The scene shown instead of a replay when a saved-game file cannot be replayed.

Its own module: it is made of ``arcade.gui`` widgets, whose import (~80–130 ms) a replay
opened from the table (its win panel, "Show me how") must not pay for.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from game.i18n import _
from game.ui.views.message import MessageView

if TYPE_CHECKING:
    from game.engine.notation import SavedGame
    from game.ui.background import BackgroundJob
    from game.ui.services import Services

READING_FRAME = 0.25
"""Seconds between frames while a saved game is being read (its progress)."""


class ReplayMessageView(MessageView):
    """A saved game that cannot be replayed: what went wrong, and a way on.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        title: the headline.
        message: one line saying what is wrong with the file.
        back: the scene a "Back" button returns to (a file dropped on it); ``None``:
            Menu and Quit only (the command line's replay).
    """

    def __init__(self, services: Services, title: str, message: str,
                 back: arcade.View | None = None) -> None:
        nav = services.nav
        choices = [("menu", _("Menu"), nav.show_menu), ("quit", _("Quit"), nav.close)]
        if back is not None:
            choices = [("back", _("Back"), lambda: services.nav.show_view(back)), choices[0]]
        super().__init__(services, title, message, choices, title_size=26, title_width=None,
                         message_width=760, button_width=160)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER):
            first = next(iter(self.buttons.values()))
            first.on_click(None)  # type: ignore[misc]
            return True
        return None


class ReadingView(ReplayMessageView):
    """A large saved-game file being read and verified on a worker thread: the seconds so
    far, and the same ways on (the reading goes on; its result is then dropped).

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        job: the reading (:func:`game.storage.exchange.import_game` on a worker thread).
        then: called with the finished job on the window's thread, if this scene is still
            shown (it opens the Replay, or says why the file cannot be replayed).
        back: as for :class:`ReplayMessageView`.
    """

    def __init__(self, services: Services, job: BackgroundJob[SavedGame],
                 then: Callable[[BackgroundJob[SavedGame]], object],
                 back: arcade.View | None = None) -> None:
        super().__init__(services, _("Replay"), "", back=back)
        self.job = job
        self.then = then
        self._shown = -1
        self._progress()

    def _progress(self) -> None:
        seconds = int(self.job.seconds())
        if seconds != self._shown:
            self._shown = seconds
            self.message_label.text = _("Reading the saved game\u2026 {seconds} s").format(
                seconds=seconds)

    def next_frame_in(self) -> float | None:
        """Four frames a second while the file is read."""
        return READING_FRAME

    def on_update(self, delta_time: float) -> None:
        if not self.job.done:
            self._progress()
        elif self.services.screen.current_view is self:
            self.then(self.job)
