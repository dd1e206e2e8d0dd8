"""Where start-up time and memory go: one process, timed phase by phase, headless.

Phases, in the order ``python -m game`` goes through them: importing arcade, importing the
game's window module (the engine, storage and the menu; ``arcade.gui`` and the table come
with the scenes that use them), reading the settings, creating the window (GL context),
registering the fonts, building the first scene (the menu, or the table with ``--view
table``), drawing its first frame (waiting for the renderer), and, for the menu, opening a
deal afterwards (table and card faces) and drawing it. At the end it names the card
textures' atlas (its size is memory the deal costs).

For each phase: wall milliseconds, CPU milliseconds of the process (all its threads, so
llvmpipe's too; less disturbed by other programs on a shared machine), and the resident
memory after it (current and peak, MB).
Run it several times (the machine is shared): ``python benchmarks/startup_phases.py
[--view menu|table] [--runs 5] [--against DIR]``; each run is a fresh process, medians are
printed; ``--against`` runs another checkout (with its own ``.venv``) the same way,
interleaved, and prints its phases first.
For import details: ``python -X importtime -c "import game.ui.run"``.
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

CHILD = r"""
import json, os, resource, sys, time
T0 = time.perf_counter()
C0 = time.process_time()
out = []
def rss():
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
def mark(name):
    global T0, C0
    now, cpu = time.perf_counter(), time.process_time()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out.append((name, (now - T0) * 1e3, rss(), peak, (cpu - C0) * 1e3))
    T0, C0 = time.perf_counter(), time.process_time()
mark("interpreter")
import game.ui  # noqa: F401  (chooses the sound driver where the game does so)
import arcade
mark("import arcade")
import game.ui.app
import game.ui.run
mark("import game UI")
from game.storage.settings import load_settings
settings = load_settings()
mark("settings")
_load_fonts = game.ui.app.load_fonts
def load_fonts():  # inside App(): the window (GL context) is made, the fonts come next
    mark("window")
    _load_fonts()
    mark("fonts")
game.ui.app.load_fonts = load_fonts
app = game.ui.app.App(settings, 1280, 800, read_only=True)
mark("window: the rest")
view = sys.argv[1]
nav = getattr(app, "nav", app)  # (a checkout from before the navigator object: the window)
def frame():
    app.dispatch_events()
    v = app.current_view
    v.on_update(1 / 60)
    v.on_draw()
    app.ctx.finish()
from game.engine.deal import parse_code
if view == "table":
    nav.start(parse_code(sys.argv[2]), animate=True)
    mark("table scene")
else:
    try:
        from game.ui.navigator import open_scene
    except ImportError:  # (a checkout from before the navigator)
        from game.ui.views import open_scene
    open_scene(nav, view)
    mark(view + " scene")
frame()
mark("first frame")
if view != "table":
    nav.start(parse_code(sys.argv[2]), animate=True)
    mark("deal: table scene")
    frame()
    mark("deal: first frame")
for _ in range(30):
    frame()
mark("30 frames more")
services = getattr(app, "services", app)  # (a checkout from before the services: the window)
cache = getattr(services, "textures", None)  # (from before the texture cache: none)
shared = cache.shared() if cache is not None else app.shared_card_textures()
atlas = shared.atlas
w, h = atlas.size
out.append(("atlas", w, h, len(list(atlas.textures)), 0))
print(json.dumps(out))
app.close()
"""


def run_child(root: Path, python: str, view: str, home: str) -> list | None:
    """One fresh process of ``CHILD`` in checkout ``root``; its phases, or ``None``."""
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=home, PYTHONPATH=str(root),
               PYTHONPYCACHEPREFIX=str(Path(home) / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode cached, as for an installed app
    proc = subprocess.run([python, "-c", CHILD, view, DEAL], env=env,
                          capture_output=True, text=True, cwd=root, timeout=300)
    if proc.returncode != 0:
        print(proc.stderr, file=sys.stderr)
        return None
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--view", default="menu")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path,
                        help="another checkout (with a .venv): its phases side by side, "
                             "interleaved run by run")
    args = parser.parse_args(argv)
    trees = [("new", ROOT, sys.executable)]
    if args.against is not None:
        old = args.against.resolve()
        venv = old / ".venv" / "bin" / "python"
        trees.insert(0, ("old", old, str(venv) if venv.exists() else sys.executable))
    runs: dict[str, list] = {label: [] for label, _, _ in trees}
    with tempfile.TemporaryDirectory(prefix="startup-phases-") as tmp:
        for _ in range(args.runs + 1):  # the first run writes the bytecode cache
            for label, root, python in trees:
                got = run_child(root, python, args.view, str(Path(tmp) / label))
                if got is None:
                    return 1
                runs[label].append(got)
    print(f"start-up phases, view {args.view}, median of {args.runs} processes, load average "
          f"{os.getloadavg()[0]:.2f}")
    for label, root, _ in trees:
        print_phases(f"{label}: {root}" if len(trees) > 1 else "", runs[label][1:])
    return 0


def print_phases(title: str, runs: list) -> None:
    """The medians of each phase over ``runs`` (each a list of marks, the atlas last)."""
    _name, aw, ah, textures, _ = runs[0][-1]
    runs = [r[:-1] for r in runs]
    if title:
        print(title)
    print(f"{'phase':<22} {'wall ms':>8} {'CPU ms':>8} {'cumul CPU':>9} {'RSS MB':>7}"
          f" {'peak MB':>8}")
    total = 0.0
    for i, (name, *_rest) in enumerate(runs[0]):
        ms = statistics.median(r[i][1] for r in runs)
        cpu = statistics.median(r[i][4] for r in runs)
        total += cpu
        rss = statistics.median(r[i][2] for r in runs)
        peak = statistics.median(r[i][3] for r in runs)
        print(f"{name:<22} {ms:8.1f} {cpu:8.1f} {total:9.1f} {rss:7.1f} {peak:8.1f}")
    print(f"card atlas at the end: {aw}x{ah} px RGBA ({aw * ah * 4 / 2**20:.0f} MB), "
          f"{textures} textures (faces drawn so far, backs, empty-pile marks)")


if __name__ == "__main__":
    sys.exit(main())
