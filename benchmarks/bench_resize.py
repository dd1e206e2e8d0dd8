"""Frames during a resize of the table from 1280×800 to 2560×1440, and a new deal after it.

Headless windows cannot change size, so the window is made at 2560×1440 and the table is
first laid out for 1280×800 (cards drawn at that size), as a window of that size would
be; then the table gets ``on_resize(2560, 1440)`` and every following frame is timed
(``on_update`` + ``on_draw`` + ``ctx.finish()``) for 2 s, while the cards are drawn again
at the new pixel size. Then a new deal of the other game (a new card size) is opened and
its first 2 s of frames are timed the same way, the first one from the moment the deal is
asked for (``App.start``: the table's construction is part of the frame the player waits
for). Then Eight Off again (a new card size once more; the Easy Harp textures it borrows
lack the faces that were face down there, which Eight Off shows). Reported per run: the
longest frame and the median, wall and process CPU time (all threads, the software
renderer's included: less disturbed by other load on the machine); medians over runs are
printed. Issue 14's budget: longest frame ≤ 50 ms.

Run: ``python benchmarks/bench_resize.py [--runs 5]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("HARP_EIGHT_HOME", tempfile.mkdtemp(prefix="bench-resize-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

DT = 1 / 60
SECONDS = 2.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    from game.engine.deal import parse_code
    from game.storage.settings import Settings
    from game.ui.app import App

    app = App(Settings(), 2560, 1440, fullscreen=False, read_only=True)
    ctx = app.ctx

    def frames(view, first=None) -> tuple[list[float], list[float]]:  # noqa: ANN001
        """Wall and CPU ms of each frame; ``first``: (wall, CPU) start of the first one."""
        out, cpu = [], []
        for i in range(round(SECONDS / DT)):
            t0, c0 = (time.perf_counter(), time.process_time()) if i or first is None else first
            view.on_update(DT)
            view.on_draw()
            ctx.finish()
            out.append((time.perf_counter() - t0) * 1e3)
            cpu.append((time.process_time() - c0) * 1e3)
        return out, cpu

    resize_max, resize_med, deal_max, deal_med = [], [], [], []
    resize_cpu, deal_cpu, deal_first, deal_first_cpu = [], [], [], []
    back_max, back_cpu, back_first_cpu = [], [], []
    for run in range(args.runs):
        app.services.textures.forget()  # every run starts with nothing drawn at either size
        table = app.nav.start(parse_code(f"EO1-C8-AAAAA{'BCDEFGH'[run % 7]}A"), animate=False)
        table.on_resize(1280, 800)
        for _ in range(60):  # settle at the small size, faces drawn
            table.on_update(DT)
        table.on_draw()
        ctx.finish()
        table.on_resize(2560, 1440)
        times, cpu = frames(table)
        resize_max.append(max(times))
        resize_med.append(statistics.median(times))
        resize_cpu.append(max(cpu))
        asked = (time.perf_counter(), time.process_time())
        other = app.nav.start(parse_code(f"EH1-N-AAAAAA{'BCDEFGH'[run % 7]}"), animate=True)
        times, cpu = frames(other, asked)
        deal_max.append(max(times))
        deal_med.append(statistics.median(times))
        deal_cpu.append(max(cpu))
        deal_first.append(times[0])
        deal_first_cpu.append(cpu[0])
        asked = (time.perf_counter(), time.process_time())
        again = app.nav.start(parse_code(f"EO1-C8-AAAAA{'BCDEFGH'[run % 7]}B"), animate=True)
        times, cpu = frames(again, asked)
        back_max.append(max(times))
        back_cpu.append(max(cpu))
        back_first_cpu.append(cpu[0])
        print(f"run {run + 1}: resize longest {resize_max[-1]:.1f} ms (CPU {resize_cpu[-1]:.1f},"
              f" median {resize_med[-1]:.1f}); new deal at a new size longest"
              f" {deal_max[-1]:.1f} ms (CPU {deal_cpu[-1]:.1f}, median {deal_med[-1]:.1f}),"
              f" first frame {deal_first[-1]:.1f} ms (CPU {deal_first_cpu[-1]:.1f}); Eight Off"
              f" after it longest {back_max[-1]:.1f} ms (CPU {back_cpu[-1]:.1f}), first frame"
              f" CPU {back_first_cpu[-1]:.1f}", flush=True)
    med = statistics.median
    print(f"resize 1280x800 -> 2560x1440: longest frame median {med(resize_max):.1f}"
          f" ms, typical frame {med(resize_med):.1f} ms; new deal at a new size:"
          f" longest {med(deal_max):.1f} ms, typical"
          f" {med(deal_med):.1f} ms (budget: longest <= 50 ms)")
    print(f"CPU ms: resize longest frame {med(resize_cpu):.1f}; new deal longest frame"
          f" {med(deal_cpu):.1f}, its first frame (from App.start) {med(deal_first):.1f} wall,"
          f" {med(deal_first_cpu):.1f} CPU; Eight Off after Easy Harp: longest frame"
          f" {med(back_max):.1f} wall, {med(back_cpu):.1f} CPU, first frame"
          f" {med(back_first_cpu):.1f} CPU")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
