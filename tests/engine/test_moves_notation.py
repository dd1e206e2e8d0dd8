"""Move notation (NOTATION.md "Moves") and card text (NOTATION.md "Cards").

Parsing is checked against the pile layouts of both games; canonical text is checked
through real games (the text a game stores in its log is resolved: actual cell and
foundation slot, ``xN`` only when N > 1).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.cards import Card, CardError, parse_card
from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec
from game.engine.game import Game
from game.engine.moves import (
    ANY,
    STOCK_TAP,
    UNDO,
    Move,
    NotationError,
    PileLayout,
    parse_move,
    split_moves,
)
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile

EO8 = PileLayout(columns=8, cells=8, foundations=4, has_stock=False)
EO4 = PileLayout(columns=8, cells=4, foundations=4, has_stock=False)
EO2 = PileLayout(columns=8, cells=2, foundations=4, has_stock=False)
EH = PileLayout(columns=9, cells=0, foundations=8, has_stock=True)


def col(n: int) -> Pile:
    return Pile(COLUMN, n - 1)


def test_layouts_of_the_games() -> None:
    assert Game(DealSpec(EIGHT_OFF, 1, 8)).layout == EO8
    assert Game(DealSpec(EIGHT_OFF, 1, 4)).layout == EO4
    assert Game(DealSpec(EIGHT_OFF, 1, 2)).layout == EO2
    assert Game(DealSpec(EASY_HARP, 1)).layout == EH


# --------------------------------------------------------------------------- examples
@pytest.mark.parametrize(
    ("text", "layout", "move"),
    [
        ("w>3", EH, Move(Pile(WASTE), col(3), None)),
        ("3>f", EH, Move(col(3), Pile(FOUNDATION, ANY), None)),
        ("3>f", EO8, Move(col(3), Pile(FOUNDATION, ANY), None)),
        ("2>7", EO8, Move(col(2), col(7), None)),
        ("2>7", EH, Move(col(2), col(7), None)),
        ("4>c2", EO8, Move(col(4), Pile(CELL, 1), None)),
        ("4>c", EO8, Move(col(4), Pile(CELL, ANY), None)),
        ("c1>5", EO8, Move(Pile(CELL, 0), col(5), None)),
        ("f3>4", EO8, Move(Pile(FOUNDATION, 2), col(4), None)),
        ("f8>9", EH, Move(Pile(FOUNDATION, 7), col(9), None)),
        ("6>2x3", EO8, Move(col(6), col(2), 3)),
        ("6>2x1", EO8, Move(col(6), col(2), 1)),
        ("6>2x0", EO8, Move(col(6), col(2), 0)),  # syntax is fine; the game rejects it
        ("9>1x13", EH, Move(col(9), col(1), 13)),
        ("s", EH, STOCK_TAP),
        ("u", EH, UNDO),
        ("u", EO8, UNDO),
        ("w>f2", EH, Move(Pile(WASTE), Pile(FOUNDATION, 1), None)),
        ("c8>c1", EO8, Move(Pile(CELL, 7), Pile(CELL, 0), None)),
        ("f1>c", EO8, Move(Pile(FOUNDATION, 0), Pile(CELL, ANY), None)),
        # destinations that parse but that the game refuses (APP-BAD-TARGET)
        ("3>w", EH, Move(col(3), Pile(WASTE), None)),
        ("3>s", EH, Move(col(3), Pile(STOCK), None)),
        ("w>w", EH, Move(Pile(WASTE), Pile(WASTE), None)),
        ("f1>f", EO8, Move(Pile(FOUNDATION, 0), Pile(FOUNDATION, ANY), None)),
    ],
)
def test_examples_parse(text: str, layout: PileLayout, move: Move) -> None:
    assert parse_move(text, layout) == move


@pytest.mark.parametrize(
    ("text", "layout", "expected"),
    [
        ("W>3", EH, "w>3"),
        ("3>F", EO8, "3>f"),
        ("C1>5", EO8, "c1>5"),
        ("4>C2", EO8, "4>c2"),
        ("F3>4", EO8, "f3>4"),
        ("6>2X3", EO8, "6>2x3"),
        ("S", EH, "s"),
        ("U", EO8, "u"),
        ("  2>7  ", EO8, "2>7"),
        ("\t4>C\n", EO8, "4>c"),
    ],
)
def test_case_insensitive_and_surrounding_spaces(
    text: str, layout: PileLayout, expected: str
) -> None:
    assert str(parse_move(text, layout)) == expected


@pytest.mark.parametrize(
    ("text", "layout"),
    [
        ("w>3", EH),
        ("3>f", EO8),
        ("2>7", EO8),
        ("4>c2", EO8),
        ("c1>5", EO8),
        ("f3>4", EO8),
        ("6>2x3", EO8),
        ("s", EH),
        ("u", EO8),
        ("4>c", EO8),
        ("w>f2", EH),
    ],
)
def test_str_of_a_parsed_move_gives_its_text_back(text: str, layout: PileLayout) -> None:
    assert str(parse_move(text, layout)) == text


def test_x1_is_not_printed() -> None:
    assert str(Move(col(6), col(2), 1)) == "6>2"
    assert str(Move(col(6), col(2), None)) == "6>2"
    assert str(Move(col(6), col(2), 2)) == "6>2x2"


@given(src=st.integers(1, 8), dst=st.integers(1, 8), n=st.integers(2, 13))
def test_column_moves_round_trip(src: int, dst: int, n: int) -> None:
    text = f"{src}>{dst}x{n}"
    assert str(parse_move(text, EO8)) == text
    assert str(parse_move(text.upper(), EO8)) == text


# --------------------------------------------------------------------------- canonical text
def test_canonical_text_resolves_cell_and_foundation_slot() -> None:
    game = Game.from_code("EO1-C8-AAAAAFA")  # cells 2D 8D 2S KH, columns start JS.. and AH..
    assert game.push("1>c").notation == "1>c5"  # first empty cell
    assert game.push("1>C").notation == "1>c6"
    assert game.log == ["1>c5", "1>c6"]
    game.push("u")
    assert game.log == ["1>c5", "1>c6", "u"]


def test_canonical_text_of_foundation_moves_names_the_slot() -> None:
    game = Game.from_code("EH1-N-AAAAAAF")  # column 1 is AH, column 2 top is AS
    assert game.push("1>F").notation == "1>f3"  # hearts slots are f3, f4
    assert game.push("2>f").notation == "2>f1"  # spades slots are f1, f2
    assert game.log == ["1>f3", "2>f1"]


def test_canonical_text_drops_x1_and_keeps_xn() -> None:
    game = Game.from_code("EH1-N-AAAAAAF")
    # column 1 is the lone AH; move it as "x1" to the foundation
    action = game.push("1>f3x1")
    assert action and action.notation == "1>f3"
    # Eight Off: a group move keeps its xN
    eo = Game.from_code("EO1-C8-AAAAAFA")
    eo.position.columns[0] = [Card(9, "S"), Card(8, "S")]
    eo.position.columns[1] = [Card(10, "S")]
    action = eo.push("1>2")
    assert action and action.notation == "1>2x2"
    eo.push("u")
    action = eo.push("1>2x2")
    assert action and action.notation == "1>2x2"


def test_canonical_text_of_stock_and_undo() -> None:
    game = Game.from_code("EH1-N-AAAAAAB")
    assert game.push("S").notation == "s"
    game.push("U")
    assert game.log == ["s", "u"]


# --------------------------------------------------------------------------- lists
@pytest.mark.parametrize(
    ("text", "moves"),
    [
        ("1>c5 2>3", ["1>c5", "2>3"]),
        ("1>c5,2>3", ["1>c5", "2>3"]),
        (" 1>c5 , 2>3,,s  u ", ["1>c5", "2>3", "s", "u"]),
        ("w>3\n3>f\t2>7", ["w>3", "3>f", "2>7"]),
        ("", []),
        (" , ", []),
    ],
)
def test_split_moves(text: str, moves: list[str]) -> None:
    assert split_moves(text) == moves


# --------------------------------------------------------------------------- cards
@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("AS", Card(1, "S")),
        ("TH", Card(10, "H")),
        ("10h", Card(10, "H")),
        ("10H", Card(10, "H")),
        ("7C", Card(7, "C")),
        ("qh", Card(12, "H")),
        ("kd", Card(13, "D")),
        (" 2s ", Card(2, "S")),
    ],
)
def test_card_text(text: str, card: Card) -> None:
    assert parse_card(text) == card
    assert str(card) == str(card).upper()


@pytest.mark.parametrize("text", ["", "1S", "11S", "ZS", "AX", "A", "ASS", "10", "010S", "\uff21S"])
def test_malformed_card_text(text: str) -> None:
    with pytest.raises(CardError):
        parse_card(text)


def test_ten_is_a_card_rank_not_a_pile() -> None:
    """``10`` is accepted in card text; in move text it can only be column 10, which
    neither game has."""
    assert str(parse_card("10S")) == "TS"
    with pytest.raises(NotationError, match="column 10"):
        parse_move("10>3", EH)
    with pytest.raises(NotationError, match="column 10"):
        parse_move("3>10", EH)
    with pytest.raises(NotationError):
        parse_move("10", EH)
    with pytest.raises(NotationError):
        parse_move("TS>3", EH)


# --------------------------------------------------------------------------- malformed moves
GARBAGE = [
    "",
    " ",
    "3",
    "3>",
    ">3",
    "3>>4",
    "3>4>5",
    "3-4",
    "3 > 4",
    "3>4x",
    "3>4xa",
    "3>4x-1",
    "3>4 x2",
    "x",
    "xx",
    "su",
    "s>3",
    "u>3",
    "sx2",
    "ux2",
    "uu",
    "3>f>4",
    "AS>3",
    "3>AS",
    "hello",
    "3>4y2",
    "-1>3",
    "1.0>3",
    "\uff13>4",  # fullwidth 3
    "3\uff1e4",  # fullwidth >
    "\u0663>4",  # Arabic-Indic 3
    "3>4\u00d72",  # multiplication sign for x
    "c-1>3",
    "ff>3",
    "cc>3",
    "w3>4",
]


@pytest.mark.parametrize("layout", [EH, EO8])
@pytest.mark.parametrize("text", GARBAGE)
def test_garbage_is_malformed(text: str, layout: PileLayout) -> None:
    with pytest.raises(NotationError):
        parse_move(text, layout)


@pytest.mark.parametrize(
    ("text", "layout", "words"),
    [
        # Eight Off has no stock and no waste
        ("w>3", EO8, ["waste"]),
        ("3>w", EO8, ["waste"]),
        ("w>f", EO8, ["waste"]),
        ("s", EO8, ["stock"]),
        ("S", EO8, ["stock"]),
        ("3>s", EO8, ["stock"]),
        # Easy Harp has no cells
        ("c1>3", EH, ["cell"]),
        ("3>c", EH, ["cell"]),
        ("3>c1", EH, ["cell"]),
        ("c>3", EH, ["cell"]),
        # cell 5 with 4 cells, cell 3 with 2 cells, cell 9 with 8
        ("c5>3", EO4, ["cell 5"]),
        ("3>c5", EO4, ["cell 5"]),
        ("3>c3", EO2, ["cell 3"]),
        ("3>c9", EO8, ["cell 9"]),
        ("3>c0", EO8, ["cell 0"]),
        # columns: 9 and 0 in Eight Off, 10 and 0 in Easy Harp
        ("9>3", EO8, ["column 9"]),
        ("3>9", EO8, ["column 9"]),
        ("0>3", EO8, ["column 0"]),
        ("3>0", EO8, ["column 0"]),
        ("10>3", EH, ["column 10"]),
        ("3>10", EH, ["column 10"]),
        ("0>3", EH, ["column 0"]),
        ("99>3", EH, ["column 99"]),
        # foundations: 4 in Eight Off, 8 in Easy Harp
        ("3>f5", EO8, ["foundation 5"]),
        ("f5>3", EO8, ["foundation 5"]),
        ("3>f9", EH, ["foundation 9"]),
        ("3>f0", EH, ["foundation 0"]),
        # a source cell or foundation needs its number
        ("c>3", EO8, ["number"]),
        ("f>3", EO8, ["number"]),
        ("f>3", EH, ["number"]),
        ("c>c", EO8, ["number"]),
    ],
)
def test_piles_the_game_does_not_have(text: str, layout: PileLayout, words: list[str]) -> None:
    with pytest.raises(NotationError) as info:
        parse_move(text, layout)
    message = str(info.value)
    assert "\n" not in message
    for word in words:
        assert word in message, (word, message)


def test_notation_error_is_a_value_error() -> None:
    assert issubclass(NotationError, ValueError)


def test_malformed_text_changes_nothing_in_a_game() -> None:
    game = Game.from_code("EO1-C8-AAAAAFA")
    before = game.position.copy()
    for text in ("w>3", "9>1", "c9>1", "hello", "s"):
        with pytest.raises(NotationError):
            game.push(text)
        with pytest.raises(NotationError):
            game.check(text)
    assert game.position == before
    assert game.log == [] and game.moves == 0 and game.score == 0
