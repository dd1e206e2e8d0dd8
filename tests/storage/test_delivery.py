"""Finished games on their way to the history: held in memory while neither the history nor
the waiting queue can be written, tried again, and delivered from the journal's won line."""

from __future__ import annotations

from pathlib import Path

from won_lines import EO130_WON_LOG

from game.engine.deal import parse_code
from game.storage.delivery import KEPT_IN_FILE, KEPT_IN_MEMORY, MAX_HELD, Courier
from game.storage.history import PROBLEM_CORRUPT, GameRecord, History
from game.storage.pending import deliver_won_journal
from game.storage.session import Session, SessionStore


def record(minute: int = 0) -> GameRecord:
    return GameRecord(code="EH1-N-AAAAAAB", variant="easy-harp", cells=None, deal=1,
                      result="won", score=5, moves=1, duration=3.5,
                      started=f"2026-11-29T10:{minute:02d}:00+01:00",
                      ended="2026-11-29T11:00:00+01:00", log=("s",))


def test_a_game_neither_history_nor_queue_take_is_held_and_tried_again(tmp_path: Path):
    damaged = tmp_path / "h.sqlite3"
    damaged.write_bytes(b"not a database" * 100)
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the queue's folder should be")
    queue = blocker / "queue"  # the waiting queue cannot be written
    courier = Courier(pending_path=queue)
    history = History(damaged)
    told = courier.deliver(history, record())
    assert told == [(PROBLEM_CORRUPT, {}), (KEPT_IN_MEMORY, {})]
    assert len(courier.held) == 1
    assert courier.deliver(history, record(1))[1] == (KEPT_IN_MEMORY, {})
    assert len(courier.held) == 2  # both kept, in order
    blocker.unlink()
    blocker.mkdir()  # the queue can be written now: both wait there
    assert courier.retry(history)[1] == (KEPT_IN_FILE, {})
    assert not courier.held and queue.exists()
    good = History(tmp_path / "good.sqlite3")
    assert courier.retry(good) == []  # nothing held: nothing to do
    courier.held.append(record(2))
    assert courier.retry(good) == [] and not courier.held
    assert good.count() == 3  # the queue delivered with it


def test_memory_holds_the_latest_games_up_to_its_bound(tmp_path: Path):
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where the queue's folder should be")
    courier = Courier(pending_path=blocker / "queue")
    history = History(blocker / "h.sqlite3")  # cannot be opened either
    for minute in range(MAX_HELD + 2):
        courier.deliver(history, record(minute))
    assert [r.started[14:16] for r in courier.held] == [
        f"{minute:02d}" for minute in range(2, MAX_HELD + 2)]


def test_a_won_game_left_in_the_journal_is_delivered_once(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    store = SessionStore()
    session = Session.new(parse_code("EO1-C8-AAAAAFA"), list(EO130_WON_LOG))
    session.mark_won()
    store.save(session)
    store.close()
    history = History()
    assert deliver_won_journal(history)
    assert deliver_won_journal(history)
    assert [(r.code, r.result) for r in history.recent()] == [("EO1-C8-AAAAAFA", "won")]


def test_a_journal_of_a_game_in_progress_delivers_nothing(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    store = SessionStore()
    store.save(Session.new(parse_code("EO1-C8-AAAAAFA"), ["1>c5"]))
    store.close()
    history = History()
    assert not deliver_won_journal(history) and history.count() == 0


def test_a_start_delivers_the_won_journal_a_run_writing_its_own_does_not(tmp_path: Path,
                                                                         monkeypatch):
    """An earlier run's won game left in the journal is delivered when the history opens
    (``open_history``); once this run's store saves there the journal is this run's game,
    whose win the game records itself, and opening the history leaves it alone."""
    from game.storage.pending import open_history

    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    store = SessionStore()
    assert not store.writing
    session = Session.new(parse_code("EO1-C8-AAAAAFA"), list(EO130_WON_LOG))
    session.mark_won()
    store.save(session)
    assert store.writing
    store.flush()  # (the journal's won line is on disk)
    history = open_history(journal=False)
    assert history.count() == 0
    history.close()
    store.close()
    assert not store.writing
    history = open_history()  # the next start
    assert [(r.code, r.result) for r in history.recent()] == [("EO1-C8-AAAAAFA", "won")]
    history.close()
