"""The solver (game/engine/solver.py): winning lines, dead deals, limits and hints."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from game.engine.events import Action
from game.engine.game import Game
from game.engine.solver import hint, solve

FIXTURES = Path(__file__).parent / "fixtures" / "won_games.json"
GAMES = {g["name"]: g for g in json.loads(FIXTURES.read_text(encoding="utf-8"))["games"]}
NET = [name for name in GAMES if not name.endswith("-with-undos")]
DEAD = "EO1-C2-AAAAAFA"  # deal 130 with 2 cells: no legal move at the start


def _state(game: Game) -> tuple:
    return game.position.copy(), game.score, game.moves, list(game.log)


@pytest.mark.parametrize("name", NET)
def test_solves_a_nearly_finished_game(name):
    fixture = GAMES[name]
    back = 60 if fixture["code"].startswith("EH1") else 25
    prefix = fixture["log"][:-back]
    game = Game.from_log(fixture["code"], prefix)
    before = _state(game)
    line = solve(game, max_states=20_000, time_limit=60)
    assert line is not None
    assert _state(game) == before  # the caller's game is untouched
    won = Game.from_log(fixture["code"], prefix + line)
    assert won.is_won
    assert won.log == prefix + line  # the line is canonical notation


@pytest.mark.parametrize("name", ["easy-harp-with-undos", "eight-off-c8-with-undos"])
def test_solves_from_a_game_with_undos_in_its_log(name):
    fixture = GAMES[name]
    prefix = fixture["log"][: len(fixture["log"]) // 2]
    game = Game.from_log(fixture["code"], prefix)
    line = solve(game, max_states=50_000, time_limit=60)
    assert line is not None
    assert Game.from_log(fixture["code"], prefix + line).is_won


@pytest.mark.parametrize("code", ["EO1-C8-AAAAAAB", "EO1-C4-AAAAAAC", "EH1-N-AAAAAAF"])
def test_solves_whole_deals(code):
    line = solve(Game.from_code(code), max_states=100_000, time_limit=60)
    assert line is not None
    assert "u" not in line
    assert Game.from_log(code, line).is_won


def test_won_game_needs_no_moves():
    fixture = GAMES["eight-off-c8"]
    game = Game.from_log(fixture["code"], fixture["log"])
    assert solve(game) == []
    assert hint(game) is None


def test_dead_deal_has_no_solution():
    game = Game.from_code(DEAD)
    assert game.legal_moves() == []
    assert solve(game) is None
    assert hint(game) is None


def test_unwinnable_deal_is_exhausted_quickly():
    """EO1-C4-AAAAAAB (deal 1, 4 cells) has legal moves but no win: the search space is
    small and the solver says so without using its whole budget."""
    game = Game.from_code("EO1-C4-AAAAAAB")
    assert game.legal_moves()
    t0 = time.monotonic()
    assert solve(game, max_states=200_000) is None
    assert time.monotonic() - t0 < 10


def test_limits_stop_the_search():
    game = Game.from_code("EH1-N-AAAAAAB")
    assert solve(game, max_states=50) is None
    t0 = time.monotonic()
    assert solve(game, time_limit=0.0) is None
    assert time.monotonic() - t0 < 5


@pytest.mark.parametrize(
    "code", ["EH1-N-AAAAAAB", "EH1-N-AAAAAAF", "EO1-C8-AAAAAFA", "EO1-C4-AAAAAAC", "EO1-C2-AAAAAUL"]
)
def test_hint_is_a_legal_move(code):
    game = Game.from_code(code)
    before = _state(game)
    move = hint(game)
    assert _state(game) == before
    assert move is not None
    assert move in game.legal_moves()
    assert isinstance(game.push(move), Action)


def test_hint_follows_the_solution_when_one_is_found():
    fixture = GAMES["eight-off-c8"]
    game = Game.from_log(fixture["code"], fixture["log"][:-10])
    line = solve(game, max_states=4000)
    assert line is not None
    assert str(hint(game)) == line[0]


def test_hint_falls_back_on_the_heuristic():
    """With no search budget the hint is still a legal move (the one-step heuristic)."""
    game = Game.from_code("EH1-N-AAAAAAB")
    move = hint(game, max_states=1, time_limit=0.0)
    assert move is not None and move in game.legal_moves()
