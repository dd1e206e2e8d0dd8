"""Playing-card art drawn with Pillow at an exact pixel size: faces, backs and empty slots.

Every image is rendered for the exact on-screen size of a card (no scaling of a bitmap deck),
so cards stay crisp from an 800x600 window up to 4K and HiDPI screens. Drawing happens at 2x-4x
supersampling and is downscaled with a LANCZOS filter for clean anti-aliased edges.

This module does not import arcade (it is testable without an OpenGL context); the caller wraps
the returned ``PIL.Image.Image`` objects in arcade textures.

Design:
    * A white rounded-rectangle card with a thin grey border, transparent outside the corners.
    * A large rank index top-left (cap height about 18.5 % of the card height) with the suit
      symbol under it, and a small rank + suit index top-right, so a card fanned in a column
      (only its top strip visible) reads from either corner. Both are repeated rotated 180°.
    * Suit symbols are vector shapes (circles, polygons), never font glyphs.
    * Classic pip layouts for 2-10, one large symbol for the ace, and a framed, tinted panel
      with a drawn crown (K), tiara (Q) or feathered cap (J) for the court cards.

Licence:
    All card art is drawn by this code (our own work). Rank text uses the Liberation Sans Bold
    font (SIL Open Font License 1.1) that ships inside the installed arcade package; it is
    located on disk without importing arcade. If it is missing, Pillow's built-in default font
    is used instead.

Example:
    >>> art = CardArt(*card_size_for_width(120))
    >>> art.face(12, "H").size
    (120, 168)
"""

from __future__ import annotations

import importlib.util
import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFont

__all__ = [
    "BACK_STYLES",
    "CARD_RATIO",
    "MAX_CARD_SIZE",
    "MIN_CARD_SIZE",
    "RECYCLE",
    "SUITS",
    "CardArt",
    "card_size_for_width",
    "font_path",
    "render_back",
    "render_face",
    "render_slot",
]

SUITS = "SHDC"
RECYCLE = "\u21bb"
"""Slot label drawn as a circular arrow (the empty stock's mark)."""
"""Accepted suit letters: spades, hearts, diamonds, clubs."""
BACK_STYLES: tuple[str, ...] = ("blue", "red", "green", "purple")
"""Names accepted by :func:`render_back`; the first is the default."""
CARD_RATIO = 1.4
"""Height / width of a standard poker card (5:7)."""
MIN_CARD_SIZE = 10
"""Smallest accepted card width or height, in pixels."""
MAX_CARD_SIZE = 2048
"""Largest accepted card width or height, in pixels."""

RANK_TEXT = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

_RED = (200, 16, 46)  # #C8102E
_BLACK = (17, 17, 17)  # #111111
_CARD_FILL = (255, 255, 255)
_CARD_BORDER = (150, 150, 150)
_GOLD = (230, 181, 60)
_GOLD_DARK = (150, 105, 20)
_TINT = {True: (250, 221, 225), False: (220, 227, 240)}  # keyed by "is red"

_BACK_COLOURS = {
    # style: (base, dark, light)
    "blue": ((31, 78, 154), (20, 55, 115), (150, 185, 235)),
    "red": ((170, 22, 42), (120, 12, 28), (245, 165, 172)),
    "green": ((26, 110, 60), (16, 78, 42), (155, 215, 170)),
    "purple": ((96, 46, 138), (66, 28, 100), (200, 170, 230)),
}

_FONT_NAMES = ("Liberation_Sans_Bold.ttf", "LiberationSans-Bold.ttf")


# --------------------------------------------------------------------------- validation


def _check_size(width: int, height: int) -> None:
    for name, value in (("width", width), ("height", height)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"card {name} must be an int number of pixels, got {value!r}")
        if not MIN_CARD_SIZE <= value <= MAX_CARD_SIZE:
            raise ValueError(
                f"card {name} must be between {MIN_CARD_SIZE} and {MAX_CARD_SIZE} pixels, "
                f"got {value}"
            )


def _check_card(rank: int, suit: str) -> None:
    if isinstance(rank, bool) or not isinstance(rank, int) or not 1 <= rank <= 13:
        raise ValueError(f"rank must be an int from 1 (ace) to 13 (king), got {rank!r}")
    _check_suit(suit)


def _check_suit(suit: str) -> None:
    if not isinstance(suit, str) or len(suit) != 1 or suit not in SUITS:
        raise ValueError(f"suit must be one of 'S', 'H', 'D', 'C', got {suit!r}")


def card_size_for_width(width_px: int) -> tuple[int, int]:
    """The standard 5:7 poker-card size for a given width.

    Args:
        width_px: card width in pixels (at least ``MIN_CARD_SIZE``).

    Returns:
        ``(width, height)`` in pixels with ``height = round(width * 1.4)``.

    Raises:
        ValueError: if the width is not an int in the accepted range.
    """
    height = round(width_px * CARD_RATIO) if isinstance(width_px, int) else 0
    _check_size(width_px, max(height, MIN_CARD_SIZE))
    return width_px, height


# --------------------------------------------------------------------------- fonts and text


@lru_cache(maxsize=1)
def font_path() -> Path | None:
    """Where the bundled Liberation Sans Bold font is, found without importing arcade.

    Returns:
        The path of the TTF file inside the installed arcade package, or ``None`` if arcade
        or the font is not installed.
    """
    try:
        spec = importlib.util.find_spec("arcade")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(spec.submodule_search_locations[0]) / "resources/system/fonts/ttf/Liberation"
    for name in _FONT_NAMES:
        if (folder / name).is_file():
            return folder / name
    return None


@lru_cache(maxsize=64)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    path = font_path()
    if path is not None:
        try:
            return ImageFont.truetype(str(path), size)
        except OSError:
            pass
    return ImageFont.load_default(size)


@lru_cache(maxsize=1)
def _cap_ratio() -> float:
    """Cap height of the font as a fraction of its size (0.688 for Liberation Sans)."""
    box = _font(1000).getbbox("H", anchor="ls")
    ratio = (box[3] - box[1]) / 1000
    return ratio if ratio > 0.2 else 0.7


@lru_cache(maxsize=256)
def _glyph_mask(char: str, cap_px: int) -> tuple[Image.Image, int]:
    """One character as an ``L`` mask cropped to its ink, with the baseline row inside it."""
    size = max(4, round(cap_px / _cap_ratio()))
    font = _font(size)
    pad = size // 2 + 2
    canvas = Image.new("L", (size * 2 + pad * 2, size * 2 + pad * 2), 0)
    baseline = pad + size
    ImageDraw.Draw(canvas).text((pad, baseline), char, fill=255, font=font, anchor="ls")
    box = canvas.getbbox() or (0, baseline - cap_px, 1, baseline)
    return canvas.crop(box), baseline - box[1]


@lru_cache(maxsize=512)
def _text_mask(text: str, cap_px: int, max_width: int = 0) -> tuple[Image.Image, int]:
    """Text as a tight ``L`` mask (characters set close together) and its baseline row.

    If ``max_width`` is given and the text is wider, it is condensed horizontally to fit.
    """
    glyphs = [_glyph_mask(char, cap_px) for char in text]
    gap = max(1, round(cap_px * 0.07))
    above = max(base for _, base in glyphs)
    below = max(mask.height - base for mask, base in glyphs)
    width = sum(mask.width for mask, _ in glyphs) + gap * (len(glyphs) - 1)
    out = Image.new("L", (max(1, width), max(1, above + below)), 0)
    x = 0
    for mask, base in glyphs:
        out.paste(mask, (x, above - base))
        x += mask.width + gap
    if max_width and out.width > max_width:
        out = out.resize((max_width, out.height), Image.Resampling.LANCZOS)
    return out, above


# --------------------------------------------------------------------------- suit shapes


def _tangent_point(
    tip: tuple[float, float], centre: tuple[float, float], radius: float, sign: int
) -> tuple[float, float]:
    """Point where a line from ``tip`` touches the circle; ``sign`` picks the side."""
    dx, dy = centre[0] - tip[0], centre[1] - tip[1]
    dist = math.hypot(dx, dy)
    angle = math.atan2(dy, dx) + sign * math.asin(min(1.0, radius / dist))
    length = math.sqrt(max(0.0, dist * dist - radius * radius))
    return tip[0] + length * math.cos(angle), tip[1] + length * math.sin(angle)


def _bezier(
    p0: tuple[float, float], p1: tuple[float, float], p2: tuple[float, float], steps: int = 12
) -> list[tuple[float, float]]:
    pts = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        pts.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return pts


def _lobes(
    draw: ImageDraw.ImageDraw,
    s: float,
    centres: Sequence[tuple[float, float]],
    radius: float,
    tip: tuple[float, float],
) -> None:
    """Two circles joined to a pointed tip by tangent lines (a heart, or a spade body)."""
    (lx, ly), (rx, ry) = centres
    for cx, cy in centres:
        draw.ellipse(
            ((cx - radius) * s, (cy - radius) * s, (cx + radius) * s, (cy + radius) * s), fill=255
        )
    up = tip[1] < ly  # spade: tip above the lobes
    left = _tangent_point(tip, (lx, ly), radius, 1 if up else -1)
    right = _tangent_point(tip, (rx, ry), radius, -1 if up else 1)
    poly = [left, tip, right, (rx, ry), (lx, ly)]
    draw.polygon([(x * s, y * s) for x, y in poly], fill=255)


def _stem(draw: ImageDraw.ImageDraw, s: float, top: float) -> None:
    """The flared stem of a spade or club, from ``top`` down to the bottom of the box."""
    left = _bezier((0.46, top), (0.47, 0.90), (0.30, 0.97))
    right = _bezier((0.70, 0.97), (0.53, 0.90), (0.54, top))
    draw.polygon([(x * s, y * s) for x, y in left + right], fill=255)


def _draw_heart(draw: ImageDraw.ImageDraw, s: float) -> None:
    _lobes(draw, s, ((0.265, 0.30), (0.735, 0.30)), 0.245, (0.5, 0.95))


def _draw_spade(draw: ImageDraw.ImageDraw, s: float) -> None:
    _lobes(draw, s, ((0.27, 0.57), (0.73, 0.57)), 0.225, (0.5, 0.03))
    _stem(draw, s, 0.62)


def _draw_club(draw: ImageDraw.ImageDraw, s: float) -> None:
    r = 0.205
    for cx, cy in ((0.5, 0.255), (0.255, 0.575), (0.745, 0.575)):
        draw.ellipse(((cx - r) * s, (cy - r) * s, (cx + r) * s, (cy + r) * s), fill=255)
    draw.polygon([(0.5 * s, 0.3 * s), (0.3 * s, 0.6 * s), (0.7 * s, 0.6 * s)], fill=255)
    _stem(draw, s, 0.55)


def _draw_diamond(draw: ImageDraw.ImageDraw, s: float) -> None:
    top, right, bottom, left = (0.5, 0.02), (0.88, 0.5), (0.5, 0.98), (0.12, 0.5)
    bend = 0.035  # slightly concave sides, as on printed cards
    pts: list[tuple[float, float]] = []
    for a, b in ((top, right), (right, bottom), (bottom, left), (left, top)):
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        cx, cy = mx + (0.5 - mx) * bend / 0.3, my + (0.5 - my) * bend / 0.3
        pts.extend(_bezier(a, (cx, cy), b, 10)[:-1])
    draw.polygon([(x * s, y * s) for x, y in pts], fill=255)


_SHAPES: dict[str, Callable[[ImageDraw.ImageDraw, float], None]] = {
    "H": _draw_heart,
    "S": _draw_spade,
    "C": _draw_club,
    "D": _draw_diamond,
}


@lru_cache(maxsize=512)
def _suit_mask(suit: str, size: int, upside_down: bool = False) -> Image.Image:
    """A ``size`` x ``size`` ``L`` mask of a suit symbol, itself drawn supersampled."""
    size = max(2, size)
    factor = 4 if size <= 256 else 2
    big = Image.new("L", (size * factor, size * factor), 0)
    _SHAPES[suit](ImageDraw.Draw(big), size * factor)
    mask = big.resize((size, size), Image.Resampling.LANCZOS)
    return mask.transpose(Image.Transpose.ROTATE_180) if upside_down else mask


def _suit_colour(suit: str) -> tuple[int, int, int]:
    return _RED if suit in "HD" else _BLACK


# --------------------------------------------------------------------------- canvas helpers


def _supersample(width: int, height: int) -> int:
    """Drawing scale factor: 3x for small cards (thin 1 px features), else 2x.

    Measured: 2x, 3x and 4x give visually identical results at 120 px; 2x is ~2x faster.
    """
    side = min(width, height / CARD_RATIO)
    return 3 if side < 100 else 2


class _Canvas:
    """A supersampled card being drawn; ``u`` is the layout unit (the card width, in px).

    Opaque cards (faces, backs) are drawn in RGB: everything outside the rounded card is
    painted in the border colour and the exact card shape is applied afterwards as a cached
    alpha channel. Resizing RGB is much cheaper than RGBA (no premultiplied conversion) and
    the edge pixels keep the true border colour. Translucent images (slots) use RGBA.
    """

    def __init__(self, width: int, height: int, mode: str = "RGB") -> None:
        self.width, self.height = width, height
        self.k = _supersample(width, height)
        self.w, self.h = width * self.k, height * self.k
        self.u = min(width, height / CARD_RATIO) * self.k
        if mode == "RGB":
            self.img = _blank_card(width, height).copy()
        else:
            self.img = Image.new(mode, (self.w, self.h), 0)
        self.draw = ImageDraw.Draw(self.img)

    def px(self, fraction: float) -> int:
        return max(1, round(fraction * self.u))

    def stamp(
        self,
        mask: Image.Image,
        x: int,
        y: int,
        colour: tuple[int, ...],
        mirrored: bool = False,
    ) -> None:
        """Paint ``colour`` through ``mask`` at ``(x, y)``; with ``mirrored`` also paint its
        180° rotation at the point-symmetric place (bottom-right for top-left)."""
        self.img.paste(colour, (x, y), mask)
        if mirrored:
            flipped = mask.transpose(Image.Transpose.ROTATE_180)
            self.img.paste(colour, (self.w - x - mask.width, self.h - y - mask.height), flipped)

    def finish(self) -> Image.Image:
        """Downscale to the final size; an RGB card gets its rounded-corner alpha."""
        img = self.img
        if self.k > 1:
            img = img.resize((self.width, self.height), Image.Resampling.LANCZOS)
        if img.mode == "RGB":
            img = img.convert("RGBA")
            img.putalpha(_card_alpha(self.width, self.height))
        elif img.mode == "RGBA":  # clip filter ringing outside the rounded card
            alpha = ImageChops.multiply(img.getchannel("A"), _card_alpha(self.width, self.height))
            img.putalpha(alpha)
        return img


def _radius(c: _Canvas) -> int:
    """Corner radius: 6 % of the width, but at least 3.5 px so corner pixels are clear."""
    return min(max(c.px(0.06), round(3.5 * c.k)), min(c.w, c.h) // 3)


def _card_outline(c: _Canvas, draw: ImageDraw.ImageDraw, fill, outline=None, width=0) -> None:
    draw.rounded_rectangle(
        (0, 0, c.w - 1, c.h - 1), radius=_radius(c), fill=fill, outline=outline, width=width
    )


@lru_cache(maxsize=16)
def _blank_card(width: int, height: int) -> Image.Image:
    """The supersampled white card with its grey border, in RGB (shared, never modified)."""
    c = _Canvas(width, height, mode="L")  # only for the geometry
    img = Image.new("RGB", (c.w, c.h), _CARD_BORDER)
    border = max(c.k, round(c.u / 150))
    _card_outline(c, ImageDraw.Draw(img), _CARD_FILL, _CARD_BORDER, border)
    return img


@lru_cache(maxsize=16)
def _card_alpha(width: int, height: int) -> Image.Image:
    """The final-size alpha channel of the rounded card: 255 inside, 0 outside, AA edge."""
    c = _Canvas(width, height, mode="L")
    _card_outline(c, c.draw, 255)
    return c.img.reduce(c.k)  # box filter = exact pixel coverage, no ringing


# --------------------------------------------------------------------------- faces

# Pip positions as (column, row): column 0 / 0.5 / 1 = left / centre / right pip column,
# row 0 = top pip row ... 1 = bottom pip row. Pips below the middle are drawn upside down.
# fmt: off
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0), (0.5, 1)),
    3: ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
    5: ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    7: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    8: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    9: ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5),
        (0, 2 / 3), (1, 2 / 3), (0, 1), (1, 1)),
    10: ((0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3),
         (0, 2 / 3), (1, 2 / 3), (0.5, 5 / 6), (0, 1), (1, 1)),
}
# fmt: on

# Layout, in units of the card width (the "u" of _Canvas).
_IDX_TOP = 0.05  # top margin of both indices
_IDX_CAP = 0.26  # cap height of the big rank (0.186 of the card height)
_IDX_CX = 0.17  # centre line of the big index column
_IDX_MAX_W = 0.25  # widest big rank ("10" is condensed to this)
_IDX_SUIT = 0.11  # suit symbol under the big rank
_SMALL_CAP = 0.125  # small top-right index: rank cap height ...
_SMALL_SUIT = 0.115  # ... and suit symbol size
_SMALL_RIGHT = 0.055  # right margin of the small index
_PIP = 0.155  # pip size
_PIP_DX = 0.16  # pip columns at centre +- this
_PIP_DY = 0.31  # pip rows from centre - this to centre + this
_ACE = 0.46  # ace symbol size
_PANEL_W = 0.215  # court panel half width
_PANEL_H = 0.35  # court panel half height


def _draw_indices(c: _Canvas, rank: int, suit: str) -> None:
    colour = _suit_colour(suit)
    text = RANK_TEXT[rank - 1]
    top = c.px(_IDX_TOP)
    # Big index, top-left (and bottom-right, rotated).
    mask, base = _text_mask(text, c.px(_IDX_CAP), c.px(_IDX_MAX_W))
    cx = _IDX_CX * c.u
    c.stamp(mask, round(cx - mask.width / 2), top + c.px(_IDX_CAP) - base, colour, True)
    suit_mask = _suit_mask(suit, c.px(_IDX_SUIT))
    y = top + c.px(_IDX_CAP) + c.px(0.03)
    c.stamp(suit_mask, round(cx - suit_mask.width / 2), y, colour, True)
    # Small index, top-right (and bottom-left, rotated): rank then suit on one line.
    small, sbase = _text_mask(text, c.px(_SMALL_CAP), c.px(_IDX_MAX_W * _SMALL_CAP / _IDX_CAP))
    ssuit = _suit_mask(suit, c.px(_SMALL_SUIT))
    right = c.w - c.px(_SMALL_RIGHT)
    gap = c.px(0.015)
    sx = right - ssuit.width
    mid = top + c.px(_SMALL_CAP) / 2
    c.stamp(ssuit, sx, round(mid - ssuit.height / 2), colour, True)
    c.stamp(small, sx - gap - small.width, top + c.px(_SMALL_CAP) - sbase, colour, True)


def _draw_pips(c: _Canvas, rank: int, suit: str) -> None:
    colour = _suit_colour(suit)
    size = c.px(_PIP)
    size -= (c.w - size) % 2  # so a centre-column pip sits exactly in the middle
    mask = _suit_mask(suit, size)
    flipped = _suit_mask(suit, size, upside_down=True)

    def place(col: float, row: float) -> tuple[int, int]:
        cx = c.w / 2 + (col - 0.5) * 2 * _PIP_DX * c.u
        cy = c.h / 2 + (row - 0.5) * 2 * _PIP_DY * c.u
        return round(cx - size / 2), round(cy - size / 2)

    for col, row in _PIPS[rank]:
        if row <= 0.5:
            c.stamp(mask, *place(col, row), colour)
        else:  # upside down, at the exact point-symmetric place of (1 - col, 1 - row)
            x, y = place(1 - col, 1 - row)
            c.stamp(flipped, c.w - x - size, c.h - y - size, colour)


def _draw_ace(c: _Canvas, suit: str) -> None:
    size = c.px(_ACE)
    mask = _suit_mask(suit, size)
    c.stamp(mask, (c.w - size) // 2, (c.h - size) // 2, _suit_colour(suit))


def _poly(c: _Canvas, box: tuple[float, float, float, float], pts: Sequence[tuple[float, float]]):
    x0, y0, bw, bh = box
    return [(x0 + x * bw, y0 + y * bh) for x, y in pts]


def _dot(c: _Canvas, x: float, y: float, r: float, fill, outline=None, width: int = 0) -> None:
    c.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=width)


def _draw_king_crown(c: _Canvas, box, colour) -> None:
    x0, y0, bw, bh = box
    line = max(1, c.px(0.008))
    body = [
        (0.08, 0.72),
        (0.03, 0.2),
        (0.27, 0.48),
        (0.5, 0.08),
        (0.73, 0.48),
        (0.97, 0.2),
        (0.92, 0.72),
    ]
    c.draw.polygon(_poly(c, box, body), fill=_GOLD, outline=_GOLD_DARK, width=line)
    c.draw.rectangle(
        (x0 + 0.06 * bw, y0 + 0.70 * bh, x0 + 0.94 * bw, y0 + 0.98 * bh),
        fill=_GOLD,
        outline=_GOLD_DARK,
        width=line,
    )
    for tx, ty in ((0.03, 0.2), (0.5, 0.08), (0.97, 0.2)):
        _dot(c, x0 + tx * bw, y0 + ty * bh, 0.06 * bw, _GOLD, _GOLD_DARK, line)
    for jx in (0.25, 0.5, 0.75):
        _dot(c, x0 + jx * bw, y0 + 0.84 * bh, 0.065 * bw, colour)


def _draw_queen_crown(c: _Canvas, box, colour) -> None:
    x0, y0, bw, bh = box
    line = max(1, c.px(0.008))
    c.draw.chord(
        (x0 + 0.1 * bw, y0 + 0.2 * bh, x0 + 0.9 * bw, y0 + 1.2 * bh),
        180,
        360,
        fill=_GOLD,
        outline=_GOLD_DARK,
        width=line,
    )
    c.draw.rectangle(
        (x0 + 0.08 * bw, y0 + 0.68 * bh, x0 + 0.92 * bw, y0 + 0.95 * bh),
        fill=_GOLD,
        outline=_GOLD_DARK,
        width=line,
    )
    for i in range(7):  # pearls along the dome
        a = math.pi * (1 + (i + 0.5) / 7)
        px = x0 + (0.5 + 0.4 * math.cos(a)) * bw
        py = y0 + (0.7 + 0.5 * math.sin(a)) * bh
        _dot(c, px, py, 0.05 * bw, (255, 255, 255), _GOLD_DARK, line)
    _dot(c, x0 + 0.5 * bw, y0 + 0.47 * bh, 0.1 * bw, colour)
    _dot(c, x0 + 0.5 * bw, y0 + 0.08 * bh, 0.055 * bw, colour)
    for jx in (0.22, 0.36, 0.5, 0.64, 0.78):  # jewel band
        _dot(c, x0 + jx * bw, y0 + 0.815 * bh, 0.04 * bw, colour)


def _draw_jack_cap(c: _Canvas, box, colour) -> None:
    x0, y0, bw, bh = box
    line = max(1, c.px(0.008))
    # A long plume sweeping up to the right, behind the cap.
    plume = _bezier((0.36, 0.55), (0.50, 0.0), (1.0, 0.02), 12) + _bezier(
        (1.0, 0.02), (0.66, 0.16), (0.56, 0.58), 12
    )
    c.draw.polygon(_poly(c, box, plume), fill=(255, 255, 255), outline=_GOLD_DARK, width=line)
    c.draw.line(
        _poly(c, box, _bezier((0.46, 0.56), (0.56, 0.12), (0.98, 0.03), 10)),
        fill=_GOLD_DARK,
        width=line,
    )
    # A soft beret, tilted, over a narrower band.
    tilt = math.radians(-8)
    beret = []
    for i in range(36):
        a = 2 * math.pi * i / 36
        ex, ey = 0.44 * math.cos(a), 0.2 * math.sin(a)
        beret.append(
            (
                0.48 + ex * math.cos(tilt) - ey * math.sin(tilt),
                0.52 + ex * math.sin(tilt) + ey * math.cos(tilt),
            )
        )
    c.draw.polygon(_poly(c, box, beret), fill=colour, outline=colour)
    c.draw.rounded_rectangle(
        (x0 + 0.2 * bw, y0 + 0.64 * bh, x0 + 0.8 * bw, y0 + 0.92 * bh),
        radius=c.px(0.01),
        fill=_GOLD,
        outline=_GOLD_DARK,
        width=line,
    )
    _dot(c, x0 + 0.5 * bw, y0 + 0.78 * bh, 0.055 * bw, colour)
    _dot(c, x0 + 0.33 * bw, y0 + 0.78 * bh, 0.035 * bw, colour)
    _dot(c, x0 + 0.67 * bw, y0 + 0.78 * bh, 0.035 * bw, colour)


def _draw_court(c: _Canvas, rank: int, suit: str) -> None:
    colour = _suit_colour(suit)
    x0, x1 = c.w / 2 - _PANEL_W * c.u, c.w / 2 + _PANEL_W * c.u
    y0, y1 = c.h / 2 - _PANEL_H * c.u, c.h / 2 + _PANEL_H * c.u
    line = max(1, c.px(0.012))
    c.draw.rounded_rectangle(
        (x0, y0, x1, y1),
        radius=c.px(0.025),
        fill=_TINT[suit in "HD"],
        outline=colour,
        width=line,
    )
    inset = c.px(0.025)
    c.draw.rounded_rectangle(
        (x0 + inset, y0 + inset, x1 - inset, y1 - inset),
        radius=c.px(0.012),
        outline=_GOLD_DARK,
        width=max(1, line // 2),
    )
    # A faint suit watermark behind the letter.
    tint = _TINT[suit in "HD"]
    mark = _suit_mask(suit, c.px(0.34))
    shade = tuple(round(v * 0.93) for v in tint)
    c.stamp(mark, round(c.w / 2 - mark.width / 2), round(y0 + 0.31 * c.u), shade)
    # Figure: crown / tiara / cap in the upper part of the panel.
    pw = x1 - x0
    fw = pw * (0.76 if rank == 13 else 0.64 if rank == 12 else 0.7)
    box = (c.w / 2 - fw / 2, y0 + 0.05 * c.u, fw, 0.18 * c.u)
    {13: _draw_king_crown, 12: _draw_queen_crown, 11: _draw_jack_cap}[rank](c, box, colour)
    # Big letter, then a suit symbol under it.
    cap = c.px(0.22)
    mask, base = _text_mask(RANK_TEXT[rank - 1], cap)
    top = round(y0 + 0.265 * c.u)
    c.stamp(mask, round(c.w / 2 - mask.width / 2), top + cap - base, colour)
    sym = _suit_mask(suit, c.px(0.12))
    c.stamp(sym, round(c.w / 2 - sym.width / 2), round(y1 - 0.055 * c.u - sym.height), colour)


def render_face(rank: int, suit: str, width: int, height: int) -> Image.Image:
    """Render the face of one card.

    Args:
        rank: 1 (ace) ... 10, 11 (jack), 12 (queen), 13 (king).
        suit: ``"S"``, ``"H"``, ``"D"`` or ``"C"``.
        width: image width in pixels (10 ... 2048).
        height: image height in pixels (10 ... 2048); use :func:`card_size_for_width`
            for the standard 5:7 shape.

    Returns:
        A new RGBA image of exactly ``width`` x ``height`` pixels: an opaque white card,
        transparent outside its rounded corners.

    Raises:
        ValueError: for a rank, suit or size out of range.
    """
    _check_card(rank, suit)
    _check_size(width, height)
    c = _Canvas(width, height)
    _draw_indices(c, rank, suit)
    if rank == 1:
        _draw_ace(c, suit)
    elif rank <= 10:
        _draw_pips(c, rank, suit)
    else:
        _draw_court(c, rank, suit)
    return c.finish()


# --------------------------------------------------------------------------- backs


def render_back(style: str, width: int, height: int) -> Image.Image:
    """Render a card back: a diamond lattice in a coloured panel inside a white border.

    Args:
        style: one of :data:`BACK_STYLES` (``"blue"``, ``"red"``, ``"green"``, ``"purple"``).
        width: image width in pixels (10 ... 2048).
        height: image height in pixels (10 ... 2048).

    Returns:
        A new RGBA image of exactly ``width`` x ``height`` pixels, transparent outside the
        card's rounded corners.

    Raises:
        ValueError: for an unknown style or a size out of range.
    """
    if style not in _BACK_COLOURS:
        raise ValueError(f"back style must be one of {', '.join(BACK_STYLES)}; got {style!r}")
    _check_size(width, height)
    base, dark, light = _BACK_COLOURS[style]
    c = _Canvas(width, height)
    margin = c.px(0.055)
    box = (margin, margin, c.w - 1 - margin, c.h - 1 - margin)
    pw, ph = box[2] - box[0] + 1, box[3] - box[1] + 1
    pattern = Image.new("RGB", (pw, ph), base)
    pd = ImageDraw.Draw(pattern)
    step_x = c.u * 0.125  # diamond width
    step_y = step_x * 1.3  # diamond height
    cx, cy = pw / 2, ph / 2
    nx, ny = int(pw / step_x) + 2, int(ph / step_y) + 2
    line = max(1, c.px(0.008))
    for j in range(-ny, ny + 1):
        for i in range(-nx, nx + 1):
            # Diamonds centred on a grid offset by half a step every other row.
            x = cx + (i + (0.5 if j % 2 else 0)) * step_x
            y = cy + j * step_y / 2
            if not (-step_x < x < pw + step_x and -step_y < y < ph + step_y):
                continue
            fill = dark if (i + j) % 2 == 0 else base
            shape = [
                (x, y - step_y / 2),
                (x + step_x / 2, y),
                (x, y + step_y / 2),
                (x - step_x / 2, y),
            ]
            pd.polygon(shape, fill=fill, outline=light, width=line)
    for j in range(-ny, ny + 1):  # small light dots where the lattice lines cross
        for i in range(-nx, nx + 1):
            x = cx + (i + (0.5 if j % 2 else 0) + 0.5) * step_x
            y = cy + j * step_y / 2
            if 0 <= x <= pw and 0 <= y <= ph:
                r = step_x * 0.09
                pd.ellipse((x - r, y - r, x + r, y + r), fill=light)
    # Central medallion.
    mr = c.u * 0.17
    pd.ellipse(
        (cx - mr, cy - mr * 1.25, cx + mr, cy + mr * 1.25), fill=dark, outline=light, width=line * 2
    )
    inner = Image.new("L", (pw, ph), 0)
    star = [
        (
            cx + (mr * (0.78 if k % 2 == 0 else 0.3)) * math.sin(k * math.pi / 4),
            cy - (mr * 1.25 * (0.78 if k % 2 == 0 else 0.3)) * math.cos(k * math.pi / 4),
        )
        for k in range(8)
    ]
    ImageDraw.Draw(inner).polygon(star, fill=255)
    pattern.paste(light, (0, 0), inner)
    # Clip to a rounded panel and frame it.
    clip = Image.new("L", (pw, ph), 0)
    radius = max(1, _radius(c) - margin // 2)
    ImageDraw.Draw(clip).rounded_rectangle((0, 0, pw - 1, ph - 1), radius=radius, fill=255)
    c.img.paste(pattern, (margin, margin), clip)
    c.draw.rounded_rectangle(box, radius=radius, outline=dark, width=line * 2)
    inset = c.px(0.03)
    c.draw.rounded_rectangle(
        (box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset),
        radius=max(1, radius - inset // 2),
        outline=light,
        width=line,
    )
    return c.finish()


# --------------------------------------------------------------------------- empty slots


def render_slot(
    width: int, height: int, label: str = "", *, suit: str | None = None
) -> Image.Image:
    """Render an empty-pile placeholder: a translucent rounded outline.

    Args:
        width: image width in pixels (10 ... 2048).
        height: image height in pixels (10 ... 2048).
        label: optional short text (e.g. ``"A"``, ``"K"``) drawn faintly in the middle
            (or in the top-left corner when ``suit`` is also given); :data:`RECYCLE`
            draws a circular arrow.
        suit: optional suit letter whose symbol is drawn faintly in the middle
            (for foundation slots).

    Returns:
        A new RGBA image of exactly ``width`` x ``height`` pixels, mostly transparent white,
        meant to be drawn over the table background.

    Raises:
        ValueError: for a bad suit, a non-string label or a size out of range.
    """
    _check_size(width, height)
    if suit is not None:
        _check_suit(suit)
    if not isinstance(label, str):
        raise ValueError(f"slot label must be a string, got {label!r}")
    c = _Canvas(width, height, mode="RGBA")
    line = max(c.k, c.px(0.018))
    c.draw.rounded_rectangle(
        (0, 0, c.w - 1, c.h - 1),
        radius=_radius(c),
        fill=(255, 255, 255, 30),
        outline=(255, 255, 255, 130),
        width=line,
    )
    faint = (255, 255, 255, 95)
    if suit is not None:
        mask = _suit_mask(suit, c.px(0.5))
        _paint(c, mask, (c.w - mask.width) // 2, (c.h - mask.height) // 2, faint)
    if label == RECYCLE:
        _draw_recycle(c, faint)
    elif label:
        if suit is None:
            cap = c.px(0.36)
            mask, base = _text_mask(label, cap, c.px(0.8))
            _paint(c, mask, (c.w - mask.width) // 2, round(c.h / 2 + cap / 2) - base, faint)
        else:
            cap = c.px(_SMALL_CAP * 1.4)
            mask, base = _text_mask(label, cap, c.px(0.5))
            _paint(c, mask, c.px(0.08), c.px(0.07) + cap - base, faint)
    return c.finish()


def _draw_recycle(c: _Canvas, colour: tuple[int, ...]) -> None:
    """A circular arrow (the stock's "turn the waste over" mark), drawn as vector shapes:
    the UI font has no glyph for it."""
    layer = Image.new("RGBA", c.img.size, colour[:3] + (0,))
    draw = ImageDraw.Draw(layer)
    r = c.px(0.26)
    cx, cy = c.w / 2, c.h / 2
    width = max(2, c.px(0.06))
    draw.arc((cx - r, cy - r, cx + r, cy + r), start=-60, end=220, fill=colour, width=width)
    # arrowhead at the arc's end (angle 220° in image coordinates, y down)
    a = math.radians(220)
    ex, ey = cx + (r - width / 2) * math.cos(a), cy + (r - width / 2) * math.sin(a)
    tx, ty = -math.sin(a), math.cos(a)  # direction of travel (clockwise in the image)
    nx, ny = math.cos(a), math.sin(a)
    size = width * 2.2
    draw.polygon(
        [
            (ex + nx * size, ey + ny * size),
            (ex - nx * size, ey - ny * size),
            (ex - tx * size * 1.3, ey - ty * size * 1.3),
        ],
        fill=colour,
    )
    c.img.alpha_composite(layer)


def _paint(c: _Canvas, mask: Image.Image, x: int, y: int, colour: tuple[int, ...]) -> None:
    """Composite a translucent colour through ``mask`` (keeps the alpha of what is below)."""
    layer = Image.new("RGBA", mask.size, colour[:3] + (0,))
    alpha = mask.point([v * colour[3] // 255 for v in range(256)])
    layer.putalpha(alpha)
    c.img.alpha_composite(layer, (x, y))


# --------------------------------------------------------------------------- cache


class CardArt:
    """Lazily rendered, cached card images for one card size.

    Each image is rendered on first request and the same object is returned afterwards, so
    the caller can build its arcade textures once per size (re-create the ``CardArt`` when
    the window is resized).

    Args:
        width: card width in pixels.
        height: card height in pixels.

    Raises:
        ValueError: for a size out of range.
    """

    def __init__(self, width: int, height: int) -> None:
        _check_size(width, height)
        self.width = width
        self.height = height
        self._cache: dict[tuple, Image.Image] = {}

    @property
    def size(self) -> tuple[int, int]:
        """``(width, height)`` of every image, in pixels."""
        return self.width, self.height

    def face(self, rank: int, suit: str) -> Image.Image:
        """The face of a card (see :func:`render_face`); cached."""
        key = ("face", rank, suit)
        image = self._cache.get(key)
        if image is None:
            image = self._cache[key] = render_face(rank, suit, self.width, self.height)
        return image

    def back(self, style: str = BACK_STYLES[0]) -> Image.Image:
        """A card back (see :func:`render_back`); cached."""
        key = ("back", style)
        image = self._cache.get(key)
        if image is None:
            image = self._cache[key] = render_back(style, self.width, self.height)
        return image

    def slot(self, label: str = "", *, suit: str | None = None) -> Image.Image:
        """An empty-pile placeholder (see :func:`render_slot`); cached."""
        key = ("slot", label, suit)
        image = self._cache.get(key)
        if image is None:
            image = self._cache[key] = render_slot(self.width, self.height, label, suit=suit)
        return image
