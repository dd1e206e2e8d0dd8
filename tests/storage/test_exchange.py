"""Tests for game.storage.exchange: exporting and importing saved-game files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from engine_helpers import RULE_ID
from won_lines import EO2_C4_WON_CODE, EO2_C4_WON_LOG

from game.engine.game import Game
from game.engine.notation import SavedGame, _checksum, dump_game
from game.i18n import error_text, set_language
from game.storage.exchange import (
    SAVED_GAME_SUFFIX,
    ExchangeError,
    export_file_name,
    export_game,
    export_record,
    exports_dir,
    import_game,
    record_imported,
    record_of,
    saved_game_of,
)
from game.storage.history import GameRecord, History

WON_CODE, WON_LINE = EO2_C4_WON_CODE, EO2_C4_WON_LOG


def won_game(with_undos: bool = True) -> Game:
    """The won game, with a few undos and replays of the undone moves mixed in."""
    game = Game.from_code(WON_CODE)
    for i, move in enumerate(WON_LINE):
        game.push(move)
        if with_undos and i in (3, 20, 41):
            game.push("u")
            game.push(move)
    assert game.is_won
    return game


def unfinished_game() -> Game:
    game = Game.from_code("EO1-C8-AAAAAAB")
    for move in ("6>c5", "6>c6", "u", "6>c6"):
        game.push(move)
    return game


def record_from(game: Game, result: str, **kw) -> GameRecord:
    fields = dict(
        code=game.code, variant=game.spec.variant, cells=game.spec.cells,
        deal=game.spec.number, result=result, score=game.score, moves=game.moves,
        duration=123.5, started="2026-01-02T10:00:00+01:00",
        ended="2026-01-02T10:02:03+01:00", log=tuple(game.log),
    )
    fields.update(kw)
    return GameRecord(**fields)


# --------------------------------------------------------------------------- round trips
@pytest.mark.parametrize("result", ["won", "not finished"])
def test_export_then_import_equals_the_original(tmp_path: Path, result: str) -> None:
    game = won_game() if result == "won" else unfinished_game()
    record = record_from(game, result, id=7)
    path = export_game(record, tmp_path / "sub" / "g.json")
    assert path.exists()
    saved = import_game(path)
    assert saved.game.code == record.code
    assert tuple(saved.game.log) == record.log
    assert saved.game.score == record.score
    assert saved.game.moves == record.moves
    assert saved.result == record.result
    assert saved.elapsed == record.duration
    assert (saved.started, saved.ended) == (record.started, record.ended)
    assert saved.game.position == game.position


def test_export_of_a_game_and_of_a_saved_game(tmp_path: Path) -> None:
    game = won_game(with_undos=False)
    saved = import_game(export_game(game, tmp_path / "a.json"))
    assert saved.result == "won" and saved.game.log == game.log
    mid = unfinished_game()
    again = import_game(export_game(SavedGame(mid, 5.0, None, None, "in progress"),
                                    tmp_path / "b.json"))
    assert again.result == "in progress" and again.elapsed == 5.0


def test_export_replaces_atomically_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text("old")
    export_game(won_game(), path)
    assert import_game(path).result == "won"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


def test_export_record_goes_to_the_exports_folder() -> None:
    record = record_from(won_game(), "won", id=42)
    path = export_record(record)
    assert path.parent == exports_dir()
    assert path.name == f"{WON_CODE}-42.harp-eight" == export_file_name(WON_CODE, 42)
    # in the documents folder (HARP_EIGHT_HOME, set for every test, puts it below it)
    assert path.parent.name == "Easy Harp and Eight Off"
    assert path.parent.parent == Path(os.environ["HARP_EIGHT_HOME"]) / "documents"
    assert import_game(path).game.is_won


def test_export_of_a_record_whose_log_is_damaged_is_refused(tmp_path: Path) -> None:
    game = won_game()
    with pytest.raises(ExchangeError, match="missing or damaged"):
        export_game(record_from(game, "won", log=()), tmp_path / "x.json")
    with pytest.raises(ExchangeError, match="does not replay"):
        export_game(record_from(game, "won", log=("8>f1",)), tmp_path / "x.json")
    assert not (tmp_path / "x.json").exists()


@pytest.mark.parametrize("language", ["en", "hr", "ru"])
def test_a_record_the_rules_refuse_is_told_without_a_rule_id(tmp_path: Path, language) -> None:
    """Players read plain words: the refused entry is named, the rule id is not."""
    with pytest.raises(ExchangeError) as caught:
        export_game(record_from(won_game(), "won", log=("1>2",)), tmp_path / "x.json")
    assert caught.value.params["problem"].rule == "EO-BUILD"
    assert str(caught.value) == (f"the recorded game {WON_CODE} does not replay: the rules "
                                 "refuse log entry 0 \u201c1>2\u201d")
    try:
        set_language(language)
        shown = error_text(caught.value)
    finally:
        set_language("en")
    assert not RULE_ID.search(shown) and "1>2" in shown
    assert (shown == str(caught.value)) == (language == "en")


def test_export_to_an_unwritable_place_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(ExchangeError, match="cannot write"):
        export_game(won_game(), blocker / "g.json")


# --------------------------------------------------------------------------- bad files
def _doc() -> dict:
    return json.loads(dump_game(SavedGame(won_game(), 10.0, None, None, "won")))


def _with_checksum(doc: dict) -> str:
    doc["checksum"] = _checksum(doc)
    return json.dumps(doc)


def _write(tmp_path: Path, content: str | bytes) -> Path:
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "not valid JSON"),
        ("{not json", "not valid JSON"),
        (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "not a text file"),
        ('{"format": "someone-else/save", "version": 1}', "unknown format"),
        ("[1, 2, 3]", "unknown format"),
        ("__newer__", "version 2"),
        ("__tampered__", "checksum mismatch"),
        ("__truncated__", "not valid JSON"),
        ("__no_replay__", "does not replay"),
        ("__wrong_total__", "differ from its log"),
        ("__no_version__", "no valid version"),
    ],
)
def test_each_corrupt_file_gives_one_clear_line(tmp_path: Path, content, message) -> None:
    doc = _doc()
    if content == "__newer__":
        doc["version"] = 2
        content = _with_checksum(doc)
    elif content == "__tampered__":
        doc["score"] += 100
        content = json.dumps(doc)
    elif content == "__truncated__":
        content = json.dumps(doc)[:-40]
    elif content == "__no_replay__":
        doc["log"] = ["1>f1", *doc["log"]]
        content = _with_checksum(doc)
    elif content == "__wrong_total__":
        doc["score"] += 5
        content = _with_checksum(doc)
    elif content == "__no_version__":
        del doc["version"]
        content = json.dumps(doc)
    with pytest.raises(ExchangeError, match=message) as info:
        import_game(_write(tmp_path, content))
    text = str(info.value)
    assert "\n" not in text and text.startswith("bad.json")
    assert isinstance(info.value, ValueError)


def test_unreadable_paths(tmp_path: Path) -> None:
    with pytest.raises(ExchangeError, match="no such file"):
        import_game(tmp_path / "missing.json")
    with pytest.raises(ExchangeError, match="is a folder"):
        import_game(tmp_path)
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (8 * 1024 * 1024 + 1))
    with pytest.raises(ExchangeError, match="too large"):
        import_game(big)


def test_import_accepts_a_path_with_spaces_around_and_a_string(tmp_path: Path) -> None:
    path = export_game(won_game(), tmp_path / "g.json")
    assert import_game(f"  {path}  ").game.is_won


# --------------------------------------------------------------------------- into history
def test_imported_games_are_recorded_once_as_their_result(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    won = import_game(export_game(record_from(won_game(), "won"), tmp_path / "w.json"))
    game_id, added = record_imported(history, won)
    assert added and game_id is not None
    assert record_imported(history, won) == (game_id, False)
    stored = history.get(game_id)
    assert stored is not None
    assert stored.result == "won" and stored.log == tuple(won.game.log)
    assert stored.score == won.game.score and stored.moves == won.game.moves
    assert stored.duration == 123.5 and stored.ended == "2026-01-02T10:02:03+01:00"
    history.close()


def test_an_in_progress_game_is_recorded_as_not_finished(tmp_path: Path) -> None:
    saved = SavedGame(unfinished_game(), 3.0, None, None, "in progress")
    record = record_of(saved)
    assert record.result == "not finished" and record.started == "" and record.ended
    history = History(tmp_path / "h.sqlite3")
    game_id, added = record_imported(history, saved)
    assert added
    assert history.get(game_id).result == "not finished"  # type: ignore[union-attr]
    history.close()


def test_an_unavailable_history_adds_nothing_and_does_not_raise(tmp_path: Path) -> None:
    bad = tmp_path / "h.sqlite3"
    bad.write_bytes(b"this is not a database" * 100)
    history = History(bad)
    assert not history.available
    saved = SavedGame(won_game(), 1.0, None, None, "won")
    assert record_imported(history, saved) == (None, False)
    assert bad.read_bytes() == b"this is not a database" * 100


def test_saved_game_of_passes_a_saved_game_through() -> None:
    saved = SavedGame(won_game(), 1.0, None, None, "won")
    assert saved_game_of(saved) is saved


def test_exports_have_their_own_type_and_old_json_exports_still_read(tmp_path: Path) -> None:
    path = tmp_path / export_file_name(WON_CODE, 7)
    assert path.suffix == SAVED_GAME_SUFFIX == ".harp-eight"
    game = won_game()
    export_game(game, path)
    old = tmp_path / f"{WON_CODE}-7.json"
    old.write_bytes(path.read_bytes())
    assert import_game(old).game.log == import_game(path).game.log == game.log
