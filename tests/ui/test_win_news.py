"""The win panel says what a win means for this player: a first win, a new best score,
fastest time or fewest moves (against earlier wins of the same game and cell count), and
the streak."""

from __future__ import annotations

import pytest
from conftest import frame, resize
from test_history_scene import make_record
from won_lines import EO130_WON_LOG

from game.engine.deal import parse_code
from game.i18n import set_language
from game.storage.history.statistics import Statistics, add_result
from game.ui.table.win import WinNews

CODE = "EO1-C8-AAAAAFA"


def stats(*games: tuple[bool, int, int, float]) -> Statistics:
    """Statistics of ``(won, score, moves, seconds)`` games, oldest first."""
    s = Statistics()
    for game in games:
        add_result(s, *game)
    return s


def news(before: Statistics, score=500, moves=100, seconds=300.0, after=None) -> WinNews:
    return WinNews.of("eight-off", 8, before, after, score, moves, seconds)


def test_a_first_win_says_so():
    n = news(stats((False, 40, 20, 60.0)))
    assert n.first and n.streak == 1
    assert n.text() == "Your first win at Eight Off (8 cells)!"


def test_records_beat_every_earlier_win_strictly():
    before = stats((True, 400, 120, 400.0), (True, 500, 90, 200.0))
    n = news(before, score=501, moves=90, seconds=199.9)
    assert (n.best_score, n.fewest_moves, n.fastest) == (True, False, True)
    assert n.text() == ("New best score  \u00b7  Fastest time  \u00b7  3 wins in a row: your "
                        "longest streak")
    n = news(before, score=500, moves=89, seconds=200.0)  # ties are no records
    assert (n.best_score, n.fewest_moves, n.fastest) == (False, True, False)


def test_the_streak_and_the_best_one():
    before = stats(*[(True, 500, 100, 300.0)] * 4, (False, 0, 5, 10.0), (True, 400, 100, 300.0))
    n = news(before, score=300, moves=150, seconds=900.0)
    assert (n.streak, n.best_streak, n.longest) == (2, 4, False)
    assert n.text() == "2 wins in a row (best streak 4)"
    after_a_loss = stats((True, 500, 100, 300.0), (False, 0, 5, 10.0))
    assert news(after_a_loss, score=100).text() == "1 win in a row"


def test_the_streak_comes_from_the_history_after_recording():
    """A game left unfinished and then won replaces its "not finished" record: the history
    read after recording has the streak (the one before counted the game as a loss)."""
    before = stats((True, 500, 100, 300.0), (False, 0, 5, 10.0))
    after = stats((True, 500, 100, 300.0), (True, 450, 100, 300.0))
    n = news(before, score=450, after=after)
    assert (n.streak, n.longest) == (2, True)
    # not recorded (history busy): the win is counted into the earlier figures
    assert news(before, score=450, after=before).streak == 1


def play_the_win(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    table.settle()
    for text in EO130_WON_LOG:
        table.play(table.game.parse(text))
    table.settle()
    assert table.game.is_won and table.win.shown
    return table


def test_the_win_panel_through_the_real_window_reads_the_history(app):
    """Earlier games of this deal's game and cell count in the history (a 4-cell win with
    a better score does not count); the win on the table says what it beat."""
    app.services.records.history.record_many([
        make_record(CODE, EO130_WON_LOG, 1, duration=10_000.0),
        make_record("EO1-C8-AAAAAAB", ["6>c5"], 2),
        make_record(CODE, EO130_WON_LOG, 3, duration=20_000.0),
    ])
    # another cell count
    app.services.records.history.record_many([make_record("EO1-C4-AAAAAAC", [], 4)])
    table = play_the_win(app)
    # a win, a game not finished, a win: this one makes two in a row, the longest yet
    assert table.win.news.text == ("Fastest time  \u00b7  2 wins in a row: your longest "
                                   "streak")
    assert app.services.records.history.statistics("eight-off", 8).won == 3  # recorded once
    table.on_draw()


@pytest.mark.parametrize("journal", ["as it comes", "each save on disk at once"])
def test_the_first_win_through_the_real_window(app, monkeypatch, journal):
    """The history opens at the win (nothing read it before): the journal's won line,
    written on the autosave thread, is this game's, not an earlier run's, so it is not
    counted among the games before it, however far the thread got ("2 wins in a row"
    when it had written the line first)."""
    if journal != "as it comes":
        from game.storage.journal import JournalWriter

        queued = JournalWriter.save

        def save_at_once(self, *args, **kwargs):
            queued(self, *args, **kwargs)
            self.flush()

        monkeypatch.setattr(JournalWriter, "save", save_at_once)
    table = play_the_win(app)
    assert table.win.news.text == "Your first win at Eight Off (8 cells)!"
    assert app.services.records.history.statistics("eight-off", 8).won == 1


@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_news_line_fits_the_panel_between_banner_and_buttons(app, lang, size):
    """Drawn in every language at both sizes: the news is inside the panel, under the
    banner, over the buttons, at 10 pt or more, and its gold ink is on screen there."""
    set_language(lang)
    resize(app, *size)
    app.services.records.history.record_many(
        [make_record(CODE, EO130_WON_LOG, 1, duration=10_000.0)])
    table = play_the_win(app)
    table.on_resize(*size)
    win = table.win
    news, banner, panel = win.news, win.banner, win.rect
    assert news.text and news.font_size >= 10
    left, right = news.x - news.content_width / 2, news.x + news.content_width / 2
    top, bottom = news.y + news.content_height / 2, news.y - news.content_height / 2
    assert panel.left <= left and right <= panel.right
    assert bottom > max(b.rect.top for b in win.buttons)
    assert top <= banner.y - banner.content_height / 2 + 2
    table.on_draw()
    picture = frame(app)
    ratio = picture.width / app.width
    box = (round(left * ratio), round((app.height - top) * ratio),
           round(right * ratio), round((app.height - bottom) * ratio))
    gold = [p for p in picture.crop(box).getdata() if p[0] > 200 and p[1] > 160 and p[2] < 120]
    assert len(gold) > 20
