"""What a scene or a table part may use: the :class:`Services` handed down to it.

Scenes (:mod:`game.ui.views`) and table parts (:mod:`game.ui.table`) get one
:class:`Services` in their constructor and use nothing else of the window: they never
import the window's module (:mod:`game.ui.app`) or the navigator's
(:mod:`game.ui.navigator`). Services go down (the settings, sounds, card textures, the
game in progress, the history and the solver, the scheduler); results go up through the
:class:`Navigator` (show a scene by name with a back target, start a deal, open a replay,
ask before leaving a game).

This module is a leaf of the import graph: it names the types of the engine, storage and
the services only for type checking, so a test can hand a scene a fake :class:`Services`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    import arcade

    from game.engine.deal import DealSpec
    from game.engine.game import Game
    from game.storage.history import GameRecord
    from game.storage.session import Session
    from game.storage.settings import Settings
    from game.ui.in_progress import GameInProgress
    from game.ui.records import Records
    from game.ui.scheduler import Scheduler
    from game.ui.textures import CardTextureCache
    from game.ui.told import Told


class Table(Protocol):
    """What the shell knows of an open table (:class:`game.ui.views.table.TableView`)."""

    game: Game
    elapsed: float
    started: str | None
    session: Session | None

    def show_message(self, text: str, seconds: float) -> None: ...

    def cancel_drag(self) -> None: ...

    def restyle(self) -> None:
        """Draw the table in the looks chosen now: its cards in the face style shown, its
        buttons in the palette's colours."""


@runtime_checkable
class Retranslates(Protocol):
    """A view that shows a new language or look in place (the table, the menu)."""

    def retranslate(self) -> None:
        """Make the view's texts and colours again for the current language and looks."""


@runtime_checkable
class Rebuilds(Protocol):
    """A view built again for a new language or look (a widget scene)."""

    def rebuild(self) -> None:
        """Build the view again for what is current (its frame at once when shown)."""


@runtime_checkable
class ShownOver(Protocol):
    """A view that may keep the view shown before it on the screen while it is made (a
    widget scene without a frame: :class:`game.ui.views.common.SceneView`)."""

    shown_over: Any
    """The view on the screen when this one was shown (``None``: none, or itself)."""


@runtime_checkable
class PointsAtScene(Protocol):
    """A view whose focus is on something that opens a scene (the menu's buttons): that
    scene is built ahead first (:func:`game.ui.ahead.prebuild_scenes`)."""

    def focused_scene(self) -> str | None:
        """The name of the scene the focused control opens, or ``None``."""


@runtime_checkable
class Served(Protocol):
    """A view made with the :class:`Services` (every scene and the table)."""

    services: Services


@runtime_checkable
class ShowsFocus(Protocol):
    """A view with a keyboard focus ring (:class:`game.ui.views.basics.FocusRing`)."""

    def show_focus(self) -> None:
        """The player uses the keyboard here: show the focus, on the first enabled control
        when none is focused."""


def show_anew(view: object) -> None:
    """Show ``view`` in the current language and looks (:class:`Retranslates`, else
    :class:`Rebuilds`; anything else draws the new ones on its own)."""
    if isinstance(view, Retranslates):
        view.retranslate()
    elif isinstance(view, Rebuilds):
        view.rebuild()


class Speaker(Protocol):
    """What the window tells assistive technology (:class:`game.ui.access.service.Access`)."""

    def announce(self, text: str, kind: str = "message", urgent: bool = False) -> object:
        """Say ``text`` (translated) to a listener: the live region, speech."""


class Navigator(Protocol):
    """Where a scene sends the player: the one place that decides what is shown next
    (:class:`game.ui.navigator.Navigation`)."""

    menu_button: str | None
    """The menu button last pressed: the menu shown by a scene's Back has its focus there."""
    scenes: dict[str, arcade.View]
    """The scenes built once and re-used, by name."""

    def show_view(self, new_view: arcade.View) -> None:
        """Show ``new_view`` (a scene made by :meth:`scene`, a dialog, the table)."""

    def scene(self, name: str, back: arcade.View | None = None, *,
              prepare: bool = True) -> arcade.View:
        """The scene called ``name``, not shown yet; its Back returns to ``back``
        (the menu when ``None``); ``prepare``: the scene it opens is prepared ahead (a
        Replay, the Examples). Raises ``KeyError`` for an unknown name."""

    def build_soon(self, name: str) -> None:
        """The player is about to open scene ``name``: build it ahead while idle."""

    def show_menu(self, focus: str | None = None) -> None:
        """Show the menu, the focus on button ``focus`` (a key of its buttons)."""

    def start(self, spec: DealSpec, **how: Any) -> Any:
        """Open the table with a new game of ``spec`` (see
        :meth:`game.ui.navigator.Navigation.start`)."""

    def new_deal(self, variant: str, cells: int | None = None) -> Any:
        """Open the table with a new random deal of ``variant``."""

    def same_deal(self, spec: DealSpec) -> Any:
        """Play ``spec`` again from its start."""

    def continue_game(self) -> Any:
        """Show the game in progress (the open table or the saved one); ``None`` if none."""

    def continue_recorded(self, record: GameRecord) -> None:
        """Continue an unfinished game of the history, asking before leaving another."""

    def replay(self, game: Game) -> None:
        """Open the Replay scene on ``game``."""

    def replay_from(self, spec: DealSpec, log: list[str], start: int,
                    back: arcade.View | None = None) -> None:
        """Open the Replay scene on ``log`` at entry ``start``."""

    def leave_then(self, action: Callable[[], object]) -> None:
        """Run ``action`` after asking "Leave this game?" when a game is in progress."""

    def show_anew(self) -> None:
        """Show the open scene and the table kept behind it in the current language and
        looks; the hidden kept scenes are built again ahead."""

    def close(self) -> None:
        """Close the window (the game in progress is kept)."""


class Clipboard(Protocol):
    """The system clipboard (the window's: pyglet reaches it through the window)."""

    def set_clipboard_text(self, text: str) -> None:
        """Put ``text`` on the clipboard."""

    def get_clipboard_text(self) -> str:
        """The text on the clipboard (``""`` when it holds none)."""


class Felt(Protocol):
    """The window's felt backdrop as a scene uses it (:class:`game.ui.backdrop.FeltBackdrop`:
    a :class:`game.ui.cached.Backdrop` under the kept pictures, made in steps)."""

    key: Hashable
    """Equal keys mean equal pictures (its theme and size)."""

    def paint(self) -> None:
        """Cover the whole viewport with it, texel for pixel, without blending."""

    def prepare_soon(self, name: str) -> bool:
        """One step of having the felt of theme ``name`` ready; whether to call again."""


class Screen(Protocol):
    """What a view may know of the window it is drawn in: scenes and table parts reach the
    window through it alone, so that a fake screen stands in for it in a test."""

    in_front: bool
    """The window is active and not minimised (the game's clock runs only then)."""
    double_click_interval: float
    """Seconds between the clicks of a double click on this platform."""
    last_drawn: object
    """The view the last frame drawn showed (``None`` before the first frame)."""
    ctx: arcade.ArcadeContext
    """The window's OpenGL context: its framebuffers, texture atlas and viewport."""

    @property
    def clipboard(self) -> Clipboard:
        """The system clipboard (the deal code is copied there)."""

    def felt(self, woven: bool = True) -> Felt:
        """The window's felt backdrop (made on first use): the table's, or not ``woven``
        the other scenes' (:func:`game.ui.backdrop.backdrop_for`)."""

    @property
    def current_view(self) -> arcade.View | None:
        """The view on the screen."""

    def get_size(self) -> tuple[int, int]:
        """The window's size in logical pixels."""

    def get_pixel_ratio(self) -> float:
        """Physical pixels per logical pixel."""

    def request_frame(self) -> None:
        """Draw the next frame (the frame loop draws only when asked)."""


class Preferences(Protocol):
    """The player's settings kept and shown (:class:`game.ui.preferences.SettingsKeeper`)."""

    def save(self) -> None:
        """Persist the settings (never raises)."""

    def apply_language(self, code: str) -> None:
        """Speak ``code`` from now on, everything shown again in it; saved."""

    def apply_looks(self) -> None:
        """Show the settings' looks (theme, contrast, text size) at once; not saved."""


class Sounds(Protocol):
    """The sound effects as the settings have them (:class:`game.ui.sound.Sounds`)."""

    def play(self, name: str, delay: float = 0.0) -> None:
        """Play the effect ``name`` after ``delay`` seconds if sound is on."""

    def play_for(self, result: object, *, dropped_back: bool = False) -> None:
        """Play the sounds for the engine's answer to a move."""


@dataclass
class Services:
    """The context every scene and table part gets: what it may use of the window.

    Attributes:
        nav: where the player goes next (:class:`Navigator`).
        screen: the window's size, pixel ratio and frames (:class:`Screen`).
        settings: the player's settings (the one value; changed in place).
        prefs: saving the settings and showing a new language or looks.
        sounds: the sound effects.
        access: what is told to assistive technology.
        textures: the one cache of card textures (and the tables' empty-pile marks).
        playing: the game in progress: the open table, its saving, recording, leaving.
        told: what the player is told about their files, once each.
        records: the history database and the solver, each opened on first use.
        scheduler: the work done in steps (scenes made while shown or ahead while idle).
        read_only: look but never write (``--screenshot``: no autosave, record, settings).
    """

    nav: Navigator
    screen: Screen
    settings: Settings
    prefs: Preferences
    sounds: Sounds
    access: Speaker
    textures: CardTextureCache
    playing: GameInProgress
    told: Told
    records: Records
    scheduler: Scheduler
    read_only: bool = False
