"""Shipped lists of deals the solver proved winnable, with their winning lines.

For "New deals: Winnable only" (New Game): a random new deal is drawn from the list of its game
and cell count, so a winnable deal appears at once even where few deals are winnable
(Eight Off with 2 cells: well under 1 %). ``scripts/find_winnable_deals.py`` writes the
lists; the tests replay every line through the engine.

File format (``resources/winnable/<variant>[-c<cells>].txt``, UTF-8 text): lines starting
with ``#`` are comments; every other line is ``NUMBER LENGTH LINE``: the deal number, the
number of actions of its winning line, and the line in a compact spelling of move notation
(:func:`encode_line`): each move is two characters, source then destination (columns
``1``–``9``, cells ``a``–``h``, foundation slots ``A``–``H``, waste ``w``), a stock tap is
``s``; group moves leave the count to the engine (NOTATION.md "Moves": the inferred count).

>>> encode_line(["3>c5", "c1>f3", "6>2x3", "s", "w>f1"])
'3eaC62swA'
>>> decode_line("3eaC62swA")
['3>c5', 'c1>f3', '6>2', 's', 'w>f1']
"""

from __future__ import annotations

import random as _random
from functools import lru_cache
from pathlib import Path

from game.engine.deal import DealSpec
from game.resources import resource_path

FOLDER = "winnable"
"""The lists' folder inside ``resources/``."""

_CELL = "abcdefgh"
_FOUNDATION = "ABCDEFGH"


class WinnableListError(ValueError):
    """A list file is malformed, or a line cannot be spelled compactly."""


def list_name(variant: str, cells: int | None) -> str:
    """The file name of a list: ``"eight-off-c2.txt"``, ``"easy-harp.txt"``."""
    return f"{variant}-c{cells}.txt" if cells else f"{variant}.txt"


def list_path(variant: str, cells: int | None) -> Path:
    """Where the list of a game and cell count lives (it may not exist)."""
    return resource_path(FOLDER, list_name(variant, cells))


def _pile_char(text: str) -> str:
    if text == "w":
        return "w"
    if text[0] == "c" and len(text) == 2 and text[1] in "12345678":
        return _CELL[int(text[1]) - 1]
    if text[0] == "f" and len(text) == 2 and text[1] in "12345678":
        return _FOUNDATION[int(text[1]) - 1]
    if len(text) == 1 and text in "123456789":
        return text
    raise WinnableListError(f"pile {text!r} has no compact spelling")


def _pile_text(char: str) -> str:
    if char == "w" or char in "123456789":
        return char
    if char in _CELL:
        return f"c{_CELL.index(char) + 1}"
    if char in _FOUNDATION:
        return f"f{_FOUNDATION.index(char) + 1}"
    raise WinnableListError(f"{char!r} is not a pile")


def encode_line(line: list[str]) -> str:
    """The compact spelling of a line of canonical move notation (``xN`` dropped).

    Raises:
        WinnableListError: a token without a compact spelling (undo, redo, ``c``/``f``
            without a number).
    """
    out = []
    for token in line:
        if token == "s":
            out.append("s")
            continue
        src, sep, dst = token.partition(">")
        if not sep:
            raise WinnableListError(f"{token!r} has no compact spelling")
        dst = dst.partition("x")[0]
        out.append(_pile_char(src) + _pile_char(dst))
    return "".join(out)


def decode_line(text: str) -> list[str]:
    """Move notation from a compact spelling (counts left for the engine to infer).

    Raises:
        WinnableListError: malformed text.
    """
    out: list[str] = []
    i = 0
    while i < len(text):
        if text[i] == "s":
            out.append("s")
            i += 1
            continue
        if i + 1 >= len(text):
            raise WinnableListError("a compact line ends in the middle of a move")
        out.append(f"{_pile_text(text[i])}>{_pile_text(text[i + 1])}")
        i += 2
    return out


@lru_cache(maxsize=8)
def _load(variant: str, cells: int | None) -> dict[int, tuple[int, str]]:
    path = list_path(variant, cells)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return {}
    return parse_list(text)


def parse_list(text: str) -> dict[int, tuple[int, str]]:
    """Parse a list file's text: deal number → (line length, compact line).

    Raises:
        WinnableListError: a malformed line.
    """
    out: dict[int, tuple[int, str]] = {}
    for k, raw in enumerate(text.splitlines(), 1):
        row = raw.strip()
        if not row or row.startswith("#"):
            continue
        parts = row.split()
        if len(parts) != 3 or not parts[0].isdigit() or not parts[1].isdigit():
            raise WinnableListError(f"line {k} is not 'NUMBER LENGTH LINE'")
        out[int(parts[0])] = (int(parts[1]), parts[2])
    return out


def winnable_deals(variant: str, cells: int | None = None) -> dict[int, int]:
    """The shipped proved-winnable deals of a game and cell count.

    Args:
        variant: ``"eight-off"`` or ``"easy-harp"``.
        cells: Eight Off's cell count (8, 4 or 2); ``None`` for Easy Harp.

    Returns:
        Deal number → length of its winning line (actions); empty when no list ships.
    """
    return {n: length for n, (length, _) in _load(variant, cells).items()}


def random_winnable_deal(
    variant: str, cells: int | None = None, rng: _random.Random | None = None
) -> DealSpec | None:
    """A random deal from the shipped list (for "New deals: Winnable only").

    Args:
        variant: ``"eight-off"`` or ``"easy-harp"``.
        cells: Eight Off's cell count; ``None`` for Easy Harp.
        rng: the random source (default: the module's shared one).

    Returns:
        The deal, or ``None`` when no list ships for that game and cell count.
    """
    numbers = sorted(_load(variant, cells))
    if not numbers:
        return None
    number = (rng or _random).choice(numbers)
    return DealSpec(variant, number, cells)


def winning_line(spec: DealSpec) -> list[str] | None:
    """The shipped winning line of a deal from its start (for "Show me how"), or ``None``
    when the deal is not in its list."""
    entry = _load(spec.variant, spec.cells).get(spec.number)
    return None if entry is None else decode_line(entry[1])


def is_known_winnable(spec: DealSpec) -> bool:
    """Whether the deal is in its shipped list of proved-winnable deals."""
    return spec.number in _load(spec.variant, spec.cells)
