"""The "Add to history" row of a saved-game file's Replay.

A Replay of a saved-game file (``python -m game replay FILE``, or a file dropped on the
window) has a row above its control bar with one button, "Add to history": the saved game
becomes a record of the player's history, once (the history's identity of a game refuses a
second copy), and the note above the bar says what happened.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING

from arcade.types import LBWH

from game.i18n import _, translate
from game.ui.button import DrawnButton
from game.ui.fonts import text_width
from game.ui.layout import TableLayout, hud_height

if TYPE_CHECKING:
    from game.engine.notation import SavedGame
    from game.ui.services import Services


def saved_row_height(height: float) -> float:
    """Height of the row holding "Add to history" in a window ``height`` high (logical
    pixels)."""
    return max(26.0, hud_height(height) - 6) + 8


class AddToHistory:
    """The "Add to history" button of a saved game's Replay, and what it does.

    Args:
        services: the services (the player's history, read when the button is pressed).
        saved: the saved game replayed.
        tell: shows a note above the control bar.

    Attributes:
        button: the drawn button (the Replay draws it, hit-tests it and puts it first in
            its focus ring); dimmed once the game is in the history.
    """

    def __init__(self, services: Services, saved: SavedGame, tell: Callable[[str], None]) -> None:
        self.services = services
        self.saved = saved
        self.tell = tell
        me = weakref.proxy(self)  # (no cycle part -> button -> part: freed with the Replay)
        self.button = DrawnButton(_("Add to history"), lambda: me.add())

    def place(self, layout: TableLayout, row: float, label_row: float) -> None:
        """Put the button at the right of its ``row`` (its height, logical pixels) just above
        the control bar of ``layout``, its label as large as the bar's (whose status line
        is ``label_row`` high)."""
        size = max(11, min(13, round(label_row * 0.36)))
        width = text_width(self.button.label, size) + 3 * size
        self.button.place(LBWH(layout.width - 18 - width, layout.hud_h - row + 4,
                               width, row - 8), size)

    def press(self, x: float, y: float) -> bool:
        """A left press at ``(x, y)``: on the button, it is pressed; whether it was."""
        if not self.button.contains(x, y):
            return False
        self.button.action()
        return True

    def add(self) -> None:
        """"Add to history": the saved game becomes a record of the history (once), and the
        note says so; the button is dimmed once the game is there."""
        from game.storage.exchange import record_imported

        history = self.services.records.history
        game_id, added = record_imported(history, self.saved)
        if game_id is None:
            self.tell(_("Not added to the history: {problem}").format(
                problem=translate(history.problem_template, history.problem_params)
                or _("unavailable")))
            return
        self.tell(_("Added to the history.") if added
                  else _("This game is already in the history."))
        self.button.enabled = False


__all__ = ["AddToHistory", "saved_row_height"]
