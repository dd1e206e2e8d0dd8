"""Events: the facts an accepted action produced, as frozen values.

The game expands each accepted :class:`~game.engine.moves.Move` into events; applying the
events changes the position, and applying them in reverse order, inverted, takes the action
back (undo): :func:`apply_events` and :func:`revert_events`. Views may read them to choose
an animation, but they always reconcile their sprites to the resulting position, so events
never have to be complete for the UI.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.cards import Card
from game.engine.moves import Move
from game.engine.table import CELL, Pile, Position


@dataclass(frozen=True, slots=True)
class CardsMoved:
    """``cards`` (bottom → top) left the end of ``src`` and now end ``dst``."""

    src: Pile
    dst: Pile
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class CardFlipped:
    """The top card of column ``pile`` turned face up (EH-AUTO-FLIP)."""

    pile: Pile
    card: Card


@dataclass(frozen=True, slots=True)
class WasteRecycled:
    """The waste (``count`` cards) was turned back into the stock (EH-STOCK)."""

    count: int


Event = CardsMoved | CardFlipped | WasteRecycled


@dataclass(frozen=True, slots=True)
class Action:
    """One accepted action, as kept in the game's history.

    Attributes:
        move: the resolved move (actual slot, actual count); ``str(move)`` is its
            canonical notation.
        events: what happened, in order.
        points: the points it earned (EH-SCORE / EO-SCORE), never negative.
    """

    move: Move
    events: tuple[Event, ...]
    points: int

    @property
    def notation(self) -> str:
        """The canonical text of the move, as stored in logs."""
        return str(self.move)


@dataclass(frozen=True, slots=True)
class Undone:
    """The result of an accepted undo: ``action`` was taken back (APP-UNDO)."""

    action: Action


@dataclass(frozen=True, slots=True)
class Redone:
    """The result of an accepted redo: ``action`` was applied again (APP-REDO).

    The position, score and move counter change exactly as when ``action`` was first
    accepted (the move counter adds 1, APP-MOVE-COUNTER).
    """

    action: Action


@dataclass(frozen=True, slots=True)
class Rejection:
    """A refused move: ``rule`` is the id of the rule it breaks (RULES.md).

    Attributes:
        rule: rule id, e.g. ``"EH-ONE-CARD"``.
        move: the move as asked.
    """

    rule: str
    move: Move

    def __bool__(self) -> bool:  # a rejection is falsy: ``if game.push(m): …``
        return False


def apply_events(pos: Position, events: tuple[Event, ...]) -> None:
    """Change ``pos`` by ``events``, in order: what an accepted action (or a redo) does.

    >>> from game.engine.cards import parse_card
    >>> pos = Position.from_text("#QHKD/-/7S6H JD/-/-/- 5C/- 9S3H 2D")
    >>> king = parse_card("KD")
    >>> moved = CardsMoved(Pile("column", 0), Pile("column", 1), (king,))
    >>> apply_events(pos, (moved, CardFlipped(Pile("column", 0), parse_card("QH"))))
    >>> pos.to_text()
    'QH/KD/7S6H JD/-/-/- 5C/- 9S3H 2D'
    >>> revert_events(pos, (moved, CardFlipped(Pile("column", 0), parse_card("QH"))))
    >>> pos.to_text()
    '#QHKD/-/7S6H JD/-/-/- 5C/- 9S3H 2D'
    """
    for ev in events:
        if type(ev) is CardsMoved:
            _take(pos, ev.src, len(ev.cards))
            _put(pos, ev.dst, ev.cards)
        elif type(ev) is CardFlipped:
            pos.down[ev.pile.index] -= 1
        else:  # WasteRecycled
            pos.stock = pos.waste[::-1]
            pos.waste = []


def revert_events(pos: Position, events: tuple[Event, ...]) -> None:
    """Take ``events`` back from ``pos``, last first, each inverted: what an undo does."""
    for ev in reversed(events):
        if type(ev) is CardsMoved:
            _take(pos, ev.dst, len(ev.cards))
            _put(pos, ev.src, ev.cards)
        elif type(ev) is CardFlipped:
            pos.down[ev.pile.index] += 1
        else:
            pos.waste = pos.stock[::-1]
            pos.stock = []


def _take(pos: Position, pile: Pile, n: int) -> None:
    if pile.kind == CELL:
        pos.cells[pile.index] = None
    else:
        del pos.cards(pile)[-n:]


def _put(pos: Position, pile: Pile, cards: tuple[Card, ...]) -> None:
    if pile.kind == CELL:
        pos.cells[pile.index] = cards[0]
    else:
        pos.cards(pile).extend(cards)
