"""Where the player goes next (:class:`Navigation`) and the scenes by name: the one module
that imports scenes.

:class:`Navigation` is the window's one navigator: it shows the scenes, opens the table
for a new or continued game and the Replay, and asks before a game in progress is left.
:data:`SCENES` names every scene (:data:`VIEW_NAMES`: ``--view NAME``, :func:`open_scene`
and :meth:`Navigation.scene` read it); scenes open each other by name through the
navigator they are given (:class:`game.ui.services.Navigator`), never by importing each
other. Each scene module is imported only when first shown, to keep start-up light; the
imports are written out (no module names in strings), so an error inside a scene surfaces
as itself and the packager sees every scene. What is made ahead of a scene's first open,
and when, is decided apart (:mod:`game.ui.ahead`), through this navigator.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.engine.deal import DealSpec
from game.engine.variants import REGISTRY
from game.storage.session import Session
from game.ui import ahead, heap
from game.ui.services import ShownOver, show_anew

if TYPE_CHECKING:
    import arcade

    from game.engine.game import Game
    from game.storage.history import GameRecord
    from game.ui.services import Services
    from game.ui.views.table import TableView

RESETTLE_DELAY = 0.5
"""Seconds after a settled transient is released before the heap is settled again (then
only while the view shown is idle)."""


def _menu(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.menu import MenuView

    return MenuView(services)


def _new_game(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.new_game import NewGameView

    return NewGameView(services, back)


def _settings(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.settings import SettingsView

    return SettingsView(services, back)


def _rules(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.rules import RulesView

    return RulesView(services, back)


def _examples(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.examples import examples_view

    return examples_view(services, back)


def _faq(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.rules import FaqView

    return FaqView(services, back)


def _history(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.history import HistoryView

    return HistoryView(services, back)


def _statistics(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.statistics import StatisticsView

    return StatisticsView(services, back)


def _about(services: Services, back: arcade.View | None) -> arcade.View:
    from game.ui.views.about import AboutView

    return AboutView(services, back)


SCENES: dict[str, Callable[[Services, arcade.View | None], arcade.View]] = {
    "menu": _menu,
    "new-game": _new_game,
    "settings": _settings,
    "rules": _rules,
    "examples": _examples,
    "faq": _faq,
    "history": _history,
    "statistics": _statistics,
    "about": _about,
}
"""Scene name → a function making the scene for ``(services, back)``; ``back`` is the scene Esc
returns to (``None``: the menu). The table is opened apart (:func:`open_scene`)."""

VIEW_NAMES = ("table", *SCENES)
"""What :func:`open_scene` opens by name: the table and every scene (``--view NAME``)."""


def open_scene(nav: Navigation, name: str, spec: DealSpec | None = None) -> None:
    """Show scene ``name`` (``"table"`` opens ``spec`` or the game in progress).

    Raises:
        KeyError: no scene has that name.
    """
    if name == "table":
        if spec is not None:
            nav.start(spec, animate=False)
        elif nav.continue_game() is None:
            nav.new_deal(nav.services.settings.last_game)
        return
    nav.show_view(make_scene(nav, name))


KEPT_SCENES = frozenset({"new-game", "settings", "rules", "faq", "history", "statistics"})
"""The scenes built once per window and re-used (see :mod:`game.ui.views.common`): their
state is reset when opened again and their widgets are built again only when what they show
changed. The menu is kept apart (:func:`menu_view`) and the Examples scene plays its table
from the start each time."""


def make_scene(nav: Navigation, name: str, back: arcade.View | None = None, *,
               prepare: bool = True) -> arcade.View:
    """Scene ``name`` (not shown yet), in the state of a new one, whose Esc returns to
    ``back`` (the menu when ``None``). A scene of :data:`KEPT_SCENES` is made once per
    window (``nav.scenes``) and re-used (:meth:`SceneView.reopen
    <game.ui.views.common.SceneView.reopen>`). Scenes open each other through
    :meth:`Navigation.scene`, never by importing each other. The scene
    that ``name`` opens, if in :data:`game.ui.ahead.OPENS`, is prepared ahead while idle,
    unless ``prepare`` is false (a scene built ahead for the menu: what it opens waits until
    the player opens it or is about to).

    Raises:
        KeyError: no scene has that name.
    """
    make = SCENES[name]
    if prepare:
        ahead.prepare_what_it_opens(nav, name)  # while this one is idle
    if name not in KEPT_SCENES:
        return make(nav.services, back)
    kept = nav.scenes.get(name)
    if kept is None or kept is nav.window.current_view:  # the open one is not taken over
        kept = nav.scenes[name] = make(nav.services, back)
    else:
        kept.reopen(back)  # type: ignore[attr-defined] - a SceneView
    return kept


# ---------------------------------------------------------------------- the window's scenes
def menu_view(nav: Navigation, focus: str | None = None) -> arcade.View:
    """The menu, its focus on button ``focus`` (see :class:`game.ui.views.menu.MenuView`):
    the window's one menu shown again (:meth:`~game.ui.views.menu.MenuView.reopen`: its
    texts are made again only when what they say changed), made on first use."""
    from game.ui.views.menu import MenuView

    menu = nav.menu
    if isinstance(menu, MenuView) and menu is not nav.window.current_view:
        menu.reopen(focus)
        return menu
    menu = nav.menu = MenuView(nav.services, focus=focus)
    return menu


def table_view(nav: Navigation, game: Game, **how: Any) -> TableView:
    """A table playing ``game`` (``how``: :class:`game.ui.views.table.TableView`'s options)."""
    from game.ui.views.table import TableView

    return TableView(nav.services, game, **how)


def leave_dialog(nav: Navigation, back: arcade.View | None, action: Callable[[], object],
                 moves: int) -> arcade.View:
    """The "Leave this game?" question over ``back``; ``action`` runs when the player leaves."""
    from game.ui.views.leave import LeaveDialog

    return LeaveDialog(nav.services, back, action, moves)


def open_help(nav: Navigation) -> None:
    """F1: the rules (the page of the game last played), Esc returning to the scene it was
    pressed on; nothing while the rules or the examples are shown."""
    from game.ui.views.examples import ExamplesView
    from game.ui.views.rules import RulesView

    here = nav.window.current_view
    if not isinstance(here, RulesView | ExamplesView):
        nav.show_view(make_scene(nav, "rules", back=here))


def open_replay(nav: Navigation, spec: DealSpec, log: list[str], **how: Any) -> arcade.View:
    """Show the Replay of ``log`` on deal ``spec`` (``how``: see
    :func:`game.ui.views.replay.open_replay`)."""
    from game.ui.views.replay import open_replay

    return open_replay(nav.services, spec, log, **how)


def open_solution(nav: Navigation, spec: DealSpec, log: list[str], start: int,
                  back: arcade.View | None = None) -> arcade.View:
    """Show the Replay of ``log`` from entry ``start`` on, at the speed that plays the rest
    in about a minute (:func:`game.ui.views.replay_clock.solution_speed`)."""
    from game.ui.views.replay import open_replay
    from game.ui.views.replay_clock import solution_speed

    return open_replay(nav.services, spec, log, back=back, deal=start == 0, start=start,
                       speed=solution_speed(len(log) - start))


def open_replay_file(nav: Navigation, path: Path, **how: Any) -> arcade.View | None:
    """Show the Replay of the saved game at ``path`` (``None``: it cannot be replayed; its
    one line was printed; ``how``: see :func:`game.ui.views.replay_files.open_replay_file`)."""
    from game.ui.views.replay_files import open_replay_file

    return open_replay_file(nav.services, path, **how)


def open_dropped_files(nav: Navigation, paths: list[str]) -> None:
    """Open files dropped on the window as saved games in the Replay (see
    :func:`game.ui.views.replay_files.open_dropped_files`)."""
    from game.ui.views.replay_files import open_dropped_files

    open_dropped_files(nav.services, paths)


def quit_app(nav: Navigation) -> None:
    """Quit: the game in progress is saved first (see :func:`game.ui.views.basics.quit_app`)."""
    from game.ui.views.basics import quit_app

    quit_app(nav.services)


# ---------------------------------------------------------------------- the navigator
class NavigatedWindow(Protocol):
    """What the navigator uses of its window (an ``arcade.Window``): the views it shows,
    its size and GL context, and the services it built."""

    services: Services
    ctx: Any

    @property
    def current_view(self) -> arcade.View | None: ...

    def show_view(self, new_view: arcade.View) -> None: ...

    def get_size(self) -> tuple[int, int]: ...

    def get_pixel_ratio(self) -> float: ...

    def close(self) -> None: ...


class Navigation:
    """The one place that decides what the window shows next: the
    :class:`~game.ui.services.Navigator` of every scene and table part.

    It opens scenes by name (kept scenes are built once and re-used), the table for a new
    or continued game, the Replay, and asks "Leave this game?" before a game in progress
    is left; the view a new one replaces is released.

    Args:
        window: the window the views are shown in; its :attr:`services
            <NavigatedWindow.services>` are read at each call.

    Attributes:
        scenes: the scenes built once and re-used, by name (see :func:`make_scene`).
        menu_button: the menu button last pressed (``new``, ``settings``, …): the menu
            shown by a scene's Back has its focus there, as a keyboard player left it.
        menu_actions: what runs once, the next time the menu is shown
            (:meth:`when_menu_shown`).
        menu: the menu :meth:`show_menu` shows (made on first use, then shown again).
    """

    def __init__(self, window: NavigatedWindow) -> None:
        self.window = window
        self.scenes: dict[str, arcade.View] = {}
        self.menu: arcade.View | None = None
        self.menu_button: str | None = None
        self.menu_actions: list[Callable[[], object]] = []

    def when_menu_shown(self, action: Callable[[], object]) -> None:
        """Run ``action`` once, the next time the menu is shown (:meth:`show_menu`)."""
        self.menu_actions.append(action)

    @property
    def services(self) -> Services:
        """The window's services (handed to every scene made here)."""
        return self.window.services

    # ------------------------------------------------------------------ the table
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
        services = self.services
        if not resume:
            self.leave_current_game()
        services.playing.table = None
        if session is None:
            session = Session.new(spec, log_moves, elapsed=elapsed, started=started)
        spec = session.game.spec
        table = table_view(self, session.game, elapsed=session.elapsed,
                           deal_animation=animate, started=session.started)
        table.session = session
        services.playing.opened(table)
        settings = services.settings
        settings.last_game = spec.variant
        settings.played = True
        if spec.cells:  # the game's cell choice is kept for its next deal
            settings.cells[spec.variant] = spec.cells
        services.prefs.save()  # the last game played survives a kill too
        self.show_view(table)
        services.playing.save(table)
        services.told.report_file_problems()
        return table

    def new_deal(self, variant: str, cells: int | None = None) -> TableView:
        """A new random deal of ``variant`` (a game with a cell choice keeps ``cells``).

        With "Winnable only" chosen for the game and cell count
        (:attr:`Settings.winnable_only`), the deal is drawn from the shipped list of
        proved-winnable deals (:func:`game.engine.winnable.random_winnable_deal`); when no
        list ships for it, any deal is drawn."""
        from game.engine.winnable import random_winnable_deal
        from game.storage.settings import cells_of, winnable_key

        settings = self.services.settings
        option = REGISTRY[variant].cell_option(cells) if cells else cells_of(settings, variant)
        spec = None
        if settings.winnable_only.get(winnable_key(variant, option), False):
            spec = random_winnable_deal(variant, option)
        if spec is None:
            spec = DealSpec(variant, random.randint(1, 999_999), option)
        return self.start(spec)

    def same_deal(self, spec: DealSpec) -> TableView:
        """Play ``spec`` again from its start ("Same deal" / "Play it again")."""
        return self.start(spec)

    def continue_game(self) -> TableView | None:
        """Show the game in progress: the open table, or the autosaved one."""
        playing = self.services.playing
        if playing.table is not None:
            self.show_view(playing.table)
            return playing.table  # type: ignore[no-any-return]
        saved = playing.saved()
        if saved is None:
            return None
        return self.start(saved.game.spec, session=saved, animate=False, resume=True)

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
        table = self.services.playing.table  # (the log was folded: a bad one fails here)
        if table is not None and (table.game.code, table.started) == (record.code,
                                                                       record.started):
            self.show_view(table)  # it is the game in progress already
            return
        self.leave_then(lambda: self.start(session.game.spec, session=session, animate=False))

    def leave_then(self, action: Callable[[], object]) -> None:
        """Run ``action`` (which starts another deal) after asking "Leave this game?"
        when a game is in progress (APP-LEAVE, setting "Ask before leaving a game");
        at once otherwise. The question keeps the game when the player stays."""
        services = self.services
        game = None if services.read_only or not services.settings.confirm_leave else \
            services.playing.game()
        if game is None:
            action()
            return
        self.show_view(leave_dialog(self, self.window.current_view, action, game.moves))

    def leave_current_game(self) -> None:
        """Leave the game in progress (recorded as "not finished" when it had moves and was
        not won, see :meth:`GameInProgress.leave <game.ui.in_progress.GameInProgress.leave>`);
        the table left is freed."""
        table = self.services.playing.leave()
        if table is not None:
            self.released(table)

    # ------------------------------------------------------------------ the scenes
    def show_view(self, new_view: arcade.View) -> None:
        """Show ``new_view``; the view it replaces is released unless it is the table (kept
        as the game in progress) or the same view."""
        old = self.window.current_view
        if isinstance(new_view, ShownOver):  # a widget scene keeps this one up while made
            new_view.shown_over = None if old is new_view else old
        self.window.show_view(new_view)
        if old is not None and old is not new_view and old is not self.services.playing.table:
            self.released(old)
        if new_view is self.services.playing.table:  # what was made ahead gives memory back
            ahead.put_away_soon(self)

    def show_menu(self, focus: str | None = None) -> None:
        """Esc / Menu: go to the menu; the game in progress is kept.

        Args:
            focus: the menu button to put the focus on (a key of ``MenuView.buttons``,
                e.g. :attr:`menu_button` on Back from the scene it opened); ``None`` or a
                disabled button: the first enabled one.
        """
        self.show_view(menu_view(self, focus))
        actions, self.menu_actions = self.menu_actions, []
        for action in actions:
            action()

    def scene(self, name: str, back: arcade.View | None = None, *,
              prepare: bool = True) -> arcade.View:
        """A scene by name (see :data:`SCENES`) in the state of a new one, not shown yet (a
        kept scene is re-used); Esc there returns to ``back`` (the menu when ``None``);
        ``prepare``: see :func:`make_scene`.

        Raises:
            KeyError: no scene has that name.
        """
        return make_scene(self, name, back, prepare=prepare)

    def build_soon(self, name: str) -> None:
        """The player is about to open scene ``name`` (the menu's pointer or focus is on its
        button): build it ahead now, in small steps while idle (see
        :func:`game.ui.ahead.build_soon`)."""
        ahead.build_soon(self, name)

    def replay(self, game: Game) -> None:
        """Open the replay of ``game`` (the Replay scene)."""
        open_replay(self, game.spec, list(game.log))

    def replay_from(self, spec: DealSpec, log: list[str], start: int,
                    back: arcade.View | None = None) -> None:
        """Open the Replay scene on ``log`` at entry ``start``, playing on from there
        ("Show me how": the player's log, then a solver's winning line). Past the deal
        (``start`` > 0) the position shows at once, with no deal animation."""
        open_solution(self, spec, log, start, back)

    def show_anew(self) -> None:
        """The table kept and the open scene in the current language and looks (a scene:
        its frame at once, the widgets on the next frames); the hidden kept scenes built
        again ahead, when idle."""
        for view in dict.fromkeys((self.services.playing.table, self.window.current_view)):
            show_anew(view)
        if self.scenes:
            ahead.relayout_kept_scenes_later(self)

    def resized(self) -> None:
        """The window has a new size: the kept scenes are laid out again for it, ahead,
        when idle."""
        if self.scenes:
            ahead.relayout_kept_scenes_later(self)

    def close(self) -> None:
        """Close the window (the game in progress is kept: see :meth:`quit`)."""
        self.window.close()

    def quit(self) -> None:
        """Quit: the game in progress is saved first (Ctrl+Q)."""
        quit_app(self)

    def help(self) -> None:
        """F1: the rules of the game last played (see :func:`open_help`)."""
        open_help(self)

    def open_files(self, paths: list[str]) -> None:
        """Files dropped on the window open as saved games in the Replay."""
        open_dropped_files(self, paths)

    # ------------------------------------------------------------------ made ahead
    @property
    def kept_scenes(self) -> frozenset[str]:
        """The names of the scenes built once and re-used (:data:`KEPT_SCENES`)."""
        return KEPT_SCENES

    def import_scenes(self) -> None:
        """Import the widget scenes' modules (a step of :mod:`game.ui.ahead`'s first use)."""
        import game.ui.views.common  # noqa: F401
        import game.ui.views.history  # noqa: F401
        import game.ui.views.new_game  # noqa: F401
        import game.ui.views.rules  # noqa: F401
        import game.ui.views.settings  # noqa: F401
        import game.ui.views.statistics  # noqa: F401

    def table_ahead_steps(self) -> list[Callable[[], bool]]:
        """The steps preparing the first table (its modules and the Replay's imported now,
        see :func:`game.ui.views.table.table_ahead_steps`)."""
        import game.ui.views.replay  # noqa: F401  (imports the table's too)
        from game.ui.views.table import table_ahead_steps

        return table_ahead_steps(self.services)

    def replay_ahead_steps(self, *, textures: bool = True) -> list[Callable[[], bool]]:
        """The steps preparing a Replay's first open (its module imported now, see
        :func:`game.ui.views.replay.replay_ahead_steps`)."""
        from game.ui.views.replay import replay_ahead_steps

        return replay_ahead_steps(self.services, textures=textures)

    def examples_ahead_steps(self) -> list[Callable[[], bool]]:
        """The steps making the Examples scene ahead (its module imported now, see
        :func:`game.ui.views.examples.examples_ahead_steps`)."""
        from game.ui.views.examples import examples_ahead_steps

        return examples_ahead_steps(self.services)

    # ------------------------------------------------------------------ what is alive
    def transients(self) -> list[arcade.View | None]:
        """What is alive now that the game drops later (for :func:`game.ui.heap.settle_heap`):
        the table, and the view shown unless it is a kept scene or the menu."""
        view = self.window.current_view
        kept = view is self.menu or view in self.scenes.values()
        return [self.services.playing.table, None if kept else view]

    def released(self, obj: object) -> None:
        """``obj`` (a table left, a view replaced) is no longer used. If the heap was settled
        while it was alive, it is settled again at the next idle moment, so that it is freed
        (see :mod:`game.ui.heap`)."""
        if heap.frozen_transient(obj):
            self.services.scheduler.when_idle([lambda: heap.resettle(self.transients())],
                                              RESETTLE_DELAY)
