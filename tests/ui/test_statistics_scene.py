"""The Statistics scene's layout: the note under the numbers stays inside the panel."""

from __future__ import annotations

import pytest
from conftest import resize

from game.i18n import _, set_language
from game.ui.navigator import open_scene
from game.ui.views.statistics import StatisticsView


@pytest.mark.parametrize("size", [(800, 600), (1280, 600), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_the_won_only_note_lies_inside_the_panel_under_the_numbers(app, lang, size):
    """The note "Best score, fewest moves and fastest win count won games only." wraps to
    two or three lines in the smallest window (three in Russian at 800x600); its box,
    descenders included, lies inside the panel with at least 4 px to its bottom and
    sides, and under the last row of numbers (centred on one height it reached past the
    panel's bottom edge in Russian)."""
    set_language(lang)
    resize(app, *size)
    try:
        open_scene(app.nav, "statistics")
        view = app.current_view
        assert isinstance(view, StatisticsView)
        view.on_draw()
        while view.filling is not None:
            view.on_update(1 / 60)
            view.on_draw()
        note = view._texts["won-only"]
        left, bottom, right, top = view._panel
        assert note.bottom - bottom >= 4, (note.bottom, bottom)
        assert note.left - left >= 4 and right - note.right >= 4
        assert note.top == note.bottom + note.content_height
        assert note.top <= min(text.bottom for text in view.label_texts.values())
        assert note.top <= min(text.bottom for text in view.value_texts.values())
        if size == (800, 600) and lang == "ru":
            assert note.content_height > 2.5 * note.font_size  # (several lines: the case)
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_the_chart_says_what_a_bar_measures(app, lang, size):
    """A line under the chart's heading says a bar is one deal, tall when won and short
    when not finished; it lies right of the numbers, under the heading and above the bars,
    inside the panel, in the player's language."""
    set_language(lang)
    resize(app, *size)
    try:
        open_scene(app.nav, "statistics")
        view = app.current_view
        view.on_draw()
        while view.filling is not None:
            view.on_update(1 / 60)
            view.on_draw()
        axis, heading = view._texts["axis"], view._texts["chart"]
        cl, cb, cr, ct = view._chart
        left, bottom, right, top = view._panel
        assert axis.text == _("One bar per deal: a tall bar is a won deal, a short bar one "
                              "not finished.")
        assert lang == "en" or "deal" not in axis.text
        assert axis.top <= heading.bottom and axis.bottom >= ct
        assert cl <= axis.left and axis.left + axis.content_width <= cr + 1 <= right
        assert ct > cb + 40 and axis.font_size >= 10
    finally:
        set_language("en")
