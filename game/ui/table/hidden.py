"""Cards are not shaded where a card drawn after them hides them.

In a tableau column each card lies under the next one except for a strip along its top:
most of its pixels are painted over by the fully opaque middle of the card above it. On a
software renderer (Mesa's llvmpipe) every such pixel still costs a texture lookup and a
blend.

:class:`HiddenDraw` lets the depth test leave them out, bit for bit the same picture:

1. Each sprite gets a depth from its place in the draw (a later sprite is nearer): arcade's
   own sprite geometry shader, with one line added before each vertex it emits that sets
   the vertex's depth (:func:`game.ui.patches.depth_sprite_shader`); where the vertex lands
   on the screen does not change.
2. A pre-pass writes only depth (no colour): for each card lying over the card before it
   at the same ``x`` (the one under it in its column or pile), the part of its fully
   opaque middle over that card (the rows between its rounded top and bottom rims, as
   :mod:`game.ui.table.stacks` measures them, a pixel inside, and a texel more next to
   the rims for the filter), at the card's depth.
3. The sprites are drawn with the depth test (``<=``, depth not written): a fragment
   behind a later card's opaque middle fails it before it is shaded. Every pixel left out
   is one that later card paints over with an opaque pixel (``SRC_ALPHA``,
   ``ONE_MINUS_SRC_ALPHA`` blending of an alpha of 1 keeps nothing of what lay under it).

The fragment shader is arcade's without its alpha test (``discard`` where the alpha is 0):
a ``discard`` makes llvmpipe shade every fragment before testing its depth, and blending a
fragment of alpha 0 leaves the pixel as it was, so the test changes no pixel.

Only for a framebuffer whose depth was just cleared (the caller says so); nothing else in a
frame uses depth. Measured on llvmpipe: a fragment failing the depth test costs about a
fifth of a shaded one, the pre-pass about as much per pixel; a mid-game Eight Off frame
draws its cards ~15 % faster, Easy Harp's (longer columns) ~35 %.
"""

from __future__ import annotations

import ctypes
import weakref
from array import array
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import arcade
from arcade.gl import BufferDescription
from arcade.resources import resolve
from pyglet import gl

from game.ui.cached import gl_box
from game.ui.patches import SPRITE_GEOMETRY, SPRITE_VERTEX, depth_sprite_shader

if TYPE_CHECKING:
    from game.ui.services import Screen

DEPTH_STEP = 1 / 2048
"""Depth (normalised device units) between two sprites next to each other in the draw;
exact in single precision for any place below 4096."""
MAX_SPRITES = 2047
"""A longer list is drawn as it is (its depths would leave the depth range)."""

Rim = Callable[[arcade.Texture], "tuple[int, int] | None"]
_PROGRAMS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""The programs of each GL context (made once: every table's draw uses them)."""


class HiddenDraw:
    """Draws sprite lists leaving out the pixels a later opaque card paints over.

    Args:
        rim: the rows at the top and bottom of a texture that are not fully opaque, when
            all others are (``None`` otherwise), as :meth:`StackedDraw._rim` measures them.
        screen: the window drawn in (its GL context and logical size).

    Attributes:
        hiders: how many sprites of the last :meth:`draw` wrote their opaque middle to the
            depth buffer (0: drawn as it is; tests and benchmarks read it).
    """

    def __init__(self, rim: Rim, screen: Screen) -> None:
        self._rim = rim
        self._screen = screen
        self._buffer: arcade.gl.Buffer | None = None
        self._geometry: arcade.gl.Geometry | None = None
        self.hiders = 0

    def draw(self, cards: arcade.SpriteList, depth_cleared: bool) -> None:
        """Draw ``cards`` (in their order) exactly as ``cards.draw()`` would.

        Args:
            cards: the sprite list.
            depth_cleared: the framebuffer drawn to was cleared (depth included) and
                nothing was drawn with depth since; otherwise the list is drawn as it is.
        """
        self.hiders = 0
        sprites = cards.sprite_list
        ctx = self._screen.ctx
        data = getattr(cards, "data", None)
        programs = self._program(ctx) if depth_cleared else None
        if (programs is None or not 1 < len(sprites) <= MAX_SPRITES or not cards.visible
                or cards.alpha != 255
                or getattr(data, "program", None) is not ctx.sprite_list_program_cull):
            cards.draw()
            return
        quads = self._middles(sprites)
        if not quads:
            cards.draw()
            return
        self.hiders = len(quads) // 18
        sprite_program, depth_program = programs
        size = len(quads) * 4
        if self._buffer is None or self._buffer.size < size:
            self._buffer = ctx.buffer(reserve=max(size, 64 * 18 * 4))
            self._geometry = ctx.geometry(
                [BufferDescription(self._buffer, "3f", ["in_vert"])], mode=ctx.TRIANGLES)
        assert self._geometry is not None
        self._buffer.write(quads)
        saved_func = ctypes.c_int()
        gl.glGetIntegerv(gl.GL_DEPTH_FUNC, saved_func)
        was_on = ctx.is_enabled(ctx.DEPTH_TEST)
        target = ctx.active_framebuffer
        ctx.enable(ctx.DEPTH_TEST)
        gl.glDepthFunc(gl.GL_LEQUAL)
        try:
            # the pre-pass: depth only
            gl.glColorMask(False, False, False, False)
            try:
                self._geometry.render(depth_program, vertices=len(quads) // 3)
            finally:
                gl.glColorMask(True, True, True, True)
            # the cards: tested against it, depth left as it is
            target.depth_mask = False
            data.program = sprite_program
            try:
                cards.draw()
            finally:
                data.program = ctx.sprite_list_program_cull
                target.depth_mask = True
        finally:
            gl.glDepthFunc(saved_func.value)
            if not was_on:
                ctx.disable(ctx.DEPTH_TEST)

    def _middles(self, sprites: Sequence[arcade.BasicSprite]) -> array:
        """Two triangles (``x, y`` in logical pixels, ``z`` in normalised device
        coordinates) for each sprite on the screen lying over the sprite before it at the
        same ``x`` (a card on its column, or on its pile): the part of its opaque middle
        over that sprite, at its depth. The middle is inside by a physical pixel, and by a
        texel more next to the rims (the filter reaches one texel)."""
        width, height = self._screen.get_size()
        vw, vh = gl_box(gl.GL_VIEWPORT)[2:]
        px, py = width / vw, height / vh  # a physical pixel in logical ones
        step = 2 * DEPTH_STEP
        rims = self._rim
        out = array("f")
        under: dict[float, tuple[float, float, float, float]] = {}
        """The quad of the last sprite at each ``x``."""
        for i, sprite in enumerate(sprites):
            x, y = sprite.position
            hw, hh = sprite.width / 2, sprite.height / 2
            left, bottom, right, top = x - hw, y - hh, x + hw, y + hh
            below = under.get(x)
            under[x] = (left, bottom, right, top)
            if (below is None or bottom >= below[3] or top <= below[1]
                    or top <= 0 or bottom >= height or right <= 0 or left >= width
                    or sprite.angle or sprite.alpha != 255 or not sprite.visible):
                continue
            texture = sprite.texture
            rim = rims(texture)
            if rim is None:
                continue
            scale = 2 * hh / texture.height
            x0, x1 = max(left + px, below[0]), min(right - px, below[2])
            y0 = max(bottom + (rim[1] + 1) * scale + py, below[1])
            y1 = min(top - (rim[0] + 1) * scale - py, below[3])
            if x1 > x0 and y1 > y0:
                z = 1.0 - (i + 1) * step
                out.extend((x0, y0, z, x1, y0, z, x0, y1, z, x0, y1, z, x1, y0, z, x1, y1, z))
        return out

    def _program(
        self, ctx: arcade.ArcadeContext,
    ) -> tuple[arcade.gl.Program, arcade.gl.Program] | None:
        """The sprite program with depths and no alpha test, and the depth pre-pass
        program (``None`` when arcade's geometry shader is not the one this knows how to
        change, or the framebuffer has no depth buffer)."""
        if ctx not in _PROGRAMS:
            _PROGRAMS[ctx] = _make_programs(ctx)
        return _PROGRAMS[ctx]


def _make_programs(ctx: arcade.ArcadeContext) -> tuple[arcade.gl.Program, arcade.gl.Program] | None:
    geometry = depth_sprite_shader(
        ctx.shader_inc(resolve(SPRITE_GEOMETRY).read_text()), 2 * DEPTH_STEP)
    if geometry is None:
        return None
    vertex = ctx.shader_inc(resolve(SPRITE_VERTEX).read_text())
    fragment = """#version 330
uniform sampler2D sprite_texture;
uniform vec4 spritelist_color;
in vec2 gs_uv;
in vec4 gs_color;
out vec4 f_color;
void main() {
    vec4 base_color = texture(sprite_texture, gs_uv);
    base_color *= gs_color * spritelist_color;
    f_color = base_color;
}
"""
    sprites = ctx.program(vertex_shader=vertex, geometry_shader=geometry,
                          fragment_shader=fragment)
    sprites["sprite_texture"] = 0
    sprites["uv_texture"] = 1
    depth = ctx.program(
        vertex_shader="#version 330\n"
                      "uniform WindowBlock { mat4 projection; mat4 view; } window;\n"
                      "in vec3 in_vert;\n"
                      "void main() {\n"
                      "    gl_Position = window.projection * window.view"
                      " * vec4(in_vert.xy, 0.0, 1.0);\n"
                      "    gl_Position.z = in_vert.z;\n"
                      "}\n",
        fragment_shader="#version 330\nout vec4 f_color;\n"
                        "void main() { f_color = vec4(0.0); }\n")
    return sprites, depth
