"""A scene's first open in a process: cold, and after start-up's first idle steps.

Each scene (New Game, Settings, History, Statistics, Rules, FAQ) is opened once in a new
process at 1280×800, from the menu drawn on the screen, as a player clicks it in the
first second of a run, before the build-ahead (``game.ui.ahead.prebuild_scenes``)
reached it; timed from the click to the frame that shows the complete scene (frames run
through the game's own frame loop, each 1/60 s after the one before began, as
``benchmarks/bench_scenes.py``'s "complete" column):

* **cold**: nothing done ahead (the scene's modules, ``arcade.gui``, Babel's data and the
  glyphs of its fonts all come with its first open);
* **after idle steps**: the menu's first idle steps ran first
  (:func:`game.ui.ahead.first_use_steps`: imports, Babel's data, glyphs), as they do
  after start-up before the scenes are built ahead.

It also prints those steps: how many, the longest, and their total (wall and CPU ms,
medians over the runs). Modules load from cached bytecode (see
``bench_scenes.with_cached_bytecode``).

Run: ``python benchmarks/bench_first_open.py [--runs 3] [--language en]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("ARCADE_HEADLESS", "1")

from bench_scenes import with_cached_bytecode  # noqa: E402

SCENES = ("new-game", "settings", "history", "statistics", "rules", "faq")


def one_open(name: str, warm: bool, language: str) -> dict:
    """In this (new) process: the menu's first frame, the first idle steps when ``warm``,
    then scene ``name`` opened; its times (ms) as a dict."""
    from game.i18n import set_language
    from game.storage.settings import Settings
    from game.ui.ahead import first_use_steps
    from game.ui.app import App
    from game.ui.navigator import open_scene
    from game.ui.views.common import SceneView

    settings = Settings(sound=False)
    settings.language = language
    app = App(settings, 1280, 800, read_only=True)
    set_language(language)
    app.services.scheduler.fills_in = True  # as the running game
    app._enable_event_queue = False  # events go to their handlers at once (arcade.run)

    def frame() -> None:
        app._dispatch_frame(1 / 60)
        app.ctx.finish()

    app.nav.show_menu()
    frame()
    steps: list[tuple[float, float]] = []
    if warm:
        for step in first_use_steps(app.nav):
            again = True
            while again:
                t0, c0 = time.perf_counter(), time.process_time()
                again = step()
                app.ctx.finish()
                steps.append(((time.perf_counter() - t0) * 1e3,
                              (time.process_time() - c0) * 1e3))
    app.dispatch_events()
    t0, c0 = time.perf_counter(), time.process_time()
    open_scene(app.nav, name)
    view = app.current_view
    started = time.perf_counter()
    frame()
    while isinstance(view, SceneView) and (view.filling is not None
                                           or getattr(app, "last_drawn", view) is not view):
        time.sleep(max(0.0, started + 1 / 60 - time.perf_counter()))
        started = time.perf_counter()
        frame()
    result = {"complete": (time.perf_counter() - t0) * 1e3,
              "cpu": (time.process_time() - c0) * 1e3, "steps": steps}
    app.close()
    return result


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    status = with_cached_bytecode(argv, __file__)
    if status is not None:
        return status
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--language", default="en")
    parser.add_argument("--one", nargs=2, metavar=("SCENE", "MODE"),
                        help="(internal) one open in this process; MODE cold or warm")
    args = parser.parse_args(argv)
    if args.one:
        name, mode = args.one
        print(json.dumps(one_open(name, mode == "warm", args.language)))
        return 0
    os.environ["HARP_EIGHT_HOME"] = tempfile.mkdtemp(prefix="bench-first-open-")
    results: dict[tuple[str, str], list[dict]] = {}
    for _run in range(args.runs):
        for name in SCENES:
            for mode in ("cold", "warm"):  # side by side: the machine is shared
                out = subprocess.run(
                    [sys.executable, __file__, "--one", name, mode, "--language",
                     args.language], check=True, capture_output=True, text=True,
                    env=os.environ).stdout
                results.setdefault((name, mode), []).append(
                    json.loads(out.strip().splitlines()[-1]))
    print(f"first open at 1280x800 ({args.language}), click to complete scene, ms"
          f" (median of {args.runs} new processes each)")
    print(f"{'scene':<12} {'cold':>8} {'(CPU)':>7} {'after idle steps':>17} {'(CPU)':>7}")
    for name in SCENES:
        cold, warm = results[(name, "cold")], results[(name, "warm")]

        def med(rows: list[dict], key: str) -> float:
            return statistics.median(row[key] for row in rows)

        print(f"{name:<12} {med(cold, 'complete'):8.1f} {med(cold, 'cpu'):7.1f}"
              f" {med(warm, 'complete'):17.1f} {med(warm, 'cpu'):7.1f}")
    runs = [row["steps"] for name in SCENES for row in results[(name, "warm")]]
    print("first idle steps: "
          f"{statistics.median(len(s) for s in runs):.0f} steps, longest"
          f" {statistics.median(max(w for w, _ in s) for s in runs):.1f} ms"
          f" (CPU {statistics.median(max(c for _, c in s) for s in runs):.1f}), total"
          f" {statistics.median(sum(w for w, _ in s) for s in runs):.0f} ms"
          f" (CPU {statistics.median(sum(c for _, c in s) for s in runs):.0f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
