""""Show me how" starts its Replay at a speed that shows the whole line in about a minute
(an Easy Harp line is 680-1 090 entries: 7-11 minutes at 1x), with the Replay's usual
step and speed buttons."""

from __future__ import annotations

import pytest
from conftest import click, fire, open_history, step
from test_history_scene import make_record, press

from game.engine.deal import DealSpec, parse_code
from game.engine.winnable import winnable_deals, winning_line
from game.ui.views.replay import ReplayView
from game.ui.views.replay_clock import (
    FIRST_STEP_DELAY,
    SOLUTION_TIME,
    SPEED_STEPS,
    STEP_TIME,
    solution_speed,
)


@pytest.mark.parametrize("entries", [1, 60, 100, 101, 200, 400, 800, 801, 5000])
def test_the_starting_speed_plays_the_line_in_about_a_minute(entries):
    speed = solution_speed(entries)
    assert speed in SPEED_STEPS and speed >= 1
    if speed < SPEED_STEPS[-1]:
        assert entries * STEP_TIME / speed <= SOLUTION_TIME
    slower = [s for s in SPEED_STEPS if 1 <= s < speed]
    assert all(entries * STEP_TIME / s > SOLUTION_TIME for s in slower)


def press_control(app, replay, name):
    button = replay.bar.controls[name]
    click(app, button.rect.center_x, button.rect.center_y)


def show_me_how_from_history(app, variant, cells):
    number = min(winnable_deals(variant, cells))
    code = DealSpec(variant, number, cells).code
    app.services.records.history.record_many([make_record(code, [], 1)])
    view = open_history(app)
    left, bottom, right, top = view.table.row_rect(0)
    fire(app, "on_mouse_motion", left + 30, (bottom + top) / 2, 0, 0)
    press(app, view, "show-how")
    replay = app.current_view
    assert isinstance(replay, ReplayView)
    return replay, winning_line(parse_code(code))


def test_easy_harp_show_me_how_starts_at_eight_times(app):
    """Through the History's button: the Replay of a shipped Easy Harp line starts at 8x
    (its button lit), plays 8 / 0.6 entries a second of frames, and the step and speed
    buttons work as in every Replay."""
    replay, line = show_me_how_from_history(app, "easy-harp", None)
    assert replay.clock.speed == 8.0 and len(line) * STEP_TIME / 8.0 < 1.5 * SOLUTION_TIME
    replay.on_draw()
    assert replay.bar.controls["speed-8"].selected
    assert not replay.bar.controls["speed-1"].selected
    step(app, FIRST_STEP_DELAY + STEP_TIME + 3.0)  # the deal, the first entry, then 3 s
    assert abs(replay.cursor - (1 + 3.0 * 8 / STEP_TIME)) <= 2
    at = replay.cursor
    press_control(app, replay, "forward")
    assert not replay.clock.playing and replay.aim == at + 1
    press_control(app, replay, "back")
    press_control(app, replay, "back")
    assert replay.aim == at - 1
    press_control(app, replay, "speed-1")
    assert replay.clock.speed == 1.0 and replay.bar.controls["speed-1"].selected


def test_eight_off_show_me_how_keeps_one_times(app):
    """An Eight Off line (70-110 entries) takes about a minute at 1x already."""
    replay, line = show_me_how_from_history(app, "eight-off", 8)
    assert replay.clock.speed == solution_speed(len(line)) <= 2.0


def test_show_me_how_from_a_position_counts_only_the_line(app):
    """From the table (the player's log, then the solver's line): the speed is chosen for
    the line from the player's position, not for the whole log."""
    number = min(winnable_deals("easy-harp", None))
    spec = DealSpec("easy-harp", number, None)
    line = winning_line(spec)
    app.nav.replay_from(spec, line, len(line) - 50)
    replay = app.current_view
    assert isinstance(replay, ReplayView) and replay.clock.speed == 1.0
    app.nav.replay_from(spec, line, 0)
    assert app.current_view.clock.speed == 8.0
