"""Kept scenes (issue 14): built once, re-used, always showing current data.

New Game, Settings, Rules, FAQ, History and Statistics are made once per window and opened
again in the state of a new scene; their widgets are built again only when the window size,
the language or what they show changed. Settings changes its widgets in place. The pictures
of a re-used or updated scene are compared with those of a scene built anew.
"""

from __future__ import annotations

import sqlite3
import time

import arcade
import pyglet
import pytest
from conftest import click, fire, key

from game.engine.deal import parse_code
from game.storage.history import GameRecord, History
from game.storage.settings import load_settings
from game.ui.ahead import prebuild_scenes
from game.ui.navigator import KEPT_SCENES, SCENES, make_scene, open_scene
from game.ui.views.common import HIDDEN_SURFACE_BUDGET, SceneView, surface_bytes
from game.ui.views.settings import SettingsView


def shown(app, name):
    """Open scene ``name`` as the menu does, draw it once; returns the view."""
    open_scene(app.nav, name)
    view = app.current_view
    view.on_update(1 / 60)
    view.on_draw()
    return view


def picture(app):
    """The current view drawn now, as an image (the pointer far from every widget)."""
    fire(app, "on_mouse_motion", 1, 1, 0, 0)
    view = app.current_view
    view.on_draw()
    return arcade.get_image(0, 0, *app.get_size())


def record(app, result="won", ended="2026-03-01T10:00:00+00:00", variant="eight-off"):
    rec = GameRecord(code="EO1-C8-AAAAAFA" if variant == "eight-off" else "EH1-N-AAAAAAF",
                     variant=variant, cells=8 if variant == "eight-off" else None, deal=130,
                     result=result, score=500, moves=90, duration=300.0,
                     started=ended.replace("T10:", "T09:").replace("T11:", "T10:"), ended=ended,
                     log=("1a",))
    assert app.services.records.history.record(rec) is not None


def back_to_menu(app):
    key(app, arcade.key.ESCAPE)
    app.current_view.on_draw()


@pytest.mark.parametrize("name", sorted(KEPT_SCENES))
def test_a_kept_scene_opens_again_without_being_built(app, name):
    first = shown(app, name)
    assert isinstance(first, SceneView) and first.builds == 1
    back_to_menu(app)
    again = shown(app, name)
    assert again is first
    assert again.builds == 1  # nothing changed: the widgets were re-used
    assert again.focus == -1 and again.back_view is None


def test_scenes_not_kept_are_made_anew(app):
    assert "menu" not in KEPT_SCENES and "examples" not in KEPT_SCENES
    first = shown(app, "examples")
    back_to_menu(app)
    assert shown(app, "examples") is not first


def test_a_reused_history_shows_a_game_finished_meanwhile(app):
    view = shown(app, "history")
    assert view.total == 0
    back_to_menu(app)
    record(app)
    again = shown(app, "history")
    assert again is view and again.total == 1 and len(again.table.rows) == 1
    assert again.builds == 2  # built again for the new row
    assert again._texts["count"].text == "1 game played"


def test_a_game_recorded_by_another_process_is_seen(app):
    view = shown(app, "history")
    back_to_menu(app)
    # another connection, as a second game window
    other = History(app.services.records.history.path)
    assert other.record(GameRecord(
        code="EH1-N-AAAAAAF", variant="easy-harp", cells=None, deal=5, result="won",
        score=1, moves=2, duration=3.0, started="2026-03-02T09:00:00+00:00",
        ended="2026-03-02T10:00:00+00:00", log=("1a",))) is not None
    other.close()
    assert shown(app, "history").total == 1
    assert view.table.rows[0][2] == "EH1-N-AAAAAAF"


def test_history_revision_changes_with_writes_only(app, tmp_path):
    history = History(tmp_path / "h.sqlite")
    before = history.revision()
    history.recent()
    history.statistics("eight-off")
    assert history.revision() == before
    history.record(GameRecord(code="EH1-N-AAAAAAF", variant="easy-harp", cells=None, deal=5,
                              result="won", score=1, moves=2, duration=3.0,
                              started="2026-03-02T09:00:00+00:00",
                              ended="2026-03-02T10:00:00+00:00", log=("1a",)))
    after = history.revision()
    assert after != before
    with sqlite3.connect(tmp_path / "h.sqlite") as conn:  # a write by another connection
        conn.execute("UPDATE games SET score = 2")
    assert history.revision() != after
    history.close()


def test_a_reused_statistics_scene_shows_current_numbers(app):
    app.services.settings.last_game = "eight-off"
    view = shown(app, "statistics")
    assert view.values["played"] == "0"
    back_to_menu(app)
    record(app)
    record(app, result="not finished", ended="2026-03-01T11:00:00+00:00")
    again = shown(app, "statistics")
    assert again is view
    assert again.values["played"] == "2" and again.values["won"] == "1"
    assert again.value_texts["played"].text == "2"
    assert again.builds == 1  # the numbers are texts: the tab buttons were kept


def test_a_reused_scene_starts_as_a_new_one(app):
    view = shown(app, "history")
    for i in range(3):
        record(app, ended=f"2026-03-0{i + 1}T10:00:00+00:00")
    click(app, view.buttons["result:won"].rect.center_x, view.buttons["result:won"].rect.center_y)
    assert view.result == "won"
    view.exchange.field.text = "/no/such/file"
    back_to_menu(app)
    again = shown(app, "history")
    assert again is view
    assert (again.variant, again.result, again.page, again.exchange.field.text) == (
        None, None, 0, "")
    reused = picture(app)
    app.nav.scenes.clear()
    fresh = shown(app, "history")
    assert fresh is not view
    assert picture(app) == reused  # pixel for pixel what a new scene shows


def test_rules_open_again_on_the_top_of_the_default_page(app):
    view = shown(app, "rules")
    page = view.page
    key(app, arcade.key.PAGEDOWN)
    assert view.text.layout.view_y != 0
    click(app, view.tabs["faq"].rect.center_x, view.tabs["faq"].rect.center_y)
    assert view.page == "faq"
    back_to_menu(app)
    again = shown(app, "rules")
    assert again is view and again.page == page and again.text.layout.view_y == 0


def test_a_language_switch_relabels_hidden_kept_scenes(app):
    view = shown(app, "new-game")
    english = view.back_button.text
    back_to_menu(app)
    app.services.prefs.apply_language("hr")
    again = shown(app, "new-game")
    assert again is view and again.builds == 2
    assert again.back_button.text != english
    app.services.prefs.apply_language("en")


def test_a_new_window_size_lays_a_kept_scene_out_again(app):
    view = shown(app, "settings")
    view.on_resize(800, 600)  # headless windows keep their size: the scene is told
    assert view.built_key[0] == (800, 600)
    back_to_menu(app)
    again = shown(app, "settings")
    assert again is view and again.built_key[0] == app.get_size()
    assert again.builds == 3


def test_new_game_forgets_a_typed_code_and_shows_the_game_in_progress(app):
    view = shown(app, "new-game")
    assert view.current is None and view.deal_buttons["same"].disabled
    view.code_input.text = "123"
    back_to_menu(app)
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    app.nav.show_menu()
    again = shown(app, "new-game")
    assert again is view
    assert again.code_input.text == "" and again.code_text == ""
    assert again.current == parse_code("EO1-C8-AAAAAFA")
    assert again.deal_buttons["same"].disabled is False


@pytest.mark.parametrize("field, value", [
    ("animation_speed", "fast"), ("double_click", False), ("card_back", "red"),
    ("four_colour", True), ("confirm_leave", False), ("sound", False),
])
def test_a_settings_click_updates_in_place_like_a_new_scene(app, field, value):
    section = "cards" if field in ("card_back", "four_colour") else None
    view = shown(app, "settings")
    if section:
        view.show_section(section)
        view.finish_filling()
    builds = view.builds
    target = view.options[field][value]
    click(app, target.rect.center_x, target.rect.center_y)
    assert getattr(app.services.settings, field) == value == getattr(load_settings(), field)
    assert view.builds == builds  # updated in place, not built again
    updated = picture(app)
    fresh = SettingsView(app.services)
    app.nav.show_view(fresh)
    if section:
        fresh.show_section(section)
        fresh.finish_filling()
    assert picture(app) == updated


def test_the_volume_note_follows_the_keyboard(app):
    view = shown(app, "settings")
    view.focus = view.focus_items.index(view.volume_slider)
    start = app.services.settings.volume
    key(app, arcade.key.LEFT)
    assert view.notes["sound"].text == f"Volume: {start - 10}%"
    assert view.builds == 1


def test_hidden_scenes_keep_framebuffers_within_the_budget(app):
    for name in sorted(KEPT_SCENES):
        shown(app, name)
        back_to_menu(app)
    hidden = [v for v in app.nav.scenes.values() if v is not app.current_view]
    assert len(hidden) == len(KEPT_SCENES)
    kept = sum(surface_bytes(v) for v in hidden)
    one = app.get_size()[0] * app.get_size()[1] * 4
    assert kept <= HIDDEN_SURFACE_BUDGET and kept >= one  # the latest ones keep theirs
    released = [v for v in hidden if not surface_bytes(v)]
    assert released  # six full-window framebuffers are more than the budget
    name = next(n for n, v in app.nav.scenes.items() if v is released[0])
    again = picture_of(app, name)
    app.nav.scenes.clear()
    assert picture_of(app, name) == again  # drawn again after giving its framebuffer back


def picture_of(app, name):
    shown(app, name)
    return picture(app)


def test_scenes_are_built_ahead_while_idle_and_nothing_is_drawn(app):
    app.nav.show_menu()
    menu = app.current_view
    prebuild_scenes(app.nav, ("settings", "statistics"))
    assert not app.nav.scenes  # not at once: after start-up
    for _ in range(100):  # the menu's first frames, then the loop falls asleep
        tick(app)
        if app.asleep:
            break
    assert app.asleep
    drawn = app.frames_drawn
    for _ in range(400):
        tick(app)
        if {"settings", "statistics"} <= app.nav.scenes.keys():
            break
    assert {"settings", "statistics"} <= app.nav.scenes.keys()
    end = time.perf_counter() + 2.5  # the other tabs' statistics and the heap: the chain ends
    while time.perf_counter() < end:
        tick(app)
    assert app.current_view is menu and app.frames_drawn == drawn  # the idle menu: no frame
    assert all(v.builds == 1 for v in app.nav.scenes.values())
    view = shown(app, "settings")
    assert view is app.nav.scenes["settings"] and view.builds == 1


def tick(app):
    """One turn of the event loop (as pyglet's: events, scheduled functions, a sleep)."""
    app.dispatch_events()
    pyglet.clock.tick()
    time.sleep(0.01)


def test_every_scene_name_still_opens(app):
    for name in SCENES:
        view = shown(app, name)
        assert view is app.current_view
        back_to_menu(app)
    assert make_scene(app.nav, "settings") is app.nav.scenes["settings"]


def test_a_statistics_tab_click_updates_in_place_like_a_new_scene(app):
    app.services.settings.last_game = "eight-off"
    record(app)
    record(app, variant="easy-harp", ended="2026-03-02T10:00:00+00:00")
    view = shown(app, "statistics")
    button = view.buttons["easy-harp:all"]
    click(app, button.rect.center_x, button.rect.center_y)
    assert view.tab == ("easy-harp", None) and view.values["played"] == "1"
    assert view.builds == 1  # the chosen tab and the numbers changed in place
    updated = picture(app)
    app.services.settings.last_game = "easy-harp"
    app.nav.scenes.clear()
    fresh = shown(app, "statistics")
    assert fresh is not view and fresh.tab == ("easy-harp", None)
    assert picture(app) == updated


def test_a_row_button_left_under_the_pointer_is_not_lit_when_history_opens_again(app):
    record(app)
    view = shown(app, "history")
    replay = view.table.row_buttons[0]["replay"]
    fire(app, "on_mouse_motion", replay.rect.center_x, replay.rect.center_y, 0, 0)
    assert replay.hovered and view.table.hover == 0
    back_to_menu(app)
    again = shown(app, "history")
    assert again is view and again.builds == 1 and again.table.row_buttons[0]["replay"] is replay
    assert again.table.hover is None and not replay.hovered


def test_hidden_kept_scenes_are_laid_out_again_after_a_resize_while_idle(app):
    history = shown(app, "history")
    record(app)
    click(app, history.buttons["result:won"].rect.center_x,
          history.buttons["result:won"].rect.center_y)
    history.on_resize(800, 600)  # headless windows keep their size: the scene is told
    settings = shown(app, "settings")  # History waits hidden, as under a replay
    settings.on_resize(800, 600)
    app.nav.show_menu()
    menu = app.current_view
    for _ in range(100):
        tick(app)
        if app.asleep:
            break
    drawn = app.frames_drawn
    app.on_resize(*app.get_size())  # the window took a new size (F11): 1280x800 again
    for _ in range(300):
        tick(app)
        if all(v.built_key[0] == app.get_size() for v in (history, settings)):
            break
    assert settings.built_key[0] == history.built_key[0] == app.get_size()
    assert history.result == "won"  # laid out again, not reset: its page is kept
    assert app.current_view is menu and app.frames_drawn == drawn
    builds = settings.builds
    assert shown(app, "settings") is settings and settings.builds == builds


@pytest.mark.parametrize("change", ["won", "eight-off", "older"])
def test_history_filters_and_pages_change_in_place_like_a_new_scene(app, change):
    for i in range(40):
        record(app, result="won" if i % 3 else "not finished",
               ended=f"2026-03-01T10:{i:02d}:00+00:00",
               variant="eight-off" if i % 2 else "easy-harp")
    view = shown(app, "history")
    button = {"won": "result:won", "eight-off": "game:eight-off", "older": "next"}[change]
    click(app, view.buttons[button].rect.center_x, view.buttons[button].rect.center_y)
    assert (view.result, view.variant, view.page) == {
        "won": ("won", None, 0), "eight-off": (None, "eight-off", 0),
        "older": (None, None, 1)}[change]
    assert view.builds == 1  # in place
    state = (view.variant, view.result, view.page)
    rows = list(view.table.rows)
    ring = [type(w).__name__ for w in view.focus_items]
    updated = picture(app)
    fresh = SCENES["history"](app.services, None)  # a new scene, set to the same state
    fresh.variant, fresh.result, fresh.page = state
    fresh.refresh()
    app.nav.show_view(fresh)
    assert fresh.table.rows == rows
    assert [type(w).__name__ for w in fresh.focus_items] == ring
    assert picture(app) == updated


def test_hidden_kept_scenes_are_relabelled_ahead_after_a_language_switch(app):
    new_game = shown(app, "new-game")
    english = new_game.back_button.text
    shown(app, "settings")
    # from Settings: Settings is built again at once, New Game later
    app.services.prefs.apply_language("ru")
    assert new_game.builds == 1
    for _ in range(300):
        tick(app)
        if new_game.built_key[1] == "ru":
            break
    assert new_game.built_key[1] == "ru" and new_game.builds == 2
    assert new_game.back_button.text != english
    key(app, arcade.key.ESCAPE)
    assert shown(app, "new-game") is new_game and new_game.builds == 2  # no build at open
    app.services.prefs.apply_language("en")


def test_the_menu_shown_again_as_it_was_keeps_its_texts_and_looks_the_same(app):
    """Back on the menu with nothing changed, its texts and buttons are the ones made
    before (no text laid out again) and the picture is a new menu's; a new language, a
    game in progress or a new window size makes them again."""
    from game.i18n import set_language

    app.nav.show_menu()
    menu = app.current_view
    menu.on_draw()
    texts, buttons = dict(menu._texts), dict(menu.buttons)
    menu.buttons["rules"].hovered = True
    shown(app, "rules")
    back_to_menu(app)
    again = app.current_view
    assert again is menu and again._texts == texts and again.buttons == buttons
    assert not any(b.hovered or b.pressed for b in again.buttons.values())
    kept = picture(app)
    again._made = None  # made anew, as a new menu is
    again.on_show_view()
    assert again._texts["title"] is not texts["title"]
    assert picture(app).tobytes() == kept.tobytes()
    texts = dict(again._texts)
    set_language("hr")
    try:
        again.on_show_view()
        assert again._texts["title"] is not texts["title"]
    finally:
        set_language("en")
    texts = dict(again._texts)
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    app.nav.show_menu()
    assert app.current_view._texts["line"] is not texts["line"]
    assert app.current_view.buttons["continue"].enabled
