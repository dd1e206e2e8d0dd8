"""Huge but valid input never blocks the window: History's Import reads and verifies the
saved game on a worker thread (the message line counts the seconds), and the Replay of a
very long game folds its log a slice per frame, says how far it is, and shows the net line
when the fold is done instead of folding the rest at once. Driven through the real window
with 10⁴-entry games (10⁶ belongs to benchmarks/bench_replay_memory.py)."""

from __future__ import annotations

import threading

import pytest
from conftest import finish_import, open_history, step
from engine_helpers import wandering_log

import game.storage.exchange as exchange
import game.ui.views.replay_files as replay_files
import game.ui.views.replay_reading as reading
from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.notation import SavedGame
from game.engine.timeline import HISTORY, NET
from game.ui.views.history_exchange import IMPORT_FRAME
from game.ui.views.replay import ReplayView

CODE = "EH1-N-AAAAAAF"


@pytest.fixture(scope="module")
def long_log() -> list[str]:
    return wandering_log(CODE, 10_000, 8)


def test_an_import_is_read_on_a_worker_thread_while_the_window_runs(
        app, tmp_path, monkeypatch, long_log):
    path = exchange.export_game(
        SavedGame(Game.from_log(CODE, long_log), 600.0, "2026-11-03T09:00:00+01:00"),
        tmp_path / "long.harp-eight")
    gate, reading = threading.Event(), []
    real = exchange.import_game

    def slow_import(text):
        reading.append(threading.current_thread() is not threading.main_thread())
        assert gate.wait(60)
        return real(text)

    monkeypatch.setattr(exchange, "import_game", slow_import)
    view = open_history(app)
    view.exchange.field.text = str(path)
    view.exchange.import_from_field()  # returns at once: the file is being read meanwhile
    assert view.details.message.startswith("Reading the saved game")
    assert view.exchange.imported is None
    assert view.next_frame_in() <= IMPORT_FRAME  # frames go on, the message counts
    for _ in range(3):
        step(app, 1 / 60)
        app.on_draw()
    assert reading == [True] and view.exchange.imported is None and view.total == 0
    view.exchange.import_from_field()  # a second press waits for the first
    gate.set()
    finish_import(app, view)
    assert "added to the history" in view.details.message and view.total == 1
    assert view.table.rows[0][2] == CODE and view.exchange.imported is not None
    assert view.next_frame_in() != IMPORT_FRAME


def test_a_long_replay_says_how_far_its_fold_is_and_waits_for_the_net_line(
        app, monkeypatch, long_log):
    monkeypatch.setattr(reading, "FOLD_BUDGET", 0.0)  # one entry per frame
    monkeypatch.setattr(reading, "NET_FOLD", 100)
    view = ReplayView(app.services, parse_code(CODE), long_log, autoplay=False)
    app.nav.show_view(view)
    step(app, reading.PROGRESS_AFTER + 0.2)
    timeline = view.timeline
    assert not timeline.complete
    bar = view.bar
    assert bar.clock < bar.message_until and bar.message.text.startswith("Reading the moves")
    percent = timeline.folded * 100 // len(long_log)
    assert f"{percent} %" in bar.message.text or f"{percent - 1} %" in bar.message.text
    folded = timeline.folded
    view.set_mode(NET)  # the rest is too long to fold in this frame
    assert view.mode == HISTORY and not timeline.complete and timeline.folded == folded
    timeline.fold()  # (the frames would get there)
    step(app, 1 / 60)
    assert view.mode == NET and view.length == len(timeline.entries(NET))
    assert bar.clock >= bar.message_until  # the progress note is gone


def test_a_net_line_asked_for_with_little_left_to_fold_is_shown_at_once(
        app, monkeypatch, long_log):
    monkeypatch.setattr(reading, "FOLD_BUDGET", 0.0)
    view = ReplayView(app.services, parse_code(CODE), long_log[:2000], autoplay=False)
    app.nav.show_view(view)
    step(app, 2 / 60)
    view.set_mode(NET)
    assert view.mode == NET and view.timeline.complete


def test_a_large_saved_game_dropped_on_the_window_is_read_on_a_worker_thread(
        app, tmp_path, monkeypatch, long_log):
    from conftest import fire

    from game.ui.views.menu import MenuView
    from game.ui.views.replay_message import ReadingView, ReplayMessageView

    monkeypatch.setattr(replay_files, "READ_AT_ONCE", 1000)
    path = exchange.export_game(Game.from_log(CODE, long_log), tmp_path / "long.harp-eight")
    bad = tmp_path / "bad.harp-eight"
    bad.write_text(path.read_text(encoding="utf-8").replace('"s"', '"zz"', 1),
                   encoding="utf-8")
    menu = MenuView(app.services)
    app.nav.show_view(menu)
    for dropped, then in ((path, ReplayView), (bad, ReplayMessageView), (path, None)):
        fire(app, "on_file_drop", 10, 10, [str(dropped)])
        reading = app.current_view
        assert isinstance(reading, ReadingView)
        assert reading.message_label.text.startswith("Reading the saved game")
        if then is None:  # the player goes back meanwhile: the result is dropped
            reading.buttons["back"].on_click(None)
        assert reading.job.wait(120)
        step(app, 1 / 60)
        if then is None:
            assert app.current_view is menu
            continue
        assert isinstance(app.current_view, then)
        if then is ReplayView:
            assert app.current_view.length == len(long_log)
        app.nav.show_view(menu)
