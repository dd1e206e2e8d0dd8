"""Deals, deal codes and the deal of the day: the golden values of NOTATION.md (a contract).

Every golden value below is copied from the notation contract (docs/NOTATION.md); if one of
these tests fails, the engine broke a contract that shared codes and saved games rely on.
"""

from __future__ import annotations

import datetime
import hashlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.cards import Card
from game.engine.deal import (
    EASY_HARP,
    EIGHT_OFF,
    FREECELL,
    DealCodeError,
    DealSpec,
    daily_deal,
    daily_number,
    parse_code,
    shuffle,
)
from game.engine.game import Game
from game.engine.notation import pile_cards_text
from game.engine.table import COLUMN, Pile
from game.engine.text import Quoted


def _names(cards: list[Card | None]) -> list[str | None]:
    return [None if c is None else str(c) for c in cards]


def _reference_shuffle(number: int, n: int) -> list[str]:
    """NOTATION.md's shuffle, written again from the spec text (independent of the engine)."""
    cards = list(range(n - 1, -1, -1))
    seed = number
    for i in range(n):
        seed = (seed * 214013 + 2531011) % 2**32
        r = (seed // 65536) % 32768
        j = (n - 1) - (r % (n - i))
        cards[i], cards[j] = cards[j], cards[i]
    return ["A23456789TJQK"[(c % 52) // 4] + "CDHS"[c % 4] for c in cards]


# --------------------------------------------------------------------------- shuffle
@settings(max_examples=60, deadline=None)
@given(number=st.integers(1, 999_999), n=st.sampled_from([52, 104]))
def test_shuffle_matches_the_notation_pseudocode(number: int, n: int) -> None:
    assert [str(c) for c in shuffle(number, n)] == _reference_shuffle(number, n)


def test_shuffle_of_104_holds_every_card_twice_with_distinct_copies() -> None:
    cards = shuffle(1, 104)
    assert len(set(cards)) == 104  # (rank, suit, copy) all distinct
    labels = [str(c) for c in cards]
    assert all(labels.count(label) == 2 for label in labels)


def test_card_index_formula() -> None:
    assert str(Card.from_index(0)) == "AC"
    assert str(Card.from_index(3)) == "AS"
    assert str(Card.from_index(51)) == "KS"
    assert Card.from_index(52) == Card(1, "C", 1)


# --------------------------------------------------------------------------- golden deals
def test_eight_off_deal_1_golden_values() -> None:
    pos = Game(DealSpec(EIGHT_OFF, 1, 8)).position
    assert [str(col[0]) for col in pos.columns] == "JD 2D 9H JC 5D 7H 7C 5H".split()
    assert _names(pos.columns[0]) == "JD KD 2S 4C 3S 6D".split()
    assert _names(pos.cells) == ["6S", "9C", "2H", "6H", None, None, None, None]


def test_eight_off_deal_1_with_4_cells() -> None:
    pos = Game(DealSpec(EIGHT_OFF, 1, 4)).position
    assert _names(pos.cells) == ["6S", "9C", "2H", "6H"]
    assert [len(col) for col in pos.columns] == [6] * 8


def test_eight_off_deal_1_with_2_cells_golden_values() -> None:
    pos = Game(DealSpec(EIGHT_OFF, 1, 2)).position
    assert _names(pos.cells) == ["6S", "9C"]
    assert _names(pos.columns[2])[-2:] == ["8D", "2H"]
    assert _names(pos.columns[3])[-2:] == ["QS", "6H"]
    assert [len(col) for col in pos.columns] == [6, 6, 7, 7, 6, 6, 6, 6]
    # the other columns are exactly as with 8 cells
    eight = Game(DealSpec(EIGHT_OFF, 1, 8)).position
    assert pos.columns[:2] == eight.columns[:2] and pos.columns[4:] == eight.columns[4:]
    assert pos.columns[2][:-1] == eight.columns[2]


def test_easy_harp_deal_1_golden_values() -> None:
    game = Game(DealSpec(EASY_HARP, 1))
    pos = game.position
    assert [str(col[-1]) for col in pos.columns] == "JD KD 6S AC QD JC 4H QD 9D".split()
    assert pile_cards_text(game, Pile(COLUMN, 1)) == ["#8H", "KD"]
    assert pile_cards_text(game, Pile(COLUMN, 8)) == "#QH #AS #6C #6C #JH #2S #3C #5C 9D".split()
    for _ in range(3):
        assert game.push("s")
    assert _names(pos.waste) == ["9S", "7H", "3H"]  # drawn in this order; 3H on top


@settings(max_examples=25, deadline=None)
@given(number=st.integers(1, 999_999))
def test_easy_harp_deal_order(number: int) -> None:
    order = _reference_shuffle(number, 104)
    pos = Game(DealSpec(EASY_HARP, number)).position
    k = 0
    for r in range(9):
        for c in range(r, 9):
            assert str(pos.columns[c][r]) == order[k]
            assert (r >= pos.down[c]) == (r == c)  # face up only when r == c
            k += 1
    assert k == 45
    drawn_first_to_last = [str(c) for c in reversed(pos.stock)]
    assert drawn_first_to_last == order[45:]


@settings(max_examples=25, deadline=None)
@given(number=st.integers(1, 999_999), cells=st.sampled_from([8, 4, 2]))
def test_eight_off_deal_order(number: int, cells: int) -> None:
    order = _reference_shuffle(number, 52)
    pos = Game(DealSpec(EIGHT_OFF, number, cells)).position
    expected_cols = [[order[k] for k in range(48) if k % 8 == c] for c in range(8)]
    if cells == 2:
        expected_cols[2].append(order[50])
        expected_cols[3].append(order[51])
        expected_cells = order[48:50]
    else:
        expected_cells = order[48:52] + [None] * (cells - 4)
    assert [_names(col) for col in pos.columns] == expected_cols
    assert _names(pos.cells) == expected_cells
    assert pos.down == [0] * 8


# --------------------------------------------------------------------------- codes
@pytest.mark.parametrize(
    ("code", "spec"),
    [
        ("EH1-N-AAAAAAF", DealSpec(EASY_HARP, 5)),
        ("EO1-C8-AAAAAFA", DealSpec(EIGHT_OFF, 130, 8)),
        ("EO1-C4-AACEXHN", DealSpec(EIGHT_OFF, 999_999, 4)),
        ("EH1-N-AAAAAAB", DealSpec(EASY_HARP, 1)),
        ("EO1-C2-AAAAAAB", DealSpec(EIGHT_OFF, 1, 2)),
    ],
)
def test_golden_codes(code: str, spec: DealSpec) -> None:
    assert parse_code(code) == spec
    assert spec.code == code
    assert Game.from_code(code).code == code


@settings(max_examples=200)
@given(
    number=st.integers(1, 999_999),
    variant_cells=st.sampled_from(
        [(EASY_HARP, None), (EIGHT_OFF, 8), (EIGHT_OFF, 4), (EIGHT_OFF, 2)]
    ),
)
def test_code_round_trip(number: int, variant_cells: tuple[str, int | None]) -> None:
    variant, cells = variant_cells
    spec = DealSpec(variant, number, cells)
    code = spec.code
    assert len(code.rsplit("-", 1)[1]) == 7
    assert code == code.upper() and code.isascii()
    assert parse_code(code) == spec
    assert parse_code(code.lower()) == spec
    assert parse_code(f" \t{code.swapcase()}\n ") == spec


@pytest.mark.parametrize(
    "text",
    [
        "eh1-n-aaaaaaf",
        "Eh1-n-AaAaAaF",
        "  EH1-N-AAAAAAF  ",
        "\tEH1-N-AAAAAAF\r\n",
        "\x0beh1-N-aaaaaaf\x0c",
    ],
)
def test_parsing_ignores_ascii_case_and_surrounding_spaces(text: str) -> None:
    assert parse_code(text) == DealSpec(EASY_HARP, 5)


@pytest.mark.parametrize(
    ("text", "variant", "cells", "spec"),
    [
        ("130", EIGHT_OFF, None, DealSpec(EIGHT_OFF, 130, 8)),
        ("130", EIGHT_OFF, 8, DealSpec(EIGHT_OFF, 130, 8)),
        ("130", EIGHT_OFF, 4, DealSpec(EIGHT_OFF, 130, 4)),
        (" 130 ", EIGHT_OFF, 2, DealSpec(EIGHT_OFF, 130, 2)),
        ("5", EASY_HARP, None, DealSpec(EASY_HARP, 5)),
        ("999999", EASY_HARP, None, DealSpec(EASY_HARP, 999_999)),
        ("1", EIGHT_OFF, 4, DealSpec(EIGHT_OFF, 1, 4)),
        ("000130", EIGHT_OFF, 8, DealSpec(EIGHT_OFF, 130, 8)),
    ],
)
def test_plain_number_with_a_known_game(
    text: str, variant: str, cells: int | None, spec: DealSpec
) -> None:
    assert parse_code(text, variant=variant, cells=cells) == spec


def test_a_full_code_is_still_accepted_when_the_game_is_known() -> None:
    assert parse_code("EO1-C4-AAAAAFA", variant=EIGHT_OFF, cells=8) == DealSpec(EIGHT_OFF, 130, 4)


# Each malformed case, with words its message must contain (the part that is wrong).
MALFORMED = [
    ("XX1-N-AAAAAAF", None, ["prefix", "XX1"]),
    ("EH2-N-AAAAAAF", None, ["prefix", "EH2"]),
    ("EO-C8-AAAAAFA", None, ["prefix", "EO"]),
    ("ZZ1-C8-AAAAAFA", None, ["prefix", "ZZ1"]),
    ("FC1-C8-AAAAAFA", None, ["option", "C8"]),
    ("EH1-C8-AAAAAAF", None, ["option", "C8"]),
    ("EH1-X-AAAAAAF", None, ["option", "X"]),
    ("EO1-N-AAAAAFA", None, ["option", "N"]),
    ("EO1-C3-AAAAAFA", None, ["option", "C3"]),
    ("EO1-C0-AAAAAFA", None, ["option", "C0"]),
    ("EO1-C-AAAAAFA", None, ["option"]),
    ("EO1-C16-AAAAAFA", None, ["option", "C16"]),
    ("EH1--AAAAAAF", None, ["option"]),
    ("EH1-N-AAAAAF", None, ["letters", "AAAAAF", "7"]),
    ("EH1-N-AAAAAAAF", None, ["letters", "AAAAAAAF", "7"]),
    ("EH1-N-", None, ["letters", "7"]),
    ("EH1-N-AAAAA1F", None, ["letters", "AAAAA1F"]),
    ("EH1-N-AAAA_AF", None, ["letters"]),
    ("EO1-C8-AAAA.FA", None, ["letters"]),
    ("EH1-N-AAAAAAA", None, ["AAAAAAA", "0", "999999"]),
    ("EH1-N-ZZZZZZZ", None, ["ZZZZZZZ", "999999"]),
    ("EO1-C4-AACEXHO", None, ["AACEXHO", "1000000"]),  # 999 999 + 1
    ("", None, ["empty"]),
    ("   ", None, ["empty"]),
    ("\t\n", None, ["empty"]),
    ("EH1-N", None, ["three parts"]),
    ("EH1-N-AAAAAAF-X", None, ["three parts"]),
    ("EH1NAAAAAAF", None, ["three parts"]),
    ("\uff25\uff28\uff11-N-AAAAAAF", None, ["ASCII"]),  # fullwidth EH1
    ("EH1-N-AAAAAA\uff26", None, ["ASCII"]),  # fullwidth F
    ("EH1-N-AAAAAA\u0410", None, ["ASCII"]),  # Cyrillic capital A
    ("\u0415H1-N-AAAAAAF", None, ["ASCII"]),  # Cyrillic capital IE for E
    ("\u00a0EH1-N-AAAAAAF", None, ["ASCII"]),  # no-break space is not ASCII space
    ("EH1-N-AAAAAAF\u3000", None, ["ASCII"]),
    ("130", None, ["number", "130", "game"]),  # plain number, game unknown
    ("999999", None, ["number", "game"]),
    ("1234567", None, ["1234567", "number"]),  # 7 digits
    ("1234567", EIGHT_OFF, ["1234567", "number"]),
    ("1000000", EASY_HARP, ["1000000", "number"]),
    ("0000001", EASY_HARP, ["0000001", "number"]),
    ("0", EIGHT_OFF, ["number", "0"]),
    ("000000", EASY_HARP, ["number", "0"]),
    ("-5", EIGHT_OFF, []),
    ("+5", EIGHT_OFF, []),
    ("1e3", EIGHT_OFF, []),
    ("12 3", EIGHT_OFF, []),
    ("\uff11\uff13\uff10", EIGHT_OFF, ["ASCII"]),  # fullwidth 130
    ("\u0661\u0663\u0660", EASY_HARP, ["ASCII"]),  # Arabic-Indic 130
]


@pytest.mark.parametrize(("text", "variant", "words"), MALFORMED)
def test_malformed_codes_name_the_wrong_part(
    text: str, variant: str | None, words: list[str]
) -> None:
    with pytest.raises(DealCodeError) as info:
        parse_code(text, variant=variant)
    message = str(info.value)
    assert "\n" not in message
    for word in words:
        assert word.lower() in message.lower(), (word, message)


def test_seven_digit_number_with_a_known_game_does_not_ask_for_a_game() -> None:
    """The game is known, so the fault is the number: the message must not blame the game."""
    with pytest.raises(DealCodeError) as info:
        parse_code("1234567", variant=EIGHT_OFF, cells=4)
    assert "needs a game" not in str(info.value)


def test_deal_code_error_is_a_value_error() -> None:
    assert issubclass(DealCodeError, ValueError)


@pytest.mark.parametrize(
    "spec",
    [
        DealSpec(EASY_HARP, 0),
        DealSpec(EASY_HARP, 1_000_000),
        DealSpec(EIGHT_OFF, 5, 3),
        DealSpec(EIGHT_OFF, 5, None),
        DealSpec(EASY_HARP, 5, 8),
        DealSpec("spider", 5),
        DealSpec(FREECELL, 5, 4),
    ],
)
def test_invalid_specs_are_refused(spec: DealSpec) -> None:
    with pytest.raises(DealCodeError):
        Game(spec)


# --------------------------------------------------------------------------- deal of the day
def test_deal_of_the_day_golden_values() -> None:
    day = datetime.date(2026, 11, 29)
    assert daily_number(EASY_HARP, day) == 551_564
    assert daily_number(EIGHT_OFF, day) == 697_983
    assert daily_deal(EASY_HARP, day) == DealSpec(EASY_HARP, 551_564)
    assert daily_deal(EIGHT_OFF, day) == DealSpec(EIGHT_OFF, 697_983, 8)


@pytest.mark.parametrize("cells", [8, 4, 2])
def test_deal_of_the_day_keeps_the_cell_count(cells: int) -> None:
    spec = daily_deal(EIGHT_OFF, datetime.date(2026, 11, 29), cells)
    assert spec == DealSpec(EIGHT_OFF, 697_983, cells)
    assert spec.code.startswith(f"EO1-C{cells}-")


@settings(max_examples=50)
@given(day=st.dates(datetime.date(2000, 1, 1), datetime.date(2200, 12, 31)))
def test_deal_of_the_day_formula(day: datetime.date) -> None:
    for variant, prefix in ((EASY_HARP, "EH1"), (EIGHT_OFF, "EO1")):
        digest = hashlib.sha256(f"{prefix}:{day:%Y-%m-%d}".encode()).digest()
        expected = 1 + int.from_bytes(digest, "big") % 999_999
        assert daily_number(variant, day) == expected
        assert 1 <= expected <= 999_999


def test_deal_code_errors_carry_a_translatable_template() -> None:
    """The UI shows ``_(template).format(**params)``: a catalogue can translate every
    message without the engine knowing any language."""
    with pytest.raises(DealCodeError) as info:
        parse_code("EX1-N-AAAAAAB")
    exc = info.value
    assert exc.template == "unknown prefix {prefix} in deal code ({prefixes})"
    assert exc.params == {"prefix": "EX1", "prefixes": "EH1, EO1"}
    assert isinstance(exc.params["prefix"], Quoted)  # the player's input, quoted when shown
    assert exc.template.format(**exc.params) == str(exc) == \
        "unknown prefix \u201cEX1\u201d in deal code (EH1, EO1)"


@pytest.mark.parametrize(("lang", "shown"), [
    ("en", "unknown prefix \u201cEX1\u201d in deal code (EH1, EO1)"),
    ("hr", "nepoznat prefiks „EX1“ (mogući: EH1, EO1)"),
    ("ru", "неизвестный префикс «EX1» (возможны: EH1, EO1)"),
])
def test_the_players_input_is_quoted_in_the_marks_of_the_language(lang: str, shown: str) -> None:
    from game.i18n import error_text, set_language

    set_language(lang)
    try:
        with pytest.raises(DealCodeError) as info:
            parse_code("ex1-n-aaaaaab")
        assert error_text(info.value) == shown
    finally:
        set_language("en")


def test_a_quoted_input_is_cut_and_escaped() -> None:
    assert str(Quoted("A" * 40)) == "A" * 23 + "\u2026"
    assert str(Quoted("a\nb")) == "a\\nb"
    assert f"{Quoted(8)}" == "\u201c8\u201d"
