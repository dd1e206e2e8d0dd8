"""Write ``resources/winnable/*.txt``: deals the solver proved winnable, with their lines.

For each game and cell count (Eight Off with 8, 4 and 2 cells; Easy Harp) the script draws
deal numbers from 1…999 999 in a fixed pseudo-random order (``--seed``), asks
:func:`game.engine.solver.solve` about each with a time budget, and keeps the deals it
wins until ``--count`` are found. Every kept line is spelled compactly
(:func:`game.engine.winnable.encode_line`), read back and replayed through the engine before
it is written: the read-back line must win and give exactly the solver's canonical log.
Files are written atomically, sorted by deal number, with a header saying how they were
made (tests replay every line again).

Usage::

    python scripts/find_winnable_deals.py                      # every list
    python scripts/find_winnable_deals.py --only eight-off-c2 --count 300 --budget 2

Eight Off with 2 cells is rarely winnable (about 1 deal in 300), so that list takes the
longest: around 100 000 deals are asked about (most are proved unwinnable within a few
milliseconds).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.deal import EASY_HARP, EIGHT_OFF, MAX_DEAL, DealSpec  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.engine.solver import UNWINNABLE, WINNABLE, solve  # noqa: E402
from game.engine.winnable import decode_line, encode_line, list_name  # noqa: E402
from game.storage.files import atomic_write_text  # noqa: E402

KINDS = {
    "eight-off-c8": (EIGHT_OFF, 8, 300, 2.0),
    "eight-off-c4": (EIGHT_OFF, 4, 300, 2.0),
    "eight-off-c2": (EIGHT_OFF, 2, 300, 2.0),
    "easy-harp": (EASY_HARP, None, 200, 5.0),
}
"""name → (variant, cells, deals wanted, seconds per deal)."""


def proof(spec: DealSpec, budget: float) -> tuple[str, list[str] | None]:
    """The solver's verdict on a whole deal and, when winnable, its checked line."""
    found = solve(Game(spec), budget=budget)
    if found.result != WINNABLE or found.line is None:
        return found.result, None
    compact = encode_line(found.line)
    replay = Game.from_log(spec, decode_line(compact))
    if not replay.is_won or replay.log != found.line:
        return "unspellable", None
    return WINNABLE, found.line


def search(name: str, count: int, budget: float, seed: int, max_tries: int) -> str:
    """The text of one list file."""
    variant, cells, _, _ = KINDS[name]
    rng = random.Random(f"{seed}:{name}")
    tried: set[int] = set()
    found: dict[int, list[str]] = {}
    tally = {WINNABLE: 0, UNWINNABLE: 0}
    started = time.monotonic()
    while len(found) < count and len(tried) < max_tries:
        number = rng.randint(1, MAX_DEAL)
        if number in tried:
            continue
        tried.add(number)
        spec = DealSpec(variant, number, cells)
        result, line = proof(spec, budget)
        tally[result] = tally.get(result, 0) + 1
        if line is not None:
            found[number] = line
            print(f"{name}: {len(found)}/{count} {spec.code} ({len(line)} actions), "
                  f"{len(tried)} tried", flush=True)
    minutes = (time.monotonic() - started) / 60
    header = [
        f"# Proved-winnable deals: {name} ({len(found)} deals).",
        "# Written by scripts/find_winnable_deals.py; do not edit by hand.",
        f"# {len(tried)} deal numbers tried in a seeded random order (seed {seed}), "
        f"{budget:g} s each: {tally[WINNABLE]} won, {tally[UNWINNABLE]} proved unwinnable, "
        f"{len(tried) - tally[WINNABLE] - tally[UNWINNABLE]} undecided "
        f"({minutes:.1f} min).",
        "# NUMBER LENGTH LINE (compact spelling: game/engine/winnable.py)",
    ]
    rows = [f"{n} {len(found[n])} {encode_line(found[n])}" for n in sorted(found)]
    return "\n".join(header + rows) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", choices=sorted(KINDS), action="append")
    parser.add_argument("--count", type=int, help="deals per list (default: per kind)")
    parser.add_argument("--budget", type=float, help="seconds per deal (default: per kind)")
    parser.add_argument("--seed", type=int, default=10)
    parser.add_argument("--max-tries", type=int, default=400_000)
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "winnable")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.only or list(KINDS):
        variant, cells, count, budget = KINDS[name]
        text = search(name, args.count or count, args.budget or budget, args.seed,
                      args.max_tries)
        path = args.out / list_name(variant, cells)
        atomic_write_text(path, text)
        print(f"wrote {path}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
