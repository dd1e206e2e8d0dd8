"""The scheduler's making of a scene in steps (game/ui/scheduler.py: Building, build,
advance, drop, call_steps): what runs in a frame is decided by the steps' own word (a step
yielding True ends the frame) and, with a budget of 0, one step a frame, so nothing here
depends on the machine's speed."""

from __future__ import annotations

from types import SimpleNamespace

from game.ui.scheduler import Building, Scheduler, call_steps


def scheduler(budget: float = 0.0) -> Scheduler:
    made = Scheduler(SimpleNamespace(current_view=None, frames_drawn=1))
    made.frame_budget = budget
    return made


def counting(log: list[int], n: int, *, pause_after: int | None = None):
    def steps(_building: Building):
        for i in range(n):
            log.append(i)
            yield True if i == pause_after else None
    return steps


def test_a_budget_of_zero_runs_one_step_a_frame_and_the_last_frame_completes_it():
    work, log = scheduler(0.0), []
    owner = object()
    work.build(owner, counting(log, 3), key="k")
    assert work.building(owner).key == "k"
    frames = 0
    while not work.advance(owner):
        frames += 1
    assert log == [0, 1, 2] and frames == 3  # a step a frame; the last frame runs none
    # (it is the frame that shows what the steps made)
    assert work.building(owner) is None and work.advance(owner)


def test_to_the_end_runs_every_step_at_once():
    work, log = scheduler(0.0), []
    owner = object()
    work.build(owner, counting(log, 5, pause_after=1))
    assert work.advance(owner, to_end=True) and log == [0, 1, 2, 3, 4]


def test_a_step_that_yields_true_ends_the_frame_whatever_the_budget():
    work, log = scheduler(budget=60.0), []
    owner = object()
    work.build(owner, counting(log, 4, pause_after=1))
    assert not work.advance(owner) and log == [0, 1]  # the step after it waits a frame
    assert work.advance(owner) and log == [0, 1, 2, 3]


def test_a_making_given_up_is_gone_and_one_begun_again_replaces_it():
    work, first, second = scheduler(), [], []
    owner = object()
    work.build(owner, counting(first, 3))
    work.drop(owner)
    assert work.building(owner) is None and work.advance(owner) and first == []
    work.build(owner, counting(first, 3))
    replacing = work.build(owner, counting(second, 1))
    assert work.building(owner) is replacing
    assert work.advance(owner, to_end=True) and first == [] and second == [0]


def test_the_makings_of_two_owners_go_on_apart_and_cancel_forgets_them():
    work, a, b = scheduler(), [], []
    one, other = object(), object()
    work.build(one, counting(a, 2))
    work.build(other, counting(b, 2))
    work.advance(one)
    assert a == [0] and b == []
    work.cancel()
    assert work.building(one) is None and work.building(other) is None


def test_call_steps_calls_each_until_it_is_done_then_waits_a_frame():
    calls = []

    def twice() -> bool:
        calls.append("twice")
        return calls.count("twice") < 2

    def once() -> bool:
        calls.append("once")
        return False

    said = list(call_steps([twice, once]))
    assert calls == ["twice", "twice", "once"]
    assert said[-1] is True and all(s is None for s in said[:-1])
