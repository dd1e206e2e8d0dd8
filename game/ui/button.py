"""One drawn button class, with one hit-test, for every bar drawn without ``arcade.gui``.

The menu, the status bar, the win panel, the Replay controls and the History rows draw their
buttons directly (a full-window ``UIManager`` surface costs as much as the cards at 1080p on
a software renderer, and the menu must draw its first frame fast). They all use
:class:`DrawnButton` and find the button under the pointer with :func:`button_at`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

import arcade

from game.ui import palette
from game.ui.theme import FONT


@dataclass(frozen=True)
class ButtonStyle:
    """The colours of a drawn button in each state (RGB)."""

    bg: tuple[int, ...]
    hover: tuple[int, ...]
    edge: tuple[int, ...]
    text: tuple[int, ...]
    off_bg: tuple[int, ...]
    off_text: tuple[int, ...]
    selected_bg: tuple[int, ...]
    selected_edge: tuple[int, ...]
    selected_text: tuple[int, ...]
    press_bg: tuple[int, ...]
    press_text: tuple[int, ...]


def bar_style() -> ButtonStyle:
    """Buttons on the dark bars of the table (status bar, win panel, Replay), in the
    current palette."""
    return ButtonStyle(
        bg=palette.BUTTON_BG, hover=palette.BUTTON_HOVER, edge=palette.BUTTON_EDGE,
        text=palette.TEXT, off_bg=palette.BUTTON_OFF, off_text=palette.TEXT_OFF,
        selected_bg=palette.SELECTED_BG, selected_edge=palette.SELECTED_EDGE,
        selected_text=palette.SELECTED_TEXT, press_bg=palette.BUTTON_HOVER,
        press_text=palette.TEXT)


def felt_style() -> ButtonStyle:
    """Buttons like the scenes' widgets (History rows), in the current palette."""
    return replace(bar_style(), bg=palette.SCENE_BUTTON_BG, hover=palette.SCENE_BUTTON_HOVER,
                   edge=palette.SCENE_BUTTON_EDGE)


def scene_style() -> ButtonStyle:
    """The menu's buttons: the scenes' ``arcade.gui`` buttons' colours, disabled and
    pressed states too, in the current palette."""
    states = palette.SCENE_BUTTON_STATES
    return replace(
        felt_style(),
        off_bg=states["disabled"]["bg"], off_text=states["disabled"]["font_color"],
        press_bg=states["press"]["bg"], press_text=states["press"]["font_color"])


class DrawnButton:
    """A rounded box with a centred label, drawn and hit-tested by its owner.

    Args:
        label: the translated text.
        action: called (no arguments) when the button is clicked.
        style: its colours (default: :func:`bar_style` in the current palette).
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
        self, label: str, action: Callable[[], object], style: ButtonStyle | None = None,
        font_size: int = 13,
    ) -> None:
        self.label = label
        self.action = action
        self.style = style or bar_style()
        self._bar_styled = style is None
        """Whether the button has the bar style of the palette of its making (renewed with
        the palette's of then, see :meth:`renew`)."""
        self.rect = arcade.LRBT(0, 0, 0, 0)
        self.enabled = True
        self.selected = False
        self.hovered = False
        self.pressed = False
        self.text = arcade.Text(label, 0, 0, self.style.text, font_size, font_name=FONT,
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

    def restyle(self) -> None:
        """Take the current palette's bar style when the button was made in one (new
        looks chosen in Settings); a button given its own style keeps it."""
        if self._bar_styled:
            self.style = bar_style()

    def renew(self, label: str, action: Callable[[], object]) -> None:
        """Make the button what a new one with ``label`` and ``action`` would be: enabled,
        neither selected, hovered nor pressed, in the current palette's bar style when it
        was made in one (its text's layout is kept when the label is the same)."""
        self.restyle()
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
