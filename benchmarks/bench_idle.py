"""Benchmark: CPU used by an idle game (nothing moves, nobody touches anything).

Each scene runs in a fresh process with the real pyglet event loop (``arcade.run``) in a
1280x800 window. After a warm-up, the process's CPU time over ``--seconds`` (default 10) is
taken; the result is printed as a percentage of one core, with the frames drawn. The scenes:

* ``bare``: a plain ``arcade.Window`` that redraws every frame (the reference: what any
  arcade program costs when it draws all the time);
* ``table``: Eight Off deal 130 on the table, dealt, no move made (the clock is not running);
* ``table-clock``: the same table after one move, so the clock label changes every second;
* ``menu``: the menu;
* ``replay``: the replay of a won game, paused at its start.

It needs a display: without ``DISPLAY`` it re-runs itself under ``xvfb-run -a`` (Debian
package ``xvfb``); a headless (EGL) window has no event loop to measure. All sides of the
comparison run in the same invocation, one after the other::

    python benchmarks/bench_idle.py [--seconds 10] [--runs 1] [--scenes bare,table,menu,replay]

``--plain-looks`` gives the game the looks of the round's start (a flat felt, the standard
deck: ``benchmarks/plain_looks.py``), to tell the code's cost from the looks'.

The player's files are never touched: ``HARP_EIGHT_HOME`` points at a temporary folder and
the sound driver is the silent one.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCENES = ("bare", "table", "table-clock", "menu", "replay")
WARMUP = 1.5


def child(scene: str, seconds: float, plain: bool = False) -> None:
    """Run one scene in this process and print ``{"cpu": %, "frames": n}`` as JSON; with
    ``plain``, the looks of the round's start (``plain_looks.py``)."""
    sys.path.insert(0, str(ROOT))
    import arcade
    import pyglet

    import game.ui  # noqa: F401  (chooses the sound driver before arcade)

    frames = [0]
    marks: dict[str, float] = {}

    if scene == "bare":
        class Bare(arcade.Window):
            def on_draw(self) -> None:
                self.clear(color=(20, 90, 50))
                arcade.draw_lrbt_rectangle_filled(100, 300, 100, 400, (255, 255, 255))

        window = Bare(1280, 800, "bare", resizable=True, antialiasing=False, vsync=True)
    else:
        from game.engine.deal import parse_code
        from game.storage.settings import Settings
        from game.ui.app import App

        settings = Settings(start_fullscreen=False, sound=False)
        if plain:  # a flat felt and the standard deck
            from plain_looks import use_plain_looks

            use_plain_looks()
            settings = Settings(start_fullscreen=False, sound=False, card_style="standard")
        window = App(settings, 1280, 800)
        spec = parse_code("EO1-C8-AAAAAFA")
        if scene in ("table", "table-clock"):
            table = window.nav.start(spec, animate=False)
            if scene == "table-clock":
                table.play(table.game.parse("1>c5"))
                table.settle()
        elif scene == "menu":
            from game.ui.views.menu import MenuView

            window.nav.show_view(MenuView(window.services))
        elif scene == "replay":
            from game.ui.views.replay import ReplayView

            sys.path.insert(0, str(ROOT / "tests"))
            from won_lines import EO130_WON_LOG

            view = ReplayView(window.services, spec, list(EO130_WON_LOG), autoplay=False)
            window.nav.show_view(view)
            view.settle()
        else:
            raise SystemExit(f"unknown scene {scene!r}")

    flip = window.flip

    def counting_flip() -> None:
        frames[0] += 1
        flip()

    window.flip = counting_flip  # type: ignore[method-assign]

    def start(_dt: float) -> None:
        marks["cpu0"], marks["wall0"], marks["frames0"] = (
            time.process_time(), time.perf_counter(), frames[0])

    def stop(_dt: float) -> None:
        marks["cpu1"], marks["wall1"], marks["frames1"] = (
            time.process_time(), time.perf_counter(), frames[0])
        window.close()
        pyglet.app.exit()

    pyglet.clock.schedule_once(start, WARMUP)
    pyglet.clock.schedule_once(stop, WARMUP + seconds)
    arcade.run()
    wall = marks["wall1"] - marks["wall0"]
    print(json.dumps({
        "scene": scene,
        "cpu": 100 * (marks["cpu1"] - marks["cpu0"]) / wall,
        "frames": int(marks["frames1"] - marks["frames0"]),
        "seconds": wall,
    }))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--scenes", default=",".join(SCENES))
    parser.add_argument("--plain-looks", action="store_true",
                        help="the looks of the round's start: a flat felt and the standard "
                             "deck (plain_looks.py), to tell the code's cost from the looks'")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.seconds, args.plain_looks)
        return 0
    if not os.environ.get("DISPLAY"):
        if shutil.which("xvfb-run") is None:
            print("error: needs a display or xvfb-run (Debian package xvfb)", file=sys.stderr)
            return 2
        command = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable,
                   *sys.argv]
        return subprocess.call(command)
    scenes = [s.strip() for s in args.scenes.split(",") if s.strip()]
    results: dict[str, list[dict]] = {s: [] for s in scenes}
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, HARP_EIGHT_HOME=home, HARP_EIGHT_AUDIO="silent",
                   PYTHONPATH=str(ROOT))
        env.pop("ARCADE_HEADLESS", None)
        for _run in range(args.runs):
            for scene in scenes:
                out = subprocess.run(
                    [sys.executable, __file__, "--child", scene, "--seconds",
                     str(args.seconds), *(["--plain-looks"] * args.plain_looks)],
                    env=env, capture_output=True, text=True, check=False)
                lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
                if out.returncode or not lines:
                    print(f"{scene}: failed\n{out.stderr[-2000:]}", file=sys.stderr)
                    continue
                results[scene].append(json.loads(lines[-1]))
    print(f"idle CPU over {args.seconds:g} s, median of {args.runs} run(s), 1280x800 window")
    print(f"{'scene':<12} {'CPU % of a core':>16} {'frames drawn':>13}")
    for scene, rows in results.items():
        if not rows:
            continue
        cpu = statistics.median(r["cpu"] for r in rows)
        frames = statistics.median(r["frames"] for r in rows)
        print(f"{scene:<12} {cpu:16.1f} {frames:13.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
