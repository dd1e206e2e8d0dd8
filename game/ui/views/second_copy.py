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
from game.ui.gui import button_style, gui
from game.ui.theme import FELT, FONT, GOLD, TEXT

if TYPE_CHECKING:
    from game.ui.services import Shell


class SecondCopyView(gui.UIView):
    """The game is open in another window: play here without its game, or quit.

    Args:
        app: the window.
        play: what "Play here" does (the first scene the start would have opened).

    Keys: Enter or Esc plays here (nothing is lost either way); Ctrl+Q quits, as anywhere.
    """

    def __init__(self, app: Shell, play: Callable[[], object]) -> None:
        super().__init__()
        self.app = app
        self.background_color = FELT
        self.play = play
        column = gui.UIBoxLayout(space_between=18)
        self.title = _("The game is open in another window")
        self.message = _(
            "That window has your game in progress. You can play here without it: this "
            "window does not continue or save that game, and the games you finish here go "
            "to the history as usual. Or quit and go back to the other window.")
        column.add(gui.UILabel(text=self.title, font_name=FONT, font_size=24, text_color=GOLD,
                               multiline=True, width=700, align="center"))
        column.add(gui.UILabel(text=self.message, font_name=FONT, font_size=15,
                               text_color=TEXT, multiline=True, width=700, align="center"))
        row = gui.UIBoxLayout(vertical=False, space_between=14)
        self.buttons: dict[str, gui.UIFlatButton] = {}
        for key, label, action in (("play", _("Play here"), self.play_here),
                                   ("quit", _("Quit"), self.quit)):
            button = gui.UIFlatButton(text=label, width=200, height=40, style=button_style(15))
            button.on_click = lambda _e, a=action: a()  # type: ignore[misc]
            self.buttons[key] = row.add(button)
        column.add(row)
        anchor = gui.UIAnchorLayout()
        anchor.add(column, anchor_x="center", anchor_y="center")
        self.ui.add(anchor)

    def play_here(self) -> None:
        """Go on without the game in progress."""
        self.play()

    def quit(self) -> None:
        """Close this window (the other copy goes on)."""
        self.app.close()

    def on_show_view(self) -> None:
        super().on_show_view()
        self.ui.on_resize(*self.window.get_size())

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER, arcade.key.NUM_ENTER):
            self.play_here()
            return True
        return None
