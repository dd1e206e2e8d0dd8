"""Tweens advanced only by frame time: frame-rate independent and deterministic in tests.

Every sprite that must move gets at most one :class:`Glide` at a time; asking it to go
somewhere new while it is moving restarts the glide from where it is now, so input during an
animation never leaves a sprite behind the engine (the table finishes every tween at once
when the player acts, :meth:`Animator.finish`). Flips squash ``scale_x`` to 0, swap the
texture and open again: a card turning over. Glides ease out along a slight bow
(:data:`BOW`), as a hand moves a card; a dropped card settles with a tiny overshoot
(:func:`ease_out_back`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

SPEEDS = {"off": 0.0, "normal": 1.0, "fast": 0.5}
"""Animation speed setting → duration factor (``off`` = instant)."""
MOVE_TIME = 0.22
"""Seconds for a card to glide at normal speed."""
FLIP_TIME = 0.16
"""Seconds for a card to turn over at normal speed."""
BOW = 0.08
"""Sideways bow of a glide's path at its middle, as a fraction of the path's length."""
OVERSHOOT = 1.0
"""How far a settling card passes its place (:func:`ease_out_back`'s constant: 1.0 passes
it by 3.7 % of the way, then comes back)."""
MAX_DT = 0.1
"""Frame time is clamped to this (seconds), so a stall does not make cards jump."""


def ease_out_cubic(t: float) -> float:
    """Decelerating curve, 0 → 1."""
    return 1 - (1 - t) ** 3


def ease_out_back(t: float, overshoot: float = OVERSHOOT) -> float:
    """Decelerating curve that passes 1 a little and comes back, 0 → 1.

    >>> ease_out_back(0.0), ease_out_back(1.0), round(max(ease_out_back(i / 100)
    ...                                                   for i in range(101)), 3)
    (0.0, 1.0, 1.037)
    """
    u = t - 1
    return 1 + (overshoot + 1) * u ** 3 + overshoot * u ** 2


def ease_in_out(t: float) -> float:
    """Smooth start and end, 0 → 1."""
    return 3 * t * t - 2 * t * t * t


@dataclass
class Glide:
    """Move a sprite from ``start`` to ``end`` over ``duration`` seconds after ``delay``."""

    sprite: object
    start: tuple[float, float]
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    ease: Callable[[float], float] = ease_out_cubic
    arc: float = 0.0
    """Height (logical px) of an upward arc, for celebrations."""
    bow: float = 0.0
    """Sideways offset (logical px) of the path at its middle, to the path's upper side."""

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; returns True when finished."""
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        p = 1.0 if self.duration <= 0 else min(t / self.duration, 1.0)
        e = self.ease(p)
        dx, dy = self.end[0] - self.start[0], self.end[1] - self.start[1]
        x = self.start[0] + dx * e
        y = self.start[1] + dy * e
        if self.arc:
            y += self.arc * 4 * p * (1 - p)
        if self.bow and p < 1.0:
            length = math.hypot(dx, dy)
            if length > 0:
                nx, ny = -dy / length, dx / length  # a normal, turned to the upper side
                if ny < 0 or (ny == 0 and nx < 0):
                    nx, ny = -nx, -ny
                lift = self.bow * 4 * e * (1 - e)
                x += nx * lift
                y += ny * lift
        self.sprite.position = (x, y)  # type: ignore[attr-defined]
        return p >= 1.0


@dataclass
class Flip:
    """Turn a sprite over: squash, swap texture at the middle, open.

    The width follows the sprite's height scale (``scale_y``, which a flip never changes)
    at every step, so a flip still running when the cards are scaled again (a resize, or
    a new deal's faces arriving at its own size) ends at the new scale, not the old one.
    """

    sprite: object
    swap: Callable[[], None]
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0
    swapped: bool = False

    def update(self, dt: float) -> bool:
        self.elapsed += dt
        t = self.elapsed - self.delay
        if t < 0:
            return False
        p = 1.0 if self.duration <= 0 else min(t / self.duration, 1.0)
        if p >= 0.5 and not self.swapped:
            self.swap()
            self.swapped = True
        scale = self.sprite.scale_y  # type: ignore[attr-defined]
        self.sprite.scale_x = scale * abs(1 - 2 * p)  # type: ignore[attr-defined]
        if p >= 1.0:
            self.sprite.scale_x = scale  # type: ignore[attr-defined]
            return True
        return False


class Animator:
    """All running tweens, keyed by sprite so each sprite has at most one of each kind."""

    def __init__(self) -> None:
        self.glides: dict[int, Glide] = {}
        self.flips: dict[int, Flip] = {}

    @property
    def busy(self) -> bool:
        """Whether anything is still moving."""
        return bool(self.glides or self.flips)

    def is_moving(self, sprite: object) -> bool:
        """Whether ``sprite`` is gliding or flipping."""
        return id(sprite) in self.glides or id(sprite) in self.flips

    def glide(self, glide: Glide) -> None:
        """Start (or restart from the current position) a sprite's glide."""
        self.glides[id(glide.sprite)] = glide

    def flip(self, flip: Flip) -> None:
        """Start a flip; a flip already running finishes at once first."""
        self.finish_flip(flip.sprite)
        self.flips[id(flip.sprite)] = flip

    def finish_flip(self, sprite: object) -> None:
        """Complete ``sprite``'s flip at once, if it is turning over."""
        flip = self.flips.pop(id(sprite), None)
        if flip is not None:
            flip.update(flip.duration + flip.delay + 1)

    def finish(self) -> None:
        """Jump every tween to its end."""
        for tween in list(self.glides.values()) + list(self.flips.values()):
            tween.update(1e9)
        self.glides.clear()
        self.flips.clear()

    def update(self, dt: float) -> list[object]:
        """Advance every tween by ``dt`` seconds (clamped to :data:`MAX_DT`).

        Returns:
            The sprites whose glide finished in this step.
        """
        dt = min(dt, MAX_DT)
        landed = []
        for key, glide in list(self.glides.items()):
            if glide.update(dt):
                del self.glides[key]
                landed.append(glide.sprite)
        for key, flip in list(self.flips.items()):
            if flip.update(dt):
                del self.flips[key]
        return landed
