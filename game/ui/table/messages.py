"""What the table tells the player in words: passing messages above the status bar, rule
reminders, and the lines a listener hears when a deal is shown or won.

Every message shown is announced too (:class:`~game.ui.access.announcer.Announcement`
kinds), so a player who cannot see the screen hears what a seeing player reads. The player
reads plain words; a rule id goes to the log only.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.game import Game
from game.engine.moves import Move
from game.i18n import _, ngettext
from game.reminders import reminder_text
from game.storage.settings import Settings
from game.ui.table.status import MESSAGE_TIME, StatusBar

if TYPE_CHECKING:
    from game.ui.services import Speaker

log = logging.getLogger(__name__)


class TableMessages:
    """The passing messages of one table.

    Args:
        status: the status bar the messages are shown above.
        speaker: who tells a listener.
        settings: returns the player's settings now (rule reminders shown or not).
        request_frame: asks the window to draw the next frame.
    """

    def __init__(self, status: StatusBar, speaker: Speaker, settings: Callable[[], Settings],
                 request_frame: Callable[[], None]) -> None:
        self.status = status
        self.speaker = speaker
        self._settings = settings
        self.request_frame = request_frame

    def show(self, text: str, seconds: float = MESSAGE_TIME, kind: str = "message") -> None:
        """Show ``text`` (already translated) above the status bar for ``seconds``;
        ``seconds=0`` hides the message. It is announced too (``kind``; a reminder is
        urgent: it interrupts what is being said)."""
        self.speaker.announce(text, kind, urgent=kind == "reminder")
        self.status.show_message(text, seconds)
        self.request_frame()

    def remind(self, game: Game, rule: str, move: Move | None = None) -> None:
        """Show the reminder of ``rule`` briefly, without blocking play (setting on;
        APP-INTERACTIVE-RULES); EO-GROUP says the limit for ``move`` in ``game``'s
        position. With the setting off a listener still hears that the move was refused."""
        log.debug("move refused: %s", rule)
        if not self._settings().interactive_rules:
            self.speaker.announce(_("That move is not allowed."), "reminder", urgent=True)
            return
        self.show(reminder_text(rule, game.position, move), kind="reminder")

    def copy_code(self, code: str, set_clipboard: Callable[[str], object]) -> None:
        """Copy the deal ``code`` with ``set_clipboard`` and say so (also where there is
        no clipboard, headless: the player still reads the code)."""
        try:
            set_clipboard(code)
        except Exception:  # noqa: BLE001 - no clipboard: still tell the player
            pass
        self.show(_("Deal code {code} copied").format(code=code))


def deal_text(game: Game) -> str:
    """What a listener hears when the table is shown: the game, its deal code and, for a
    game in progress, its moves."""
    name = _(game.variant.title)
    if game.moves:
        return ngettext("{game}, deal {code}, {moves} move so far",
                        "{game}, deal {code}, {moves} moves so far",
                        game.moves).format(game=name, code=game.code, moves=game.moves)
    return _("New deal: {game}, deal {code}").format(game=name, code=game.code)


def win_banner(game: Game) -> str:
    """The win panel's headline: "You won!", the score and the moves (APP-FINISHED)."""
    return ngettext("You won!  Score {score}, {moves} move",
                    "You won!  Score {score}, {moves} moves", game.moves).format(
                        score=game.score, moves=game.moves)
