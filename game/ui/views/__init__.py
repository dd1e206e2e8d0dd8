"""Scene views: menu, table, new game, settings, rules, history, statistics, replay.

:func:`open_scene` opens a scene by name (``--screenshot --view NAME`` and tests use it).
Each scene module is imported only when first shown, to keep start-up light.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.deal import DealSpec
    from game.ui.app import App

SCENES: dict[str, tuple[str, str]] = {
    "menu": ("game.ui.views.menu", "MenuView"),
    "new-game": ("game.ui.views.new_game", "NewGameView"),
    "settings": ("game.ui.views.settings", "SettingsView"),
    "rules": ("game.ui.views.rules", "RulesView"),
    "examples": ("game.ui.views.examples", "ExamplesView"),
    "faq": ("game.ui.views.rules", "FaqView"),
    "history": ("game.ui.views.history", "HistoryView"),
    "statistics": ("game.ui.views.statistics", "StatisticsView"),
}
"""Scene name → (module, class). Every class takes ``(app)`` as its only argument."""


def open_scene(app: App, name: str, spec: DealSpec | None = None) -> None:
    """Show scene ``name`` (``"table"`` opens ``spec`` or the game in progress).

    Raises:
        KeyError: no scene has that name.
    """
    if name == "table":
        if spec is not None:
            app.start(spec, animate=False)
        elif app.continue_game() is None:
            app.new_deal(app.settings.last_game)
        return
    module, cls = SCENES[name]
    view = getattr(importlib.import_module(module), cls)(app)
    app.show_view(view)
