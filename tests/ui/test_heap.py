"""Start-up's objects are frozen out of the garbage collector's full scans (game/ui/heap.py)."""

from __future__ import annotations

import gc
import weakref

import arcade
import pytest
from test_scene_reuse import tick

from game.ui.ahead import prebuild_scenes
from game.ui.heap import frozen_transient, settle_heap


@pytest.fixture
def unfreeze():
    yield
    gc.unfreeze()  # the test process goes on collecting as before


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def test_settle_heap_frees_garbage_then_freezes_what_lives(unfreeze):
    kept = Node()
    cycle = Node()
    cycle.other = Node()
    cycle.other.other = cycle  # garbage only a cycle collection frees
    gone = weakref.ref(cycle)
    del cycle
    frozen = settle_heap()
    assert gone() is None  # collected, not frozen
    # what settle_heap counted is frozen: a frozen object may be freed since (by another
    # thread: the solver's queue feeder), never added without a freeze
    assert 0 < gc.get_freeze_count() <= frozen
    assert all(obj is not kept for obj in gc.get_objects())  # out of every scanned generation
    made_after = Node()
    assert any(obj is made_after for obj in gc.get_objects())


def test_the_build_ahead_ends_by_settling_the_heap(app, unfreeze):
    app.nav.show_menu()
    gc.unfreeze()
    prebuild_scenes(app.nav, ())  # no scene: only the last step
    for _ in range(200):
        tick(app)
        if gc.get_freeze_count():
            break
    assert gc.get_freeze_count() > 0


def test_a_table_open_at_the_settle_is_freed_once_left(app, unfreeze):
    """The open table is frozen with everything else; leaving it settles the heap again
    when idle, so it is freed (a frozen table, full of cycles, would be kept forever)."""
    from game.engine.deal import parse_code

    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    old = weakref.ref(table)
    del table
    settle_heap(app.nav.transients())
    assert frozen_transient(old())
    app.nav.start(parse_code("EH1-N-AAAAAAF"), animate=False)  # leaves the settled table
    for _ in range(300):
        tick(app)
        if old() is None:
            break
    assert old() is None
    # settled again
    assert gc.get_freeze_count() > 0 and frozen_transient(app.services.playing.table)


def test_a_view_shown_at_the_settle_is_freed_once_replaced(app, unfreeze):
    app.nav.show_view(arcade.View())  # a view made for once (not kept, not the menu)
    once = weakref.ref(app.current_view)
    settle_heap(app.nav.transients())
    app.nav.show_view(app.nav.scene("rules"))
    for _ in range(300):
        tick(app)
        if once() is None:
            break
    assert once() is None


def test_kept_scenes_are_not_transients(app):
    app.nav.show_view(app.nav.scene("rules"))
    assert app.nav.transients() == [app.services.playing.table, None]
    app.nav.show_view(app.nav.scene("about"))
    assert app.nav.transients() == [app.services.playing.table, app.current_view]
    app.nav.show_menu()  # the window's one menu is kept too
    assert app.nav.transients() == [app.services.playing.table, None]


def test_the_first_frame_and_a_built_scene_freeze_and_the_settle_still_frees(app, unfreeze):
    """After the window's first frame, and after a scene is built, what lives leaves the
    full scans at once (no collection: immediate); the settle later unfreezes first, so
    garbage frozen that early (here a cycle dropped after the first frame) is still freed."""
    from game.ui.navigator import open_scene

    gc.unfreeze()
    cycle = Node()
    cycle.other = Node()
    cycle.other.other = cycle
    gone = weakref.ref(cycle)
    app.frames_drawn = 0
    app.nav.show_menu()
    app._dispatch_frame(1 / 60)  # the first frame: start-up frozen
    assert app.frames_drawn == 1 and gc.get_freeze_count() > 0
    del cycle  # garbage now, frozen
    gc.collect()
    assert gone() is not None  # frozen: full collections no longer scan it
    gc.unfreeze()
    app.services.scheduler.fills_in = True
    open_scene(app.nav, "faq")
    view = app.current_view
    while view.filling is not None:
        assert gc.get_freeze_count() == 0
        view.continue_filling()
    assert gc.get_freeze_count() > 0  # the complete scene's widgets frozen
    settle_heap()
    assert gone() is None  # the settle unfroze it and collected it
