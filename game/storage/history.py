"""The history of finished deals, kept in an SQLite database.

One row per finished deal (won, or given up as "not finished"; a deal is never "lost").
The schema is versioned with ``PRAGMA user_version``; :data:`MIGRATIONS` lists the steps
from an empty file to the current layout, each applied in its own transaction.

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

import hashlib
import itertools
import json
import logging
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from game.engine.variants import REGISTRY
from game.i18n import N_, english
from game.storage.files import app_dirs

logger = logging.getLogger(__name__)

HISTORY_FILE_NAME = "history.sqlite3"
"""File name of the history database inside the data folder."""

BUSY_TIMEOUT = 1.0
"""Seconds to wait for a lock held by another connection before giving up."""

VARIANTS: tuple[str, ...] = tuple(REGISTRY)
"""Allowed values of :attr:`GameRecord.variant` (every registered game)."""

RESULTS: tuple[str, ...] = ("won", "not finished")
"""Allowed values of :attr:`GameRecord.result` (a deal is never recorded as lost)."""

RECENT_RESULTS = 20
"""Number of results in :attr:`Statistics.recent`."""

# Unix time in seconds from an ISO-8601 text; NULL if SQLite cannot parse the text.
# SQLite converts a "+HH:MM" offset to UTC, so games order correctly across DST changes.
_UNIX_TIME_SQL = "(julianday({}) - 2440587.5) * 86400.0"

def log_text(log: Sequence[str]) -> str:
    """The stored form of a move log: a compact JSON array of notation strings."""
    return json.dumps(list(log), separators=(",", ":"))


def game_identity(code: str, started: str, result: str, stored_log: str) -> str:
    """The stable identity of a finished game: the same game always gets the same one.

    A game is its deal, when it started, how it ended and every action (the move log, in
    its stored form :func:`log_text`). Whatever way a record comes by (recorded at once,
    from the waiting queue, imported from an exported file, recorded again after a crash
    between the insert and the queue's removal), it has this identity, and the database's
    unique key on it stores the game once.

    Returns:
        32 hex digits (the first 128 bits of a SHA-256).
    """
    text = "\n".join((code, started, result, stored_log))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _add_identity(conn: sqlite3.Connection) -> None:
    """Migration 3: every game gets its identity; copies of one game (recorded twice by
    older builds) are removed, the first kept; then a unique key makes copies impossible."""
    conn.execute("ALTER TABLE games ADD COLUMN uid TEXT")
    seen: set[str] = set()
    copies: list[int] = []
    rows = conn.execute("SELECT id, code, started, result, log FROM games ORDER BY id")
    for game_id, code, started, result, stored in rows.fetchall():
        uid = game_identity(str(code), str(started), str(result), str(stored))
        if uid in seen:
            copies.append(game_id)
            continue
        seen.add(uid)
        conn.execute("UPDATE games SET uid = ? WHERE id = ?", (uid, game_id))
    for game_id in copies:
        conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
    if copies:
        logger.warning("Removed %d copies of games recorded more than once", len(copies))
    conn.execute("CREATE UNIQUE INDEX games_by_uid ON games (uid)")


MIGRATIONS: tuple[tuple[str | Callable[[sqlite3.Connection], None], ...], ...] = (
    # Version 1: the first layout; the move log is a JSON array of notation strings.
    (
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            code TEXT NOT NULL,
            variant TEXT NOT NULL,
            cells INTEGER,
            deal INTEGER NOT NULL,
            result TEXT NOT NULL,
            score INTEGER NOT NULL,
            moves INTEGER NOT NULL,
            duration REAL NOT NULL,
            started TEXT NOT NULL,
            ended TEXT NOT NULL,
            log TEXT NOT NULL DEFAULT '[]'
        )
        """,
    ),
    # Version 2: the end time as a number (correct order whatever the UTC offset) and
    # indexes for the newest-first lists, per variant and per Eight Off cell count.
    (
        "ALTER TABLE games ADD COLUMN ended_ts REAL",
        "UPDATE games SET ended_ts = " + _UNIX_TIME_SQL.format("ended"),
        "CREATE INDEX games_by_time ON games (ended_ts, id)",
        "CREATE INDEX games_by_variant ON games (variant, ended_ts, id)",
        "CREATE INDEX games_by_cells ON games (variant, cells, ended_ts, id)",
    ),
    # Version 3: the identity of each game and a unique key on it (a game is stored once),
    # and the hints asked for during the game.
    (_add_identity, "ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0"),
    # Version 4: the per-variant and per-cell-count indexes also carry the columns the
    # statistics read, so History.statistics reads only the index (a row holds its move
    # log: reading 100 000 rows means reading the whole file).
    (
        "DROP INDEX games_by_variant",
        "CREATE INDEX games_by_variant ON games"
        " (variant, ended_ts, id, result, score, moves, duration)",
        "DROP INDEX games_by_cells",
        "CREATE INDEX games_by_cells ON games"
        " (variant, cells, ended_ts, id, result, score, moves, duration)",
    ),
)
"""The schema migrations; ``MIGRATIONS[n - 1]`` brings the schema from version n-1 to n."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The schema version this code writes and understands."""

PROBLEM_LOCKED = N_(
    "The history database is in use by another program; finished games cannot be "
    "recorded until it is free."
)
PROBLEM_CORRUPT = N_("The history database is damaged or is not a database; it was left "
                     "untouched.")
PROBLEM_NEWER = N_(
    "The history database is newer than this version of the game; it was left untouched."
)
PROBLEM_OTHER = N_("The history database could not be opened ({error}); it was left untouched.")
"""The problems the history reports (English templates, marked for translation): the UI shows
``translate(history.problem_template, history.problem_params)``."""


@dataclass(frozen=True)
class GameRecord:
    """One finished deal.

    Attributes:
        code: Deal code, e.g. ``"EO1-C8-AAAAAFA"``.
        variant: ``"easy-harp"`` or ``"eight-off"``.
        cells: Number of free cells for Eight Off; ``None`` for Easy Harp.
        deal: Deal number.
        result: ``"won"`` or ``"not finished"``.
        score: Final score (points).
        moves: Move counter at the end.
        duration: Time of play in seconds.
        started: Start time, ISO-8601 local time with UTC offset,
            e.g. ``datetime.now().astimezone().isoformat(timespec="seconds")``.
        ended: End time, same format as ``started``.
        log: The move log in notation, e.g. ``("1>c5", "u", "s")``; empty when the
            record was loaded without its log.
        id: Database id; ``None`` for a record not yet stored.
        hints_used: Hints the player asked for during the game (History can show them).
    """

    code: str
    variant: str
    cells: int | None
    deal: int
    result: str
    score: int
    moves: int
    duration: float
    started: str
    ended: str
    log: tuple[str, ...]
    id: int | None = None
    hints_used: int = 0

    @property
    def identity(self) -> str:
        """The game's stable identity (:func:`game_identity`)."""
        return game_identity(self.code, self.started, self.result, log_text(self.log))


def record_from_dict(item: Any) -> GameRecord:
    """Build a record from decoded JSON (a waiting record), checking every field.

    Args:
        item: A JSON object with the fields of :class:`GameRecord` (``id`` is ignored).

    Returns:
        The record (``id`` is ``None``).

    Raises:
        ValueError: A field is missing, of the wrong type or impossible (an unknown game,
            written by a newer build), or the code does not match the game.
    """
    if not isinstance(item, dict):
        raise ValueError(f"a record must be an object, not {type(item).__name__}")
    values: dict[str, Any] = {}
    for spec in fields(GameRecord):
        if spec.name == "id" or (spec.name == "hints_used" and spec.name not in item):
            continue  # records kept before hints were counted have none
        if spec.name not in item:
            raise ValueError(f"a record has no {spec.name!r}")
        values[spec.name] = item[spec.name]
    if not isinstance(values["log"], list):
        raise ValueError("the move log must be a list")
    values["log"] = tuple(values["log"])
    record = GameRecord(**values)
    validate_record(record)
    return record


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def validate_record(rec: GameRecord) -> None:
    """Check a record before it is stored or after it is read from a file.

    Raises:
        ValueError: If a field has an impossible value or type: an unknown game or
            result, a non-text code, time or move, a negative or boolean count.
    """
    if rec.variant not in VARIANTS:
        raise ValueError(f"unknown game {rec.variant!r}")
    if rec.result not in RESULTS:
        raise ValueError(f"result must be one of {RESULTS}, not {rec.result!r}")
    if rec.cells is not None and (not _is_int(rec.cells) or rec.cells < 0):
        raise ValueError(f"cells must be None or a count, not {rec.cells!r}")
    if not isinstance(rec.code, str):
        raise ValueError(f"the deal code must be text, not {rec.code!r}")
    for name in ("deal", "score", "moves", "hints_used"):
        if not _is_int(getattr(rec, name)):
            raise ValueError(f"{name} must be a whole number")
    if rec.moves < 0 or rec.hints_used < 0:
        raise ValueError("moves and hints must not be negative")
    if isinstance(rec.duration, bool) or not isinstance(rec.duration, int | float) or not (
        0 <= rec.duration < 1e9
    ):
        raise ValueError(f"duration must be seconds, not {rec.duration!r}")
    if not isinstance(rec.started, str) or not isinstance(rec.ended, str):
        raise ValueError("start and end times must be text")
    if not all(isinstance(move, str) for move in rec.log):
        raise ValueError("every move in the log must be a string")


@dataclass
class Statistics:
    """Statistics over the recorded games of one variant.

    Attributes:
        played: Number of recorded games.
        won: Number of won games.
        win_rate: ``won / played`` in 0..1 (0.0 when nothing was played).
        best_score: Highest score of a won game, or ``None`` (a game given up never
            counts: its score can be farmed by moving cards to and from a foundation).
        fewest_moves: Lowest move counter among won games, or ``None``.
        fastest_win: Shortest duration in seconds among won games, or ``None``.
        current_streak: Consecutive wins ending at the most recent game.
        best_streak: Longest run of consecutive wins.
        recent: Results (``True`` = won) of the last :data:`RECENT_RESULTS` games,
            oldest first.
    """

    played: int = 0
    won: int = 0
    win_rate: float = 0.0
    best_score: int | None = None
    fewest_moves: int | None = None
    fastest_win: float | None = None
    current_streak: int = 0
    best_streak: int = 0
    recent: list[bool] = field(default_factory=list)


def add_result(stats: Statistics, won: bool, score: int, moves: int, duration: float) -> None:
    """Count one more game, played after every game ``stats`` covers, into ``stats`` (in
    place): the same figures as :func:`statistics_from_results` over all of them."""
    stats.played += 1
    if won:
        stats.won += 1
        stats.best_score = score if stats.best_score is None else max(stats.best_score, score)
        stats.fewest_moves = moves if stats.fewest_moves is None else min(stats.fewest_moves,
                                                                           moves)
        stats.fastest_win = duration if stats.fastest_win is None else min(stats.fastest_win,
                                                                            duration)
        stats.current_streak += 1
        stats.best_streak = max(stats.best_streak, stats.current_streak)
    else:
        stats.current_streak = 0
    stats.win_rate = stats.won / stats.played
    stats.recent = [*stats.recent, won][-RECENT_RESULTS:]


@dataclass
class _KeptStatistics:
    """The statistics of one variant (and cell count) kept between reads (see
    :meth:`History.statistics`)."""

    stats: Statistics
    newest: tuple[float, int] | None
    """``(ended_ts, id)`` of the scope's newest game (``None``: no game, or no end time)."""


def schema_version(conn: sqlite3.Connection) -> int:
    """Return the schema version of a database.

    Args:
        conn: An open connection.

    Returns:
        The ``PRAGMA user_version`` value (0 for a new, empty database).

    Raises:
        sqlite3.DatabaseError: If the file is not a database, or it is locked.
    """
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def apply_migrations(conn: sqlite3.Connection, up_to: int = SCHEMA_VERSION) -> int:
    """Bring a database to a schema version, one transaction per migration.

    Each step takes the write lock (``BEGIN IMMEDIATE``), checks the version again (in
    case another copy of the game migrated meanwhile), runs its statements, sets
    ``user_version`` and commits; on an error the step is rolled back and the error
    propagates, leaving the database at the previous version.

    Args:
        conn: A connection in autocommit mode (``isolation_level=None``).
        up_to: The target version, 0..:data:`SCHEMA_VERSION`.

    Returns:
        The schema version afterwards (higher than ``up_to`` if it already was).

    Raises:
        ValueError: If ``up_to`` is out of range or ``conn`` is not in autocommit mode.
        sqlite3.DatabaseError: If the database is locked, damaged or a step fails.
    """
    if not 0 <= up_to <= SCHEMA_VERSION:
        raise ValueError(f"schema version {up_to} is not in 0..{SCHEMA_VERSION}")
    if conn.isolation_level is not None:
        raise ValueError("apply_migrations needs a connection with isolation_level=None")
    version = schema_version(conn)
    while version < up_to:
        conn.execute("BEGIN IMMEDIATE")
        try:
            version = schema_version(conn)
            if version < up_to:
                for statement in MIGRATIONS[version]:
                    if callable(statement):
                        statement(conn)
                    else:
                        conn.execute(statement)
                version += 1
                conn.execute(f"PRAGMA user_version = {version:d}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        logger.info("History database schema is now version %d", version)
    return version


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
    + _UNIX_TIME_SQL.format("?")
    + ", ?, ?) ON CONFLICT (uid) DO NOTHING"
)


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
        self._writes = 0
        self._serial = next(_OPENED)
        self._kept: dict[tuple[str, int | None], _KeptStatistics] = {}
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
        if _is_corrupt(error):
            self._set_problem(PROBLEM_CORRUPT, retry=False)

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
            replace_unfinished: A game continued from the history (same code and start
                time as a "not finished" row) replaces that row, so a game is recorded
                once, when it ends.

        Returns:
            The new id, or ``None`` if the history is unavailable or the write failed
            (logged; the database is unchanged then).

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

        A deal whose :attr:`GameRecord.identity` is already in the database is not stored
        again (the unique key refuses it): delivering a record twice is harmless.

        Args:
            recs: The deals; their ``id`` is ignored.
            replace_unfinished: as for :meth:`record`.

        Returns:
            ``(id, added)`` per deal, in order (``added`` is ``False`` for a deal that was
            already there), or ``None`` if the history is unavailable or the write failed.

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
                    if replace_unfinished:
                        deleted |= conn.execute(
                            "DELETE FROM games WHERE code = ? AND started = ? "
                            "AND result = 'not finished'", (rec.code, rec.started)
                        ).rowcount > 0
                    cursor = conn.execute(_INSERT_SQL, _insert_parameters(rec))
                    if cursor.rowcount == 1 and cursor.lastrowid is not None:
                        stored.append((cursor.lastrowid, True))
                        if self._kept and len(recs) == 1:
                            ended_ts = conn.execute("SELECT ended_ts FROM games WHERE id = ?",
                                                    (cursor.lastrowid,)).fetchone()[0]
                            added.append((rec, cursor.lastrowid, ended_ts))
                        continue
                    row = conn.execute(
                        "SELECT id FROM games WHERE uid = ?", (rec.identity,)
                    ).fetchone()
                    stored.append((int(row[0]), False))
        except sqlite3.Error as error:
            self._failed(f"record {what}", error)
            self._kept.clear()
            return None
        self._writes += 1
        if deleted or len(recs) > 1:
            self._kept.clear()  # a game taken out, or many: read again when asked
        for rec, game_id, ended_ts in added:
            self._keep_up(rec, game_id, ended_ts)
        return stored

    def _keep_up(self, rec: GameRecord, game_id: int, ended_ts: float | None) -> None:
        """Count a game just stored into the kept statistics of its variant and cell
        count: when it is the newest game there (it comes after every game counted, as
        recorded games do); otherwise (an older game imported) they are read again."""
        for scope in list(self._kept):
            variant, cells = scope
            if variant != rec.variant or (cells is not None and cells != rec.cells):
                continue
            kept = self._kept[scope]
            if ended_ts is None or (kept.stats.played and (
                    kept.newest is None or (ended_ts, game_id) <= kept.newest)):
                del self._kept[scope]  # out of order: its streaks need the full pass
                continue
            add_result(kept.stats, rec.result == "won", rec.score, rec.moves, rec.duration)
            kept.newest = (ended_ts, game_id)

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
                         ) -> _KeptStatistics | None:
        """The full computation of :meth:`statistics` (``None`` if the read failed)."""
        where, params = self._where(variant, None, cells)
        try:
            # One pass over the covering index, oldest first: the totals and bests, and
            # every result as one text of "1" (won) and "0" (the streaks and the recent
            # results are read from it in C, not row by row in Python: 100 000 games in
            # ~20 ms instead of ~50). An aggregate over a subquery with ORDER BY reads its
            # rows in that order: SQLite runs such a subquery as a co-routine, never
            # flattened into the aggregate (tests compare with statistics_from_results
            # over games recorded out of order).
            played, won, best_score, fewest_moves, fastest_win, results = conn.execute(
                "SELECT COUNT(*), COALESCE(SUM(won), 0),"
                " MAX(CASE WHEN won THEN score END),"
                " MIN(CASE WHEN won THEN moves END),"
                " MIN(CASE WHEN won THEN duration END),"
                " group_concat(won, '')"
                " FROM (SELECT COALESCE(result = 'won', 0) AS won, score, moves, duration"
                f" FROM games{where} ORDER BY ended_ts, id)",
                params,
            ).fetchone()
            if not played:
                return _KeptStatistics(Statistics(), None)
            newest = conn.execute(
                f"SELECT ended_ts, id FROM games{where} AND ended_ts IS NOT NULL"
                " ORDER BY ended_ts DESC, id DESC LIMIT 1", params).fetchone()
        except sqlite3.Error as error:
            self._failed("compute statistics", error)
            return None
        results = results or ""
        best_streak = max(map(len, results.split("0")))
        current = len(results) - len(results.rstrip("1"))
        recent = [result == "1" for result in results[-RECENT_RESULTS:]]
        return _KeptStatistics(Statistics(
            played=played,
            won=won,
            win_rate=won / played,
            best_score=best_score,
            fewest_moves=fewest_moves,
            fastest_win=fastest_win,
            current_streak=current,
            best_streak=best_streak,
            recent=list(recent),
        ), None if newest is None else (float(newest[0]), int(newest[1])))


def statistics_from_results(rows: Sequence[Sequence[Any]]) -> Statistics:
    """Compute statistics from games in chronological order.

    Args:
        rows: ``(result, score, moves, duration)`` per game, oldest first.

    Returns:
        The statistics over these games.
    """
    stats = Statistics()
    streak = 0
    for result, score, moves, duration in rows:
        won = result == "won"
        stats.played += 1
        if won:
            if stats.best_score is None or score > stats.best_score:
                stats.best_score = score
            stats.won += 1
            streak += 1
            stats.best_streak = max(stats.best_streak, streak)
            if stats.fewest_moves is None or moves < stats.fewest_moves:
                stats.fewest_moves = moves
            if stats.fastest_win is None or duration < stats.fastest_win:
                stats.fastest_win = duration
        else:
            streak = 0
    stats.current_streak = streak
    stats.win_rate = stats.won / stats.played if stats.played else 0.0
    stats.recent = [result == "won" for result, *_ in rows[-RECENT_RESULTS:]]
    return stats
