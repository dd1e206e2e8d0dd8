"""Text fields (game.ui.gui.TextField): paste, select all, cursor keys, centred text; Ctrl+Q.

The headless window has no clipboard, so the tests give the app window a small one of
its own (the field reaches it through the window exactly as on a desktop).
"""

from __future__ import annotations

import arcade
import pytest
from conftest import click, fire, key
from pyglet.window import key as pyglet_key

from game.ui.views.new_game import NewGameView


@pytest.fixture
def clipboard(app, monkeypatch):
    box = {"text": ""}
    monkeypatch.setattr(app, "get_clipboard_text", lambda: box["text"], raising=False)
    monkeypatch.setattr(app, "set_clipboard_text",
                        lambda text: box.__setitem__("text", text), raising=False)
    return box


def open_field(app):
    view = NewGameView(app.services)
    app.nav.show_view(view)
    field = view.code_input
    click(app, field.rect.center_x, field.rect.center_y)
    assert field.active
    return view, field


@pytest.mark.parametrize(("symbol", "modifiers"), [
    (arcade.key.V, arcade.key.MOD_CTRL),
    (arcade.key.V, arcade.key.MOD_COMMAND),
    (arcade.key.INSERT, arcade.key.MOD_SHIFT),
])
def test_paste_a_deal_code_and_play_it(app, clipboard, symbol, modifiers):
    clipboard["text"] = "EO1-C8-AAAAAFA\n"
    view, field = open_field(app)
    key(app, symbol, modifiers)
    # pyglet on X11 also reports Ctrl+V as a "paste" text motion: it must not paste twice
    fire(app, "on_text_motion", pyglet_key.MOTION_PASTE)
    assert field.text == "EO1-C8-AAAAAFA"
    assert view.code_text == "EO1-C8-AAAAAFA"
    key(app, arcade.key.ENTER)
    assert (app.services.playing.table is not None
            and app.services.playing.table.game.code == "EO1-C8-AAAAAFA")


def test_select_all_then_type_or_paste_replaces(app, clipboard):
    view, field = open_field(app)
    fire(app, "on_text", "hello")
    key(app, arcade.key.A, arcade.key.MOD_CTRL)
    fire(app, "on_text", "130")
    assert field.text == "130"
    key(app, arcade.key.A, arcade.key.MOD_CTRL)
    clipboard["text"] = "EH1-N-AAAAAAF"
    key(app, arcade.key.V, arcade.key.MOD_CTRL)
    assert field.text == "EH1-N-AAAAAAF"
    key(app, arcade.key.A, arcade.key.MOD_CTRL)
    key(app, arcade.key.C, arcade.key.MOD_CTRL)
    assert clipboard["text"] == "EH1-N-AAAAAAF"


def test_cursor_keys_move_inside_the_text(app, clipboard):
    view, field = open_field(app)
    fire(app, "on_text", "13")
    fire(app, "on_text_motion", pyglet_key.MOTION_LEFT)
    fire(app, "on_text", "0")
    assert field.text == "103"
    fire(app, "on_text_motion", pyglet_key.MOTION_RIGHT)
    fire(app, "on_text", "9")
    assert field.text == "1039"
    fire(app, "on_text_motion", pyglet_key.MOTION_LEFT)
    fire(app, "on_text_motion", pyglet_key.MOTION_BACKSPACE)
    assert field.text == "109"


def test_text_is_vertically_centred_with_padding(app, clipboard):
    view, field = open_field(app)
    fire(app, "on_text", "EO1")
    field.deactivate()
    app.switch_to()
    view.on_draw()
    r = field.rect
    ratio = app.get_pixel_ratio()
    image = arcade.get_image(round(r.left * ratio), round(r.bottom * ratio),
                             round(r.width * ratio), round(r.height * ratio)).convert("L")
    w, h = image.size
    px = image.load()
    border = 4
    ink = [(x, y) for y in range(border, h - border) for x in range(border, w - border)
           if px[x, y] > 150]
    assert ink, "no text drawn in the field"
    top = min(y for _, y in ink)
    bottom = max(y for _, y in ink)
    middle = (top + bottom) / 2
    assert abs(middle - h / 2) < h * 0.15  # centred, not stuck to the top
    assert min(x for x, _ in ink) >= 6 * ratio  # left padding


def test_ctrl_q_quits_and_keeps_the_game(app, monkeypatch):
    from game.engine.deal import parse_code
    from game.storage.session import SessionStore

    closed = []
    monkeypatch.setattr(app, "close", lambda: closed.append(True))
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.play(table.game.parse("1>c5"))
    key(app, arcade.key.Q, arcade.key.MOD_CTRL)
    assert closed == [True]
    app.services.playing.flush()  # the journal writer has written it
    saved = SessionStore().load()
    assert saved is not None and list(saved.game.log) == ["1>c5"]
