"""The app's looks from the player's settings: the chrome's palette, the table theme shown
and the text size.

One entry point, :func:`apply`, sets all of them from the settings: at start and after a
change of the table theme, of High contrast or of Text size (the scenes and the table are
then built again, as after a language switch: :meth:`game.ui.app.App.apply_looks`).
High contrast wins over the table theme: its palette (:data:`game.ui.palette.HIGH_CONTRAST`)
is laid over the standard one whatever the theme, and the table shows
:data:`game.ui.theme.HIGH_CONTRAST`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from game.ui import fonts, palette
from game.ui.theme import HIGH_CONTRAST as HIGH_CONTRAST_THEME
from game.ui.theme import TableTheme, theme_named

if TYPE_CHECKING:
    from game.storage.settings import Settings


def theme_chrome(theme: TableTheme) -> Mapping[str, palette.Colour]:
    """The palette's changes that make the chrome follow the table theme ``theme``
    (none yet: the standard palette is the green felt's)."""
    return {}


def chrome(theme_name: str, high_contrast: bool) -> Mapping[str, palette.Colour]:
    """The palette's changes for a table theme and the High contrast setting: the
    high-contrast palette when it is on (whatever the theme), else the theme's."""
    return palette.HIGH_CONTRAST if high_contrast else theme_chrome(theme_named(theme_name))


def theme_name(settings: Settings) -> str:
    """The name of the table theme shown: the high-contrast one when High contrast is
    on, else the chosen one (a value for :func:`game.ui.theme.theme_named`)."""
    return HIGH_CONTRAST_THEME.name if settings.high_contrast else settings.table_theme


def table_theme(settings: Settings) -> TableTheme:
    """The table theme shown (see :func:`theme_name`)."""
    return theme_named(theme_name(settings))


_applied: tuple = ("", False, 100)


def apply(settings: Settings) -> None:
    """Make the settings' looks the app's: the palette (:func:`chrome`) and the text
    size (:func:`game.ui.fonts.set_text_scale`). Widgets built before keep their
    colours and sizes until they are built again (:func:`key` tells them)."""
    global _applied
    palette.use(chrome(settings.table_theme, settings.high_contrast))
    fonts.set_text_scale(settings.text_size / 100)
    _applied = (settings.table_theme, settings.high_contrast, settings.text_size)


def key() -> tuple:
    """What the looks applied last depend on (table theme, High contrast, text size):
    part of a built scene's key, so that a scene built with other looks is built again."""
    return _applied
