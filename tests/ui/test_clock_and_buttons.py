"""Issue 13, faults 5 and 8: the clock pauses while the window is not in front; Undo dims at
once after the last possible undo."""

from __future__ import annotations

from conftest import fire, step

from game.engine.deal import parse_code
from game.engine.moves import STOCK_TAP


def test_the_clock_pauses_while_the_window_is_inactive_or_minimised(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAF"), animate=False)
    table.play(STOCK_TAP)
    step(app, 1.0, dt=0.1)
    running = table.elapsed
    assert running > 0.9
    for away, back in (("on_deactivate", "on_activate"), ("on_hide", "on_show")):
        fire(app, away)
        step(app, 30.0, dt=0.5)  # 30 s with the window in the background
        assert table.elapsed == running
        fire(app, back)
        step(app, 1.0, dt=0.1)
        assert table.elapsed > running + 0.9
        running = table.elapsed


def test_undo_dims_at_once_after_the_last_possible_undo(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAF"), animate=False)
    table.play(STOCK_TAP)
    assert table.status.buttons["undo"].enabled
    table.undo()  # no frame in between: the button must already say it
    assert not table.game.can_undo
    assert not table.status.buttons["undo"].enabled
