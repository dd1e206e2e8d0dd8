"""The chrome follows the table theme: the palette is made from the chosen theme at start
and when Settings change it, every scene is built again in it (as after a language
switch), and every scene's background is the theme's felt."""

from __future__ import annotations

import pytest
from conftest import felt_only, frame
from test_settings_scene import open_settings, press

from game.ui import looks, palette
from game.ui.app import App
from game.ui.looks import TEXT_CONTRAST, contrast, legible, theme_chrome
from game.ui.theme import THEMES


@pytest.mark.parametrize("name", list(THEMES))
def test_each_theme_gives_the_chrome_its_own_colours(name):
    theme = THEMES[name]
    colours = theme_chrome(theme)
    assert colours["FELT"] == theme.felt and colours["HUD_BG"] == theme.bar
    assert colours["HIGHLIGHT"] == colours["WIN_EDGE"] == theme.highlight
    others = [theme_chrome(t) for t in THEMES.values() if t is not theme]
    for key in ("PANEL", "SCENE_BUTTON_BG", "DIALOG_BG", "BUTTON_BG", "TRACK", "WIN_BG"):
        assert all(colours[key] != other[key] for other in others), key
    assert colours["HINT"] != colours["HIGHLIGHT"]  # a hint is never taken for a target


def test_legible_moves_a_colour_until_it_reads():
    grey = (120, 120, 120)
    assert contrast(legible(grey, [(60, 60, 60)]), (60, 60, 60)) >= TEXT_CONTRAST
    assert contrast(legible(grey, [(230, 230, 230)]), (230, 230, 230)) >= TEXT_CONTRAST
    assert legible((255, 255, 255), [(0, 0, 0)]) == (255, 255, 255)


def test_the_app_starts_in_its_theme_s_chrome(app):
    app.services.settings.table_theme = "burgundy"
    looks.apply(app.services.settings)
    assert palette.FELT == THEMES["burgundy"].felt
    assert palette.PANEL == theme_chrome(THEMES["burgundy"])["PANEL"]
    assert isinstance(app, App)


def test_high_contrast_wins_over_the_theme(app):
    app.services.settings.table_theme, app.services.settings.high_contrast = "burgundy", True
    looks.apply(app.services.settings)
    assert palette.FELT == (0, 0, 0) and palette.WIN_BG[:3] == (0, 0, 0)


def test_choosing_a_theme_rebuilds_the_scenes_in_its_colours(app):
    view = open_settings(app, "cards")
    builds = view.builds
    press(app, view.options["table_theme"]["blue"])
    assert app.services.settings.table_theme == "blue"
    assert palette.FELT == THEMES["blue"].felt
    assert palette.SCENE_BUTTON_BG == theme_chrome(THEMES["blue"])["SCENE_BUTTON_BG"]
    view = app.current_view
    assert view.builds == builds + 1  # built again, in the new colours
    assert view.options["table_theme"]["blue"]._border_width == 3
    choices = view.options["four_colour"].values()
    assert {b.style["normal"].bg for b in choices} == {palette.SCENE_BUTTON_BG,
                                                      palette.SELECTED_BG}


@pytest.mark.parametrize("name", ["green", "dark"])
def test_the_menu_lies_on_the_theme_s_felt(app, name):
    app.services.settings.table_theme = name
    looks.apply(app.services.settings)
    app.nav.show_menu()
    app.current_view.on_draw()
    shown = frame(app)
    corner = (shown.width - 40, shown.height - 40, shown.width, shown.height)
    assert felt_only(app, shown, (0, 0, 40, 40), woven=False)  # the scenes' felt
    assert felt_only(app, shown, corner, woven=False)
