"""Every theme's chrome is legible and the win panel is part of the theme: measured on the
rendered frames of each table theme, the text of the menu, a panel scene (Settings), the
status bar, the win panel and the Replay bar reaches WCAG AA (4.5:1) against what lies
under it; the win panel is a framed card (its frame in the theme's highlight, a soft
shadow on the felt under it, the title in a display weight over a score card)."""

from __future__ import annotations

import arcade
import pytest
from conftest import frame
from contrast import TEXT_AA, text_contrast
from test_replay import open_replay
from test_win_news import play_the_win
from won_lines import EO130_WON_LOG

from game.ui import looks, palette
from game.ui.felt import render_felt
from game.ui.theme import THEMES
from game.ui.views.settings import SettingsView

CODE = "EO1-C8-AAAAAFA"


def text_box(text: arcade.Text, picture, app) -> tuple[float, float, float, float]:
    """``text`` 's box (left, top, right, bottom) in ``picture`` 's pixels, a pixel round."""
    ratio = picture.width / app.width
    w, h = text.content_width, text.content_height
    left = {"left": text.x, "center": text.x - w / 2, "right": text.x - w}[text.anchor_x]
    bottom = {"bottom": text.y, "center": text.y - h / 2, "top": text.y - h,
              "baseline": text.y - h * 0.25}[text.anchor_y]
    top = bottom + h
    return ((left - 1) * ratio, (app.height - top - 1) * ratio,
            (left + w + 1) * ratio, (app.height - bottom + 1) * ratio)


def rect_box(rect, picture, app) -> tuple[float, float, float, float]:
    """A widget's ``rect`` (logical pixels) as a box in ``picture`` 's pixels."""
    ratio = picture.width / app.width
    return (rect.left * ratio, (app.height - rect.top) * ratio,
            rect.right * ratio, (app.height - rect.bottom) * ratio)


def lowest(app, picture, texts, widgets=()) -> float:
    """The lowest contrast of ``texts`` (``arcade.Text``, drawn in ``picture``) and of
    the labels of ``widgets`` (``arcade.gui`` widgets, measured over their rects) against
    their backgrounds."""
    ratios = [text_contrast(picture, text_box(t, picture, app), t.color) for t in texts
              if t.text.strip()]
    ratios += [text_contrast(picture, rect_box(w.rect, picture, app), w._label.color)
               for w in widgets]
    ratios = [r for r in ratios if r is not None]
    assert ratios, "no text measured"
    return min(ratios)


def drawn(app, view, frames=4):
    for _ in range(frames):
        view.on_update(1 / 60)
        view.on_draw()
    return frame(app)


@pytest.fixture(params=list(THEMES))
def theme(request, app):
    app.services.settings.table_theme = request.param
    looks.apply(app.services.settings)
    return THEMES[request.param]


def test_the_menu_reads(app, theme):
    app.nav.show_menu()
    menu = app.current_view
    picture = drawn(app, menu)
    texts = [*menu._texts.values(), *(b.text for b in menu.buttons.values() if b.enabled)]
    assert lowest(app, picture, texts) >= TEXT_AA


def test_a_panel_scene_reads(app, theme):
    view = SettingsView(app.services)
    app.nav.show_view(view)
    picture = drawn(app, view)
    labels = [w for w in view.ui.walk_widgets()
              if isinstance(getattr(w, "_label", None), arcade.Text)
              and w._label.text.strip() and w.rect.width > 0 and not getattr(w, "disabled", False)]
    assert len(labels) >= 10
    assert lowest(app, picture, [], labels) >= TEXT_AA


def test_the_status_bar_and_the_win_panel_read(app, theme):
    table = play_the_win(app)
    picture = drawn(app, table, frames=6)
    assert lowest(app, picture, list(table.status.texts.values())) >= TEXT_AA
    win = table.win
    texts = [win.banner, win.news, *(t for pair in win.card for t in pair),
             *(b.text for b in win.buttons)]
    assert lowest(app, picture, texts) >= TEXT_AA


def test_the_replay_bar_reads(app, theme):
    view = open_replay(app, CODE, EO130_WON_LOG[:20])
    picture = drawn(app, view)
    bar = view.bar
    texts = [*bar.texts.values(), *(b.text for b in bar.controls.values() if b.enabled)]
    assert lowest(app, picture, texts) >= TEXT_AA


def test_the_win_panel_is_a_framed_card_of_the_theme(app, theme):
    table = play_the_win(app)
    picture = drawn(app, table, frames=6)
    win = table.win
    ratio = picture.width / app.width
    r = win.rect

    def at(x, y):
        return picture.getpixel((round(x * ratio), round((app.height - y) * ratio)))

    middle = (r.left + r.right) / 2
    # the frame, in the theme's highlight, along the top edge
    def near(colour, target, most=40):
        return max(abs(a - b) for a, b in zip(colour, target, strict=True)) <= most

    for dx in (-40, 0, 40):
        column = [at(middle + dx, r.top + dy) for dy in range(-4, 4)]
        assert any(near(p, theme.highlight) for p in column), column
    # its buttons (and the status bar's), taken over from an earlier table, in this palette
    assert {b.style.bg for b in (*win.buttons, *table.status.buttons.values())} == {
        palette.BUTTON_BG}
    # a face of the theme's chrome inside it
    assert at(r.left + 12, (r.top + r.bottom) / 2) == palette.WIN_BG[:3]
    # a soft shadow: the felt under the panel's bottom edge is darker than elsewhere
    felt = render_felt(theme, *picture.size, max(1, round(3 * ratio)))
    below = (round(middle * ratio), round((app.height - r.bottom + win.shadow / 2) * ratio))
    assert sum(picture.getpixel(below)) < sum(felt.getpixel(below)) - 12
    # the title in a display weight, well above the rest; the score card under it
    assert win.banner.bold and win.banner.font_size >= 2 * win.news.font_size
    assert [label.text for label, _value in win.card] == ["Score", "Moves", "Time"]
    assert [value.text for _label, value in win.card][:2] == [str(table.game.score),
                                                            str(table.game.moves)]
    assert all(value.bold and value.font_size > label.font_size for label, value in win.card)
    assert win.banner.y > max(v.y for _l, v in win.card) > win.news.y > win.buttons[0].rect.top
