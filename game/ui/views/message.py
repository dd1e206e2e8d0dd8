"""A scene that says one thing and offers a row of ways on: a title, a message, buttons.

The second copy's "the game is open in another window" and the Replay's "this file cannot
be replayed" are such scenes. Made of ``arcade.gui`` widgets (kept out of a replay opened
from the table, which must not pay for their import).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.ui import palette
from game.ui.gui import button_style, gui
from game.ui.theme import FONT

if TYPE_CHECKING:
    from game.ui.services import Services


class MessageView(gui.UIView):
    """A title, a message under it and a row of buttons, centred on the felt.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        title: the headline.
        message: what the scene says (wrapped to ``message_width``).
        choices: ``(key, label, action)`` per button, left to right; ``buttons[key]`` is
            the widget.
        title_size: the title's point size.
        title_width: the width (px) a long title wraps to, centred; ``None``: one line.
        message_width: the width (px) the message wraps to.
        button_width: each button's width (px).
    """

    def __init__(self, services: Services, title: str, message: str,
                 choices: Sequence[tuple[str, str, Callable[[], object]]], *,
                 title_size: int, title_width: int | None, message_width: int,
                 button_width: int) -> None:
        super().__init__()
        self.services = services
        self.background_color = palette.FELT
        self.title = title
        self.message = message
        column = gui.UIBoxLayout(space_between=18)
        wrap = {} if title_width is None else {"multiline": True, "width": title_width,
                                               "align": "center"}
        column.add(gui.UILabel(text=title, font_name=FONT, font_size=title_size,
                               text_color=palette.GOLD, **wrap))
        self.message_label = column.add(gui.UILabel(
            text=message, font_name=FONT, font_size=15, text_color=palette.TEXT, multiline=True,
            width=message_width, align="center"))
        row = gui.UIBoxLayout(vertical=False, space_between=14)
        self.buttons: dict[str, gui.UIFlatButton] = {}
        for key, label, action in choices:
            button = gui.UIFlatButton(text=label, width=button_width, height=40,
                                      style=button_style(15))
            button.on_click = lambda _e, a=action: a()  # type: ignore[misc]
            self.buttons[key] = row.add(button)
        column.add(row)
        anchor = gui.UIAnchorLayout()
        anchor.add(column, anchor_x="center", anchor_y="center")
        self.ui.add(anchor)

    def on_show_view(self) -> None:
        super().on_show_view()
        self.ui.on_resize(*self.services.screen.get_size())
