"""The floor for start-up: a bare arcade window doing what ``python -m game --screenshot`` does.

Imports arcade, opens a 1280×800 window with the game's window options, clears and draws
three frames, reads the framebuffer and writes a PNG, then exits. ``bench_startup.py
--side-by-side`` runs it next to the game. With ``--run`` instead, it opens the window on
the screen and runs arcade's loop, clearing every frame, until closed (the floor of
``bench_startup_x11.py``). Usage: ``python benchmarks/bare_window.py --screenshot PNG
[--size WxH]`` or ``python benchmarks/bare_window.py --run [--size WxH]``.
"""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import arcade


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--screenshot")
    mode.add_argument("--run", action="store_true")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    window = arcade.Window(w, h, "bare", resizable=True, antialiasing=False, vsync=True)
    if args.run:
        window.on_draw = lambda: window.clear(color=(20, 90, 50))
        arcade.run()
        return 0
    for _ in range(3):
        window.dispatch_events()
        window.clear(color=(20, 90, 50))
    image = arcade.get_image(0, 0, *window.get_framebuffer_size())
    window.close()
    buffer = io.BytesIO()
    image.save(buffer, format="PNG")
    Path(args.screenshot).write_bytes(buffer.getvalue())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
