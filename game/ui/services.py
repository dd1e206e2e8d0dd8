"""What a scene or a table part may ask of the window: navigation and the services.

Scenes (:mod:`game.ui.views`) and table parts (:mod:`game.ui.table`) get a
:class:`Shell` in their constructor and use nothing else of the window: they never import
the window's module (:mod:`game.ui.app`) or each other's to navigate. Services go down
(settings, sounds, card textures, the game in progress, the history, the scheduler, the
solver); results come up through the :class:`Navigator` (show a scene by name with a
back target, start a deal, open a replay, ask before leaving a game).

This module is a leaf of the import graph: it names the types of the engine and storage
and nothing of the scenes, so a test can hand a scene a fake :class:`Shell`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    import arcade

    from game.engine.deal import DealSpec
    from game.engine.game import Game
    from game.solver_worker import SolverWorker
    from game.storage.history import GameRecord, History
    from game.storage.session import Session
    from game.storage.settings import Settings
    from game.ui.cached import CachedPicture
    from game.ui.in_progress import GameInProgress
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
    """Where a scene sends the player: the one place that decides what is shown next."""

    menu_button: str | None
    """The menu button last pressed: the menu shown by a scene's Back has its focus there."""

    def show_view(self, new_view: arcade.View) -> None:
        """Show ``new_view`` (a scene made by :meth:`scene`, a dialog, the table)."""

    def scene(self, name: str, back: arcade.View | None = None) -> arcade.View:
        """The scene called ``name``, not shown yet; its Back returns to ``back``
        (the menu when ``None``). Raises ``KeyError`` for an unknown name."""

    def build_soon(self, name: str) -> None:
        """The player is about to open scene ``name``: build it ahead while idle."""

    def show_menu(self, focus: str | None = None) -> None:
        """Show the menu, the focus on button ``focus`` (a key of its buttons)."""

    def start(self, spec: DealSpec, **how: Any) -> Any:
        """Open the table with a new game of ``spec`` (see :meth:`game.ui.app.App.start`)."""

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

    def close(self) -> None:
        """Quit (the game in progress is kept)."""


class Shell(Navigator, Protocol):
    """The navigator and the services of the window, as scenes and table parts see them."""

    # the window
    ctx: Any
    caption: str
    current_view: arcade.View | None
    in_front: bool
    double_click_interval: float
    read_only: bool

    def get_size(self) -> tuple[int, int]: ...

    def get_pixel_ratio(self) -> float: ...

    def request_frame(self) -> None:
        """Draw the next frame (the frame loop draws only when asked)."""

    # settings and language
    settings: Settings

    def save_settings(self) -> None: ...

    def apply_language(self, code: str) -> None: ...

    def apply_looks(self) -> None: ...

    # sounds and announcements
    access: Speaker

    def play_sound(self, name: str, delay: float = 0.0) -> None: ...

    def play_sounds_for(self, result: object, *, dropped_back: bool = False) -> None: ...

    # card textures
    marks_picture: CachedPicture
    textures: CardTextureCache

    # the game in progress
    playing: GameInProgress
    table: Any
    table_parts: Any
    told: Told

    def transients(self) -> list[arcade.View | None]: ...

    # the history and the solver
    @property
    def history(self) -> History: ...

    def solver(self) -> SolverWorker: ...

    # the scheduler, the kept and made-ahead scenes
    scheduler: Scheduler
    scenes: dict[str, arcade.View]
