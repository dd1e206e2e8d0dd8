"""Tests for game.storage.history: records, queries, statistics, migrations, bad files."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.storage import history as history_module
from game.storage.history import (
    MIGRATIONS,
    PROBLEM_CORRUPT,
    PROBLEM_LOCKED,
    PROBLEM_NEWER,
    SCHEMA_VERSION,
    GameRecord,
    History,
    Statistics,
    apply_migrations,
    schema_version,
    statistics_from_results,
)


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    # Lock tests wait for the busy timeout on every attempt; keep them quick.
    monkeypatch.setattr(history_module.database, "BUSY_TIMEOUT", 0.2)
    return tmp_path


@pytest.fixture
def db_path(home: Path) -> Path:
    return home / "data" / "history.sqlite3"


@pytest.fixture
def hist(home: Path) -> Iterator[History]:
    with History() as opened:
        assert opened.available, opened.problem
        yield opened


def game(
    n: int,
    *,
    variant: str = "eight-off",
    cells: int | None = 8,
    result: str = "won",
    score: int = 100,
    moves: int = 90,
    duration: float = 300.0,
    ended: str | None = None,
    log: tuple[str, ...] = ("1>c5", "u", "s"),
) -> GameRecord:
    """A record whose end time is ``n`` minutes after 2024-05-01 12:00 UTC+2."""
    if variant == "easy-harp":
        cells = None
    hour, minute = divmod(n, 60)
    end = ended or f"2024-05-01T{12 + hour:02d}:{minute:02d}:00+02:00"
    prefix = "EH1-" if variant == "easy-harp" else f"EO1-C{cells}-"
    return GameRecord(
        code=f"{prefix}{n:07d}",
        variant=variant,
        cells=cells,
        deal=n,
        result=result,
        score=score,
        moves=moves,
        duration=duration,
        started="2024-05-01T11:00:00+02:00",
        ended=end,
        log=log,
    )


def files_in(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


# ---------------------------------------------------------------------- basics


def test_new_database_has_latest_schema(hist: History, db_path: Path) -> None:
    assert db_path.exists()
    assert hist.path == db_path
    assert hist.problem == ""
    with sqlite3.connect(db_path) as conn:
        assert schema_version(conn) == SCHEMA_VERSION == len(MIGRATIONS) >= 2
    assert hist.recent() == []
    assert hist.statistics("eight-off") == Statistics()


def test_round_trip(hist: History) -> None:
    rec = game(1, log=("1>c5", "u", "s", "Ä♥"), duration=123.5)
    new_id = hist.record(rec)
    assert isinstance(new_id, int)
    assert hist.get(new_id) == replace(rec, id=new_id)
    assert hist.recent() == [replace(rec, id=new_id)]
    assert hist.recent(with_log=False) == [replace(rec, id=new_id, log=())]
    assert hist.get(new_id + 1000) is None


def test_survives_reopening(db_path: Path, home: Path) -> None:
    with History() as first:
        ids = [first.record(game(n)) for n in range(3)]
    with History(db_path) as second:
        assert [r.id for r in second.recent()] == ids[::-1]


@given(log=st.lists(st.text(max_size=12), max_size=30), code=st.text(min_size=1, max_size=20))
def test_any_log_round_trips(tmp_path_factory: pytest.TempPathFactory, log: list[str], code: str):
    path = tmp_path_factory.mktemp("hyp") / "h.sqlite3"
    with History(path) as hist:
        rec = replace(game(5), log=tuple(log), code=code)
        new_id = hist.record(rec)
        assert hist.get(new_id) == replace(rec, id=new_id)


def test_invalid_record_is_refused(hist: History) -> None:
    with pytest.raises(ValueError):
        hist.record(game(1, result="lost"))
    with pytest.raises(ValueError):
        hist.record(replace(game(1), variant="spider"))
    assert hist.recent() == []


def test_record_many_is_all_or_none(hist: History) -> None:
    assert hist.record_many([]) == []
    with pytest.raises(ValueError):
        hist.record_many([game(1), game(2, result="lost"), game(3)])
    assert hist.count() == 0
    ids = hist.record_many([game(1), game(2), game(3)])
    assert ids is not None and len(ids) == 3
    assert [r.id for r in hist.recent()] == ids[::-1]


# --------------------------------------------------------------------- queries


def test_newest_first_by_end_time_then_id(hist: History) -> None:
    late = hist.record(game(1, ended="2024-05-01T12:00:00+00:00"))  # 12:00 UTC
    # Sorts after the game above as text, but ended at 10:30 UTC: it is older.
    early = hist.record(game(2, ended="2024-05-01T12:30:00+02:00"))
    same_a = hist.record(game(3, ended="2024-05-01T15:00:00+01:00"))  # 14:00 UTC
    same_b = hist.record(game(4, ended="2024-05-01T14:00:00+00:00"))  # 14:00 UTC, later id
    assert [r.id for r in hist.recent()] == [same_b, same_a, late, early]


def test_filters_and_paging(hist: History) -> None:
    ids = {}
    ids["eo8_won"] = hist.record(game(1))
    ids["eh_won"] = hist.record(game(2, variant="easy-harp"))
    ids["eo4_nf"] = hist.record(game(3, cells=4, result="not finished"))
    ids["eh_nf"] = hist.record(game(4, variant="easy-harp", result="not finished"))
    ids["eo4_won"] = hist.record(game(5, cells=4))

    def listed(**kwargs: object) -> list[int | None]:
        return [r.id for r in hist.recent(**kwargs)]  # type: ignore[arg-type]

    assert listed(variant="easy-harp") == [ids["eh_nf"], ids["eh_won"]]
    assert listed(variant="eight-off") == [ids["eo4_won"], ids["eo4_nf"], ids["eo8_won"]]
    assert listed(result="won") == [ids["eo4_won"], ids["eh_won"], ids["eo8_won"]]
    assert listed(variant="eight-off", cells=4) == [ids["eo4_won"], ids["eo4_nf"]]
    assert listed(variant="eight-off", result="not finished") == [ids["eo4_nf"]]
    assert listed(limit=2) == [ids["eo4_won"], ids["eh_nf"]]
    assert listed(limit=2, offset=2) == [ids["eo4_nf"], ids["eh_won"]]
    assert listed(limit=2, offset=4) == [ids["eo8_won"]]
    assert hist.count() == 5
    assert hist.count(variant="eight-off", cells=4) == 2
    assert hist.count(result="won") == 3
    assert all(r.log == () for r in hist.recent(with_log=False))
    assert all(r.cells is None for r in hist.recent(variant="easy-harp"))


# ------------------------------------------------------------------ statistics


def test_statistics_from_known_history(hist: History) -> None:
    # Eight Off, oldest first:           cells result        score moves duration
    hist.record(game(1, cells=8, result="won", score=100, moves=80, duration=300))
    hist.record(game(2, cells=4, result="won", score=120, moves=75, duration=250))
    hist.record(game(3, cells=8, result="not finished", score=150, moves=40, duration=100))
    hist.record(game(4, cells=8, result="won", score=90, moves=70, duration=400))
    hist.record(game(5, cells=8, result="won", score=110, moves=95, duration=200))
    hist.record(game(6, cells=2, result="won", score=105, moves=85, duration=350))
    hist.record(game(7, cells=4, result="not finished", score=10, moves=5, duration=20))
    # Easy Harp games must not count for Eight Off (and the other way round).
    hist.record(game(8, variant="easy-harp", result="won", score=999, moves=1, duration=1))

    everything = hist.statistics("eight-off")
    assert everything == Statistics(
        played=7,
        won=5,
        win_rate=pytest.approx(5 / 7),
        best_score=120,  # won games only (issue 13: a game given up never counts)
        fewest_moves=70,  # only wins count
        fastest_win=200.0,  # only wins count
        current_streak=0,  # the latest game (7) was not finished
        best_streak=3,  # games 4, 5, 6
        recent=[True, True, False, True, True, True, False],
    )
    assert hist.statistics("eight-off", cells=8) == Statistics(
        played=4,
        won=3,
        win_rate=0.75,
        best_score=110,
        fewest_moves=70,
        fastest_win=200.0,
        current_streak=2,  # games 4, 5
        best_streak=2,
        recent=[True, False, True, True],
    )
    assert hist.statistics("eight-off", cells=4) == Statistics(
        played=2,
        won=1,
        win_rate=0.5,
        best_score=120,
        fewest_moves=75,
        fastest_win=250.0,
        current_streak=0,
        best_streak=1,
        recent=[True, False],
    )
    assert hist.statistics("easy-harp") == Statistics(
        played=1,
        won=1,
        win_rate=1.0,
        best_score=999,
        fewest_moves=1,
        fastest_win=1.0,
        current_streak=1,
        best_streak=1,
        recent=[True],
    )
    assert hist.statistics("eight-off", cells=2).current_streak == 1


def test_statistics_recent_is_last_twenty_oldest_first(hist: History) -> None:
    results = ["won" if n % 3 != 1 else "not finished" for n in range(25)]
    for n, result in enumerate(results):
        hist.record(game(n, result=result))
    stats = hist.statistics("eight-off")
    assert stats.played == 25
    assert stats.recent == [r == "won" for r in results[5:]]
    assert stats.current_streak == 2  # games 23, 24 won; 22 not finished
    assert stats.best_streak == 2


def test_statistics_with_no_wins(hist: History) -> None:
    hist.record(game(1, result="not finished", score=7))
    stats = hist.statistics("eight-off")
    assert (stats.played, stats.won, stats.win_rate) == (1, 0, 0.0)
    assert (stats.best_score, stats.fewest_moves, stats.fastest_win) == (None, None, None)
    assert (stats.current_streak, stats.best_streak, stats.recent) == (0, 0, [False])


@given(st.lists(st.booleans(), max_size=60))
def test_streaks_match_reference(results: list[bool]) -> None:
    rows = [("won" if won else "not finished", 0, 1, 1.0) for won in results]
    stats = statistics_from_results(rows)
    runs = "".join("W" if won else "." for won in results).split(".")
    assert stats.best_streak == max(len(run) for run in runs)
    assert stats.current_streak == len(runs[-1])
    assert stats.won == sum(results)
    assert stats.recent == results[-20:]


# ------------------------------------------------------------------ migrations


def test_migration_from_version_1(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(db_path, isolation_level=None)
    assert apply_migrations(conn, up_to=1) == 1
    rows = [
        # code, variant, cells, deal, result, score, moves, duration, started, ended, log
        ("EO1-C8-AAAAAFA", "eight-off", 8, 1, "won", 300, 120, 410.5,
         "2024-01-01T10:00:00+01:00", "2024-01-01T10:07:00+01:00", ["1>c5", "u", "s"]),
        ("EH1-0000002", "easy-harp", None, 2, "not finished", 40, 33, 99.0,
         "2024-01-02T09:00:00+00:00", "2024-01-02T09:02:00+00:00", []),
        ("EO1-C4-AAAAAFB", "eight-off", 4, 3, "won", 280, 130, 500.0,
         "2024-01-03T08:00:00-05:00", "2024-01-03T08:09:00-05:00", ["a>f"]),
    ]  # fmt: skip
    with conn:
        conn.execute("BEGIN")
        for *columns, log in rows:
            conn.execute(
                "INSERT INTO games (code, variant, cells, deal, result, score, moves,"
                " duration, started, ended, log) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (*columns, json.dumps(log)),
            )
    assert schema_version(conn) == 1
    conn.close()

    with History(db_path) as hist:
        assert hist.available, hist.problem
        listed = hist.recent()
        assert [r.code for r in listed] == ["EO1-C4-AAAAAFB", "EH1-0000002", "EO1-C8-AAAAAFA"]
        oldest = listed[-1]
        assert oldest == GameRecord(
            id=1,
            code="EO1-C8-AAAAAFA",
            variant="eight-off",
            cells=8,
            deal=1,
            result="won",
            score=300,
            moves=120,
            duration=410.5,
            started="2024-01-01T10:00:00+01:00",
            ended="2024-01-01T10:07:00+01:00",
            log=("1>c5", "u", "s"),
        )
        assert listed[1].cells is None and listed[1].log == ()
        assert hist.statistics("eight-off").won == 2
        assert hist.record(game(1)) == 4
    with sqlite3.connect(db_path) as check:
        assert schema_version(check) == SCHEMA_VERSION
        indexes = {row[0] for row in check.execute("SELECT name FROM sqlite_master")}
        assert {"games_by_time", "games_by_variant", "games_by_cells"} <= indexes
        ended_ts = check.execute("SELECT ended_ts FROM games WHERE id = 1").fetchone()[0]
        assert ended_ts == pytest.approx(1704100020.0)  # 2024-01-01T09:07:00Z


def test_apply_migrations_checks_arguments(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "x.sqlite3", isolation_level=None)
    with pytest.raises(ValueError):
        apply_migrations(conn, up_to=SCHEMA_VERSION + 1)
    conn.close()
    conn = sqlite3.connect(tmp_path / "y.sqlite3")  # default isolation level
    with pytest.raises(ValueError):
        apply_migrations(conn)
    conn.close()


def test_failed_migration_rolls_back(db_path: Path) -> None:
    """A database that already has a foreign "games" table is not touched."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(db_path) as conn:
        conn.execute("CREATE TABLE games (something_else TEXT)")
        conn.execute("INSERT INTO games VALUES ('keep me')")
    conn.close()
    before = db_path.read_bytes()
    hist = History(db_path)
    assert not hist.available and hist.problem
    assert hist.record(game(1)) is None
    hist.close()
    assert db_path.read_bytes() == before


# ------------------------------------------------------------------- bad files


def assert_unavailable_and_harmless(hist: History) -> None:
    assert not hist.available
    assert hist.record(game(1)) is None
    assert hist.recent() == []
    assert hist.recent(with_log=False) == []
    assert hist.get(1) is None
    assert hist.count() == 0
    assert hist.statistics("eight-off") == Statistics()


def test_locked_database(db_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with History(db_path) as setup:
        first_id = setup.record(game(1))
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    before = files_in(db_path.parent)
    try:
        hist = History(db_path)
        assert hist.problem == PROBLEM_LOCKED
        assert_unavailable_and_harmless(hist)
        assert "locked" in caplog.text
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert db_path.read_bytes() == before[db_path.name]
    # Once the other program lets go, the same History object works again.
    second_id = hist.record(game(2))
    assert hist.available and hist.problem == ""
    assert [r.id for r in hist.recent()] == [second_id, first_id]
    hist.close()


def test_lock_taken_after_opening(hist: History, db_path: Path) -> None:
    first_id = hist.record(game(1))
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    try:
        assert hist.record(game(2)) is None
        assert hist.recent() == []
        assert hist.available  # a lock is temporary
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert [r.id for r in hist.recent()] == [first_id]
    assert hist.record(game(3)) is not None


def test_corrupt_file_is_left_untouched(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    garbage = bytes(range(256)) * 64 + b"not a database at all\n" * 100
    db_path.write_bytes(garbage)
    before = files_in(db_path.parent)
    hist = History(db_path)
    assert hist.problem == PROBLEM_CORRUPT
    assert_unavailable_and_harmless(hist)
    hist.close()
    assert files_in(db_path.parent) == before  # same bytes, no journal, nothing moved
    # Opening it again gives the same answer; it is never replaced.
    again = History(db_path)
    assert again.problem == PROBLEM_CORRUPT
    again.close()
    assert files_in(db_path.parent) == before


def test_damage_found_after_opening(db_path: Path) -> None:
    with History(db_path) as setup:
        for n in range(200):
            setup.record(game(n, log=tuple(f"{n}>c{k}" for k in range(150))))
    data = bytearray(db_path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    # Keep the header page (so the version can be read), ruin the pages after it.
    data[page_size:] = b"\xa5" * (len(data) - page_size)
    db_path.write_bytes(bytes(data))
    before = files_in(db_path.parent)
    hist = History(db_path)
    hist.recent()
    hist.statistics("eight-off")
    assert hist.problem == PROBLEM_CORRUPT
    assert_unavailable_and_harmless(hist)
    hist.close()
    assert files_in(db_path.parent) == before


def test_newer_database_is_left_untouched(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    with sqlite3.connect(db_path) as conn:
        conn.execute("CREATE TABLE games_v9 (anything TEXT)")
        conn.execute("INSERT INTO games_v9 VALUES ('future data')")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 7}")
    conn.close()
    before = files_in(db_path.parent)
    hist = History(db_path)
    assert hist.problem == PROBLEM_NEWER
    assert "newer" in hist.problem
    assert_unavailable_and_harmless(hist)
    hist.close()
    assert files_in(db_path.parent) == before
    with sqlite3.connect(db_path) as check:
        assert schema_version(check) == SCHEMA_VERSION + 7
    check.close()


def test_unopenable_path(tmp_path: Path) -> None:
    folder = tmp_path / "a-folder"
    folder.mkdir()
    hist = History(folder)
    assert not hist.available and hist.problem
    assert_unavailable_and_harmless(hist)


@settings(max_examples=40, deadline=None)
@given(
    games=st.lists(
        st.tuples(
            st.sampled_from([8, 4, 2]),
            st.sampled_from(["won", "won", "not finished"]),
            st.integers(0, 900),
            st.integers(1, 400),
            st.floats(1, 5000, allow_nan=False),
            st.integers(0, 40),  # end minute: ties and out-of-order recording happen
        ),
        max_size=60,
    )
)
def test_statistics_from_the_index_equal_the_fold_over_every_game(games, tmp_path_factory):
    with History(tmp_path_factory.mktemp("stats") / "h.sqlite3") as hist:
        hist.record_many([
            game(minute, cells=cells, result=result, score=score, moves=moves,
                 duration=duration)
            for cells, result, score, moves, duration, minute in games
        ])
        conn = sqlite3.connect(hist.path)
        for cells in (None, 8, 4, 2):
            where = "variant = 'eight-off'" + ("" if cells is None else f" AND cells = {cells}")
            rows = conn.execute(
                f"SELECT result, score, moves, duration FROM games WHERE {where}"
                " ORDER BY ended_ts, id"
            ).fetchall()
            assert hist.statistics("eight-off", cells) == statistics_from_results(rows)
        conn.close()


def test_statistics_read_only_the_covering_index(hist: History) -> None:
    hist.record_many([game(n, result="won" if n % 4 else "not finished") for n in range(30)])
    conn = sqlite3.connect(hist.path)
    for where in ("variant = 'eight-off'", "variant = 'eight-off' AND cells = 8"):
        for sql in (
            "SELECT COUNT(*), SUM(result = 'won'), MAX(CASE WHEN result = 'won' THEN score END),"
            " MIN(moves), MIN(duration)"
            f" FROM games WHERE {where}",
            f"SELECT result = 'won' FROM games WHERE {where} ORDER BY ended_ts, id",
        ):
            plan = " ".join(str(r[-1]) for r in conn.execute("EXPLAIN QUERY PLAN " + sql))
            assert "COVERING INDEX" in plan, (sql, plan)
            assert "TEMP B-TREE" not in plan, (sql, plan)  # no sort: the index's order
    conn.close()
