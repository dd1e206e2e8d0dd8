"""A part of the window drawn once into a texture and copied to the screen each frame.

The table's fixed overlay (the status bar, the win panel, the empty-pile marks) changes a
few times a second at most, but drawing it costs a dozen draw calls, text layouts and
blended fills each frame. :class:`CachedPicture` keeps its picture in a framebuffer's
texture, painted again only when what it shows changed (its *key*), and copies it to the
screen with one draw of opaque quads (no blending: on a software renderer about half the
cost of the blended fills, and one draw call instead of a dozen).

The picture is painted over a plain background colour or over the window's backdrop (the
table's felt, :class:`Backdrop`), so it may stand for the real drawing only where that is
what lies under it (the felt, with no card there); the owner draws live otherwise. The copy
is exact: the same draw calls rasterise into the texture with the window's own projection,
the viewport moved by whole pixels, with the same blending, and the copy takes each pixel
from its texel (nearest, unscaled). Measured on
Mesa's llvmpipe: bars and panels are bit-identical; a textured sprite (an empty-pile mark)
may differ by a level or two of 255 on a few antialiased edge pixels, where the rasteriser
rounds a texture coordinate differently at another place in its target.
"""

from __future__ import annotations

import ctypes
import math
from array import array
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import contextmanager
from typing import Protocol

import arcade
from arcade.gl import BufferDescription
from pyglet import gl

Rect = tuple[float, float, float, float]
"""``(left, bottom, right, top)`` in logical pixels."""
Box = tuple[int, int, int, int]
"""``(left, bottom, right, top)`` in physical pixels of the framebuffer drawn to."""


class Backdrop(Protocol):
    """An opaque picture under the whole window (the table's felt), painted under a kept
    picture in place of a plain colour."""

    key: Hashable
    """Equal keys mean equal pictures (its theme and size)."""

    def paint(self) -> None:
        """Cover the whole viewport with it, texel for pixel, without blending."""


Background = tuple[int, int, int] | Backdrop
"""What lies under a kept picture: a plain colour (RGB) or a :class:`Backdrop`."""


class CachedPicture:
    """The picture of one painting function over a plain background, kept in a texture.

    Attributes:
        paints: how many times the picture was painted into the texture (tests and
            benchmarks read it: a steady frame paints nothing).
    """

    def __init__(self) -> None:
        self._fbo: arcade.gl.Framebuffer | None = None
        self._key: Hashable = None
        self._origin = (0, 0)
        """The texture's lower left corner on the screen (physical pixels)."""
        self.paints = 0
        self._quads_key: Hashable = None
        self._quads: arcade.gl.Geometry | None = None

    def draw(
        self,
        area: Rect,
        key: Hashable,
        paint: Callable[[], object],
        background: Background,
        parts: Iterable[Rect] | None = None,
    ) -> None:
        """Show what ``paint`` draws in ``area`` over ``background``, painting it only when
        ``key``, ``area``, ``background`` or the window's pixel ratio changed.

        Args:
            area: the part of the window the picture covers (logical pixels); ``paint``'s
                drawing outside it is lost.
            key: everything ``paint``'s picture depends on (texts, places, colours, states);
                equal keys must mean equal pictures.
            paint: draws the picture in window coordinates, as it would draw on the screen.
            background: the opaque colour (RGB) or picture (:class:`Backdrop`) under it.
            parts: copy only these parts of ``area`` (logical pixels; default: all of it).
        """
        window = arcade.get_window()
        ctx = window.ctx
        ratio = window.get_pixel_ratio()
        left, bottom = math.floor(area[0] * ratio), math.floor(area[1] * ratio)
        right, top = math.ceil(area[2] * ratio), math.ceil(area[3] * ratio)
        width, height = right - left, top - bottom
        if width <= 0 or height <= 0:
            return
        fbo = self._fbo
        under = tuple(background) if isinstance(background, tuple) else background.key
        full_key = (key, left, bottom, width, height, ratio, under)
        if fbo is None or fbo.size != (width, height):
            texture = ctx.texture((width, height), filter=(ctx.NEAREST, ctx.NEAREST))
            fbo = self._fbo = ctx.framebuffer(color_attachments=[texture])
            self._key = None
        if full_key != self._key:
            # Measured on Mesa's llvmpipe: a texture painted while the frame's earlier draws
            # are still queued makes every later frame's copy of it wait until that frame
            # is rasterised (no pipelining, for good). Finishing those draws first (once
            # per repaint: about once a second, for the clock) avoids it.
            ctx.finish()
            self._paint(ctx, fbo, paint, background, (left, bottom, right, top))
            self._key = full_key
            self.paints += 1
        self._origin = (left, bottom)
        rects = [(left, bottom, right, top)] if parts is None else [
            (max(left, math.floor(p[0] * ratio)), max(bottom, math.floor(p[1] * ratio)),
             min(right, math.ceil(p[2] * ratio)), min(top, math.ceil(p[3] * ratio)))
            for p in parts
        ]
        self._copy(ctx, fbo, rects)

    @staticmethod
    def _paint(
        ctx: arcade.ArcadeContext, fbo: arcade.gl.Framebuffer, paint: Callable[[], object],
        background: Background, box: tuple[int, int, int, int],
    ) -> None:
        """Paint into ``fbo``, which stands for the physical pixels ``box`` of the target.

        The projection stays the window's; only the viewport moves by the box's (whole
        pixel) corner, so every vertex lands on exactly the sub-pixel it lands on when
        drawn on the screen (a different projection would round differently by a level
        here and there in filtered textures)."""
        vx, vy, vw, vh = gl_box(gl.GL_VIEWPORT)  # physical pixels, whatever the ratio
        with fbo.activate():
            if isinstance(background, tuple):
                fbo.clear(color=(*background[:3], 255))
            fbo.viewport = (vx - box[0], vy - box[1], vw, vh)
            if not isinstance(background, tuple):
                background.paint()
            paint()

    def _copy(
        self, ctx: arcade.ArcadeContext, fbo: arcade.gl.Framebuffer,
        rects: list[tuple[int, int, int, int]],
    ) -> None:
        """Copy ``rects`` (physical pixels on the target) from the texture: one draw of
        texel-aligned quads, nearest texels, no blending, so each pixel is the texel.

        (Not ``glBlitFramebuffer``: on Mesa's llvmpipe a blit waits for everything drawn
        before it in the frame to be rasterised, which spoils the frame's pipelining.)"""
        viewport = gl_box(gl.GL_VIEWPORT)  # physical pixels, as ``rects``
        key = (tuple(rects), viewport, self._origin, fbo.size)
        if key != self._quads_key:
            self._quads = _quads(ctx, rects, viewport, self._origin, fbo.size)
            self._quads_key = key
        if self._quads is None:
            return
        fbo.color_attachments[0].use(0)
        blend = ctx.is_enabled(ctx.BLEND)
        ctx.disable(ctx.BLEND)
        self._quads.render(ctx.utility_textured_quad_program)
        if blend:
            ctx.enable(ctx.BLEND)


def _quads(
    ctx: arcade.ArcadeContext, rects: list[tuple[int, int, int, int]],
    viewport: tuple[int, int, int, int], origin: tuple[int, int], size: tuple[int, int],
) -> arcade.gl.Geometry | None:
    """Two triangles per rectangle (physical pixels): places in normalised device
    coordinates of ``viewport`` and texture coordinates in a texture of ``size`` whose lower
    left corner is at ``origin``. ``None`` when no rectangle has an area."""
    vx, vy, vw, vh = viewport
    ox, oy = origin
    tw, th = size
    data = array("f")
    for left, bottom, right, top in rects:
        if right <= left or top <= bottom:
            continue
        x0, x1 = (left - vx) / vw * 2 - 1, (right - vx) / vw * 2 - 1
        y0, y1 = (bottom - vy) / vh * 2 - 1, (top - vy) / vh * 2 - 1
        u0, u1 = (left - ox) / tw, (right - ox) / tw
        v0, v1 = (bottom - oy) / th, (top - oy) / th
        data.extend((x0, y0, u0, v0, x1, y0, u1, v0, x0, y1, u0, v1,
                     x0, y1, u0, v1, x1, y0, u1, v0, x1, y1, u1, v1))
    if not data:
        return None
    return ctx.geometry([BufferDescription(ctx.buffer(data=data), "2f 2f", ["in_vert", "in_uv"])],
                        mode=ctx.TRIANGLES)


@contextmanager
def scissor(ctx: arcade.ArcadeContext, box: Box) -> Iterator[None]:
    """Draw only into ``box`` (physical pixels of the framebuffer drawn to) meanwhile.

    (Through GL itself: arcade's window framebuffer takes a scissor box in logical pixels
    and truncates it after scaling, which misses by a pixel at pixel ratios like 1.5.)"""
    saved = gl_box(gl.GL_SCISSOR_BOX)  # physical pixels (arcade's getters: logical ones)
    left, bottom, right, top = box
    gl.glScissor(left, bottom, right - left, top - bottom)
    try:
        yield
    finally:
        gl.glScissor(*saved)


def gl_box(name: int) -> tuple[int, int, int, int]:
    """GL's own ``(x, y, width, height)`` for ``name`` (``GL_VIEWPORT``,
    ``GL_SCISSOR_BOX``), in physical pixels: on the window's framebuffer arcade's
    ``viewport`` and ``scissor`` report logical pixels at a pixel ratio other than 1."""
    values = (ctypes.c_int * 4)()
    gl.glGetIntegerv(name, values)
    return values[0], values[1], values[2], values[3]


def overlaps(a: Rect, b: Rect) -> bool:
    """Whether the rectangles ``a`` and ``b`` (``left, bottom, right, top``) share pixels."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def text_look(text: arcade.Text) -> tuple:
    """Everything an ``arcade.Text``'s pixels depend on that the game ever changes (its
    text, place, size, colour, weight): part of a :class:`CachedPicture` key."""
    return (text.text, text.x, text.y, text.font_size, tuple(text.color), text.bold)
