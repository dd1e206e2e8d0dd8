"""How the UI writes durations, dates, game names and problems: one formatter each.

Every scene that shows one of these calls the function here, so the same value reads the
same everywhere (the status bar's clock and the History's time column agree to the second).
The functions return translated text; locale-specific number and date formats belong here
too, behind the same signatures.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from game.engine.cards import SUIT_SYMBOLS, Card
from game.engine.moves import Move
from game.engine.table import CELL, COLUMN, FOUNDATION, WASTE, Pile
from game.engine.variants import REGISTRY
from game.i18n import _, format_datetime, ngettext, pgettext, translate
from game.ui.cards_art import RANK_TEXT

if TYPE_CHECKING:
    from game.storage.history import History

UNKNOWN = "\u2014"
"""Shown for a value that is not known (an em dash)."""


def card_label(card: Card) -> str:
    """A card as players write it: ``7♥``, ``K♠``."""
    return f"{RANK_TEXT[card.rank - 1]}{SUIT_SYMBOLS[card.suit]}"


def pile_label(pile: Pile) -> str:
    """A pile as players call it: "column 3", "cell 2", "the foundation"."""
    if pile.kind == COLUMN:
        return _("column {n}").format(n=pile.index + 1)
    if pile.kind == CELL:
        return _("cell {n}").format(n=pile.index + 1)
    if pile.kind == FOUNDATION:
        return _("the foundation")
    if pile.kind == WASTE:
        return _("the waste")
    return _("the stock")


def move_words(move: Move) -> str:
    """A move as the player reads it, from its piles (no position needed): "column 3 →
    cell 6", "2 cards, column 8 → column 5", "the waste → the foundation"; a stock tap is
    "stock" (the Replay's "Last:" line, which showed the notation ``3>c6``)."""
    if move.is_stock or move.src is None or move.dst is None:
        return _("stock")
    src, dst = pile_label(move.src), pile_label(move.dst)
    count = move.count or 1
    if count > 1:
        return ngettext("{n} card, {src} \u2192 {dst}", "{n} cards, {src} \u2192 {dst}",
                        count).format(n=count, src=src, dst=dst)
    return _("{src} \u2192 {dst}").format(src=src, dst=dst)


def format_duration(seconds: float | None) -> str:
    """A duration as a clock shows it: ``m:ss``, ``h:mm:ss`` from an hour on.

    The rule, everywhere (status bar, History, Statistics): whole seconds, counted down,
    after rounding to the millisecond (the precision the history keeps), so a game shows the
    same time while it is played and in its record. Negative values show as ``0:00``.

    Args:
        seconds: the duration in seconds, or ``None`` when unknown.

    Returns:
        ``"0:04"``, ``"59:59"``, ``"8:00:31"``; ``"—"`` for ``None``.

    >>> format_duration(4.9996), format_duration(4.9994), format_duration(28831)
    ('0:05', '0:04', '8:00:31')
    """
    if seconds is None:
        return UNKNOWN
    total = max(0, int(round(seconds, 3)))
    minutes, secs = divmod(total, 60)
    if minutes >= 60:
        hours, minutes = divmod(minutes, 60)
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


def format_date(text: str) -> str:
    """An ISO-8601 time as the player reads it, in the game's local time and the UI
    language's style: ``2026-11-29T17:05:03+01:00`` → ``2026-11-29 17:05`` (English),
    ``29. 11. 2026. 17:05`` (Croatian), ``29.11.2026 17:05`` (Russian). Text that is not
    ISO-8601 is shown cut to 16 characters."""
    try:
        return format_datetime(datetime.datetime.fromisoformat(text))
    except (TypeError, ValueError):
        return str(text)[:16].replace("T", " ")


def game_name(variant: str, cells: int | None = None) -> str:
    """A game as the player reads it: ``Easy Harp``, ``Eight Off (4 cells)``.

    Args:
        variant: the variant's registry name (``"eight-off"``); an unknown name is shown
            as it is.
        cells: the deal's cell count when the game has that option, else ``None``.
    """
    known = REGISTRY.get(variant)
    title = _(known.title) if known is not None else variant
    if cells:
        return ngettext("{game} ({n} cell)", "{game} ({n} cells)", cells).format(
            game=title, n=cells)
    return title


def result_name(result: str) -> str:
    """A finished deal's result as the player reads it (never "lost")."""
    return _("Won") if result == "won" else _("Not finished")


def results_name(result: str) -> str:
    """The games with this result, as a group (History's result filters, the Statistics
    legend): the plural word where the language has one ("Dobivene", "Выигранные"; English
    "Won"), where :func:`result_name` names one game's result."""
    if result == "won":
        return pgettext("history filter: the games that were won", "Won")
    return pgettext("history filter: the games not finished", "Not finished")


def problem_text(history: History) -> str:
    """Why the history cannot be used, and where its file is (for the player or support)."""
    text = translate(history.problem_template, history.problem_params)
    if history.path is not None:
        text += "\n" + _("File: {path}").format(path=history.path)
    return text
