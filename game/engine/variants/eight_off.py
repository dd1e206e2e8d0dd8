"""Eight Off: one deck, 8 columns, 8 (or 4 or 2) cells, same-suit builds, group moves.

Rules (RULES.md §2): EO-SETUP, EO-CELL-COUNT, EO-BUILD (same suit, one rank lower), EO-CELL,
EO-FOUNDATION, EO-EMPTY-KING, EO-GROUP (``(free cells + 1) × 2^(empty columns)``, the
destination column not counted for a king run into it), EO-FOUNDATION-RETURN, EO-WIN and the
EO-SCORE table. Everything else is the group-move default of
:class:`~game.engine.variants.base.Variant`.
"""

from __future__ import annotations

from game.engine.cards import Card
from game.engine.shuffle import shuffle
from game.engine.table import CELL, Position
from game.engine.text import N_
from game.engine.variants.base import RuleIds, Variant
from game.engine.variants.rules import KING_ONLY, same_suit_down


class EightOff(Variant):
    """Eight Off's answers."""

    name = "eight-off"
    title = N_("Eight Off")
    summary = N_("One deck, eight columns and 8, 4 or 2 cells.")
    prefix = "EO1"
    columns = 8
    foundation_suits = "SHDC"  # EO-SETUP
    foundations_beside = True  # EO-SETUP: a column at the right of the table, top to bottom
    cell_choices = (8, 4, 2)  # EO-CELL-COUNT: the code's option C8, C4 or C2
    builds_on = staticmethod(same_suit_down)  # EO-BUILD
    empty_column = KING_ONLY  # EO-EMPTY-KING
    rules = RuleIds("EO-FOUNDATION", "EO-BUILD", "EO-EMPTY-KING", "EO-GROUP", cell="EO-CELL")
    column_points = {CELL: 5}  # EO-SCORE (+10 per card home is the default)

    def dealt_column(self, cells: int) -> tuple[int, int]:
        """EO-SETUP / EO-CELL-COUNT: columns of 6 face-up cards, 7 with 2 cells."""
        return 0, 6 if cells >= 4 else 7

    def deal(self, number: int, option: int | None) -> Position:
        """EO-SETUP / EO-CELL-COUNT: card k < 48 ends column (k mod 8) + 1; 48…51 go to
        cells 1…4, or with 2 cells 48, 49 to the cells and 50, 51 onto columns 3 and 4."""
        cells_count = self.cells(option)
        cards = shuffle(number, self.deck_size)
        columns: list[list[Card]] = [[] for _ in range(self.columns)]
        for k in range(48):
            columns[k % self.columns].append(cards[k])
        cells: list[Card | None] = [None] * cells_count
        if cells_count >= 4:
            cells[:4] = cards[48:52]
        else:
            cells[0], cells[1] = cards[48], cards[49]
            columns[2].append(cards[50])
            columns[3].append(cards[51])
        return Position(
            columns=columns,
            down=[0] * self.columns,
            cells=cells,
            foundations=[[] for _ in self.foundation_suits],
        )


EIGHT_OFF = EightOff()
