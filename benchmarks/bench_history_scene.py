"""Benchmark of the History scene and of recording a finished deal, with 10 000 games.

Measures, as the median over several runs, in a headless window of 1280x800:

(a) constructing :class:`~game.ui.views.history.HistoryView` until its first page of rows
    is ready (queried and laid out as text; budget 100 ms);
(b) the same plus showing the scene and drawing its first frame (the widgets too; reported
    for information);
(c) ``GameInProgress.record_finished`` of a game at the end of a deal (budget 20 ms).

The history database is fresh for every run of (a)/(b) (a new ``History`` object on the same
file), as when the player opens the scene after starting the game.

Run: ``ARCADE_HEADLESS=1 python benchmarks/bench_history_scene.py [--games N] [--runs N]``.
Exits with status 1 if a budgeted median is over its budget.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("ARCADE_HEADLESS", "1")

ROWS_BUDGET = 0.100
"""Seconds allowed for (a)."""
RECORD_BUDGET = 0.020
"""Seconds allowed for (c)."""


def seed(path: Path, games: int) -> None:
    """Record ``games`` finished deals with realistic logs (one transaction)."""
    from game.engine.game import Game
    from game.storage.history import GameRecord, History

    rng = random.Random(7)
    start = datetime(2024, 1, 1, 9, 0, tzinfo=timezone(timedelta(hours=1)))
    templates = []
    for code in ("EO1-C8-AAAAAAB", "EO1-C4-AAAAAAC", "EO1-C2-AAAAAAD", "EH1-N-AAAAAAB"):
        game = Game.from_code(code)
        for _ in range(60):
            moves = game.legal_moves()
            if not moves:
                break
            game.push(rng.choice(moves))
        templates.append(game)
    records = []
    for i in range(games):
        game = rng.choice(templates)
        ended = start + timedelta(minutes=17 * i)
        records.append(GameRecord(
            code=game.code, variant=game.spec.variant, cells=game.spec.cells,
            deal=game.spec.number, result=rng.choice(("won", "not finished")),
            score=rng.randint(0, 700), moves=rng.randint(1, 200),
            duration=rng.uniform(30, 1200), started=ended.isoformat(timespec="seconds"),
            ended=ended.isoformat(timespec="seconds"), log=tuple(game.log),
        ))
    history = History(path)
    history.record_many(records)
    history.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=9)
    args = parser.parse_args(argv)

    home = Path(tempfile.mkdtemp(prefix="bench-history-scene-"))
    os.environ["HARP_EIGHT_HOME"] = str(home)

    from game.engine.deal import parse_code
    from game.storage.history import History, default_history_path
    from game.storage.settings import Settings
    from game.ui.app import App
    from game.ui.views.history import HistoryView

    path = default_history_path()
    seed(path, args.games)
    app = App(Settings(), 1280, 800)

    rows, frame = [], []
    for _ in range(args.runs + 1):  # the first run warms fonts and glyphs up
        app.hide_view()
        app.services.records.use_history(History(path))
        start = time.perf_counter()
        view = HistoryView(app.services)
        ready = time.perf_counter()
        assert view.rows and view._layout is not None
        app.nav.show_view(view)
        view.on_draw()
        drawn = time.perf_counter()
        rows.append(ready - start)
        frame.append(drawn - start)
    rows, frame = rows[1:], frame[1:]

    table = app.nav.start(parse_code("EO1-C8-AAAAAAB"), animate=False)
    for move in table.game.legal_moves()[:1]:
        table.play(move)
    records = []
    for _ in range(args.runs):
        start = time.perf_counter()
        app.services.playing.record_finished(table, "not finished")
        records.append(time.perf_counter() - start)
    count = app.services.records.history.count()
    app.close()

    def report(name: str, values: list[float], budget: float | None) -> bool:
        median = statistics.median(values)
        ok = budget is None or median <= budget
        limit = f"budget {budget * 1000:.0f} ms" if budget else "no budget"
        print(f"{name:<46} median {median * 1000:7.2f} ms  (min {min(values) * 1000:.2f}, "
              f"max {max(values) * 1000:.2f}; {limit}){'' if ok else '  OVER BUDGET'}")
        return ok

    print(f"{count} games in the history, {args.runs} runs, 1280x800 headless")
    ok = report("(a) HistoryView() -> first rows ready", rows, ROWS_BUDGET)
    report("(b) ... + show + first frame drawn", frame, None)
    ok &= report("(c) GameInProgress.record_finished", records, RECORD_BUDGET)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
