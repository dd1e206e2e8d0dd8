"""Saved games (game.engine.notation): dump/load round trip and every refusal of load_game.

The format (version 1) is the one documented in game/engine/notation.py: a JSON object whose
``checksum`` is the SHA-256 hex of the canonical JSON (sorted keys, ASCII, no spaces) of every
other field. :func:`resign` recomputes it independently, so that each deeper check (fields,
types, replay, totals) can be reached past the checksum.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
from engine_helpers import wandering_log
from won_lines import EO130_WON_LOG

from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec
from game.engine.game import UNDO_LIMIT, Game
from game.engine.notation import SavedGame, SavedGameError, dump_game, load_game

EO_CODE = "EO1-C8-AAAAAFA"
EO_LOG = ["1>c5", "1>8", "3>c6", "u", "3>c6", "3>7"]



def eo_game(log: list[str] = EO_LOG) -> Game:
    return Game.from_log(EO_CODE, log)


def saved_text(game: Game | None = None, **kw: Any) -> str:
    fields = {"elapsed": 12.5, "started": "2026-11-29T17:00:00+01:00", "ended": None}
    fields.update(kw)
    return dump_game(SavedGame(game or eo_game(), **fields))


def checksum(doc: dict[str, Any]) -> str:
    body = {k: v for k, v in doc.items() if k != "checksum"}
    text = json.dumps(body, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def resign(doc: dict[str, Any]) -> str:
    """The document as saved-game text, with a freshly computed checksum."""
    doc = dict(doc)
    doc["checksum"] = checksum(doc)
    return json.dumps(doc)


def doc_of(text: str) -> dict[str, Any]:
    return json.loads(text)


def rule_of(text: str | bytes) -> object:
    """The rule id a saved game that does not replay is refused with."""
    with pytest.raises(SavedGameError) as info:
        load_game(text)
    return info.value.params["rule"]


def refused(text: str | bytes, *words: str) -> str:
    with pytest.raises(SavedGameError) as info:
        load_game(text)
    message = str(info.value)
    assert "\n" not in message
    for word in words:
        assert word.lower() in message.lower(), (word, message)
    return message


# --------------------------------------------------------------------------- round trip
def test_dump_has_the_documented_fields_and_a_valid_checksum() -> None:
    doc = doc_of(saved_text())
    assert list(doc) == [
        "format",
        "version",
        "code",
        "variant",
        "options",
        "log",
        "result",
        "score",
        "moves",
        "elapsed",
        "started",
        "ended",
        "checksum",
    ]
    assert doc["format"] == "harp-and-eight/game" and doc["version"] == 1
    assert doc["code"] == EO_CODE and doc["variant"] == "eight-off"
    assert doc["options"] == {"cells": 8}
    assert doc["log"] == EO_LOG
    assert doc["result"] == "in progress"
    assert doc["checksum"] == checksum(doc)


@pytest.mark.parametrize(
    ("code", "log"),
    [
        (EO_CODE, EO_LOG),
        (EO_CODE, []),
        ("EO1-C4-AAAAAFA", []),  # no legal move at all: still a game to save
        ("EO1-C2-AAAAAAB", ["c2>8", "u", "c2>8"]),
        ("EH1-N-AAAAAAF", ["1>f", "2>f", "s", "s", "u", "s"]),
    ],
)
def test_round_trip(code: str, log: list[str]) -> None:
    game = Game.from_log(code, log)
    saved = SavedGame(game, elapsed=3.25, started="2026-11-29T17:00:00+01:00", ended=None)
    loaded = load_game(dump_game(saved))
    assert loaded.game.code == code
    assert loaded.game.log == game.log
    assert loaded.game.position == game.position
    assert (loaded.game.score, loaded.game.moves) == (game.score, game.moves)
    assert loaded.game.can_undo == game.can_undo
    assert (loaded.elapsed, loaded.started, loaded.ended, loaded.result) == (
        3.25,
        "2026-11-29T17:00:00+01:00",
        None,
        "in progress",
    )
    # and the loaded game dumps to the same text again
    assert dump_game(loaded) == dump_game(saved)


def test_round_trip_from_bytes_and_not_finished() -> None:
    text = saved_text(result="not finished", ended="2026-11-29T18:00:00+01:00")
    loaded = load_game(text.encode("utf-8"))
    assert loaded.result == "not finished" and loaded.ended == "2026-11-29T18:00:00+01:00"


def test_round_trip_of_a_won_game() -> None:
    game = eo_game(EO130_WON_LOG)
    assert game.is_won
    text = saved_text(game, result="in progress", ended="2026-11-29T18:00:00+01:00")
    assert doc_of(text)["result"] == "won"  # derived from the game
    loaded = load_game(text)
    assert loaded.result == "won" and loaded.game.is_won and loaded.game.score == 685


def test_easy_harp_options_are_empty() -> None:
    doc = doc_of(saved_text(Game.from_code("EH1-N-AAAAAAF")))
    assert doc["variant"] == "easy-harp" and doc["options"] == {}


def test_unicode_in_free_text_fields_survives() -> None:
    text = saved_text(started="2026-11-29T17:00:00+01:00 \u0161\u0107\u0436")
    assert load_game(text).started.endswith("\u0161\u0107\u0436")


# --------------------------------------------------------------------------- refusals
@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "{",
        '{"format": "harp-and-eight/game",',
        b"\xff\xfe\x00garbage",
        b"\x80\x81",
        "[" * 100_000,  # nested too deep for the parser
    ],
)
def test_refuses_what_is_not_json(text: str | bytes) -> None:
    refused(text, "JSON")


@pytest.mark.parametrize(
    "text",
    [
        "[]",
        "[1, 2]",
        '"a string"',
        "42",
        "null",
        "{}",
        '{"format": "other-app/game", "version": 1}',
        '{"format": null}',
        '{"version": 1, "code": "EO1-C8-AAAAAFA"}',
        '{"format": ["harp-and-eight/game"]}',
    ],
)
def test_refuses_foreign_json(text: str) -> None:
    refused(text, "format")


def test_refuses_truncated_text() -> None:
    text = saved_text()
    for cut in (1, len(text) // 3, len(text) // 2, len(text) - 2):
        refused(text[:cut])


def test_refuses_a_newer_version() -> None:
    doc = doc_of(saved_text())
    doc["version"] = 2
    refused(resign(doc), "version 2")
    refused(json.dumps(doc), "version")  # even with its old checksum


@pytest.mark.parametrize("version", [0, -1, "1", 1.0, True, None])
def test_refuses_a_bad_version(version: Any) -> None:
    doc = doc_of(saved_text())
    doc["version"] = version
    refused(resign(doc), "version")


FIELDS = [
    "code",
    "variant",
    "options",
    "log",
    "result",
    "score",
    "moves",
    "elapsed",
    "started",
    "ended",
]


@pytest.mark.parametrize("field", [*FIELDS, "checksum"])
def test_refuses_missing_fields(field: str) -> None:
    doc = doc_of(saved_text())
    del doc[field]
    text = json.dumps(doc) if field == "checksum" else resign(doc)
    refused(text, field)


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("code", 130),
        ("code", None),
        ("variant", ["eight-off"]),
        ("options", [8]),
        ("options", None),
        ("log", "1>c5 1>8"),
        ("log", {"0": "1>c5"}),
        ("result", True),
        ("score", "0"),
        ("score", 0.0),
        ("score", False),
        ("score", None),
        ("moves", "6"),
        ("moves", 5.0),
        ("moves", True),
        ("elapsed", "12.5"),
        ("elapsed", None),
        ("elapsed", True),
        ("started", 12),
        ("ended", ["2026"]),
        ("checksum", 12),
    ],
)
def test_refuses_wrong_types(field: str, value: Any) -> None:
    doc = doc_of(saved_text())
    doc[field] = value
    text = json.dumps(doc) if field == "checksum" else resign(doc)
    refused(text, field)


@pytest.mark.parametrize("log", [["1>c5", 8], ["1>c5", None], [["1>c5"]]])
def test_refuses_a_log_of_other_things_than_moves(log: list[Any]) -> None:
    doc = doc_of(saved_text())
    doc["log"] = log
    refused(resign(doc), "log")


def test_refuses_unknown_result_and_negative_elapsed() -> None:
    doc = doc_of(saved_text())
    doc["result"] = "lost"
    refused(resign(doc), "result")
    doc = doc_of(saved_text())
    doc["elapsed"] = -1
    refused(resign(doc), "elapsed")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("log", ["1>c5", "1>8", "3>c6", "u", "3>c6"]),  # an entry removed
        ("log", [*EO_LOG, "2>c"]),  # an entry added
        ("score", 5),
        ("moves", 99),
        ("result", "won"),
        ("elapsed", 99.0),
        ("started", "2020-01-01T00:00:00Z"),
        ("code", "EO1-C8-AAAAAFB"),
        ("checksum", "0" * 64),
        ("checksum", ""),
    ],
)
def test_refuses_a_tampered_file(field: str, value: Any) -> None:
    doc = doc_of(saved_text())
    doc[field] = value
    refused(json.dumps(doc), "checksum")


def test_refuses_a_hand_edited_text() -> None:
    text = saved_text()
    refused(text.replace('"1>8"', '"1>7"'), "checksum")
    refused(text.replace('"score": 0', '"score": 10'), "checksum")


def test_refuses_a_log_that_does_not_replay() -> None:
    doc = doc_of(saved_text())
    doc["log"] = ["1>c5", "3>3"]
    assert "APP-BAD-TARGET" not in refused(resign(doc), "replay", "entry 1 \u201c3>3\u201d")
    assert rule_of(resign(doc)) == "APP-BAD-TARGET"  # the id stays with the error, not in words
    doc["log"] = ["u"]
    refused(resign(doc), "replay")
    assert rule_of(resign(doc)) == "APP-UNDO-EMPTY"
    doc["log"] = ["1>2"]  # EO-BUILD on deal 130
    refused(resign(doc), "replay")


@pytest.mark.parametrize("entry", ["hello", "w>3", "s", "c9>1", "9>1", ""])
def test_refuses_a_malformed_log_entry(entry: str) -> None:
    doc = doc_of(saved_text())
    doc["log"] = ["1>c5", entry]
    refused(resign(doc), "log entry 1")


@pytest.mark.parametrize(
    ("log", "entry"),
    [
        (["1>c"], "1>c"),  # a bare cell
        (["1>C5"], "1>C5"),  # upper case
        ([" 1>c5"], " 1>c5"),
        (["1>c5", "1>8x1"], "1>8x1"),  # x1
        (["1>c5", "U"], "U"),
    ],
)
def test_refuses_a_non_canonical_log_entry(log: list[str], entry: str) -> None:
    game = Game.from_code(EO_CODE)
    for text in log:
        game.push(text)
    doc = doc_of(saved_text())
    doc["log"] = log
    doc["score"], doc["moves"] = game.score, game.moves
    refused(resign(doc), "canonical")


def test_refuses_a_bare_foundation_in_the_log() -> None:
    game = Game.from_code("EH1-N-AAAAAAF")
    game.push("1>f")
    doc = doc_of(saved_text(game))
    assert doc["log"] == ["1>f3"]
    doc["log"] = ["1>f"]
    refused(resign(doc), "canonical")


@pytest.mark.parametrize(
    ("field", "value"),
    [("score", 5), ("score", -1), ("moves", 4), ("moves", 6), ("moves", 0), ("result", "won")],
)
def test_refuses_totals_that_differ_from_the_replay_even_with_a_good_checksum(
    field: str, value: Any
) -> None:
    doc = doc_of(saved_text())
    doc[field] = value
    refused(resign(doc), {"moves": "move"}.get(field, field))


def test_refuses_a_won_game_saved_as_in_progress() -> None:
    doc = doc_of(saved_text(eo_game(EO130_WON_LOG)))
    assert doc["result"] == "won"
    for result in ("in progress", "not finished"):
        doc["result"] = result
        refused(resign(doc), "result")


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"variant": "easy-harp"}, ["variant"]),
        ({"variant": "freecell"}, ["variant"]),
        ({"options": {}}, ["options"]),
        ({"options": {"cells": 4}}, ["options"]),
        ({"options": {"cells": 8, "jokers": True}}, ["options"]),
        ({"options": {"cells": "8"}}, ["options"]),
        ({"code": "EO1-C4-AAAAAFA"}, ["options"]),
        ({"code": "EH1-N-AAAAAFA", "log": []}, ["variant"]),
        ({"code": "EO1-C8-AAAAAAA"}, ["code"]),
        ({"code": "XX1-C8-AAAAAFA"}, ["code"]),
        ({"code": "130"}, ["code"]),
    ],
)
def test_refuses_contradicting_variant_options_or_code(
    changes: dict[str, Any], words: list[str]
) -> None:
    doc = doc_of(saved_text())
    doc.update(changes)
    message = refused(resign(doc))
    assert any(w in message for w in words), message


def test_easy_harp_with_cells_option_is_refused() -> None:
    doc = doc_of(saved_text(Game.from_code("EH1-N-AAAAAAF")))
    doc["options"] = {"cells": 8}
    refused(resign(doc), "options")


def test_saved_game_error_is_a_value_error() -> None:
    assert issubclass(SavedGameError, ValueError)


# --------------------------------------------------------------------------- no side effects
BAD_TEXTS = [
    "not json",
    "[]",
    '{"format": "harp-and-eight/game", "version": 9}',
]


def test_loading_never_changes_a_game_in_progress() -> None:
    game = Game.from_log(EO_CODE, EO_LOG)
    position, log = game.position.copy(), list(game.log)
    state = (game.score, game.moves, game.can_undo, game.actions, game.spec)
    good = doc_of(saved_text())
    bad = BAD_TEXTS + [json.dumps({**good, "score": 99}), resign({**good, "score": 99})]
    bad.append(resign({**good, "log": ["1>c5", "3>3"]}))
    for text in bad:
        with pytest.raises(SavedGameError):
            load_game(text)
        assert game.position == position and game.log == log
        assert (game.score, game.moves, game.can_undo, game.actions, game.spec) == state
    # even a good file of the very same deal gives a separate game
    loaded = load_game(saved_text())
    assert loaded.game is not game and loaded.game.position is not game.position
    loaded.game.push("u")
    assert game.position == position and game.log == log
    # and the game in progress still plays on
    assert game.push("3>c")


def test_loading_does_not_change_the_dumped_game() -> None:
    game = Game(DealSpec(EIGHT_OFF, 130, 8))
    game.push("1>c5")
    before = game.position.copy()
    saved = SavedGame(game, elapsed=1.0)
    load_game(dump_game(saved))
    assert game.position == before and game.log == ["1>c5"]
    assert Game(DealSpec(EASY_HARP, 1)).log == []


def test_a_long_log_is_folded_without_keeping_its_settled_actions() -> None:
    """Loading keeps what the game needs and no per-move object undo can no longer reach:
    the same position, score, counters, undo and redo as :meth:`Game.from_log`, its log
    the very entries read, and its settled actions forgotten (:meth:`Game.forget_settled`)."""
    log = wandering_log(EO_CODE, 5000, seed=11)
    full = Game.from_log(EO_CODE, log)
    loaded = load_game(dump_game(SavedGame(full, elapsed=1.0, started=None, ended=None))).game
    assert loaded.log == full.log and loaded.snapshot() == full.snapshot()
    with pytest.raises(ValueError, match="forgotten"):
        loaded.actions  # noqa: B018 - the settled actions are not kept
    assert len(loaded.recent_actions(UNDO_LIMIT)) == len(full.recent_actions(UNDO_LIMIT))
    for _ in range(UNDO_LIMIT + 1):
        assert type(loaded.undo()) is type(full.undo())
        assert loaded.snapshot() == full.snapshot()
    assert loaded.redo() == full.redo() and loaded.position == full.position
