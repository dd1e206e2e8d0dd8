"""History.statistics is kept between reads and counted in with each record (issue 14):
always the same figures as the full computation over every game, whatever the order the
games arrive in, imports, the Continue path, several at once or another process writing."""

from __future__ import annotations

import sqlite3
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.storage.history import (
    GameRecord,
    History,
    apply_migrations,
    statistics_from_results,
)

SCOPES = (("easy-harp", None), ("eight-off", None), ("eight-off", 8), ("eight-off", 4),
          ("eight-off", 2))


def make(n: int, variant: str, cells: int | None, result: str, minute: int, score: int = 100,
         moves: int = 90, duration: float = 300.0, started_minute: int | None = None
         ) -> GameRecord:
    """A game ending ``minute`` minutes after 2024-05-01 10:00 UTC (ties on purpose)."""
    cells = None if variant == "easy-harp" else cells
    start = minute if started_minute is None else started_minute
    return GameRecord(
        code=("EH1-" if cells is None else f"EO1-C{cells}-") + f"{n:07d}", variant=variant,
        cells=cells, deal=n, result=result, score=score, moves=moves, duration=duration,
        started=f"2024-05-01T09:{start % 60:02d}:00+00:00",
        ended=f"2024-05-01T{10 + minute // 60:02d}:{minute % 60:02d}:00+00:00",
        log=("1a", str(n)))


def reference(path: Path, variant: str, cells: int | None):
    """The full computation, through a connection of its own, over every game."""
    conn = sqlite3.connect(path)
    where = "variant = ?" + ("" if cells is None else " AND cells = ?")
    params = [variant] + ([] if cells is None else [cells])
    rows = conn.execute(f"SELECT result, score, moves, duration FROM games WHERE {where}"
                        " ORDER BY ended_ts, id", params).fetchall()
    conn.close()
    return statistics_from_results(rows)


games = st.tuples(
    st.sampled_from(["easy-harp", "eight-off"]), st.sampled_from([8, 4, 2]),
    st.sampled_from(["won", "won", "not finished"]), st.integers(0, 40),
    st.integers(0, 2000), st.integers(1, 400), st.floats(1.0, 5000.0),
)
operations = st.lists(st.one_of(
    st.tuples(st.just("record"), games),
    st.tuples(st.just("continue"), st.integers(0, 50), games),
    st.tuples(st.just("many"), st.lists(games, min_size=2, max_size=4)),
    st.tuples(st.just("other"), games),
    st.tuples(st.just("read"), st.sampled_from(SCOPES)),
), min_size=1, max_size=25)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(operations)
def test_kept_statistics_match_the_full_computation(ops) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        history = History(path)
        unfinished: list[GameRecord] = []
        n = 0
        for op in ops:
            n += 1
            if op[0] == "record":
                rec = make(n, *op[1][:4], *op[1][4:])
                history.record(rec)
                if rec.result == "not finished":
                    unfinished.append(rec)
            elif op[0] == "continue" and unfinished:
                # Continue: the unfinished row is replaced by the game finished later.
                left = unfinished.pop(op[1] % len(unfinished))
                variant, _cells, result, minute, score, moves, duration = op[2]
                finished = make(left.deal, left.variant, left.cells, result,
                                minute + 41, score, moves, duration,
                                started_minute=int(left.started[14:16]))
                assert finished.code == left.code and finished.started == left.started
                history.record(finished, replace_unfinished=True)
            elif op[0] == "many":
                history.record_many([make(n * 10 + i, *g[:4], *g[4:])
                                     for i, g in enumerate(op[1])])
            elif op[0] == "other":  # another window of the game writes
                other = History(path)
                other.record(make(n, *op[1][:4], *op[1][4:]))
                other.close()
            for variant, cells in SCOPES if op[0] != "read" else (op[1],):
                assert history.statistics(variant, cells) == reference(path, variant, cells)
        history.close()


def test_the_newest_game_is_counted_in_without_a_full_read(tmp_path) -> None:
    history = History(tmp_path / "h.sqlite3")
    for i in range(30):
        history.record(make(i, "eight-off", 8, "won" if i % 3 else "not finished", i))
    before = history.statistics("eight-off")
    reads = []
    original = history._read_statistics
    history._read_statistics = lambda *a: reads.append(a) or original(*a)
    history.record(make(99, "eight-off", 8, "won", 50))
    after = history.statistics("eight-off")
    assert reads == []  # counted in: no pass over the index
    assert after.played == before.played + 1 and after.current_streak == 3
    assert after == reference(tmp_path / "h.sqlite3", "eight-off", None)
    history.record(make(100, "eight-off", 8, "not finished", 5))  # older: imported
    assert history.statistics("eight-off") == reference(tmp_path / "h.sqlite3", "eight-off",
                                                        None)
    assert len(reads) == 1  # read again, the streaks need it
    history.close()


def test_a_migrated_history_reads_its_statistics_once(tmp_path) -> None:
    path = tmp_path / "h.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    apply_migrations(conn, up_to=3)  # before the covering indexes
    conn.close()
    old = History(path)
    for i in range(12):
        old.record(make(i, "easy-harp", None, "won" if i % 4 else "not finished", i))
    old.close()
    history = History(path)
    assert history.statistics("easy-harp") == reference(path, "easy-harp", None)
    history.record(make(40, "easy-harp", None, "won", 59))
    assert history.statistics("easy-harp") == reference(path, "easy-harp", None)
    history.close()


def test_kept_statistics_are_a_copy(tmp_path) -> None:
    history = History(tmp_path / "h.sqlite3")
    history.record(make(1, "easy-harp", None, "won", 1))
    stats = history.statistics("easy-harp")
    stats.played = 99
    stats.recent.append(False)
    assert history.statistics("easy-harp") == reference(tmp_path / "h.sqlite3", "easy-harp",
                                                        None)
    history.close()
