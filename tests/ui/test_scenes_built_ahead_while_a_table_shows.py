"""While the game's table is shown, the scenes built ahead give back their framebuffers.

A player who starts on the menu has the kept scenes (Settings, New Game, Statistics,
History, Rules) built ahead while it is idle, with their UI framebuffers drawn (one full
window each) and a Replay's bar and the Examples made ahead. Once a deal is shown, at its
first idle moment, those framebuffers, the parts made ahead and the card textures of other
sizes are given back (``game.ui.ahead.put_away``); the widget trees stay. Back on the menu,
what was given back is made ahead again, and a scene opened meanwhile still shows on the
next frame and draws the same pixels. ``benchmarks/bench_memory.py --from-menu`` measures
the memory.

The idle steps are run here one after the other, by hand, to their end (no frame clock; a
step waiting for a worker thread is run again until it is done).
"""

from __future__ import annotations

import time

import arcade
import pytest

from game.engine.deal import parse_code
from game.ui import ahead
from game.ui.navigator import open_scene
from game.ui.scheduler import AGAIN, Scheduler
from game.ui.views.common import HIDDEN_SURFACE_BUDGET, SceneView, surface_bytes

DEAL = "EO1-C8-AAAAAAB"


@pytest.fixture
def idle(monkeypatch):
    """The idle steps asked for (``Scheduler.when_idle``), kept; calling the fixture's value
    runs them all, as an idle window would, to their end (with those they ask for)."""
    chains: list[list] = []
    monkeypatch.setattr(Scheduler, "when_idle",
                        lambda self, pending, delay: chains.append(pending))

    def run_out() -> None:
        end = time.monotonic() + 120  # (a step may wait for a worker thread: card art)
        while time.monotonic() < end:
            if not chains:
                return
            pending = chains[0]
            if not pending:
                chains.pop(0)
                continue
            work = pending.pop(0)
            if work() is AGAIN:
                pending.insert(0, work)
                time.sleep(0.001)
        raise AssertionError("the idle steps never ran out")

    return run_out


def kept(app) -> list[SceneView]:
    return [v for v in app.nav.scenes.values() if isinstance(v, SceneView)]


def framebuffers(app) -> int:
    """Bytes of UI framebuffers the kept scenes hold."""
    return sum(surface_bytes(v) for v in kept(app))


def built_ahead_then_a_deal(app, idle):
    """The menu, its build-ahead run to its end, then a deal shown and the table idle."""
    app.nav.show_menu()
    ahead.prebuild_scenes(app.nav)
    idle()
    assert set(ahead.PREBUILT) <= app.nav.scenes.keys()
    assert framebuffers(app) > 0
    assert "examples" not in app.services.scheduler.made_ahead  # (made once the Rules open)
    builds = {name: v.builds for name, v in app.nav.scenes.items()}
    table = app.nav.start(parse_code(DEAL))
    idle()
    assert app.current_view is table
    return builds


def test_a_table_shown_after_the_build_ahead_keeps_no_scene_framebuffers(app, idle):
    builds = built_ahead_then_a_deal(app, idle)
    assert framebuffers(app) <= ahead.TABLE_SURFACE_BUDGET == 0
    assert app.services.scheduler.made_ahead == {}  # the Replay's bar, the Examples
    assert {name: v.builds for name, v in app.nav.scenes.items()} == builds
    assert all(v.built_key is not None for v in kept(app))  # the widget trees stay


def test_back_on_the_menu_the_framebuffers_are_drawn_ahead_again(app, idle):
    builds = built_ahead_then_a_deal(app, idle)
    app.nav.show_menu()
    idle()
    one = app.get_size()[0] * app.get_size()[1] * 4
    assert one <= framebuffers(app) <= HIDDEN_SURFACE_BUDGET
    assert {name: v.builds for name, v in app.nav.scenes.items()} == builds  # only drawn


def test_the_next_deal_gives_them_back_again(app, idle):
    built_ahead_then_a_deal(app, idle)
    app.nav.show_menu()
    idle()
    app.nav.continue_game()
    idle()
    assert framebuffers(app) == 0 and app.services.scheduler.made_ahead == {}


def test_nothing_is_given_back_when_the_table_was_left_before_its_idle_moment(app, idle):
    app.nav.show_menu()
    ahead.prebuild_scenes(app.nav)
    idle()
    before = framebuffers(app)
    app.nav.start(parse_code(DEAL))
    app.nav.show_menu()  # before the table was idle once
    idle()
    assert framebuffers(app) == before > 0


def picture(app):
    """The view shown, one frame drawn, as a picture."""
    view = app.current_view
    view.on_update(1 / 60)
    view.on_draw()
    return arcade.get_image(0, 0, *app.get_size())


@pytest.mark.parametrize("name", ["settings", "history"])
def test_a_scene_opened_at_once_after_a_game_shows_on_the_next_frame_as_before(app, idle,
                                                                            name):
    app.services.scheduler.fills_in = True  # as the running game: a scene fills in
    app.nav.show_menu()
    ahead.prebuild_scenes(app.nav)
    idle()
    open_scene(app.nav, name)
    before = picture(app)
    app.nav.start(parse_code(DEAL))
    idle()
    assert framebuffers(app) == 0
    app.nav.show_menu()  # and at once, before the menu's idle steps drew them again
    open_scene(app.nav, name)
    view = app.current_view
    assert view is app.nav.scenes[name] and view.builds == 1  # not built again
    assert picture(app) == before  # complete on its first frame, drawn again the same
    assert view.filling is None and surface_bytes(view) > 0
