"""What the court figures wear and hold, as vector shapes in design units (:mod:`.pen`).

Headwear: the king's crown (three variants: cross, fleur and pearl tops), the queen's
crown with arches or a tiara with a veil, the jack's hats (a feathered beret, a rolled cap,
a tall hat, a flat cap with a plume). Emblems held upright beside the figure: a sword, an
axe, a sceptre with an orb, a halberd, a spear with a pennant, an arrow, and flowers (a
tulip, a rose, a lily) and a leaf. Every drawing takes the point where the hand holds it.
"""

from __future__ import annotations

import math

from game.ui.deck.pen import INK, Pen, Point, curve, symmetric

RGB = tuple[int, int, int]
GOLD = (234, 186, 64)
GOLD_DARK = (160, 112, 28)
STEEL = (214, 220, 230)
STEEL_DARK = (130, 138, 152)
WOOD = (128, 78, 40)
WHITE = (252, 252, 248)
LEAF = (52, 132, 64)
PEARL = (246, 244, 236)


# ----------------------------------------------------------------------------- crowns


def king_crown(pen: Pen, top: str, jewel: RGB, lining: RGB) -> None:
    """A king's crown over a forehead at ``y = 0.33``: a lining cap, a jewelled band and
    five points; ``top`` (``"cross"``, ``"fleur"``, ``"pearl"``) is the middle ornament."""
    pen.poly(symmetric([(0.0, 0.12), (0.10, 0.13), (0.15, 0.20), (0.16, 0.30)]), lining)
    points = [(0.0, 0.10), (0.04, 0.21), (0.09, 0.13), (0.12, 0.22), (0.18, 0.12),
              (0.17, 0.27)]
    pen.poly(symmetric(points), GOLD)
    pen.poly(symmetric([(0.0, 0.25), (0.18, 0.25), (0.18, 0.33), (0.0, 0.33)]), GOLD)
    for x in (-0.12, 0.0, 0.12):
        pen.ellipse(x, 0.29, 0.025, 0.022, jewel if x else WHITE)
    for x, y in ((-0.18, 0.12), (-0.09, 0.13), (0.09, 0.13), (0.18, 0.12)):
        pen.dot(x, y, 0.018, PEARL)
    if top == "cross":
        pen.poly([(-0.012, 0.01), (0.012, 0.01), (0.012, 0.035), (0.035, 0.035),
                  (0.035, 0.057), (0.012, 0.057), (0.012, 0.10), (-0.012, 0.10),
                  (-0.012, 0.057), (-0.035, 0.057), (-0.035, 0.035), (-0.012, 0.035)],
                 GOLD)
    elif top == "fleur":
        pen.poly(symmetric([(0.0, 0.0), (0.02, 0.03), (0.018, 0.07), (0.05, 0.04),
                            (0.06, 0.07), (0.03, 0.10), (0.0, 0.10)]), GOLD)
    else:
        pen.dot(0.0, 0.075, 0.028, PEARL)


def queen_crown(pen: Pen, arches: bool, jewel: RGB, veil: RGB) -> None:
    """A queen's crown over a forehead at ``y = 0.33``: with ``arches`` a closed crown
    with an orb on top, otherwise a tiara of points over a veil falling behind the head."""
    if arches:
        pen.poly(symmetric([(0.0, 0.10), (0.08, 0.12), (0.13, 0.18), (0.14, 0.27)]), veil)
        for x in (-0.12, 0.12):
            pen.line(curve((x, 0.27), (x, 0.16), (x * 0.3, 0.11), (0.0, 0.11), 8), GOLD_DARK,
                     0.02)
        pen.line([(0.0, 0.11), (0.0, 0.26)], GOLD_DARK, 0.02)
        pen.dot(0.0, 0.085, 0.03, GOLD)
        pen.poly([(-0.008, 0.02), (0.008, 0.02), (0.008, 0.055), (-0.008, 0.055)], GOLD)
    else:
        tips = [(0.0, 0.13), (0.04, 0.22), (0.08, 0.16), (0.11, 0.24), (0.15, 0.20),
                (0.15, 0.28)]
        pen.poly(symmetric(tips), GOLD)
        for x, y in ((-0.15, 0.20), (-0.08, 0.16), (0.0, 0.13), (0.08, 0.16), (0.15, 0.20)):
            pen.dot(x, y, 0.016, PEARL)
    pen.poly(symmetric([(0.0, 0.26), (0.15, 0.26), (0.15, 0.32), (0.0, 0.32)]), GOLD)
    for x in (-0.09, 0.0, 0.09):
        pen.ellipse(x, 0.29, 0.02, 0.018, jewel if x == 0 else PEARL)


def queen_veil(pen: Pen, veil: RGB) -> None:
    """The veil under a queen's tiara, falling behind her head onto her shoulders (drawn
    before the head)."""
    pen.poly(symmetric([(0.0, 0.16), (0.14, 0.18), (0.21, 0.30), (0.23, 0.60),
                        (0.27, 0.78), (0.14, 0.80), (0.0, 0.74)]), veil)


def jack_hat(pen: Pen, kind: str, cloth: RGB, band: RGB) -> None:
    """A jack's hat over a forehead at ``y = 0.33``; ``kind`` is ``"beret"`` (a soft
    beret with a long feather), ``"roll"`` (a cap with a rolled brim), ``"tall"`` (a tall
    hat with a jewel) or ``"flat"`` (a flat cap with a plume)."""
    if kind == "beret":
        pen.poly(curve((0.05, 0.22), (0.10, 0.02), (0.32, -0.02), (0.40, 0.08), 10)
                 + curve((0.40, 0.08), (0.26, 0.06), (0.16, 0.14), (0.10, 0.24), 8), WHITE)
        pen.poly(curve((-0.20, 0.32), (-0.26, 0.16), (0.10, 0.08), (0.22, 0.20), 12)
                 + [(0.18, 0.33)], cloth)
    elif kind == "roll":
        pen.poly(symmetric([(0.0, 0.10), (0.09, 0.11), (0.14, 0.18), (0.15, 0.27)]), cloth)
        pen.poly(symmetric([(0.0, 0.24), (0.20, 0.23), (0.21, 0.33), (0.0, 0.34)]), band)
        pen.line([(-0.20, 0.285), (0.20, 0.285)], INK)
    elif kind == "tall":
        pen.poly(curve((0.0, 0.26), (0.02, 0.10), (0.10, 0.02), (0.22, 0.04), 10)
                 + [(0.15, 0.26)] + symmetric([(0.0, 0.26), (0.15, 0.26)])[2:], cloth)
        pen.poly(symmetric([(0.0, 0.24), (0.20, 0.25), (0.20, 0.33), (0.0, 0.32)]), band)
        pen.dot(0.22, 0.05, 0.03, GOLD, GOLD_DARK)
        pen.ellipse(0.0, 0.285, 0.03, 0.03, GOLD)
    else:  # flat cap with a plume to the left
        pen.poly(curve((-0.04, 0.20), (-0.10, 0.04), (-0.30, 0.00), (-0.38, 0.06), 10)
                 + curve((-0.38, 0.06), (-0.24, 0.08), (-0.14, 0.14), (-0.08, 0.22), 8), band)
        pen.poly(symmetric([(0.0, 0.15), (0.14, 0.16), (0.24, 0.24), (0.22, 0.32),
                            (0.0, 0.31)]), cloth)
        pen.line([(-0.22, 0.29), (0.22, 0.29)], GOLD_DARK, 0.02)


# ----------------------------------------------------------------------------- emblems


def hand(pen: Pen, at: Point, skin: RGB, skin_line: RGB) -> None:
    """A closed hand round a staff at ``at``."""
    x, y = at
    pen.ellipse(x, y, 0.045, 0.04, skin, skin_line)
    pen.line([(x - 0.03, y - 0.005), (x + 0.03, y - 0.005)], skin_line, 0.008)
    pen.line([(x - 0.03, y + 0.015), (x + 0.03, y + 0.015)], skin_line, 0.008)


def sword(pen: Pen, x: float, top: float, grip: float, hilt: RGB) -> None:
    """An upright sword at ``x``: its point at ``top``, its grip at ``grip``."""
    guard = grip - 0.07
    pen.poly([(x, top), (x + 0.028, top + 0.05), (x + 0.028, guard), (x - 0.028, guard),
              (x - 0.028, top + 0.05)], STEEL, STEEL_DARK)
    pen.line([(x, top + 0.05), (x, guard - 0.01)], STEEL_DARK, 0.006)
    pen.poly([(x - 0.09, guard - 0.012), (x + 0.09, guard - 0.012), (x + 0.09, guard + 0.014),
              (x - 0.09, guard + 0.014)], hilt)
    pen.poly([(x - 0.014, guard), (x + 0.014, guard), (x + 0.014, grip + 0.07),
              (x - 0.014, grip + 0.07)], WOOD)
    pen.dot(x, grip + 0.085, 0.022, hilt)


def slanted_sword(pen: Pen, start: Point, end: Point, hilt: RGB) -> None:
    """A sword laid from its hilt at ``start`` to its point at ``end`` (the king who holds
    his sword behind his head)."""
    (x0, y0), (x1, y1) = start, end
    length = math.hypot(x1 - x0, y1 - y0)
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy, ux

    def at(t: float, side: float) -> Point:
        return x0 + ux * t + nx * side, y0 + uy * t + ny * side

    pen.poly([at(0.10, -0.026), at(length - 0.05, -0.026), at(length, 0.0),
              at(length - 0.05, 0.026), at(0.10, 0.026)], STEEL, STEEL_DARK)
    pen.poly([at(0.085, -0.08), at(0.11, -0.08), at(0.11, 0.08), at(0.085, 0.08)], hilt)
    pen.poly([at(0.0, -0.014), at(0.085, -0.014), at(0.085, 0.014), at(0.0, 0.014)], WOOD)
    pen.dot(*at(-0.01, 0.0), 0.02, hilt)


def axe(pen: Pen, x: float, top: float, bottom: float) -> None:
    """A battle-axe on a staff at ``x`` from ``top`` to ``bottom``, the blade outwards."""
    pen.poly([(x - 0.012, top), (x + 0.012, top), (x + 0.012, bottom), (x - 0.012, bottom)],
             WOOD)
    side = 1 if x > 0 else -1
    blade = [(x, top + 0.05), *curve((x + side * 0.03, top + 0.03), (x + side * 0.14, top),
                                     (x + side * 0.17, top + 0.06),
                                     (x + side * 0.14, top + 0.20), 8),
             (x, top + 0.16)]
    pen.poly(blade, STEEL, STEEL_DARK)
    pen.poly([(x, top - 0.04), (x + 0.02, top + 0.02), (x - 0.02, top + 0.02)], STEEL,
             STEEL_DARK)


def sceptre(pen: Pen, x: float, top: float, bottom: float, jewel: RGB) -> None:
    """A golden sceptre at ``x`` with an orb and cross at ``top``."""
    pen.poly([(x - 0.014, top + 0.06), (x + 0.014, top + 0.06), (x + 0.014, bottom),
              (x - 0.014, bottom)], GOLD, GOLD_DARK)
    for y in (top + 0.2, (top + bottom) / 2, bottom - 0.04):
        pen.ellipse(x, y, 0.026, 0.014, GOLD, GOLD_DARK)
    pen.dot(x, top + 0.045, 0.04, GOLD, GOLD_DARK)
    pen.line([(x - 0.04, top + 0.045), (x + 0.04, top + 0.045)], GOLD_DARK, 0.008)
    pen.dot(x, top + 0.045, 0.014, jewel)
    pen.poly([(x - 0.007, top - 0.03), (x + 0.007, top - 0.03), (x + 0.007, top + 0.01),
              (x - 0.007, top + 0.01)], GOLD, GOLD_DARK)
    pen.poly([(x - 0.022, top - 0.015), (x + 0.022, top - 0.015), (x + 0.022, -0.003 + top),
              (x - 0.022, -0.003 + top)], GOLD, GOLD_DARK)


def halberd(pen: Pen, x: float, top: float, bottom: float) -> None:
    """A halberd at ``x``: a spike on top, an axe blade and a hook on the staff."""
    pen.poly([(x - 0.011, top + 0.06), (x + 0.011, top + 0.06), (x + 0.011, bottom),
              (x - 0.011, bottom)], WOOD)
    pen.poly([(x, top - 0.02), (x + 0.022, top + 0.07), (x - 0.022, top + 0.07)], STEEL,
             STEEL_DARK)
    side = 1 if x > 0 else -1
    pen.poly([(x, top + 0.08), (x + side * 0.12, top + 0.06), (x + side * 0.13, top + 0.2),
              (x, top + 0.17)], STEEL, STEEL_DARK)
    pen.poly([(x, top + 0.09), (x - side * 0.08, top + 0.13), (x, top + 0.15)], STEEL,
             STEEL_DARK)


def spear(pen: Pen, x: float, top: float, bottom: float, pennant: RGB) -> None:
    """A spear at ``x`` with a swallow-tailed pennant under its head."""
    pen.poly([(x - 0.01, top + 0.06), (x + 0.01, top + 0.06), (x + 0.01, bottom),
              (x - 0.01, bottom)], WOOD)
    pen.poly([(x, top - 0.03), (x + 0.03, top + 0.04), (x, top + 0.08),
              (x - 0.03, top + 0.04)], STEEL, STEEL_DARK)
    side = -1 if x > 0 else 1
    pen.poly([(x, top + 0.09), (x + side * 0.16, top + 0.11), (x + side * 0.11, top + 0.14),
              (x + side * 0.16, top + 0.17), (x, top + 0.19)], pennant)


def arrow(pen: Pen, x: float, top: float, bottom: float, fletch: RGB) -> None:
    """An arrow held upright at ``x``, point up, feathers at the bottom."""
    pen.line([(x, top + 0.04), (x, bottom)], WOOD, 0.016)
    pen.poly([(x, top - 0.03), (x + 0.032, top + 0.05), (x - 0.032, top + 0.05)], STEEL,
             STEEL_DARK)
    for dy in (0.0, 0.05):
        pen.poly([(x, bottom - 0.12 + dy), (x + 0.04, bottom - 0.16 + dy),
                  (x + 0.04, bottom - 0.10 + dy), (x, bottom - 0.06 + dy)], fletch)
        pen.poly([(x, bottom - 0.12 + dy), (x - 0.04, bottom - 0.16 + dy),
                  (x - 0.04, bottom - 0.10 + dy), (x, bottom - 0.06 + dy)], fletch)


def flower(pen: Pen, kind: str, head: Point, stem_end: Point, petal: RGB) -> None:
    """A flower on a curved stem from ``stem_end`` (the hand) up to ``head``; ``kind`` is
    ``"tulip"``, ``"rose"``, ``"lily"`` or ``"leaf"`` (a sprig of leaves, no bloom)."""
    (hx, hy), (sx, sy) = head, stem_end
    pen.line(curve(stem_end, (sx, sy - 0.12), (hx + 0.04, hy + 0.15), head, 10), LEAF, 0.014)
    mid = (sx + (hx - sx) * 0.55, sy + (hy - sy) * 0.55)
    for side in (-1, 1):
        pen.poly([mid, (mid[0] + side * 0.07, mid[1] - 0.05),
                  (mid[0] + side * 0.09, mid[1] - 0.01)], LEAF)
    if kind == "tulip":
        pen.poly([(hx - 0.05, hy - 0.06), (hx - 0.025, hy - 0.02), (hx, hy - 0.075),
                  (hx + 0.025, hy - 0.02), (hx + 0.05, hy - 0.06),
                  *curve((hx + 0.05, hy - 0.06), (hx + 0.05, hy), (hx + 0.03, hy + 0.02),
                         (hx, hy + 0.02), 6),
                  *curve((hx, hy + 0.02), (hx - 0.03, hy + 0.02), (hx - 0.05, hy),
                         (hx - 0.05, hy - 0.06), 6)], petal)
    elif kind == "rose":
        for k in range(5):
            a = 2 * math.pi * k / 5 - math.pi / 2
            pen.dot(hx + 0.035 * math.cos(a), hy + 0.035 * math.sin(a), 0.032, petal)
        pen.dot(hx, hy, 0.025, GOLD, GOLD_DARK)
    elif kind == "lily":
        for k in range(3):
            a = math.pi * (1.25 + k * 0.25)
            tip = (hx + 0.09 * math.cos(a), hy + 0.09 * math.sin(a))
            pen.poly([(hx, hy), (hx + 0.03 * math.cos(a - 1), hy + 0.03 * math.sin(a - 1)),
                      tip, (hx + 0.03 * math.cos(a + 1), hy + 0.03 * math.sin(a + 1))],
                     petal)
        pen.dot(hx, hy, 0.018, GOLD, GOLD_DARK)
    else:  # a sprig of three leaves
        for a, length in ((-math.pi / 2, 0.10), (-math.pi * 0.8, 0.08), (-math.pi * 0.2, 0.08)):
            tip = (hx + length * math.cos(a), hy + length * math.sin(a))
            pen.poly([(hx, hy), (hx + 0.035 * math.cos(a - 0.9), hy + 0.035 * math.sin(a - 0.9)),
                      tip, (hx + 0.035 * math.cos(a + 0.9), hy + 0.035 * math.sin(a + 0.9))],
                     petal)
            pen.line([(hx, hy), tip], INK, 0.005)
