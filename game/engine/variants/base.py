"""What every game variant answers: its cards, piles, deal, rules, scoring and preferences.

A variant is a small, stateless object; :class:`~game.engine.game.Game` owns the position and
the shared machinery (checking order, events, undo, log). Each concrete variant lives in its
own file (as Aisleriot's games do) and is listed once in
:data:`game.engine.variants.REGISTRY`; nothing outside ``game/engine/variants/`` tests a
game's name. Most answers are class attributes written with the rule vocabulary of
:mod:`game.engine.variants.rules`; the defaults here are those of a group-move game
(FreeCell, Eight Off): a run moves as one action within :meth:`Variant.group_limit`, and a
column refusal names the first broken rule in the order GROUP (not a run), EMPTY, BUILD,
GROUP (too many cards).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, cast

from game.engine.cards import Card
from game.engine.moves import PileLayout
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile, Position
from game.engine.variants.rules import (
    FOUNDATION_BY_SUIT,
    FREE_CELL_GROUPS,
    ONE_CARD_CELLS,
    WASTE_TOP,
    BuildRule,
    EmptyColumn,
    GroupRule,
)

# The steps of a double tap (APP-DOUBLE-TAP), tried in the order a variant lists them.
TO_FOUNDATION = "foundation"
"""The foundation that accepts the card (one card only)."""
TO_LONGEST_COLUMN = "longest column"
"""The longest non-empty column that accepts the card(s); ties go to the leftmost."""
TO_EMPTY_COLUMN = "empty column"
"""The leftmost empty column that accepts the card(s) (never for a card alone in its
column)."""
TO_CELL = "cell"
"""The first free cell (one card only, never from a cell)."""


class RuleIds(NamedTuple):
    """The rule id a variant reports for each kind of refusal (RULES.md).

    Attributes:
        foundation: a card a foundation does not take.
        build: a card that does not build on a column's top card.
        empty: a card an empty column does not take.
        group: several cards that are not a run, or too many to move at once.
        cell: several cards to a cell, or a full cell (``""`` when there are no cells).
        waste: several cards from the waste (``""`` when there is no waste).
    """

    foundation: str
    build: str
    empty: str
    group: str
    cell: str = ""
    waste: str = ""


class CardLayout(NamedTuple):
    """The table in card units, as Aisleriot's games declare it: a top row of piles on the
    left, the foundations on the right of that row or in a column beside the tableau, the
    tableau columns below.

    Attributes:
        left: the piles at the top left (stock and waste, or the cells), left to right.
        right: the foundations at the right of the top row, left to right (empty when they
            stand beside the tableau).
        columns: the number of tableau columns.
        beside: the foundations in a column at the right of the table, top to bottom
            (empty when they are in the top row).
        longest: ``(face_down, face_up)`` cards of the longest column that can occur
            (:meth:`Variant.longest_column`): the UI sizes cards so that it fits.
    """

    left: tuple[Pile, ...]
    right: tuple[Pile, ...]
    columns: int
    beside: tuple[Pile, ...] = ()
    longest: tuple[int, int] = (0, 19)


class Variant:
    """The rules of one game (the defaults are those of a group-move game).

    Class attributes:
        name: the registry key and the saved-game ``variant`` field (``"eight-off"``).
        title: the game's display name (English; catalogues translate it).
        summary: one line about its cards and piles, for the New Game window (English).
        prefix: the deal-code prefix (``"EO1"``; the digit is the format version).
        decks: 1 or 2 standard decks.
        columns: tableau columns.
        foundation_suits: the suit of each foundation slot, in the order they stand
            (left to right, or top to bottom beside the table) (``"SHDC"``).
        foundations_beside: whether the foundations stand in a column at the right of the
            table (top to bottom) rather than at the right of the top row.
        cell_choices: the cell counts a player may choose (the deal-code option ``C8`` …),
            the default first; empty when the game has no choice.
        fixed_cells: the cell count of a game without a choice.
        has_stock: whether the game has a stock and a waste (draw one, unlimited redeals).
        builds_on: the build rule, ``builds_on(card, onto)`` (from the rule vocabulary).
        empty_column: what an empty column accepts (``KING_ONLY`` or ``ANY_CARD``).
        groups: how many cards move as one (``FREE_CELL_GROUPS`` or ``ONE_CARD``).
        rules: the rule id of each kind of refusal.
        double_tap: the double-tap steps in preference order (``TO_FOUNDATION`` …).
        foundation_points: points for a card onto a foundation (not from a foundation).
        column_points: points for a card onto a column, by the kind of pile it came from.
        flip_points: points for a face-down card turned up.
        page: the game's Rules page, ``(kind, text)`` blocks (kind ``HEADING``,
            ``PARAGRAPH`` or ``BULLET`` of the vocabulary; English, marked for translation,
            the UI shows it translated).
    """

    name: str
    title: str
    summary: str
    prefix: str
    decks: int = 1
    columns: int
    foundation_suits: str
    cell_choices: tuple[int, ...] = ()
    fixed_cells: int = 0
    foundations_beside: bool = False
    has_stock: bool = False
    empty_column: EmptyColumn
    groups: GroupRule = FREE_CELL_GROUPS
    rules: RuleIds
    double_tap: tuple[str, ...] = (TO_FOUNDATION, TO_LONGEST_COLUMN, TO_EMPTY_COLUMN, TO_CELL)
    foundation_points: int = 10
    column_points: Mapping[str, int] = {}
    flip_points: int = 0
    page: tuple[tuple[str, str], ...] = ()

    def builds_on(self, card: Card, onto: Card) -> bool:
        """Whether ``card`` may be placed on ``onto`` in a column (the build rule)."""
        raise NotImplementedError

    def reminders(self) -> dict[str, str]:
        """The reminder of each rule id this game's refusals name, from the rule pieces it
        is made of (English, marked for translation).

        >>> from game.engine.variants.eight_off import EIGHT_OFF
        >>> EIGHT_OFF.reminders()["EO-BUILD"]
        'Build down in the same suit: a card goes on one rank higher of its suit.'
        """
        rules = self.rules
        build = cast(BuildRule, type(self).builds_on)  # the piece (a static method)
        out = {rules.foundation: FOUNDATION_BY_SUIT, rules.build: build.reminder,
               rules.empty: self.empty_column.reminder, rules.group: self.groups.reminder}
        if rules.cell:
            out[rules.cell] = ONE_CARD_CELLS
        if rules.waste:
            out[rules.waste] = WASTE_TOP
        return out

    # ------------------------------------------------------------------ cards and piles
    @property
    def deck_size(self) -> int:
        """Cards in play: 52 per deck."""
        return 52 * self.decks

    @property
    def default_cells(self) -> int | None:
        """The cell option of a new deal: the first choice, or ``None`` without a choice."""
        return self.cell_choices[0] if self.cell_choices else None

    def cell_option(self, wanted: int | None) -> int | None:
        """The cell option of a new deal: ``wanted`` if the game offers it, else its
        default (``None`` for a game without a choice)."""
        return wanted if wanted in self.cell_choices else self.default_cells

    def cells(self, option: int | None) -> int:
        """The number of usable cells of a deal whose cell option is ``option`` (``None``:
        the game's fixed number)."""
        return option if option is not None else self.fixed_cells

    def option_code(self, cells: int | None) -> str:
        """The deal-code option: ``"C8"`` for a cell choice, ``"N"`` for none."""
        return f"C{cells}" if self.cell_choices else "N"

    def pile_layout(self, option: int | None) -> PileLayout:
        """The counts of columns, cells and foundations of a deal whose cell option is
        ``option`` (for move notation)."""
        return PileLayout(
            columns=self.columns,
            cells=self.cells(option),
            foundations=len(self.foundation_suits),
            has_stock=self.has_stock,
        )

    def card_layout(self, cells: int) -> CardLayout:
        """Where the piles sit, in card units (the UI scales it to the window).

        Args:
            cells: the usable cell count (ignored by a game with a stock).
        """
        left = (
            (Pile(STOCK), Pile(WASTE))
            if self.has_stock
            else tuple(Pile(CELL, i) for i in range(cells))
        )
        foundations = tuple(Pile(FOUNDATION, i) for i in range(len(self.foundation_suits)))
        if self.foundations_beside:
            return CardLayout(left, (), self.columns, foundations, self.longest_column(cells))
        return CardLayout(left, foundations, self.columns, (), self.longest_column(cells))

    def dealt_column(self, cells: int) -> tuple[int, int]:
        """``(face_down, face_up)`` cards of the longest column of the deal (the deal's
        shape does not depend on the deal number): by default the deck dealt face up round
        the columns.

        Args:
            cells: the usable cell count.
        """
        return 0, -(-self.deck_size // self.columns)

    def longest_column(self, cells: int) -> tuple[int, int]:
        """``(face_down, face_up)`` cards of the longest column that can occur: the
        longest dealt column kept whole, a king on top of it and a full run of twelve
        built down on the king (a column only grows by builds, and a run below a king
        holds at most twelve cards).

        Args:
            cells: the usable cell count.
        """
        down, up = self.dealt_column(cells)
        return down, up + 12

    def deal(self, number: int, option: int | None) -> Position:
        """The starting position of deal ``number`` (1 … 999 999) with cell option
        ``option`` (``None`` for a game without a choice; NOTATION.md)."""
        raise NotImplementedError

    def position_problem(self, position: Position, piles: PileLayout) -> str | None:
        """What is wrong with a position for this game, or ``None`` when it fits.

        It fits when it has the game's piles (``piles``: columns, cells, foundations, stock
        and waste), each foundation holds its slot's suit from the ace up, face-down cards
        lie only at the start of columns under a face-up top card, and no card appears more
        often than the decks hold. A position may hold fewer cards than the deck (a puzzle
        or a rules fixture); such a game cannot be won.
        """
        if len(position.columns) != piles.columns or len(position.down) != piles.columns:
            return f"{self.title} has {piles.columns} columns, not {len(position.columns)}"
        if len(position.cells) != piles.cells:
            return f"this {self.title} deal has {piles.cells} cells, not {len(position.cells)}"
        if len(position.foundations) != piles.foundations:
            return f"{self.title} has {piles.foundations} foundations"
        if position.has_stock != piles.has_stock:
            return f"{self.title} {'has' if piles.has_stock else 'has no'} stock and waste"
        for i, pile in enumerate(position.foundations):
            suit = self.foundation_suits[i]
            if any(c.suit != suit or c.rank != r for r, c in enumerate(pile, 1)):
                return f"foundation {i + 1} takes {suit} from the ace up"
        for i, (col, down) in enumerate(zip(position.columns, position.down, strict=True)):
            if not 0 <= down < max(len(col), 1):
                return f"column {i + 1}: its top card must be face up"
        seen: dict[tuple[int, str], int] = {}
        for card in position.all_cards():
            key = (card.rank, card.suit)
            seen[key] = seen.get(key, 0) + 1
            if seen[key] > self.decks:
                return f"{card.label} appears more than {self.decks} time(s)"
        return None

    # ------------------------------------------------------------------ runs and groups
    def is_run(self, cards: list[Card]) -> bool:
        """Whether ``cards`` (bottom → top) form a run: each builds on the one before."""
        builds_on = self.builds_on
        return all(builds_on(b, a) for a, b in zip(cards, cards[1:], strict=False))

    def run_length(self, column: list[Card], face_down: int) -> int:
        """Length of the face-up run at the end of a column (0 for an empty column): each
        card builds on the one before it."""
        n = len(column)
        if n == 0:
            return 0
        builds_on = self.builds_on
        k = 1
        while k < n - face_down and builds_on(column[n - k], column[n - k - 1]):
            k += 1
        return k

    def group_limit(self, free_cells: int, empty_columns: int, into_empty: bool) -> int:
        """The most cards that may move as one action (:attr:`groups`; by default
        ``(free cells + 1) × 2^(empty columns)``, an empty destination not counted)."""
        return self.groups.limit(free_cells, empty_columns, into_empty)

    def column_rejection(self, position: Position, cards: list[Card], dst: int) -> str | None:
        """Why ``cards`` (bottom → top, taken from a pile's end) may not go onto column
        ``dst``, as a rule id, or ``None`` when they may.

        The order (RULES.md "Which rule a rejection names"): not a run (group), an empty
        column that does not take the first card (empty), a card it does not build on
        (build), then more cards than :meth:`group_limit` allows (group).
        """
        n = len(cards)
        rules = self.rules
        if n > 1 and not self.is_run(cards):
            return rules.group
        target = position.columns[dst]
        if not target:
            if not self.empty_column.accepts(cards[0]):
                return rules.empty
        elif not self.builds_on(cards[0], target[-1]):
            return rules.build
        if n > 1:
            limit = self.group_limit(position.free_cells(), position.empty_columns(), not target)
            if n > limit:
                return rules.group
        return None

    def infer_count(self, position: Position, src: int, dst: int) -> int:
        """How many cards a column-to-column move takes when the notation gives no ``xN``.

        Onto a card: the part of the end run whose first card builds on it. Onto an empty
        column that takes one rank only: the part that starts with that rank. Otherwise 1
        (so a canonical log, which writes ``xN`` only for N > 1, always replays).
        """
        column = position.columns[src]
        run = self.run_length(column, position.down[src])
        if run == 0:
            return 1
        top = column[-1]
        target = position.columns[dst]
        if target:
            k = target[-1].rank - top.rank
            return k if 1 <= k <= run and self.builds_on(column[-k], target[-1]) else 1
        only = self.empty_column.only_rank
        if only is not None:
            k = only - top.rank + 1
            return k if 1 <= k <= run else 1
        return 1  # any part could go there: a log writes xN for more than one card

    # ------------------------------------------------------------------ scoring
    def points_for(self, src_kind: str, dst_kind: str) -> int:
        """Points for moving a card from a pile kind to a pile kind (the scoring table)."""
        if dst_kind == FOUNDATION:
            return 0 if src_kind == FOUNDATION else self.foundation_points
        if dst_kind == COLUMN:
            return self.column_points.get(src_kind, 0)
        return 0

    # ------------------------------------------------------------------ solver hints
    def safe_to_foundation(self, card: Card, foundations: list[list[Card]]) -> bool:
        """Whether playing ``card`` home can never spoil a win (a solver hint).

        Sound for every build rule of the vocabulary: ``card`` is safe when every card that
        could build on it (one rank lower, every copy) is already home, so no card ever
        waits for it on a column; aces and twos always are. Eight Off: every card its
        foundation accepts (the same suit one rank lower is home). Easy Harp, FreeCell: the
        opposite colour one rank lower must be home.

        Args:
            card: a card its foundation accepts now.
            foundations: the foundation piles.
        """
        if card.rank <= 2:
            return True
        need = card.rank - 1
        for suit in "SHDC":
            if self.builds_on(Card(need, suit), card):
                home = sum(1 for pile in foundations if len(pile) >= need and pile[0].suit == suit)
                if home < self.decks:
                    return False
        return True

    def __repr__(self) -> str:
        return f"<variant {self.name}>"
