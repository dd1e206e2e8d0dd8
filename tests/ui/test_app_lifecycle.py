"""The game in progress across restarts, and finished deals that wait for the history."""

from __future__ import annotations

import sqlite3

from game.engine.deal import parse_code
from game.storage.files import app_dirs
from game.storage.history import GameRecord, History, default_history_path
from game.storage.pending import flush_pending, keep_pending, load_pending, pending_path


def restart(app):
    """What a new start sees: no open table, the autosave on disk."""
    app.hide_view()
    app.services.playing.table = None


def test_a_new_deal_after_a_restart_records_the_autosaved_game_as_not_finished(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.play(table.game.parse("1>c5"))
    table.play(table.game.parse("1>8"))
    restart(app)
    app.nav.new_deal("easy-harp")
    records = app.services.records.history.recent()
    assert [(r.code, r.result, r.moves) for r in records] == [
        ("EO1-C8-AAAAAFA", "not finished", 2)
    ]
    assert list(records[0].log) == ["1>c5", "1>8"]


def test_continue_after_a_restart_records_nothing_and_restores_the_game(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.play(table.game.parse("1>c5"))
    restart(app)
    resumed = app.nav.continue_game()
    assert resumed is not None and resumed.game.log == ["1>c5"]
    assert app.services.records.history.recent() == []


def test_a_restart_without_moves_records_nothing(app):
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    restart(app)
    app.nav.new_deal("eight-off")
    assert app.services.records.history.recent() == []


def record(code="EH1-N-AAAAAAB", result="not finished", minute=0):
    return GameRecord(
        code=code, variant="easy-harp", cells=None, deal=1, result=result, score=5,
        moves=1, duration=3.5, started=f"2026-11-29T10:{minute:02d}:00+00:00",
        ended=f"2026-11-29T10:{minute + 1:02d}:00+00:00", log=("s",),
    )


def test_pending_records_round_trip_and_flush_once():
    assert load_pending() == []
    assert keep_pending(record()) and keep_pending(record(result="won", minute=5))
    assert [r.result for r in load_pending()] == ["not finished", "won"]
    history = History()
    assert flush_pending(history) == 2
    assert load_pending() == [] and not pending_path().exists()
    assert flush_pending(history) == 0
    assert [r.result for r in history.recent()] == ["won", "not finished"]
    history.close()


def test_pending_records_wait_while_the_history_is_locked():
    keep_pending(record())
    History().close()  # create the database
    holder = sqlite3.connect(default_history_path(), isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        history = History()
        assert flush_pending(history) == 0
        assert len(load_pending()) == 1  # still waiting, nothing lost
    finally:
        holder.close()
    history = History()
    assert flush_pending(history) == 1
    history.close()


def test_a_damaged_pending_file_is_kept_aside():
    path = pending_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("[{oops", encoding="utf-8")
    assert load_pending() == []
    assert not path.exists()
    assert [p.name for p in app_dirs().data_dir.iterdir() if ".bad-" in p.name]
