"""APP-LEAVE: starting another deal while a game is in progress asks "Leave this game?"
first, through the real window (keys, status-bar button, New Game, History, the command
line), and nothing is lost by one click."""

from __future__ import annotations

import argparse

import arcade
import pytest
from conftest import answer_leave, click, key, resize

from game.engine.deal import parse_code
from game.ui.run import open_first_view
from game.ui.views.leave import LeaveDialog
from game.ui.views.new_game import NewGameView

CODE = "EO1-C8-AAAAAFA"


def playing(app, moves=("1>c5",)):
    table = app.nav.start(parse_code(CODE), animate=False)
    table.settle()
    for text in moves:
        table.play(table.game.parse(text))
    return table


def press(app, widget):
    click(app, widget.rect.center_x, widget.rect.center_y)


def test_f2_asks_and_keep_playing_keeps_the_game(app):
    table = playing(app)
    key(app, arcade.key.F2)
    assert isinstance(app.current_view, LeaveDialog)
    assert app.current_view.moves == 1
    app.current_view.on_draw()  # drawn over the dimmed table
    answer_leave(app, leave=False)
    assert app.current_view is table and app.services.playing.table is table
    assert table.game.log == ["1>c5"]
    assert app.services.records.history.count() == 0  # nothing recorded


def test_leave_starts_the_new_deal_and_records_the_old_one_once(app):
    table = playing(app)
    key(app, arcade.key.N, arcade.key.MOD_CTRL)
    answer_leave(app)
    assert app.services.playing.table is not table and app.services.playing.table.game.moves == 0
    records = app.services.records.history.recent()
    assert [(r.code, r.result, r.moves) for r in records] == [(CODE, "not finished", 1)]


def test_the_new_deal_button_asks_and_esc_means_stay(app):
    table = playing(app)
    button = table.status.buttons["new"]
    click(app, button.rect.center_x, button.rect.center_y)
    assert isinstance(app.current_view, LeaveDialog)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is table and table.game.moves == 1


def test_no_question_before_the_first_action(app):
    table = playing(app, moves=())
    key(app, arcade.key.F2)
    assert (app.current_view is app.services.playing.table
            and app.services.playing.table is not table)


def test_dont_ask_again_switches_the_question_off_in_settings(app):
    playing(app)
    key(app, arcade.key.F2)
    dialog = app.current_view
    press(app, dialog.dont_ask_button)
    assert app.current_view.dont_ask
    answer_leave(app)
    assert app.services.settings.confirm_leave is False
    table = app.services.playing.table
    table.play(table.game.parse("1>c5"))
    key(app, arcade.key.F2)
    assert (app.current_view is app.services.playing.table
            and app.services.playing.table is not table)


def test_the_setting_off_never_asks(app):
    app.services.settings.confirm_leave = False
    table = playing(app)
    key(app, arcade.key.F2)
    assert app.services.playing.table is not table


def test_choosing_a_deal_in_new_game_asks(app):
    table = playing(app)
    view = NewGameView(app.services)
    app.nav.show_view(view)
    view.code_input.text = "EH1-N-AAAAAAF"
    view.play_code()
    assert isinstance(app.current_view, LeaveDialog)
    answer_leave(app, leave=False)
    assert app.current_view is view and app.services.playing.table is table
    view.play_code()
    answer_leave(app)
    assert app.services.playing.table.game.code == "EH1-N-AAAAAAF"


def test_a_deal_on_the_command_line_asks_over_the_saved_game(app):
    playing(app, moves=("1>c5", "2>c6"))
    app.services.playing.table = None  # a restart: the game in progress is the autosaved one
    args = argparse.Namespace(command=None, screenshot=None, view="table", game=None)
    open_first_view(app, args, parse_code("EH1-N-AAAAAAF"), [])
    dialog = app.current_view
    assert isinstance(dialog, LeaveDialog) and dialog.moves == 2
    assert (dialog.under is app.services.playing.table
            and app.services.playing.table.game.code == CODE)
    answer_leave(app, leave=False)
    assert app.services.playing.table.game.log == ["1>c5", "2>c6"]
    open_first_view(app, args, parse_code("EH1-N-AAAAAAF"), [])
    answer_leave(app)
    assert app.services.playing.table.game.code == "EH1-N-AAAAAAF"


def test_the_help_switches_in_settings(app):
    from game.ui.views.settings import SettingsView

    view = SettingsView(app.services)
    app.nav.show_view(view)
    view.ui.execute_layout()
    press(app, view.options["confirm_leave"][False])
    assert app.services.settings.confirm_leave is False
    view.ui.execute_layout()
    press(app, view.options["show_winnability"][True])
    assert (app.services.settings.show_winnability is True
            and app.services.settings.confirm_leave is False)
    view.ui.execute_layout()
    press(app, view.options["confirm_leave"][True])
    assert (app.services.settings.confirm_leave is True
            and app.services.settings.show_winnability is True)


def test_the_question_box_stands_out_from_the_dimmed_table(app):
    """The box used to be exactly the colour of the dimmed felt around it: it showed only
    where it covered cards."""
    from game.ui import palette

    playing(app)
    key(app, arcade.key.F2)
    dialog = app.current_view
    app.switch_to()
    dialog.on_draw()
    ratio = app.get_pixel_ratio()
    image = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")
    last = dialog.dont_ask_button.rect

    def at(x, y):  # logical pixels, y up
        return image.getpixel((round(x * ratio), image.height - 1 - round(y * ratio)))

    inside = at(last.center_x, last.bottom - 8)  # the box's padding below its last button
    outside = at(last.center_x, last.bottom - 120)  # the dimmed felt below the box
    assert max(abs(a - b) for a, b in zip(inside, palette.DIALOG_BG[:3], strict=False)) <= 2
    assert sum(abs(a - b) for a, b in zip(inside, outside, strict=True)) >= 15


def test_the_question_box_stands_out_from_a_dimmed_scene_too(app):
    """Asked from New Game, the box was about the colour of the dimmed panel around it."""
    from conftest import frame

    from game.ui import palette

    table = playing(app)
    app.nav.show_view(app.nav.scene("new-game", back=table))
    view = app.current_view
    press(app, next(iter(view.deal_buttons.values())))
    dialog = app.current_view
    assert isinstance(dialog, LeaveDialog)
    app.switch_to()
    dialog.on_draw()
    image = frame(app)
    ratio = app.get_pixel_ratio()
    last = dialog.dont_ask_button.rect

    def at(x, y):
        return image.getpixel((round(x * ratio), image.height - 1 - round(y * ratio)))

    inside = at(last.center_x, last.bottom - 8)
    outside = at(last.center_x, last.bottom - 60)  # the dimmed New Game panel
    assert max(abs(a - b) for a, b in zip(inside, palette.DIALOG_BG[:3], strict=False)) <= 2
    assert sum(abs(a - b) for a, b in zip(inside, outside, strict=True)) >= 30


@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_the_leave_buttons_leave_room_around_their_labels(app, lang):
    """"Keep playing" / "Продолжить игру" had no padding in its 200 px button: both buttons
    are as wide as the wider label needs, with room on each side, at every size."""
    from game.i18n import set_language

    set_language(lang)
    try:
        for size in ((800, 600), (1280, 800)):
            resize(app, *size)
            view = LeaveDialog(app.services, None, lambda: None, 5)
            app.nav.show_view(view)
            if getattr(view, "filling", None) is not None:
                view.finish_filling()
            view.on_draw()
            for button in (view.keep_button, view.leave_button):
                label = button.ui_label._label
                assert button.rect.width - label.content_width >= 20, (lang, size)
            assert view.keep_button.rect.width == view.leave_button.rect.width
    finally:
        set_language("en")
