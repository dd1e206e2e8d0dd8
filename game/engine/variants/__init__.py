"""Game variants, one small file each, looked up by name."""

from game.engine.variants.base import Variant
from game.engine.variants.easy_harp import EASY_HARP
from game.engine.variants.eight_off import EIGHT_OFF

VARIANTS: dict[str, Variant] = {EASY_HARP.name: EASY_HARP, EIGHT_OFF.name: EIGHT_OFF}

__all__ = ["VARIANTS", "Variant", "EASY_HARP", "EIGHT_OFF"]
