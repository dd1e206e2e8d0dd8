"""New Game's panel is sized from its texts measured in the current language, before the
widgets are built: every registered game and a fifth with a long name fit at 800x600 in
English, Croatian and Russian, and a longer button label makes the panel grow (up to the
window) instead of overflowing.
"""

from __future__ import annotations

import copy

import pytest
from conftest import resize
from test_i18n_fit import overflows

import game.engine.variants as variants
import game.ui.views.new_game as new_game
from game.engine.variants import REGISTRY
from game.i18n import set_language
from game.ui.navigator import open_scene

LANGS = ["en", "hr", "ru"]
SMALLEST = (800, 600)


@pytest.fixture
def english_after():
    yield
    set_language("en")


def open_built(app, name, **state):
    open_scene(app.nav, name)
    view = app.current_view
    for attribute, value in state.items():
        setattr(view, attribute, value)
    view.relayout(*app.get_size())
    view.on_draw()
    return view


@pytest.fixture
def five_games(monkeypatch):
    """Every registered game shown (the test-only switch: no hidden games), and a fifth
    with a long name."""
    long = copy.copy(REGISTRY["bakers-game"])
    long.name, long.title = "long-game", "Baker's Game with Reserves and Cells"
    monkeypatch.setattr(variants, "HIDDEN", frozenset())
    monkeypatch.setitem(variants.REGISTRY, "long-game", long)
    yield list(variants.REGISTRY)
    set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_new_game_fits_every_registered_game_and_a_fifth(app, five_games, lang):
    resize(app, *SMALLEST)
    set_language(lang)
    view = open_built(app, "new-game")
    assert list(view.game_buttons) == five_games
    assert overflows(view, *SMALLEST) == [], overflows(view, *SMALLEST)
    assert view.panel.rect.bottom >= 0 and view.panel.rect.top <= SMALLEST[1]


@pytest.mark.parametrize("lang", LANGS)
def test_new_game_widens_for_a_longer_deal_label(app, english_after, lang, monkeypatch):
    """The deal buttons are as wide as their widest label: a longer one widens the panel
    (within the window) and every label fits its button."""
    resize(app, *SMALLEST)
    set_language(lang)
    before = new_game.panel_box(*SMALLEST).width
    labels = new_game.deal_labels()
    monkeypatch.setattr(new_game, "deal_labels",
                        lambda: [*labels[:2], labels[2] + " " + labels[2]])
    assert new_game.panel_box(*SMALLEST).width > before
    view = open_built(app, "new-game")
    assert overflows(view, *SMALLEST) == [], overflows(view, *SMALLEST)
    assert view.panel.rect.left >= 0 and view.panel.rect.right <= SMALLEST[0]
