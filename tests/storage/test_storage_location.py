"""Issue 13, fault 1: a data folder that cannot be made or written never stops play.

Real folders: ``HARP_EIGHT_HOME`` with a *file* named ``data`` in it (the folder cannot be
made), and a read-only home (``chmod``; root ignores it, so that case uses ``chattr +i``).
Every way in is walked: F2, a win, History, Statistics, Continue, Quit, import and export.
"""

from __future__ import annotations

import subprocess

import pytest
from won_lines import EO130_WON_LOG

from game.engine.deal import parse_code
from game.storage.exchange import ExchangeError, export_record, import_game, record_imported
from game.storage.files import app_dirs
from game.storage.history import History
from game.storage.pending import flush_pending, keep_pending, load_pending
from game.storage.session import SessionStore
from game.ui.navigator import open_scene
from game.ui.views.basics import quit_app


@pytest.fixture
def blocked_home(tmp_path, monkeypatch):
    home = tmp_path / "h"
    home.mkdir()
    (home / "data").write_text("x")
    monkeypatch.setenv("HARP_EIGHT_HOME", str(home))
    return home


def test_resolving_the_folders_never_fails(blocked_home):
    dirs = app_dirs()
    assert dirs.data_dir == blocked_home / "data" and dirs.data_dir.is_file()
    assert load_pending() == []
    assert flush_pending(History()) == 0


def test_every_way_in_survives_a_data_folder_that_cannot_be_made(app, blocked_home,
                                                                  monkeypatch):
    app.services.playing.store = SessionStore()  # the game in progress goes to the blocked home
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.play(table.game.parse("1>c5"))
    app.services.playing.flush()  # the journal is written off the frame; its failure comes back
    told = app.services.told.waiting or table.status.message.text
    assert "cannot be saved" in told and str(blocked_home / "data") in told
    table.show_message("", 0)
    table.play(table.game.parse("1>8"))
    assert table.status.message.text == ""  # told once, not on every action
    app.services.settings.confirm_leave = False  # F2 without the "Leave this game?" question
    table.new_deal()  # F2: the game left is recorded; the history cannot be
    assert app.services.playing.table is not None and app.services.playing.table is not table
    assert "moves not saved are lost" in (app.services.told.waiting
                                          or app.services.playing.table.status.message.text)
    won = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    for text in EO130_WON_LOG:
        won.play(won.game.parse(text))
    assert won.game.is_won
    for scene in ("history", "statistics", "menu"):
        open_scene(app.nav, scene)
        app.current_view.on_draw()
    assert app.nav.continue_game() is won
    app.services.playing.table = None
    assert app.nav.continue_game() is None  # nothing could be saved: nothing to continue
    app.services.playing.table = won
    monkeypatch.setattr(app, "close", lambda: None)  # Quit, but this window is shared
    quit_app(app.services)
    record = History().recent()
    assert record == []
    game_file = blocked_home / "game.json"
    from game.engine.notation import SavedGame, dump_game

    game_file.write_text(dump_game(SavedGame(won.game, 1.0, None, None, "won")))
    saved = import_game(game_file)
    assert record_imported(app.services.records.history, saved) == (None, False)
    from game.storage.exchange import record_of

    (blocked_home / "documents").write_text("x")  # exports go to the documents folder
    with pytest.raises(ExchangeError):
        export_record(record_of(saved))


def test_a_read_only_home_is_survived_too(app, tmp_path, monkeypatch):
    home = tmp_path / "ro"
    home.mkdir()
    if subprocess.run(["chattr", "+i", str(home)], capture_output=True).returncode != 0:
        pytest.skip("chattr +i is not available here")
    try:
        monkeypatch.setenv("HARP_EIGHT_HOME", str(home))
        app.services.playing.store = SessionStore()
        table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
        table.play(table.game.parse("1>c5"))
        app.services.playing.flush()
        app.services.settings.confirm_leave = False
        table.new_deal()
        assert app.services.playing.table is not None and app.services.playing.table is not table
        assert keep_pending(_record()) is False
        assert any("cannot be saved" in text for text in app.services.told.told)
        assert any("moves not saved are lost" in text for text in app.services.told.told)
    finally:
        subprocess.run(["chattr", "-i", str(home)], check=True)


def _record():
    from game.storage.history import GameRecord

    return GameRecord(code="EH1-N-AAAAAAB", variant="easy-harp", cells=None, deal=1,
                      result="not finished", score=0, moves=1, duration=1.0,
                      started="2026-11-29T10:00:00+00:00", ended="2026-11-29T10:01:00+00:00",
                      log=("s",))
