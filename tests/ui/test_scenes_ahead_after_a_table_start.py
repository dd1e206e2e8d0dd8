"""Started on a table, the scenes are built ahead only once the player goes to the menu.

A player who starts on a deal (``--deal``, ``--game``) may only play: the kept scenes
built ahead (Settings, New Game, Statistics, History, Rules) would hold their widgets,
glyphs and framebuffers for nothing. Started on the menu, they are built ahead at once
while it is idle, as before. ``game.ui.run.run`` decides, ``Navigation.when_menu_shown``
defers (``benchmarks/bench_memory.py`` measures the memory it keeps).
"""

from __future__ import annotations

import argparse

import pytest

from game.engine.deal import DealSpec
from game.ui import run as run_module

ARGS = dict(lang=None, fullscreen=False, windowed=True, screenshot=None, size="1280x800",
            command=None, view="table", game=None, cells=None)


@pytest.fixture
def started(app, monkeypatch):
    """``run`` on the test's window, with the loop and the build-ahead recorded."""
    built: list[str] = []
    monkeypatch.setattr(run_module, "make_window", lambda *args: app)
    monkeypatch.setattr(run_module, "startup_settings", lambda lang=None: app.services.settings)
    monkeypatch.setattr(run_module.arcade, "run", lambda: None)
    monkeypatch.setattr("game.ui.ahead.prebuild_scenes", lambda nav: built.append("scenes"))

    def start(spec: DealSpec | None, **args: object) -> list[str]:
        namespace = argparse.Namespace(**{**ARGS, **args})
        assert run_module.run(namespace, spec, (1280, 800), []) == 0
        return built
    return start


def test_started_on_a_deal_the_scenes_wait_for_the_menu(app, started):
    built = started(DealSpec("eight-off", 7, 8))
    assert app.current_view is app.services.playing.table
    assert built == []  # playing: nothing built ahead
    app.nav.show_menu()
    assert built == ["scenes"]  # the menu: the scenes now, while it is idle
    app.nav.continue_game()
    app.nav.show_menu()
    assert built == ["scenes"]  # once


def test_started_on_a_new_deal_of_a_game_the_scenes_wait_for_the_menu(app, started):
    built = started(None, game="easy-harp")
    assert app.current_view is app.services.playing.table and built == []
    app.nav.show_menu()
    assert built == ["scenes"]


def test_started_on_the_menu_the_scenes_are_built_ahead_at_once(app, started):
    built = started(None)
    assert app.current_view is not app.services.playing.table
    assert built == ["scenes"]


def test_an_action_for_the_menu_runs_once_at_its_next_showing(app):
    ran: list[int] = []
    app.nav.when_menu_shown(lambda: ran.append(1))
    assert ran == []
    app.nav.show_menu()
    app.nav.show_menu()
    assert ran == [1]
