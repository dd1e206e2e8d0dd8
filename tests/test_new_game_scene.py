"""New Game's frame (issue 14): its title is placed from the window size alone.

The title is drawn by the scene (:meth:`NewGameView.scene_frame`), first alone when the
scene opens before its widgets are built, then over the complete scene; the rows hang
below it, so what they show (the game chosen, a message about a malformed code) never
moves it.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import click, fire, resize
from test_settings_scene import rows_top

from game.i18n import set_language
from game.ui.views.basics import scale_for
from game.ui.views.new_game import NewGameView, panel_pad, panel_top

SIZES = [(800, 600), (1280, 800), (1920, 1080)]


def grab(app):
    return arcade.get_image(0, 0, *app.get_size())


def press(app, widget):
    click(app, widget.rect.center_x, widget.rect.center_y)


def title_ink(app, view):
    """The picture of ``view`` now and the box of its title's glyphs in it."""
    from test_scene_fill import ink_box

    view.on_draw()
    picture = grab(app)
    title = view.frame_for(*view.scene_size).texts[0]
    return picture, ink_box(picture, title, tuple(title.color)[:3])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_title_stays_put_whatever_the_rows_show(app, lang):
    """The same title pixels with Easy Harp, with Eight Off (a row of cell buttons) and
    with a message about a malformed code (the panel grows, at the bottom only)."""
    app.settings.language = set_language(lang)
    view = NewGameView(app)
    app.show_view(view)
    _picture, first = title_ink(app, view)
    assert first is not None
    top, bottom = view.panel.rect.top, view.panel.rect.bottom
    press(app, view.game_buttons["eight-off"])
    assert view.cell_buttons
    assert title_ink(app, view)[1] == first
    press(app, view.code_input)
    fire(app, "on_text", "EO1-C8-ABCDEFGHIJKLMNOPQRSTUVWXYZ")  # a message of two lines
    press(app, view.play_button)
    assert view.message
    assert view.panel.rect.top == top and view.panel.rect.bottom < bottom  # longer below
    assert title_ink(app, view)[1] == first


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_sits_in_the_panel_above_the_rows_in_every_language(app, size):
    resize(app, *size)
    s = scale_for(*size)
    placed = set()
    for lang in ("en", "hr", "ru"):
        app.settings.language = set_language(lang)
        view = NewGameView(app)
        app.show_view(view)
        title = view.frame_for(*size).texts[0]
        panel = view.panel.rect
        assert panel.top == panel_top(*size) and panel.bottom >= 0, lang
        assert panel.left >= 0 and panel.right <= size[0]
        assert title.top == panel.top - panel_pad(s)
        assert panel.left < title.left and title.right < panel.right
        assert title.bottom > rows_top(view), lang
        assert abs(title.x - size[0] / 2) <= 0.5
        placed.add((title.top, panel.top))
    assert len(placed) == 1


def test_new_game_opens_with_its_title_at_once(app):
    """Opened before its widgets are built: the first frame is the felt and the title
    alone, and the complete scene has the title at the same pixels."""
    from test_scene_fill import fill, ink_box, open_filling

    view = open_filling(app, "new-game")
    assert view.frame_shown and view.builds == 0
    first = grab(app)
    frame = view.filling_frame()
    view.draw_frame(frame)
    assert grab(app).tobytes() == first.tobytes()  # nothing but the frame
    title = frame.texts[0]
    box = ink_box(first, title, tuple(title.color)[:3])
    assert box is not None and title.text == "New game"
    fill(view)
    assert view.builds == 1
    assert title_ink(app, view)[1] == box
