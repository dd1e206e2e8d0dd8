"""A pen that draws vector shapes in a figure's own units on a Pillow canvas.

A court figure is designed once in *design units* (the half-figure's frame is 1 unit wide,
``x`` from -0.5 at the left to 0.5 at the right, ``y`` from 0 at the top of the frame
downwards) and drawn at any size: the pen maps each point to canvas pixels with one uniform
scale, so a face stays round however the frame is proportioned.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PIL import Image, ImageChops, ImageDraw

Point = tuple[float, float]
RGB = tuple[int, int, int]

INK = (38, 28, 30)
"""The outline colour of every shape (a warm near-black, as printed court cards)."""


def curve(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 10) -> list[Point]:
    """Points along a cubic Bezier curve from ``p0`` to ``p3`` (both included)."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c, d = (1 - t) ** 3, 3 * (1 - t) ** 2 * t, 3 * (1 - t) * t * t, t ** 3
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
                    a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def symmetric(right: Sequence[Point]) -> list[Point]:
    """A closed outline symmetric about ``x = 0`` from its right half (points from the
    centre line round to the centre line again); the left half is the mirror image."""
    return [*right, *((-x, y) for x, y in reversed(right))]


def shifted(points: Iterable[Point], dx: float = 0.0, dy: float = 0.0) -> list[Point]:
    """``points`` moved by ``(dx, dy)`` design units."""
    return [(x + dx, y + dy) for x, y in points]


def mirrored(points: Iterable[Point]) -> list[Point]:
    """``points`` reflected about ``x = 0``."""
    return [(-x, y) for x, y in points]


class Pen:
    """Draws on ``image`` with points in design units.

    Args:
        image: the (supersampled) canvas, RGB.
        origin: canvas pixel of the design point ``(0, 0)`` (the top of the frame's centre
            line).
        scale: canvas pixels per design unit.
        line: the outline width in design units.
    """

    def __init__(self, image: Image.Image, origin: Point, scale: float,
                 line: float = 0.011) -> None:
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.ox, self.oy = origin
        self.s = scale
        self.width = max(1, round(line * scale))

    def scaled(self, factor: float, dy: float = 0.0) -> Pen:
        """A pen on the same canvas drawing ``factor`` times larger about the design point
        ``(0, 0)`` and ``dy`` design units lower (the same outline width)."""
        pen = Pen(self.image, (self.ox, self.oy + dy * self.s), self.s * factor)
        pen.draw, pen.width = self.draw, self.width
        return pen

    def p(self, x: float, y: float) -> Point:
        """The canvas pixel of design point ``(x, y)``."""
        return self.ox + x * self.s, self.oy + y * self.s

    def poly(self, points: Sequence[Point], fill: RGB | None,
             outline: RGB | None = INK) -> None:
        """A filled polygon with an outline (``None``: no fill or no outline)."""
        pts = [self.p(*q) for q in points]
        if fill is not None:
            self.draw.polygon(pts, fill=fill)
        if outline is not None:
            self.draw.line([*pts, pts[0]], fill=outline, width=self.width, joint="curve")

    def ellipse(self, cx: float, cy: float, rx: float, ry: float, fill: RGB | None,
                outline: RGB | None = INK) -> None:
        """An ellipse centred on ``(cx, cy)`` with radii ``rx``, ``ry`` (design units)."""
        x, y = self.p(cx, cy)
        box = (x - rx * self.s, y - ry * self.s, x + rx * self.s, y + ry * self.s)
        self.draw.ellipse(box, fill=fill, outline=outline,
                          width=self.width if outline is not None else 0)

    def dot(self, cx: float, cy: float, r: float, fill: RGB,
            outline: RGB | None = INK) -> None:
        """A circle of radius ``r`` (design units)."""
        self.ellipse(cx, cy, r, r, fill, outline)

    def line(self, points: Sequence[Point], fill: RGB = INK, width: float = 0.0) -> None:
        """An open polyline ``width`` design units wide (the outline width by default)."""
        w = max(1, round(width * self.s)) if width else self.width
        self.draw.line([self.p(*q) for q in points], fill=fill, width=w, joint="curve")

    def mask(self, points: Sequence[Point]) -> Image.Image:
        """An ``L`` mask of the canvas's size, 255 inside the polygon ``points``."""
        out = Image.new("L", self.image.size, 0)
        ImageDraw.Draw(out).polygon([self.p(*q) for q in points], fill=255)
        return out

    def shade(self, clip: Image.Image, strength: int = 70, start: float = 0.2) -> None:
        """Darken the canvas inside ``clip`` towards the figure's sides (a robe's volume):
        nothing within ``start`` design units of the centre line, then more and more, up to
        ``strength`` (of 255) at half a unit out."""
        width, height = self.image.size
        ramp = [round(strength * min(1.0, max(0.0, (abs((x - self.ox) / self.s) - start)
                                           / (0.5 - start))) ** 1.5) for x in range(width)]
        row = Image.frombytes("L", (width, 1), bytes(ramp))
        darkness = row.resize((width, height), Image.Resampling.NEAREST)
        self.image.paste((0, 0, 0), (0, 0), ImageChops.multiply(darkness, clip))

    def through(self, clip: Image.Image, paint) -> None:  # noqa: ANN001 (a drawing function)
        """Call ``paint(pen)`` with a pen on a fresh layer, then lay what it drew on the
        canvas only inside ``clip`` (a pattern on a robe)."""
        layer = self.image.copy()
        pen = Pen(layer, (self.ox, self.oy), self.s)
        pen.width = self.width
        paint(pen)
        self.image.paste(layer, (0, 0), clip)
