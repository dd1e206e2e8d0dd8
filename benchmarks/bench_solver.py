"""Solver benchmark: whole deals, side by side with fc-solve, and hints from mid-game.

Run one sweep at a time (they are long), ideally on a quiet machine::

    python benchmarks/bench_solver.py deals --game eight-off --cells 8 --deals 1-1000 --budget 10
    python benchmarks/bench_solver.py deals --game eight-off --cells 4 --deals 1-1000 --budget 2
    python benchmarks/bench_solver.py deals --game easy-harp --deals 1-200 --budget 5
    python benchmarks/bench_solver.py deals --game easy-harp --deals 1-40 --budget 5 --old REV
    python benchmarks/bench_solver.py fc-solve --cells 8 --deals 1-200 --budget 10
    python benchmarks/bench_solver.py hints --game eight-off --cells 8 --deals 1-100

``deals`` prints, per deal, the verdict (won / proved unwinnable / undecided), the CPU
seconds (``time.process_time``: the machine is shared, so CPU rather than wall time) and the
length of the winning line, then the fractions, the median and the 99th percentile.
Every winning line is replayed through the engine (a line that does not win is reported
as BAD and counted as undecided). ``--old REV`` also runs the solver of git revision REV
(its ``solve(game, max_states, time_limit)`` API) on the same deals, with the same time
budget, for a side-by-side comparison.

``fc-solve`` runs ``fc-solve -g eight_off --freecells-num N`` (Debian package
``freecell-solver-bin``) and ours on the same deals in one run and prints both CPU times per
deal (fc-solve's includes starting its process: its own figure, from the kernel's child
accounting) and the median of the per-deal ratio. fc-solve's group-move limit is stricter
than ours, so its "unsolvable" is no proof for our rules.

``hints`` makes mid-game positions (half of a winning line, then three random legal moves,
or 30 random legal moves when no line is found) and times :func:`hint` on each: median and
95th percentile.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.deal import DealSpec  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.engine.solver import UNWINNABLE, WINNABLE, hint, solve  # noqa: E402


def deal_range(text: str) -> range:
    """``"1-200"`` → range(1, 201)."""
    a, _, b = text.partition("-")
    return range(int(a), int(b or a) + 1)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0 ≤ q ≤ 100) by the nearest-rank method."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = max(0, min(len(ordered) - 1, int(round(q / 100 * len(ordered) + 0.5)) - 1))
    return ordered[k]


def spec_of(args: argparse.Namespace, number: int) -> DealSpec:
    return DealSpec(args.game, number, args.cells if args.game == "eight-off" else None)


def ours(spec: DealSpec, budget: float) -> tuple[str, float, int]:
    """(verdict, CPU seconds, line length) of our solver on a whole deal."""
    game = Game(spec)
    t0 = time.process_time()
    found = solve(game, budget=budget)
    cpu = time.process_time() - t0
    if found.result == WINNABLE:
        if not Game.from_log(spec, found.line).is_won:
            return "BAD", cpu, 0
        return "won", cpu, len(found.line)
    return ("unwinnable" if found.result == UNWINNABLE else "undecided"), cpu, 0


def load_old(rev: str) -> Any:
    """The solver module of git revision ``rev`` (old API)."""
    text = subprocess.run(
        ["git", "-C", str(ROOT), "show", f"{rev}:game/engine/solver.py"],
        check=True, capture_output=True, text=True,
    ).stdout
    path = Path(tempfile.mkdtemp()) / "old_solver.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("old_solver", path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def old(module: Any, spec: DealSpec, budget: float) -> tuple[str, float, int]:
    game = Game(spec)
    t0 = time.process_time()
    line = module.solve(game, max_states=10**9, time_limit=budget)
    cpu = time.process_time() - t0
    if line is not None and Game.from_log(spec, line).is_won:
        return "won", cpu, len(line)
    return "undecided", cpu, 0


def summary(name: str, rows: list[tuple[str, float, int]]) -> None:
    n = len(rows)
    counts = {k: sum(1 for r in rows if r[0] == k) for k in ("won", "unwinnable", "undecided")}
    bad = sum(1 for r in rows if r[0] == "BAD")
    cpus = [r[1] for r in rows]
    lines = [r[2] for r in rows if r[0] == "won"]
    decided = counts["won"] + counts["unwinnable"]
    print(
        f"{name}: {n} deals: won {counts['won']} ({100 * counts['won'] / n:.1f} %), "
        f"proved unwinnable {counts['unwinnable']} ({100 * counts['unwinnable'] / n:.1f} %), "
        f"undecided {counts['undecided']}, bad lines {bad}; decided "
        f"{100 * decided / n:.1f} %"
    )
    print(
        f"{name}: CPU per deal median {statistics.median(cpus):.4f} s, "
        f"p99 {percentile(cpus, 99):.3f} s, max {max(cpus):.3f} s; "
        f"winning line median {statistics.median(lines) if lines else 0:.0f} actions"
    )


def cmd_deals(args: argparse.Namespace) -> None:
    module = load_old(args.old) if args.old else None
    rows: list[tuple[str, float, int]] = []
    old_rows: list[tuple[str, float, int]] = []
    for number in deal_range(args.deals):
        spec = spec_of(args, number)
        row = ours(spec, args.budget)
        rows.append(row)
        text = f"{spec.code} {number:6d}  {row[0]:10s} {row[1]:8.3f} s  {row[2]:4d}"
        if module is not None:
            o = old(module, spec, args.budget)
            old_rows.append(o)
            text += f"   old: {o[0]:10s} {o[1]:8.3f} s  {o[2]:4d}"
        print(text, flush=True)
    summary("ours", rows)
    if module is not None:
        summary(f"old {args.old}", old_rows)


def fc_board(spec: DealSpec) -> str:
    pos = Game(spec).position
    lines = ["Freecells: " + " ".join(str(c) if c else "-" for c in pos.cells)]
    lines += [" ".join(str(c) for c in col) for col in pos.columns]
    return "\n".join(lines) + "\n"


def fc_solve(spec: DealSpec, budget: float) -> tuple[str, float]:
    """(verdict, CPU seconds) of fc-solve on a deal."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.NamedTemporaryFile("w", suffix=".board", delete=False) as f:
        f.write(fc_board(spec))
    try:
        proc = subprocess.run(
            ["fc-solve", "-g", "eight_off", "--freecells-num", str(spec.cells), f.name],
            capture_output=True, text=True, timeout=budget + 5,
        )
        out = proc.stdout
    except subprocess.TimeoutExpired:
        out = ""
    finally:
        os.unlink(f.name)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if "This game is solveable" in out:
        return "won", cpu
    if "I could not solve" in out:
        return "unsolvable", cpu
    return "undecided", cpu


def cmd_fc_solve(args: argparse.Namespace) -> None:
    args.game = "eight-off"
    rows, fc_rows, ratios = [], [], []
    for number in deal_range(args.deals):
        spec = spec_of(args, number)
        fc = fc_solve(spec, args.budget)
        row = ours(spec, args.budget)
        rows.append(row)
        fc_rows.append(fc)
        ratio = row[1] / max(fc[1], 1e-4)
        ratios.append(ratio)
        print(f"{spec.code} {number:5d}  ours {row[0]:10s} {row[1]:7.3f} s {row[2]:4d} | "
              f"fc-solve {fc[0]:10s} {fc[1]:7.3f} s | ratio {ratio:6.2f}", flush=True)
    summary("ours", rows)
    fc_cpu = [r[1] for r in fc_rows]
    print(f"fc-solve: won {sum(r[0] == 'won' for r in fc_rows)}, unsolvable "
          f"{sum(r[0] == 'unsolvable' for r in fc_rows)}, undecided "
          f"{sum(r[0] == 'undecided' for r in fc_rows)}; CPU per deal median "
          f"{statistics.median(fc_cpu):.4f} s (incl. process start), max {max(fc_cpu):.3f} s")
    of_medians = statistics.median([r[1] for r in rows]) / statistics.median(fc_cpu)
    print(f"CPU ratio ours / fc-solve per deal: median {statistics.median(ratios):.2f}, "
          f"ratio of medians {of_medians:.2f}")


def mid_game(spec: DealSpec, rng: random.Random) -> Game:
    game = Game(spec)
    found = solve(game, budget=5)
    if found.result == WINNABLE and found.line:
        for text in found.line[: len(found.line) // 2]:
            game.push(text)
        extra = 3
    else:
        extra = 30
    for _ in range(extra):
        legal = game.legal_moves()
        if not legal or game.is_won:
            break
        game.push(rng.choice(legal))
    return game


def cmd_hints(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    times, results = [], {}
    for number in deal_range(args.deals):
        game = mid_game(spec_of(args, number), rng)
        t0 = time.perf_counter()
        answer = hint(game, budget=args.budget)
        dt = time.perf_counter() - t0
        times.append(dt)
        results[answer.result] = results.get(answer.result, 0) + 1
        print(f"{game.code} after {len(game.log):4d} moves: {answer.result:10s} "
              f"{str(answer.move):8s} {dt:7.3f} s", flush=True)
    print(f"hints: {len(times)} positions {results}; wall median {statistics.median(times):.3f} s, "
          f"p95 {percentile(times, 95):.3f} s, max {max(times):.3f} s (budget {args.budget} s)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    for name, run in (("deals", cmd_deals), ("fc-solve", cmd_fc_solve), ("hints", cmd_hints)):
        p = sub.add_parser(name)
        p.add_argument("--game", choices=["eight-off", "easy-harp"], default="eight-off")
        p.add_argument("--cells", type=int, choices=[8, 4, 2], default=8)
        p.add_argument("--deals", default="1-200")
        p.add_argument("--budget", type=float, default=10.0 if name != "hints" else 1.0)
        p.add_argument("--old", help="git revision of an older solver to compare with")
        p.add_argument("--seed", type=int, default=1)
        p.set_defaults(run=run)
    args = parser.parse_args(argv)
    args.run(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
