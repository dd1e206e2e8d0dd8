"""An idle game draws nothing: frames only when the picture changes (game.ui.frames).

These tests run pyglet's own clock the way its event loop does (tick the scheduled
functions, sleep), so the real frame callback decides when to draw.
"""

from __future__ import annotations

import time

import arcade
import pyglet
from conftest import click, fire, key
from won_lines import EO130_WON_LOG

from game.engine.deal import parse_code
from game.ui.views.menu import MenuView

EO130 = "EO1-C8-AAAAAFA"


def run_loop(app, seconds: float) -> int:
    """Run the event loop for ``seconds`` of real time; return the frames drawn."""
    start = app.frames_drawn
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.dispatch_events()
        pyglet.clock.tick()
        time.sleep(0.004)
    return app.frames_drawn - start


def settle(app) -> None:
    """Let everything that moves come to rest (and the loop fall asleep)."""
    for _ in range(200):
        run_loop(app, 0.05)
        if app.asleep:
            return
    raise AssertionError("the loop never fell asleep")


def test_idle_table_draws_nothing_for_two_seconds(app):
    app.nav.start(parse_code(EO130), animate=True)
    first = app.frames_drawn
    settle(app)
    assert app.frames_drawn - first > 3  # the deal glided: frames were drawn
    assert run_loop(app, 2.0) == 0
    assert app.asleep


def test_input_draws_at_once_and_sleeps_again(app):
    table = app.nav.start(parse_code(EO130), animate=False)
    settle(app)
    fire(app, "on_mouse_motion", 10, 10, 1, 1)
    assert not app.asleep
    assert run_loop(app, 0.05) >= 1
    settle(app)
    # a move: the card glides (many frames), then the clock ticks once a second
    x, y = table.cards.layout.card_center(table.game.position, *_top_of_column(table, 0))
    click(app, x, y)  # a tap sends the card somewhere or is refused: either way, a picture
    settle(app)
    table.play(table.game.parse("1>c5"))
    assert not app.asleep  # a move wakes the loop at once
    first = app.frames_drawn
    settle(app)
    assert app.frames_drawn - first >= 3  # the glide
    assert table.game.moves >= 1 and not table.game.is_won
    drawn = run_loop(app, 2.05)
    assert 1 <= drawn <= 4  # the clock label, about once a second


def test_clock_keeps_real_time_while_asleep(app):
    table = app.nav.start(parse_code(EO130), animate=False)
    table.play(table.game.parse("1>c5"))
    settle(app)
    before = table.elapsed
    run_loop(app, 1.5)
    assert 1.2 < table.elapsed - before < 2.0


def test_idle_menu_and_paused_replay_draw_nothing(app):
    app.nav.show_view(MenuView(app.services))
    settle(app)
    assert run_loop(app, 1.0) == 0
    key(app, arcade.key.DOWN)  # the focus ring moves: one picture
    assert run_loop(app, 0.1) >= 1
    from game.ui.views.replay import ReplayView

    view = ReplayView(app.services, parse_code(EO130), list(EO130_WON_LOG), autoplay=False)
    app.nav.show_view(view)
    settle(app)
    assert run_loop(app, 1.0) == 0


def test_examples_sleep_between_their_scripted_steps(app):
    from game.ui.views.examples import INTRO_TIME, ExamplesView

    view = ExamplesView(app.services, None, 0)
    app.nav.show_view(view)
    settle(app)  # the deal has landed and nothing moves until the first scripted move
    assert view.phase == "intro" and view.step == 0
    drawn = run_loop(app, INTRO_TIME + 1.5)
    assert view.step >= 1  # the script went on while the loop slept
    assert drawn >= 3  # and its moves glided on screen


def test_a_view_without_the_protocol_is_drawn_every_frame(app):
    class Plain(arcade.View):
        def on_draw(self):
            self.clear()

    app.nav.show_view(Plain())
    assert run_loop(app, 0.3) > 5
    assert not app.asleep


def _top_of_column(table, column):
    from game.engine.table import COLUMN, Pile

    pile = Pile(COLUMN, column)
    return pile, len(table.game.position.columns[column]) - 1


def test_the_frame_a_glide_lands_in_is_drawn(app, monkeypatch):
    """The update in which a glide ends puts the card in its place: that frame is drawn
    before the loop falls asleep (before, the picture kept the card where the frame before
    had it — 1-2 px short on a loaded machine, until the next input)."""
    table = app.nav.start(parse_code(EO130), animate=False)
    settle(app)
    drawn_at: list[tuple[float, float]] = []
    draw = app.draw
    monkeypatch.setattr(app, "draw", lambda dt: (drawn_at.append(card.position), draw(dt)))
    for move in ("1>c5", "1>c6"):
        table.play(table.game.parse(move))
        (card,) = [s for s in table.cards.sprites.values()
                   if table.cards.animator.is_moving(s)]
        drawn_at.clear()
        while not app.asleep:  # slow frames (a loaded machine): long last steps
            app.dispatch_events()
            pyglet.clock.tick()
            time.sleep(0.06)
        assert len(drawn_at) >= 2, move  # it glided over several frames
        assert drawn_at[-1] == card.position, move  # the last frame shows where it lies
