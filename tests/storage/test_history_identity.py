"""Issue 13, faults 2 and 4: a finished game is recorded once whatever way it comes, and a
waiting record this build cannot use is set aside without taking the history down.

Real locks (another process holds the database exclusively), real undeletable files
(``chattr +i``, skipped where the file system refuses it) and real restarts (new
processes).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from won_lines import EO130_WON_LOG

from game.engine.deal import parse_code
from game.storage.history import (
    MIGRATIONS,
    SCHEMA_VERSION,
    GameRecord,
    History,
    apply_migrations,
    default_history_path,
)
from game.storage.loading import take_problems
from game.storage.pending import flush_pending, keep_pending, load_pending, pending_path

ROOT = Path(__file__).resolve().parents[2]


def record(code="EO1-C8-AAAAAFA", result="won", started="2026-11-29T10:00:00+00:00"):
    return GameRecord(
        code=code, variant="eight-off", cells=8, deal=130, result=result, score=1000,
        moves=150, duration=300.5, started=started, ended="2026-11-29T10:05:00+00:00",
        log=tuple(EO130_WON_LOG),
    )


class LockHolder:
    """Another process holding an exclusive lock on the history database."""

    def __init__(self, path: Path) -> None:
        code = (
            "import sqlite3, sys\n"
            f"c = sqlite3.connect({str(path)!r}, isolation_level=None)\n"
            "c.execute('BEGIN EXCLUSIVE')\n"
            "print('locked', flush=True)\n"
            "sys.stdin.readline()\n"
        )
        self.process = subprocess.Popen(
            [sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            text=True,
        )
        assert self.process.stdout.readline().strip() == "locked"

    def release(self) -> None:
        self.process.communicate("\n", timeout=30)


def start_the_game_again() -> None:
    """A new process opens the history as the game's start does (delivering the queue)."""
    code = "from game.storage.pending import open_history; open_history().close()"
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=120,
                   env={**os.environ, "PYTHONPATH": str(ROOT)})


def test_a_win_queued_behind_a_lock_is_counted_once_however_often_it_is_delivered(app):
    History().close()  # the database exists
    holder = LockHolder(default_history_path())
    try:
        table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
        for text in EO130_WON_LOG:
            table.play(table.game.parse(text))
        assert table.game.is_won
        assert len(load_pending()) == 1  # waiting, not lost
    finally:
        holder.release()
    app.services.records.close_history()
    queue = pending_path()
    locked = subprocess.run(["chattr", "+i", str(queue)], capture_output=True).returncode == 0
    try:
        for _ in range(3):
            start_the_game_again()
            with History() as history:
                assert history.count(result="won") == 1
        if locked:
            assert queue.exists()  # it could not be emptied, and it did no harm
    finally:
        if locked:
            subprocess.run(["chattr", "-i", str(queue)], check=True)


def test_recording_the_same_game_twice_stores_it_once():
    with History() as history:
        first = history.record(record())
        # a crash between the insert and the queue's removal: the same record again
        assert history.record(record()) == first
        assert history.store([record(), record(started="2026-11-29T11:00:00+00:00")]) == [
            (first, False), (first + 1, True)]
        assert history.count() == 2


def test_the_database_refuses_a_copy_by_its_unique_key():
    with History() as history:
        history.record(record())
    conn = sqlite3.connect(default_history_path())
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("INSERT INTO games (code, variant, cells, deal, result, score, moves,"
                     " duration, started, ended, log, uid) SELECT code, variant, cells, deal,"
                     " result, score, moves, duration, started, ended, log, uid FROM games")
    conn.close()


def test_the_migration_gives_identities_and_removes_copies_recorded_by_older_builds():
    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    apply_migrations(conn, up_to=2)  # the schema before the identities (version 3)
    for started in ("2026-11-29T10:00:00+00:00",) * 3 + ("2026-11-29T12:00:00+00:00",):
        conn.execute(
            "INSERT INTO games (code, variant, cells, deal, result, score, moves, duration,"
            " started, ended, log) VALUES ('EO1-C8-AAAAAFA', 'eight-off', 8, 130, 'won',"
            " 1000, 150, 300.5, ?, '2026-11-29T10:05:00+00:00', ?)",
            (started, json.dumps(EO130_WON_LOG, separators=(",", ":"))),
        )
    conn.close()
    assert len(MIGRATIONS) == SCHEMA_VERSION
    with History() as history:
        games = history.recent(with_log=False)
        assert [g.id for g in games] == [4, 1]  # the first copy kept, the others gone
        assert history.record(record()) == 1  # the same game as the kept copy


def test_a_waiting_record_of_an_unknown_game_is_set_aside_and_the_rest_delivered():
    take_problems()
    good = record()
    keep_pending(good)
    items = json.loads(pending_path().read_text())
    newer = {**items[0], "variant": "spider", "code": "SP1-AAAAAAB"}
    items.insert(0, newer)
    pending_path().write_text(json.dumps(items))
    with History() as history:
        assert flush_pending(history) == 1
        assert [r.code for r in history.recent()] == ["EO1-C8-AAAAAFA"]
        assert flush_pending(history) == 0
        history.record(replace(good, started="2026-11-30T10:00:00+00:00"))  # still works
    aside = [p for p in pending_path().parent.iterdir() if ".bad-" in p.name]
    assert len(aside) == 1 and json.loads(aside[0].read_text()) == [newer]
    problems = take_problems()
    assert [(p.kept_as, "spider" in p.reason) for p in problems] == [(aside[0], True)]


@pytest.mark.parametrize(
    "entry",
    [{"code": 5}, [1, 2], "text", None],
)
def test_waiting_records_of_any_bad_shape_are_set_aside(entry):
    keep_pending(record())
    items = json.loads(pending_path().read_text())
    pending_path().write_text(json.dumps([entry, *items]))
    assert [r.code for r in load_pending()] == ["EO1-C8-AAAAAFA"]
    assert take_problems()


def test_hints_used_are_recorded_and_older_waiting_records_have_none(app):
    with History() as history:
        history.record(replace(record(), hints_used=3))
        assert history.recent()[0].hints_used == 3
    keep_pending(record(started="2026-11-30T09:00:00+00:00"))
    items = json.loads(pending_path().read_text())
    del items[0]["hints_used"]  # kept by a build that did not count hints
    pending_path().write_text(json.dumps(items))
    assert [r.hints_used for r in load_pending()] == [0]


def test_a_session_counts_hints_into_its_record(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    app.services.playing.session_of(table).note_hint()
    table.play(table.game.parse("1>c5"))
    app.nav.new_deal("eight-off", 8)
    assert app.services.records.history.recent()[0].hints_used == 1
