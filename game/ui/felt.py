"""The table's looks: themes (felt, pile marks, outlines, bar and text colours) and the felt
drawn procedurally at the window's size.

The themes themselves are part of the palette (:data:`game.ui.theme.THEMES`). A theme's
felt is one picture of the window's physical size: the theme's cloth colour, a
fine woven texture (a basket weave of threads a few pixels wide, lit along each thread), a
faint mottling of the dye, and a vignette that darkens it towards the edges. It is drawn
once per size and theme (:func:`render_felt`, Pillow, no arcade) and shown by one opaque
texture copy a frame (:class:`Felt`), which the table's kept pictures paint under
themselves too (:class:`~game.ui.cached.CachedPicture`), so they match it exactly.

The High contrast setting, when there is one, stays a separate, stricter look: themes only
choose among finished table looks.

Example:
    >>> from game.ui.theme import THEMES
    >>> render_felt(THEMES["green"], 64, 40).size
    (64, 40)
"""

from __future__ import annotations

import random
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from game.ui.theme import TableTheme


def _weave_tile(thread: int, strength: int) -> Image.Image:
    """One repeat of a basket weave: 2 × 2 cells of ``thread`` pixels, threads running
    across in two cells and up in the others, each lit along its middle (``"L"``, 128 ±
    ``strength``)."""
    size = 2 * thread
    tile = Image.new("L", (size, size), 128)
    px = tile.load()
    for y in range(size):
        for x in range(size):
            across = (x // thread + y // thread) % 2 == 0
            t = (y % thread if across else x % thread) + 0.5
            lit = 1 - abs(2 * t / thread - 1)  # 0 at a thread's edges, 1 at its middle
            px[x, y] = round(128 + strength * (2 * lit - 1))
    return tile


def _tiled(tile: Image.Image, width: int, height: int) -> Image.Image:
    """``tile`` repeated over ``width`` × ``height`` pixels."""
    row = Image.new(tile.mode, (width + tile.width, tile.height))
    for x in range(0, width + tile.width, tile.width):
        row.paste(tile, (x, 0))
    out = Image.new(tile.mode, (width, height))
    for y in range(0, height, tile.height):
        out.paste(row, (0, y))
    return out


SMOOTH = 4
"""The vignette and the mottling vary over tens of pixels: they are drawn at 1/``SMOOTH`` of
the felt's size and enlarged with a bilinear filter (the weave is drawn at full size)."""


@lru_cache(maxsize=4)
def _vignette(width: int, height: int) -> Image.Image:
    """0 over the picture's middle, rising to 255 in its corners (``"L"``, elliptical)."""
    gradient = Image.radial_gradient("L")  # 256 × 256: 0 at the centre, 255 at radius 128
    # The square's corners lie at radius 91·√2 ≈ 128 (the gradient's 255).
    crop = gradient.crop((128 - 91, 128 - 91, 128 + 91, 128 + 91))
    shaped = crop.point(lambda v: min(255, round(220 * (v / 255) ** 1.25)))
    return shaped.resize((width, height), Image.Resampling.BICUBIC)


def _mottle(width: int, height: int, cell: int) -> Image.Image:
    """A faint, soft unevenness of the dye (``"L"``, 128 ± 4): noise of one level a
    ``cell`` × ``cell`` pixels, smoothed."""
    rng = random.Random(26)
    cw, ch = width // cell + 3, height // cell + 3
    noise = Image.frombytes("L", (cw, ch), bytes(rng.randrange(124, 133) for _ in range(cw * ch)))
    step = max(1, cell // 8)  # pixels of the smoothing grid
    noise = noise.resize((cw * cell // step, ch * cell // step), Image.Resampling.BICUBIC)
    noise = noise.filter(ImageFilter.GaussianBlur(5 * 8 / (cell / step)))
    return noise.resize((width + 2 * cell, height + 2 * cell), Image.Resampling.BICUBIC).crop(
        (cell, cell, cell + width, cell + height))


def _grey(layer: Image.Image) -> Image.Image:
    """The ``"L"`` picture as RGB, each channel the same."""
    return Image.merge("RGB", (layer, layer, layer))


def render_cloth(theme: TableTheme, width: int, height: int) -> Image.Image:
    """The cloth of the theme's felt at ``width`` × ``height`` physical pixels, drawn small:
    its colour darkened towards the corners (the vignette) and mottled, at 1/:data:`SMOOTH`
    of the size (rounded up; RGB). :func:`render_felt` enlarges it and adds the weave; the
    scenes other than the table show it enlarged by the graphics card, without the weave
    (:mod:`game.ui.backdrop`).

    Raises:
        ValueError: a size below 1 pixel.
    """
    if width < 1 or height < 1:
        raise ValueError(f"felt size must be at least 1x1 pixels, got {width}x{height}")
    sw, sh = -(-width // SMOOTH), -(-height // SMOOTH)
    if not theme.weave and theme.edge == theme.felt:  # (high contrast) one flat colour
        return Image.new("RGB", (sw, sh), theme.felt)
    base = Image.new("RGB", (sw, sh), theme.felt)
    edge = Image.new("RGB", (sw, sh), theme.edge)
    cloth = Image.composite(edge, base, _vignette(sw, sh))
    return ImageChops.add(cloth, _grey(_mottle(sw, sh, 64 // SMOOTH)), 1.0, -128)


def _enlarged(cloth: Image.Image, width: int, height: int) -> Image.Image:
    """The cloth drawn small (:func:`render_cloth`) at ``width`` × ``height`` (bilinear)."""
    return cloth.resize((width, height), Image.Resampling.BILINEAR,
                        box=(0, 0, width / SMOOTH, height / SMOOTH))


def render_plain_felt(theme: TableTheme, width: int, height: int) -> Image.Image:
    """The felt without its weave at ``width`` × ``height`` physical pixels (RGB): the
    cloth enlarged, as the scenes other than the table show it (the graphics card's
    enlargement may differ from this one by a level here and there)."""
    return _enlarged(render_cloth(theme, width, height), width, height)


def render_felt(theme: TableTheme, width: int, height: int, thread: int = 3) -> Image.Image:
    """The theme's felt at ``width`` × ``height`` physical pixels (RGB).

    The cloth (:func:`render_cloth`) is drawn small and enlarged (:data:`SMOOTH`); the
    weave's levels about 128 are then added to it, each channel alike (one pass over the
    full-size picture).

    Args:
        theme: the look.
        width, height: the picture's size in physical pixels (at least 1 each).
        thread: the weave's thread width in physical pixels (3 times the pixel ratio
            keeps the weave alike on a HiDPI screen).

    Returns:
        The picture: the same for the same arguments.

    Raises:
        ValueError: a size below 1 pixel.
    """
    if width < 1 or height < 1 or thread < 1:
        raise ValueError(f"felt size must be at least 1x1 pixels, got {width}x{height}")
    if not theme.weave and theme.edge == theme.felt:  # (high contrast) one flat colour
        return Image.new("RGB", (width, height), theme.felt)
    cloth = _enlarged(render_cloth(theme, width, height), width, height)
    weave = _tiled(_grey(_weave_tile(thread, theme.weave)), width, height)
    return ImageChops.add(cloth, weave, 1.0, -128)


def render_swatch(theme: TableTheme, width: int, height: int) -> Image.Image:
    """A small picture of the theme for Settings: its felt with an empty pile's mark in
    the middle, tinted as on the table (RGB, ``width`` × ``height`` physical pixels)."""
    image = render_felt(theme, width, height, thread=max(1, round(height / 30)))
    layer = Image.new("RGBA", (width, height))  # transparent
    draw = ImageDraw.Draw(layer)
    h = round(height * 0.62)
    w = round(h / 1.4)
    x0, y0 = (width - w) // 2, (height - h) // 2
    tint = theme.mark
    draw.rounded_rectangle((x0, y0, x0 + w, y0 + h), radius=max(1, w // 8),
                           fill=(*tint, 30), outline=(*tint, 130), width=max(1, w // 30))
    return Image.alpha_composite(image.convert("RGBA"), layer).convert("RGB")
