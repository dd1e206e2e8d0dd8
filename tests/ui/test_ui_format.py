"""One formatter per kind of value (game/ui/format.py): the same value reads the same in
every scene. Issue 13, fault 7: the status bar truncated (0:04) where History rounded
(0:05), and had no hours (480:31 where History showed 8:00:31)."""

from __future__ import annotations

import pytest

from game.engine.deal import parse_code
from game.ui.format import format_date, format_duration, game_name
from game.ui.views.history_table import row_cells

TIME_COLUMN = 6
"""Index of the time in a History row (see ``row_cells``)."""


@pytest.mark.parametrize(
    ("seconds", "shown"),
    [
        (0, "0:00"), (59.9, "0:59"), (222, "3:42"), (3599.4, "59:59"), (3600, "1:00:00"),
        (3725, "1:02:05"), (28831, "8:00:31"), (4.9994, "0:04"), (4.9996, "0:05"),
        (-3, "0:00"), (None, "\u2014"),
    ],
)
def test_format_duration_whole_seconds_after_milliseconds_with_hours(seconds, shown):
    assert format_duration(seconds) == shown


def test_format_date_and_game_name():
    assert format_date("2026-11-02T10:05:00+01:00") == "2026-11-02 10:05"
    assert format_date("garbage") == "garbage"
    assert game_name("easy-harp") == "Easy Harp"
    assert game_name("eight-off", 4) == "Eight Off (4 cells)"


@pytest.mark.parametrize(("played", "shown"), [(4.9996, "0:05"), (28831.2, "8:00:31")])
def test_status_bar_clock_and_history_show_a_game_the_same(app, played, shown):
    """The clock of a game left after ``played`` seconds reads the same in the status bar
    and in its History row."""
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    table.play(table.game.parse("s"))  # the clock runs from the first move
    table.on_update(played)
    in_status_bar = table.status.texts["time"].text
    app.nav.new_deal("easy-harp")  # leaving it records the game as "not finished"
    [record] = app.services.records.history.recent()
    assert in_status_bar == row_cells(record)[TIME_COLUMN] == shown


@pytest.mark.parametrize(("code", "text", "shown"), [
    ("EO1-C8-AAAAAFA", "3>c6", "column 3 → cell 6"),
    ("EO1-C8-AAAAAAB", "8>5x2", "2 cards, column 8 → column 5"),
    ("EO1-C8-AAAAAFA", "c1>f2", "cell 1 → the foundation"),
    ("EH1-N-AAAAAAF", "w>4", "the waste → column 4"),
    ("EH1-N-AAAAAAF", "s", "stock"),
])
def test_move_words_name_the_piles_as_players_do(code, text, shown):
    """The Replay's last move in words, not notation (a new player could not read 3>c6)."""
    from game.engine.game import Game
    from game.ui.format import move_words

    assert move_words(Game.from_code(code).parse(text)) == shown


def test_the_replay_names_the_last_move_in_words(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.play(table.game.parse("3>c6"))
    app.nav.replay(table.game)
    replay = app.current_view
    replay.seek(1, animate=False)
    replay.on_draw()
    assert replay.bar.texts["move"].text == "Last: column 3 → cell 6"
