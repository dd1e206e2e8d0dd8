"""Property: any JSON value in any field of any file of ours is loaded or set aside, never
raised (the journal, the records waiting for the history, a saved game, the settings)."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.game import Game
from game.engine.notation import SavedGame, _checksum, dump_game
from game.storage.exchange import ExchangeError, import_game, record_imported
from game.storage.history import History
from game.storage.loading import take_problems
from game.storage.pending import flush_pending, load_pending, pending_path
from game.storage.session import SessionStore
from game.storage.settings import default_settings_path, load_settings

EO = "EO1-C8-AAAAAFA"

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False) | st.text(max_size=30)
    | st.sampled_from(["won", "not finished", "in progress", "2026-11-29T10:00:00+01:00",
                       EO, "1>c5", "s", "eight-off", "easy-harp"]),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
"""Any JSON value (numbers past 64 bits and past a float's range included)."""

SPECIALS = st.sampled_from(["NaN", "Infinity", "-Infinity", "1e999", "[" * 3000])
"""Texts json.dumps never writes but a file may hold."""

PROPERTY = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


@contextmanager
def fresh_home() -> Iterator[Path]:
    saved = os.environ.get("HARP_EIGHT_HOME")
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HARP_EIGHT_HOME"] = folder
        try:
            yield Path(folder)
        finally:
            if saved is None:
                os.environ.pop("HARP_EIGHT_HOME", None)
            else:
                os.environ["HARP_EIGHT_HOME"] = saved
            take_problems()


def with_field(document: dict, key: str, value: object, special: str | None) -> str:
    """``document`` as JSON with ``key`` set to ``value`` (or to the raw text ``special``)."""
    if special is None:
        return json.dumps({**document, key: value})
    return json.dumps({**document, key: "@@"}).replace('"@@"', special)


JOURNAL_HEADER = {"format": "harp-and-eight-journal", "version": 1, "code": EO,
                  "started": "2026-11-29T10:00:00+01:00"}
JOURNAL_LINE = {"n": 0, "add": ["1>c5"], "elapsed": 3.0, "hints": 0, "result": "in progress",
                "ended": None}


@PROPERTY
@given(in_header=st.booleans(), key=st.sampled_from([*JOURNAL_HEADER, *JOURNAL_LINE, "x"]),
       value=JSON, special=st.none() | SPECIALS)
def test_any_value_in_any_journal_field_is_loaded_or_set_aside(in_header, key, value, special):
    with fresh_home():
        store = SessionStore()
        header, line = JOURNAL_HEADER, JOURNAL_LINE
        if in_header:
            text = with_field(header, key, value, special) + "\n" + json.dumps(line)
        else:
            text = json.dumps(header) + "\n" + with_field(line, key, value, special)
        store.path.write_text(text + "\n")
        session = store.load()
        if session is None:
            assert not store.path.exists()  # set aside, the player told
            assert take_problems()
        else:
            assert session.game.code == EO and session.elapsed >= 0


RECORD = {"code": "EH1-N-AAAAAAB", "variant": "easy-harp", "cells": None, "deal": 1,
          "result": "won", "score": 5, "moves": 1, "duration": 3.5,
          "started": "2026-11-29T10:00:00+01:00", "ended": "2026-11-29T10:01:00+01:00",
          "log": ["s"], "hints_used": 0}


@PROPERTY
@given(key=st.sampled_from([*RECORD, "id"]), value=JSON, special=st.none() | SPECIALS,
       whole=st.none() | JSON)
def test_any_value_in_any_waiting_record_field_is_delivered_or_set_aside(key, value, special,
                                                                          whole):
    with fresh_home():
        path = pending_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(whole) if whole is not None else (
            "[" + with_field(RECORD, key, value, special) + "]")
        path.write_text(text)
        waiting = load_pending()
        history = History()
        try:
            delivered = flush_pending(history)
            assert delivered == len(waiting) == history.count()
            assert history.statistics("easy-harp").played == delivered
            for record in history.recent():
                assert history.get(record.id) is not None
        finally:
            history.close()
        assert load_pending() == []  # nothing left waiting, nothing raised


SAVED_KEYS = ["format", "version", "code", "variant", "options", "log", "result", "score",
              "moves", "elapsed", "started", "ended"]


@PROPERTY
@given(key=st.sampled_from(SAVED_KEYS), value=JSON, special=st.none() | SPECIALS,
       checksum=st.booleans())
def test_any_value_in_any_saved_game_field_is_imported_or_refused(key, value, special,
                                                                 checksum):
    with fresh_home() as home:
        doc = json.loads(dump_game(SavedGame(Game.from_log(EO, ["1>c5"]), elapsed=2.0)))
        doc[key] = value
        if checksum:  # as if written by a program that computes the checksum
            doc["checksum"] = _checksum(doc)
        text = json.dumps(doc)
        if special is not None:
            text = with_field(doc, key, None, special)
        path = home / "game.json"
        path.write_text(text)
        try:
            saved = import_game(path)
        except ExchangeError as error:
            assert "\n" not in str(error)
            return
        history = History()
        try:
            game_id, _added = record_imported(history, saved)
            assert game_id is not None and history.get(game_id) is not None
        finally:
            history.close()


@PROPERTY
@given(key=st.sampled_from(["version", "language", "sound", "volume", "window", "card_back",
                            "winnable_only", "eight_off_cells", "x"]),
       value=JSON, special=st.none() | SPECIALS)
def test_any_value_in_any_settings_field_is_loaded_or_set_aside(key, value, special):
    with fresh_home():
        path = default_settings_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(with_field({"version": 1}, key, value, special))
        load_settings()
