"""Moves: the player's intent, and their notation ``SRC>DST[xN]``, ``s``, ``u``, ``r``
(NOTATION.md).

A :class:`Move` is what the player asked for; the game checks it and, when it is accepted,
stores its *canonical* text (actual cell and foundation slot, ``xN`` only for N > 1).

>>> layout = PileLayout(columns=8, cells=8, foundations=4, has_stock=False)
>>> str(parse_move("6>2X3", layout))
'6>2x3'
>>> parse_move("c1>5", layout)
Move(src=Pile(kind='cell', index=0), dst=Pile(kind='column', index=4), count=None)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile, pile_name


class NotationError(ValueError):
    """A move's text is malformed, or names a pile the game does not have."""


ANY = -1
"""Pile index meaning "whichever fits" (bare ``c`` or ``f`` as a destination)."""


class Move(NamedTuple):
    """One action the player asks for.

    Attributes:
        src: the pile the cards come from; ``Pile(STOCK)`` for a stock tap; ``None`` for
            undo and redo.
        dst: the destination pile (index :data:`ANY` for a bare ``c``/``f``); ``None`` for a
            stock tap, undo or redo.
        count: cards taken from the end of ``src``; ``None`` lets the game infer it. For
            ``src=None`` it tells undo (``None``) from redo (``1``): use :data:`UNDO` and
            :data:`REDO` rather than building these by hand.
    """

    src: Pile | None
    dst: Pile | None
    count: int | None = None  # type: ignore[assignment]  # (a field named like tuple.count)

    @property
    def is_stock(self) -> bool:
        """True for a stock tap (``s``: draw or recycle, EH-STOCK)."""
        return self.src is not None and self.src.kind == STOCK

    @property
    def is_undo(self) -> bool:
        """True for ``u`` (APP-UNDO)."""
        return self.src is None and self.count is None

    @property
    def is_redo(self) -> bool:
        """True for ``r`` (APP-REDO)."""
        return self.src is None and self.count is not None

    def __str__(self) -> str:
        if self.src is None:
            return "u" if self.count is None else "r"
        if self.dst is None:
            return "s"
        dst = self.dst
        name = ("c" if dst.kind == CELL else "f") if dst.index == ANY else pile_name(dst)
        text = f"{pile_name(self.src)}>{name}"
        if self.count is not None and self.count > 1:
            text += f"x{self.count}"
        return text


STOCK_TAP = Move(Pile(STOCK), None)
UNDO = Move(None, None)
REDO = Move(None, None, 1)


class PileLayout(NamedTuple):
    """Which piles a game has, for parsing: counts of columns, cells and foundations."""

    columns: int
    cells: int
    foundations: int
    has_stock: bool


_MOVE = re.compile(r"(w|c[0-9]*|f[0-9]*|[0-9]+)>(w|s|c[0-9]*|f[0-9]*|[0-9]+)(?:x([0-9]+))?")


def _pile(text: str, layout: PileLayout, is_source: bool, move: str) -> Pile:
    if text in ("w", "s"):
        if not layout.has_stock:
            raise NotationError(f"{move!r}: this game has no {'waste' if text == 'w' else 'stock'}")
        return Pile(WASTE if text == "w" else STOCK)
    kind, limit, number = COLUMN, layout.columns, text
    if text[0] == "c":
        kind, limit, number = CELL, layout.cells, text[1:]
        if limit == 0:
            raise NotationError(f"{move!r}: this game has no cells")
    elif text[0] == "f":
        kind, limit, number = FOUNDATION, layout.foundations, text[1:]
    what = {COLUMN: "column", CELL: "cell", FOUNDATION: "foundation"}[kind]
    if not number:
        if is_source:
            raise NotationError(f"{move!r}: a source {what} needs its number")
        return Pile(kind, ANY)
    index = int(number)
    if not 1 <= index <= limit:
        raise NotationError(f"{move!r}: there is no {what} {index} (1…{limit})")
    return Pile(kind, index - 1)


def parse_move(text: str, layout: PileLayout) -> Move:
    """Parse one move of the notation.

    Args:
        text: e.g. ``"w>3"``, ``"3>f"``, ``"6>2x3"``, ``"4>c"``, ``"s"``, ``"u"``,
            ``"r"`` (case-insensitive, surrounding spaces ignored).
        layout: the piles of the game being played.

    Returns:
        The move, with ``count=None`` when ``xN`` is absent.

    Raises:
        NotationError: bad syntax or a pile the game does not have.
    """
    t = text.strip().lower()
    if t == "u":
        return UNDO
    if t == "r":
        return REDO
    if t == "s":
        if not layout.has_stock:
            raise NotationError(f"{text!r}: this game has no stock")
        return STOCK_TAP
    m = _MOVE.fullmatch(t)
    if m is None:
        raise NotationError(f"{text!r} is not a move (like 3>5, w>f, 4>c2, 6>2x3, s, u or r)")
    src = _pile(m.group(1), layout, True, text)
    dst = _pile(m.group(2), layout, False, text)
    count = None
    if m.group(3) is not None:
        count = int(m.group(3))  # 0 is legal syntax; the game rejects it (APP-NO-CARD)
    return Move(src, dst, count)


_SEPARATORS = re.compile(r"[\s,]+")


def split_moves(text: str) -> list[str]:
    """Split a move list separated by spaces or commas into move texts."""
    return [t for t in _SEPARATORS.split(text.strip()) if t]
