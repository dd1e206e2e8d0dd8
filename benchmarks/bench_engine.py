"""Engine micro-benchmarks: push + undo, legal_moves(), log replay (and the solver).

Run on one core for stable numbers::

    taskset -c 0 .venv/bin/python benchmarks/bench_engine.py [--solver]

Each figure is the median of ``--runs`` runs (default 7). Budgets:

- push + undo of one action: 20 µs
- ``legal_moves()`` in a mid-game position: 200 µs
- replaying a 2 000-action log (random legal play with undos): 50 ms
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.game import Game  # noqa: E402

CODES = {
    "easy-harp": "EH1-N-AAAAAAF",
    "eight-off C8": "EO1-C8-AAAAAFA",
    "eight-off C4": "EO1-C4-AAAAAAB",
    "eight-off C2": "EO1-C2-AAAAAAB",
    "freecell": "FC1-N-AAAAAAB",
}

SOLVER_CODES = (
    "EH1-N-AAAAAAB",  # deal 1: needs a foundation return
    "EH1-N-AAAAAAF",  # deal 5
    "EH1-N-AAAAAAS",  # deal 18: not solved with 60 000 positions
    "EO1-C8-AAAAAFA",  # deal 130
    "EO1-C4-AAAAAAC",  # deal 2
    "EO1-C4-AAAAAAB",  # deal 1: no win, proved by exhausting the search
    "EO1-C2-AAAAAUL",  # deal 531, the first 2-cell deal that can be won
)
BUDGET_PUSH_UNDO_US = 20.0
BUDGET_LEGAL_US = 200.0
BUDGET_REPLAY_MS = 50.0


def random_log(code: str, length: int, seed: int, undo_rate: float = 0.15) -> list[str]:
    """A log of ``length`` entries made by random legal play with some undos.

    Args:
        code: the deal.
        length: entries wanted (actions and undos).
        seed: random seed.
        undo_rate: chance of an undo at each step (when one is possible).

    Returns:
        The game's log.
    """
    rng = random.Random(seed)
    game = Game.from_code(code)
    while len(game.log) < length:
        moves = game.legal_moves()
        if (not moves or rng.random() < undo_rate) and game.can_undo:
            game.undo()
            continue
        if not moves:
            break
        game.push(rng.choice(moves))
        if game.is_won:
            break
    return list(game.log)


def mid_game(code: str, steps: int = 60, seed: int = 7) -> Game:
    """A game after about ``steps`` random legal actions, preferring foundation moves and
    backing out of dead ends, so that the result still has several legal moves."""
    rng = random.Random(seed)
    for _attempt in range(100):
        game = Game.from_code(code)
        while game.moves < steps:
            moves = game.legal_moves()
            if len(moves) < 3 and game.can_undo:
                game.undo()
                continue
            if not moves:
                break
            found = [
                m
                for m in moves
                if m.dst is not None and m.dst.kind == "foundation" and m.src.kind != "foundation"
            ]
            game.push(rng.choice(found or moves))
        if len(game.legal_moves()) >= 3:
            return game
    raise RuntimeError(f"no mid-game position found for {code}")


def median_time(fn: Callable[[], object], runs: int, inner: int) -> float:
    """Median over ``runs`` of the time per call of ``fn`` (called ``inner`` times), in s."""
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        for _ in range(inner):
            fn()
        samples.append((time.perf_counter() - t0) / inner)
    return statistics.median(samples)


def bench_push_undo(code: str, runs: int) -> float:
    """µs per push + undo of one action (cycling over the legal moves of a mid-game)."""
    game = mid_game(code)
    moves = game.legal_moves()
    game.log.clear()
    inner = 2000
    state = {"i": 0}

    def step() -> None:
        i = state["i"]
        state["i"] = i + 1
        game.push(moves[i % len(moves)])
        game.undo()

    result = median_time(step, runs, inner) * 1e6
    return result


def bench_legal(code: str, runs: int) -> float:
    """µs per ``legal_moves()`` in a mid-game position."""
    game = mid_game(code)
    return median_time(game.legal_moves, runs, 2000) * 1e6


def bench_replay(code: str, runs: int, length: int = 2000) -> tuple[float, int]:
    """ms to replay a ``length``-entry log via ``Game.from_log``; also the undo count."""
    log = random_log(code, length, seed=11)
    assert len(log) == length, (code, len(log))
    return median_time(lambda: Game.from_log(code, log), runs, 3) * 1e3, log.count("u")


def bench_solver(max_states: int) -> None:
    """Solver timings on a few deals (one run each; the solver is deterministic)."""
    from game.engine.solver import hint, solve

    print(f"solver (max_states={max_states}, one run each):")
    for code in SOLVER_CODES:
        game = Game.from_code(code)
        t0 = time.perf_counter()
        line = solve(game, budget=300, max_states=max_states).line
        dt = time.perf_counter() - t0
        found = "no win found" if line is None else f"won in {len(line)} actions"
        t0 = time.perf_counter()
        hint(game, budget=1.0)
        dh = time.perf_counter() - t0
        print(f"  {code}: solve {dt:7.2f} s, {found}; hint {dh * 1e3:6.0f} ms")


def main(argv: list[str] | None = None) -> int:
    """Run the benchmarks and print medians against the budgets."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--solver", action="store_true", help="also time the solver")
    parser.add_argument("--max-states", type=int, default=60_000, help="solver budget")
    args = parser.parse_args(argv)
    ok = True
    print(f"medians over {args.runs} runs")
    for name, code in CODES.items():
        pu = bench_push_undo(code, args.runs)
        lm = bench_legal(code, args.runs)
        rp, undos = bench_replay(code, args.runs)
        flags = [
            "" if pu <= BUDGET_PUSH_UNDO_US else "  OVER",
            "" if lm <= BUDGET_LEGAL_US else "  OVER",
            "" if rp <= BUDGET_REPLAY_MS else "  OVER",
        ]
        ok = ok and not any(flags)
        print(
            f"{name:14s} push+undo {pu:7.2f} µs{flags[0]} | legal_moves {lm:7.1f} µs{flags[1]}"
            f" | replay 2000 ({undos} undos) {rp:6.2f} ms{flags[2]}"
        )
    print(
        f"budgets: push+undo {BUDGET_PUSH_UNDO_US} µs, legal_moves {BUDGET_LEGAL_US} µs, "
        f"replay {BUDGET_REPLAY_MS} ms"
    )
    if args.solver:
        bench_solver(args.max_states)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
