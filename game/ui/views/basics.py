"""What every scene shares without ``arcade.gui``: sizes, fitted fonts, the focus ring.

The menu is drawn without ``arcade.gui`` (it is the first frame of every start, and
importing and laying out ``arcade.gui`` widgets would double its cost), so the pieces it
shares with the widget scenes of :mod:`game.ui.views.common` live here: the size factor
(:func:`scale_for`), font sizes that fit their room (:func:`fit_font_size`), the keyboard
focus ring (:class:`FocusRing`), and quitting.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeVar

import arcade

from game.ui import fonts, palette
from game.ui.fonts import SMALLEST_TEXT, text_width

if TYPE_CHECKING:
    from game.storage.session import Session
    from game.ui.services import Services


def scale_for(width: float, height: float) -> float:
    """The size factor of a scene: 1.0 at 1280x800, gently smaller or larger elsewhere.

    Sizes, gaps and fonts all scale by it, so text keeps fitting its buttons; it changes
    less than the window (0.76 at 800x600, 1.23 at 1920x1080) to stay readable.
    """
    fit = max(0.55, min(1.7, width / 1280, height / 800))
    return 0.35 + 0.65 * fit


def font_size(base: float, scale: float) -> int:
    """A font size (points) for ``base`` points at the scene's size factor ``scale``,
    times the player's text size (:data:`game.ui.fonts.TEXT_SCALE`); never below
    :data:`~game.ui.fonts.SMALLEST_TEXT` times the text size."""
    return max(round(SMALLEST_TEXT * fonts.TEXT_SCALE), round(base * scale * fonts.TEXT_SCALE))


MIN_FONT = SMALLEST_TEXT
"""Labels shrink to fit their button or box, never below this size (points)."""
BUTTON_PAD = 6
"""Pixels kept free on each side of a button's label."""


def largest_fitting_size(width_at: Callable[[int], float], size: int, room: float) -> int:
    """The largest font size up to ``size`` (points, :data:`MIN_FONT` at least) whose
    width ``width_at(size)`` (logical pixels) fits in ``room`` pixels."""
    while size > MIN_FONT and width_at(size) > room:
        size -= 1
    return size


def fit_font_size(text: str, size: int, room: float, bold: bool = False) -> int:
    """The largest font size up to ``size`` at which ``text`` fits in ``room`` pixels
    (:data:`MIN_FONT` at least): long Croatian and Russian labels shrink instead of being
    clipped."""
    return largest_fitting_size(lambda s: text_width(text, s, bold), size, room)


def saved_game_in_progress(services: Services) -> Session | None:
    """The autosaved game if it is still in progress (a won or unreadable one is not);
    read once per start (:meth:`~game.ui.in_progress.GameInProgress.saved`)."""
    return services.playing.saved()


def quit_app(services: Services) -> None:
    """Save the game in progress and the settings, then close the window."""
    services.playing.close()  # saved; the journal's queued writes reach the disk first
    services.prefs.save()
    services.nav.close()


class Focusable(Protocol):
    """What the focus ring needs of a button: an ``arcade.gui`` button made by
    :func:`game.ui.views.common.make_button` or a :class:`game.ui.button.DrawnButton`."""

    rect: arcade.types.Rect

    @property
    def disabled(self) -> bool: ...

    def action(self) -> object: ...


F = TypeVar("F", bound=Focusable)


ARROWS = {arcade.key.UP: (0, 1), arcade.key.DOWN: (0, -1),
          arcade.key.LEFT: (-1, 0), arcade.key.RIGHT: (1, 0)}
"""The arrow keys' directions on screen (x right, y up)."""


class FocusRing:
    """Mix-in for a scene: a keyboard focus ring over its buttons.

    The arrows move it over the buttons as over a grid: Left/Right within the focused
    button's row (staying put at its end), Up/Down to the nearest button of the row
    above/below (past the last row, on around); Tab (Shift+Tab back) to the next in the
    ring, skipping disabled buttons; Enter and Space press the focused button (:meth:`focus_key`);
    :meth:`draw_focus` outlines it.

    Attributes:
        focus_items: the buttons in ring order (registered with :meth:`focusable`).
        focus: index of the focused button, ``-1`` before the keyboard is first used.
    """

    focus_on_show = False
    """Show the focus ring on the first button from the start (the menu does)."""

    focus_items: list[Focusable]
    focus: int

    def reset_focus(self) -> None:
        """Start an empty ring (focused on the first button when :attr:`focus_on_show`)."""
        self.focus_items = []
        self.focus = 0 if self.focus_on_show else -1

    def show_focus(self) -> None:
        """The player uses the keyboard here (the scene was opened by a key): focus the
        first enabled button when none is; a scene still being made keeps the focus
        there once its buttons are made (its build ends with :meth:`keep_focus_valid`)."""
        if self.focus < 0:
            self.focus = 0
            if self.focus_items:
                self.keep_focus_valid()

    def focusable(self, widget: F) -> F:
        """Register ``widget`` (a :class:`Focusable` button) in the focus ring; returns it."""
        self.focus_items.append(widget)
        return widget

    def keep_focus_valid(self) -> None:
        """After the buttons were made again: keep the focus on an existing, enabled one."""
        if self.focus >= len(self.focus_items):
            self.focus = len(self.focus_items) - 1
        if self.focus >= 0 and self.focus_items and self.focus_items[self.focus].disabled:
            self.move_focus(1)

    def move_focus(self, step: int) -> None:
        """Move the focus ring ``step`` buttons on, skipping disabled ones."""
        n = len(self.focus_items)
        if not n:
            return
        index = self.focus if self.focus >= 0 else (-1 if step > 0 else 0)
        for _ in range(n):
            index = (index + step) % n
            if not self.focus_items[index].disabled:
                self.focus = index
                return

    def activate_focus(self) -> bool:
        """Enter/Space: press the focused button. Returns whether one was pressed."""
        if 0 <= self.focus < len(self.focus_items):
            widget = self.focus_items[self.focus]
            if not widget.disabled:
                widget.action()
                return True
        return False

    def focus_key(self, symbol: int, modifiers: int) -> bool:
        """Move or press the focus for a key (arrows, Tab, Enter, Space); True if it did.

        Left/Right stay in the focused button's row (at its end the focus stays put); Up/Down
        go to the row above/below, past the last row on around to the other end (the menu's
        column wraps as it always did); Tab/Shift+Tab follow the ring's order.
        """
        key = arcade.key
        if symbol in (key.ENTER, key.NUM_ENTER) and modifiers & key.MOD_ALT:
            return False  # Alt+Enter switches full screen
        if symbol in (key.ENTER, key.NUM_ENTER, key.SPACE):
            return self.activate_focus()
        if symbol in ARROWS:
            if not 0 <= self.focus < len(self.focus_items):  # the keyboard's first use
                self.move_focus(1 if symbol in (key.DOWN, key.RIGHT) else -1)
            else:
                self.move_focus_towards(*ARROWS[symbol])  # stays put when nothing is that way
            return True
        if symbol == key.TAB:
            self.move_focus(-1 if modifiers & key.MOD_SHIFT else 1)
            return True
        return False

    def move_focus_towards(self, dx: int, dy: int) -> bool:
        """Move the focus to the nearest enabled button in a direction on screen, as the
        arrow keys do over a grid of buttons in a desktop application.

        Left/Right: the nearest button that way in the same row (its vertical centre within
        the focused button's height); none: the focus stays. Up/Down: the nearest row that
        way (buttons whose vertical centre lies beyond the focused button's height), the
        rows straight above/below it (overlapping it across) first, so that a scene in two
        columns keeps to its column; a row is the buttons whose centres lie within its
        nearest button's height (a row of disabled buttons is passed over); in it, the
        button whose horizontal centre is closest to the focused one's (a tie: the left
        one). Past the last row that way: the row at the other end (the menu's column
        wraps, as it always did).

        Args:
            dx, dy: the direction, one of (1, 0), (-1, 0), (0, 1), (0, -1) (y up).

        Returns:
            Whether the focus moved; ``False`` at the end of a row, for Up/Down with a
            single row, before the keyboard was first used, or with no buttons.
        """
        if not 0 <= self.focus < len(self.focus_items):
            return False
        here = self.focus_items[self.focus].rect
        others = [(i, w.rect, w.disabled) for i, w in enumerate(self.focus_items)
                  if i != self.focus]
        if dx:
            row = [(abs(r.center_x - here.center_x), r.center_y, i) for i, r, off in others
                   if not off and abs(r.center_y - here.center_y) <= here.height / 2
                   and (r.center_x - here.center_x) * dx >= 1]
            if not row:
                return False
            self.focus = min(row)[2]
            return True
        for way in (dy, -dy):  # that way; past the last row, from the other end
            ahead = [(i, r, off) for i, r, off in others
                     if (r.center_y - here.center_y) * way > here.height / 2]
            anchors = sorted(ahead, key=lambda c: (
                not (c[1].left < here.right and c[1].right > here.left),  # straight that way
                abs(c[1].center_y - here.center_y) * (1 if way == dy else -1)))
            for _, anchor, _ in anchors:
                row = [(abs(r.center_x - here.center_x), r.center_x, i) for i, r, off in ahead
                       if not off and abs(r.center_y - anchor.center_y) <= anchor.height / 2]
                if row:
                    self.focus = min(row)[2]
                    return True
        return False

    def draw_focus(self) -> None:
        """Outline the focused button."""
        if 0 <= self.focus < len(self.focus_items):
            r = self.focus_items[self.focus].rect
            arcade.draw_lrbt_rectangle_outline(
                r.left - 3, r.right + 3, r.bottom - 3, r.top + 3, palette.FOCUS, border_width=3
            )
