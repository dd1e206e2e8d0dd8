"""The solver (game/engine/solver.py): verdicts, winning lines, proofs, limits, cancelling,
hints (APP-HINT), the last winnable position and APP-NO-MOVES."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec
from game.engine.events import Action
from game.engine.game import Game
from game.engine.moves import STOCK_TAP
from game.engine.solver import (
    UNKNOWN,
    UNWINNABLE,
    WINNABLE,
    hint,
    last_winnable,
    no_moves_left,
    solve,
)

FIXTURES = Path(__file__).parents[1] / "fixtures" / "won_games.json"
GAMES = {g["name"]: g for g in json.loads(FIXTURES.read_text(encoding="utf-8"))["games"]}
NET = [name for name in GAMES if not name.endswith("-with-undos")]
DEAD = "EO1-C2-AAAAAFA"  # deal 130 with 2 cells: no legal move at the start
LOST_C4 = "EO1-C4-AAAAAAB"  # deal 1 with 4 cells: legal moves, no win


def _state(game: Game) -> tuple:
    return game.position.copy(), game.score, game.moves, list(game.log)


def assert_wins(game: Game, line: list[str]) -> None:
    """``line`` replays from ``game``'s position as a win through the engine."""
    replay = Game.from_log(game.spec, game.log + line)
    assert replay.is_won
    assert replay.log == game.log + line  # canonical notation


@pytest.mark.parametrize("name", NET)
def test_solves_a_nearly_finished_game(name):
    fixture = GAMES[name]
    back = 60 if fixture["code"].startswith("EH1") else 25
    game = Game.from_log(fixture["code"], fixture["log"][:-back])
    before = _state(game)
    found = solve(game, budget=60)
    assert found.result == WINNABLE and found.stopped == "won"
    assert _state(game) == before  # the caller's game is untouched
    assert_wins(game, found.line)
    assert found.best == found.line


@pytest.mark.parametrize("name", ["easy-harp-with-undos", "eight-off-c8-with-undos"])
def test_solves_from_a_game_with_undos_in_its_log(name):
    fixture = GAMES[name]
    game = Game.from_log(fixture["code"], fixture["log"][: len(fixture["log"]) // 2])
    found = solve(game, budget=60)
    assert found.result == WINNABLE
    assert_wins(game, found.line)


@pytest.mark.parametrize(
    "code", ["EO1-C8-AAAAAAB", "EO1-C4-AAAAAAC", "EO1-C4-AAAAABJ", "EH1-N-AAAAAAF"]
)
def test_solves_whole_deals(code):
    found = solve(Game.from_code(code), budget=60)
    assert found.result == WINNABLE
    assert "u" not in found.line and "r" not in found.line
    assert_wins(Game.from_code(code), found.line)
    assert found.states > 0 and found.seconds >= 0


def test_won_game_needs_no_moves():
    fixture = GAMES["eight-off-c8"]
    game = Game.from_log(fixture["code"], fixture["log"])
    found = solve(game)
    assert found.result == WINNABLE and found.line == []
    assert hint(game).move is None


def test_dead_deal_is_proved_unwinnable():
    game = Game.from_code(DEAD)
    assert game.legal_moves() == []
    found = solve(game)
    assert found.result == UNWINNABLE and found.line is None and found.stopped == "exhausted"
    answer = hint(game)
    assert answer.move is None and answer.result == UNWINNABLE


def test_unwinnable_deal_with_moves_is_proved_quickly():
    """Deal 1 with 4 cells has legal moves but no win: the whole space is searched."""
    game = Game.from_code(LOST_C4)
    assert game.legal_moves()
    found = solve(game, budget=10)
    assert found.result == UNWINNABLE and found.stopped == "exhausted"
    assert found.seconds < 10


def test_limits_stop_the_search():
    game = Game.from_code("EH1-N-AAAAAAB")
    found = solve(game, max_states=50)
    assert found.result == UNKNOWN and found.stopped == "states" and found.line is None
    t0 = time.monotonic()
    found = solve(game, budget=0.0)
    assert found.result == UNKNOWN and found.stopped == "budget"
    assert time.monotonic() - t0 < 5


def test_cancel_token_stops_the_search_from_another_thread():
    game = Game.from_code("EH1-N-AAAAAAB")
    cancel = threading.Event()
    out = {}

    def work() -> None:
        out["found"] = solve(game, budget=60, cancel=cancel)

    worker = threading.Thread(target=work)
    t0 = time.monotonic()
    worker.start()
    time.sleep(0.05)
    cancel.set()
    worker.join(10)
    assert not worker.is_alive()
    assert time.monotonic() - t0 < 5
    found = out["found"]
    assert found.result in (UNKNOWN, WINNABLE)  # it may have won before the cancel
    if found.result == UNKNOWN:
        assert found.stopped == "cancelled"


def test_cancel_set_before_the_call_answers_unknown_at_once():
    cancel = threading.Event()
    cancel.set()
    found = solve(Game.from_code("EH1-N-AAAAAAB"), budget=60, cancel=cancel)
    assert found.result == UNKNOWN and found.stopped == "cancelled"


# --------------------------------------------------------------------------- hints


@pytest.mark.parametrize(
    "code", ["EH1-N-AAAAAAB", "EH1-N-AAAAAAF", "EO1-C8-AAAAAFA", "EO1-C4-AAAAAAC", "EO1-C2-AAAAAUL"]
)
def test_APP_HINT_is_a_legal_move_and_changes_nothing(code):
    game = Game.from_code(code)
    before = _state(game)
    answer = hint(game)
    assert _state(game) == before
    if answer.result == UNWINNABLE:
        assert answer.move is None
        return
    assert answer.move is not None and answer.move in game.legal_moves()
    assert isinstance(game.push(answer.move), Action)


def test_APP_HINT_follows_the_winning_line():
    fixture = GAMES["eight-off-c8"]
    game = Game.from_log(fixture["code"], fixture["log"][:-10])
    answer = hint(game)
    assert answer.result == WINNABLE
    assert str(answer.move) == answer.line[0]
    assert_wins(game, answer.line)
    game.push(answer.move)
    again = hint(game)
    assert again.result == WINNABLE and again.move in game.legal_moves()


def test_APP_HINT_out_of_budget_is_still_a_useful_legal_move():
    """With no budget, the hint is a legal move (not a stock tap when others exist)."""
    game = Game.from_code("EH1-N-AAAAAAB")
    answer = hint(game, budget=0.0)
    assert answer.result == UNKNOWN
    assert answer.move is not None and answer.move in game.legal_moves()
    assert answer.move != STOCK_TAP


def test_APP_HINT_with_a_short_budget_points_towards_progress():
    """Eight Off deal 1 with 8 cells: even a tiny search's hint is legal; a real one wins."""
    game = Game.from_code("EO1-C8-AAAAAAB")
    answer = hint(game, budget=5)
    assert answer.result == WINNABLE and answer.move in game.legal_moves()


# --------------------------------------------------------------------------- last winnable


def test_last_winnable_of_a_winnable_position_is_zero_undos():
    game = Game.from_log("EO1-C8-AAAAAAB", ["1>c5"])
    rewind = last_winnable(game, budget=30)
    assert rewind.result == WINNABLE and rewind.undos == 0
    assert_wins(game, rewind.line)


def test_last_winnable_undoes_to_exactly_the_last_winnable_position():
    """Eight Off deal 2 with 4 cells: play winning moves, then a losing move and more moves
    after it; the answer is the number of actions since the losing move (plus it)."""
    code = "EO1-C4-AAAAAAC"
    game = Game.from_code(code)
    line = solve(game, budget=30).line
    losing = None
    for text in line:  # follow the winning line until some legal move loses the deal
        for move in game.legal_moves():
            trial = Game.from_log(game.spec, game.log + [str(move)])
            if solve(trial, budget=30).result == UNWINNABLE:
                losing = move
                break
        if losing is not None:
            break
        game.push(text)
    assert losing is not None
    game.push(losing)
    extra = 0
    for _ in range(5):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(moves[0])
        extra += 1
    assert extra >= 1
    game.push("u")  # an undo in the log is fine: only the actions in effect count
    extra -= 1
    before = _state(game)
    rewind = last_winnable(game, budget=60)
    assert _state(game) == before
    assert rewind.result == WINNABLE
    assert rewind.undos == extra + 1
    back = Game.from_log(code, game.log + ["u"] * rewind.undos)
    assert_wins(back, rewind.line)


def test_last_winnable_of_a_game_that_forgot_its_settled_actions():
    """A long game loaded from a file keeps no settled actions; undo's reach is the same."""
    game = Game.from_log("EH1-N-AAAAAAF", ["s"] * 300)
    game.forget_settled()
    rewind = last_winnable(game, budget=5)
    assert rewind.result in (WINNABLE, UNKNOWN)
    if rewind.undos is not None:
        assert_wins(Game.from_log("EH1-N-AAAAAAF", game.log + ["u"] * rewind.undos),
                    rewind.line)


def test_last_winnable_of_a_lost_deal_is_none():
    game = Game.from_log(LOST_C4, [str(Game.from_code(LOST_C4).legal_moves()[0])])
    rewind = last_winnable(game, budget=30)
    assert rewind.result == UNWINNABLE and rewind.undos is None and rewind.line is None


# --------------------------------------------------------------------------- no moves


def test_APP_NO_MOVES_eight_off_without_legal_moves():
    assert no_moves_left(Game.from_code(DEAD))
    assert not no_moves_left(Game.from_code("EO1-C8-AAAAAAB"))


def test_APP_NO_MOVES_eight_off_after_the_only_move():
    """EO1-C2-AAADWGH: one legal move (3>1), then none (issue 10)."""
    game = Game.from_code("EO1-C2-AAADWGH")
    assert not no_moves_left(game)
    assert [str(m) for m in game.legal_moves()] == ["3>1"]
    game.push("3>1")
    assert no_moves_left(game)
    game.undo()
    assert not no_moves_left(game)


def test_APP_NO_MOVES_easy_harp_counts_stock_cards_that_could_play():
    """Easy Harp: only stock taps left is "no moves" only when no stock or waste card
    could ever play on the table as it is."""
    game = Game.from_code("EH1-N-AAAAAAB")
    assert not no_moves_left(game)
    pos = game.position
    # Strip the table down to kings on every column: nothing builds, nothing goes home.
    from game.engine.cards import Card

    kings = [Card(13, s, c) for c in (0, 1) for s in "SHDC"] + [Card(13, "S", 0)]
    pos.columns = [[k] for k in kings[:9]]
    pos.down = [0] * 9
    pos.foundations = [[] for _ in range(8)]
    pos.stock = [Card(5, "S"), Card(7, "H")]
    pos.waste = [Card(9, "D")]
    assert [m for m in game.legal_moves() if m != STOCK_TAP] == []
    assert no_moves_left(game)
    pos.stock.append(Card(12, "H"))  # QH builds on a black king: a stock card can play
    assert not no_moves_left(game)
    pos.stock.pop()
    pos.waste.insert(0, Card(1, "C"))  # an ace can go home
    assert not no_moves_left(game)


def test_APP_NO_MOVES_is_false_for_a_won_game():
    fixture = GAMES["eight-off-c8"]
    assert not no_moves_left(Game.from_log(fixture["code"], fixture["log"]))


# --------------------------------------------------------------------------- properties

KINDS = [(EIGHT_OFF, 8), (EIGHT_OFF, 4), (EIGHT_OFF, 2), (EASY_HARP, None)]


@pytest.mark.parametrize("kind", KINDS, ids=["eo-c8", "eo-c4", "eo-c2", "easy-harp"])
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(number=st.integers(1, 999_999), data=st.data())
def test_every_line_the_solver_returns_replays_as_a_win(kind, number, data):
    """From a random deal, after a few random legal moves: a WINNABLE answer's line wins
    through the engine; an UNWINNABLE one means no legal move leads to a WINNABLE one."""
    game = Game(DealSpec(kind[0], number, kind[1]))
    for _ in range(data.draw(st.integers(0, 12), label="moves")):
        legal = game.legal_moves()
        if not legal or game.is_won:
            break
        game.push(legal[data.draw(st.integers(0, len(legal) - 1), label="move")])
    found = solve(game, budget=1.0)
    if found.result == WINNABLE:
        assert_wins(game, found.line)
    elif found.result == UNWINNABLE and kind[0] == EIGHT_OFF:
        for move in game.legal_moves()[:6]:
            child = Game.from_log(game.spec, game.log + [str(move)])
            assert solve(child, budget=1.0).result != WINNABLE


# --------------------------------------------------------------------------- FreeCell


def test_solver_asks_the_variant_so_freecell_solves_too():
    """FreeCell (hidden; alternate colours, any card into an empty column) goes through
    the same solver with nothing FreeCell-specific in it: Microsoft deal 1 is won, and the
    line replays through the engine."""
    from game.engine.deal import DealCodeError, parse_code

    try:
        spec = parse_code("FC1-N-AAAAAAB")
    except DealCodeError:
        pytest.skip("FreeCell is not in this build's variant registry")
    game = Game(spec)
    found = solve(game, budget=60)
    assert found.result == WINNABLE
    assert_wins(game, found.line)
    answer = hint(game)
    assert answer.result == WINNABLE and answer.move in game.legal_moves()
