"""The record of one finished game: its fields, its identity and its checks."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from game.engine.variants import REGISTRY
from game.storage.validation import check_finished

VARIANTS: tuple[str, ...] = tuple(REGISTRY)
"""Allowed values of :attr:`GameRecord.variant` (every registered game)."""

RESULTS: tuple[str, ...] = ("won", "not finished")
"""Allowed values of :attr:`GameRecord.result` (a deal is never recorded as lost)."""


def log_text(log: Sequence[str]) -> str:
    """The stored form of a move log: a compact JSON array of notation strings."""
    return json.dumps(list(log), separators=(",", ":"))


def game_identity(code: str, started: str, stored_log: str) -> str:
    """The stable identity of a game: the same game always gets the same one, whatever
    became of it.

    A game is its deal and when it started; a game that does not say when it started (a
    saved game written without a start time) is its deal and its move log. Never its
    result nor its length: the game left unfinished in one window and won in another,
    recorded at once, from the waiting queue, imported from an exported file or recorded
    again after a crash, is one game, and the database's unique key on the identity keeps
    one row of it (:meth:`History.store <game.storage.history.History.store>` keeps the
    row that went furthest). Never made from the time now.

    Args:
        code: The deal code.
        started: The start time, ``""`` when unknown.
        stored_log: The move log in its stored form :func:`log_text` (used only when
            ``started`` is ``""``).

    Returns:
        32 hex digits (the first 128 bits of a SHA-256).
    """
    if started:
        text = "\n".join(("game", code, started))
    else:
        log_hash = hashlib.sha256(stored_log.encode("utf-8")).hexdigest()
        text = "\n".join(("game", code, "", log_hash))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def goes_further(result: str, log_length: int, than_result: str, than_length: int) -> bool:
    """Whether a record of a game replaces the one stored: a finished (won) record
    replaces an unfinished one, a longer unfinished one a shorter; never the other way.

    Args:
        result: The new record's result.
        log_length: Its move log's length (entries).
        than_result: The stored record's result.
        than_length: Its move log's length.
    """
    if than_result == "won":
        return False
    return result == "won" or log_length > than_length


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
        return game_identity(self.code, self.started, log_text(self.log))


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


def validate_record(rec: GameRecord) -> None:
    """Check a record before it is stored or after it is read from a file
    (:func:`game.storage.validation.check_finished`).

    Raises:
        ValueError: If a field has an impossible value or type: an unknown game or
            result, a count, a time or a duration out of its range, a move that is not a
            short text.
    """
    check_finished(rec, VARIANTS, RESULTS)
