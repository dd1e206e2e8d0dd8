"""Scenes fill in (issue 14): a scene shown before its widgets are built opens at once.

With ``Scheduler.fills_in`` (the running game), a widget scene shown without widgets for
the window draws its first frame at once (the scene shown before it stays on screen, or
the felt), builds its widgets over the next frames and shows them all at once, exactly as
a scene built at once. Input meanwhile is never lost nor sent to half-built widgets: it
finishes the building first.
"""

from __future__ import annotations

import time

import arcade
import pyglet
import pytest
from conftest import click, fire, key, resize

from game.i18n import _
from game.ui.navigator import KEPT_SCENES, SCENES, make_scene, open_scene
from game.ui.views.common import SceneView
from game.ui.views.menu import MenuView

FILLED = sorted(KEPT_SCENES)


def grab(app):
    return arcade.get_image(0, 0, *app.get_size())


@pytest.fixture
def no_frames(monkeypatch):
    """Scenes without a frame (:meth:`SceneView.scene_frame` gives ``None``): the scene
    shown before stays on the screen while one fills in, and a shown scene built again
    for a new size or language is built at once."""
    from game.ui.views.history import HistoryView
    from game.ui.views.new_game import NewGameView
    from game.ui.views.rules import FaqView, RulesView
    from game.ui.views.settings import SettingsView
    from game.ui.views.statistics import StatisticsView

    for cls in (SettingsView, NewGameView, RulesView, FaqView, HistoryView, StatisticsView):
        monkeypatch.setattr(cls, "scene_frame", lambda self, width, height: None)


def open_filling(app, name):
    """Open ``name`` as the running game does and draw its first frame; returns it."""
    app.services.scheduler.fills_in = True
    open_scene(app.nav, name)
    view = app.current_view
    view.on_update(1 / 60)
    view.on_draw()
    return view


def fill(view, limit=200):
    """Draw frames until the scene is complete; returns how many were drawn."""
    frames = 0
    while view.filling is not None:
        view.on_update(1 / 60)
        view.on_draw()
        frames += 1
        assert frames < limit
    return frames


def built_at_once(app, name):
    """The picture of a new scene ``name`` built at once (the way before filling in)."""
    app.services.scheduler.fills_in = False
    app.nav.show_view(arcade.View())
    view = SCENES[name](app.services, None)
    app.nav.show_view(view)
    view.on_draw()
    return grab(app)


def ink_box(picture, text, colour):
    """The bounding box, in the picture's pixels, of the pixels of ``colour`` (within 24
    per channel: a glyph's core, whatever the background) inside ``text`` 's box; ``None``
    when there are none."""
    left, top = int(text.left) - 2, int(picture.height - text.top) - 2
    crop = picture.crop((left, top, int(text.right) + 2, int(picture.height - text.bottom) + 2))
    width = crop.width
    inked = [i for i, pixel in enumerate(crop.convert("RGB").getdata())
             if max(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= 24]
    if not inked:
        return None
    xs, ys = [i % width for i in inked], [i // width for i in inked]
    return left + min(xs), top + min(ys), left + max(xs), top + max(ys)


@pytest.mark.parametrize("name", FILLED)
def test_a_scene_opens_at_once_and_fills_in_like_one_built_at_once(app, name):
    view = open_filling(app, name)
    assert isinstance(view, SceneView)
    assert view.filling is not None
    assert view.next_frame_in() == 0.0  # frames come until it is complete
    assert not view.ui._enabled  # half-built widgets take no input
    first = grab(app)
    frame = view.filling_frame()
    if frame is None:  # the first frame builds what fits in its budget, shows none of it
        assert first.getcolors(1) is not None  # one colour: the felt, nothing half-drawn
    else:  # its frame at once (titles, panels), nothing built yet
        assert view.frame_shown and view.builds == 0
        assert first.getcolors(1) is None and (frame.texts or frame.panels)
    frames = fill(view)
    assert frames >= 1 and view.builds == 1 and view.ui._enabled
    assert view.next_frame_in() != 0.0
    filled = grab(app)
    view.on_draw()
    assert grab(app).tobytes() == filled.tobytes()  # complete: the next frame is the same
    assert filled.tobytes() == built_at_once(app, name).tobytes()
    if frame is not None:  # the frame's titles stay exactly where they were drawn first
        assert view.frame_for(*view.scene_size) is frame
        for text in frame.texts:
            colour = tuple(text.color)[:3]
            assert ink_box(first, text, colour) == ink_box(filled, text, colour) is not None


def test_scenes_are_built_at_once_unless_the_game_fills_them_in(app):
    assert not app.services.scheduler.fills_in  # tests and --screenshot look at a scene at once
    open_scene(app.nav, "settings")
    assert app.current_view.filling is None and app.current_view.builds == 1


def test_esc_while_filling_in_goes_back_and_the_scene_is_built_when_shown_again(app):
    app.nav.show_menu()
    view = open_filling(app, "settings")
    view.on_draw()  # a step or two
    assert view.filling is not None
    key(app, arcade.key.ESCAPE)
    assert isinstance(app.current_view, MenuView)
    assert view.filling is None and view.built_key is None  # left half-built
    again = open_filling(app, "settings")
    assert again is view and view.filling is not None
    fill(view)
    assert grab(app).tobytes() == built_at_once(app, "settings").tobytes()


def test_a_click_while_filling_in_goes_to_the_widget_that_will_be_there(app):
    """The player clicks where Settings' "Off" of the interactive rules will be."""
    app.services.scheduler.fills_in = False
    probe = SCENES["settings"](app.services, None)
    app.nav.show_view(probe)
    target = probe.options["interactive_rules"][False].rect
    app.nav.show_view(arcade.View())
    assert app.services.settings.interactive_rules
    view = open_filling(app, "settings")
    assert view is not probe and view.filling is not None
    click(app, target.center_x, target.center_y)
    assert view.filling is None
    assert app.services.settings.interactive_rules is False


def test_a_key_while_filling_in_moves_the_focus_of_the_complete_scene(app):
    view = open_filling(app, "new-game")
    assert view.filling is not None and view.focus == -1
    key(app, arcade.key.TAB)
    assert view.filling is None and view.builds == 1
    assert view.focus == 0 and view.focus_items[0] is next(iter(view.game_buttons.values()))


def test_text_typed_while_filling_in_reaches_the_field(app):
    """A click into New Game's code field and typing, all before it was complete."""
    app.services.scheduler.fills_in = False
    probe = SCENES["new-game"](app.services, None)
    app.nav.show_view(probe)
    field = probe.code_input.rect
    app.nav.show_view(arcade.View())
    view = open_filling(app, "new-game")
    click(app, field.center_x, field.center_y)
    fire(app, "on_text", "130")
    assert view.code_input.text == "130"


def test_without_a_frame_a_language_switch_while_filling_in_builds_at_once(app, no_frames):
    view = open_filling(app, "settings")
    app.services.prefs.apply_language("hr")
    assert view.filling is None and view.ui._enabled
    assert view.back_button.text == _("Back") == "Natrag"
    view.on_draw()
    assert grab(app).tobytes() == built_at_once(app, "settings").tobytes()


def test_without_a_frame_a_new_window_size_while_filling_in_builds_at_once(app, no_frames):
    view = open_filling(app, "rules")
    app.set_size(1024, 700)
    fire(app, "on_resize", 1024, 700)
    try:
        assert view.filling is None and view.scene_size == (1024, 700)
        assert view.built_key == view.current_key(1024, 700)
    finally:
        app.set_size(1280, 800)
        fire(app, "on_resize", 1280, 800)


def test_a_kept_scene_whose_content_changed_fills_in_again(app):
    view = open_filling(app, "new-game")
    fill(view)
    key(app, arcade.key.ESCAPE)
    app.services.settings.last_game = "eight-off" if view.variant == "easy-harp" else "easy-harp"
    again = open_filling(app, "new-game")
    assert again is view and view.filling is not None and view.builds == 1
    fill(view)
    assert view.builds == 2 and view.variant == app.services.settings.last_game


def test_a_built_scene_opens_complete(app):
    view = open_filling(app, "statistics")
    fill(view)
    key(app, arcade.key.ESCAPE)
    again = open_filling(app, "statistics")
    assert again is view and view.filling is None and view.builds == 1


def test_the_leave_question_is_built_at_once(app):
    from game.ui.views.leave import LeaveDialog

    assert not LeaveDialog.fills_in  # drawn over the scene under it, by its own on_draw


def test_a_scene_not_kept_fills_in_too(app):
    app.services.scheduler.fills_in = True
    view = make_scene(app.nav, "settings")
    app.nav.scenes.clear()  # as a scene nobody keeps
    app.nav.show_view(view)
    view.on_draw()
    assert view.filling is not None
    fill(view)
    assert view.builds == 1


def test_the_frame_loop_draws_a_filling_scene_until_it_is_complete(app):
    """Through the game's own frame loop (game/ui/frames.py), which otherwise draws only
    on input: a filling scene asks for every frame, then the loop goes to sleep."""
    view = open_filling(app, "history")
    drawn = app.frames_drawn
    end = time.perf_counter() + 10
    while view.filling is not None and time.perf_counter() < end:
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.004)
    assert view.filling is None and app.frames_drawn - drawn >= 2
    end = time.perf_counter() + 10
    while not app.asleep and time.perf_counter() < end:
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.004)
    assert app.asleep


def tick(app):
    """One turn of the event loop (events, scheduled functions, a short sleep)."""
    app.dispatch_events()
    pyglet.clock.tick()
    time.sleep(0.005)


def turns(seconds=20.0):
    """Turns of a waiting loop, for up to ``seconds`` (a time, not a count: a loaded
    machine runs fewer idle steps in the same number of turns)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        yield


def settle(app, seconds=1.0):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        tick(app)
        if app.asleep:
            return
    raise AssertionError("the loop never fell asleep")


def drain(app, seconds=0.3):
    """Let the scheduled steps run out (they must not reach the next test)."""
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        tick(app)


def menu_button(app, key_name):
    menu = app.current_view
    assert isinstance(menu, MenuView)
    return menu.buttons[key_name]


def test_the_scene_under_the_pointer_is_built_ahead_in_steps_and_nothing_is_drawn(app,
                                                                                   monkeypatch):
    app.services.scheduler.fills_in = True
    app.services.scheduler.frame_budget = 0.0  # one step at a time, however fast the machine
    app.nav.show_menu()
    settle(app)
    steps = []
    real = SceneView.continue_filling
    monkeypatch.setattr(SceneView, "continue_filling",
                        lambda self, to_end=False: steps.append(to_end) or real(self, to_end))
    button = menu_button(app, "settings")
    fire(app, "on_mouse_motion", button.rect.center_x, button.rect.center_y, 0, 0)
    settle(app)  # the hover frame
    drawn = app.frames_drawn
    for _turn in turns():
        tick(app)
        scene = app.nav.scenes.get("settings")
        if scene is not None and scene.filling is None:
            break
    scene = app.nav.scenes["settings"]
    assert scene.filling is None and scene.builds == 1
    assert len(steps) >= 3 and not any(steps)  # small steps (one a frame), none to the end
    assert app.frames_drawn == drawn  # hidden: nothing drawn on the screen
    click(app, button.rect.center_x, button.rect.center_y)
    assert app.current_view is scene and scene.filling is None and scene.builds == 1
    drain(app)


def test_a_scene_opened_while_it_is_built_ahead_goes_on_from_there(app, no_frames):
    app.services.scheduler.fills_in = True
    app.nav.show_menu()
    menu = app.current_view
    settle(app)
    button = menu_button(app, "new")
    fire(app, "on_mouse_motion", button.rect.center_x, button.rect.center_y, 0, 0)
    for _turn in turns():
        tick(app)
        scene = app.nav.scenes.get("new-game")
        if scene is not None and scene.filling is not None:
            break
    tick(app)
    scene = app.nav.scenes["new-game"]
    assert scene.filling is not None and scene.builds == 0  # part of it is built
    click(app, button.rect.center_x, button.rect.center_y)
    assert app.current_view is scene and scene.filling is not None  # on from there
    scene.on_draw()
    meanwhile = grab(app)
    menu.on_draw()
    assert meanwhile.tobytes() == grab(app).tobytes()  # the menu stays up meanwhile
    fill(scene)
    assert scene.builds == 1
    filled = grab(app)
    drain(app)  # the step that built it ahead sees it shown, and ends
    assert filled.tobytes() == built_at_once(app, "new-game").tobytes()


def test_the_build_ahead_starts_with_the_focused_menu_buttons_scene(app):
    from game.ui.ahead import prebuild_scenes

    app.nav.show_menu()
    menu = app.current_view
    menu.focus = list(menu.buttons).index("rules")
    order = []
    real = original = SceneView.build_ahead

    def noted(self, render):
        if type(self).__name__ not in order:  # the first step of each scene
            order.append(type(self).__name__)
        return real(self, render)

    SceneView.build_ahead = noted
    try:
        prebuild_scenes(app.nav, ("settings", "rules"))
        for _turn in turns():
            tick(app)
            if len(order) == 2:
                break
    finally:
        SceneView.build_ahead = original
    assert order == ["RulesView", "SettingsView"]
    end = time.perf_counter() + 2.5  # the heap settles: the chain ends before the next test
    while time.perf_counter() < end:
        tick(app)


def test_the_keyboard_focus_on_a_menu_button_builds_its_scene_ahead(app):
    app.nav.show_menu()
    menu = app.current_view
    settle(app)
    while menu.focused_scene() != "history":
        key(app, arcade.key.DOWN)
    for _turn in turns():
        tick(app)
        scene = app.nav.scenes.get("history")
        if scene is not None and scene.filling is None:
            break
    assert app.nav.scenes["history"].builds == 1
    drain(app)


@pytest.mark.parametrize("name", FILLED)
def test_building_ahead_leaves_the_screens_drawing_as_it_was(app, name):
    """A scene drawn into its own framebuffer while the menu is shown must leave the
    window's camera as it was: the menu's next frame is the same picture (it was drawn
    empty, or a scene over it let the menu show through its panel)."""
    app.nav.show_menu()
    menu = app.current_view
    menu.on_draw()
    before = grab(app)
    scene = make_scene(app.nav, name)
    assert scene.build_ahead(render=True)
    while scene.filling is not None:
        scene.continue_filling()
    assert scene.builds == 1
    menu.on_draw()
    assert grab(app).tobytes() == before.tobytes()


@pytest.mark.parametrize("language", ["hr", "ru"])
def test_a_scene_fills_in_like_one_built_at_once_in_the_other_languages(app, language):
    from game.i18n import set_language

    app.services.settings.language = set_language(language)
    for name in ("settings", "new-game"):
        view = open_filling(app, name)
        fill(view)
        assert view.builds == 1
        assert grab(app).tobytes() == built_at_once(app, name).tobytes(), name


def test_the_scene_shown_before_stays_on_screen_while_a_scene_fills_in(app, no_frames):
    """Opening a scene never shows an empty window: until the new one is complete, the one
    whose button was pressed (here the menu) is what the window shows."""
    app.services.scheduler.fills_in = True
    app.nav.show_menu()
    menu = app.current_view
    menu.on_draw()
    before = grab(app)
    view = open_filling(app, "settings")
    assert view.filling is not None and view.builds == 0
    assert grab(app).tobytes() == before.tobytes()  # the menu, not a blank felt
    fill(view)
    assert grab(app).tobytes() == built_at_once(app, "settings").tobytes()


def test_a_build_ahead_for_a_size_left_behind_is_dropped(app):
    """A build ahead started for another window size (F11 twice in quick succession) and
    left half done: the scene shown at the first size again was finished for the other."""
    app.nav.show_view(make_scene(app.nav, "menu"))
    scene = make_scene(app.nav, "settings")
    scene.build_ahead(render=False)
    assert scene.finish_filling()
    built_for = scene.built_key
    resize(app, 1000, 700)
    assert scene.build_ahead(render=False)
    app.services.scheduler.frame_budget = 0.0
    scene.continue_filling()  # one step for 1000x700
    resize(app, 1280, 800)
    app.nav.show_view(scene)
    scene.on_draw()
    scene.finish_filling()
    assert scene.built_key == built_for and scene.scene_size == (1280, 800)


def test_the_menu_kept_on_screen_survives_a_full_collection(app, no_frames):
    """The menu under a filling scene has no other owner: a weak reference let a full
    garbage collection take it, and the empty felt came back."""
    import gc

    app.services.scheduler.fills_in = True
    app.nav.show_menu()
    app.current_view.on_draw()
    app.nav.show_view(make_scene(app.nav, "settings"))
    view = app.current_view
    view.on_update(1 / 60)
    view.on_draw()
    assert view.filling is not None
    gc.collect()
    assert isinstance(view.shown_over, MenuView)
    fill(view)
    assert view.shown_over is None  # complete: let go


def test_idle_work_can_be_cancelled(app):
    """Each test starts from a window with no build-ahead running (the fixture cancels what
    an earlier test scheduled, which used to build scenes inside the next test)."""

    app.nav.show_menu()
    app.nav.build_soon("settings")
    app.services.scheduler.cancel()
    end = time.perf_counter() + 0.6
    while time.perf_counter() < end:
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.005)
    assert "settings" not in app.nav.scenes
    app.nav.build_soon("settings")  # and it can start again
    end = time.perf_counter() + 5
    while "settings" not in app.nav.scenes and time.perf_counter() < end:
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.005)
    assert "settings" in app.nav.scenes


def menu_on_screen(app):
    """The menu shown and drawn by the game's own frame loop, which then sleeps."""
    app.services.scheduler.fills_in = True
    app.nav.show_menu()
    settle(app)
    assert app.last_drawn is app.current_view
    return app.current_view


@pytest.mark.parametrize("name", ["history", "settings"])
def test_the_frame_loop_builds_unseen_while_the_scene_beneath_stays_on_screen(app, name,
                                                                              no_frames):
    """The menu on the screen, a scene opened: the loop builds it frame by frame without
    drawing one (the screen keeps showing the menu, or the scene's frame drawn once first,
    nothing to draw again: each frame's time goes to building), then draws once, the
    complete scene, and sleeps."""
    menu_on_screen(app)
    app.dispatch_events()  # the menu's frame: the headless window queues a frame's drawing
    drawn = app.frames_drawn
    open_scene(app.nav, name)
    view = app.current_view
    assert view.filling is not None
    framed = view.filling_frame() is not None
    end = time.perf_counter() + 10
    while view.filling is not None and time.perf_counter() < end:
        assert app.frames_drawn == drawn + (framed and view.frame_shown)  # its frame first
        tick(app)
        app.dispatch_events()  # a frame drawn is drawn now, as in the game's own loop
    assert view.filling is None and view.builds == 1
    assert app.frames_drawn == drawn + framed + 1 and app.last_drawn is view  # complete
    settle(app)
    assert view.ui._enabled


def test_a_window_uncovered_while_a_scene_fills_in_is_drawn_again(app, no_frames):
    """What the screen showed may be gone after an expose or a resize: the next frame is
    drawn (the scene beneath, the filling going on), whatever the scene says."""
    menu = menu_on_screen(app)
    drawn = app.frames_drawn
    open_scene(app.nav, "settings")
    view = app.current_view
    app._dispatch_frame(1 / 60)
    assert view.filling is not None and app.frames_drawn == drawn
    calls = []
    original = menu.on_draw
    menu.on_draw = lambda: (calls.append(1), original())[1]
    fire(app, "on_expose")
    app._dispatch_frame(1 / 60)
    assert app.frames_drawn == drawn + 1 and calls == [1]  # the menu drawn again
    assert view.filling is not None
    app._dispatch_frame(1 / 60)  # and unseen again from there
    assert app.frames_drawn == drawn + 1


def test_the_build_ahead_waits_for_the_windows_first_frame(app, monkeypatch):
    """Idle work starts soon after start-up (PREBUILD_DELAY), but never before the window
    has drawn its first frame: the first frame is what start-up is measured to."""
    from game.ui.ahead import PREBUILD_DELAY

    app.nav.show_menu()
    settle(app)  # drawn, asleep: no frame comes by itself now
    monkeypatch.setattr(app, "frames_drawn", 0)  # as before a new window's first frame
    done = []
    app.services.scheduler.when_idle([lambda: done.append(1)], 0.0)
    end = time.perf_counter() + PREBUILD_DELAY + 0.2
    while time.perf_counter() < end:
        pyglet.clock.tick()
        time.sleep(0.005)
    assert done == []  # no frame yet: it waits
    monkeypatch.setattr(app, "frames_drawn", 1)
    end = time.perf_counter() + 0.3
    while not done and time.perf_counter() < end:
        pyglet.clock.tick()
        time.sleep(0.005)
    assert done == [1]


def frame_only(app, frame):
    """The picture of the felt and ``frame`` alone."""
    from game.ui.backdrop import clear_to_theme

    clear_to_theme(app.current_view)
    frame.draw_under()
    frame.draw_over()
    return grab(app)


def test_a_scene_with_a_frame_shows_it_at_once_instead_of_the_scene_before(app):
    """Statistics opened before its widgets are built: the first frame after the click
    shows its title and panel (not the menu, not an empty felt) and builds nothing; the
    frames after it build the widgets without drawing (the frame stays on the screen);
    the complete scene comes with the same title at the same place."""
    app.services.scheduler.fills_in = True
    app.nav.show_menu()
    menu = app.current_view
    menu.on_draw()
    before = grab(app)
    open_scene(app.nav, "statistics")
    view = app.current_view
    assert view.filling is not None and not view.frame_shown
    assert not view.work_unseen()  # the frame loop draws this frame: the frame at once
    view.on_draw()
    first = grab(app)
    assert view.frame_shown and view.builds == 0 and view.filling is not None
    assert first.tobytes() != before.tobytes()  # the menu is gone
    frame = view.filling_frame()
    assert [text.text for text in frame.texts] == [_("Statistics")] and frame.panels
    assert frame_only(app, frame).tobytes() == first.tobytes()
    app.last_drawn = view  # as the frame loop notes after drawing it
    steps = 0
    while view.work_unseen():  # the next frames: building, nothing drawn
        steps += 1
        assert steps < 200
    assert view.filling is None and view.builds == 1 and steps >= 1
    view.on_draw()
    assert grab(app).tobytes() == built_at_once(app, "statistics").tobytes()


def test_a_shown_scene_resized_shows_its_frame_at_the_new_size_then_fills_in(app):
    """A new window size while Statistics is shown (a drag of the window's edge, F11):
    no frame builds the whole scene; the frame for the new size comes at once."""
    view = open_filling(app, "statistics")
    fill(view)
    try:
        resize(app, 1024, 700)
        assert view.filling is not None and view.filling.key[0] == (1024, 700)
        assert not view.ui._enabled
        view.on_draw()
        assert view.frame_shown and view.builds == 1  # the frame, nothing built yet
        frame = view.filling_frame()
        assert frame is view.frame_for(1024, 700) is not view.frame_for(1280, 800)
        fill(view)
        assert view.builds == 2 and view.scene_size == (1024, 700) and view.ui._enabled
        assert view.built_key == view.current_key(1024, 700)
    finally:
        resize(app, 1280, 800)


def test_a_language_switch_on_a_shown_scene_shows_its_frame_in_that_language(app):
    view = open_filling(app, "statistics")
    fill(view)
    app.services.prefs.apply_language("hr")
    assert view.filling is not None and view.builds == 1
    view.on_draw()
    assert [text.text for text in view.filling_frame().texts] == ["Statistika"]
    fill(view)
    assert view.builds == 2 and view.buttons["back"].text == "Natrag"
    assert grab(app).tobytes() == built_at_once(app, "statistics").tobytes()


def test_a_frame_is_made_once_for_each_size_and_language(app):
    view = make_scene(app.nav, "statistics")
    frame = view.frame_for(1280, 800)
    assert view.frame_for(1280, 800) is frame
    app.services.prefs.apply_language("ru")
    assert view.frame_for(1280, 800) is not frame
    assert view.frame_for(1280, 800).texts[0].text == _("Statistics") == "Статистика"


def test_through_the_frame_loop_the_frame_comes_first_then_the_complete_scene(app,
                                                                              monkeypatch):
    """The game's own frame loop (game/ui/frames.py) opening Statistics cold: the first
    frame it draws is the scene's frame (nothing built), the frames that build draw
    nothing, and the next frame drawn is the complete scene."""
    from game.ui.views.statistics import StatisticsView

    drawn = []
    real = StatisticsView.on_draw
    monkeypatch.setattr(StatisticsView, "on_draw",  # (before it is shown: bound then)
                        lambda self: drawn.append((self.builds, self.filling is None))
                        or real(self))
    app.services.scheduler.fills_in = True
    app.nav.show_menu()
    settle(app)
    open_scene(app.nav, "statistics")
    view = app.current_view
    end = time.perf_counter() + 10
    while (view.filling is not None or len(drawn) < 2) and time.perf_counter() < end:
        tick(app)
    assert view.filling is None
    assert drawn[0] == (0, False)  # the frame, at once
    assert drawn[1] == (1, True)  # then the scene, complete: nothing half-built drawn
    drain(app)


@pytest.mark.parametrize("name", ["new-game", "rules"])
def test_a_choice_in_a_shown_scene_keeps_it_on_the_screen_until_the_new_one_is_complete(
        app, name):
    """Another game in New Game, another page in the Rules: the widgets are built again on
    the next frames (none holds the whole building), the scene as it was stays on the
    screen meanwhile (no frame is drawn, no frame of the scene shows), and the new widgets
    come all at once, as built at once."""
    view = open_filling(app, name)
    fill(view)
    if name == "new-game":
        other = "eight-off" if view.variant == "easy-harp" else "easy-harp"
        button = view.game_buttons[other]
    else:
        other = "eight-off" if view.page == "easy-harp" else "easy-harp"
        button = view.tabs[other]
    builds = view.builds
    click(app, button.rect.center_x, button.rect.center_y)
    assert view.filling is not None and view.keeps_screen and not view.ui._enabled
    assert view.builds == builds  # nothing built in the click's own handling
    steps = 0
    while view.work_unseen():  # the frame loop's next frames: building, nothing drawn
        steps += 1
        assert steps < 200
    # How many frames the building takes depends on the machine's speed (a time budget per
    # frame): asserted is only that it happens after the click, not how many steps it takes.
    assert steps >= 1 and view.filling is None and view.builds == builds + 1
    view.on_draw()
    filled = grab(app)
    assert (view.variant if name == "new-game" else view.page) == other
    view.relayout()  # the same scene built at once
    view.on_draw()
    assert grab(app).tobytes() == filled.tobytes()


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", FILLED)
def test_a_scene_draws_its_widgets_as_the_whole_framebuffer_would(app, name, size):
    """A scene copies its UI framebuffer to the window only over its widgets' area
    (SceneView.draw_widgets): the picture is the one the whole window's copy
    (UIManager.draw) gives, for every kept scene, with a button hovered too."""
    from game.ui.views.common import widgets_area

    resize(app, *size)
    try:
        open_scene(app.nav, name)
        view = app.current_view
        view.on_draw()
        area = widgets_area(view.ui, 0, view.services.screen.get_size())
        assert area is not None and area.width * area.height < size[0] * size[1]
        button = view.focus_items[-1]
        fire(app, "on_mouse_motion", button.rect.center_x, button.rect.center_y, 0, 0)
        view.on_draw()
        clipped = grab(app)
        real = view.draw_widgets
        view.draw_widgets = view.ui.draw  # the whole framebuffer copied
        try:
            view.on_draw()
        finally:
            view.draw_widgets = real
        assert grab(app).tobytes() == clipped.tobytes()
    finally:
        resize(app, 1280, 800)
