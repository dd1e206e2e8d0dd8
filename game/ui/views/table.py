"""The table scene: one game played with the mouse and keyboard.

:class:`TableView` composes the parts of :mod:`game.ui.table`: the card table (sprites,
reconcile, animations), pointer play (drags and taps become moves), the status bar and the
win panel. One path changes the table: the engine answers (:meth:`TableView.play`), then
:meth:`~game.ui.table.CardTable.reconcile` sends every sprite to where the engine's position
says it belongs. Views never decide rules: a drop becomes a
:class:`~game.engine.moves.Move` and the engine accepts it or names the rule it breaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import arcade

from game.engine.events import Action, Rejection, Undone
from game.engine.game import Game
from game.engine.moves import Move
from game.i18n import N_, _, ngettext
from game.reminders import reminder
from game.storage.session import Session, now_iso
from game.ui.layout import TableLayout, compute_layout
from game.ui.table import CardTable, PointerPlay, StatusBar, WinPanel
from game.ui.table.status import MESSAGE_TIME
from game.ui.theme import FELT

if TYPE_CHECKING:
    from game.ui.app import App

STATUS_BUTTONS = (("undo", N_("Undo")), ("new", N_("New deal")), ("menu", N_("Menu")))
"""The status bar's buttons, left to right: key and (untranslated) label."""
WIN_CHOICES = (N_("New deal"), N_("Play it again"), N_("Replay this deal"))
"""The win panel's buttons, left to right (untranslated labels)."""


class TableView(arcade.View):
    """Plays one game on the table.

    Args:
        app: the window (settings, navigation, saving).
        game: the game to show; the view plays it through the engine.
        elapsed: seconds already played (a resumed game).
        deal_animation: whether the cards fly in from the stock when first shown.
        started: when the game started (ISO-8601), for saving and the history.

    Attributes:
        cards: the card table (:class:`~game.ui.table.CardTable`).
        pointer: mouse play on it (:class:`~game.ui.table.PointerPlay`).
        status: the status bar with Undo, New deal and Menu
            (:class:`~game.ui.table.StatusBar`).
        win: the win panel (:class:`~game.ui.table.WinPanel`).
        session: the game in progress (:class:`~game.storage.session.Session`): game,
            clock, hints used; the App saves and records it.
        elapsed: seconds played (the session's clock: it runs from the first move until
            the win, and only while the window is in front and the table shown).
        started: when the game started (ISO-8601).
    """

    def __init__(
        self,
        app: App,
        game: Game,
        elapsed: float = 0.0,
        deal_animation: bool = True,
        started: str | None = None,
    ) -> None:
        super().__init__(app)
        self.app = app
        self.session = Session(game, elapsed, started or now_iso())
        self.cards = CardTable(app, game)
        self.pointer = PointerPlay(
            self.cards, self.play, lambda: self.app.settings.double_click,
            app.double_click_interval,
        )
        actions = {"undo": self.undo, "new": self.new_deal, "menu": self.app.show_menu}
        self.status = StatusBar(
            [(key, _(label), actions[key]) for key, label in STATUS_BUTTONS],
            on_code=self.copy_code,
        )
        choices = (self.new_deal, lambda: self.app.same_deal(self.game.spec),
                   lambda: self.app.replay(self.game))
        self.win = WinPanel([(_(label), a) for label, a in zip(WIN_CHOICES, choices, strict=True)])
        self._deal_pending = deal_animation

    @property
    def game(self) -> Game:
        """The game being played (the card table's)."""
        return self.cards.game

    @property
    def elapsed(self) -> float:
        """Seconds played (the session's clock)."""
        return self.session.elapsed

    @elapsed.setter
    def elapsed(self, seconds: float) -> None:
        self.session.elapsed = seconds

    @property
    def started(self) -> str:
        """When the game started (ISO-8601)."""
        return self.session.started

    def retranslate(self) -> None:
        """The UI language changed: label the status bar and the win panel again (the
        next message and reminder are read in the new language anyway; a passing one ends)."""
        for key, label in STATUS_BUTTONS:
            self.status.buttons[key].set_label(_(label))
        for button, label in zip(self.win.buttons, WIN_CHOICES, strict=True):
            button.set_label(_(label))
        if self.win.shown:
            self.win.show(self._win_banner())
        self.status.show_message("", 0)
        if self.cards.layout is not None:
            self.relayout(self.cards.layout.width, self.cards.layout.height)

    # ------------------------------------------------------------------ scene life
    def on_show_view(self) -> None:
        self.relayout(*self.window.get_size())
        if self.app.notice:
            self.show_message(self.app.notice, 5.0)
            self.app.notice = None
        if self._deal_pending:
            self._deal_pending = False
            self.cards.deal()

    def on_hide_view(self) -> None:
        self.cancel_drag()
        self.app.save_progress(self)

    def on_resize(self, width: int, height: int) -> None:
        self.relayout(width, height)

    def relayout(self, width: float, height: float) -> None:
        """Lay the table, status bar and win panel out for a ``width`` x ``height`` window
        (logical pixels) and snap every card into place."""
        spec = self.game.spec
        layout: TableLayout = compute_layout(spec.variant, spec.cells or 0, width, height)
        self.cards.relayout(layout)
        self.status.place(layout)
        self.win.place(layout)
        self.refresh_status()

    def refresh_status(self) -> None:
        """Show the game's score, moves, time and code, and enable Undo when it can."""
        self.status.buttons["undo"].enabled = self.game.can_undo
        self.status.show_game(self.game, self.elapsed)

    # ------------------------------------------------------------------ actions
    def play(self, move: Move) -> Action | Undone | Rejection:
        """Push a move to the engine and show the outcome.

        A rejection shows its reminder (APP-INTERACTIVE-RULES) unless the move only
        dropped cards back on their own pile; accepted actions are animated, saved and,
        on a win, celebrated and recorded.
        """
        was_won = self.game.is_won
        result = self.game.push(move)
        if isinstance(result, Rejection):
            if not (move.dst is not None and move.src == move.dst):
                self.remind(result.rule)
        else:
            self.app.save_progress(self)
            if self.game.is_won and not was_won:
                self._on_win()
        self.cards.reconcile(animate=True)
        self.refresh_status()
        return result

    def undo(self) -> None:
        """Ctrl+Z: take back the last action (APP-UNDO)."""
        self.cancel_drag()
        self.play(Move(None, None))

    def new_deal(self) -> None:
        """F2 / Ctrl+N: a new random deal of the same game (and cell count), after
        "Leave this game?" when one is in progress (APP-LEAVE)."""
        spec = self.game.spec
        self.cancel_drag()
        self.app.leave_then(lambda: self.app.new_deal(spec.variant, spec.cells))

    def remind(self, rule: str) -> None:
        """Show the reminder of ``rule`` briefly, without blocking play (setting on)."""
        if not self.app.settings.interactive_rules:
            return
        self.show_message(f"{_(reminder(rule))}  ({rule})")

    def show_message(self, text: str, seconds: float = MESSAGE_TIME) -> None:
        """Show ``text`` (already translated) above the status bar for ``seconds``;
        ``seconds=0`` hides the message."""
        self.status.show_message(text, seconds)

    def copy_code(self) -> None:
        """Copy the deal code to the clipboard (a click on it in the status bar)."""
        try:
            self.window.set_clipboard_text(self.game.code)
        except Exception:  # noqa: BLE001 - no clipboard (headless): still tell the player
            pass
        self.show_message(_("Deal code {code} copied").format(code=self.game.code))

    def cancel_drag(self) -> None:
        """Abandon a drag in progress: its cards glide back."""
        self.pointer.cancel()

    def _on_win(self) -> None:
        """APP-FINISHED: celebrate, record, and show the banner and its choices."""
        self.cards.start_celebration()
        self.app.record_finished(self, "won")
        self.win.show(self._win_banner())

    def _win_banner(self) -> str:
        return ngettext("You won!  Score {score}, {moves} move",
                        "You won!  Score {score}, {moves} moves", self.game.moves).format(
                            score=self.game.score, moves=self.game.moves)

    def settle(self) -> None:
        """Finish every animation at once (screenshots, tests)."""
        self.cards.settle()

    # ------------------------------------------------------------------ input
    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if button != arcade.MOUSE_BUTTON_LEFT or self.cards.layout is None:
            return None
        if self.status.on_press(x, y) or self.win.on_press(x, y):
            return True
        return self.pointer.on_press(x, y)

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool | None:
        return self.pointer.on_drag(x, y)

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if button != arcade.MOUSE_BUTTON_LEFT:
            return None
        return self.pointer.on_release(x, y)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        accel = modifiers & (arcade.key.MOD_ACCEL | arcade.key.MOD_CTRL)
        if symbol == arcade.key.Z and accel:
            self.undo()
        elif symbol == arcade.key.F2 or (symbol == arcade.key.N and accel):
            self.new_deal()
        elif symbol == arcade.key.ESCAPE:
            self.app.show_menu()
        else:
            return None
        return True

    # ------------------------------------------------------------------ frame
    def on_update(self, delta_time: float) -> None:
        # The clock pauses while the window is inactive or minimised (issue 13, fault 5).
        self.session.tick(delta_time, running=self.app.in_front)
        self.cards.update(delta_time)
        self.status.update(delta_time)
        self.refresh_status()

    def on_draw(self) -> None:
        self.clear(color=FELT)
        self.cards.draw()
        self.status.draw()
        self.win.draw()
