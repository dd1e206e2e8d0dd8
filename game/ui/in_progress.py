"""The game in progress: the one owner of saving it, recording it, resuming and leaving it.

The game in progress is the open table's, or before a table opens (after a restart) the
one the journal saved. It is saved after every action (off the UI thread: the frame that
handled the click never waits for the disk), recorded in the history when it is won or left
("not finished"), and nothing in it is ever lost: a record the history cannot take waits in
a file of its own, a save that fails is told to the player once and play goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.i18n import _, translate
from game.storage.delivery import Courier
from game.storage.files import is_disk_full
from game.storage.session import Session, SessionStore, now_iso

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.storage.history import History


class GameInProgress:
    """The game being played, its saving and its recording.

    Args:
        read_only: look but never write (no save, no record).
        history: the history database, opened on first use.
        tell: shows the player a message about their files once (its text, and whether
            to show it now on the open table rather than on the next one).
        report: tells the player about files that could not be used and were set aside.

    Attributes:
        table: the open table (a :class:`game.ui.views.table.TableView`), or ``None``.
        table_parts: the tables' status bar, win panel and label, taken over by each next
            table (:class:`game.ui.views.table.TableParts`), or ``None`` before the first.
        store: the journal the game in progress is saved in.
        courier: finished games the history did not take yet, tried again on every save
            and at quit (:class:`game.storage.delivery.Courier`).
    """

    def __init__(self, read_only: bool, history: Callable[[], History],
                 tell: Callable[[str, bool], None], report: Callable[[], None]) -> None:
        self.read_only = read_only
        self._history = history
        self._tell = tell
        self._report = report
        self.table: Any = None
        self.table_parts: Any = None
        self.store = SessionStore()
        self.courier = Courier()
        self._saved: Session | None = None
        self._saved_loaded = False

    def begin_run(self) -> None:
        """As at start-up: a new journal (for the current home folder), nothing read yet."""
        self.store.close()
        self.store = SessionStore()
        self.courier.held.clear()
        self.table = None
        self._saved, self._saved_loaded = None, False

    # ------------------------------------------------------------------ what is in progress
    def saved(self) -> Session | None:
        """The saved game if it is still in progress (read from disk once; a file that
        cannot be used is set aside and the player told)."""
        if not self._saved_loaded:
            self._saved = self.store.load_in_progress()
            self._saved_loaded = True
            self._report()
        return self._saved

    def game(self) -> Game | None:
        """The game in progress with at least one accepted action (the open table's, or
        the saved one before a table is open); ``None`` when there is none."""
        if self.table is not None:
            game: Game = self.table.game
            return game if game.moves and not game.is_won else None
        saved = self.saved()
        return saved.game if saved is not None and saved.game.moves else None

    def opened(self, table: Any) -> None:
        """``table`` is the game in progress from now on (the saved one is its past)."""
        self.table = table
        self._saved, self._saved_loaded = None, False

    # ------------------------------------------------------------------ saving
    def session_of(self, table: Any) -> Session:
        """The session ``table`` plays (its clock and start time taken from the table)."""
        session = getattr(table, "session", None)
        if session is None or session.game is not table.game:
            session = Session(table.game, table.elapsed, table.started or now_iso())
            table.session = session
        session.elapsed = table.elapsed
        return session

    def save(self, table: Any) -> None:
        """Save ``table``'s game: the new log entries go to the journal's writer thread.

        While a finished game is held in memory only (neither the history nor the waiting
        queue could be written: a full disk), it is tried again first, and a new game's
        first save waits until it is delivered: the journal keeps the game it holds (the
        one left, or won), which the next start offers again (or records) when memory is
        gone, rather than a new deal's few moves.
        """
        if self.read_only:
            return
        session = self.session_of(table)
        session.mark_won()
        if self.courier.held:  # a finished game the history did not take: once more
            self.courier.retry(self._history())
            if self.courier.held and not self.store.holds(session):
                return
        self.store.save(session)
        self.check_saves()

    def check_saves(self) -> None:
        """Tell the player (once) when a save failed on the writer thread (saying so when
        the disk is full)."""
        error = self.store.take_error()
        if error is not None:
            text = _("There is no space left on the disk: the game in progress cannot be saved "
                     "in {folder}; you can keep playing.") if is_disk_full(error) else _(
                "The game in progress cannot be saved in {folder}; you can keep playing.")
            self._tell(text.format(folder=self.store.path.parent), True)

    def flush(self) -> None:
        """Wait until the game in progress is on disk (quit, tests, benchmarks)."""
        self.store.flush()
        self.check_saves()

    def close(self) -> None:
        """Save the open table's game and write what is queued (the window closes)."""
        if self.table is not None:
            self.table.cancel_drag()
            self.save(self.table)
        self.store.close()
        if self.courier.held:  # the last chance for a finished game the history lacks
            self.courier.retry(self._history())

    # ------------------------------------------------------------------ leaving, recording
    def leave(self) -> Any:
        """Record the game being left as "not finished" when it had moves and was not won
        (the open table's, or after a restart the saved one); nothing is in progress then.

        Returns:
            The table left, if one was open.
        """
        table = self.table
        if self.read_only:
            pass
        elif table is not None:
            if table.game.moves and not table.game.is_won:
                self.record_finished(table, "not finished")
        else:
            saved = self.saved()
            if saved is not None and saved.game.moves:
                self.record(saved.game, "not finished", saved.elapsed, saved.started,
                            hints_used=saved.hints_used)
        self.table = None
        self._saved, self._saved_loaded = None, True  # left: nothing to continue
        return table

    def record_finished(self, table: Any, result: str) -> None:
        """Record ``table``'s deal in the history (``"won"`` or ``"not finished"``)."""
        session = self.session_of(table)
        self.record(table.game, result, session.elapsed, session.started, table,
                    hints_used=session.hints_used)

    def record(self, game: Game, result: str, elapsed: float, started: str | None,
               table: Any = None, hints_used: int = 0) -> None:
        """Record a finished deal. When the history cannot take it, the courier keeps it
        (in the waiting queue, or in memory while nothing can be written) and tries again
        later; the player is told what happened.

        Args:
            game: the deal played.
            result: ``"won"`` or ``"not finished"``.
            elapsed: seconds played.
            started: when it started (ISO-8601); now when unknown.
            table: the table showing it, if any.
            hints_used: hints the player asked for.
        """
        if self.read_only:
            return
        session = Session(game, elapsed, started or now_iso(), hints_used)
        session.mark_won()
        told = self.courier.deliver(self._history(), session.record(result))
        if told:  # a game being left (not won on the open table): told on the next table
            self._tell(" ".join(translate(t, p) for t, p in told),
                       table is not None and result == "won")
