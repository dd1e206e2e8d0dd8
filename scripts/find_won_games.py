"""Regenerate ``tests/fixtures/won_games.json``: complete won games found by the solver.

For each kind of game (Easy Harp; Eight Off with 8, 4 and 2 cells) the script tries deal
numbers from a start value upwards until :func:`game.engine.solver.solve` wins one, replays
the line through :meth:`Game.from_log` and records it. Easy Harp lines that take a card back
from a foundation are skipped, so that the EH-SCORE identity (1 220 + 5 per waste-to-column
move) applies to the fixture.

Two more entries replay the Easy Harp and the 8-cell Eight Off games with a few harmless
detours inserted (an action and its undo, and once two actions and two undos), so that the
tests also replay undos: same final position and score, more moves.

Usage::

    .venv/bin/python scripts/find_won_games.py [--out tests/fixtures/won_games.json]

Eight Off with 2 cells is rarely winnable (deals 1-4000: 19, the first 531), so its scan
starts at 500 by default; ``--from-one`` scans every kind from deal 1.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec  # noqa: E402
from game.engine.events import Rejection  # noqa: E402
from game.engine.game import Game  # noqa: E402
from game.engine.solver import solve  # noqa: E402

KINDS = (
    # name, variant, cells, first deal number tried
    ("easy-harp", EASY_HARP, None, 1),
    ("eight-off-c8", EIGHT_OFF, 8, 1),
    ("eight-off-c4", EIGHT_OFF, 4, 1),
    ("eight-off-c2", EIGHT_OFF, 2, 500),
)
DETOURS = {"easy-harp": "easy-harp-with-undos", "eight-off-c8": "eight-off-c8-with-undos"}
FOUNDATION_RETURN = re.compile(r"f[0-9]+>")


def find(
    variant: str, cells: int | None, start: int, tries: int, max_states: int
) -> tuple[DealSpec, list[str]]:
    """The first deal from ``start`` on that the solver wins (see the module docstring).

    Raises:
        RuntimeError: none of ``tries`` deals was won.
    """
    for number in range(start, start + tries):
        spec = DealSpec(variant, number, cells)
        line = solve(Game(spec), budget=120, max_states=max_states).line
        if line is None:
            continue
        if variant == EASY_HARP and any(FOUNDATION_RETURN.match(m) for m in line):
            continue
        return spec, line
    raise RuntimeError(f"no won {variant} ({cells} cells) deal in {start}…{start + tries - 1}")


def with_detours(spec: DealSpec, line: list[str], seed: int) -> list[str]:
    """``line`` with harmless detours: at a few places, a legal action that is taken back at
    once (and once, two actions taken back one after the other)."""
    rng = random.Random(seed)
    spots = sorted(rng.sample(range(1, len(line) - 1), 4))
    game = Game(spec)
    out: list[str] = []
    for i, text in enumerate(line):
        if i in spots:
            depth = 2 if i == spots[-1] else 1
            pushed = 0
            for _ in range(depth):
                moves = [m for m in game.legal_moves() if str(m) != line[i]]
                if not moves:
                    break
                action = game.push(rng.choice(moves))
                assert not isinstance(action, Rejection)
                out.append(action.notation)
                pushed += 1
            for _ in range(pushed):
                assert not isinstance(game.undo(), Rejection)
                out.append("u")
        result = game.push(text)
        assert not isinstance(result, Rejection), (i, text, result)
        out.append(text)
    assert game.is_won
    return out


def entry(name: str, spec: DealSpec, log: list[str]) -> dict[str, object]:
    """A fixture entry, checked by replaying ``log``."""
    game = Game.from_log(spec, log)
    assert game.is_won, name
    return {"name": name, "code": spec.code, "log": log, "score": game.score, "moves": game.moves}


def dump(games: list[dict[str, object]]) -> str:
    """The fixture file's text: JSON with each log wrapped to lines of about 96 characters."""
    out = ['{"format": "won-games", "version": 1, "games": [']
    for k, game in enumerate(games):
        head = {key: value for key, value in game.items() if key != "log"}
        out.append(" " + json.dumps(head)[:-1] + ', "log": [')
        line = "  "
        for text in game["log"]:  # type: ignore[attr-defined]
            item = json.dumps(text) + ", "
            if len(line) + len(item) > 96:
                out.append(line.rstrip())
                line = "  "
            line += item
        out.append(line.rstrip().rstrip(","))
        out.append(" ]}" + ("," if k < len(games) - 1 else ""))
    out.append("]}")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Find the games and write the fixture file."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "tests" / "fixtures" / "won_games.json")
    parser.add_argument("--tries", type=int, default=2000, help="deal numbers tried per kind")
    parser.add_argument("--max-states", type=int, default=200_000)
    parser.add_argument("--from-one", action="store_true", help="start every scan at deal 1")
    args = parser.parse_args(argv)
    games = []
    for name, variant, cells, start in KINDS:
        t0 = time.perf_counter()
        spec, line = find(
            variant, cells, 1 if args.from_one else start, args.tries, args.max_states
        )
        item = entry(name, spec, line)
        games.append(item)
        print(
            f"{name}: {spec.code} (deal {spec.number}) {len(line)} actions, "
            f"score {item['score']}, {time.perf_counter() - t0:.1f} s"
        )
        if name in DETOURS:
            detour = entry(DETOURS[name], spec, with_detours(spec, line, seed=spec.number))
            games.append(detour)
            print(
                f"{DETOURS[name]}: {len(detour['log'])} entries "  # type: ignore[arg-type]
                f"({detour['log'].count('u')} undos), moves {detour['moves']}, "  # type: ignore[union-attr]
                f"score {detour['score']}"
            )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    text = dump(games)
    assert json.loads(text)["games"] == games
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
