"""Shared test set-up: headless arcade, an isolated home for files, one window for UI tests.

UI tests use the ``app`` fixture: one :class:`~game.ui.app.App` per test process (arcade
wants one window), reset before each test, with settings at their defaults and files under
the test's own temporary folder. Helpers ``fire``, ``click``, ``drag`` and ``step`` send
synthesised events through pyglet's queue, as a player's mouse would.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

os.environ.setdefault("ARCADE_HEADLESS", "1")

# Property tests assert rules, never speed (speed lives in benchmarks/): no per-example
# deadline, which a loaded CI machine (an fsync per history record) would trip at random.
settings.register_profile("rules-not-speed", deadline=None)
settings.load_profile("rules-not-speed")

import game.ui  # noqa: E402, F401 - chooses the sound driver before any test imports arcade
from game.ui.scheduler import FRAME_BUDGET  # noqa: E402


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Every test gets its own settings, autosave and history folder, and a locked
    history database is given up on after 0.2 s rather than 1 s (the behaviour is the
    same; the suite is faster)."""
    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path / "home"))
    monkeypatch.setattr("game.storage.history.database.BUSY_TIMEOUT", 0.2)


@pytest.fixture(autouse=True)
def _english_and_standard_looks():
    """Every test starts in English with the default looks (palette and text size), window
    or not: the UI language (game.i18n) and the looks (game.ui.looks) are module state that
    the formatters and widgets read, so a test that switched them would otherwise leak
    them into whichever test runs next."""
    from game.i18n import set_language
    from game.storage.settings import Settings
    from game.ui import looks

    set_language("en")
    looks.apply(Settings(sound=False))


@pytest.fixture(scope="session")
def _app_window():
    from game.storage.settings import Settings
    from game.ui.app import App

    window = App(Settings(sound=False), 1280, 800, fullscreen=False)
    yield window
    window.close()


@pytest.fixture
def app(_app_window):
    """The app window, reset: no view, no game, default settings, fresh history."""
    from game.storage.settings import Settings
    from game.ui import looks

    window = _app_window
    window.services.scheduler.cancel()  # steps a previous test scheduled must not run in this one
    window.hide_view()
    if window.get_size() != (1280, 800):  # a test that resized it (see resize)
        window._width, window._height = 1280, 800
        window.dispatch_event("on_resize", 1280, 800)
    window.dispatch_events()
    window.services.playing.table = None
    window.nav.scenes.clear()  # scenes kept by the previous test are not re-used here
    window.nav.menu = None  # nor its menu
    window.services.scheduler.made_ahead.clear()  # nor scenes (parts) it made ahead
    window.services.scheduler.fills_in = False  # scenes are built at once unless a test asks
    window.services.scheduler.frame_budget = FRAME_BUDGET
    window.services.records.close_history()
    window.services.told.forget()  # messages told once per run: each test is a new run

    window.services.playing.begin_run()  # the game in progress goes to this test's home
    window.nav.menu_button = None  # the menu button a previous test pressed
    window.nav.menu_actions.clear()  # nor what it asked to run at the next menu
    window.services.settings = Settings(sound=False)  # tests are silent (test_sound.py plays them)
    window.access.reset()  # nothing said by a previous test, no speech
    window.services.textures.settings = window.services.settings
    # the window's settings are the looks (as the autouse fixture's)
    looks.apply(window.services.settings)
    window.switch_to()
    window.default_camera.use()
    yield window
    window.hide_view()
    window.services.playing.store.close()
    window.services.playing.table = None
    window.services.records.close_history()


def fire(window, *event):
    """Dispatch one event synchronously through the views and UI managers."""
    window.dispatch_event(*event)
    window.dispatch_events()


def frame(window):
    """The window's last frame as an RGB picture (physical pixels)."""
    import arcade

    return arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")


PLAIN_FELT_LEVELS = 3
"""How far (levels of 255) the graphics card's enlargement of the scenes' felt may differ
from Pillow's (:func:`game.ui.felt.render_plain_felt`)."""


def felt_only(app, picture, box, woven=True):
    """Whether ``picture`` (a frame) shows only the felt in ``box`` (physical pixels): the
    chosen theme's table felt at the window's size, pixel for pixel; not ``woven``, the
    other scenes' felt (its cloth enlarged, within :data:`PLAIN_FELT_LEVELS`)."""
    from PIL import ImageChops

    from game.ui.felt import render_felt, render_plain_felt
    from game.ui.theme import theme_named

    theme = theme_named(app.services.settings.table_theme)
    if not woven:
        felt = render_plain_felt(theme, *picture.size)
        difference = ImageChops.difference(picture.crop(box), felt.crop(box))
        return max(high for _low, high in difference.getextrema()) <= PLAIN_FELT_LEVELS
    ratio = app.get_pixel_ratio()
    felt = render_felt(theme, *picture.size, max(1, round(3 * ratio)))
    return ImageChops.difference(picture.crop(box), felt.crop(box)).getbbox() is None


def drawn_whole(app, table):
    """The table's frame with every card drawn whole by ``SpriteList.draw`` (no bands, no
    depth test): the picture the table's own card drawing must match (RGB)."""
    stacked = table.cards.stacked
    stacked.draw = lambda cards, depth_cleared=False: cards.draw()
    try:
        table.on_draw()
        return frame(app)
    finally:
        del stacked.draw


def click(window, x, y, button=1):
    """Press and release the left button at ``(x, y)``."""
    fire(window, "on_mouse_press", x, y, button, 0)
    fire(window, "on_mouse_release", x, y, button, 0)


def drag(window, path, button=1, steps=6):
    """Press at ``path[0]``, move through the points (each leg in ``steps``), release."""
    fire(window, "on_mouse_press", *path[0], button, 0)
    for (x0, y0), (x1, y1) in zip(path, path[1:], strict=False):
        for i in range(1, steps + 1):
            x = x0 + (x1 - x0) * i / steps
            y = y0 + (y1 - y0) * i / steps
            fire(window, "on_mouse_drag", x, y, (x1 - x0) / steps, (y1 - y0) / steps, button, 0)
    fire(window, "on_mouse_release", *path[-1], button, 0)


def step(window, seconds, dt=1 / 60):
    """Advance the current view by ``seconds`` of frames (update only)."""
    for _ in range(round(seconds / dt)):
        view = window.current_view
        view.on_update(dt)


def finish_import(window, view):
    """Let the History scene's import (read on a worker thread) finish, and take its result
    in a frame, as the frame loop would."""
    job = view.exchange.importing
    if job is not None:
        assert job.wait(120), "the import never finished"
    step(window, 1 / 60)


def resize(window, width, height):
    """Give the window a new size (logical pixels) as a window manager would, and tell the
    views. pyglet's headless window ignores ``set_size`` (its EGL surface keeps the size it
    was made with), so the size it reports is set directly; drawing stays on the first
    surface (a larger size is cut at its edges), while layouts see the new size."""
    window.set_size(width, height)
    window._width, window._height = width, height
    window.dispatch_event("on_resize", width, height)
    window.dispatch_events()


def pixel_ratio_2(window, monkeypatch):
    """Make the headless window a HiDPI one (pixel ratio 2): logical 640×400 on its
    1280×800 framebuffer, as a 2× screen gives; the size is put back after the test."""
    monkeypatch.setattr(type(window), "get_pixel_ratio", lambda self: 2.0)
    window._width, window._height = 640, 400
    monkeypatch.setattr(window.ctx.screen, "_viewport", (0, 0, 1280, 800))
    window.dispatch_event("on_resize", 640, 400)
    window.dispatch_events()


def forget_card_textures(window):
    """The window as if no card had been drawn at any size yet (its shared card textures and
    those it keeps for other sizes dropped): the next table draws its own."""
    window.services.textures.forget()


def until_landed(window, replay, limit=20_000):
    """Frames until the Replay scene shows the position asked for: a jump past the part of
    the log folded so far lands when the fold reaches it, in a later frame."""
    for _ in range(limit):
        if replay.target is None:
            return
        step(window, 1 / 60)
    raise AssertionError(f"still folding toward {replay.target}")


def key(window, symbol, modifiers=0):
    """Press and release a key."""
    fire(window, "on_key_press", symbol, modifiers)
    fire(window, "on_key_release", symbol, modifiers)


def answer_leave(window, leave=True):
    """Answer the "Leave this game?" question (APP-LEAVE) with a click on Leave or on
    Keep playing, as a player would."""
    from game.ui.views.leave import LeaveDialog

    view = window.current_view
    assert isinstance(view, LeaveDialog), f"no Leave question, but {view!r}"
    button = view.leave_button if leave else view.keep_button
    click(window, button.rect.center_x, button.rect.center_y)


def open_history(window):
    """Open the History scene as the menu does and draw it once; returns the view."""
    from game.ui.navigator import open_scene
    from game.ui.views.history import HistoryView

    open_scene(window.nav, "history")
    view = window.current_view
    assert isinstance(view, HistoryView)
    view.on_draw()
    return view
