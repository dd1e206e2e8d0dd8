"""The longest column that can occur, which the table's layout makes room for."""

from __future__ import annotations

import pytest

from game.engine.variants import REGISTRY

GAMES = [(v.name, n) for v in REGISTRY.values() for n in (v.cell_choices or (None,))]


@pytest.mark.parametrize(("variant", "cells"), GAMES)
@pytest.mark.parametrize("number", [1, 2, 77])
def test_the_dealt_column_is_the_deals_longest(variant, cells, number):
    rules = REGISTRY[variant]
    pos = rules.deal(number, cells)
    longest = max(range(rules.columns), key=lambda i: len(pos.columns[i]))
    down = pos.down[longest]
    assert rules.dealt_column(rules.cells(cells)) == (down, len(pos.columns[longest]) - down)


@pytest.mark.parametrize(("variant", "cells", "expected"), [
    ("easy-harp", None, (8, 13)),  # EH-SETUP: 8 face down under a king, Q..A built on it
    ("eight-off", 8, (0, 18)),  # EO-SETUP: 6 cards under a king's run
    ("eight-off", 4, (0, 18)),
    ("eight-off", 2, (0, 19)),  # EO-CELL-COUNT: columns 3 and 4 get a 7th card
    ("freecell", None, (0, 19)),  # FC-SETUP: 7-card columns
])
def test_longest_column(variant, cells, expected):
    rules = REGISTRY[variant]
    assert rules.longest_column(rules.cells(cells)) == expected
    assert rules.card_layout(rules.cells(cells)).longest == expected
