"""Statistics over recorded games: the figures, kept up to date game by game."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

RECENT_RESULTS = 20
"""Number of results in :attr:`Statistics.recent`."""


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
class KeptStatistics:
    """The statistics of one variant (and cell count) kept between reads (see
    :meth:`History.statistics`)."""

    stats: Statistics
    newest: tuple[float, int] | None
    """``(ended_ts, id)`` of the scope's newest game (``None``: no game, or no end time)."""


Scope = tuple[str, "int | None"]
"""A variant and a cell count (``None``: every cell count), as statistics are asked for."""


def count_in(kept: dict[Scope, KeptStatistics], variant: str, cells: int | None, won: bool,
             score: int, moves: int, duration: float, newest: tuple[float | None, int]) -> None:
    """Count a game just stored into the kept statistics of its variant and cell count.

    It is counted when it is the newest game there (it comes after every game counted, as
    recorded games do); otherwise (an older game imported) the scope is dropped from
    ``kept`` so that the next read goes through the index again.

    Args:
        kept: The kept statistics per scope, changed in place.
        variant: The game's variant.
        cells: Its cell count (``None`` for a game without cells).
        won: Whether it was won.
        score: Its score (points).
        moves: Its move counter.
        duration: Its time of play, seconds.
        newest: ``(ended_ts, id)`` of the stored game (``ended_ts`` ``None``: no end time).
    """
    ended_ts, game_id = newest
    for scope in list(kept):
        scope_variant, scope_cells = scope
        if scope_variant != variant or (scope_cells is not None and scope_cells != cells):
            continue
        scope_kept = kept[scope]
        if ended_ts is None or (scope_kept.stats.played and (
                scope_kept.newest is None or (ended_ts, game_id) <= scope_kept.newest)):
            del kept[scope]  # out of order: its streaks need the full pass
            continue
        add_result(scope_kept.stats, won, score, moves, duration)
        scope_kept.newest = (ended_ts, game_id)


def read_statistics(conn: sqlite3.Connection, where: str, params: Sequence[Any]
                    ) -> KeptStatistics:
    """The statistics of the games a ``WHERE`` clause selects, read in one pass.

    Args:
        conn: The history database.
        where: ``" WHERE …"`` selecting a variant (and cell count), never empty.
        params: Its parameters.

    Returns:
        The statistics and the newest game counted.

    Raises:
        sqlite3.Error: The read failed.
    """
    # One pass over the covering index, oldest first: the totals and bests, and
    # every result as one text of "1" (won) and "0" (the streaks and the recent
    # results are read from it in C, not row by row in Python). An aggregate over a
    # subquery with ORDER BY reads its rows in that order: SQLite runs such a subquery
    # as a co-routine, never flattened into the aggregate (tests compare with
    # statistics_from_results over games recorded out of order).
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
        return KeptStatistics(Statistics(), None)
    newest = conn.execute(
        f"SELECT ended_ts, id FROM games{where} AND ended_ts IS NOT NULL"
        " ORDER BY ended_ts DESC, id DESC LIMIT 1", params).fetchone()
    results = results or ""
    best_streak = max(map(len, results.split("0")))
    current = len(results) - len(results.rstrip("1"))
    recent = [result == "1" for result in results[-RECENT_RESULTS:]]
    return KeptStatistics(Statistics(
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
