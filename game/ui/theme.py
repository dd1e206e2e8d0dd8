"""The app's palette and fonts, defined once (RGB or RGBA tuples, 0-255).

Every view, part and widget style takes its colours from here, so a colour changes in one
place. Names say what a colour is *for*, not what it looks like.
"""

from __future__ import annotations

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
"""Headings, the scrub knob, and focus rings."""
TITLE = (255, 240, 180)
"""Big titles and banners (You won!)."""
ERROR = (255, 160, 140)
MESSAGE = (255, 255, 255)
"""Passing messages (reminders) over their dark box."""

# Table marks.
HIGHLIGHT = (255, 214, 64)
"""Outline of a pile that would accept the dragged cards."""
FOCUS = (255, 214, 64)

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

# The Replay scrub bar.
TRACK = (8, 34, 20)
TRACK_DONE = (214, 176, 52)
UNDO_TICK = (235, 120, 96)
