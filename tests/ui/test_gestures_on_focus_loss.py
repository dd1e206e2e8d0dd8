"""Losing the window cancels every gesture in progress: the button's release (or the key's)
goes to another window then, so a gesture left open would end in a move never made.

Driven through the real window with synthesised events: a press, a drag over the
foundations, then the window is minimised (``on_hide``) or another window takes the focus
(``on_deactivate``); the release never arrives; back on the window a click on bare felt
plays nothing, and the dragged cards glide back to their pile.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import click, fire, key, step

from game.engine.deal import parse_code
from game.engine.table import COLUMN, FOUNDATION, Pile

CODE = "EH1-N-AAAAAAB"
ACE_COLUMN = Pile(COLUMN, 3)
"""Column 4 of ``EH1-N-AAAAAAB`` ends in the ace of clubs (``4>f7`` plays it)."""


def _felt(table):
    """A point of bare felt: below the stock and waste, above nothing."""
    layout = table.cards.layout
    x = (layout.origins[Pile(COLUMN, 0)][0] + layout.origins[Pile(COLUMN, 1)][0]) / 2
    return x, layout.card_h * 0.3


@pytest.mark.parametrize("lose", [("on_hide",), ("on_deactivate",)],
                         ids=["minimised", "focus-lost"])
def test_a_drag_over_the_foundations_is_cancelled_when_the_window_is_lost(app, lose):
    table = app.nav.start(parse_code(CODE), animate=False)
    step(app, 0.1)
    assert table.game.legal_moves() and table.game.check("4>f7").notation == "4>f7"
    pos = table.game.position
    ace = pos.columns[ACE_COLUMN.index][-1]
    start = table.cards.layout.card_center(pos, ACE_COLUMN, len(pos.columns[3]) - 1)
    over = table.cards.layout.origins[Pile(FOUNDATION, 6)]
    fire(app, "on_mouse_press", *start, arcade.MOUSE_BUTTON_LEFT, 0)
    for i in range(1, 7):
        x = start[0] + (over[0] - start[0]) * i / 6
        y = start[1] + (over[1] - start[1]) * i / 6
        fire(app, "on_mouse_drag", x, y, 1, 1, arcade.MOUSE_BUTTON_LEFT, 0)
    assert table.pointer.drag is not None and table.cards.highlight
    fire(app, *lose)  # the release goes to another window
    back = "on_show" if lose[0] == "on_hide" else "on_activate"
    fire(app, back)
    click(app, *_felt(table))
    step(app, 1.0)
    assert table.game.log == [], "a move the player never made"
    assert table.pointer.drag is None and table.pointer.press is None
    assert table.cards.highlight == []
    assert table.cards.sprites[ace].position == pytest.approx(
        table.cards.layout.card_center(pos, ACE_COLUMN, len(pos.columns[3]) - 1))
    app.services.playing.flush()
    saved = app.services.playing.store.load()
    assert saved is None or saved.game.log == []


def test_a_group_picked_up_with_the_keyboard_is_put_back_when_the_focus_is_lost(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    step(app, 0.1)
    key(app, arcade.key.KEY_1)  # the keyboard on column 1's top card
    key(app, arcade.key.ENTER)  # picks it up
    assert table.keys.held is not None
    fire(app, "on_deactivate")
    fire(app, "on_activate")
    assert table.keys.held is None and table.cards.highlight == []
    assert table.game.log == []


def test_a_held_menu_button_does_not_act_after_the_focus_is_lost(app):
    from game.ui.views.menu import MenuView

    menu = MenuView(app.services)
    app.nav.show_view(menu)
    step(app, 0.1)
    app.on_draw()
    button = next(b for b in menu.buttons.values() if b.enabled)
    x, y = button.rect.x, button.rect.y
    fire(app, "on_mouse_press", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    assert button.pressed
    fire(app, "on_deactivate")
    assert not button.pressed
    fire(app, "on_activate")
    fire(app, "on_mouse_release", x, y, arcade.MOUSE_BUTTON_LEFT, 0)
    assert app.current_view is menu
