"""The History and Statistics scenes, and recording finished deals, driven headless."""

from __future__ import annotations

import dataclasses
import sqlite3
from pathlib import Path

import arcade
import pytest
from conftest import click, finish_import, fire, frame, key, open_history, until_landed
from won_lines import EO2_C4_WON_CODE, EO2_C4_WON_LOG

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.notation import SavedGame
from game.storage.exchange import export_game, exports_dir
from game.storage.history import (
    PROBLEM_CORRUPT,
    PROBLEM_LOCKED,
    PROBLEM_NEWER,
    RECENT_RESULTS,
    GameRecord,
)
from game.storage.pending import load_pending
from game.ui.navigator import open_scene
from game.ui.views.history import HistoryView
from game.ui.views.replay import ReplayView
from game.ui.views.statistics import StatisticsView

WON_CODE, WON_LINE = EO2_C4_WON_CODE, EO2_C4_WON_LOG


def make_record(code: str, log: list[str], minute: int, duration: float = 100.0) -> GameRecord:
    """A record of ``code`` played along ``log``, ended at 10:00 + ``minute`` minutes."""
    game = Game.from_log(code, log)
    spec = game.spec
    hour, mins = divmod(10 * 60 + minute, 60)
    ended = f"2026-11-02T{hour:02d}:{mins:02d}:00+01:00"
    return GameRecord(
        code=game.code, variant=spec.variant, cells=spec.cells, deal=spec.number,
        result="won" if game.is_won else "not finished", score=game.score, moves=game.moves,
        duration=duration, started=ended, ended=ended, log=tuple(game.log),
    )


# (code, log, minute, duration): known games, oldest first.
GAMES = [
    ("EH1-N-AAAAAAB", ["s"], 0, 30.0),
    (WON_CODE, WON_LINE, 1, 245.0),
    ("EO1-C8-AAAAAAB", ["6>c5", "6>c6"], 2, 50.0),
    (WON_CODE, WON_LINE, 3, 199.0),
    ("EO1-C2-AAAAAAD", ["c2>3"], 4, 20.0),
    (WON_CODE, WON_LINE, 5, 222.0),
]


@pytest.fixture
def seeded(app):
    ids = app.services.records.history.record_many([make_record(*g) for g in GAMES])
    assert ids is not None and len(ids) == len(GAMES)
    return ids


def center(rect):
    left, bottom, right, top = rect
    return (left + right) / 2, (bottom + top) / 2


def press(app, view, name):
    view.ui.execute_layout()
    button = view.buttons[name]
    click(app, button.rect.center_x, button.rect.center_y)


# --------------------------------------------------------------------------- history list
def test_rows_newest_first_with_every_column(app, seeded):
    view = open_history(app)
    assert view.total == len(GAMES)
    assert [r.id for r in view.table.records] == list(reversed(seeded))
    newest = view.table.rows[0]
    assert newest == ("2026-11-02 10:05", "Eight Off (4 cells)", WON_CODE, "Won",
                      str(Game.from_log(WON_CODE, WON_LINE).score), str(len(WON_LINE)), "3:42")
    assert view.table.rows[-1][:4] == ("2026-11-02 10:00", "Easy Harp", "EH1-N-AAAAAAB",
                                 "Not finished")
    assert all(row[3] in ("Won", "Not finished") for row in view.table.rows)
    assert not any("ost" in row[3] for row in view.table.rows)  # never "lost"
    assert view.table.records[0].log == ()  # the list is loaded without move logs


def test_hints_used_shown_in_the_details_line_of_the_row(app):
    """A game played with 2 hints shows "2 hints used" in the details line while the pointer
    is over its History row (synthesised motion through the window); another row says 0;
    before any pointing the line is about the newest row."""
    record = dataclasses.replace(make_record("EO1-C8-AAAAAAB", ["6>c5", "6>c6"], 2),
                                 hints_used=2)
    quiet = make_record("EH1-N-AAAAAAB", ["s"], 1)
    app.services.records.history.record_many([quiet, record])
    view = open_history(app)
    assert view.details_text().text == "EO1-C8-AAAAAAB: 2 hints used"  # the newest first
    left, bottom, right, top = view.table.row_rect(0)
    fire(app, "on_mouse_motion", left + 30, (bottom + top) / 2, 0, 0)
    view.on_draw()
    assert view.table.records[0].code == "EO1-C8-AAAAAAB"
    assert view.details_text().text == "EO1-C8-AAAAAAB: 2 hints used"
    left, bottom, right, top = view.table.row_rect(1)
    fire(app, "on_mouse_motion", left + 30, (bottom + top) / 2, 0, 0)
    assert view.details_text().text == "EH1-N-AAAAAAB: 0 hints used"
    fire(app, "on_mouse_motion", 5, 5, 0, 0)  # off the rows: the last row pointed at stays
    assert view.details_text().text == "EH1-N-AAAAAAB: 0 hints used"


def test_filter_buttons(app, seeded):
    view = open_history(app)
    press(app, view, "game:eight-off")
    assert {r.variant for r in view.table.records} == {"eight-off"} and view.total == 5
    press(app, view, "result:won")
    assert view.total == 3 and all(row[3] == "Won" for row in view.table.rows)
    press(app, view, "game:easy-harp")
    assert view.total == 0 and view.table.rows == []
    assert "No games match" in view.table.note.text
    press(app, view, "result:not finished")
    assert [row[2] for row in view.table.rows] == ["EH1-N-AAAAAAB"]
    press(app, view, "game:all")
    press(app, view, "result:all")
    assert view.total == len(GAMES)


def test_paging(app):
    app.services.records.history.record_many(
        [make_record("EO1-C8-AAAAAAB", ["6>c5"], minute=i) for i in range(40)]
    )
    view = open_history(app)
    size = len(view.table.records)
    assert 3 <= size < 40 and view.pages == -(-40 // size)
    assert view.buttons["previous"].disabled
    first = [r.id for r in view.table.records]
    press(app, view, "next")
    assert view.page == 1 and not ({r.id for r in view.table.records} & set(first))
    assert view.table.records[0].ended < app.services.records.history.get(first[-1]).ended  # older
    key(app, arcade.key.PAGEUP)
    assert view.page == 0
    for _ in range(view.pages + 2):
        key(app, arcade.key.PAGEDOWN)
    assert view.page == view.pages - 1 and view.buttons["next"].disabled
    assert f"Page {view.pages} of {view.pages}" == view._texts["page"].text


def test_replay_button_opens_the_replay_and_esc_comes_back(app, seeded):
    view = open_history(app)
    click(app, *center(view.table.action_rect(0, "replay")))
    replay = app.current_view
    assert isinstance(replay, ReplayView)
    assert replay.length == len(WON_LINE)
    key(app, arcade.key.END)
    until_landed(app, replay)  # a jump past the folded part lands in a later frame
    assert replay.game.is_won and replay.game.score == int(view.table.rows[0][4])
    key(app, arcade.key.ESCAPE)
    assert app.current_view is view


def test_every_row_action_is_reached_with_the_keyboard(app, seeded):
    view = open_history(app)
    replay_button = view.table.row_buttons[0]["replay"]
    assert replay_button in view.focus_items  # between the filters and the paging
    for _ in range(view.focus_items.index(replay_button) + 1):
        key(app, arcade.key.TAB)
    assert view.focus_items[view.focus] is replay_button
    key(app, arcade.key.ENTER)
    assert isinstance(app.current_view, ReplayView)


def test_play_again_button_starts_the_deal(app, seeded):
    view = open_history(app)
    click(app, *center(view.table.action_rect(0, "again")))  # row 0: a won deal
    table = app.current_view
    assert table is app.services.playing.table and table.game.code == WON_CODE
    assert table.game.moves == 0


def test_an_unfinished_row_continues_where_it_was_left(app, seeded):
    view = open_history(app)
    click(app, *center(view.table.action_rect(1, "again")))  # row 1: the 2-cell deal, unfinished
    table = app.current_view
    assert table is app.services.playing.table and table.game.code == "EO1-C2-AAAAAAD"
    assert table.game.log == ["c2>3"] and table.elapsed == 20.0


def test_export_then_import_from_the_field(app, seeded):
    view = open_history(app)
    click(app, *center(view.table.action_rect(0, "export")))
    path = exports_dir() / f"{WON_CODE}-{seeded[-1]}.harp-eight"
    assert path.exists() and str(path) in view.details.message and not view.details.error
    assert str(path) in view.details.message_text.text
    # Importing the game again adds nothing.
    view.exchange.field.text = str(path)
    press(app, view, "import")
    finish_import(app, view)
    assert "already in the history" in view.details.message and view.total == len(GAMES)
    # A game not in the history is added, and can be replayed at once.
    game = Game.from_log("EO1-C8-AAAAAAB", ["6>c5", "6>c6", "u"])
    other = export_game(SavedGame(game, 12.0, None, "2026-11-03T09:00:00+01:00",
                                  "not finished"),
                        Path(app.services.records.history.path).parent / "x.json")
    view.exchange.field.text = str(other)
    press(app, view, "import")
    finish_import(app, view)
    assert "added to the history" in view.details.message and view.total == len(GAMES) + 1
    # one sentence, lower case
    assert "EO1-C8-AAAAAAB, not finished, score " in view.details.message
    assert view.table.rows[0][2] == "EO1-C8-AAAAAAB" and view.table.rows[0][3] == "Not finished"
    press(app, view, "replay-imported")
    replay = app.current_view
    assert isinstance(replay, ReplayView) and replay.length == 3
    key(app, arcade.key.ESCAPE)
    assert app.current_view is view and view.exchange.field.text == str(other)


@pytest.mark.parametrize(("text", "expected"), [
    ("", "Type the path"),
    ("/no/such/file.json", "no such file"),
    ("__folder__", "is a folder"),
    ("__garbage__", "not valid JSON"),
])
def test_import_errors_are_one_clear_message(app, tmp_path, text, expected):
    if text == "__folder__":
        text = str(tmp_path)
    elif text == "__garbage__":
        bad = tmp_path / "bad.json"
        bad.write_text("{{{")
        text = str(bad)
    view = open_history(app)
    view.exchange.field.text = text
    press(app, view, "import")
    finish_import(app, view)
    assert view.details.error and expected in view.details.message
    assert view.total == 0 and "replay-imported" not in view.buttons


def test_enter_in_the_field_imports(app, tmp_path):
    game = Game.from_log(WON_CODE, WON_LINE)
    path = export_game(game, tmp_path / "won.json")
    view = open_history(app)
    view.exchange.field.text = str(path)
    view.exchange.field.activate()
    key(app, arcade.key.ENTER)
    finish_import(app, view)
    assert "added to the history" in view.details.message and view.table.rows[0][3] == "Won"
    assert f"{WON_CODE}, won, score " in view.details.message


def test_esc_leaves_the_history(app, seeded):
    view = open_history(app)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is not view


def test_statistics_button_and_back(app, seeded):
    view = open_history(app)
    press(app, view, "statistics")
    stats = app.current_view
    assert isinstance(stats, StatisticsView)
    press(app, stats, "history")
    assert isinstance(app.current_view, HistoryView)


# --------------------------------------------------------------------------- statistics
def open_statistics(app) -> StatisticsView:
    open_scene(app.nav, "statistics")
    view = app.current_view
    assert isinstance(view, StatisticsView)
    view.on_draw()
    return view


def shown(view) -> dict[str, str]:
    return {k: t.text for k, t in view.value_texts.items()}


def test_statistics_show_the_known_numbers(app, seeded):
    won_score = Game.from_log(WON_CODE, WON_LINE).score
    view = open_statistics(app)
    press(app, view, "eight-off:all")
    assert shown(view) == {
        "played": "5", "won": "3", "win_rate": "60%", "best_score": str(won_score),
        "fewest_moves": str(len(WON_LINE)), "fastest_win": "3:19",
        "current_streak": "1", "best_streak": "1",
    }
    assert shown(view) == view.values
    bars = view.bars()
    assert len(bars) == 5
    assert [b[4] == (255, 214, 64) for b in bars] == [True, False, True, False, True]
    assert all(b[3] > b[1] for b in bars)
    press(app, view, "eight-off:4")
    assert shown(view)["played"] == "3" and shown(view)["win_rate"] == "100%"
    assert shown(view)["current_streak"] == "3" and shown(view)["best_streak"] == "3"
    press(app, view, "eight-off:8")
    assert shown(view)["played"] == "1" and shown(view)["fastest_win"] == "\u2014"
    press(app, view, "eight-off:2")
    assert shown(view)["won"] == "0" and shown(view)["win_rate"] == "0%"
    press(app, view, "easy-harp:all")
    assert shown(view)["played"] == "1" and shown(view)["best_score"] == "\u2014"
    assert view.label_texts["fastest_win"].text == "Fastest win"
    view.on_draw()


def test_statistics_chart_keeps_the_last_results(app):
    app.services.records.history.record_many(
        [make_record("EO1-C8-AAAAAAB", ["6>c5"], minute=i) for i in range(RECENT_RESULTS + 5)]
    )
    view = open_statistics(app)
    press(app, view, "eight-off:8")
    assert len(view.bars()) == RECENT_RESULTS and view.values["played"] == str(RECENT_RESULTS + 5)


def test_statistics_with_nothing_played(app):
    view = open_statistics(app)
    assert view.values["played"] == "0" and view.values["win_rate"] == "\u2014"
    assert view.bars() == []


# --------------------------------------------------------------------------- unusable database
def _history_file() -> Path:
    from game.storage.history import default_history_path

    return default_history_path()


@pytest.mark.parametrize("kind", ["corrupt", "newer", "locked"])
def test_an_unusable_database_shows_its_problem(app, kind):
    path = _history_file()
    holder = None
    if kind == "corrupt":
        path.write_bytes(b"not a database at all " * 200)
        problem = PROBLEM_CORRUPT
    elif kind == "newer":
        conn = sqlite3.connect(path)
        conn.execute("PRAGMA user_version = 99")
        conn.close()
        problem = PROBLEM_NEWER
    else:
        holder = sqlite3.connect(path, isolation_level=None)
        holder.execute("BEGIN EXCLUSIVE")
        problem = PROBLEM_LOCKED
    before = path.read_bytes() if kind != "locked" else None
    try:
        view = open_history(app)
        assert view.problem.startswith(problem) and view.table.rows == [] and view.total == 0
        assert problem in view.table.note.text and str(path) in view.table.note.text
        assert view._texts["count"].text == ""
        press(app, view, "statistics")
        stats = app.current_view
        assert isinstance(stats, StatisticsView)
        assert problem in stats._texts["problem"].text and stats.value_texts == {}
        assert stats.problem.startswith(problem)
        stats.on_draw()
        # Finishing a game still works; the record waits in a file of its own, and the
        # player is told.
        table = app.nav.start(parse_code(WON_CODE), animate=False)
        for move in WON_LINE:
            table.play(table.game.parse(move))
        assert table.game.is_won and table.status.message.text.startswith(problem)
        assert "kept and will be recorded later" in table.status.message.text
        assert table.status.message_showing
        table = app.nav.new_deal("eight-off", 8)
        table.play(table.game.legal_moves()[0])
        app.nav.new_deal("eight-off", 8)
        assert [r.result for r in load_pending()] == ["won", "not finished"]
    finally:
        if holder is not None:
            holder.close()
    if before is not None:
        assert path.read_bytes() == before  # left untouched
    if kind == "locked":  # once the lock is gone, the waiting records are written
        app.services.records.close_history()
        assert [r.result for r in app.services.records.history.recent()] == ["not finished", "won"]
        assert load_pending() == []


# --------------------------------------------------------------------------- recording
def test_finished_deals_are_recorded_end_to_end(app, monkeypatch):
    from game.storage.session import SessionStore

    # Won on the table.
    table = app.nav.start(parse_code(WON_CODE), animate=False)
    for move in WON_LINE:
        table.play(table.game.parse(move))
    assert [r.result for r in app.services.records.history.recent()] == ["won"]
    # A won game is not recorded again when the player moves on.
    table = app.nav.new_deal("eight-off", 8)
    assert app.services.records.history.count() == 1
    # Left for another deal after moves: "not finished"; without moves: nothing.
    table.play(table.game.legal_moves()[0])
    spec = table.game.spec
    table = app.nav.same_deal(spec)  # "Same deal" leaves the game too
    assert app.services.records.history.count(result="not finished") == 1
    table = app.nav.new_deal("easy-harp")
    assert app.services.records.history.count() == 2
    # Quitting mid-game records nothing: the game is still in progress (autosaved).
    table.play(table.game.legal_moves()[0])
    monkeypatch.setattr(arcade.Window, "on_close", lambda self: None)
    app.on_close()
    assert app.services.records.history.count() == 2
    saved = SessionStore().load()
    assert saved is not None and saved.result == "in progress"
    assert saved.game.code == table.game.code
    newest = app.services.records.history.recent()[0]
    assert newest.code == spec.code and newest.moves == 1 and len(newest.log) == 1


def test_recording_is_fast(app):
    import time

    table = app.nav.start(parse_code(WON_CODE), animate=False)
    for move in WON_LINE[:30]:
        table.play(table.game.parse(move))
    app.services.records.history.count()  # open the database first
    times = []
    for _ in range(5):
        start = time.perf_counter()
        app.services.playing.record_finished(table, "not finished")
        times.append(time.perf_counter() - start)
    assert sorted(times)[2] < 0.2


def frame_pixels(picture, view):
    """The pixels of History's frame in ``picture``: the title's box, and the table panel's
    left and right margins and its band under the last row (bytes)."""
    scene_frame = view.frame_for(*view.scene_size)
    (title,) = scene_frame.texts
    ((panel, _colour),) = scene_frame.panels
    g = view.table.geometry
    height = picture.height
    boxes = [(title.left, height - title.top, title.right, height - title.bottom),
             (panel.left, height - panel.top, g.left - 9, height - panel.bottom),
             (g.right + 9, height - panel.top, panel.right, height - panel.bottom),
             (panel.left, height - (g.rows_top - g.page_size * g.row_h), panel.right,
              height - panel.bottom)]
    return [picture.crop(tuple(round(v) for v in box)).tobytes() for box in boxes]


def test_the_title_and_the_table_panel_stay_put_whatever_the_rows(app):
    """Issue 14: History's frame (its title and the table's panel, drawn at once when the
    scene opens cold) is placed from the window size and the language alone: the filters,
    the pages and the games recorded change the rows, never the frame nor its pixels; a
    full page of rows lies on the panel."""
    app.services.records.history.record_many(
        [make_record("EO1-C8-AAAAAAB", ["6>c5"], minute=i) for i in range(40)])
    view = open_history(app)
    scene_frame = view.frame_for(*view.scene_size)
    ((panel, _colour),) = scene_frame.panels
    pixels = frame_pixels(frame(app), view)
    for change in (lambda: view.set_result("won"), lambda: view.go_page(2),
                   lambda: view.set_result(None), lambda: view.go_page(1),
                   lambda: view.set_game("easy-harp")):  # the last one: no rows at all
        change()
        view.on_draw()
        assert view.frame_for(*view.scene_size) is scene_frame
        assert frame_pixels(frame(app), view) == pixels
    assert not view.table.records and view.pages == 1
    view.set_game(None)
    assert len(view.table.records) == view.table.geometry.page_size
    for i in range(len(view.table.records)):
        left, bottom, right, top = view.table.row_rect(i)
        assert panel.left < left and right < panel.right
        assert panel.bottom < bottom and top < panel.top


def test_a_cold_history_shows_its_title_and_panel_on_the_first_frame(app, seeded):
    """Opened before its widgets are built, History draws its frame at once, at the
    pixels the complete scene has it (the rows, the count and the buttons come after)."""
    app.services.scheduler.fills_in = True
    open_scene(app.nav, "history")
    view = app.current_view
    view.on_draw()
    assert view.builds == 0 and view.frame_shown and not view.table.records
    first = frame(app)
    while view.filling is not None:
        view.on_draw()
    assert view.table.records
    assert frame_pixels(first, view) == frame_pixels(frame(app), view)


def test_scenes_draw_at_several_sizes(app, seeded):
    for name in ("history", "statistics"):
        open_scene(app.nav, name)
        view = app.current_view
        for size in ((800, 600), (1920, 1080), (1280, 800)):
            view.on_resize(*size)
            view.on_draw()
        assert view.size == (1280, 800)


# --------------------------------------------------------------------------- show me how
def test_show_me_how_plays_the_shipped_line_from_the_deal_start(app):
    """"Show me how" for a History row of a known-winnable deal opens Replay at the deal's
    start with the shipped winning line; the record is untouched."""
    from game.engine.deal import DealSpec
    from game.engine.timeline import HISTORY
    from game.engine.winnable import winnable_deals, winning_line

    number = min(winnable_deals("eight-off", 8))
    code = DealSpec("eight-off", number, 8).code
    app.services.records.history.record_many([make_record(code, [], 1)])
    before = app.services.records.history.recent(with_log=True)
    view = open_history(app)
    left, bottom, right, top = view.table.row_rect(0)
    fire(app, "on_mouse_motion", left + 30, (bottom + top) / 2, 0, 0)
    press(app, view, "show-how")
    replay = app.current_view
    assert isinstance(replay, ReplayView)
    line = winning_line(parse_code(code))
    assert replay.timeline.spec == parse_code(code) and replay.cursor == 0
    assert replay.timeline.length(HISTORY) == len(line)
    assert app.services.records.history.recent(with_log=True) == before


def test_show_me_how_asks_the_solver_for_a_deal_not_in_the_list(app):
    """A deal without a shipped line: the solver's worker finds one (the UI keeps running:
    the answer is taken in on_update); Replay then plays it from the deal's start."""
    import time

    from game.engine.deal import DealSpec
    from game.engine.timeline import HISTORY
    from game.engine.winnable import winnable_deals

    number = next(n for n in range(1, 1000) if n not in winnable_deals("eight-off", 8))
    code = DealSpec("eight-off", number, 8).code
    app.services.records.history.record_many([make_record(code, [], 1)])
    view = open_history(app)
    press(app, view, "show-how")
    assert app.current_view is view and view.details.message == "Checking…"
    deadline = time.monotonic() + 60
    while app.current_view is view and not view.details.error and \
            view.details.message == "Checking…" and time.monotonic() < deadline:
        view.on_update(1 / 60)
        time.sleep(0.02)
    replay = app.current_view
    assert isinstance(replay, ReplayView), view.details.message
    assert replay.timeline.spec == parse_code(code) and replay.cursor == 0
    assert replay.timeline.length(HISTORY) > 0
    replay.seek(replay.timeline.length(HISTORY), animate=False)
    until_landed(app, replay)
    assert replay.game.is_won  # the line wins the deal


def test_details_line_follows_the_keyboard_focus(app, seeded):
    """Tab onto a row's action button: the details line (and Show me how) is about that row."""
    view = open_history(app)
    target = view.table.row_buttons[2]["replay"]
    for _ in range(len(view.focus_items) + 1):
        if view.focus_items[view.focus] is target:
            break
        key(app, arcade.key.TAB)
    assert view.focus_items[view.focus] is target
    assert view.details_row() == 2
    assert view.details_text().text.startswith(view.table.records[2].code + ":")


def test_the_row_the_details_line_is_about_is_lit(app, seeded):
    """The details line and Show me how name one row: that row is drawn lit (the hover
    colour), also after the pointer has left the table, so the player sees which game
    Show me how would play."""
    from conftest import frame

    view = open_history(app)

    def lit_rows() -> list[int]:
        view.on_draw()
        picture = frame(app)
        shades = []
        for i in range(len(view.table.records)):
            left, bottom, _right, top = view.table.row_rect(i)
            shades.append(sum(picture.getpixel((round(left + 3),
                                                round(app.height - (bottom + top) / 2)))))
        brightest = max(shades)
        return [i for i, shade in enumerate(shades) if shade == brightest]

    assert lit_rows() == [0]  # nothing pointed at yet: the newest game
    left, bottom, right, top = view.table.row_rect(3)
    fire(app, "on_mouse_motion", (left + right) / 2, (bottom + top) / 2, 0, 0)
    assert view.details_row() == 3 and lit_rows() == [3]
    fire(app, "on_mouse_motion", 5, 5, 0, 0)  # off the table: still about row 3
    assert view.table.hover is None and view.details_row() == 3 and lit_rows() == [3]
    fire(app, "on_mouse_motion", (left + right) / 2, (bottom + top) / 2, 0, 0)
    target = view.table.row_buttons[1]["replay"]  # the keyboard goes to row 1, the pointer stays
    for _ in range(len(view.focus_items) + 1):
        if view.focus_items[view.focus] is target:
            break
        key(app, arcade.key.TAB)
    assert view.details_row() == 1 and lit_rows() == [1]


def test_tab_reaches_the_import_field(app, seeded):
    """The import field is in History's focus ring: Tab onto it starts typing there."""
    view = open_history(app)
    field = view.exchange.field
    for _ in range(len(view.focus_items) + 1):
        if view.focus_items[view.focus] is field:
            break
        key(app, arcade.key.TAB)
    assert view.focus_items[view.focus] is field and field.active
    fire(app, "on_text", "EH1")
    assert field.text == "EH1"
    key(app, arcade.key.ENTER)
    fire(app, "on_text", "\r")  # pyglet sends Enter as text too: never typed into the field
    finish_import(app, view)
    assert field.text == "EH1" and view.details.error
