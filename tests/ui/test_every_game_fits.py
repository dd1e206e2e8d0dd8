"""Every registered game, hidden ones too, fits every scene that lists games (New Game,
History, Statistics, Rules) at 800x600 in English, Croatian and Russian: a game is its
variant file plus its texts, and the scenes size themselves from what they show.

The test-only switch is :func:`every_game_shown`: it empties the registry's hidden set, so
the scenes list FreeCell and Baker's Game beside Easy Harp and Eight Off.
"""

from __future__ import annotations

import pytest
from conftest import resize, step
from test_i18n_fit import finished_deals, overflows

import game.engine.variants as variants
from game.engine.variants import REGISTRY, shown
from game.i18n import set_language
from game.storage.history import GameRecord
from game.ui.navigator import open_scene

LANGS = ["en", "hr", "ru"]
SIZE = (800, 600)


@pytest.fixture
def every_game_shown(monkeypatch):
    """The test-only switch: every registered game is listed, as if none were hidden."""
    monkeypatch.setattr(variants, "HIDDEN", frozenset())
    assert [v.name for v in shown()] == list(REGISTRY)
    assert len(REGISTRY) >= 4 and "bakers-game" in REGISTRY
    yield
    set_language("en")


def records_of_every_game() -> list[GameRecord]:
    out = finished_deals()
    for i, variant in enumerate(v for v in REGISTRY.values() if not v.cell_choices):
        for result in ("won", "not finished"):
            out.append(GameRecord(
                code=f"{variant.prefix}-N-AACWWW{'WX'[i % 2]}", variant=variant.name,
                cells=None, deal=1, result=result, score=520, moves=751, duration=3599.0,
                started="2026-11-29T23:05:00+01:00", ended="2026-11-30T00:04:59+01:00",
                log=()))
    return out


def settle(app):
    view = app.current_view
    view.on_resize(*SIZE)
    step(app, 0.1)
    if getattr(view, "filling", None) is not None:
        view.finish_filling()
    view.on_draw()
    return view


@pytest.mark.parametrize("lang", LANGS)
def test_new_game_lists_and_fits_every_game(app, every_game_shown, lang):
    set_language(lang)
    resize(app, *SIZE)
    for variant in REGISTRY.values():
        app.services.settings.last_game = variant.name
        open_scene(app.nav, "new-game")
        view = settle(app)
        view.choose_game(variant.name)
        view = settle(app)
        assert set(view.game_buttons) == set(REGISTRY), view.game_buttons
        assert overflows(view, *SIZE) == [], variant.name


@pytest.mark.parametrize("lang", LANGS)
def test_history_and_statistics_list_and_fit_every_game(app, every_game_shown, lang):
    set_language(lang)
    resize(app, *SIZE)
    app.services.records.history.record_many(records_of_every_game())
    open_scene(app.nav, "history")
    view = settle(app)
    from game.ui.views.history_filters import game_filters

    assert {value for value, _label in game_filters()} == {None, *REGISTRY}
    assert overflows(view, *SIZE) == []
    for variant in REGISTRY.values():
        view.set_game(variant.name)
        view = settle(app)
        assert overflows(view, *SIZE) == [], variant.name
    open_scene(app.nav, "statistics")
    view = settle(app)
    from game.ui.views.statistics import tabs

    assert {variant for variant, _cells in tabs()} == set(REGISTRY)
    assert overflows(view, *SIZE) == []


@pytest.mark.parametrize("lang", LANGS)
def test_rules_have_a_page_for_every_game_and_fit(app, every_game_shown, lang):
    from game.ui.views.rules import RulesView, pages

    set_language(lang)
    resize(app, *SIZE)
    assert set(pages()) == {*REGISTRY, "faq"}
    for page in pages():
        view = RulesView(app.services, page=page)
        app.nav.show_view(view)
        view = settle(app)
        assert set(view.tabs) == {*REGISTRY, "examples", "faq"}
        assert len(view.text.doc.text) > 300
        assert overflows(view, *SIZE) == [], page


@pytest.mark.parametrize("lang", LANGS)
def test_statistics_tabs_of_every_game_fit_and_grow_with_the_text_size(app, every_game_shown,
                                                                       lang):
    """Every game's tabs in one row at 800x600: each as wide as its label needs while the
    row has room, all narrowed alike when it has not; never below 10 pt, and at 150 %
    never smaller than at 125 %."""
    from test_i18n_fit import statistics_tab_sizes

    from game.ui.fonts import SMALLEST_TEXT

    at = {}
    for text_size in (100, 125, 150):
        at[text_size] = statistics_tab_sizes(app, lang, SIZE, text_size)
        app.hide_view()
    assert len(at[100]) == sum(1 + len(v.cell_choices) for v in REGISTRY.values())
    assert min(at[100].values()) >= SMALLEST_TEXT
    assert all(at[150][key] >= at[125][key] >= at[100][key] for key in at[100]), at
