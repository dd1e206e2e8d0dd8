"""Cards lying exactly under another card are drawn only where they show.

A pile's cards often lie exactly on one another: the foundations, the stock, and the cards
waiting to set off in the deal animation. Only the top card shows, except along its rounded
top and bottom edges, where its antialiased corners let the cards under it show through a
little (a deep stack's corners look a shade darker than one card's). Drawing every covered
card whole costs a card's worth of pixels each on a software renderer (Mesa's llvmpipe):
in a won Eight Off game, 48 of the 52 cards drawn are covered.

:class:`StackedDraw` draws a sprite list so that the picture is bit for bit the one
``SpriteList.draw`` gives, but each covered card only within the bands along its top and
bottom edges where the card above it is not fully opaque (a scissor box per band). Covered
cards are drawn first, before every other card, which is the same picture only when no
card drawn before them in the list reaches into those bands: where one does, that stack is
drawn whole, as before.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import arcade
from pyglet import gl

from game.ui.cached import Box, Rect, gl_box, overlaps, scissor
from game.ui.table.hidden import HiddenDraw

if TYPE_CHECKING:
    from game.ui.services import Screen

_RIMS: dict[str, tuple[int, int] | None] = {}
"""The rims of every texture measured (by its atlas name: its picture), shared by all
tables: a new deal measures no face again."""


class StackedDraw:
    """Draws a sprite list with the cards covered by an identical card above them reduced
    to their visible bands.

    Args:
        screen: the window drawn in (its GL context and logical size).

    Attributes:
        drawn_whole: how many sprites the last :meth:`draw` drew whole.
        drawn_in_bands: how many covered sprites it drew only in their bands.
        band_draws: how many draws of the covered sprites it made (one per band in the
            window; tests and benchmarks read these three).
    """

    def __init__(self, screen: Screen) -> None:
        self._screen = screen
        self._rims = _RIMS
        self._shown: arcade.SpriteList | None = None
        self._covered: arcade.SpriteList | None = None
        self._atlas: arcade.TextureAtlasBase | None = None
        self._key: tuple | None = None
        self.drawn_whole = 0
        self.drawn_in_bands = 0
        self.band_draws = 0
        self.hiding = HiddenDraw(self._rim, screen)
        """Draws the lists leaving out what a later card paints over (:mod:`.hidden`)."""

    def clear(self) -> None:
        """Let go of the sprites (before they change to textures of another atlas: a sprite
        in a list writes its new texture into that list's atlas)."""
        for kept in (self._shown, self._covered):
            if kept is not None:
                kept.clear()
        self._key = None

    def draw(self, cards: arcade.SpriteList, depth_cleared: bool = False) -> None:
        """Draw ``cards`` (in their order) exactly as ``cards.draw()`` would.

        Args:
            cards: the sprite list; its sprites are also put in two lists of this object's
                (on the same atlas), rebuilt only when which sprites are covered, or the
                order, changed.
            depth_cleared: the framebuffer's depth was just cleared: the cards hidden by
                later ones are left out where they are hidden (:mod:`.hidden`).
        """
        sprites = cards.sprite_list
        plan = self._plan(sprites)
        if plan is None:
            self.drawn_whole, self.drawn_in_bands, self.band_draws = len(sprites), 0, 0
            self.hiding.draw(cards, depth_cleared)
            return
        covered, shown, bands = plan
        key = (tuple(map(id, covered)), tuple(map(id, shown)))
        if self._shown is None or self._covered is None or cards.atlas is not self._atlas:
            self.clear()
            self._atlas = cards.atlas
            self._shown = arcade.SpriteList(atlas=cards.atlas, capacity=128)
            self._covered = arcade.SpriteList(atlas=cards.atlas, capacity=128)
        if key != self._key:
            self._key = key
            _sync(self._shown, shown)
            _sync(self._covered, covered)
        self.drawn_whole, self.drawn_in_bands = len(shown), len(covered)
        ctx = self._screen.ctx
        boxes = _scissor_boxes(bands, self._screen.get_size())
        self.band_draws = len(boxes)
        for box in boxes:
            with scissor(ctx, box):
                self._covered.draw()
        self.hiding.draw(self._shown, depth_cleared)

    def _plan(
        self, sprites: Sequence[arcade.BasicSprite],
    ) -> tuple[list, list, list[Rect]] | None:
        """Which sprites are covered, which are drawn whole, and the bands (logical pixels)
        where the covered ones show; ``None`` when none can be left out."""
        runs: list[tuple[int, int]] = []
        rects: list[Rect] = []
        last = None
        start = 0
        for i, sprite in enumerate(sprites):
            x, y = sprite.position
            w, h = sprite.width, sprite.height
            if sprite.angle:  # the box around the turned quad
                a = math.radians(sprite.angle)
                c, s = abs(math.cos(a)), abs(math.sin(a))
                hw, hh = (w * c + h * s) / 2, (w * s + h * c) / 2
                rects.append((x - hw, y - hh, x + hw, y + hh))
                quad = None
            else:
                rects.append((x - w / 2, y - h / 2, x + w / 2, y + h / 2))
                quad = (x, y, w, h)
            if quad is None or quad != last:
                if i - start >= 2:
                    runs.append((start, i))
                start = i
            last = quad
        if len(sprites) - start >= 2 and last is not None:
            runs.append((start, len(sprites)))
        if not runs:
            return None
        hidden: set[int] = set()
        bands: list[Rect] = []
        for start, end in runs:
            top = sprites[end - 1]
            if top.alpha != 255 or not top.visible:
                continue
            rim = self._rim(top.texture)
            if rim is None:
                continue
            left, bottom, right, upper = rects[end - 1]
            scale = top.height / top.texture.height
            own = [(left - 1, upper - (rim[0] + 1) * scale - 1, right + 1, upper + 1),
                   (left - 1, bottom - 1, right + 1, bottom + (rim[1] + 1) * scale + 1)]
            if any(overlaps(rects[j], band) for j in range(start) for band in own):
                continue  # a card under the stack shows at its edges: drawn as it is
            hidden.update(range(start, end - 1))
            bands += own
        if not hidden:
            return None
        covered = [s for i, s in enumerate(sprites) if i in hidden]
        shown = [s for i, s in enumerate(sprites) if i not in hidden]
        return covered, shown, _merge(_rows(bands))

    def _rim(self, texture: arcade.Texture) -> tuple[int, int] | None:
        """How many rows at the top and at the bottom of ``texture`` are not fully opaque,
        when every other row is (``None`` otherwise: such a card may let what lies under
        it show anywhere)."""
        name = texture.atlas_name
        rim = self._rims.get(name, False)
        if rim is False:
            if len(self._rims) >= 4096:  # (a few hundred textures a card size)
                self._rims.clear()
            rim = self._rims[name] = _opaque_rows(texture.image)
        return rim


def _sync(target: arcade.SpriteList, wanted: list) -> None:
    """Make ``target`` hold ``wanted``, in that order, by taking out and adding the sprites
    that changed, then sorting (a card setting off from the deal's waiting stack moves from
    one list to the other): a list cleared and filled again costs ~0.5 ms of Python.
    (Not ``SpriteList.insert``: in arcade 3.3 it does not mark the draw order changed.)"""
    keep = set(map(id, wanted))
    for sprite in [s for s in target.sprite_list if id(s) not in keep]:
        target.remove(sprite)
    have = set(map(id, target.sprite_list))
    for sprite in wanted:
        if id(sprite) not in have:
            target.append(sprite)
    if any(a is not b for a, b in zip(target.sprite_list, wanted, strict=True)):
        order = {id(s): i for i, s in enumerate(wanted)}
        target.sort(key=lambda s: order[id(s)])


def _opaque_rows(image) -> tuple[int, int] | None:  # noqa: ANN001 (a PIL image)
    """``(top, bottom)``: rows of ``image`` from the top and from the bottom with a pixel
    not fully opaque, when all rows between them are fully opaque; else ``None``."""
    if image.mode != "RGBA":
        return (0, 0) if image.mode == "RGB" else None
    alpha = image.getchannel("A")
    width, height = alpha.size

    def opaque(top: int, bottom: int) -> bool:
        return top < bottom and alpha.crop((0, top, width, bottom)).getextrema()[0] == 255

    top = 0
    while top < height and not opaque(top, top + 1):
        top += 1
    bottom = 0
    while bottom < height - top and not opaque(height - bottom - 1, height - bottom):
        bottom += 1
    if top + bottom >= height or not opaque(top, height - bottom):
        return None
    return top, bottom


def _rows(bands: list[Rect]) -> list[Rect]:
    """Bands at the same height (a row of piles) joined into one: one draw of the covered
    cards per row rather than per pile. A covered card reaching into the box elsewhere
    than its own bands is drawn there under its own opaque top card: the picture is the
    same."""
    rows: dict[tuple[float, float], Rect] = {}
    for band in bands:
        key = (band[1], band[3])
        row = rows.get(key)
        rows[key] = band if row is None else (min(row[0], band[0]), row[1],
                                              max(row[2], band[2]), row[3])
    return list(rows.values())


def _merge(rects: list[Rect]) -> list[Rect]:
    """Overlapping rectangles joined into their bounding boxes, until none overlap (a
    covered card must be drawn at most once at any pixel)."""
    out = list(rects)
    merged = True
    while merged:
        merged = False
        for i in range(len(out)):
            for j in range(i + 1, len(out)):
                a, b = out[i], out[j]
                if overlaps(a, b):
                    out[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]),
                              max(a[3], b[3]))
                    del out[j]
                    merged = True
                    break
            if merged:
                break
    return out


def _scissor_boxes(bands: list[Rect], size: tuple[int, int]) -> list[Box]:
    """The bands (logical pixels) as boxes in pixels of the framebuffer being drawn,
    rounded outwards, through its viewport (the window's projection maps the window's
    logical size onto it), cut to the viewport; bands wholly outside it are left out (the
    deal's cards waiting above the window); ``size`` is the window's logical size."""
    vx, vy, vw, vh = gl_box(gl.GL_VIEWPORT)
    sx, sy = vw / size[0], vh / size[1]
    boxes = []
    for left, bottom, right, top in bands:
        x0, y0 = max(vx, math.floor(vx + left * sx)), max(vy, math.floor(vy + bottom * sy))
        x1, y1 = min(vx + vw, math.ceil(vx + right * sx)), min(vy + vh, math.ceil(vy + top * sy))
        if x1 > x0 and y1 > y0:
            boxes.append((x0, y0, x1, y1))
    return boxes
