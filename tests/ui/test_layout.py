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
from game.ui.cards_art import CARD_RATIO
from game.ui.input import ClickTracker, Hit, drop_target, hit_test
from game.ui.layout import (
    MIN_FAN_DOWN,
    MIN_FAN_UP,
    TWO_ROWS,
    compute_layout,
    hud_height,
    overlap,
)

SIZES = [
    (800, 600), (1024, 768), (1280, 800), (1920, 1080), (3840, 2160),
    (600, 1000), (800, 1280), (1080, 1920), (2560, 1080), (3440, 1440), (1000, 1000),
]
GAMES = [(v.name, n) for v in REGISTRY.values() for n in (v.cell_choices or (None,))]
"""Every game of the registry with each of its cell options (``None``: no choice)."""


@pytest.mark.parametrize("hud_rows", [1, 2])
@pytest.mark.parametrize(("variant", "cells"), GAMES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_piles_inside_window_and_not_overlapping(variant, cells, width, height, hud_rows):
    layout = compute_layout(variant, cells, width, height, hud_rows)
    assert layout.hud_rows == hud_rows
    assert layout.hud_h == pytest.approx(hud_height(height) * (TWO_ROWS if hud_rows == 2 else 1))
    assert layout.hud_row == pytest.approx(hud_height(height))  # the buttons' row
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
    far = layout.card_rect((5, layout.hud_h + layout.card_h / 2 + 1))
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


def longest_column_position(variant: str, cells: int | None):
    """A deal's position whose every column is the longest that can occur (the layout
    reads counts only, so the cards' faces do not matter)."""
    rules = REGISTRY[variant]
    game = Game(DealSpec(variant, 1, cells))
    down, up = rules.longest_column(rules.cells(game.spec.cells))
    pos = game.position
    deck = [Card(r, s) for s in "SHDC" for r in range(13, 0, -1)] * 2
    for i in range(rules.columns):
        pos.columns[i] = deck[: down + up]
        pos.down[i] = down
    return pos, down, up


@pytest.mark.parametrize("hud_rows", [1, 2])
@pytest.mark.parametrize(("variant", "cells"), GAMES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_longest_possible_column_stays_on_screen_and_readable(variant, cells, width, height,
                                                                  hud_rows):
    """Cards are sized so the longest column that can occur fits above the status bar (in
    one row or two) with its fan at the tightest planned steps (a face-up card still
    shows its rank)."""
    layout = compute_layout(variant, cells, width, height, hud_rows)
    pos, down, up = longest_column_position(variant, cells)
    for i in range(REGISTRY[variant].columns):
        pile = Pile(COLUMN, i)
        n = down + up
        _, last_y = layout.card_center(pos, pile, n - 1)
        assert last_y - layout.card_h / 2 >= layout.hud_h - 1e-6
        steps = [layout.card_center(pos, pile, k)[1] - layout.card_center(pos, pile, k + 1)[1]
                 for k in range(n - 1)]
        assert min(steps[:down] or [1e9]) >= MIN_FAN_DOWN * layout.card_h - 1e-6
        assert min(steps[down:]) >= MIN_FAN_UP * layout.card_h - 1e-6


def old_card_width(variant: str, cells: int | None, width: float, height: float) -> float:
    """The card width of the layout before cards were sized from the whole table (a top
    row of every pile side by side, and height kept for a 12-card fan at 0.27 card
    heights), for the comparison below."""
    rules = REGISTRY[variant]
    n_left = 2 if rules.has_stock else cells or rules.fixed_cells
    n_right, ncols = len(rules.foundation_suits), rules.columns
    avail = max(height - hud_height(height), 1.0)
    best = 0.0
    for rows in (1, 2):
        top = ((n_left + n_right) * 1.14 + 0.74 if rows == 1
               else max(n_left, n_right) * 1.14 + 0.14)
        w_units = max(top, ncols * 1.14 + 0.14)
        h_units = 0.14 + rows * (CARD_RATIO + 0.14) + CARD_RATIO * (1 + 0.27 * 11) + 0.14
        card_w = min(width / w_units, avail / h_units)
        best = card_w if card_w > best * 1.02 else best
    return best


@pytest.mark.parametrize(("variant", "cells"), GAMES)
@pytest.mark.parametrize(("width", "height"), SIZES)
def test_cards_are_never_smaller_than_before(variant, cells, width, height):
    new = compute_layout(variant, cells, width, height).card_w
    assert new >= old_card_width(variant, cells, width, height) - 1e-9


@pytest.mark.parametrize(("variant", "cells", "width", "height", "gain"), [
    ("eight-off", 8, 1280, 800, 1.2),
    ("eight-off", 8, 1920, 1080, 1.1),
    ("easy-harp", None, 1920, 1080, 1.1),
    ("easy-harp", None, 1280, 800, 1.0),
])
def test_cards_grew(variant, cells, width, height, gain):
    """Before: Eight Off 88.8 and 133.1 px wide, Easy Harp 103.0 and 139.1 px (faces 87,
    131, 101, 138 px); after: 109.2, 147.5, 106.7 and 160.0 px."""
    before = old_card_width(variant, cells, width, height)
    assert compute_layout(variant, cells, width, height).card_w >= gain * before


@pytest.mark.parametrize(("variant", "cells"), GAMES)
def test_card_width_grows_with_the_window(variant, cells):
    sizes = [(640, 480), (800, 600), (1024, 768), (1280, 800), (1600, 1000), (1920, 1080),
             (2560, 1440), (3840, 2160)]
    widths = [compute_layout(variant, cells, w, h).card_w for w, h in sizes]
    assert widths == sorted(widths) and len(set(widths)) == len(widths)
    grow_w = [compute_layout(variant, cells, w, 900).card_w for w in range(600, 3000, 50)]
    grow_h = [compute_layout(variant, cells, 1600, h).card_w for h in range(400, 2000, 50)]
    assert grow_w == sorted(grow_w) and grow_h == sorted(grow_h)


@pytest.mark.parametrize("cells", (8, 4, 2))
@pytest.mark.parametrize(("width", "height"), [(800, 600), (1280, 800), (1920, 1080)])
def test_eight_off_foundations_stand_in_a_column_beside_the_table(cells, width, height):
    """EO-SETUP: f1-f4 (♠ ♥ ♦ ♣) top to bottom, at the right of the columns and cells."""
    layout = compute_layout("eight-off", cells, width, height)
    assert REGISTRY["eight-off"].foundation_suits == "SHDC"
    founds = [Pile(FOUNDATION, i) for i in range(4)]
    assert list(layout.beside) == founds
    xs = {layout.origins[p][0] for p in founds}
    ys = [layout.origins[p][1] for p in founds]
    assert len(xs) == 1 and ys == sorted(ys, reverse=True)
    others = [layout.card_rect(xy)[2] for p, xy in layout.origins.items() if p not in founds]
    assert layout.card_rect(layout.origins[founds[0]])[0] > max(others)
    assert ys[0] == max(xy[1] for xy in layout.origins.values())  # from the top row down
