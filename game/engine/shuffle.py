"""The shuffle of every deal (NOTATION.md, a contract): the Microsoft FreeCell shuffle.

>>> " ".join(str(c) for c in shuffle(1, 52)[:8])
'JD 2D 9H JC 5D 7H 7C 5H'
"""

from __future__ import annotations

from game.engine.cards import Card


def shuffle(number: int, deck_size: int) -> list[Card]:
    """The dealing order of deal ``number``.

    Args:
        number: deal number 1 … 999 999.
        deck_size: 52 or 104 cards.

    Returns:
        ``deck_size`` cards, first dealt first.
    """
    cards = list(range(deck_size - 1, -1, -1))
    seed = number
    for i in range(deck_size):
        seed = (seed * 214013 + 2531011) & 0xFFFFFFFF
        r = (seed >> 16) & 0x7FFF
        j = (deck_size - 1) - (r % (deck_size - i))
        cards[i], cards[j] = cards[j], cards[i]
    return [Card.from_index(c) for c in cards]
