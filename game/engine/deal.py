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

from game.engine.shuffle import shuffle as shuffle  # re-exported: tests and tools use it here
from game.engine.text import N_, Quoted
from game.engine.variants import REGISTRY, Variant, by_prefix, shown
from game.engine.variants.easy_harp import EASY_HARP as _EASY_HARP
from game.engine.variants.eight_off import EIGHT_OFF as _EIGHT_OFF
from game.engine.variants.freecell import FREECELL as _FREECELL

EASY_HARP = _EASY_HARP.name
EIGHT_OFF = _EIGHT_OFF.name
FREECELL = _FREECELL.name
"""Registry names, for tests and tools; the code asks the variant (``REGISTRY[name]``)."""
MAX_DEAL = 999_999
CODE_LETTERS = 7


class DealCodeError(ValueError):
    """A deal code or deal number is malformed; the message names the wrong part.

    Attributes:
        template: the English message with ``{placeholders}``, marked for translation, so
            the UI can show ``_(template).format(**params)`` in the player's language.
        params: the values for the placeholders (the player's input as
            :class:`~game.engine.text.Quoted`, which the UI quotes in the player's language).
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params))


class DealSpec(NamedTuple):
    """Which deal to play: the game, the deal number and the game's option (its cells).

    Attributes:
        variant: a name of :data:`~game.engine.variants.REGISTRY` (``"eight-off"``).
        number: the deal number, 1 … 999 999.
        cells: the chosen cell count of a game that offers a choice (Eight Off: 8, 4 or
            2); ``None`` for a game without one.
    """

    variant: str
    number: int
    cells: int | None = None

    @property
    def rules(self) -> Variant:
        """The variant played (raises ``KeyError`` for an unknown name)."""
        return REGISTRY[self.variant]

    @property
    def code(self) -> str:
        """The deal code, e.g. ``"EH1-N-AAAAAAF"`` or ``"EO1-C8-AAAAAFA"``."""
        v = self.rules
        return f"{v.prefix}-{v.option_code(self.cells)}-{_letters(self.number)}"

    @property
    def deck_size(self) -> int:
        """Cards in play: 104 for Easy Harp, 52 for the others."""
        return self.rules.deck_size

    def validate(self) -> DealSpec:
        """Check the fields; return self.

        Raises:
            DealCodeError: unknown variant, number out of range or a wrong cell count.
        """
        v = REGISTRY.get(self.variant)
        if v is None:
            raise DealCodeError(
                N_("unknown game {game} ({games})"), game=Quoted(self.variant),
                games=", ".join(v.name for v in shown()),
            )
        _check_number(self.number)
        if not v.cell_choices and self.cells is not None:
            raise DealCodeError(N_("{game} has no choice of cells"), game=v.title)
        if v.cell_choices and self.cells not in v.cell_choices:
            raise DealCodeError(
                N_("cell count {cells} is not one of {choices}"), cells=Quoted(self.cells),
                choices=", ".join(str(n) for n in v.cell_choices),
            )
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
_DIGITS = re.compile(r"[0-9]{1,6}")


def parse_code(text: str, variant: str | None = None, cells: int | None = None) -> DealSpec:
    """Parse a deal code, or a plain deal number when the game is known.

    Case and surrounding ASCII white space are ignored; nothing else is folded.

    Args:
        text: ``"EH1-N-AAAAAAF"``, ``"EO1-C4-AACEXHN"`` or (with ``variant``) ``"130"``.
        variant: the game already chosen, which allows a plain number.
        cells: the current cell choice, used with a plain number of a game that offers
            one (default: the game's first choice, 8 for Eight Off).

    Returns:
        The deal it names.

    Raises:
        DealCodeError: the message names the part that is wrong (prefix, option, letters,
            number).
    """
    t = text.strip(_ASCII_SPACE)
    if variant is not None and _DIGITS.fullmatch(t):
        return DealSpec(variant, int(t), _option(variant, cells)).validate()
    if not t:
        raise DealCodeError(N_("the deal code is empty"))
    if not t.isascii():
        raise DealCodeError(
            N_("deal code {code} has characters other than ASCII letters and digits"),
            code=Quoted(text),
        )
    parts = t.upper().split("-")
    if len(parts) != 3:
        if t.isdigit():
            if len(t) > 6:
                raise DealCodeError(
                    N_("deal number {number} has more than 6 digits (1…{max})"),
                    number=Quoted(t), max=MAX_DEAL,
                )
            raise DealCodeError(
                N_("a plain number {number} needs a game; or give a code like EH1-N-AAAAAAF"),
                number=Quoted(t),
            )
        raise DealCodeError(
            N_("deal code {code} must have three parts, like EH1-N-AAAAAAF"), code=Quoted(text)
        )
    prefix, option, letters = parts
    game = by_prefix(prefix)
    if game is None:
        raise DealCodeError(
            N_("unknown prefix {prefix} in deal code ({prefixes})"), prefix=Quoted(prefix),
            prefixes=", ".join(v.prefix for v in shown()),
        )
    options: dict[str, int | None] = {game.option_code(n): n for n in game.cell_choices}
    if not options:
        options[game.option_code(None)] = None
    if option not in options:
        raise DealCodeError(
            N_("unknown option {option} for {game} ({options})"), option=Quoted(option),
            game=game.title, options=", ".join(options),
        )
    if len(letters) != CODE_LETTERS or not all("A" <= ch <= "Z" for ch in letters):
        raise DealCodeError(
            N_("the letters part {letters} must be exactly {count} letters A-Z"),
            letters=Quoted(letters), count=CODE_LETTERS,
        )
    number = 0
    for ch in letters:
        number = number * 26 + (ord(ch) - ord("A"))
    if not 1 <= number <= MAX_DEAL:
        raise DealCodeError(
            N_("the letters {letters} give deal number {number}, not 1…{max}"),
            letters=Quoted(letters), number=number, max=MAX_DEAL,
        )
    return DealSpec(game.name, number, options[option])


def daily_number(variant: str, date: datetime.date) -> int:
    """The deal of the day's number for ``date`` (the player's local date).

    Args:
        variant: a registry name (``"easy-harp"``).
        date: the calendar date.

    Returns:
        ``1 + int(SHA-256("PREFIX:YYYY-MM-DD")) mod 999 999``.
    """
    text = f"{REGISTRY[variant].prefix}:{date.isoformat()}"
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return 1 + int.from_bytes(digest, "big") % MAX_DEAL


def daily_deal(variant: str, date: datetime.date, cells: int | None = None) -> DealSpec:
    """The deal of the day as a :class:`DealSpec` (a game with a cell choice keeps
    ``cells``, by default its first choice)."""
    return DealSpec(variant, daily_number(variant, date), _option(variant, cells))


def _option(variant: str, cells: int | None) -> int | None:
    """The cell option of a new deal of ``variant``: ``cells`` if the game offers a
    choice (default: its first), else ``None``."""
    v = REGISTRY.get(variant)
    if v is None or not v.cell_choices:
        return None
    return cells or v.cell_choices[0]
