"""The arrow keys over a scene's buttons, as over a grid (the keyboard focus ring).

Left/Right stay in the focused button's row (at its end the focus stays put: it used to
jump to another row, and Enter there started a game the player did not mean); Up/Down go
to the nearest button of the row above/below; Tab keeps the ring's order. Driven through
the real window with synthesised keys.
"""

from __future__ import annotations

import arcade
from conftest import click, key
from test_history_scene import seeded  # noqa: F401 - the History rows fixture

from game.engine.deal import EIGHT_OFF
from game.ui.navigator import open_scene
from game.ui.views.new_game import NewGameView
from game.ui.views.settings import SettingsView
from game.ui.views.statistics import StatisticsView


def focused(view):
    return view.focus_items[view.focus]


def focus_on(view, widget):
    view.focus = view.focus_items.index(widget)


def new_game_eight_off(app):
    """New Game with Eight Off chosen (its cell row shown), as a player clicks it."""
    view = NewGameView(app.services)
    app.nav.show_view(view)
    click(app, *view.game_buttons[EIGHT_OFF].rect.center)
    view = app.current_view
    assert isinstance(view, NewGameView) and view.cell_buttons
    return view


def test_right_at_the_end_of_new_games_cell_row_stays_put(app):
    """Right on "2 cells" (the last of its row) went to Play three rows down; Left on
    "8 cells" went to New deal, and Enter there started a game."""
    view = new_game_eight_off(app)
    two, eight = view.cell_buttons[2], view.cell_buttons[8]
    focus_on(view, two)
    key(app, arcade.key.RIGHT)
    assert focused(view) is two
    key(app, arcade.key.LEFT)
    assert focused(view) is view.cell_buttons[4]
    key(app, arcade.key.LEFT)
    assert focused(view) is eight
    key(app, arcade.key.LEFT)
    assert focused(view) is eight  # the row's start: no wrap to another row
    key(app, arcade.key.ENTER)
    assert app.services.playing.table is None  # Enter chose 8 cells: no game started


def test_down_in_new_game_goes_to_the_nearest_button_of_the_row_below_and_up_back(app):
    view = new_game_eight_off(app)
    two, eight = view.cell_buttons[2], view.cell_buttons[8]
    winnable, all_deals = view.winnable_buttons[True], view.winnable_buttons[False]
    assert winnable.rect.center_x > all_deals.rect.center_x  # "Winnable only" on the right
    focus_on(view, two)
    key(app, arcade.key.DOWN)
    assert focused(view) is winnable  # below "2 cells", the right one of the row
    key(app, arcade.key.UP)
    assert focused(view) is two
    focus_on(view, eight)
    key(app, arcade.key.DOWN)
    assert focused(view) is all_deals
    key(app, arcade.key.UP)
    assert focused(view) is eight
    key(app, arcade.key.UP)
    assert focused(view) in view.game_buttons.values()
    focus_on(view, two)
    key(app, arcade.key.TAB)  # Tab keeps the ring's order: on to the next row
    assert focused(view) is all_deals


def test_up_from_play_passes_over_a_disabled_button_to_its_row(app):
    """Play's nearest row above holds the disabled "Same deal" (no game played yet): the
    focus goes to that row's nearest enabled button, not two rows up."""
    view = new_game_eight_off(app)
    same = view.deal_buttons["same"]
    assert same.disabled
    assert same.rect.left < view.play_button.rect.right  # straight above Play
    focus_on(view, view.play_button)
    key(app, arcade.key.UP)
    assert focused(view) is view.deal_buttons["daily"]  # the nearest enabled one of the row


def test_down_in_settings_goes_to_the_next_settings_buttons(app):
    open_scene(app.nav, "settings")
    view = app.current_view
    assert isinstance(view, SettingsView)
    first, second = view.options["interactive_rules"], view.options["double_click"]
    focus_on(view, first[True])
    key(app, arcade.key.DOWN)
    assert focused(view) is second[True]
    focus_on(view, first[False])
    key(app, arcade.key.DOWN)
    assert focused(view) is second[False]
    key(app, arcade.key.RIGHT)  # "Off" ends its row: the focus stays in the left column
    assert focused(view) is second[False]
    key(app, arcade.key.UP)
    assert focused(view) is first[False]


def test_down_in_settings_keeps_to_its_column(app):
    """The two columns' rows are not level (the Cards section): Down from the deck goes to
    the card faces and the large index below it, Down from a card back to the table
    swatches below it, never to the nearer-by-height row of the other column."""
    open_scene(app.nav, "settings")
    view = app.current_view
    view.show_section("cards")
    view.finish_filling()
    decks = list(view.options["card_style"].values())
    focus_on(view, decks[0])
    key(app, arcade.key.DOWN)
    assert focused(view) in view.options["four_colour"].values()
    key(app, arcade.key.DOWN)
    assert focused(view) in view.options["large_index"].values()
    key(app, arcade.key.UP)
    key(app, arcade.key.UP)
    assert focused(view) in decks
    backs = list(view.options["card_back"].values())
    focus_on(view, backs[0])
    key(app, arcade.key.DOWN)
    assert focused(view) in view.options["table_theme"].values()
    key(app, arcade.key.UP)
    assert focused(view) in backs


def test_statistics_tabs_right_at_the_end_stays_and_down_reaches_the_buttons(app):
    open_scene(app.nav, "statistics")
    view = app.current_view
    assert isinstance(view, StatisticsView)
    tabs = [b for k, b in view.buttons.items() if ":" in k]
    last = max(tabs, key=lambda b: b.rect.center_x)
    focus_on(view, last)
    key(app, arcade.key.RIGHT)
    assert focused(view) is last  # it went on to History, on another row
    key(app, arcade.key.DOWN)
    assert focused(view) is view.buttons["history"]  # nearer than Back by the centres
    key(app, arcade.key.RIGHT)
    assert focused(view) is view.buttons["back"]
    key(app, arcade.key.RIGHT)
    assert focused(view) is view.buttons["back"]
    key(app, arcade.key.UP)
    assert focused(view) is last


# ---------------------------------------------------------------- the menu's focus on Back


def test_esc_from_a_scene_the_menu_opened_puts_the_menus_focus_on_its_button(app):
    """Back in the menu the focus was on its first button: a keyboard player had to go
    down to the scene's button again."""
    from game.ui.views.menu import MenuView

    menu = MenuView(app.services)
    app.nav.show_view(menu)
    assert focused(menu) is menu.buttons["new"]  # (Continue is disabled: no game)
    key(app, arcade.key.DOWN)
    key(app, arcade.key.DOWN)
    assert focused(menu) is menu.buttons["statistics"]
    key(app, arcade.key.ENTER)
    assert isinstance(app.current_view, StatisticsView)
    key(app, arcade.key.ESCAPE)
    again = app.current_view
    assert isinstance(again, MenuView) and again is not menu  # the menu made anew
    assert focused(again) is again.buttons["statistics"]
    key(app, arcade.key.DOWN)  # on from there, as the player left it
    assert focused(again) is again.buttons["rules"]


def test_a_click_on_a_menu_button_then_back_leaves_the_focus_on_that_button(app):
    from game.ui.views.menu import MenuView

    menu = MenuView(app.services)
    app.nav.show_view(menu)
    click(app, *menu.buttons["settings"].rect.center)
    view = app.current_view
    assert isinstance(view, SettingsView)
    click(app, *view.back_button.rect.center)
    back = app.current_view
    assert isinstance(back, MenuView)
    assert focused(back) is back.buttons["settings"]
    click(app, *back.buttons["history"].rect.center)
    key(app, arcade.key.ESCAPE)
    assert focused(app.current_view) is app.current_view.buttons["history"]


def test_the_menu_from_the_table_still_focuses_its_first_button(app):
    """Esc from the table is not a Back from a scene the menu opened: Continue, first."""
    from game.engine.deal import parse_code
    from game.ui.views.menu import MenuView

    app.nav.menu_button = "settings"
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    key(app, arcade.key.ESCAPE)
    menu = app.current_view
    assert isinstance(menu, MenuView)
    assert focused(menu) is menu.buttons["continue"]


def test_history_rows_down_keeps_the_action_and_right_stays_in_the_row(app, seeded):  # noqa: F811
    """History's rows are rows of action buttons: Down goes to the same action of the
    next row, Right along the row and no further (it went on to the next row)."""
    from conftest import open_history

    view = open_history(app)
    rows = view.table.row_buttons
    assert len(rows) >= 2
    first = rows[0]["replay"]
    focus_on(view, first)
    key(app, arcade.key.DOWN)
    assert focused(view) is rows[1]["replay"]
    key(app, arcade.key.UP)
    assert focused(view) is first
    last = max(rows[0].values(), key=lambda b: b.rect.center_x)
    focus_on(view, last)
    key(app, arcade.key.RIGHT)
    assert focused(view) is last
