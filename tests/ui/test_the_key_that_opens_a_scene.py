"""The key that opens a scene is not typed into it.

pyglet sends a key's text right after the key itself, from the same key event: Enter as
``on_key_press(ENTER)`` then ``on_text("\\r")``. Enter on a menu button opens its scene
on the press; the text that follows belongs to that press, not to the scene (which would
make the rest of itself at once for it, as it does for input meant for it). Text that comes
while the view that took its key is still shown goes to that view. Driven through the
window with synthesised events, in pyglet's order.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import click, fire

from game.ui.views.examples import ExamplesView
from game.ui.views.menu import SCENE_OF
from game.ui.views.replay import ReplayView


def press_as_pyglet_does(window, symbol, text=None, motion=None):
    """A key as pyglet dispatches it: the press, its text (or text motion), the release."""
    fire(window, "on_key_press", symbol, 0)
    if text is not None:
        fire(window, "on_text", text)
    if motion is not None:
        fire(window, "on_text_motion", motion)
    fire(window, "on_key_release", symbol, 0)


@pytest.mark.parametrize("button", sorted(SCENE_OF))
def test_enter_on_a_menu_button_opens_its_scene_which_goes_on_being_made(app, button):
    app.services.scheduler.fills_in = True  # as the running game: scenes are made over frames
    app.nav.show_menu(focus=button)
    menu = app.current_view
    assert menu.focused_scene() == SCENE_OF[button]
    press_as_pyglet_does(app, arcade.key.ENTER, text="\r")
    scene = app.current_view
    assert scene is not menu and type(scene).__name__ != "MenuView"
    assert scene.filling is not None  # the "\r" did not make the rest at once
    while scene.filling is not None:
        scene.on_update(1 / 60)
        scene.on_draw()
    assert scene.builds == 1 and app.current_view is scene


def test_text_after_the_scene_opened_reaches_its_field(app):
    """The Enter that opened New Game is not typed; the keys typed next are, once, with
    their text motions (Backspace erases)."""
    app.services.scheduler.fills_in = True
    app.nav.show_menu(focus="new")
    press_as_pyglet_does(app, arcade.key.ENTER, text="\r")
    view = app.current_view
    assert view.filling is not None
    field = view.code_input.rect if view.code_input is not None else None
    if field is None:  # its widgets not made yet: the click makes them first
        view.finish_filling()
        field = view.code_input.rect
    click(app, field.center_x, field.center_y)
    press_as_pyglet_does(app, arcade.key.KEY_1, text="1")
    press_as_pyglet_does(app, arcade.key.KEY_3, text="3")
    assert view.code_input.text == "13"
    press_as_pyglet_does(app, arcade.key.BACKSPACE, motion=arcade.key.MOTION_BACKSPACE)
    assert view.code_input.text == "1"


def test_the_scenes_an_opening_makes_take_no_text():
    """An :class:`~game.ui.views.progressive.Opening` hands key presses and clicks to the
    scene it makes but not typed text: the Replay and the Examples take none (their keys
    are key presses, read by layout), so text there is dropped whether or not the scene
    is made yet. Should one of them take text one day, its opening must hand it over."""
    assert not hasattr(ReplayView, "on_text") and not hasattr(ExamplesView, "on_text")
    assert not hasattr(ReplayView, "on_text_motion")
    assert not hasattr(ExamplesView, "on_text_motion")


@pytest.mark.parametrize("button", sorted(SCENE_OF))
def test_a_scene_opened_by_a_key_shows_its_focus_ring(app, button):
    """A keyboard player sees where the focus is at once, on the first enabled button,
    also in a scene still being made. The key is dispatched as pyglet dispatches a
    platform's key event (through the window's ``dispatch_event`` as it is handled, not
    queued for later)."""
    app.services.scheduler.fills_in = True
    app.nav.show_menu(focus=button)
    app._allow_dispatch_event = True
    try:
        app.dispatch_event("on_key_press", arcade.key.ENTER, 0)
        app.dispatch_event("on_text", "\r")
        app.dispatch_event("on_key_release", arcade.key.ENTER, 0)
    finally:
        app._allow_dispatch_event = False
    scene = app.current_view
    assert type(scene).__name__ != "MenuView" and scene.filling is not None
    while scene.filling is not None:
        scene.on_update(1 / 60)
        scene.on_draw()
    assert 0 <= scene.focus < len(scene.focus_items)
    assert not scene.focus_items[scene.focus].disabled


def test_a_scene_opened_by_a_click_shows_no_focus_ring(app):
    app.nav.show_menu()
    menu = app.current_view
    rect = menu.buttons["settings"].rect
    click(app, rect.center_x, rect.center_y)
    scene = app.current_view
    assert scene is not menu and scene.focus == -1
