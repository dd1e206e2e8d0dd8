"""Input that comes while a scene built ahead is still being made is never lost nor doubled.

The menu builds the scene behind its focused button ahead, hidden; opened before that
making is complete, the scene goes on from where it was (its widgets laid out, their first
drawing not done yet). Until it is complete its widgets take no input of their own: a key,
a click or typed text finishes the making first and then reaches the complete scene once,
exactly as with a scene built at once. Driven through the window with synthesised events.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import click, fire, key

from game.ui.navigator import make_scene, open_scene


def opened_before_complete(app, name="new-game"):
    """Open scene ``name`` from the menu while its making ahead has built and laid out its
    widgets but not drawn them yet; returns the scene (still being made)."""
    app.services.scheduler.fills_in = True
    app.nav.show_menu()
    scene = app.nav.scenes[name] = make_scene(app.nav, name)
    assert scene.build_ahead(render=True)
    while scene.builds == 0:  # the widgets built and laid out, the drawing still to come
        scene.continue_filling()
    assert scene.filling is not None
    open_scene(app.nav, name)
    assert app.current_view is scene and scene.filling is not None
    return scene


def test_its_widgets_take_no_input_of_their_own_until_it_is_complete(app):
    view = opened_before_complete(app)
    assert not view.ui._enabled
    key(app, arcade.key.TAB)
    assert view.filling is None and view.ui._enabled


@pytest.mark.parametrize("presses", [1, 2, 3])
def test_tab_right_after_the_show_moves_the_focus_once_a_press(app, presses):
    view = opened_before_complete(app)
    for _ in range(presses):
        key(app, arcade.key.TAB)
    assert view.filling is None
    assert view.focus == presses - 1  # the ring's first button on the first press


def test_a_click_on_a_game_finishes_the_making_and_chooses_it(app):
    view = opened_before_complete(app)
    button = view.game_buttons["eight-off"].rect
    click(app, button.center_x, button.center_y)
    assert view.layout_key()[0] == "eight-off"
    while view.filling is not None:  # the choice lays the scene out again
        view.continue_filling()
    assert view.builds == 2


def test_text_typed_into_the_code_field_arrives_once(app):
    view = opened_before_complete(app)
    field = view.code_input.rect
    click(app, field.center_x, field.center_y)
    assert view.filling is None
    fire(app, "on_text", "1")
    fire(app, "on_text", "3")
    assert view.code_input.text == "13"
