"""Two copies of the game on one data folder: the first owns the game in progress (a lock the
operating system releases when it ends, however it ends); the second tells the player, in
their language, and plays without touching it, or quits."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine.deal import parse_code
from game.i18n import set_language
from game.storage.journal import load_journal
from game.storage.session import SessionStore
from game.ui.views.second_copy import SecondCopyView

ROOT = Path(__file__).resolve().parents[2]
CODE = "EO1-C8-AAAAAFA"


def start_owner(home: Path, log: Path) -> subprocess.Popen[bytes]:
    """Copy A: the real app, in its own process, playing ``1>c5 1>8`` on CODE."""
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(home))
    with open(log, "wb") as out:
        return subprocess.Popen(
            [sys.executable, "-m", "game", "--windowed", "--size", "800x600", "--deal", CODE,
             "--moves", "1>c5 1>8"], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)


def wait_for_journal(journal: Path, owner: subprocess.Popen[bytes], log: Path) -> None:
    """Until copy A has saved its two moves (it is then running, holding the lock)."""
    deadline = time.monotonic() + 180  # a bound on a hung start, not a measured time
    while time.monotonic() < deadline:
        assert owner.poll() is None, log.read_text(errors="replace")
        try:
            state = load_journal(journal)
        except (OSError, ValueError):
            state = None
        if state is not None and state.log == ["1>c5", "1>8"]:
            return
        time.sleep(0.2)
    pytest.fail("copy A did not save its game: " + log.read_text(errors="replace"))


def on_home(app, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Copy B: this process's app, started on the same data folder."""
    monkeypatch.setenv("HARP_EIGHT_HOME", str(home))
    app.services.playing.begin_run()
    app.services.records.close_history()


@pytest.fixture
def owner(tmp_path: Path):
    home, log = tmp_path / "home", tmp_path / "a.log"
    process = start_owner(home, log)
    try:
        wait_for_journal(home / "data" / "in_progress.journal", process, log)
        yield home, process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=60)


def test_a_second_copy_plays_without_the_game_in_progress(app, owner, monkeypatch):
    home, process = owner
    journal = home / "data" / "in_progress.journal"
    before = journal.read_bytes()
    on_home(app, home, monkeypatch)
    assert not app.services.playing.store.claim()  # copy A owns the game in progress
    view = SecondCopyView(app.services, app.nav.show_menu)
    app.nav.show_view(view)
    view.buttons["play"].on_click(None)  # "Play here"
    # A's game: untouched
    assert app.services.playing.game() is None and app.nav.continue_game() is None
    table = app.nav.start(parse_code(CODE), animate=False)  # a game of its own
    table.play(table.game.parse("1>c5"))
    table.play(table.game.parse("1>8"))
    table.play(table.game.parse("3>c6"))
    # F2 -> Leave: recorded, A's game is not
    app.services.playing.record_finished(table, "not finished")
    app.services.playing.flush()
    assert journal.read_bytes() == before  # B never wrote A's journal
    assert ([(r.result, r.moves) for r in app.services.records.history.recent()]
            == [("not finished", 3)])
    process.send_signal(signal.SIGKILL)  # A crashes: the OS releases its lock
    process.wait(timeout=60)
    again = SessionStore()
    assert again.claim()
    resumed = again.load()
    assert resumed is not None and resumed.game.log == ["1>c5", "1>8"]  # nothing lost
    again.close()


@pytest.mark.parametrize(("lang", "title"), [
    ("en", "The game is open in another window"),
    ("hr", "Igra je otvorena u drugom prozoru"),
    ("ru", "Игра уже открыта в другом окне"),
])
def test_the_start_of_a_second_copy_asks_in_the_players_language(app, owner, monkeypatch,
                                                                  lang, title):
    from game.ui import run as run_module

    home, _process = owner
    on_home(app, home, monkeypatch)
    set_language(lang)
    monkeypatch.setattr(run_module, "make_window", lambda *args: app)
    monkeypatch.setattr(run_module, "startup_settings", lambda lang=None: app.services.settings)
    monkeypatch.setattr(run_module.arcade, "run", lambda: None)
    monkeypatch.setattr("game.ui.ahead.prebuild_scenes", lambda app: None)
    args = argparse.Namespace(lang=None, fullscreen=False, windowed=True, screenshot=None,
                              size="1280x800", command=None, view="table", game=None,
                              cells=None)
    assert run_module.run(args, None, (1280, 800), []) == 0
    view = app.current_view
    assert isinstance(view, SecondCopyView) and view.title == title
    quits: list[bool] = []
    monkeypatch.setattr(app, "close", lambda: quits.append(True))
    view.buttons["quit"].on_click(None)
    assert quits == [True]
    set_language("en")


def test_two_real_copies_on_one_folder_leave_the_owners_game_alone(owner, tmp_path):
    home, process = owner
    journal = home / "data" / "in_progress.journal"
    before = journal.read_bytes()
    log = tmp_path / "b.log"
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(home))
    with open(log, "wb") as out:
        second = subprocess.Popen([sys.executable, "-m", "game", "--windowed", "--size",
                                   "800x600"], cwd=ROOT, env=env, stdout=out,
                                  stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 180  # a bound on a hung start, not a measured time
        while "Another copy of the game owns" not in log.read_text(errors="replace"):
            assert second.poll() is None and time.monotonic() < deadline, log.read_text(
                errors="replace")
            time.sleep(0.2)
        assert second.poll() is None and process.poll() is None  # both copies run
    finally:
        second.terminate()
        second.wait(timeout=60)
    assert journal.read_bytes() == before  # copy B never touched copy A's game
    assert "Traceback" not in log.read_text(errors="replace")

