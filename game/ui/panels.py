"""A framed panel drawn without ``arcade.gui``: a soft shadow, a face with rounded
corners, a frame line and a thin line inside it (the win panel, the menu).

A few polygons a call (the shadow's layers and the face, filled as one batch of triangle
strips, then two outlines): where the panel is still (the win panel, the menu) it is kept in
a picture (:class:`~game.ui.cached.CachedPicture`, over :func:`framed_area`) and painted
again only when it changes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import arcade
from arcade.shape_list import ShapeElementList, create_polygon

SHADOW_LAYERS = 4
"""The soft shadow: this many translucent layers, each wider."""
INSET = 6
"""How far inside the frame the thin line runs (logical pixels)."""


def rounded_points(left: float, bottom: float, right: float, top: float,
                   radius: float, steps: int = 5) -> list[tuple[float, float]]:
    """The outline of a rectangle with rounded corners (logical pixels), counter-clockwise
    from the bottom right corner's start, ``steps`` segments a corner.

    >>> len(rounded_points(0, 0, 100, 50, 10))
    24
    >>> rounded_points(0, 0, 100, 50, 0)[0]
    (100.0, 0.0)
    """
    radius = max(0.0, min(radius, (right - left) / 2, (top - bottom) / 2))
    points: list[tuple[float, float]] = []
    corners = ((right - radius, bottom + radius, -90), (right - radius, top - radius, 0),
               (left + radius, top - radius, 90), (left + radius, bottom + radius, 180))
    for cx, cy, start in corners:
        for i in range(steps + 1):
            angle = math.radians(start + 90 * i / steps)
            points.append((round(cx + radius * math.cos(angle), 3),
                           round(cy + radius * math.sin(angle), 3)))
    return points


def fill_convex(*polygons: tuple[Sequence[tuple[float, float]], Sequence[int]]) -> None:
    """Fill convex polygons, each ``(outline, colour)`` (logical pixels; RGB or RGBA,
    blended), the first drawn first.

    A convex outline needs no cutting into triangles: its points are drawn as one triangle
    strip, where ``arcade.draw_polygon_filled`` cuts any polygon by ear clipping in Python
    (quadratic in its points; about 5 ms for a rounded rectangle's 24).
    """
    shapes = ShapeElementList()
    for outline, colour in polygons:
        shapes.append(create_polygon(outline, tuple(colour)))
    shapes.draw()


def shadow_reach(rect: arcade.types.Rect) -> float:
    """How far the soft shadow of a panel at ``rect`` reaches out of it (logical pixels)."""
    return round(max(6.0, min(16.0, rect.height * 0.04)))


def framed_area(rect: arcade.types.Rect) -> tuple[float, float, float, float]:
    """What a framed panel at ``rect`` covers, its shadow included: ``(left, bottom, right,
    top)`` in logical pixels (the area of its kept picture).

    >>> framed_area(arcade.LRBT(100, 300, 100, 200))
    (94, 91.0, 306, 203.0)
    """
    s = shadow_reach(rect)
    return (rect.left - s, rect.bottom - 1.5 * s, rect.right + s, rect.top + s / 2)


def draw_framed(rect: arcade.types.Rect, face: Sequence[int], edge: Sequence[int],
                inner: Sequence[int] | None, shadow: Sequence[int], edge_width: float = 3
                ) -> None:
    """Draw a framed panel at ``rect`` (logical pixels): the shadow (RGBA: its colour and
    whole opacity, spread over the layers; a little lower than the panel, as light from
    above casts it), the face, the frame line ``edge_width`` pixels wide and, unless
    ``inner`` is ``None``, the thin line inside it."""
    r = rect
    radius = max(8.0, min(18.0, r.height * 0.05))
    s = shadow_reach(r)
    layers = []
    if len(shadow) > 3 and shadow[3] > 0:
        for i in range(SHADOW_LAYERS, 0, -1):  # the widest and faintest first
            grow = s * i / SHADOW_LAYERS
            layers.append((rounded_points(r.left - grow, r.bottom - grow - s / 2,
                                          r.right + grow, r.top + grow - s / 2, radius + grow),
                           (*shadow[:3], round(shadow[3] / SHADOW_LAYERS))))
    outline = rounded_points(r.left, r.bottom, r.right, r.top, radius)
    fill_convex(*layers, (outline, face))
    arcade.draw_polygon_outline(outline, tuple(edge), edge_width)
    if inner is not None:
        arcade.draw_polygon_outline(
            rounded_points(r.left + INSET, r.bottom + INSET, r.right - INSET, r.top - INSET,
                           radius - INSET / 2), tuple(inner), 1)
