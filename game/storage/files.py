"""Where the game keeps its files, and how it writes them without losing data.

All writes go through :func:`atomic_write_text` / :func:`atomic_write_bytes`: the new
content is written to a temporary file in the destination folder, flushed to disk and
then moved over the old file in one step, so a crash or a full disk never leaves a
half-written file behind. Files that cannot be read are never deleted; they are moved
aside with :func:`keep_aside` so that a user (or a bug report) can still recover them.
"""

from __future__ import annotations

import errno
import logging
import os
import stat
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import platformdirs

logger = logging.getLogger(__name__)

APP_NAME = "HarpAndEight"
"""Application name used for the per-user folders."""

APP_AUTHOR = "HarpAndEight"
"""Application author used for the per-user folders (Windows only)."""

HOME_ENV = "HARP_EIGHT_HOME"
"""Environment variable that, when set, puts all folders below one base folder."""


@dataclass(frozen=True)
class AppDirs:
    """The per-user folders of the game.

    Attributes:
        config_dir: Folder for settings.
        data_dir: Folder for the game in progress and the history database.
        cache_dir: Folder for disposable data.
    """

    config_dir: Path
    data_dir: Path
    cache_dir: Path


def app_dirs() -> AppDirs:
    """Return the per-user folders of the game, creating them where possible.

    The folders come from ``platformdirs.PlatformDirs("HarpAndEight", "HarpAndEight")``.
    If the environment variable ``HARP_EIGHT_HOME`` is set (and not empty), the folders
    are ``config``, ``data`` and ``cache`` below it instead.

    Knowing where files go never fails: a folder that cannot be made (a file in its
    place, a read-only parent) is only logged here; reading a file in it then finds
    nothing and writing one fails with :class:`OSError`, which every reader and writer
    of the game handles (the game goes on and tells the player).

    Returns:
        An :class:`AppDirs`; its folders exist unless they could not be made.
    """
    home = os.environ.get(HOME_ENV)
    if home:
        base = Path(home).expanduser()
        dirs = AppDirs(
            config_dir=base / "config",
            data_dir=base / "data",
            cache_dir=base / "cache",
        )
    else:
        platform = platformdirs.PlatformDirs(APP_NAME, APP_AUTHOR)
        dirs = AppDirs(
            config_dir=Path(platform.user_config_dir),
            data_dir=Path(platform.user_data_dir),
            cache_dir=Path(platform.user_cache_dir),
        )
    for folder in (dirs.config_dir, dirs.data_dir, dirs.cache_dir):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            logger.debug("Could not create the folder %s: %s", folder, error)
    return dirs


def _fsync_directory(directory: Path) -> None:
    """Flush a folder's entry list to disk (POSIX only; errors are ignored).

    Args:
        directory: The folder whose entries changed.
    """
    if os.name != "posix":
        return
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _new_file_mode(path: Path) -> int:
    """The permissions the written file gets: those of the file it replaces, else what
    the umask gives a new file (temporary files start private)."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Replace the content of a file in one step.

    The data is written to a temporary file in the same folder, flushed and synced to
    disk, then renamed over ``path`` with :func:`os.replace`. On any error the temporary
    file is removed and ``path`` keeps its old content.

    Args:
        path: The file to write; its folder is created if missing.
        data: The complete new content.

    Raises:
        OSError: If the file cannot be written (the old file is then unchanged), its
            folder cannot be made, or ``path`` is a directory or a device rather than a
            regular file.
    """
    path = Path(os.path.realpath(path))  # write through a symbolic link, not over it
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists() and not path.is_file():
        raise IsADirectoryError(errno.EISDIR, "not a regular file", str(path))
    mode = _new_file_mode(path)
    fd, tmp_name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    tmp_path = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_path, mode)
        os.replace(tmp_path, path)
    except BaseException:
        try:
            tmp_path.unlink(missing_ok=True)
        except OSError:
            logger.warning("Could not remove the temporary file %s", tmp_path)
        raise
    _fsync_directory(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """Replace the content of a text file in one step, encoded as UTF-8.

    Args:
        path: The file to write; its folder is created if missing.
        text: The complete new content.

    Raises:
        OSError: If the file cannot be written (the old file is then unchanged).
    """
    atomic_write_bytes(path, text.encode("utf-8"))


ROOM_FILE_NAME = ".room"
"""The file that keeps a little room free in the data folder (see :func:`reserve_room`)."""

ROOM_BYTES = 8 * 1024
"""The room kept free: enough for the journal's last lines and a waiting record."""


def reserve_room(folder: Path) -> bool:
    """Keep :data:`ROOM_BYTES` free in ``folder`` for the last writes of a game: a file of
    that size, written (not sparse) and synced; :func:`release_room` frees it when a write
    finds the disk full. Called at every game's start; nothing is done when it exists.

    Args:
        folder: The data folder.

    Returns:
        Whether the room is kept (``False``: the disk is full already, or the folder cannot
        be written; logged, never raised).
    """
    path = Path(folder) / ROOM_FILE_NAME
    try:
        if path.is_file() and path.stat().st_size >= ROOM_BYTES:
            return True
        with open(path, "wb") as handle:
            handle.write(b"\0" * ROOM_BYTES)
            handle.flush()
            os.fsync(handle.fileno())
    except OSError as error:
        logger.info("Could not keep room for the last writes in %s: %s", folder, error)
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass
        return False
    return True


def release_room(folder: Path) -> bool:
    """Free the room :func:`reserve_room` kept, for a write that found the disk full.

    Returns:
        Whether there was room to free (the caller then tries its write once more).
    """
    try:
        os.unlink(Path(folder) / ROOM_FILE_NAME)
    except OSError:
        return False
    logger.warning("The disk is full: the room kept in %s was used", folder)
    return True


def is_disk_full(error: BaseException) -> bool:
    """Whether an error says the disk (or the user's quota) is full."""
    return isinstance(error, OSError) and error.errno in (errno.ENOSPC, errno.EDQUOT)


def keep_aside(path: Path) -> Path | None:
    """Move a bad file out of the way without deleting it.

    The file is renamed to ``<name>.bad-<YYYYmmdd-HHMMSS>`` in the same folder; if that
    name is taken, ``-1``, ``-2``, ... is appended.

    Args:
        path: The file to move aside.

    Returns:
        The new path, or ``None`` if the file does not exist or could not be renamed
        (a warning is logged in the latter case). Never raises for file errors.
    """
    path = Path(path)
    if not path.exists():
        return None
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{path.name}.bad-{stamp}"
    candidate = path.with_name(base)
    counter = 0
    while candidate.exists():
        counter += 1
        candidate = path.with_name(f"{base}-{counter}")
    try:
        # On POSIX os.rename would silently overwrite a file created meanwhile; the
        # window is tiny and only another copy of this game could create such a name.
        os.rename(path, candidate)
    except OSError as error:
        logger.warning("Could not move the bad file %s aside: %s", path, error)
        return None
    logger.warning("Kept the unreadable file %s as %s", path, candidate)
    return candidate
