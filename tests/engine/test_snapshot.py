"""Game snapshots: ``Game.from_snapshot`` rebuilds exactly the game ``Game.from_log`` makes
(position, counters, log, actions in effect, undo reach, redo stack), at any point of any
log."""

from __future__ import annotations

import pytest
from engine_helpers import wandering_log
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.game import UNDO_LIMIT, Game

CODES = ("EH1-N-AAAAAAF", "EO1-C8-AAAAAFA", "EO1-C4-AAAAAAB", "EO1-C2-AAAAAAB")


def same_game(a: Game, b: Game) -> None:
    assert a.position == b.position
    assert (a.score, a.moves, a.is_won, a.can_undo) == (b.score, b.moves, b.is_won, b.can_undo)
    assert a.log == b.log
    assert a.actions == b.actions
    assert (a.can_redo, a.redo_actions) == (b.can_redo, b.redo_actions)


def undo_all(game: Game) -> list[str]:
    """Undo until refused; the notations taken back, newest first."""
    out = []
    while game.can_undo:
        out.append(game.undo().action.notation)
    return out


@settings(max_examples=25, deadline=None)
@given(
    code=st.sampled_from(CODES),
    seed=st.integers(0, 10_000),
    length=st.integers(0, 600),
    data=st.data(),
)
def test_from_snapshot_equals_the_fold_of_the_log(code, seed, length, data):
    log = wandering_log(code, length, seed)
    k = data.draw(st.integers(0, len(log)), label="k")
    final = Game.from_log(code, log)
    at_k = Game.from_log(code, log[:k])
    snap = at_k.snapshot()
    assert len(snap.undoable) <= UNDO_LIMIT and snap.log_length == k
    # settled actions are never taken back later: they are the final game's first ones
    rebuilt = Game.from_snapshot(final.spec, snap, log[:k], final.actions[: snap.settled])
    same_game(rebuilt, at_k)
    # and it goes on exactly alike: the rest of the log, then undo as far as allowed
    for text in log[k:]:
        assert rebuilt.push(text) == at_k.push(text)
    same_game(rebuilt, at_k)
    assert undo_all(rebuilt) == undo_all(at_k)
    same_game(rebuilt, at_k)
    while at_k.can_redo:
        assert rebuilt.redo() == at_k.redo()
    same_game(rebuilt, at_k)


def test_snapshot_is_independent_of_the_game():
    game = Game.from_code("EO1-C8-AAAAAFA")
    game.push("1>c5")
    snap = game.snapshot()
    before = snap.position.copy()
    game.push("u")
    game.push("2>c1")
    assert snap.position == before
    again = Game.from_snapshot(game.spec, snap, ["1>c5"], [])
    again.push("u")  # the rebuilt game changes its own copy only
    assert snap.position == before


def test_from_snapshot_refuses_a_log_or_settled_list_of_the_wrong_length():
    game = Game.from_code("EH1-N-AAAAAAF")
    game.push("s")
    snap = game.snapshot()
    with pytest.raises(ValueError, match="1 log entries"):
        Game.from_snapshot(game.spec, snap, [], [])
    with pytest.raises(ValueError, match="0 settled"):
        Game.from_snapshot(game.spec, snap, ["s"], game.actions)


def test_from_snapshot_with_settled_actions_and_long_undo_runs():
    code = "EH1-N-AAAAAAF"
    log = wandering_log(code, 600, seed=2)
    final = Game.from_log(code, log)
    checked = redos = 0
    for k in range(0, len(log) + 1, 37):
        at_k = Game.from_log(code, log[:k])
        snap = at_k.snapshot()
        rebuilt = Game.from_snapshot(final.spec, snap, log[:k], final.actions[: snap.settled])
        same_game(rebuilt, at_k)
        assert undo_all(rebuilt) == undo_all(at_k)
        checked += snap.settled > 0
        redos += bool(snap.redoable)
    assert checked >= 5  # the undo limit really was reached at most of these points
    assert redos >= 2 and "r" in log
