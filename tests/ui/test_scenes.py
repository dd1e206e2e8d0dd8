"""Menu, New Game, Rules, FAQ and Examples scenes, driven headless by synthesised clicks/keys.

Covers APP-DEALS (typed codes, plain numbers, malformed codes, deal of the day, same deal),
EO-CELL-COUNT (the cell choice reaches the table), APP-EXAMPLES (the example lines replay
and end in the exact rejections), Esc going back one scene, and every scene fitting the
window at 800x600 and 1920x1080.
"""

from __future__ import annotations

import datetime

import arcade
import pytest
from conftest import answer_leave, click, fire, frame, key, resize, step

from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec, daily_deal, parse_code
from game.engine.events import Action, Rejection
from game.engine.game import Game
from game.engine.table import CELL, COLUMN, Pile
from game.engine.variants.eight_off import EIGHT_OFF as EIGHT_OFF_RULES
from game.reminders import reminder_text
from game.storage.session import SessionStore
from game.ui.button import scene_style
from game.ui.navigator import open_scene
from game.ui.views.common import panel_on_felt
from game.ui.views.examples import EXAMPLES, ExamplesView
from game.ui.views.menu import MenuView
from game.ui.views.new_game import NewGameView
from game.ui.views.rules import (
    EIGHT_OFF_PAGE,
    FAQ_PAGE,
    FaqView,
    RulesView,
    panel_box,
)
from game.ui.views.settings import SettingsView
from game.ui.views.table import TableView

SIZES = [(800, 600), (1920, 1080)]


def press(app, widget):
    """Click the centre of a widget, as a player's mouse would."""
    click(app, widget.rect.center_x, widget.rect.center_y)


def type_text(app, field, text):
    """Click into a text field and type ``text``."""
    press(app, field)
    fire(app, "on_text", text)


def show(app, view):
    app.nav.show_view(view)
    return view


def saved_log():
    """The log of the game in progress on disk (a fresh store, as a restart reads it)."""
    arcade.get_window().services.playing.flush()  # the app's journal writer has written it
    saved = SessionStore().load()
    return None if saved is None else list(saved.game.log)


# ---------------------------------------------------------------------------- menu


def test_menu_without_a_game_disables_continue_and_focuses_new_game(app):
    menu = show(app, MenuView(app.services))
    assert menu.buttons["continue"].disabled
    assert menu.focus_items[menu.focus] is menu.buttons["new"]
    press(app, menu.buttons["continue"])
    assert app.current_view is menu


def test_menu_continue_resumes_the_autosaved_game(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    table.play(table.game.parse("1>8"))
    app.services.playing.table = None  # as after a restart: only the autosave is left
    menu = show(app, MenuView(app.services))
    assert not menu.buttons["continue"].disabled
    press(app, menu.buttons["continue"])
    assert isinstance(app.current_view, TableView)
    assert app.services.playing.table.game.code == "EH1-N-AAAAAAL"
    assert app.services.playing.table.game.log == ["1>8"]


def test_menu_keyboard_moves_focus_and_activates(app):
    menu = show(app, MenuView(app.services))
    key(app, arcade.key.DOWN)
    assert menu.focus_items[menu.focus] is menu.buttons["history"]
    key(app, arcade.key.UP)
    key(app, arcade.key.UP)  # Continue is disabled: skipped, wraps to Quit
    assert menu.focus_items[menu.focus] is menu.buttons["quit"]
    key(app, arcade.key.DOWN)
    key(app, arcade.key.ENTER)
    assert isinstance(app.current_view, NewGameView)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is menu


def test_menu_escape_returns_to_the_game_in_progress(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    key(app, arcade.key.ESCAPE)
    assert isinstance(app.current_view, MenuView)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is table


def test_menu_buttons_open_rules_settings_and_new_game(app):
    for name, cls in (("rules", RulesView), ("settings", SettingsView), ("new", NewGameView)):
        menu = show(app, MenuView(app.services))
        press(app, menu.buttons[name])
        assert isinstance(app.current_view, cls)
        key(app, arcade.key.ESCAPE)
        assert app.current_view is menu


def test_an_error_inside_a_scene_is_not_hidden(app, monkeypatch):
    """A scene whose module fails to import raises that error (no fallback swallows it:
    it used to make the menu say "not available yet", and Esc silently do nothing)."""
    from game.ui import navigator as views

    def broken(app, back):
        raise ImportError("cannot import name 'X' from 'game.ui.views.history'")

    monkeypatch.setitem(views.SCENES, "history", broken)
    menu = show(app, MenuView(app.services))
    with pytest.raises(ImportError, match="cannot import name 'X'"):
        press(app, menu.buttons["history"])


def test_menu_quit_saves_the_game_and_settings_then_closes(app, monkeypatch):
    from game.storage.settings import load_settings

    closed = []
    monkeypatch.setattr(app, "close", lambda: closed.append(True))
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    table.game.push("1>8")  # not yet saved: Quit must save it
    app.services.settings.double_click = False
    menu = show(app, MenuView(app.services))
    press(app, menu.buttons["quit"])
    assert closed == [True]
    assert saved_log() == ["1>8"]
    assert load_settings().double_click is False


def test_no_arguments_open_the_menu(app):
    import argparse

    from game.ui.run import open_first_view

    args = argparse.Namespace(command=None, game=None, cells=None, screenshot=None)
    open_first_view(app, args, None)
    assert isinstance(app.current_view, MenuView)


# ---------------------------------------------------------------------------- new game


def test_new_game_preselects_the_last_game_and_cells(app):
    app.services.settings.last_game = EIGHT_OFF
    app.services.settings.cells[EIGHT_OFF] = 4
    view = show(app, NewGameView(app.services))
    assert view.variant == EIGHT_OFF and view.cells == 4
    assert view.cell_buttons[4].style["normal"].bg != view.cell_buttons[8].style["normal"].bg


def test_new_game_preselects_the_game_in_progress_and_remembers_the_choice(app):
    from game.storage.settings import load_settings

    app.nav.start(parse_code("EO1-C2-AAAAAAB"), animate=False)
    app.services.settings.last_game = EASY_HARP  # e.g. not saved before a crash
    view = show(app, NewGameView(app.services))
    assert view.variant == EIGHT_OFF and view.cells == 2
    press(app, view.deal_buttons["new"])
    saved = load_settings()
    assert (saved.last_game, saved.cells) == (EIGHT_OFF, {EIGHT_OFF: 2})


@pytest.mark.parametrize("code", ["EH1-N-AAAAAAL", "eo1-c4-aacexhn", "  EO1-C2-AAAAAAB "])
def test_typed_code_opens_exactly_that_deal(app, code):
    view = show(app, NewGameView(app.services))
    type_text(app, view.code_input, code)
    press(app, view.play_button)
    assert isinstance(app.current_view, TableView)
    assert app.services.playing.table.game.spec == parse_code(code)
    assert app.services.playing.table.game.log == []


def test_enter_in_the_code_field_plays_it(app):
    view = show(app, NewGameView(app.services))
    type_text(app, view.code_input, "EO1-C8-AAAAAFA")
    key(app, arcade.key.ENTER)
    assert (app.services.playing.table is not None
            and app.services.playing.table.game.code == "EO1-C8-AAAAAFA")


def test_plain_number_uses_the_chosen_game_and_cells(app):
    view = show(app, NewGameView(app.services))
    press(app, view.game_buttons[EIGHT_OFF])
    press(app, view.cell_buttons[4])
    type_text(app, view.code_input, "130")
    press(app, view.play_button)
    assert app.services.playing.table.game.spec == DealSpec(EIGHT_OFF, 130, 4)


@pytest.mark.parametrize("text", ["EH1-X-AAAAAAL", "hello", "", "EO1-C8-AAAA", "1234567"])
def test_malformed_code_shows_a_message_and_changes_nothing(app, text):
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    table.play(table.game.parse("1>8"))
    before = (saved_log(), app.services.settings.last_game, dict(app.services.settings.cells))
    view = show(app, NewGameView(app.services))
    type_text(app, view.code_input, text)
    press(app, view.play_button)
    assert app.current_view is view
    assert app.services.playing.table is table and table.game.log == ["1>8"]
    assert (saved_log(), app.services.settings.last_game, app.services.settings.cells) == before
    assert view.message.startswith("That deal code does not work:")
    assert len(view.message) > len("That deal code does not work: ")
    assert view.code_input.text == text  # the typed text stays, to be corrected


def test_a_malformed_code_is_corrected_in_place(app):
    """After Enter on a bad code the field keeps the keyboard (the caret after the text);
    the first key typed takes the error away, and Enter then plays the corrected code."""
    view = show(app, NewGameView(app.services))
    type_text(app, view.code_input, "EO1-C8-AAAA!")
    key(app, arcade.key.ENTER)
    fire(app, "on_text", "\r")  # pyglet sends Enter as text too, after the key press
    assert view.message.startswith("That deal code does not work:")  # it stays
    field = view.code_input
    assert field.active and field.caret.position == len(field.text) == len("EO1-C8-AAAA!")
    assert view.focus_items[view.focus] is field
    fire(app, "on_text_motion", arcade.key.MOTION_BACKSPACE)
    assert view.message == "" and view.code_input.text == "EO1-C8-AAAA"
    assert view.code_input.active  # still typing, in the field made anew
    fire(app, "on_text", "AFA")
    assert view.code_input.text == "EO1-C8-AAAAAFA"
    key(app, arcade.key.ENTER)
    assert (app.services.playing.table is not None
            and app.services.playing.table.game.code == "EO1-C8-AAAAAFA")


@pytest.mark.parametrize("cells", [8, 4, 2])
def test_eight_off_cell_choice_reaches_the_table(app, cells):
    view = show(app, NewGameView(app.services))
    press(app, view.game_buttons[EIGHT_OFF])
    press(app, view.cell_buttons[cells])
    press(app, view.deal_buttons["new"])
    table = app.services.playing.table
    assert table.game.spec.variant == EIGHT_OFF and table.game.spec.cells == cells
    assert len(table.game.position.cells) == cells
    assert sum(1 for p in table.cards.layout.origins if p.kind == CELL) == cells
    assert app.services.settings.cells == {EIGHT_OFF: cells}


def test_new_deal_of_easy_harp(app):
    app.services.settings.last_game = EIGHT_OFF
    view = show(app, NewGameView(app.services))
    press(app, view.game_buttons[EASY_HARP])
    assert not view.cell_buttons
    press(app, view.deal_buttons["new"])
    assert app.services.playing.table.game.spec.variant == EASY_HARP
    assert app.services.settings.last_game == EASY_HARP


def test_deal_of_the_day_uses_the_date_when_the_window_opened(app, monkeypatch):
    from game.ui.views import new_game

    monkeypatch.setattr(new_game, "today", lambda: datetime.date(2026, 11, 29))
    view = show(app, NewGameView(app.services))
    monkeypatch.setattr(new_game, "today", lambda: datetime.date(2026, 11, 30))
    press(app, view.deal_buttons["daily"])
    assert (app.services.playing.table.game.spec
            == daily_deal(EASY_HARP, datetime.date(2026, 11, 29)))

    view = show(app, NewGameView(app.services))
    press(app, view.game_buttons[EIGHT_OFF])
    press(app, view.cell_buttons[2])
    press(app, view.deal_buttons["daily"])
    assert (app.services.playing.table.game.spec
            == daily_deal(EIGHT_OFF, datetime.date(2026, 11, 30), 2))


def test_APP_DEALS_same_deal_restarts_the_current_deal_of_the_chosen_game(app):
    view = show(app, NewGameView(app.services))
    assert view.deal_buttons["same"].disabled
    table = app.nav.start(parse_code("EO1-C4-AACEXHN"), animate=False)
    table.play(table.game.legal_moves()[0])
    view = show(app, NewGameView(app.services))
    assert view.variant == EIGHT_OFF and view.cells == 4  # opens on the game in progress
    assert not view.deal_buttons["same"].disabled
    assert "Same deal: EO1-C4-AACEXHN" in view.info
    press(app, view.game_buttons[EASY_HARP])  # another game chosen: "Same deal" is off
    assert view.deal_buttons["same"].disabled and "Same deal" not in view.info
    press(app, view.deal_buttons["same"])
    assert app.current_view is view  # a press on the disabled button does nothing
    press(app, view.game_buttons[EIGHT_OFF])
    press(app, view.cell_buttons[2])  # the same game, other cells: still off
    assert view.deal_buttons["same"].disabled
    press(app, view.cell_buttons[4])
    assert not view.deal_buttons["same"].disabled
    press(app, view.deal_buttons["same"])
    answer_leave(app)  # APP-LEAVE: one move was played
    assert app.services.playing.table is not table
    assert app.services.playing.table.game.spec == parse_code("EO1-C4-AACEXHN")
    assert app.services.playing.table.game.log == [] and app.services.playing.table.game.moves == 0


def test_same_deal_works_from_the_autosave_after_a_restart(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    table.play(table.game.parse("1>8"))
    app.services.playing.table = None
    view = show(app, NewGameView(app.services))
    press(app, view.deal_buttons["same"])
    answer_leave(app)
    assert (app.services.playing.table.game.spec == parse_code("EH1-N-AAAAAAL")
            and app.services.playing.table.game.log == [])


def test_new_game_keyboard_reaches_every_button(app):
    view = show(app, NewGameView(app.services))
    seen = set()
    for _ in range(len(view.focus_items) + 1):
        key(app, arcade.key.TAB)
        seen.add(id(view.focus_items[view.focus]))
    enabled = {id(w) for w in view.focus_items if not w.disabled}
    assert seen == enabled
    while view.focus_items[view.focus] is not view.game_buttons[EIGHT_OFF]:
        key(app, arcade.key.TAB)
    key(app, arcade.key.ENTER)
    assert app.current_view is view and view.variant == EIGHT_OFF


def test_tab_reaches_the_code_field_and_types_in_it(app):
    """Tab onto New Game's code field starts typing there (the caret in it, letters go in);
    Tab again leaves it for Play, Shift+Tab comes back, and Enter plays the typed code."""
    view = show(app, NewGameView(app.services))
    field = view.code_input
    assert field in view.focus_items
    while view.focus_items[view.focus] is not field:
        key(app, arcade.key.TAB)
        assert view.focus_items[view.focus] is field or not field.active
    assert field.active
    fire(app, "on_text", "130")
    assert field.text == "130"
    key(app, arcade.key.TAB)  # out of the field: the next in the ring, the field stops typing
    assert not field.active and view.focus_items[view.focus] is view.play_button
    fire(app, "on_text", "9")
    assert field.text == "130"  # letters no longer go in
    key(app, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert field.active and view.focus_items[view.focus] is field
    key(app, arcade.key.ENTER)
    assert (app.services.playing.table is not None
            and app.services.playing.table.game.spec.number == 130)


def test_tab_leaves_a_field_the_mouse_put_the_caret_in(app):
    """A click into the code field, then Tab: on to Play (the ring goes on from the field)."""
    view = show(app, NewGameView(app.services))
    type_text(app, view.code_input, "12")
    assert view.code_input.active
    key(app, arcade.key.TAB)
    assert not view.code_input.active and view.focus_items[view.focus] is view.play_button


# ---------------------------------------------------------------------------- rules, FAQ


def test_rules_tabs_switch_pages(app):
    view = show(app, RulesView(app.services))
    assert "take it apart card by card" in view.text.doc.text
    press(app, view.tabs[EIGHT_OFF_PAGE])
    assert view.page == EIGHT_OFF_PAGE and "(free cells + 1)" in view.text.doc.text
    press(app, view.tabs[FAQ_PAGE])
    assert view.page == FAQ_PAGE
    key(app, arcade.key.ESCAPE)
    assert isinstance(app.current_view, MenuView)


def test_faq_explains_codes_daily_deal_scoring_undo_and_no_defeat(app):
    view = show(app, FaqView(app.services))
    text = view.text.doc.text
    for needle in ("EH1-N-AAAAAAF", "deal of the day", "1\u00a0220", "5 for every card you moved "
                   "from the waste to a column", "100 actions", "never declares a defeat"):
        assert needle in text


def test_rules_scroll_with_page_keys_and_the_wheel(app):
    view = show(app, RulesView(app.services))
    text = view.text
    assert text.layout.view_y == 0
    key(app, arcade.key.PAGEDOWN)
    assert text.layout.view_y < 0
    key(app, arcade.key.END)
    bottom = text.layout.view_y
    assert bottom <= text.layout.height - text.layout.content_height + 1
    key(app, arcade.key.HOME)
    assert text.layout.view_y == 0
    r = text.rect
    fire(app, "on_mouse_scroll", r.center_x, r.center_y, 0, -3)
    assert text.layout.view_y < 0


def panel_edges(picture, box):
    """The pixels of the panel ``box`` 's four edges, 3 pixels each side of them (bytes)."""
    height = picture.height
    left, bottom, right, top = (round(v) for v in box)
    strips = [(left - 3, height - top, left + 3, height - bottom),
              (right - 3, height - top, right + 3, height - bottom),
              (left, height - top - 3, right, height - top + 3),
              (left, height - bottom - 3, right, height - bottom + 3)]
    return [picture.crop(strip).tobytes() for strip in strips]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
@pytest.mark.parametrize("name", ["rules", "faq"])
def test_the_rules_panel_is_drawn_on_the_first_frame_where_the_scene_has_it(
        app, name, size, lang):
    """Issue 14: the dark panel is the scene's frame, placed from the window size alone: a
    scene opened before its widgets are built shows it on its first frame, at the pixels
    the complete scene has it (its edges identical), the widgets laid out inside it."""
    from game.i18n import set_language

    set_language(lang)
    resize(app, *size)
    app.services.scheduler.fills_in = True
    open_scene(app.nav, name)
    view = app.current_view
    view.on_draw()
    first = frame(app)
    assert view.builds == 0 and view.frame_shown
    box = panel_box(*size)
    left, bottom, right, top = box
    inside = (round((left + right) / 2), round(size[1] - (bottom + top) / 2))
    assert first.getpixel(inside) == panel_on_felt()
    while view.filling is not None:
        view.on_draw()
    complete = frame(app)
    rect = view.panel.rect
    assert (rect.left, rect.bottom, rect.right, rect.top) == box
    assert panel_edges(first, box) == panel_edges(complete, box)
    corner = (round(left) + 3, round(size[1] - top) + 3)  # in the panel's padding
    assert first.getpixel(corner) == complete.getpixel(corner) == panel_on_felt()
    for widget in view.ui.walk_widgets():
        if widget.rect.width and widget is not view.panel and widget.rect.width < size[0]:
            r = widget.rect
            assert left <= r.left and r.right <= right and bottom <= r.bottom and r.top <= top


def test_the_rules_panel_has_the_colour_of_a_widget_panel(app):
    """Rules' panel, drawn opaque by the scene (its frame), looks as the translucent
    widget panel it was (:func:`game.ui.views.common.panel`, drawn through the UI's own
    framebuffer): the same colour on the felt, to the unit."""
    from game.ui import palette
    from game.ui.gui import gui
    from game.ui.views.common import panel

    app.nav.show_view(arcade.View())
    ui = gui.UIManager(app)
    root = gui.UIAnchorLayout(size_hint=(1, 1))
    root.add(panel(gui.UISpace(width=40, height=40), 10), anchor_x="left",
             anchor_y="bottom", align_x=100, align_y=100)
    ui.add(root)
    app.clear(color=palette.FELT)
    ui.draw()
    assert frame(app).getpixel((130, app.height - 130)) == panel_on_felt() != palette.FELT


def test_examples_open_from_rules_and_esc_comes_back(app):
    rules = show(app, RulesView(app.services))
    press(app, rules.tabs["examples"])
    examples = app.current_view
    assert isinstance(examples, ExamplesView)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is rules


@pytest.mark.parametrize("name", ["new-game", "settings", "rules", "faq", "examples"])
def test_escape_goes_back_from_every_scene(app, name):
    open_scene(app.nav, name)
    view = app.current_view
    key(app, arcade.key.ESCAPE)
    assert isinstance(app.current_view, MenuView)
    assert app.current_view is not view


# ---------------------------------------------------------------------------- examples


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: e.code)
def test_example_lines_replay_and_end_in_the_exact_rejection(example):
    game = Game.from_code(example.code)
    for text in example.line:
        assert isinstance(game.push(text), Action), text
    move = game.parse(example.attempt)
    result = game.check(move)
    assert isinstance(result, Rejection) and result.rule == example.rule
    pos = game.position
    run = pos.cards(move.src)[-move.count:]
    assert move.count >= 2 and pos.face_up_count(move.src) >= move.count
    if example.rule == "EH-ONE-CARD":
        for a, b in zip(run, run[1:], strict=False):
            assert game.variant.builds_on(b, a)  # a built run (EH-BUILD all the way)
        target = pos.cards(move.dst)[-1]
        assert game.variant.builds_on(run[0], target)  # its first card would fit there
        assert isinstance(game.check(game.parse(f"{example.attempt.split('x')[0]}")),
                          Rejection)  # the top card alone does not fit there
    else:
        assert pos.free_cells() == 2 and pos.empty_columns() == 1
        assert move.dst.kind == COLUMN and not pos.cards(move.dst)
        assert run[0].rank == 13 and len(run) >= 4
        assert all(c.suit == run[0].suit for c in run)
        assert [c.rank for c in run] == list(range(13, 13 - len(run), -1))
        assert len(run) > EIGHT_OFF_RULES.group_limit(2, 1, into_empty=True) == 3
        assert pos.cards(move.src)[0] != run[0]  # the king is not already at the bottom


def test_examples_play_on_the_table_and_show_the_reminder(app):
    examples = show(app, ExamplesView(app.services))
    assert examples.phase == "intro"
    step(app, 30, dt=0.05)
    assert isinstance(app.current_view, ExamplesView)
    if app.current_view is examples:
        assert examples.phase == "hold"
    assert examples.rejection is not None and examples.rejection.rule == "EH-ONE-CARD"
    assert examples.game.log == list(EXAMPLES[0].line)
    assert examples.status.message.text == reminder_text("EH-ONE-CARD")
    assert "EH-ONE-CARD" not in examples.status.message.text
    assert examples.caption_text.text.startswith("Refused: ")  # plain words, no rule id
    assert app.services.playing.table is None
    assert saved_log() is None  # nothing saved
    step(app, 12, dt=0.05)
    second = app.current_view
    assert isinstance(second, ExamplesView) and second.index == 1
    second.settle()
    assert second.rejection.rule == "EO-GROUP"
    assert second.game.moves == len(EXAMPLES[1].line)
    assert "EO-GROUP" not in second.status.message.text
    assert second.status.message.text.startswith("Free cells: ")  # the limit that applies now


def test_examples_keep_the_game_in_progress_untouched(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    table.play(table.game.parse("1>8"))
    examples = show(app, ExamplesView(app.services))
    examples.settle()
    press(app, examples.status.buttons["new"])  # Next example
    app.current_view.settle()
    key(app, arcade.key.ESCAPE)
    assert app.services.playing.table is table and saved_log() == ["1>8"]


def test_examples_ignore_card_input(app):
    examples = show(app, ExamplesView(app.services))
    examples.settle()
    before = list(examples.game.log)
    x, y = examples.cards.layout.card_center(examples.game.position, Pile(COLUMN, 7), 7)
    click(app, x, y)
    click(app, x, y)
    assert examples.game.log == before


# ---------------------------------------------------------------------------- fitting


def _inside(rect, w, h, slack=0.5):
    return (rect.left >= -slack and rect.bottom >= -slack and rect.right <= w + slack
            and rect.top <= h + slack)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", ["menu", "new-game", "settings", "rules", "faq"])
def test_every_widget_fits_the_window(app, name, size):
    w, h = size
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)  # enables Continue, Same
    assert table is app.services.playing.table
    open_scene(app.nav, name)
    view = app.current_view
    view.on_resize(w, h)
    if name == "new-game":  # the taller Eight Off form, with an error message
        view.choose_game(EIGHT_OFF)
        view.code_input.text = "nonsense"
        view.play_code()
        assert view.message
    if name == "menu":  # drawn, not widgets: its panel, texts and buttons
        texts = view._texts.values()
        assert len(texts) == 3 and len(view.buttons) == 8
        drawn = [arcade.LRBT(t.left, t.right, t.bottom, t.top) for t in texts]
        drawn += [b.rect for b in view.buttons.values()]
        for rect in drawn:  # all inside the panel; the panel inside the window
            assert view.panel.left <= rect.left and rect.right <= view.panel.right
            assert view.panel.bottom <= rect.bottom and rect.top <= view.panel.top
        rects = [view.panel, *drawn]
    else:
        rects = [widget.rect for widget in view.ui.walk_widgets()]
    assert len(rects) > 3
    for rect in rects:
        assert _inside(rect, w, h), (name, size, rect)
    for widget in view.focus_items:
        assert widget.rect.width > 20 and widget.rect.height > 15
        assert _inside(widget.rect, w, h)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("index", [0, 1])
def test_examples_fit_the_window(app, size, index):
    w, h = size
    examples = show(app, ExamplesView(app.services, index=index))
    examples.settle()
    examples.on_resize(w, h)
    assert examples.cards.layout.height + examples.caption_h == pytest.approx(h)
    for sprite in examples.cards.sprites.values():
        assert 0 <= sprite.left and sprite.right <= w
        assert 0 <= sprite.bottom and sprite.top <= examples.cards.layout.height + 0.5
    text = examples.caption_text
    assert examples.title_text.content_height + text.content_height <= examples.caption_h
    assert text.content_width <= w
    for button in examples.status.buttons.values():
        assert _inside(button.rect, w, h)


def test_menu_message_is_said_once(app):
    """A message on the menu (a file problem, "no game in progress") is not shown again
    when the menu comes back from another scene."""
    menu = show(app, MenuView(app.services))
    notice = "The saved game could not be used; it was kept as x.bad."
    app.services.told.waiting = notice
    menu.on_show_view()
    assert menu._texts["footer"].text == notice
    press(app, menu.buttons["rules"])
    key(app, arcade.key.ESCAPE)
    assert app.current_view is menu
    assert "could not be used" not in menu._texts["footer"].text
    assert menu._texts["footer"].text.startswith("Arrow keys")


def test_menu_button_looks_pressed_and_acts_only_when_released_on_it(app):
    menu = show(app, MenuView(app.services))
    history, stats = menu.buttons["history"], menu.buttons["statistics"]
    fire(app, "on_mouse_press", history.rect.center_x, history.rect.center_y, 1, 0)
    assert history.pressed and history.colors()[0] == scene_style().press_bg
    fire(app, "on_mouse_drag", stats.rect.center_x, stats.rect.center_y, 0, -60, 1, 0)
    assert not history.pressed and not stats.hovered  # off it: not pressed; no other lit
    fire(app, "on_mouse_release", stats.rect.center_x, stats.rect.center_y, 1, 0)
    assert app.current_view is menu  # released elsewhere: nothing opens
    assert stats.hovered and not history.pressed
    press(app, history)
    assert app.current_view is not menu  # pressed and released on it: History opens


def test_arrows_move_the_focus_on_screen_down_goes_to_the_row_below(app):
    """New Game's cell choice is a row: Right walks along it, Down leaves it for the button
    below (it used to step to the next cell count, as Tab does)."""
    view = show(app, NewGameView(app.services))
    click(app, *view.game_buttons[EIGHT_OFF].rect.center)  # Eight Off: the cell row shows
    view = app.current_view
    eight = view.cell_buttons[8]
    view.focus = view.focus_items.index(eight)
    key(app, arcade.key.RIGHT)
    assert view.focus_items[view.focus] is view.cell_buttons[4]
    key(app, arcade.key.LEFT)
    assert view.focus_items[view.focus] is eight
    key(app, arcade.key.DOWN)
    below = view.focus_items[view.focus]
    assert below.rect.center_y < eight.rect.center_y - eight.rect.height / 2
    assert below not in view.cell_buttons.values()
    key(app, arcade.key.UP)
    assert view.focus_items[view.focus] in view.cell_buttons.values()
    view.focus = view.focus_items.index(eight)
    key(app, arcade.key.TAB)  # Tab still follows the ring: the next cell count
    assert view.focus_items[view.focus] is view.cell_buttons[4]


def test_down_goes_to_the_button_right_below_even_when_it_is_wider(app):
    """Down from Easy Harp went past the "New deals" row (right below it, but wider and
    so farther by the centres) to "Deal of the day" (seen by a new player)."""
    view = show(app, NewGameView(app.services))
    view.focus = view.focus_items.index(view.game_buttons[EASY_HARP])
    key(app, arcade.key.DOWN)
    assert view.focus_items[view.focus] is view.winnable_buttons[False]
    key(app, arcade.key.DOWN)
    below = view.focus_items[view.focus]
    assert below.rect.top <= view.winnable_buttons[False].rect.bottom  # the deal buttons


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_right_in_the_leave_question_goes_to_leave_not_to_dont_ask(app, lang):
    """In Russian, Right from "Keep playing" went down to "Don't ask again" (its centre was
    nearer), and Enter then switched the question off for good."""
    from game.i18n import set_language
    from game.ui.views.leave import LeaveDialog

    set_language(lang)
    try:
        table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
        table.play(table.game.parse("1>c5"))
        key(app, arcade.key.F2)
        dialog = app.current_view
        assert isinstance(dialog, LeaveDialog)
        dialog.focus = dialog.focus_items.index(dialog.keep_button)
        key(app, arcade.key.RIGHT)
        assert dialog.focus_items[dialog.focus] is dialog.leave_button
        key(app, arcade.key.DOWN)
        assert dialog.focus_items[dialog.focus] is dialog.dont_ask_button
    finally:
        set_language("en")


def test_shift_tab_as_x11_sends_it_goes_back(app):
    """On X11, Shift+Tab arrives as pyglet's user_key(23) (ISO_Left_Tab): it goes back
    through the focus ring like Tab with Shift (it did nothing on Linux)."""
    from game.ui.app import LEFT_TAB

    view = show(app, NewGameView(app.services))
    key(app, arcade.key.TAB)
    key(app, arcade.key.TAB)
    second = view.focus
    key(app, LEFT_TAB, arcade.key.MOD_SHIFT)
    assert view.focus == second - 1
