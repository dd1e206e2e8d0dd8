"""Frame cost of the table against a bare SpriteList, honestly timed, headless.

Every timed frame waits for the renderer (``ctx.finish()``), so no pass leaves queued GPU
work for the next one to pay. For Easy Harp and Eight Off, at 1280×800 and 1920×1080
(each size in its own process, the window made at that size), it times:

* **steady**: play in progress, 2 cards dragged under the pointer and 10 cards gliding
  (restarted as they land): pointer motion + ``on_update`` + ``on_draw`` + finish (from
  when the card faces are drawn at the window's size: the first Eight Off table after
  Easy Harp's draws its faces over its first frames);
* **deal**: the deal animation, from the frame the table is shown until every card landed;
* **win**: the last move of a won game and the next 4.5 s: cards to the foundation, the
  win panel and the celebration wave;
* **bare**: the baseline of each scenario: arcade drawing, frame by frame, the same card
  sprites the table showed in that frame (recorded: same textures, places, scales, order) as
  one plain ``SpriteList`` after a clear, finished the same way: every card whole, as a
  plain SpriteList draws them (the table draws the cards lying exactly under another only
  where they show, :mod:`game.ui.table.stacks`; that saving is the game's, not the bench's).

Each table frame is followed at once by its bare replay (frame by frame, not pass by pass:
load on the shared machine then hits both sides alike; a spike no longer lands on 90 frames
of one side only). Reported: p50 and p95 per scenario (ms), the Python share of a steady
frame (time before ``finish``), and the ratio of each scenario to the bare SpriteList at p50
and p95 (issue 14's budget: p95 ratio ≤ 1.25).

With ``--plain-looks`` the table has the looks of the round's start (a flat felt cleared
each frame and the standard deck, ``benchmarks/plain_looks.py``), so a comparison with that
checkout's own bench_frame measures the code alone.

Run: ``python benchmarks/bench_frame.py [--runs 5] [--sizes 1280x800 1920x1080]
[--plain-looks]``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WON = ROOT / "resources" / "selftest" / "won_games.json"
GAMES = {"Easy Harp": "EH1-N-AAAAAAF", "Eight Off": "EO1-C8-AAAAAAB"}
"""Deals with a won line in ``resources/selftest/won_games.json``."""
FRAMES = 90
DT = 1 / 60
WIN_SECONDS = 4.5
DEAL_LIMIT = 6.0


def pct(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


# ----------------------------------------------------------------------------- child
def child(width: int, height: int, runs: int, plain: bool = False) -> dict:
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    sys.path.insert(0, str(ROOT))
    import arcade

    from game.engine.deal import parse_code
    from game.engine.table import COLUMN, Pile
    from game.storage.settings import Settings
    from game.ui.animation import Glide
    from game.ui.app import App

    settings = Settings()
    if plain:  # the looks of the round's start: a flat felt, the standard deck
        from plain_looks import use_plain_looks

        use_plain_looks()
        settings = Settings(card_style="standard")
    won = {g["code"]: g["log"] for g in json.loads(WON.read_text(encoding="utf-8"))}
    app = App(settings, width, height, fullscreen=False, read_only=True)
    ctx = app.ctx

    def frame(view, drag_to=None) -> tuple[float, float]:  # noqa: ANN001
        t0 = time.perf_counter()
        if drag_to is not None:  # the pointer moves the dragged cards
            view.on_mouse_drag(*drag_to, 4, 0, 1, 0)
        view.on_update(DT)
        view.on_draw()
        t1 = time.perf_counter()
        ctx.finish()
        t2 = time.perf_counter()
        return t2 - t0, t1 - t0

    def snapshot(view) -> list[tuple]:  # noqa: ANN001
        """What the frame showed of the cards: texture, place, scale, visibility and alpha,
        in draw order."""
        return [(c.texture, c.position, c.scale, c.visible, c.alpha) for c in view.cards.card_list]

    def bare_frame(plain, cards: list[tuple]) -> float:  # noqa: ANN001
        """The cards one table frame showed, drawn as one plain SpriteList (set before the
        timer starts) after the same clear, finished the same way."""
        while len(plain) < len(cards):
            plain.append(arcade.Sprite(cards[len(plain)][0]))
        for sprite, (texture, position, scale, visible, alpha) in zip(plain, cards,
                                                                       strict=False):
            sprite.texture = texture
            sprite.position = position
            sprite.scale = scale
            sprite.visible = visible
            sprite.alpha = alpha
        t0 = time.perf_counter()
        app.clear(color=(22, 92, 52))
        plain.draw()
        ctx.finish()
        return time.perf_counter() - t0

    def settle(table) -> None:  # noqa: ANN001
        """Frames until the table has nothing left to do by itself: the first table at a
        new card size shows the faces of the last size, scaled, and draws its own over the
        next frames (a new deal at a new size, timed by ``bench_resize.py``), which is not
        steady play."""
        for _ in range(round(DEAL_LIMIT / DT)):
            if table.cards.next_frame_in() is None:
                return
            frame(table)

    def steady_table(code: str):  # noqa: ANN202
        """A table part-way through the won line where a column's top two cards form a
        run, with those two grabbed by the pointer."""
        log = won[code]
        for k in range(len(log) // 4, len(log)):
            table = app.nav.start(parse_code(code), log_moves=log[:k], animate=False)
            table.settle()
            pos = table.game.position
            for i, col in enumerate(pos.columns):
                if len(col) >= 3 and table.game.variant.run_length(col, pos.down[i]) >= 2:
                    x, y = table.cards.layout.card_center(pos, Pile(COLUMN, i), len(col) - 2)
                    y += table.cards.layout.card_h * 0.45
                    app.dispatch_event("on_mouse_press", x, y, 1, 0)
                    app.dispatch_event("on_mouse_drag", x + 30, y, 30, 0, 1, 0)
                    app.dispatch_events()
                    drag = table.pointer.drag
                    if drag is not None and len(drag.sprites) == 2:
                        settle(table)
                        return table, (x, y)
                    app.dispatch_event("on_mouse_release", x + 30, y, 1, 0)
                    app.dispatch_events()
        raise RuntimeError(f"no two-card run to drag in {code}")

    def keep_ten_gliding(table) -> None:  # noqa: ANN001
        dragged = set(map(id, table.pointer.drag.sprites))
        moving = [s for s in table.cards.sprites.values() if id(s) not in dragged]
        for i, sprite in enumerate(moving[:10]):
            if not table.cards.animator.is_moving(sprite):
                x, y = sprite.position
                table.cards.animator.glide(Glide(sprite, (x, y), (x + 300, y - 200 - i), 0.5))

    results: dict = {}
    for name, code in GAMES.items():
        r: dict[str, list[float]] = {
            "steady": [], "steady_py": [], "deal": [], "win": [],
            "steady_bare": [], "deal_bare": [], "win_bare": [],
        }
        table, (px, py) = steady_table(code)
        plain = arcade.SpriteList()
        for _ in range(runs):
            for i in range(FRAMES):
                keep_ten_gliding(table)
                x = px + 30 + (i % 50) * 4
                total, python = frame(table, (x, py))
                r["steady"].append(total)
                r["steady_py"].append(python)
                r["steady_bare"].append(bare_frame(plain, snapshot(table)))
        for _ in range(runs):
            table = app.nav.start(parse_code(code), animate=True)
            t = 0.0
            while (t == 0.0 or table.cards.animator.busy) and t < DEAL_LIMIT:
                r["deal"].append(frame(table)[0])
                r["deal_bare"].append(bare_frame(plain, snapshot(table)))
                t += DT
        log = won[code]
        for _ in range(runs):
            table = app.nav.start(parse_code(code), log_moves=log[:-1], animate=False)
            table.settle()
            table.play(table.game.parse(log[-1]))
            assert table.game.is_won
            for _ in range(round(WIN_SECONDS / DT)):
                r["win"].append(frame(table)[0])
                r["win_bare"].append(bare_frame(plain, snapshot(table)))
        results[name] = {
            key: {"p50": pct(v, 0.5) * 1e3, "p95": pct(v, 0.95) * 1e3, "n": len(v)}
            for key, v in r.items()
        }
        results[name]["cards"] = len(table.cards.sprites)
    app.close()
    return results


# ----------------------------------------------------------------------------- parent
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", nargs="+", default=["1280x800", "1920x1080"])
    parser.add_argument("--plain-looks", action="store_true",
                        help="the looks of the round's start: a flat felt and the standard "
                             "deck (plain_looks.py), to tell the code's cost from the looks'")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        w, h = (int(v) for v in args.child.split("x"))
        print(json.dumps(child(w, h, args.runs, args.plain_looks)))
        return 0
    env = dict(os.environ, ARCADE_HEADLESS="1")
    env.setdefault("HARP_EIGHT_HOME", tempfile.mkdtemp(prefix="bench-frame-"))
    print(f"frame times with ctx.finish(), ms; {args.runs} runs of {FRAMES} steady frames each")
    print(f"{'size':<10} {'game':<10} {'scenario':<8} {'p50':>7} {'p95':>7}"
          f" {'ratio p50':>9} {'ratio p95':>9}")
    worst = 0.0
    for size in args.sizes:
        proc = subprocess.run([sys.executable, __file__, "--child", size, "--runs",
                               str(args.runs), *(["--plain-looks"] * args.plain_looks)],
                              env=env, capture_output=True, text=True, timeout=1800)
        if proc.returncode != 0:
            print(proc.stderr, file=sys.stderr)
            return 1
        data = json.loads(proc.stdout.strip().splitlines()[-1])
        for game, r in data.items():
            for key in ("steady", "deal", "win"):
                bare = r[key + "_bare"]
                p50, p95 = r[key]["p50"], r[key]["p95"]
                q50, q95 = p50 / bare["p50"], p95 / bare["p95"]
                worst = max(worst, q95)
                print(f"{size:<10} {game:<10} {key:<8} {p50:7.2f} {p95:7.2f} {q50:9.2f}"
                      f" {q95:9.2f}   bare {bare['p50']:6.2f} {bare['p95']:6.2f}")
            print(f"{size:<10} {game:<10} {'python':<8} {r['steady_py']['p50']:7.2f}"
                  f" {r['steady_py']['p95']:7.2f}   (steady frame before finish;"
                  f" {r['cards']} cards)")
    print(f"worst p95 ratio to the bare SpriteList: {worst:.2f} (budget 1.25)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
