"""WCAG 2.1 contrast, measured: the lowest ratio of the text and card-index pixels to their
background on a rendered frame (the luminance and ratio are the game's own,
:func:`game.ui.looks.contrast`, which its doctests check against WCAG's extremes)."""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.looks import contrast as contrast_ratio

TEXT_AA = 4.5
"""WCAG 2.1 AA: text against its background (1.4.3)."""
GRAPHIC_AA = 3.0
"""WCAG 2.1 AA: graphical objects and focus outlines against what lies beside them
(1.4.11): the card's pips and indices, the focus ring."""


def background(picture, box: tuple[int, int, int, int]) -> tuple[int, ...]:
    """What a text in ``box`` lies on: the median, channel by channel, of the pixels along
    the box's edge (a box fits its text, whose glyphs rarely touch it; on a woven felt no
    one colour is the most frequent, while a large text's own colour may be)."""
    left, top, right, bottom = box
    ring = [(x, y) for x in range(left, right) for y in (top, bottom - 1)]
    ring += [(x, y) for y in range(top, bottom) for x in (left, right - 1)]
    pixels = [picture.getpixel(p) for p in ring]
    return tuple(sorted(p[c] for p in pixels)[len(pixels) // 2] for c in range(3))


def text_contrast(picture, box, ink: Sequence[int] | None = None,
                  ground: Sequence[int] | None = None) -> float | None:
    """The contrast of a text in ``box`` (left, top, right, bottom: picture pixels) of an
    RGB ``picture`` against its background (:func:`background`).

    The text's pixel is the one nearest to ``ink`` (the colour the text was drawn in), or
    with ``ink`` None the one that stands out most (a card's index, drawn in its suit's
    colour). ``ground``: the background when it is known (a card's face), else
    :func:`background`. ``None``: the box is empty or holds one colour (nothing drawn
    there)."""
    left, top, right, bottom = (round(v) for v in box)
    left, top = max(0, left), max(0, top)
    right, bottom = min(picture.width, right), min(picture.height, bottom)
    if right - left < 2 or bottom - top < 2:
        return None
    colours = picture.crop((left, top, right, bottom)).getcolors(1 << 20)
    if not colours or len(colours) < 2:
        return None
    if ground is None:
        ground = background(picture, (left, top, right, bottom))
    ground = tuple(ground[:3])
    others = [c for _n, c in colours if c != ground]
    if not others:
        return None
    if ink is None:
        pixel = max(others, key=lambda c: contrast_ratio(c, ground))
    else:
        target = tuple(ink[:3])
        pixel = min(others, key=lambda c: sum((a - b) ** 2
                                              for a, b in zip(c, target, strict=True)))
    return contrast_ratio(pixel, ground)
