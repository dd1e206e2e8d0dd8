"""The player's settings kept and shown: :class:`SettingsService`.

A change made in Settings is shown at once, without a restart: a new language renames the
window and shows every scene and the table in it; new looks (table theme, High contrast,
Text size) are applied to the palette and every scene is built again with them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.i18n import set_language
from game.storage.settings import save_settings
from game.ui import looks

if TYPE_CHECKING:
    from game.ui.services import Services


class SettingsWindow(Protocol):
    """What the settings service reads of its window: the services, and its title."""

    services: Services

    def retitle(self) -> None:
        """Set the window's title in the current language."""


class SettingsService:
    """Saving the settings and showing a new language or looks: the
    :class:`game.ui.services.Preferences` of every scene.

    Args:
        window: the window whose settings (:attr:`Services.settings
            <game.ui.services.Services.settings>`) are kept; read at each call.
    """

    def __init__(self, window: SettingsWindow) -> None:
        self.window = window

    def save(self) -> None:
        """Persist the settings (atomic; failures are logged, never raised); nothing when
        the window is read-only."""
        services = self.window.services
        if not services.read_only:
            save_settings(services.settings)

    def apply_language(self, code: str) -> None:
        """Speak ``code`` from now on, without a restart: the window title, the open scene
        (laid out again), the table kept behind it (status bar, buttons, win panel) and
        every later toast, reminder and notice. The setting is saved.

        Args:
            code: one of :data:`game.i18n.LANGUAGES` (anything else gives English).
        """
        services = self.window.services
        services.settings.language = set_language(code)
        self.window.retitle()
        services.nav.show_anew()
        self.save()

    def apply_looks(self) -> None:
        """Show the settings' looks (table theme, High contrast, Text size) at once: the
        palette and text size are set (:func:`game.ui.looks.apply`), then the open scene,
        the table kept behind it and the hidden kept scenes are built again with them, as
        after a language switch (:meth:`apply_language`); the open table and the table
        parts the window keeps restyle themselves (:meth:`Table.restyle
        <game.ui.services.Table.restyle>`). The settings are not saved here."""
        services = self.window.services
        looks.apply(services.settings)
        services.scheduler.made_ahead.clear()  # (parts made in the colours before)
        if services.playing.table is not None:
            services.playing.table.restyle()
        if services.playing.table_parts is not None:  # (the next table takes them)
            services.playing.table_parts.restyle()
        services.nav.show_anew()
        services.screen.request_frame()
