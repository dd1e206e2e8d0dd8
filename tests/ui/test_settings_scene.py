"""The Settings scene: every choice applies at once, is saved at once, and reaches the table."""

from __future__ import annotations

import arcade
import pytest
from conftest import click, felt_only, key, resize

from game.engine.deal import parse_code
from game.storage.settings import ANIMATION_SPEEDS, load_settings
from game.ui.cards_art import BACK_STYLES
from game.ui.views.menu import MenuView
from game.ui.views.settings import SettingsView


def press(app, widget):
    click(app, widget.rect.center_x, widget.rect.center_y)


def open_settings(app, section=None):
    """The Settings scene, shown; with ``section`` (``"cards"``) that section's rows."""
    view = SettingsView(app.services)
    app.nav.show_view(view)
    if section is not None:
        view.show_section(section)
        view.finish_filling()
    return view


@pytest.mark.parametrize("field", ["interactive_rules", "double_click", "start_fullscreen"])
def test_on_off_settings_change_and_are_saved(app, field):
    view = open_settings(app)
    assert getattr(app.services.settings, field) is True
    press(app, view.options[field][False])
    assert getattr(app.services.settings, field) is False
    assert getattr(load_settings(), field) is False
    press(app, view.options[field][True])
    assert getattr(app.services.settings, field) is True
    assert getattr(load_settings(), field) is True


@pytest.mark.parametrize("speed", ANIMATION_SPEEDS)
def test_animation_speed(app, speed):
    view = open_settings(app)
    press(app, view.options["animation_speed"][speed])
    assert app.services.settings.animation_speed == speed
    assert load_settings().animation_speed == speed


def test_the_chosen_option_is_marked(app):
    view = open_settings(app)
    press(app, view.options["animation_speed"]["fast"])
    fast = view.options["animation_speed"]["fast"].style["normal"].bg
    normal = view.options["animation_speed"]["normal"].style["normal"].bg
    assert fast != normal


@pytest.mark.parametrize("style", BACK_STYLES)
def test_card_back_applies_to_the_open_table_at_once(app, style):
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    view = open_settings(app, "cards")
    press(app, view.options["card_back"][style])
    assert app.services.settings.card_back == style
    assert load_settings().card_back == style
    assert table.cards.textures.back_style == style
    face_down = [s for s in table.cards.sprites.values() if not s.face_up]
    assert face_down and all(s.texture is table.cards.textures.back() for s in face_down)
    card_w = table.cards.layout.card_w
    assert all(s.width == pytest.approx(card_w) for s in table.cards.sprites.values())
    key(app, arcade.key.ESCAPE)
    key(app, arcade.key.ESCAPE)  # menu -> the table, drawn with the new back
    assert app.current_view is table
    table.on_draw()


def test_card_back_without_a_table(app):
    view = open_settings(app, "cards")
    press(app, view.options["card_back"]["purple"])
    assert app.services.settings.card_back == "purple" and load_settings().card_back == "purple"
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    assert table.cards.textures.back_style == "purple"


def test_language_choice_is_saved(app):
    view = open_settings(app)
    press(app, view.options["language"]["en"])
    assert app.services.settings.language == "en" and load_settings().language == "en"


def test_interactive_rules_off_silences_the_table(app):
    view = open_settings(app)
    press(app, view.options["interactive_rules"][False])
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    table.play(table.game.parse("2>3"))  # rejected
    assert not table.status.message_showing


def test_keyboard_changes_a_setting(app):
    view = open_settings(app)
    target = view.options["double_click"][False]
    for _ in range(len(view.focus_items)):
        if view.focus >= 0 and view.focus_items[view.focus] is target:
            break
        key(app, arcade.key.TAB)
    key(app, arcade.key.ENTER)
    assert app.services.settings.double_click is False and load_settings().double_click is False
    assert view.focus_items[view.focus] is view.options["double_click"][False]


def test_escape_and_back_return_to_the_menu(app):
    view = open_settings(app)
    press(app, view.back_button)
    assert isinstance(app.current_view, MenuView)
    menu = app.current_view
    press(app, menu.buttons["settings"])
    key(app, arcade.key.ESCAPE)
    assert app.current_view is menu


def test_settings_survive_a_restart(app):
    view = open_settings(app)
    press(app, view.options["animation_speed"]["off"])
    press(app, view.options["start_fullscreen"][False])
    view.show_section("cards")
    view.finish_filling()
    press(app, view.options["card_back"]["green"])
    loaded = load_settings()
    assert (loaded.animation_speed, loaded.card_back, loaded.start_fullscreen) == (
        "off", "green", False)


@pytest.mark.parametrize("field", ["four_colour", "large_index"])
def test_face_style_applies_to_the_open_table_and_the_preview(app, field):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    view = open_settings(app, "cards")
    sprites = table.cards.sprites
    before = {card: sprite.texture for card, sprite in sprites.items() if sprite.face_up}
    press(app, view.options[field][True])
    assert getattr(app.services.settings, field) is True and getattr(load_settings(), field) is True
    assert getattr(table.cards.textures.face_style, field) is True
    after = {card: sprite.texture for card, sprite in sprites.items() if sprite.face_up}
    assert before.keys() == after.keys()
    assert all(after[card] is not before[card] for card in before)
    assert all(after[card] is table.cards.textures.face(card) for card in after)
    # the preview shows the new style
    keys = [k for k in view.pictures.textures if k[0] == "preview"]
    assert any(k[3] == app.services.textures.face_style().key for k in keys)
    key(app, arcade.key.ESCAPE)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is table
    table.on_draw()


def test_sound_switch_and_volume_from_the_keyboard(app):
    view = open_settings(app)
    press(app, view.options["sound"][False])
    assert app.services.settings.sound is False and load_settings().sound is False
    view.focus = view.focus_items.index(view.volume_slider)
    start = app.services.settings.volume
    key(app, arcade.key.LEFT)
    assert app.services.settings.volume == start - 10
    assert load_settings().volume == start - 10
    key(app, arcade.key.RIGHT)
    key(app, arcade.key.RIGHT)
    assert app.services.settings.volume == start + 10


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_every_choice_shows_its_label_at_full_size_with_room_around_it(app, lang, size):
    """Buttons are as wide as their row's longest label needs: Croatian "Isključeno" and
    Russian "Выигрышность" used to shrink or touch their buttons' edges."""
    from game.i18n import set_language
    from game.ui.views.basics import font_size, scale_for

    app.services.settings.language = lang
    set_language(lang)
    resize(app, *size)
    try:
        view = open_settings(app)
        full = font_size(16, scale_for(*app.get_size()))
        for field, options in view.options.items():
            for widget in options.values():
                if not hasattr(widget, "label_size"):
                    continue  # the card backs and the volume slider
                label = widget.ui_label._label
                assert widget.label_size == full, (field, label.text)
                assert widget.rect.width - label.content_width >= 16, (field, label.text)
    finally:
        set_language("en")
        resize(app, 1280, 800)


# ---------------------------------------------------------------------- the frame (issue 14)
FRAME_SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def rows_top(view):
    """The top (pixels) of the highest label or button under the title."""
    from game.ui.gui import gui

    kinds = (gui.UILabel, gui.UIFlatButton, gui.UITextureButton)
    return max(w.rect.top for w in view.ui.walk_widgets() if isinstance(w, kinds))


@pytest.mark.parametrize("size", FRAME_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_is_placed_from_the_window_size_alone_in_every_language(app, size):
    """The frame's title and the panel are placed from the window size and the rows
    measured in the current language (the Russian notes wrap to more lines: its panel is
    taller), before the rows are built: the built panel is the frame's; the title sits
    inside the panel, above the rows, and the panel inside the window."""
    from game.i18n import set_language
    from game.ui.views.settings import panel_box, panel_pad, settings_scale

    resize(app, *size)
    try:
        for lang in ("en", "hr", "ru"):
            app.services.settings.language = set_language(lang)
            view = open_settings(app)
            title = view.frame_for(*size).texts[0]
            panel = view.panel.rect
            assert panel.top == panel_box(*size).top <= size[1] and panel.bottom >= 0, lang
            assert panel == panel_box(*size)
            assert panel.left >= 0 and panel.right <= size[0]
            assert title.top == panel.top - panel_pad(settings_scale(*size))
            assert panel.left < title.left and title.right < panel.right
            assert title.bottom > rows_top(view), lang
            assert abs(title.x - size[0] / 2) <= 0.5  # centred across, as the panel
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 600), (1920, 600), (1366, 650)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_wide_short_window_shows_the_whole_scene(app, size):
    """Wide windows as short as the smallest (the scale follows the width up, 0.84 at
    1280x600): the scene is set smaller so that every row, the Back button included, is
    in the window, in every language (at most the panel's bottom pad touches the edge)."""
    from game.i18n import set_language
    from game.ui.gui import gui
    from game.ui.views.settings import panel_pad, settings_scale

    resize(app, *size)
    try:
        for lang in ("en", "hr", "ru"):
            app.services.settings.language = set_language(lang)
            view = open_settings(app)
            kinds = (gui.UILabel, gui.UIFlatButton, gui.UITextureButton, gui.UISlider,
                     gui.UIImage)
            for widget in view.ui.walk_widgets():
                if isinstance(widget, kinds):
                    rect = widget.rect
                    assert 0 <= rect.bottom and rect.top <= size[1], (lang, widget)
                    assert 0 <= rect.left and rect.right <= size[0], (lang, widget)
            assert view.panel.rect.bottom > -panel_pad(settings_scale(*size)) / 2
            assert view.frame_for(*size).texts[0].top <= size[1]
    finally:
        set_language("en")


def loop_frame(app):
    """One turn of the game's frame loop (game/ui/frames.py), its drawing included (the
    headless window queues the draw's ``on_draw`` until events are dispatched)."""
    app._dispatch_frame(1 / 60)
    app.dispatch_events()


def test_settings_open_cold_through_the_frame_loop_shows_the_title_first(app):
    """From the menu, through the game's frame loop: the first frame drawn is the felt, the
    panel and the title (the frame), the frames after it build the widgets without drawing, and the
    next one drawn is the complete scene, the title at the same pixels."""
    import time

    from test_scene_fill import grab, ink_box, menu_on_screen

    menu_on_screen(app)
    drawn = app.frames_drawn
    app.nav.show_view(app.nav.scene("settings"))
    view = app.current_view
    assert view.filling is not None and view.builds == 0
    loop_frame(app)
    assert app.frames_drawn == drawn + 1 and view.frame_shown and view.builds == 0
    first = grab(app)
    title = view.filling_frame().texts[0]
    colour = tuple(title.color)[:3]
    box = ink_box(first, title, colour)
    assert box is not None and title.text == "Settings"
    view.draw_frame(view.filling_frame())
    assert grab(app).tobytes() == first.tobytes()  # the felt, panel and title, not the menu
    end = time.perf_counter() + 10
    while view.filling is not None and time.perf_counter() < end:
        assert app.frames_drawn == drawn + 1  # built unseen: the frame stays on the screen
        loop_frame(app)
    assert view.filling is None and view.builds == 1
    assert app.frames_drawn == drawn + 2  # the frame it ended in drew the complete scene
    assert ink_box(grab(app), title, colour) == box


def test_a_language_chosen_shows_the_frame_in_it_at_once_then_the_scene(app):
    """Clicking Hrvatski: the next frame is the frame in Croatian (nothing built yet), the
    complete scene follows, as one built at once in Croatian."""
    from test_scene_fill import built_at_once, fill, grab

    app.services.scheduler.fills_in = True
    view = app.nav.scene("settings")
    app.nav.show_view(view)
    fill(view)
    builds = view.builds
    press(app, view.options["language"]["hr"])
    assert app.services.settings.language == "hr" and view.filling is not None
    view.on_update(1 / 60)
    view.on_draw()
    assert view.frame_shown and view.builds == builds
    assert view.filling_frame().texts[0].text == "Postavke"
    fill(view)
    assert view.builds == builds + 1 and view.back_button.text == "Natrag"
    assert grab(app).tobytes() == built_at_once(app, "settings").tobytes()


@pytest.mark.parametrize("size", [*FRAME_SIZES, (1280, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_panel_is_drawn_on_the_first_frame_where_the_scene_has_it(app, size):
    """Issue 14: the dark panel is part of the scene's frame, placed from the window size
    and the rows measured in the language (:func:`~game.ui.views.settings.panel_box`): a
    scene opened before its widgets are built shows it on its first frame (with the
    title, not the title alone on the felt), at the pixels the complete scene has it (its
    edges identical, its colour that of a widget panel), and every widget lies inside it;
    a player touching nothing sees the panel stay where it is."""
    from test_scene_fill import fill, grab
    from test_scenes import panel_edges

    from game.i18n import set_language
    from game.ui import palette
    from game.ui.navigator import open_scene
    from game.ui.views.common import panel_on_felt
    from game.ui.views.settings import panel_box

    resize(app, *size)
    pixels = size[0] <= 1280  # (the headless window's pictures end there: 1920x1080 is
    # read as black above its lowest rows; the places are checked at every size)
    try:
        for lang in ("en", "hr", "ru"):
            app.services.settings.language = set_language(lang)
            box = panel_box(*size)  # (sized from the rows measured in the language)
            left, bottom, right, top = box.left, box.bottom, box.right, box.top
            assert 0 <= left and right <= size[0] and 0 <= bottom and top <= size[1]
            if size == (1280, 800):
                assert top < size[1]  # a margin of felt above the panel
            app.nav.show_view(arcade.View())
            app.services.scheduler.fills_in = True
            open_scene(app.nav, "settings")
            view = app.current_view
            builds = view.builds
            assert view.filling is not None, lang  # (kept: built again for the language)
            view.on_update(1 / 60)
            view.on_draw()
            first = grab(app)
            assert view.builds == builds and view.frame_shown, lang
            fill(view)
            complete = grab(app)
            rect = view.panel.rect
            assert (rect.left, rect.bottom, rect.right, rect.top) == (left, bottom, right, top)
            if pixels:
                middle = (round((left + right) / 2), round(size[1] - (bottom + top) / 2))
                assert first.getpixel(middle)[:3] == panel_on_felt() != palette.FELT, lang
                outside = (round(left) - 2, round(size[1] / 2))
                spot = (*outside, outside[0] + 1, outside[1] + 1)
                assert felt_only(app, first.convert("RGB"), spot, woven=False), lang  # felt around
                assert panel_edges(first, (left, bottom, right, top)) == \
                    panel_edges(complete, (left, bottom, right, top)), lang
                corner = (round(left) + 3, round(size[1] - top) + 3)  # in the panel's pad
                assert first.getpixel(corner)[:3] == complete.getpixel(corner)[:3] \
                    == panel_on_felt(), lang
            widgets = [w for w in view.ui.walk_widgets()
                       if w.rect.width and w is not view.panel and w.rect.width < size[0]]
            assert len(widgets) > 40
            for widget in widgets:
                r = widget.rect
                assert left <= r.left and r.right <= right, (lang, widget)
                assert bottom <= r.bottom and r.top <= top, (lang, widget)
    finally:
        set_language("en")


def test_the_deck_is_chosen_in_the_cards_section_and_restyles_the_table(app):
    """Settings -> Cards: Classic (the default) and Standard by their names; a choice
    applies to the open table's cards at once and is saved."""
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    assert app.services.settings.card_style == "classic" and table.cards.textures.face_style.classic
    view = open_settings(app, "cards")
    names = {value: button.text for value, button in view.options["card_style"].items()}
    assert names == {"classic": "Classic", "standard": "Standard"}
    sprites = table.cards.sprites
    before = {card: sprite.texture for card, sprite in sprites.items() if sprite.face_up}
    press(app, view.options["card_style"]["standard"])
    assert app.services.settings.card_style == "standard" == load_settings().card_style
    assert not table.cards.textures.face_style.classic
    after = {card: sprite.texture for card, sprite in sprites.items() if sprite.face_up}
    assert all(after[card] is not before[card] for card in before)
    assert all(after[card] is table.cards.textures.face(card) for card in after)


def test_a_table_suggests_its_back_and_any_other_may_be_chosen(app):
    from game.ui.theme import THEMES

    view = open_settings(app, "cards")
    assert len({theme.back for theme in THEMES.values()}) == len(THEMES)  # one each
    for name, theme in THEMES.items():
        press(app, view.options["table_theme"][name])
        assert app.services.settings.card_back == theme.back
        suggested = view.notes["suggested_back"].text
        assert suggested.startswith("This table suggests the back") and (
            suggested.split(": ")[1] in view.notes["card_back"].text)
    press(app, view.options["card_back"]["purple"])
    assert app.services.settings.card_back == "purple" == load_settings().card_back
    assert view.notes["card_back"].text == "Selected: Purple"
    assert (app.services.settings.table_theme == "dark"
            and "Red" in view.notes["suggested_back"].text)
