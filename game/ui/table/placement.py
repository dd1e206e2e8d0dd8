"""Where things lie on the card table, from its layout and the engine's position: every
card's place and stacking order, the box a pile's outline is drawn on, where the deal's
cards come from, and whether sprites lie near an area.

Pure questions of geometry (logical pixels); the card table
(:class:`~game.ui.table.CardTable`) moves and draws its sprites by the answers.
"""

from __future__ import annotations

from collections.abc import Iterable

import arcade

from game.engine.cards import Card
from game.engine.table import COLUMN, STOCK, Pile, Position
from game.ui.layout import TableLayout

Area = tuple[float, float, float, float]
"""``(left, bottom, right, top)`` in logical pixels."""
Target = tuple[float, float, bool, int]
"""Where a card belongs: its centre ``x, y``, whether it is face up, its stacking order."""


def card_targets(layout: TableLayout, pos: Position) -> dict[Card, Target]:
    """Where ``pos`` puts every card on ``layout``.

    Returns:
        For each card: its centre ``x, y`` (logical pixels), whether it is face up, and
        its stacking order ``z`` (0 = drawn first: piles in order, each bottom first).
    """
    out: dict[Card, Target] = {}
    z = 0
    for pile in pos.piles():
        for i, card in enumerate(pos.cards(pile)):
            x, y = layout.card_center(pos, pile, i)
            out[card] = (x, y, pos.is_face_up(pile, i), z)
            z += 1
    return out


def outline_box(layout: TableLayout, pos: Position, pile: Pile, gap: float = 2.0) -> Area:
    """The box of ``pile``'s outline: around its top card (a column's last one), or its
    slot when it has none, ``gap`` pixels outside the card."""
    cards = pos.cards(pile)
    if pile.kind == COLUMN and cards:
        x, y = layout.card_center(pos, pile, len(cards) - 1)
    else:
        x, y = layout.origins[pile]
    hw, hh = layout.card_w / 2 + gap, layout.card_h / 2 + gap
    return (x - hw, y - hh, x + hw, y + hh)


def deck_origin(layout: TableLayout, pos: Position) -> tuple[float, float]:
    """Where the deal's cards fly from: the stock, or in a game without one a deck at the
    table's top-left corner."""
    start = layout.origins.get(Pile(STOCK)) if pos.has_stock else None
    return start if start is not None else (layout.card_w / 2, layout.height - layout.card_h / 2)


def any_near(area: Area, sprites: Iterable[arcade.BasicSprite], layout: TableLayout,
             margin: float) -> bool:
    """Whether a visible one of ``sprites`` (card-sized) may draw within ``margin`` pixels
    of ``area``: its centre lies within half a card plus ``margin`` of it."""
    left, bottom, right, top = area
    hw, hh = layout.card_w / 2 + margin, layout.card_h / 2 + margin
    left, bottom, right, top = left - hw, bottom - hh, right + hw, top + hh
    for sprite in sprites:
        x, y = sprite.position
        if left < x < right and bottom < y < top and sprite.visible:
            return True
    return False
