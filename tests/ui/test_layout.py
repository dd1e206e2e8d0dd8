"""Layout: every pile inside the window and apart from the others at any size; long columns
tighten their fan so the top card stays on screen; hit-testing finds the top-most card."""

from __future__ import annotations

import itertools

import pytest

from game.engine.cards import Card
from game.engine.deal import DealSpec
from game.engine.game import Game
from game.engine.table import COLUMN, FOUNDATION, Pile
from game.engine.variants import REGISTRY
from game.ui.input import ClickTracker, Hit, drop_target, hit_test
from game.ui.layout import compute_layout, overlap

SIZES = [
    (800, 600), (1024, 768), (1280, 800), (1920, 1080), (3840, 2160),
    (600, 1000), (800, 1280), (1080, 1920), (2560, 1080), (3440, 1440), (1000, 1000),
]
GAMES = [(v.name, n) for v in REGISTRY.values() for n in (v.cell_choices or (None,))]
"""Every game of the registry with each of its cell options (``None``: no choice)."""


@pytest.mark.parametrize(("variant", "cells"), GAMES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_piles_inside_window_and_not_overlapping(variant, cells, width, height):
    layout = compute_layout(variant, cells, width, height)
    rects = {pile: layout.card_rect(xy) for pile, xy in layout.origins.items()}
    for pile, (left, bottom, right, top) in rects.items():
        assert 0 <= left and right <= width, pile
        assert layout.hud_h <= bottom and top <= height, pile
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert overlap(ra, rb) == 0, (a, b)
    rules = REGISTRY[variant]
    assert sum(p.kind == FOUNDATION for p in rects) == len(rules.foundation_suits)
    usable = 0 if rules.has_stock else cells or rules.fixed_cells
    assert sum(p.kind == "cell" for p in rects) == usable
    assert sum(p.kind == COLUMN for p in rects) == rules.columns
    assert layout.card_h == pytest.approx(1.4 * layout.card_w)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_long_column_keeps_its_top_card_on_screen(width, height):
    game = Game(DealSpec("eight-off", 1, 8))
    layout = compute_layout("eight-off", 8, width, height)
    pos = game.position
    pos.columns[0] = [Card(r, s) for s in "SH" for r in range(13, 0, -1)][:26]
    x, y = layout.card_center(pos, Pile(COLUMN, 0), 25)
    assert y - layout.card_h / 2 >= layout.hud_h - 1e-6
    assert layout.card_center(pos, Pile(COLUMN, 0), 24)[1] > y  # still fanned downwards


def test_portrait_uses_two_top_rows_and_bigger_cards():
    wide = compute_layout("eight-off", 8, 800, 1280)
    assert wide.rows == 2
    assert compute_layout("eight-off", 8, 1920, 1080).rows == 1


def test_hit_test_finds_the_top_most_card_and_empty_slots():
    game = Game(DealSpec("easy-harp", 1))
    layout = compute_layout("easy-harp", 0, 1280, 800)
    pos = game.position
    x, y = layout.card_center(pos, Pile(COLUMN, 8), 8)
    assert hit_test(layout, pos, x, y) == Hit(Pile(COLUMN, 8), 8)
    x0, y0 = layout.card_center(pos, Pile(COLUMN, 8), 0)
    assert hit_test(layout, pos, x0, y0 + layout.card_h * 0.45) == Hit(Pile(COLUMN, 8), 0)
    fx, fy = layout.origins[Pile(FOUNDATION, 3)]
    assert hit_test(layout, pos, fx, fy) == Hit(Pile(FOUNDATION, 3), -1)
    assert hit_test(layout, pos, 2, layout.height / 2) is None


def test_drop_target_prefers_the_largest_overlap_and_any_foundation():
    game = Game(DealSpec("eight-off", 1, 8))
    layout = compute_layout("eight-off", 8, 1280, 800)
    pos = game.position
    x, y = layout.card_center(pos, Pile(COLUMN, 2), 5)
    rect = layout.card_rect((x + layout.card_w * 0.3, y))
    assert drop_target(layout, pos, rect, Pile(COLUMN, 0)) == Pile(COLUMN, 2)
    fx, fy = layout.origins[Pile(FOUNDATION, 1)]
    target = drop_target(layout, pos, layout.card_rect((fx, fy)), Pile(COLUMN, 0))
    assert target == Pile(FOUNDATION, -1)
    far = layout.card_rect((layout.width - 5, layout.hud_h + layout.card_h / 2 + 1))
    assert drop_target(layout, pos, far, Pile(COLUMN, 0)) is None


def test_click_tracker_double_click_window_and_target():
    clicks = ClickTracker(0.4)
    assert not clicks.click(0.0, 10, 10, "a")
    assert clicks.click(0.3, 12, 11, "a")
    assert not clicks.click(0.5, 12, 11, "a")  # a third click starts anew
    assert not clicks.click(1.0, 12, 11, "a")  # too late
    assert not clicks.click(1.1, 12, 11, "b")  # another card
    assert not clicks.click(1.2, 40, 11, "b")  # moved too far


def test_unknown_settings_values_fall_back_to_defaults():
    from game.storage.settings import Settings
    from game.ui.app import sanitize_settings

    settings = sanitize_settings(Settings(card_back="rainbow", language="xx"))
    assert (settings.card_back, settings.language) == ("blue", "en")
    kept = sanitize_settings(Settings(card_back="red"))
    assert kept.card_back == "red"
