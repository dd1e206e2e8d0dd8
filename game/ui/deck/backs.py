"""Card backs with an engraved rosette (the ``"navy"`` and ``"wine"`` backs).

A rosette back, as printed on classic decks: a fine net of overlapping rings (a guilloche)
in a light ink over a deep ground, a round medallion of petals in the middle and a double
frame, all inside the white border of the card. Drawn supersampled on the card canvas of
:mod:`game.ui.cards_art` (its caller), at the card's on-screen size.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

ROSETTE_COLOURS = {
    # style: (ground, ink, accent)
    "navy": ((22, 36, 84), (178, 190, 226), (226, 186, 90)),
    "wine": ((110, 18, 40), (236, 182, 188), (232, 190, 96)),
}
"""The rosette backs' colours: the ground, the net's ink and the medallion's gold."""


def draw_rosette(c, style: str, radius: int) -> None:  # noqa: ANN001 (a cards_art canvas)
    """Draw the rosette back ``style`` on the canvas ``c`` (its white card already there),
    the panel's corners rounded by ``radius`` canvas pixels."""
    ground, ink, accent = ROSETTE_COLOURS[style]
    margin = c.px(0.055)
    pw, ph = c.w - 2 * margin, c.h - 2 * margin
    panel = Image.new("RGB", (pw, ph), ground)
    draw = ImageDraw.Draw(panel)
    line = max(1, c.px(0.006))
    step = c.u * 0.09
    ring = step * 0.75
    cx, cy = pw / 2, ph / 2
    for j in range(-int(ph / step) - 2, int(ph / step) + 3):
        for i in range(-int(pw / step) - 2, int(pw / step) + 3):
            x, y = cx + i * step + (step / 2 if j % 2 else 0), cy + j * step * 0.866
            draw.ellipse((x - ring, y - ring, x + ring, y + ring), outline=ink, width=line)
    mr = c.u * 0.2
    draw.ellipse((cx - mr * 1.15, cy - mr * 1.15, cx + mr * 1.15, cy + mr * 1.15), fill=ground,
                 outline=accent, width=line * 2)
    for k in range(12):
        a = k * math.pi / 6
        tip = (cx + mr * math.cos(a), cy + mr * math.sin(a))
        left = (cx + mr * 0.45 * math.cos(a - 0.35), cy + mr * 0.45 * math.sin(a - 0.35))
        right = (cx + mr * 0.45 * math.cos(a + 0.35), cy + mr * 0.45 * math.sin(a + 0.35))
        draw.polygon([(cx, cy), left, tip, right], fill=accent if k % 2 else ink)
    draw.ellipse((cx - mr * 0.22, cy - mr * 0.22, cx + mr * 0.22, cy + mr * 0.22), fill=accent)
    clip = Image.new("L", (pw, ph), 0)
    ImageDraw.Draw(clip).rounded_rectangle((0, 0, pw - 1, ph - 1), radius=radius, fill=255)
    c.img.paste(panel, (margin, margin), clip)
    box = (margin, margin, c.w - 1 - margin, c.h - 1 - margin)
    c.draw.rounded_rectangle(box, radius=radius, outline=accent, width=line * 2)
    inset = c.px(0.035)
    c.draw.rounded_rectangle((box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset),
                             radius=max(1, radius - inset // 2), outline=accent, width=line)
