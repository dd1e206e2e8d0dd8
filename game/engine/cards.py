"""Cards: rank, suit and copy; their text form ``"QH"``; decks in shuffle-index order.

A card is a small immutable value. Easy Harp plays with two decks, so every card exists
twice; ``copy`` (0 or 1) tells the two apart so that the table can give each its own sprite.
Equality of play (may this card go there?) only ever looks at ``rank`` and ``suit``.

>>> parse_card("qh")
Card(rank=12, suit='H', copy=0)
>>> str(parse_card("10s"))
'TS'
"""

from __future__ import annotations

from typing import NamedTuple

RANKS = "A23456789TJQK"
"""Rank letters, index 0 = ace (rank 1) … index 12 = king (rank 13)."""
SHUFFLE_SUITS = "CDHS"
"""Suit order of the shuffle's card index (NOTATION.md): index ``c mod 4``."""
FOUNDATION_SUITS = "SHDC"
"""Suit order of the foundations, left to right or top to bottom (RULES.md
EH-FOUNDATION-SLOTS, EO-SETUP)."""
RED_SUITS = frozenset("HD")
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}

ACE = 1
KING = 13


class CardError(ValueError):
    """A card's text is malformed (unknown rank or suit)."""


class Card(NamedTuple):
    """One playing card.

    Attributes:
        rank: 1 (ace) … 13 (king).
        suit: one of ``"S" "H" "D" "C"``.
        copy: 0 or 1; which of the two decks of Easy Harp the card comes from
            (always 0 in Eight Off).
    """

    rank: int
    suit: str
    copy: int = 0

    @property
    def is_red(self) -> bool:
        """True for hearts and diamonds."""
        return self.suit in RED_SUITS

    @property
    def label(self) -> str:
        """Text form without the copy, e.g. ``"TH"``."""
        return RANKS[self.rank - 1] + self.suit

    def __str__(self) -> str:
        return self.label

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card with shuffle index ``index`` (NOTATION.md).

        Args:
            index: 0 ≤ index < 104; ``index`` and ``index + 52`` are the two copies.

        Returns:
            The card: rank ``(index mod 52) div 4 + 1``, suit ``"CDHS"[index mod 4]``.
        """
        return cls((index % 52) // 4 + 1, SHUFFLE_SUITS[index % 4], index // 52)


def parse_card(text: str, copy: int = 0) -> Card:
    """Parse a card's text, e.g. ``"QH"``, ``"10s"`` or ``"tc"`` (case-insensitive).

    Args:
        text: rank (``A 2-9 T 10 J Q K``) followed by a suit letter (``S H D C``).
        copy: the copy number to give the card (0 or 1).

    Returns:
        The card.

    Raises:
        CardError: the text is not a card.
    """
    t = text.strip().upper()
    if len(t) == 3 and t.startswith("10"):
        t = "T" + t[2]
    if len(t) != 2 or t[0] not in RANKS or t[1] not in FOUNDATION_SUITS:
        raise CardError(f"not a card: {text!r} (expected rank A,2-9,T,J,Q,K and suit S,H,D,C)")
    return Card(RANKS.index(t[0]) + 1, t[1], copy)


def make_deck(decks: int) -> list[Card]:
    """All cards of ``decks`` standard decks, in shuffle-index order.

    Args:
        decks: 1 (52 cards) or 2 (104 cards).

    Returns:
        ``[Card.from_index(c) for c in range(52 * decks)]``.
    """
    return [Card.from_index(c) for c in range(52 * decks)]
