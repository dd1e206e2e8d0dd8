"""The main menu: continue, new game, history, statistics, rules, settings, quit.

Keyboard: Up/Down (or Tab) move the highlight, Enter activates, Esc returns to the game in
progress when there is one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.variants import REGISTRY, shown
from game.i18n import _, ngettext
from game.ui.gui import gui
from game.ui.theme import DIM, GOLD, TITLE
from game.ui.views.common import (
    SceneView,
    centered,
    font_size,
    make_button,
    make_label,
    panel,
    quit_app,
    saved_game_in_progress,
    scale_for,
)

if TYPE_CHECKING:
    from game.ui.app import App


class MenuView(SceneView):
    """The menu shown at start-up and on Esc from the table.

    Args:
        app: the window.
    """

    focus_on_show = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.message = ""
        self.in_progress = self._game_in_progress()

    def _game_in_progress(self) -> tuple[str, str, int] | None:
        """``(game title, code, moves)`` of the game Continue would open, if any."""
        table = self.app.table
        if table is not None:
            game = table.game
            return game.variant.title, game.code, game.moves
        saved = saved_game_in_progress(self.app)
        if saved is None:
            return None
        return saved.game.variant.title, saved.game.code, saved.game.moves

    def on_show_view(self) -> None:
        self.in_progress = self._game_in_progress()
        self.app.report_file_problems()
        if self.app.notice:  # a file problem: the menu says it, once
            self.message, self.app.notice = self.app.notice, None
        if self.focus >= 0 and self.in_progress is None and self.focus == 0:
            self.focus = 1
        super().on_show_view()

    # ------------------------------------------------------------------ layout
    def build(self, width: float, height: float) -> None:
        s = scale_for(width, height)
        bw, bh = round(340 * s), round(50 * s)
        size = font_size(19, s)
        box = gui.UIBoxLayout(vertical=True, space_between=round(10 * s))
        box.add(make_label(_("Easy Harp & Eight Off"), font_size(36, s), color=TITLE,
                           bold=True))
        if self.in_progress is not None:
            title, code, moves = self.in_progress
            table = self.app.table
            if table is not None and table.game.is_won:  # Continue shows the won table
                line = ngettext("Won: {game}, {code}, {moves} move",
                                "Won: {game}, {code}, {moves} moves", moves).format(
                    game=_(title), code=code, moves=moves)
            else:
                line = ngettext("Game in progress: {game}, {code}, {moves} move",
                                "Game in progress: {game}, {code}, {moves} moves", moves).format(
                    game=_(title), code=code, moves=moves)
        elif not self.app.settings.played:  # the first start: nothing was played yet
            line = _("Welcome! Choose New game to start playing.")
        else:
            last = REGISTRY.get(self.app.settings.last_game) or shown()[0]
            line = _("Last played: {game}").format(game=_(last.title))
            if last.cell_choices:
                cells = self.app.settings.eight_off_cells
                line += "  " + ngettext("({cells} cell)", "({cells} cells)", cells).format(
                    cells=cells)
        box.add(make_label(line, font_size(14, s), color=DIM))
        box.add(gui.UISpace(height=round(6 * s), width=1))
        self.buttons: dict[str, gui.UIFlatButton] = {}
        for key, label, action, disabled in (
            ("continue", _("Continue"), self.continue_game, self.in_progress is None),
            ("new", _("New game"), self.new_game, False),
            ("history", _("History"), lambda: self.open_other("history"), False),
            ("statistics", _("Statistics"), lambda: self.open_other("statistics"), False),
            ("rules", _("Rules"), self.rules, False),
            ("settings", _("Settings"), self.settings, False),
            ("quit", _("Quit"), self.quit, False),
        ):
            button = make_button(label, action, bw, bh, size, disabled=disabled)
            self.buttons[key] = self.focusable(box.add(button))
        if self.message:
            box.add(make_label(self.message, font_size(14, s), color=GOLD))
        else:
            box.add(make_label(_("Arrow keys and Enter choose; F11 switches full screen."),
                               font_size(12, s), color=DIM))
        centered(self, panel(box, 26 * s))

    # ------------------------------------------------------------------ actions
    def continue_game(self) -> None:
        """Back to the game in progress (the open table or the autosaved game)."""
        if self.app.continue_game() is None:
            self.in_progress = None
            self.message = _("There is no game in progress.")
            self.relayout()

    def new_game(self) -> None:
        """Open the New Game window."""
        from game.ui.views.new_game import NewGameView

        self.app.show_view(NewGameView(self.app, back=self))

    def rules(self) -> None:
        """Open the rules."""
        from game.ui.views.rules import RulesView

        self.app.show_view(RulesView(self.app, back=self))

    def settings(self) -> None:
        """Open the settings."""
        from game.ui.views.settings import SettingsView

        self.app.show_view(SettingsView(self.app, back=self))

    def open_other(self, name: str) -> None:
        """Open the History or Statistics scene."""
        self.app.show_view(self.app.scene(name))

    def quit(self) -> None:
        """Save everything and close the window."""
        quit_app(self.app)

    def back(self) -> None:
        """Esc on the menu: back to the game in progress, when there is one."""
        if self.in_progress is not None:
            self.continue_game()
