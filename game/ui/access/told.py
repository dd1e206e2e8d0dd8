"""What a listener hears about an accepted action, an undo, a redo and a hint.

The engine's answer names every card that moved (:class:`~game.engine.events.CardsMoved`),
every card turned face up and a waste turned over, so the words come from the facts, never
from the screen. Pure: the engine and :mod:`game.i18n` only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Action, CardFlipped, CardsMoved, Redone, Undone, WasteRecycled
from game.engine.table import STOCK, WASTE
from game.i18n import _, ngettext
from game.ui.access.names import card_name, move_text

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.moves import Move


def action_text(action: Action, suits: str = "") -> tuple[str, str]:
    """``(text, kind)`` for an accepted action: "the seven of hearts from column 3 to
    column 5" (``"move"``), "Drawn: seven of hearts" (``"draw"``), "The waste is turned
    over: 24 cards in the stock" (``"redeal"``); a card turned face up is added ("Turned
    up: nine of clubs")."""
    parts: list[str] = []
    kind = "move"
    for event in action.events:
        if isinstance(event, CardsMoved):
            if event.src.kind == STOCK and event.dst.kind == WASTE:
                kind = "draw"
                parts.append(_("Drawn: {card}").format(card=card_name(event.cards[-1])))
            else:
                parts.append(move_text(event.cards, event.src, event.dst, suits))
        elif isinstance(event, CardFlipped):
            parts.append(_("Turned up: {card}").format(card=card_name(event.card)))
        elif isinstance(event, WasteRecycled):
            kind = "redeal"
            parts.append(ngettext("The waste is turned over: {n} card in the stock",
                                  "The waste is turned over: {n} cards in the stock",
                                  event.count).format(n=event.count))
    return ". ".join(parts), kind


def told_action(result: Action | Undone | Redone, game: Game) -> tuple[str, str]:
    """``(text, kind)`` for the engine's answer to an accepted action, an undo
    ("Undone: …", ``"undo"``) or a redo ("Redone: …", ``"redo"``)."""
    suits = getattr(game.variant, "foundation_suits", "")
    if isinstance(result, Undone):
        text, _kind = action_text(result.action, suits)
        return _("Undone: {action}").format(action=text), "undo"
    if isinstance(result, Redone):
        text, _kind = action_text(result.action, suits)
        return _("Redone: {action}").format(action=text), "redo"
    return action_text(result, suits)


def hint_text(game: Game, move: Move) -> str:
    """"Hint: the seven of hearts from column 3 to column 5" for the hinted ``move`` in
    ``game``'s position (a draw: "Hint: draw from the stock")."""
    if move.src is None or move.src.kind == STOCK:
        return _("Hint: draw from the stock")
    cards = game.position.cards(move.src)
    count = move.count or 1
    suits = getattr(game.variant, "foundation_suits", "")
    moving = cards[-count:] if 0 < count <= len(cards) else cards[-1:]
    return _("Hint: {move}").format(move=move_text(moving, move.src, move.dst, suits))
