"""Start-up on a real X screen: process start until its first frame is on the screen.

``bench_startup.py`` times the headless ``--screenshot`` path, which programs that cannot
render off-screen (GNOME Aisleriot, a GTK program) do not have. This benchmark starts an
X server of its own (``Xvfb``, 1280x800, black root, no window manager) and, interleaved
run by run so machine load hits every program alike, starts each program on it and
watches one pixel of the screen (at ``--probe``, inside every program's window) through
Xlib until it is no longer black: that is the program's first frame on the screen (its
window mapped *and* painted). The program is then closed (SIGTERM, SIGKILL if needed) and
the screen must be black again before the next one starts.

Programs (``--runs`` each):

* **bare arcade window**: ``benchmarks/bare_window.py --run`` (import arcade, a 1280x800
  window with the game's options, clear every frame): the floor for any arcade program;
* **python -m game (menu)** and **(table)**: the game as a player starts it (windowed,
  1280x800, a throw-away ``HARP_EIGHT_HOME``, cached bytecode), on the menu and on a deal;
* **Aisleriot** (``sol``, when installed: Debian package ``aisleriot``): GNOME's solitaire,
  a C/GTK program, for what players compare us with.

Reported per program: median, p95 and min of the first frame (seconds), the peak RSS of
the process at that moment (MB), and the ratios of the medians to the bare arcade window
and to Aisleriot. Issue 14's start-up target is the menu ≤ 1.15x the bare arcade window.

Run: ``python benchmarks/bench_startup_x11.py [--runs 9]`` (needs ``Xvfb``; Linux only).
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEAL = "EO1-C8-AAAAAAB"
SIZE = (1280, 800)
POLL = 0.001
"""Seconds between two looks at the probe pixel."""
ALL_PLANES = 0xFFFFFFFF
Z_PIXMAP = 2


class Screen:
    """One pixel of an X screen, read through Xlib (``libX11``) with ctypes."""

    def __init__(self, display: str) -> None:
        lib = ctypes.util.find_library("X11")
        if lib is None:
            raise SystemExit("error: libX11 is not installed")
        x11 = ctypes.cdll.LoadLibrary(lib)
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = ctypes.c_ulong
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XGetImage.restype = ctypes.c_void_p
        x11.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                  ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x11.XGetPixel.restype = ctypes.c_ulong
        x11.XGetPixel.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        x11.XDestroyImage.argtypes = [ctypes.c_void_p]
        self.x11 = x11
        self.display = None
        deadline = time.monotonic() + 10
        while self.display is None:  # the server may still be starting
            self.display = x11.XOpenDisplay(display.encode())
            if self.display is None:
                if time.monotonic() > deadline:
                    raise SystemExit(f"error: cannot open the X display {display}")
                time.sleep(0.05)
        self.root = x11.XDefaultRootWindow(self.display)

    def pixel(self, x: int, y: int) -> int:
        """The pixel value at ``(x, y)`` of the root window (0 is black)."""
        image = self.x11.XGetImage(self.display, self.root, x, y, 1, 1, ALL_PLANES, Z_PIXMAP)
        try:
            return int(self.x11.XGetPixel(image, 0, 0)) & 0xFFFFFF
        finally:
            self.x11.XDestroyImage(image)


def first_frame(cmd: list[str], env: dict[str, str], screen: Screen,
                probe: tuple[int, int], timeout: float = 60.0) -> tuple[float, float]:
    """Start ``cmd``; seconds until the probe pixel is not black, and peak RSS (MB)."""
    start = time.perf_counter()
    process = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        while screen.pixel(*probe) == 0:
            if process.poll() is not None:
                raise RuntimeError(f"{cmd[0]} exited ({process.returncode}) before drawing")
            if time.perf_counter() - start > timeout:
                raise RuntimeError(f"{' '.join(cmd)} drew nothing in {timeout} s")
            time.sleep(POLL)
        seen = time.perf_counter() - start
    finally:
        usage = _close(process)
    deadline = time.perf_counter() + 10
    while screen.pixel(*probe) != 0:  # the window is gone before the next program starts
        if time.perf_counter() > deadline:
            raise RuntimeError(f"{cmd[0]}'s window stayed on the screen")
        time.sleep(0.01)
    return seen, usage.ru_maxrss / 1024


def _close(process: subprocess.Popen, patience: float = 5.0):  # -> resource.struct_rusage
    """End ``process`` (SIGTERM, then SIGKILL after ``patience`` seconds) and reap it;
    returns its resource usage (``ru_maxrss``: its peak resident memory)."""
    process.send_signal(signal.SIGTERM)
    deadline = time.perf_counter() + patience
    while True:
        pid, _status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = 0  # reaped here: Popen must not wait for it again
            return usage
        if time.perf_counter() > deadline:
            process.kill()
            deadline = float("inf")
        time.sleep(0.005)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--display", default=":97")
    parser.add_argument("--probe", default="64,64", help="the pixel watched, x,y")
    args = parser.parse_args(argv)
    if shutil.which("Xvfb") is None:
        print("error: Xvfb is not installed (Debian package xvfb)", file=sys.stderr)
        return 2
    probe = tuple(int(v) for v in args.probe.split(","))
    w, h = SIZE
    server = subprocess.Popen(["Xvfb", args.display, "-screen", "0", f"{w}x{h}x24", "-br",
                               "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        return _measure(args, probe, server)
    finally:
        server.terminate()
        server.wait()


def _measure(args: argparse.Namespace, probe: tuple[int, int],
             server: subprocess.Popen) -> int:
    screen = Screen(args.display)
    python = sys.executable
    game = [python, "-m", "game", "--windowed", "--size", f"{SIZE[0]}x{SIZE[1]}"]
    programs = [
        ("bare arcade window", [python, str(ROOT / "benchmarks" / "bare_window.py"), "--run"]),
        ("python -m game (menu)", game),
        ("python -m game (table)", [*game, "--deal", DEAL]),
    ]
    sol = shutil.which("sol") or (os.path.exists("/usr/games/sol") and "/usr/games/sol")
    if sol:
        programs.append(("Aisleriot (sol)", [sol]))
    os.chdir(ROOT)
    with tempfile.TemporaryDirectory(prefix="bench-x11-") as tmp:
        env = dict(os.environ, DISPLAY=args.display, PYTHONPYCACHEPREFIX=f"{tmp}/pycache",
                   HOME=f"{tmp}/home", XDG_CONFIG_HOME=f"{tmp}/config",
                   XDG_DATA_HOME=f"{tmp}/data", XDG_CACHE_HOME=f"{tmp}/cache")
        for key in ("ARCADE_HEADLESS", "PYTHONDONTWRITEBYTECODE", "WAYLAND_DISPLAY"):
            env.pop(key, None)
        results: dict[str, list[tuple[float, float]]] = {name: [] for name, _ in programs}
        for run in range(args.runs + 1):  # run 0 warms caches (bytecode, fonts): not counted
            for name, cmd in programs:
                home = dict(env, HARP_EIGHT_HOME=f"{tmp}/game-{run}-{len(results[name])}")
                measured = first_frame(cmd, home, screen, probe)
                if run:
                    results[name].append(measured)
    base = statistics.median(t for t, _ in results[programs[0][0]])
    sol_base = statistics.median(t for t, _ in results[programs[-1][0]]) if sol else None
    print(f"start-up to the first frame on an X screen (Xvfb {SIZE[0]}x{SIZE[1]}), "
          f"{args.runs} interleaved runs")
    print(f"{'program':<24} {'median':>7} {'p95':>7} {'min':>7} {'peak RSS':>9} "
          f"{'/bare':>6} {'/Aisleriot':>10}")
    for name, _ in programs:
        times = sorted(t for t, _ in results[name])
        median = statistics.median(times)
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        rss = statistics.median(r for _, r in results[name])
        vs_sol = f"{median / sol_base:10.2f}" if sol_base else f"{'-':>10}"
        print(f"{name:<24} {median:6.3f}s {p95:6.3f}s {times[0]:6.3f}s {rss:7.0f}MB "
              f"{median / base:6.2f} {vs_sol}")
    if not sol:
        print("Aisleriot (sol) is not installed: no comparison with it")
    return 0


if __name__ == "__main__":
    sys.exit(main())
