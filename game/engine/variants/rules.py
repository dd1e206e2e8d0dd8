"""A small rule vocabulary, so that most of a variant's rules read as one line.

In the spirit of PySolFC's stack classes, but as plain values: a variant names its build
rule (:func:`same_suit_down`, :func:`alternate_colours_down`), what an empty tableau column
accepts (:data:`KING_ONLY`, :data:`ANY_CARD`) and how many cards move as one
(:data:`FREE_CELL_GROUPS`, :data:`ONE_CARD`), and the shared machinery
(:class:`~game.engine.game.Game`, the solver, the table) asks those values. Each piece
carries the reminder a player reads when a move breaks it (English, marked for
translation), so a game's reminders come from the pieces it is made of
(:meth:`~game.engine.variants.base.Variant.reminders`).

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
from typing import Protocol, cast

from game.engine.cards import KING, RANKS, Card
from game.engine.text import N_


class BuildRule(Protocol):
    """``rule(card, onto) -> bool``: whether ``card`` may be placed on ``onto`` in a column;
    ``rule.reminder`` is the sentence a refused build shows."""

    reminder: str

    def __call__(self, card: Card, onto: Card) -> bool: ...


def build_rule(reminder: str) -> Callable[[Callable[[Card, Card], bool]], BuildRule]:
    """Make a plain function a :class:`BuildRule` carrying ``reminder`` (the function stays
    what the solver calls, with no wrapper in between)."""

    def mark(rule: Callable[[Card, Card], bool]) -> BuildRule:
        piece = cast(BuildRule, rule)
        piece.reminder = reminder
        return piece

    return mark


@build_rule(N_("Build down in the same suit: a card goes on one rank higher of its suit."))
def same_suit_down(card: Card, onto: Card) -> bool:
    """Same suit, exactly one rank lower (7♥ only on 8♥)."""
    return card.rank + 1 == onto.rank and card.suit == onto.suit


@build_rule(N_("Build down in alternating colours: a card goes on one rank higher of the "
               "other colour."))
def alternate_colours_down(card: Card, onto: Card) -> bool:
    """Opposite colour, exactly one rank lower (7♥ on 8♠ or 8♣)."""
    return card.rank + 1 == onto.rank and card.is_red != onto.is_red


@dataclass(frozen=True, slots=True)
class EmptyColumn:
    """What an empty tableau column accepts: the first card of what lands there.

    Attributes:
        only_rank: the one rank accepted (13 for "king only"), or ``None`` for any card.
        reminder: the sentence a card refused there shows.
    """

    only_rank: int | None
    reminder: str

    def accepts(self, card: Card) -> bool:
        """Whether ``card`` may start an empty column."""
        return self.only_rank is None or card.rank == self.only_rank

    @property
    def label(self) -> str:
        """The faint mark drawn on an empty column: ``"K"`` for king only, else ``""``."""
        return "" if self.only_rank is None else RANKS[self.only_rank - 1]


KING_ONLY = EmptyColumn(KING, N_("An empty column takes only a king, alone or with its run."))
"""An empty column takes only a king (alone or heading its run)."""
ANY_CARD = EmptyColumn(None, N_("An empty column takes any card, or any run you may move."))
"""An empty column takes any card, or any run that may move (it never refuses one)."""

FOUNDATION_BY_SUIT = N_("Foundations build up by suit from the ace, one card at a time.")
"""The reminder of a card a foundation does not take (every game of the vocabulary)."""
ONE_CARD_CELLS = N_("A cell holds one card, and only an empty cell takes one.")
"""The reminder of a refused move to a cell."""
WASTE_TOP = N_("Only the top card of the waste plays.")
"""The reminder of several cards taken from the waste."""
HEADING, PARAGRAPH, BULLET = "h", "p", "b"
"""The kinds of block of a Rules page (:attr:`~game.engine.variants.base.Variant.page`)."""
RANKS_LINE = N_("Ranks run from the ace (lowest) to the king: ace (A), 2 to 10, jack (J), "
                "queen (Q), king (K); the cards show these letters.")
"""A line of every game's Rules page: the faces show A, J, Q and K in every language."""


@dataclass(frozen=True, slots=True)
class GroupRule:
    """How many cards may move as one action, and the sentence a refused group shows.

    Attributes:
        limit: ``limit(free_cells, empty_columns, into_empty)``, the most cards at once.
        reminder: the reminder of a refused group (the table adds the live numbers).
    """

    limit: Callable[[int, int, bool], int]
    reminder: str


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


FREE_CELL_GROUPS = GroupRule(
    free_cell_group_limit,
    N_("A group must be a run no larger than (free cells + 1) × 2^(empty columns)."))
"""The standard group move (FreeCell, Eight Off, Baker's Game)."""
ONE_CARD = GroupRule(
    lambda free_cells, empty_columns, into_empty: 13 if into_empty else 1,
    N_("Only the top card moves between columns: take a run apart card by card."))
"""One card at a time, but a whole king run (13 cards at most) into an empty column."""
