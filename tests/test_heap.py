"""Start-up's objects are frozen out of the garbage collector's full scans (game/ui/heap.py)."""

from __future__ import annotations

import gc
import weakref

import pytest
from test_scene_reuse import tick

from game.ui.heap import settle_heap
from game.ui.views import prebuild_scenes


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
    assert frozen == gc.get_freeze_count() > 0
    assert all(obj is not kept for obj in gc.get_objects())  # out of every scanned generation
    made_after = Node()
    assert any(obj is made_after for obj in gc.get_objects())


def test_the_build_ahead_ends_by_settling_the_heap(app, unfreeze):
    app.show_menu()
    gc.unfreeze()
    prebuild_scenes(app, ())  # no scene: only the last step
    for _ in range(200):
        tick(app)
        if gc.get_freeze_count():
            break
    assert gc.get_freeze_count() > 0
