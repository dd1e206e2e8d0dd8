"""Tests for game.storage.settings: round trip and every kind of bad settings file."""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.storage.settings import (
    ANIMATION_SPEEDS,
    EIGHT_OFF_CELLS,
    GAMES,
    Settings,
    cells_of,
    load_settings,
    save_settings,
)


@pytest.fixture
def home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    return tmp_path


def settings_file(home: Path) -> Path:
    return home / "config" / "settings.json"


def kept_aside(home: Path) -> list[Path]:
    return sorted((home / "config").glob("settings.json.bad-*"))


def write(home: Path, content: str | bytes) -> Path:
    path = settings_file(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return path


def test_missing_file_gives_defaults_silently(home: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        assert load_settings() == Settings()
    assert caplog.records == []
    assert kept_aside(home) == []


def test_defaults() -> None:
    s = Settings()
    assert s.interactive_rules and s.double_click and s.start_fullscreen
    assert (s.animation_speed, s.card_back, s.language) == ("normal", "blue", "en")
    assert (s.last_game, s.cells) == ("easy-harp", {})
    assert cells_of(s, "eight-off") == 8 and cells_of(s, "easy-harp") is None


def test_round_trip_default_path(home: Path) -> None:
    original = Settings(
        interactive_rules=False,
        double_click=False,
        animation_speed="fast",
        start_fullscreen=False,
        card_back="red",
        language="de",
        last_game="eight-off",
        cells={"eight-off": 2},
    )
    assert save_settings(original) is True
    document = json.loads(settings_file(home).read_text(encoding="utf-8"))
    assert document["version"] == 1
    assert document["cells"] == {"eight-off": 2} and "eight_off_cells" not in document
    assert load_settings() == original
    assert sorted(p.name for p in settings_file(home).parent.iterdir()) == ["settings.json"]


valid_settings = st.builds(
    Settings,
    interactive_rules=st.booleans(),
    double_click=st.booleans(),
    animation_speed=st.sampled_from(ANIMATION_SPEEDS),
    start_fullscreen=st.booleans(),
    card_back=st.sampled_from(["blue", "red", "green", "Ünïcode"]),
    language=st.sampled_from(["en", "de", "fr", "pt-BR"]),
    last_game=st.sampled_from(GAMES),
    cells=st.dictionaries(st.just("eight-off"), st.sampled_from(EIGHT_OFF_CELLS)),
)


@settings(max_examples=50, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(original=valid_settings)
def test_round_trip_generated(tmp_path: Path, original: Settings) -> None:
    path = tmp_path / "generated.json"
    assert save_settings(original, path) is True
    assert load_settings(path) == original


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[1, 2, 3]",
        b'"a string"',
        b"null",
        b"[" * 100_000 + b"]" * 100_000,
    ],
    ids=["empty", "invalid-json", "not-utf8", "list", "string", "null", "too-deep"],
)
def test_corrupt_file_gives_defaults_and_is_kept_aside(
    home: Path, caplog: pytest.LogCaptureFixture, content: bytes
) -> None:
    write(home, content)
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert load_settings() == Settings()
    assert any(r.levelno == logging.WARNING for r in caplog.records)
    assert not settings_file(home).exists()
    aside = kept_aside(home)
    assert len(aside) == 1
    assert aside[0].read_bytes() == content


def test_wrong_types_fall_back_per_key(home: Path, caplog: pytest.LogCaptureFixture) -> None:
    write(
        home,
        json.dumps(
            {
                "version": 1,
                "interactive_rules": "yes",
                "double_click": 1,
                "animation_speed": 2,
                "start_fullscreen": None,
                "card_back": ["blue"],
                "language": 5,
                "last_game": True,
                "eight_off_cells": "8",
            }
        ),
    )
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert load_settings() == Settings()
    assert "eight_off_cells" in caplog.text
    # A readable object with bad values is not corrupt: the file stays in place, and the
    # bad values are set aside in a file of their own (issue 13, fault 4).
    assert settings_file(home).exists()
    aside = kept_aside(home)
    assert len(aside) == 1
    assert json.loads(aside[0].read_text(encoding="utf-8"))[0]["eight_off_cells"] == "8"


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("animation_speed", "slow"),
        ("animation_speed", "OFF"),
        ("cells", {"eight-off": 3}),
        ("cells", {"eight-off": 0}),
        ("cells", {"eight-off": True}),
        ("cells", {"eight-off": 8.0}),
        ("cells", {"easy-harp": 8}),
        ("cells", [8]),
        ("last_game", "spider"),
        ("card_back", ""),
        ("four_colour", 1),
        ("volume", 101),
        ("volume", -1),
        ("volume", 50.5),
        ("sound", "yes"),
        ("window", [1, 2, 3]),
        ("window", [0, 0, 0, 600]),
        ("window", [0, 0, 800, True]),
    ],
)
def test_out_of_range_value_falls_back(
    home: Path, caplog: pytest.LogCaptureFixture, key: str, value: object
) -> None:
    document = {"version": 1, **asdict(Settings(language="fr")), key: value}
    write(home, json.dumps(document))
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        loaded = load_settings()
    assert getattr(loaded, key) == getattr(Settings(), key)
    assert loaded.language == "fr"
    assert key in caplog.text


def test_partial_file_keeps_good_keys(home: Path, caplog: pytest.LogCaptureFixture) -> None:
    write(
        home,
        json.dumps(
            {
                "version": 1,
                "double_click": False,
                "animation_speed": "turbo",
                "last_game": "eight-off",
                "unknown_key": {"ignored": True},
            }
        ),
    )
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        loaded = load_settings()
    assert loaded == Settings(double_click=False, last_game="eight-off", played=True)
    assert "animation_speed" in caplog.text
    assert "unknown_key" not in caplog.text


def test_unknown_keys_and_missing_version_are_tolerated(home: Path) -> None:
    write(home, json.dumps({"language": "nl", "future_option": 3}))
    assert load_settings() == Settings(language="nl")


def test_unreadable_file_gives_defaults(
    home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    path = write(home, json.dumps({"language": "nl"}))

    def refuse(path: Path, limit: int) -> bytes:
        raise PermissionError(13, "Permission denied", str(path))

    monkeypatch.setattr("game.storage.loading.read_limited", refuse)
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert load_settings() == Settings()
    assert "Permission denied" in caplog.text
    monkeypatch.undo()
    # The next save would write over it: its content is kept aside, whole.
    assert not path.exists()
    aside = kept_aside(home)
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == json.dumps(
        {"language": "nl"})


def test_save_failure_returns_false(
    home: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    assert save_settings(Settings(language="de")) is True

    def broken_replace(src: object, dst: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(os, "replace", broken_replace)
    with caplog.at_level(logging.WARNING, logger="game.storage"):
        assert save_settings(Settings(language="fr")) is False
    assert "read-only" in caplog.text
    monkeypatch.undo()
    monkeypatch.setenv("HARP_EIGHT_HOME", str(home))
    assert load_settings() == Settings(language="de")
    assert sorted(p.name for p in settings_file(home).parent.iterdir()) == ["settings.json"]


def test_sound_face_and_window_settings_round_trip(home: Path) -> None:
    settings = Settings(four_colour=True, large_index=True, sound=False, volume=35,
                        window=[120, 80, 1024, 700])
    assert save_settings(settings)
    assert load_settings() == settings


def test_cells_are_kept_per_game_and_an_older_file_is_migrated(home: Path) -> None:
    """The cell option is the variant's, stored per game; a file of an older version held
    one ``eight_off_cells`` for every game: it becomes the count of each game that offers
    it, and an invalid one is set aside as before."""
    settings_file(home).parent.mkdir(parents=True, exist_ok=True)
    settings_file(home).write_text(json.dumps({"version": 1, "eight_off_cells": 4}))
    loaded = load_settings()
    assert loaded.cells == {"eight-off": 4} and cells_of(loaded, "eight-off") == 4
    assert kept_aside(home) == []
    assert save_settings(loaded) and "eight_off_cells" not in settings_file(home).read_text()
    assert load_settings().cells == {"eight-off": 4}
    settings_file(home).write_text(json.dumps({"version": 1, "cells": {"easy-harp": 8}}))
    assert load_settings().cells == {}  # Easy Harp has no choice of cells: set aside
    settings_file(home).write_text(json.dumps({"version": 1, "cells": {"eight-off": 4},
                                               "eight_off_cells": 2}))
    assert load_settings().cells == {"eight-off": 4}  # the newer key wins
