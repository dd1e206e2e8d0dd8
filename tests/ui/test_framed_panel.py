"""A framed panel's fills (the shadow's layers and the face) are drawn as triangle strips of
their convex outlines: the pixels are exactly those of arcade's ear-clipped polygon fill,
over a felt-coloured and a transparent background, at the menu's and the win panel's sizes.
"""

from __future__ import annotations

import arcade
import pytest

import game.ui.panels as panels
from game.ui import palette


def ear_clipped(*polygons):
    for outline, colour in polygons:
        arcade.draw_polygon_filled(outline, tuple(colour))


def picture(app, fill, rect, under):
    ctx = app.ctx
    fbo = ctx.framebuffer(color_attachments=[ctx.texture((640, 480), components=4)])
    original = panels.fill_convex
    panels.fill_convex = fill
    try:
        with fbo.activate():
            fbo.clear(color=under)
            panels.draw_framed(rect, palette.WIN_BG, palette.WIN_EDGE, palette.WIN_INNER_EDGE,
                               palette.WIN_SHADOW)
            ctx.finish()
            return bytes(fbo.read(components=4))
    finally:
        panels.fill_convex = original


@pytest.mark.parametrize("under", [(20, 90, 40, 255), (0, 0, 0, 0)])
@pytest.mark.parametrize("rect", [arcade.LRBT(40, 600, 30, 450),
                                  arcade.LRBT(100.5, 300.25, 80, 171)])
def test_panel_fills_equal_ear_clipped_fills(app, rect, under):
    strips = picture(app, panels.fill_convex, rect, under)
    clipped = picture(app, ear_clipped, rect, under)
    assert len(set(strips)) > 2  # something was drawn
    assert strips == clipped


def test_fill_convex_draws_in_order(app):
    """The later polygon covers the earlier where they overlap, as two fills in turn do."""
    square = [(50, 50), (400, 50), (400, 400), (50, 400)]
    inner = [(100, 100), (300, 100), (300, 300), (100, 300)]
    polygons = ((square, (255, 0, 0)), (inner, (0, 0, 255, 128)))
    ctx = app.ctx
    pictures = []
    for fill in (panels.fill_convex, ear_clipped):
        fbo = ctx.framebuffer(color_attachments=[ctx.texture((640, 480), components=4)])
        with fbo.activate():
            fbo.clear(color=(0, 0, 0, 255))
            fill(*polygons)
            ctx.finish()
            pictures.append(bytes(fbo.read(components=4)))
    assert len(set(pictures[0][::4])) >= 3  # black, red and the blend of blue over red
    assert pictures[0] == pictures[1]
