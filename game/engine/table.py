"""The position on the table: piles, their cards and which cards lie face down.

Piles are named by :class:`Pile` values: ``Pile(COLUMN, 0)`` is the first tableau column,
``Pile(CELL, 3)`` the fourth cell, ``Pile(FOUNDATION, 0)`` the leftmost foundation slot,
``Pile(WASTE)`` and ``Pile(STOCK)`` Easy Harp's waste and stock. Indexes are 0-based here;
move notation (``moves.py``) numbers them from 1.

A :class:`Position` is mutable and owned by one :class:`~game.engine.game.Game`; views and
tools read it and never change it. It has a one-line text form that parses back
(:meth:`Position.to_text`, :meth:`Position.from_text`; ``docs/POSITION.md``)::

    COLUMNS FOUNDATIONS CELLS [STOCK WASTE]

>>> p = Position.from_text("#QHKD/-/7S6H JD/-/-/- 5C/- 9S3H 2D")
>>> [str(c) for c in p.columns[0]], p.down, len(p.foundations[0]), p.cells[1]
(['QH', 'KD'], [1, 0, 0], 11, None)
>>> p.to_text()
'#QHKD/-/7S6H JD/-/-/- 5C/- 9S3H 2D'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import NamedTuple

from game.engine.cards import Card, CardError, parse_card

COLUMN = "column"
CELL = "cell"
FOUNDATION = "foundation"
WASTE = "waste"
STOCK = "stock"


class Pile(NamedTuple):
    """A pile of the table.

    Attributes:
        kind: one of ``"column" "cell" "foundation" "waste" "stock"``.
        index: 0-based number among piles of that kind (0 for waste and stock).
    """

    kind: str
    index: int = 0  # type: ignore[assignment]  # (a field named like tuple.index)

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


class PositionError(ValueError):
    """A position's text is malformed, or the position does not fit the game."""


EMPTY = "-"
"""An empty pile in position text."""
NO_PILES = "~"
"""A field of position text for piles the game does not have (Easy Harp's cells)."""
_CARDS = re.compile(r"(#?)(10|[A2-9TJQK])([SHDC])", re.IGNORECASE)


def _pile_text(cards: list[Card], down: int = 0) -> str:
    if not cards:
        return EMPTY
    return "".join(("#" if i < down else "") + c.label for i, c in enumerate(cards))


def _parse_pile(text: str, what: str) -> tuple[list[Card], int]:
    """Cards of one pile and how many lead face down (``#``) at its start."""
    if text == EMPTY:
        return [], 0
    cards: list[Card] = []
    down = 0
    at = 0
    for m in _CARDS.finditer(text):
        if m.start() != at:
            break
        if m.group(1):
            if down != len(cards):
                raise PositionError(f"{what}: face-down card {m.group(0)!r} on a face-up one")
            down += 1
        try:
            cards.append(parse_card(m.group(2) + m.group(3)))
        except CardError as exc:  # pragma: no cover (the pattern only finds cards)
            raise PositionError(f"{what}: {exc}") from None
        at = m.end()
    if at != len(text) or not cards:
        raise PositionError(f"{what}: {text!r} is not a list of cards like 7S6H or #QHKD")
    return cards, down


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

    # ------------------------------------------------------------------ text
    def to_text(self) -> str:
        """The one-line text of the position (``docs/POSITION.md``).

        Fields separated by one space: the columns (first dealt → top, ``#`` before a
        face-down card), the foundations (each slot's top card), the cells, and for a game
        with a stock, the stock (next card drawn first) and the waste (bottom → top).
        Piles are separated by ``/``; ``-`` is an empty pile, ``~`` a field of piles the
        game does not have. Card copies (two decks) are not written.
        """
        fields = [
            "/".join(_pile_text(col, d) for col, d in zip(self.columns, self.down, strict=True)),
            "/".join(f[-1].label if f else EMPTY for f in self.foundations) or NO_PILES,
            "/".join(EMPTY if c is None else c.label for c in self.cells) or NO_PILES,
        ]
        if self.has_stock:
            fields += [_pile_text(self.stock[::-1]), _pile_text(self.waste)]
        return " ".join(fields)

    @classmethod
    def from_text(cls, text: str) -> Position:
        """Parse :meth:`to_text`'s form (cards case-insensitive, ``10`` for ``T``).

        A foundation slot written ``7H`` holds AH … 7H. With two decks, the copies of a
        card are numbered in reading order (columns, foundations, cells, stock, waste).

        Raises:
            PositionError: the text is malformed (the message names the field).
        """
        fields = text.split()
        if len(fields) not in (3, 5):
            raise PositionError(
                f"a position has 3 fields (columns foundations cells) or 5 (… stock waste), "
                f"not {len(fields)}"
            )
        columns: list[list[Card]] = []
        down: list[int] = []
        for i, t in enumerate(fields[0].split("/")):
            cards, d = _parse_pile(t, f"column {i + 1}")
            if cards and d == len(cards):
                raise PositionError(f"column {i + 1}: its top card must be face up")
            columns.append(cards)
            down.append(d)
        foundations: list[list[Card]] = []
        if fields[1] != NO_PILES:
            for i, t in enumerate(fields[1].split("/")):
                top, d = _parse_pile(t, f"foundation {i + 1}")
                if len(top) > 1 or d:
                    raise PositionError(f"foundation {i + 1}: write its top card only, like 7H")
                foundations.append([Card(r, top[0].suit) for r in range(1, top[0].rank + 1)]
                                   if top else [])
        cells: list[Card | None] = []
        if fields[2] != NO_PILES:
            for i, t in enumerate(fields[2].split("/")):
                card, d = _parse_pile(t, f"cell {i + 1}")
                if len(card) > 1 or d:
                    raise PositionError(f"cell {i + 1}: a cell holds one face-up card")
                cells.append(card[0] if card else None)
        stock: list[Card] = []
        waste: list[Card] = []
        if len(fields) == 5:
            stock, d = _parse_pile(fields[3], "stock")
            waste, d2 = _parse_pile(fields[4], "waste")
            if d or d2:
                raise PositionError("stock and waste cards are written without #")
            stock.reverse()
        pos = cls(columns, down, cells, foundations, stock, waste, len(fields) == 5)
        pos._number_copies()
        return pos

    def _number_copies(self) -> None:
        """Give the second copy of a card ``copy=1``, in reading order."""
        seen: set[tuple[int, str]] = set()

        def fix(card: Card) -> Card:
            key = (card.rank, card.suit)
            if key in seen:
                return card._replace(copy=1)
            seen.add(key)
            return card

        self.columns = [[fix(c) for c in col] for col in self.columns]
        self.foundations = [[fix(c) for c in f] for f in self.foundations]
        self.cells = [None if c is None else fix(c) for c in self.cells]
        self.stock = [fix(c) for c in reversed(self.stock)][::-1]
        self.waste = [fix(c) for c in self.waste]

    def free_cells(self) -> int:
        """Number of empty cells."""
        return sum(1 for c in self.cells if c is None)

    def empty_columns(self) -> int:
        """Number of empty tableau columns."""
        return sum(1 for c in self.columns if not c)
