"""Deciding: what a card move or a stock tap would do in a position, or the rule it breaks.

A :class:`Referee` applies one variant's rules to whatever position it is shown; it keeps
no position of its own and changes none, so the game (:class:`~game.engine.game.Game`), its
move lists (:mod:`game.engine.legal`) and tools can ask it about any position. Undo, redo
and the end of the game are the game's business: they depend on its log, not on the cards.
"""

from __future__ import annotations

from game.engine.cards import ACE, Card
from game.engine.events import Action, CardFlipped, CardsMoved, Event, Rejection, WasteRecycled
from game.engine.moves import ANY, STOCK_TAP, Move
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile, Position
from game.engine.variants import Variant


class Referee:
    """The rules of one variant, applied to positions.

    Args:
        variant: the game's rules (:data:`~game.engine.variants.REGISTRY`).

    Attributes:
        variant: those rules.
        suits: the suit of each foundation slot, left to right.
    """

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.suits = variant.foundation_suits

    def judge(self, pos: Position, move: Move) -> Action | Rejection:
        """What card move (or stock tap) ``move`` would do in ``pos``, without doing it.

        Args:
            pos: the position (read, never changed).
            move: a move with a source (not ``u`` or ``r``).

        Returns:
            The resolved action (actual slot and count, its events and points), or a
            rejection naming the first broken rule in the order RULES.md gives.

        >>> from game.engine.deal import parse_code
        >>> from game.engine.moves import parse_move
        >>> from game.engine.variants import REGISTRY
        >>> spec = parse_code("EO1-C8-AAAAAFA")
        >>> variant = REGISTRY[spec.variant]
        >>> pos = variant.deal(spec.number, spec.cells)
        >>> piles = variant.pile_layout(spec.cells)
        >>> Referee(variant).judge(pos, parse_move("1>c", piles)).notation
        '1>c5'
        >>> Referee(variant).judge(pos, parse_move("1>f", piles)).rule
        'EO-FOUNDATION'
        """
        assert move.src is not None
        if move.src.kind == STOCK:
            if pos.stock:
                card = pos.stock[-1]
                return Action(STOCK_TAP, (CardsMoved(Pile(STOCK), Pile(WASTE), (card,)),), 0)
            if pos.waste:
                return Action(STOCK_TAP, (WasteRecycled(len(pos.waste)),), 0)
            return Rejection("APP-NO-CARD", move)
        src, dst = move.src, move.dst
        assert dst is not None
        if (
            dst.kind in (WASTE, STOCK)
            or dst == src
            or (dst.kind == FOUNDATION and src.kind == FOUNDATION)
        ):
            return Rejection("APP-BAD-TARGET", move)
        available = pos.face_up_count(src)
        if available == 0:
            return Rejection("APP-NO-CARD", move)
        count = move.count
        rules = self.variant.rules
        if count is None:
            if src.kind == COLUMN and dst.kind == COLUMN:
                count = self.variant.infer_count(pos, src.index, dst.index)
            else:
                count = 1
        if count == 0:
            return Rejection("APP-NO-CARD", move)
        if count > 1:
            if src.kind == WASTE:
                return Rejection(rules.waste, move)
            if src.kind != COLUMN or count > available:
                return Rejection("APP-NO-CARD", move)
        cards = pos.cards(src)[-count:]
        kind = dst.kind
        if kind == FOUNDATION:
            if count > 1:
                return Rejection(rules.foundation, move)
            slot = self.foundation_for(pos, cards[0]) if dst.index == ANY else dst.index
            if slot is None or not self.foundation_accepts(pos, slot, cards[0]):
                return Rejection(rules.foundation, move)
            dst = Pile(FOUNDATION, slot)
        elif kind == CELL:
            if count > 1:
                return Rejection(rules.cell, move)
            if dst.index == ANY:
                free = [i for i, c in enumerate(pos.cells) if c is None]
                if not free:
                    return Rejection(rules.cell, move)
                dst = Pile(CELL, free[0])
            elif pos.cells[dst.index] is not None:
                return Rejection(rules.cell, move)
        else:
            rule_id = self.variant.column_rejection(pos, cards, dst.index)
            if rule_id is not None:
                return Rejection(rule_id, move)
        return self._action(pos, src, dst, tuple(cards))

    def _action(self, pos: Position, src: Pile, dst: Pile, cards: tuple[Card, ...]) -> Action:
        """The accepted move of ``cards`` from ``src`` to ``dst``: its events (a column's
        new top card turning face up, EH-AUTO-FLIP) and its points (EH-SCORE / EO-SCORE)."""
        events: list[Event] = [CardsMoved(src, dst, cards)]
        points = self.variant.points_for(src.kind, dst.kind)
        if src.kind == COLUMN:
            i = src.index
            remaining = len(pos.columns[i]) - len(cards)
            if remaining and remaining == pos.down[i]:
                events.append(CardFlipped(src, pos.columns[i][remaining - 1]))
                points += self.variant.flip_points
        return Action(Move(src, dst, len(cards)), tuple(events), points)

    def foundation_accepts(self, pos: Position, slot: int, card: Card) -> bool:
        """The foundation rule (EH-, EO-, FC-FOUNDATION): its suit, ace first, then one rank
        higher."""
        if self.suits[slot] != card.suit:
            return False
        pile = pos.foundations[slot]
        return card.rank == (pile[-1].rank + 1 if pile else ACE)

    def foundation_for(self, pos: Position, card: Card) -> int | None:
        """The leftmost foundation slot of ``pos`` that accepts ``card``, if any."""
        for slot, suit in enumerate(self.suits):
            if suit == card.suit and self.foundation_accepts(pos, slot, card):
                return slot
        return None
