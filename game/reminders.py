"""The player-facing reminder for each rule id (APP-INTERACTIVE-RULES).

Texts are English source strings marked for translation; the UI shows ``_(reminder(id))``
so that each language's catalogue supplies its own wording.
"""

from __future__ import annotations

from game.i18n import N_

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
