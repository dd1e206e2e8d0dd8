"""Keep Python's full garbage collections short once the game has started.

CPython's cycle collector now and then scans every tracked object (a "generation 2"
collection). After start-up and the scenes built ahead that is over 100 000 objects that
live as long as the window does (modules, classes, the window, the fonts, the kept scenes),
and a full scan of them takes 20-60 ms on these machines: a dropped frame whenever
allocation-heavy work (a replay's fold, a long log loaded, a scene built) triggers one.

:func:`settle_heap`, run once when start-up work is done (the last step of
:func:`game.ui.ahead.prebuild_scenes`, at an idle moment), collects the garbage made so far
and moves every object still alive into the permanent generation (:func:`gc.freeze`), which
later collections do not scan: a full collection then scans only what was made since
(measured: 21 ms → 0.8 ms with a table open).

Frozen objects are still freed when their last reference goes, but never by the cycle
collector. That is right for the program and the kept scenes, which live for the session,
but not for the *transients* alive at the settle (the open table, the view on screen), which
the game drops later and which may hold reference cycles (a table does). So the settle
remembers them, and when one is dropped (:meth:`game.ui.navigator.Navigation.released`) the heap is
settled again at the next idle moment (:func:`resettle`: unfreeze, one full collection that
frees it, freeze): one 20-60 ms collection once, instead of a table kept forever.
"""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterable

_transients: list[weakref.ref] = []
"""The transients alive at the last settle (weak: they are not kept alive by this list)."""


def freeze_for_now() -> None:
    """Move every object alive now into the permanent generation without a collection
    (``gc.freeze`` alone is immediate): after the window's first frame (start-up's
    objects) and after each scene is built (its widgets live as long as the window), so
    that a full collection triggered by what comes next scans only what was made since
    (a scene's first frame took a 35-50 ms full collection when opened right after
    start-up, before :func:`settle_heap`'s idle moment). Garbage frozen with them is
    collected by the next :func:`settle_heap`, which unfreezes first."""
    gc.freeze()


def settle_heap(transients: Iterable[object | None] = ()) -> int:
    """Collect the garbage, then freeze the objects alive now (see the module docstring);
    anything frozen before (:func:`freeze_for_now`) is unfrozen first, so collected too.

    Args:
        transients: objects alive now that the game will drop later (``None`` entries are
            skipped); :func:`frozen_transient` answers for them until the next settle.

    Returns:
        How many objects are in the permanent generation afterwards.
    """
    gc.unfreeze()
    gc.collect()
    gc.freeze()
    _transients[:] = [weakref.ref(t) for t in transients if t is not None]
    return gc.get_freeze_count()


def frozen_transient(obj: object) -> bool:
    """Whether ``obj`` was one of the transients frozen by the last settle."""
    return any(ref() is obj for ref in _transients)


def resettle(transients: Iterable[object | None] = ()) -> int:
    """Settle the heap again: :func:`settle_heap`, which unfreezes everything first (the
    dropped transients, now unreachable, are freed by its collection).

    Args:
        transients: the transients alive now.

    Returns:
        How many objects are in the permanent generation afterwards.
    """
    return settle_heap(transients)

