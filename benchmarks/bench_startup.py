"""Benchmark of start-up: process start to the first frame, and peak memory.

For each program it runs ``PROGRAM --screenshot PNG --size 1280x800 --deal EO1-C8-AAAAAAB``
headless (``ARCADE_HEADLESS=1``, a throw-away ``HARP_EIGHT_HOME``) several times,
interleaved so that machine load hits every program alike, and reports the medians of

* **first frame**: from starting the process until the screenshot PNG is complete on disk
  (the window was created, the card art drawn, three frames rendered and read back);
* **exit**: until the process has exited (adds closing the window and the interpreter);
* **CPU**: user + system CPU seconds of the whole process (to its exit; llvmpipe's render
  threads included): less disturbed by other programs' load than wall time;
* **peak RSS**: the child's maximum resident set size (``os.wait4`` rusage, which includes
  its own reaped children: the one-file build unpacks itself in a child process).

Bytecode is cached (in a throw-away ``PYTHONPYCACHEPREFIX``, written by an unmeasured first
run) as it is for an installed app, even where ``PYTHONDONTWRITEBYTECODE`` is set: compiling
the game's modules would add about 0.2 s to every start.

The first program is always ``python -m game`` (this interpreter); ``--app PATH`` adds built
executables, e.g. ``dist/harp-and-eight/harp-and-eight`` and ``dist/onefile/harp-and-eight``,
and the table then shows each one's first-frame time as a ratio to ``python -m game``.

With ``--lang en --lang ru`` it compares the languages instead (the Russian catalogue is
loaded and, on a fresh checkout, compiled once by the warm-up run).

``--side-by-side`` instead compares, in one interleaved run: a bare arcade window doing the
same screenshot (``benchmarks/bare_window.py``: import arcade, window, three cleared frames,
PNG), ``python -m game`` opening the menu, and ``python -m game`` opening a deal; ratios are
to the bare window (issue 14's target: menu ≤ 1.15×).

``--against DIR`` compares this checkout with another one (e.g. the round's start, checked
out in ``DIR`` with its own ``.venv``), menu and table, in one interleaved run: each tree's
game runs with that tree's interpreter; ratios are new / old. ``--plain-looks`` adds this
checkout with the looks of the round's start (a flat felt and the standard deck,
``benchmarks/plain_looks.py``): its rows' ratios are the code's, the looks' cost taken off.
The **drawn** columns take off the time the screenshot's PNG encoding takes (the bench
encodes each picture again as the game does and times it): that time follows the picture's
content (a textured felt compresses slower than a flat colour), not the start-up the player
waits for.

Run: ``python benchmarks/bench_startup.py [--runs 5] [--app PATH ...] [--view table]
[--lang en --lang ru]``, ``python benchmarks/bench_startup.py --side-by-side [--runs 9]`` or
``python benchmarks/bench_startup.py --against DIR [--runs 9] [--plain-looks]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEAL = "EO1-C8-AAAAAAB"
POLL = 0.002


def _png_complete(path: Path) -> bool:
    try:
        if path.stat().st_size < 64:
            return False
        with path.open("rb") as f:
            f.seek(-12, os.SEEK_END)
            return b"IEND" in f.read()
    except OSError:
        return False


def run_once(cmd: list[str], view: str | None, workdir: Path, timeout: float = 120.0) -> dict:
    """Start ``cmd --screenshot …`` once; returns first-frame and exit seconds and peak RSS.

    ``view`` ``None`` passes no scene option (the bare window)."""
    png = workdir / f"shot-{time.monotonic_ns()}.png"
    args = [*cmd, "--screenshot", str(png), "--size", "1280x800"]
    if view is not None:
        args += ["--deal", DEAL] if view == "table" else ["--view", view]
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(workdir / "home"),
               PYTHONPYCACHEPREFIX=str(workdir / "pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app runs from cached bytecode
    start = time.perf_counter()
    pid = os.posix_spawn(args[0], args, env) if os.path.isabs(args[0]) else os.posix_spawnp(
        args[0], args, env)
    first = None
    while True:
        now = time.perf_counter()
        if first is None and _png_complete(png):
            first = now - start
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done:
            break
        if now - start > timeout:
            os.kill(pid, 9)
            os.wait4(pid, 0)
            raise RuntimeError(f"{args[0]} took over {timeout} s")
        time.sleep(POLL)
    total = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code != 0 or not _png_complete(png):
        raise RuntimeError(f"{' '.join(args)} failed (exit {code})")
    if first is None:  # written between the last poll and the exit
        first = total
    encode = _encode_seconds(png)
    png.unlink()
    rss_mb = usage.ru_maxrss / 1024 if sys.platform != "darwin" else usage.ru_maxrss / 2**20
    cpu = usage.ru_utime + usage.ru_stime
    return {"first": first, "exit": total, "rss": rss_mb, "cpu": cpu, "png": encode}


def _encode_seconds(png: Path) -> float:
    """CPU seconds to encode the picture in ``png`` again as the game's screenshot does."""
    import io

    from PIL import Image

    with Image.open(png) as image:
        picture = image.convert("RGB")
    start = time.process_time()
    picture.save(io.BytesIO(), format="PNG")
    return time.process_time() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per program (median)")
    parser.add_argument("--app", action="append", default=[], type=Path,
                        help="also measure this built executable (repeatable)")
    parser.add_argument("--view", default="table", help="scene of the first frame")
    parser.add_argument("--lang", action="append", default=[], choices=["en", "hr", "ru"],
                        help="measure python -m game --lang LANG (repeatable; the first is "
                             "the base of the ratio), e.g. --lang en --lang ru")
    parser.add_argument("--side-by-side", action="store_true",
                        help="bare arcade window, menu and table in one run")
    parser.add_argument("--against", type=Path,
                        help="another checkout (with a .venv) to compare with, menu and table")
    parser.add_argument("--plain-looks", action="store_true",
                        help="with --against: also this checkout with the looks of the "
                             "round's start (flat felt, standard deck: plain_looks.py)")
    args = parser.parse_args(argv)
    if args.side_by_side:
        return side_by_side(args.runs)
    if args.against is not None:
        return against(args.against.resolve(), args.runs, args.plain_looks)
    programs = [("python -m game", [sys.executable, "-m", "game"])]
    if args.lang:
        programs = [(f"python -m game --lang {code}", [sys.executable, "-m", "game", "--lang",
                                                       code]) for code in args.lang]
    for app in args.app:
        if not app.is_file():
            print(f"bench_startup: no executable {app} (build it: build_scripts/build.py)",
                  file=sys.stderr)
            return 2
        programs.append((str(app), [str(app.resolve())]))
    os.chdir(ROOT)
    results: dict[str, list[dict]] = {name: [] for name, _ in programs}
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        work = Path(tmp)
        for _name, cmd in programs:  # warm the file cache once, not measured
            run_once(cmd, args.view, work)
        for _ in range(args.runs):
            for name, cmd in programs:
                results[name].append(run_once(cmd, args.view, work))
    base = statistics.median(r["first"] for r in results[programs[0][0]])
    print(f"start-up to first frame, headless, view {args.view}, median of {args.runs} runs")
    print(f"{'program':<40} {'first frame':>11} {'exit':>7} {'peak RSS':>9} {'ratio':>6}")
    for name, _ in programs:
        rows = results[name]
        first = statistics.median(r["first"] for r in rows)
        total = statistics.median(r["exit"] for r in rows)
        rss = statistics.median(r["rss"] for r in rows)
        print(f"{name:<40} {first:>10.2f}s {total:>6.2f}s {rss:>7.0f}MB {first / base:>6.2f}")
    return 0


def side_by_side(runs: int) -> int:
    """Bare arcade window, the menu and a deal, interleaved; medians and p95 of each."""
    python = [sys.executable]
    programs = [
        ("bare arcade window", [*python, str(ROOT / "benchmarks" / "bare_window.py")], None),
        ("python -m game (menu)", [*python, "-m", "game"], "menu"),
        ("python -m game (table)", [*python, "-m", "game"], "table"),
    ]
    os.chdir(ROOT)
    results: dict[str, list[dict]] = {name: [] for name, _, _ in programs}
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        work = Path(tmp)
        for _name, cmd, view in programs:  # warm the file cache once, not measured
            run_once(cmd, view, work)
        for _ in range(runs):
            for name, cmd, view in programs:
                results[name].append(run_once(cmd, view, work))
    base = statistics.median(r["first"] for r in results[programs[0][0]])
    print(f"start-up to first frame at 1280x800, headless, {runs} interleaved runs")
    print(f"{'program':<26} {'median':>8} {'p95':>7} {'min':>7} {'CPU':>7} {'peak RSS':>9}"
          f" {'ratio':>6} {'CPU ratio':>9}")
    base_cpu = statistics.median(r["cpu"] for r in results[programs[0][0]])
    for name, _, _ in programs:
        firsts = sorted(r["first"] for r in results[name])
        first = statistics.median(firsts)
        p95 = firsts[min(len(firsts) - 1, round(0.95 * (len(firsts) - 1)))]
        rss = statistics.median(r["rss"] for r in results[name])
        cpu = statistics.median(r["cpu"] for r in results[name])
        print(f"{name:<26} {first:>7.2f}s {p95:>6.2f}s {firsts[0]:>6.2f}s {cpu:>6.2f}s"
              f" {rss:>7.0f}MB {first / base:>6.2f} {cpu / base_cpu:>9.2f}")
    return 0


def _tree_python(root: Path) -> str:
    """The interpreter of checkout ``root`` (its ``.venv``), else this one."""
    venv = root / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def against(old: Path, runs: int, plain: bool = False) -> int:
    """Checkout ``old`` and this one, menu and table, interleaved; medians, new / old. With
    ``plain`` also this one with the looks of the round's start (``plain_looks.py``)."""
    trees = [("old", old, ["-m", "game"]), ("new", ROOT, ["-m", "game"])]
    if plain:
        trees.append(("plain", ROOT, [str(ROOT / "benchmarks" / "plain_looks.py")]))
    programs = [(f"{label} {view}", [_tree_python(root), *how], view, root)
                for view in ("menu", "table") for label, root, how in trees]
    results: dict[str, list[dict]] = {name: [] for name, *_ in programs}
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        work = Path(tmp)
        for run in range(runs + 1):  # the first round warms the caches, not measured
            for name, cmd, view, root in programs:
                os.chdir(root)
                place = work / name.replace(" ", "-")
                place.mkdir(exist_ok=True)
                row = run_once(cmd, view, place)
                if run:
                    results[name].append(row)
    os.chdir(ROOT)
    print(f"start-up to first frame at 1280x800, headless, {runs} interleaved runs; "
          f"old {old}, new {ROOT}; load average {os.getloadavg()[0]:.2f}")
    print(f"{'program':<12} {'median':>8} {'min':>7} {'CPU':>7} {'peak RSS':>9} {'new/old':>8}"
          f" {'CPU new/old':>11} {'PNG':>6} {'drawn':>7} {'CPU':>7} {'new/old':>8}"
          f" {'CPU new/old':>11}")
    medians = {name: (statistics.median(r["first"] for r in rows),
                      statistics.median(r["cpu"] for r in rows),
                      statistics.median(r["first"] - r["png"] for r in rows),
                      statistics.median(r["cpu"] - r["png"] for r in rows))
               for name, rows in results.items()}
    for name, *_ in programs:
        rows = results[name]
        first, cpu, drawn, drawn_cpu = medians[name]
        rss = statistics.median(r["rss"] for r in rows)
        png = statistics.median(r["png"] for r in rows)
        old_first, old_cpu, old_drawn, old_drawn_cpu = medians["old " + name.split()[1]]
        print(f"{name:<12} {first:>7.3f}s {min(r['first'] for r in rows):>6.3f}s {cpu:>6.3f}s"
              f" {rss:>7.0f}MB {first / old_first:>8.2f} {cpu / old_cpu:>11.2f}"
              f" {png * 1000:>4.0f}ms {drawn:>6.3f}s {drawn_cpu:>6.3f}s"
              f" {drawn / old_drawn:>8.2f} {drawn_cpu / old_drawn_cpu:>11.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
