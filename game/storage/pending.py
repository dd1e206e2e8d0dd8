"""Finished deals waiting for the history: nothing is lost while the database is busy.

When :meth:`History.record <game.storage.history.History.record>` cannot write (the
database is locked, damaged or newer), the record is kept in ``history_pending.json`` in
the data folder, written atomically, and recorded on a later try.

Delivery is idempotent: every record has a stable identity
(:attr:`~game.storage.history.GameRecord.identity`) and the database stores each identity
once, so a queue that cannot be emptied afterwards (the file made undeletable, a crash
between the insert and the removal) delivers the same games again without counting them
twice. Entries are validated one by one when read
(:func:`~game.storage.history.record_from_dict`); a bad one (an unknown game from a newer
build) is set aside in a ``*.bad-DATE`` file and reported, the others are delivered.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from pathlib import Path
from typing import TYPE_CHECKING

from game.storage.files import (
    app_dirs,
    atomic_write_text,
    is_disk_full,
    keep_aside,
    release_room,
)
from game.storage.history import GameRecord, record_from_dict
from game.storage.loading import MISSING, keep_valid, read_json, report

if TYPE_CHECKING:
    from game.storage.history import History

log = logging.getLogger(__name__)

PENDING_FILE_NAME = "history_pending.json"

WHAT = "finished games waiting for the history"
"""What the file holds, for reports."""


def pending_path() -> Path:
    """Where records wait (``history_pending.json`` in the data folder)."""
    return app_dirs().data_dir / PENDING_FILE_NAME


def load_pending(path: Path | None = None) -> list[GameRecord]:
    """The records waiting to be recorded (none when the file is missing).

    A file that is not JSON or not a list is kept aside whole (renamed ``*.bad-…``);
    entries that are not valid records are set aside in a ``*.bad-…`` file of their own
    and the valid ones returned. Every such event is reported
    (:func:`game.storage.loading.report`).
    """
    path = path or pending_path()
    data = read_json(path, WHAT)
    if data is MISSING:
        return []
    if not isinstance(data, list):
        report(WHAT, path, "not a list of records", keep_aside(path))
        return []
    records = keep_valid(data, record_from_dict, path, WHAT)
    if len(records) != len(data):
        try:
            _write(records, path)
        except OSError as exc:
            log.error("could not rewrite %s without its bad entries: %s", path, exc)
    return records


def _write(records: list[GameRecord], path: Path) -> None:
    if not records:
        path.unlink(missing_ok=True)
        return
    items = [{**dataclasses.asdict(r), "log": list(r.log)} for r in records]
    atomic_write_text(path, json.dumps(items, ensure_ascii=False))


def keep_pending(record: GameRecord, path: Path | None = None) -> bool:
    """Add ``record`` to the waiting list; returns False if even that failed (logged)."""
    path = path or pending_path()
    for _attempt in range(2):
        try:
            _write([*load_pending(path), record], path)
            return True
        except OSError as exc:
            if is_disk_full(exc) and release_room(path.parent):
                continue  # once more, in the room kept free
            log.error("could not keep a finished game for the history: %s", exc)
            return False
    return False


def flush_pending(history: History, path: Path | None = None) -> int:
    """Record every waiting record in ``history`` (one transaction), then empty the queue.

    Returns:
        How many were delivered (0 when none wait or the history still cannot write; the
        records then keep waiting). A record already in the history (delivered before,
        the queue not emptied) counts as delivered but is not stored twice.
    """
    path = path or pending_path()
    records = load_pending(path)
    if not records or not history.available:
        return 0
    if history.store(records) is None:
        return 0
    try:
        _write([], path)
    except OSError as exc:  # delivered; a stale queue is harmless (identities are unique)
        log.error("could not clear %s: %s", path, exc)
    return len(records)


def open_history(path: Path | None = None, journal: bool = True) -> History:
    """Open the history and deliver the records waiting for it and, with the data
    folder's history, a won game the journal still holds (what a start does).

    Args:
        path: The database; defaults to the data folder's.
        journal: Deliver a won game the journal holds. ``False`` once this run saved its
            own game there: the journal is then that game's, whose win the game records
            itself (delivered from the journal before, the win would be counted among the
            games before it: "2 wins in a row" for a first win).

    Returns:
        The history (possibly unavailable: see ``History.problem``).
    """
    from game.storage.history import History

    history = History(path)
    flush_pending(history)
    if path is None and journal:
        deliver_won_journal(history)
    return history


def deliver_won_journal(history: History, journal: Path | None = None) -> bool:
    """Deliver the game the journal holds if it was won (its last line is the win: a game
    whose record could not be written when it ended). Recording it again is harmless (one
    row per game); nothing is changed when the journal cannot be read (its reader sets it
    aside later).

    Args:
        history: The history.
        journal: The journal; the data folder's by default.

    Returns:
        Whether a won game was found and the history has it now.
    """
    from game.storage.session import won_session

    session = won_session(journal)
    if session is None or not history.available:
        return False
    return history.store([session.record("won")]) is not None
