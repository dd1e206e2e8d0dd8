"""A small "thinking" spinner: a ring of dots whose bright spot turns (the solver is busy).

Drawn only while something is being computed; it shows up after :data:`SHOW_AFTER`
seconds so a quick answer never flickers it.
"""

from __future__ import annotations

import math

import arcade

from game.ui import palette

DOTS = 8
TURN_TIME = 0.9
"""Seconds per turn of the bright spot."""
SHOW_AFTER = 0.15
"""Seconds of thinking before the spinner appears."""


class Spinner:
    """A ring of :data:`DOTS` dots around ``(x, y)``, ``radius`` logical pixels wide.

    Call :meth:`start` when work begins, :meth:`stop` when it ends, and :meth:`draw`
    every frame (it draws nothing while stopped or in its first :data:`SHOW_AFTER` s).
    """

    def __init__(self, color: tuple[int, ...] | None = None) -> None:
        self.color = palette.TEXT if color is None else color
        self.x = self.y = 0.0
        self.radius = 8.0
        self.since: float | None = None

    def place(self, x: float, y: float, radius: float) -> None:
        """Centre the ring at ``(x, y)`` with ``radius`` pixels."""
        self.x, self.y, self.radius = x, y, radius

    def start(self, clock: float) -> None:
        """Work began at ``clock`` seconds (kept when already running)."""
        if self.since is None:
            self.since = clock

    def stop(self) -> None:
        """Work ended: hide the spinner."""
        self.since = None

    def visible(self, clock: float) -> bool:
        """Whether :meth:`draw` draws anything at ``clock``."""
        return self.since is not None and clock - self.since >= SHOW_AFTER

    def draw(self, clock: float) -> None:
        """Draw the ring for time ``clock`` (seconds)."""
        if not self.visible(clock):
            return
        lead = (clock / TURN_TIME) % 1.0 * DOTS
        dot = max(1.5, self.radius * 0.22)
        for i in range(DOTS):
            angle = math.pi / 2 - 2 * math.pi * i / DOTS
            age = (lead - i) % DOTS  # 0 at the bright spot, growing behind it
            alpha = int(255 * max(0.18, 1.0 - age / DOTS))
            arcade.draw_circle_filled(
                self.x + self.radius * math.cos(angle), self.y + self.radius * math.sin(angle),
                dot, (*self.color, alpha),
            )
