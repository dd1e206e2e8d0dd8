"""One copy of the game owns the game in progress: a lock the operating system releases.

Two copies of the game on one data folder would both write the journal (one compacting it
while the other appends to the file it unlinked) and both record its game. The first copy
to start takes :class:`OwnerLock` on ``in_progress.lock`` in the data folder and holds it
for its whole life; a second copy finds it taken and plays without the game in progress
(:class:`~game.storage.session.SessionStore` then neither reads nor writes the journal).

The lock is the operating system's own, on an open file: ``fcntl.flock`` on Linux and
macOS, ``msvcrt.locking`` on Windows. It is released when the process ends however it ends
(a crash, ``kill -9``, a power cut), so a stale lock never shuts the player out: the lock
file's existence means nothing, only the lock on it. (The ``filelock`` package does the same
with the same calls; it is not a dependency of the game, so the two calls live here.)
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)

LOCK_FILE_NAME = "in_progress.lock"
"""The lock file inside the data folder."""

_HELD: dict[str, list[int]] = {}
"""The locks this process holds: ``[fd, holders]`` by lock file (a copy of the game is a
process; every :class:`OwnerLock` of it on one file shares the one lock)."""


def _try_lock(fd: int) -> bool:
    """Take an exclusive lock on an open file without waiting.

    Returns:
        ``True`` when taken, ``False`` when another process holds it.

    Raises:
        OSError: The system cannot lock the file at all.
    """
    if os.name == "nt":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # the first byte; released with the process
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class OwnerLock:
    """The lock that makes this process the owner of the game in progress.

    Args:
        path: The lock file (created if missing; never deleted: deleting it would let a
            third copy lock a new file while the first still holds the old one).
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._key = os.path.realpath(self.path)
        self._holding = False

    @property
    def held(self) -> bool:
        """Whether this object holds the lock (for its process)."""
        return self._holding

    def acquire(self) -> bool:
        """Take the lock if no other process holds it.

        Returns:
            ``True`` when this process holds it now (or already did); ``True`` as well when
            the lock file cannot be made or locked at all (a read-only or missing data
            folder, a file system without locks: there is no journal to protect then, and
            the game must still start; logged); ``False`` when another copy holds it.
        """
        if self._holding:
            return True
        shared = _HELD.get(self._key)
        if shared is not None:  # this process holds it already
            shared[1] += 1
            self._holding = True
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError as error:
            log.warning("Could not make the lock %s (%s); going on without it", self.path, error)
            return True
        try:
            taken = _try_lock(fd)
        except OSError as error:
            log.warning("Could not lock %s (%s); going on without it", self.path, error)
            os.close(fd)
            return True
        if not taken:
            os.close(fd)
            log.warning("Another copy of the game owns the game in progress (%s); this one "
                        "leaves it alone", self.path)
            return False
        _HELD[self._key] = [fd, 1]
        self._holding = True
        try:  # for people looking at the folder: which process holds it
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        return True

    def release(self) -> None:
        """Let the lock go (closing the file releases it, when no other holder of this
        process shares it)."""
        if not self._holding:
            return
        self._holding = False
        shared = _HELD.get(self._key)
        if shared is None:
            return
        shared[1] -= 1
        if shared[1] <= 0:
            del _HELD[self._key]
            try:
                os.close(shared[0])
            except OSError:
                pass
