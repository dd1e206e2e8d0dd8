"""One way to load the game's files: read, decode, validate, set aside what is bad, say so.

Every loader of the game's own files (settings, the saved game in progress, records waiting
for the history) goes through :func:`read_json` and :func:`keep_valid`:

* a missing file (or a data folder that does not exist) is simply "nothing saved";
* a file that cannot be read, or is not what it should be, is moved aside whole
  (:func:`~game.storage.files.keep_aside`, renamed ``*.bad-DATE``): the game writes a
  new one over that name later, and the old content must survive that;
* inside a good file, each entry is validated on its own: a bad entry (an unknown game
  written by a newer build, a wrong type) is written to a ``*.bad-DATE`` file next to it,
  the good entries are kept;
* every such event becomes a :class:`Problem`, logged and kept until the app takes it
  (:func:`take_problems`) to tell the player once, on screen, naming the file kept aside.

Files the player chooses (imports) and the self-test's lines are not the game's own files:
they are never moved; their loaders answer with a one-line message instead.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from game.storage.files import atomic_write_text, keep_aside
from game.storage.reading import FileRefused, decode_json, read_limited

log = logging.getLogger(__name__)

T = TypeVar("T")

MISSING: Any = object()
"""What :func:`read_json` returns for a file that is not there."""

OWN_FILE_BYTES = 64 * 1024 * 1024
"""The largest file of the game's own that is read (the journal of a game of a million
moves is a few megabytes); a larger one is set aside unread."""

BAD_ENTRY_ERRORS = (ValueError, TypeError, KeyError, ArithmeticError, RecursionError)
"""What a check of one entry raises for a bad entry (any of them sets it aside)."""


@dataclass(frozen=True)
class Problem:
    """A file (or part of one) the game could not use.

    Attributes:
        what: What the file holds, in English (``"settings"``, ``"saved game"``,
            ``"waiting history records"``); the UI translates it.
        path: The file.
        reason: Why, in English, for the log and support.
        kept_as: Where the bad content now is (``None``: left in place, nothing moved).
    """

    what: str
    path: Path
    reason: str
    kept_as: Path | None = None


_problems: list[Problem] = []


def report(what: str, path: Path, reason: str, kept_as: Path | None = None) -> Problem:
    """Log a problem and keep it for :func:`take_problems`.

    Returns:
        The problem.
    """
    problem = Problem(what, Path(path), reason, kept_as)
    if kept_as is not None:
        log.warning("The %s in %s cannot be used (%s); kept as %s", what, path, reason, kept_as)
    else:
        log.warning("The %s in %s cannot be used (%s)", what, path, reason)
    _problems.append(problem)
    return problem


def take_problems() -> list[Problem]:
    """The problems reported since the last call (oldest first); the list is emptied."""
    taken = list(_problems)
    _problems.clear()
    return taken


def read_own(path: Path, what: str) -> bytes | None:
    """Read a file of the game's own (:func:`~game.storage.reading.read_limited`, at most
    :data:`OWN_FILE_BYTES`).

    Args:
        path: The file.
        what: What it holds, for :class:`Problem`.

    Returns:
        Its bytes; ``None`` when it is not there (nothing reported), or cannot be read, is
        not a regular file or is too large (reported, the file kept aside where it can be
        moved).
    """
    try:
        return read_limited(path, OWN_FILE_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except FileRefused as error:
        report(what, path, str(error), keep_aside(Path(path)))
    except OSError as error:
        report(what, path, error.strerror or str(error), keep_aside(Path(path)))
    return None


def read_json(path: Path, what: str) -> Any | None:
    """Read and decode a JSON file of the game's own.

    Args:
        path: The file.
        what: What it holds, for :class:`Problem`.

    Returns:
        The decoded value (JSON ``null`` is ``None``); :data:`MISSING` when the file is
        not there (nothing reported), cannot be read (see :func:`read_own`) or is not
        UTF-8 JSON (see :func:`~game.storage.reading.decode_json`; reported, the file
        kept aside where it can be moved).
    """
    raw = read_own(path, what)
    if raw is None:
        return MISSING
    try:
        return decode_json(raw)
    except FileRefused as error:
        report(what, path, str(error), keep_aside(Path(path)))
        return MISSING


def set_aside_entries(path: Path, what: str, entries: list[Any], reasons: list[str]) -> None:
    """Write bad entries of a file to ``<name>.bad-<YYYYmmdd-HHMMSS>`` beside it, and report.

    Args:
        path: The file the entries came from.
        what: What it holds.
        entries: The bad entries (JSON values).
        reasons: Why each is bad (same order).
    """
    if not entries:
        return
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    aside = Path(path).with_name(f"{Path(path).name}.bad-{stamp}")
    counter = 0
    while aside.exists():
        counter += 1
        aside = Path(path).with_name(f"{Path(path).name}.bad-{stamp}-{counter}")
    try:
        atomic_write_text(aside, json.dumps(entries, ensure_ascii=False, indent=1))
    except (OSError, ValueError, RecursionError) as error:
        log.error("Could not keep the bad entries of %s aside: %s", path, error)
        aside = None  # type: ignore[assignment]
    report(what, path, "; ".join(reasons), aside)


def keep_valid(
    items: Iterable[Any], check: Callable[[Any], T], path: Path, what: str
) -> list[T]:
    """Validate entries one by one; bad ones are set aside (:func:`set_aside_entries`).

    Args:
        items: The decoded entries.
        check: Turns one entry into its value, raising one of :data:`BAD_ENTRY_ERRORS`
            for a bad one.
        path: The file they came from.
        what: What it holds.

    Returns:
        The values of the good entries, in order.
    """
    good: list[T] = []
    bad: list[Any] = []
    reasons: list[str] = []
    for item in items:
        try:
            good.append(check(item))
        except BAD_ENTRY_ERRORS as error:
            bad.append(item)
            reasons.append(str(error) or type(error).__name__)
    set_aside_entries(path, what, bad, reasons)
    return good
