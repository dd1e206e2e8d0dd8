"""The player-facing reminder for each rule id (APP-INTERACTIVE-RULES).

A game's reminders come from its variant (:meth:`~game.engine.variants.base.Variant.
reminders`: each rule piece of the vocabulary carries its sentence once); the app's own
refusals (nothing to undo, a finished game, …) are written here. Texts are English source
strings marked for translation. The UI shows :func:`reminder_text`: the translated
reminder, never the rule id (the id stays in the engine's rejection, the log and the
tests), and for a group move the limit that applies to the refused move right now ("Free
cells: 2, empty columns: 0. You can move at most 3 cards at once.").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.variants import REGISTRY
from game.engine.variants.rules import FREE_CELL_GROUPS
from game.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from game.engine.events import Rejection
    from game.engine.moves import Move
    from game.engine.table import Position

APP_REMINDERS: dict[str, str] = {
    "APP-NO-CARD": N_("There is no card to move there."),
    "APP-BAD-TARGET": N_("Cards cannot be placed there by hand."),
    "APP-UNDO-EMPTY": N_("Nothing left to undo."),
    "APP-REDO-EMPTY": N_("Nothing to redo."),
    "APP-FINISHED": N_("This deal is won; start a new one or replay it."),
}
"""The reminders of the refusals every game shares (the app's, not a game's)."""
REMINDERS: dict[str, str] = {
    **{rule: text for variant in REGISTRY.values()
       for rule, text in variant.reminders().items()},
    **APP_REMINDERS,
}
"""Every rule id a refusal may name, with its reminder."""


def reminder(rule: str) -> str:
    """The untranslated reminder for ``rule`` (the rule id itself when none is written)."""
    return REMINDERS.get(rule, rule)


def reminder_text(rule: str, position: Position | None = None, move: Move | None = None) -> str:
    """The translated reminder shown to the player for a refused move (no rule id in it).

    Args:
        rule: the rule id of the refusal (e.g. ``"EO-GROUP"``).
        position: the position the move was tried in (for EO-GROUP's limit).
        move: the refused move (an empty destination column does not count towards the
            limit, EO-GROUP).

    Returns:
        The text in the current language. For EO-GROUP with a position: how many free
        cells and empty columns there are and how many cards may move at once now.
    """
    game = next((v for v in REGISTRY.values()
                 if v.rules.group == rule and v.groups is FREE_CELL_GROUPS), None)
    if game is not None and position is not None:  # EO-GROUP, FC-GROUP, BG-GROUP
        from game.engine.table import COLUMN

        cells = position.free_cells()
        empty = position.empty_columns()
        into_empty = bool(
            move is not None and move.dst is not None and move.dst.kind == COLUMN
            and 0 <= move.dst.index < len(position.columns)
            and not position.columns[move.dst.index]
        )
        limit = game.group_limit(cells, empty, into_empty)
        columns = empty - 1 if into_empty else empty
        text = ngettext(
            "Free cells: {cells}, empty columns: {columns}. You can move at most {n} card "
            "at once.",
            "Free cells: {cells}, empty columns: {columns}. You can move at most {n} cards "
            "at once.",
            limit,
        ).format(cells=cells, columns=max(columns, 0), n=limit)
        if into_empty:
            text += " " + _("The empty column the cards go to does not count.")
        return text
    return _(reminder(rule))


def refusal_line(number: int, text: str, refusal: Rejection, position: Position) -> str:
    """The command line's words for a refused move: which move, and why (no rule id).

    Args:
        number: the move's place among the moves given, from 1.
        text: the move as given.
        refusal: the engine's rejection of it.
        position: the position it was tried in.

    Returns:
        ``move 2 '1>8' is refused: Build down in the same suit: …`` (the reminder in the
        language in use: English on the command line, which sets none).
    """
    return (f"move {number} {text!r} is refused: "
            f"{reminder_text(refusal.rule, position, refusal.move)}")
