"""The player-facing reminder for each rule id (APP-INTERACTIVE-RULES).

Texts are English source strings marked for translation. The UI shows
:func:`reminder_text`: the translated reminder, never the rule id (the id stays in the
engine's rejection, the log and the tests), and for EO-GROUP the limit that applies to the
refused move right now ("Free cells: 2, empty columns: 0. You can move at most 3 cards at
once.").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from game.engine.moves import Move
    from game.engine.table import Position

REMINDERS: dict[str, str] = {
    "EH-BUILD": N_("Build down in alternating colours: a card goes on one rank higher of the "
                   "other colour."),
    "EH-ONE-CARD": N_("Only the top card moves between columns: take a run apart card by "
                      "card."),
    "EH-EMPTY-KING": N_("An empty column takes only a king."),
    "EH-KING-RUN": N_("A run headed by a king moves only into an empty column."),
    "EH-WASTE-TOP": N_("Only the top card of the waste plays."),
    "EH-FOUNDATION": N_("Foundations build up by suit from the ace, one card at a time."),
    "EO-BUILD": N_("Build down in the same suit: a card goes on one rank higher of its suit."),
    "EO-CELL": N_("A cell holds one card, and only an empty cell takes one."),
    "EO-FOUNDATION": N_("Foundations build up by suit from the ace, one card at a time."),
    "EO-EMPTY-KING": N_("An empty column takes only a king, alone or with its run."),
    "EO-GROUP": N_("A group must be a same-suit run no larger than "
                   "(free cells + 1) × 2^(empty columns)."),
    "FC-BUILD": N_("Build down in alternating colours: a card goes on one rank higher of the "
                   "other colour."),
    "FC-CELL": N_("A cell holds one card, and only an empty cell takes one."),
    "FC-FOUNDATION": N_("Foundations build up by suit from the ace, one card at a time."),
    "FC-GROUP": N_("A group must be a run in alternating colours no larger than "
                   "(free cells + 1) × 2^(empty columns)."),
    "APP-NO-CARD": N_("There is no card to move there."),
    "APP-BAD-TARGET": N_("Cards cannot be placed there by hand."),
    "APP-UNDO-EMPTY": N_("Nothing left to undo."),
    "APP-REDO-EMPTY": N_("Nothing to redo."),
    "APP-FINISHED": N_("This deal is won; start a new one or replay it."),
}


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
    if rule.endswith("-GROUP") and position is not None:  # EO-GROUP, FC-GROUP
        from game.engine.table import COLUMN
        from game.engine.variants.rules import free_cell_group_limit as group_limit

        cells = position.free_cells()
        empty = position.empty_columns()
        into_empty = bool(
            move is not None and move.dst is not None and move.dst.kind == COLUMN
            and 0 <= move.dst.index < len(position.columns)
            and not position.columns[move.dst.index]
        )
        limit = group_limit(cells, empty, into_empty)
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
