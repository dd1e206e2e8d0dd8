"""Seeing every text the window draws: a test patches pyglet's ``TextLayout.draw`` to hand
each layout to a recorder before drawing it as usual."""

from __future__ import annotations

from collections.abc import Callable


def record_text_draws(monkeypatch, record: Callable[[object], object]) -> None:
    """Until the test ends, call ``record(layout)`` for every pyglet text layout drawn."""
    import pyglet.text.layout

    original = pyglet.text.layout.TextLayout.draw

    def draw(self):
        record(self)
        return original(self)

    monkeypatch.setattr(pyglet.text.layout.TextLayout, "draw", draw)
