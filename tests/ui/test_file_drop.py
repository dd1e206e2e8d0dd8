"""A saved game dropped on the window, or opened with ``python -m game replay FILE``,
opens in the Replay with an "Add to history" button that adds it to the history once.

arcade 3.3's window does not pass pyglet's ``file_drops`` on; ``game.ui.patches.
accept_file_drops`` makes it accept drops: under a real X server the window advertises
them (its ``XdndAware`` property, read with ``xprop``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

import pytest
from conftest import click, fire
from under_x import ROOT, missing_x_tools, run_under_x
from won_lines import EO130_WON_LOG

from game.engine.game import Game
from game.engine.notation import SavedGame
from game.storage.exchange import export_game
from game.ui import patches
from game.ui.views.replay import ReplayView, open_replay_file
from game.ui.views.replay_message import ReplayMessageView

CODE = "EO1-C8-AAAAAFA"


def saved_file(tmp_path, name="won.harp-eight"):
    game = Game.from_log(CODE, EO130_WON_LOG)
    return export_game(SavedGame(game, 321.0, "2026-11-02T10:00:00+01:00",
                                 "2026-11-02T10:05:21+01:00", "won"), tmp_path / name)


def press(app, button):
    click(app, button.rect.center_x, button.rect.center_y)


def test_the_patch_is_installed_for_this_arcade_and_names_its_issue():
    import arcade
    import pyglet.window

    assert patches.accept_file_drops()  # (installed by game.ui; again is harmless)
    assert pyglet.window.Window._create._original is not None
    assert patches.UPSTREAM_FILE_DROPS == "pythonarcade/arcade#2808"
    assert patches.written_for("arcade", patches.ARCADE) and arcade.version.VERSION


def test_a_dropped_saved_game_opens_in_the_replay_and_is_added_once(app, tmp_path):
    """on_file_drop through the window (as pyglet dispatches a drop): the Replay of the
    file, Back to the table it was dropped on; "Add to history" adds it, a second press
    and a second drop add nothing more."""
    from game.engine.deal import parse_code

    table = app.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    path = saved_file(tmp_path)
    fire(app, "on_file_drop", 300, 200, [str(path), str(tmp_path / "other.txt")])
    replay = app.current_view
    assert isinstance(replay, ReplayView) and replay.saved is not None
    assert replay.timeline.spec.code == CODE and replay.length == len(EO130_WON_LOG)
    replay.on_draw()
    button = replay.add_button
    assert button is not None and button.enabled and button.label == "Add to history"
    # the button sits above the control bar, clear of every card and bar button
    layout = replay.cards.layout
    assert button.rect.top <= layout.hud_h and button.rect.bottom >= replay.bar.scrub_rect[3]
    assert all(button.rect.right <= c.rect.left or button.rect.left >= c.rect.right
               or button.rect.bottom >= c.rect.top for c in replay.controls.values())
    assert app.history.statistics("eight-off", 8).played == 0
    press(app, button)
    assert app.history.statistics("eight-off", 8).won == 1 and not button.enabled
    assert "Added to the history" in replay.bar.message.text
    press(app, button)
    assert app.history.statistics("eight-off", 8).played == 1
    # dropped again: a new Replay; its button finds the game there already
    fire(app, "on_file_drop", 300, 200, [str(path)])
    again = app.current_view
    assert isinstance(again, ReplayView) and again is not replay
    press(app, again.add_button)
    assert app.history.statistics("eight-off", 8).played == 1
    assert "already in the history" in again.bar.message.text
    again.go_back()
    assert app.current_view is table  # Back: the table the first file was dropped on


def test_a_dropped_file_that_is_no_saved_game_says_why_and_goes_back(app, tmp_path):
    from game.engine.deal import parse_code

    table = app.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    bad = tmp_path / "notes.txt"
    bad.write_text("not a game")
    fire(app, "on_file_drop", 10, 10, [str(bad)])
    view = app.current_view
    assert isinstance(view, ReplayMessageView) and "back" in view.buttons
    view.buttons["back"].on_click(None)
    assert app.current_view is table and table.game.code == "EH1-N-AAAAAAB"


def test_replay_file_from_the_command_line_has_the_button(app, tmp_path):
    """``python -m game replay FILE`` (:func:`open_replay_file` without a way back): the
    same button; Back goes to the menu."""
    replay = open_replay_file(app, saved_file(tmp_path))
    assert isinstance(replay, ReplayView) and replay.add_button is not None
    replay.on_draw()
    press(app, replay.add_button)
    assert app.history.statistics("eight-off", 8).won == 1


def test_replay_file_screenshot_shows_the_button(tmp_path):
    """The command line itself: a picture of ``replay FILE`` holds the button's label."""
    path = saved_file(tmp_path)
    out = tmp_path / "replay.png"
    env = {"HARP_EIGHT_HOME": str(tmp_path / "home"), "ARCADE_HEADLESS": "1",
           "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--screenshot",
                           str(out), "--size", "800x600"], env=env, capture_output=True,
                          text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert out.is_file() and out.stat().st_size > 1000


CHILD = textwrap.dedent(r"""
    import json, subprocess, time
    import game.ui  # noqa: F401 - the patches first
    import pyglet
    from game.storage.settings import Settings
    from game.ui.app import App

    app = App(Settings(start_fullscreen=False, sound=False), 800, 600)
    end = time.perf_counter() + 1.0
    while time.perf_counter() < end:
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.01)
    prop = subprocess.run(["xprop", "-id", str(app._window), "XdndAware"],
                          capture_output=True, text=True)
    print(json.dumps({"xprop": prop.stdout.strip(), "drops": app._file_drops}))
    app.close()
""")


@pytest.mark.skipif(missing_x_tools() is not None or shutil.which("xprop") is None,
                    reason=missing_x_tools() or "xprop is not installed")
def test_under_x_the_window_advertises_drops(tmp_path):
    report = run_under_x(CHILD, tmp_path, "1280x800", timeout=120)
    assert report["drops"] is True
    assert report["xprop"].startswith("XdndAware(ATOM) = "), report
