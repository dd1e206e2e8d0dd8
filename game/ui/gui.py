"""``arcade.gui`` imported safely everywhere, plus font loading and the default button style.

Under ``ARCADE_HEADLESS=1`` on Linux, arcade 3.3.3 cannot import ``arcade.gui`` (it reaches
for ``arcade.ControllerManager``, which headless mode skips, and pyglet's xlib window module).
Importing those two first is the documented workaround (ARCADE_NOTES.md §8).
"""

from __future__ import annotations

import dataclasses

import arcade

if arcade.headless:  # pragma: no branch - depends on the environment
    import pyglet.window.xlib  # noqa: F401, I001  (first: needs libX11 only, no X server)
    import arcade.controller

    arcade.ControllerManager = arcade.controller.ControllerManager  # type: ignore[attr-defined]

import arcade.gui  # noqa: E402

from game.ui.theme import FONT  # noqa: E402

_fonts_loaded = False


FONT_FILES = (
    ":system:fonts/ttf/Liberation/Liberation_Sans_Regular.ttf",
    ":system:fonts/ttf/Liberation/Liberation_Sans_Bold.ttf",
)
"""The faces the UI draws with (regular and bold; no italics). Only these are loaded:
``arcade.resources.load_liberation_fonts`` would read all twelve Liberation files."""


def load_fonts() -> None:
    """Register the Liberation Sans faces bundled with arcade (once)."""
    global _fonts_loaded
    if not _fonts_loaded:
        for path in FONT_FILES:
            arcade.load_font(path)
        _fonts_loaded = True


def button_style(font_size: int = 14) -> dict:
    """``UIFlatButton`` styles with our font (its default font lacks ć, ж and ♠)."""
    return {
        state: dataclasses.replace(style, font_name=FONT, font_size=font_size)
        for state, style in arcade.gui.UIFlatButton.DEFAULT_STYLE.items()
    }


gui = arcade.gui
