"""Property tests over random legal play (hypothesis), for every game of the registry (Easy
Harp, Eight Off with 8, 4 and 2 cells, FreeCell) on random deals.

Each example deals a random game and plays up to 150 steps: most steps push a move drawn
from ``legal_moves()``, some undo. Along the way and at the end the tests check that cards
are conserved, undo restores the previous position exactly (the move counter does not go
down), the score is the sum of the points of the actions in effect and never negative, the
log replays to the same game, every listed move is accepted, and ``legal_moves()`` lists
every move ``check()`` accepts (APP-UNDO, APP-MOVE-COUNTER, EH-SCORE, EO-SCORE).
"""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from game.engine.cards import make_deck
from game.engine.deal import DealSpec
from game.engine.events import Action, Rejection, Undone
from game.engine.game import UNDO_LIMIT, Game
from game.engine.moves import ANY, STOCK_TAP, Move
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, Pile
from game.engine.variants import REGISTRY

KINDS = [(v.name, n) for v in REGISTRY.values() for n in (v.cell_choices or (None,))]
"""Every game of the registry (hidden ones too), with each of its cell options."""
MAX_STEPS = 150
SETTINGS = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

KIND_IDS = [name if cells is None else f"{name}-c{cells}" for name, cells in KINDS]
numbers = st.integers(1, 999_999)


def _snapshot(game: Game) -> tuple:
    return game.position.copy(), game.score, game.moves


def assert_cards_conserved(game: Game) -> None:
    """Every card exactly once: 104 cards with each (rank, suit) twice, or 52 distinct."""
    cards = game.position.all_cards()
    decks = game.variant.decks
    assert sorted(cards) == sorted(make_deck(decks))
    labels = Counter((c.rank, c.suit) for c in cards)
    assert len(labels) == 52 and set(labels.values()) == {decks}


def assert_score_consistent(game: Game) -> None:
    assert game.score >= 0
    assert game.score == sum(a.points for a in game.actions)


def assert_listed_moves_accepted(game: Game, legal: list[Move]) -> None:
    """Every move of ``legal_moves()`` is accepted by ``check()`` and is already resolved
    (the count set, except for a stock tap, which has none)."""
    assert len(set(legal)) == len(legal)
    for move in legal:
        assert move.count is not None or move == STOCK_TAP
        result = game.check(move)
        assert isinstance(result, Action), (move, result)
        assert result.move == move


def assert_legal_moves_complete(game: Game, legal: list[Move]) -> None:
    """Every move ``check()`` accepts, from any source to any column, bare ``c`` or bare
    ``f``, with any count (given or inferred), resolves to a move of ``legal_moves()``;
    an explicit foundation slot or cell that accepts implies the bare one does too (the
    documented de-duplication)."""
    listed = set(legal)
    pos = game.position
    if pos.has_stock:
        assert bool(game.check(STOCK_TAP)) == (STOCK_TAP in listed)
    dests = [Pile(COLUMN, j) for j in range(len(pos.columns))] + [Pile(FOUNDATION, ANY)]
    if pos.cells:
        dests.append(Pile(CELL, ANY))
    for src in pos.piles():
        if src.kind == STOCK:
            continue
        available = pos.face_up_count(src)
        if available == 0:
            continue
        for dst in dests:
            counts = [None, *range(1, (available if dst.kind == COLUMN else 1) + 1)]
            for count in counts:
                result = game.check(Move(src, dst, count))
                if isinstance(result, Action):
                    assert result.move in listed, (src, dst, count, result.move)
        for slot in range(len(pos.foundations)):
            if game.check(Move(src, Pile(FOUNDATION, slot), 1)):
                assert game.check(Move(src, Pile(FOUNDATION, ANY), 1))
        for cell in range(len(pos.cells)):
            if game.check(Move(src, Pile(CELL, cell), 1)):
                assert game.check(Move(src, Pile(CELL, ANY), 1))


def random_play(data: st.DataObject, spec: DealSpec, undo_rate: float, on_step) -> Game:
    """Play up to MAX_STEPS random steps, checking undo and the counters at each one, and
    calling ``on_step(game, legal)`` before each step."""
    game = Game(spec)
    steps = data.draw(
        st.one_of(st.integers(MAX_STEPS // 2, MAX_STEPS), st.integers(1, MAX_STEPS)), label="steps"
    )
    before: list[tuple] = []  # snapshot before each action still in effect
    for _ in range(steps):
        legal = game.legal_moves()
        on_step(game, legal)
        undo = data.draw(st.floats(0, 1), label="roll") < undo_rate or not legal
        log_len, moves = len(game.log), game.moves
        if undo:
            if not game.can_undo:
                result = game.undo()
                assert isinstance(result, Rejection)
                assert result.rule == "APP-UNDO-EMPTY" or game.is_won
                assert (len(game.log), game.moves) == (log_len, moves)
                if not legal:
                    break
                continue
            last = game.actions[-1]
            result = game.undo()
            assert isinstance(result, Undone) and result.action == last
            position, score, _ = before.pop()
            assert game.position == position
            assert game.score == score
            assert game.moves == moves  # APP-MOVE-COUNTER: an undo never lowers it
            assert game.log[log_len:] == ["u"]
        else:
            index = data.draw(st.integers(0, len(legal) - 1), label="move")
            snapshot = _snapshot(game)
            result = game.push(legal[index])
            assert isinstance(result, Action)
            assert result.move == legal[index]
            before.append(snapshot)
            del before[:-UNDO_LIMIT]
            assert game.moves == moves + 1
            assert game.log[log_len:] == [result.notation]
            assert game.score == snapshot[1] + result.points
        assert len(game.actions) >= len(before)
        assert_cards_conserved(game)
        assert_score_consistent(game)
        if game.is_won:
            break
    event(f"{spec.variant} {spec.cells}: {len(game.log) // 25 * 25}+ log entries")
    return game


@pytest.mark.parametrize("kind", KINDS, ids=KIND_IDS)
@SETTINGS
@given(number=numbers, data=st.data())
def test_random_play_keeps_the_invariants(kind, number, data):
    spec = DealSpec(kind[0], number, kind[1])

    def on_step(game: Game, legal: list[Move]) -> None:
        assert_listed_moves_accepted(game, legal)

    game = random_play(data, spec, undo_rate=0.2, on_step=on_step)
    replay = Game.from_log(spec, game.log)
    assert replay.position == game.position
    assert replay.score == game.score
    assert replay.moves == game.moves
    assert replay.log == game.log
    assert [a.notation for a in replay.actions] == [a.notation for a in game.actions]
    assert_cards_conserved(replay)


@pytest.mark.parametrize("kind", KINDS, ids=KIND_IDS)
@SETTINGS
@given(number=numbers, data=st.data())
def test_legal_moves_are_complete(kind, number, data):
    spec = DealSpec(kind[0], number, kind[1])
    every = data.draw(st.integers(3, 12), label="check every")
    step = {"n": 0}

    def on_step(game: Game, legal: list[Move]) -> None:
        if step["n"] % every == 0:
            assert_legal_moves_complete(game, legal)
        step["n"] += 1

    game = random_play(data, spec, undo_rate=0.1, on_step=on_step)
    assert_legal_moves_complete(game, game.legal_moves())


@pytest.mark.parametrize("kind", KINDS, ids=KIND_IDS)
@settings(max_examples=15, deadline=None)
@given(number=numbers, data=st.data())
def test_undo_past_the_limit_is_refused(kind, number, data):
    """APP-UNDO: at most 100 actions can be taken back; then APP-UNDO-EMPTY."""
    spec = DealSpec(kind[0], number, kind[1])
    game = Game(spec)
    pushed = 0
    while pushed < UNDO_LIMIT + 5:
        legal = game.legal_moves()
        if not legal or game.is_won:
            break
        game.push(legal[data.draw(st.integers(0, len(legal) - 1), label="move")])
        pushed += 1
    if game.is_won:
        return
    undone = 0
    while game.can_undo:
        assert isinstance(game.undo(), Undone)
        undone += 1
    assert undone == min(pushed, UNDO_LIMIT)
    moves = game.moves
    result = game.undo()
    assert isinstance(result, Rejection) and result.rule == "APP-UNDO-EMPTY"
    assert game.moves == moves == pushed
    replay = Game.from_log(spec, game.log)
    assert replay.position == game.position and replay.score == game.score
