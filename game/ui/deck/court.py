"""The twelve court figures of the classic deck, drawn as vector shapes.

Each figure is one half of a double-headed card: a bust from the crown down to the card's
middle, drawn in design units (:mod:`.pen`: 1 unit wide, :data:`HALF_HEIGHT` tall, the
card's middle at the bottom); :mod:`.classic` draws it in the top half of the court frame
and its 180° turn in the bottom half.

What tells them apart:
    * the rank: a king (crown, moustache and beard, an ermine collar), a queen (a crown or
      a tiara with a veil, long hair, a pearl necklace), a jack (a hat, short hair, a
      buttoned tunic);
    * the suit: the colours (the robe in the suit's colour, its own lining colour), the
      robe's pattern (spades a lattice, hearts stripes, diamonds dots, clubs chevrons), and
      what each figure holds, wears and looks like (:data:`FIGURES`).

All drawings are our own, made for this game.
"""

from __future__ import annotations

from typing import NamedTuple

from game.ui.deck import regalia
from game.ui.deck.pen import INK, Pen, Point, curve, symmetric
from game.ui.deck.regalia import GOLD, GOLD_DARK, PEARL, WHITE

__all__ = ["FIGURES", "GOLD_DARK", "HALF_HEIGHT", "Figure", "draw_half"]

RGB = tuple[int, int, int]
HALF_HEIGHT = 1.14
"""Height of a half-figure in design units (its width is 1): the top half of the frame."""

SKIN = (248, 220, 192)
SKIN_LINE = (176, 120, 90)
CHEEK = (240, 170, 160)
LIPS = (200, 70, 78)
EYE = (46, 60, 92)
HAIR = {"grey": (196, 196, 200), "white": (246, 246, 244), "brown": (118, 72, 36),
        "blond": (226, 182, 92), "black": (44, 38, 36), "auburn": (168, 78, 40),
        "golden": (236, 196, 90), "red": (190, 96, 40)}
LINING = {"S": (196, 30, 50), "H": (44, 86, 176), "D": (38, 120, 72), "C": (232, 140, 40)}
"""Each suit's second colour (lining, sleeves, headwear cloth)."""
PATTERN = {"S": "lattice", "H": "stripes", "D": "dots", "C": "chevrons"}


class Figure(NamedTuple):
    """What one court card's figure looks like.

    Attributes:
        emblem: what it holds (a :mod:`.regalia` drawing's name).
        side: which side the emblem is held on, 1 right or -1 left (of the top half).
        headwear: the crown's top (king), ``"arches"`` or ``"tiara"`` (queen), the hat's
            kind (jack).
        hair: the hair's colour (a key of :data:`HAIR`).
        beard: the king's beard (``"pointed"``, ``"full"``, ``"forked"``, ``"curly"``), a
            jack's ``"moustache"``, or ``""``.
    """

    emblem: str
    side: int
    headwear: str
    hair: str
    beard: str


FIGURES: dict[tuple[int, str], Figure] = {
    (13, "S"): Figure("sword", -1, "cross", "grey", "pointed"),
    (13, "H"): Figure("sword behind", 1, "fleur", "brown", "curly"),
    (13, "D"): Figure("axe", 1, "pearl", "blond", "forked"),
    (13, "C"): Figure("orb sceptre", -1, "cross", "white", "full"),
    (12, "S"): Figure("tulip", 1, "arches", "black", ""),
    (12, "H"): Figure("rose", -1, "tiara", "golden", ""),
    (12, "D"): Figure("lily", 1, "tiara", "auburn", ""),
    (12, "C"): Figure("sceptre", -1, "arches", "brown", ""),
    (11, "S"): Figure("halberd", 1, "beret", "brown", "moustache"),
    (11, "H"): Figure("leaf", -1, "roll", "golden", ""),
    (11, "D"): Figure("spear", 1, "tall", "black", "moustache"),
    (11, "C"): Figure("arrow", -1, "flat", "red", ""),
}
"""The figure of each court card, by ``(rank, suit)``."""

HEAD_SCALE = 1.12
"""The head, hair and headwear are drawn this much larger (about the frame's top)."""
BODY_DROP = 0.07
"""The robe, sleeve and hand are drawn this much lower (design units), under the larger
head."""

_SHOULDERS = [(0.0, 0.70), (0.10, 0.70), (0.28, 0.735), (0.39, 0.78), (0.43, 0.87),
              (0.42, 1.0), (0.37, HALF_HEIGHT), (0.0, HALF_HEIGHT)]
"""The right half of the robe's outline (the left half mirrors it)."""


def robe_colour(ink: RGB) -> RGB:
    """A robe's colour from the suit's ink: a black suit's robe is a deep blue-black
    (black cloth would swallow its pattern and outline)."""
    return (40, 46, 70) if max(ink) < 60 else ink


def draw_half(pen: Pen, rank: int, suit: str, ink: RGB) -> Point:
    """Draw the top half of the court card ``rank`` of ``suit`` with ``pen``.

    Args:
        pen: a pen whose design units fill the top half of the frame.
        rank: 11 (jack), 12 (queen) or 13 (king).
        suit: ``"S"``, ``"H"``, ``"D"`` or ``"C"``.
        ink: the suit's colour in the chosen face style (the robe's colour).

    Returns:
        Where (design units) a small suit symbol goes in the frame: the top corner away
        from the emblem.
    """
    figure = FIGURES[rank, suit]
    robe, lining = robe_colour(ink), LINING[suit]
    head = pen.scaled(HEAD_SCALE)  # the head a little larger, the body lower under it
    body = pen.scaled(1.0, BODY_DROP)
    hold = (figure.side * 0.33, 0.93)
    _emblem_behind(pen, figure, (hold[0], hold[1] + BODY_DROP), lining)
    if rank == 12:
        _long_hair(head, HAIR[figure.hair])
    _robe(body, rank, suit, robe, lining)
    if rank == 12 and figure.headwear == "tiara":
        regalia.queen_veil(head, _veil(lining))
    _sleeve(body, figure.side, lining, robe)
    _head(head, rank, figure)
    _headwear(head, rank, figure, lining, robe)
    _emblem_in_front(pen, figure, (hold[0], hold[1] + BODY_DROP), lining)
    regalia.hand(body, hold, SKIN, SKIN_LINE)
    pen.poly([(-0.5, HALF_HEIGHT - 0.04), (0.5, HALF_HEIGHT - 0.04), (0.5, HALF_HEIGHT + 0.01),
              (-0.5, HALF_HEIGHT + 0.01)], GOLD, GOLD_DARK)
    return -figure.side * 0.36, 0.11


def _emblem_behind(pen: Pen, figure: Figure, hold: Point, lining: RGB) -> None:
    """Staffs and blades, drawn before the body so that it overlaps them."""
    x, grip = hold
    emblem = figure.emblem
    if emblem == "sword":
        regalia.sword(pen, x, 0.06, grip, GOLD)
    elif emblem == "sword behind":
        regalia.slanted_sword(pen, (x - 0.02, grip - 0.02), (-0.44, 0.16), GOLD)
    elif emblem == "axe":
        regalia.axe(pen, x, 0.12, grip + 0.12)
    elif emblem in ("orb sceptre", "sceptre"):
        regalia.sceptre(pen, x, 0.10 if emblem == "sceptre" else 0.05, grip + 0.1, lining)
    elif emblem == "halberd":
        regalia.halberd(pen, x, 0.04, grip + 0.14)
    elif emblem == "spear":
        regalia.spear(pen, x, 0.05, grip + 0.14, lining)
    elif emblem == "arrow":
        regalia.arrow(pen, x, 0.10, grip + 0.14, lining)


def _emblem_in_front(pen: Pen, figure: Figure, hold: Point, lining: RGB) -> None:
    """Flowers, held up in front of the shoulder."""
    if figure.emblem in ("tulip", "rose", "lily", "leaf"):
        x, y = hold
        petal = {"tulip": lining, "rose": (214, 40, 60), "lily": WHITE,
                 "leaf": regalia.LEAF}[figure.emblem]
        regalia.flower(pen, figure.emblem, (x + figure.side * 0.03, 0.58), (x, y), petal)


def _robe(pen: Pen, rank: int, suit: str, robe: RGB, lining: RGB) -> None:
    """The body: the robe in the suit's colour with its pattern, and the rank's collar."""
    outline = symmetric(_SHOULDERS)
    pen.poly(outline, robe)
    pattern_colour = GOLD if PATTERN[suit] in ("lattice", "dots") else lining
    clip = pen.mask(outline)
    pen.through(clip, lambda p: _pattern(p, PATTERN[suit], pattern_colour))
    pen.shade(clip)
    pen.poly(outline, None)
    if rank == 13:  # an ermine collar over the shoulders
        collar = symmetric([(0.0, 0.86), (0.14, 0.80), (0.34, 0.76), (0.40, 0.84),
                            (0.18, 0.93), (0.0, 0.96)])
        pen.poly(collar, WHITE)
        for x, y in ((0.30, 0.80), (0.16, 0.87), (-0.16, 0.87), (-0.30, 0.80), (0.0, 0.91)):
            pen.poly([(x, y - 0.02), (x + 0.012, y + 0.02), (x - 0.012, y + 0.02)], INK, None)
        pen.poly(symmetric([(0.0, 0.96), (0.06, 0.95), (0.06, HALF_HEIGHT - 0.04),
                            (0.0, HALF_HEIGHT - 0.04)]), GOLD, GOLD_DARK)
    elif rank == 12:  # a square neckline with a pearl necklace
        pen.poly(symmetric([(0.0, 0.78), (0.16, 0.73), (0.20, 0.90), (0.0, 0.94)]), lining)
        pen.poly(symmetric([(0.0, 0.72), (0.09, 0.71), (0.12, 0.82), (0.0, 0.84)]), SKIN,
                 SKIN_LINE)
        for k in range(7):
            t = (k - 3) / 3
            pen.dot(t * 0.10, 0.80 + 0.03 * (1 - t * t), 0.014, PEARL)
        pen.dot(0.0, 0.86, 0.024, lining)
    else:  # a tunic collar with buttons down the front
        pen.poly(symmetric([(0.0, 0.80), (0.08, 0.70), (0.20, 0.72), (0.12, 0.82)]), lining)
        pen.line([(0.0, 0.80), (0.0, HALF_HEIGHT - 0.04)], GOLD_DARK, 0.01)
        for y in (0.86, 0.94, 1.02):
            pen.dot(0.0, y, 0.018, GOLD, GOLD_DARK)


def _pattern(pen: Pen, kind: str, colour: RGB) -> None:
    """The robe's woven pattern over the whole half (clipped to the robe by the caller)."""
    if kind == "lattice":
        for k in range(-8, 9):
            x = k * 0.12
            pen.line([(x - 0.5, 0.6), (x + 0.5, 1.2)], colour, 0.012)
            pen.line([(x + 0.5, 0.6), (x - 0.5, 1.2)], colour, 0.012)
    elif kind == "stripes":
        for k in range(-6, 7):
            pen.line([(k * 0.08, 0.6), (k * 0.08, 1.2)], colour, 0.028)
    elif kind == "dots":
        for row in range(8):
            for col in range(-7, 8):
                x = col * 0.09 + (0.045 if row % 2 else 0.0)
                pen.dot(x, 0.70 + row * 0.07, 0.018, colour, None)
    else:  # chevrons
        for row in range(9):
            y = 0.66 + row * 0.07
            pts = [(k * 0.08, y + (0.03 if k % 2 else 0.0)) for k in range(-7, 8)]
            pen.line(pts, colour, 0.016)


def _sleeve(pen: Pen, side: int, lining: RGB, robe: RGB) -> None:
    """The arm that holds the emblem: a sleeve in the lining colour with a gold cuff."""
    s = side
    pen.poly([(s * 0.36, 0.77), (s * 0.45, 0.84), (s * 0.46, 1.02), (s * 0.40, 1.07),
              (s * 0.33, 1.03), (s * 0.28, 0.96), (s * 0.37, 0.97), (s * 0.36, 0.86)], lining)
    pen.poly([(s * 0.37, 0.94), (s * 0.28, 0.94), (s * 0.27, 0.985), (s * 0.38, 0.99)],
             GOLD, GOLD_DARK)


def _long_hair(pen: Pen, hair: RGB) -> None:
    """A queen's hair falling behind her head onto her shoulders."""
    shade = tuple(max(0, round(v * 0.7)) for v in hair)
    pen.poly(symmetric([(0.0, 0.26), (0.15, 0.29), (0.21, 0.42), (0.22, 0.62),
                        (0.26, 0.80), (0.16, 0.84), (0.12, 0.70), (0.0, 0.68)]), hair, shade)
    for x in (0.17, -0.17):
        pen.line(curve((x, 0.40), (x * 1.2, 0.55), (x * 1.1, 0.68), (x * 1.3, 0.78), 8),
                 shade, 0.008)


def _head(pen: Pen, rank: int, figure: Figure) -> None:
    """Neck, face, hair and (for a king or a jack) beard or moustache."""
    hair = HAIR[figure.hair]
    shade = tuple(max(0, round(v * 0.7)) for v in hair)
    pen.poly(symmetric([(0.0, 0.56), (0.06, 0.56), (0.065, 0.74), (0.0, 0.75)]), SKIN,
             SKIN_LINE)
    if rank == 11:  # short hair with curls over the ears
        pen.ellipse(0.0, 0.44, 0.165, 0.16, hair, shade)
        for x in (-0.14, 0.14):
            pen.dot(x, 0.54, 0.045, hair, shade)
    elif rank == 13:
        for x in (-1, 1):
            pen.poly([(x * 0.10, 0.33), (x * 0.17, 0.35), (x * 0.18, 0.52), (x * 0.12, 0.58)],
                     hair, shade)
    pen.ellipse(0.0, 0.465, 0.125, 0.16, SKIN, SKIN_LINE)
    look = figure.side * 0.008
    for x in (-0.05, 0.05):
        pen.ellipse(x, 0.45, 0.024, 0.014, WHITE, SKIN_LINE)
        pen.dot(x + look, 0.45, 0.010, EYE, None)
        pen.line(curve((x - 0.035, 0.42), (x - 0.015, 0.405), (x + 0.015, 0.405),
                       (x + 0.035, 0.415), 5), shade, 0.01)
    pen.line([(0.005, 0.44), (-0.012, 0.51), (0.012, 0.515)], SKIN_LINE, 0.009)
    for x in (-0.075, 0.075):
        pen.ellipse(x, 0.51, 0.025, 0.014, CHEEK, None)
    _beard(pen, figure.beard, hair, shade)
    if figure.beard not in ("pointed", "full", "forked", "curly"):
        pen.poly([(-0.035, 0.555), (0.0, 0.548), (0.035, 0.555), (0.0, 0.572)], LIPS, None)


def _beard(pen: Pen, beard: str, hair: RGB, shade: RGB) -> None:
    """A king's beard and moustache, or a jack's moustache."""
    if beard in ("pointed", "full", "forked", "curly"):
        chin = {"pointed": [(0.0, 0.76), (0.07, 0.68)],
                "full": [(0.0, 0.72), (0.10, 0.70), (0.14, 0.62)],
                "forked": [(0.0, 0.66), (0.04, 0.72), (0.09, 0.66)],
                "curly": [(0.0, 0.70), (0.10, 0.69), (0.15, 0.60)]}[beard]
        pts = [(0.0, 0.585), (0.08, 0.57), (0.125, 0.48), (0.13, 0.56), *reversed(chin)]
        pen.poly(symmetric(list(reversed(pts))), hair, shade)
        if beard == "curly":
            for x, y in ((-0.08, 0.64), (0.0, 0.66), (0.08, 0.64), (-0.04, 0.61), (0.04, 0.61)):
                pen.dot(x, y, 0.02, hair, shade)
        pen.poly([(-0.035, 0.565), (0.0, 0.56), (0.035, 0.565), (0.0, 0.575)], LIPS, None)
    if beard:  # every beard has a moustache; "moustache" is one alone
        pen.poly([(0.0, 0.537), (0.04, 0.532), (0.075, 0.55), (0.04, 0.548), (0.0, 0.548),
                  (-0.04, 0.548), (-0.075, 0.55), (-0.04, 0.532)], hair, shade)


def _headwear(pen: Pen, rank: int, figure: Figure, lining: RGB, robe: RGB) -> None:
    if rank == 13:
        regalia.king_crown(pen, figure.headwear, LINING_JEWEL[figure.headwear], lining)
    elif rank == 12:
        regalia.queen_crown(pen, figure.headwear == "arches", lining, _veil(lining))
    else:
        regalia.jack_hat(pen, figure.headwear, lining, robe if figure.headwear != "flat"
                         else GOLD)


LINING_JEWEL = {"cross": (196, 30, 50), "fleur": (44, 86, 176), "pearl": (38, 120, 72)}
"""The middle jewel of each king's crown."""


def _veil(colour: RGB) -> RGB:
    """A pale veil or cap lining in a tint of ``colour``."""
    return tuple(round(255 - (255 - v) * 0.35) for v in colour)  # type: ignore[return-value]
