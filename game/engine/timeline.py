"""The positions of a replay: a deal's log folded once, any position rebuilt at once.

:class:`Timeline` serves the Replay scene (and anything else that walks a recorded game):
the game after the first ``k`` entries of either line of a log,

* **whole history** (:data:`HISTORY`) — every log entry, undos included: the last position
  has the recorded score and move counter;
* **net line** (:data:`NET`) — only the actions still in effect at the end
  (``Game.from_log(...).actions``): the same final position and score, fewer moves.
"""

from __future__ import annotations

import sys
import time
from array import array
from bisect import bisect_left

from game.engine.deal import DealSpec
from game.engine.events import Redone, Rejection, Undone
from game.engine.game import UNDO_LIMIT, Game, Snapshot
from game.engine.moves import NotationError

HISTORY = "history"
"""Replay every log entry, undos included."""
NET = "net"
"""Replay only the actions still in effect at the end."""
MODES = (HISTORY, NET)
CHECKPOINT_EVERY = 50
"""A snapshot of the game is kept every this many entries (at least), for fast jumps and
scrubbing."""
MOST_CHECKPOINTS = 2000
"""At most this many snapshots are kept per line: a longer log keeps one every
``len(log) // MOST_CHECKPOINTS`` entries or so (:func:`checkpoint_spacing`), so that its
memory stays bounded while a jump plays at most that many entries."""
FORGET_EVERY = 1000
"""The folding game forgets its settled actions every this many entries."""
PLAN_SLICE = 50_000
"""Entries of the raw log read at a time for its undos and redos before the fold begins."""


def checkpoint_spacing(length: int) -> int:
    """Entries between two snapshots of a line of ``length`` entries.

    >>> checkpoint_spacing(900), checkpoint_spacing(100_000), checkpoint_spacing(1_000_000)
    (50, 50, 500)
    """
    return max(CHECKPOINT_EVERY, -(-length // MOST_CHECKPOINTS))


class Timeline:
    """The positions of a replay: the game after the first ``k`` entries, for either line.

    Building it folds the log once (time linear in the log) and keeps a compact
    :class:`~game.engine.game.Snapshot` every :attr:`every` entries of each line
    (:func:`checkpoint_spacing`: :data:`CHECKPOINT_EVERY`, more for a log longer than
    :data:`MOST_CHECKPOINTS` times that); the net line's snapshots are taken during the same
    fold (a net position is the history position just after its action was made).
    :meth:`game_at` then rebuilds the nearest snapshot at or before ``k`` and plays at most
    ``every - 1`` entries, so a jump costs the same anywhere in a log of any length.

    Memory stays bounded whatever the log's length: at most :data:`MOST_CHECKPOINTS`
    snapshots per line (each a position and at most :data:`~game.engine.game.UNDO_LIMIT`
    actions to undo), the games it makes forget their settled actions
    (:meth:`~game.engine.game.Game.forget_settled`: their ``actions`` is not available),
    and the log's entries are shared strings (one per distinct notation) and its positions
    arrays of integers.

    The fold can be **progressive** (the Replay scene's way: it opens at once and folds a
    slice per frame, :meth:`fold` with a time budget). Every query stays exact meanwhile: a
    position of the whole history past the part folded so far folds on up to it first
    (time proportional to the entries still to fold), and anything of the net line, whose
    actions are known only at the end, completes the fold first. :meth:`length` is known
    from the start (the log's length, and for the net line the entries whose action is in
    effect at the end, read from the log's undos and redos), except for a damaged log: it
    shrinks to the entries that replay when the fold reaches the bad entry.

    A log that stops replaying part-way (a damaged record) is cut at the last entry that
    replays; :attr:`stops_at` says where (once the fold has reached it).

    Args:
        spec: the deal.
        log: the move log in notation, undos included.
        progressive: fold nothing yet (call :meth:`fold`); by default the whole log is
            folded here.

    Attributes:
        spec: the deal.
        every: entries between two snapshots of a line.
        stops_at: ``None``, or the number (1-based) of the first entry that does not
            replay, when the log had to be cut short there.
    """

    def __init__(self, spec: DealSpec, log: list[str], progressive: bool = False) -> None:
        self.spec = spec
        self.stops_at: int | None = None
        self._log = list(log)
        self.every = checkpoint_spacing(len(self._log))
        # The net line's checkpoints come from history positions: the j-th kept action's
        # position, for j = every, 2 * every, …  (planned from the raw log before the fold
        # begins, see _plan; checked against the log as replayed at the end of the fold).
        self._planned = array("q")
        """The entries of the raw log whose action is in effect at its end (see
        :func:`_kept_entries`), as far as ``_planning`` has read."""
        self._planning = 0
        self._wanted: dict[int, int] | None = None
        """The history entries after which a net checkpoint is taken (once planned)."""
        self._game: Game | None = Game(spec)
        """The game being folded (``None`` once the fold is complete)."""
        self._history: list[Snapshot] = [self._game.snapshot()]
        self._net_points: dict[int, Snapshot] = {}
        self._folded: list[str] = []
        """The history's entries folded so far (canonical notation)."""
        self._effect_at = array("q")
        self._effect_text: list[str] = []
        """The actions in effect after the entries folded so far: the entry after which
        each stays in effect, and its notation, oldest first (the net line, once
        complete)."""
        self._entries: dict[str, list[str]] = {HISTORY: self._folded, NET: []}
        self._kept = array("q")
        self._checkpoints: dict[str, list[Snapshot]] = {HISTORY: self._history, NET: []}
        self._undos: tuple[int, list[int]] | None = None
        if not progressive:
            self.fold()

    # ------------------------------------------------------------------ the fold
    @property
    def complete(self) -> bool:
        """Whether the whole log is folded (every query is then a checkpoint away)."""
        return self._game is None

    @property
    def folded(self) -> int:
        """How many entries of the whole history are folded so far."""
        return len(self._folded)

    def _plan(self, deadline: float | None = None) -> dict[int, int] | None:
        """Read the raw log's undos and redos (:func:`_kept_entries`), :data:`PLAN_SLICE`
        entries at a time until ``deadline`` (:func:`time.perf_counter`; ``None``: all).

        Returns:
            The entries after which a net checkpoint is taken, once the whole log is read;
            ``None`` while some is left.
        """
        if self._wanted is not None:
            return self._wanted
        log, stack, i = self._log, self._planned, self._planning
        while i < len(log):
            end = min(len(log), i + PLAN_SLICE)
            _kept_entries(log, i, end, stack)
            i = end
            if deadline is not None and time.perf_counter() >= deadline:
                break
        self._planning = i
        if i < len(log):
            return None
        every = self.every
        self._wanted = {stack[j - 1]: j for j in range(every, len(stack) + 1, every)}
        return self._wanted

    def fold(self, until: int | None = None, budget: float | None = None) -> bool:
        """Fold the log on: up to entry ``until`` (default: the end), for at most ``budget``
        seconds (default: no limit; at least one entry is folded when any remains, once the
        log's undos are read: a slice of :data:`PLAN_SLICE` entries per call before that).

        Returns:
            Whether the whole log is folded now.
        """
        game = self._game
        if game is None:
            return True
        if until is not None and until <= len(self._folded) < len(self._log):
            return False  # folded that far already
        deadline = None if budget is None else time.perf_counter() + budget
        wanted = self._wanted if self._wanted is not None else self._plan(deadline)
        if wanted is None:
            return False
        log, folded, every = self._log, self._folded, self.every
        effect_at, effect_text = self._effect_at, self._effect_text
        stop = len(log) if until is None else max(0, min(until, len(log)))
        i = len(folded)
        while i < stop:
            text = log[i]
            try:
                outcome = game.push(text)
            except NotationError:
                outcome = Rejection("NOTATION", None)  # type: ignore[arg-type]
            if isinstance(outcome, Rejection):
                self.stops_at = i + 1
                del log[i:]  # what replays is all there is
                break
            text = game.log[-1] = sys.intern(game.log[-1])
            folded.append(text)
            if isinstance(outcome, Undone):
                effect_at.pop()
                effect_text.pop()
            else:
                effect_at.append(i)
                effect_text.append(sys.intern(outcome.action.notation)
                                   if isinstance(outcome, Redone) else text)
            i += 1
            if i % every == 0:
                self._history.append(game.snapshot())
            if i - 1 in wanted:
                j = wanted[i - 1]
                self._net_points[j] = _net_snapshot(j, game)
            if i % FORGET_EVERY == 0:
                game.forget_settled(keep=UNDO_LIMIT)
            if deadline is not None and time.perf_counter() >= deadline:
                break
        if len(folded) < len(log):
            return False
        self._finish()
        return True

    def _finish(self) -> None:
        """The whole log is folded: the net line and its checkpoints."""
        self._game = None
        net = self._effect_text
        self._entries[NET] = net
        # Which history entries are still in effect at the end (to map positions across lines).
        self._kept = self._effect_at
        net_points = self._net_points
        if self._kept != self._planned:
            net_points = self._fold_net(net)  # a cut log: plan again the slow way
        self._checkpoints[NET] = [
            net_points[j] if j else self._history[0]
            for j in range(0, len(net) + 1, self.every)]
        self._net_points = {}
        self._planned = array("q")
        self._wanted = {}
        self._log = self._folded  # (the same entries, in canonical notation)

    def _fold_net(self, net: list[str]) -> dict[int, Snapshot]:
        game = Game(self.spec)
        points = {}
        for i, text in enumerate(net):
            game.push(text)
            if (i + 1) % self.every == 0:
                points[i + 1] = _net_snapshot(i + 1, game)
            if (i + 1) % FORGET_EVERY == 0:
                game.forget_settled(keep=UNDO_LIMIT)
        return points

    def _reach(self, mode: str, k: int) -> None:
        """Fold far enough to answer about position ``k`` of a line."""
        if mode == HISTORY:
            self.fold(until=k)
        else:
            self.fold()

    # ------------------------------------------------------------------ queries
    def entries(self, mode: str) -> list[str]:
        """The log entries of a line (``HISTORY`` or ``NET``); completes the fold."""
        self.fold()
        return self._entries[mode]

    def entry(self, mode: str, i: int) -> str:
        """Entry ``i`` (0-based) of a line, folding up to it when needed.

        Raises:
            IndexError: ``i`` is past the line's end.
        """
        self._reach(mode, i + 1)
        return self._entries[mode][i]

    def undo_entries(self) -> list[int]:
        """The whole history's undo entries (0-based), as far as the log replays (read once
        for each length the log has: a cut log is shorter)."""
        if self._undos is None or self._undos[0] != len(self._log):
            self._undos = (len(self._log), [i for i, e in enumerate(self._log) if e == "u"])
        return list(self._undos[1])

    def length(self, mode: str) -> int:
        """The number of entries of a line (positions run 0..length).

        Known before the fold is complete (see the class docstring); a damaged log's length
        shrinks when the fold reaches the entry that does not replay.
        """
        if self._game is not None:
            if mode == HISTORY:
                return len(self._log)
            self._plan()
            return len(self._planned)
        return len(self._entries[mode])

    def game_at(self, mode: str, k: int) -> Game:
        """A new game at position ``k`` of a line (``k`` is clamped to 0..length).

        Rebuilt from the nearest snapshot at or before ``k``, then at most ``every - 1``
        entries are played: the cost does not depend on ``k`` or on the log's length
        (beyond copying a list of references), once the fold has reached ``k`` (see
        :meth:`fold`). The game has forgotten its settled actions
        (:meth:`~game.engine.game.Game.forget_settled`).

        >>> from game.engine.deal import parse_code
        >>> log = ["6>c5", "u", "r", "6>c6"]
        >>> timeline = Timeline(parse_code("EO1-C8-AAAAAAB"), log)
        >>> timeline.game_at(HISTORY, 2).log, timeline.game_at(NET, 2).log
        (['6>c5', 'u'], ['6>c5', '6>c6'])
        """
        self._reach(mode, k)
        entries = self._entries[mode]
        k = max(0, min(k, len(entries)))
        mark = self._checkpoints[mode][k // self.every]
        n = mark.log_length
        game = Game.from_snapshot(self.spec, mark, entries[:n], None)
        for i in range(n, k):
            game.push(entries[i])
        return game

    def to_mode(self, mode: str, k: int, new_mode: str) -> int:
        """The position in ``new_mode`` that corresponds to position ``k`` of ``mode``.

        From the whole history to the net line: the kept actions among the first ``k``
        entries. Back: just after the ``k``-th kept action. Completes the fold.
        """
        if mode == new_mode:
            return k
        self.fold()
        if mode == HISTORY:
            return bisect_left(self._kept, k)
        return 0 if k <= 0 else self._kept[min(k, len(self._kept)) - 1] + 1


def _net_snapshot(j: int, game: Game) -> Snapshot:
    """The snapshot of the net line after its first ``j`` actions (no undos in it), taken
    from ``game``, whose actions in effect are exactly those ``j``."""
    undoable = game.recent_actions(min(j, UNDO_LIMIT))
    return Snapshot(position=game.position.copy(), score=game.score, moves=j,
                    undoable=undoable, settled=j - len(undoable), redoable=(),
                    log_length=j)


def _kept_entries(log: list[str], start: int, stop: int, stack: array[int]) -> None:
    """Read entries ``start`` to ``stop`` of ``log`` into ``stack``: read from the start to
    the end, it holds the entries of ``log`` whose action is in effect at its end, oldest
    first (for each action of the net line, the entry after which it stays in effect).

    An undo takes the last action back; any other entry puts one on top: a new action, or a
    redo putting back the last undone one (it then counts from the redo's entry).
    """
    for i in range(start, stop):
        if log[i] == "u":
            if stack:
                stack.pop()
        else:
            stack.append(i)


__all__ = ["CHECKPOINT_EVERY", "HISTORY", "MODES", "NET", "Timeline", "checkpoint_spacing"]
