"""Small card gestures that tell the player something without words: a hint's nudge toward
where a card may go, and a shake of a card that has nowhere to go.

Both glide sprites away from their places and back (:mod:`game.ui.animation`); the card
table's next :meth:`~game.ui.table.CardTable.reconcile` ends them wherever they are.
"""

from __future__ import annotations

from game.engine.moves import Move
from game.engine.table import COLUMN, Pile
from game.ui.animation import Glide
from game.ui.assist import NUDGE_TIME, SHAKE_TIME, nudge_ease, shake_ease
from game.ui.table.cards import CardTable


def nudge(cards: CardTable, move: Move) -> None:
    """Nudge the card(s) ``move`` would move toward its destination and back (a hint)."""
    layout = cards.layout
    if layout is None or move.dst is None or move.src is None:
        return
    pos = cards.game.position
    count = move.count or 1
    if move.dst.kind == COLUMN:
        tx, ty = layout.card_center(pos, move.dst, len(pos.cards(move.dst)))
    else:
        tx, ty = layout.origins[move.dst]
    targets = cards.targets()
    speed = cards.speed or 1.0
    first = None
    for card in pos.cards(move.src)[-count:]:
        x, y = targets[card][0], targets[card][1]
        if first is None:
            first = (x, y)
        end = (tx + x - first[0], ty + y - first[1])
        cards.animator.glide(Glide(cards.sprites[card], (x, y), end, NUDGE_TIME * speed,
                                   ease=nudge_ease))
    cards.restack()


def shake(cards: CardTable, pile: Pile, index: int) -> None:
    """A short shake of card ``index`` of ``pile`` and those on it: a double tap (or tap) on
    a card with nowhere to go arrived (no reminder text)."""
    layout = cards.layout
    if layout is None:
        return
    targets = cards.targets()
    for card in cards.game.position.cards(pile)[index:]:
        x, y = targets[card][0], targets[card][1]
        cards.animator.glide(Glide(cards.sprites[card], (x, y),
                                   (x + layout.card_w * 0.07, y), SHAKE_TIME, ease=shake_ease))
