"""Playing-card art drawn with Pillow at an exact pixel size: faces, backs and empty slots.

Every image is rendered for the exact on-screen size of a card (no scaling of a bitmap deck),
so cards stay crisp from an 800x600 window up to 4K and HiDPI screens. Drawing happens at 2x-4x
supersampling and is downscaled with a LANCZOS filter for clean anti-aliased edges.

This module does not import arcade (it is testable without an OpenGL context); the caller wraps
the returned ``PIL.Image.Image`` objects in arcade textures.

Design:
    * A white rounded-rectangle card with a thin grey border, transparent outside the corners.
    * The corner index (rank with the suit stacked under it) sits top-left, repeated rotated
      180° bottom-right, inside the top band :data:`INDEX_STRIP`; the pips and pictures
      start below :data:`PIP_TOP`. So a card overlapped in a fanned column shows its index
      and suit only (no pip tips under the index), and the corner suit never lines up with
      a pip row (a 4 never reads as six).
    * The large-index face (:class:`FaceStyle`) puts a big rank and a big suit side by side
      across that band, for small screens; the four-colour face paints diamonds blue and
      clubs green.
    * Suit symbols are vector shapes (circles, polygons), never font glyphs.
    * Classic pip layouts for 2-10, one large symbol for the ace, and a stylised half-length
      portrait per court: the king (crown, white beard, sword), the queen (tiara, long golden
      hair, a flower), the jack (feathered cap, short hair, a halberd), robed in the suit's
      colour.

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
from typing import NamedTuple

from PIL import Image, ImageChops, ImageDraw, ImageFont

__all__ = [
    "BACK_STYLES",
    "CARD_RATIO",
    "MAX_CARD_SIZE",
    "MIN_CARD_SIZE",
    "RECYCLE",
    "SUITS",
    "INDEX_STRIP",
    "PIP_TOP",
    "CardArt",
    "FaceStyle",
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
BACK_STYLES: tuple[str, ...] = ("blue", "red", "green", "purple", "navy", "wine")
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
_BLUE = (20, 82, 200)  # diamonds in the four-colour deck
_GREEN = (18, 128, 52)  # clubs in the four-colour deck

_BACK_COLOURS = {
    # style: (base, dark, light)
    "blue": ((31, 78, 154), (20, 55, 115), (150, 185, 235)),
    "red": ((170, 22, 42), (120, 12, 28), (245, 165, 172)),
    "green": ((26, 110, 60), (16, 78, 42), (155, 215, 170)),
    "purple": ((96, 46, 138), (66, 28, 100), (200, 170, 230)),
}

_FONT_NAMES = ("Liberation_Sans_Bold.ttf", "LiberationSans-Bold.ttf")
_SERIF_NAMES = ("Liberation_Serif_Bold.ttf", "LiberationSerif-Bold.ttf")


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


@lru_cache(maxsize=2)
def font_path(serif: bool = False) -> Path | None:
    """Where the bundled Liberation Sans Bold (or Serif Bold) font is, found without
    importing arcade.

    Args:
        serif: the serif face (the classic deck's index) instead of the sans one.

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
    for name in _SERIF_NAMES if serif else _FONT_NAMES:
        if (folder / name).is_file():
            return folder / name
    return None


@lru_cache(maxsize=64)
def _font(size: int, serif: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    path = font_path(serif) or font_path()
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


def load_font() -> None:
    """Read and measure the cards' font now (the first card face drawn in a run does it
    otherwise: a few milliseconds); later calls cost nothing."""
    _cap_ratio()


@lru_cache(maxsize=256)
def _glyph_mask(char: str, cap_px: int, serif: bool = False) -> tuple[Image.Image, int]:
    """One character as an ``L`` mask cropped to its ink, with the baseline row inside it."""
    size = max(4, round(cap_px / _cap_ratio()))
    font = _font(size, serif)
    pad = size // 2 + 2
    canvas = Image.new("L", (size * 2 + pad * 2, size * 2 + pad * 2), 0)
    baseline = pad + size
    ImageDraw.Draw(canvas).text((pad, baseline), char, fill=255, font=font, anchor="ls")
    box = canvas.getbbox() or (0, baseline - cap_px, 1, baseline)
    return canvas.crop(box), baseline - box[1]


@lru_cache(maxsize=512)
def _text_mask(text: str, cap_px: int, max_width: int = 0,
               serif: bool = False) -> tuple[Image.Image, int]:
    """Text as a tight ``L`` mask (characters set close together) and its baseline row.

    If ``max_width`` is given and the text is wider, its characters are condensed
    horizontally to fit, the gaps between them kept (a condensed "10" stays two digits).
    ``serif``: in the serif face (the classic deck).
    """
    glyphs = [_glyph_mask(char, cap_px, serif) for char in text]
    gap = max(1, round(cap_px * 0.07))
    inked = sum(mask.width for mask, _ in glyphs)
    if max_width and inked + gap * (len(glyphs) - 1) > max_width:
        f = max(1, max_width - gap * (len(glyphs) - 1)) / inked
        glyphs = [(mask.resize((max(1, round(mask.width * f)), mask.height),
                               Image.Resampling.LANCZOS), base) for mask, base in glyphs]
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


class FaceStyle(NamedTuple):
    """How card faces look (the player's choice in Settings).

    Attributes:
        four_colour: spades black, hearts red, diamonds blue, clubs green (tells the four
            suits apart at a glance, useful for Eight Off's same-suit builds); otherwise
            hearts and diamonds red, spades and clubs black.
        large_index: a big rank with a big suit beside it across the top of the card,
            readable on small screens; otherwise a corner index (rank over suit).
        classic: the classic deck (:mod:`game.ui.deck`: double-headed court figures, a
            serif index, a shadow under each card); otherwise the standard flat face.
    """

    four_colour: bool = False
    large_index: bool = False
    high_contrast: bool = False
    classic: bool = False

    @property
    def key(self) -> str:
        """A short text naming the style (part of texture names): e.g. ``"4c-li"``,
        ``"2c-ni-hc"`` for high contrast, ``"2c-ni-cl"`` for the classic deck."""
        key = f"{'4c' if self.four_colour else '2c'}-{'li' if self.large_index else 'ni'}"
        return key + ("-hc" if self.high_contrast else "") + ("-cl" if self.classic else "")


_HC_COLOURS = {"S": (0, 0, 0), "H": (170, 0, 0), "D": (0, 40, 190), "C": (0, 100, 0)}
"""High-contrast suit colours on the pure white face: black 21:1, the dark red 8.3:1, the
four-colour deck's dark blue 10:1 and dark green 7.4:1 (WCAG contrast ratios; AA asks
3:1 of pips and indices)."""
_HC_EDGE = (0, 0, 0)
"""The high-contrast card's thick outline (overlapping white cards stay apart)."""


def _suit_colour(suit: str, style: FaceStyle | None = None) -> tuple[int, int, int]:
    if style is not None and style.high_contrast:
        return _HC_COLOURS[suit] if style.four_colour or suit in "SH" else \
            _HC_COLOURS["H" if suit == "D" else "S"]
    if style is not None and style.four_colour:
        return {"S": _BLACK, "H": _RED, "D": _BLUE, "C": _GREEN}[suit]
    return _RED if suit in "HD" else _BLACK


def _tint(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A pale background tint of a suit colour (court card panels)."""
    if colour == _BLACK:
        return (222, 228, 240)
    return tuple(round(255 - (255 - v) * 0.16) for v in colour)  # type: ignore[return-value]


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

# Layout, in units of the card width (the "u" of _Canvas). The corner index (rank over
# suit, or rank beside suit on the large-index face) fits in the top INDEX_STRIP of the
# card and nothing else is drawn there: a card overlapped in a fanned column shows its
# index and suit only. Pips and court panels start below PIP_TOP.
INDEX_STRIP = 0.36
"""Height of the top band (in card widths) holding the corner index; a fanned column
must show at least this much of each face-up card (``FAN_UP * CARD_RATIO`` >= this)."""
PIP_TOP = 0.40
"""Where the picture (pips, ace, court panel) may begin, in card widths from the top."""
INDEX_COLUMN = 0.26
"""Width of the left band (in card widths) holding the rank on either face, "10" included;
a fanned waste must show at least this much of each card under its top one
(``WASTE_FAN`` >= this). The pips start right of it."""
_IDX_TOP = 0.035  # top margin of the index
_IDX_CAP = 0.175  # cap height of the rank
_IDX_CX = 0.12  # centre line of the index column
_IDX_MAX_W = 0.19  # widest rank ("10" is condensed to this)
_IDX_GAP = 0.022  # between rank and suit
_IDX_SUIT = 0.11  # suit symbol under the rank
_CLASSIC_CAP = 0.165  # classic face: a serif rank a little smaller, in a narrower column
_CLASSIC_MAX_W = 0.165  # (beside the court frame)
_CLASSIC_CX = 0.11
_BIG_CAP = 0.25  # large-index face: rank cap height ...
_BIG_LEFT = 0.035  # ... its left margin ...
_BIG_MAX_W = INDEX_COLUMN - _BIG_LEFT - 0.02  # ... widest rank ("10" is condensed to this) ...
_BIG_SUIT = 0.24  # ... and the suit symbol beside it
_BIG_SIDE = 0.05  # right margin of the large suit
_PIP = 0.135  # pip size
_PIP_DX = 0.17  # pip columns at centre +- this
_ACE = 0.42  # ace symbol size
_PANEL_SIDE = 0.13  # court panel: side margin

_SKIN = (247, 214, 184)
_SKIN_LINE = (160, 105, 75)
_FEATURE = (60, 40, 30)
_LIPS = (196, 72, 80)
_HAIR = {13: (236, 236, 236), 12: (218, 164, 72), 11: (112, 68, 34)}
_HAIR_LINE = {13: (150, 150, 150), 12: (150, 100, 30), 11: (70, 40, 18)}
_WHITE = (255, 255, 255)


def _draw_indices(c: _Canvas, rank: int, suit: str, style: FaceStyle) -> None:
    """The corner index top-left, repeated rotated 180° bottom-right.

    Normal face: rank with the suit symbol stacked under it, in a narrow column.
    Large-index face: a big rank with a big suit symbol beside it, across the top band.
    Either way everything stays inside :data:`INDEX_STRIP`, and the rank inside
    :data:`INDEX_COLUMN` (what a fanned waste shows of a card under another).
    """
    colour = _suit_colour(suit, style)
    text = RANK_TEXT[rank - 1]
    top = c.px(_IDX_TOP)
    serif = style.classic
    if style.large_index:
        cap = c.px(_BIG_CAP)
        mask, base = _text_mask(text, cap, c.px(_BIG_MAX_W), serif)
        c.stamp(mask, c.px(_BIG_LEFT), top + cap - base, colour, True)
        sym = _suit_mask(suit, c.px(_BIG_SUIT))
        y = round(top + cap / 2 - sym.height / 2)
        c.stamp(sym, c.w - c.px(_BIG_SIDE) - sym.width, y, colour, True)
        return
    cap = c.px(_CLASSIC_CAP if serif else _IDX_CAP)
    mask, base = _text_mask(text, cap, c.px(_CLASSIC_MAX_W if serif else _IDX_MAX_W), serif)
    cx = (_CLASSIC_CX if serif else _IDX_CX) * c.u
    c.stamp(mask, round(cx - mask.width / 2), top + cap - base, colour, True)
    sym = _suit_mask(suit, c.px(_IDX_SUIT))
    tail = min(mask.height - base, round(0.012 * c.u))  # room for part of a Q's tail
    c.stamp(sym, round(cx - sym.width / 2), top + cap + tail + c.px(_IDX_GAP), colour, True)


def _picture_box(c: _Canvas) -> tuple[float, float, float, float]:
    """``(left, top, right, bottom)`` of the area for pips and pictures (canvas pixels)."""
    top = PIP_TOP * c.u
    return _PANEL_SIDE * c.u, top, c.w - _PANEL_SIDE * c.u, c.h - top


def _draw_pips(c: _Canvas, rank: int, suit: str, style: FaceStyle) -> None:
    colour = _suit_colour(suit, style)
    size = c.px(_PIP)
    size -= (c.w - size) % 2  # so a centre-column pip sits exactly in the middle
    mask = _suit_mask(suit, size)
    flipped = _suit_mask(suit, size, upside_down=True)
    _, top, _, bottom = _picture_box(c)
    first, last = top + size / 2, bottom - size / 2  # centres of the top and bottom rows

    def place(col: float, row: float) -> tuple[int, int]:
        cx = c.w / 2 + (col - 0.5) * 2 * _PIP_DX * c.u
        cy = first + row * (last - first)
        return round(cx - size / 2), round(cy - size / 2)

    for col, row in _PIPS[rank]:
        if row <= 0.5:
            c.stamp(mask, *place(col, row), colour)
        else:  # upside down, at the exact point-symmetric place of (1 - col, 1 - row)
            x, y = place(1 - col, 1 - row)
            c.stamp(flipped, c.w - x - size, c.h - y - size, colour)


def _draw_ace(c: _Canvas, suit: str, style: FaceStyle) -> None:
    size = c.px(_ACE)
    mask = _suit_mask(suit, size)
    c.stamp(mask, (c.w - size) // 2, (c.h - size) // 2, _suit_colour(suit, style))


def _poly(c: _Canvas, box: tuple[float, float, float, float], pts: Sequence[tuple[float, float]]):
    x0, y0, bw, bh = box
    return [(x0 + x * bw, y0 + y * bh) for x, y in pts]


def _dot(c: _Canvas, x: float, y: float, r: float, fill, outline=None, width: int = 0) -> None:
    c.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=width)


def _draw_king_crown(c: _Canvas, box, colour) -> None:
    x0, y0, bw, bh = box
    line = max(1, c.px(0.006))
    body = [(0.08, 0.72), (0.03, 0.2), (0.27, 0.48), (0.5, 0.08), (0.73, 0.48), (0.97, 0.2),
            (0.92, 0.72)]
    c.draw.polygon(_poly(c, box, body), fill=_GOLD, outline=_GOLD_DARK, width=line)
    c.draw.rectangle((x0 + 0.06 * bw, y0 + 0.70 * bh, x0 + 0.94 * bw, y0 + 0.98 * bh),
                     fill=_GOLD, outline=_GOLD_DARK, width=line)
    for tx, ty in ((0.03, 0.2), (0.5, 0.08), (0.97, 0.2)):
        _dot(c, x0 + tx * bw, y0 + ty * bh, 0.07 * bw, _GOLD, _GOLD_DARK, line)
    for jx in (0.25, 0.5, 0.75):
        _dot(c, x0 + jx * bw, y0 + 0.84 * bh, 0.07 * bw, colour)


def _draw_queen_crown(c: _Canvas, box, colour) -> None:
    x0, y0, bw, bh = box
    line = max(1, c.px(0.006))
    c.draw.chord((x0 + 0.1 * bw, y0 + 0.2 * bh, x0 + 0.9 * bw, y0 + 1.2 * bh), 180, 360,
                 fill=_GOLD, outline=_GOLD_DARK, width=line)
    c.draw.rectangle((x0 + 0.08 * bw, y0 + 0.68 * bh, x0 + 0.92 * bw, y0 + 0.95 * bh),
                     fill=_GOLD, outline=_GOLD_DARK, width=line)
    for i in range(5):  # pearls along the dome
        a = math.pi * (1 + (i + 0.5) / 5)
        _dot(c, x0 + (0.5 + 0.4 * math.cos(a)) * bw, y0 + (0.7 + 0.5 * math.sin(a)) * bh,
             0.06 * bw, _WHITE, _GOLD_DARK, line)
    _dot(c, x0 + 0.5 * bw, y0 + 0.5 * bh, 0.1 * bw, colour)


class _Figure:
    """Drawing helper for a court portrait: points given relative to the panel, as
    ``(dx, dy)`` with ``dx`` from the centre line and ``dy`` from the top, both in units of
    the panel height ``S``."""

    def __init__(self, c: _Canvas, box: tuple[float, float, float, float]) -> None:
        self.c = c
        left, top, right, bottom = box
        self.cx, self.top, self.s = (left + right) / 2, top, bottom - top
        self.line = max(1, c.px(0.007))

    def p(self, dx: float, dy: float) -> tuple[float, float]:
        return self.cx + dx * self.s, self.top + dy * self.s

    def poly(self, pts, fill, outline=None) -> None:
        self.c.draw.polygon([self.p(*q) for q in pts], fill=fill, outline=outline,
                            width=self.line if outline else 0)

    def ellipse(self, dx, dy, rx, ry, fill, outline=None) -> None:
        x, y = self.p(dx, dy)
        self.c.draw.ellipse((x - rx * self.s, y - ry * self.s, x + rx * self.s, y + ry * self.s),
                            fill=fill, outline=outline, width=self.line if outline else 0)

    def line_(self, pts, fill, width: float) -> None:
        self.c.draw.line([self.p(*q) for q in pts], fill=fill,
                         width=max(1, round(width * self.s)))

    def box(self, dx0, dy0, dx1, dy1) -> tuple[float, float, float, float]:
        x0, y0 = self.p(dx0, dy0)
        x1, y1 = self.p(dx1, dy1)
        return x0, y0, x1 - x0, y1 - y0


def _draw_attribute(f: _Figure, rank: int, colour) -> None:
    """What the court holds, behind the figure: the king a sword, the queen a flower, the
    jack a halberd."""
    if rank == 13:
        f.poly([(0.33, 0.04), (0.37, 0.10), (0.37, 0.80), (0.29, 0.80), (0.29, 0.10)],
               (215, 220, 228), (110, 115, 125))
        f.poly([(0.20, 0.62), (0.46, 0.62), (0.46, 0.67), (0.20, 0.67)], _GOLD, _GOLD_DARK)
        f.poly([(0.31, 0.67), (0.35, 0.67), (0.35, 0.80), (0.31, 0.80)], (120, 70, 30))
    elif rank == 12:
        f.line_([(-0.33, 0.80), (-0.33, 0.34)], (40, 120, 50), 0.025)
        f.ellipse(-0.27, 0.50, 0.05, 0.025, (60, 150, 70))
        for k in range(5):
            a = 2 * math.pi * k / 5 - math.pi / 2
            f.ellipse(-0.33 + 0.05 * math.cos(a), 0.30 + 0.05 * math.sin(a), 0.045, 0.045,
                      colour, _GOLD_DARK)
        f.ellipse(-0.33, 0.30, 0.03, 0.03, _GOLD)
    else:
        f.line_([(0.34, 0.86), (0.34, 0.07)], (120, 70, 30), 0.025)
        f.poly([(0.34, 0.10), (0.47, 0.06), (0.49, 0.18), (0.47, 0.27), (0.34, 0.22)],
               (215, 220, 228), (110, 115, 125))
        f.poly([(0.31, 0.06), (0.34, 0.025), (0.37, 0.06), (0.34, 0.09)], (215, 220, 228),
               (110, 115, 125))


def _draw_portrait(c: _Canvas, rank: int, suit: str, style: FaceStyle) -> None:
    """A stylised half-length portrait in a framed panel: the king with crown, white beard
    and sword, the queen with tiara, long golden hair and a flower, the jack with a feathered
    cap, short brown hair and a halberd. Robes are in the suit's colour with gold trim and
    the suit symbol on the chest."""
    colour = _suit_colour(suit, style)
    left, top, right, bottom = _picture_box(c)
    line = max(1, c.px(0.012))
    c.draw.rounded_rectangle((left, top, right, bottom), radius=c.px(0.025),
                             fill=_tint(colour), outline=colour, width=line)
    f = _Figure(c, (left, top, right, bottom))
    hair, hair_line = _HAIR[rank], _HAIR_LINE[rank]
    _draw_attribute(f, rank, colour)
    if rank == 12:  # long hair behind the head and shoulders
        f.poly([(-0.19, 0.30), (-0.24, 0.62), (-0.27, 0.86), (0.27, 0.86), (0.24, 0.62),
                (0.19, 0.30), (0.0, 0.20)], hair, hair_line)
    # Robe and shoulders, gold collar and the suit on the chest.
    f.poly([(-0.46, 1.0), (-0.42, 0.84), (-0.28, 0.73), (0.28, 0.73), (0.42, 0.84),
            (0.46, 1.0)], colour)
    f.poly([(-0.16, 0.73), (0.0, 0.90), (0.16, 0.73)], _GOLD, _GOLD_DARK)
    f.line_([(0.0, 0.90), (0.0, 1.0)], _GOLD, 0.02)
    emblem = _suit_mask(suit, max(2, round(0.13 * f.s)))
    ex, ey = f.p(-0.27, 0.83)
    c.stamp(emblem, round(ex - emblem.width / 2), round(ey), _GOLD if suit in "SC" else _WHITE)
    ex, ey = f.p(0.27, 0.83)
    c.stamp(emblem, round(ex - emblem.width / 2), round(ey), _GOLD if suit in "SC" else _WHITE)
    # Neck and head.
    f.poly([(-0.06, 0.60), (0.06, 0.60), (0.07, 0.75), (-0.07, 0.75)], _SKIN)
    if rank == 11:  # short hair showing under the cap
        f.ellipse(0.0, 0.44, 0.18, 0.16, hair, hair_line)
    f.ellipse(0.0, 0.47, 0.14, 0.175, _SKIN, _SKIN_LINE)
    # Face.
    eye_r = 0.018
    for side in (-1, 1):
        f.ellipse(side * 0.055, 0.45, eye_r * 1.3, eye_r, _WHITE)
        f.ellipse(side * 0.055, 0.45, eye_r * 0.7, eye_r * 0.8, _FEATURE)
        f.line_([(side * 0.085, 0.415), (side * 0.03, 0.41)],
                hair_line if rank != 13 else (120, 120, 120), 0.012)
    f.line_([(0.0, 0.45), (-0.015, 0.52), (0.01, 0.525)], _SKIN_LINE, 0.01)
    if rank == 12:
        for side in (-1, 1):
            f.ellipse(side * 0.08, 0.52, 0.025, 0.015, (240, 170, 170))
    if rank == 13:  # white beard and moustache
        f.poly([(-0.14, 0.49), (-0.12, 0.62), (-0.06, 0.71), (0.0, 0.74), (0.06, 0.71),
                (0.12, 0.62), (0.14, 0.49), (0.08, 0.57), (0.0, 0.585), (-0.08, 0.57)],
               hair, hair_line)
        f.poly([(-0.09, 0.565), (-0.03, 0.54), (0.0, 0.55), (0.03, 0.54), (0.09, 0.565),
                (0.0, 0.575)], hair, hair_line)
    else:
        f.line_([(-0.035, 0.575), (0.0, 0.585), (0.035, 0.575)], _LIPS, 0.016)
    # Headwear.
    if rank == 13:
        _draw_king_crown(c, f.box(-0.17, 0.12, 0.17, 0.32), colour)
    elif rank == 12:
        f.poly([(-0.15, 0.36), (-0.13, 0.30), (0.0, 0.27), (0.13, 0.30), (0.15, 0.36),
                (0.0, 0.31)], hair, hair_line)
        _draw_queen_crown(c, f.box(-0.12, 0.17, 0.12, 0.31), colour)
    else:
        plume = _bezier((0.02, 0.26), (0.10, 0.06), (0.30, 0.05), 10) + _bezier(
            (0.30, 0.05), (0.16, 0.12), (0.10, 0.27), 10)
        f.poly(plume, _WHITE, _GOLD_DARK)
        f.poly([(-0.20, 0.36), (-0.18, 0.25), (-0.05, 0.19), (0.13, 0.21), (0.20, 0.31),
                (0.17, 0.36)], colour)
        f.poly([(-0.19, 0.33), (0.18, 0.33), (0.18, 0.37), (-0.19, 0.37)], _GOLD, _GOLD_DARK)


def render_face(
    rank: int, suit: str, width: int, height: int, style: FaceStyle | None = None
) -> Image.Image:
    """Render the face of one card.

    Args:
        rank: 1 (ace) ... 10, 11 (jack), 12 (queen), 13 (king).
        suit: ``"S"``, ``"H"``, ``"D"`` or ``"C"``.
        width: image width in pixels (10 ... 2048).
        height: image height in pixels (10 ... 2048); use :func:`card_size_for_width`
            for the standard 5:7 shape.
        style: four-colour suits, the large index, high contrast (:class:`FaceStyle`);
            the standard two-colour face with the normal index by default. Its
            ``classic`` flag is not read here: :func:`game.ui.deck.faces.render_face`
            draws either deck.

    Returns:
        A new RGBA image of exactly ``width`` x ``height`` pixels: an opaque white card,
        transparent outside its rounded corners.

    Raises:
        ValueError: for a rank, suit or size out of range.
    """
    _check_card(rank, suit)
    _check_size(width, height)
    style = style or FaceStyle()
    c = _Canvas(width, height)
    _draw_indices(c, rank, suit, style)
    if rank == 1:
        _draw_ace(c, suit, style)
    elif rank <= 10:
        _draw_pips(c, rank, suit, style)
    else:
        _draw_portrait(c, rank, suit, style)
    if style.high_contrast:
        _card_outline(c, c.draw, None, _HC_EDGE, max(2 * c.k, round(c.u / 36)))
    return c.finish()


# --------------------------------------------------------------------------- backs


def render_back(style: str, width: int, height: int) -> Image.Image:
    """Render a card back: a diamond lattice (or, for ``"navy"`` and ``"wine"``, an
    engraved rosette) in a coloured panel inside a white border.

    Args:
        style: one of :data:`BACK_STYLES`.
        width: image width in pixels (10 ... 2048).
        height: image height in pixels (10 ... 2048).

    Returns:
        A new RGBA image of exactly ``width`` x ``height`` pixels, transparent outside the
        card's rounded corners.

    Raises:
        ValueError: for an unknown style or a size out of range.
    """
    if style not in BACK_STYLES:
        raise ValueError(f"back style must be one of {', '.join(BACK_STYLES)}; got {style!r}")
    _check_size(width, height)
    c = _Canvas(width, height)
    if style not in _BACK_COLOURS:  # an engraved rosette (game.ui.deck.backs)
        from game.ui.deck.backs import draw_rosette

        draw_rosette(c, style, max(1, _radius(c) - c.px(0.055) // 2))
        return c.finish()
    base, dark, light = _BACK_COLOURS[style]
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
            cap = c.px(0.175)
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
        style: how faces look (:class:`FaceStyle`; the standard face by default).

    Raises:
        ValueError: for a size out of range.
    """

    def __init__(self, width: int, height: int, style: FaceStyle | None = None) -> None:
        _check_size(width, height)
        self.width = width
        self.height = height
        self.style = style or FaceStyle()
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
            image = self._cache[key] = self._render_face(rank, suit)
        return image

    def back(self, style: str = BACK_STYLES[0]) -> Image.Image:
        """A card back (see :func:`render_back`); cached."""
        key = ("back", style)
        image = self._cache.get(key)
        if image is None:
            image = self._cache[key] = self._render_back(style)
        return image

    def slot(self, label: str = "", *, suit: str | None = None) -> Image.Image:
        """An empty-pile placeholder (see :func:`render_slot`); cached."""
        key = ("slot", label, suit)
        image = self._cache.get(key)
        if image is None:
            image = self._cache[key] = self._render_slot(label, suit)
        return image

    def _render_face(self, rank: int, suit: str) -> Image.Image:
        return render_face(rank, suit, self.width, self.height, self.style)

    def _render_back(self, style: str) -> Image.Image:
        return render_back(style, self.width, self.height)

    def _render_slot(self, label: str, suit: str | None) -> Image.Image:
        return render_slot(self.width, self.height, label, suit=suit)
