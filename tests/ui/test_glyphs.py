"""The C-speed glyph conversion gives exactly pyglet's bytes (game/ui/patches.py)."""

from __future__ import annotations

import pyglet
from hypothesis import given
from hypothesis import strategies as st
from pyglet.font.freetype import FreeTypeGlyphRenderer

import game.ui  # noqa: F401  (installs the fast conversion)
from game.ui.patches import expand_coverage_to_bgra, speed_up_glyph_expansion
from game.ui.theme import FONT

ORIGINAL = FreeTypeGlyphRenderer._expand_to_rgba._original


@given(st.binary(max_size=600))
def test_fast_expansion_equals_pyglets_own(data):
    assert expand_coverage_to_bgra(data) == ORIGINAL(None, data, "R", "BGRA")


def test_it_is_installed_once_and_other_conversions_go_to_pyglet():
    method = FreeTypeGlyphRenderer._expand_to_rgba
    assert method._fast and speed_up_glyph_expansion()
    assert FreeTypeGlyphRenderer._expand_to_rgba is method  # not wrapped twice
    data = bytes(range(6))
    assert method(None, data, "RG", "BGRA") == ORIGINAL(None, data, "RG", "BGRA")
    assert method(None, data, "BGRA", "BGRA") == data


def test_glyphs_drawn_with_it_are_white_with_coverage_alpha(app):
    """A glyph pyglet rendered through it: its texels are white, its alpha the coverage."""
    glyph = pyglet.font.load(FONT, 41, weight="bold").get_glyphs("Ж")[0][0]
    image = glyph.get_image_data()
    texels = image.get_data("BGRA", image.width * 4)
    assert {texels[i] for i in range(0, len(texels), 4)} == {255}
    assert max(texels[3::4]) == 255 and min(texels[3::4]) == 0
