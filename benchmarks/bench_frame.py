"""Frame cost of the table (issue: the playable table), headless at 1920×1080.

Prints medians over several runs of:

1. Python time per frame (``on_update`` + ``on_draw``, without waiting for the GPU) with all
   104 Easy Harp cards on the table, one group being dragged and 10 cards gliding
   (budget 2 ms).
2. Drawn frame time (the same, plus ``ctx.finish()``) against arcade drawing the same 104
   card sprites as one plain ``SpriteList`` in the same run (budget: ratio ≤ 1.25).

Run: ``ARCADE_HEADLESS=1 python benchmarks/bench_frame.py``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("HARP_EIGHT_HOME", tempfile.mkdtemp(prefix="bench-frame-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import arcade  # noqa: E402

from game.engine.deal import parse_code  # noqa: E402
from game.engine.table import COLUMN, Pile  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from game.ui.animation import Glide  # noqa: E402
from game.ui.app import App  # noqa: E402

FRAMES = 120
RUNS = 7


def setup_scene(app: App):
    table = app.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    # a group being dragged: the last two cards of the longest column follow the pointer
    for text in ("6>8",):
        table.play(table.game.parse(text))
    table.settle()
    x, y = table.cards.layout.card_center(table.game.position, Pile(COLUMN, 7), 7)
    app.dispatch_event("on_mouse_press", x, y + table.cards.layout.card_h * 0.45, 1, 0)
    app.dispatch_event("on_mouse_drag", x + 30, y, 30, 0, 1, 0)
    app.dispatch_events()
    assert table.pointer.drag is not None and len(table.pointer.drag.sprites) == 2
    return table


def keep_ten_animating(table) -> None:
    """Restart 10 stock cards' glides so that 10 cards are always in flight."""
    stock = table.game.position.stock[:10]
    for i, card in enumerate(stock):
        sprite = table.cards.sprites[card]
        if not table.cards.animator.is_moving(sprite):
            start = sprite.position
            end = (start[0] + 300, start[1] - 200 - i)
            table.cards.animator.glide(Glide(sprite, start, end, 0.5))


def python_frame_times(app: App, table, finish: bool) -> list[float]:
    out = []
    ctx = app.ctx
    for i in range(FRAMES):
        keep_ten_animating(table)
        px = 300 + (i % 50) * 4
        t0 = time.perf_counter()
        table.on_mouse_drag(px, 400, 4, 0, 1, 0)
        table.on_update(1 / 60)
        table.on_draw()
        if finish:
            ctx.finish()
        out.append(time.perf_counter() - t0)
    return out


def plain_frame_times(app: App, table) -> list[float]:
    """The baseline: the same 104 card sprites in one plain SpriteList, cleared and drawn."""
    plain = arcade.SpriteList(atlas=table.cards.textures.atlas)
    for sprite in table.cards.sprites.values():
        clone = arcade.Sprite(sprite.texture, scale=sprite.scale)
        clone.position = sprite.position
        plain.append(clone)
    ctx = app.ctx
    out = []
    for _ in range(FRAMES):
        t0 = time.perf_counter()
        app.clear(color=(22, 92, 52))
        plain.draw()
        ctx.finish()
        out.append(time.perf_counter() - t0)
    return out


def main() -> None:
    app = App(Settings(), 1920, 1080, fullscreen=False)
    table = setup_scene(app)
    py, drawn, base = [], [], []
    for _ in range(RUNS):
        py.append(statistics.median(python_frame_times(app, table, finish=False)))
        drawn.append(statistics.median(python_frame_times(app, table, finish=True)))
        base.append(statistics.median(plain_frame_times(app, table)))
    animating = len(table.cards.animator.glides)
    dragged = len(table.pointer.drag.sprites)
    print(f"cards: {len(table.cards.sprites)}, dragged: {dragged}, gliding: {animating}")
    print(f"python time per frame: median {statistics.median(py) * 1e3:.3f} ms "
          f"(runs {', '.join(f'{v * 1e3:.2f}' for v in py)}; budget 2 ms)")
    ratios = [d / b for d, b in zip(drawn, base, strict=True)]
    print(f"drawn frame (table): median {statistics.median(drawn) * 1e3:.2f} ms; "
          f"plain SpriteList: median {statistics.median(base) * 1e3:.2f} ms; "
          f"ratio median {statistics.median(ratios):.3f} (budget 1.25)")
    app.close()


if __name__ == "__main__":
    main()
