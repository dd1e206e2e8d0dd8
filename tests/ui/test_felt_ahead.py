"""The felt is drawn before the table needs it, on a worker thread: while the window is being
made and while the menu is idle (a build-ahead step), so a table's first frame draws none;
the window's felt is kept per size and theme."""

from __future__ import annotations

import threading

from conftest import frame
from PIL import ImageChops

from game.engine.deal import parse_code
from game.ui import backdrop as backdrop_module
from game.ui.backdrop import FeltAhead, backdrop_for
from game.ui.felt import render_felt
from game.ui.theme import THEMES


def forget_felt(app):
    backdrop = backdrop_for(app)
    backdrop.key = None  # as if no felt were drawn yet
    return backdrop


def test_the_felt_drawn_while_the_window_is_made_is_the_one_shown(app, monkeypatch):
    backdrop = forget_felt(app)
    ahead = FeltAhead("burgundy", *app.get_framebuffer_size())
    backdrop.expect(ahead)
    ahead.job.wait()

    def drawn_here(*args):
        raise AssertionError("the felt drawn ahead was not taken")

    monkeypatch.setattr(backdrop_module, "felt_texels", drawn_here)
    assert backdrop.prepare("burgundy") is THEMES["burgundy"]
    backdrop.cover()
    shown = frame(app)
    felt = render_felt(THEMES["burgundy"], *shown.size)
    assert ImageChops.difference(shown, felt).getbbox() is None


def test_a_felt_drawn_ahead_for_another_size_or_theme_is_not_taken(app):
    backdrop = forget_felt(app)
    width, height = app.get_framebuffer_size()
    for name, size in (("blue", (width + 2, height)), ("green", (width, height))):
        ahead = FeltAhead(name, *size)
        backdrop.expect(ahead)
        ahead.job.wait()
        backdrop.key = None
        renders = backdrop.renders
        backdrop.prepare("dark")  # another theme, or another size: drawn here
        assert backdrop.key == ("dark", width, height, app.get_pixel_ratio())
        assert backdrop.renders == renders + 1
        backdrop.cover()
        shown = frame(app)
        expected = render_felt(THEMES["dark"], width, height)
        assert ImageChops.difference(shown, expected).getbbox() is None


def test_the_idle_build_ahead_draws_the_felt_before_the_first_table(app, monkeypatch):
    from game.ui.views.table import table_ahead_steps

    app.services.settings.table_theme = "blue"
    app.nav.show_menu()
    backdrop = forget_felt(app)
    drawn_on = []
    real = backdrop_module.felt_texels

    def felt_texels(*args):
        drawn_on.append(threading.current_thread() is threading.main_thread())
        return real(*args)

    monkeypatch.setattr(backdrop_module, "felt_texels", felt_texels)
    for step in table_ahead_steps(app.services):  # (a step returns whether to run it again)
        while step():
            pass
    assert drawn_on == [False]  # drawn once, not on the window's thread
    width, height = app.get_framebuffer_size()
    assert backdrop.key == ("blue", width, height, app.get_pixel_ratio())
    renders = backdrop.renders
    table = app.nav.start(parse_code("EO1-C8-AAAAAAB"), animate=False)
    table.on_draw()  # the table's first frame draws no felt
    assert backdrop.renders == renders
    shown = frame(app)
    felt = render_felt(THEMES["blue"], width, height)
    corner = (width - 40, height - 200, width, height - 160)  # right of the foundations
    assert ImageChops.difference(shown.crop(corner), felt.crop(corner)).getbbox() is None


def test_the_scenes_show_the_cloth_enlarged_and_the_table_its_woven_felt(app):
    from conftest import felt_only

    from game.ui.backdrop import scene_backdrop_for

    app.services.settings.table_theme = "blue"
    app.nav.show_menu()
    app.current_view.on_draw()
    shown = frame(app)
    width, height = shown.size
    assert felt_only(app, shown, (0, 0, 40, 40), woven=False)
    assert not felt_only(app, shown, (0, 0, 40, 40))  # no weave around the menu
    small = scene_backdrop_for(app)._texture.size
    assert small == (-(-width // 4), -(-height // 4))  # a sixteenth of the texels
    table = app.nav.start(parse_code("EO1-C8-AAAAAAB"), animate=False)
    table.on_draw()
    shown = frame(app)
    assert felt_only(app, shown, (width - 40, height - 200, width, height - 160))  # woven
