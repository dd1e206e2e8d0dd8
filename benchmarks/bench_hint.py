"""The table while the solver thinks (issue 10), headless at 1280×800.

Prints medians of:

1. Python time per frame (``on_update`` + ``on_draw``, without waiting for the GPU) on an
   Easy Harp table while idle and while the solver's worker process searches (a long
   search kept running), measured alternately in the same run; the ratio (target ≤ 1.5).
2. Hint latency in the UI: from pressing H to the hint on the table (frames run at 60 Hz
   as the frame loop would), from mid-game positions of both games (the won lines of
   ``resources/selftest/won_games.json`` cut at 10 %, 20 %, … 90 %), median and p95.

Run: ``ARCADE_HEADLESS=1 python benchmarks/bench_hint.py``.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("HARP_EIGHT_HOME", tempfile.mkdtemp(prefix="bench-hint-"))
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import game.ui  # noqa: E402, F401  (chooses the sound driver before arcade)
from game.engine.deal import parse_code  # noqa: E402
from game.solver_worker import ANALYSE  # noqa: E402
from game.storage.settings import Settings  # noqa: E402
from game.ui.app import App  # noqa: E402

FRAMES = 60
RUNS = 7


def frame_times(table, frames: int) -> list[float]:
    out = []
    for _ in range(frames):
        start = time.perf_counter()
        table.on_update(1 / 60)
        table.on_draw()
        out.append(time.perf_counter() - start)
    return out


def frame_cost(app: App) -> None:
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    table.settle()
    worker = app.services.records.solver()
    idle, busy = [], []
    for _ in range(RUNS):
        idle.append(statistics.median(frame_times(table, FRAMES)))
        worker.submit(ANALYSE, "EH1-N-AAAAAAF", [], seconds=60.0)
        time.sleep(0.3)  # the search is under way
        busy.append(statistics.median(frame_times(table, FRAMES)))
        worker.cancel()
        while worker.busy:
            worker.poll()
            time.sleep(0.01)
    i, b = statistics.median(idle), statistics.median(busy)
    print(f"frame Python time: idle {i * 1000:.2f} ms, solver busy {b * 1000:.2f} ms, "
          f"ratio {b / i:.2f} (target <= 1.5)")


def hint_latency(app: App) -> None:
    lines = json.loads((ROOT / "resources/selftest/won_games.json").read_text("utf-8"))
    for entry in lines:
        times = []
        for tenth in range(1, 10):
            log = entry["log"][: len(entry["log"]) * tenth // 10]
            table = app.nav.start(parse_code(entry["code"]), log_moves=log, animate=False)
            table.settle()
            start = time.perf_counter()
            table.hint()
            while not table.hints.piles and table.notice is None:
                table.on_update(1 / 60)
                time.sleep(1 / 60)
                if time.perf_counter() - start > 30:
                    break
            times.append(time.perf_counter() - start)
            app.nav.leave_current_game()
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(f"hint latency {entry['code']}: median {statistics.median(times) * 1000:.0f} ms, "
              f"p95 {p95 * 1000:.0f} ms, max {times[-1] * 1000:.0f} ms ({len(times)} positions)")


def main() -> None:
    app = App(Settings(), 1280, 800, fullscreen=False, read_only=True)
    app.services.records.solver()
    time.sleep(1.0)  # the worker has started
    frame_cost(app)
    hint_latency(app)
    app.close()


if __name__ == "__main__":
    main()
