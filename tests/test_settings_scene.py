"""The Settings scene: every choice applies at once, is saved at once, and reaches the table."""

from __future__ import annotations

import arcade
import pytest
from conftest import click, key, resize

from game.engine.deal import parse_code
from game.storage.settings import ANIMATION_SPEEDS, load_settings
from game.ui.cards_art import BACK_STYLES
from game.ui.views.menu import MenuView
from game.ui.views.settings import SettingsView


def press(app, widget):
    click(app, widget.rect.center_x, widget.rect.center_y)


def open_settings(app):
    view = SettingsView(app)
    app.show_view(view)
    return view


@pytest.mark.parametrize("field", ["interactive_rules", "double_click", "start_fullscreen"])
def test_on_off_settings_change_and_are_saved(app, field):
    view = open_settings(app)
    assert getattr(app.settings, field) is True
    press(app, view.options[field][False])
    assert getattr(app.settings, field) is False
    assert getattr(load_settings(), field) is False
    press(app, view.options[field][True])
    assert getattr(app.settings, field) is True
    assert getattr(load_settings(), field) is True


@pytest.mark.parametrize("speed", ANIMATION_SPEEDS)
def test_animation_speed(app, speed):
    view = open_settings(app)
    press(app, view.options["animation_speed"][speed])
    assert app.settings.animation_speed == speed
    assert load_settings().animation_speed == speed


def test_the_chosen_option_is_marked(app):
    view = open_settings(app)
    press(app, view.options["animation_speed"]["fast"])
    fast = view.options["animation_speed"]["fast"].style["normal"].bg
    normal = view.options["animation_speed"]["normal"].style["normal"].bg
    assert fast != normal


@pytest.mark.parametrize("style", BACK_STYLES)
def test_card_back_applies_to_the_open_table_at_once(app, style):
    table = app.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    view = open_settings(app)
    press(app, view.options["card_back"][style])
    assert app.settings.card_back == style
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
    view = open_settings(app)
    press(app, view.options["card_back"]["purple"])
    assert app.settings.card_back == "purple" and load_settings().card_back == "purple"
    table = app.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    assert table.cards.textures.back_style == "purple"


def test_language_choice_is_saved(app):
    view = open_settings(app)
    press(app, view.options["language"]["en"])
    assert app.settings.language == "en" and load_settings().language == "en"


def test_interactive_rules_off_silences_the_table(app):
    view = open_settings(app)
    press(app, view.options["interactive_rules"][False])
    table = app.start(parse_code("EH1-N-AAAAAAL"), animate=False)
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
    assert app.settings.double_click is False and load_settings().double_click is False
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
    press(app, view.options["card_back"]["green"])
    press(app, view.options["start_fullscreen"][False])
    loaded = load_settings()
    assert (loaded.animation_speed, loaded.card_back, loaded.start_fullscreen) == (
        "off", "green", False)


@pytest.mark.parametrize("field", ["four_colour", "large_index"])
def test_face_style_applies_to_the_open_table_and_the_preview(app, field):
    table = app.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    view = open_settings(app)
    sprites = table.cards.sprites
    before = {card: sprite.texture for card, sprite in sprites.items() if sprite.face_up}
    press(app, view.options[field][True])
    assert getattr(app.settings, field) is True and getattr(load_settings(), field) is True
    assert getattr(table.cards.textures.face_style, field) is True
    after = {card: sprite.texture for card, sprite in sprites.items() if sprite.face_up}
    assert before.keys() == after.keys()
    assert all(after[card] is not before[card] for card in before)
    assert all(after[card] is table.cards.textures.face(card) for card in after)
    # the preview shows the new style
    keys = [k for k in view._back_textures if k[0] == "face"]
    assert any(k[3] == app.face_style().key for k in keys)
    key(app, arcade.key.ESCAPE)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is table
    table.on_draw()


def test_sound_switch_and_volume_from_the_keyboard(app):
    view = open_settings(app)
    press(app, view.options["sound"][False])
    assert app.settings.sound is False and load_settings().sound is False
    view.focus = view.focus_items.index(view.volume_slider)
    start = app.settings.volume
    key(app, arcade.key.LEFT)
    assert app.settings.volume == start - 10
    assert load_settings().volume == start - 10
    key(app, arcade.key.RIGHT)
    key(app, arcade.key.RIGHT)
    assert app.settings.volume == start + 10


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_every_choice_shows_its_label_at_full_size_with_room_around_it(app, lang, size):
    """Buttons are as wide as their row's longest label needs: Croatian "Isključeno" and
    Russian "Выигрышность" used to shrink or touch their buttons' edges."""
    from game.i18n import set_language
    from game.ui.views.basics import font_size, scale_for

    app.settings.language = lang
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
