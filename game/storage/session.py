"""The game in progress: a :class:`Session` (game, clock, hints used, result) and its store.

Pure Python (no arcade): the App, the table, the menu and storage all use it.

* :class:`Session` is one game being played: the engine's :class:`~game.engine.game.Game`,
  the seconds played (the clock runs only while the player can play: the caller passes
  ``running``), the hints asked for, when it started, and its result ("in progress" until
  won). :meth:`Session.record` makes the history's record of it.
* :class:`SessionStore` saves a session after every action as an append-only journal
  (:mod:`game.storage.journal`), written on a background thread, and loads it back:
  :meth:`SessionStore.load` is *the* place where the game in progress is read (the journal,
  else a saved game of an older version, ``in_progress.json``); the log is folded once.
  A file that cannot be used is set aside and reported (:mod:`game.storage.loading`).

It lives in ``storage`` because it saves and records; the engine never imports storage.
"""

from __future__ import annotations

import datetime
import logging
from dataclasses import dataclass
from pathlib import Path

from game.engine.deal import DealCodeError, DealSpec
from game.engine.game import Game, ReplayError
from game.engine.moves import NotationError
from game.storage import autosave
from game.storage.files import keep_aside, reserve_room
from game.storage.history import GameRecord
from game.storage.journal import (
    Journal,
    JournalState,
    JournalWriter,
    default_journal_path,
    load_journal,
)
from game.storage.loading import report
from game.storage.owner import LOCK_FILE_NAME, OwnerLock

log = logging.getLogger(__name__)

WHAT = autosave.WHAT
"""What the saved file holds, for reports (the same as the older saved game's)."""

IN_PROGRESS = "in progress"


def now_iso() -> str:
    """The local time now, ISO-8601 with its UTC offset (seconds precision)."""
    return datetime.datetime.now().astimezone().isoformat(timespec="seconds")


@dataclass
class Session:
    """The game in progress.

    Attributes:
        game: The engine's game (its log is the truth).
        elapsed: Seconds played so far.
        started: When the game started (ISO-8601 with offset).
        hints_used: Hints the player asked for in this game.
        ended: When it was won (ISO-8601), else ``None``.
    """

    game: Game
    elapsed: float = 0.0
    started: str = ""
    hints_used: int = 0
    ended: str | None = None

    def __post_init__(self) -> None:
        if not self.started:
            self.started = now_iso()

    @classmethod
    def new(cls, spec: DealSpec | str, log: list[str] | None = None, *, elapsed: float = 0.0,
            started: str | None = None, hints_used: int = 0) -> Session:
        """A session of ``spec``, its log folded once.

        Raises:
            DealCodeError, NotationError, ReplayError: A bad code or a log the rules refuse.
        """
        game = Game.from_log(spec, log or [])
        return cls(game, elapsed, started or now_iso(), hints_used)

    @property
    def result(self) -> str:
        """``"won"`` or ``"in progress"``."""
        return "won" if self.game.is_won else IN_PROGRESS

    @property
    def clock_runs(self) -> bool:
        """Whether time counts: after the first move, until the game is won."""
        return bool(self.game.moves) and not self.game.is_won

    def tick(self, seconds: float, running: bool = True) -> None:
        """Let ``seconds`` pass; they count only when ``running`` (the window is in front,
        no dialog or menu covers the table) and :attr:`clock_runs`."""
        if running and self.clock_runs:
            self.elapsed += seconds

    def note_hint(self) -> None:
        """Count one hint asked for (it goes into the record)."""
        self.hints_used += 1

    def mark_won(self) -> None:
        """Note the time the game was won (once)."""
        if self.game.is_won and self.ended is None:
            self.ended = now_iso()

    def record(self, result: str) -> GameRecord:
        """The history's record of this game, finished now as ``result``.

        Args:
            result: ``"won"`` or ``"not finished"``.
        """
        game = self.game
        return GameRecord(
            code=game.code, variant=game.spec.variant, cells=game.spec.cells,
            deal=game.spec.number, result=result, score=game.score, moves=game.moves,
            duration=round(self.elapsed, 3), started=self.started,
            ended=self.ended or now_iso(), log=tuple(game.log), hints_used=self.hints_used,
        )

    def state(self, with_log: bool) -> JournalState:
        """What the journal saves (with a copy of the log when ``with_log``)."""
        return JournalState(self.game.code, self.started,
                            list(self.game.log) if with_log else [], self.elapsed,
                            self.hints_used, self.result, self.ended)


class SessionStore:
    """Saves the game in progress (off the UI thread) and loads it back.

    Only the copy of the game that owns the game in progress touches it: the first
    :meth:`claim` (or load or save) takes the data folder's lock
    (:class:`~game.storage.owner.OwnerLock`) for the process's life; when another copy
    holds it, this store is a *guest*: :meth:`load` finds nothing and :meth:`save` writes
    nothing, so the player plays here without the game in progress.

    Args:
        path: The journal; defaults to ``<data folder>/in_progress.journal``.
        legacy_path: A saved game of an older version, read when there is no journal.
    """

    def __init__(self, path: Path | None = None, legacy_path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_journal_path()
        self.legacy_path = (Path(legacy_path) if legacy_path is not None
                            else self.path.with_name(autosave.IN_PROGRESS_FILE_NAME))
        self._writer: JournalWriter | None = None
        self._session: Session | None = None
        self._sent = 0
        self._lock = OwnerLock(self.path.with_name(LOCK_FILE_NAME))
        self.guest = False
        """Whether another copy of the game owns the game in progress (see :meth:`claim`)."""

    def claim(self) -> bool:
        """Become the owner of the game in progress, if no other copy is.

        Returns:
            ``True`` when this store owns it (and keeps it until :meth:`close` or the end
            of the process); ``False`` when another copy of the game does: this store is
            then a guest for good.
        """
        if not self.guest and not self._lock.held:
            self.guest = not self._lock.acquire()
        return not self.guest

    @property
    def writing(self) -> bool:
        """Whether this store saved a game since it was made or last closed: the journal
        then holds this run's game, not one an earlier run left there."""
        return self._writer is not None

    # ------------------------------------------------------------------ saving
    def holds(self, session: Session) -> bool:
        """Whether ``session`` is the game the journal is being written for (a later
        :meth:`save` of it appends; any other session replaces the journal's game)."""
        return session is self._session

    def save(self, session: Session) -> None:
        """Queue a save of ``session`` and return at once: the new log entries since the
        last save are appended (a new session is written whole). A guest writes nothing."""
        if not self.claim():
            return
        if self._writer is None:
            self._writer = JournalWriter(Journal(self.path, obsolete=self.legacy_path))
        log_now = session.game.log
        if session is not self._session or len(log_now) < self._sent:
            reserve_room(self.path.parent)  # a game starts: room for its last lines
            self._session = session
            self._sent = len(log_now)
            self._writer.save(session.state(with_log=True), (), reset=True)
            return
        add = log_now[self._sent:]
        self._sent = len(log_now)
        self._writer.save(session.state(with_log=False), add, reset=False)

    def flush(self) -> None:
        """Wait until what was saved is on disk."""
        if self._writer is not None:
            self._writer.flush()

    def take_error(self) -> OSError | None:
        """The last save that failed since the previous call (after :meth:`flush` to be
        sure), if any."""
        return self._writer.take_error() if self._writer is not None else None

    def close(self) -> None:
        """Write what is queued, end the writer thread and let the game in progress go
        (another copy may own it then)."""
        if self._writer is not None:
            self._writer.stop()
            self._writer = None
            self._session = None
        self._lock.release()

    # ------------------------------------------------------------------ loading
    def load(self) -> Session | None:
        """The saved game (in progress or won), folded once; ``None`` when there is none,
        another copy of the game owns it (:meth:`claim`), or it cannot be used (then it is
        set aside and reported)."""
        if not self.claim():
            return None
        self.flush()
        try:
            state = load_journal(self.path)
        except OSError as error:
            report(WHAT, self.path, error.strerror or str(error), keep_aside(self.path))
            return None
        except ValueError as error:
            report(WHAT, self.path, str(error), keep_aside(self.path))
            return None
        if state is None:
            return self._load_legacy()
        try:
            return Session.new(state.code, state.log, elapsed=state.elapsed,
                               started=state.started, hints_used=state.hints_used)
        except (DealCodeError, NotationError, ReplayError, ValueError) as error:
            report(WHAT, self.path, f"the saved moves do not replay: {error}",
                   keep_aside(self.path))
            return None

    def _load_legacy(self) -> Session | None:
        from game.storage.exchange import parse_saved_game

        saved = autosave.load_in_progress(parse_saved_game, self.legacy_path)
        if saved is None:
            return None
        session = Session(saved.game, float(saved.elapsed), saved.started or now_iso(), 0,
                          saved.ended)
        return session

    def load_in_progress(self) -> Session | None:
        """The saved game if it is still in progress (a won or unusable one is not)."""
        session = self.load()
        if session is None or session.result != IN_PROGRESS:
            return None
        return session


def won_session(path: Path | None = None) -> Session | None:
    """The game the journal holds if it was won (its record may not have reached the
    history: see :mod:`game.storage.delivery`); read only, nothing set aside.

    Args:
        path: The journal; the data folder's by default.

    Returns:
        The won session, or ``None`` (no journal, a game in progress, or one that cannot
        be read: its loader reports that).
    """
    try:
        state = load_journal(path)
        if state is None or state.result != "won":
            return None
        session = Session.new(state.code, state.log, elapsed=state.elapsed,
                              started=state.started, hints_used=state.hints_used)
    except (OSError, ValueError, DealCodeError, NotationError, ReplayError):
        return None
    session.ended = state.ended
    return session if session.game.is_won else None
