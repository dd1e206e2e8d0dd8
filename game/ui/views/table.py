"""The table scene: one game played with the mouse and keyboard.

:class:`TableView` composes the parts of :mod:`game.ui.table`: the card table (sprites,
reconcile, animations), pointer and keyboard play (drags, taps and keys become moves), the
key commands, the solver's help (hints, winnability, "Show me how"), the passing messages,
the status bar and the win panel. The parts get what they need in their constructor and
hand their results up through the scene. One path changes the table: the engine answers
(:meth:`TableView.play`), then :meth:`~game.ui.table.CardTable.reconcile` sends every sprite
to where the engine's position says it belongs. Views never decide rules: a drop becomes a
:class:`~game.engine.moves.Move` and the engine accepts it or names the rule it breaks.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import arcade

from game.engine import solver
from game.engine.events import Action, Redone, Rejection, Undone
from game.engine.game import Game
from game.engine.moves import REDO, UNDO, Move
from game.i18n import N_, _
from game.storage.session import Session, now_iso
from game.storage.settings import cells_of
from game.ui import looks, palette
from game.ui.access.reading import held_text, read
from game.ui.access.told import told_action
from game.ui.backdrop import clear_to_felt
from game.ui.frames import soonest
from game.ui.layout import TableLayout, compute_layout
from game.ui.table import CardTable, NoticePanel, PointerPlay, StatusBar, WinPanel
from game.ui.table.commands import TableCommands
from game.ui.table.gestures import shake
from game.ui.table.hints import HintPlay
from game.ui.table.keyboard import KeyboardPlay
from game.ui.table.messages import TableMessages, deal_text, win_banner
from game.ui.table.notice import no_moves_notice
from game.ui.table.status import MESSAGE_TIME
from game.ui.table.win import WinNews, score_card
from game.ui.theme import FONT
from game.ui.told import NOTICE_TIME

PICTURES_FROM = 2
"""The frame of a new table that paints the first kept picture of its overlay (the status
bar's; the empty-pile marks' and the win panel's in the next); the frame after those makes
the card atlas of a new card size. A new table's first frames do one such job each: the
first one carries the table's construction, and a picture painted mid-frame waits for the
frame's cards to be rasterised, then costs its own fill. Until its picture is painted, a
part is drawn as it is."""

if TYPE_CHECKING:
    from game.ui.services import Services

STATUS_BUTTONS = (("hint", N_("Hint")), ("undo", N_("Undo")), ("redo", N_("Redo")),
                  ("new", N_("New deal")), ("menu", N_("Menu")))
"""The status bar's buttons, left to right: key and (untranslated) label."""
WIN_CHOICES = (N_("New deal"), N_("Play it again"), N_("Replay this deal"), N_("Show me how"))
"""The win panel's buttons, left to right (untranslated labels)."""


class TableParts:
    """The parts of a table that do not depend on its game: the status bar, the win panel
    and the winnability label. The game in progress keeps one set
    (``GameInProgress.table_parts``); each new table takes it over from the table before it
    (:meth:`take`) with its own labels and actions, so a new deal makes none of their ~16
    texts again (their layouts are the Python half of a new deal's first frame) and keeps
    their pictures' textures.

    Attributes:
        status: the status bar (:class:`~game.ui.table.StatusBar`).
        win: the win panel (:class:`~game.ui.table.WinPanel`).
        verdict: the winnability label.
        owner: the table using them (a weak reference), or ``None``.
    """

    def __init__(self) -> None:
        self.status = StatusBar([(key, _(label), _nothing) for key, label in STATUS_BUTTONS])
        self.win = WinPanel([(_(label), _nothing) for label in WIN_CHOICES])
        self.verdict = arcade.Text("", 0, 0, palette.TEXT, 12, font_name=FONT, anchor_y="center")
        self.owner: weakref.ref[TableView] | None = None

    @classmethod
    def take(cls, table: TableView) -> TableParts:
        """The parts for the new ``table``, in the state of new ones with its labels and
        actions: the window's set, unless the game in progress (``GameInProgress.table``) still uses
        it; then a set of the table's own. The buttons reach the table through a weak
        proxy: the window's set keeps no table alive."""
        services = table.services
        parts = services.playing.table_parts
        owner = parts.owner() if parts is not None and parts.owner is not None else None
        if parts is None or (owner is not None and owner is services.playing.table):
            parts = cls()
            if services.playing.table_parts is None:
                services.playing.table_parts = parts
        me = weakref.proxy(table)
        actions = {"hint": lambda: me.hint(), "undo": lambda: me.undo(),
                   "redo": lambda: me.redo(), "new": lambda: me.new_deal(),
                   "menu": services.nav.show_menu}
        parts.status.renew([(key, _(label), actions[key]) for key, label in STATUS_BUTTONS],
                           on_code=lambda: me.copy_code())
        choices = (lambda: me.new_deal(), lambda: services.nav.same_deal(me.game.spec),
                   lambda: services.nav.replay(me.game), lambda: me.show_me_how(True))
        parts.win.renew([(_(label), action)
                         for label, action in zip(WIN_CHOICES, choices, strict=True)])
        parts.verdict.text = ""
        parts.owner = weakref.ref(table)
        return parts

    def restyle(self) -> None:
        """Draw the buttons of the bar and the panel in the current palette's colours (new
        looks chosen in Settings): the parts the window keeps for the next table too."""
        self.status.restyle()
        self.win.restyle()

    @staticmethod
    def relabel(status: StatusBar, win: WinPanel) -> None:
        """Label the buttons of ``status`` and ``win`` again (a new UI language)."""
        for key, label in STATUS_BUTTONS:
            status.buttons[key].set_label(_(label))
        for button, label in zip(win.buttons, WIN_CHOICES, strict=True):
            button.set_label(_(label))


def _nothing() -> None:
    """The action of a part's button until a table takes the part over."""


def table_ahead_steps(services: Services) -> list[Callable[[], bool]]:
    """What the first table (and replay) would do before its first frame that does not
    depend on its deal, as steps for the idle build-ahead (``Scheduler.when_idle``;
    a step returns whether it is to be run again): make the window's
    :class:`TableParts`, then the card textures of the last game
    played at the window's size (their atlas in one step, the back and the empty-pile marks
    :data:`~game.ui.table.cards.RETEXTURE_BUDGET` seconds a step), then the felt of the
    window's size and theme (drawn on a worker thread meanwhile,
    :meth:`~game.ui.backdrop.FeltBackdrop.prepare_soon`). A step finds its work
    done already (a table was opened meanwhile) and does nothing then."""
    from game.engine.deal import DealSpec
    from game.ui.table.cards import RETEXTURE_BUDGET

    def parts() -> bool:
        if services.playing.table_parts is None:
            services.playing.table_parts = TableParts()
        return False

    made: list[CardTable] = []  # the table whose textures are made, once for all steps

    def textures() -> bool:
        if services.playing.table is not None:
            return False  # a table is open: its textures are made (or being made) for it
        variant = services.settings.last_game
        cells = cells_of(services.settings, variant)
        if not made or made[0].game.spec != DealSpec(variant, 1, cells):
            made[:] = [CardTable(services, Game(DealSpec(variant, 1, cells)))]
        cards = made[0]
        width, height = services.screen.get_size()  # (a resize)
        rows = services.playing.table_parts.status.rows_for(width, height, cards.game.code)
        cards.layout = compute_layout(variant, cells or 0, width, height, rows)
        width = cards._physical_card_width()
        return services.textures.prepare_step(width, (), cards._slot_keys().values(),
                                         RETEXTURE_BUDGET) is None

    def felt() -> bool:
        return services.screen.felt().prepare_soon(looks.theme_name(services.settings))

    return [parts, textures, felt]


class TableView(arcade.View):
    """Plays one game on the table.

    Args:
        services: the services (settings, navigation, saving).
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
            clock, hints used; the game in progress (``services.playing``) saves and
            records it.
        elapsed: seconds played (the session's clock: it runs from the first move until
            the win, and only while the window is in front and the table shown).
        started: when the game started (ISO-8601).
    """

    def __init__(
        self,
        services: Services,
        game: Game,
        elapsed: float = 0.0,
        deal_animation: bool = True,
        started: str | None = None,
    ) -> None:
        super().__init__()
        self.services = services
        self.session = Session(game, elapsed, started or now_iso())
        self.cards = CardTable(services, game)
        self.cards.retexture_from = PICTURES_FROM + 2
        self.cards.deal_follows = deal_animation
        self.pointer = PointerPlay(
            self.cards, self.play, lambda: self.services.settings.double_click,
            services.screen.double_click_interval, nowhere=partial(shake, self.cards),
        )
        self.keys = KeyboardPlay(self.cards, self.pointer, self.play)
        self.commands = TableCommands(self)
        """The key commands, and the keyboard's focus on the win panel or a notice."""
        self.win_news: WinNews | None = None
        """What the win means for the player (its line on the win panel), once won."""
        parts = self.parts = TableParts.take(self)
        """The status bar, win panel and winnability label (:class:`TableParts`)."""
        self.status = parts.status
        self.win = parts.win
        self.verdict = parts.verdict
        """Winnability at a glance (setting; drawn by :attr:`hints`)."""
        self.messages = TableMessages(self.status, services.access, lambda: services.settings,
                                      services.screen.request_frame)
        """Passing messages and reminders above the status bar, announced."""
        self._deal_pending = deal_animation
        self._frames = 0
        """Frames drawn (the first one draws the overlay as it is: see :meth:`on_draw`)."""
        self.hints = HintPlay(self.cards, services.records.solver, lambda: self.session.note_hint(),
                              self.verdict, lambda: services.settings, self, services.read_only)
        """Hints, winnability, "Show me how", asked of the solver's worker process."""
        self.notice: NoticePanel | None = None
        """A notice with choices on the table (no moves left, no winning line), or None."""

    @property
    def hints_used(self) -> int:
        """Hints shown in this game (APP-HINT; counted once per position; recorded)."""
        return self.session.hints_used

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

    def restyle(self) -> None:
        """New looks: the cards in the face style shown, the buttons in the palette's colours."""
        self.cards.restyle()
        self.parts.restyle()

    def retranslate(self) -> None:
        """The UI language changed: label the status bar and the win panel again (the
        next message and reminder are read in the new language anyway; a passing one ends)."""
        TableParts.relabel(self.status, self.win)
        if self.win.shown:
            self._show_win_panel(self._win_news_text())
        self.status.show_message("", 0)
        if self.cards.layout is not None:
            self.relayout(self.cards.layout.width, self.cards.layout.height)

    # ------------------------------------------------------------------ scene life
    def on_show_view(self) -> None:
        self.relayout(*self.services.screen.get_size())
        waiting = self.services.told.take()
        if waiting:
            self.status.show_message(waiting, NOTICE_TIME)  # (announced when told)
        self.services.access.announce(deal_text(self.game), "deal")
        if self._deal_pending:
            self._deal_pending = False
            self.cards.deal()
        if not self.services.read_only:
            self.services.records.solver()  # started now, so the first hint does not wait for it
        if self.notice is None and solver.no_moves_left(self.game):
            self._show_no_moves()
        self.hints.check_winnability()

    def on_hide_view(self) -> None:
        self.cancel_drag()
        self.hints.cancel()  # leaving the table cancels the solver's work
        self.services.playing.save(self)

    def on_resize(self, width: int, height: int) -> None:
        self.relayout(width, height)

    def relayout(self, width: float, height: float) -> None:
        """Lay the table, status bar and win panel out for a ``width`` x ``height`` window
        (logical pixels) and snap every card into place."""
        spec, rows = self.game.spec, self.status.rows_for(width, height, self.game.code)
        layout: TableLayout = compute_layout(spec.variant, spec.cells or 0, width, height, rows)
        self.cards.relayout(layout)
        self.status.place(layout)
        self.win.place(layout)
        if self.notice is not None:
            self.notice.place(layout)
        hint = self.status.buttons["hint"].rect
        radius = max(5.0, layout.hud_row * 0.2)
        self.hints.spinner.place(hint.left - radius - 8, hint.center_y, radius)
        if self.win.shown:
            self.cards.celebration.floor = self.win.top
        self.refresh_status()

    def refresh_status(self) -> None:
        """Show the game's score, moves, time and code, and enable Undo when it can."""
        game = self.game
        self.status.buttons["undo"].enabled = game.can_undo
        self.status.buttons["redo"].enabled = game.can_redo
        self.status.buttons["hint"].enabled = not game.is_won
        self.status.show_game(game, self.elapsed)
        self.hints.refresh_verdict()

    # ------------------------------------------------------------------ actions
    def play(self, move: Move) -> Action | Undone | Redone | Rejection:
        """Push a move to the engine and show the outcome.

        A rejection shows its reminder (APP-INTERACTIVE-RULES) unless the move only
        dropped cards back on their own pile; accepted actions are animated, saved and,
        on a win, celebrated and recorded.
        """
        was_won = self.game.is_won
        result = self.game.push(move)
        dropped_back = move.dst is not None and move.src == move.dst
        self.services.sounds.play_for(result, dropped_back=dropped_back)
        if isinstance(result, Rejection):
            if not dropped_back:
                self.remind(result.rule, result.move)
        else:
            self.services.access.announce(*told_action(result, self.game))
            self.services.playing.save(self)
            self._changed()
            if self.game.is_won and not was_won:
                self._on_win()
        self.cards.reconcile(animate=True)
        self.refresh_status()
        self.services.screen.request_frame()
        return result

    def _changed(self) -> None:
        """After every accepted action: the solver's questions about the old position
        are cancelled, a hint's outlines and a notice go, and a table with no move left
        says so (APP-NO-MOVES)."""
        self.hints.action_done()
        self.notice = None
        if solver.no_moves_left(self.game):
            self._show_no_moves()

    def _show_no_moves(self) -> None:
        """APP-NO-MOVES: a calm notice (:func:`~game.ui.table.notice.no_moves_notice`)."""
        self.show_notice(*no_moves_notice(self.game.can_undo, self.undo, self.new_deal))

    def show_notice(self, text: str, choices: list[tuple[str, Callable[[], object]]]) -> None:
        """Show a notice with ``choices`` (``(label, action)``) on the table, announced."""
        self.services.access.announce(text, "notice")
        self.notice = NoticePanel(choices)  # type: ignore[arg-type]
        self.commands.focus = 0  # the keyboard starts on its first button
        if self.cards.layout is not None:
            self.notice.place(self.cards.layout)
        self.notice.show(text)

    def undo(self) -> None:
        """Ctrl+Z: take back the last action (APP-UNDO)."""
        self.cancel_drag()
        self.play(UNDO)

    def redo(self) -> None:
        """Ctrl+Y, Ctrl+Shift+Z (⌘⇧Z): apply again the last undone action (APP-REDO)."""
        self.cancel_drag()
        self.play(REDO)

    # ------------------------------------------------------------------ help
    def hint(self) -> None:
        """H / Hint: show the next move of a winning line (APP-HINT; :class:`HintPlay`)."""
        self.cancel_drag()
        self.hints.hint()

    def show_me_how(self, from_start: bool = False) -> None:
        """"Show me how" (Shift+H, and after a win) from here, or from the deal's start."""
        self.hints.show_me_how(from_start)

    def show_line(self, log: list[str], start: int) -> None:
        """Play ``log`` (a winning line after the game's own) in the Replay from ``start``;
        its Back returns here."""
        self.services.nav.replay_from(self.game.spec, log, start, back=self)

    def close_notice(self) -> None:
        """Take the notice off the table."""
        self.notice = None

    def took_back(self) -> None:
        """Undos were pushed (to the last winnable position): save, show the position."""
        self.services.playing.save(self)
        self._changed()
        self.cards.reconcile(animate=True)
        self.refresh_status()

    def new_deal(self) -> None:
        """F2 / Ctrl+N: a new random deal of the same game (and cell count), after
        "Leave this game?" when one is in progress (APP-LEAVE)."""
        spec = self.game.spec
        self.cancel_drag()
        self.services.nav.leave_then(lambda: self.services.nav.new_deal(spec.variant, spec.cells))

    def remind(self, rule: str, move: Move | None = None) -> None:
        """Show the reminder of ``rule`` briefly (:meth:`TableMessages.remind`)."""
        self.messages.remind(self.game, rule, move)

    def show_message(self, text: str, seconds: float = MESSAGE_TIME, kind: str = "message"
                     ) -> None:
        """Show ``text`` above the status bar, announced (:meth:`TableMessages.show`)."""
        self.messages.show(text, seconds, kind)

    def copy_code(self) -> None:
        """Copy the deal code to the clipboard (a click on it in the status bar)."""
        self.messages.copy_code(self.game.code, self.services.screen.clipboard.set_clipboard_text)

    def cancel_drag(self) -> None:
        """Abandon a drag in progress: its cards glide back."""
        self.pointer.cancel()

    def cancel_gestures(self) -> None:
        """The window went to the background: a drag or press in progress is abandoned
        (the cards glide back), a group picked up with the keyboard is put back, and the
        next click starts afresh (no double-click across it)."""
        self.pointer.cancel()
        self.pointer.clicks.reset()
        self.keys.cancel()

    def _on_win(self) -> None:
        """APP-FINISHED: celebrate, record, and show the banner, what the win means for
        the player (:class:`~game.ui.table.win.WinNews`, from the history of this game and
        cell count before and after this win) and the choices."""
        self.services.sounds.play("win", 0.3)
        spec, game, history = self.game.spec, self.game, self.services.records.history
        before = history.statistics(spec.variant, spec.cells)
        known = history.available  # (else no news: the earlier games are not known)
        self.services.playing.record_finished(self, "won")
        after = history.statistics(spec.variant, spec.cells) if history.available else None
        self.win_news = WinNews.of(spec.variant, spec.cells, before, after, game.score,
                                   game.moves, self.elapsed) if known else None
        news = self._win_news_text()
        self.services.access.announce(f"{win_banner(self.game)}  {news}".strip(), "win")
        self._show_win_panel(news)
        self.cards.start_celebration(floor=self.win.top)
        self.services.nav.build_soon("replay")  # the panel offers "Replay this deal"

    def _show_win_panel(self, news: str) -> None:
        """Show the win panel: its title, the score card (score, moves, time) and ``news``."""
        self.win.show(_("You won!"), news,
                      score_card(self.game.score, self.game.moves, self.elapsed))

    def _win_news_text(self) -> str:
        return self.win_news.text() if self.win_news is not None else ""

    def settle(self) -> None:
        """Finish every animation at once (screenshots, tests)."""
        self.cards.settle()

    # ------------------------------------------------------------------ input
    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if button == arcade.MOUSE_BUTTON_RIGHT and self.cards.layout is not None:
            return self.pointer.on_right_press(x, y)  # right-click = double-click
        if button != arcade.MOUSE_BUTTON_LEFT or self.cards.layout is None:
            return None
        if self.status.on_press(x, y) or self.win.on_press(x, y):
            return True
        if self.notice is not None and self.notice.on_press(x, y):
            return True
        if self.keys.held is None:
            self.keys.visible = False  # the mouse is in use: the keyboard's outline goes
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
        return self.commands.on_key_press(symbol, modifiers)

    def show_menu(self) -> None:
        """Esc: the menu (the game stays in progress)."""
        self.services.nav.show_menu()

    def read_aloud(self, reading: str) -> None:
        """R, T, Shift+F, A: a reading for a listener (:mod:`game.ui.access.reading`)."""
        read(self, reading)

    def play_key(self, symbol: int, modifiers: int) -> bool | None:
        """A key of keyboard play; picking cards up is announced with where they may go."""
        held = self.keys.held
        handled = self.keys.on_key_press(symbol, modifiers)
        if self.keys.held is not None and held is None:
            self.services.access.announce(held_text(self), "pickup")
        return handled

    # ------------------------------------------------------------------ frame
    def on_update(self, delta_time: float) -> None:
        # The clock pauses while the window is inactive or minimised.
        self.session.tick(delta_time, running=self.services.screen.in_front)
        self.cards.update(delta_time)
        self.status.update(delta_time)
        picked_up = self.pointer.drag is not None or self.keys.held is not None
        if self.hints.update(picked_up):  # the solver answered: the bar or the table changes
            self.services.screen.request_frame()
        self.refresh_status()

    def next_frame_in(self) -> float | None:
        """Seconds until the picture changes by itself (see :mod:`game.ui.frames`): 0 while
        cards glide or are dragged, a message fades or the solver's spinner turns; else the
        clock's next second, a message starting to fade, new faces, the next
        celebration wave; ``None`` when only input can change it."""
        clock = (1.0 - self.elapsed % 1.0 + 0.001
                 if self.game.moves and not self.game.is_won and self.services.screen.in_front
                 else None)
        return soonest(self.hints.next_frame_in(), self.cards.next_frame_in(),
                       self.pointer.next_frame_in(), self.status.next_frame_in(), clock)

    def _draw_win_panel(self) -> None:
        """The win panel, copied from its last picture while only the felt and empty-pile
        marks lie under it (no card, outline, message, verdict or spinner there)."""
        area = self.win.area
        still = (
            self.win.shown and self._frames > PICTURES_FROM and area[1] >= self.status.height
            and not (self.status.message_showing or self.verdict.text)
            and not (self.cards.highlight or self.hints.piles)
            and not self.hints.spinner.visible(self.cards.clock)
            and not self.cards.covers(area, marks=False)
        )
        if still:
            self.win.draw(self.services.screen.felt(), self.cards.marks.under(area))
        else:
            self.win.draw()

    def on_draw(self) -> None:
        # A new table paints its overlay's kept pictures one a frame from its third frame
        # on (PICTURES_FROM) and draws the rest as it is meanwhile.
        self._frames += 1
        felt = clear_to_felt(self, looks.theme_name(self.services.settings))
        self.status.use_colours(felt.theme.bar, felt.theme.text)
        bar = felt if self._frames >= PICTURES_FROM else None
        marks = felt if self._frames > PICTURES_FROM else None
        self.cards.draw(marks)
        self.hints.draw_outlines()
        # The bar and the win panel are copied from their last picture over the felt while
        # nothing else lies under them (game.ui.cached): a dozen draw calls fewer a frame.
        self.status.draw(None if bar is None or self.cards.covers(self.status.area) else felt)
        self.hints.draw_labels()
        self._draw_win_panel()
        if self.notice is not None:
            self.notice.draw()
        if not self.commands.draw_focus():
            self.keys.draw()
