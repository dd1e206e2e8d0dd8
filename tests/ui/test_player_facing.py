"""Issue 13, faults 6 and 11 (what the player reads): a farmed score in a game given up is
never the best score; the first start does not claim a last game; History's count does not
call "not finished" games finished."""

from __future__ import annotations

from game.engine.deal import parse_code
from game.storage.history import History, statistics_from_results
from game.storage.settings import Settings, load_settings, save_settings, settings_from_dict
from game.ui.navigator import open_scene


def test_a_farmed_score_in_a_game_given_up_is_not_the_best_score(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    # a card that can go up and come back: loop it 100 times (+10 up, -10? no: taken back)
    for move in ("1>c5", "1>8", "3>c6", "3>7", "3>c7", "3>c8", "c6>3", "4>c6", "4>5"):
        table.play(table.game.parse(move))
    farmed = table.game.score
    app.nav.new_deal("eight-off", 8)  # left: recorded as not finished
    with History() as history:
        [record] = history.recent()
        assert record.result == "not finished" and record.score == farmed > 0
        stats = history.statistics("eight-off")
    assert stats.played == 1 and stats.best_score is None


def test_best_score_fastest_and_fewest_count_won_games_only():
    rows = [("not finished", 1050, 300, 50.0), ("won", 1000, 150, 400.0),
            ("not finished", 990, 20, 5.0)]
    stats = statistics_from_results(rows)
    assert (stats.best_score, stats.fewest_moves, stats.fastest_win) == (1000, 150, 400.0)


def test_the_statistics_page_says_they_count_won_games_only(app):
    open_scene(app.nav, "statistics")
    view = app.current_view
    assert "won games only" in view._texts["won-only"].text
    view.on_draw()


def test_the_first_start_names_no_last_game(app):
    open_scene(app.nav, "menu")
    texts = " ".join(t.text for t in app.current_view._texts.values())  # the drawn menu
    assert "Last played" not in texts and "Welcome" in texts
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    app.services.playing.table = None
    app.services.settings.last_game = "eight-off"
    assert app.services.settings.played
    save_settings(app.services.settings)
    assert load_settings().played


def test_settings_of_an_older_version_count_as_played():
    assert settings_from_dict({"version": 1, "last_game": "eight-off"})[0].played
    assert not settings_from_dict({"version": 1})[0].played
    assert not Settings().played


def test_the_history_count_does_not_call_unfinished_games_finished(app):
    for _ in range(2):
        table = app.nav.new_deal("easy-harp")
        table.play(table.game.parse("s"))
    app.nav.new_deal("easy-harp")
    open_scene(app.nav, "history")
    view = app.current_view
    view.on_draw()
    assert view._texts["count"].text == "2 games played"
