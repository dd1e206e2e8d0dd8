"""The game in progress, saved so that it survives closing the game (or a crash).

The content is text produced and parsed by the engine (a versioned JSON saved-game
document); this module only stores it safely. A file that cannot be read back is moved
aside with :func:`game.storage.files.keep_aside`, never deleted.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from game.storage.files import app_dirs, atomic_write_text, keep_aside
from game.storage.loading import OWN_FILE_BYTES, report
from game.storage.reading import FileRefused, decode_text, read_limited

logger = logging.getLogger(__name__)

WHAT = "saved game"
"""What the file holds, for reports."""

IN_PROGRESS_FILE_NAME = "in_progress.json"
"""File name of the game in progress inside the data folder."""

T = TypeVar("T")


def default_in_progress_path() -> Path:
    """Return the default path of the game in progress.

    Returns:
        ``app_dirs().data_dir / "in_progress.json"`` (never fails; see :func:`app_dirs`).
    """
    return app_dirs().data_dir / IN_PROGRESS_FILE_NAME


def save_in_progress(text: str, path: Path | None = None) -> bool:
    """Save the game in progress atomically.

    Args:
        text: The saved-game document produced by the engine.
        path: The file; defaults to :func:`default_in_progress_path`.

    Returns:
        ``True`` if saved, ``False`` if an :class:`OSError` occurred (it is logged and
        the previous file, if any, is unchanged).
    """
    try:
        if path is None:
            path = default_in_progress_path()
        atomic_write_text(Path(path), text)
    except OSError as error:
        logger.warning("Could not save the game in progress to %s: %s", path, error)
        return False
    return True


def load_in_progress(parse: Callable[[str], T], path: Path | None = None) -> T | None:
    """Load the game in progress.

    Args:
        parse: The engine's parser; it receives the file's text and must raise
            :class:`ValueError` (or a subclass) for text it cannot use. Other exceptions
            are bugs and propagate.
        path: The file; defaults to :func:`default_in_progress_path`.

    Returns:
        What ``parse`` returned, or ``None`` if there is no saved game. ``None`` is also
        returned, the file reported and moved aside with :func:`keep_aside`, if it cannot
        be read, is not a regular file, is too large, is not UTF-8, or ``parse`` raises
        :class:`ValueError` (a damaged or newer file); see :mod:`game.storage.loading`.
    """
    path = Path(path) if path is not None else default_in_progress_path()
    try:
        text = decode_text(read_limited(path, OWN_FILE_BYTES))
    except (FileNotFoundError, NotADirectoryError):
        return None
    except FileRefused as error:
        report(WHAT, path, str(error), keep_aside(path))
        return None
    except OSError as error:  # the next save would write over it: keep its content
        report(WHAT, path, error.strerror or str(error), keep_aside(path))
        return None
    try:
        return parse(text)
    except (ValueError, RecursionError) as error:
        report(WHAT, path, str(error), keep_aside(path))
        return None


def clear_in_progress(path: Path | None = None) -> bool:
    """Remove the saved game in progress, if there is one.

    Args:
        path: The file; defaults to :func:`default_in_progress_path`.

    Returns:
        ``True`` if the file is gone (including when there was none), ``False`` if an
        :class:`OSError` prevented removing it (it is logged). Never raises for file
        errors.
    """
    try:
        if path is None:
            path = default_in_progress_path()
        Path(path).unlink(missing_ok=True)
    except OSError as error:
        logger.warning("Could not remove the game in progress %s: %s", path, error)
        return False
    return True
