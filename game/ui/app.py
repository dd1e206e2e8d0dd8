"""The window: full-screen, frame pacing, key dispatch, its first frame and presence.

One :class:`App` (an ``arcade.Window``) lives for the whole session. It builds the
services every scene and table part gets (:attr:`App.services`,
:class:`game.ui.services.Services`: the settings, sounds, card textures, the game in
progress, the history and the solver, the scheduler) and the navigation that decides what
is shown next (:attr:`App.nav`, :class:`game.ui.navigator.Navigation`); scenes never see
the window itself.
"""

from __future__ import annotations

import logging

import arcade
from pyglet.window.key import user_key as pyglet_user_key

from game.engine.deal import DealSpec
from game.i18n import LANGUAGES, N_, _, set_language
from game.storage.settings import Settings
from game.ui import heap, looks
from game.ui.access.service import Access
from game.ui.backdrop import FeltAhead, FeltBackdrop, backdrop_for, scene_backdrop_for
from game.ui.cards_art import BACK_STYLES
from game.ui.first_frame import draw_cards_ahead, draw_marks_ahead, show_first_frame
from game.ui.fonts import load_fonts
from game.ui.frames import FramePacer
from game.ui.fullscreen import FullScreenToggle
from game.ui.in_progress import GameInProgress
from game.ui.input import KeyTextStaysBehind, WindowPresence, platform_double_click_interval
from game.ui.navigator import Navigation
from game.ui.preferences import SettingsService
from game.ui.records import Records
from game.ui.scheduler import Scheduler
from game.ui.services import Clipboard, Services
from game.ui.sound import SoundService
from game.ui.textures import CardTextureCache
from game.ui.told import Told

log = logging.getLogger(__name__)

TITLE = N_("Easy Harp & Eight Off")
MIN_SIZE = (800, 600)


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
        settings: the player's settings (kept as :attr:`Services.settings
            <game.ui.services.Services.settings>`, saved by its ``prefs``).
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
        felt = None if fullscreen else FeltAhead(looks.theme_name(settings), width, height,
                                                 woven=opening is not None)  # (the menu's)
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
        settings = sanitize_settings(settings)
        if felt is not None:
            (backdrop_for(self) if felt.woven else scene_backdrop_for(self)).expect(felt)
        if not read_only:  # shown with the felt at once, before anything else is made
            show_first_frame(self, looks.theme_name(settings), textures, opening)
        load_fonts()
        self.access = Access(self)
        """The accessibility tree and announcements (:mod:`game.ui.access`)."""
        set_language(settings.language)
        self.retitle()
        self.double_click_interval = platform_double_click_interval()
        self.nav = Navigation(self)
        """Where the player goes next: scenes, the table, the Replay (:mod:`game.ui.navigator`)."""
        told = Told(lambda: self.services.playing.table, lambda: self.current_view, self.access)
        playing = GameInProgress(read_only, lambda: self.services.records.history,
                                 lambda text, now: told.tell_once(text, now),
                                 told.report_file_problems)
        self.services = Services(
            nav=self.nav, screen=self, settings=settings, prefs=SettingsService(self),
            sounds=SoundService(lambda: self.services.settings, load=not read_only),
            access=self.access, textures=textures, playing=playing, told=told,
            records=Records(lambda: not playing.store.writing, told.report_file_problems),
            scheduler=Scheduler(self), read_only=read_only)
        """What every scene and table part gets (:class:`game.ui.services.Services`)."""
        told.report_file_problems()  # the settings were loaded before the window
        self.access.start(early=True)  # (Windows, macOS: before the window is focused)

    # ------------------------------------------------------------------ the window's own
    def retitle(self) -> None:
        """Set the window's title in the current language."""
        self.set_caption(_(TITLE))

    def on_resize(self, width: int, height: int) -> None:
        super().on_resize(width, height)
        self.nav.resized()

    @property
    def clipboard(self) -> Clipboard:
        """The system clipboard: pyglet's, through this window."""
        return self

    def felt(self, woven: bool = True) -> FeltBackdrop:
        """This window's felt backdrop: the table's, or not ``woven`` the other scenes'."""
        return backdrop_for(self) if woven else scene_backdrop_for(self)

    def on_file_drop(self, x: int, y: int, paths: list[str]) -> None:
        """A file dropped on the window opens as a saved game in the Replay."""
        self.nav.open_files(paths)

    def on_update(self, delta_time: float) -> None:
        """Every frame: a save that failed on the writer thread is told to the player; the
        accessibility tree follows the screen."""
        self.services.playing.check_saves()
        self.access.update()

    def first_frame_drawn(self) -> None:
        """The frame loop drew the window's first frame: start-up's objects leave the
        garbage collector's full scans (:func:`game.ui.heap.freeze_for_now`); the
        accessibility adapter starts (it publishes nothing until a screen reader asks)."""
        heap.freeze_for_now()
        self.access.start()

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
            self.nav.quit()
            return True
        if symbol == arcade.key.F1:
            self.nav.help()
            return True
        return None

    def on_close(self) -> None:
        services = self.services
        services.playing.close()  # saved, and what is queued written before the window goes
        services.prefs.save()
        self.access.close()
        services.records.close()
        super().on_close()
