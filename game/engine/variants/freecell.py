"""FreeCell: one deck, 8 columns, 4 cells, alternate colours, any card into an empty column.

The standard rules, with Microsoft's deal numbers (NOTATION.md: card k = 0 … 51 ends column
(k mod 8) + 1, all cells empty; deal 1 starts ``JD 2D 9H JC 5D 7H 7C 5H``). Rule ids:

- **FC-SETUP** 52 cards face up in 8 columns (7, 7, 7, 7, 6, 6, 6, 6), 4 empty cells, 4
  foundations ♠ ♥ ♦ ♣.
- **FC-BUILD** onto a column: opposite colour, exactly one rank lower.
- **FC-CELL** any one card into an empty cell.
- **FC-FOUNDATION** by suit from the ace up, one card at a time.
- **FC-EMPTY** an empty column takes any card, or any run that may move (never refused).
- **FC-GROUP** a run moves as one action if it has at most (free cells + 1) × 2^(empty
  columns) cards, an empty destination not counted.
- **FC-FOUNDATION-RETURN** a foundation's top card may come back to a cell or a column.
- **FC-WIN** all 52 cards home. **FC-SCORE** +10 per card onto a foundation, nothing else
  (our choice: Microsoft's game keeps no score, and a cell → column bonus could be farmed).

Choices where the standard rules say nothing: a double tap tries a foundation, the longest
column that takes the card, a free cell, then an empty column (an empty column is worth
more than a cell); ``a>b`` without ``xN`` into an empty column moves one card (any part of a
run could go there; the canonical text writes ``xN`` for more).
"""

from __future__ import annotations

from game.engine.cards import Card
from game.engine.shuffle import shuffle
from game.engine.table import Position
from game.engine.text import N_
from game.engine.variants.base import (
    TO_CELL,
    TO_EMPTY_COLUMN,
    TO_FOUNDATION,
    TO_LONGEST_COLUMN,
    RuleIds,
    Variant,
)
from game.engine.variants.rules import (
    ANY_CARD,
    BULLET,
    HEADING,
    PARAGRAPH,
    RANKS_LINE,
    alternate_colours_down,
)


class FreeCell(Variant):
    """FreeCell's answers."""

    name = "freecell"
    title = N_("FreeCell")
    summary = N_("One deck, eight columns and four cells.")
    prefix = "FC1"
    columns = 8
    foundation_suits = "SHDC"
    fixed_cells = 4
    builds_on = staticmethod(alternate_colours_down)
    empty_column = ANY_CARD
    rules = RuleIds("FC-FOUNDATION", "FC-BUILD", "FC-EMPTY", "FC-GROUP", cell="FC-CELL")
    double_tap = (TO_FOUNDATION, TO_LONGEST_COLUMN, TO_CELL, TO_EMPTY_COLUMN)

    page = (
        (HEADING, N_("FreeCell")),
        (PARAGRAPH, N_("The classic one-deck patience: every card is visible, and four "
                       "free cells and any empty column give you room. The goal: all 52 "
                       "cards onto the four foundations.")),
        (HEADING, N_("The layout")),
        (BULLET, N_("One deck, dealt face up into 8 columns: the first four get 7 "
                    "cards, the others 6. The four cells start empty; the foundations, "
                    "\u2660 \u2665 \u2666 \u2663, wait at the top. Deal numbers are "
                    "those of the well-known Microsoft FreeCell.")),
        (BULLET, RANKS_LINE),
        (HEADING, N_("Moving cards")),
        (BULLET, N_("On a column, a card goes on a card of the opposite colour one rank "
                    "higher: 7\u2665 on 8\u2660 or 8\u2663.")),
        (BULLET, N_("Any card can go into an empty cell. A cell holds one card.")),
        (BULLET, N_("An empty column takes any card, or any run you may move.")),
        (BULLET, N_("Each foundation is built up in one suit from the ace to the king, "
                    "one card at a time.")),
        (BULLET, N_("You may drag the top card of a foundation back into a free cell or "
                    "onto a column that takes it.")),
        (HEADING, N_("Moving a run")),
        (BULLET, N_("A run built in a column (alternating colours, ranks in order) can "
                    "move as one. Its largest size is (free cells + 1) \u00d7 2 to the "
                    "power of the empty columns; an empty column you move the run into "
                    "does not count.")),
        (HEADING, N_("Winning and scoring")),
        (BULLET, N_("You win when all 52 cards are on the foundations. The game never "
                    "declares you beaten.")),
        (BULLET, N_("Points: +10 for each card onto a foundation; nothing else scores.")),
    )

    def deal(self, number: int, option: int | None) -> Position:
        """FC-SETUP: card k ends column (k mod 8) + 1; the cells start empty."""
        columns: list[list[Card]] = [[] for _ in range(self.columns)]
        for k, card in enumerate(shuffle(number, self.deck_size)):
            columns[k % self.columns].append(card)
        return Position(
            columns=columns,
            down=[0] * self.columns,
            cells=[None] * self.fixed_cells,
            foundations=[[] for _ in self.foundation_suits],
        )


FREECELL = FreeCell()
