"""One drawn button class, with one hit-test, for every bar drawn without ``arcade.gui``.

The status bar, the win panel, the Replay controls and the History rows draw their buttons
directly (a full-window ``UIManager`` surface costs as much as the cards at 1080p on a
software renderer). They all use :class:`DrawnButton` and find the button under the
pointer with :func:`button_at`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import arcade

from game.ui.theme import (
    BUTTON_BG,
    BUTTON_EDGE,
    BUTTON_HOVER,
    BUTTON_OFF,
    FONT,
    SELECTED_BG,
    SELECTED_EDGE,
    SELECTED_TEXT,
    TEXT,
    TEXT_OFF,
)


class DrawnButton:
    """A rounded box with a centred label, drawn and hit-tested by its owner.

    Args:
        label: the translated text.
        action: called (no arguments) when the button is clicked.

    Attributes:
        label: the text shown.
        action: called on click (the owner calls it, see :func:`button_at`).
        rect: where it is, logical pixels (set by :meth:`place`; empty until then).
        enabled: drawn dimmed when ``False`` (the action still runs: it may answer with
            a reminder).
        selected: drawn highlighted (the current speed or line in a replay).
        hovered: drawn lighter (the owner sets it from mouse motion).
        text: the ``arcade.Text`` of the label.
    """

    def __init__(self, label: str, action: Callable[[], object]) -> None:
        self.label = label
        self.action = action
        self.rect = arcade.LRBT(0, 0, 0, 0)
        self.enabled = True
        self.selected = False
        self.hovered = False
        self.text = arcade.Text(label, 0, 0, TEXT, 13, font_name=FONT,
                                anchor_x="center", anchor_y="center")

    def place(self, rect: arcade.types.Rect, font_size: int) -> None:
        """Put the button at ``rect`` (logical pixels) with its label at ``font_size`` points."""
        self.rect = rect
        self.text.font_size = font_size
        self.text.x, self.text.y = rect.center_x, rect.center_y

    def set_label(self, label: str) -> None:
        """Change the text shown (its size and place stay)."""
        if label != self.label:
            self.label = label
            self.text.text = label

    def label_width(self, font_size: int) -> float:
        """The label's width in logical pixels at ``font_size`` points (sets that size)."""
        self.text.font_size = font_size
        return self.text.content_width

    def contains(self, x: float, y: float) -> bool:
        """Whether the point ``(x, y)`` (logical pixels) is on the button (never before
        :meth:`place`)."""
        return self.rect.width > 0 and self.rect.point_in_rect((x, y))

    def draw(self) -> None:
        """Draw the box, its edge and the label in the colours of its state."""
        if self.selected:
            bg, edge, color = SELECTED_BG, SELECTED_EDGE, SELECTED_TEXT
        elif not self.enabled:
            bg, edge, color = BUTTON_OFF, BUTTON_EDGE, TEXT_OFF
        else:
            bg, edge, color = (BUTTON_HOVER if self.hovered else BUTTON_BG), BUTTON_EDGE, TEXT
        arcade.draw_rect_filled(self.rect, bg)
        arcade.draw_rect_outline(self.rect, edge, border_width=1)
        if self.text.color[:3] != color:
            self.text.color = color
        self.text.draw()


def button_at(buttons: Iterable[DrawnButton], x: float, y: float) -> DrawnButton | None:
    """The first of ``buttons`` under the point ``(x, y)``, or ``None`` (the one hit-test
    of every drawn button)."""
    return next((b for b in buttons if b.contains(x, y)), None)
