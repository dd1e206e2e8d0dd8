"""Opening a scene from the menu after a game: the table, back to the menu, then the scene.

A player who started on the menu (its idle build-ahead ran to its end) plays a deal
(``EO1-C8-AAAAAAB``, 1280x800), then goes back to the menu (Esc) and opens one of the scenes
built ahead (Settings, New Game, Statistics, History, Rules), in two ways:

* **at once**: the scene asked for in the frame after the menu's first (nothing ran ahead
  on the menu since the table);
* **menu idle**: the scene asked for once the menu's idle steps ran out.

Before each, the table is shown again and left idle until its idle steps ran out (what the
game does while the table is shown happens then). For each scene it prints, in ms, the
median over ``--runs`` processes of: **first**, from asking for the scene until its first
finished frame (``on_update`` + ``on_draw`` + ``ctx.finish()``, or a frame of making that
draws nothing); **complete**, until the frame that shows all of it; **longest**, the
longest of those frames. Each ``--root`` (a checkout; this one by default) runs its own
processes, in turn, run by run, so that machine load hits them alike.

Run: ``python benchmarks/bench_scenes_after_table.py [--runs 5] [--root DIR ...]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEAL = "EO1-C8-AAAAAAB"
SCENES = ("settings", "new-game", "statistics", "history", "rules")
CHILD = r"""
import json, sys, time
import game.ui  # noqa: F401 - the patches first
import pyglet
from game.engine.deal import parse_code
from game.storage.settings import Settings
from game.ui.ahead import prebuild_scenes
from game.ui.app import App
from game.ui.navigator import open_scene

app = App(Settings(), 1280, 800, read_only=True)
app.services.scheduler.fills_in = True  # as the running game
scheduler = app.services.scheduler


def idle(seconds=30.0):  # the loop runs until no idle step is left
    end = time.perf_counter() + seconds
    while scheduler._chains and time.perf_counter() < end:
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.005)


def frame():
    view = app.current_view
    t0 = time.perf_counter()
    view.on_update(1 / 60)
    if not (hasattr(view, "work_unseen") and view.work_unseen()):
        view.on_draw()
    app.ctx.finish()
    return (time.perf_counter() - t0) * 1e3


app.nav.show_menu()
frame()
prebuild_scenes(app.nav)
idle()
table = app.nav.start(parse_code(sys.argv[1]))
results = {}
for way in ("at once", "menu idle"):
    for name in sys.argv[2:]:
        app.nav.continue_game()
        for _ in range(120):  # the deal's animation, then the table's idle steps
            frame()
        idle()
        app.nav.show_menu()
        frame()
        if way == "menu idle":
            idle()
        t0 = time.perf_counter()
        open_scene(app.nav, name)
        view = app.current_view
        frames = [frame()]
        first = (time.perf_counter() - t0) * 1e3
        while getattr(view, "filling", None) is not None and len(frames) < 300:
            frames.append(frame())
        complete = (time.perf_counter() - t0) * 1e3
        results[f"{way}/{name}"] = [first, complete, max(frames)]
print(json.dumps(results))
"""


def one_run(root: Path) -> dict[str, list[float]]:
    """One process of ``root``'s game: every scene in both ways."""
    with tempfile.TemporaryDirectory(prefix="bench-after-table-") as home:
        env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=home,
                   HARP_EIGHT_AUDIO="silent", PYTHONPATH=str(root))
        out = subprocess.run([sys.executable, "-c", CHILD, DEAL, *SCENES], cwd=root,
                             env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--root", type=Path, action="append")
    args = parser.parse_args(argv)
    roots = args.root or [ROOT]
    rows: dict[Path, list[dict[str, list[float]]]] = {root: [] for root in roots}
    for _ in range(args.runs):
        for root in roots:
            rows[root].append(one_run(root))
    print(f"load average {os.getloadavg()[0]:.2f}; medians of {args.runs} runs, ms "
          "(first frame / complete / longest frame)")
    keys = list(rows[roots[0]][0])
    print(f"{'':<22}" + "".join(f"{str(root)[-28:]:>30}" for root in roots))
    for key in keys:
        cells = []
        for root in roots:
            first, complete, longest = (statistics.median(run[key][i] for run in rows[root])
                                        for i in range(3))
            cells.append(f"{first:8.1f} {complete:8.1f} {longest:8.1f}   ")
        print(f"{key:<22}" + "".join(f"{c:>30}" for c in cells))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
