"""The UI's font faces, registered with arcade once per run (before the first text)."""

from __future__ import annotations

import functools

import arcade
import pyglet
import pyglet.font
import pyglet.text

from game.ui.theme import FONT

SMALLEST_TEXT = 10
"""Points: nothing a player reads is drawn smaller, in any window and language (a text that
does not fit shrinks to this size at most)."""

TEXT_SCALE = 1.0
"""Every text's size against the standard size (Settings -> Accessibility -> Text size:
1.0, 1.25 or 1.5); read at build time by :func:`game.ui.views.basics.font_size`."""


def set_text_scale(scale: float) -> None:
    """Draw every text built from now on at ``scale`` times its standard size (1 to 2;
    anything else is brought into that range)."""
    global TEXT_SCALE
    TEXT_SCALE = max(1.0, min(2.0, float(scale)))


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
    """The rendered width of one line of ``text`` in the UI font (logical pixels).

    The same number as ``arcade.Text(text, …).content_width`` (a one-line pyglet layout's
    width is the sum of its glyphs' advances), read from the font's glyphs without making
    a text layout: no vertex lists, no GL buffers (a scene measures dozens of labels, at
    several sizes each while fitting them, before it is shown)."""
    font = pyglet.font.load(FONT, size, weight=WEIGHTS[bool(bold)], dpi=96)
    glyphs, offsets = font.get_glyphs(text)
    return sum(glyph.advance for glyph in glyphs) + sum(o.x_advance for o in offsets)


@functools.lru_cache(maxsize=256)
def line_height(size: int, bold: bool = False) -> float:
    """The height of one line of text in the UI font at ``size`` points (logical pixels):
    its ascent less its descent, the same number as ``arcade.Text(text, …).content_height``
    for one line of any text but the empty one (whose height is 0)."""
    font = pyglet.font.load(FONT, size, weight=WEIGHTS[bool(bold)], dpi=96)
    return font.ascent - font.descent


WEIGHTS = (pyglet.text.Weight.NORMAL, pyglet.text.Weight.BOLD)
"""The weights ``arcade.Text`` gives pyglet for ``bold`` False and True."""
