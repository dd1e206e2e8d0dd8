"""The ranges of every field the game stores, and one validator per kind of record.

Three kinds of record hold a game, and each has one validator, used by every reader and
writer of that kind:

* a game in progress (the journal, :func:`check_in_progress`);
* a saved game (a file a player exports, replays or imports, and the older versions'
  ``in_progress.json``: :func:`check_saved_game`);
* a finished game (the history, the records waiting for it, an import on its way there:
  :func:`check_finished`).

Every field has a range that SQLite stores (a signed 64-bit integer, a finite real) and
the UI's formatters write (times that :func:`datetime.datetime.fromisoformat` reads and
that convert to local time, durations of whole seconds): a count is a whole number in
``0..MAX_COUNT``, a time of play finite seconds in ``0..MAX_SECONDS``, a time ISO-8601 text
between the years :data:`FIRST_YEAR` and :data:`LAST_YEAR`. A value outside raises
:class:`ValueError` naming the field; the readers set the entry aside
(:mod:`game.storage.loading`), so no value ever reaches a database write or a formatter
that would raise.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Sequence
from typing import Any, Protocol

from game.engine.deal import DealCodeError, parse_code

MAX_COUNT = 2**53 - 1
"""The largest count stored (moves, hints, score, deal number): exact as a JSON number in
every reader and far inside SQLite's 64-bit integers."""

MAX_SECONDS = 10 * 366 * 24 * 3600.0
"""The longest time of play accepted, seconds: ten years (no game is played longer; a
larger value is a damaged or edited file)."""

MAX_LOG_ENTRIES = 10_000_000
"""The longest move log accepted (a game of a million moves has a million entries)."""

MAX_MOVE_CHARS = 32
"""The longest log entry accepted (the longest notation is a dozen characters)."""

MAX_TEXT_CHARS = 64
"""The longest deal code or time accepted."""

FIRST_YEAR, LAST_YEAR = 1970, 9998
"""The years a time may name (later ones overflow when converted to local time)."""


def count(value: Any, name: str, low: int = 0) -> int:
    """A whole number in ``low..MAX_COUNT`` (not a boolean).

    Raises:
        ValueError: Anything else.
    """
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_COUNT:
        raise ValueError(f"{name} is not a count in {low}..{MAX_COUNT}")
    return value


def seconds(value: Any, name: str) -> float:
    """Finite seconds in ``0..MAX_SECONDS`` (an int or a float, not a boolean).

    Raises:
        ValueError: Anything else (``NaN``, ``Infinity``, negative, too long).
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"{name} is not a number of seconds")
    if isinstance(value, int) and abs(value) > MAX_COUNT:
        raise ValueError(f"{name} is not seconds in 0..{MAX_SECONDS:.0f}")
    number = float(value)
    if not (math.isfinite(number) and 0.0 <= number <= MAX_SECONDS):
        raise ValueError(f"{name} is not seconds in 0..{MAX_SECONDS:.0f}")
    return number


def time_text(value: Any, name: str, *, optional: bool = False) -> str | None:
    """An ISO-8601 time (``None`` allowed when ``optional``).

    Raises:
        ValueError: Not text, too long, not ISO-8601, or outside the years
            :data:`FIRST_YEAR`..:data:`LAST_YEAR`.
    """
    if value is None and optional:
        return None
    if not isinstance(value, str) or len(value) > MAX_TEXT_CHARS:
        raise ValueError(f"{name} is not a time")
    try:
        moment = datetime.datetime.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{name} is not an ISO-8601 time") from None
    if not FIRST_YEAR <= moment.year <= LAST_YEAR:
        raise ValueError(f"{name} is not a time between {FIRST_YEAR} and {LAST_YEAR}")
    return value


def deal_code(value: Any, name: str = "the deal code") -> str:
    """A deal code the engine reads.

    Raises:
        ValueError: Not text, too long, or not a code (:func:`~game.engine.deal.parse_code`).
    """
    if not isinstance(value, str) or len(value) > MAX_TEXT_CHARS:
        raise ValueError(f"{name} is not a deal code")
    try:
        parse_code(value)
    except DealCodeError as error:
        raise ValueError(f"{name} {value!r} is not a deal code ({error})") from None
    return value


def move_log(value: Any, name: str = "the move log") -> list[str]:
    """A move log: a list (or tuple) of short texts.

    Raises:
        ValueError: Not a list, too long, or an entry that is not a short text.
    """
    if not isinstance(value, list | tuple):
        raise ValueError(f"{name} is not a list")
    if len(value) > MAX_LOG_ENTRIES:
        raise ValueError(f"{name} is longer than {MAX_LOG_ENTRIES} entries")
    if not all(isinstance(move, str) and len(move) <= MAX_MOVE_CHARS for move in value):
        raise ValueError(f"{name} holds something other than moves")
    return list(value)


def one_of(value: Any, allowed: Sequence[str], name: str) -> str:
    """One of ``allowed``.

    Raises:
        ValueError: Anything else.
    """
    if not isinstance(value, str) or value not in allowed:
        raise ValueError(f"{name} {value!r} is not one of {', '.join(allowed)}")
    return value


class InProgress(Protocol):
    """What a game in progress holds (:class:`~game.storage.journal.JournalState`)."""

    code: str
    started: str | None
    log: list[str]
    elapsed: float
    hints_used: int
    result: str
    ended: str | None


IN_PROGRESS_RESULTS = ("in progress", "won")


def check_in_progress(state: InProgress) -> None:
    """Check a game in progress (read from the journal, or about to be written).

    Raises:
        ValueError: A field out of its range (see the module's text).
    """
    deal_code(state.code)
    time_text(state.started, "the start time", optional=True)
    move_log(state.log)
    seconds(state.elapsed, "the time played")
    count(state.hints_used, "the hint count")
    one_of(state.result, IN_PROGRESS_RESULTS, "the result")
    time_text(state.ended, "the end time", optional=True)


class Saved(Protocol):
    """What a saved game holds besides its game (:class:`~game.engine.notation.SavedGame`)."""

    elapsed: float
    started: str | None
    ended: str | None


def check_saved_game(saved: Saved) -> None:
    """Check the fields of a saved game that its replay does not (the engine's
    :func:`~game.engine.notation.load_game` checked the code, the log, the totals).

    Raises:
        ValueError: The time played or a time out of range.
    """
    seconds(saved.elapsed, "the time played")
    time_text(saved.started, "the start time", optional=True)
    time_text(saved.ended, "the end time", optional=True)


class Finished(Protocol):
    """What a finished game holds (:class:`~game.storage.history.GameRecord`)."""

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
    log: Sequence[str]
    hints_used: int


def check_finished(rec: Finished, variants: Sequence[str], results: Sequence[str]) -> None:
    """Check a finished game before it is stored, or after it is read from a file.

    Args:
        rec: The record.
        variants: The games it may be of.
        results: The results it may have.

    Raises:
        ValueError: A field out of its range (see the module's text); a start time may be
            ``""`` (a saved game that did not say when it started).
    """
    one_of(rec.variant, variants, "the game")
    one_of(rec.result, results, "the result")
    if rec.cells is not None:
        count(rec.cells, "the cell count")
    if not isinstance(rec.code, str) or len(rec.code) > MAX_TEXT_CHARS:
        raise ValueError("the deal code is not a deal code")
    count(rec.deal, "the deal number")
    count(rec.score, "the score")
    count(rec.moves, "the move counter")
    count(rec.hints_used, "the hint count")
    seconds(rec.duration, "the duration")
    if rec.started != "":
        time_text(rec.started, "the start time")
    time_text(rec.ended, "the end time")
    move_log(rec.log)
