"""Easy Harp: two decks, 9 columns, single-card moves, draw one, unlimited redeals.

Rules (RULES.md §1): EH-SETUP, EH-FOUNDATION-SLOTS, EH-BUILD (opposite colour, one rank
lower), EH-ONE-CARD with its one exception EH-KING-RUN (a king-headed alternating run into an
empty column), EH-EMPTY-KING, EH-WASTE-TOP, EH-FOUNDATION, EH-AUTO-FLIP, EH-STOCK,
EH-FOUNDATION-RETURN, EH-WIN and the EH-SCORE table.
"""

from __future__ import annotations

from game.engine.cards import KING, Card
from game.engine.shuffle import shuffle
from game.engine.table import WASTE, Position
from game.engine.text import N_
from game.engine.variants.base import TO_EMPTY_COLUMN, TO_LONGEST_COLUMN, RuleIds, Variant
from game.engine.variants.rules import KING_ONLY, alternate_colours_down


class EasyHarp(Variant):
    """Easy Harp's answers."""

    name = "easy-harp"
    title = N_("Easy Harp")
    summary = N_("Two decks, nine columns and a stock.")
    prefix = "EH1"
    decks = 2
    columns = 9
    foundation_suits = "SSHHDDCC"  # EH-FOUNDATION-SLOTS
    has_stock = True  # EH-STOCK: draw one; recycle the waste in the same order, unlimited
    builds_on = staticmethod(alternate_colours_down)  # EH-BUILD
    empty_column = KING_ONLY  # EH-EMPTY-KING
    rules = RuleIds("EH-FOUNDATION", "EH-BUILD", "EH-EMPTY-KING", "EH-ONE-CARD",
                    waste="EH-WASTE-TOP")
    double_tap = (TO_LONGEST_COLUMN, TO_EMPTY_COLUMN)  # APP-DOUBLE-TAP
    column_points = {WASTE: 5}  # EH-SCORE (+10 per card home is the default)
    flip_points = 5

    def dealt_column(self, cells: int) -> tuple[int, int]:
        """EH-SETUP: the last column holds 8 face-down cards under 1 face-up card."""
        return self.columns - 1, 1

    def deal(self, number: int, option: int | None) -> Position:
        """EH-SETUP: row r = 0…8 deals a card to each column c = r…8, face up when r = c;
        cards 45…103 form the stock, card 45 drawn first."""
        cards = shuffle(number, self.deck_size)
        columns: list[list[Card]] = [[] for _ in range(self.columns)]
        k = 0
        for r in range(self.columns):
            for c in range(r, self.columns):
                columns[c].append(cards[k])
                k += 1
        return Position(
            columns=columns,
            down=[len(col) - 1 for col in columns],
            foundations=[[] for _ in self.foundation_suits],
            stock=list(reversed(cards[k:])),  # the last item is drawn first
            has_stock=True,
        )

    def group_limit(self, free_cells: int, empty_columns: int, into_empty: bool) -> int:
        """EH-ONE-CARD: one card at a time; EH-KING-RUN: a whole king run into an empty
        column."""
        return 13 if into_empty else 1  # a king run has at most 13 cards

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

    def infer_count(self, position: Position, src: int, dst: int) -> int:
        """Onto an empty column, the king run when the face-up run holds a king; else 1."""
        if position.columns[dst]:
            return 1
        return super().infer_count(position, src, dst)


EASY_HARP = EasyHarp()
