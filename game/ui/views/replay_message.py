"""The scene shown instead of a replay when a saved-game file cannot be replayed.

Its own module: it is made of ``arcade.gui`` widgets, whose import (~80–130 ms) a replay
opened from the table (its win panel, "Show me how") must not pay for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from game.i18n import _
from game.ui.gui import button_style, gui
from game.ui.theme import FELT, FONT, GOLD, TEXT

if TYPE_CHECKING:
    from game.ui.services import Shell


class ReplayMessageView(gui.UIView):
    """A saved game that cannot be replayed: what went wrong, and a way on.

    Args:
        app: the window.
        title: the headline.
        message: one line saying what is wrong with the file.
        back: the scene a "Back" button returns to (a file dropped on it); ``None``:
            Menu and Quit only (the command line's replay).
    """

    def __init__(self, app: Shell, title: str, message: str,
                 back: arcade.View | None = None) -> None:
        super().__init__()
        self.app = app
        self.background_color = FELT
        self.title = title
        self.message = message
        column = gui.UIBoxLayout(space_between=18)
        column.add(gui.UILabel(text=title, font_name=FONT, font_size=26, text_color=GOLD))
        column.add(
            gui.UILabel(
                text=message, font_name=FONT, font_size=15, text_color=TEXT,
                multiline=True, width=760, align="center",
            )
        )
        row = gui.UIBoxLayout(vertical=False, space_between=14)
        self.buttons: dict[str, gui.UIFlatButton] = {}
        choices = [("menu", _("Menu"), self.app.show_menu), ("quit", _("Quit"), self.app.close)]
        if back is not None:
            choices = [("back", _("Back"), lambda: app.show_view(back)), choices[0]]
        for key, label, action in choices:
            button = gui.UIFlatButton(text=label, width=160, height=40, style=button_style(15))
            button.on_click = lambda _e, a=action: a()  # type: ignore[misc]
            self.buttons[key] = row.add(button)
        column.add(row)
        anchor = gui.UIAnchorLayout()
        anchor.add(column, anchor_x="center", anchor_y="center")
        self.ui.add(anchor)

    def on_show_view(self) -> None:
        super().on_show_view()
        self.ui.on_resize(*self.window.get_size())

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol in (arcade.key.ESCAPE, arcade.key.ENTER):
            first = next(iter(self.buttons.values()))
            first.on_click(None)  # type: ignore[misc]
            return True
        return None
