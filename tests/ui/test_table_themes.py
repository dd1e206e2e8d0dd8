"""Table themes: each a finished look (felt with a woven texture and a vignette, marks,
outlines and bar colours of its own), drawn once per size and theme, chosen in Settings with
a live preview; the kept pictures over the felt match it exactly."""

from __future__ import annotations

import pytest
from conftest import frame, resize
from PIL import Image, ImageChops, ImageStat

from game.engine.deal import parse_code
from game.storage.settings import load_settings
from game.ui.backdrop import backdrop_for
from game.ui.felt import render_felt, render_swatch
from game.ui.theme import DEFAULT_THEME, THEMES, theme_named
from game.ui.views.settings import SettingsView


def luminance(image: Image.Image, box: tuple[int, int, int, int]) -> float:
    return ImageStat.Stat(image.crop(box).convert("L")).mean[0]


@pytest.mark.parametrize("name", list(THEMES))
def test_a_felt_is_woven_vignetted_and_the_same_for_the_same_size(name):
    theme = THEMES[name]
    felt = render_felt(theme, 640, 400)
    assert felt.size == (640, 400) and felt.mode == "RGB"
    assert ImageChops.difference(felt, render_felt(theme, 640, 400)).getbbox() is None
    middle = luminance(felt, (280, 160, 360, 240))
    corners = [luminance(felt, box) for box in
               ((0, 0, 40, 40), (600, 0, 640, 40), (0, 360, 40, 400), (600, 360, 640, 400))]
    assert all(c < middle * 0.8 for c in corners)  # the vignette darkens the corners
    patch = felt.crop((300, 180, 330, 210)).convert("L")
    low, high = patch.getextrema()
    assert 4 <= high - low <= 4 * theme.weave + 8  # threads lit and shaded, subtly
    # the middle is the theme's cloth colour (within the weave and the mottling)
    r, g, b = ImageStat.Stat(felt.crop((300, 180, 340, 220))).mean
    assert max(abs(r - theme.felt[0]), abs(g - theme.felt[1]), abs(b - theme.felt[2])) < 12


def test_the_themes_are_four_distinct_finished_looks():
    assert {"green", "blue", "burgundy", "dark"} <= set(THEMES) and DEFAULT_THEME == "green"
    felts = {t.felt for t in THEMES.values()}
    assert len(felts) == len(THEMES)
    dark = THEMES["dark"]
    assert sum(dark.felt) < min(sum(t.felt) for t in THEMES.values() if t is not dark)
    for theme in THEMES.values():  # texts read on their bar; highlights stand out of the felt
        assert sum(theme.text) > 3 * 200 and sum(theme.bar[:3]) < 3 * 60
        assert sum(theme.highlight) > sum(theme.felt) + 200
    assert theme_named("no such look") is THEMES[DEFAULT_THEME]
    assert render_swatch(THEMES["blue"], 60, 40).size == (60, 40)


@pytest.mark.parametrize("name", list(THEMES))
def test_the_table_shows_the_felt_texel_for_pixel_and_its_pictures_match_it(app, name):
    from test_overlay_pictures import differ, live_frame

    app.services.settings.table_theme = name
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.settle()
    for _ in range(5):  # the kept pictures are painted one a frame
        table.on_update(1 / 60)
        table.on_draw()
    shown = frame(app)
    felt = render_felt(THEMES[name], *shown.size)
    layout = table.cards.layout
    # the felt under the columns, above the status bar: no card there
    spot = (round(shown.size[0] * 0.3), shown.size[1] - round(layout.hud_h) - 12)
    assert shown.getpixel(spot) == felt.getpixel(spot)
    assert shown.getpixel((5, 5)) == felt.getpixel((5, 5))
    assert app.services.textures.marks_picture.paints >= 1 and table.status.picture.paints >= 1
    assert differ(shown, live_frame(app, table)) <= 2  # copied marks and bar: as drawn
    bar = shown.getpixel((shown.size[0] // 2 + 10, shown.size[1] - 3))
    assert bar != felt.getpixel((shown.size[0] // 2 + 10, shown.size[1] - 3))


def test_the_felt_is_drawn_once_per_size_and_theme(app):
    app.services.settings.table_theme = "blue"
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    backdrop = backdrop_for(app)
    table.on_draw()
    renders = backdrop.renders
    for _ in range(30):  # a deal's frames draw no felt
        table.on_update(1 / 60)
        table.on_draw()
    assert backdrop.renders == renders
    app.services.settings.table_theme = "burgundy"
    table.on_draw()
    assert backdrop.renders == renders + 1
    resize(app, 1000, 700)
    table.on_draw()
    table.on_draw()
    assert backdrop.renders == renders + 2
    resize(app, 1280, 800)


def test_settings_choose_the_table_with_a_live_preview(app):
    from test_settings_scene import open_settings, press

    view = open_settings(app, "cards")
    assert isinstance(view, SettingsView) and set(view.options["table_theme"]) == set(THEMES)
    before = view.preview.texture
    press(app, view.options["table_theme"]["burgundy"])
    assert app.services.settings.table_theme == "burgundy"
    assert load_settings().table_theme == "burgundy"
    assert view.preview.texture is not before  # the cards now on the burgundy felt
    assert "Burgundy" in view.notes["table_theme"].text
    assert view.options["table_theme"]["burgundy"]._border_width == 3
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.settle()
    table.on_draw()
    assert backdrop_for(app).theme.name == "burgundy"
