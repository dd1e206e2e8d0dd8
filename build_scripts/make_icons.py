"""Draw the app icon (our own art) and save it as PNG, ICO and ICNS.

    python build_scripts/make_icons.py        # writes resources/icons/app.{png,ico,icns}

The drawing: two fanned playing cards (a red heart ace behind, a black spade ace in
front) on a rounded felt-green tile. Everything is drawn here with Pillow shapes (no
fonts, no third-party art), at 4x supersampling and downscaled with LANCZOS.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "icons"
SIZE = 256
SS = 4  # supersampling factor

FELT = (22, 92, 52, 255)
FELT_EDGE = (12, 58, 32, 255)
CARD = (252, 252, 248, 255)
CARD_EDGE = (150, 150, 150, 255)
RED = (200, 16, 46, 255)
BLACK = (17, 17, 17, 255)
GOLD = (230, 181, 60, 255)

ICO_SIZES = [(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)]


def _heart(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill) -> None:
    r = s * 0.27
    draw.ellipse((cx - 2 * r, cy - 1.6 * r, cx, cy + 0.4 * r), fill=fill)
    draw.ellipse((cx, cy - 1.6 * r, cx + 2 * r, cy + 0.4 * r), fill=fill)
    draw.polygon([(cx - 1.93 * r, cy - 0.3 * r), (cx + 1.93 * r, cy - 0.3 * r),
                  (cx, cy + 2.1 * r)], fill=fill)


def _spade(draw: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill) -> None:
    r = s * 0.27
    draw.ellipse((cx - 2 * r, cy - 0.4 * r, cx, cy + 1.6 * r), fill=fill)
    draw.ellipse((cx, cy - 0.4 * r, cx + 2 * r, cy + 1.6 * r), fill=fill)
    draw.polygon([(cx - 1.93 * r, cy + 0.3 * r), (cx + 1.93 * r, cy + 0.3 * r),
                  (cx, cy - 2.1 * r)], fill=fill)
    draw.polygon([(cx, cy + 0.6 * r), (cx - 0.9 * r, cy + 2.6 * r),
                  (cx + 0.9 * r, cy + 2.6 * r)], fill=fill)


def _card(w: int, h: int, suit: str) -> Image.Image:
    """One card, upright, with a big centre pip and small corner pips."""
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    rad = w * 0.1
    d.rounded_rectangle((0, 0, w - 1, h - 1), rad, fill=CARD_EDGE)
    border = max(2, w // 60)
    d.rounded_rectangle((border, border, w - 1 - border, h - 1 - border), rad - border,
                        fill=CARD)
    shape, colour = (_heart, RED) if suit == "H" else (_spade, BLACK)
    shape(d, w / 2, h / 2, w * 0.55, colour)
    for cx, cy in ((w * 0.17, h * 0.13), (w * 0.83, h * 0.87)):
        shape(d, cx, cy, w * 0.16, colour)
    return img


def draw_icon(size: int = SIZE) -> Image.Image:
    """The icon at ``size`` x ``size`` pixels (RGBA, transparent outside the tile)."""
    big = size * SS
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    margin = big * 0.03
    d.rounded_rectangle((margin, margin, big - margin, big - margin), big * 0.2, fill=FELT_EDGE)
    inset = margin + big * 0.025
    d.rounded_rectangle((inset, inset, big - inset, big - inset), big * 0.18, fill=FELT)
    # a faint gold ring on the felt
    ring = big * 0.36
    d.ellipse((big / 2 - ring, big / 2 - ring, big / 2 + ring, big / 2 + ring),
              outline=(GOLD[0], GOLD[1], GOLD[2], 70), width=max(2, big // 120))

    cw, ch = int(big * 0.42), int(big * 0.42 * 1.4)
    for suit, angle, dx in (("H", 14, -0.09), ("S", -12, 0.09)):
        card = _card(cw, ch, suit).rotate(angle, resample=Image.BICUBIC, expand=True)
        # soft shadow
        shadow = Image.new("RGBA", card.size, (0, 0, 0, 0))
        shadow.putalpha(card.getchannel("A").point(lambda a: a * 90 // 255))
        shadow = shadow.filter(ImageFilter.GaussianBlur(big * 0.012))
        x = int(big / 2 + dx * big - card.width / 2)
        y = int(big / 2 - card.height / 2 + big * 0.01)
        img.alpha_composite(shadow, (x + int(big * 0.012), y + int(big * 0.018)))
        img.alpha_composite(card, (x, y))
    del d
    return img.resize((size, size), Image.LANCZOS)


def write_icons(out: Path = OUT) -> list[Path]:
    """Write ``app.png`` (256x256), ``app.ico`` (16-256 px) and ``app.icns`` into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    png = draw_icon(SIZE)
    png.save(out / "app.png", optimize=True)
    written.append(out / "app.png")
    # ICO: Pillow downsizes the 256 px image to every listed size.
    png.save(out / "app.ico", sizes=ICO_SIZES)
    written.append(out / "app.ico")
    # ICNS: Pillow writes it from a 1024 px source (it picks its standard sizes from it).
    try:
        draw_icon(1024).save(out / "app.icns")
        written.append(out / "app.icns")
    except (OSError, ValueError, KeyError) as exc:  # pragma: no cover - depends on Pillow
        print(f"make_icons: no .icns ({exc}); make it on macOS with iconutil", file=sys.stderr)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder (default resources/icons)")
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

__all__ = ["draw_icon", "write_icons", "main"]
