"""The UI's font faces, registered with arcade once per run (before the first text)."""

from __future__ import annotations

import functools

import arcade

from game.ui.theme import FONT

FONT_FILES = (
    ":system:fonts/ttf/Liberation/Liberation_Sans_Regular.ttf",
    ":system:fonts/ttf/Liberation/Liberation_Sans_Bold.ttf",
)
"""The faces the UI draws with (regular and bold; no italics; the family is
:data:`game.ui.theme.FONT`). Only these are loaded: ``arcade.resources.load_liberation_fonts``
would read all twelve Liberation files."""

_loaded = False


def load_fonts() -> None:
    """Register the Liberation Sans faces bundled with arcade (once; later calls do nothing)."""
    global _loaded
    if not _loaded:
        for path in FONT_FILES:
            arcade.load_font(path)
        _loaded = True


@functools.lru_cache(maxsize=4096)
def text_width(text: str, size: int, bold: bool = False) -> float:
    """The rendered width of one line of ``text`` in the UI font (logical pixels)."""
    return arcade.Text(text, 0, 0, font_name=FONT, font_size=size, bold=bold).content_width
