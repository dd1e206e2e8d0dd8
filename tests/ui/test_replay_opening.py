"""The Replay asked for before what it needs was prepared (issue 14: a scene opens at once):
:class:`~game.ui.views.replay.ReplayOpening` shows the control bar's status line and scrub
bar on its first frame, at the pixels the Replay shows them, and makes the Replay over the
next frames; input during it (Esc / Backspace back, any other key or a click to the
Replay) and every way a Replay is opened."""

from __future__ import annotations

import arcade
import pytest
from conftest import click, felt_only, forget_card_textures, frame, key, step, until_landed
from test_replay import WON_LINES

from game.engine.deal import parse_code
from game.engine.game import Game
from game.ui.views.replay import ReplayOpening, ReplayView, open_replay

CODE = "EO1-C8-AAAAAAB"


def unprepared(app):
    """The game fills scenes in, and nothing of a Replay was prepared: no control bar made
    ahead, no card textures at any size."""
    app.services.scheduler.fills_in = True
    app.services.scheduler.made_ahead.pop("replay-bar", None)
    forget_card_textures(app)


def make_all(app, opening, limit=400):
    """The frames after the opening's first: its making, nothing drawn; the number of
    frames it took."""
    frames = 0
    while app.current_view is opening:
        assert opening.work_unseen() or app.current_view is not opening
        frames += 1
        assert frames < limit
    return frames


def bar_strip(view, height):
    """The rows of the control bar above its buttons (status line and scrub bar), as a
    crop box of the window's picture (top-left origin, logical = physical pixels)."""
    bar = view.bar
    top = bar._layout.hud_h
    buttons_top = 8 + bar._button_h
    return (0, round(height - top), round(bar._layout.width), round(height - buttons_top) - 1)


def test_a_replay_not_prepared_shows_its_status_line_at_once_and_is_made_in_steps(
        app, monkeypatch):
    """The win panel's Replay before anything of the Replay was prepared: the first frame is
    the felt and the bar's status line and scrub bar, exactly the pixels the Replay shows
    there; the Replay is made in steps over the next frames (one a frame here: how many a
    frame takes depends on the machine), drawing nothing, then shown (its card table
    dealt) and Back returns where it was opened from."""
    app.services.scheduler.frame_budget = 0.0  # one step a frame
    unprepared(app)
    table = app.nav.start(parse_code(CODE), animate=False)
    table.on_draw()
    game = Game.from_log(CODE, WON_LINES[CODE].split())
    app.nav.replay(game)
    opening = app.current_view
    assert isinstance(opening, ReplayOpening)
    view = opening.view
    assert not view.made and not view.bar.made
    assert not opening.work_unseen()  # nothing drawn yet: the frame must be
    opening.on_draw()
    first = frame(app)
    assert view.bar.texts["code"].text == CODE
    assert view.bar.texts["step"].text == f"Step 0 / {len(game.log)}"
    frames = make_all(app, opening)
    assert frames >= 16  # the bar's 13 buttons one a step, the table, its textures, ...
    assert app.current_view is view and view.made and view.back_view is table
    view.on_update(1 / 60)
    view.on_draw()
    shown = frame(app)
    strip = bar_strip(view, 800)
    assert first.crop(strip).tobytes() == shown.crop(strip).tobytes()
    assert first.crop(strip).getcolors(1) is None  # (texts and the scrub bar in it)
    felt = (0, 0, 1280, round(800 - view.bar._layout.hud_h))
    assert felt_only(app, first, felt)  # felt only, no table yet
    assert not felt_only(app, shown, felt)  # the cards
    assert view.cards.animator.busy  # dealing
    key(app, arcade.key.ESCAPE)
    assert app.current_view is table


@pytest.mark.parametrize("symbol", [arcade.key.ESCAPE, arcade.key.BACKSPACE])
def test_esc_or_backspace_during_the_replay_opening_goes_back_at_once(app, symbol):
    from conftest import open_history

    unprepared(app)
    history = open_history(app)
    open_replay(app.services, parse_code(CODE), WON_LINES[CODE].split(), back=history)
    opening = app.current_view
    assert isinstance(opening, ReplayOpening)
    opening.on_draw()
    opening.work_unseen()  # part of the making
    key(app, symbol)
    assert app.current_view is history
    assert not opening.work_unseen()  # asked out of turn: makes nothing now
    assert app.current_view is history


def test_a_key_during_the_replay_opening_goes_to_the_replay(app):
    """Space pressed while the Replay is made: the rest is made at once, the Replay shown,
    and it takes the key (it was playing: it pauses)."""
    unprepared(app)
    open_replay(app.services, parse_code(CODE), WON_LINES[CODE].split())
    opening = app.current_view
    opening.on_draw()
    view = opening.view
    assert view.clock.playing
    key(app, arcade.key.SPACE)
    assert app.current_view is view and view.made
    assert not view.clock.playing


def test_a_click_on_the_scrub_bar_during_the_replay_opening_scrubs_the_replay(app):
    unprepared(app)
    log = WON_LINES[CODE].split()
    open_replay(app.services, parse_code(CODE), log)
    opening = app.current_view
    opening.on_draw()
    view = opening.view
    left, bottom, right, top = view.bar.scrub_rect
    click(app, right, (bottom + top) / 2)
    assert app.current_view is view and view.made
    until_landed(app, view)
    assert view.cursor == len(log)


def test_the_replay_opening_makes_nothing_while_another_view_is_shown(app):
    unprepared(app)
    open_replay(app.services, parse_code(CODE), WON_LINES[CODE].split())
    opening = app.current_view
    opening.on_draw()
    app.nav.show_menu()
    app.services.scheduler.frame_budget = None  # (a frame's share would be all of it)
    opening.on_draw()  # drawn under the menu (a dialog's backdrop)
    assert opening.filling is not None and not opening.view.made
    assert app.current_view is not opening.view


def test_show_me_how_through_the_opening_opens_on_the_players_position(app):
    """Show me how (Shift+H) before the Replay was prepared: the opening's status line is
    the player's position already (step, moves), and the Replay opens on it without
    dealing the cards again."""
    from test_table_help import open_table, wait_for

    table = open_table(app, "EO1-C8-AAAAAFA", ["1>c5"])
    unprepared(app)
    key(app, arcade.key.H, arcade.key.MOD_SHIFT)
    wait_for(app, lambda: isinstance(app.current_view, (ReplayOpening, ReplayView)))
    opening = app.current_view
    assert isinstance(opening, ReplayOpening)
    view = opening.view
    opening.on_draw()
    assert view.cursor == 1 and view.bar.texts["step"].text.startswith("Step 1 / ")
    make_all(app, opening)
    assert app.current_view is view and view.back_view is table
    until_landed(app, view)
    view.on_update(1 / 60)
    assert not view.cards.animator.flips  # nothing turns over: no deal
    assert view.game.log == ["1>c5"]
    pos = view.game.position
    for pile in pos.piles():
        for i, card in enumerate(pos.cards(pile)):
            x, y = view.cards.layout.card_center(pos, pile, i)
            sprite = view.cards.sprites[card]
            assert abs(sprite.center_x - x) < 1 and abs(sprite.center_y - y) < 1, card


def test_a_replay_file_opened_through_the_opening_goes_back_to_the_menu(app, tmp_path):
    from game.engine.notation import SavedGame
    from game.storage.exchange import export_game
    from game.ui.views.menu import MenuView
    from game.ui.views.replay_files import open_replay_file

    game = Game.from_log(CODE, WON_LINES[CODE].split())
    path = export_game(SavedGame(game, 90.0, None, None, "won"), tmp_path / "g.json")
    unprepared(app)
    view = open_replay_file(app.services, path)
    opening = app.current_view
    assert isinstance(opening, ReplayOpening) and opening.view is view
    opening.on_draw()
    make_all(app, opening)
    assert app.current_view is view and view.back_view is None
    step(app, 0.1)
    key(app, arcade.key.ESCAPE)
    assert isinstance(app.current_view, MenuView)


def test_a_prepared_replay_opens_at_once_without_an_opening(app):
    """What the Replay needs was prepared while idle (its bar made ahead, the card textures
    at its card size): it is shown at once, no opening."""
    from game.ui.views.replay import replay_ahead_steps

    unprepared(app)
    app.services.settings.last_game = "eight-off"
    app.services.settings.cells["eight-off"] = 8
    for job in replay_ahead_steps(app.services):
        while job():
            pass
    view = open_replay(app.services, parse_code(CODE), WON_LINES[CODE].split())
    assert app.current_view is view and view.made


def test_the_history_rows_replay_opens_through_the_opening_and_plays(app):
    """History's Replay on a row, nothing of the Replay prepared: the opening, then the
    Replay of that row's game (its last position is the recorded one); Esc back to the
    History."""
    from conftest import open_history
    from test_history_scene import GAMES, center, make_record

    app.services.records.history.record_many([make_record(*g) for g in GAMES])
    history = open_history(app)  # (complete: the game would fill it in first)
    unprepared(app)
    click(app, *center(history.table.action_rect(0, "replay")))
    opening = app.current_view
    assert isinstance(opening, ReplayOpening)
    opening.on_draw()
    make_all(app, opening)
    view = opening.view
    assert app.current_view is view and view.length == int(history.table.rows[0][5])  # moves
    key(app, arcade.key.END)
    until_landed(app, view)
    assert view.game.is_won and view.game.score == int(history.table.rows[0][4])
    key(app, arcade.key.ESCAPE)
    assert app.current_view is history


def test_a_resize_during_the_replay_opening_lays_out_both_for_the_new_size(app):
    """The window changes size while the Replay is made: the next frame shows the status
    line placed for the new size, and the Replay shows at that size."""
    from conftest import resize

    unprepared(app)
    open_replay(app.services, parse_code(CODE), WON_LINES[CODE].split())
    opening = app.current_view
    opening.on_draw()
    view = opening.view
    opening.work_unseen()
    resize(app, 800, 600)
    try:
        opening.on_draw()
        assert view.bar._layout.width == 800
        assert view.bar.texts["move"].x == 800 - 14  # (the last move's text, right-aligned)
        make_all(app, opening)
        assert app.current_view is view
        assert view.cards.layout.width == 800 and view.cards.layout.height == 600
    finally:
        resize(app, 1280, 800)
