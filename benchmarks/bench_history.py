"""Benchmark of the history database with 10 000 recorded games.

Measures, as the median over several runs:

(a) opening ``History(path)`` and fetching the first 100 rows with
    ``recent(with_log=False)`` (what the history screen does; budget 100 ms);
(b) ``record()`` of one game (what happens at the end of a deal; budget 20 ms).

Run: ``python benchmarks/bench_history.py [--games N] [--runs N]``. Exits with status 1 if
a median is over its budget.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.storage.history import GameRecord, History  # noqa: E402

OPEN_AND_LIST_BUDGET = 0.100
"""Seconds allowed for (a)."""

RECORD_BUDGET = 0.020
"""Seconds allowed for (b)."""


def random_log(rng: random.Random, length: int) -> tuple[str, ...]:
    """Make a move log that looks like real notation.

    Args:
        rng: Random source.
        length: Number of entries.

    Returns:
        Entries such as ``"3>c2"``, ``"c5>f"``, ``"7>1"``, ``"u"`` and ``"s"``.
    """
    moves: list[str] = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.08:
            moves.append("u")
        elif roll < 0.10:
            moves.append("s")
        elif roll < 0.35:
            moves.append(f"{rng.randint(1, 8)}>c{rng.randint(1, 8)}")
        elif roll < 0.55:
            moves.append(f"c{rng.randint(1, 8)}>{rng.randint(1, 8)}")
        elif roll < 0.75:
            moves.append(f"{rng.randint(1, 8)}>f")
        else:
            moves.append(f"{rng.randint(1, 8)}>{rng.randint(1, 8)}")
    return tuple(moves)


def make_record(rng: random.Random, n: int, ended: datetime) -> GameRecord:
    """Make a plausible finished deal.

    Args:
        rng: Random source.
        n: Deal number.
        ended: End time (aware datetime).

    Returns:
        The record.
    """
    variant = rng.choice(("easy-harp", "eight-off"))
    cells = rng.choice((8, 4, 2)) if variant == "eight-off" else None
    duration = rng.uniform(60.0, 1200.0)
    won = rng.random() < 0.6
    prefix = f"EO1-C{cells}-" if cells else "EH1-"
    return GameRecord(
        code=f"{prefix}{n:07X}",
        variant=variant,
        cells=cells,
        deal=n,
        result="won" if won else "not finished",
        score=rng.randint(0, 500),
        moves=rng.randint(90, 220),
        duration=round(duration, 1),
        started=(ended - timedelta(seconds=duration)).isoformat(timespec="seconds"),
        ended=ended.isoformat(timespec="seconds"),
        log=random_log(rng, rng.randint(120, 180)),
    )


def build(path: Path, games: int) -> None:
    """Fill a new history database (one transaction for all games).

    Args:
        path: The database file to create.
        games: Number of games to record.
    """
    rng = random.Random(1234)
    tz = timezone(timedelta(hours=1))
    start = datetime(2020, 1, 1, 9, 0, tzinfo=tz)
    recs = [make_record(rng, n, start + timedelta(minutes=37 * n)) for n in range(games)]
    with History(path) as hist:
        ids = hist.record_many(recs)
    assert ids is not None and len(ids) == games


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000.0


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the medians.

    Args:
        argv: Command-line arguments (default: ``sys.argv[1:]``).

    Returns:
        0 if both medians are within budget, else 1.
    """
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args(argv)

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        t0 = time.perf_counter()
        build(path, args.games)
        size_mb = path.stat().st_size / 1e6
        print(f"built {args.games} games in {time.perf_counter() - t0:.1f} s ({size_mb:.1f} MB)")

        open_list: list[float] = []
        for _ in range(args.runs):
            t0 = time.perf_counter()
            hist = History(path)
            rows = hist.recent(limit=100, with_log=False)
            open_list.append(time.perf_counter() - t0)
            hist.close()
            assert hist.problem == "" and len(rows) == 100

        rng = random.Random(99)
        recording: list[float] = []
        with History(path) as hist:
            ended = datetime.now().astimezone()
            for n in range(args.runs):
                rec = make_record(rng, args.games + n, ended + timedelta(minutes=n))
                t0 = time.perf_counter()
                new_id = hist.record(rec)
                recording.append(time.perf_counter() - t0)
                assert new_id is not None

        # For information (no budget): what the statistics screen and a replay need.
        with History(path) as hist:
            stats_times, get_times = [], []
            for _ in range(args.runs):
                t0 = time.perf_counter()
                hist.statistics("eight-off")
                stats_times.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                hist.get(args.games // 2)
                get_times.append(time.perf_counter() - t0)

    a, b = median_ms(open_list), median_ms(recording)
    print(
        f"(a) open + recent(100, with_log=False): median {a:.2f} ms "
        f"(budget {OPEN_AND_LIST_BUDGET * 1000:.0f} ms) over {args.runs} runs"
    )
    print(
        f"(b) record() one game:                 median {b:.2f} ms "
        f"(budget {RECORD_BUDGET * 1000:.0f} ms) over {args.runs} runs"
    )
    print(f"    statistics('eight-off'):          median {median_ms(stats_times):.2f} ms")
    print(f"    get(id) with its log:             median {median_ms(get_times):.2f} ms")
    ok = a <= OPEN_AND_LIST_BUDGET * 1000 and b <= RECORD_BUDGET * 1000
    print("within budget" if ok else "OVER BUDGET")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
