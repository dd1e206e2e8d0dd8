"""The window: full-screen handling, scene switching, saving the game in progress.

One :class:`App` (an ``arcade.Window``) lives for the whole session. Views get it in their
constructor and ask it to navigate (:meth:`App.show_menu`, :meth:`App.start`), to save the
game in progress after every action and to record finished deals.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade
from pyglet.window.key import user_key as pyglet_user_key

from game.engine.deal import DealSpec
from game.engine.game import Game
from game.engine.variants import REGISTRY
from game.i18n import LANGUAGES, N_, _, set_language
from game.storage.session import Session
from game.storage.settings import Settings, save_settings
from game.ui import heap, looks
from game.ui.access.service import Access
from game.ui.backdrop import FeltAhead, backdrop_for
from game.ui.button import bar_style
from game.ui.cached import CachedPicture
from game.ui.cards_art import BACK_STYLES
from game.ui.first_frame import draw_cards_ahead, draw_marks_ahead, show_first_frame
from game.ui.fonts import load_fonts
from game.ui.frames import FramePacer
from game.ui.fullscreen import FullScreenToggle
from game.ui.in_progress import GameInProgress
from game.ui.input import KeyTextStaysBehind, WindowPresence, platform_double_click_interval
from game.ui.navigator import (
    build_soon,
    leave_dialog,
    make_scene,
    menu_view,
    open_dropped_files,
    open_help,
    open_replay,
    open_solution,
    quit_app,
    relayout_kept_scenes_later,
    table_view,
)
from game.ui.records import Records
from game.ui.scheduler import Scheduler
from game.ui.services import ShownOver, show_anew
from game.ui.sound import SoundBank
from game.ui.textures import CardTextureCache
from game.ui.told import Told

if TYPE_CHECKING:  # imported when first used: the menu's first frame needs none of them
    from game.solver_worker import SolverWorker
    from game.storage.history import GameRecord, History
    from game.ui.views.table import TableParts, TableView

log = logging.getLogger(__name__)

TITLE = N_("Easy Harp & Eight Off")
MIN_SIZE = (800, 600)
RESETTLE_DELAY = 0.5
"""Seconds after a settled transient is released before the heap is settled again (then
only while the view shown is idle)."""


def sanitize_settings(settings: Settings) -> Settings:
    """Replace values the UI does not know (a hand-edited file: an unknown card back or
    language) by the defaults, with a logged warning; returns the same object."""
    if settings.card_back not in BACK_STYLES:
        log.warning("unknown card back %r in the settings; using %r",
                    settings.card_back, BACK_STYLES[0])
        settings.card_back = BACK_STYLES[0]
    if settings.language not in LANGUAGES:
        log.warning("unknown language %r in the settings; using English", settings.language)
        settings.language = "en"
    return settings


LEFT_TAB = pyglet_user_key(23)
"""Shift+Tab on X11: the keysym ISO_Left_Tab, which pyglet does not know and reports as
the raw key code of the key, 23 (Tab on every evdev keyboard map); the window turns it back
into Tab with Shift, so Shift+Tab goes back through the focus rings on Linux too."""


class App(FramePacer, FullScreenToggle, WindowPresence, KeyTextStaysBehind, arcade.Window):
    """The game's window.

    Args:
        settings: the player's settings (changes are saved by :meth:`save_settings`).
        width, height: windowed size in logical pixels.
        fullscreen: start full-screen.
        read_only: look but never write (no autosave, history record or settings file:
            ``--screenshot``, so a picture never touches the player's game).
        opening: the deal the game opens on (``--deal``), if any: the window's first
            frame shows its empty piles on the felt (:mod:`game.ui.first_frame`).
    """

    def __init__(
        self,
        settings: Settings,
        width: int = 1280,
        height: int = 800,
        fullscreen: bool = False,
        read_only: bool = False,
        opening: DealSpec | None = None,
    ) -> None:
        # the felt, drawn on a worker thread while the window is made (full-screen: no size)
        felt = None if fullscreen else FeltAhead(looks.theme_name(settings), width, height)
        textures = CardTextureCache(settings)
        if opening is not None and not fullscreen:  # and the marks and cards of the deal
            marks = draw_marks_ahead(opening, width, height, textures.face_style())
            back = settings.card_back if settings.card_back in BACK_STYLES else BACK_STYLES[0]
            textures.expect(marks, draw_cards_ahead(marks, opening, back))
        super().__init__(
            width,
            height,
            _(TITLE),
            fullscreen=fullscreen,
            resizable=True,
            antialiasing=False,
            vsync=True,
            update_rate=1 / 60,
            draw_rate=1 / 60,
            visible=read_only,  # shown with its first frame (show_first_frame)
        )
        self.set_minimum_size(*MIN_SIZE)
        looks.apply(settings)  # the palette and text size, before anything is drawn
        self.settings = sanitize_settings(settings)
        self.textures = textures
        """Card textures of every card size the views draw, shared by them."""
        if felt is not None:
            backdrop_for(self).expect(felt)
        if not read_only:  # shown with the felt at once, before anything else is made
            show_first_frame(self, looks.theme_name(self.settings), self.textures, opening)
        load_fonts()
        self.access = Access(self)
        """The accessibility tree and announcements (:mod:`game.ui.access`)."""
        set_language(settings.language)
        self.set_caption(_(TITLE))
        self.double_click_interval = platform_double_click_interval()
        self.told = Told(self)
        """What the player is told about their files (each message once per run)."""
        self.playing = GameInProgress(read_only, lambda: self.history,
                                      lambda text, now: self.told.tell_once(text, now),
                                      self.told.report_file_problems)
        """The game in progress: its saving, recording, resuming and leaving."""
        self.table_parts: TableParts | None = None
        """The tables' status bar, win panel and label, taken over by each next table."""
        self.marks_picture = CachedPicture()
        """The tables' picture of the empty-pile marks: a new deal at the same card size
        copies it without painting it again (:meth:`~game.ui.table.CardTable.draw`)."""
        self.scenes: dict[str, arcade.View] = {}
        """The scenes built once and re-used, by name (see :func:`game.ui.navigator.make_scene`)."""
        self.scheduler = Scheduler(self)
        """The work done in steps: a scene made while shown (``scheduler.fills_in``: the
        running game), and scenes, textures and glyphs made ahead while idle."""
        self.read_only = read_only
        self.menu_button: str | None = None
        """The menu button last pressed (``new``, ``settings``, …): the menu shown by a
        scene's Back has its focus there, as a keyboard player left it."""
        self.told.report_file_problems()  # the settings were loaded before the window
        self.records = Records(lambda: not self.playing.store.writing,
                               self.told.report_file_problems)
        """The history and the solver, each opened on first use."""
        self.sounds = SoundBank(settings.sound, settings.volume, load=not read_only)
        """The sound effects (preloaded; silent in screenshots and without a device)."""
        self.access.start(early=True)  # (Windows, macOS: before the window is focused)

    # ------------------------------------------------------------------ navigation
    def start(self, spec: DealSpec, *, log_moves: list[str] | None = None,
              elapsed: float = 0.0, started: str | None = None, animate: bool = True,
              resume: bool = False, session: Session | None = None) -> TableView:
        """Open the table with a new game of ``spec`` (the game in progress is recorded as
        "not finished" when it had moves).

        Args:
            spec: the deal.
            log_moves: a log to fold over the deal first (resuming).
            elapsed: seconds already played.
            started: when the game started (ISO-8601); now by default.
            animate: play the deal animation.
            resume: the game is the autosaved one coming back (not a game being left).
            session: the session to show (its game already folded); ``spec``,
                ``log_moves``, ``elapsed`` and ``started`` are then not used.

        Returns:
            The table view now shown.
        """
        if not resume:
            self.leave_current_game()
        self.playing.table = None
        if session is None:
            session = Session.new(spec, log_moves, elapsed=elapsed, started=started)
        spec = session.game.spec
        table = table_view(self, session.game, elapsed=session.elapsed,
                          deal_animation=animate, started=session.started)
        table.session = session
        self.playing.opened(table)
        self.settings.last_game = spec.variant
        self.settings.played = True
        if spec.cells:  # the game's cell choice is kept for its next deal
            self.settings.cells[spec.variant] = spec.cells
        self.save_settings()  # the last game played survives a kill too
        self.show_view(table)
        self.playing.save(table)
        self.told.report_file_problems()
        return table

    def new_deal(self, variant: str, cells: int | None = None) -> TableView:
        """A new random deal of ``variant`` (a game with a cell choice keeps ``cells``).

        With "Winnable only" chosen for the game and cell count
        (:attr:`Settings.winnable_only`), the deal is drawn from the shipped list of
        proved-winnable deals (:func:`game.engine.winnable.random_winnable_deal`); when no
        list ships for it, any deal is drawn."""
        from game.engine.winnable import random_winnable_deal
        from game.storage.settings import cells_of, winnable_key

        option = REGISTRY[variant].cell_option(cells) if cells \
            else cells_of(self.settings, variant)
        spec = None
        if self.settings.winnable_only.get(winnable_key(variant, option), False):
            spec = random_winnable_deal(variant, option)
        if spec is None:
            spec = DealSpec(variant, random.randint(1, 999_999), option)
        return self.start(spec)

    def leave_then(self, action: Callable[[], object]) -> None:
        """Run ``action`` (which starts another deal) after asking "Leave this game?"
        when a game is in progress (APP-LEAVE, setting "Ask before leaving a game");
        at once otherwise. The question keeps the game when the player stays."""
        game = None if self.read_only or not self.settings.confirm_leave else \
            self.playing.game()
        if game is None:
            action()
            return
        self.show_view(leave_dialog(self, self.current_view, action, game.moves))

    def continue_recorded(self, record: GameRecord) -> None:
        """Continue an unfinished game from the history: its log, score, moves and clock
        exactly as they were; it keeps its start time, so when it ends its record replaces
        the "not finished" one (recorded once). Asks "Leave this game?" first when another
        game is in progress (APP-LEAVE).

        Raises:
            DealCodeError, NotationError, ReplayError: the record does not replay (checked
                before anything is left).
        """
        session = Session.new(record.code, list(record.log), elapsed=record.duration,
                              started=record.started, hints_used=record.hints_used)
        table = self.table  # (the log was folded above: a bad one fails before leaving)
        if table is not None and (table.game.code, table.started) == (record.code,
                                                                       record.started):
            self.show_view(table)  # it is the game in progress already
            return
        self.leave_then(lambda: self.start(session.game.spec, session=session, animate=False))

    def same_deal(self, spec: DealSpec) -> TableView:
        """Play ``spec`` again from its start ("Same deal" / "Play it again")."""
        return self.start(spec)

    def show_menu(self, focus: str | None = None) -> None:
        """Esc / Menu: go to the menu; the game in progress is kept.

        Args:
            focus: the menu button to put the focus on (a key of ``MenuView.buttons``,
                e.g. :attr:`menu_button` on Back from the scene it opened); ``None`` or a
                disabled button: the first enabled one.
        """
        self.show_view(menu_view(self, focus))

    def scene(self, name: str, back: arcade.View | None = None) -> arcade.View:
        """A scene by name (see :data:`game.ui.navigator.SCENES`) in the state of a new one, not
        shown yet (a kept scene is re-used); Esc there returns to ``back`` (the menu when
        ``None``).

        Raises:
            KeyError: no scene has that name.
        """
        return make_scene(self, name, back)

    def build_soon(self, name: str) -> None:
        """The player is about to open scene ``name`` (the menu's pointer or focus is on its
        button): build it ahead now, in small steps while idle (see
        :func:`game.ui.navigator.build_soon`)."""
        build_soon(self, name)

    def on_resize(self, width: int, height: int) -> None:
        super().on_resize(width, height)
        if self.scenes:  # the kept scenes: laid out again for the new size, ahead, when idle
            relayout_kept_scenes_later(self)

    def continue_game(self) -> TableView | None:
        """Show the game in progress: the open table, or the autosaved one."""
        if self.table is not None:
            self.show_view(self.table)
            return self.table
        saved = self.playing.saved()
        if saved is None:
            return None
        return self.start(saved.game.spec, session=saved, animate=False, resume=True)

    def replay(self, game: Game) -> None:
        """Open the replay of ``game`` (the Replay scene)."""
        open_replay(self, game.spec, list(game.log))

    def replay_from(self, spec: DealSpec, log: list[str], start: int,
                    back: arcade.View | None = None) -> None:
        """Open the Replay scene on ``log`` at entry ``start``, playing on from there
        ("Show me how": the player's log, then a solver's winning line). Past the deal
        (``start`` > 0) the position shows at once, with no deal animation."""
        open_solution(self, spec, log, start, back)

    # ------------------------------------------------------------------ telling
    def on_file_drop(self, x: int, y: int, paths: list[str]) -> None:
        """A file dropped on the window opens as a saved game in the Replay."""
        open_dropped_files(self, paths)

    def on_update(self, delta_time: float) -> None:
        """Every frame: a save that failed on the writer thread is told to the player; the
        accessibility tree follows the screen."""
        self.playing.check_saves()
        self.access.update()

    @property
    def table(self) -> TableView | None:
        """The open table (the game in progress's, :attr:`playing`), or ``None``."""
        return self.playing.table  # type: ignore[no-any-return]

    def leave_current_game(self) -> None:
        """Leave the game in progress (recorded as "not finished" when it had moves and was
        not won, see :meth:`GameInProgress.leave`); the table left is freed."""
        table = self.playing.leave()
        if table is not None:
            self.released(table)

    def show_view(self, new_view: arcade.View) -> None:  # type: ignore[override]
        """Show ``new_view``; the view it replaces is released unless it is the table (kept
        as the game in progress) or the same view."""
        old = self.current_view
        if isinstance(new_view, ShownOver):  # a widget scene keeps this one up while made
            new_view.shown_over = None if old is new_view else old
        super().show_view(new_view)
        if old is not None and old is not new_view and old is not self.table:
            self.released(old)

    def first_frame_drawn(self) -> None:
        """The frame loop drew the window's first frame: start-up's objects leave the
        garbage collector's full scans (:func:`game.ui.heap.freeze_for_now`); the
        accessibility adapter starts (it publishes nothing until a screen reader asks)."""
        heap.freeze_for_now()
        self.access.start()

    def transients(self) -> list[arcade.View | None]:
        """What is alive now that the game drops later (for :func:`game.ui.heap.settle_heap`):
        the table, and the view shown unless it is a kept scene."""
        view = self.current_view
        kept = view in self.scenes.values()
        return [self.table, None if kept else view]

    def released(self, obj: object) -> None:
        """``obj`` (a table left, a view replaced) is no longer used. If the heap was settled
        while it was alive, it is settled again at the next idle moment, so that it is freed
        (see :mod:`game.ui.heap`)."""
        if heap.frozen_transient(obj):

            self.scheduler.when_idle([lambda: heap.resettle(self.transients())], RESETTLE_DELAY)

    def solver(self) -> SolverWorker:
        """The solver's worker process, started on first use (:class:`~game.ui.records.Records`)."""
        return self.records.solver()

    @property
    def history(self) -> History:
        """The history database, opened on first use (see :class:`~game.ui.records.Records`)."""
        return self.records.history

    def apply_language(self, code: str) -> None:
        """Speak ``code`` from now on, without a restart: the window title, the open scene
        (laid out again), the table kept behind it (status bar, buttons, win panel) and
        every later toast, reminder and notice. The setting is saved.

        Args:
            code: one of :data:`game.i18n.LANGUAGES` (anything else gives English).
        """
        self.settings.language = set_language(code)
        self.set_caption(_(TITLE))
        self._show_anew()
        self.save_settings()

    def _show_anew(self) -> None:
        """The table kept and the open scene in the current language and looks (a scene:
        its frame at once, the widgets on the next frames); the hidden kept scenes built
        again ahead, when idle."""
        for view in dict.fromkeys((self.table, self.current_view)):
            show_anew(view)
        if self.scenes:
            relayout_kept_scenes_later(self)

    def apply_looks(self) -> None:
        """Show the settings' looks (table theme, High contrast, Text size) at once: the
        palette and text size are set (:func:`game.ui.looks.apply`), then the open scene,
        the table kept behind it and the hidden kept scenes are built again with them, as
        after a language switch (:meth:`apply_language`); the table's cards are drawn
        again in the face style shown. The settings are not saved here."""
        looks.apply(self.settings)
        self.scheduler.made_ahead.clear()  # (parts made in the colours before)
        table = self.table
        if table is not None:
            table.cards.restyle()
        for parts in dict.fromkeys(p for p in (table, self.table_parts) if p is not None):
            for button in (*parts.status.buttons.values(), *parts.win.buttons):
                button.style = bar_style()  # the drawn buttons in the colours of now
            # (the window's kept parts too: the next table takes them)
        self._show_anew()
        self.request_frame()

    def play_sound(self, name: str, delay: float = 0.0) -> None:
        """Play the sound effect ``name`` if sound is on (Settings → Sound); never blocks
        or raises."""
        self._sound_bank().play(name, delay)

    def play_sounds_for(self, result: object, *, dropped_back: bool = False) -> None:
        """Play the sounds for the engine's answer to a move (see
        :func:`game.ui.sound.sounds_for`)."""
        self._sound_bank().play_result(result, dropped_back=dropped_back)

    def _sound_bank(self) -> SoundBank:
        """The sound effects as the settings have them now (on or off, the volume)."""
        self.sounds.enabled, self.sounds.volume = self.settings.sound, self.settings.volume
        return self.sounds

    def save_settings(self) -> None:
        """Persist the settings (atomic; failures are logged, never raised)."""
        if self.read_only:
            return
        save_settings(self.settings)

    # ------------------------------------------------------------------ window events
    def dispatch_event(self, *args):  # type: ignore[override]
        """Shift+Tab arrives as Tab with Shift on every platform (see :data:`LEFT_TAB`)."""
        if len(args) == 3 and args[0] in ("on_key_press", "on_key_release") \
                and args[1] == LEFT_TAB:
            args = (args[0], arcade.key.TAB, args[2] | arcade.key.MOD_SHIFT)
        return super().dispatch_event(*args)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """Keys of every scene: F11 / Alt+Enter full-screen (see
        :mod:`game.ui.fullscreen`), Ctrl+Q (⌘Q) quits (the game in progress is kept), F1
        opens the rules (of the game last played; Esc returns to the scene it was
        pressed on)."""
        if symbol == arcade.key.F11 or (
            symbol in (arcade.key.ENTER, arcade.key.NUM_ENTER)
            and modifiers & arcade.key.MOD_ALT
        ):
            self.toggle_fullscreen()
            return True
        if symbol == arcade.key.Q and modifiers & (arcade.key.MOD_ACCEL | arcade.key.MOD_CTRL):
            quit_app(self)
            return True
        if symbol == arcade.key.F1:
            open_help(self)
            return True
        return None

    def on_close(self) -> None:
        self.playing.close()  # saved, and what is queued written before the window goes
        self.save_settings()
        self.access.close()
        self.records.close()
        super().on_close()
