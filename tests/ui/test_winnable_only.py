""""Winnable deals only" in New Game (issue 10), driven by synthesised clicks and typing:
the per-game-and-cells switch, random deals from the shipped proved-winnable lists, typed
codes and the deal of the day never changed but shown as winnable or unknown."""

from __future__ import annotations

import datetime

from conftest import click, fire

from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec, daily_deal
from game.engine.winnable import is_known_winnable, winnable_deals
from game.storage.settings import Settings, load_settings, winnable_key
from game.ui.views.new_game import NewGameView


def press(app, widget):
    """Click the centre of a widget, as a player's mouse would."""
    click(app, widget.rect.center_x, widget.rect.center_y)


def new_game(app, variant, cells=None):
    app.nav.show_view(NewGameView(app.services))
    view = app.current_view
    press(app, view.game_buttons[variant])
    if cells:
        press(app, view.cell_buttons[cells])
    return view


def test_defaults_on_for_eight_off_4_and_2_cells_only():
    on = Settings().winnable_only
    assert on == {"eight-off-c4": True, "eight-off-c2": True}
    assert not on.get(winnable_key(EIGHT_OFF, 8), False)
    assert not on.get(winnable_key(EASY_HARP, None), False)


def test_new_deal_draws_from_the_list_when_on(app):
    for _ in range(6):
        view = new_game(app, EIGHT_OFF, 2)
        press(app, view.deal_buttons["new"])
        spec = app.services.playing.table.game.spec
        assert spec.cells == 2 and spec.number in winnable_deals(EIGHT_OFF, 2)


def test_switch_is_per_game_and_cell_count_and_saved(app):
    view = new_game(app, EIGHT_OFF, 8)
    assert not app.services.settings.winnable_only.get("eight-off-c8", False)
    assert view.winnable_buttons[False].style["normal"] != view.winnable_buttons[True].style[
        "normal"]  # the chosen one looks chosen
    press(app, view.winnable_buttons[True])
    assert app.services.settings.winnable_only["eight-off-c8"] is True
    assert app.services.settings.winnable_only["eight-off-c4"] is True  # the others unchanged
    assert load_settings().winnable_only["eight-off-c8"] is True  # saved at once
    for _ in range(4):
        view = new_game(app, EIGHT_OFF, 8)
        press(app, view.deal_buttons["new"])
        assert is_known_winnable(app.services.playing.table.game.spec)
    view = new_game(app, EIGHT_OFF, 4)
    press(app, view.winnable_buttons[False])  # all deals for 4 cells; 8 stays winnable
    assert app.services.settings.winnable_only == {"eight-off-c4": False, "eight-off-c2": True,
                                          "eight-off-c8": True}


def test_off_draws_any_deal(app, monkeypatch):
    import random

    view = new_game(app, EIGHT_OFF, 8)
    monkeypatch.setattr(random, "randint", lambda a, b: 999_998)
    press(app, view.deal_buttons["new"])
    assert app.services.playing.table.game.spec == DealSpec(EIGHT_OFF, 999_998, 8)


def test_typed_code_kept_and_its_winnability_shown(app):
    known = min(winnable_deals(EIGHT_OFF, 4))
    code = DealSpec(EIGHT_OFF, known, 4).code
    view = new_game(app, EIGHT_OFF, 4)
    press(app, view.code_input)
    fire(app, "on_text", code)
    assert view.code_note.text == f"{code}: winnable"
    unknown = next(n for n in range(1, 10**6) if n not in winnable_deals(EIGHT_OFF, 4))
    other = DealSpec(EIGHT_OFF, unknown, 4).code
    view.code_input.text = ""
    fire(app, "on_text", other)
    assert view.code_note.text == f"{other}: winnability unknown"
    press(app, view.play_button)
    assert app.services.playing.table.game.spec == DealSpec(EIGHT_OFF, unknown, 4)  # never changed


def test_deal_of_the_day_kept_and_its_winnability_shown(app, monkeypatch):
    from game.ui.views import new_game as module

    monkeypatch.setattr(module, "today", lambda: datetime.date(2026, 11, 29))
    view = new_game(app, EIGHT_OFF, 2)
    daily = daily_deal(EIGHT_OFF, datetime.date(2026, 11, 29), 2)
    word = "winnable" if is_known_winnable(daily) else "winnability unknown"
    assert view.info.endswith(f"{daily.code}, {word}")
    press(app, view.deal_buttons["daily"])
    assert app.services.playing.table.game.spec == daily  # winnable-only never changes it
