"""The game: a deal, its log of actions, and the position that is the fold of that log.

Every accepted action, and every undo and redo, is appended to :attr:`Game.log` in canonical
notation; ``Game.from_log(code, log)`` folds the log over the deal and arrives at exactly the
same position, score, move counter and redo stack. The live position and the stacks of
actions in effect and undone are a cache of that fold, kept so that a push, an undo or a redo
costs microseconds.

Decide, evolve: :meth:`Game.check` turns a move into the events it would produce or a
:class:`~game.engine.events.Rejection` naming a rule id; applying events changes the
position; undo applies the inverse events of the last action in effect and keeps it for
redo, which applies its events again until a new action empties the redo stack.

>>> g = Game.from_code("EO1-C8-AAAAAFA")
>>> g.push("1>c5").notation, g.score, g.moves
('1>c5', 0, 1)
>>> g.push("3>3")
Rejection(rule='APP-BAD-TARGET', move=Move(src=Pile(kind='column', index=2), \
dst=Pile(kind='column', index=2), count=None))
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.engine.deal import DealSpec, parse_code
from game.engine.events import (
    Action,
    Redone,
    Rejection,
    Undone,
    apply_events,
    revert_events,
)
from game.engine.legal import double_tap_move, legal_moves, tap_move
from game.engine.moves import REDO, UNDO, Move, PileLayout, parse_move
from game.engine.referee import Referee
from game.engine.table import Pile, Position, PositionError
from game.engine.text import N_, Quoted
from game.engine.variants import REGISTRY, Variant

UNDO_LIMIT = 100
"""APP-UNDO: how many actions can be taken back."""


class Game:
    """One game of any variant of :data:`~game.engine.variants.REGISTRY`.

    Attributes:
        spec: the deal being played.
        variant: its rules.
        position: the current position (read-only for callers).
        log: every accepted action, undo and redo, in canonical notation (``"u"`` for
            undo, ``"r"`` for redo).
    """

    def __init__(self, spec: DealSpec) -> None:
        """Start ``spec`` from its first position.

        Raises:
            DealCodeError: the spec is invalid.
        """
        spec.validate()
        self.spec = spec
        self.variant: Variant = REGISTRY[spec.variant]
        self.layout: PileLayout = self.variant.pile_layout(spec.cells)
        self.position: Position = self.variant.deal(spec.number, spec.cells)
        self.start: str | None = None
        """The position text the game started from, or ``None`` for the deal itself."""
        self.referee = Referee(self.variant)
        """Decides what a card move would do (:mod:`game.engine.referee`)."""
        self.suits = self.variant.foundation_suits
        self.deck_size = self.variant.deck_size
        self.log: list[str] = []
        self._done: list[Action] = []
        self._undone: list[Action] = []
        self._floor = 0
        self._forgotten = 0
        """Settled actions dropped from memory (:meth:`forget_settled`)."""
        self._score = 0
        self._moves = 0

    # ----------------------------------------------------------------- constructors
    @classmethod
    def from_code(cls, code: str) -> Game:
        """A new game of the deal ``code`` (``"EH1-N-AAAAAAF"``).

        Raises:
            DealCodeError: the code is malformed.
        """
        return cls(parse_code(code))

    @classmethod
    def from_log(cls, spec: DealSpec | str, log: Iterable[str]) -> Game:
        """Fold a log over a deal: the game after every entry of ``log``.

        Args:
            spec: the deal, or its code.
            log: canonical notation, as in :attr:`log`.

        Raises:
            DealCodeError: a malformed code.
            NotationError: a malformed entry.
            ReplayError: an entry the rules reject (the log does not replay).
        """
        game = cls(parse_code(spec) if isinstance(spec, str) else spec)
        for i, text in enumerate(log):
            result = game.push(text)
            if isinstance(result, Rejection):
                raise ReplayError(i, text, result.rule)
        return game

    @classmethod
    def from_snapshot(
        cls,
        spec: DealSpec,
        snapshot: Snapshot,
        log: Sequence[str],
        settled: Sequence[Action] | None,
    ) -> Game:
        """Rebuild a game from a :class:`Snapshot` without folding its log.

        The result is the game :meth:`from_log` would make from ``spec`` and ``log``: same
        position, score, move counter, log, actions in effect, redo stack and undo
        behaviour. It costs
        a copy of the position plus two list copies, whatever the log's length.

        Args:
            spec: the deal the snapshot was taken in.
            snapshot: taken by :meth:`snapshot`.
            log: the log that led to the snapshot (``snapshot.log_length`` entries).
            settled: the first ``snapshot.settled`` actions in effect (the ones undo can no
                longer reach). They never change once settled, so they are the first
                actions of any later game of the same log (e.g. ``later.actions[:n]``).
                ``None``: a game that has forgotten them (see :meth:`forget_settled`).

        Raises:
            ValueError: ``log`` or ``settled`` has the wrong length for the snapshot.
        """
        if len(log) != snapshot.log_length or (
                settled is not None and len(settled) != snapshot.settled):
            raise ValueError(
                f"snapshot needs {snapshot.log_length} log entries and {snapshot.settled}"
                f" settled actions, got {len(log)} and {len(settled or ())}"
            )
        game = cls(spec)
        game.position = snapshot.position.copy()
        game.log = list(log)
        game._undone = list(snapshot.redoable)
        if settled is None:
            game._done = list(snapshot.undoable)
            game._forgotten = snapshot.settled
        else:
            game._done = [*settled, *snapshot.undoable]
            game._floor = snapshot.settled
        game._score = snapshot.score
        game._moves = snapshot.moves
        return game

    def snapshot(self) -> Snapshot:
        """A compact :class:`Snapshot` of this game, for :meth:`from_snapshot`.

        Its size does not grow with the log (the position, counters and at most
        :data:`UNDO_LIMIT` actions to undo and as many to redo), so keeping one every few
        dozen log entries costs time and memory linear in the log.
        """
        return Snapshot(
            position=self.position.copy(),
            score=self._score,
            moves=self._moves,
            undoable=tuple(self._done[self._floor :]),
            redoable=tuple(self._undone),
            settled=self._forgotten + self._floor,
            log_length=len(self.log),
        )

    @classmethod
    def from_position(cls, spec: DealSpec | str, position: Position | str) -> Game:
        """A game of ``spec``'s variant and options that starts from ``position`` instead
        of the deal: a rules fixture, a puzzle, a solver's scratch game. Its log folds from
        that position (:attr:`start` keeps its text), not from the deal.

        Args:
            spec: the deal (or its code) giving the variant and its options.
            position: a position (copied) or its text (``docs/POSITION.md``).

        Raises:
            DealCodeError: a malformed code.
            PositionError: malformed text, or a position that does not fit the variant
                (:meth:`~game.engine.variants.base.Variant.position_problem`).

        >>> g = Game.from_position("FC1-N-AAAAAAB", "KS/-/-/-/-/-/-/- QS/KH/KD/KC -/-/-/-")
        >>> g.push("1>f").notation, g.is_won
        ('1>f1', True)
        """
        game = cls(parse_code(spec) if isinstance(spec, str) else spec)
        pos = Position.from_text(position) if isinstance(position, str) else position.copy()
        problem = game.variant.position_problem(pos, game.layout)
        if problem is not None:
            raise PositionError(problem)
        game.position = pos
        game.start = pos.to_text()
        return game

    # ----------------------------------------------------------------- questions
    @property
    def code(self) -> str:
        """The deal code."""
        return self.spec.code

    @property
    def score(self) -> int:
        """Points of the actions still in effect (EH-SCORE / EO-SCORE); never negative."""
        return self._score

    @property
    def moves(self) -> int:
        """The move counter: accepted actions, undos excluded (APP-MOVE-COUNTER)."""
        return self._moves

    @property
    def is_won(self) -> bool:
        """All cards on the foundations (EH-WIN / EO-WIN)."""
        return sum(len(f) for f in self.position.foundations) == self.deck_size

    @property
    def can_undo(self) -> bool:
        """Whether an undo would be accepted now."""
        return len(self._done) > self._floor and not self.is_won

    @property
    def undo_reaches_start(self) -> bool:
        """Whether undo could take every action in effect back, to the deal's start (none
        was dropped past the limit of APP-UNDO)."""
        return self._forgotten + self._floor == 0

    @property
    def can_redo(self) -> bool:
        """Whether a redo would be accepted now (APP-REDO)."""
        return bool(self._undone) and not self.is_won

    @property
    def redo_actions(self) -> list[Action]:
        """The actions a redo would apply, next one last (a copy; APP-REDO)."""
        return list(self._undone)

    @property
    def actions(self) -> list[Action]:
        """The actions still in effect, oldest first (a copy).

        Raises:
            ValueError: the game has forgotten its settled actions (:meth:`forget_settled`).
        """
        if self._forgotten:
            raise ValueError("this game has forgotten its settled actions")
        return list(self._done)

    def recent_actions(self, n: int) -> tuple[Action, ...]:
        """The last ``n`` actions in effect (fewer when fewer are in effect), oldest first.

        Raises:
            ValueError: some of them were forgotten (:meth:`forget_settled`).
        """
        if n <= 0:
            return ()
        if n > len(self._done) and self._forgotten:
            raise ValueError("this game has forgotten some of those actions")
        return tuple(self._done[-n:])

    def forget_settled(self, keep: int = 0) -> None:
        """Drop from memory the settled actions (those undo can no longer reach, APP-UNDO)
        but the last ``keep`` of them: what a long fold keeps stays bounded.

        Everything the game does stays the same (position, score, counters, undo, redo,
        :meth:`snapshot`), except :attr:`actions`, which then raises.
        """
        drop = max(0, self._floor - keep)
        if drop:
            del self._done[:drop]
            self._floor -= drop
            self._forgotten += drop

    def parse(self, text: str) -> Move:
        """Parse a move in this game's notation (:func:`~game.engine.moves.parse_move`)."""
        return parse_move(text, self.layout)

    # ----------------------------------------------------------------- deciding
    def check(self, move: Move | str) -> Action | Undone | Redone | Rejection:
        """What ``move`` would do, without doing it.

        Args:
            move: a move, or its notation.

        Returns:
            The resolved action (actual slot and count, events, points; decided by
            :meth:`Referee.judge <game.engine.referee.Referee.judge>`); for ``u`` the
            :class:`Undone` it would make, for ``r`` the :class:`Redone`; or a rejection
            naming the first broken rule in the order RULES.md gives.

        Raises:
            NotationError: malformed text.
        """
        if isinstance(move, str):
            move = self.parse(move)
        if self.is_won:
            return Rejection("APP-FINISHED", move)
        if move.src is None:
            if move.is_redo:
                if not self._undone:
                    return Rejection("APP-REDO-EMPTY", move)
                return Redone(self._undone[-1])
            if not self.can_undo:
                return Rejection("APP-UNDO-EMPTY", move)
            return Undone(self._done[-1])
        return self.referee.judge(self.position, move)

    # ----------------------------------------------------------------- evolving
    def push(self, move: Move | str) -> Action | Undone | Redone | Rejection:
        """Play a move (or ``u``, ``r``): check it and, when accepted, apply it and log it.

        An accepted action other than a redo empties the redo stack (APP-REDO).

        Args:
            move: a move, or its notation.

        Returns:
            The :class:`Action` applied, :class:`Undone` for an undo, :class:`Redone` for a
            redo, or a :class:`Rejection` (nothing changes then).

        Raises:
            NotationError: malformed text (nothing changes).
        """
        if isinstance(move, str):
            move = self.parse(move)
        if move.src is None:
            return self.redo() if move.is_redo else self.undo()
        result = self.check(move)
        if not isinstance(result, Action):
            return result
        self._undone.clear()
        self._perform(result)
        self.log.append(result.notation)
        return result

    def _perform(self, action: Action) -> None:
        apply_events(self.position, action.events)
        self._done.append(action)
        if len(self._done) - self._floor > UNDO_LIMIT:
            self._floor += 1
        self._score += action.points
        self._moves += 1

    def undo(self) -> Undone | Rejection:
        """Take back the last action in effect (APP-UNDO), up to 100 of them.

        Returns:
            :class:`Undone` with the action taken back, or a rejection (APP-FINISHED,
            APP-UNDO-EMPTY).
        """
        if self.is_won:
            return Rejection("APP-FINISHED", UNDO)
        if len(self._done) <= self._floor:
            return Rejection("APP-UNDO-EMPTY", UNDO)
        action = self._done.pop()
        revert_events(self.position, action.events)
        self._score -= action.points
        self._undone.append(action)
        self.log.append("u")
        return Undone(action)

    def redo(self) -> Redone | Rejection:
        """Apply again the most recently undone action (APP-REDO).

        Possible only while no other action was accepted since that undo. The action gives
        back its points and counts +1 on the move counter (APP-MOVE-COUNTER); it can be
        undone again.

        Returns:
            :class:`Redone` with the action applied, or a rejection (APP-FINISHED,
            APP-REDO-EMPTY).
        """
        if self.is_won:
            return Rejection("APP-FINISHED", REDO)
        if not self._undone:
            return Rejection("APP-REDO-EMPTY", REDO)
        action = self._undone.pop()
        self._perform(action)
        self.log.append("r")
        return Redone(action)

    # ----------------------------------------------------------------- move lists
    def legal_moves(self) -> list[Move]:
        """Every legal action now, resolved (:func:`game.engine.legal.legal_moves`); none
        once won."""
        return [] if self.is_won else legal_moves(self.referee, self.position)

    def tap_move(self, pile: Pile, index: int) -> Move | None:
        """APP-TAP: the move a tap on card ``index`` of ``pile`` makes, if any
        (:func:`game.engine.legal.tap_move`)."""
        return None if self.is_won else tap_move(self.referee, self.position, pile, index)

    def double_tap_move(self, pile: Pile, index: int) -> Move | None:
        """APP-DOUBLE-TAP: where two quick taps on card ``index`` of ``pile`` send it, if
        anywhere (:func:`game.engine.legal.double_tap_move`)."""
        if self.is_won:
            return None
        return double_tap_move(self.referee, self.position, pile, index)


@dataclass(frozen=True)
class Snapshot:
    """A game at one point of its log, in a size that does not grow with the log.

    Made by :meth:`Game.snapshot`; :meth:`Game.from_snapshot` turns it back into a game.

    Attributes:
        position: a private copy of the position (nobody changes it).
        score: :attr:`Game.score` then.
        moves: :attr:`Game.moves` then.
        undoable: the actions in effect that undo could still take back, oldest first (at
            most :data:`UNDO_LIMIT`).
        settled: how many actions in effect lay below those (no longer undoable).
        redoable: the redo stack, next one last (at most :data:`UNDO_LIMIT`; APP-REDO).
        log_length: how many log entries led there.
    """

    position: Position
    score: int
    moves: int
    undoable: tuple[Action, ...]
    settled: int
    redoable: tuple[Action, ...]
    log_length: int


class ReplayError(ValueError):
    """A log does not replay: one of its entries is rejected by the rules.

    Its message names the entry, never the rule id (players read it inside an export's or
    an import's error; the id is :attr:`rule`, for logs and tests).

    Attributes:
        template: the English message with ``{placeholders}``, marked for translation (the
            UI shows it in the player's language, like :class:`~game.engine.deal.
            DealCodeError`).
        params: the values for the placeholders: ``i`` (0-based) and ``entry``.
        rule: the id of the rule the entry breaks (RULES.md).
    """

    def __init__(self, index: int, entry: str, rule: str) -> None:
        self.template = N_("the rules refuse log entry {i} {entry}")
        self.params: dict[str, object] = {"i": index, "entry": Quoted(entry)}
        self.rule = rule
        super().__init__(self.template.format(**self.params))
