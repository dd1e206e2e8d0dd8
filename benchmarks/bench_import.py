"""Importing a very long saved game: time and peak memory of ``import_game``.

For each size an Easy Harp saved game of exactly that many log entries is written once
(:func:`bench_replay_memory.write_saved_game`: valid play, mostly stock turns, with moves,
undos and redos; the 10⁶ file is ~4 MB). Then, in a fresh Python process per run (so that
each figure starts from the same heap):

* **import s**: :func:`game.storage.exchange.import_game` of the file (read, verify, fold
  the log: what History's Import and the Replay of a file do, on a worker thread);
* **peak MB**: the process's peak resident set size during the import (``VmHWM`` from
  ``/proc/self/status``) minus its resident set before it (the modules imported);
* **traced MB**: the peak of the Python heap during the import (:mod:`tracemalloc`, in
  another process: tracing slows the import, so its time is not the one shown).

Medians over ``--runs`` runs.

Run: ``python benchmarks/bench_import.py [--runs 3] [--sizes 10000 100000 1000000]``.
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

SIZES = (10_000, 100_000, 1_000_000)


def status_mb(field: str) -> float:
    """A ``/proc/self/status`` figure (``VmRSS``, ``VmHWM``), MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no {field}")


def one_run(path: str, what: str) -> dict:
    """One measurement in this process (the child's side): ``time`` or ``traced``."""
    import gc
    import time

    from game.storage.exchange import import_game

    gc.collect()
    if what == "traced":
        import tracemalloc

        tracemalloc.start()
        import_game(path)
        return {"traced_mb": tracemalloc.get_traced_memory()[1] / 2**20}
    before = status_mb("VmRSS")
    Path("/proc/self/clear_refs").write_text("5")  # resets VmHWM to the RSS now (Linux)
    t = time.perf_counter()
    saved = import_game(path)
    seconds = time.perf_counter() - t
    assert saved.game.log
    return {"import": seconds, "peak_mb": status_mb("VmHWM") - before}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(one_run(*args.child)))
        return
    from bench_replay_memory import CODE, write_saved_game

    folder = Path(tempfile.gettempdir()) / "bench-replay-memory"
    folder.mkdir(exist_ok=True)
    env = dict(os.environ, HARP_EIGHT_HOME=str(folder / "home"))
    print(f"Easy Harp {CODE}, import_game, medians over {args.runs} runs (a fresh process each)")
    print(f"{'entries':>9} {'file MB':>8} {'import s':>9} {'peak MB':>8} {'traced MB':>10}")
    for size in args.sizes:
        path = write_saved_game(size, folder)
        runs = []
        for _ in range(args.runs):
            run: dict = {}
            for what in ("time", "traced"):
                out = subprocess.run([sys.executable, __file__, "--child", str(path), what],
                                     env=env, capture_output=True, text=True, check=True)
                run.update(json.loads(out.stdout.splitlines()[-1]))
            runs.append(run)

        def median(name: str, runs: list[dict] = runs) -> float:
            return statistics.median(r[name] for r in runs)

        print(f"{size:>9} {path.stat().st_size / 1e6:>8.1f} {median('import'):>9.2f}"
              f" {median('peak_mb'):>8.1f} {median('traced_mb'):>10.1f}")


if __name__ == "__main__":
    main()
