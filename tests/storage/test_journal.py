"""Issue 13, fault 10: the game in progress as an append-only journal, compacted, crash-safe,
written off the UI thread, its per-action cost independent of the log's length."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.deal import parse_code
from game.storage import journal as journal_module
from game.storage.files import ROOM_FILE_NAME
from game.storage.journal import Journal, JournalState, JournalWriter, load_journal
from game.storage.loading import take_problems
from game.storage.owner import LOCK_FILE_NAME
from game.storage.session import Session, SessionStore

ROOT = Path(__file__).resolve().parents[2]
CODE = "EH1-N-AAAAAAF"


def play(session: Session, *moves: str) -> None:
    for text in moves:
        session.game.push(session.game.parse(text))


def test_each_save_appends_one_line_of_the_new_entries_only(tmp_path):
    store = SessionStore(tmp_path / "j")
    session = Session.new(parse_code(CODE))
    store.save(session)
    play(session, "s", "s")
    session.elapsed = 4.5
    store.save(session)
    play(session, "s")
    store.save(session)
    store.flush()
    lines = (tmp_path / "j").read_text().splitlines()
    assert len(lines) == 4  # header, the whole (empty) log, then two appends
    assert [json.loads(li)["add"] for li in lines[1:]] == [[], ["s", "s"], ["s"]]
    loaded = store.load()
    assert loaded is not None and loaded.game.log == ["s", "s", "s"]
    assert loaded.elapsed == 4.5 and loaded.started == session.started
    store.close()


def test_hints_and_a_win_survive_the_journal(tmp_path):
    store = SessionStore(tmp_path / "j")
    session = Session.new(parse_code(CODE))
    session.note_hint()
    session.note_hint()
    play(session, "s")
    store.save(session)
    store.flush()
    assert store.load().hints_used == 2
    store.close()


def test_the_journal_is_compacted_atomically(tmp_path, monkeypatch):
    monkeypatch.setattr(journal_module, "COMPACT_EVERY", 5)
    store = SessionStore(tmp_path / "j")
    session = Session.new(parse_code(CODE))
    store.save(session)
    for _ in range(12):
        play(session, "s")
        store.save(session)
    store.flush()
    lines = (tmp_path / "j").read_text().splitlines()
    assert len(lines) <= 2 + 5
    assert store.load().game.log == ["s"] * 12
    left = [p.name for p in tmp_path.iterdir() if p.name not in (ROOM_FILE_NAME, LOCK_FILE_NAME)]
    assert left == ["j"]  # no temporary file left
    store.close()


def test_a_torn_last_line_is_ignored_and_a_damaged_middle_is_set_aside(tmp_path):
    store = SessionStore(tmp_path / "j")
    session = Session.new(parse_code(CODE))
    store.save(session)
    play(session, "s")
    store.save(session)
    play(session, "s")
    store.save(session)
    store.close()
    path = tmp_path / "j"
    text = path.read_text()
    path.write_text(text[:-7])  # a crash in the middle of the last line
    assert store.load().game.log == ["s"]
    lines = text.splitlines()
    lines[3] = lines[3].replace('"n":1', '"n":7')
    path.write_text("\n".join(lines) + "\n")
    take_problems()
    assert store.load() is None
    assert not path.exists() and len(list(tmp_path.glob("j.bad-*"))) == 1
    assert take_problems()[0].kept_as is not None


def test_a_newer_journal_is_set_aside(tmp_path):
    path = tmp_path / "j"
    path.write_text(json.dumps({"format": "harp-and-eight-journal", "version": 2,
                                "code": CODE, "started": None}) + "\n")
    assert SessionStore(path).load() is None
    assert len(list(tmp_path.glob("j.bad-*"))) == 1


def test_a_failed_write_is_reported_and_the_next_one_rewrites_the_journal(tmp_path):
    folder = tmp_path / "d"
    folder.write_text("not a folder")  # the data folder cannot be made: a file in its place
    writer = JournalWriter(Journal(folder / "j"))
    state = JournalState(CODE, "2026-11-30T06:00:00+00:00", ["s"])
    writer.save(state, [], reset=True)
    writer.save(JournalState(CODE, state.started), ["s"], reset=False)
    writer.flush()
    assert isinstance(writer.take_error(), OSError)
    assert writer.take_error() is None  # reported once
    folder.unlink()
    writer.save(JournalState(CODE, state.started), ["s"], reset=False)
    writer.flush()
    assert writer.take_error() is None
    assert load_journal(folder / "j").log == ["s", "s", "s"]
    writer.stop()


def test_an_older_versions_saved_game_is_read_then_replaced(tmp_path):
    from game.engine.game import Game
    from game.engine.notation import SavedGame, dump_game

    game = Game.from_log(parse_code(CODE), ["s", "s"])
    legacy = tmp_path / "in_progress.json"
    legacy.write_text(dump_game(SavedGame(game, 7.0, "2026-11-30T06:00:00+00:00")))
    store = SessionStore(tmp_path / "in_progress.journal")
    session = store.load()
    assert session is not None and session.game.log == ["s", "s"] and session.elapsed == 7.0
    store.save(session)
    store.flush()
    assert not legacy.exists() and store.load().game.log == ["s", "s"]
    store.close()


KILLED = r"""
import os, sys
sys.path.insert(0, sys.argv[1])
from game.engine.deal import parse_code
from game.storage.session import Session, SessionStore
store = SessionStore()
session = Session.new(parse_code("EH1-N-AAAAAAF"))
store.save(session)
n = 0
while True:
    session.game.push(session.game.parse("s"))
    store.save(session)
    n += 1
    if n % 50 == 0:
        store.flush()
        print(n, flush=True)
"""


@pytest.mark.parametrize("after", [50, 300])
def test_kill_9_while_the_journal_is_written_leaves_a_readable_prefix(tmp_path, after):
    env = {**os.environ, "HARP_EIGHT_HOME": str(tmp_path / "h")}
    child = subprocess.Popen([sys.executable, "-c", KILLED, str(ROOT)], stdout=subprocess.PIPE,
                             text=True, env=env)
    try:
        while int(child.stdout.readline()) < after:
            pass
    finally:
        child.kill()
        child.wait()
    check = subprocess.run(
        [sys.executable, "-c", "import sys; sys.path.insert(0, sys.argv[1]);"
         "from game.storage.session import SessionStore;"
         "s = SessionStore().load(); print(len(s.game.log), set(s.game.log))", str(ROOT)],
        capture_output=True, text=True, env=env, timeout=120, check=True)
    count, tokens = check.stdout.split(" ", 1)
    assert int(count) >= after and tokens.strip() == "{'s'}"
    assert not list((tmp_path / "h" / "data").glob("*.bad-*"))
