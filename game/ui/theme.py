"""The app's palette and fonts, defined once (RGB or RGBA tuples, 0-255).

Every view, part and widget style takes its colours from here, so a colour changes in one
place. Names say what a colour is *for*, not what it looks like.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.text import N_

FONT = ("Liberation Sans", "DejaVu Sans", "Arial")
"""The UI font family with fallbacks; Liberation covers Croatian, Cyrillic and ♠♥♦♣."""

# The felt and the bars drawn on it.
FELT = (22, 92, 52)
"""The table's (and every scene's) background."""
FELT_DARK = (14, 64, 36)
HUD_BG = (10, 40, 24, 235)
"""The status bar, the Replay control bar and the Examples caption band."""
PANEL = (10, 44, 26, 225)
"""The translucent panel behind a scene's widgets."""

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

SCENE_BUTTON_STATES = {
    "normal": dict(font_color=TEXT, bg=SCENE_BUTTON_BG, border=SCENE_BUTTON_EDGE,
                   border_width=1),
    "hover": dict(font_color=(255, 255, 255), bg=SCENE_BUTTON_HOVER, border=(200, 230, 206),
                  border_width=1),
    "press": dict(font_color=(16, 40, 24), bg=(232, 236, 226), border=(200, 230, 206),
                  border_width=1),
    "disabled": dict(font_color=(120, 148, 128), bg=(22, 70, 42), border=(44, 96, 62),
                     border_width=1),
    "selected": dict(font_color=(24, 30, 20), bg=(230, 190, 70), border=(255, 236, 170),
                     border_width=2),
    "selected-hover": dict(font_color=(24, 30, 20), bg=(244, 206, 92), border=(255, 246, 210),
                           border_width=2),
}
"""The scenes' ``UIFlatButton`` colours by state (``selected``: a chosen option)."""
INPUT_STATES = {
    "normal": dict(bg=(8, 34, 20), border=(150, 196, 162), border_width=2),
    "hover": dict(bg=(8, 34, 20), border=(220, 236, 224), border_width=2),
    "press": dict(bg=(8, 34, 20), border=GOLD, border_width=2),
    "disabled": dict(bg=(40, 60, 48), border=(80, 100, 88), border_width=2),
    "invalid": dict(bg=(70, 20, 16), border=(255, 120, 100), border_width=2),
}
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


# Table themes (Settings -> Table): the felt, the marks and the bar of each look.
RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


@dataclass(frozen=True)
class TableTheme:
    """One finished table look.

    Attributes:
        name: the settings value (``"green"``).
        title: its name for players (English; catalogues translate it).
        felt: the cloth's colour at the table's middle (RGB).
        edge: the colour the vignette darkens the corners towards (RGB).
        weave: how strongly the threads are lit and shaded (levels of 255, ±).
        mark: the tint of the empty piles' marks (multiplies their translucent white).
        highlight: the outline of a pile that would take the dragged cards.
        bar: the status bar's background (RGBA).
        text: the status bar's text.
        back: the card back that suits it (Settings shows it beside the theme).
    """

    name: str
    title: str
    felt: RGB
    edge: RGB
    weave: int
    mark: RGB
    highlight: RGB
    bar: RGBA
    text: RGB
    back: str


THEMES: dict[str, TableTheme] = {
    theme.name: theme
    for theme in (
        TableTheme("green", N_("Green felt"), (28, 104, 60), (8, 46, 24), 7,
                   (255, 255, 255), (255, 214, 64), (10, 40, 24, 235), (240, 240, 232),
                   "blue"),
        TableTheme("blue", N_("Blue felt"), (30, 80, 136), (8, 28, 62), 7,
                   (215, 232, 255), (255, 206, 70), (8, 24, 48, 235), (236, 242, 250),
                   "red"),
        TableTheme("burgundy", N_("Burgundy felt"), (118, 30, 46), (48, 6, 16), 7,
                   (255, 228, 205), (255, 214, 90), (40, 8, 14, 235), (250, 238, 236),
                   "blue"),
        TableTheme("dark", N_("Night"), (40, 44, 52), (10, 11, 14), 6,
                   (190, 205, 228), (110, 200, 255), (12, 14, 18, 240), (226, 230, 236),
                   "red"),
    )
}
"""Every table look, in the order Settings shows them; the first is the default."""
DEFAULT_THEME = "green"


def theme_named(name: str) -> TableTheme:
    """The theme called ``name``, or the default one for an unknown name.

    >>> theme_named("blue").title, theme_named("rainbow").name
    ('Blue felt', 'green')
    """
    return THEMES.get(name, THEMES[DEFAULT_THEME])
