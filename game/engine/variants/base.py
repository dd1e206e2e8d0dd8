"""What every game variant answers: its layout, deal, building rules, scoring and preferences.

A variant is a small, stateless object; :class:`~game.engine.game.Game` owns the position and
the shared machinery (checking order, events, undo, log). Each concrete variant lives in its
own file and answers a fixed set of questions, in the spirit of Aisleriot's game files.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from game.engine.cards import Card
from game.engine.deal import DealSpec
from game.engine.moves import PileLayout
from game.engine.table import Position


class Variant(ABC):
    """The rules of one game.

    Class attributes:
        name: ``"easy-harp"`` or ``"eight-off"``.
        title: the game's display name (English; translated by the UI).
        decks: 1 or 2.
        foundation_rule / build_rule / empty_rule: rule ids reported for those checks.
        has_stock: whether the game has a stock and a waste.
    """

    name: str
    title: str
    decks: int
    foundation_rule: str
    build_rule: str
    empty_rule: str
    has_stock: bool = False

    @abstractmethod
    def pile_layout(self, spec: DealSpec) -> PileLayout:
        """The counts of columns, cells and foundations of a deal."""

    @abstractmethod
    def deal(self, spec: DealSpec) -> Position:
        """The starting position of a deal (EH-SETUP / EO-SETUP / EO-CELL-COUNT)."""

    @abstractmethod
    def foundation_suits(self) -> str:
        """The suit of each foundation slot, left to right (e.g. ``"SHDC"``)."""

    @abstractmethod
    def builds_on(self, card: Card, onto: Card) -> bool:
        """Whether ``card`` may be placed on ``onto`` in a column (EH-BUILD / EO-BUILD)."""

    def is_run(self, cards: list[Card]) -> bool:
        """Whether ``cards`` (bottom → top) form a run in which each card builds on the one
        before it."""
        return all(self.builds_on(b, a) for a, b in zip(cards, cards[1:], strict=False))

    def run_length(self, column: list[Card], face_down: int) -> int:
        """Length of the longest face-up run at the end of a column (0 for an empty one)."""
        n = len(column)
        if n == 0:
            return 0
        k = 1
        while k < n - face_down and self.builds_on(column[n - k], column[n - k - 1]):
            k += 1
        return k

    @abstractmethod
    def points_for(self, src_kind: str, dst_kind: str) -> int:
        """Points earned by moving a card from a pile kind to a pile kind (scoring table)."""

    flip_points: int = 0
    """Points for a face-down card turned up (EH-SCORE: +5)."""

    @abstractmethod
    def column_rejection(self, position: Position, cards: list[Card], dst: int) -> str | None:
        """Why ``cards`` (bottom → top, taken from a pile's end) may not go onto column
        ``dst``, as a rule id in the order of RULES.md ("Which rule a rejection names"), or
        ``None`` when they may."""

    @abstractmethod
    def infer_count(self, column: list[Card], face_down: int, target: list[Card]) -> int:
        """How many cards a column-to-column move takes when the notation gives no ``xN``
        (NOTATION.md "Moves")."""
