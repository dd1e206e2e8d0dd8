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
from game.engine.variants.rules import (
    BULLET,
    HEADING,
    KING_ONLY,
    ONE_CARD,
    PARAGRAPH,
    RANKS_LINE,
    alternate_colours_down,
)


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
    groups = ONE_CARD  # EH-ONE-CARD, and EH-KING-RUN: a whole king run into an empty column
    rules = RuleIds("EH-FOUNDATION", "EH-BUILD", "EH-EMPTY-KING", "EH-ONE-CARD",
                    waste="EH-WASTE-TOP")
    double_tap = (TO_LONGEST_COLUMN, TO_EMPTY_COLUMN)  # APP-DOUBLE-TAP
    column_points = {WASTE: 5}  # EH-SCORE (+10 per card home is the default)
    flip_points = 5

    def dealt_column(self, cells: int) -> tuple[int, int]:
        """EH-SETUP: the last column holds 8 face-down cards under 1 face-up card."""
        return self.columns - 1, 1

    page = (
        (HEADING, N_("Easy Harp")),
        (PARAGRAPH, N_("A relaxed two-deck patience. The goal: move all 104 cards onto "
                       "the eight foundations, each built up by suit from the ace to "
                       "the king.")),
        (HEADING, N_("The layout")),
        (BULLET, N_("Two full decks are shuffled together, so every card is there "
                    "twice. Nine columns are dealt with 1 to 9 cards, 45 in all; only "
                    "the last card of each column is face up, the other 36 are face "
                    "down. The remaining 59 cards wait face down in the stock; the "
                    "waste and the eight foundations start empty.")),
        (BULLET, RANKS_LINE),
        (BULLET, N_("The eight foundations sit at the top, two for each suit, in the "
                    "order \u2660 \u2660 \u2665 \u2665 \u2666 \u2666 \u2663 \u2663.")),
        (HEADING, N_("Building on the columns")),
        (BULLET, N_("A card goes on a face-up card of the other colour that is exactly "
                    "one rank higher: a red 7 on a black 8, a black 6 on a red 7. With "
                    "every card there twice, a black 6 has up to four places to go.")),
        (BULLET, N_("Only the top card of a column moves. A run you have built, say "
                    "black 8, red 7, black 6, does not move as a unit, even if its "
                    "first card would fit somewhere else: take it apart card by card, "
                    "starting with the exposed card.")),
        (BULLET, N_("An empty column takes only a king. Any other card is refused, even "
                    "if it would uncover a face-down card.")),
        (BULLET, N_("The one exception to moving single cards: a run that starts with a "
                    "king and goes down in alternating colours all the way to the "
                    "column's top card may move as a whole into an empty column (up to "
                    "13 cards, from the king to the ace), and nowhere else.")),
        (BULLET, N_("When a face-down card becomes the top of its column it turns over "
                    "by itself, as part of the move that uncovered it, and can be "
                    "played. Face-down cards never move.")),
        (HEADING, N_("The stock and the waste")),
        (BULLET, N_("Click the stock to turn one card onto the waste. When the stock is "
                    "empty, a click turns the whole waste back into the stock in the "
                    "same order. Go through it as often as you like; it costs nothing.")),
        (BULLET, N_("Only the top card of the waste plays: onto a column or onto its "
                    "foundation.")),
        (HEADING, N_("The foundations")),
        (BULLET, N_("Each foundation takes only its own suit: the ace first, then 2, 3 "
                    "and so on up to the king, one card at a time. Drop a card anywhere "
                    "over the foundations and it finds the one that takes it; if two "
                    "take it, it goes to the first.")),
        (BULLET, N_("You may drag the top card of a foundation back onto a column that "
                    "takes it.")),
        (HEADING, N_("Winning and scoring")),
        (BULLET, N_("You win when all 104 cards are on the foundations.")),
        (BULLET, N_("The game never declares you beaten. When you are stuck, undo a few "
                    "moves or start a new deal.")),
        (BULLET, N_("Points: +10 for a card onto a foundation, +5 for a card from the "
                    "waste onto a column, +5 for every face-down card turned up. "
                    "Turning the waste over, moving between columns and taking a card "
                    "back from a foundation score nothing. The score never goes below "
                    "0.")),
    )

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
