"""The table's reading keys, for a player who hears rather than sees the table.

=============  =====================================================================
key            reads
=============  =====================================================================
R              the focused pile in full: its name, then every face-up card, top last
T              the status line: game, score, moves, time, deal code (and winnability)
Shift+F        the foundations, left to right
A              the last announcement again
=============  =====================================================================

The keys are free on the table (F alone still cycles the foundations; Shift+F reads them).
Each answer is an announcement (kind ``"reading"``; ``"repeat"`` for A), so it reaches the
live region and the speech alike. Pure texts: :func:`pile_reading` and the others take the
table's parts and return translated text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import arcade

from game.engine.table import COLUMN, FOUNDATION, WASTE
from game.i18n import _
from game.ui.access.names import card_name, cards_text, pile_summary, pile_title

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.ui.services import Services


class TableView(Protocol):
    """What a reading reads of the table (:class:`game.ui.views.table.TableView`): its
    game, its keyboard play (the outlined pile), its status bar and its verdict."""

    services: Services
    game: Game
    keys: Any
    status: Any
    verdict: Any

READ_PILE, READ_STATUS, READ_FOUNDATIONS, REPEAT = "pile", "status", "foundations", "repeat"


def reading_key(symbol: int, modifiers: int) -> str | None:
    """Which reading a key asks for (:data:`READ_PILE` …), or ``None``. Keys with Ctrl,
    Alt or Command are never reading keys."""
    key = arcade.key
    if modifiers & (key.MOD_CTRL | key.MOD_ACCEL | key.MOD_ALT):
        return None
    shift = bool(modifiers & key.MOD_SHIFT)
    if symbol == key.F and shift:
        return READ_FOUNDATIONS
    if shift:
        return None
    return {key.R: READ_PILE, key.T: READ_STATUS, key.A: REPEAT}.get(symbol)


def pile_reading(table: TableView) -> str:
    """The focused pile: "Column 3, 6 cards, 2 face down: nine of clubs, eight of hearts"
    (every face-up card of a column or the waste, top last; a stacked pile's summary
    names its top card already)."""
    game = table.game
    pos = game.position
    pile = table.keys.pile
    suits = getattr(game.variant, "foundation_suits", "")
    summary = pile_summary(pos, pile, suits)
    cards = pos.cards(pile)
    if pile.kind not in (COLUMN, WASTE) or not cards:
        return summary
    up = [card_name(c) for i, c in enumerate(cards) if pos.is_face_up(pile, i)]
    return _("{pile}: {cards}").format(pile=summary, cards=", ".join(up))


def status_reading(table: TableView) -> str:
    """The status line as shown (game, score, moves, time, deal code), and the
    winnability label when it is shown."""
    texts = [t.text for t in table.status.texts.values() if t.text]
    if table.verdict.text:
        texts.append(table.verdict.text)
    return ", ".join(texts)


def foundations_reading(table: TableView) -> str:
    """Every foundation, left to right: "Foundation spades, empty; Foundation hearts, up
    to seven; …"."""
    game = table.game
    suits = getattr(game.variant, "foundation_suits", "")
    piles = [p for p in table.keys.all_piles() if p.kind == FOUNDATION]
    return "; ".join(pile_summary(game.position, p, suits) for p in piles)


def read(table: TableView, what: str) -> None:
    """Announce the reading ``what`` (one of the reading constants) for ``table``."""
    access = table.services.access
    if what == REPEAT:
        access.announcer.repeat()
        table.services.screen.request_frame()
        return
    text = {READ_PILE: pile_reading, READ_STATUS: status_reading,
            READ_FOUNDATIONS: foundations_reading}[what](table)
    access.announce(text, "reading", urgent=True)


def held_text(table: Any) -> str:
    """The cards the keyboard picked up and where they may go: "Picked up: ten of
    diamonds. It can go to: Free cell 5, Free cell 6." ("" when none is held)."""
    keys = table.keys
    if keys.held is None:
        return ""
    game = table.game
    pos = game.position
    suits = getattr(game.variant, "foundation_suits", "")
    src, index = keys.held
    targets = set(table.cards.highlight)
    where = ", ".join(pile_title(p, suits) for p in keys.all_piles() if p in targets)
    text = _("Picked up: {cards}.").format(cards=cards_text(pos.cards(src)[index:]))
    if where:
        return text + " " + _("It can go to: {piles}.").format(piles=where)
    return text + " " + _("No pile takes it.")
