"""A replay's memory stays bounded whatever the log's length: sparse checkpoints (at most
MOST_CHECKPOINTS per line, each a position and at most UNDO_LIMIT actions), games that
forget their settled actions, and every query still exact (a jump equals the fold from
the start). Inputs of 10⁴ entries; 10⁶ belongs to benchmarks/bench_replay_memory.py."""

from __future__ import annotations

import random

import pytest
from engine_helpers import wandering_log

import game.engine.timeline as timeline_module
from game.engine.deal import parse_code
from game.engine.game import UNDO_LIMIT, Game
from game.engine.timeline import HISTORY, NET, Timeline, checkpoint_spacing

CODE = "EH1-N-AAAAAAF"


@pytest.fixture(scope="module")
def long_log() -> list[str]:
    log = wandering_log(CODE, 10_000, 8)
    assert len(log) == 10_000 and "u" in log and "r" in log
    return log


def test_the_spacing_keeps_the_number_of_checkpoints_bounded():
    assert checkpoint_spacing(0) == checkpoint_spacing(1000) == timeline_module.CHECKPOINT_EVERY
    for length in (10**4, 10**5, 10**6, 10**7):
        assert -(-length // checkpoint_spacing(length)) <= timeline_module.MOST_CHECKPOINTS


def test_a_game_that_forgets_its_settled_actions_plays_the_same(long_log):
    full, light = Game.from_code(CODE), Game.from_code(CODE)
    for i, text in enumerate(long_log):
        a, b = full.push(text), light.push(text)
        assert a == b, i
        if i % 97 == 0:
            light.forget_settled()
            assert light.snapshot() == full.snapshot()
            assert light.undo_reaches_start == full.undo_reaches_start
    assert light.snapshot() == full.snapshot()
    with pytest.raises(ValueError):
        light.actions  # noqa: B018 - forgotten
    while full.can_undo:  # undo reaches as far in both
        assert light.undo() == full.undo()
    assert not light.can_undo and light.position == full.position


def test_a_long_log_keeps_sparse_checkpoints_and_exact_jumps(long_log, monkeypatch):
    monkeypatch.setattr(timeline_module, "MOST_CHECKPOINTS", 12)
    timeline = Timeline(parse_code(CODE), long_log)
    assert timeline.every == checkpoint_spacing(len(long_log)) == 834
    for marks in timeline._checkpoints.values():
        assert len(marks) <= 13 and all(len(m.undoable) <= UNDO_LIMIT for m in marks)
    pushed = []
    original = Game.push

    def counting_push(self, move):
        pushed.append(move)
        return original(self, move)

    net = timeline.entries(NET)
    rng = random.Random(3)
    for mode, line in ((HISTORY, long_log), (NET, net)):
        n = len(line)
        for k in [0, n, n - 1, 833, 834, 835, *(rng.randrange(n + 1) for _ in range(6))]:
            monkeypatch.setattr(Game, "push", counting_push)
            pushed.clear()
            got = timeline.game_at(mode, k)
            assert len(pushed) == k % timeline.every
            monkeypatch.setattr(Game, "push", original)
            want = Game.from_log(CODE, line[:k])
            assert got.snapshot() == want.snapshot(), (mode, k)
            if got.can_undo:  # it plays on like the folded game
                assert got.undo() == want.undo()


def test_the_log_entries_are_shared_strings(long_log):
    timeline = Timeline(parse_code(CODE), [str(e) for e in long_log])
    entries = timeline.entries(HISTORY)
    distinct = {id(e) for e in entries}
    assert len(distinct) == len(set(entries)) < len(entries) // 20


def test_a_long_log_is_read_in_slices_before_its_fold(long_log, monkeypatch):
    monkeypatch.setattr(timeline_module, "PLAN_SLICE", 1000)
    timeline = Timeline(parse_code(CODE), long_log, progressive=True)
    assert timeline.length(HISTORY) == len(long_log)
    for _ in range(len(long_log) // 1000 - 1):  # nothing is folded while the log is read
        assert not timeline.fold(budget=0.0) and timeline.folded == 0
    timeline.fold(budget=0.0)
    assert timeline.folded == 1  # then one entry per slice
    whole = Timeline(parse_code(CODE), long_log)
    assert timeline.length(NET) == whole.length(NET)
    timeline.fold()
    for mode in (HISTORY, NET):
        assert timeline.entries(mode) == whole.entries(mode)
        assert timeline._checkpoints[mode] == whole._checkpoints[mode]
