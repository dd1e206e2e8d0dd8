"""Easy Harp: two decks, 9 columns, single-card moves, draw one, unlimited redeals.

Rules (RULES.md §1): EH-SETUP, EH-FOUNDATION-SLOTS, EH-BUILD (opposite colour, one rank
lower), EH-ONE-CARD with its one exception EH-KING-RUN (a king-headed alternating run into an
empty column), EH-EMPTY-KING, EH-WASTE-TOP, EH-FOUNDATION, EH-AUTO-FLIP, EH-STOCK,
EH-FOUNDATION-RETURN, EH-WIN and the EH-SCORE table.
"""

from __future__ import annotations

from game.engine.cards import KING, Card
from game.engine.deal import DealSpec, shuffle
from game.engine.moves import PileLayout
from game.engine.table import COLUMN, FOUNDATION, WASTE, Position
from game.engine.variants.base import Variant

COLUMNS = 9


class EasyHarp(Variant):
    """Easy Harp's answers."""

    name = "easy-harp"
    title = "Easy Harp"
    decks = 2
    foundation_rule = "EH-FOUNDATION"
    build_rule = "EH-BUILD"
    empty_rule = "EH-EMPTY-KING"
    has_stock = True
    flip_points = 5

    def pile_layout(self, spec: DealSpec) -> PileLayout:
        return PileLayout(columns=COLUMNS, cells=0, foundations=8, has_stock=True)

    def deal(self, spec: DealSpec) -> Position:
        """EH-SETUP: row r = 0…8 deals a card to each column c = r…8, face up when r = c;
        cards 45…103 form the stock, card 45 drawn first."""
        cards = shuffle(spec.number, 104)
        columns: list[list[Card]] = [[] for _ in range(COLUMNS)]
        k = 0
        for r in range(COLUMNS):
            for c in range(r, COLUMNS):
                columns[c].append(cards[k])
                k += 1
        stock = list(reversed(cards[k:]))  # last item is drawn first
        return Position(
            columns=columns,
            down=[len(col) - 1 for col in columns],
            cells=[],
            foundations=[[] for _ in range(8)],
            stock=stock,
            waste=[],
            has_stock=True,
        )

    def foundation_suits(self) -> str:
        """EH-FOUNDATION-SLOTS: ♠ ♠ ♥ ♥ ♦ ♦ ♣ ♣."""
        return "SSHHDDCC"

    def builds_on(self, card: Card, onto: Card) -> bool:
        """EH-BUILD: opposite colour, exactly one rank lower."""
        return card.rank + 1 == onto.rank and card.is_red != onto.is_red

    def points_for(self, src_kind: str, dst_kind: str) -> int:
        """EH-SCORE: +10 onto a foundation (from a column or the waste), +5 waste → column."""
        if dst_kind == FOUNDATION and src_kind != FOUNDATION:
            return 10
        if src_kind == WASTE and dst_kind == COLUMN:
            return 5
        return 0

    def column_rejection(self, position: Position, cards: list[Card], dst: int) -> str | None:
        """EH-ONE-CARD (several cards, unless a king run into an empty column), then
        EH-EMPTY-KING, then EH-BUILD."""
        target = position.columns[dst]
        if len(cards) > 1:
            if target or cards[0].rank != KING or not self.is_run(cards):
                return "EH-ONE-CARD"
            return None  # EH-KING-RUN
        if not target:
            return None if cards[0].rank == KING else "EH-EMPTY-KING"
        return None if self.builds_on(cards[0], target[-1]) else "EH-BUILD"

    def infer_count(self, column: list[Card], face_down: int, target: list[Card]) -> int:
        """Onto an empty column, the king run when the face-up run holds a king; else 1."""
        if target:
            return 1
        run = self.run_length(column, face_down)
        return run if run and column[-run].rank == KING else 1


EASY_HARP = EasyHarp()
