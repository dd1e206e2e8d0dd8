"""The table's key commands: which key asks for what, and the keyboard's focus on a panel
of choices (the win panel, a notice).

:class:`TableCommands` decides in one place what a key press on the table means, in this
order: the commands (undo, redo, hint, "Show me how", new deal), the buttons of a panel
when one is shown, the readings for a listener (R, T, Shift+F, A), keyboard play
(:class:`~game.ui.table.keyboard.KeyboardPlay`), and Esc for the menu. The table scene
carries the commands out (:class:`CommandHost`).
"""

from __future__ import annotations

from typing import Protocol

import arcade

from game.ui import palette
from game.ui.access.reading import reading_key
from game.ui.table.notice import NoticePanel
from game.ui.table.win import WinPanel

PANEL_KEYS = (arcade.key.LEFT, arcade.key.RIGHT, arcade.key.TAB, arcade.key.ENTER,
              arcade.key.NUM_ENTER, arcade.key.SPACE, arcade.key.ESCAPE)
"""The keys a shown panel of choices takes: Left/Right/Tab move the focus, Enter/Space
press, Esc sets a notice aside (or, on the win panel, shows the menu)."""


class CommandHost(Protocol):
    """What the key commands ask of the table scene."""

    win: WinPanel
    notice: NoticePanel | None

    def undo(self) -> None: ...

    def redo(self) -> None: ...

    def hint(self) -> None: ...

    def show_me_how(self, from_start: bool = False) -> None: ...

    def new_deal(self) -> None: ...

    def show_menu(self) -> None: ...

    def read_aloud(self, reading: str) -> None:
        """Tell a listener the reading ``reading`` (:mod:`game.ui.access.reading`)."""

    def play_key(self, symbol: int, modifiers: int) -> bool | None:
        """A key of keyboard play; whether it was used."""


class TableCommands:
    """The table's key map and the keyboard's focus on a panel of choices.

    Args:
        host: the table scene.

    Attributes:
        focus: the index of the panel button the keyboard is on (taken modulo the number
            of buttons; a new notice sets it to 0).
    """

    def __init__(self, host: CommandHost) -> None:
        self.host = host
        self.focus = 0

    def choices_panel(self) -> WinPanel | None:
        """The panel of buttons the keyboard works while it is shown: the win panel, else a
        notice (no moves left, no winning line), else ``None`` (the keys play the table)."""
        win, notice = self.host.win, self.host.notice
        if win.shown and win.buttons:
            return win
        if notice is not None and notice.shown and notice.buttons:
            return notice
        return None

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """Carry out the command of ``symbol`` with ``modifiers``.

        Returns:
            ``True`` when the key was used, ``None`` when it means nothing on the table.
        """
        key, host = arcade.key, self.host
        accel = modifiers & (key.MOD_ACCEL | key.MOD_CTRL)
        shift = modifiers & key.MOD_SHIFT
        if (symbol == key.Z and accel and shift) or (symbol == key.Y and accel):
            host.redo()
        elif symbol == key.Z and accel:
            host.undo()
        elif symbol == key.H and not accel and shift:
            host.show_me_how()
        elif symbol == key.H and not accel:
            host.hint()
        elif symbol == key.F2 or (symbol == key.N and accel):
            host.new_deal()
        elif (panel := self.choices_panel()) is not None and symbol in PANEL_KEYS:
            self._panel_key(panel, symbol, modifiers)
        elif (reading := reading_key(symbol, modifiers)) is not None:
            host.read_aloud(reading)  # heard, not seen
        elif host.play_key(symbol, modifiers):
            pass  # keyboard play (arrows, Tab, 1-9, F, C, W, S, Enter, Space, Esc)
        elif symbol == key.ESCAPE:
            host.show_menu()
        else:
            return None
        return True

    def _panel_key(self, panel: WinPanel, symbol: int, modifiers: int) -> None:
        """One of :data:`PANEL_KEYS` on the shown ``panel``."""
        key = arcade.key
        n = len(panel.buttons)
        if symbol in (key.ENTER, key.NUM_ENTER, key.SPACE):
            panel.buttons[self.focus % n].action()
        elif symbol == key.ESCAPE and panel is not self.host.win:
            panel.hide()  # a notice steps aside: the keys play the table again
        elif symbol == key.ESCAPE:
            self.host.show_menu()
        else:
            back = symbol == key.LEFT or (symbol == key.TAB and modifiers & key.MOD_SHIFT)
            self.focus = (self.focus + (-1 if back else 1)) % n

    def draw_focus(self) -> bool:
        """The focus ring around the focused button of the shown panel; whether one was
        drawn (else the keyboard play's own outline is the one to draw)."""
        panel = self.choices_panel()
        if panel is None:
            return False
        r = panel.buttons[self.focus % len(panel.buttons)].rect
        arcade.draw_lrbt_rectangle_outline(r.left - 3, r.right + 3, r.bottom - 3, r.top + 3,
                                           palette.FOCUS, border_width=3)
        return True
