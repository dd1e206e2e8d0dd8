"""The scene a second copy of the game opens with: the game is open in another window.

Another copy on the same data folder owns the game in progress
(:class:`~game.storage.owner.OwnerLock`). This one tells the player so, in their language,
and lets them choose: play here without the game in progress (this window neither
continues nor saves it; the games finished here still go to the history), or quit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from game.i18n import _
from game.ui.views.message import MessageView

if TYPE_CHECKING:
    from game.ui.services import Services


class SecondCopyView(MessageView):
    """The game is open in another window: play here without its game, or quit.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        play: what "Play here" does (the first scene the start would have opened).

    Keys: Enter or Esc plays here (nothing is lost either way); Ctrl+Q quits, as anywhere.
    """

    def __init__(self, services: Services, play: Callable[[], object]) -> None:
        self.play = play
        super().__init__(
            services, _("The game is open in another window"), _(
                "That window has your game in progress. You can play here without it: this "
                "window does not continue or save that game, and the games you finish here "
                "go to the history as usual. Or quit and go back to the other window."),
            (("play", _("Play here"), self.play_here), ("quit", _("Quit"), self.quit)),
            title_size=24, title_width=700, message_width=700, button_width=200)

    def play_here(self) -> None:
        """Go on without the game in progress."""
        self.play()

    def quit(self) -> None:
        """Close this window (the other copy goes on)."""
        self.services.nav.close()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER, arcade.key.NUM_ENTER):
            self.play_here()
            return True
        return None
