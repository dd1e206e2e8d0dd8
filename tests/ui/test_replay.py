"""The Replay scene: deterministic playback of logs on the real table, driven headless.

Logs: every won game in ``tests/fixtures/*.json`` (when present) plus the won lines below,
each also with undos mixed in. Replays must end in the won position with the recorded score
and move counter; the controls are driven with synthesised clicks and key presses.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import arcade
import pytest
from conftest import click, drag, key, step, until_landed
from engine_helpers import wandering_log
from won_lines import EO2_C4_WON_CODE, EO2_C4_WON_LOG

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.notation import SavedGame
from game.engine.timeline import CHECKPOINT_EVERY, HISTORY, NET, Timeline
from game.storage.exchange import export_game
from game.ui.views.replay import ReplayView
from game.ui.views.replay_clock import SPEED_STEPS, STEP_TIME
from game.ui.views.replay_files import open_replay_file
from game.ui.views.replay_message import ReplayMessageView

FIXTURES = Path(__file__).parents[1] / "fixtures"
SELFTEST_LINES = Path(__file__).resolve().parents[2] / "resources" / "selftest" / "won_games.json"

WON_LINES = {
    EO2_C4_WON_CODE: " ".join(EO2_C4_WON_LOG),
    "EO1-C8-AAAAAAB": (
        "6>c5 6>c6 6>f4 c6>f4 6>f1 1>c6 1>c7 1>c8 1>f1 c7>f1 8>c7 8>3 8>2 8>f4 c8>f4 5>c8 "
        "c3>8 5>c3 c1>2 7>c1 c6>3 7>c6 c5>7 5>c5 5>4 5>f3 5>3 7>3x2 7>f2 8>f2 8>f2 c5>f2 "
        "8>f2 c4>f2 6>c4 6>f2 c3>f2 1>c3 7>c5 c8>7 2>c8 c3>5 2>c3 c5>6 2>c5 2>1 2>f4 7>f4 "
        "7>f4 c1>f4 c2>f4 c7>f4 4>2x2 2>7x3 2>c1 2>f3 3>f3 3>f3 3>f3 3>f3 3>f3 3>f3 3>f1 "
        "3>7 3>f3 1>f3 1>f3 3>c2 3>f2 4>f2 c6>f2 4>f2 4>f3 4>f1 c8>f1 c3>f1 c5>f1 c2>f1 4>f4 "
        "c4>f4 c1>f4 5>f3 6>f2 7>f1 7>f1 7>f1 7>f1"
    ),
}
"""Winning lines found by the solver (Eight Off with 4 and 8 cells)."""


def _fixture_games() -> list[tuple[str, str, list[str]]]:
    """``(name, code, log)`` of every won game in ``tests/fixtures/won_games.json``
    (``{"format": "won-games", "version": 1, "games": [{"name", "code", "log", …}]}``) and
    in the self-test's lines (``resources/selftest/won_games.json``, a list of
    ``{"code", "log", …}``). Both files must exist and hold games: a test that silently
    found nothing would pass for nothing."""
    found: list[tuple[str, str, list[str]]] = []
    doc = json.loads((FIXTURES / "won_games.json").read_text(encoding="utf-8"))
    assert doc["format"] == "won-games" and doc["version"] == 1
    for item in doc["games"]:
        found.append((f"won_games-{item['name']}", item["code"], list(item["log"])))
        RECORDED[found[-1][0]] = item
    for i, item in enumerate(json.loads(SELFTEST_LINES.read_text(encoding="utf-8"))):
        found.append((f"selftest-{i}", item["code"], list(item["log"])))
        RECORDED[found[-1][0]] = item
    assert found
    return found


RECORDED: dict[str, dict] = {}
"""The fixture entries by name (their ``score`` and ``moves`` are checked)."""


def _with_undos(code: str, line: list[str]) -> list[str]:
    """The line with an undo-and-replay after every 7th move and a detour undone."""
    game = Game.from_code(code)
    for i, move in enumerate(line):
        game.push(move)
        if i % 7 == 3 and not game.is_won:
            game.push("u")
            game.push(move)
    return list(game.log)


def all_logs() -> list[tuple[str, str, list[str]]]:
    logs = [(f"solver-{code}", code, line.split()) for code, line in WON_LINES.items()]
    logs += [(f"undos-{code}", code, _with_undos(code, line.split()))
             for code, line in WON_LINES.items()]
    return logs + _fixture_games()


LOGS = all_logs()


def test_fixture_logs_are_used():
    names = [name for name, _code, _log in LOGS]
    assert sum(n.startswith("won_games-") for n in names) >= 4
    assert sum(n.startswith("selftest-") for n in names) == 2


# --------------------------------------------------------------------------- the timeline
@pytest.mark.parametrize(("name", "code", "log"), LOGS, ids=[n for n, _c, _l in LOGS])
def test_timeline_is_deterministic(name, code, log):
    record = Game.from_log(code, log)
    given = RECORDED.get(name)
    if given is not None:  # a recorded won game: the replay ends won with its totals
        assert (record.score, record.moves, record.is_won) == (
            given["score"], given["moves"], True
        )
    timeline = Timeline(parse_code(code), log)
    n = timeline.length(HISTORY)
    assert n == len(log) and timeline.stops_at is None
    end = timeline.game_at(HISTORY, n)
    assert end.position == record.position
    assert (end.score, end.moves, end.is_won) == (record.score, record.moves, record.is_won)
    for k in sorted({0, 1, n // 3, CHECKPOINT_EVERY, CHECKPOINT_EVERY + 7, n - 1, n}):
        if 0 <= k <= n:
            a, b = timeline.game_at(HISTORY, k), Game.from_log(code, log[:k])
            assert a.position == b.position and a.moves == b.moves and a.score == b.score
    # The net line: only the actions still in effect, same end and score.
    net = timeline.entries(NET)
    assert net == [a.notation for a in record.actions] and "u" not in net
    net_end = timeline.game_at(NET, len(net))
    assert net_end.position == record.position and net_end.score == record.score
    assert net_end.moves == len(net) <= record.moves


def test_timeline_maps_positions_between_lines():
    code = "EO1-C4-AAAAAAC"
    log = _with_undos(code, WON_LINES[code].split())
    timeline = Timeline(parse_code(code), log)
    kept = set(timeline._kept)
    stack: list[int] = []
    for k in range(len(log) + 1):
        if k:
            if log[k - 1] == "u":
                stack.pop()
            else:
                stack.append(k - 1)
        j = timeline.to_mode(HISTORY, k, NET)
        if set(stack) <= kept:  # nothing in effect that is taken back later
            assert timeline.game_at(NET, j).position == timeline.game_at(HISTORY, k).position
    for j in range(len(timeline.entries(NET)) + 1):
        k = timeline.to_mode(NET, j, HISTORY)
        assert timeline.game_at(HISTORY, k).position == timeline.game_at(NET, j).position


def test_a_log_that_stops_replaying_is_cut_with_a_message():
    code = "EO1-C4-AAAAAAC"
    log = WON_LINES[code].split()[:10] + ["8>f1", "1>2"]
    timeline = Timeline(parse_code(code), log)
    assert timeline.length(HISTORY) == 10
    assert timeline.stops_at == 11
    garbled = Timeline(parse_code(code), ["zz"])
    assert garbled.length(HISTORY) == 0 and garbled.stops_at == 1


@pytest.mark.parametrize(("code", "seed"), [("EH1-N-AAAAAAF", 2), ("EO1-C8-AAAAAFA", 0)])
def test_a_jump_anywhere_equals_the_fold_from_the_start(code, seed):
    import random

    log = wandering_log(code, 1200, seed)
    assert "r" in log and "u" in log
    timeline = Timeline(parse_code(code), log)
    assert timeline.length(HISTORY) == len(log) and timeline.stops_at is None
    net = timeline.entries(NET)
    assert len(net) > 3 * CHECKPOINT_EVERY  # several net checkpoints, taken in the same fold
    rng = random.Random(seed)
    points = [rng.randrange(len(log) + 1) for _ in range(12)] + [0, len(log), CHECKPOINT_EVERY]
    for k in points:  # in random order: each jump is independent of the last
        got, want = timeline.game_at(HISTORY, k), Game.from_log(code, log[:k])
        assert got.position == want.position and got.log == want.log
        assert (got.score, got.moves, got.can_undo) == (want.score, want.moves, want.can_undo)
        assert got.snapshot() == want.snapshot()  # the undo and redo stacks too
    for j in [rng.randrange(len(net) + 1) for _ in range(8)] + [0, len(net)]:
        got, want = timeline.game_at(NET, j), Game.from_log(code, net[:j])
        assert got.position == want.position and got.log == want.log
        assert (got.score, got.moves, got.can_undo) == (want.score, want.moves, want.can_undo)
        assert got.snapshot() == want.snapshot()
    # with redos in the log too, each net position is a history position
    for j in range(0, len(net) + 1, 23):
        k = timeline.to_mode(NET, j, HISTORY)
        assert timeline.game_at(HISTORY, k).position == timeline.game_at(NET, j).position
    # a rebuilt game plays on like the folded one: undo as far as the limit allows
    got, want = timeline.game_at(HISTORY, len(log) - 3), Game.from_log(code, log[:-3])
    while want.can_undo:
        assert got.undo() == want.undo()
    assert not got.can_undo and got.position == want.position


def test_a_jump_folds_at_most_one_checkpoint_interval(monkeypatch):
    code = "EH1-N-AAAAAAF"
    log = wandering_log(code, 1000, 5)
    timeline = Timeline(parse_code(code), log)
    pushed = []
    original = Game.push

    def counting_push(self, move):
        pushed.append(move)
        return original(self, move)

    monkeypatch.setattr(Game, "push", counting_push)
    for mode in (HISTORY, NET):
        n = timeline.length(mode)
        for k in (n, n - 1, 0, n // 2, CHECKPOINT_EVERY - 1, 7 * CHECKPOINT_EVERY + 3):
            pushed.clear()
            game = timeline.game_at(mode, k)
            assert len(pushed) == k % CHECKPOINT_EVERY < CHECKPOINT_EVERY
            assert len(game.log) == k
    # the checkpoints are compact: a position and at most UNDO_LIMIT actions each
    from game.engine.game import UNDO_LIMIT

    for marks in timeline._checkpoints.values():
        assert all(len(m.undoable) <= UNDO_LIMIT for m in marks)


def test_a_cut_log_still_has_a_net_line_with_checkpoints():
    code = "EH1-N-AAAAAAF"
    log = wandering_log(code, 700, 3)
    # after the bad entry the raw log takes back 80 actions made before it: the net line of
    # what replays keeps them
    bad = [*log[:650], "zz", *["u"] * 80]
    timeline = Timeline(parse_code(code), bad)
    assert timeline.length(HISTORY) == 650 and timeline.stops_at == 651
    net = timeline.entries(NET)
    for j in (len(net), len(net) // 2, CHECKPOINT_EVERY * 2 + 1):
        assert timeline.game_at(NET, j).position == Game.from_log(code, net[:j]).position


def _same_timeline(a: Timeline, b: Timeline) -> None:
    """Two complete timelines hold the same lines, checkpoints and cut."""
    assert a.complete and b.complete
    assert a.stops_at == b.stops_at
    for mode in (HISTORY, NET):
        assert a.entries(mode) == b.entries(mode) and a.length(mode) == b.length(mode)
        assert a._checkpoints[mode] == b._checkpoints[mode]
    assert a._kept == b._kept


@pytest.mark.parametrize(("code", "seed"), [("EH1-N-AAAAAAF", 4), ("EO1-C8-AAAAAFA", 1)])
def test_a_progressive_fold_answers_exactly_at_every_slice(code, seed):
    import random

    log = wandering_log(code, 900, seed)
    timeline = Timeline(parse_code(code), log, progressive=True)
    assert not timeline.complete and timeline.folded == 0
    # the lengths are known before anything is folded
    record = Game.from_log(code, log)
    assert timeline.length(HISTORY) == len(log)
    assert timeline.length(NET) == len(record.actions)
    rng = random.Random(seed)
    slices = 0
    while not timeline.complete:
        before = timeline.folded
        timeline.fold(budget=0.0)  # no time left: one entry per slice
        slices += 1
        assert timeline.folded == before + 1 or timeline.complete
        if slices % 97 == 0:  # a jump anywhere, past the folded part too, mid-fold
            k = rng.randrange(len(log) + 1)
            got, want = timeline.game_at(HISTORY, k), Game.from_log(code, log[:k])
            assert got.position == want.position and got.log == want.log
            assert got.snapshot() == want.snapshot()  # the undo and redo stacks too
            assert (got.score, got.moves, got.can_undo) == (want.score, want.moves,
                                                            want.can_undo)
            assert timeline.folded >= k
    assert slices < len(log)  # the jumps folded ahead
    _same_timeline(timeline, Timeline(parse_code(code), log))


def test_a_progressive_fold_of_a_cut_log_finds_the_cut_on_the_way():
    code = "EH1-N-AAAAAAF"
    log = wandering_log(code, 700, 3)
    bad = [*log[:650], "zz", *["u"] * 80]
    timeline = Timeline(parse_code(code), bad, progressive=True)
    assert timeline.length(HISTORY) == len(bad) and timeline.stops_at is None
    timeline.fold(until=600)
    assert timeline.folded == 600 and timeline.stops_at is None and not timeline.complete
    assert timeline.game_at(HISTORY, 700).log == log[:650]  # folds on, finds the cut
    assert timeline.complete and timeline.stops_at == 651
    assert timeline.length(HISTORY) == 650
    _same_timeline(timeline, Timeline(parse_code(code), bad))


# --------------------------------------------------------------------------- the view
def rect_center(widget):
    return widget.rect.center_x, widget.rect.center_y


def press(app, view, name):
    click(app, *rect_center(view.controls[name]))


def open_replay(app, code, log, **kw):
    """The Replay scene with its log folded (as a few frames after it opened): the controls
    land at once (before, a jump past the folded part lands a few frames later; see the
    long-log tests below)."""
    view = ReplayView(app.services, parse_code(code), log, **kw)
    app.nav.show_view(view)
    view.timeline.fold()
    view.settle()
    return view


def all_sprites_in_place(view):
    pos = view.game.position
    for pile in pos.piles():
        for i, card in enumerate(pos.cards(pile)):
            x, y = view.cards.layout.card_center(pos, pile, i)
            sprite = view.cards.sprites[card]
            if abs(sprite.center_x - x) > 0.01 or abs(sprite.center_y - y) > 0.01:
                return False
            if sprite.face_up != pos.is_face_up(pile, i):
                return False
    return True


@pytest.mark.parametrize(("name", "code", "log"), LOGS, ids=[n for n, _c, _l in LOGS])
def test_replay_ends_in_the_recorded_position(app, name, code, log):
    record = Game.from_log(code, log)
    view = open_replay(app, code, log)
    press(app, view, "end")
    view.settle()
    assert view.cursor == len(log)
    assert view.game.position == record.position
    assert (view.game.score, view.game.moves) == (record.score, record.moves)
    assert all_sprites_in_place(view)
    if record.is_won:
        assert str(record.score) in view.bar.end_banner.text


def test_playing_at_8x_reaches_the_end_with_the_sprites_in_place(app):
    code = "EO1-C4-AAAAAAC"
    log = _with_undos(code, WON_LINES[code].split())
    record = Game.from_log(code, log)
    view = open_replay(app, code, log)
    assert view.clock.playing
    press(app, view, "speed-8")
    assert view.clock.speed == 8.0
    step(app, STEP_TIME / 8 * (len(log) + 4) + 1.5)
    assert view.cursor == len(log) and not view.clock.playing
    step(app, 1.0)
    assert all_sprites_in_place(view)
    assert view.game.position == record.position
    assert (view.game.score, view.game.moves, view.game.is_won) == (
        record.score, record.moves, True)


def test_play_pause_step_and_jump_controls(app):
    code = "EO1-C8-AAAAAAB"
    log = WON_LINES[code].split()
    view = open_replay(app, code, log, autoplay=False)
    assert not view.clock.playing and view.cursor == 0
    press(app, view, "play")
    assert view.clock.playing and "Pause" in view.controls["play"].label
    step(app, STEP_TIME * 3 + 1.0)
    played = view.cursor
    assert played >= 3
    key(app, arcade.key.SPACE)
    assert not view.clock.playing and "Play" in view.controls["play"].label
    step(app, 2.0)
    assert view.cursor == played
    press(app, view, "forward")
    assert view.cursor == played + 1
    key(app, arcade.key.RIGHT)
    assert view.cursor == played + 2
    press(app, view, "back")
    key(app, arcade.key.LEFT)
    assert view.cursor == played
    assert view.game.log == log[:played]
    key(app, arcade.key.END)
    until_landed(app, view)  # a jump past the folded part lands in later frames
    assert view.cursor == len(log) and view.game.is_won
    press(app, view, "forward")
    assert view.cursor == len(log)
    key(app, arcade.key.HOME)
    assert view.cursor == 0 and view.game.moves == 0
    press(app, view, "end")
    press(app, view, "start")
    assert view.cursor == 0
    # Play at the end starts again from the deal.
    key(app, arcade.key.END)
    key(app, arcade.key.SPACE)
    assert view.clock.playing and view.cursor == 0


def test_speed_buttons(app):
    view = open_replay(app, "EO1-C8-AAAAAAB", WON_LINES["EO1-C8-AAAAAAB"].split())
    for speed in SPEED_STEPS:
        press(app, view, f"speed-{speed:g}")
        assert view.clock.speed == speed
    press(app, view, "speed-0.5")
    view.jump_start()
    view.resume()
    step(app, STEP_TIME / 0.5 * 2 + 0.05)
    assert view.cursor == 2
    press(app, view, "speed-4")
    step(app, STEP_TIME / 4 * 8 + 0.01)
    assert 9 <= view.cursor <= 11


def test_scrub_bar_click_and_drag(app):
    code = "EO1-C4-AAAAAAC"
    log = WON_LINES[code].split()
    view = open_replay(app, code, log, autoplay=False)
    left, bottom, right, top = view.bar.scrub_rect
    cy = (bottom + top) / 2
    click(app, left + (right - left) * 0.5, cy)
    assert view.cursor == round(len(log) * 0.5)
    assert view.game.log == log[: view.cursor]
    drag(app, [(left + (right - left) * 0.5, cy), (left + (right - left) * 0.25, cy),
               (left + (right - left) * 0.75, cy)])
    assert view.cursor == round(len(log) * 0.75)
    click(app, right + 5, cy)
    assert view.cursor == len(log) and view.game.is_won
    click(app, left - 5, cy)
    assert view.cursor == 0
    view.settle()
    assert all_sprites_in_place(view)


def test_whole_history_and_net_line(app):
    code = "EO1-C4-AAAAAAC"
    log = _with_undos(code, WON_LINES[code].split())
    record = Game.from_log(code, log)
    net = [a.notation for a in record.actions]
    view = open_replay(app, code, log, autoplay=False)
    assert view.mode == HISTORY and view.length == len(log)
    press(app, view, "mode-net")
    assert view.mode == NET and view.length == len(net) < len(log)
    key(app, arcade.key.END)
    until_landed(app, view)  # a jump past the folded part lands in later frames
    assert view.game.position == record.position and view.game.score == record.score
    assert view.game.moves == len(net) and "u" not in view.game.log
    press(app, view, "mode-history")
    assert view.mode == HISTORY and view.cursor == len(log)
    assert view.game.moves == record.moves
    press(app, view, "mode-net")
    view.seek(20)
    before = view.game.position.copy()
    press(app, view, "mode-history")  # the same position on the other line
    assert view.game.position == before and view.mode == HISTORY
    press(app, view, "mode-net")
    assert view.game.position == before and view.cursor == 20


@pytest.mark.parametrize("lang, undo, redo", [("en", "undo", "redo"),
                                               ("hr", "poništavanje", "ponavljanje"),
                                               ("ru", "отмена", "возврат")])
def test_the_last_entry_names_undo_and_redo_in_words(app, lang, undo, redo):
    from game.i18n import set_language

    set_language(lang)
    try:
        view = ReplayView(app.services, parse_code("EO1-C8-AAAAAFA"), ["1>c5", "u", "r"],
                          autoplay=False)
        app.nav.show_view(view)
        view.seek(2, animate=False)
        until_landed(app, view)  # the seek lands once the fold reaches it
        view.on_update(1 / 60)
        assert view.bar.texts["move"].text.endswith(undo)
        view.seek(3, animate=False)
        view.on_update(1 / 60)
        assert view.bar.texts["move"].text.endswith(redo)
    finally:
        set_language("en")


def test_esc_and_back_return_to_the_scene_before(app):
    code = "EO1-C4-AAAAAAC"
    table = app.nav.start(parse_code(code), animate=False)
    view = ReplayView(app.services, parse_code(code), WON_LINES[code].split()[:5])
    app.nav.show_view(view)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is table
    view = ReplayView(app.services, parse_code(code), [])
    app.nav.show_view(view)
    press(app, view, "exit")
    assert app.current_view is table


def test_the_replay_never_touches_the_game_in_progress(app):
    from game.storage.session import SessionStore

    table = app.nav.start(parse_code("EO1-C8-AAAAAAB"), animate=False)
    table.play(table.game.parse("6>c5"))
    app.nav.replay(Game.from_log("EO1-C4-AAAAAAC", WON_LINES["EO1-C4-AAAAAAC"].split()))
    view = app.current_view
    assert isinstance(view, ReplayView)
    view.jump_end()
    key(app, arcade.key.ESCAPE)
    app.services.playing.flush()
    saved = SessionStore().load()
    assert saved is not None and saved.game.code == "EO1-C8-AAAAAAB"
    assert saved.game.log == ["6>c5"] and app.services.playing.table is table
    assert app.services.records.history.count() == 0


def test_cards_cannot_be_moved_in_a_replay(app):
    code = "EO1-C8-AAAAAAB"
    view = open_replay(app, code, WON_LINES[code].split(), autoplay=False)
    from game.engine.table import COLUMN, Pile

    pos = view.game.position
    start = view.cards.layout.card_center(pos, Pile(COLUMN, 5), len(pos.columns[5]) - 1)
    drag(app, [start, view.cards.layout.origins[Pile(COLUMN, 0)]])
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert view.game.log == [] and view.cursor == 0


# --------------------------------------------------------------------------- after a win
def _widget_with_text(view, text):
    for button in view.win.buttons:  # the table's drawn win buttons
        if button.label == text:
            return button
    raise AssertionError(f"no button {text!r}")


def test_after_a_win_replay_this_deal_and_play_it_again(app):
    code = "EO1-C4-AAAAAAC"
    line = WON_LINES[code].split()
    table = app.nav.start(parse_code(code), animate=False)
    for move in line:
        table.play(table.game.parse(move))
    assert table.game.is_won
    click(app, *rect_center(_widget_with_text(table, "Replay this deal")))
    view = app.current_view
    assert isinstance(view, ReplayView)
    key(app, arcade.key.END)
    until_landed(app, view)  # a jump past the folded part lands in later frames
    assert view.game.position == table.game.position
    assert (view.game.score, view.game.moves) == (table.game.score, table.game.moves)
    key(app, arcade.key.ESCAPE)
    assert app.current_view is table
    click(app, *rect_center(_widget_with_text(table, "Play it again")))
    again = app.current_view
    assert again is app.services.playing.table and again is not table
    assert again.game.code == code and again.game.moves == 0
    records = app.services.records.history.recent()
    assert [r.result for r in records] == ["won"] and list(records[0].log) == line


# --------------------------------------------------------------------------- files
def test_open_replay_file_shows_a_saved_game(app, tmp_path):
    code = "EO1-C8-AAAAAAB"
    game = Game.from_log(code, WON_LINES[code].split())
    path = export_game(SavedGame(game, 90.0, None, None, "won"), tmp_path / "g.json")
    view = open_replay_file(app.services, path)
    assert isinstance(view, ReplayView) and app.current_view is view
    key(app, arcade.key.END)
    until_landed(app, view)  # a jump past the folded part lands in later frames
    assert view.game.position == game.position and view.game.score == game.score


@pytest.mark.parametrize("content", [None, "", "{oops", '{"format": "other"}', b"\xff\xfe\x00"])
def test_open_replay_file_with_a_bad_file_shows_a_message(app, tmp_path, content, capsys):
    path = tmp_path / "bad.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    assert open_replay_file(app.services, path) is None
    view = app.current_view
    assert isinstance(view, ReplayMessageView)
    assert view.message.startswith("bad.json") and "\n" not in view.message
    assert "error: bad.json" in capsys.readouterr().err
    view.on_draw()


def test_the_replay_command_opens_the_replay_scene(app, tmp_path):
    from game.ui.run import open_first_view

    code = "EO1-C4-AAAAAAC"
    game = Game.from_log(code, WON_LINES[code].split())
    path = export_game(game, tmp_path / "won.json")
    args = argparse.Namespace(command="replay", file=str(path), screenshot=None, game=None)
    open_first_view(app, args, None)
    assert isinstance(app.current_view, ReplayView)
    assert app.current_view.length == len(game.log)


def test_replay_draws_at_several_sizes(app):
    code = "EO1-C4-AAAAAAC"
    view = open_replay(app, code, WON_LINES[code].split())
    for size in ((1280, 800), (800, 600), (1920, 1080)):
        view.on_resize(*size)
        view.on_draw()
        left, _b, right, _t = view.bar.scrub_rect
        assert 0 < left < right <= size[0]
        for button in view.controls.values():
            assert 0 <= button.rect.left and button.rect.right <= size[0] + 0.5
    view.on_resize(*app.get_size())


# --------------------------------------------------------------------------- a long log
def _long_replay(app, monkeypatch, code="EH1-N-AAAAAAF", length=1500, seed=6, **kw):
    """A Replay scene on a long log whose fold goes one entry per frame, and the jumps of a
    frame fold at most 10 entries ahead."""
    import game.ui.views.replay_reading as reading

    monkeypatch.setattr(reading, "FOLD_BUDGET", 0.0)
    monkeypatch.setattr(reading, "JUMP_FOLD", 10)
    log = wandering_log(code, length, seed)
    view = ReplayView(app.services, parse_code(code), log, **kw)
    app.nav.show_view(view)
    return view, log


def test_the_scene_opens_before_the_log_is_folded_and_folds_a_slice_per_frame(
        app, monkeypatch):
    view, log = _long_replay(app, monkeypatch, autoplay=False)
    timeline = view.timeline
    assert timeline.folded == 0 and not timeline.complete
    # the bar knows the whole length from the start
    assert view.length == len(log) and view.bar.texts["step"].text == f"Step 0 / {len(log)}"
    assert view.next_frame_in() == 0.0  # work remains: frames go on
    step(app, 1 / 60)
    assert timeline.folded == 0  # the first frame only shows the deal
    view.on_draw()
    step(app, 10 / 60)
    assert timeline.folded == 10 and view.next_frame_in() == 0.0
    # the rest folds over the next frames; then a paused replay asks for no frame
    step(app, (len(log) - 9) / 60)
    assert timeline.complete
    view.settle()
    assert view.next_frame_in() != 0.0
    _same_timeline(timeline, Timeline(parse_code("EH1-N-AAAAAAF"), log))


def test_every_control_works_before_the_fold_is_complete(app, monkeypatch):
    code = "EH1-N-AAAAAAF"
    view, log = _long_replay(app, monkeypatch, autoplay=False)
    timeline = view.timeline
    step(app, 3 / 60)
    key(app, arcade.key.RIGHT)
    press(app, view, "forward")
    assert view.cursor == 2 and view.game.log == log[:2]
    # a click far along the scrub bar, past the part folded: the frame does not wait for
    # the fold; the position shown stays until the fold gets there, the handle goes at once
    left, bottom, right, top = view.bar.scrub_rect
    folded = timeline.folded
    click(app, left + (right - left) * 0.6, (bottom + top) / 2)
    k = round(len(log) * 0.6)
    assert view.target == k and view.aim == k and timeline.folded == folded + 10  # JUMP_FOLD
    assert view.cursor == 2 and view.game.log == log[:2]
    key(app, arcade.key.RIGHT)  # the controls act from the position asked for
    assert view.target == k + 1 and view.cursor == 2 and timeline.folded == folded + 10
    key(app, arcade.key.LEFT)
    assert view.target == k
    until_landed(app, view)  # shown when the fold reaches it, no further
    assert view.cursor == k and not timeline.complete and timeline.folded == k
    want = Game.from_log(code, log[:k])
    assert view.game.position == want.position and view.game.log == want.log
    key(app, arcade.key.LEFT)
    assert view.cursor == k - 1 and view.game.log == log[: k - 1] and view.target is None
    key(app, arcade.key.END)
    key(app, arcade.key.HOME)  # the deal is folded already: at once, and the End is off
    assert view.cursor == 0 and view.game.moves == 0 and view.target is None
    key(app, arcade.key.END)
    until_landed(app, view)
    record = Game.from_log(code, log)
    assert view.cursor == len(log) and view.game.position == record.position
    assert (view.game.score, view.game.moves) == (record.score, record.moves)


def test_the_net_line_before_the_fold_is_complete(app, monkeypatch):
    code = "EH1-N-AAAAAAF"
    view, log = _long_replay(app, monkeypatch, autoplay=False)
    record = Game.from_log(code, log)
    step(app, 5 / 60)
    view.seek(5, animate=False)
    press(app, view, "mode-net")  # needs the end of the log: the fold completes
    assert view.timeline.complete and view.mode == NET
    assert view.length == len(record.actions)
    key(app, arcade.key.END)
    until_landed(app, view)  # a jump past the folded part lands in later frames
    assert view.game.position == record.position and view.game.score == record.score


def test_playing_and_show_me_how_before_the_fold_is_complete(app, monkeypatch):
    code = "EH1-N-AAAAAAF"
    view, log = _long_replay(app, monkeypatch)
    assert view.clock.playing
    step(app, STEP_TIME + 1.0)  # the first step: the fold is 60 entries ahead by now
    assert view.cursor == 1 and view.game.log == log[:1]
    start = len(log) - 40
    app.nav.replay_from(parse_code(code), log, start)
    replay = app.current_view
    assert replay is not view and not replay.timeline.complete  # folded that far only
    assert replay.target is None and replay.clock.playing  # on the game's position at once
    assert replay.cursor == start and replay.game.log == log[:start]
    assert replay.game.position == Game.from_log(code, log[:start]).position


def test_a_damaged_log_says_so_when_the_fold_reaches_the_bad_entry(app, monkeypatch):
    import game.ui.views.replay_reading as reading

    monkeypatch.setattr(reading, "FOLD_BUDGET", 0.0)
    code = "EO1-C4-AAAAAAC"
    log = WON_LINES[code].split()[:10] + ["8>f1", "1>2"]
    view = ReplayView(app.services, parse_code(code), log, autoplay=False)
    app.nav.show_view(view)
    assert view.length == 12 and not view.bar.message.text
    step(app, 12 / 60)
    assert view.timeline.complete and view.length == 10
    assert "entry 11" in view.bar.message.text and view.bar.texts["step"].text == "Step 0 / 10"
    assert view.bar.clock < view.bar.message_until  # shown from now on, for a while
    key(app, arcade.key.END)
    assert view.cursor == 10 and view.game.log == log[:10]


def test_a_replay_left_is_freed_at_once_with_its_timeline(app):
    """No reference cycle keeps a closed replay (its timeline holds tens of thousands of
    objects for a long log) until a full garbage collection, which would then scan it all
    in some frame: the buttons and the cards' turns in flight hold their owner weakly."""
    import gc
    import weakref

    code = "EO1-C4-AAAAAAC"
    table = app.nav.start(parse_code(code), animate=False)
    view = ReplayView(app.services, parse_code(code), WON_LINES[code].split())
    app.nav.show_view(view)
    step(app, 0.1)  # the deal is under way: cards turning
    assert view.cards.animator.flips
    press(app, view, "speed-2")
    refs = [weakref.ref(view), weakref.ref(view.timeline), weakref.ref(view.cards)]
    gc.collect()
    gc.disable()
    try:
        key(app, arcade.key.ESCAPE)
        assert app.current_view is table
        del view
        assert [r() for r in refs] == [None, None, None]
    finally:
        gc.enable()


def test_show_me_how_after_a_long_game_opens_on_its_position(app):
    """A game longer than a jump's fold (JUMP_FOLD entries): the replay opened on the deal
    and reached the player's position only frames later (found by a reviewer)."""
    code = "EH1-N-AAAAAAF"
    log = wandering_log(code, 1500, 6)
    app.nav.replay_from(parse_code(code), log, 1200)
    replay = app.current_view
    assert replay.target is None and replay.cursor == 1200
    assert replay.game.log == Game.from_log(parse_code(code), log[:1200]).log
