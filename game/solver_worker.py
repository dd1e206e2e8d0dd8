"""The solver off the UI thread: a worker process the table asks questions of.

Every solver call the UI makes (hint, winnability, a winning line for "Show me how") runs
in one separate process, so the frame loop never waits for it and never competes with it
for the interpreter lock. The table submits a *job* (what to ask, the deal code and the
move log to fold) and gets a *ticket*; it polls for answers once per frame in
``on_update`` (:meth:`SolverWorker.poll` never blocks) and applies only answers whose
ticket it still wants.

Cancelling (a new move, undo, new deal, leaving the table): :meth:`SolverWorker.cancel`
marks every job submitted so far as unwanted in a shared counter. The job's search stops
at its next check of that counter when the engine's solver accepts a cancel check;
otherwise, and for a search that does not stop within :data:`STOP_GRACE` seconds, the
process is ended and a fresh one is started for the next job. Nothing a job does touches
the player's game: it folds the log into a game of its own.

This module never imports arcade, so the worker process starts with the engine only.
The frozen app calls :func:`multiprocessing.freeze_support` first (``build_scripts``).
"""

from __future__ import annotations

import logging
import multiprocessing
import queue
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

PARENT_CHECK = 1.0
"""Seconds between two checks, while the worker is idle, that the game's process lives."""
STOP_GRACE = 0.3
"""Seconds a cancelled job may run on before its process is ended and replaced."""
HINT_STATES = 0
"""Search budget (positions); the engine's searches are bounded by time only."""
HINT_SECONDS = 1.0
"""Search budget (seconds) of a hint or winnability check."""
SOLVE_SECONDS = 10.0
"""Search budget (seconds) of "Show me how" and of "Undo to the last winnable position"."""

ANALYSE = "analyse"
"""Job kind: search a winning line from the position after the log (hint, winnability,
"Show me how"; ``solver.hint``). Answer: :class:`Answer` with ``line`` (a winning line,
``[]`` when won), ``outcome`` ``"won"`` (a line was found), ``"unwinnable"`` (proved: no
win from here) or ``"unknown"`` (the budget ran out), and ``fallback``: the move to show
(the line's first move, or when no line was found a useful legal move; ``None`` when no
win exists or no move is legal)."""
LAST_WINNABLE = "last-winnable"
"""Job kind: the latest point of the log from which a win still exists. Answer:
``undos`` (how many undos take the game back there; ``None`` when no point within the
undo limit was proved winnable) and ``line`` (a winning line from there)."""


@dataclass
class Answer:
    """What a job found.

    Attributes:
        ticket: the job's ticket (from :meth:`SolverWorker.submit`).
        kind: the job kind (:data:`ANALYSE`, :data:`LAST_WINNABLE`).
        outcome: ``"won"``, ``"unwinnable"``, ``"unknown"``, ``"cancelled"`` or
            ``"error"``.
        line: a winning line in move notation, or ``None``.
        fallback: a useful legal move (notation) when no line was found.
        undos: :data:`LAST_WINNABLE` only: undos back to the last winnable position.
        seconds: wall time the job took in the worker.
    """

    ticket: int
    kind: str
    outcome: str
    line: list[str] | None = None
    fallback: str | None = None
    undos: int | None = None
    seconds: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)


# ---------------------------------------------------------------------- in the worker
class _Token:
    """The engine solver's cancel token (``is_set()``) over a plain check."""

    def __init__(self, check: Callable[[], bool]) -> None:
        self._check = check

    def is_set(self) -> bool:
        return self._check()


_OUTCOMES = {"winnable": "won", "unwinnable": "unwinnable", "unknown": "unknown"}


def run_job(kind: str, code: str, moves: Sequence[str], max_states: int, seconds: float,
            cancelled: Callable[[], bool] = lambda: False) -> dict[str, Any]:
    """Answer one job (in the worker process; callable directly in tests).

    Args:
        kind: :data:`ANALYSE` or :data:`LAST_WINNABLE`.
        code: the deal code.
        moves: the game's log (notation, undos and redos included).
        max_states: unused (the engine's searches are bounded by time).
        seconds: search budget in seconds.
        cancelled: returns True once the job is no longer wanted.

    Returns:
        The fields of an :class:`Answer` (without ticket and kind).
    """
    from game.engine import solver
    from game.engine.game import Game

    start = time.monotonic()
    game = Game.from_log(code, moves)
    token = _Token(cancelled)
    if kind == ANALYSE:
        found = solver.hint(game, budget=seconds, cancel=token)
        return {"outcome": _OUTCOMES[found.result], "line": found.line,
                "fallback": None if found.move is None else str(found.move),
                "seconds": time.monotonic() - start}
    if kind == LAST_WINNABLE:
        rewind = solver.last_winnable(game, budget=seconds, cancel=token)
        return {"outcome": _OUTCOMES[rewind.result], "undos": rewind.undos,
                "line": rewind.line, "seconds": time.monotonic() - start}
    raise ValueError(f"unknown job kind {kind!r}")


def _worker_main(jobs: Any, answers: Any, wanted_from: Any) -> None:
    """The worker process: answer jobs one after the other until ``None`` arrives, or
    until the game's process is gone (killed or crashed: it never sent ``None``; checked
    every :data:`PARENT_CHECK` seconds while idle, so no worker outlives its game)."""
    parent = multiprocessing.parent_process()
    while True:
        try:
            job = jobs.get(timeout=PARENT_CHECK)
        except queue.Empty:
            if parent is not None and not parent.is_alive():
                return
            continue
        if job is None:
            return
        ticket, kind, code, moves, max_states, seconds = job
        if ticket < wanted_from.value:
            answers.put((ticket, kind, {"outcome": "cancelled"}))
            continue

        def cancelled(ticket: int = ticket) -> bool:
            return ticket < wanted_from.value

        try:
            result = run_job(kind, code, moves, max_states, seconds, cancelled)
        except Exception as exc:  # noqa: BLE001 - a bad job must not end the worker
            result = {"outcome": "error", "extra": {"error": repr(exc)}}
        if cancelled():
            result = {"outcome": "cancelled"}
        answers.put((ticket, kind, result))


# ---------------------------------------------------------------------- in the UI
class SolverWorker:
    """The UI's handle on the worker process (started on first use).

    Args:
        context: the multiprocessing start method (``"spawn"``: the same on every
            platform, and safe with a window and an OpenGL context in this process).
    """

    def __init__(self, context: str = "spawn") -> None:
        self._ctx = multiprocessing.get_context(context)
        self._process: Any = None
        self._jobs: Any = None
        self._answers: Any = None
        self._wanted_from: Any = None
        self._next = 1
        self._pending: dict[int, tuple[Any, ...]] = {}
        """Tickets sent and not answered yet → their jobs."""
        self._stop_by: float | None = None

    # -- process
    def start(self) -> None:
        """Start the worker process now (so the first question is answered quickly)."""
        if self._process is not None and self._process.is_alive():
            return
        self._jobs = self._ctx.Queue()
        self._answers = self._ctx.Queue()
        if self._wanted_from is None:
            self._wanted_from = self._ctx.Value("q", 0, lock=False)
        self._process = self._ctx.Process(
            target=_worker_main, args=(self._jobs, self._answers, self._wanted_from),
            name="solver", daemon=True,
        )
        self._process.start()

    def close(self) -> None:
        """Stop the worker process (quitting)."""
        if self._process is None:
            return
        try:
            self._jobs.put(None)
            self._process.join(0.2)
        except (OSError, ValueError):
            pass
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(1.0)
        self._process = None
        self._pending.clear()

    def _restart(self) -> None:
        """End a worker stuck in a cancelled search and start a fresh one."""
        if self._process is not None and self._process.is_alive():
            self._process.terminate()
            self._process.join(1.0)
        self._process = None
        self._stop_by = None
        self.start()
        wanted = self._wanted_from.value
        for ticket, job in list(self._pending.items()):
            if ticket >= wanted:
                self._jobs.put(job)  # asked again of the new worker
            else:
                del self._pending[ticket]

    # -- jobs
    @property
    def busy(self) -> bool:
        """Whether a job is still unanswered (the spinner turns)."""
        return any(t >= self._wanted_from.value for t in self._pending) if self._pending \
            else False

    def submit(self, kind: str, code: str, moves: Sequence[str],
               max_states: int = HINT_STATES, seconds: float = HINT_SECONDS) -> int:
        """Queue a job; returns its ticket (answers come from :meth:`poll`)."""
        self.start()
        ticket = self._next
        self._next += 1
        job = (ticket, kind, code, list(moves), max_states, seconds)
        self._pending[ticket] = job
        self._jobs.put(job)
        return ticket

    def cancel(self) -> None:
        """No job submitted so far is wanted any more (their answers are dropped)."""
        if self._wanted_from is None:
            return
        self._wanted_from.value = self._next
        if self._pending and self._stop_by is None:
            self._stop_by = time.monotonic() + STOP_GRACE

    def poll(self) -> list[Answer]:
        """Answers that arrived, for tickets still wanted (never blocks)."""
        out: list[Answer] = []
        if self._answers is None:
            return out
        while True:
            try:
                ticket, kind, result = self._answers.get_nowait()
            except queue.Empty:
                break
            except (OSError, ValueError, EOFError):  # the process went away
                break
            self._pending.pop(ticket, None)
            if ticket >= self._wanted_from.value and result.get("outcome") != "cancelled":
                out.append(Answer(ticket, kind, **result))
        if self._stop_by is not None:
            if not any(t < self._wanted_from.value for t in self._pending):
                self._stop_by = None  # every cancelled job has stopped
            elif time.monotonic() > self._stop_by:
                self._restart()  # wanted jobs are asked again of the new worker
        if self._process is not None and not self._process.is_alive() and self._pending:
            log.warning("the solver worker stopped; starting a new one")
            self._restart()
        return out
