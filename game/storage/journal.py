"""The game in progress as an append-only journal, written off the frame that handles a click.

Rewriting the whole saved game after every action costs time that grows with the game
(14 ms early, 34 ms with 30 000 log entries, issue 13 fault 10). The journal instead
appends one short line per save, whatever the game's length:

* line 1, the header: ``{"format": "harp-and-eight-journal", "version": 1, "code": …,
  "started": …}``;
* then one line per save: ``{"n": <log length before>, "add": [new log entries],
  "elapsed": seconds, "hints": hints used, "result": "in progress" | "won",
  "ended": time or null}``.

Crash safety: each line is written whole, flushed and synced before the next; a crash in
the middle of a line leaves a torn last line, which :func:`load_journal` ignores (the game
comes back one action earlier). ``n`` must equal the length folded so far, so a damaged
middle is detected, never folded wrongly. Compaction: every :data:`COMPACT_EVERY` lines,
and whenever the game changes (a new deal), the journal is rewritten as header + one line
with the whole log, atomically (:func:`~game.storage.files.atomic_write_text`: temporary
file, then rename), so it never grows without bound and never exists half-written.

:class:`JournalWriter` owns the file on a background thread: the UI hands it the new log
entries (a few bytes, the cost independent of the log's length) and goes on drawing; the
thread writes and syncs. :meth:`JournalWriter.flush` waits for the disk (quit, leaving a
game, tests); write errors come back through :meth:`JournalWriter.take_error`.
"""

from __future__ import annotations

import atexit
import json
import logging
import os
import queue
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.storage import validation
from game.storage.files import app_dirs, atomic_write_text, is_disk_full, release_room
from game.storage.reading import decode_text, parse_json, read_limited

log = logging.getLogger(__name__)

JOURNAL_FILE_NAME = "in_progress.journal"
"""File name of the journal inside the data folder."""

FORMAT = "harp-and-eight-journal"
VERSION = 1
COMPACT_EVERY = 1000
"""Appended lines after which the journal is rewritten as one line."""

RESULTS = validation.IN_PROGRESS_RESULTS

MAX_BYTES = 64 * 1024 * 1024
"""The largest journal read (one of a game of a million moves is a few megabytes)."""


def default_journal_path() -> Path:
    """``<data folder>/in_progress.journal`` (never fails; see ``app_dirs``)."""
    return app_dirs().data_dir / JOURNAL_FILE_NAME


@dataclass
class JournalState:
    """What the journal holds: the game in progress.

    Attributes:
        code: The deal code.
        started: When the game started (ISO-8601), or ``None``.
        log: The whole move log, in notation.
        elapsed: Seconds played.
        hints_used: Hints asked for so far.
        result: ``"in progress"`` or ``"won"``.
        ended: When it was won (ISO-8601), else ``None``.
    """

    code: str
    started: str | None
    log: list[str] = field(default_factory=list)
    elapsed: float = 0.0
    hints_used: int = 0
    result: str = "in progress"
    ended: str | None = None


def _header(state: JournalState) -> str:
    return json.dumps({"format": FORMAT, "version": VERSION, "code": state.code,
                       "started": state.started}, separators=(",", ":"), ensure_ascii=False)


def _entry(n: int, add: Sequence[str], state: JournalState) -> str:
    return json.dumps({"n": n, "add": list(add), "elapsed": round(state.elapsed, 3),
                       "hints": state.hints_used, "result": state.result, "ended": state.ended},
                      separators=(",", ":"), ensure_ascii=False)


def _check_entry(entry: Any, folded: int) -> None:
    """Check one line's shape (its values are checked with the whole state)."""
    if not isinstance(entry, dict):
        raise ValueError("a journal line is not an object")
    if entry.get("n") != folded:
        raise ValueError(f"a journal line continues at {entry.get('n')!r}, not {folded}")
    validation.move_log(entry.get("add"), "a journal line's moves")  # short texts
    if folded + len(entry["add"]) > validation.MAX_LOG_ENTRIES:
        raise ValueError("the journal's move log is too long")


def parse_journal(text: str) -> JournalState:
    """Fold a journal's text into the state it saved.

    Args:
        text: The file's content.

    Returns:
        The state after the last complete line (a torn last line is ignored).

    Raises:
        ValueError: Not a journal, a newer version, a damaged line before the end, or a
            value out of its range (:func:`game.storage.validation.check_in_progress`).
    """
    lines = text.split("\n")
    torn = lines.pop() if lines else ""  # "" when the file ends with a newline
    if torn:
        log.warning("The journal's last line was cut short (a crash); it is ignored")
    if not lines:
        raise ValueError("the journal has no header")
    try:
        header = parse_json(lines[0])
    except ValueError as error:
        raise ValueError(f"the journal's header is {error}") from None
    if not isinstance(header, dict) or header.get("format") != FORMAT:
        raise ValueError("not a journal of this game")
    if header.get("version") != VERSION:
        raise ValueError(f"journal version {header.get('version')!r} is not {VERSION} "
                         "(written by another version of the game)")
    code, started = header.get("code"), header.get("started")
    if not isinstance(code, str) or not (started is None or isinstance(started, str)):
        raise ValueError("the journal's header has no deal code")
    state = JournalState(code, started)
    for number, line in enumerate(lines[1:], start=2):
        try:
            entry = parse_json(line)
        except ValueError as error:
            raise ValueError(f"journal line {number} is damaged ({error})") from None
        _check_entry(entry, len(state.log))
        state.log.extend(entry["add"])
        try:
            state.elapsed = validation.seconds(entry.get("elapsed"), "the time played")
            state.hints_used = validation.count(entry.get("hints"), "the hint count")
            state.result = validation.one_of(entry.get("result"), RESULTS, "the result")
            state.ended = validation.time_text(entry.get("ended"), "the end time",
                                               optional=True)
        except ValueError as error:
            raise ValueError(f"journal line {number}: {error}") from None
    validation.check_in_progress(state)
    return state


class Journal:
    """The journal file, written synchronously (:class:`JournalWriter` calls it off the UI).

    Args:
        path: The file; defaults to :func:`default_journal_path`.
        obsolete: A file the journal replaces (an older version's saved game), deleted
            once the journal has been written whole.
    """

    def __init__(self, path: Path | None = None, obsolete: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_journal_path()
        self.obsolete = obsolete
        self._handle: Any = None
        self._code: str | None = None
        self._started: str | None = None
        self._log: list[str] = []
        self._appends = 0

    def write(self, state: JournalState, add: Sequence[str], reset: bool) -> None:
        """Save ``state``: append ``add`` (the log entries new since the last write), or
        rewrite the whole journal when ``reset``, the game changed, or it is time to
        compact.

        Args:
            state: The game's state now; its ``log`` (a copy) is read only with ``reset``
                or when the game differs from the last one written.
            add: New log entries since the last write.
            reset: The game is another one (or the log was replaced): rewrite.

        Raises:
            OSError: The file cannot be written (the journal on disk is unchanged, or
                ends with a torn line that loading ignores). A full disk is tried once
                more in the room kept free (:func:`~game.storage.files.release_room`),
                the whole journal rewritten atomically.
        """
        try:
            self._write(state, add, reset)
        except OSError as error:
            if not is_disk_full(error) or not release_room(self.path.parent):
                raise
            self.close()
            self.compact(state)

    def _write(self, state: JournalState, add: Sequence[str], reset: bool) -> None:
        """:meth:`write` without its second try."""
        if reset or (state.code, state.started) != (self._code, self._started):
            self._log = list(state.log)  # the first save of a game carries its whole log
            self._code, self._started = state.code, state.started
            self.compact(state)
            return
        self._log.extend(add)
        if self._handle is None or self._appends >= COMPACT_EVERY:
            self.compact(state)  # after a failed write, or to keep the file short
            return
        line = _entry(len(self._log) - len(add), add, state) + "\n"
        self._handle.write(line.encode("utf-8"))
        self._handle.flush()
        os.fsync(self._handle.fileno())
        self._appends += 1

    def compact(self, state: JournalState) -> None:
        """Rewrite the journal as header + one line holding the whole log, atomically."""
        self.close()
        full = JournalState(state.code, state.started, self._log, state.elapsed,
                            state.hints_used, state.result, state.ended)
        atomic_write_text(self.path, _header(full) + "\n" + _entry(0, self._log, full) + "\n")
        if self.obsolete is not None:
            try:
                self.obsolete.unlink(missing_ok=True)
            except OSError as error:
                log.warning("Could not remove the old saved game %s: %s", self.obsolete, error)
        self._handle = open(self.path, "ab")  # noqa: SIM115 - kept open for appends
        self._appends = 0

    def close(self) -> None:
        """Close the file (the next write compacts)."""
        if self._handle is not None:
            try:
                self._handle.close()
            except OSError:
                pass
            self._handle = None

    def remove(self) -> None:
        """Close and delete the journal (no game in progress any more).

        Raises:
            OSError: It cannot be deleted.
        """
        self.close()
        self._code = None
        self.path.unlink(missing_ok=True)


def load_journal(path: Path | None = None) -> JournalState | None:
    """Read the journal.

    Returns:
        The saved state, or ``None`` when there is none.

    Raises:
        OSError: It cannot be read. ValueError: It is not a regular file, larger than
        :data:`MAX_BYTES`, not text, damaged or newer (see :func:`parse_journal`). The
        caller sets it aside (:mod:`game.storage.loading`).
    """
    path = Path(path) if path is not None else default_journal_path()
    try:
        raw = read_limited(path, MAX_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return None
    return parse_journal(decode_text(raw))


_STOP = object()


class JournalWriter:
    """A background thread that writes the journal; the UI never waits for the disk.

    Args:
        journal: The journal to write.
    """

    def __init__(self, journal: Journal) -> None:
        self.journal = journal
        self._queue: queue.Queue[Any] = queue.Queue()
        self._error: OSError | None = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
        self._thread.start()
        atexit.register(self.stop)  # a program that ends without closing still saves

    def save(self, state: JournalState, add: Sequence[str], reset: bool) -> None:
        """Queue a save (returns at once). ``state.log`` must not change afterwards when
        ``reset`` (pass a copy); otherwise only ``add`` is used."""
        self._queue.put(("save", state, list(add), reset))

    def remove(self) -> None:
        """Queue deleting the journal."""
        self._queue.put(("remove", None, None, True))

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is _STOP:
                    self.journal.close()
                    return
                kind, state, add, reset = item
                if kind == "remove":
                    self.journal.remove()
                else:
                    self.journal.write(state, add, reset)
            except OSError as error:
                log.warning("Could not save the game in progress to %s: %s",
                            self.journal.path, error)
                self.journal.close()  # the next save rewrites it whole
                with self._lock:
                    self._error = error
            finally:
                self._queue.task_done()

    def flush(self) -> None:
        """Wait until every queued save is on disk (or failed)."""
        self._queue.join()

    def take_error(self) -> OSError | None:
        """The last write error since the previous call, if any."""
        with self._lock:
            error, self._error = self._error, None
        return error

    def stop(self) -> None:
        """Write what is queued, close the file and end the thread."""
        if self._thread.is_alive():
            self._queue.put(_STOP)
            self._thread.join(timeout=30)
        atexit.unregister(self.stop)
