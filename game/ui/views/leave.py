"""The "Leave this game?" question (APP-LEAVE).

Starting another deal (New deal, F2, Ctrl+N, Same deal, a deal chosen in New Game or
History, ``--deal CODE`` on the command line) while a game is in progress with at least
one accepted action asks first. The question is drawn over the scene it was asked from
(the table stays visible, dimmed). "Leave" goes on (the game left is recorded as "not
finished" and can be continued from History); "Keep playing" (or Esc) goes back to the
game. "Don't ask again" switches the question off, as the Settings option does.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from game.i18n import _, ngettext
from game.ui import palette
from game.ui.fonts import text_width
from game.ui.gui import gui
from game.ui.views.basics import font_size, scale_for
from game.ui.views.common import SceneView, centered, draw_under, make_button, make_label

if TYPE_CHECKING:
    from game.ui.services import Services



class LeaveDialog(SceneView):
    """Ask whether to leave the game in progress.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        under: the scene the question was asked from (drawn dimmed behind it; shown
            again by "Keep playing"); ``None`` when there is none yet (the command line),
            then "Keep playing" continues the game in progress.
        leave: what to do when the player leaves (start the other deal).
        moves: the move counter of the game in progress, for the text.
    """

    focus_on_show = True
    fills_in = False  # small, and drawn over the scene under it (its own on_draw)

    def __init__(self, services: Services, under: arcade.View | None, leave: Callable[[], object],
                 moves: int) -> None:
        super().__init__(services, under)
        self.under = under
        self.leave_action = leave
        self.moves = moves
        self.dont_ask = False

    def question_text(self) -> str:
        """The explanation under the question (translated)."""
        return ngettext(
            "The game in progress ({n} move) goes to History as not finished; "
            "you can continue it from there.",
            "The game in progress ({n} moves) goes to History as not finished; "
            "you can continue it from there.", self.moves).format(n=self.moves)

    def on_show_view(self) -> None:
        super().on_show_view()
        self.services.access.announce(_("Leave this game?") + " " + self.question_text(),
                                 "question", urgent=True)

    def build(self, width: float, height: float) -> None:
        s = scale_for(width, height)
        size = font_size(17, s)
        bh = round(42 * s)
        box = gui.UIBoxLayout(vertical=True, space_between=round(12 * s))
        box.add(make_label(_("Leave this game?"), font_size(28, s), color=palette.TITLE, bold=True))
        text = self.question_text()
        box.add(make_label(text, font_size(15, s), color=palette.DIM, width=round(520 * s),
                           multiline=True, align="center"))
        row = gui.UIBoxLayout(vertical=False, space_between=round(14 * s))
        # Both as wide as the wider label needs, with room on each side (200 px at least).
        button_w = max(round(200 * s), *(math.ceil(text_width(label, size)) + round(36 * s)
                                         for label in (_("Keep playing"), _("Leave"))))
        self.keep_button = self.focusable(row.add(
            make_button(_("Keep playing"), self.stay, button_w, bh, size)))
        self.leave_button = self.focusable(row.add(
            make_button(_("Leave"), self.leave, button_w, bh, size)))
        box.add(row)
        self.dont_ask_button = self.focusable(box.add(make_button(
            _("Don't ask again"), self.toggle_dont_ask, round(250 * s), round(34 * s),
            font_size(14, s), selected=self.dont_ask)))
        pad = round(24 * s)
        centered(self, box.with_padding(all=pad).with_background(
            color=arcade.types.Color(*palette.DIALOG_BG)).with_border(
            color=arcade.types.Color(*palette.DIALOG_EDGE), width=max(1, round(2 * s))))

    # ------------------------------------------------------------------ choices
    def toggle_dont_ask(self) -> None:
        """Switch "Don't ask again" (applied when the player leaves or stays)."""
        self.dont_ask = not self.dont_ask
        self.relayout()

    def _remember(self) -> None:
        if self.dont_ask:
            self.services.settings.confirm_leave = False
            self.services.prefs.save()

    def leave(self) -> None:
        """Leave the game in progress and go on to the other deal."""
        self._remember()
        self.leave_action()

    def stay(self) -> None:
        """Keep playing the game in progress (Esc too)."""
        self._remember()
        if self.under is not None:
            self.services.nav.show_view(self.under)
        elif self.services.nav.continue_game() is None:
            self.services.nav.show_menu()

    def back(self) -> None:
        self.stay()

    # ------------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        draw_under(self, self.under)
        width, height = self.services.screen.get_size()
        arcade.draw_lrbt_rectangle_filled(0, width, 0, height, palette.DIM_OVERLAY)
        self.ui.draw()
        self.draw_focus()
