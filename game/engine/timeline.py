"""The positions of a replay: a deal's log folded once, any position rebuilt at once.

:class:`Timeline` serves the Replay scene (and anything else that walks a recorded game):
the game after the first ``k`` entries of either line of a log,

* **whole history** (:data:`HISTORY`) — every log entry, undos included: the last position
  has the recorded score and move counter;
* **net line** (:data:`NET`) — only the actions still in effect at the end
  (``Game.from_log(...).actions``): the same final position and score, fewer moves.
"""

from __future__ import annotations

import time

from game.engine.deal import DealSpec
from game.engine.events import Action, Redone, Rejection, Undone
from game.engine.game import UNDO_LIMIT, Game, Snapshot
from game.engine.moves import NotationError
from game.engine.table import Position

HISTORY = "history"
"""Replay every log entry, undos included."""
NET = "net"
"""Replay only the actions still in effect at the end."""
MODES = (HISTORY, NET)
CHECKPOINT_EVERY = 50
"""A snapshot of the game is kept every this many entries, for fast jumps and scrubbing."""


class Timeline:
    """The positions of a replay: the game after the first ``k`` entries, for either line.

    Building it folds the log once (time linear in the log) and keeps a compact
    :class:`~game.engine.game.Snapshot` every :data:`CHECKPOINT_EVERY` entries of each line;
    the net line's snapshots are taken during the same fold (a net position is the history
    position just after its action was made). :meth:`game_at` then rebuilds the nearest
    snapshot at or before ``k`` and plays at most ``CHECKPOINT_EVERY - 1`` entries, so a jump
    costs the same anywhere in a log of any length.

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
        stops_at: ``None``, or the number (1-based) of the first entry that does not
            replay, when the log had to be cut short there.
    """

    def __init__(self, spec: DealSpec, log: list[str], progressive: bool = False) -> None:
        self.spec = spec
        self.stops_at: int | None = None
        self._log = list(log)
        # The net line's checkpoints come from history positions: the j-th kept action's
        # position, for j = CHECKPOINT_EVERY, 2 * CHECKPOINT_EVERY, …  (planned from the
        # raw log; checked against the log as replayed at the end of the fold).
        self._planned = _kept_entries(self._log)
        self._wanted = {self._planned[j - 1]: j for j in range(
            CHECKPOINT_EVERY, len(self._planned) + 1, CHECKPOINT_EVERY)}
        self._game: Game | None = Game(spec)
        """The game being folded (``None`` once the fold is complete)."""
        self._history: list[Snapshot] = [self._game.snapshot()]
        self._net_points: dict[int, tuple[Position, int]] = {}
        self._folded: list[str] = []
        """The history's entries folded so far (canonical notation)."""
        self._in_effect: list[tuple[int, str]] = []
        """The actions in effect after the entries folded so far: (the entry after which it
        stays in effect, its notation), oldest first (the net line, once complete)."""
        self._actions: list[Action] = []
        """Once complete: the actions in effect at the end (the net line, and every
        snapshot's settled ones)."""
        self._entries: dict[str, list[str]] = {HISTORY: self._folded, NET: []}
        self._kept: list[int] = []
        self._checkpoints: dict[str, list[Snapshot]] = {HISTORY: self._history, NET: []}
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

    def fold(self, until: int | None = None, budget: float | None = None) -> bool:
        """Fold the log on: up to entry ``until`` (default: the end), for at most ``budget``
        seconds (default: no limit; at least one entry is folded when any remains).

        Returns:
            Whether the whole log is folded now.
        """
        game = self._game
        if game is None:
            return True
        log, folded, wanted, in_effect = self._log, self._folded, self._wanted, self._in_effect
        stop = len(log) if until is None else max(0, min(until, len(log)))
        deadline = None if budget is None else time.perf_counter() + budget
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
            text = game.log[-1]
            folded.append(text)
            if isinstance(outcome, Undone):
                in_effect.pop()
            else:
                in_effect.append((i, outcome.action.notation if isinstance(outcome, Redone)
                                  else text))
            i += 1
            if i % CHECKPOINT_EVERY == 0:
                self._history.append(game.snapshot())
            if i - 1 in wanted:
                self._net_points[wanted[i - 1]] = (game.position.copy(), game.score)
            if deadline is not None and time.perf_counter() >= deadline:
                break
        if len(folded) < len(log):
            return False
        self._finish(game)
        return True

    def _finish(self, game: Game) -> None:
        """The whole log is folded: the net line and its checkpoints."""
        self._game = None
        self._actions = game.actions
        net = [text for _i, text in self._in_effect]
        self._entries[NET] = net
        # Which history entries are still in effect at the end (to map positions across lines).
        self._kept = [i for i, _text in self._in_effect]
        self._in_effect = []
        net_points = self._net_points
        if self._kept != self._planned:
            net_points = self._fold_net(net)  # a cut log: plan again the slow way
        self._checkpoints[NET] = [
            self._net_snapshot(j, *net_points[j]) if j else self._history[0]
            for j in range(0, len(net) + 1, CHECKPOINT_EVERY)]
        self._net_points = {}

    def _settled(self, n: int) -> list[Action]:
        """The first ``n`` actions in effect at the end (never taken back once settled, so
        the folding game already has them at its bottom)."""
        if self._game is None:
            return self._actions[:n]
        return self._game.actions[:n]

    def _net_snapshot(self, j: int, position: Position, score: int) -> Snapshot:
        """The snapshot of the net line after its first ``j`` actions (no undos in it)."""
        settled = max(0, j - UNDO_LIMIT)
        return Snapshot(position=position, score=score, moves=j,
                        undoable=tuple(self._actions[settled:j]), settled=settled,
                        redoable=(), log_length=j)

    def _fold_net(self, net: list[str]) -> dict[int, tuple[Position, int]]:
        game = Game(self.spec)
        points = {}
        for i, text in enumerate(net):
            game.push(text)
            if (i + 1) % CHECKPOINT_EVERY == 0:
                points[i + 1] = (game.position.copy(), game.score)
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
        """The whole history's undo entries (0-based), as far as the log replays."""
        return [i for i, e in enumerate(self._log) if e == "u"]

    def length(self, mode: str) -> int:
        """The number of entries of a line (positions run 0..length).

        Known before the fold is complete (see the class docstring); a damaged log's length
        shrinks when the fold reaches the entry that does not replay.
        """
        if self._game is not None:
            return len(self._log) if mode == HISTORY else len(self._planned)
        return len(self._entries[mode])

    def game_at(self, mode: str, k: int) -> Game:
        """A new game at position ``k`` of a line (``k`` is clamped to 0..length).

        Rebuilt from the nearest snapshot at or before ``k``, then at most
        ``CHECKPOINT_EVERY - 1`` entries are played: the cost does not depend on ``k`` or on
        the log's length (beyond copying two lists of references), once the fold has
        reached ``k`` (see :meth:`fold`).

        >>> from game.engine.deal import parse_code
        >>> log = ["6>c5", "u", "r", "6>c6"]
        >>> timeline = Timeline(parse_code("EO1-C8-AAAAAAB"), log)
        >>> timeline.game_at(HISTORY, 2).log, timeline.game_at(NET, 2).log
        (['6>c5', 'u'], ['6>c5', '6>c6'])
        """
        self._reach(mode, k)
        entries = self._entries[mode]
        k = max(0, min(k, len(entries)))
        mark = self._checkpoints[mode][k // CHECKPOINT_EVERY]
        n = mark.log_length
        game = Game.from_snapshot(self.spec, mark, entries[:n], self._settled(mark.settled))
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
            return sum(1 for i in self._kept if i < k)
        return 0 if k <= 0 else self._kept[min(k, len(self._kept)) - 1] + 1


def _kept_entries(log: list[str]) -> list[int]:
    """The entries of ``log`` whose action is in effect at its end, oldest first: for each
    action of the net line, the entry after which it stays in effect.

    An undo takes the last action back; any other entry puts one on top: a new action, or a
    redo putting back the last undone one (it then counts from the redo's entry).
    """
    stack: list[int] = []
    for i, text in enumerate(log):
        if text == "u":
            if stack:
                stack.pop()
        else:
            stack.append(i)
    return stack


__all__ = ["CHECKPOINT_EVERY", "HISTORY", "MODES", "NET", "Timeline"]
