"""Scene opening: from asking for a scene until its first frame is drawn, at 1280×800.

For every scene of ``game.ui.navigator.SCENES`` (menu, new game, settings, rules, examples, FAQ,
history, statistics) plus the table (a deal) and the replay of a won Easy Harp game, it times
``open_scene`` (or the equivalent call) + one frame of the game's frame loop (the view's
``on_update``, ``on_draw`` and the buffer swap) + ``ctx.finish()``:

* **shown**: the first time in the process (the scene's module is imported then, and the
  scene is built), from asking for the scene until the first frame that shows it. As in
  the running game, a widget scene shown before its widgets are built fills in
  (``Scheduler.fills_in``, :class:`game.ui.views.common.SceneView`): its first frame
  shows its frame (title, panels: :class:`~game.ui.views.common.SceneFrame`) at once and
  the widgets appear a few frames later (a scene without a frame keeps the scene shown
  before on the screen until then); the Examples scene shows its caption band at once
  and is made over the next frames (``ExamplesOpening``), so two more columns tell the
  rest: **complete**, from asking for the scene until the frame that shows all of it
  (frames run through the game's own frame loop, ``FramePacer._dispatch_frame``, each
  1/60 s after the one before began or at once when that one took longer, as pyglet's
  clock calls them), and **longest**, the longest of those frames (and its process CPU
  time, steadier on a loaded machine). Every scene but the menu is opened from the menu,
  drawn on the screen first (untimed), as a player opens it;
* **again**: the median of the following openings (kept scenes are re-used: issue 14),
  with its p95 and the p95 of the longest frame of an opening (**again longest p95**: a
  kept scene whose content changed fills in again);
* **again CPU**: the process CPU time of the same openings (all threads, the software
  renderer's included), steadier than wall time on a loaded machine;
* **prebuilt**: the first time in a new process that showed the menu and let
  ``game.ui.ahead.prebuild_scenes`` build the scenes ahead while it was idle, as the app
  does after start-up (its own process, so imports are not shared with the other columns).

The history holds ``--games`` recorded games (default 100 000, written once into a
throw-away ``HARP_EIGHT_HOME``), so History and Statistics read a full database. It also
times ``History.statistics`` alone: its first read (a pass over the variant's covering
index) and a read after a game was recorded (counted into the kept statistics). Issue
14's budget: every scene ≤ 60 ms to its first frame, Statistics included at 100 000 games.

Modules load from cached bytecode, as an installed app's do (see
:func:`with_cached_bytecode`).

``--plain-looks`` gives the window the looks of the round's start (a flat felt, the standard
deck: ``benchmarks/plain_looks.py``), to tell the code's cost from the looks'.

Run: ``python benchmarks/bench_scenes.py [--games 100000] [--runs 5] [--plain-looks]``.
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
BUDGET_MS = 60.0


def with_cached_bytecode(argv: list[str], script: str = __file__) -> int | None:
    """Run this benchmark (``script``) again in a child whose modules load from cached
    bytecode, as an installed app's do, and return its exit status; ``None`` in that child.

    These machines set ``PYTHONDONTWRITEBYTECODE``: every module a first open imports was
    then compiled from source (~70 ms for the table's), which an installed app never does.
    The child gets a throw-away ``PYTHONPYCACHEPREFIX``, filled first by importing every
    module of ``game`` (and so arcade and pyglet) once, unmeasured."""
    if os.environ.get("BENCH_SCENES_CACHED") == "1":
        return None
    env = dict(os.environ, BENCH_SCENES_CACHED="1",
               PYTHONPYCACHEPREFIX=tempfile.mkdtemp(prefix="bench-scenes-pycache-"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    warm = ("import importlib, pkgutil, game, game.ui\n"
            "for m in pkgutil.walk_packages(game.__path__, 'game.'):\n"
            "    if not m.name.endswith('__main__'):\n"
            "        importlib.import_module(m.name)\n")
    subprocess.run([sys.executable, "-c", warm], check=True, env=env, cwd=ROOT)
    return subprocess.run([sys.executable, script, *argv], env=env).returncode


def looks_settings(plain: bool):  # noqa: ANN201
    """The settings the bench's window starts with: the defaults, or with ``plain`` the
    looks of the round's start (a flat felt and the standard deck, ``plain_looks.py``)."""
    from game.storage.settings import Settings

    if not plain:
        return Settings()
    from plain_looks import use_plain_looks

    use_plain_looks()
    return Settings(card_style="standard")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    status = with_cached_bytecode(argv)
    if status is not None:
        return status
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--prebuilt-only", action="store_true",
                        help="(internal) time first opens after the scenes were built ahead")
    parser.add_argument("--plain-looks", action="store_true",
                        help="the looks of the round's start: a flat felt and the standard "
                             "deck (plain_looks.py), to tell the code's cost from the looks'")
    args = parser.parse_args(argv)
    if args.prebuilt_only:
        return prebuilt_only(args.plain_looks)
    home = Path(tempfile.mkdtemp(prefix="bench-scenes-"))
    os.environ["HARP_EIGHT_HOME"] = str(home)

    from bench_history_scene import seed

    from game.storage.history import History, default_history_path

    t0 = time.perf_counter()
    seed(default_history_path(), args.games)
    print(f"history: {args.games} games written in {time.perf_counter() - t0:.1f} s")
    from game.storage.history import GameRecord

    for variant in ("easy-harp", "eight-off"):
        first, kept = [], []
        for run in range(args.runs):
            history = History()
            t0 = time.process_time()
            history.statistics(variant)  # the first read: the pass over the index
            first.append((time.process_time() - t0) * 1e3)
            cells = 8 if variant == "eight-off" else None
            history.record(GameRecord(  # the newest game: counted in
                code="EO1-C8-AAAAAFA" if cells else "EH1-N-AAAAAAF", variant=variant,
                cells=cells, deal=130, result="won", score=100, moves=90, duration=60.0,
                started=f"2030-01-01T10:{run:02d}:00+00:00",
                ended=f"2030-01-01T11:{run:02d}:00+00:00", log=("1a",)))
            t0 = time.process_time()
            history.statistics(variant)
            kept.append((time.process_time() - t0) * 1e3)
            history.close()
        print(f"History.statistics({variant!r}), CPU ms: first read"
              f" {statistics.median(first):.1f}, after a game recorded"
              f" {statistics.median(kept):.2f}")

    from game.engine.deal import parse_code
    from game.ui.app import App
    from game.ui.navigator import SCENES, open_scene
    from game.ui.views.common import SceneView, surface_bytes

    app = App(looks_settings(args.plain_looks), 1280, 800, read_only=True)
    app.services.scheduler.fills_in = True  # as the running game (game/ui/run.py)
    # As pyglet's event loop does (arcade.run): events, on_draw among them, go to their
    # handlers at once; otherwise a frame's on_draw waits in the window's queue for the
    # next dispatch_events and the frame's drawing would not be timed.
    app._enable_event_queue = False
    won = json.loads((ROOT / "resources" / "selftest" / "won_games.json").read_text())
    replay = next(g for g in won if g["code"].startswith("EH"))

    def show(name: str) -> None:
        if name == "table":
            app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
        elif name == "replay":
            from game.ui.views.replay import ReplayView

            app.nav.show_view(ReplayView(app.services, parse_code(replay["code"]), replay["log"]))
        else:
            open_scene(app.nav, name)

    cpu: dict[str, list[float]] = {}
    shown: dict[str, list[float]] = {}
    complete: dict[str, list[float]] = {}
    complete_cpu: dict[str, list[float]] = {}
    longest: dict[str, list[float]] = {}
    longest_cpu: dict[str, list[float]] = {}

    def frame() -> tuple[float, float]:
        """One frame of the game's own frame loop (``FramePacer._dispatch_frame``: the
        view's update, then its drawing and the buffer swap unless the view worked unseen),
        waited for the renderer; its wall and CPU milliseconds."""
        t1, c1 = time.perf_counter(), time.process_time()
        app._dispatch_frame(1 / 60)
        app.ctx.finish()
        return (time.perf_counter() - t1) * 1e3, (time.process_time() - c1) * 1e3

    def timed(name: str) -> float:
        if name == "menu":
            app.nav.show_view(arcade_blank)
        else:  # as a player opens a scene: from the menu, on the screen, drawn
            app.nav.show_menu()
        frame()
        app.dispatch_events()
        t0, c0 = time.perf_counter(), time.process_time()
        show(name)
        view = app.current_view
        wall, frame_cpu = frame()
        cpu.setdefault(name, []).append((time.process_time() - c0) * 1e3)
        first = (time.perf_counter() - t0) * 1e3
        frames = [first]
        frames_cpu = [cpu[name][-1]]
        started = t0
        seen = None if getattr(app, "last_drawn", view) is not view else first

        def opening() -> bool:  # the Examples' or the Replay's, until the scene shows
            return type(app.current_view).__name__ in ("ExamplesOpening", "ReplayOpening")

        if opening():
            seen = first  # (its first frame shows the band or the bar at once)
        while opening() or isinstance(view, SceneView) and (
                view.filling is not None or getattr(app, "last_drawn", view) is not view):
            # the next frame when pyglet's clock calls for it (1/60 s after the one before
            # began), at once when the one before took longer
            time.sleep(max(0.0, started + 1 / 60 - time.perf_counter()))
            started = time.perf_counter()
            wall, frame_cpu = frame()
            frames.append(wall)
            frames_cpu.append(frame_cpu)
            if seen is None and getattr(app, "last_drawn", None) is view:
                seen = (time.perf_counter() - t0) * 1e3
        shown.setdefault(name, []).append(seen if seen is not None else first)
        complete.setdefault(name, []).append((time.perf_counter() - t0) * 1e3)
        complete_cpu.setdefault(name, []).append((time.process_time() - c0) * 1e3)
        longest.setdefault(name, []).append(max(frames))
        longest_cpu.setdefault(name, []).append(max(frames_cpu))
        return first

    import arcade

    arcade_blank = arcade.View()
    names = [*SCENES, "table", "replay"]
    first = {name: timed(name) for name in names}
    again: dict[str, list[float]] = {name: [] for name in names}
    for _ in range(args.runs):
        for name in names:
            again[name].append(timed(name))
    kept = sum(surface_bytes(v) for v in app.nav.scenes.values() if isinstance(v, SceneView))
    print(f"after every scene: RSS {rss_mb():.0f} MB, {len(app.nav.scenes)} kept scenes holding"
          f" {kept / 2**20:.0f} MB of UI framebuffers")
    app.close()
    prebuilt: dict[str, list[float]] = {}
    for _ in range(args.runs):
        out = subprocess.run([sys.executable, __file__, "--prebuilt-only",
                              *(["--plain-looks"] * args.plain_looks)], check=True,
                             capture_output=True, text=True, env=os.environ).stdout
        for name, ms in json.loads(out.strip().splitlines()[-1]).items():
            prebuilt.setdefault(name, []).append(ms)
    print(f"scene open to first frame at 1280x800, ms (budget {BUDGET_MS:g}); prebuilt ="
          f" median of {args.runs} new processes")
    print(f"{'scene':<12} {'shown':>7} {'complete':>8} {'(CPU)':>6} {'longest':>8} {'(CPU)':>6}"
          f" {'again':>8}"
          f" {'again p95':>9} {'again longest p95':>17} {'prebuilt':>9} {'again CPU':>9}")
    for name in names:
        samples = sorted(again[name])
        ahead = prebuilt.get(name)
        ahead_text = f"{statistics.median(ahead):9.1f}" if ahead else f"{'-':>9}"
        flag = "" if statistics.median(samples) <= BUDGET_MS else "  over"
        if shown[name][0] > BUDGET_MS:
            flag += "  first shown over"
        if longest[name][0] > BUDGET_MS:
            flag += "  a first frame over"
        if ahead and statistics.median(ahead) > BUDGET_MS:
            flag += "  prebuilt over"
        again_cpu = statistics.median(cpu[name][1:])
        print(f"{name:<12} {shown[name][0]:7.1f} {complete[name][0]:8.1f}"
              f" {complete_cpu[name][0]:6.1f} {longest[name][0]:8.1f}"
              f" {longest_cpu[name][0]:6.1f}"
              f" {statistics.median(samples):8.1f} {p95(samples):9.1f}"
              f" {p95(longest[name][1:]):17.1f} {ahead_text} {again_cpu:9.1f}{flag}")
    return 0


def p95(samples: list[float]) -> float:
    """The 95th percentile of ``samples`` (the nearest rank)."""
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def rss_mb() -> float:
    """This process's resident memory now, in MB (Linux; 0 elsewhere)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except (OSError, IndexError, ValueError):
        return 0.0
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def prebuilt_only(plain: bool = False) -> int:
    """In a new process: the menu shown and idle, the scenes built ahead (as after start-up),
    then each prebuilt scene opened once, timed to its first finished frame; prints a JSON
    object ``{scene: ms}`` as the last line."""
    import arcade
    import pyglet

    from game.ui.ahead import PREBUILT, prebuild_scenes
    from game.ui.app import App
    from game.ui.navigator import make_scene

    app = App(looks_settings(plain), 1280, 800, read_only=True)
    app.services.scheduler.fills_in = True  # as the running game
    app.nav.show_menu()
    app.current_view.on_draw()
    app.ctx.finish()
    prebuild_scenes(app.nav)
    deadline = time.perf_counter() + 30
    while time.perf_counter() < deadline and not all(  # built ahead and complete
            name in app.nav.scenes and app.nav.scenes[name].filling is None for name in PREBUILT):
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.01)
    times = {}
    blank = arcade.View()
    for name in PREBUILT:
        app.nav.show_view(blank)
        app.ctx.finish()
        t0 = time.perf_counter()
        app.nav.show_view(make_scene(app.nav, name))
        view = app.current_view
        view.on_update(1 / 60)
        view.on_draw()
        app.ctx.finish()
        times[name] = (time.perf_counter() - t0) * 1e3
    print(json.dumps(times))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
