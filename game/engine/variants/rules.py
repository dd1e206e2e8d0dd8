"""A small rule vocabulary, so that most of a variant's rules read as one line.

In the spirit of PySolFC's stack classes, but as plain values: a variant names its build
rule (:func:`same_suit_down`, :func:`alternate_colours_down`) and what
an empty tableau column accepts (:data:`KING_ONLY`, :data:`ANY_CARD`), and the shared
machinery (:class:`~game.engine.game.Game`, the solver, the table) asks those values.

>>> from game.engine.cards import parse_card as c
>>> same_suit_down(c("7H"), c("8H")), same_suit_down(c("7H"), c("8D"))
(True, False)
>>> alternate_colours_down(c("7H"), c("8S"))
True
>>> KING_ONLY.accepts(c("QS")), ANY_CARD.accepts(c("QS")), KING_ONLY.label
(False, True, 'K')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.cards import KING, RANKS, Card

BuildRule = Callable[[Card, Card], bool]
"""``rule(card, onto) -> bool``: whether ``card`` may be placed on ``onto`` in a column."""


def same_suit_down(card: Card, onto: Card) -> bool:
    """Same suit, exactly one rank lower (7♥ only on 8♥)."""
    return card.rank + 1 == onto.rank and card.suit == onto.suit


def alternate_colours_down(card: Card, onto: Card) -> bool:
    """Opposite colour, exactly one rank lower (7♥ on 8♠ or 8♣)."""
    return card.rank + 1 == onto.rank and card.is_red != onto.is_red


@dataclass(frozen=True, slots=True)
class EmptyColumn:
    """What an empty tableau column accepts: the first card of what lands there.

    Attributes:
        only_rank: the one rank accepted (13 for "king only"), or ``None`` for any card.
    """

    only_rank: int | None

    def accepts(self, card: Card) -> bool:
        """Whether ``card`` may start an empty column."""
        return self.only_rank is None or card.rank == self.only_rank

    @property
    def label(self) -> str:
        """The faint mark drawn on an empty column: ``"K"`` for king only, else ``""``."""
        return "" if self.only_rank is None else RANKS[self.only_rank - 1]


KING_ONLY = EmptyColumn(KING)
"""An empty column takes only a king (alone or heading its run)."""
ANY_CARD = EmptyColumn(None)
"""An empty column takes any card, or any run that may move."""


def free_cell_group_limit(free_cells: int, empty_columns: int, into_empty: bool) -> int:
    """The standard group-move limit: ``(free cells + 1) × 2^(empty columns)``.

    Args:
        free_cells: empty usable cells.
        empty_columns: empty tableau columns, the destination included.
        into_empty: True when the run goes into an empty column, which is then not counted
            (it cannot serve as a temporary place for a move into itself).

    Returns:
        The largest number of cards that may move as one action.

    >>> free_cell_group_limit(2, 1, into_empty=True)
    3
    >>> free_cell_group_limit(8, 2, into_empty=False)
    36
    """
    if into_empty:
        empty_columns -= 1
    return (free_cells + 1) << max(empty_columns, 0)
