"""The C heap hands freed memory back to the system, and the game's process uses few arenas.

Memory freed in glibc's heap below a block still in use stays with the process (its
resident size) until ``game.c_heap.give_back_memory`` hands it back; the game calls it
once what the scenes built ahead held is dropped under a table
(``game.ui.ahead.put_away``). Linux with glibc only.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

import pytest

from game.c_heap import give_back_memory, limit_arenas

GLIBC = sys.platform.startswith("linux") and bool(os.confstr("CS_GNU_LIBC_VERSION"))
BLOCK = 64 * 1024
"""Bytes of one block: below malloc's threshold for a mapping of its own, so in the heap."""


def resident() -> int:
    """This process's resident memory, bytes."""
    return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not GLIBC, reason="glibc's malloc only")
def test_memory_freed_under_a_block_in_use_goes_back_to_the_system():
    libc = ctypes.CDLL("libc.so.6")
    libc.malloc.restype = ctypes.c_void_p
    libc.malloc.argtypes = [ctypes.c_size_t]
    libc.free.argtypes = [ctypes.c_void_p]
    blocks = [libc.malloc(BLOCK) for _ in range(800)]  # 50 MB
    for block in blocks:
        ctypes.memset(block, 1, BLOCK)  # resident now
    top = blocks.pop()  # in use: the heap cannot shrink from its top by itself
    for block in blocks:
        libc.free(block)
    before = resident()
    assert give_back_memory()
    assert before - resident() > 30 * 2**20
    libc.free(top)


@pytest.mark.skipif(not GLIBC, reason="glibc's malloc only")
def test_the_arenas_can_be_limited():
    assert limit_arenas()


@pytest.mark.skipif(GLIBC, reason="without glibc")
def test_without_glibc_nothing_is_done():
    assert not give_back_memory() and not limit_arenas()
