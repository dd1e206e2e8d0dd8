"""The colours of the window's chrome: scenes, panels, bars, buttons, dialogs and table marks.

RGB or RGBA tuples, 0-255. Names say what a colour is *for*, not what it looks like.
Read them as ``palette.NAME`` when a widget is built or drawn, never copied into another
module at import (``from game.ui.palette import TEXT`` would keep the first value): the
palette can change while the app runs (:func:`use`), and the scenes are built again after
it does, as after a language switch.

The table's own looks (felt, pile marks, the status bar's colours) are
:data:`game.ui.theme.THEMES`.
"""

from __future__ import annotations

from collections.abc import Mapping

Colour = tuple[int, ...]
"""An RGB or RGBA colour, levels 0-255."""

# The felt and the bars drawn on it.
FELT = (22, 92, 52)
"""The table's (and every scene's) background."""
FELT_DARK = (14, 64, 36)
HUD_BG = (10, 40, 24, 235)
"""The status bar, the Replay control bar and the Examples caption band."""
BAR_EDGE = (96, 112, 60)
"""The line along the Replay bar's top and the Examples band's bottom edge, where they meet
the table."""
PANEL = (10, 44, 26, 225)
"""The translucent panel behind a scene's widgets."""
PANEL_EDGE = (120, 150, 90)
"""The frame line of a drawn panel (the menu's)."""

# Text.
TEXT = (240, 240, 232)
TEXT_OFF = (140, 150, 160)
"""Text of a disabled drawn button."""
DIM = (184, 210, 192)
GOLD = (255, 214, 64)
"""Headings, the scrub knob, chosen buttons."""
TITLE = (255, 240, 180)
"""Big titles and banners (You won!)."""
ERROR = (255, 160, 140)
MESSAGE = (255, 255, 255)
"""Passing messages (reminders) over their dark box."""
MESSAGE_BOX = (0, 0, 0, 200)
"""The box behind a passing message."""

# Table marks.
HIGHLIGHT = (255, 214, 64)
"""Outline of a pile that would accept the dragged cards."""
KEY_FOCUS = (255, 105, 180)
"""The table's keyboard outline: neither gold (HIGHLIGHT, a pile that would take the
cards) nor light blue (HINT), nor a colour of the cards, so it is never taken for any."""
FOCUS = KEY_FOCUS
"""The keyboard focus ring around a scene's button: the table's keyboard colour, so one
colour means "the keyboard is here" everywhere; gold would vanish around a chosen (gold)
button."""
HELD = (245, 245, 245)
"""The outline around the group the keyboard has picked up, clear of the cards (white:
"in hand", as neither a target's gold nor the keyboard outline)."""

# Drawn buttons (status bar, win panel, Replay controls).
BUTTON_BG = (46, 62, 84)
BUTTON_HOVER = (62, 82, 110)
BUTTON_EDGE = (120, 140, 165)
BUTTON_OFF = (34, 44, 58)
SELECTED_BG = (230, 190, 70)
SELECTED_EDGE = (255, 236, 170)
SELECTED_TEXT = (24, 30, 20)

# Scene buttons (menu, settings, History rows): felt green.
SCENE_BUTTON_BG = (30, 104, 62)
SCENE_BUTTON_HOVER = (42, 128, 78)
SCENE_BUTTON_EDGE = (96, 160, 116)


HOVER_TEXT = (255, 255, 255)
SCENE_BUTTON_HOVER_EDGE = (200, 230, 206)
PRESS_TEXT = (16, 40, 24)
PRESS_BG = (232, 236, 226)
SCENE_BUTTON_OFF_TEXT = (120, 148, 128)
SCENE_BUTTON_OFF = (22, 70, 42)
SCENE_BUTTON_OFF_EDGE = (44, 96, 62)
SELECTED_HOVER = (244, 206, 92)
SELECTED_HOVER_EDGE = (255, 246, 210)

# Text fields (History's import, New Game's deal code).
FIELD_BG = (8, 34, 20)
FIELD_EDGE = (150, 196, 162)
FIELD_HOVER_EDGE = (220, 236, 224)


def _scene_button_states() -> dict[str, dict[str, object]]:
    """The scenes' ``UIFlatButton`` colours by state (``selected``: a chosen option)."""
    return {
        "normal": dict(font_color=TEXT, bg=SCENE_BUTTON_BG, border=SCENE_BUTTON_EDGE,
                       border_width=1),
        "hover": dict(font_color=HOVER_TEXT, bg=SCENE_BUTTON_HOVER,
                      border=SCENE_BUTTON_HOVER_EDGE, border_width=1),
        "press": dict(font_color=PRESS_TEXT, bg=PRESS_BG, border=SCENE_BUTTON_HOVER_EDGE,
                      border_width=1),
        "disabled": dict(font_color=SCENE_BUTTON_OFF_TEXT, bg=SCENE_BUTTON_OFF,
                         border=SCENE_BUTTON_OFF_EDGE, border_width=1),
        "selected": dict(font_color=SELECTED_TEXT, bg=SELECTED_BG, border=SELECTED_EDGE,
                         border_width=2),
        "selected-hover": dict(font_color=SELECTED_TEXT, bg=SELECTED_HOVER,
                               border=SELECTED_HOVER_EDGE, border_width=2),
    }


def _input_states() -> dict[str, dict[str, object]]:
    """The scenes' ``UIInputText`` colours by state: a dark field with a light border."""
    return {
        "normal": dict(bg=FIELD_BG, border=FIELD_EDGE, border_width=2),
        "hover": dict(bg=FIELD_BG, border=FIELD_HOVER_EDGE, border_width=2),
        "press": dict(bg=FIELD_BG, border=GOLD, border_width=2),
        "disabled": dict(bg=(40, 60, 48), border=(80, 100, 88), border_width=2),
        "invalid": dict(bg=(70, 20, 16), border=(255, 120, 100), border_width=2),
    }


SCENE_BUTTON_STATES = _scene_button_states()
"""The scenes' ``UIFlatButton`` colours by state (``selected``: a chosen option)."""
INPUT_STATES = _input_states()
"""The scenes' ``UIInputText`` colours by state: a dark field with a light border."""

# History, Statistics and dialogs.
NOT_FINISHED = (176, 190, 178)
"""A "Not finished" result in History's rows."""
NOT_FINISHED_BAR = (150, 160, 152)
"""A not-finished deal's bar in the Statistics chart."""
ROW_STRIPE = (255, 255, 255, 14)
ROW_HOVER = (255, 255, 255, 34)
DIM_OVERLAY = (0, 0, 0, 120)
"""Laid over the scene behind a dialog."""
DIALOG_BG = (28, 76, 48, 255)
"""A dialog's box: lighter than anything dimmed around it (the felt under DIM_OVERLAY is
about (12, 49, 28), a scene's panel darker still; the box used to match the dimmed felt,
so on the table it showed only where it covered cards)."""
DIALOG_EDGE = (112, 160, 124)
"""A dialog box's edge line."""

# The win panel: a framed card in the theme's colours.
WIN_BG = (12, 46, 28, 255)
"""The win panel's face."""
WIN_EDGE = (255, 214, 64)
"""The win panel's frame (the theme's highlight)."""
WIN_INNER_EDGE = (88, 140, 104)
"""The thin line inside the frame, and between the score card's columns."""
WIN_CARD = (8, 30, 18)
"""The score card's strip under the title."""
WIN_SHADOW = (0, 0, 0, 90)
"""The soft shadow under the panel (drawn in a few widening layers)."""

# The Replay scrub bar (and the Rules page's scroll track).
TRACK = (8, 34, 20)
TRACK_DONE = (214, 176, 52)
UNDO_TICK = (235, 120, 96)
KNOB_EDGE = (60, 50, 10)
HINT = (120, 220, 255)
"""Outline of a hint's source and destination (distinct from the drag targets' gold)."""
NOTICE_BG = (8, 30, 18, 230)
"""The band behind a notice on the table (no moves left, no winning line)."""
STOCK_BADGE = (10, 30, 20, 210)
"""The badge behind the stock's card count (Easy Harp)."""


# The high-contrast side (Settings -> Accessibility -> High contrast): laid over the
# standard palette by game.ui.looks, whatever the table theme. Every colour meets WCAG 2.1
# AA against what lies under it: text at least 4.5:1 (white, light grey or yellow on
# black; black on yellow or white), focus outlines and marks at least 3:1 (magenta: 6.7:1
# on black, 3.1:1 on a white card face).
_BLACK = (0, 0, 0)
_WHITE = (255, 255, 255)
_YELLOW = (255, 230, 0)
_MAGENTA = (255, 0, 255)
_CYAN = (0, 255, 255)

HIGH_CONTRAST: dict[str, Colour] = {
    "FELT": _BLACK, "FELT_DARK": _BLACK, "HUD_BG": (*_BLACK, 255), "PANEL": (*_BLACK, 255),
    "TEXT": _WHITE, "TEXT_OFF": (170, 170, 170), "DIM": (235, 235, 235), "GOLD": _YELLOW,
    "TITLE": _YELLOW, "ERROR": (255, 150, 150), "MESSAGE": _WHITE,
    "MESSAGE_BOX": (*_BLACK, 255),
    "HIGHLIGHT": _YELLOW, "KEY_FOCUS": _MAGENTA, "FOCUS": _MAGENTA, "HELD": _WHITE,
    "BUTTON_BG": _BLACK, "BUTTON_HOVER": (48, 48, 48), "BUTTON_EDGE": _WHITE,
    "BUTTON_OFF": _BLACK, "SELECTED_BG": _YELLOW, "SELECTED_EDGE": _WHITE,
    "SELECTED_TEXT": _BLACK,
    "SCENE_BUTTON_BG": _BLACK, "SCENE_BUTTON_HOVER": (48, 48, 48), "SCENE_BUTTON_EDGE": _WHITE,
    "HOVER_TEXT": _WHITE, "SCENE_BUTTON_HOVER_EDGE": _YELLOW, "PRESS_TEXT": _BLACK,
    "PRESS_BG": _WHITE, "SCENE_BUTTON_OFF_TEXT": (150, 150, 150), "SCENE_BUTTON_OFF": _BLACK,
    "SCENE_BUTTON_OFF_EDGE": (110, 110, 110), "SELECTED_HOVER": (255, 240, 90),
    "SELECTED_HOVER_EDGE": _WHITE,
    "FIELD_BG": _BLACK, "FIELD_EDGE": _WHITE, "FIELD_HOVER_EDGE": _YELLOW,
    "NOT_FINISHED": (220, 220, 220), "NOT_FINISHED_BAR": (200, 200, 200),
    "ROW_STRIPE": (255, 255, 255, 24), "ROW_HOVER": (255, 255, 255, 48),
    "DIM_OVERLAY": (0, 0, 0, 170), "DIALOG_BG": (*_BLACK, 255), "DIALOG_EDGE": _WHITE,
    "TRACK": (40, 40, 40), "TRACK_DONE": _YELLOW, "UNDO_TICK": (255, 120, 120),
    "KNOB_EDGE": _WHITE, "HINT": _CYAN, "NOTICE_BG": (*_BLACK, 255),
    "STOCK_BADGE": (*_BLACK, 255),
    "PANEL_EDGE": _WHITE, "BAR_EDGE": _WHITE,
    "WIN_BG": (*_BLACK, 255), "WIN_EDGE": _YELLOW, "WIN_INNER_EDGE": _WHITE,
    "WIN_CARD": _BLACK, "WIN_SHADOW": (0, 0, 0, 0),
}
"""The high-contrast palette's changes to the standard one (every text colour is white,
light grey or yellow on black, or black on yellow or white)."""


_NAMES = frozenset(name for name, value in globals().items()
                   if name.isupper() and not name.startswith("_") and isinstance(value, tuple))
"""Every colour's name (the state tables are made of them, not set by :func:`use`)."""
_STANDARD = {name: globals()[name] for name in _NAMES}


def standard() -> dict[str, Colour]:
    """The standard palette's colours by name (a new dict: what :func:`use` lays changes
    over)."""
    return dict(_STANDARD)


def use(changes: Mapping[str, Colour]) -> None:
    """Make the standard palette, with ``changes`` laid over it, the app's palette.

    Args:
        changes: colour name (one of this module's, e.g. ``"TEXT"``) to its new value;
            an empty mapping restores the standard palette. The button and field state
            tables (:data:`SCENE_BUTTON_STATES`, :data:`INPUT_STATES`) follow the colours
            they are made of.

    Raises:
        KeyError: a name that is not one of this module's colours.

    >>> from game.ui import palette
    >>> palette.use({"TEXT": (255, 255, 255)}); palette.TEXT
    (255, 255, 255)
    >>> palette.use({}); palette.TEXT
    (240, 240, 232)
    """
    unknown = set(changes) - _NAMES
    if unknown:
        raise KeyError(f"not a palette colour: {sorted(unknown)}")
    namespace = globals()
    namespace.update(_STANDARD)
    namespace.update(changes)
    namespace["SCENE_BUTTON_STATES"] = _scene_button_states()
    namespace["INPUT_STATES"] = _input_states()
