"""A solver: best-first search for a winning line from a game's current position.

The solver never decides a rule by itself. It asks the engine: ``Game.legal_moves()`` for
the moves of a position, ``Game.push`` to play one (a move the engine refuses is simply not
followed), ``Game.undo`` to take it back, and ``Game.check`` to ask whether a card would go
to a foundation. It works on a private scratch :class:`~game.engine.game.Game` of the same
deal whose :attr:`~game.engine.game.Game.position` it sets to the position being expanded;
the caller's game is never touched.

Search
    Greedy best-first with a small cost for depth (a weighted A*): the open list is ordered
    by ``heuristic + DEPTH_WEIGHT × depth``. A transposition table holds a canonical key of
    every position generated, so a position is expanded at most once:

    - Eight Off: the columns as a sorted multiset (their order does not matter for the
      outcome), the cells as a sorted multiset and the foundation heights.
    - Easy Harp: the columns with their face-down counts as a sorted multiset, the
      foundation heights per suit (the two slots of a suit sorted), and the stock cycle
      (see below). Copies of the same card (two decks) are not told apart.

Easy Harp's stock
    Passes are unlimited and free, so stock taps do not change what can be reached: the
    sequence "waste bottom → top, then stock in drawing order" is the same after every tap
    (a recycle turns the waste over so that the next pass deals in the same order). The
    solver therefore never tries a plain tap. Instead, for every number of taps ``t``
    within one full cycle (stock + waste + 1 taps bring the same piles back) after which
    the waste's top card can be played, it tries "``t`` × ``s``, then that card's move" as
    one step. The key uses the cycle sequence and not the tap position.

Pruning
    - A card that goes to a foundation *safely* is played at once and is the only move
      tried ("forced"): in Eight Off any card (only the same suit one rank lower would ever
      build on it, and that card is already home); in Easy Harp an ace or a 2, or a card
      whose possible children (the opposite colour, one rank lower: four cards) are all on
      the foundations. Forced moves still appear, one by one, in the returned line.
    - Cell to cell moves; a king (or a king run) that fills its whole column moving to an
      empty column; moves to an empty column other than the first empty one (all empty
      columns are alike).
    - Cards taken back from a foundation: never in Eight Off (a card is always safe there);
      in Easy Harp only onto a card (not into an empty column), never a card that would be
      safe at home, and only when the slot holds a card worth having on a column (below).
    - Easy Harp, cards from the stock: the stock holds its cards for free and for ever, so
      a stock card goes onto a column only when it is "worth having there": a column's top
      card builds on it, or on a stock or foundation card that is itself worth having
      there (a chain down from a top card). It goes home only when that is safe or when it
      opens the way home for a column's top card of its suit (the ranks in between all in
      the stock).
    - The immediate reversal of the previous move when nothing else happened in that step
      (the transposition table would catch it; this is cheaper).

    The Eight Off pruning loses no win, so an exhausted Eight Off search proves the deal
    (from this position) unwinnable; the Easy Harp stock rules are a heuristic.

Heuristic (lower is better): cards not yet home, plus, Easy Harp: face-down cards, the
face-up cards lying on them, cards covering the next card a foundation wants, with a bonus
for empty columns; Eight Off: cards not sitting on the card they build on ("breaks"),
cards covering the next card a foundation wants, used cells, with a bonus for empty
columns. Easy Harp runs a small portfolio of weightings one after the other
(:data:`EH_PORTFOLIO`), splitting the budget.

Memory
    Positions on the open list are stored as tuples of tuples; a child shares every pile
    that did not change with its parent.

>>> from game.engine.game import Game
>>> line = solve(Game.from_code("EO1-C8-AAAAAAB"))
>>> Game.from_log("EO1-C8-AAAAAAB", line).is_won
True
"""

from __future__ import annotations

import heapq
import itertools
import time
from typing import Any

from game.engine.cards import ACE, KING, Card
from game.engine.events import Action, CardFlipped, CardsMoved, Rejection
from game.engine.game import Game
from game.engine.moves import ANY, STOCK_TAP, Move
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile, Position

DEPTH_WEIGHT = 0.1
"""Cost of one search step (a move, or taps plus a move) in heuristic units."""
FORCED_LIMIT = 30
"""At most this many forced foundation moves are chained into one step (keeps every
take-back well inside the engine's undo limit of 100)."""
EH_PORTFOLIO: tuple[tuple[float, dict[str, float]], ...] = (
    (0.5, {"home": 1, "down": 10, "burying": 2, "covering": 0.5, "empty": 2}),
    (0.25, {"home": 1, "down": 10, "burying": 2, "covering": 0, "empty": 2}),
    (0.25, {"home": 1, "down": 10, "burying": 2, "covering": 0.5, "empty": 4}),
)
"""Easy Harp: the searches tried one after the other, each with its share of the budget
and its heuristic weights: per card not home, face-down card, face-up card lying on
face-down ones, card covering a card a foundation wants next, empty column (a bonus).
Measured on deals 1-20 with 30 000 positions each, the first alone wins 17; deals 1-40
with 60 000 positions for the three together: 35 wins."""
EO_WEIGHTS: dict[str, float] = {"home": 6, "breaks": 4, "covering": 1, "cells": 1.5, "empty": 2}
"""Eight Off heuristic weights: per card not home, card not on the card it builds on (a
bottom card other than a king counts), card covering a card a foundation wants next, used
cell, empty column (a bonus)."""
HINT_STATES = 4000
"""Search budget of :func:`hint` before it falls back on the one-move heuristic."""
HINT_SECONDS = 1.0
"""Time budget of :func:`hint`."""

_FOUNDATION_ANY = Pile(FOUNDATION, ANY)
_WASTE = Pile(WASTE)
_SUIT_INDEX = {"S": 0, "H": 1, "D": 2, "C": 3}

# A state: (columns, down, cells, foundations, stock, waste), each pile a tuple of cards.
State = tuple[Any, ...]


def solve(
    game: Game, max_states: int = 200_000, time_limit: float | None = None
) -> list[str] | None:
    """Find a winning line from ``game``'s current position.

    Args:
        game: the game; it is not changed.
        max_states: the search stops after generating this many distinct positions.
        time_limit: the search stops after this many seconds (``None``: no limit).

    Returns:
        Canonical move notation (no undos) that wins the game when pushed in order from
        the current position (``[]`` if it is already won), or ``None`` when no win was
        found within the limits (the deal may still be winnable) or none exists.
    """
    deadline = None if time_limit is None else time.monotonic() + time_limit
    if not game.position.has_stock:
        return _Search(game, EO_WEIGHTS).run(max_states, time_limit)
    share = 0.0
    for fraction, weights in EH_PORTFOLIO:
        share += fraction
        search = _Search(game, weights)
        limit = None
        if deadline is not None:
            # Each search may use its share, plus whatever the previous ones left over.
            remaining = deadline - time.monotonic()
            limit = max(0.0, remaining * fraction / max(1.0 - share + fraction, 1e-9))
        line = search.run(max(1, int(max_states * fraction)), limit)
        if line is not None or search.stats["outcome"] == "exhausted":
            return line
    return None


def hint(
    game: Game, max_states: int = HINT_STATES, time_limit: float | None = HINT_SECONDS
) -> Move | None:
    """A suggested next move.

    First a small search (:func:`solve` with ``max_states`` and ``time_limit``); when it
    finds a win, the hint is the first move of that line. Otherwise the hint is the legal
    move whose resulting position scores best on the solver's heuristic (a stock tap only
    when nothing else is legal), after the solver's pruning (no cell-to-cell shuffles, no
    king moving between empty columns, no foundation returns of safe cards).

    Args:
        game: the game; it is not changed.
        max_states: search budget in positions.
        time_limit: search budget in seconds.

    Returns:
        A move from ``game.legal_moves()``, or ``None`` when there is none (or the game
        is won).
    """
    legal = game.legal_moves()
    if not legal:
        return None
    line = solve(game, max_states=max_states, time_limit=time_limit)
    if line:
        for move in legal:
            if str(move) == line[0]:
                return move
    return _Search(game).best_single(legal)


class _Search:
    """One search over a scratch copy of a game."""

    def __init__(self, game: Game, weights: dict[str, float] | None = None) -> None:
        if weights is None:
            weights = EH_PORTFOLIO[0][1] if game.position.has_stock else EO_WEIGHTS
        self.weights = weights
        self.useful: set[int] | None = None
        self.cycle_labels: set[int] = set()
        self.game = Game(game.spec)
        self.game.position = game.position.copy()
        self.variant = game.variant
        self.easy_harp = game.position.has_stock
        self.suits = game.suits
        self.deck = game.deck_size
        # Card -> small int without the copy (rank and suit), for keys.
        self.label = {c: c.rank * 4 + _SUIT_INDEX[c.suit] for c in _all_cards(self.deck)}
        # label -> labels of the cards it builds on (the engine's builds_on, cached).
        one_deck = _all_cards(52)
        self.bases = {
            self.label[a]: [self.label[b] for b in one_deck if self.variant.builds_on(a, b)]
            for a in one_deck
        }
        self.root = self._capture_all()

    # ------------------------------------------------------------------ states
    def _capture_all(self) -> State:
        pos = self.game.position
        return (
            tuple(tuple(c) for c in pos.columns),
            tuple(pos.down),
            tuple(pos.cells),
            tuple(tuple(f) for f in pos.foundations),
            tuple(pos.stock),
            tuple(pos.waste),
        )

    def _load(self, state: State) -> None:
        cols, down, cells, founds, stock, waste = state
        self.game.position = Position(
            [list(c) for c in cols],
            list(down),
            list(cells),
            [list(f) for f in founds],
            list(stock),
            list(waste),
            self.easy_harp,
        )

    def _capture(self, parent: State, actions: list[Action]) -> State:
        """The scratch position as a state, sharing the piles ``actions`` left alone."""
        pos = self.game.position
        cols, down, cells, founds, stock, waste = parent
        dirty_cols: set[int] = set()
        dirty_founds: set[int] = set()
        flipped = cells_dirty = stock_dirty = False
        for action in actions:
            for ev in action.events:
                if type(ev) is CardsMoved:
                    for pile in (ev.src, ev.dst):
                        kind = pile.kind
                        if kind == COLUMN:
                            dirty_cols.add(pile.index)
                        elif kind == FOUNDATION:
                            dirty_founds.add(pile.index)
                        elif kind == CELL:
                            cells_dirty = True
                        else:
                            stock_dirty = True
                elif type(ev) is CardFlipped:
                    flipped = True
                else:
                    stock_dirty = True
        if dirty_cols:
            new_cols = list(cols)
            for i in dirty_cols:
                new_cols[i] = tuple(pos.columns[i])
            cols = tuple(new_cols)
        if dirty_founds:
            new_founds = list(founds)
            for i in dirty_founds:
                new_founds[i] = tuple(pos.foundations[i])
            founds = tuple(new_founds)
        if flipped:
            down = tuple(pos.down)
        if cells_dirty:
            cells = tuple(pos.cells)
        if stock_dirty:
            stock, waste = tuple(pos.stock), tuple(pos.waste)
        return (cols, down, cells, founds, stock, waste)

    def _key(self, state: State) -> tuple[Any, ...]:
        cols, down, cells, founds, stock, waste = state
        if not self.easy_harp:
            return (
                tuple(sorted(cols)),
                tuple(sorted(c for c in cells if c is not None)),
                tuple(len(f) for f in founds),
            )
        lab = self.label.__getitem__
        columns = tuple(sorted((d, tuple(map(lab, c))) for c, d in zip(cols, down, strict=True)))
        heights = tuple(
            tuple(sorted((len(founds[i]), len(founds[i + 1])))) for i in range(0, len(founds), 2)
        )
        cycle = tuple(map(lab, waste)) + tuple(map(lab, reversed(stock)))
        return (columns, heights, cycle)

    # ------------------------------------------------------------------ heuristics
    def _heuristic(self) -> float:
        pos = self.game.position
        home = sum(len(f) for f in pos.foundations)
        if self.easy_harp:
            return self._h_easy_harp(pos, home)
        return self._h_eight_off(pos, home)

    def _next_wanted(self, pos: Position) -> set[tuple[int, str]]:
        wanted = set()
        for slot, pile in enumerate(pos.foundations):
            rank = len(pile) + 1
            if rank <= KING:
                wanted.add((rank, self.suits[slot]))
        return wanted

    def _h_eight_off(self, pos: Position, home: int) -> float:
        builds_on = self.variant.builds_on
        wanted = self._next_wanted(pos)
        breaks = 0
        covering = 0
        empty = 0
        for col in pos.columns:
            n = len(col)
            if not n:
                empty += 1
                continue
            if col[0].rank != KING:
                breaks += 1
            for i in range(1, n):
                if not builds_on(col[i], col[i - 1]):
                    breaks += 1
            for i, card in enumerate(col):
                if (card.rank, card.suit) in wanted:
                    covering += n - 1 - i
        used = sum(1 for c in pos.cells if c is not None)
        w = self.weights
        return (
            w["home"] * (52 - home)
            + w["breaks"] * breaks
            + w["covering"] * covering
            + w["cells"] * used
            - w["empty"] * empty
        )

    def _h_easy_harp(self, pos: Position, home: int) -> float:
        w = self.weights
        wanted = self._next_wanted(pos)
        face_down = 0
        burying = 0
        covering = 0
        empty = 0
        for col, down in zip(pos.columns, pos.down, strict=True):
            n = len(col)
            if not n:
                empty += 1
                continue
            face_down += down
            if down:
                burying += n - down
            for i, card in enumerate(col):
                if (card.rank, card.suit) in wanted:
                    covering += n - 1 - i
        return (
            w["home"] * (104 - home)
            + w["down"] * face_down
            + w["burying"] * burying
            + w["covering"] * covering
            - w["empty"] * empty
        )

    # ------------------------------------------------------------------ moves
    def _safe_home(self, card: Card) -> bool:
        """Whether ``card`` may go to its foundation without ever being missed."""
        if not self.easy_harp or card.rank <= ACE + 1:
            return True
        return self._lowest_home(card.suit not in "HD") >= card.rank - 1

    def _lowest_home(self, red: bool) -> int:
        """The lowest foundation height among the slots of one colour."""
        return min(
            len(pile)
            for slot, pile in enumerate(self.game.position.foundations)
            if (self.suits[slot] in "HD") == red
        )

    def _forced(self) -> Action | None:
        """A safe foundation move available now (column tops, cells, waste top), if any."""
        game = self.game
        pos = game.position
        sources: list[Pile] = []
        if pos.waste:
            sources.append(_WASTE)
        sources += [Pile(CELL, i) for i, c in enumerate(pos.cells) if c is not None]
        sources += [Pile(COLUMN, i) for i, c in enumerate(pos.columns) if c]
        if self.easy_harp:
            # Only a card whose children are all home is safe: skip the others unchecked.
            limit = {True: self._lowest_home(True) + 1, False: self._lowest_home(False) + 1}
            sources = [
                src
                for src in sources
                if (card := pos.cards(src)[-1]).rank <= ACE + 1
                or card.rank <= limit[card.suit not in "HD"]
            ]
        for src in sources:
            result = game.check(Move(src, _FOUNDATION_ANY, 1))
            if isinstance(result, Action):
                return result
        return None

    def _useful_bases(self) -> set[int]:
        """Easy Harp: labels of the stock, waste and foundation cards worth putting on a
        column: a column's top card builds on them, or on a stock, waste or foundation card
        that is itself worth putting there (a chain down from a column's top card).
        Foundation cards count at any depth (those above them can be taken back first)."""
        pos = self.game.position
        label = self.label
        bases = self.bases
        cycle = {label[c] for c in pos.stock}
        cycle.update(label[c] for c in pos.waste)
        self.cycle_labels = cycle
        candidates = set(cycle)
        for pile in pos.foundations:
            candidates.update(label[c] for c in pile)
        useful: set[int] = set()
        frontier = [label[c[-1]] for c in pos.columns if c]
        while frontier:
            for lab in bases[frontier.pop()]:
                if lab in candidates and lab not in useful:
                    useful.add(lab)
                    frontier.append(lab)
        return useful

    def _home_worth(self, card: Card) -> bool:
        """Easy Harp: whether a stock or waste card is worth sending home now.

        A card in the stock can go home at any later time just as well, so only when it
        is safe, or when it opens the way home for a column's top card of its suit (the
        ranks in between all waiting in the stock or waste)."""
        if self._safe_home(card):
            return True
        pos = self.game.position
        cycle = self.cycle_labels
        label = self.label
        for col in pos.columns:
            if col and col[-1].suit == card.suit and col[-1].rank > card.rank:
                top = col[-1]
                if all(label[Card(r, top.suit)] in cycle for r in range(card.rank + 1, top.rank)):
                    return True
        return False

    def _pruned(self, move: Move, last: Move | None) -> bool:
        """Moves the search never tries (see the module's docstring)."""
        src, dst = move.src, move.dst
        if src is None or dst is None:
            return True  # undo, or a plain stock tap (taps come with a waste move)
        pos = self.game.position
        if src.kind == CELL and dst.kind == CELL:
            return True
        if dst.kind == COLUMN and not pos.columns[dst.index]:
            first_empty = next(i for i, c in enumerate(pos.columns) if not c)
            if dst.index != first_empty:
                return True
            if src.kind == COLUMN and pos.down[src.index] == 0:
                if move.count == len(pos.columns[src.index]):
                    return True
        if src.kind == FOUNDATION:
            if not self.easy_harp or dst.kind != COLUMN or not pos.columns[dst.index]:
                return True
            card = pos.foundations[src.index][-1]
            if self._safe_home(card):
                return True
        if self.useful is not None and src.kind in (WASTE, FOUNDATION):
            card = pos.cards(src)[-1]
            if dst.kind == COLUMN:
                useful = self.useful
                label = self.label
                if src.kind == WASTE and label[card] not in useful:
                    return True
                if src.kind == FOUNDATION and not any(
                    label[c] in useful for c in pos.foundations[src.index]
                ):
                    return True
            if dst.kind == FOUNDATION and not self._home_worth(card):
                return True
        if last is not None and last.dst == src and last.src == dst and last.count == move.count:
            return True
        return False

    def _play(self, parent: State, taps: int, move: Move) -> tuple[State, list[str], bool] | None:
        """Push ``move`` (after ``taps`` taps already pushed) and the forced moves after
        it; return the child state, its notation (taps included) and whether it is won.
        The caller takes the moves back. ``None`` if the engine refuses ``move``."""
        game = self.game
        result = game.push(move)
        if isinstance(result, Rejection):
            return None
        assert isinstance(result, Action)
        actions = [result]
        notation = ["s"] * taps + [result.notation]
        while not game.is_won and len(actions) <= FORCED_LIMIT:
            forced = self._forced()
            if forced is None:
                break
            game.push(forced.move)
            actions.append(forced)
            notation.append(forced.notation)
        if game.is_won:
            return None, notation, True  # type: ignore[return-value]
        return self._capture(parent, actions), notation, False

    def _children(self, state: State, last: Move | None) -> Any:
        """Yield ``(child_state, notation, won, reversible, heuristic)`` for the children
        of a state (``last``: the move that made it, whose reversal is not tried)."""
        game = self.game
        self._load(state)
        forced = self._forced()
        self.useful = None
        if forced is not None:
            moves = [forced.move]
        else:
            if self.easy_harp:
                self.useful = self._useful_bases()
            moves = [m for m in game.legal_moves() if not self._pruned(m, last)]
        for move in moves:
            out = self._play(state, 0, move)
            if out is None:
                continue
            child, notation, won = out
            h = 0.0 if won else self._heuristic()
            self._undo(len(notation))
            yield child, notation, won, self._reversible(move, notation), h
            if won:
                return
        if forced is None and self.easy_harp:
            yield from self._tap_children(state)

    @staticmethod
    def _reversible(move: Move, notation: list[str]) -> Move | None:
        """The move whose immediate reversal the child need not try: ``move`` itself when
        nothing else happened in its step (no forced moves after it), else ``None``."""
        return move if len(notation) == 1 else None

    def _undo(self, count: int) -> None:
        game = self.game
        if game.is_won:
            return
        for _ in range(count):
            game.undo()

    def _tap_children(self, state: State) -> Any:
        """Easy Harp: "t taps, then play the waste's top card", for 1 ≤ t ≤ one cycle."""
        game = self.game
        pos = game.position
        cycle = len(pos.stock) + len(pos.waste)
        builds_on = self.variant.builds_on
        empty = [i for i, c in enumerate(pos.columns) if not c]
        tops = [(i, c[-1]) for i, c in enumerate(pos.columns) if c]
        useful = self.useful or set()
        # The table does not change during the scan: a card's destinations depend on its
        # label only, so they are worked out once per label.
        found: dict[int, list[Move]] = {}
        pushed = 0
        for taps in range(1, cycle + 1):
            if isinstance(game.push(STOCK_TAP), Rejection):
                break
            pushed += 1
            if not pos.waste:
                continue
            card = pos.waste[-1]
            lab = self.label[card]
            dests = found.get(lab)
            if dests is None:
                dests = []
                if self._home_worth(card) and game.check(Move(_WASTE, _FOUNDATION_ANY, 1)):
                    dests.append(Move(_WASTE, _FOUNDATION_ANY, 1))
                if lab in useful:
                    dests += [
                        Move(_WASTE, Pile(COLUMN, j), 1) for j, top in tops if builds_on(card, top)
                    ]
                    if empty and game.check(Move(_WASTE, Pile(COLUMN, empty[0]), 1)):
                        dests.append(Move(_WASTE, Pile(COLUMN, empty[0]), 1))
                found[lab] = dests
            for move in dests:
                out = self._play(state, taps, move)
                if out is None:
                    continue
                child, notation, won = out
                h = 0.0 if won else self._heuristic()
                if won:
                    yield child, notation, won, move, h
                    return
                self._undo(len(notation) - taps)
                yield child, notation, won, move, h
        for _ in range(pushed):
            game.undo()

    # ------------------------------------------------------------------ search
    def run(self, max_states: int, time_limit: float | None) -> list[str] | None:
        """Best-first search from the root; the winning line, or ``None``."""
        self.stats: dict[str, Any] = {"expansions": 0, "states": 1, "outcome": "won"}
        if self.game.is_won:
            return []
        deadline = None if time_limit is None else time.monotonic() + time_limit
        parents: list[int] = [-1]
        lines: list[list[str]] = [[]]
        seen = {self._key(self.root)}
        counter = itertools.count()
        open_list: list[tuple[float, int, int, int, State, Move | None]] = [
            (0.0, next(counter), 0, 0, self.root, None)
        ]
        expansions = 0
        self.stats["outcome"] = "exhausted"
        while open_list:
            _, _, node, depth, state, last = heapq.heappop(open_list)
            expansions += 1
            self.stats["expansions"] = expansions
            self.stats["states"] = len(seen)
            if deadline is not None and expansions % 32 == 0 and time.monotonic() > deadline:
                self.stats["outcome"] = "time"
                return None
            for child, notation, won, move, h in self._children(state, last):
                if won:
                    self.stats["outcome"] = "won"
                    return self._line(parents, lines, node) + notation
                key = self._key(child)
                if key in seen:
                    continue
                seen.add(key)
                parents.append(node)
                lines.append(notation)
                child_id = len(parents) - 1
                priority = h + DEPTH_WEIGHT * (depth + 1)
                heapq.heappush(
                    open_list, (priority, next(counter), child_id, depth + 1, child, move)
                )
                if len(seen) >= max_states:
                    self.stats["outcome"] = "states"
                    return None
            if len(self.game.log) > 100_000:
                self.game.log.clear()  # the scratch game's log is never read
        return None

    @staticmethod
    def _line(parents: list[int], lines: list[list[str]], node: int) -> list[str]:
        chunks = []
        while node > 0:
            chunks.append(lines[node])
            node = parents[node]
        return [text for chunk in reversed(chunks) for text in chunk]

    def best_single(self, legal: list[Move]) -> Move | None:
        """The legal move whose result scores best on the heuristic (see :func:`hint`)."""
        best: tuple[float, int] | None = None
        choice = None
        for index, move in enumerate(legal):
            if move.src is None or move.src.kind == STOCK or self._pruned(move, None):
                continue
            result = self.game.push(move)
            if isinstance(result, Rejection):
                continue
            score = -1e9 if self.game.is_won else self._heuristic()
            if not self.game.is_won:
                self.game.undo()
            else:
                self._load(self.root)
            if best is None or (score, index) < best:
                best, choice = (score, index), move
        if choice is None:
            return next((m for m in legal if m.src is not None and m.src.kind == STOCK), legal[0])
        return choice


def _all_cards(deck: int) -> list[Card]:
    return [Card.from_index(c) for c in range(deck)]
