"""A game is one history row whatever happens: its identity is its deal and start time (or,
saved without a start, its deal and move log), never its result nor the time now; the record
that went furthest is kept, and the migration merges the rows the older identity split."""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

import pytest
from won_lines import EO130_WON_LOG

from game.engine.game import Game
from game.engine.notation import SavedGame, dump_game
from game.storage.exchange import import_game, record_imported
from game.storage.history import GameRecord, History, apply_migrations, log_text
from game.storage.history.schema import UNIX_TIME_SQL, _identity_v3

CODE = "EO1-C8-AAAAAAB"
STARTED = "2026-11-29T10:00:00+01:00"


def record(result: str, length: int, started: str = STARTED) -> GameRecord:
    return GameRecord(code=CODE, variant="eight-off", cells=8, deal=2, result=result,
                      score=length, moves=length, duration=float(length), started=started,
                      ended="2026-11-29T11:00:00+01:00", log=tuple(["1>c5"] * length))


@pytest.fixture
def history(tmp_path: Path):
    opened = History(tmp_path / "h.sqlite3")
    yield opened
    opened.close()


def rows(history: History) -> list[tuple[str, int]]:
    return [(r.result, r.moves) for r in history.recent()]


@pytest.mark.parametrize("order", ["unfinished first", "won first"])
def test_a_game_left_in_one_window_and_won_in_another_is_one_won_row(history, order):
    left, won = record("not finished", 86), record("won", 87)
    first, second = (left, won) if order == "unfinished first" else (won, left)
    history.record(first)
    history.record(second)
    assert rows(history) == [("won", 87)]
    assert history.statistics("eight-off").played == 1


def test_a_longer_unfinished_record_replaces_a_shorter_never_the_reverse(history):
    game_id = history.record(record("not finished", 10))
    assert history.record(record("not finished", 5)) == game_id
    assert rows(history) == [("not finished", 10)]
    assert history.record(record("not finished", 12)) == game_id  # the same row, replaced
    assert rows(history) == [("not finished", 12)]
    assert history.store([record("not finished", 3)]) == [(game_id, False)]


def test_another_start_time_is_another_game(history):
    history.record(record("won", 87))
    history.record(record("won", 87, started="2026-11-30T10:00:00+01:00"))
    assert len(rows(history)) == 2


def test_a_saved_game_without_a_start_imported_twice_is_one_row(history, tmp_path):
    path = tmp_path / "no-start.json"
    game = Game.from_log("EO1-C8-AAAAAFA", ["1>c5", "1>8"])
    path.write_text(dump_game(SavedGame(game, 5.0, None, None, "in progress")))
    first = record_imported(history, import_game(path))
    second = record_imported(history, import_game(path))
    assert first[1] and second == (first[0], False)
    assert history.count() == 1


def test_the_identity_is_never_made_from_the_time_now(history, tmp_path, monkeypatch):
    import datetime as real

    class Later(real.datetime):
        @classmethod
        def now(cls, tz=None):
            return real.datetime(2030, 1, 1, tzinfo=real.UTC)

    saved = SavedGame(Game.from_log(CODE, ["1>c5"]), 5.0, None, None, "in progress")
    record_imported(history, saved)
    monkeypatch.setattr("game.storage.exchange.datetime.datetime", Later)
    record_imported(history, saved)
    assert history.count() == 1


def test_the_migration_merges_the_rows_the_result_split(tmp_path):
    path = tmp_path / "v4.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    apply_migrations(conn, up_to=4)
    won_log = log_text(EO130_WON_LOG[:3])
    for result, length, moves in (("not finished", 86, 86), ("won", 87, 87),
                                  ("not finished", 40, 40)):
        stored = log_text(["1>c5"] * length)
        conn.execute(
            "INSERT INTO games (code, variant, cells, deal, result, score, moves, duration,"
            " started, ended, log, ended_ts, uid, hints) VALUES (?, 'eight-off', 8, 2, ?, 0,"
            f" ?, 1.0, ?, ?, ?, {UNIX_TIME_SQL.format('?')}, ?, 0)",
            (CODE, result, moves, STARTED, STARTED, stored, STARTED,
             _identity_v3(CODE, STARTED, result, stored)))
    conn.execute(  # another game: kept as it is
        "INSERT INTO games (code, variant, cells, deal, result, score, moves, duration,"
        " started, ended, log, ended_ts, uid, hints) VALUES (?, 'eight-off', 8, 2, 'won', 0,"
        f" 3, 1.0, ?, ?, ?, {UNIX_TIME_SQL.format('?')}, 'x', 0)",
        (CODE, "2026-11-30T10:00:00+01:00", "2026-11-30T10:00:00+01:00", won_log,
         "2026-11-30T10:00:00+01:00"))
    conn.close()
    history = History(path)
    assert history.available
    assert sorted((r.result, r.moves, r.started) for r in history.recent()) == [
        ("won", 3, "2026-11-30T10:00:00+01:00"), ("won", 87, STARTED)]
    assert history.record(record("not finished", 86)) is not None
    assert history.count() == 2  # and the merged game's identity is today's
    history.close()


def test_a_record_replaced_keeps_the_statistics_right(history):
    history.statistics("eight-off")  # kept from here on
    history.record(record("not finished", 86))
    assert history.statistics("eight-off").played == 1
    history.record(replace(record("won", 87)))
    stats = history.statistics("eight-off")
    assert (stats.played, stats.won, stats.current_streak) == (1, 1, 1)
