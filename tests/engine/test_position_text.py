"""Position text (docs/POSITION.md): it parses back for every game, ``Game.from_position``
refuses positions that do not fit the game, and FreeCell's rules checked from positions
written as text (FC-BUILD, FC-EMPTY, FC-GROUP, FC-CELL, FC-FOUNDATION)."""

from __future__ import annotations

import random

import pytest
from engine_helpers import accepted, rejected

from game.engine.game import Game
from game.engine.table import Position, PositionError
from game.engine.variants import REGISTRY

CODES = {"easy-harp": "EH1-N-AAAAAAB", "eight-off": "EO1-C4-AAAAAFA", "freecell": "FC1-N-AAAAAAB",
         "bakers-game": "BG1-N-AAAAAAB"}
FC = "FC1-N-AAAAAAB"


def test_every_registered_game_has_a_code_here() -> None:
    assert set(CODES) == set(REGISTRY)


@pytest.mark.parametrize("name", sorted(CODES))
def test_text_parses_back_along_random_play(name: str) -> None:
    """to_text → from_text gives the same text and the same cards (copies of a two-deck
    game are numbered in reading order, so only one-deck positions compare equal)."""
    rng = random.Random(5)
    game = Game.from_code(CODES[name])
    for _ in range(120):
        text = game.position.to_text()
        back = Position.from_text(text)
        assert back.to_text() == text
        assert "\n" not in text
        if game.variant.decks == 1:
            assert back == game.position
        else:
            assert [[(c.rank, c.suit) for c in col] for col in back.columns] == [
                [(c.rank, c.suit) for c in col] for col in game.position.columns
            ]
        again = Game.from_position(CODES[name], text)
        assert sorted(map(str, again.legal_moves())) == sorted(map(str, game.legal_moves()))
        moves = game.legal_moves()
        if not moves:
            break
        game.push(rng.choice(moves))


def test_freecell_deal_1_text() -> None:
    """The example of docs/POSITION.md."""
    assert Game.from_code(FC).position.to_text() == (
        "JDKD2S4C3S6D6S/2DKCKS5CTD8S9C/9H9S9DTS4S8D2H/JC5SQDQHTHQS6H/5DADJS4H8H6C/"
        "7HQCASAC2C3D/7CKHAH4DJH8C/5H3H3C7S7DTC -/-/-/- -/-/-/-"
    )


@pytest.mark.parametrize(
    ("code", "text", "words"),
    [
        (FC, "KS/-/-/-/-/-/- QS/KH/KD/KC -/-/-/-", ["8 columns", "not 7"]),
        (FC, "KS/-/-/-/-/-/-/- QS/KH/KD/KC -/-/-", ["4 cells"]),
        (FC, "KS/-/-/-/-/-/-/- QH/KS/KD/KC -/-/-/-", ["foundation 1"]),
        (FC, "KS/KS/-/-/-/-/-/- QS/KH/KD/KC -/-/-/-", ["KS", "more than 1"]),
        (FC, "KS/-/-/-/-/-/-/- QS/KH/KD/KC -/-/-/- - -", ["has no stock"]),
        (FC, "#KS/-/-/-/-/-/-/- QS/KH/KD/KC -/-/-/-", ["column 1", "face up"]),
        (FC, "KSQ/-/-/-/-/-/-/- QS/KH/KD/KC -/-/-/-", ["column 1", "KSQ"]),
        (FC, "KS/-/-/-/-/-/-/- QS/KH/KD/KC", ["3 fields"]),
        (FC, "KS/-/-/-/-/-/-/- QS/KH/KD/KC 5C6C/-/-/-", ["cell 1"]),
        (FC, "KS/-/-/-/-/-/-/- QSKS/KH/KD/KC -/-/-/-", ["foundation 1", "top card"]),
        (FC, "KS#QS/-/-/-/-/-/-/- JS/KH/KD/KC -/-/-/-", ["column 1", "face-down"]),
        ("EH1-N-AAAAAAB", "KS/-/-/-/-/-/-/-/- -/-/-/-/-/-/-/- ~", ["stock"]),
    ],
)
def test_positions_that_do_not_fit_are_refused(code: str, text: str, words: list[str]) -> None:
    with pytest.raises(PositionError) as info:
        Game.from_position(code, text)
    message = str(info.value)
    for word in words:
        assert word in message, (word, message)


def test_a_game_from_a_position_keeps_its_start_and_replays_its_log() -> None:
    start = "KS/KH/-/-/-/-/-/- QS/QH/KD/KC -/-/-/-"
    game = Game.from_position(FC, start)
    assert game.start == start and Game.from_code(FC).start is None
    for text in ("2>f", "1>f"):
        accepted(game.push(text))
    assert game.is_won and game.score == 20
    assert game.log == ["2>f2", "1>f1"]


# --------------------------------------------------------------------------- FreeCell rules
def test_FC_EMPTY_any_card_and_any_run_that_may_move() -> None:
    """An empty column takes a queen (kings only in the other games) and a run of 3 with 2
    free cells and no other empty column: (2 + 1) × 2^0 = 3."""
    game = Game.from_position(FC, "9HQC/8S7H6S/-/5C/4D/3S/2C/AD -/-/-/- 5D/6D/-/-")
    accepted(game.push("1>3"))  # QC alone into the empty column
    assert game.position.to_text().startswith("9H/8S7H6S/QC/")
    game = Game.from_position(FC, "9HQC/8S7H6S/-/5C/4D/3S/2C/AD -/-/-/- 5D/6D/-/-")
    assert accepted(game.push("2>3x3")).notation == "2>3x3"
    assert game.position.columns[2][0].label == "8S"


def test_FC_GROUP_limit_onto_a_card_and_into_an_empty_column() -> None:
    """No free cell, one empty column: 2 cards onto a card, 1 into the empty column."""
    text = "9H/8S7H6S/-/5C/4D/3S/2C/AD -/-/-/- 5D/6D/7D/8D"
    game = Game.from_position(FC, text)
    rejected(game.check("2>1x3"), "FC-GROUP")  # 8S on 9H: 3 cards, limit (0+1)×2 = 2
    rejected(game.check("2>3x2"), "FC-GROUP")  # into the empty column: limit 1
    accepted(game.check("2>3"))  # without xN, one card goes into an empty column
    # one free cell and one empty column: (1 + 1) × 2 = 4; 7H 6S onto 8C
    game = Game.from_position(FC, "9H8C/TC8S7H6S/-/5C/4D/3S/2C/AD -/-/-/- 5D/6D/7D/-")
    assert accepted(game.push("2>1")).notation == "2>1x2"  # xN inferred onto a card
    assert game.position.to_text().startswith("9H8C7H6S/TC8S/-/")


def test_FC_GROUP_not_a_run_comes_first_then_FC_BUILD() -> None:
    game = Game.from_position(FC, "9H/8S6H5S/TD/5C/4D/3S/2C/AD -/-/-/- -/-/-/-")
    rejected(game.check("2>1x3"), "FC-GROUP")  # 8S 6H 5S is not a run
    rejected(game.check("3>1"), "FC-BUILD")  # TD on 9H
    rejected(game.check("4>c1x2"), "APP-NO-CARD")  # one card in column 4


def test_FC_CELL_and_FC_FOUNDATION() -> None:
    game = Game.from_position(FC, "9H/8S/-/-/-/-/-/- AS/-/-/- 2H/3H/4H/5H")
    rejected(game.check("1>c"), "FC-CELL")
    rejected(game.check("2>f"), "FC-FOUNDATION")  # 8S on AS
    rejected(game.check("c1>f"), "FC-FOUNDATION")  # 2H before AH
    accepted(game.check("c1>3"))  # any card into an empty column
