"""The history database: :class:`History` opens, writes and reads it.

One row per finished deal (won, or given up as "not finished"; a deal is never "lost");
the layout and its migrations are :mod:`game.storage.history.schema`'s.

Nothing is ever lost or changed behind the player's back. If the database cannot be
used, :class:`History` is *unavailable* (``available`` is ``False`` and ``problem`` holds
a short message for the player) and the file is left exactly as it is:

* a database that another program holds locked: the game tries again on the next call
  (each attempt waits up to :data:`BUSY_TIMEOUT` seconds);
* a file that is damaged or not a database at all: it is *left in place* rather than
  moved aside and replaced by a fresh database, so that no history silently disappears;
  the player (or support) can move it away by hand, see :attr:`History.path`;
* a database written by a newer version of the game (higher ``user_version``).

While unavailable, :meth:`History.record` returns ``None`` and the queries return empty
results and zero statistics; nothing raises.
"""

from __future__ import annotations

import itertools
import json
import logging
import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.i18n import N_, english
from game.storage.files import app_dirs
from game.storage.history.records import GameRecord, goes_further, log_text, validate_record
from game.storage.history.schema import (
    SCHEMA_VERSION,
    UNIX_TIME_SQL,
    apply_migrations,
    schema_version,
)
from game.storage.history.statistics import (
    KeptStatistics,
    Scope,
    Statistics,
    count_in,
    read_statistics,
)

logger = logging.getLogger(__name__)

HISTORY_FILE_NAME = "history.sqlite3"
"""File name of the history database inside the data folder."""

BUSY_TIMEOUT = 1.0
"""Seconds to wait for a lock held by another connection before giving up."""

PROBLEM_LOCKED = N_(
    "The history database is in use by another program; finished games cannot be "
    "recorded until it is free."
)
PROBLEM_CORRUPT = N_("The history database is damaged or is not a database; it was left "
                     "untouched.")
PROBLEM_NEWER = N_(
    "The history database is newer than this version of the game; it was left untouched."
)
PROBLEM_FULL = N_("There is no space left on the disk for the history.")
PROBLEM_BUSY = N_("The history is busy.")
PROBLEM_OTHER = N_("The history database could not be opened ({error}); it was left untouched.")
"""The problems the history reports (English templates, marked for translation): the UI shows
``translate(history.problem_template, history.problem_params)``."""


def default_history_path() -> Path:
    """Return the default history database path.

    Returns:
        ``app_dirs().data_dir / "history.sqlite3"`` (never fails; see :func:`app_dirs`).
    """
    return app_dirs().data_dir / HISTORY_FILE_NAME


def _error_code(error: sqlite3.Error) -> int | None:
    """Return the primary SQLite result code of an error, if known."""
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def _is_busy(error: sqlite3.Error) -> bool:
    return _error_code(error) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _is_full(error: sqlite3.Error) -> bool:
    return _error_code(error) == sqlite3.SQLITE_FULL or "disk is full" in str(error)


def _is_corrupt(error: sqlite3.Error) -> bool:
    return _error_code(error) in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


_COLUMNS = (
    "id, code, variant, cells, deal, result, score, moves, duration, started, ended, hints"
)


def _decode_log(text: Any, game_id: int) -> tuple[str, ...]:
    """Turn a stored log back into a tuple; a damaged log gives ``()`` and a warning."""
    try:
        moves = json.loads(text)
    except (TypeError, ValueError):
        moves = None
    if not isinstance(moves, list) or not all(isinstance(move, str) for move in moves):
        logger.warning("The move log of game %d in the history is damaged; ignored", game_id)
        return ()
    return tuple(moves)


def _to_record(row: Sequence[Any], log: tuple[str, ...] = ()) -> GameRecord:
    return GameRecord(
        id=row[0],
        code=row[1],
        variant=row[2],
        cells=row[3],
        deal=row[4],
        result=row[5],
        score=row[6],
        moves=row[7],
        duration=row[8],
        started=row[9],
        ended=row[10],
        hints_used=row[11],
        log=log,
    )


_INSERT_SQL = (
    "INSERT INTO games (code, variant, cells, deal, result, score, moves, duration,"
    " started, ended, log, ended_ts, uid, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
    + UNIX_TIME_SQL.format("?")
    + ", ?, ?) ON CONFLICT (uid) DO NOTHING"
)

_REPLACE_SQL = (
    "UPDATE games SET code = ?, variant = ?, cells = ?, deal = ?, result = ?, score = ?,"
    " moves = ?, duration = ?, started = ?, ended = ?, log = ?, ended_ts = "
    + UNIX_TIME_SQL.format("?")
    + ", uid = ?, hints = ? WHERE id = ?"
)
"""A stored game's row replaced by a record of it that went further (same parameters as
:data:`_INSERT_SQL`, then the row's id)."""


def _log_length(stored: Any) -> int:
    """The number of entries of a stored move log (0 for a damaged one)."""
    try:
        moves = json.loads(stored)
    except (TypeError, ValueError, RecursionError):
        return 0
    return len(moves) if isinstance(moves, list) else 0


def _insert_parameters(rec: GameRecord) -> tuple[Any, ...]:
    """Return the parameters of :data:`_INSERT_SQL` for a record."""
    return (
        rec.code,
        rec.variant,
        rec.cells,
        int(rec.deal),
        rec.result,
        int(rec.score),
        int(rec.moves),
        float(rec.duration),
        rec.started,
        rec.ended,
        log_text(rec.log),
        rec.ended,
        rec.identity,
        int(rec.hints_used),
    )


_OPENED = itertools.count(1)
"""Numbers the :class:`History` objects of a process (part of :meth:`History.revision`)."""


class History:
    """The history database of finished deals.

    Opening never raises: check :attr:`available` and show :attr:`problem` to the player
    when it is ``False``. Use from one thread (the one that created it).

    Attributes:
        path: The database file (``None`` only if the default folder could not be made).
        available: Whether the database can be used.
        problem: Short message for the player when unavailable, else ``""``.
    """

    def __init__(self, path: Path | None = None) -> None:
        """Open (creating or migrating if needed) the history database.

        Args:
            path: The database file; defaults to :func:`default_history_path`. Its
                folder is created if needed.
        """
        self.path: Path | None = None
        self.available = False
        self.problem = ""
        self.problem_template = ""
        self.problem_params: dict[str, object] = {}
        self._conn: sqlite3.Connection | None = None
        self._retry = False
        self._last_failure = PROBLEM_BUSY
        self._writes = 0
        self._serial = next(_OPENED)
        self._kept: dict[Scope, KeptStatistics] = {}
        self._kept_version: int | None = None
        """``PRAGMA data_version`` when :attr:`_kept` was last known current."""
        try:
            self.path = Path(path) if path is not None else default_history_path()
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            logger.warning("Could not create the folder for the history: %s", error)
            self._set_problem(PROBLEM_OTHER, retry=False, error=error)
            return
        self._open()

    # ----------------------------------------------------------------- opening

    def _set_problem(self, problem: str, retry: bool, **params: object) -> None:
        """Make the history unavailable: ``problem`` is a ``PROBLEM_*`` template, ``params``
        its values; :attr:`problem` is the English text (logs), the UI translates the
        template."""
        self.available = False
        self.problem = english(problem, params)
        self.problem_template, self.problem_params = problem, params
        self._retry = retry
        if self._conn is not None:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass
            self._conn = None

    def _open(self) -> None:
        """Try to open the database; on failure set :attr:`problem`."""
        assert self.path is not None
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT, isolation_level=None)
            self._conn = conn
            version = schema_version(conn)
            if version > SCHEMA_VERSION:
                logger.warning(
                    "The history database %s has schema version %d; this game knows %d",
                    self.path,
                    version,
                    SCHEMA_VERSION,
                )
                self._set_problem(PROBLEM_NEWER, retry=False)
                return
            apply_migrations(conn)
        except sqlite3.Error as error:
            logger.warning("Could not open the history database %s: %s", self.path, error)
            if _is_busy(error):
                self._set_problem(PROBLEM_LOCKED, retry=True)
            elif _is_corrupt(error):
                self._set_problem(PROBLEM_CORRUPT, retry=False)
            else:
                self._set_problem(PROBLEM_OTHER, retry=False, error=error)
            return
        self.available = True
        self.problem = self.problem_template = ""
        self.problem_params = {}
        self._retry = False

    def _ready(self) -> sqlite3.Connection | None:
        """Return the connection, retrying a locked database once; ``None`` if unusable."""
        if self._conn is None and self._retry:
            self._open()
        return self._conn if self.available else None

    def _failed(self, action: str, error: sqlite3.Error) -> None:
        """Log a failed operation; a damaged database makes the history unavailable."""
        logger.warning("Could not %s in the history database %s: %s", action, self.path, error)
        self._last_failure = PROBLEM_FULL if _is_full(error) else PROBLEM_BUSY
        if _is_corrupt(error):
            self._set_problem(PROBLEM_CORRUPT, retry=False)

    def write_problem(self) -> tuple[str, dict[str, object]]:
        """Why the last write failed, for the player: the ``PROBLEM_*`` template and its
        values (the history unavailable: its :attr:`problem`; else a full disk or a
        database busy in another program)."""
        if self.problem_template:
            return self.problem_template, dict(self.problem_params)
        return self._last_failure, {}

    def close(self) -> None:
        """Close the database; afterwards the history is unavailable."""
        self._set_problem(self.problem_template, retry=False, **self.problem_params)

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ----------------------------------------------------------------- writing

    def record(self, rec: GameRecord, replace_unfinished: bool = False) -> int | None:
        """Store a finished deal in one transaction.

        Args:
            rec: The deal; its ``id`` is ignored.
            replace_unfinished: Ignored, as for :meth:`store` (a game continued from
                the history replaces its "not finished" row by its identity).

        Returns:
            The game's row id (a game already stored keeps its id, replaced when this
            record goes further: see :meth:`store`), or ``None`` if the history is
            unavailable or the write failed (logged; the database is unchanged then).

        Raises:
            ValueError: If ``rec`` has an unknown variant or result, a negative or
                boolean cell count, or a non-string move (a programming error).
        """
        stored = self.store([rec], replace_unfinished=replace_unfinished)
        return stored[0][0] if stored else None

    def record_many(self, recs: Sequence[GameRecord]) -> list[int] | None:
        """Store several finished deals in one transaction (all or none).

        Args:
            recs: The deals, in the order to store them; their ``id`` is ignored.

        Returns:
            Their ids in the same order (a game already stored keeps its id and is not
            stored again), or ``None`` if the history is unavailable or the write failed
            (logged; the database is unchanged then).

        Raises:
            ValueError: If a record is invalid (see :meth:`record`); nothing is stored.
        """
        stored = self.store(recs)
        return None if stored is None else [game_id for game_id, _added in stored]

    def store(
        self, recs: Sequence[GameRecord], replace_unfinished: bool = False
    ) -> list[tuple[int, bool]] | None:
        """Store finished deals once each, in one transaction (all or none).

        A game is one row whatever happens: a record whose :attr:`GameRecord.identity` is
        already in the database replaces that row (keeping its id) when it went further
        (:func:`~game.storage.history.records.goes_further`: a won record replaces an
        unfinished one, a longer unfinished one a shorter), and is dropped otherwise;
        delivering a record twice is harmless.

        Args:
            recs: The deals; their ``id`` is ignored.
            replace_unfinished: Ignored (a game's identity makes every record of a game
                replace the row it goes further than); kept for callers.

        Returns:
            ``(id, added)`` per deal, in order (``added`` is ``False`` for a deal that was
            already there as far or further), or ``None`` if the history is unavailable
            or the write failed.

        Raises:
            ValueError: If a record is invalid (see :meth:`record`); nothing is stored.
        """
        for rec in recs:
            validate_record(rec)
        if not recs:
            return []
        what = recs[0].code if len(recs) == 1 else f"{len(recs)} games"
        conn = self._ready()
        if conn is None:
            logger.warning("History unavailable (%s); %s not recorded", self.problem, what)
            return None
        stored: list[tuple[int, bool]] = []
        added: list[tuple[GameRecord, int, float | None]] = []
        deleted = False
        try:
            with conn:
                conn.execute("BEGIN IMMEDIATE")
                for rec in recs:
                    row = conn.execute("SELECT id, result, log FROM games WHERE uid = ?",
                                       (rec.identity,)).fetchone()
                    if row is not None:
                        game_id = int(row[0])
                        further = goes_further(rec.result, len(rec.log), str(row[1]),
                                               _log_length(row[2]))
                        if further:
                            conn.execute(_REPLACE_SQL, (*_insert_parameters(rec), game_id))
                            deleted = True
                        stored.append((game_id, further))
                        continue
                    cursor = conn.execute(_INSERT_SQL, _insert_parameters(rec))
                    assert cursor.lastrowid is not None
                    stored.append((cursor.lastrowid, True))
                    if self._kept and len(recs) == 1:
                        ended_ts = conn.execute("SELECT ended_ts FROM games WHERE id = ?",
                                                (cursor.lastrowid,)).fetchone()[0]
                        added.append((rec, cursor.lastrowid, ended_ts))
        except sqlite3.Error as error:
            self._failed(f"record {what}", error)
            self._kept.clear()
            return None
        self._writes += 1
        if deleted or len(recs) > 1:
            self._kept.clear()  # a game replaced, or many: read again when asked
        for rec, game_id, ended_ts in added:
            count_in(self._kept, rec.variant, rec.cells, rec.result == "won", rec.score,
                     rec.moves, rec.duration, (ended_ts, game_id))
        return stored

    def revision(self) -> tuple[object, ...]:
        """A value that changes whenever the recorded games may have changed: another
        :class:`History` object, a write through this one, a commit by another connection
        or process (SQLite's ``PRAGMA data_version``) or the database becoming unavailable.
        Cheap (no scan): scenes compare it to know whether what they show is current.

        Returns:
            An opaque tuple; equal values mean nothing was recorded in between.
        """
        conn = self._ready()
        if conn is None:
            return (self._serial, self._writes, None, self.problem)
        try:
            version = conn.execute("PRAGMA data_version").fetchone()[0]
        except sqlite3.Error as error:
            self._failed("read the data version", error)
            return (self._serial, self._writes, None, self.problem)
        return (self._serial, self._writes, version, "")

    # ----------------------------------------------------------------- reading

    @staticmethod
    def _where(variant: str | None, result: str | None, cells: int | None) -> tuple[str, list[Any]]:
        clauses: list[str] = []
        params: list[Any] = []
        for column, value in (("variant", variant), ("cells", cells), ("result", result)):
            if value is not None:
                clauses.append(f"{column} = ?")
                params.append(value)
        return (" WHERE " + " AND ".join(clauses) if clauses else ""), params

    def recent(
        self,
        variant: str | None = None,
        result: str | None = None,
        limit: int = 100,
        offset: int = 0,
        *,
        cells: int | None = None,
        with_log: bool = True,
    ) -> list[GameRecord]:
        """List recorded deals, newest first (by end time, then id).

        Args:
            variant: Only this variant; ``None`` for all.
            result: Only this result (``"won"`` or ``"not finished"``); ``None`` for all.
            limit: Maximum number of records.
            offset: Number of newest records to skip (for paging).
            cells: Only this Eight Off cell count; ``None`` for all.
            with_log: Whether to load the move logs; with ``False`` every record has
                ``log == ()`` (fast, for lists; use :meth:`get` for one full record).

        Returns:
            The records; empty if the history is unavailable or a read failed (logged).
        """
        conn = self._ready()
        if conn is None:
            return []
        where, params = self._where(variant, result, cells)
        columns = _COLUMNS + (", log" if with_log else "")
        query = (
            f"SELECT {columns} FROM games{where} ORDER BY ended_ts DESC, id DESC LIMIT ? OFFSET ?"
        )
        try:
            rows = conn.execute(query, [*params, int(limit), int(offset)]).fetchall()
        except sqlite3.Error as error:
            self._failed("list games", error)
            return []
        if with_log:
            return [_to_record(row, _decode_log(row[12], row[0])) for row in rows]
        return [_to_record(row) for row in rows]

    def count(
        self, variant: str | None = None, result: str | None = None, cells: int | None = None
    ) -> int:
        """Count recorded deals.

        Args:
            variant: Only this variant; ``None`` for all.
            result: Only this result; ``None`` for all.
            cells: Only this Eight Off cell count; ``None`` for all.

        Returns:
            The number of matching records; 0 if unavailable or a read failed (logged).
        """
        conn = self._ready()
        if conn is None:
            return 0
        where, params = self._where(variant, result, cells)
        try:
            return int(conn.execute(f"SELECT COUNT(*) FROM games{where}", params).fetchone()[0])
        except sqlite3.Error as error:
            self._failed("count games", error)
            return 0

    def get(self, game_id: int) -> GameRecord | None:
        """Load one recorded deal with its move log.

        Args:
            game_id: The record's id.

        Returns:
            The record, or ``None`` if there is no such id, the history is unavailable or
            the read failed (logged).
        """
        conn = self._ready()
        if conn is None:
            return None
        try:
            row = conn.execute(
                f"SELECT {_COLUMNS}, log FROM games WHERE id = ?", (int(game_id),)
            ).fetchone()
        except sqlite3.Error as error:
            self._failed(f"read game {game_id}", error)
            return None
        if row is None:
            return None
        return _to_record(row, _decode_log(row[12], row[0]))

    def statistics(self, variant: str, cells: int | None = None) -> Statistics:
        """Compute the statistics of one variant.

        Kept between reads: the first read of a variant (or cell count) goes through its
        covering index, never the rows (which hold the move logs): totals, bests and every
        result in chronological order (the streaks and the recent results) in one
        aggregate query over the index. Afterwards each game recorded through
        this object is counted in (:func:`add_result`) when it is the newest of its
        variant, as games are recorded when they end; a game older than the newest
        (imported), several at once, an unfinished game replaced by its finished one (the
        Continue path), a failed write or a write by another connection (``PRAGMA
        data_version``) make the next read go through the index again. The same figures
        as :func:`statistics_from_results` over every game, always.

        Args:
            variant: ``"easy-harp"`` or ``"eight-off"``.
            cells: Only games with this cell count; ``None`` for all cell counts together.

        Returns:
            The statistics; all zero/empty if there are no games, the history is
            unavailable or the read failed (logged).
        """
        conn = self._ready()
        if conn is None:
            return Statistics()
        try:
            version = conn.execute("PRAGMA data_version").fetchone()[0]
        except sqlite3.Error as error:
            self._failed("compute statistics", error)
            return Statistics()
        if version != self._kept_version:  # another connection wrote: read everything again
            self._kept.clear()
            self._kept_version = version
        kept = self._kept.get((variant, cells))
        if kept is None:
            kept = self._read_statistics(conn, variant, cells)
            if kept is None:
                return Statistics()
            self._kept[(variant, cells)] = kept
        return replace(kept.stats, recent=list(kept.stats.recent))

    def _read_statistics(self, conn: sqlite3.Connection, variant: str, cells: int | None
                         ) -> KeptStatistics | None:
        """The full computation of :meth:`statistics` (``None`` if the read failed)."""
        where, params = self._where(variant, None, cells)
        try:
            return read_statistics(conn, where, params)
        except sqlite3.Error as error:
            self._failed("compute statistics", error)
            return None
