"""Draw the app icon (our own art) and save it as PNG, ICO and ICNS.

    python build_scripts/make_icons.py        # writes resources/icons/app.{png,ico,icns,svg}

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


def _svg_colour(rgba: tuple[int, int, int, int]) -> str:
    r, g, b, a = rgba
    return f'fill="#{r:02x}{g:02x}{b:02x}"' + (f' fill-opacity="{a / 255:.3f}"' if a < 255 else "")


def _svg_suit(cx: float, cy: float, s: float, suit: str, colour: str) -> str:
    """A heart or spade: the same two circles and triangle(s) as :func:`_heart`/`_spade`."""
    r = s * 0.27
    if suit == "H":
        shapes = [f'<ellipse cx="{cx - r:.2f}" cy="{cy - 0.6 * r:.2f}" rx="{r:.2f}" ry="{r:.2f}"/>',
                  f'<ellipse cx="{cx + r:.2f}" cy="{cy - 0.6 * r:.2f}" rx="{r:.2f}" ry="{r:.2f}"/>',
                  f'<polygon points="{cx - 1.93 * r:.2f},{cy - 0.3 * r:.2f} '
                  f'{cx + 1.93 * r:.2f},{cy - 0.3 * r:.2f} {cx:.2f},{cy + 2.1 * r:.2f}"/>']
    else:
        shapes = [f'<ellipse cx="{cx - r:.2f}" cy="{cy + 0.6 * r:.2f}" rx="{r:.2f}" ry="{r:.2f}"/>',
                  f'<ellipse cx="{cx + r:.2f}" cy="{cy + 0.6 * r:.2f}" rx="{r:.2f}" ry="{r:.2f}"/>',
                  f'<polygon points="{cx - 1.93 * r:.2f},{cy + 0.3 * r:.2f} '
                  f'{cx + 1.93 * r:.2f},{cy + 0.3 * r:.2f} {cx:.2f},{cy - 2.1 * r:.2f}"/>',
                  f'<polygon points="{cx:.2f},{cy + 0.6 * r:.2f} {cx - 0.9 * r:.2f},'
                  f'{cy + 2.6 * r:.2f} {cx + 0.9 * r:.2f},{cy + 2.6 * r:.2f}"/>']
    return f'<g {colour}>' + "".join(shapes) + "</g>"


def icon_svg(size: int = SIZE) -> str:
    """The icon as SVG (the scalable icon of the desktop's theme): the drawing of
    :func:`draw_icon` with the same shapes, in a ``size`` x ``size`` view box."""
    big = float(size)
    margin = big * 0.03
    inset = margin + big * 0.025
    ring = big * 0.36
    cw, ch = big * 0.42, big * 0.42 * 1.4
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
        f'viewBox="0 0 {size} {size}">',
        '<defs><filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">'
        f'<feGaussianBlur stdDeviation="{big * 0.012:.2f}"/></filter></defs>',
        f'<rect x="{margin:.2f}" y="{margin:.2f}" width="{big - 2 * margin:.2f}" '
        f'height="{big - 2 * margin:.2f}" rx="{big * 0.2:.2f}" {_svg_colour(FELT_EDGE)}/>',
        f'<rect x="{inset:.2f}" y="{inset:.2f}" width="{big - 2 * inset:.2f}" '
        f'height="{big - 2 * inset:.2f}" rx="{big * 0.18:.2f}" {_svg_colour(FELT)}/>',
        f'<circle cx="{big / 2:.2f}" cy="{big / 2:.2f}" r="{ring:.2f}" fill="none" '
        f'stroke="#{GOLD[0]:02x}{GOLD[1]:02x}{GOLD[2]:02x}" stroke-opacity="{70 / 255:.3f}" '
        f'stroke-width="{max(2.0, big / 120):.2f}"/>',
    ]
    border = max(2.0, cw / 60)
    for suit, angle, dx in (("H", 14, -0.09), ("S", -12, 0.09)):
        cx, cy = big / 2 + dx * big, big / 2 + big * 0.01
        colour = _svg_colour(RED if suit == "H" else BLACK)
        card = [
            f'<rect width="{cw:.2f}" height="{ch:.2f}" rx="{cw * 0.1:.2f}" '
            f'{_svg_colour(CARD_EDGE)}/>',
            f'<rect x="{border:.2f}" y="{border:.2f}" width="{cw - 2 * border:.2f}" '
            f'height="{ch - 2 * border:.2f}" rx="{cw * 0.1 - border:.2f}" {_svg_colour(CARD)}/>',
            _svg_suit(cw / 2, ch / 2, cw * 0.55, suit, colour),
            *(_svg_suit(x, y, cw * 0.16, suit, colour)
              for x, y in ((cw * 0.17, ch * 0.13), (cw * 0.83, ch * 0.87))),
        ]
        place = (f"translate({cx:.2f} {cy:.2f}) rotate({-angle}) "
                 f"translate({-cw / 2:.2f} {-ch / 2:.2f})")
        parts.append(f'<g transform="translate({big * 0.012:.2f} {big * 0.018:.2f}) {place}" '
                     f'filter="url(#shadow)"><rect width="{cw:.2f}" height="{ch:.2f}" '
                     f'rx="{cw * 0.1:.2f}" fill="#000000" fill-opacity="0.35"/></g>')
        parts.append(f'<g transform="{place}">' + "".join(card) + "</g>")
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The PNG sizes of the hicolor icon theme written by :func:`hicolor_icons`."""


def hicolor_icons(root: Path, name: str) -> list[Path]:
    """Write the icon into a hicolor theme tree under ``root``:
    ``<root>/<N>x<N>/apps/<name>.png`` for :data:`HICOLOR_SIZES` and
    ``<root>/scalable/apps/<name>.svg``.

    Returns:
        The files written.
    """
    written = []
    for size in HICOLOR_SIZES:
        path = root / f"{size}x{size}" / "apps" / f"{name}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        draw_icon(size).save(path, optimize=True)
        written.append(path)
    svg = root / "scalable" / "apps" / f"{name}.svg"
    svg.parent.mkdir(parents=True, exist_ok=True)
    svg.write_text(icon_svg(), encoding="utf-8")
    written.append(svg)
    return written


def write_icons(out: Path = OUT) -> list[Path]:
    """Write ``app.png`` (256x256), ``app.ico`` (16-256 px), ``app.icns`` and ``app.svg``
    into ``out``."""
    out.mkdir(parents=True, exist_ok=True)
    (out / "app.svg").write_text(icon_svg(), encoding="utf-8")
    written = [out / "app.svg"]
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

__all__ = ["draw_icon", "hicolor_icons", "icon_svg", "write_icons", "main"]
