"""FreeCell (a hidden game of the registry): Microsoft's deal numbers, the FC- rules, its
deal codes, and the command line. More rules are checked from positions written as text in
``test_position_text.py``; the property tests run it on random deals."""

from __future__ import annotations

import json
import subprocess
import sys

from engine_helpers import accepted, col, names, rejected

from game.engine.deal import FREECELL, DealSpec, parse_code
from game.engine.game import Game
from game.engine.table import CELL
from game.engine.variants import HIDDEN, REGISTRY, shown


def test_deal_1_is_microsoft_freecell_deal_1() -> None:
    """FC-SETUP / NOTATION.md: deal 1 starts JD 2D 9H JC 5D 7H 7C 5H; column 1 is
    JD KD 2S 4C 3S 6D 6S; columns 1-4 get 7 cards, 5-8 get 6; the cells start empty."""
    game = Game.from_code("FC1-N-AAAAAAB")
    pos = game.position
    assert [names(c)[0] for c in pos.columns] == "JD 2D 9H JC 5D 7H 7C 5H".split()
    assert names(pos.columns[0]) == "JD KD 2S 4C 3S 6D 6S".split()
    assert [len(c) for c in pos.columns] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert pos.cells == [None] * 4 and pos.down == [0] * 8
    assert [len(f) for f in pos.foundations] == [0] * 4 and game.suits == "SHDC"


def test_codes_and_registry() -> None:
    """FC1-N-…: no cell option; hidden from the player's lists but registered."""
    assert parse_code("fc1-n-aaaaaab") == DealSpec(FREECELL, 1)
    assert DealSpec(FREECELL, 130).code == "FC1-N-AAAAAFA"
    assert FREECELL in REGISTRY and FREECELL in HIDDEN
    assert FREECELL not in [v.name for v in shown()]
    assert parse_code("130", variant=FREECELL, cells=8) == DealSpec(FREECELL, 130)


def test_first_moves_of_deal_1() -> None:
    """FC-CELL, FC-BUILD on deal 1's real cards (tops 6S 9C 2H 6H 6C 3D 8C TC)."""
    game = Game.from_code("FC1-N-AAAAAAB")
    assert [str(c[-1]) for c in game.position.columns] == "6S 9C 2H 6H 6C 3D 8C TC".split()
    assert accepted(game.push("1>c")).notation == "1>c1"  # any card into a free cell
    assert str(game.position.cells[0]) == "6S"
    rejected(game.push("5>2"), "FC-BUILD")  # 6C on 9C
    rejected(game.push("c1>1"), "FC-BUILD")  # 6S back on 6D
    for text in ("2>c", "3>c", "4>c"):
        accepted(game.push(text))
    rejected(game.push("6>c"), "FC-CELL")  # the four cells are full
    rejected(game.push("6>c2"), "FC-CELL")


def test_group_limit() -> None:
    """FC-GROUP: (free cells + 1) × 2^(empty columns), an empty destination not counted."""
    fc = REGISTRY[FREECELL]
    assert fc.group_limit(0, 1, into_empty=True) == 1
    assert fc.group_limit(0, 1, into_empty=False) == 2
    assert fc.group_limit(4, 2, into_empty=False) == 20
    assert fc.group_limit(4, 2, into_empty=True) == 10
    assert fc.empty_column.label == ""  # an empty column shows no "K"


def test_scoring_is_ten_per_card_home() -> None:
    """FC-SCORE: +10 per card onto a foundation, nothing for cell → column."""
    fc = REGISTRY[FREECELL]
    assert fc.points_for(CELL, "foundation") == 10
    assert fc.points_for(CELL, "column") == 0
    assert fc.points_for("foundation", "column") == 0


def test_cli_deals_and_plays_freecell() -> None:
    """``python -m game.cli`` knows FreeCell codes (NOTATION.md)."""
    out = subprocess.run(
        [sys.executable, "-m", "game.cli", "play", "FC1-N-AAAAAAB", "1>c", "--json"],
        capture_output=True, text=True, check=True,
    ).stdout
    state = json.loads(out)
    assert state["variant"] == FREECELL and state["code"] == "FC1-N-AAAAAAB"
    assert state["cells"] == ["6S", None, None, None]
    assert state["columns"][0] == "JD KD 2S 4C 3S 6D".split()
    assert state["moves"] == 1 and state["rejected"] is None
    assert "stock" not in state


def test_double_tap_sends_a_card_with_no_column_to_a_cell() -> None:
    """FreeCell's double-tap order: foundation, longest column, cell, empty column. 6S has
    no foundation and no red 7 to go on: it goes to the first free cell."""
    game = Game.from_code("FC1-N-AAAAAAB")
    assert str(game.double_tap_move(col(1), 6)) == "1>c1"
    assert game.double_tap_move(col(1), 5) is None  # 6D 6S is not a run
