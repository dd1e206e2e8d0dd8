"""The table's assistant: hints, winnability and "undo to the last winnable position",
asked of the solver's worker process and answered in ``on_update``.

The assistant knows the game's position by the length of its log (every action, undo and
redo adds one entry), so an answer is used only for the position it was asked about.
A winning line found once is followed: when the player plays the hinted move, the next
hint is the line's next move without a new search (APP-HINT: "H again shows the same
move, or after it is played, the next one").

Every accepted action calls :meth:`Assistant.action_done`, which cancels whatever the
worker is computing for the old position (APP-HINT: a new move, undo, new deal or leaving
the table cancels it).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from game.engine.game import Game
from game.engine.moves import Move
from game.solver_worker import ANALYSE, HINT_SECONDS, LAST_WINNABLE, SOLVE_SECONDS, SolverWorker

WON, UNWINNABLE, UNKNOWN = "won", "unwinnable", "unknown"
"""Verdicts on a position: a winning line exists (found), none exists (proved), not known
within the budget."""


def nudge_ease(p: float) -> float:
    """There and back: 0 → :data:`NUDGE_REACH` → 0 as ``p`` goes 0 → 1 (a hint's nudge)."""
    return NUDGE_REACH * math.sin(math.pi * p)


def shake_ease(p: float) -> float:
    """A damped side-to-side shake ending where it started (a card with nowhere to go)."""
    return math.sin(3 * 2 * math.pi * p) * (1.0 - p)


NUDGE_REACH = 0.28
"""How far a hinted card moves towards its destination (fraction of the way)."""
NUDGE_TIME = 0.7
"""Seconds of one hint nudge (there and back)."""
SHAKE_TIME = 0.35
"""Seconds of a shake."""


@dataclass
class Advice:
    """What the solver says about the current position.

    Attributes:
        verdict: :data:`WON`, :data:`UNWINNABLE` or :data:`UNKNOWN`.
        move: the move to show: the next move of the winning line, or (verdict unknown)
            a useful legal move; ``None`` when no win exists or nothing can move.
        line: the winning line from here (notation), when one was found.
    """

    verdict: str
    move: Move | None
    line: list[str] | None


class Assistant:
    """Asks the worker about the game's positions and keeps the answers.

    Args:
        worker: returns the app's :class:`SolverWorker` (started on first use).
        game: the game shown on the table.
    """

    def __init__(self, worker: Callable[[], SolverWorker], game: Game) -> None:
        self._worker = worker
        self.game = game
        self._advice: dict[int, Advice] = {}
        """Log length → advice for that position (only the current one is kept)."""
        self._asked: dict[int, int] = {}
        """Ticket → log length it was asked for."""
        self._rewind_ticket: int | None = None
        self._solution: tuple[int, list[str]] | None = None
        """"Show me how": the ticket and the log it was asked from."""
        self.hint_wanted = False
        """A hint was asked for and is shown when the answer comes."""
        self.rewind_wanted = False
        self.hints_used = 0
        """Hints shown in this game (APP-HINT: counted in its record)."""

    # ------------------------------------------------------------------ state
    @property
    def key(self) -> int:
        """The current position's key: the length of the game's log."""
        return len(self.game.log)

    @property
    def advice(self) -> Advice | None:
        """What is known about the current position (``None``: nothing yet)."""
        return self._advice.get(self.key)

    @property
    def thinking(self) -> bool:
        """Whether an answer the table waits for is being computed."""
        return bool(self._asked) or self._rewind_ticket is not None or \
            self._solution is not None

    # ------------------------------------------------------------------ questions
    def analyse(self) -> Advice | None:
        """Ask about the current position (once); returns the advice when known."""
        known = self.advice
        if known is None and self.key not in self._asked.values():
            ticket = self._worker().submit(ANALYSE, self.game.code, self.game.log,
                                           seconds=HINT_SECONDS)
            self._asked[ticket] = self.key
        return known

    def request_hint(self) -> Advice | None:
        """H / Hint: the advice now when known, else ``None`` and it comes from
        :meth:`update` (``("hint", advice)``)."""
        known = self.analyse()
        self.hint_wanted = known is None
        return known

    def request_rewind(self) -> None:
        """Look for the last winnable position ("Undo to the last winnable position");
        the answer comes from :meth:`update` as ``("rewind", (undos or None, outcome))``."""
        self.rewind_wanted = True
        self._rewind_ticket = self._worker().submit(
            LAST_WINNABLE, self.game.code, self.game.log, seconds=SOLVE_SECONDS)

    def request_solution(self, log: list[str]) -> None:
        """"Show me how": a winning line from the position after ``log`` (a prefix of
        the game's log, ``[]`` for the deal); it comes from :meth:`update` as
        ``("solution", (log, line or None, verdict))``."""
        ticket = self._worker().submit(ANALYSE, self.game.code, log, seconds=SOLVE_SECONDS)
        self._solution = (ticket, list(log))

    def action_done(self) -> None:
        """The position changed (a move, undo, redo): drop questions about the old one.

        When the move played is the next move of a known winning line, the rest of the
        line is the advice for the new position (no new search).
        """
        key = self.key
        before = self._advice.get(key - 1)
        self._advice.clear()
        if before is not None and before.line and self.game.log and \
                self.game.log[-1] == before.line[0]:
            rest = before.line[1:]
            self._advice[key] = Advice(WON, self._move(rest[0]) if rest else None, rest)
        self.cancel()

    def cancel(self) -> None:
        """Cancel every question in flight (leaving the table, a new deal)."""
        if self.thinking:
            self._worker().cancel()
        self._asked.clear()
        self._rewind_ticket = None
        self._solution = None
        self.hint_wanted = self.rewind_wanted = False

    def _move(self, text: str | None) -> Move | None:
        if text is None:
            return None
        move = self.game.parse(text)
        for legal in self.game.legal_moves():  # the engine's own move: piles and count
            if str(legal) == text:
                return legal
        return move

    # ------------------------------------------------------------------ answers
    def update(self) -> list[tuple[str, object]]:
        """Collect the worker's answers (call every frame; never blocks).

        Returns:
            Events for the table: ``("advice", Advice)`` for the current position,
            ``("hint", Advice)`` when a hint was waiting for it, ``("rewind", (undos,
            outcome))`` (``undos`` ``None`` when no winnable position was found; ``outcome``
            the worker's: ``"unwinnable"`` when every position undo reaches is lost),
            ``("solution", (log, line, verdict))`` for "Show me how".
        """
        if not self.thinking:
            return []
        events: list[tuple[str, object]] = []
        for answer in self._worker().poll():
            if self._solution is not None and answer.ticket == self._solution[0]:
                events.append(("solution", (self._solution[1], answer.line, answer.outcome)))
                self._solution = None
                continue
            if answer.ticket == self._rewind_ticket:
                self._rewind_ticket = None
                if self.rewind_wanted:
                    self.rewind_wanted = False
                    events.append(("rewind", (answer.undos if answer.outcome == WON else None,
                                               answer.outcome)))
                continue
            key = self._asked.pop(answer.ticket, None)
            if key != self.key or answer.outcome not in (WON, UNWINNABLE, UNKNOWN):
                continue
            line = answer.line
            move = self._move(line[0] if line else answer.fallback)
            advice = Advice(answer.outcome, move, line)
            self._advice[key] = advice
            events.append(("advice", advice))
            if self.hint_wanted:
                self.hint_wanted = False
                events.append(("hint", advice))
        return events
