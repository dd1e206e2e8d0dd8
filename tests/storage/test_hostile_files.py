"""Hostile files: values out of range, JSON nested too deeply, devices and FIFOs, a byte-order
mark. Every file of ours is loaded or set aside and the player told; never a crash or a loop;
the one reader of a saved game serves the command line, the Replay and the import alike."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from game.engine.game import Game
from game.engine.notation import SavedGame, dump_game
from game.storage.exchange import ExchangeError, import_game, record_imported
from game.storage.files import app_dirs
from game.storage.history import GameRecord, History
from game.storage.loading import take_problems
from game.storage.pending import flush_pending, load_pending, open_history, pending_path
from game.storage.reading import FileRefused, read_limited
from game.storage.session import Session, SessionStore

ROOT = Path(__file__).resolve().parents[2]
EO = "EO1-C8-AAAAAFA"
STARTED = "2026-11-29T10:00:00+01:00"


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    take_problems()
    return tmp_path


def set_aside(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".bad-" in p.name)


def record_item(**changes: object) -> dict[str, object]:
    item: dict[str, object] = {
        "code": "EH1-N-AAAAAAB", "variant": "easy-harp", "cells": None, "deal": 1,
        "result": "won", "score": 5, "moves": 1, "duration": 3.5, "started": STARTED,
        "ended": "2026-11-29T10:01:00+01:00", "log": ["s"], "hints_used": 0,
    }
    item.update(changes)
    return item


def journal_text(**line: object) -> str:
    header = {"format": "harp-and-eight-journal", "version": 1, "code": EO,
              "started": STARTED}
    entry = {"n": 0, "add": ["1>c5"], "elapsed": 3.0, "hints": 0, "result": "in progress",
             "ended": None}
    entry.update(line)
    return json.dumps(header) + "\n" + json.dumps(entry) + "\n"


# ------------------------------------------------------------------ values out of range
@pytest.mark.parametrize(("field", "value"), [
    ("hints_used", 2**63), ("moves", 2**63), ("score", -1), ("deal", 2**64),
    ("duration", 1e10), ("duration", -0.5), ("ended", "9999-12-31T23:59:59-12:00"),
    ("started", "yesterday"), ("log", ["s" * 1000]),
])
def test_a_waiting_record_out_of_range_is_set_aside_and_the_history_opens(home, field, value):
    path = pending_path()
    path.write_text(json.dumps([record_item(**{field: value}), record_item(score=7)]))
    history = open_history()  # what a start does: delivers what waits
    assert [r.score for r in history.recent()] == [7]  # the good one delivered
    assert not path.exists()
    aside = set_aside(path.parent)
    assert len(aside) == 1 and json.loads(aside[0].read_text())[0][field] == value
    assert [p.what for p in take_problems()] == ["finished games waiting for the history"]
    history.close()
    assert open_history().count() == 1  # the next start does not trip on it again


def test_the_history_refuses_a_record_out_of_range_instead_of_overflowing(home):
    history = History()
    bad = GameRecord(code=EO, variant="eight-off", cells=8, deal=1, result="won", score=1,
                     moves=2, duration=1.0, started=STARTED, ended=STARTED, log=(),
                     hints_used=2**63)
    with pytest.raises(ValueError, match="hint count"):
        history.record(bad)
    assert history.count() == 0


@pytest.mark.parametrize("elapsed", ["NaN", "Infinity", "-Infinity", "1e10", "1e999", "-1"])
def test_a_journal_with_an_impossible_time_is_set_aside(home, elapsed):
    store = SessionStore()
    store.path.write_text(journal_text().replace('"elapsed": 3.0', f'"elapsed": {elapsed}'))
    assert store.load() is None  # Continue finds nothing to crash on
    assert len(set_aside(store.path.parent)) == 1 and not store.path.exists()
    assert [p.what for p in take_problems()] == ["saved game"]


@pytest.mark.parametrize(("field", "value"), [
    ("hints", 2**63), ("hints", -1), ("ended", "not a time"), ("result", "lost"),
])
def test_a_journal_with_another_value_out_of_range_is_set_aside(home, field, value):
    store = SessionStore()
    store.path.write_text(journal_text(**{field: value}))
    assert store.load() is None
    assert len(set_aside(store.path.parent)) == 1


def test_an_imported_game_with_an_impossible_time_is_refused_not_crashing(home, tmp_path):
    path = tmp_path / "long.json"
    path.write_text(dump_game(SavedGame(Game.from_log(EO, ["1>c5"]), elapsed=1e9)))
    with pytest.raises(ExchangeError, match="out of range"):
        import_game(path)


def test_a_saved_game_in_range_is_imported(home, tmp_path):
    path = tmp_path / "ok.json"
    path.write_text(dump_game(SavedGame(Game.from_log(EO, ["1>c5"]), elapsed=3600.0,
                                        started=STARTED)))
    history = History()
    game_id, added = record_imported(history, import_game(path))
    assert added and history.get(game_id).duration == 3600.0


# ------------------------------------------------------------------ one net for every parse
def test_a_journal_nested_too_deeply_is_set_aside(home):
    store = SessionStore()
    store.path.write_text("[" * 1000 + "\n")
    assert store.load() is None
    assert not store.path.exists() and len(set_aside(store.path.parent)) == 1


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a": ' * 5000, "1" * 5000, "\ufeff[" * 3])
def test_every_file_of_ours_sets_aside_what_does_not_parse(home, text):
    from game.storage.settings import default_settings_path, load_settings

    data = app_dirs().data_dir
    store = SessionStore()
    for path in (store.path, pending_path(), default_settings_path(),
                 data / "in_progress.json"):
        path.write_text(text)
    load_settings()
    assert load_pending() == []
    assert store.load() is None  # the journal set aside
    assert store.load() is None  # then the older version's saved game
    assert [p.name for p in data.iterdir() if ".bad-" not in p.name] == ["in_progress.lock"]
    assert not default_settings_path().exists()


# ------------------------------------------------------------------ devices, FIFOs, sizes
def test_a_device_a_fifo_and_a_folder_are_refused_without_reading(home, tmp_path):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path in ("/dev/zero", fifo, tmp_path):
        with pytest.raises(FileRefused):
            read_limited(path, 1000)
        with pytest.raises(ExchangeError, match="not a saved game|a folder"):
            import_game(path)


def test_a_fifo_in_the_journals_place_is_set_aside_without_blocking(home):
    store = SessionStore()
    os.mkfifo(store.path)
    done = threading.Event()
    result: list[object] = []

    def load() -> None:
        result.append(store.load())
        done.set()

    threading.Thread(target=load, daemon=True).start()
    assert done.wait(30), "loading the journal blocked on a FIFO"
    assert result == [None] and not store.path.exists()


def test_a_file_larger_than_the_limit_is_refused_from_its_size(tmp_path):
    path = tmp_path / "big"
    path.write_bytes(b"x" * 1001)
    with pytest.raises(FileRefused, match="larger than 1000"):
        read_limited(path, 1000)
    assert read_limited(path, 1001) == b"x" * 1001


def test_a_file_whose_metadata_hides_its_size_is_read_one_byte_past_the_limit(
        tmp_path, monkeypatch):
    path = tmp_path / "grows"
    path.write_bytes(b"x" * 5000)
    real_stat, real_fstat = os.stat, os.fstat

    def no_size(info: os.stat_result) -> os.stat_result:  # like /proc, or a growing file
        fields = list(info)
        fields[6] = 0
        return os.stat_result(fields)

    monkeypatch.setattr("game.storage.reading.os.stat", lambda p: no_size(real_stat(p)))
    monkeypatch.setattr("game.storage.reading.os.fstat", lambda fd: no_size(real_fstat(fd)))
    with pytest.raises(FileRefused, match="larger than 1000"):
        read_limited(path, 1000)


def cli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game.cli", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=60)


def game_main(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_cli_and_app_replay_refuse_dev_zero_in_one_line(tmp_path):
    result = cli("replay", "/dev/zero")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "not a saved game" in result.stderr
    result = game_main("--screenshot", str(tmp_path / "x.png"), "replay", "/dev/zero",
                       home=tmp_path / "h")
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "not a saved game" in result.stderr


# ------------------------------------------------------------------ one reader, a BOM
def test_a_saved_game_with_a_byte_order_mark_is_read_by_every_reader(home, tmp_path):
    text = dump_game(SavedGame(Game.from_log(EO, ["1>c5", "1>8"]), elapsed=2.0,
                               started=STARTED))
    path = tmp_path / "notepad.json"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    saved = import_game(path)  # the app's Replay and History's import
    assert saved.game.log == ["1>c5", "1>8"]
    result = cli("replay", str(path), "--json")  # the command line
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["code"] == EO
    legacy = app_dirs().data_dir / "in_progress.json"  # an older version's game in progress
    legacy.write_bytes(path.read_bytes())
    session = SessionStore().load()
    assert isinstance(session, Session) and session.game.log == ["1>c5", "1>8"]


def test_a_waiting_record_written_with_a_byte_order_mark_is_delivered(home):
    pending_path().write_bytes(b"\xef\xbb\xbf" + json.dumps([record_item()]).encode())
    history = History()
    assert flush_pending(history) == 1
