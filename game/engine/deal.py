"""Deal numbers, deal codes, the shuffle and the deal of the day (NOTATION.md, a contract).

>>> parse_code("eh1-n-aaaaaaf")
DealSpec(variant='easy-harp', number=5, cells=None)
>>> DealSpec("eight-off", 130, 8).code
'EO1-C8-AAAAAFA'
>>> daily_number("easy-harp", datetime.date(2026, 11, 29))
551564
"""

from __future__ import annotations

import datetime
import hashlib
import re
from typing import NamedTuple

from game.engine.cards import Card

EASY_HARP = "easy-harp"
EIGHT_OFF = "eight-off"
VARIANTS = (EASY_HARP, EIGHT_OFF)
PREFIXES = {EASY_HARP: "EH1", EIGHT_OFF: "EO1"}
CELL_COUNTS = (8, 4, 2)
"""Eight Off cell counts offered (EO-CELL-COUNT)."""
MAX_DEAL = 999_999
CODE_LETTERS = 7


def N_(message: str) -> str:
    """Mark a message template for translation (the UI translates it; the engine has no
    language of its own)."""
    return message


class DealCodeError(ValueError):
    """A deal code or deal number is malformed; the message names the wrong part.

    Attributes:
        template: the English message with ``{placeholders}``, marked for translation, so
            the UI can show ``_(template).format(**params)`` in the player's language.
        params: the values for the placeholders (the player's input, already quoted).
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


class DealSpec(NamedTuple):
    """Which deal to play: the game, the deal number and (Eight Off) the cell count.

    Attributes:
        variant: ``"easy-harp"`` or ``"eight-off"``.
        number: the deal number, 1 … 999 999.
        cells: Eight Off cell count (8, 4 or 2); ``None`` for Easy Harp.
    """

    variant: str
    number: int
    cells: int | None = None

    @property
    def code(self) -> str:
        """The deal code, e.g. ``"EH1-N-AAAAAAF"`` or ``"EO1-C8-AAAAAFA"``."""
        option = "N" if self.variant == EASY_HARP else f"C{self.cells}"
        return f"{PREFIXES[self.variant]}-{option}-{_letters(self.number)}"

    @property
    def deck_size(self) -> int:
        """104 cards for Easy Harp, 52 for Eight Off."""
        return 104 if self.variant == EASY_HARP else 52

    def validate(self) -> DealSpec:
        """Check the fields; return self.

        Raises:
            DealCodeError: unknown variant, number out of range or a wrong cell count.
        """
        if self.variant not in VARIANTS:
            raise DealCodeError(
                N_("unknown game {game} (easy-harp or eight-off)"), game=repr(self.variant)
            )
        _check_number(self.number)
        if self.variant == EASY_HARP and self.cells is not None:
            raise DealCodeError(N_("Easy Harp has no cells"))
        if self.variant == EIGHT_OFF and self.cells not in CELL_COUNTS:
            raise DealCodeError(N_("cell count {cells} is not 8, 4 or 2"), cells=repr(self.cells))
        return self


def _check_number(number: int) -> None:
    if not 1 <= number <= MAX_DEAL:
        raise DealCodeError(
            N_("deal number {number} is out of range 1…{max}"), number=number, max=MAX_DEAL
        )


def _letters(number: int) -> str:
    _check_number(number)
    out = []
    for _ in range(CODE_LETTERS):
        number, digit = divmod(number, 26)
        out.append(chr(ord("A") + digit))
    return "".join(reversed(out))


_ASCII_SPACE = " \t\n\r\x0b\x0c"
_SHOWN_MAX = 24


def _shown(text: str) -> str:
    """The player's input quoted for a message, cut short when long."""
    if len(text) > _SHOWN_MAX:
        text = text[: _SHOWN_MAX - 1] + "\u2026"
    return repr(text)
_DIGITS = re.compile(r"[0-9]{1,6}")


def parse_code(text: str, variant: str | None = None, cells: int | None = None) -> DealSpec:
    """Parse a deal code, or a plain deal number when the game is known.

    Case and surrounding ASCII white space are ignored; nothing else is folded.

    Args:
        text: ``"EH1-N-AAAAAAF"``, ``"EO1-C4-AACEXHN"`` or (with ``variant``) ``"130"``.
        variant: the game already chosen, which allows a plain number.
        cells: the current Eight Off cell count, used with a plain number (default 8).

    Returns:
        The deal it names.

    Raises:
        DealCodeError: the message names the part that is wrong (prefix, option, letters,
            number).
    """
    t = text.strip(_ASCII_SPACE)
    if variant is not None and _DIGITS.fullmatch(t):
        if variant == EIGHT_OFF:
            return DealSpec(variant, int(t), cells or 8).validate()
        return DealSpec(variant, int(t)).validate()
    if not t:
        raise DealCodeError(N_("the deal code is empty"))
    if not t.isascii():
        raise DealCodeError(
            N_("deal code {code} has characters other than ASCII letters and digits"),
            code=_shown(text),
        )
    parts = t.upper().split("-")
    if len(parts) != 3:
        if t.isdigit():
            if len(t) > 6:
                raise DealCodeError(
                    N_("deal number {number} has more than 6 digits (1…{max})"),
                    number=_shown(t), max=MAX_DEAL,
                )
            raise DealCodeError(
                N_("a plain number {number} needs a game; or give a code like EH1-N-AAAAAAF"),
                number=_shown(t),
            )
        raise DealCodeError(
            N_("deal code {code} must have three parts, like EH1-N-AAAAAAF"), code=_shown(text)
        )
    prefix, option, letters = parts
    found = [v for v, p in PREFIXES.items() if p == prefix]
    if not found:
        raise DealCodeError(
            N_("unknown prefix {prefix} in deal code (EH1 or EO1)"), prefix=_shown(prefix)
        )
    game = found[0]
    if game == EASY_HARP:
        if option != "N":
            raise DealCodeError(
                N_("unknown option {option} for Easy Harp (N)"), option=_shown(option)
            )
        deal_cells = None
    else:
        if option not in ("C8", "C4", "C2"):
            raise DealCodeError(
                N_("unknown option {option} for Eight Off (C8, C4 or C2)"),
                option=_shown(option),
            )
        deal_cells = int(option[1])
    if len(letters) != CODE_LETTERS or not all("A" <= ch <= "Z" for ch in letters):
        raise DealCodeError(
            N_("the letters part {letters} must be exactly {count} letters A-Z"),
            letters=_shown(letters), count=CODE_LETTERS,
        )
    number = 0
    for ch in letters:
        number = number * 26 + (ord(ch) - ord("A"))
    if not 1 <= number <= MAX_DEAL:
        raise DealCodeError(
            N_("the letters {letters} give deal number {number}, not 1…{max}"),
            letters=_shown(letters), number=number, max=MAX_DEAL,
        )
    return DealSpec(game, number, deal_cells)


def shuffle(number: int, deck_size: int) -> list[Card]:
    """The dealing order of deal ``number`` (the Microsoft FreeCell shuffle, NOTATION.md).

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


def daily_number(variant: str, date: datetime.date) -> int:
    """The deal of the day's number for ``date`` (the player's local date).

    Args:
        variant: ``"easy-harp"`` or ``"eight-off"``.
        date: the calendar date.

    Returns:
        ``1 + int(SHA-256("PREFIX:YYYY-MM-DD")) mod 999 999``.
    """
    text = f"{PREFIXES[variant]}:{date.isoformat()}"
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return 1 + int.from_bytes(digest, "big") % MAX_DEAL


def daily_deal(variant: str, date: datetime.date, cells: int = 8) -> DealSpec:
    """The deal of the day as a :class:`DealSpec` (Eight Off keeps ``cells``)."""
    return DealSpec(variant, daily_number(variant, date), cells if variant == EIGHT_OFF else None)
