"""Keeping the accessibility tree in step with the table, headless at 1280×800.

Prints:

1. The tree update cost per accepted move (budget: median ≤ 1 ms): for every move of two
   stored winning lines (Eight Off deal 130, 8 cells; the first Easy Harp line of
   ``resources/selftest/won_games.json``), the work a frame does when a screen reader is
   listening: the whole tree made from the table (:func:`game.ui.access.model.build_tree`)
   and the ``accesskit.TreeUpdate`` of the nodes that changed
   (:func:`game.ui.access.adapter.tree_update`). Median and p95, per game, with the heap
   settled after the table opens as the game does (a full collection otherwise lands in
   a few moves' time).
2. Start-up with and without the adapter (:data:`STARTS` runs each, alternately, a new
   process each; medians): the window made, its first frame drawn and the step after it
   (where the adapter starts), with ``HARP_EIGHT_ACCESSIBILITY=1`` (the adapter is made)
   and ``=0`` (never made), under ``dbus-run-session`` when it is installed (the adapter
   then reaches a session bus, as on a desktop); and that step alone.

Run: ``ARCADE_HEADLESS=1 python benchmarks/bench_access.py``.
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("HARP_EIGHT_HOME", tempfile.mkdtemp(prefix="bench-access-"))
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

STARTS = 5
STARTUP = r'''
import os, sys, time
t0 = time.perf_counter()
os.environ["ARCADE_HEADLESS"] = "1"
import game.ui
from game.storage.settings import Settings
from game.ui.app import App
app = App(Settings(sound=False, start_fullscreen=False), 1280, 800)
app.nav.show_menu()
app.dispatch_event("on_update", 1 / 60)
app.on_draw()
app.flip()
t1 = time.perf_counter()
app.first_frame_drawn()
t2 = time.perf_counter()
print(f"\n{t2 - t0} {t2 - t1} {app.access.adapter is not None}")
'''


def per_move(code: str, log: list[str]) -> list[float]:
    """Seconds of tree work per accepted move of ``log`` from the deal ``code``."""
    import accesskit

    from game.engine.deal import parse_code
    from game.storage.settings import Settings
    from game.ui.access.adapter import tree_update
    from game.ui.app import App
    from game.ui.heap import settle_heap

    app = App(Settings(sound=False), 1280, 800, read_only=True)
    table = app.nav.start(parse_code(code), animate=False)
    settle_heap()  # as the game's frame loop does once the table is up
    before = app.access.tree()
    times = []
    for text in log:
        table.play(table.game.parse(text))
        t0 = time.perf_counter()
        tree = app.access.tree()
        tree_update(accesskit, tree, before)
        times.append(time.perf_counter() - t0)
        before = tree
    app.close()
    return times


def startup(adapter: bool) -> tuple[float, float, bool]:
    """``(seconds to the step after the first frame, seconds of that step, adapter made)``
    of one start in a new process."""
    env = dict(os.environ, HARP_EIGHT_ACCESSIBILITY="1" if adapter else "0",
               PYTHONPATH=str(ROOT), HARP_EIGHT_AUDIO="silent")
    command = [sys.executable, "-c", STARTUP]
    if shutil.which("dbus-run-session"):
        command = ["dbus-run-session", "--", *command]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    line = [ln.split() for ln in out.stdout.splitlines()
            if ln.split()[-1:] in (["True"], ["False"]) and len(ln.split()) == 3][-1]
    seconds, step, made = line  # (the last such line: the game may print before it)
    return float(seconds), float(step), made == "True"


def main() -> None:
    from won_lines import EO130_WON_LOG, SELFTEST_WON

    harp = next((c, log) for c, log in SELFTEST_WON.items() if c.startswith("EH"))
    for name, (code, log) in (("Eight Off", ("EO1-C8-AAAAAFA", EO130_WON_LOG)),
                              ("Easy Harp", harp)):
        times = sorted(per_move(code, log))
        p95 = times[int(0.95 * (len(times) - 1))]
        print(f"{name} {code}: {len(times)} moves, tree update per move median "
              f"{statistics.median(times) * 1000:.3f} ms, p95 {p95 * 1000:.3f} ms")
    runs: dict[bool, list[tuple[float, float, bool]]] = {False: [], True: []}
    for _ in range(STARTS):  # alternately: the machine's load falls on both alike
        for adapter in (False, True):
            runs[adapter].append(startup(adapter))
    for adapter in (False, True):
        total = statistics.median(r[0] for r in runs[adapter])
        step = statistics.median(r[1] for r in runs[adapter])
        made = all(r[2] for r in runs[adapter])
        print(f"start-up to the step after the first frame {'with' if adapter else 'without'}"
              f" the adapter: median {total * 1000:.0f} ms of {STARTS} runs, that step "
              f"{step * 1000:.1f} ms (adapter made: {made})")


if __name__ == "__main__":
    main()
