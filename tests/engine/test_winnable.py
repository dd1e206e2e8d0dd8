"""Shipped proved-winnable deals (resources/winnable/): every proof replays as a win through
the engine; the loader draws from the lists; the compact spelling round-trips."""

from __future__ import annotations

import random

import pytest

from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec
from game.engine.game import Game
from game.engine.winnable import (
    WinnableListError,
    decode_line,
    encode_line,
    is_known_winnable,
    list_path,
    parse_list,
    random_winnable_deal,
    winnable_deals,
    winning_line,
)

LISTS = [(EIGHT_OFF, 8), (EIGHT_OFF, 4), (EIGHT_OFF, 2), (EASY_HARP, None)]
IDS = ["eight-off-c8", "eight-off-c4", "eight-off-c2", "easy-harp"]
MIN_DEALS = 100


@pytest.mark.parametrize("kind", LISTS, ids=IDS)
def test_every_shipped_proof_replays_as_a_win(kind):
    variant, cells = kind
    assert list_path(variant, cells).is_file()
    deals = winnable_deals(variant, cells)
    assert len(deals) >= MIN_DEALS
    for number, length in deals.items():
        spec = DealSpec(variant, number, cells)
        line = winning_line(spec)
        game = Game(spec)
        for text in line:
            game.push(text)
        assert game.is_won, spec.code
        assert len(game.log) == length, spec.code
        assert "u" not in game.log and "r" not in game.log


@pytest.mark.parametrize("kind", LISTS, ids=IDS)
def test_random_winnable_deal_comes_from_the_list(kind):
    variant, cells = kind
    rng = random.Random(7)
    drawn = {random_winnable_deal(variant, cells, rng) for _ in range(40)}
    assert len(drawn) > 10  # really random over the list
    for spec in drawn:
        assert spec.variant == variant and spec.cells == cells
        assert is_known_winnable(spec)
        spec.validate()


def test_eight_off_two_cells_list_is_not_the_first_deals():
    """The deals are spread over the whole range 1…999 999, not just the first ones."""
    numbers = sorted(winnable_deals(EIGHT_OFF, 2))
    assert numbers[-1] > 500_000 and numbers[0] < 500_000


def test_unknown_deal_has_no_shipped_line():
    assert winning_line(DealSpec(EIGHT_OFF, 3, 2)) is None  # deal 3, 2 cells: lost
    assert not is_known_winnable(DealSpec(EIGHT_OFF, 3, 2))


def test_compact_spelling_round_trips_canonical_lines():
    line = ["3>c5", "c1>f3", "6>2x3", "s", "s", "w>f8", "f2>9", "c8>1", "w>4"]
    assert decode_line(encode_line(line)) == [t.partition("x")[0] for t in line]


@pytest.mark.parametrize("token", ["u", "r", "3>c", "4>f", "c9>1"])
def test_compact_spelling_refuses_what_it_cannot_spell(token):
    with pytest.raises(WinnableListError):
        encode_line([token])


@pytest.mark.parametrize("text", ["12 30", "x 3 1c", "12 3 1c 4"])
def test_malformed_list_lines_are_refused(text):
    with pytest.raises(WinnableListError):
        parse_list("# comment\n" + text + "\n")


def test_malformed_compact_lines_are_refused():
    for text in ("1", "1z", "Z1"):
        with pytest.raises(WinnableListError):
            decode_line(text)
