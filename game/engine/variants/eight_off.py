"""Eight Off: one deck, 8 columns, 8 (or 4 or 2) cells, same-suit builds, group moves.

Rules (RULES.md §2): EO-SETUP, EO-CELL-COUNT, EO-BUILD (same suit, one rank lower), EO-CELL,
EO-FOUNDATION, EO-EMPTY-KING, EO-GROUP (``(free cells + 1) × 2^(empty columns)``, the
destination column not counted for a king run into it), EO-FOUNDATION-RETURN, EO-WIN and the
EO-SCORE table.
"""

from __future__ import annotations

from game.engine.cards import KING, Card
from game.engine.deal import DealSpec, shuffle
from game.engine.moves import PileLayout
from game.engine.table import CELL, COLUMN, FOUNDATION, Position
from game.engine.variants.base import Variant

COLUMNS = 8


def group_limit(free_cells: int, empty_columns: int, into_empty: bool) -> int:
    """EO-GROUP: the largest run that may move as one action.

    Args:
        free_cells: empty usable cells.
        empty_columns: empty tableau columns, the destination included.
        into_empty: True when the run goes into an empty column (which is then not
            counted, since it cannot serve as a temporary place for a move into itself).

    Returns:
        ``(free_cells + 1) × 2 ** empty_columns`` with the destination discounted.

    >>> group_limit(2, 1, into_empty=True)
    3
    >>> group_limit(8, 2, into_empty=False)
    36
    """
    if into_empty:
        empty_columns -= 1
    return (free_cells + 1) << max(empty_columns, 0)


class EightOff(Variant):
    """Eight Off's answers."""

    name = "eight-off"
    title = "Eight Off"
    decks = 1
    foundation_rule = "EO-FOUNDATION"
    build_rule = "EO-BUILD"
    empty_rule = "EO-EMPTY-KING"

    def pile_layout(self, spec: DealSpec) -> PileLayout:
        return PileLayout(columns=COLUMNS, cells=spec.cells or 8, foundations=4, has_stock=False)

    def deal(self, spec: DealSpec) -> Position:
        """EO-SETUP / EO-CELL-COUNT: card k < 48 ends column (k mod 8) + 1; 48…51 go to
        cells 1…4, or with 2 cells 48, 49 to the cells and 50, 51 onto columns 3 and 4."""
        cells_count = spec.cells or 8
        cards = shuffle(spec.number, 52)
        columns: list[list[Card]] = [[] for _ in range(COLUMNS)]
        for k in range(48):
            columns[k % COLUMNS].append(cards[k])
        cells: list[Card | None] = [None] * cells_count
        if cells_count >= 4:
            cells[:4] = cards[48:52]
        else:
            cells[0], cells[1] = cards[48], cards[49]
            columns[2].append(cards[50])
            columns[3].append(cards[51])
        return Position(
            columns=columns,
            down=[0] * COLUMNS,
            cells=cells,
            foundations=[[] for _ in range(4)],
        )

    def foundation_suits(self) -> str:
        """EO-SETUP: ♠ ♥ ♦ ♣."""
        return "SHDC"

    def builds_on(self, card: Card, onto: Card) -> bool:
        """EO-BUILD: same suit, exactly one rank lower."""
        return card.rank + 1 == onto.rank and card.suit == onto.suit

    def points_for(self, src_kind: str, dst_kind: str) -> int:
        """EO-SCORE: +10 onto a foundation, +5 from a cell onto a column."""
        if dst_kind == FOUNDATION and src_kind != FOUNDATION:
            return 10
        if src_kind == CELL and dst_kind == COLUMN:
            return 5
        return 0

    def column_rejection(self, position: Position, cards: list[Card], dst: int) -> str | None:
        """EO-GROUP (not a same-suit run), EO-EMPTY-KING, EO-BUILD, then EO-GROUP (size)."""
        n = len(cards)
        if n > 1 and not self.is_run(cards):
            return "EO-GROUP"
        target = position.columns[dst]
        if not target:
            if cards[0].rank != KING:
                return "EO-EMPTY-KING"
        elif not self.builds_on(cards[0], target[-1]):
            return "EO-BUILD"
        if n > 1:
            limit = group_limit(position.free_cells(), position.empty_columns(), not target)
            if n > limit:
                return "EO-GROUP"
        return None

    def infer_count(self, column: list[Card], face_down: int, target: list[Card]) -> int:
        """Onto a card, the part of the end run whose first card fits it; onto an empty
        column, the part that starts with a king; otherwise 1."""
        run = self.run_length(column, face_down)
        if run == 0:
            return 1
        top = column[-1]
        if target:
            onto = target[-1]
            k = onto.rank - top.rank
            return k if onto.suit == top.suit and 1 <= k <= run else 1
        k = KING - top.rank + 1
        return k if k <= run else 1


EIGHT_OFF = EightOff()
