"""Tests for game.storage.files: folders, atomic writes and keeping bad files aside."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from game.storage import files
from game.storage.files import app_dirs, atomic_write_bytes, atomic_write_text, keep_aside


def test_app_dirs_use_home_variable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    dirs = app_dirs()
    assert dirs.config_dir == tmp_path / "config"
    assert dirs.data_dir == tmp_path / "data"
    assert dirs.cache_dir == tmp_path / "cache"
    for folder in (dirs.config_dir, dirs.data_dir, dirs.cache_dir):
        assert folder.is_dir()


def test_app_dirs_without_home_use_platformdirs(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("HARP_EIGHT_HOME", raising=False)

    class FakePlatformDirs:
        def __init__(self, appname: str, appauthor: str) -> None:
            assert (appname, appauthor) == ("HarpAndEight", "HarpAndEight")
            self.user_config_dir = str(tmp_path / "c")
            self.user_data_dir = str(tmp_path / "d")
            self.user_cache_dir = str(tmp_path / "k")

    monkeypatch.setattr(files.platformdirs, "PlatformDirs", FakePlatformDirs)
    dirs = app_dirs()
    assert (dirs.config_dir, dirs.data_dir, dirs.cache_dir) == (
        tmp_path / "c",
        tmp_path / "d",
        tmp_path / "k",
    )
    assert dirs.data_dir.is_dir()


def test_atomic_write_creates_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "file.txt"
    atomic_write_text(target, "first ♥")
    assert target.read_text(encoding="utf-8") == "first ♥"
    atomic_write_text(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    atomic_write_bytes(target, b"\x00\x01")
    assert target.read_bytes() == b"\x00\x01"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt"]


def test_failed_replace_keeps_old_file_and_no_temp(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "file.txt"
    target.write_text("old", encoding="utf-8")

    def broken_replace(src: object, dst: object) -> None:
        raise OSError("disk on fire")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk on fire"):
        atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt"]


def test_failed_write_keeps_old_file_and_no_temp(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    target = tmp_path / "file.bin"
    target.write_bytes(b"old")

    def broken_fsync(fd: int) -> None:
        raise OSError("no space left")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="no space left"):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.bin"]


def test_keep_aside_renames_and_never_overwrites(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    names = []
    for content in ("one", "two", "three"):
        target.write_text(content, encoding="utf-8")
        moved = keep_aside(target)
        assert moved is not None
        assert not target.exists()
        assert moved.parent == tmp_path
        assert moved.read_text(encoding="utf-8") == content
        assert re.fullmatch(r"settings\.json\.bad-\d{8}-\d{6}(-\d+)?", moved.name)
        names.append(moved.name)
    assert len(set(names)) == 3


def test_keep_aside_missing_file(tmp_path: Path) -> None:
    assert keep_aside(tmp_path / "nothing") is None


def test_atomic_write_goes_through_a_symbolic_link_and_keeps_normal_permissions(tmp_path):
    import os

    target = tmp_path / "target.txt"
    target.write_text("old")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    atomic_write_text(link, "new")
    assert link.is_symlink() and target.read_text() == "new"
    fresh = tmp_path / "fresh.txt"
    atomic_write_text(fresh, "x")
    umask = os.umask(0)
    os.umask(umask)
    assert (fresh.stat().st_mode & 0o777) == (0o666 & ~umask)
    target.chmod(0o640)
    atomic_write_text(target, "again")
    assert (target.stat().st_mode & 0o777) == 0o640


def test_atomic_write_refuses_a_directory(tmp_path):
    import pytest

    with pytest.raises(OSError):
        atomic_write_text(tmp_path, "x")
    assert tmp_path.is_dir()
