"""Scenes that fill in, at their edges (issue 14): input, resizes, languages and frames
drawn by other views while a scene or the Examples scene is being made on the screen.

Each test was a bug found by a review of the frames work: what the player saw is in its
docstring."""

from __future__ import annotations

import arcade
from conftest import click, fire, key, resize
from test_scene_fill import fill, grab, open_filling


def examples_opening(app):
    """The Rules open and complete, their Examples tab pressed before the Examples scene
    was made ahead: the caption band drawn (the opening's first frame)."""
    from game.ui.views.examples import ExamplesOpening

    rules = open_filling(app, "rules")
    fill(rules)
    app.services.scheduler.made_ahead.clear()
    tab = rules.tabs["examples"]
    click(app, tab.rect.center_x, tab.rect.center_y)
    opening = app.current_view
    assert isinstance(opening, ExamplesOpening)
    opening.on_draw()  # the band
    return rules, opening


def make_all(app, opening, limit=400):
    from game.ui.views.examples import ExamplesView

    for _turn in range(limit):
        if app.current_view is not opening:
            break
        opening.work_unseen()
    view = app.current_view
    assert isinstance(view, ExamplesView)
    return view


# ------------------------------------------------------------ the opening's input
def test_backspace_during_the_examples_opening_goes_back_like_in_the_scene(app):
    """Backspace is Back in the Examples scene (ExamplesView.on_key_press); pressed
    while its opening shows the caption band it is dropped: the player stays."""
    rules, _opening = examples_opening(app)
    key(app, arcade.key.BACKSPACE)
    assert app.current_view is rules


def test_enter_during_the_examples_opening_skips_to_the_refusal_when_the_scene_shows(app):
    """Enter / Space skip to the refusal in the Examples scene; pressed during the opening
    (the docstring: "other input waits for the scene") it is lost."""
    _rules, opening = examples_opening(app)
    key(app, arcade.key.ENTER)
    view = make_all(app, opening)
    assert view.phase == "hold"


def test_a_click_on_back_during_the_examples_opening_is_not_lost(app):
    """The status bar's Back sits at the bottom left of the Examples scene; a click
    there while the band shows goes nowhere."""
    rules, opening = examples_opening(app)
    probe = make_all(app, opening)  # where Back will be
    back = probe.status.buttons["menu"]
    x, y = back.rect.center_x, back.rect.center_y
    app.nav.show_view(rules)
    app.services.scheduler.made_ahead.clear()
    tab = rules.tabs["examples"]
    click(app, tab.rect.center_x, tab.rect.center_y)
    opening = app.current_view
    opening.on_draw()
    click(app, x, y)
    if app.current_view is opening:
        make_all(app, opening)
    assert app.current_view is rules


# ------------------------------------------------------------ shown_over side effects
def test_a_scene_filling_over_the_examples_opening_does_not_make_and_show_the_examples(app):
    """Rules -> Examples (the opening's band up) -> the window resized -> Esc: the Rules,
    hidden during the resize, fill in again over the opening; drawing the scene shown
    before (draw_shown_over) runs the opening's on_draw, which goes on making the
    Examples scene and *shows* it: the player pressed Esc and lands in the Examples."""
    rules, opening = examples_opening(app)
    try:
        resize(app, 1100, 720)
        opening.on_draw()  # the band at the new size (the damage's frame)
        key(app, arcade.key.ESCAPE)
        assert app.current_view is rules and rules.filling is not None
        for _frame in range(200):  # frames drawn (a damaged window, or no frame loop)
            if rules.filling is None or app.current_view is not rules:
                break
            rules.on_draw()
        assert app.current_view is rules
    finally:
        resize(app, 1280, 800)


# ------------------------------------------------------------ rebuild with nothing new
def test_the_same_language_chosen_again_does_not_throw_the_scene_back_to_its_frame(app):
    """apply_language with the language in use (Settings: a click on the language already
    chosen) rebuilds the shown scene from nothing: a complete scene with a frame goes
    back to its bare frame and fills in again."""
    view = open_filling(app, "statistics")
    fill(view)
    builds = view.builds
    app.services.prefs.apply_language("en")
    assert view.filling is None and view.builds == builds


def test_a_resize_to_the_same_size_keeps_the_complete_scene(app):
    """An on_resize that does not change the size (pyglet's win32 window sends one on every
    WM_SIZE, e.g. when restored from the taskbar) rebuilds a complete scene from nothing."""
    view = open_filling(app, "statistics")
    fill(view)
    builds = view.builds
    fire(app, "on_resize", *app.get_size())
    assert view.filling is None and view.builds == builds


# ------------------------------------------------------------ refill and damage
def test_a_window_uncovered_during_a_refill_shows_the_scene_not_an_empty_felt(app):
    """New Game: another game clicked (refill: the scene as it was stays on the screen
    while the new widgets are built). An expose (another window moved off it) makes the
    loop draw a frame: it draws draw_shown_over, whose shown_over was cleared when the
    scene completed: an empty felt until the building ends."""
    view = open_filling(app, "new-game")
    fill(view)
    view.on_draw()
    other = "eight-off" if view.variant == "easy-harp" else "easy-harp"
    button = view.game_buttons[other]
    app.last_drawn = view
    click(app, button.rect.center_x, button.rect.center_y)
    assert view.filling is not None
    fire(app, "on_expose")
    assert app._damaged  # the loop's next frame draws, whatever work_unseen says
    view.on_draw()  # that frame
    if view.filling is not None:
        picture = grab(app)
        assert picture.getcolors(1) is None  # not one flat colour (the felt alone)
    fill(view)


# ------------------------------------------------------------ leave dialog over a frame
def test_keep_playing_while_the_scene_under_fills_ahead_draws_it_again(app, monkeypatch):
    """A scene with a frame (as sn17's New Game) under the Leave question, built again
    ahead after a resize; the question draws it under itself (its frame: frame_shown set
    True by a draw that was the dialog's). "Keep playing": the scene builds unseen since
    its frame was "shown", and the screen kept the Leave question until it was complete."""
    from game.ui.views.common import SceneFrame
    from game.ui.views.leave import LeaveDialog
    from game.ui.views.new_game import NewGameView

    monkeypatch.setattr(NewGameView, "scene_frame", lambda self, w, h: SceneFrame(
        texts=[arcade.Text("New game", 40, h - 46, (255, 255, 255), 30)]))
    view = open_filling(app, "new-game")
    fill(view)
    dialog = LeaveDialog(app.services, view, lambda: None, 5)
    app.nav.show_view(dialog)
    dialog.on_draw()
    try:
        resize(app, 1100, 720)
        assert view.build_ahead(render=False)  # what relayout_kept_scenes_later does
        view.continue_filling()
        dialog.on_draw()  # a hover over the dialog: the scene under drawn
        assert view.filling is not None  # (its frame drawn under the dialog: not shown)
        dialog.stay()  # Keep playing
        assert app.current_view is view
        assert not view.work_unseen()  # the question is on the screen: draw
    finally:
        resize(app, 1280, 800)


# ------------------------------------------------------------ made ahead for another index
def test_next_pressed_while_the_next_example_is_being_made_ahead_leaves_the_one_after_it_made(
        app, monkeypatch):
    """Example 1 plays; while idle it makes example 2 ahead (examples_soon). Next is pressed
    before that is done: example 2 opens through ExamplesOpening (made again), and its
    own build_soon("examples") is swallowed (the old chain is still in _soon), so the old
    chain finishes making example 2 *again*; Next on example 2 then finds example 2 made
    ahead, not example 1, and opens through the band again instead of at once."""
    from test_scene_fill import drain, tick

    import game.ui.views.examples as ex
    from game.ui.views.examples import ExamplesOpening, ExamplesView, examples_view

    asked = []
    real = ex.examples_ahead_steps
    monkeypatch.setattr(ex, "examples_ahead_steps",
                        lambda app, index=None: (asked.append(index), real(app, index))[1])
    app.services.scheduler.fills_in = False
    first = ExamplesView(app.services, None, 0)
    app.nav.show_view(first)
    app.services.scheduler.fills_in = True
    first.cards.animator.finish()  # the deal landed: the intro's pause is idle
    for _turn in range(400):
        tick(app)
        if asked:  # the chain's steps are made (for example 2): one more step
            tick(app)
            break
    assert asked == [None]
    key(app, arcade.key.N)  # Next, before example 2 was made ahead
    opening = app.current_view
    assert isinstance(opening, ExamplesOpening) and opening.index == 1
    opening.on_draw()  # the band
    second = make_all(app, opening)
    assert second.index == 1
    second.cards.animator.finish()
    drain(app, 1.5)
    made = app.services.scheduler.made_ahead.get("examples")
    assert isinstance(made, ExamplesView) and made.index == 0  # the one Next opens now
    assert not isinstance(examples_view(app.services, None, 2), ExamplesOpening)
