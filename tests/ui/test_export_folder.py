"""Exports go to the player's documents folder, the History says where, and "Open folder"
shows that folder in the system's file manager without waiting for it."""

from __future__ import annotations

import os
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import click, open_history
from test_history_scene import GAMES, WON_CODE, center, make_record, press

from game.desktop import open_in_system
from game.storage.exchange import export_file_name, exports_dir


def fake_opener(tmp_path: Path, monkeypatch) -> tuple[Path, Path]:
    """An ``xdg-open`` (``open`` on macOS) first on the PATH that writes the folder it was
    given to a file, then waits until a release file appears (a file manager that stays
    open). Returns the file it writes and the release file."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    said, release = tmp_path / "opened.txt", tmp_path / "release"
    name = "open" if sys.platform == "darwin" else "xdg-open"
    script = bin_dir / name
    script.write_text(f"#!/bin/sh\nprintf '%s' \"$1\" > '{said}.part' && mv '{said}.part' "
                      f"'{said}'\nwhile [ ! -e '{release}' ]; do sleep 0.05; done\n")
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}")
    return said, release


def wait_for_file(path: Path, seconds: float = 30.0) -> str:
    end = time.monotonic() + seconds
    while not path.exists():
        assert time.monotonic() < end, f"{path} never appeared"
        time.sleep(0.02)
    return path.read_text()


def test_exports_are_in_the_documents_folder_below_the_test_home():
    folder = exports_dir()
    assert folder.is_dir() and folder.name == "Easy Harp and Eight Off"
    assert folder.parent == Path(os.environ["HARP_EIGHT_HOME"]) / "documents"


@pytest.mark.skipif(sys.platform.startswith("win"), reason="a shell script as the opener")
def test_open_in_system_hands_the_folder_over_and_does_not_wait(tmp_path, monkeypatch):
    said, release = fake_opener(tmp_path, monkeypatch)
    folder = tmp_path / "some folder"
    folder.mkdir()
    assert open_in_system(folder) is None  # returns while the "file manager" is still open
    assert wait_for_file(said) == str(folder)
    assert not release.exists()
    reapers = [t for t in threading.enumerate() if t.name == "system-opener"]
    assert reapers  # waiting for the child, so that no zombie stays behind
    release.touch()
    for reaper in reapers:
        reaper.join(30)
        assert not reaper.is_alive()  # the child ended and was reaped


@pytest.mark.skipif(sys.platform.startswith("win"), reason="os.startfile needs no program")
def test_open_in_system_is_harmless_without_an_opener_or_a_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    assert open_in_system(tmp_path) is not None  # why not, for the log
    assert open_in_system(tmp_path / "missing").endswith("does not exist")


@pytest.mark.skipif(sys.platform.startswith("win"), reason="a shell script as the opener")
def test_export_in_the_history_says_where_and_opens_the_folder(app, tmp_path, monkeypatch):
    """Through the real window: Export on a row writes the file in the documents folder,
    the message names it, and the "Open folder" button beside Import opens its folder."""
    ids = app.services.records.history.record_many([make_record(*g) for g in GAMES])
    view = open_history(app)
    assert "open-folder" not in view.buttons  # nothing exported yet
    click(app, *center(view.table.action_rect(0, "export")))
    path = exports_dir() / export_file_name(WON_CODE, ids[-1])
    assert path.is_file() and str(path) in view.details.message and not view.details.error
    assert str(path) in view.details.message_text.text
    said, release = fake_opener(tmp_path, monkeypatch)
    view.on_draw()
    press(app, view, "open-folder")
    assert wait_for_file(said) == str(path.parent)
    assert app.current_view is view and not view.details.error
    release.touch()
    # where no file manager can be opened, the message says where the folder is
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    press(app, view, "open-folder")
    assert view.details.error and str(path.parent) in view.details.message


@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_open_folder_button_fits_beside_import(app, lang, size):
    from conftest import resize

    from game.i18n import set_language

    set_language(lang)
    resize(app, *size)
    app.services.records.history.record_many([make_record(*g) for g in GAMES])
    view = open_history(app)
    click(app, *center(view.table.action_rect(0, "export")))
    view.on_draw()
    view.ui.execute_layout()
    button, back = view.buttons["open-folder"], view.buttons["back"]
    importing = view.buttons["import"]
    assert importing.rect.right <= button.rect.left
    assert button.rect.right <= back.rect.left - 4
    assert 0 <= button.rect.left and button.rect.right <= size[0]
    # the message (a long path here) stays left of "Show me how", at 10 pt or more, and
    # keeps the file's name
    text = view.details.message_text
    assert text.x + text.content_width <= view.buttons["show-how"].rect.left
    assert text.font_size >= 10 and text.text.endswith(export_file_name("EO1-C4-AAAAAAC", 6))
