"""New Game's frame (issue 14): its panel and title are placed from the window size alone.

They are drawn by the scene (:meth:`NewGameView.scene_frame`), alone when the scene opens
before its widgets are built, then under and over the complete scene; the rows have fixed
heights, so what they show (the game chosen, a message about a malformed code, the
language) never changes the panel nor moves the title.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import click, fire, resize
from test_settings_scene import rows_top

from game.i18n import set_language
from game.ui.views.basics import scale_for
from game.ui.views.new_game import Metrics, NewGameView, panel_box

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


def same_rect(a, b):
    return max(abs(a.left - b.left), abs(a.right - b.right), abs(a.bottom - b.bottom),
               abs(a.top - b.top)) <= 0.5


def fits(view, size):
    """The rows fill the frame's panel exactly (within the pads), and every widget is
    inside it."""
    area = view.frame_for(*size).panels[0][0]
    assert same_rect(view.panel.rect, area), (view.panel.rect, area)

    def inside(widget):
        rect = widget.rect
        if rect.width > 1 and widget.visible:
            assert area.left <= rect.left and rect.right <= area.right, widget
            assert area.bottom <= rect.bottom and rect.top <= area.top, widget
        for child in widget.children:
            inside(child)

    inside(view.panel)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_panel_and_title_stay_put_whatever_the_rows_show(app, lang):
    """The same title pixels and the same panel with Easy Harp, with Eight Off (a row of
    cell buttons) and with a message about a malformed code (two lines, in the room of the
    note under the field)."""
    app.services.settings.language = set_language(lang)
    view = NewGameView(app.services)
    app.nav.show_view(view)
    _picture, first = title_ink(app, view)
    assert first is not None
    fits(view, app.get_size())
    press(app, view.game_buttons["eight-off"])
    assert view.cell_buttons
    assert title_ink(app, view)[1] == first
    fits(view, app.get_size())
    press(app, view.code_input)
    fire(app, "on_text", "EO1-C8-ABCDEFGHIJKLMNOPQRSTUVWXYZ")  # a message of two lines
    press(app, view.play_button)
    assert view.message
    assert title_ink(app, view)[1] == first
    fits(view, app.get_size())


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_every_malformed_code_message_fits_the_panel(app, lang, size):
    """The longest messages (a code's parts are cut at 24 characters) fit the two lines
    under the code field, in every language and size (a longer one is set smaller)."""
    resize(app, *size)
    app.services.settings.language = set_language(lang)
    view = NewGameView(app.services)
    app.nav.show_view(view)
    m = Metrics(scale_for(*size))
    for text in ("EH1-N-ABCDEFGHIJKLMNOPQRSTUVWXYZ", "12345678901234567890",
                 "ab cd ef gh ij kl mn op qr st", "EO1-Q9-AAAAAAA", "EO1-C3-AAAAAAA"):
        view.code_input.text = text
        view.play_code()
        assert view.message
        label = next(w for w in view.ui.walk_widgets()
                     if getattr(w, "text", None) == view.message)
        assert label._label.content_height <= m.note_h, text
        fits(view, size)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_title_sits_in_the_panel_above_the_rows_in_every_language(app, size):
    resize(app, *size)
    s = scale_for(*size)
    placed = set()
    for lang in ("en", "hr", "ru"):
        app.services.settings.language = set_language(lang)
        view = NewGameView(app.services)
        app.nav.show_view(view)
        title = view.frame_for(*size).texts[0]
        panel = view.panel.rect
        assert same_rect(panel, panel_box(*size)), lang
        assert panel.bottom >= 0 and panel.top <= size[1]
        assert panel.left >= 0 and panel.right <= size[0]
        assert title.top == panel.top - Metrics(s).pad
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


def test_a_malformed_code_message_comes_and_goes_in_place(app):
    """Play with a malformed code: the message takes the note's place under the field
    without the scene being built again (the field, the buttons and the caret stay: no
    frame builds the whole scene); the first key typed puts the note back the same way.
    Each picture is the one a scene built at once for that state shows."""
    view = NewGameView(app.services)
    app.nav.show_view(view)
    field, builds = view.code_input, view.builds
    field.text = "EH1-Q-AAAAAAA"
    view.play_code()
    assert view.message and view.builds == builds and view.code_input is field
    assert field.active and view.code_note is None
    assert view.built_key == view.current_key(*view.scene_size)  # shown as it is
    view.on_draw()
    with_message = grab(app)
    view.relayout()  # the same state built at once (its field typed in: the caret)
    view.code_input.activate()
    view.on_draw()
    assert grab(app).tobytes() == with_message.tobytes()
    field = view.code_input
    field.activate()
    builds = view.builds
    fire(app, "on_text", "1")
    assert not view.message and view.builds == builds and view.code_input is field
    assert field.active and view.code_note is not None
    view.on_draw()
    corrected = grab(app)
    view.relayout()
    view.code_input.activate()
    view.on_draw()
    assert grab(app).tobytes() == corrected.tobytes()


def test_the_panel_has_the_colour_of_a_widget_panel_and_its_labels_blend_over_it(
        app, monkeypatch):
    """New Game's panel, filled by its frame, has the colour the translucent widget panel
    had on the felt (:func:`game.ui.views.common.panel_on_felt`), on the first frame and
    with the widgets (the same panel colour as Settings' and the Rules'); and the labels
    look as they did over that widget panel: the scene without a frame (the translucent
    widget panel of before) shows the same label pixels."""
    from test_scene_fill import fill, open_filling

    from game.i18n import _
    from game.ui.views.common import panel_on_felt

    view = open_filling(app, "new-game")
    area = panel_box(*app.get_size())
    corner = (round(area.left) + 4, round(app.height - area.top) + 4)  # in the padding
    assert grab(app).getpixel(corner)[:3] == panel_on_felt()
    fill(view)
    complete = grab(app)
    assert complete.getpixel(corner)[:3] == panel_on_felt()
    label = next(w for w in view.ui.walk_widgets() if getattr(w, "text", "") == _("New deals"))
    box = (round(label.rect.left), round(app.height - label.rect.top),
           round(label.rect.right), round(app.height - label.rect.bottom))
    monkeypatch.setattr(NewGameView, "scene_frame", lambda self, width, height: None)
    view.relayout()
    view.on_draw()
    before = grab(app)
    assert complete.crop(box).tobytes() == before.crop(box).tobytes()
    assert complete.crop(box).getcolors(1) is None  # (the label is in the box)


@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_deal_of_the_day_and_same_deal_lines_stay_in_the_panel(app, lang, size):
    """With a game in progress, under the deal buttons: the deal of the day and the Same
    deal's code, each on its line (a long one wraps), inside the panel in every language
    at 800x600 (the two on one line ran past the panel's edges there)."""
    from game.engine.deal import parse_code
    from game.ui.views.new_game import line_height

    resize(app, *size)
    app.services.settings.language = set_language(lang)
    app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    view = NewGameView(app.services)
    app.nav.show_view(view)
    assert view.same_deal_matches() and "\n" in view.info
    label = next(w for w in view.ui.walk_widgets() if getattr(w, "text", None) == view.info)
    m = Metrics(scale_for(*size))
    text = label._label
    assert text.content_width <= m.form_w and text.content_height <= m.info_h
    assert round(text.font_size) == m.small  # not shrunk: two lines are room enough
    area = panel_box(*size)
    r = label.rect
    assert area.left + m.pad - 1 <= r.left and r.right <= area.right - m.pad + 1
    assert area.bottom <= r.bottom and r.top <= area.top
    assert text.content_height >= 2 * line_height(m.small) - 2  # both lines shown


@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_game_has_its_one_line_summary_under_its_choices(app, lang, size):
    """Each registered game (the hidden ones too) shows its summary of cards and piles
    under the game buttons (a game with a choice of cells: under the cell buttons), in
    the language chosen, whole and inside the panel."""
    from game.engine.variants import REGISTRY
    from game.i18n import _
    from game.ui.gui import gui

    resize(app, *size)
    app.services.settings.language = set_language(lang)
    view = NewGameView(app.services)
    app.nav.show_view(view)
    for name, rules in REGISTRY.items():
        assert rules.summary, name
        if lang != "en":
            assert _(rules.summary) != rules.summary, (name, lang)  # translated
        view.choose_game(name)
        view.relayout()
        labels = [w for w in view.ui.walk_widgets() if isinstance(w, gui.UILabel)
                  and w.text.replace("\n", " ") == _(rules.summary)]
        assert len(labels) == 1, (name, lang)
        label = labels[0]
        fits(view, size)
        above = (view.cell_buttons or view.game_buttons).values()
        assert label.rect.top <= min(b.rect.bottom for b in above), name
        assert label._label.content_width <= label.rect.width + 1, name  # whole
