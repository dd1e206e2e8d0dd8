"""A calm notice on the table: a line of text on a dark band and a row of choices.

Used for "No moves left" (APP-NO-MOVES, :func:`no_moves_notice`) and "No winning line from
here" (APP-HINT). It is the win panel's shape with a smaller headline and a backdrop, so the
cards under it stay visible around it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import arcade

from game.i18n import _
from game.ui import fonts, palette
from game.ui.layout import TableLayout
from game.ui.table.win import WinPanel


class NoticePanel(WinPanel):
    """A :class:`~game.ui.table.WinPanel` with a smaller headline on a dark band.

    Args:
        choices: ``(label, action)`` of each button, left to right.
    """

    boxed = False
    """The line and the buttons lie on the band (a box of their own, narrower and darker,
    stuck out of it)."""

    def place(self, layout: TableLayout) -> None:
        self._layout = layout
        self.banner_size = round(max(15, min(26, layout.card_h * 0.16)) * fonts.TEXT_SCALE)
        self.banner.bold = False
        self._place()

    def draw(
        self,
        background: tuple[int, int, int] | None = None,
        underlay: tuple[Hashable, Callable[[], object]] | None = None,
    ) -> None:
        """Draw the band, the line and the buttons, always as they are (``background`` and
        ``underlay`` are not used: the band is translucent over the cards in play)."""
        if not self.shown or not self.buttons:
            return
        r = self.rect  # the win panel's area: the band spans the window's width there
        width = self._layout.width if self._layout else 0
        arcade.draw_lrbt_rectangle_filled(0, width, r.bottom, r.top, palette.NOTICE_BG)
        super().draw()


def no_moves_notice(can_undo: bool, undo: Callable[[], object], new_deal: Callable[[], object]
                    ) -> tuple[str, list[tuple[str, Callable[[], object]]]]:
    """APP-NO-MOVES: the notice of a table where no card can move, a calm one, not a defeat
    (nothing is recorded): its line and its choices, undo (when ``can_undo``) and a new
    deal; with nothing to undo (a deal with no legal move from its start) only a new deal.
    """
    if can_undo:
        return (_("No moves left \u2014 undo, or start a new deal"),
                [(_("Undo"), undo), (_("New deal"), new_deal)])
    return (_("No card can move in this deal \u2014 start a new deal"),
            [(_("New deal"), new_deal)])
