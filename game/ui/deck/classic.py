"""The classic deck's card faces, backs and empty-pile marks, with a shadow under each card.

A classic face has a serif corner index (rank over suit, or the large index), the
traditional pip layouts of A-10 (a large ornate ace of spades) and, for the jack, queen and
king, a double-headed figure (:mod:`.court`) in a framed panel: the top half is drawn and
its 180° turn fills the bottom half, so the card reads the same either way up.

The shadow: the card is drawn :func:`shadow_margin` pixels shorter than its image, flush
with the image's top and sides, and the rows under it hold a soft shadow (a blurred,
narrower copy of the card's shape, lower by most of the margin). The shadow lies on the
felt under the card in the card's own texture, so it costs nothing per frame (no sprite
more), and every row between the rounded rims stays fully opaque, so the table's saving of
covered pixels (:mod:`game.ui.table.stacks`, :mod:`game.ui.table.hidden`) still applies.
The image's four corner pixels stay transparent.

Layout bands are those of :mod:`game.ui.cards_art` (in units of the drawn card's width):
the index inside :data:`~game.ui.cards_art.INDEX_STRIP` and
:data:`~game.ui.cards_art.INDEX_COLUMN`, pips and the ace below
:data:`~game.ui.cards_art.PIP_TOP`. The court frame is the exception a classic deck makes:
it rises beside the index to near the top of the card (with the large index, whose suit
takes the rest of the top band, it starts below the band), so a fanned column shows the top
of a court's frame beside its index, as printed classic decks do.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from game.ui import cards_art as art
from game.ui.deck import court
from game.ui.deck.pen import Pen

FRAME_SIDE = 0.215
"""The court frame's side margin (card widths) beside the normal index."""
FRAME_TOP = 0.05
"""The court frame's top margin (card widths) beside the normal index."""
LARGE_FRAME_SIDE = 0.11
"""The court frame's side margin with the large index (the frame starts below its band)."""
PIP = 0.145
"""Pip size (card widths)."""
PIP_DX = 0.20
"""The pip columns' distance from the card's middle (card widths)."""
ACE = 0.36
"""The ace's symbol (card widths); the ace of spades is larger (:data:`ACE_OF_SPADES`)."""
ACE_OF_SPADES = 0.56
FRAME_FILL = (252, 247, 234)
"""The court panel's ground: a warm ivory."""
SHADOW_ALPHA = 120
"""The shadow's darkest alpha (of 255)."""


def shadow_margin(width: int) -> int:
    """Rows (pixels) under a classic card of ``width`` pixels that hold its shadow: 4.5 %
    of the width, at least 2."""
    return max(2, round(0.045 * width))


def render_classic_face(rank: int, suit: str, width: int, height: int,
                        style: art.FaceStyle) -> Image.Image:
    """The classic face of a card with its shadow, ``width`` x ``height`` pixels (RGBA).

    Args:
        rank: 1 (ace) ... 13 (king) (checked by the caller).
        suit: ``"S"``, ``"H"``, ``"D"`` or ``"C"``.
        width, height: the image's size in pixels (the card is :func:`shadow_margin`
            pixels shorter).
        style: the face style (four colours, large index).

    Returns:
        A new RGBA image: the opaque card at the top, its shadow under it.
    """
    c = art._Canvas(width, height - shadow_margin(width))
    art._draw_indices(c, rank, suit, style)
    if rank == 1:
        _draw_ace(c, suit, style)
    elif rank <= 10:
        _draw_pips(c, rank, suit, style)
    else:
        _draw_court(c, rank, suit, style)
    return with_shadow(c.finish(), height)


def render_classic_back(back: str, width: int, height: int) -> Image.Image:
    """A card back (:func:`~game.ui.cards_art.render_back`) the classic card's size, with
    its shadow, ``width`` x ``height`` pixels."""
    return with_shadow(art.render_back(back, width, height - shadow_margin(width)), height)


def render_classic_slot(width: int, height: int, label: str = "",
                        suit: str | None = None) -> Image.Image:
    """An empty pile's mark (:func:`~game.ui.cards_art.render_slot`) the classic card's
    size (no shadow: nothing lies there), ``width`` x ``height`` pixels."""
    mark = art.render_slot(width, height - shadow_margin(width), label, suit=suit)
    out = Image.new("RGBA", (width, height), (255, 255, 255, 0))
    out.paste(mark, (0, 0))
    return out


def with_shadow(card: Image.Image, height: int) -> Image.Image:
    """``card`` (RGBA) at the top of a ``height`` px tall image over its shadow.

    The shadow shows only under the card's bottom edge and its rounded bottom corners, so
    only that band is composited (the rest of the card is copied as it is)."""
    width = card.width
    out = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    out.paste(card, (0, 0))
    top = max(0, card.height - max(2, round(0.1 * width)))
    band = _shadow(width, card.height, height).crop((0, top, width, height))
    band.alpha_composite(card.crop((0, top, width, card.height)))
    out.paste(band, (0, top))
    return out


@lru_cache(maxsize=8)
def _shadow(width: int, card_height: int, height: int) -> Image.Image:
    """The shadow of a ``width`` x ``card_height`` card in a ``height`` px tall image
    (shared, never modified): black, soft, its darkest just under the card."""
    margin = height - card_height
    inset = max(1, round(0.04 * width))
    shape = Image.new("L", (width, height), 0)
    ImageDraw.Draw(shape).rounded_rectangle(
        (inset, round(margin * 0.5), width - 1 - inset, card_height - 1 + round(margin * 0.45)),
        radius=max(2, round(0.07 * width)), fill=SHADOW_ALPHA)
    shape = shape.filter(ImageFilter.GaussianBlur(max(0.8, margin * 0.3)))
    clip = art._card_alpha(width, height)  # the image's own rounded corners stay clear
    alpha = ImageChops.multiply(shape, clip)
    out = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    out.putalpha(alpha)
    return out


# ----------------------------------------------------------------------------- pips


def _draw_pips(c: art._Canvas, rank: int, suit: str, style: art.FaceStyle) -> None:
    """The traditional layout of ``rank`` pips (:data:`~game.ui.cards_art._PIPS`): two
    columns and a middle one, the pips below the middle upside down."""
    colour = art._suit_colour(suit, style)
    size = c.px(PIP)
    size -= (c.w - size) % 2  # so a middle-column pip sits exactly in the middle
    mask = art._suit_mask(suit, size)
    flipped = art._suit_mask(suit, size, upside_down=True)
    top, bottom = art.PIP_TOP * c.u, c.h - art.PIP_TOP * c.u
    first, last = top + size / 2, bottom - size / 2

    def place(col: float, row: float) -> tuple[int, int]:
        cx = c.w / 2 + (col - 0.5) * 2 * PIP_DX * c.u
        return round(cx - size / 2), round(first + row * (last - first) - size / 2)

    for col, row in art._PIPS[rank]:
        if row <= 0.5:
            c.stamp(mask, *place(col, row), colour)
        else:  # at the exact point-symmetric place of (1 - col, 1 - row)
            x, y = place(1 - col, 1 - row)
            c.stamp(flipped, c.w - x - size, c.h - y - size, colour)


def _draw_ace(c: art._Canvas, suit: str, style: art.FaceStyle) -> None:
    """One symbol in the middle; the ace of spades large, with a white inner outline and
    a small star, as decks print it."""
    colour = art._suit_colour(suit, style)
    size = c.px(ACE_OF_SPADES if suit == "S" else ACE)
    size -= (c.w - size) % 2
    x, y = (c.w - size) // 2, (c.h - size) // 2
    c.stamp(art._suit_mask(suit, size), x, y, colour)
    if suit != "S":
        return
    outer = art._suit_mask("S", round(size * 0.84))
    inner = art._suit_mask("S", round(size * 0.78))
    ring = outer.copy()
    off = (outer.width - inner.width) // 2
    ring.paste(0, (off, off + round(outer.height * 0.015)), inner)
    c.stamp(ring, x + (size - outer.width) // 2, y + (size - outer.height) // 2 - round(
        size * 0.02), (255, 255, 255))
    star = Image.new("L", (size, size), 0)
    r, cx, cy = size * 0.08, size / 2, size * 0.55
    ImageDraw.Draw(star).polygon(
        [(cx, cy - r), (cx + r * 0.3, cy - r * 0.3), (cx + r, cy), (cx + r * 0.3, cy + r * 0.3),
         (cx, cy + r), (cx - r * 0.3, cy + r * 0.3), (cx - r, cy), (cx - r * 0.3, cy - r * 0.3)],
        fill=255)
    c.stamp(star, x, y, (255, 255, 255))


# ----------------------------------------------------------------------------- courts


def frame_box(c: art._Canvas, style: art.FaceStyle) -> tuple[int, int, int, int]:
    """``(left, top, right, bottom)`` of the court frame (canvas pixels), centred on the
    card so that its 180° turn is itself."""
    if style.large_index:
        side, top = round(LARGE_FRAME_SIDE * c.u), round((art.INDEX_STRIP + 0.025) * c.u)
    else:
        side, top = round(FRAME_SIDE * c.u), round(FRAME_TOP * c.u)
    return side, top, c.w - side, c.h - top


def _draw_court(c: art._Canvas, rank: int, suit: str, style: art.FaceStyle) -> None:
    """The frame with the figure's top half and its 180° turn, a suit symbol in two of
    its corners, and a double rule round it."""
    ink = art._suit_colour(suit, style)
    left, top, right, bottom = frame_box(c, style)
    fw, fh = right - left, bottom - top
    half_h = (fh + 1) // 2
    half = Image.new("RGB", (fw, half_h), FRAME_FILL)
    scale = min(fw, half_h / court.HALF_HEIGHT)
    pen = Pen(half, (fw / 2, half_h - court.HALF_HEIGHT * scale), scale)
    pip_x, pip_y = court.draw_half(pen, rank, suit, ink)
    pip = art._suit_mask(suit, max(2, round(0.12 * scale)))
    px, py = pen.p(pip_x, pip_y)
    px = min(max(px, pip.width * 0.5 + c.k), fw - pip.width * 0.5 - c.k)
    half.paste(ink, (round(px - pip.width / 2), max(c.k, round(py - pip.height / 2))), pip)
    c.img.paste(half, (left, top))
    c.img.paste(half.transpose(Image.Transpose.ROTATE_180), (left, bottom - half_h))
    line = max(c.k, c.px(0.012))
    c.draw.rectangle((left, top, right - 1, bottom - 1), outline=ink, width=line)
    inset = line + max(c.k, c.px(0.008))
    c.draw.rectangle((left + inset, top + inset, right - 1 - inset, bottom - 1 - inset),
                     outline=court.GOLD_DARK, width=max(1, line // 2))
