"""The position on the table: piles, their cards and which cards lie face down.

Piles are named by :class:`Pile` values: ``Pile(COLUMN, 0)`` is the first tableau column,
``Pile(CELL, 3)`` the fourth cell, ``Pile(FOUNDATION, 0)`` the leftmost foundation slot,
``Pile(WASTE)`` and ``Pile(STOCK)`` Easy Harp's waste and stock. Indexes are 0-based here;
move notation (``moves.py``) numbers them from 1.

A :class:`Position` is mutable and owned by one :class:`~game.engine.game.Game`; views and
tools read it and never change it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from game.engine.cards import Card

COLUMN = "column"
CELL = "cell"
FOUNDATION = "foundation"
WASTE = "waste"
STOCK = "stock"
PILE_KINDS = (COLUMN, CELL, FOUNDATION, WASTE, STOCK)


class Pile(NamedTuple):
    """A pile of the table.

    Attributes:
        kind: one of ``"column" "cell" "foundation" "waste" "stock"``.
        index: 0-based number among piles of that kind (0 for waste and stock).
    """

    kind: str
    index: int = 0

    def __str__(self) -> str:
        return pile_name(self)


def pile_name(pile: Pile) -> str:
    """The notation name of a pile: ``"3"``, ``"c2"``, ``"f5"``, ``"w"`` or ``"s"``."""
    if pile.kind == COLUMN:
        return str(pile.index + 1)
    if pile.kind == CELL:
        return f"c{pile.index + 1}"
    if pile.kind == FOUNDATION:
        return f"f{pile.index + 1}"
    return "w" if pile.kind == WASTE else "s"


@dataclass
class Position:
    """Every pile's cards.

    Attributes:
        columns: tableau columns, each a list from the first dealt card (bottom of the
            fan, top of the screen) to the exposed top card (last item).
        down: per column, how many cards at its start lie face down.
        cells: Eight Off cells (usable ones only); ``None`` marks an empty cell.
        foundations: per slot, bottom (ace) → top.
        stock: Easy Harp stock; the LAST item is the next card drawn.
        waste: Easy Harp waste; the last item is its top card.
        has_stock: True for games with a stock and waste (Easy Harp).
    """

    columns: list[list[Card]]
    down: list[int]
    cells: list[Card | None] = field(default_factory=list)
    foundations: list[list[Card]] = field(default_factory=list)
    stock: list[Card] = field(default_factory=list)
    waste: list[Card] = field(default_factory=list)
    has_stock: bool = False

    def copy(self) -> Position:
        """A deep copy (cards are immutable, so copying the lists is enough)."""
        return Position(
            [list(c) for c in self.columns],
            list(self.down),
            list(self.cells),
            [list(f) for f in self.foundations],
            list(self.stock),
            list(self.waste),
            self.has_stock,
        )

    def cards(self, pile: Pile) -> list[Card]:
        """The cards of a pile, bottom → top (a cell gives 0 or 1 card).

        The returned list is the live pile for columns, foundations, stock and waste;
        callers must not change it.
        """
        kind = pile.kind
        if kind == COLUMN:
            return self.columns[pile.index]
        if kind == FOUNDATION:
            return self.foundations[pile.index]
        if kind == CELL:
            card = self.cells[pile.index]
            return [] if card is None else [card]
        if kind == WASTE:
            return self.waste
        return self.stock

    def face_up_count(self, pile: Pile) -> int:
        """How many cards at the end of the pile are face up (stock cards are face down)."""
        if pile.kind == COLUMN:
            return len(self.columns[pile.index]) - self.down[pile.index]
        if pile.kind == STOCK:
            return 0
        return len(self.cards(pile))

    def is_face_up(self, pile: Pile, index: int) -> bool:
        """Whether the ``index``-th card (0 = bottom) of ``pile`` is face up."""
        if pile.kind == COLUMN:
            return index >= self.down[pile.index]
        return pile.kind != STOCK

    def piles(self) -> list[Pile]:
        """Every pile of this position, in drawing order (stock, waste, foundations, cells,
        columns)."""
        out: list[Pile] = []
        if self.has_stock:
            out += [Pile(STOCK), Pile(WASTE)]
        out += [Pile(FOUNDATION, i) for i in range(len(self.foundations))]
        out += [Pile(CELL, i) for i in range(len(self.cells))]
        out += [Pile(COLUMN, i) for i in range(len(self.columns))]
        return out

    def all_cards(self) -> list[Card]:
        """Every card on the table, in no particular order (for conservation checks)."""
        out: list[Card] = []
        for col in self.columns:
            out += col
        out += [c for c in self.cells if c is not None]
        for f in self.foundations:
            out += f
        return out + self.stock + self.waste

    def free_cells(self) -> int:
        """Number of empty cells."""
        return sum(1 for c in self.cells if c is None)

    def empty_columns(self) -> int:
        """Number of empty tableau columns."""
        return sum(1 for c in self.columns if not c)
