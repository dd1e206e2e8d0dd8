"""The history of finished deals, kept in an SQLite database.

One module per job:

* :mod:`~game.storage.history.records`: a finished game's record, its identity and checks;
* :mod:`~game.storage.history.schema`: the database layout and its migrations;
* :mod:`~game.storage.history.statistics`: the figures over recorded games;
* :mod:`~game.storage.history.database`: :class:`History`, the database itself.

The names other code uses are importable from here.
"""

from game.storage.history.database import (
    BUSY_TIMEOUT,
    HISTORY_FILE_NAME,
    PROBLEM_BUSY,
    PROBLEM_CORRUPT,
    PROBLEM_FULL,
    PROBLEM_LOCKED,
    PROBLEM_NEWER,
    PROBLEM_OTHER,
    History,
    default_history_path,
)
from game.storage.history.records import (
    RESULTS,
    VARIANTS,
    GameRecord,
    game_identity,
    log_text,
    record_from_dict,
    validate_record,
)
from game.storage.history.schema import (
    MIGRATIONS,
    SCHEMA_VERSION,
    apply_migrations,
    schema_version,
)
from game.storage.history.statistics import (
    RECENT_RESULTS,
    Statistics,
    add_result,
    statistics_from_results,
)

__all__ = [
    "BUSY_TIMEOUT",
    "HISTORY_FILE_NAME",
    "MIGRATIONS",
    "PROBLEM_BUSY",
    "PROBLEM_CORRUPT",
    "PROBLEM_FULL",
    "PROBLEM_LOCKED",
    "PROBLEM_NEWER",
    "PROBLEM_OTHER",
    "RECENT_RESULTS",
    "RESULTS",
    "SCHEMA_VERSION",
    "VARIANTS",
    "GameRecord",
    "History",
    "Statistics",
    "add_result",
    "apply_migrations",
    "default_history_path",
    "game_identity",
    "log_text",
    "record_from_dict",
    "schema_version",
    "statistics_from_results",
    "validate_record",
]
