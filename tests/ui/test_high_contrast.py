"""High contrast (Settings -> Accessibility): a look of its own beside the table themes,
applied at once to the scenes, the table and the cards, at WCAG AA contrast."""

from __future__ import annotations

import pytest
from conftest import click, frame
from contrast import GRAPHIC_AA, TEXT_AA, contrast_ratio

from game.engine.deal import parse_code
from game.storage.settings import load_settings
from game.ui import looks, palette
from game.ui.cards_art import FaceStyle, render_face
from game.ui.theme import HIGH_CONTRAST, THEMES
from game.ui.views.settings import ACCESS, SettingsView


def press(app, widget):
    click(app, widget.rect.center_x, widget.rect.center_y)


def accessibility_settings(app):
    view = SettingsView(app.services)
    app.nav.show_view(view)
    view.show_section(ACCESS)
    return app.current_view


def test_high_contrast_applies_at_once_to_the_palette_scene_and_table(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    view = accessibility_settings(app)
    before = view.built_key
    press(app, view.options["high_contrast"][True])
    assert app.services.settings.high_contrast and load_settings().high_contrast
    assert palette.FELT == (0, 0, 0) and palette.TEXT == (255, 255, 255)
    assert view.built_key != before, "the open scene was not built again"
    assert view.options["high_contrast"][True].style["normal"].bg == palette.SELECTED_BG
    assert app.services.textures.face_style().high_contrast
    assert table.cards.theme is HIGH_CONTRAST
    press(app, view.options["high_contrast"][False])
    # the theme's chrome again
    assert palette.FELT == THEMES[app.services.settings.table_theme].felt
    assert not app.services.textures.face_style().high_contrast


def test_the_table_is_black_cloth_with_white_cards(app):
    app.services.settings.high_contrast = True
    app.services.prefs.apply_looks()
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.on_draw()
    picture = frame(app)
    assert picture.getpixel((2, picture.height // 2)) == (0, 0, 0)  # no weave, no vignette
    card = min((s for s in table.cards.sprites.values() if s.visible), key=lambda s: s.bottom)
    ratio = app.get_pixel_ratio()  # the top card of a column: its face clear of indices
    x = round((card.left + 0.75 * card.width) * ratio)
    y = round(picture.height - (card.top - 0.12 * card.height) * ratio)
    assert picture.getpixel((x, y)) == (255, 255, 255)


@pytest.mark.parametrize("four_colour", [False, True])
def test_high_contrast_faces_have_aa_pips_indices_and_a_black_outline(four_colour):
    style = FaceStyle(four_colour=four_colour, high_contrast=True)
    for rank, suit in ((7, "S"), (7, "H"), (7, "D"), (7, "C"), (1, "H"), (10, "D")):
        face = render_face(rank, suit, 100, 140, style).convert("RGB")
        inks = {c for _n, c in face.crop((4, 4, 30, 48)).getcolors(100_000)}
        darkest = min(inks, key=lambda c: sum(c))
        assert contrast_ratio(darkest, (255, 255, 255)) >= 7, (rank, suit, darkest)
        assert face.getpixel((50, 1)) == (0, 0, 0), "no black outline"


def test_the_high_contrast_palette_meets_aa():
    """Every text colour on every ground it is drawn on, and the outlines on the cloth and
    on a white card face."""
    hc = {**palette._STANDARD, **palette.HIGH_CONTRAST}
    grounds = ["FELT", "PANEL", "HUD_BG", "DIALOG_BG", "MESSAGE_BOX", "NOTICE_BG",
               "SCENE_BUTTON_BG", "BUTTON_BG", "FIELD_BG", "STOCK_BADGE"]
    texts = ["TEXT", "DIM", "GOLD", "TITLE", "ERROR", "MESSAGE", "NOT_FINISHED"]
    low = [(t, g, round(contrast_ratio(hc[t], hc[g]), 2)) for t in texts for g in grounds
           if contrast_ratio(hc[t], hc[g]) < TEXT_AA]
    for text, ground in (("SELECTED_TEXT", "SELECTED_BG"), ("SELECTED_TEXT", "SELECTED_HOVER"),
                         ("PRESS_TEXT", "PRESS_BG"), ("HOVER_TEXT", "SCENE_BUTTON_HOVER"),
                         ("HOVER_TEXT", "BUTTON_HOVER")):
        if contrast_ratio(hc[text], hc[ground]) < TEXT_AA:
            low.append((text, ground, contrast_ratio(hc[text], hc[ground])))
    for mark in ("FOCUS", "KEY_FOCUS", "HIGHLIGHT", "HINT", "HELD"):
        if contrast_ratio(hc[mark], hc["FELT"]) < GRAPHIC_AA:
            low.append((mark, "FELT", contrast_ratio(hc[mark], hc["FELT"])))
    for mark in ("FOCUS", "KEY_FOCUS"):  # around a pile, beside white cards
        if contrast_ratio(hc[mark], (255, 255, 255)) < GRAPHIC_AA:
            low.append((mark, "card", contrast_ratio(hc[mark], (255, 255, 255))))
    theme = HIGH_CONTRAST
    if contrast_ratio(theme.text, theme.bar[:3]) < TEXT_AA:
        low.append(("theme text", "bar", contrast_ratio(theme.text, theme.bar[:3])))
    if contrast_ratio(theme.highlight, theme.felt) < GRAPHIC_AA:
        low.append(("theme highlight", "felt", contrast_ratio(theme.highlight, theme.felt)))
    assert low == []


def test_high_contrast_wins_over_every_theme(app):
    for name in THEMES:
        app.services.settings.table_theme = name
        app.services.settings.high_contrast = True
        looks.apply(app.services.settings)
        assert looks.table_theme(app.services.settings) is HIGH_CONTRAST
        assert palette.PANEL == palette.HIGH_CONTRAST["PANEL"]
        app.services.settings.high_contrast = False
        looks.apply(app.services.settings)
        assert looks.table_theme(app.services.settings).name == name


def test_the_next_table_takes_the_new_looks_for_its_kept_bar(app):
    """The window keeps one status bar and win panel for every table: turned on with no
    table open, high contrast reaches the next table's buttons too."""
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    app.nav.show_menu()
    app.services.playing.table = None
    app.services.settings.high_contrast = True
    app.services.prefs.apply_looks()
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    assert table.status.buttons["hint"].style.bg == palette.HIGH_CONTRAST["BUTTON_BG"]
    assert table.win.buttons[0].style.text == palette.HIGH_CONTRAST["TEXT"]


def test_the_open_table_restyles_its_buttons_itself(app):
    """New looks reach the open table's status bar and win panel through the table's own
    restyle: its buttons are drawn in the high-contrast colours on the next frame."""
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.on_draw()
    app.services.settings.high_contrast = True
    app.services.prefs.apply_looks()
    assert all(b.style.bg == palette.HIGH_CONTRAST["BUTTON_BG"]
               for b in (*table.status.buttons.values(), *table.win.buttons))
    table.on_draw()
    picture = frame(app)
    ratio = app.get_pixel_ratio()
    undo = table.status.buttons["undo"].rect
    x, y = round((undo.left + 4) * ratio), round(picture.height - undo.center_y * ratio)
    assert picture.getpixel((x, y))[:3] == palette.HIGH_CONTRAST["BUTTON_BG"]
