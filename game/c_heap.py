"""The process's C heap (glibc's malloc): fewer arenas, and free memory handed back.

Python's objects, FreeType's glyphs and what the GL driver allocates for textures and
framebuffers all come from the C heap. glibc gives each thread that contends for it an
arena of its own (up to eight per core), and memory freed in an arena stays with the
process until the arena's top is free; both keep the process's resident and proportional
set sizes up long after the memory was freed. Elsewhere than glibc both calls do nothing.
"""

from __future__ import annotations

import ctypes
import os
from collections.abc import Callable

ARENAS = 2
"""The most malloc arenas the game's process uses (:func:`limit_arenas`): the main thread's
and one for its worker threads (the GL driver's, the card art's), which allocate little."""
M_ARENA_MAX = -8
"""``mallopt``'s parameter number for the most arenas (glibc's ``malloc.h``)."""

_GLIBC: list[ctypes.CDLL | None] = []
"""The C library, once looked up (``None``: not glibc)."""


def _glibc() -> ctypes.CDLL | None:
    if not _GLIBC:
        found = None
        try:
            if os.confstr("CS_GNU_LIBC_VERSION"):  # None, or ValueError, off glibc
                found = ctypes.CDLL("libc.so.6")
        except (AttributeError, OSError, ValueError):
            found = None
        _GLIBC.append(found)
    return _GLIBC[0]


def _call(name: str) -> Callable[..., int] | None:
    libc = _glibc()
    return getattr(libc, name, None) if libc is not None else None


def limit_arenas(count: int = ARENAS) -> bool:
    """Let the C heap use at most ``count`` arenas (``mallopt(M_ARENA_MAX)``), so that the
    memory threads free is re-used by the others rather than kept in arenas of their own.
    Call it at start-up, before the program starts threads.

    Returns:
        Whether the limit was set (``False`` without glibc).
    """
    mallopt = _call("mallopt")
    return mallopt is not None and mallopt(M_ARENA_MAX, count) == 1


def give_back_memory() -> bool:
    """Hand the memory the C heap holds free back to the system (glibc's ``malloc_trim``):
    freeing framebuffers or textures lowers the process's memory only with it.

    Returns:
        Whether memory could be handed back this way (``False`` without glibc).
    """
    trim = _call("malloc_trim")
    if trim is None:
        return False
    trim(0)
    return True
