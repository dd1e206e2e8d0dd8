"""The history database's layout and the migrations that bring a file up to it.

The schema is versioned with ``PRAGMA user_version``; :data:`MIGRATIONS` lists the steps
from an empty file to the current layout, each applied in its own transaction.
"""

from __future__ import annotations

import hashlib
import json
import logging
import sqlite3
from collections.abc import Callable

from game.storage.history.records import game_identity, goes_further

logger = logging.getLogger(__name__)

# Unix time in seconds from an ISO-8601 text; NULL if SQLite cannot parse the text.
# SQLite converts a "+HH:MM" offset to UTC, so games order correctly across DST changes.
UNIX_TIME_SQL = "(julianday({}) - 2440587.5) * 86400.0"


def _identity_v3(code: str, started: str, result: str, stored_log: str) -> str:
    """The identity migration 3 gave (it included the result and the whole log)."""
    text = "\n".join((code, started, result, stored_log))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def _log_length(stored: object) -> int:
    try:
        moves = json.loads(str(stored))
    except (ValueError, RecursionError):
        return 0
    return len(moves) if isinstance(moves, list) else 0


def _merge_games(conn: sqlite3.Connection) -> None:
    """Migration 5: a game's identity is its deal and start time (or its log, without a
    start), never its result; the rows the older identity split (a game left unfinished
    in one window and won in another, recorded twice) become one, the row that went
    furthest (:func:`~game.storage.history.records.goes_further`) kept, the first on a tie."""
    conn.execute("DROP INDEX games_by_uid")
    kept: dict[str, tuple[int, str, int]] = {}
    dropped: list[int] = []
    rows = conn.execute("SELECT id, code, started, result, log FROM games ORDER BY id")
    for game_id, code, started, result, stored in rows.fetchall():
        uid = game_identity(str(code), str(started or ""), str(stored))
        length = _log_length(stored)
        best = kept.get(uid)
        if best is None or goes_further(str(result), length, best[1], best[2]):
            if best is not None:
                dropped.append(best[0])
            kept[uid] = (game_id, str(result), length)
        else:
            dropped.append(game_id)
    for game_id in dropped:
        conn.execute("DELETE FROM games WHERE id = ?", (game_id,))
    conn.executemany("UPDATE games SET uid = ? WHERE id = ?",
                     [(uid, game_id) for uid, (game_id, _r, _n) in kept.items()])
    if dropped:
        logger.warning("Merged %d rows of games recorded more than once", len(dropped))
    conn.execute("CREATE UNIQUE INDEX games_by_uid ON games (uid)")


def _add_identity(conn: sqlite3.Connection) -> None:
    """Migration 3: every game gets its identity; copies of one game (recorded twice by
    older builds) are removed, the first kept; then a unique key makes copies impossible."""
    conn.execute("ALTER TABLE games ADD COLUMN uid TEXT")
    seen: set[str] = set()
    copies: list[int] = []
    rows = conn.execute("SELECT id, code, started, result, log FROM games ORDER BY id")
    for game_id, code, started, result, stored in rows.fetchall():
        uid = _identity_v3(str(code), str(started), str(result), str(stored))
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
        "UPDATE games SET ended_ts = " + UNIX_TIME_SQL.format("ended"),
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
    # Version 5: a game's identity no longer includes its result: the rows of one game
    # that the older identity split are merged.
    (_merge_games,),
)
"""The schema migrations; ``MIGRATIONS[n - 1]`` brings the schema from version n-1 to n."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The schema version this code writes and understands."""

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

