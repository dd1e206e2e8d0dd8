"""Redo (APP-REDO, APP-REDO-EMPTY, APP-MOVE-COUNTER): the engine, the log, saved games and
``game.cli play``.

A redo re-applies the most recently undone action, as long as no other action was accepted
since; it is logged as ``r`` and folding a log with ``r`` gives the live game exactly.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from won_lines import EO130_WON_LOG

from game.cli import main
from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec
from game.engine.events import Action, Redone, Rejection, Undone
from game.engine.game import UNDO_LIMIT, Game
from game.engine.moves import REDO, UNDO, NotationError, PileLayout, parse_move
from game.engine.notation import SavedGame, dump_game, load_game

EO = "EO1-C8-AAAAAFA"
EH = "EH1-N-AAAAAAF"


def snapshot(game: Game) -> tuple:
    return game.position.copy(), game.score, [a.notation for a in game.actions]


# --------------------------------------------------------------------------- notation


@pytest.mark.parametrize("text", ["r", "R", " r "])
def test_APP_REDO_token_parses(text: str) -> None:
    layout = PileLayout(columns=8, cells=8, foundations=4, has_stock=False)
    move = parse_move(text, layout)
    assert move == REDO and move.is_redo and not move.is_undo
    assert str(move) == "r"
    assert UNDO.is_undo and not UNDO.is_redo and str(UNDO) == "u"


def test_APP_REDO_unknown_tokens_stay_malformed() -> None:
    layout = PileLayout(columns=8, cells=8, foundations=4, has_stock=False)
    for text in ("rr", "r1", "redo"):
        with pytest.raises(NotationError):
            parse_move(text, layout)


# --------------------------------------------------------------------------- rules


def test_APP_REDO_restores_position_score_and_counts_a_move() -> None:
    game = Game.from_code(EO)
    game.push("1>c5")
    game.push("1>8")
    after = snapshot(game)
    undone = game.push("u")
    assert isinstance(undone, Undone)
    assert game.can_redo and [a.notation for a in game.redo_actions] == ["1>8"]
    redone = game.push("r")
    assert isinstance(redone, Redone) and redone.action == undone.action
    assert snapshot(game) == after
    assert game.moves == 3  # two moves and a redo; the undo adds nothing (APP-MOVE-COUNTER)
    assert game.log == ["1>c5", "1>8", "u", "r"]
    assert not game.can_redo


def test_APP_REDO_gives_back_the_points_of_the_action() -> None:
    game = Game.from_code(EH)
    legal = [m for m in game.legal_moves() if not m.is_stock]
    scoring = next(m for m in legal if isinstance(r := game.check(m), Action) and r.points)
    action = game.push(scoring)
    assert isinstance(action, Action)
    game.undo()
    assert game.score == 0
    game.redo()
    assert game.score == action.points > 0


def test_APP_REDO_EMPTY_without_an_undo() -> None:
    game = Game.from_code(EO)
    result = game.push("r")
    assert isinstance(result, Rejection) and result.rule == "APP-REDO-EMPTY"
    game.push("1>c5")
    result = game.redo()
    assert isinstance(result, Rejection) and result.rule == "APP-REDO-EMPTY"
    assert game.log == ["1>c5"] and game.moves == 1


def test_APP_REDO_EMPTY_after_a_new_action() -> None:
    game = Game.from_code(EO)
    game.push("1>c5")
    game.push("1>8")
    game.undo()
    game.undo()
    assert [a.notation for a in game.redo_actions] == ["1>8", "1>c5"]
    game.push("2>c5")  # a new action empties the redo stack
    assert not game.can_redo and game.redo_actions == []
    result = game.push("r")
    assert isinstance(result, Rejection) and result.rule == "APP-REDO-EMPTY"


def test_APP_REDO_several_in_order_then_undo_again() -> None:
    game = Game.from_code(EO)
    for text in ("1>c5", "1>8", "3>c6"):
        game.push(text)
    states = [snapshot(Game.from_log(EO, game.log[:k])) for k in range(4)]
    for k in (2, 1, 0):
        game.undo()
        assert snapshot(game) == states[k]
    for k in (1, 2, 3):
        assert isinstance(game.redo(), Redone)
        assert snapshot(game) == states[k]
    assert isinstance(game.undo(), Undone)  # a redone action can be undone again
    assert snapshot(game) == states[2]
    assert game.moves == 6


def test_APP_REDO_check_does_not_change_anything() -> None:
    game = Game.from_code(EO)
    game.push("1>c5")
    game.undo()
    before = snapshot(game), list(game.log), game.moves
    result = game.check("r")
    assert isinstance(result, Redone) and result.action.notation == "1>c5"
    assert (snapshot(game), list(game.log), game.moves) == before
    assert game.can_redo


def test_APP_REDO_of_the_winning_move_wins_and_then_APP_FINISHED() -> None:
    game = Game.from_log(EO, EO130_WON_LOG[:-1])
    game.push(EO130_WON_LOG[-1])
    assert game.is_won
    assert game.redo().rule == "APP-FINISHED"  # type: ignore[union-attr]
    replay = Game.from_log(EO, EO130_WON_LOG[:-1] + ["u", "r"])
    assert not replay.is_won  # "u" undid the last-but-one action, "r" re-applies it
    game = Game.from_log(EO, EO130_WON_LOG[:-1])
    game.undo()
    game.redo()
    game.push(EO130_WON_LOG[-1])
    assert game.is_won and game.moves == len(EO130_WON_LOG) + 1
    assert not game.can_redo and not game.can_undo


def test_APP_REDO_stack_survives_the_undo_limit() -> None:
    """Undo then redo of all 100 undoable actions, past the undo limit, folds exactly."""
    game = Game.from_code(EH)
    for _ in range(UNDO_LIMIT + 20):
        game.push("s")
    while game.can_undo:
        game.undo()
    assert len(game.redo_actions) == UNDO_LIMIT
    while game.can_redo:
        game.redo()
    assert game.undo() and game.redo()
    replay = Game.from_log(EH, game.log)
    assert snapshot(replay) == snapshot(game) and replay.moves == game.moves


# --------------------------------------------------------------------------- properties

KINDS = [(EASY_HARP, None), (EIGHT_OFF, 8), (EIGHT_OFF, 4), (EIGHT_OFF, 2)]


@pytest.mark.parametrize("kind", KINDS, ids=["easy-harp", "eo-c8", "eo-c4", "eo-c2"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(number=st.integers(1, 999_999), data=st.data())
def test_APP_REDO_random_undo_redo_play_folds_to_the_live_game(kind, number, data) -> None:
    """Random play mixing actions, undos and redos: each undo then redo restores position,
    score and actions in effect exactly; redo is refused exactly when the model says
    nothing is undone; folding the log equals the live game, redo stack included."""
    spec = DealSpec(kind[0], number, kind[1])
    game = Game(spec)
    history: list[tuple] = [snapshot(game)]  # snapshot after each action in effect
    redo_model: list[tuple] = []  # snapshots a redo would restore, next one last
    for _ in range(data.draw(st.integers(1, 120), label="steps")):
        roll = data.draw(st.sampled_from("aaauur"), label="kind")
        moves = game.moves
        if roll == "u" and game.can_undo:
            redo_model.append(history.pop())
            assert isinstance(game.undo(), Undone)
            assert snapshot(game) == history[-1] and game.moves == moves
        elif roll == "r":
            result = game.redo()
            if redo_model:
                assert isinstance(result, Redone)
                history.append(redo_model.pop())
                assert snapshot(game) == history[-1] and game.moves == moves + 1
            else:
                assert isinstance(result, Rejection) and result.rule == "APP-REDO-EMPTY"
                assert game.moves == moves
        else:
            legal = game.legal_moves()
            if not legal:
                continue
            game.push(legal[data.draw(st.integers(0, len(legal) - 1), label="move")])
            history.append(snapshot(game))
            redo_model.clear()
            assert not game.can_redo
        assert len(game.redo_actions) == len(redo_model)
        if game.is_won:
            break
    replay = Game.from_log(spec, game.log)
    assert snapshot(replay) == snapshot(game)
    assert replay.moves == game.moves and replay.log == game.log
    assert replay.redo_actions == game.redo_actions


# --------------------------------------------------------------------------- files and CLI


def test_APP_REDO_saved_game_with_r_loads_and_keeps_the_redo_stack() -> None:
    game = Game.from_log(EO, ["1>c5", "1>8", "3>c6", "u", "u", "r"])
    loaded = load_game(dump_game(SavedGame(game, elapsed=1.0)))
    assert loaded.game.log == game.log
    assert snapshot(loaded.game) == snapshot(game)
    assert loaded.game.moves == game.moves == 4
    assert [a.notation for a in loaded.game.redo_actions] == ["3>c6"]


def test_APP_REDO_cli_play_accepts_r(capsys) -> None:
    rc = main(["play", EO, "1>c5", "u", "r", "--json"])
    state = json.loads(capsys.readouterr().out)
    assert rc == 0 and state["moves"] == 2 and state["cells"][4] is not None
    assert state["rejected"] is None


def test_APP_REDO_EMPTY_cli_play_rejects_r(capsys) -> None:
    rc = main(["play", EO, "1>c5", "r", "--json"])
    state = json.loads(capsys.readouterr().out)
    assert rc == 3
    assert state["rejected"] == {"index": 1, "move": "r", "rule": "APP-REDO-EMPTY"}
    assert state["moves"] == 1
