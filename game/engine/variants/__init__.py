"""Every game, listed once: :data:`REGISTRY` feeds every list of games in the app.

Adding a game is one variant file and one line here. A hidden game plays everywhere (deal
codes, the command line, the table, saved games, history) but stays out of the lists a
player chooses from (menu, New Game, History filters, Statistics tabs, Rules pages).

>>> [v.name for v in shown()]
['easy-harp', 'eight-off']
>>> by_prefix("FC1").title
'FreeCell'
"""

from __future__ import annotations

from game.engine.variants.bakers_game import BAKERS_GAME
from game.engine.variants.base import Variant
from game.engine.variants.easy_harp import EASY_HARP
from game.engine.variants.eight_off import EIGHT_OFF
from game.engine.variants.freecell import FREECELL

_GAMES: tuple[tuple[Variant, bool], ...] = (
    # variant, hidden
    (EASY_HARP, False),
    (EIGHT_OFF, False),
    (FREECELL, True),
    (BAKERS_GAME, True),
)

REGISTRY: dict[str, Variant] = {variant.name: variant for variant, _ in _GAMES}
"""Every game by name, in the order lists show them."""
HIDDEN: frozenset[str] = frozenset(variant.name for variant, hidden in _GAMES if hidden)
"""Names of the games kept out of the player's lists."""
CELL_CHOICES: tuple[int, ...] = tuple(
    sorted({n for variant, _ in _GAMES for n in variant.cell_choices}, reverse=True)
)
"""Every cell count some game offers as an option (for command-line choices)."""


def shown() -> list[Variant]:
    """The games a player chooses from, in order."""
    return [v for v in REGISTRY.values() if v.name not in HIDDEN]


def by_prefix(prefix: str) -> Variant | None:
    """The game whose deal codes start with ``prefix`` (``"EO1"``), if any."""
    return next((v for v in REGISTRY.values() if v.prefix == prefix), None)


__all__ = ["CELL_CHOICES", "HIDDEN", "REGISTRY", "Variant", "by_prefix", "shown"]
