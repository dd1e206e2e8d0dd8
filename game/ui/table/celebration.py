"""The win celebration: a few waves of the top foundation cards swooping down and back home.

:class:`Celebration` keeps the schedule of the waves (:data:`CELEBRATE_WAVES` of them,
:data:`CELEBRATE_EVERY` seconds apart, the first :data:`CELEBRATE_DELAY` seconds after the
winning move); :func:`wave_glides` makes one wave's glides. The card table runs them on its
animator; the celebration ends by itself, so an idle won table draws nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from game.engine.cards import Card
from game.ui.animation import Glide, ease_in_out
from game.ui.sprites import CardSprite

CELEBRATE_DELAY = 0.4
"""Seconds from the winning move to the first wave of the win celebration."""
CELEBRATE_EVERY = 3.5
"""Seconds between two waves of the win celebration."""
CELEBRATE_WAVES = 2
"""Waves in a win celebration; then it ends (and the table draws nothing while idle)."""
WAVE_CARDS = 6
"""How many cards of each foundation take part in a wave, from its top."""


class Celebration:
    """When the waves of one table's celebration are due.

    Attributes:
        at: the card table's clock when the next wave is due (``None``: none is).
        floor: the cards never dip below this height (logical pixels; the win panel's
            top), ``None`` for no limit.
    """

    def __init__(self) -> None:
        self.at: float | None = None
        self.floor: float | None = None
        self._waves_left = 0

    def start(self, clock: float, floor: float | None) -> None:
        """Begin at ``clock`` (seconds of the card table), the cards kept above ``floor``."""
        self.floor = floor
        self._waves_left = CELEBRATE_WAVES
        self.at = clock + CELEBRATE_DELAY

    def due(self, clock: float) -> bool:
        """Whether a wave is due at ``clock``; when one is, the next is scheduled (or the
        celebration ends after its last)."""
        if self.at is None or clock < self.at:
            return False
        self._waves_left -= 1
        self.at = clock + CELEBRATE_EVERY if self._waves_left > 0 else None
        return True


def wave_glides(foundations: Sequence[Sequence[Card]], sprites: Mapping[Card, CardSprite],
                card_h: float, floor: float | None, speed: float) -> list[Glide]:
    """One wave: each foundation's top cards swoop down and back home, one foundation
    after the other.

    Args:
        foundations: the foundations' cards, bottom first.
        sprites: the sprite of each card (its ``position`` is where it rests now).
        card_h: a card's height (logical pixels): the swoop's depth grows with it.
        floor: the cards stay above this height (the win panel's top), ``None``: no limit.
        speed: the animation time factor (1 = normal).

    Returns:
        The glides of the wave, to run on the card table's animator.
    """
    glides: list[Glide] = []
    for pile_index, pile in enumerate(foundations):
        for i, card in enumerate(reversed(pile[-WAVE_CARDS:])):
            sprite = sprites[card]
            start = sprite.position
            depth = card_h * (1.2 + 0.25 * i)
            if floor is not None:  # stay clear of the win panel
                depth = min(depth, max(0.0, start[1] - card_h / 2 - floor - 8))
            glides.append(Glide(sprite, start, start, 0.9 * speed,
                                delay=(pile_index * 0.12 + i * 0.05) * speed,
                                ease=ease_in_out, arc=-depth))
    return glides
