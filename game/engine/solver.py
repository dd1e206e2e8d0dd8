"""The solver: is this position winnable, and how? Hints, winnability, proofs.

Every answer comes with its status: :data:`WINNABLE` (a winning line was found, and it
replays as a win through the engine), :data:`UNWINNABLE` (the whole space of positions
reachable from here was searched without a win: a proof) or :data:`UNKNOWN` (the budget
ran out, or the search was cancelled). Calls are pure engine (no UI), take a time budget in
seconds and an optional cancel token (:class:`threading.Event`, or anything with
``is_set()``), checked every few positions, so a UI can run them on a worker thread and
drop them when the player moves.

Public functions:

- :func:`solve`: the verdict and a winning line from a game's current position.
- :func:`hint`: the next move of a winning line (APP-HINT); when the budget runs out, the
  first move towards the most promising position the search saw.
- :func:`last_winnable`: how many undos lead back to the latest position of the game's
  log from which a win still exists ("Undo to the last winnable position").
- :func:`no_moves_left`: APP-NO-MOVES.

How it asks the rules
    The solver works on its own compact copy of the position (cards as small integers, piles
    as tuples) and never decides a rule by itself: :class:`_Rules` asks the game's variant
    once, when a search starts, and keeps the answers in tables: which card builds on which
    (``Variant.builds_on``), which cards an empty column takes and how many cards may move
    as one group for a given number of free cells and empty columns
    (``Variant.column_rejection``, asked on the real position the first time each case
    arises), the suit of every foundation slot. A group's legality is assumed to depend
    only on its length, its first card, the free cells and empty columns and whether the
    destination is empty, which holds for every variant so far. Each returned line is
    canonical move notation that the engine accepts (the property tests replay them).

Search
    Best-first (weighted A*): the open list is ordered by ``heuristic + weight ×
    depth``. A transposition table holds a canonical key of every position generated, so
    each is expanded at most once: the columns as a sorted multiset (their order does not
    matter for the outcome), the cells as a sorted multiset, the foundation heights (slots
    of one suit sorted) and, with a stock, the face-down counts and the stock cycle (below).
    Copies of the same card (two decks) are not told apart.

Moves the search never tries (none of them loses a win, so an exhausted search is a proof)
    - A card that is *safe* at home (the variant's ``safe_to_foundation`` when it has one;
      otherwise: every card that could build on it is already home) goes home at once and
      is the only move tried (forced moves still appear one by one in the line). With
      same-suit building every card that can go home is safe.
    - Cell to cell; a whole column moving into an empty column; any empty column other than
      the first (all empty columns are alike).
    - A safe card taken back from a foundation.

Stock and waste (draw one, unlimited free redeals)
    Taps do not change what can be reached: the sequence "waste bottom → top, then the
    stock in drawing order" is the same after every tap (a recycle turns the waste over so
    that the next pass deals in the same order), and taps alone bring any of its cards to
    the waste's top. So the key keeps the cycle's cards as a multiset, and a plain tap is
    never a step: "t taps, then play the card they bring to the waste's top" is one step,
    for every distinct card of the cycle.
    In its first pass the search also skips stock moves that are seldom worth having (a
    stock card goes onto a column only when a column's top card, or a chain of stock and
    foundation cards down from one, builds on it; home only when safe or when it opens the
    way home for a column's top card of its suit). That pass cannot prove anything; when
    it exhausts its space, the full search runs with what is left of the budget.

Heuristic (lower is better): cards not home; face-down cards and the face-up cards lying
on them; cards not sitting on a card they build on; cards covering the next card a
foundation wants; used cells; a bonus per empty column. Weights: :data:`CELL_WEIGHTS`
for games without a stock; games with one run the small portfolio :data:`STOCK_PORTFOLIO`
of weightings one after the other, splitting the budget.

>>> from game.engine.game import Game
>>> found = solve(Game.from_code("EO1-C8-AAAAAAB"), budget=30)
>>> found.result, Game.from_log("EO1-C8-AAAAAAB", found.line).is_won
('winnable', True)
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from game.engine.cards import Card
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.table import Position

WINNABLE = "winnable"
UNWINNABLE = "unwinnable"
UNKNOWN = "unknown"

CELL_WEIGHTS: dict[str, float] = {
    "home": 6, "down": 0, "burying": 0, "breaks": 4, "covering": 1, "cells": 1.5, "empty": 2,
    "depth": 0.5,
}
"""Heuristic weights for games without a stock (Eight Off, FreeCell): per card not home,
face-down card, face-up card lying on face-down ones, card not on a card it builds on (a
bottom card that an empty column would not take counts), card covering a card a
foundation wants next, used cell, empty column (a bonus); cost of one search step (a
move, or taps plus a move)."""
STOCK_WEIGHTS: dict[str, float] = {
    "home": 1, "down": 10, "burying": 2, "breaks": 0, "covering": 0.5, "cells": 0, "empty": 2,
    "depth": 0.1,
}
"""Heuristic weights for games with a stock (Easy Harp)."""
STOCK_PORTFOLIO: tuple[tuple[float, dict[str, float]], ...] = (
    (0.5, STOCK_WEIGHTS),
    (0.25, {**STOCK_WEIGHTS, "covering": 0}),
    (0.25, {**STOCK_WEIGHTS, "empty": 4}),
)
"""Games with a stock run these searches one after the other, each with its share of the
budget (and of what the earlier ones left)."""
HINT_BUDGET = 1.0
"""Default time budget of :func:`hint`, seconds."""
CHECK_EVERY = 8
"""The search looks at the clock and the cancel token every this many expansions."""

_SUITS = "SHDC"


class CancelToken(Protocol):
    """Anything with ``is_set()``, e.g. :class:`threading.Event` (thread-safe)."""

    def is_set(self) -> bool: ...


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    Attributes:
        result: :data:`WINNABLE`, :data:`UNWINNABLE` (proved) or :data:`UNKNOWN`.
        line: when winnable, canonical move notation (no undos) that wins when pushed in
            order from the position solved (``[]`` if it is already won); else ``None``.
        states: distinct positions generated.
        seconds: wall-clock time spent.
        stopped: why the search ended: ``"won"``, ``"exhausted"``, ``"budget"``,
            ``"states"`` or ``"cancelled"``.
        best: a line towards the most promising position seen (the winning line when
            winnable); may be empty.
    """

    result: str
    line: list[str] | None
    states: int
    seconds: float
    stopped: str
    best: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Hint:
    """What :func:`hint` suggests (APP-HINT).

    Attributes:
        move: the move to show, resolved as :meth:`Game.legal_moves` lists it (a stock tap
            is :data:`~game.engine.moves.STOCK_TAP`), or ``None`` when no move is legal.
        result: the verdict on the current position (:data:`WINNABLE`: ``move`` starts a
            winning line; :data:`UNWINNABLE`: no line wins, ``move`` is ``None``;
            :data:`UNKNOWN`: none found in the budget, ``move`` is a useful legal move).
        line: the winning line when winnable, else ``None``.
        states: positions searched.
        seconds: wall-clock time spent.
    """

    move: Move | None
    result: str
    line: list[str] | None
    states: int
    seconds: float


@dataclass(frozen=True)
class Rewind:
    """What :func:`last_winnable` found.

    Attributes:
        undos: how many undos bring the game back to the latest winnable position of its
            log (0: the current position is winnable); ``None`` when none was found.
        result: :data:`WINNABLE` when ``undos`` is exact (that position has a winning line
            and the one after it is proved unwinnable); :data:`UNKNOWN` when a budget ran
            out on the way (``undos`` is then the latest winnable position found, or
            ``None``); :data:`UNWINNABLE` when every position undo can reach is proved
            unwinnable (``undos`` is ``None``).
        line: a winning line from that position, when ``undos`` is set.
        seconds: wall-clock time spent.
    """

    undos: int | None
    result: str
    line: list[str] | None
    seconds: float


# --------------------------------------------------------------------------- public API


def solve(
    game: Game,
    budget: float | None = 2.0,
    cancel: CancelToken | None = None,
    max_states: int | None = None,
) -> Solution:
    """Decide whether ``game``'s current position can be won, with a winning line.

    Args:
        game: the game; it is never changed.
        budget: seconds of search at most (``None``: no time limit).
        cancel: checked every few positions; once set, the search stops (``UNKNOWN``).
        max_states: stop after generating this many distinct positions (``None``: no
            limit).

    Returns:
        The :class:`Solution`. ``UNWINNABLE`` only when the search proved it.
    """
    return _solve(game, budget, cancel, max_states, None)


def hint(
    game: Game, budget: float | None = HINT_BUDGET, cancel: CancelToken | None = None
) -> Hint:
    """The hint the table shows (APP-HINT): the next move of a winning line.

    Args:
        game: the game; it is never changed.
        budget: seconds of search at most.
        cancel: as for :func:`solve`.

    Returns:
        A :class:`Hint`. When the search runs out of budget, its move is the first move
        towards the most promising position the search saw (never an undo); when no win
        exists, ``move`` is ``None`` and ``result`` is ``UNWINNABLE``.
    """
    start = time.monotonic()
    legal = game.legal_moves()
    if not legal:
        if game.is_won:
            return Hint(None, WINNABLE, [], 0, 0.0)
        return Hint(None, UNWINNABLE, None, 0, 0.0)
    found = solve(game, budget, cancel)
    seconds = time.monotonic() - start
    if found.result == UNWINNABLE:
        return Hint(None, UNWINNABLE, None, found.states, seconds)
    by_text = {str(m): m for m in legal}
    for line in (found.line, found.best):
        if line and line[0] in by_text:
            return Hint(by_text[line[0]], found.result, found.line, found.states, seconds)
    return Hint(_fallback(game, legal), found.result, found.line, found.states, seconds)


def last_winnable(
    game: Game, budget: float | None = 10.0, cancel: CancelToken | None = None
) -> Rewind:
    """The latest position of ``game``'s log from which a win still exists.

    Only positions undo can reach are considered (the actions in effect, at most the undo
    limit back). Winnability can only be lost along a line of play, never regained, so the
    winnable positions are a prefix of the history: the search looks at the current
    position, then 1, 2, 4, … undos back until it finds a winnable one, then narrows down
    between (a binary search). Positions proved unwinnable on the way help the later
    searches (their whole reachable space is known to be lost).

    Args:
        game: the game; it is never changed.
        budget: seconds for the whole question.
        cancel: as for :func:`solve`.

    Returns:
        A :class:`Rewind`.
    """
    start = time.monotonic()
    deadline = None if budget is None else start + budget
    undoable = _undoable(game)
    dead: set[Any] = set()
    verdicts: dict[int, Solution] = {}

    def ask(k: int) -> Solution:
        if k not in verdicts:
            left = None if deadline is None else max(0.0, deadline - time.monotonic())
            verdicts[k] = _solve(_rewound(game, k), left, cancel, None, dead)
        return verdicts[k]

    def done(undos: int | None, result: str) -> Rewind:
        line = verdicts[undos].line if undos is not None else None
        return Rewind(undos, result, line, time.monotonic() - start)

    # Gallop back: 0, 1, 2, 4, ... until a winnable position (or the floor).
    lost = -1  # the largest k known (proved) unwinnable, below the answer
    k = 0
    while True:
        found = ask(k)
        if found.result == WINNABLE:
            break
        if found.result == UNKNOWN:
            return done(_latest_winnable(verdicts), UNKNOWN)
        lost = k
        if k == undoable:
            return done(None, UNWINNABLE)
        k = min(undoable, max(1, 2 * k))
    high = k  # winnable
    while high - lost > 1:
        mid = (high + lost) // 2
        found = ask(mid)
        if found.result == WINNABLE:
            high = mid
        elif found.result == UNWINNABLE:
            lost = mid
        else:
            return done(high, UNKNOWN)
    return done(high, WINNABLE)


def no_moves_left(game: Game) -> bool:
    """APP-NO-MOVES: no card can move any more.

    True when the only legal actions are stock taps (and undo) and, in a game with a
    stock, no card of the stock or the waste could ever be played on the table as it is
    (taps alone change nothing else). A won game is not "stuck": False.

    Args:
        game: the game; it is not changed.
    """
    if game.is_won:
        return False
    legal = [m for m in game.legal_moves() if not m.is_stock]
    if legal:
        return False
    pos = game.position
    if not pos.has_stock:
        return True
    rules = _rules_for(game)
    state = rules.capture(pos)
    cols, _, _, found, stock, waste = state
    for x in set(waste) | set(stock):
        if rules.home_slot(x, found) >= 0:
            return False
        for col in cols:
            if (col and rules.on[x][col[-1]]) or (not col and rules.empty_ok[x]):
                return False
    return True


# --------------------------------------------------------------------------- internals


def _undoable(game: Game) -> int:
    """How many undos the game accepts in a row now."""
    return 0 if game.is_won else len(game.snapshot().undoable)


def _rewound(game: Game, undos: int) -> Game:
    """A scratch copy of ``game`` ``undos`` actions back (without its settled actions,
    which undo cannot reach: ``game`` may have forgotten them, :meth:`Game.forget_settled`)."""
    snap = game.snapshot()
    copy = Game.from_snapshot(game.spec, snap, game.log, None)
    for _ in range(undos):
        copy.undo()
    return copy


def _latest_winnable(verdicts: dict[int, Solution]) -> int | None:
    wins = [k for k, s in verdicts.items() if s.result == WINNABLE]
    return min(wins) if wins else None


def _fallback(game: Game, legal: list[Move]) -> Move:
    """A legal move when the search gave nothing: not a stock tap if anything else."""
    for move in legal:
        if not move.is_stock:
            return move
    return legal[0]


def _solve(
    game: Game,
    budget: float | None,
    cancel: CancelToken | None,
    max_states: int | None,
    dead: set[Any] | None,
) -> Solution:
    start = time.monotonic()
    deadline = None if budget is None else start + budget
    rules = _rules_for(game)
    root = rules.capture(game.position)
    if game.is_won:
        return Solution(WINNABLE, [], 1, 0.0, "won", [])
    states = 0
    best: list[str] = []
    passes: list[tuple[float, dict[str, float], bool]] = (
        [(share, weights, False) for share, weights in STOCK_PORTFOLIO]
        if rules.has_stock
        else [(1.0, CELL_WEIGHTS, True)]
    )
    left = 1.0
    stopped = "budget"
    while passes:
        share, weights, sound = passes.pop(0)
        limit, cap = deadline, max_states
        if not sound and passes:  # this pass gets its share of what is left
            if deadline is not None:
                limit = time.monotonic() + max(0.0, deadline - time.monotonic()) * share / left
            if max_states is not None:
                cap = max(1, int((max_states - states) * share / left))
        left -= share
        search = _Search(rules, weights, sound, limit, cancel, cap, dead if sound else None)
        line = search.run(root)
        states += search.states
        best = best or search.best_line()
        seconds = time.monotonic() - start
        stopped = search.stopped
        if line is not None:
            return Solution(WINNABLE, line, states, seconds, "won", line)
        if stopped == "exhausted":
            if sound:
                if dead is not None:
                    dead.update(search.seen)
                return Solution(UNWINNABLE, None, states, seconds, "exhausted", [])
            # The pruned space is small: the full search may prove the deal lost.
            passes = [(1.0, weights, True)]
            left = 1.0
        elif stopped == "cancelled":
            break
    return Solution(UNKNOWN, None, states, time.monotonic() - start, stopped, best)


# A state: (columns, down, cells, foundations, stock, waste).
#   columns: tuple of tuples of card labels (bottom → top); down: tuple of face-down counts
#   (None without a stock); cells: tuple of labels, -1 for an empty cell; foundations: tuple
#   of heights per slot; stock (last drawn first) and waste (last on top): tuples of labels.
State = tuple[Any, ...]


_RULES: dict[tuple[Any, ...], _Rules] = {}


def _rules_for(game: Game) -> _Rules:
    """The tables of ``game``'s variant and layout (made once, then shared: they never
    change, and a worker thread may read them while another builds its own)."""
    pos = game.position
    key = (
        id(game.variant), game.variant.name, len(pos.columns), len(pos.cells),
        pos.has_stock, game.suits, game.deck_size,
    )
    rules = _RULES.get(key)
    if rules is None:
        rules = _RULES[key] = _Rules(game)
    return rules


class _Rules:
    """The variant's answers, as tables over card labels ``(rank - 1) * 4 + suit``."""

    def __init__(self, game: Game) -> None:
        variant = game.variant
        self.variant = variant
        pos = game.position
        self.ncols = len(pos.columns)
        self.ncells = len(pos.cells)
        self.has_stock = pos.has_stock
        self.deck = game.deck_size
        self.slot_suit = [_SUITS.index(s) for s in game.suits]
        self.nslots = len(self.slot_suit)
        self.cards = [Card(lab // 4 + 1, _SUITS[lab % 4]) for lab in range(52)]
        self.rank = [lab // 4 + 1 for lab in range(52)]
        self.suit = [lab % 4 for lab in range(52)]
        self.slots_of = [
            tuple(i for i, s in enumerate(self.slot_suit) if s == suit) for suit in range(4)
        ]
        cards = self.cards
        # on[a][b]: card a builds on card b in a column (Variant.builds_on).
        self.on = [[variant.builds_on(a, b) for b in cards] for a in cards]
        # kids[b]: the cards that build on b; safe(b) when they are all home.
        self.kids = [[a for a in range(52) if self.on[a][b]] for b in range(52)]
        # bases[a]: the cards a builds on.
        self.bases = [[b for b in range(52) if self.on[a][b]] for a in range(52)]
        self.safe_need = self._safe_table(variant)
        empty = Position(
            [[] for _ in range(self.ncols)], [0] * self.ncols, [None] * self.ncells,
            [[] for _ in range(self.nslots)], [], [], pos.has_stock,
        )
        self.empty_ok = [
            variant.column_rejection(empty, [cards[x]], 0) is None for x in range(52)
        ]
        self._group: dict[tuple[int, int, int, bool, int], bool] = {}
        self._wanted: dict[tuple[int, ...], dict[int, int]] = {}

    def _safe_table(self, variant: Any) -> list[list[tuple[tuple[int, ...], int]]]:
        """Per card: ``(slots of a suit, height)`` pairs that must all be reached before the
        card may go home without ever spoiling a win.

        Asked of the variant's ``safe_to_foundation(card, foundations)`` when it has one
        (assumed to be a conjunction of one lowest height per suit, as its soundness
        argument gives), by probing, for each card and suit, the lowest height of that suit
        (the others complete) that makes the card safe. Without it: every card that could
        build on the card (``builds_on``) must be home.
        """
        ask = getattr(variant, "safe_to_foundation", None)
        if ask is None:
            return [
                [(self.slots_of[self.suit[a]], self.rank[a]) for a in self.kids[b]]
                for b in range(52)
            ]
        table = []
        for x in range(52):
            need = []
            for suit in range(4):
                height = 0
                while height <= 13:
                    founds = [
                        [Card(r + 1, _SUITS[s]) for r in range(height if s == suit else 13)]
                        for s in self.slot_suit
                    ]
                    if ask(self.cards[x], founds):
                        break
                    height += 1
                if height:
                    need.append((self.slots_of[suit], height))
            table.append(need)
        return table

    def capture(self, pos: Position) -> State:
        lab = _label
        return (
            tuple(tuple(lab(c) for c in col) for col in pos.columns),
            tuple(pos.down) if pos.has_stock else None,
            tuple(-1 if c is None else lab(c) for c in pos.cells),
            tuple(len(f) for f in pos.foundations),
            tuple(lab(c) for c in pos.stock),
            tuple(lab(c) for c in pos.waste),
        )

    def wanted(self, found: tuple[int, ...]) -> dict[int, int]:
        """Card → the leftmost foundation slot that takes it now (cached per heights)."""
        want = self._wanted.get(found)
        if want is None:
            want = {}
            for slot in range(len(found) - 1, -1, -1):
                h = found[slot]
                if h < 13:
                    want[h * 4 + self.slot_suit[slot]] = slot
            if len(self._wanted) > 50_000:
                self._wanted.clear()
            self._wanted[found] = want
        return want

    def home_slot(self, x: int, found: tuple[int, ...]) -> int:
        """The leftmost foundation slot that takes card ``x`` now, or -1."""
        r = self.rank[x] - 1
        for slot in self.slots_of[self.suit[x]]:
            if found[slot] == r:
                return slot
        return -1

    def safe(self, x: int, found: tuple[int, ...]) -> bool:
        """Whether ``x`` may go home without ever spoiling a win (:meth:`_safe_table`)."""
        for slots, rank in self.safe_need[x]:
            for slot in slots:
                if found[slot] < rank:
                    return False
        return True

    def group_ok(self, state: State, src: int, k: int, dst: int, free: int, nempty: int) -> bool:
        """Whether ``k`` cards from the end of column ``src`` may move onto column ``dst``
        as one action (asked of ``Variant.column_rejection`` once per case)."""
        cols = state[0]
        head = cols[src][-k]
        into_empty = not cols[dst]
        key = (k, free, nempty, into_empty, self.rank[head])
        ok = self._group.get(key)
        if ok is None:
            pos = self.position(state)
            cards = pos.columns[src][-k:]
            ok = self.variant.column_rejection(pos, cards, dst) is None
            self._group[key] = ok
        return ok

    def position(self, state: State) -> Position:
        """A :class:`Position` with the cards of ``state`` (copies not told apart)."""
        cols, down, cells, found, stock, waste = state
        c = self.cards
        return Position(
            [[c[x] for x in col] for col in cols],
            list(down) if down is not None else [0] * len(cols),
            [None if x < 0 else c[x] for x in cells],
            [
                [Card(r + 1, _SUITS[self.slot_suit[slot]]) for r in range(h)]
                for slot, h in enumerate(found)
            ],
            [c[x] for x in stock],
            [c[x] for x in waste],
            self.has_stock,
        )


def _label(card: Card) -> int:
    return (card.rank - 1) * 4 + _SUITS.index(card.suit)


class _Search:
    """One best-first search."""

    def __init__(
        self,
        rules: _Rules,
        weights: dict[str, float],
        sound: bool,
        deadline: float | None,
        cancel: CancelToken | None,
        max_states: int | None,
        dead: set[Any] | None,
    ) -> None:
        self.r = rules
        self.weights = weights
        self.sound = sound
        self.deadline = deadline
        self.cancel = cancel
        self.max_states = max_states
        self.dead = dead or set()
        self.seen: set[Any] = set()
        self.states = 0
        self.stopped = "exhausted"
        self.parents: list[int] = [-1]
        self.tokens: list[list[str]] = [[]]
        self.best_node = 0
        self.best_h = float("inf")

    # ------------------------------------------------------------------ keys
    def key(self, st: State) -> Any:
        cols, down, cells, found, stock, waste = st
        r = self.r
        if r.nslots > 4:
            found = tuple(
                tuple(sorted(found[s] for s in slots)) if len(slots) > 1 else found[slots[0]]
                for slots in r.slots_of
            )
        if down is None:
            return (tuple(sorted(cols)), tuple(sorted(cells)), found)
        return (
            tuple(sorted(zip(down, cols, strict=True))),
            found,
            tuple(sorted(waste + stock)),
            tuple(sorted(cells)),
        )

    # ------------------------------------------------------------------ heuristic
    def heuristic(self, st: State) -> float:
        cols, down, cells, found, stock, waste = st
        r = self.r
        w = self.weights
        on = r.on
        wanted = set()
        for slot, h in enumerate(found):
            if h < 13:
                wanted.add(h * 4 + r.slot_suit[slot])
        home = sum(found)
        face_down = burying = breaks = covering = empty = 0
        empty_ok = r.empty_ok
        for i, col in enumerate(cols):
            n = len(col)
            if not n:
                empty += 1
                continue
            d = down[i] if down is not None else 0
            if d:
                face_down += d
                burying += n - d
            elif not empty_ok[col[0]]:
                breaks += 1
            prev = -1
            for j, x in enumerate(col):
                if prev >= 0 and j > d and not on[x][prev]:
                    breaks += 1
                if x in wanted:
                    covering += n - 1 - j
                prev = x
        used = sum(1 for x in cells if x >= 0)
        return (
            w["home"] * (r.deck - home)
            + w["down"] * face_down
            + w["burying"] * burying
            + w["breaks"] * breaks
            + w["covering"] * covering
            + w["cells"] * used
            - w["empty"] * empty
        )

    # ------------------------------------------------------------------ moves
    def forced(self, st: State, tokens: list[str]) -> State | None:
        """Play safe foundation moves until none is left; ``None`` when that wins."""
        r = self.r
        while True:
            cols, down, cells, found, stock, waste = st
            moved = False
            want = r.wanted(found)
            for i, x in enumerate(cells):
                if x in want:
                    slot = want[x]
                    if r.safe(x, found):
                        cells = cells[:i] + (-1,) + cells[i + 1:]
                        found = found[:slot] + (found[slot] + 1,) + found[slot + 1:]
                        tokens.append(f"c{i + 1}>f{slot + 1}")
                        want = r.wanted(found)
                        moved = True
            for i, col in enumerate(cols):
                while col:
                    x = col[-1]
                    slot = want.get(x, -1)
                    if slot < 0 or not r.safe(x, found):
                        break
                    col = col[:-1]
                    found = found[:slot] + (found[slot] + 1,) + found[slot + 1:]
                    tokens.append(f"{i + 1}>f{slot + 1}")
                    want = r.wanted(found)
                    cols = cols[:i] + (col,) + cols[i + 1:]
                    if down is not None and col and down[i] == len(col):
                        down = down[:i] + (down[i] - 1,) + down[i + 1:]
                    moved = True
            if stock or waste:
                cycle = waste + stock[::-1]
                w = len(waste)
                for p, x in enumerate(cycle):
                    if x in want and r.safe(x, found):
                        slot = want[x]
                        taps = (p + 1 - w) % (len(cycle) + 1)
                        tokens.extend(["s"] * taps)
                        tokens.append(f"w>f{slot + 1}")
                        found = found[:slot] + (found[slot] + 1,) + found[slot + 1:]
                        waste = cycle[:p]
                        stock = cycle[p + 1:][::-1]
                        moved = True
                        break
            st = (cols, down, cells, found, stock, waste)
            if sum(found) == r.deck:
                return None
            if not moved:
                return st

    def children(self, st: State) -> Iterator[tuple[State | None, list[str]]]:
        """``(child, tokens)`` for each move tried from ``st`` (``child`` None: won)."""
        r = self.r
        on = r.on
        cols, down, cells, found, stock, waste = st
        ncols = len(cols)
        empties = [j for j in range(ncols) if not cols[j]]
        nempty = len(empties)
        first_empty = empties[0] if empties else -1
        free_cell = -1
        nfree = 0
        for i, x in enumerate(cells):
            if x < 0:
                nfree += 1
                if free_cell < 0:
                    free_cell = i
        tops = [(j, cols[j][-1]) for j in range(ncols) if cols[j]]
        useful: set[int] | None = None
        want = r.wanted(found)
        out: list[tuple[State | None, list[str]]] = []

        def emit(child: State, tokens: list[str]) -> None:
            out.append((self.forced(child, tokens), tokens))

        def set_col(
            cs: tuple[Any, ...], ds: Any, i: int, col: tuple[int, ...]
        ) -> tuple[tuple[Any, ...], Any]:
            cs = cs[:i] + (col,) + cs[i + 1:]
            if ds is not None and col and ds[i] >= len(col):
                ds = ds[:i] + (len(col) - 1,) + ds[i + 1:]
            return cs, ds

        # Column runs: onto another column's top card, into the first empty column, to a
        # foundation (a top card that is not safe) and into a cell.
        for i in range(ncols):
            col = cols[i]
            n = len(col)
            if not n:
                continue
            d = down[i] if down is not None else 0
            run = 1
            while run < n - d and on[col[n - run]][col[n - run - 1]]:
                run += 1
            x = col[-1]
            for j, t in tops:
                if j == i:
                    continue
                k = r.rank[t] - r.rank[x]
                if 1 <= k <= run and on[col[n - k]][t]:
                    if k > 1 and not r.group_ok(st, i, k, j, nfree, nempty):
                        continue
                    cs, ds = set_col(cols, down, i, col[:-k])
                    cs = cs[:j] + (cols[j] + col[-k:],) + cs[j + 1:]
                    emit((cs, ds, cells, found, stock, waste),
                         [f"{i + 1}>{j + 1}" + (f"x{k}" if k > 1 else "")])
            if first_empty >= 0:
                for k in range(1, run + 1):
                    if k == n or not r.empty_ok[col[n - k]]:
                        continue
                    if k > 1 and not r.group_ok(st, i, k, first_empty, nfree, nempty):
                        continue
                    cs, ds = set_col(cols, down, i, col[:-k])
                    cs = cs[:first_empty] + (col[-k:],) + cs[first_empty + 1:]
                    emit((cs, ds, cells, found, stock, waste),
                         [f"{i + 1}>{first_empty + 1}" + (f"x{k}" if k > 1 else "")])
            slot = want.get(x, -1)
            if slot >= 0:  # not safe, or it would have been forced
                cs, ds = set_col(cols, down, i, col[:-1])
                fs = found[:slot] + (found[slot] + 1,) + found[slot + 1:]
                emit((cs, ds, cells, fs, stock, waste), [f"{i + 1}>f{slot + 1}"])
            if free_cell >= 0:
                cs, ds = set_col(cols, down, i, col[:-1])
                ce = cells[:free_cell] + (x,) + cells[free_cell + 1:]
                emit((cs, ds, ce, found, stock, waste), [f"{i + 1}>c{free_cell + 1}"])
        # Cells: onto a column's top card, into the first empty column, home.
        for i, x in enumerate(cells):
            if x < 0:
                continue
            ce = cells[:i] + (-1,) + cells[i + 1:]
            for j, t in tops:
                if on[x][t]:
                    cs = cols[:j] + (cols[j] + (x,),) + cols[j + 1:]
                    emit((cs, down, ce, found, stock, waste), [f"c{i + 1}>{j + 1}"])
            if first_empty >= 0 and r.empty_ok[x]:
                j = first_empty
                cs = cols[:j] + ((x,),) + cols[j + 1:]
                emit((cs, down, ce, found, stock, waste), [f"c{i + 1}>{j + 1}"])
            slot = want.get(x, -1)
            if slot >= 0:
                fs = found[:slot] + (found[slot] + 1,) + found[slot + 1:]
                emit((cols, down, ce, fs, stock, waste), [f"c{i + 1}>f{slot + 1}"])
        # Foundation returns of cards that are not safe.
        for slot, h in enumerate(found):
            if not h:
                continue
            x = (h - 1) * 4 + r.slot_suit[slot]
            if r.safe(x, found):
                continue
            if not self.sound:
                if useful is None:
                    useful = self._useful(st)
                if x not in useful:
                    continue
            fs = found[:slot] + (h - 1,) + found[slot + 1:]
            for j, t in tops:
                if on[x][t]:
                    cs = cols[:j] + (cols[j] + (x,),) + cols[j + 1:]
                    emit((cs, down, cells, fs, stock, waste), [f"f{slot + 1}>{j + 1}"])
            if self.sound:
                if first_empty >= 0 and r.empty_ok[x]:
                    j = first_empty
                    cs = cols[:j] + ((x,),) + cols[j + 1:]
                    emit((cs, down, cells, fs, stock, waste), [f"f{slot + 1}>{j + 1}"])
                if free_cell >= 0:
                    ce = cells[:free_cell] + (x,) + cells[free_cell + 1:]
                    emit((cols, down, ce, fs, stock, waste), [f"f{slot + 1}>c{free_cell + 1}"])
        # The stock cycle: t taps, then the card they bring to the waste's top.
        if stock or waste:
            cycle = waste + stock[::-1]
            w = len(waste)
            size = len(cycle) + 1
            if useful is None and not self.sound:
                useful = self._useful(st)
            tried: set[tuple[int, int]] = set()
            for p, x in enumerate(cycle):
                taps = (p + 1 - w) % size
                pre = ["s"] * taps
                nw, ns = cycle[:p], cycle[p + 1:][::-1]
                slot = want.get(x, -1)
                if slot >= 0 and (x, -2) not in tried and (
                    self.sound or self._home_worth(st, x, cycle)
                ):
                    tried.add((x, -2))
                    fs = found[:slot] + (found[slot] + 1,) + found[slot + 1:]
                    emit((cols, down, cells, fs, ns, nw), pre + [f"w>f{slot + 1}"])
                if useful is not None and x not in useful:
                    continue
                for j, t in tops:
                    if on[x][t] and (x, j) not in tried:
                        tried.add((x, j))
                        cs = cols[:j] + (cols[j] + (x,),) + cols[j + 1:]
                        emit((cs, down, cells, found, ns, nw), pre + [f"w>{j + 1}"])
                if first_empty >= 0 and r.empty_ok[x] and (x, -1) not in tried:
                    tried.add((x, -1))
                    j = first_empty
                    cs = cols[:j] + ((x,),) + cols[j + 1:]
                    emit((cs, down, cells, found, ns, nw), pre + [f"w>{j + 1}"])
        return iter(out)

    def _useful(self, st: State) -> set[int]:
        """Stock, waste and foundation cards worth putting on a column: a column's top
        card builds on them, or on such a card (a chain down from a column's top)."""
        cols, down, cells, found, stock, waste = st
        r = self.r
        candidates = set(stock) | set(waste)
        for slot, h in enumerate(found):
            candidates.update((k * 4 + r.slot_suit[slot]) for k in range(h))
        useful: set[int] = set()
        frontier = [c[-1] for c in cols if c]
        bases = r.bases
        while frontier:
            for x in bases[frontier.pop()]:
                if x in candidates and x not in useful:
                    useful.add(x)
                    frontier.append(x)
        return useful

    def _home_worth(self, st: State, x: int, cycle: tuple[int, ...]) -> bool:
        """A stock card goes home only when safe, or when it opens the way home for a
        column's top card of its suit (the ranks between all in the stock)."""
        r = self.r
        found = st[3]
        if r.safe(x, found):
            return True
        inside = set(cycle)
        suit, rank = r.suit[x], r.rank[x]
        for col in st[0]:
            if col:
                t = col[-1]
                if r.suit[t] == suit and r.rank[t] > rank and all(
                    (q - 1) * 4 + suit in inside for q in range(rank + 1, r.rank[t])
                ):
                    return True
        return False

    # ------------------------------------------------------------------ the search
    def run(self, root: State) -> list[str] | None:
        tokens0: list[str] = []
        start = self.forced(root, tokens0)
        if start is None:
            return tokens0
        self.tokens[0] = tokens0
        counter = itertools.count()
        seen = self.seen
        dead = self.dead
        seen.add(self.key(start))
        self.states = 1
        heap: list[tuple[float, int, int, int, State]] = [(0.0, next(counter), 0, 0, start)]
        deadline, cancel, max_states = self.deadline, self.cancel, self.max_states
        step = self.weights["depth"]
        expansions = 0
        parents, tokens = self.parents, self.tokens
        while heap:
            _, _, node, depth, st = heapq.heappop(heap)
            expansions += 1
            if expansions % CHECK_EVERY == 0:
                if cancel is not None and cancel.is_set():
                    self.stopped = "cancelled"
                    return None
                if deadline is not None and time.monotonic() > deadline:
                    self.stopped = "budget"
                    return None
            for child, toks in self.children(st):
                if child is None:
                    return self.line(node) + toks
                key = self.key(child)
                if key in seen or key in dead:
                    continue
                seen.add(key)
                parents.append(node)
                tokens.append(toks)
                child_id = len(parents) - 1
                h = self.heuristic(child)
                if h < self.best_h:
                    self.best_h, self.best_node = h, child_id
                heapq.heappush(
                    heap, (h + step * (depth + 1), next(counter), child_id, depth + 1, child)
                )
                self.states += 1
                if max_states is not None and self.states >= max_states:
                    self.stopped = "states"
                    return None
        self.stopped = "exhausted"
        return None

    def line(self, node: int) -> list[str]:
        chunks = []
        while node >= 0:
            chunks.append(self.tokens[node])
            node = self.parents[node]
        return [t for chunk in reversed(chunks) for t in chunk]

    def best_line(self) -> list[str]:
        return self.line(self.best_node) if self.best_node else []
