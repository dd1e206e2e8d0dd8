"""Baker's Game: FreeCell with builds in suit (the game FreeCell grew from).

FreeCell's layout, deal numbers (Microsoft's) and piles, with same-suit builds; an empty
column takes any card. Rule ids: **BG-SETUP** as FC-SETUP; **BG-BUILD** same suit, one
rank lower; **BG-CELL**, **BG-FOUNDATION**, **BG-EMPTY**, **BG-GROUP** (the free-cell limit)
and **BG-FOUNDATION-RETURN** as FreeCell's; **BG-WIN** all 52 cards home; **BG-SCORE** +10
per card onto a foundation, nothing else.
"""

from __future__ import annotations

from game.engine.text import N_
from game.engine.variants.base import RuleIds
from game.engine.variants.freecell import FreeCell
from game.engine.variants.rules import BULLET, HEADING, PARAGRAPH, RANKS_LINE, same_suit_down


class BakersGame(FreeCell):
    """Baker's Game's answers: FreeCell's, building in suit."""

    name = "bakers-game"
    title = N_("Baker's Game")
    summary = N_("One deck, eight columns and four cells; build in suit.")
    prefix = "BG1"
    builds_on = staticmethod(same_suit_down)  # BG-BUILD
    rules = RuleIds("BG-FOUNDATION", "BG-BUILD", "BG-EMPTY", "BG-GROUP", cell="BG-CELL")
    page = (
        (HEADING, N_("Baker's Game")),
        (PARAGRAPH, N_("FreeCell's elder: the same layout and cells, but every column is "
                       "built in suit, which makes it harder. The goal: all 52 cards onto "
                       "the four foundations.")),
        (HEADING, N_("The layout")),
        (BULLET, N_("One deck, dealt face up into 8 columns: the first four get 7 cards, "
                    "the others 6. The four cells start empty; the foundations, "
                    "\u2660 \u2665 \u2666 \u2663, wait at the top. Deal numbers are those "
                    "of the well-known Microsoft FreeCell.")),
        (BULLET, RANKS_LINE),
        (HEADING, N_("Moving cards")),
        (BULLET, N_("On a column, a card goes on the card of the same suit one rank "
                    "higher: 7\u2665 only on 8\u2665, never on 8\u2666 or a black 8.")),
        (BULLET, N_("Any card can go into an empty cell. A cell holds one card.")),
        (BULLET, N_("An empty column takes any card, or any run you may move.")),
        (BULLET, N_("Each foundation is built up in one suit from the ace to the king, one "
                    "card at a time.")),
        (BULLET, N_("You may drag the top card of a foundation back into a free cell or "
                    "onto a column that takes it.")),
        (HEADING, N_("Moving a run")),
        (BULLET, N_("A run built in a column (same suit, ranks in order) can move as one. "
                    "Its largest size is (free cells + 1) \u00d7 2 to the power of the "
                    "empty columns; an empty column you move the run into does not "
                    "count.")),
        (HEADING, N_("Winning and scoring")),
        (BULLET, N_("You win when all 52 cards are on the foundations. The game never "
                    "declares you beaten.")),
        (BULLET, N_("Points: +10 for each card onto a foundation; nothing else scores.")),
    )


BAKERS_GAME = BakersGame()
