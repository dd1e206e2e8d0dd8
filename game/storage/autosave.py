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

logger = logging.getLogger(__name__)

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
        returned, with a warning logged, if the file cannot be read or decoded as UTF-8
        or ``parse`` raises :class:`ValueError`; in those cases the file is moved aside
        with :func:`keep_aside` (if it cannot be read because of an OS error it is left
        where it is if moving fails too).
    """
    try:
        if path is None:
            path = default_in_progress_path()
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as error:
        logger.warning("Could not read the game in progress %s: %s", path, error)
        if path is not None:
            keep_aside(Path(path))
        return None
    try:
        return parse(text)
    except ValueError as error:
        logger.warning("The game in progress %s cannot be used: %s", path, error)
        keep_aside(Path(path))
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
