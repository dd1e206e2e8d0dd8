"""Issue 13, fault 9: a file the game sets aside is named to the player, once, on screen."""

from __future__ import annotations

import json

import pytest

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.notation import SavedGame, dump_game
from game.storage.autosave import default_in_progress_path
from game.storage.settings import default_settings_path
from game.ui.navigator import open_scene


def newer_saved_game() -> str:
    doc = json.loads(dump_game(SavedGame(Game(parse_code("EO1-C8-AAAAAFA")), 1.0, None, None,
                                         "in progress")))
    doc["version"] = 999
    return json.dumps(doc)


@pytest.mark.parametrize("content", ["{oops", "newer"])
def test_a_damaged_or_newer_saved_game_is_named_on_the_menu(app, content):
    path = default_in_progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(newer_saved_game() if content == "newer" else content)
    open_scene(app.nav, "menu")
    menu = app.current_view
    aside = [p for p in path.parent.iterdir() if p.name.startswith("in_progress.json.bad-")]
    assert len(aside) == 1 and not path.exists()
    assert "saved game" in menu.message and aside[0].name in menu.message
    open_scene(app.nav, "menu")  # told once
    assert app.current_view.message == ""


def test_a_damaged_saved_game_found_by_continue_is_named_on_the_next_table(app):
    path = default_in_progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{oops")
    assert app.nav.continue_game() is None
    table = app.nav.new_deal("easy-harp")
    assert "in_progress.json.bad-" in table.status.message.text


def test_settings_with_bad_values_are_named(app):
    from game.storage.settings import load_settings

    path = default_settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"version": 1, "eight_off_cells": "8"}))
    load_settings()
    table = app.nav.new_deal("easy-harp")
    told = table.status.message.text
    assert "settings" in told and "settings.json.bad-" in told
