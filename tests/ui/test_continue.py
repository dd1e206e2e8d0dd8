"""Continue from History: an unfinished game comes back with its log, score, moves and
clock exactly, and is recorded once, when it ends (through the real History scene)."""

from __future__ import annotations

import arcade
from conftest import answer_leave, click, key, open_history, step
from won_lines import EO2_C4_WON_CODE, EO2_C4_WON_LOG

from game.engine.deal import parse_code
from game.ui.views.history_table import row_action


def press_row(app, view, i, slot):
    left, bottom, right, top = view.table.action_rect(i, slot)
    click(app, (left + right) / 2, (bottom + top) / 2)


def leave_a_game(app, code, log, seconds):
    table = app.nav.start(parse_code(code), animate=False)
    for text in log:
        table.play(table.game.parse(text))
    step(app, seconds)
    key(app, arcade.key.F2)
    answer_leave(app)
    return table


def test_continue_restores_the_game_exactly(app):
    log = [*EO2_C4_WON_LOG[:5], "u", "u", "r"]
    old = leave_a_game(app, EO2_C4_WON_CODE, log, 1.5)
    app.nav.leave_current_game()  # the new deal (no moves) is not recorded
    view = open_history(app)
    assert view.table.records[0].result == "not finished"
    assert row_action(view.table.records[0], "again") == "continue"
    press_row(app, view, 0, "again")
    table = app.services.playing.table
    assert app.current_view is table and table is not old
    assert table.game.log == log
    assert (table.game.score, table.game.moves) == (old.game.score, old.game.moves)
    assert abs(table.elapsed - old.elapsed) < 0.01 and table.started == old.started
    assert table.game.can_redo == old.game.can_redo


def test_a_continued_game_is_recorded_once_when_it_is_won(app):
    leave_a_game(app, EO2_C4_WON_CODE, EO2_C4_WON_LOG[:10], 0.5)
    view = open_history(app)
    press_row(app, view, 0, "again")
    table = app.services.playing.table
    for text in EO2_C4_WON_LOG[10:]:
        table.play(table.game.parse(text))
    assert table.game.is_won
    records = app.services.records.history.recent()
    assert [(r.code, r.result) for r in records] == [(EO2_C4_WON_CODE, "won")]
    assert records[0].moves == len(EO2_C4_WON_LOG)


def test_leaving_a_continued_game_again_keeps_one_row(app):
    leave_a_game(app, EO2_C4_WON_CODE, EO2_C4_WON_LOG[:4], 0.5)
    view = open_history(app)
    press_row(app, view, 0, "again")
    app.services.playing.table.play(app.services.playing.table.game.parse(EO2_C4_WON_LOG[4]))
    key(app, arcade.key.F2)
    answer_leave(app)
    records = app.services.records.history.recent()
    assert [(r.result, r.moves) for r in records] == [("not finished", 5)]


def test_continue_asks_before_leaving_another_game_in_progress(app):
    leave_a_game(app, EO2_C4_WON_CODE, EO2_C4_WON_LOG[:3], 0.5)
    other = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    other.play(other.game.parse("1>c5"))
    view = open_history(app)
    press_row(app, view, 0, "again")
    answer_leave(app, leave=False)
    assert app.current_view is view and app.services.playing.table is other
    press_row(app, view, 0, "again")
    answer_leave(app)
    assert app.services.playing.table.game.log == EO2_C4_WON_LOG[:3]


def test_won_rows_keep_play_again(app):
    table = app.nav.start(parse_code(EO2_C4_WON_CODE), animate=False)
    for text in EO2_C4_WON_LOG:
        table.play(table.game.parse(text))
    view = open_history(app)
    assert row_action(view.table.records[0], "again") == "again"
    press_row(app, view, 0, "again")
    assert app.services.playing.table is not table and app.services.playing.table.game.moves == 0
