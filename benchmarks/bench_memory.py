"""The table's memory after a deal, and how long its window shows black after it maps.

Starts an X server of its own (``Xvfb``, 1280x800, black root, no window manager) and on
it ``python -m game --deal CODE`` (windowed, 1280x800, default theme and deck, a
throw-away ``HARP_EIGHT_HOME``), ``--runs`` times, and for each run reports:

* **black**: seconds from the moment the game's window is mapped (``xdotool`` sees it
  visible, by its title) until a pixel inside it is no longer black (its first frame on the screen);
* **PSS**: the proportional set size (``/proc/PID/smaps_rollup``: shared pages are shared
  out, not counted twice) of the game and of every process it started (the solver's
  worker), ``--after`` seconds (default 4) after its first frame.

With ``--from-menu`` the game starts as a double-click starts it, on the menu
(``python -m game --size 1280x800``), and the player opens the deal from there: once the
game has been idle for :data:`QUIET` seconds (the menu's build-ahead of the scenes has
finished: its CPU time stops growing), ``xdotool`` types Enter on the menu's New game (the
focused button with no game to continue), Up twice in New Game (from its first button round
to Back, then up to the deal code field, which takes the keyboard), the deal's code and
Enter. PSS is read ``--after``
seconds after the table's first frame (the pixel at the middle of the window changes);
"black" is then the time from the last Enter to that frame. With ``--smaps`` the game's own
mappings are summed by kind too (the heap and anonymous mappings, where Python's objects,
the glyph atlases and llvmpipe's framebuffers live; the GL driver's code; the other
libraries).

Medians are printed. Run: ``python benchmarks/bench_memory.py [--runs 5] [--from-menu]
[--smaps] [--root DIR ...]`` (``--root``: the checkout whose game is started, the default
this one; given more than once, the checkouts are run in turn, run by run, so that machine
load hits them alike). Linux only.
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
QUIET = 1.0
"""Seconds without CPU time spent after which the menu's build-ahead counts as done."""
TICKS = os.sysconf("SC_CLK_TCK")


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


def smaps_mb(pid: int) -> dict[str, float]:
    """``pid``'s PSS (MB) by kind of mapping: ``heap`` (brk heap and anonymous mappings:
    Python's objects, malloc's large blocks, llvmpipe's framebuffers and textures), ``gl``
    (the Mesa / LLVM libraries), ``libs`` (every other file) and ``other`` (stacks, vdso)."""
    kinds: dict[str, float] = {"heap": 0.0, "gl": 0.0, "libs": 0.0, "other": 0.0}
    kind = "other"
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        head = line.split(maxsplit=5)
        if head and "-" in head[0] and len(head) >= 5:  # a mapping's first line
            name = head[5] if len(head) > 5 else ""
            if name in ("", "[heap]"):
                kind = "heap"
            elif any(part in name for part in ("dri", "LLVM", "gallium", "mesa", "libGL")):
                kind = "gl"
            elif name.startswith("/"):
                kind = "libs"
            else:
                kind = "other"
        elif line.startswith("Pss:"):
            kinds[kind] += int(line.split()[1]) / 1024
    return kinds


def cpu_seconds(pid: int) -> float:
    """The CPU time ``pid`` has spent, user and system (seconds)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def wait_idle(process: subprocess.Popen, quiet: float, timeout: float = 60.0) -> None:
    """Wait until ``process`` spent no CPU time for ``quiet`` seconds."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        before = cpu_seconds(process.pid)
        time.sleep(quiet)
        if cpu_seconds(process.pid) == before:
            return
    raise RuntimeError("the game did not become idle")


def xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=display), check=True,
                   capture_output=True)


def open_deal_from_menu(process: subprocess.Popen, display: str, screen: Screen,
                        deadline: float) -> float:
    """The player's way from the menu to the deal :data:`DEAL` (see the module's text);
    returns the seconds from the last Enter to the table's first frame."""
    wait_idle(process, QUIET)
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Easy Harp"],
                           env=dict(os.environ, DISPLAY=display), capture_output=True,
                           text=True)
    window = found.stdout.split()[0]
    xdotool(display, "windowfocus", "--sync", window)
    xdotool(display, "key", "Return")  # New game
    time.sleep(1.0)  # New Game shown, its widgets filled in
    xdotool(display, "key", "--delay", "30", "Up", "Up")
    xdotool(display, "type", "--delay", "30", DEAL)
    time.sleep(0.5)
    scene = screen.pixel(640, 400)
    pressed = time.perf_counter()
    xdotool(display, "key", "Return")
    while screen.pixel(640, 400) == scene:
        if time.perf_counter() > deadline:
            raise RuntimeError("the deal did not open")
        time.sleep(0.001)
    return time.perf_counter() - pressed


def mapped(pid: int, display: str) -> bool:
    """Whether the game's window is visible on the X screen (the only program on it)."""
    done = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Easy Harp"],
                          env=dict(os.environ, DISPLAY=display), capture_output=True)
    return done.returncode == 0 and bool(done.stdout.strip())


def one_run(root: Path, display: str, screen: Screen, after: float, from_menu: bool = False,
            smaps: bool = False) -> tuple[float, float, int]:
    home = tempfile.mkdtemp(prefix="harp-memory-")
    env = dict(os.environ, DISPLAY=display, HARP_EIGHT_HOME=home, PYTHONPATH=str(root))
    env.pop("ARCADE_HEADLESS", None)
    cmd = [sys.executable, "-m", "game", *([] if from_menu else ["--deal", DEAL]),
           "--size", "1280x800"]
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
        if from_menu:
            black = open_deal_from_menu(process, display, screen, deadline + 60)
        time.sleep(after)
        pss, processes = pss_mb(process.pid)
        if smaps:
            print(f"  {root.name}: PSS {pss:.0f} MB; the game's by kind: " + ", ".join(
                f"{kind} {mb:.0f} MB" for kind, mb in smaps_mb(process.pid).items()),
                flush=True)
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
    parser.add_argument("--from-menu", action="store_true",
                        help="start on the menu and open the deal from there")
    parser.add_argument("--smaps", action="store_true",
                        help="print each run's PSS by kind of mapping")
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
                rows[root].append(one_run(root, args.display, screen, args.after,
                                          args.from_menu, args.smaps))
    finally:
        server.terminate()
        server.wait(10)
    print(f"load average {os.getloadavg()[0]:.2f}")
    for root, runs in rows.items():
        black = statistics.median(r[0] for r in runs)
        pss = statistics.median(r[1] for r in runs)
        what = "Enter to the table's first frame" if args.from_menu else "black after map"
        print(f"{root}: {what} {black * 1000:.0f} ms (median of {args.runs}); "
              f"PSS {args.after:g} s after the first frame {pss:.0f} MB "
              f"({runs[0][2]} processes); runs: "
              + ", ".join(f"{b * 1000:.0f} ms/{p:.0f} MB" for b, p, _ in runs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
