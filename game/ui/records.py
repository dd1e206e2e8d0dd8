"""The player's history and the solver, each opened on first use: :class:`Records`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.solver_worker import SolverWorker
    from game.storage.history import History


class Records:
    """The history database and the solver's worker process of one window.

    Args:
        journal: whether the history, when opened, delivers the journal's waiting records
            (``False`` while this run's store writes the journal itself).
        opened: called after the history is opened (problems with its files are told).
    """

    def __init__(self, journal: Callable[[], bool], opened: Callable[[], None]) -> None:
        self._journal = journal
        self._opened = opened
        self._history: History | None = None
        self._solver: SolverWorker | None = None

    @property
    def history(self) -> History:
        """The history database (opened on first use; waiting records are flushed)."""
        if self._history is None:
            from game.storage.pending import open_history

            self._history = open_history(journal=self._journal())
            self._opened()
        return self._history

    def solver(self) -> SolverWorker:
        """The solver's worker process (started on first use, ended by :meth:`close`):
        every solver question of the UI goes there, never on the UI thread."""
        if self._solver is None:
            from game.solver_worker import SolverWorker

            self._solver = SolverWorker()
            self._solver.start()
        return self._solver

    def close_history(self) -> None:
        """Close the history if it is open; the next use opens it again (a new home)."""
        if self._history is not None:
            self._history.close()
            self._history = None

    def use_history(self, history: History) -> None:
        """Use ``history`` from now on, the one open closed (a benchmark's own database)."""
        self.close_history()
        self._history = history

    def close(self) -> None:
        """End the solver's worker process, if it was started."""
        if self._solver is not None:
            self._solver.close()
            self._solver = None
