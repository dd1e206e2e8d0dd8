"""One drawn button class, with one hit-test, for every bar drawn without ``arcade.gui``.

The menu, the status bar, the win panel, the Replay controls and the History rows draw their
buttons directly (a full-window ``UIManager`` surface costs as much as the cards at 1080p on
a software renderer, and the menu must draw its first frame fast). They all use
:class:`DrawnButton` and find the button under the pointer with :func:`button_at`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import arcade

from game.ui.theme import (
    BUTTON_BG,
    BUTTON_EDGE,
    BUTTON_HOVER,
    BUTTON_OFF,
    FONT,
    SCENE_BUTTON_BG,
    SCENE_BUTTON_EDGE,
    SCENE_BUTTON_HOVER,
    SCENE_BUTTON_STATES,
    SELECTED_BG,
    SELECTED_EDGE,
    SELECTED_TEXT,
    TEXT,
    TEXT_OFF,
)


@dataclass(frozen=True)
class ButtonStyle:
    """The colours of a drawn button in each state (RGB)."""

    bg: tuple[int, int, int] = BUTTON_BG
    hover: tuple[int, int, int] = BUTTON_HOVER
    edge: tuple[int, int, int] = BUTTON_EDGE
    text: tuple[int, int, int] = TEXT
    off_bg: tuple[int, int, int] = BUTTON_OFF
    off_text: tuple[int, int, int] = TEXT_OFF
    selected_bg: tuple[int, int, int] = SELECTED_BG
    selected_edge: tuple[int, int, int] = SELECTED_EDGE
    selected_text: tuple[int, int, int] = SELECTED_TEXT
    press_bg: tuple[int, int, int] = BUTTON_HOVER
    press_text: tuple[int, int, int] = TEXT


BAR_STYLE = ButtonStyle()
"""Blue-grey buttons on the dark bars of the table (status bar, win panel, Replay)."""
FELT_STYLE = ButtonStyle(bg=SCENE_BUTTON_BG, hover=SCENE_BUTTON_HOVER, edge=SCENE_BUTTON_EDGE)
"""Felt-green buttons, like the scenes' widgets (History rows)."""
SCENE_STYLE = ButtonStyle(
    bg=SCENE_BUTTON_BG, hover=SCENE_BUTTON_HOVER, edge=SCENE_BUTTON_EDGE,
    off_bg=SCENE_BUTTON_STATES["disabled"]["bg"],
    off_text=SCENE_BUTTON_STATES["disabled"]["font_color"],
    press_bg=SCENE_BUTTON_STATES["press"]["bg"],
    press_text=SCENE_BUTTON_STATES["press"]["font_color"],
)
"""The menu's buttons: the scenes' ``arcade.gui`` buttons' colours, disabled and pressed
states too."""


class DrawnButton:
    """A rounded box with a centred label, drawn and hit-tested by its owner.

    Args:
        label: the translated text.
        action: called (no arguments) when the button is clicked.
        style: its colours.
        font_size: the label's size in points until :meth:`place` sets another.

    Attributes:
        label: the text shown.
        action: called on click (the owner calls it, see :func:`button_at`).
        rect: where it is, logical pixels (set by :meth:`place`; empty until then).
        enabled: drawn dimmed when ``False`` (the action still runs: it may answer with
            a reminder).
        selected: drawn highlighted (the current speed or line in a replay).
        hovered: drawn lighter (the owner sets it from mouse motion).
        pressed: drawn in the pressed colours (the owner sets it while the mouse button is
            held on it).
        text: the ``arcade.Text`` of the label.
    """

    def __init__(
        self, label: str, action: Callable[[], object], style: ButtonStyle = BAR_STYLE,
        font_size: int = 13,
    ) -> None:
        self.label = label
        self.action = action
        self.style = style
        self.rect = arcade.LRBT(0, 0, 0, 0)
        self.enabled = True
        self.selected = False
        self.hovered = False
        self.pressed = False
        self.text = arcade.Text(label, 0, 0, style.text, font_size, font_name=FONT,
                                anchor_x="center", anchor_y="center")

    @property
    def disabled(self) -> bool:
        """Dimmed (not :attr:`enabled`): a keyboard focus ring skips it, as it skips a
        disabled ``arcade.gui`` button."""
        return not self.enabled

    def place(self, rect: arcade.types.Rect, font_size: int) -> None:
        """Put the button at ``rect`` (logical pixels) with its label at ``font_size`` points."""
        self.rect = rect
        if self.text.font_size != font_size:  # (setting it lays the label out again)
            self.text.font_size = font_size
        # Whole pixels: a label at a half pixel loses the top row of its glyphs.
        self.text.x, self.text.y = round(rect.center_x), round(rect.center_y)

    def renew(self, label: str, action: Callable[[], object]) -> None:
        """Make the button what a new one with ``label`` and ``action`` would be: enabled,
        neither selected, hovered nor pressed (its text's layout is kept when the label is
        the same)."""
        self.set_label(label)
        self.action = action
        self.enabled, self.selected, self.hovered, self.pressed = True, False, False, False

    def set_label(self, label: str) -> None:
        """Change the text shown (its size and place stay)."""
        if label != self.label:
            self.label = label
            self.text.text = label

    def label_width(self, font_size: int) -> float:
        """The label's width in logical pixels at ``font_size`` points (sets that size)."""
        if self.text.font_size != font_size:
            self.text.font_size = font_size
        return self.text.content_width

    def contains(self, x: float, y: float) -> bool:
        """Whether the point ``(x, y)`` (logical pixels) is on the button (never before
        :meth:`place`)."""
        return self.rect.width > 0 and self.rect.point_in_rect((x, y))

    def colors(self) -> tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]:
        """The box, edge and label colours (RGB) of the button's state."""
        st = self.style
        if self.selected:
            return st.selected_bg, st.selected_edge, st.selected_text
        if not self.enabled:
            return st.off_bg, st.edge, st.off_text
        if self.pressed:
            return st.press_bg, st.edge, st.press_text
        return (st.hover if self.hovered else st.bg), st.edge, st.text

    @property
    def look(self) -> tuple:
        """Everything :meth:`draw` depends on (label, place, size, colours): equal looks
        draw equal pixels (a :class:`~game.ui.cached.CachedPicture` key)."""
        r = self.rect
        return (self.label, r.left, r.bottom, r.right, r.top, self.text.font_size,
                self.text.x, self.text.y, self.colors())

    def draw(self) -> None:
        """Draw the box, its edge and the label in the colours of its state."""
        bg, edge, color = self.colors()
        arcade.draw_rect_filled(self.rect, bg)
        arcade.draw_rect_outline(self.rect, edge, border_width=1)
        if self.text.color[:3] != color:
            self.text.color = color
        self.text.draw()


def button_at(buttons: Iterable[DrawnButton], x: float, y: float) -> DrawnButton | None:
    """The first of ``buttons`` under the point ``(x, y)``, or ``None`` (the one hit-test
    of every drawn button)."""
    return next((b for b in buttons if b.contains(x, y)), None)
