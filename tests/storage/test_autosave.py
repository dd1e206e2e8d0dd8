"""Tests for game.storage.autosave: the game in progress."""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import pytest

from game.storage.autosave import clear_in_progress, load_in_progress, save_in_progress


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    return tmp_path


def saved_file(home: Path) -> Path:
    return home / "data" / "in_progress.json"


def kept_aside(home: Path) -> list[Path]:
    return sorted((home / "data").glob("in_progress.json.bad-*"))


def parse_document(text: str) -> dict[str, object]:
    """A stand-in for the engine's parser: JSON object with a version, else ValueError."""
    document = json.loads(text)
    if not isinstance(document, dict) or document.get("version") != 1:
        raise ValueError("not a saved game")
    return document


DOCUMENT = json.dumps({"version": 1, "code": "EO1-C8-AAAAAFA", "log": ["1>c5", "u", "s"]})


def test_missing_gives_none(home: Path) -> None:
    assert load_in_progress(parse_document) is None
    assert kept_aside(home) == []


def test_round_trip(home: Path) -> None:
    assert save_in_progress(DOCUMENT) is True
    assert saved_file(home).read_text(encoding="utf-8") == DOCUMENT
    assert load_in_progress(parse_document) == json.loads(DOCUMENT)
    assert save_in_progress(DOCUMENT.replace("AAAAAFA", "AAAAAFB")) is True
    loaded = load_in_progress(parse_document)
    assert loaded is not None and loaded["code"] == "EO1-C8-AAAAAFB"
    assert sorted(p.name for p in saved_file(home).parent.iterdir()) == ["in_progress.json"]


def test_round_trip_explicit_path(tmp_path: Path) -> None:
    path = tmp_path / "elsewhere.json"
    assert save_in_progress("text ♠", path) is True
    assert load_in_progress(str.upper, path) == "TEXT ♠"
    assert clear_in_progress(path) is True
    assert not path.exists()


def test_clear(home: Path) -> None:
    assert clear_in_progress() is True  # nothing there is fine
    save_in_progress(DOCUMENT)
    assert clear_in_progress() is True
    assert not saved_file(home).exists()
    assert load_in_progress(parse_document) is None


@pytest.mark.parametrize(
    "content", [b"{broken", b"[]", b'{"version": 99}'], ids=["json", "list", "version"]
)
def test_parse_error_keeps_file_aside(
    home: Path, caplog: pytest.LogCaptureFixture, content: bytes
) -> None:
    saved_file(home).parent.mkdir(parents=True, exist_ok=True)
    saved_file(home).write_bytes(content)
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert load_in_progress(parse_document) is None
    assert caplog.records
    assert not saved_file(home).exists()
    aside = kept_aside(home)
    assert len(aside) == 1 and aside[0].read_bytes() == content


def test_undecodable_file_kept_aside(home: Path, caplog: pytest.LogCaptureFixture) -> None:
    saved_file(home).parent.mkdir(parents=True, exist_ok=True)
    saved_file(home).write_bytes(b"\xff\xfe\xfa not utf-8")

    def never_called(text: str) -> object:
        raise AssertionError("parse must not be called")

    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert load_in_progress(never_called) is None
    assert caplog.records
    assert len(kept_aside(home)) == 1


def test_unreadable_file_kept_aside(
    home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    save_in_progress(DOCUMENT)

    def refuse(path: Path, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("game.storage.autosave.read_limited", refuse)
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert load_in_progress(parse_document) is None
    assert "Permission denied" in caplog.text
    monkeypatch.undo()
    aside = kept_aside(home)
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == DOCUMENT


def test_other_parse_errors_propagate(home: Path) -> None:
    save_in_progress(DOCUMENT)

    def buggy(text: str) -> object:
        raise KeyError("bug in the engine")

    with pytest.raises(KeyError):
        load_in_progress(buggy)
    assert saved_file(home).exists()


def test_save_failure_returns_false_and_keeps_old(
    home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    save_in_progress(DOCUMENT)

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert save_in_progress("new text") is False
    assert "disk full" in caplog.text
    assert saved_file(home).read_text(encoding="utf-8") == DOCUMENT
    assert sorted(p.name for p in saved_file(home).parent.iterdir()) == ["in_progress.json"]
