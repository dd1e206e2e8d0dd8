"""Scene opening: from asking for a scene until its first frame is drawn, at 1280×800.

For every scene of ``game.ui.views.SCENES`` (menu, new game, settings, rules, examples, FAQ,
history, statistics) plus the table (a deal) and the replay of a won Easy Harp game, it times
``open_scene`` (or the equivalent call) + one ``on_update`` + ``on_draw`` + ``ctx.finish()``:

* **first**: the first time in the process (the scene's module is imported then);
* **again**: the median of the following openings.

The history holds ``--games`` recorded games (default 100 000, written once into a
throw-away ``HARP_EIGHT_HOME``), so History and Statistics read a full database. It also
times ``History.statistics`` alone. Issue 14's budget: every scene ≤ 60 ms to its first
frame, Statistics included at 100 000 games.

Run: ``python benchmarks/bench_scenes.py [--games 100000] [--runs 5]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("ARCADE_HEADLESS", "1")
BUDGET_MS = 60.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    home = Path(tempfile.mkdtemp(prefix="bench-scenes-"))
    os.environ["HARP_EIGHT_HOME"] = str(home)

    from bench_history_scene import seed

    from game.storage.history import History, default_history_path

    t0 = time.perf_counter()
    seed(default_history_path(), args.games)
    print(f"history: {args.games} games written in {time.perf_counter() - t0:.1f} s")
    for variant in ("easy-harp", "eight-off"):
        samples = []
        for _ in range(args.runs):
            history = History()
            t0 = time.perf_counter()
            history.statistics(variant)
            samples.append((time.perf_counter() - t0) * 1e3)
            history.close()
        print(f"History.statistics({variant!r}): median {statistics.median(samples):.1f} ms")

    from game.engine.deal import parse_code
    from game.storage.settings import Settings
    from game.ui.app import App
    from game.ui.views import SCENES, open_scene

    app = App(Settings(), 1280, 800, read_only=True)
    won = json.loads((ROOT / "resources" / "selftest" / "won_games.json").read_text())
    replay = next(g for g in won if g["code"].startswith("EH"))

    def show(name: str) -> None:
        if name == "table":
            app.start(parse_code("EH1-N-AAAAAAB"), animate=True)
        elif name == "replay":
            from game.ui.views.replay import ReplayView

            app.show_view(ReplayView(app, parse_code(replay["code"]), replay["log"]))
        else:
            open_scene(app, name)

    def timed(name: str) -> float:
        app.show_view(arcade_blank)
        app.dispatch_events()
        app.ctx.finish()
        t0 = time.perf_counter()
        show(name)
        view = app.current_view
        view.on_update(1 / 60)
        view.on_draw()
        app.ctx.finish()
        return (time.perf_counter() - t0) * 1e3

    import arcade

    arcade_blank = arcade.View()
    names = [*SCENES, "table", "replay"]
    first = {name: timed(name) for name in names}
    again: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(args.runs):
        for name in names:
            again[name].append(timed(name))
    print(f"scene open to first frame at 1280x800, ms (budget {BUDGET_MS:g})")
    print(f"{'scene':<12} {'first':>8} {'again':>8} {'again p95':>9}")
    for name in names:
        samples = sorted(again[name])
        p95 = samples[min(len(samples) - 1, round(0.95 * (len(samples) - 1)))]
        flag = "" if statistics.median(samples) <= BUDGET_MS else "  over"
        print(f"{name:<12} {first[name]:8.1f} {statistics.median(samples):8.1f} {p95:9.1f}{flag}")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
