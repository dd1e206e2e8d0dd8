"""Finished deals waiting for the history: nothing is lost while the database is busy.

When :meth:`History.record <game.storage.history.History.record>` cannot write (the
database is locked, damaged or newer), the record is kept in ``history_pending.json`` in
the data folder, written atomically, and recorded on a later try.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from game.storage.files import app_dirs, atomic_write_text, keep_aside
from game.storage.history import GameRecord

if TYPE_CHECKING:
    from game.storage.history import History

log = logging.getLogger(__name__)

PENDING_FILE_NAME = "history_pending.json"


def pending_path() -> Path:
    """Where records wait (``history_pending.json`` in the data folder)."""
    return app_dirs().data_dir / PENDING_FILE_NAME


def load_pending(path: Path | None = None) -> list[GameRecord]:
    """The records waiting to be recorded (none when the file is missing).

    An unreadable or damaged file is kept aside (renamed ``*.bad-…``) and logged.
    """
    path = path or pending_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [
            GameRecord(**{**item, "log": tuple(item["log"]), "id": None}) for item in data
        ]
    except FileNotFoundError:
        return []
    except (OSError, ValueError, TypeError, KeyError) as exc:
        log.warning("pending history records in %s are unreadable (%s); kept aside", path, exc)
        keep_aside(path)
        return []


def _write(records: list[GameRecord], path: Path) -> None:
    if not records:
        path.unlink(missing_ok=True)
        return
    items = [{**dataclasses.asdict(r), "log": list(r.log)} for r in records]
    atomic_write_text(path, json.dumps(items, ensure_ascii=False))


def keep_pending(record: GameRecord, path: Path | None = None) -> bool:
    """Add ``record`` to the waiting list; returns False if even that failed (logged)."""
    path = path or pending_path()
    try:
        _write([*load_pending(path), record], path)
        return True
    except OSError as exc:
        log.error("could not keep a finished game for the history: %s", exc)
        return False


def flush_pending(history: History, path: Path | None = None) -> int:
    """Record every waiting record in ``history`` (one transaction).

    Returns:
        How many were recorded (0 when none wait or the history still cannot write; the
        records then keep waiting).
    """
    path = path or pending_path()
    records = load_pending(path)
    if not records or not history.available:
        return 0
    if history.record_many(records) is None:
        return 0
    try:
        _write([], path)
    except OSError as exc:  # recorded already; a stale file would record them twice
        log.error("could not clear %s: %s", path, exc)
    return len(records)
