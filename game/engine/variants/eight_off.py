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
from game.engine.variants.rules import (
    BULLET,
    HEADING,
    KING_ONLY,
    PARAGRAPH,
    RANKS_LINE,
    same_suit_down,
)


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

    page = (
        (HEADING, N_("Eight Off")),
        (PARAGRAPH, N_("A one-deck patience where every card is visible from the start "
                       "and eight cells give you room to manoeuvre. The goal: all 52 "
                       "cards onto the four foundations.")),
        (HEADING, N_("The layout")),
        (BULLET, N_("One deck, dealt face up into 8 columns of 6 cards. The 4 cards "
                    "left over go into the first 4 of the 8 cells, so half the cells "
                    "start full. The four foundations stand in a column at the right "
                    "of the table, \u2660 \u2665 \u2666 \u2663 from top to bottom.")),
        (BULLET, RANKS_LINE),
        (BULLET, N_("In the New Game window you can choose 8 cells (the standard game), "
                    "4 or 2. With 4 cells the leftover cards fill them; with 2 cells "
                    "both are full and the other two leftover cards go on the ends of "
                    "columns 3 and 4.")),
        (HEADING, N_("Moving cards")),
        (BULLET, N_("You move the top card of a column or a card from a cell, or a "
                    "whole run as described below.")),
        (BULLET, N_("On a column, a card goes on the card of the same suit one rank "
                    "higher: 7\u2665 only on 8\u2665, never on 8\u2666 or a black 8.")),
        (BULLET, N_("Any card can go into an empty cell. A cell holds one card.")),
        (BULLET, N_("An empty column takes only a king, alone or with the run on it.")),
        (BULLET, N_("Each foundation is built up in one suit from the ace to the king, "
                    "one card at a time.")),
        (BULLET, N_("You may drag the top card of a foundation back into a free cell or "
                    "onto a column that takes it.")),
        (HEADING, N_("Moving a run")),
        (BULLET, N_("A run already built in a column (same suit, ranks in order, like "
                    "9\u2663 8\u2663 7\u2663) can move as one. Its largest size is "
                    "(free cells + 1) \u00d7 2 to the power of the empty columns: every "
                    "free cell adds one card and every empty column doubles it.")),
        (BULLET, N_("When a king and its run move into an empty column, that column "
                    "does not count: it cannot hold cards on the way into itself. With "
                    "2 free cells and one empty column, a king run may go there only if "
                    "it has at most 3 cards.")),
        (BULLET, N_("A run moved as one is also undone as one.")),
        (HEADING, N_("Winning and scoring")),
        (BULLET, N_("You win when all 52 cards are on the foundations. The game never "
                    "declares you beaten.")),
        (BULLET, N_("Points: +10 for a card onto a foundation and +5 for a card from a "
                    "cell onto a column, each time it happens; everything else scores "
                    "nothing. Undo takes back the points of what it undoes, and the "
                    "score never goes below 0.")),
    )

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
