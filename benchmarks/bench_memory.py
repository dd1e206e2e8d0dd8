"""The table's memory after a deal, and how long its window shows black after it maps.

Starts an X server of its own (``Xvfb``, 1280x800, black root, no window manager) and on
it ``python -m game --deal CODE`` (windowed, 1280x800, default theme and deck, a
throw-away ``HARP_EIGHT_HOME``), ``--runs`` times, and for each run reports:

* **black**: seconds from the moment the game's window is mapped (``xdotool`` sees it
  visible, by its title) until a pixel inside it is no longer black (its first frame on the screen);
* **PSS**: the proportional set size (``/proc/PID/smaps_rollup``: shared pages are shared
  out, not counted twice) of the game and of every process it started (the solver's
  worker), ``--after`` seconds (default 4) after its first frame.

Medians are printed. Run: ``python benchmarks/bench_memory.py [--runs 5] [--root DIR ...]``
(``--root``: the checkout whose game is started, the default this one; given more than once,
the checkouts are run in turn, run by run, so that machine load hits them alike). Linux
only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_startup_x11 import Screen, _close  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEAL = "EO1-C8-AAAAAAB"


def tree(pid: int) -> list[int]:
    """``pid`` and every process under it."""
    found, todo = [], [pid]
    while todo:
        current = todo.pop()
        found.append(current)
        for task in Path(f"/proc/{current}/task").glob("*"):
            try:
                todo += [int(p) for p in (task / "children").read_text().split()]
            except OSError:
                pass
    return found


def pss_mb(pid: int) -> tuple[float, int]:
    """The summed PSS of ``pid``'s process tree (MB) and how many processes it has."""
    total = 0
    pids = tree(pid)
    for each in pids:
        try:
            for line in Path(f"/proc/{each}/smaps_rollup").read_text().splitlines():
                if line.startswith("Pss:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return total / 1024, len(pids)


def mapped(pid: int, display: str) -> bool:
    """Whether the game's window is visible on the X screen (the only program on it)."""
    done = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Easy Harp"],
                          env=dict(os.environ, DISPLAY=display), capture_output=True)
    return done.returncode == 0 and bool(done.stdout.strip())


def one_run(root: Path, display: str, screen: Screen, after: float) -> tuple[float, float, int]:
    home = tempfile.mkdtemp(prefix="harp-memory-")
    env = dict(os.environ, DISPLAY=display, HARP_EIGHT_HOME=home, PYTHONPATH=str(root))
    env.pop("ARCADE_HEADLESS", None)
    cmd = [sys.executable, "-m", "game", "--deal", DEAL, "--size", "1280x800"]
    process = subprocess.Popen(cmd, cwd=root, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.perf_counter() + 60
        while not mapped(process.pid, display):
            if process.poll() is not None or time.perf_counter() > deadline:
                raise RuntimeError("the game's window did not map")
            time.sleep(0.002)
        shown = time.perf_counter()
        while screen.pixel(640, 400) == 0:
            if time.perf_counter() > deadline:
                raise RuntimeError("the game drew nothing")
            time.sleep(0.001)
        black = time.perf_counter() - shown
        time.sleep(after)
        pss, processes = pss_mb(process.pid)
    finally:
        _close(process)
        shutil.rmtree(home, ignore_errors=True)
    deadline = time.perf_counter() + 10
    while screen.pixel(640, 400) != 0 and time.perf_counter() < deadline:
        time.sleep(0.01)
    return black, pss, processes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--after", type=float, default=4.0)
    parser.add_argument("--root", type=Path, action="append")
    parser.add_argument("--display", default=":97")
    args = parser.parse_args(argv)
    server = subprocess.Popen(["Xvfb", args.display, "-screen", "0", "1280x800x24",
                               "-nolisten", "tcp", "-br"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    roots = args.root or [ROOT]
    rows: dict[Path, list[tuple[float, float, int]]] = {root: [] for root in roots}
    try:
        screen = Screen(args.display)
        for _ in range(args.runs):
            for root in roots:
                rows[root].append(one_run(root, args.display, screen, args.after))
    finally:
        server.terminate()
        server.wait(10)
    print(f"load average {os.getloadavg()[0]:.2f}")
    for root, runs in rows.items():
        black = statistics.median(r[0] for r in runs)
        pss = statistics.median(r[1] for r in runs)
        print(f"{root}: black after map {black * 1000:.0f} ms (median of {args.runs}); "
              f"PSS {args.after:g} s after the first frame {pss:.0f} MB "
              f"({runs[0][2]} processes); runs: "
              + ", ".join(f"{b * 1000:.0f} ms/{p:.0f} MB" for b, p, _ in runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
