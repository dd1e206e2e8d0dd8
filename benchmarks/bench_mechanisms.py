"""Each speed mechanism of the UI on and off, in one run: what it saves, measured.

Every measurement runs in a fresh process (headless, the software renderer), the "on" and
"off" processes of a mechanism one after the other, ``--runs`` times, so that machine load
hits both alike; medians are printed with the saving (off - on), in wall milliseconds and
in the process's CPU milliseconds (the renderer's threads included; steadier on a loaded
machine).
The mechanisms and what is timed:

* ``table-parts``: a new deal (``App.start`` to its first frame drawn) when the tables'
  status bar, win panel and label are taken over from the table before (on) or made anew
  (off: ``app.services.playing.table_parts`` dropped before each deal);
* ``glyphs-ahead``: Settings' first build at 1920x1080 after the idle steps rendered the
  scenes' glyphs ahead (on) or without them (off);
* ``build-ahead``: opening Settings when it was built ahead while idle (on: the menu's
  hover) or not (off): the time from the click to its complete frame;
* ``lean-imports``: ``import game.ui`` (which imports arcade) with the stand-ins of
  :mod:`game.lean_imports` (on) or without them (off);
* ``heap-freeze``: a full garbage collection with a table open, the start-up objects
  frozen (on, :mod:`game.ui.heap`) or not (off);
* ``cached-overlay``: a table frame at 1920x1080 (Easy Harp, dealt) with the kept pictures
  of the empty-pile marks and status bar (on) or with them painted every frame (off);
* ``stacked``: the same frame with cards under an identical card drawn in their visible
  bands only (on) or whole (off);
* ``hidden``: the same frame with hidden card pixels left out by the depth test (on) or
  shaded (off, and no depth buffer cleared for it).

Run: ``python benchmarks/bench_mechanisms.py [--runs 5] [--only NAME ...]``.
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
MECHANISMS = ("table-parts", "glyphs-ahead", "build-ahead", "lean-imports", "heap-freeze",
              "cached-overlay", "stacked", "hidden")
FRAMES = 60


def now() -> tuple[float, float]:
    """The wall and the process's CPU clocks (s): the CPU one counts the renderer's threads
    too and is less disturbed by other programs on a shared machine."""
    return time.perf_counter(), time.process_time()


def since(start: tuple[float, float]) -> tuple[float, float]:
    """Wall and CPU milliseconds since ``start`` (:func:`now`)."""
    wall, cpu = now()
    return (wall - start[0]) * 1000, (cpu - start[1]) * 1000


def medians(times: list[tuple[float, float]]) -> tuple[float, float]:
    """The median wall and CPU milliseconds of ``times``."""
    return statistics.median(t[0] for t in times), statistics.median(t[1] for t in times)


def window(width: int = 1280, height: int = 800):  # noqa: ANN201 - an App
    import game.ui  # noqa: F401
    from game.storage.settings import Settings
    from game.ui.app import App

    app = App(Settings(sound=False), width, height, read_only=True)
    app.dispatch_events()
    return app


def frame(app) -> None:  # noqa: ANN001
    view = app.current_view
    app.dispatch_events()
    view.on_update(1 / 60)
    view.on_draw()
    app.ctx.finish()


def table_frame_ms(on: bool, which: str) -> tuple[float, float]:
    from game.engine.deal import parse_code

    if not on:
        if which == "cached-overlay":
            from game.ui.cached import CachedPicture

            def paint_every_time(self, area, key, paint, background, parts=None):  # noqa: ANN001
                paint()

            CachedPicture.draw = paint_every_time  # type: ignore[method-assign]
        elif which == "stacked":
            from game.ui.table.stacks import StackedDraw

            StackedDraw._plan = lambda self, sprites: None  # type: ignore[method-assign]
        elif which == "hidden":
            from pyglet import gl

            import game.ui.table.cards as table_cards
            from game.ui.table.hidden import HiddenDraw

            class NoDepthClear:  # the table clears the depth buffer only for it
                def __getattr__(self, name: str) -> object:
                    return getattr(gl, name)

                def glClear(self, bits: int) -> None:  # noqa: N802 - GL's name
                    pass

            table_cards.gl = NoDepthClear()  # type: ignore[assignment]
            HiddenDraw.draw = lambda self, cards, depth_cleared: cards.draw()  # type: ignore
    app = window(1920, 1080)
    app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    for _ in range(30):  # the faces at this size, the pictures painted
        frame(app)
    times = []
    for _ in range(FRAMES):
        start = now()
        frame(app)
        times.append(since(start))
    return medians(times)


def child(name: str, on: bool) -> tuple[float, float]:
    if name in ("cached-overlay", "stacked", "hidden"):
        return table_frame_ms(on, name)
    if name == "lean-imports":
        if not on:
            import game.lean_imports

            game.lean_imports.trim_arcade_imports = lambda: False
        start = now()
        import game.ui  # noqa: F401  (first, as the game does: it trims arcade's import)

        return since(start)
    if name == "table-parts":
        from game.engine.deal import parse_code

        app = window()
        times = []
        for n in range(6):
            if not on:
                app.services.playing.table_parts = None
            start = now()
            app.nav.start(parse_code(("EO1-C8-AAAAAAB", "EO1-C8-AAAAAAC")[n % 2]), animate=False)
            frame(app)
            if n:  # the first deal makes the parts either way
                times.append(since(start))
        return medians(times)
    if name == "heap-freeze":
        import gc

        from game.engine.deal import parse_code
        from game.ui import heap

        app = window()
        app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
        frame(app)
        if on:
            heap.freeze_for_now()
        else:
            gc.unfreeze()
        times = []
        for _ in range(5):
            start = now()
            gc.collect()
            times.append(since(start))
        return medians(times)
    if name in ("glyphs-ahead", "build-ahead"):
        from game.i18n import language
        from game.ui.navigator import make_scene

        app = window(1920, 1080) if name == "glyphs-ahead" else window()
        app.nav.show_menu()
        frame(app)
        import game.ui.views.settings  # noqa: F401  (imports are not what is timed)

        if name == "glyphs-ahead" and on:
            from game.ui.glyphs import glyph_steps

            for step in glyph_steps(*app.get_size(), language()):
                while step():
                    pass
        if name == "build-ahead" and on:
            from game.ui.ahead import build_ahead_step
            from game.ui.scheduler import AGAIN

            step = build_ahead_step(app.nav, "settings")
            while step() is AGAIN:
                pass
        start = now()
        scene = make_scene(app.nav, "settings")
        app.nav.show_view(scene)
        frame(app)
        return since(start)
    raise SystemExit(f"unknown mechanism {name}")


def measure(name: str, on: bool) -> tuple[float, float]:
    home = tempfile.mkdtemp(prefix="bench-mech-")
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=home, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, __file__, "--child", name, "on" if on else "off"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"{name} {on}: {done.stderr[-1500:]}")
    wall, cpu = json.loads(done.stdout.strip().splitlines()[-1])
    return float(wall), float(cpu)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", nargs="+", default=list(MECHANISMS))
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child[0], args.child[1] == "on")))
        return 0
    print(f"{'mechanism':<16} {'on ms':>8} {'off ms':>8} {'saves ms':>9} {'on CPU':>8} "
          f"{'off CPU':>8} {'saves CPU':>9}  (medians of {args.runs})")
    for name in args.only:
        on, off = [], []
        for _ in range(args.runs):
            on.append(measure(name, True))
            off.append(measure(name, False))
        (a, ca), (b, cb) = medians(on), medians(off)
        print(f"{name:<16} {a:8.2f} {b:8.2f} {b - a:9.2f} {ca:8.2f} {cb:8.2f} {cb - ca:9.2f}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
