"""Scenes lay their texts out fewer times, with the same results (issue 14: first opens).

* :func:`game.ui.fonts.text_width` reads glyph advances instead of making a text layout:
  the same widths as ``arcade.Text(...).content_width``, in all three languages;
* :func:`game.ui.views.settings_layout.text_size` measures a one-line label from the font
  (its advances and :func:`game.ui.fonts.line_height`): the size ``arcade.Text`` lays out;
* :func:`game.ui.patches.fit_label_once` (installed for every ``UILabel``) fits a label's
  layout into its content area with one relayout, to the same size and place as arcade;
* :func:`game.ui.views.common.make_button` gives the label its style's font before its
  text: the same button as arcade's way, without laying the text out in a font never shown.
"""

from __future__ import annotations

import re
from pathlib import Path

import arcade
import pyglet.text.layout.base as layout_base
import pytest

from game.ui import patches
from game.ui.fonts import text_width
from game.ui.gui import gui
from game.ui.patches import fit_label_once
from game.ui.theme import FONT
from game.ui.views.common import make_button, scene_button_style

LOCALES = Path(__file__).resolve().parents[2] / "resources" / "locale"


def catalogue_texts(code: str) -> list[str]:
    """Every one-line translation in a language's catalogues (msgstr, first line)."""
    texts = set()
    for po in (LOCALES / code / "LC_MESSAGES").glob("*.po"):
        for match in re.finditer(r'^msgstr "(.+)"$', po.read_text(encoding="utf-8"), re.M):
            texts.add(match.group(1).split("\\n")[0].replace('\\"', '"'))
    return sorted(texts)


@pytest.mark.parametrize("code", ["hr", "ru"])
def test_text_width_is_the_layouts_width(app, code):
    texts = catalogue_texts(code)
    assert len(texts) > 100
    texts += ["Easy Harp", "1\u00a0220", "7♥ K♠ 10♦", "a\nb", "", "  ", "Tab\there"]
    for i, text in enumerate(texts[::3]):
        size, bold = (9, 12, 16, 30)[i % 4], bool(i % 2)
        laid_out = arcade.Text(text, 0, 0, font_name=FONT, font_size=size, bold=bold)
        assert text_width.__wrapped__(text, size, bold) == laid_out.content_width, (text, size)


@pytest.mark.parametrize("code", ["en", "hr", "ru"])
def test_a_one_line_labels_size_is_the_layouts_size(app, code):
    from game.ui.views.settings_layout import text_size

    texts = (catalogue_texts(code) if code != "en" else ["Settings", "Sound", "Wg|"]) + [
        "", " ", "Tab\there", "a\nb"]
    for i, text in enumerate(texts[::5]):
        size, bold = (9, 12, 17, 30)[i % 4], bool(i % 2)
        laid_out = arcade.Text(text, 0, 0, font_name=FONT, font_size=size, bold=bold)
        measured = text_size.__wrapped__(text, size, bold)
        assert measured == (laid_out.content_width, laid_out.content_height), (text, size)


def count_relayouts(monkeypatch) -> list[object]:
    """Record each pyglet text relayout that lays text out (an empty one costs nothing)."""
    done: list[object] = []
    original = layout_base.TextLayout._update

    def counted(self):
        if self._update_enabled and self._document.text:
            done.append(self)
        return original(self)

    monkeypatch.setattr(layout_base.TextLayout, "_update", counted)
    return done


def arcade_fit(label: gui.UILabel) -> tuple:
    """What arcade 3.3's own ``UILabel._update_label`` leaves: place and size, in pixels."""
    text = label._label
    return (text.position, text.width, text.height)


@pytest.mark.parametrize("multiline", [False, True])
def test_a_label_fits_its_rect_with_one_relayout(app, monkeypatch, multiline):
    assert gui.UILabel._update_label is fit_label_once
    label = gui.UILabel(text="Uključeno and more words", font_name=FONT, font_size=14,
                        width=300, multiline=multiline)
    label.with_padding(left=3, top=2)
    done = count_relayouts(monkeypatch)
    label.rect = arcade.LBWH(40.5, 20.25, 180.7, 64.9)
    assert done == [label._label.label]  # width and height in one relayout
    assert arcade_fit(label) == ((0, 0), int(label.content_width), int(label.content_height))
    done.clear()
    label.rect = label.rect.move(10, 10)  # moved, same size: no relayout at all
    assert done == []
    assert arcade_fit(label) == ((0, 0), 177, 62)


def test_the_label_ends_as_arcades_would(app, monkeypatch):
    with monkeypatch.context() as patch:  # a label made with arcade's own fit
        patch.setattr(gui.UILabel, "_update_label", patches.ARCADE_UPDATE_LABEL)
        theirs = gui.UILabel(text="Выигрышность", font_name=FONT, font_size=16)
    ours = gui.UILabel(text="Выигрышность", font_name=FONT, font_size=16)
    for rect in (arcade.LBWH(0, 0, 120.6, 30.2), arcade.LBWH(5, 5, 90, 20),
                 arcade.LBWH(5, 5, 90, 21)):
        ours.rect = rect
        theirs.rect = rect
        assert arcade_fit(ours) == arcade_fit(theirs)
        assert ours._label.content_width == theirs._label.content_width


@pytest.mark.parametrize("selected", [False, True])
def test_make_button_matches_arcades_button(app, monkeypatch, selected):
    text, size = "Četiri boje", 16
    theirs = gui.UIFlatButton(text=text, width=160, height=36,
                              style=scene_button_style(size, selected))
    done = count_relayouts(monkeypatch)
    ours = make_button(text, lambda: None, 160, 36, size, selected=selected)
    assert len(done) == 1  # its text laid out once, in its own font
    for button in (ours, theirs):  # laid out as in a scene
        ui = gui.UIManager()
        ui.add(button)
        ui.execute_layout()
    assert done.count(ours.ui_label._label.label) == 2  # and once for the size it was given
    for a, b in ((ours, theirs), (ours.ui_label, theirs.ui_label)):
        assert a.rect == b.rect
        assert a.size_hint_min == b.size_hint_min
    a, b = ours.ui_label._label, theirs.ui_label._label
    assert (a.text, a.font_name, a.font_size, a.color, a.bold) == \
        (b.text, b.font_name, b.font_size, b.color, b.bold)
    assert (a.content_width, a.content_height) == (b.content_width, b.content_height)
