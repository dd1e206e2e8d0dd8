"""Where the player goes next (:class:`Navigation`), the scenes by name, and what is made
ahead of them: the one module that imports scenes.

:class:`Navigation` is the window's one navigator: it shows the scenes, opens the table
for a new or continued game and the Replay, and asks before a game in progress is left.
:data:`SCENES` names every scene (:data:`VIEW_NAMES`: ``--view NAME``, :func:`open_scene`
and :meth:`Navigation.scene` read it); scenes open each other by name through the
navigator they are given (:class:`game.ui.services.Navigator`), never by importing each
other. Each
scene module is imported only when first shown, to keep start-up light; the imports are
written out (no module names in strings), so an error inside a scene surfaces as itself
and the packager sees every scene. After start-up, :func:`prebuild_scenes` builds the kept
scenes one by one while the window is idle (:class:`game.ui.scheduler.Scheduler`), so that
even their first opening is one frame.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.engine.deal import DealSpec
from game.engine.variants import REGISTRY
from game.storage.session import Session
from game.ui import heap
from game.ui.scheduler import AGAIN, staged
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
changed. The menu is made anew each time (it is cheap and drawn without widgets) and the
Examples scene plays its table from the start each time."""


def make_scene(nav: Navigation, name: str, back: arcade.View | None = None) -> arcade.View:
    """Scene ``name`` (not shown yet), in the state of a new one, whose Esc returns to
    ``back`` (the menu when ``None``). A scene of :data:`KEPT_SCENES` is made once per
    window (``nav.scenes``) and re-used (:meth:`SceneView.reopen
    <game.ui.views.common.SceneView.reopen>`). Scenes open each other through
    :meth:`Navigation.scene`, never by importing each other. The scene
    that ``name`` opens, if in :data:`OPENS`, is prepared ahead while idle.

    Raises:
        KeyError: no scene has that name.
    """
    make = SCENES[name]
    if name in OPENS:  # the scene it opens is prepared while this one is idle
        OPENS[name](nav)
    if name not in KEPT_SCENES:
        return make(nav.services, back)
    kept = nav.scenes.get(name)
    if kept is None or kept is nav.window.current_view:  # the open one is not taken over
        kept = nav.scenes[name] = make(nav.services, back)
    else:
        kept.reopen(back)  # type: ignore[attr-defined] - a SceneView
    return kept


PREBUILT = ("settings", "new-game", "statistics", "history", "rules")
"""The scenes built ahead by :func:`prebuild_scenes`, the slowest to build first."""
PREBUILD_DELAY = 0.1
"""Seconds after start-up before the first scene is built ahead (not before the window
has drawn its first frame: the scheduler waits for it)."""
def build_ahead_step(nav: Navigation, name: str, pending: list[Callable[[], object]] | None = None
                     ) -> Callable[[], object]:
    """A step for :meth:`~game.ui.scheduler.Scheduler.when_idle` that builds scene ``name``
    ahead, hidden, a little at a time (:meth:`SceneView.build_ahead
    <game.ui.views.common.SceneView.build_ahead>`): it is run again every
    :data:`~game.ui.scheduler.STEP_GAP` seconds while the window is idle until the scene is
    complete, then its :meth:`~game.ui.views.common.SceneView.later_work` joins the front
    of ``pending``. A scene open on the screen, or built already, is left alone (the open
    one fills in through its own frames). Its UI framebuffer is drawn too while the hidden
    scenes stay within :data:`~game.ui.views.common.HIDDEN_SURFACE_BUDGET`; the others
    draw theirs at the first show."""
    from game.ui.views.common import HIDDEN_SURFACE_BUDGET, SceneView, surface_bytes

    started = False

    def room_to_draw() -> bool:  # the hidden scenes' framebuffers stay within the budget
        kept = sum(surface_bytes(v) for v in nav.scenes.values()
                   if v is not nav.window.current_view and isinstance(v, SceneView))
        w, h = nav.window.get_size()
        ratio = nav.window.get_pixel_ratio()
        return kept + w * h * ratio * ratio * 4 <= HIDDEN_SURFACE_BUDGET

    def step() -> object:
        nonlocal started
        scene = nav.scenes.get(name)
        if scene is None:
            if name not in KEPT_SCENES:
                return None
            scene = make_scene(nav, name)
        if not isinstance(scene, SceneView) or scene is nav.window.current_view:
            return None  # filling in on the screen: through its own frames
        if scene.build_ahead(render=room_to_draw()):  # (goes on with one under way)
            if not started:
                started = True
                return AGAIN  # a step for the scene's making, another for its widgets
            if not scene.continue_filling():
                return AGAIN
        if started and pending is not None:
            pending[:0] = scene.later_work()
        return None

    return step


def prebuild_scenes(nav: Navigation, names: tuple[str, ...] = PREBUILT) -> None:
    """Build the scenes ``names`` ahead, once, after start-up, the one behind the menu's
    focused button first, after the work of a scene's first open in a run
    (:func:`first_use_steps`): in steps of :func:`build_ahead_step` (a click waits one step at
    most; :data:`~game.ui.scheduler.PREBUILD_GAP` seconds between two scenes), only while
    the view shown is idle (no animation is slowed; a busy view puts it off), never a scene
    that is open or already built, then the scenes'
    :meth:`~game.ui.views.common.SceneView.later_work`;
    after the focused scene (first when there is none), the first table's parts and card
    textures (:func:`game.ui.views.table.table_ahead_steps`); after the scenes, a Replay's
    control bar (:func:`game.ui.views.replay.replay_ahead_steps`) and the Examples scene
    (:func:`game.ui.views.examples.examples_ahead_steps`), :func:`staged`. Nothing is
    drawn on the screen. The last step settles the heap (:func:`game.ui.heap.settle_heap`:
    start-up's objects are no longer scanned by the garbage collector; the table and the
    view shown then are its transients).
    """
    from game.ui.heap import settle_heap

    focused = getattr(nav.window.current_view, "focused_scene", lambda: None)()
    if focused in names:
        names = (focused, *(name for name in names if name != focused))
    pending: list[Callable[[], object]] = []
    pending += [build_ahead_step(nav, name, pending) for name in names]

    def table_ahead() -> None:  # importing the table's modules is this step's work
        import game.ui.views.replay  # noqa: F401  (imports the table's too)
        from game.ui.views.table import table_ahead_steps

        pending[:0] = [lambda step=step: AGAIN if step() else None
                       for step in table_ahead_steps(nav.services)]

    def others() -> list[Callable[[], bool]]:  # (the heap settled next holds them)
        from game.ui.views.examples import examples_ahead_steps
        from game.ui.views.replay import replay_ahead_steps

        services = nav.services
        return [*replay_ahead_steps(services, textures=False), *examples_ahead_steps(services)]

    pending.insert(1 if focused in names else 0, table_ahead)  # (a deal, most often)
    pending.insert(0, staged(lambda: first_use_steps(nav)))
    pending.append(staged(others))
    pending.append(lambda: settle_heap(nav.transients()))
    nav.services.scheduler.when_idle(pending, PREBUILD_DELAY)


def first_use_steps(nav: Navigation) -> list[Callable[[], bool]]:
    """The work a scene's first open in a run would do besides building the scene, in
    short steps for :func:`staged` (each a few milliseconds; :func:`prebuild_scenes` runs
    them first): the scene modules imported (``arcade.gui`` first, in parts), Babel's
    formats made ready for the current language (:func:`game.i18n.format_steps`),
    arcade's default texture atlas made and the cards' font read (Settings' card
    pictures), and the glyphs of the scenes' fonts rendered for the window's size and
    language (:func:`game.ui.glyphs.glyph_steps`). A scene opened before the build-ahead
    reached it then costs its building alone."""
    from game.i18n import format_steps, language
    from game.ui.cards_art import load_font
    from game.ui.glyphs import glyph_steps

    def once(*works: Callable[[], object]) -> Callable[[], bool]:
        def step() -> bool:
            for work in works:
                work()
            return False  # done: not run again
        return step

    def atlas() -> None:  # arcade makes it when a texture is first drawn (Settings' cards)
        _ = nav.window.ctx.default_atlas

    width, height = nav.window.get_size()
    return [*(once(step) for step in _import_steps()), once(atlas, load_font),
            *(once(step) for step in format_steps()), *glyph_steps(width, height, language())]


def _import_steps() -> list[Callable[[], None]]:
    """The imports of the widget scenes, in parts of a few milliseconds: what
    :mod:`game.ui.gui` imports before ``arcade.gui`` (headless Linux only, see there), a
    Pillow module ``arcade.gui`` imports, ``arcade.gui`` itself, then the scenes' own
    modules."""
    import arcade

    def xlib() -> None:
        import pyglet.window.xlib  # noqa: F401

    def controller() -> None:
        import arcade.controller  # noqa: F401

    def pillow() -> None:
        import PIL.ImageEnhance  # noqa: F401

    def gui() -> None:
        import game.ui.gui  # noqa: F401

    def scenes() -> None:
        import game.ui.views.common  # noqa: F401
        import game.ui.views.history  # noqa: F401
        import game.ui.views.new_game  # noqa: F401
        import game.ui.views.rules  # noqa: F401
        import game.ui.views.settings  # noqa: F401
        import game.ui.views.statistics  # noqa: F401

    before = [xlib, controller] if arcade.headless else []
    return [*before, pillow, gui, scenes]


def build_soon(nav: Navigation, name: str) -> None:
    """The player is about to open scene ``name`` (the pointer or the keyboard's focus is on
    its menu button): build it ahead now, while idle, in :func:`build_ahead_step` steps,
    unless it is built (or being built this way) already; and prepare the scene it opens
    (:data:`OPENS`; ``"replay"``: a won table's panel offers a Replay)."""
    from game.ui.views.common import SceneView

    if name in OPENS:
        OPENS[name](nav)
    scene = nav.scenes.get(name)
    soon = nav.services.scheduler.soon
    if name not in KEPT_SCENES or name in soon or (
            scene is not None and not (isinstance(scene, SceneView) and scene.filling)):
        return
    soon.add(name)
    build = build_ahead_step(nav, name)

    def step() -> object:
        again = build()
        if again is not AGAIN:
            soon.discard(name)
        return again

    nav.services.scheduler.when_idle([step], 0.0)


def examples_soon(nav: Navigation) -> None:
    """Make the Examples scene ahead (:func:`game.ui.views.examples.examples_ahead_steps`:
    from the example after the one shown, else the first) while idle, in steps, after the
    Rules' own when they are being built (:func:`build_soon`): it opens from the Rules
    (when the player is about to open them, after start-up's build-ahead and after the
    Examples are left) and from an example (Next, or when it ends). Its open is then one
    frame. Its module's import is the first step; nothing when one is under way."""

    def steps() -> list[Callable[[], bool]]:
        from game.ui.views.examples import examples_ahead_steps

        return examples_ahead_steps(nav.services)

    _ahead_soon(nav, "examples", "rules", steps)


def replay_soon(nav: Navigation) -> None:
    """The History is about to open (a Replay opens from there): prepare a Replay's first
    open (:func:`game.ui.views.replay.replay_ahead_steps`: its control bar and its card
    textures) while idle, in steps, after the History's own."""

    def steps() -> list[Callable[[], bool]]:
        from game.ui.views.replay import replay_ahead_steps

        return replay_ahead_steps(nav.services)

    _ahead_soon(nav, "replay", "history", steps)


def _ahead_soon(nav: Navigation, name: str, after: str,
                steps: Callable[[], list[Callable[[], bool]]]) -> None:
    """Run ``steps()`` while idle (:func:`staged`) once scene ``after`` is no longer being
    built ahead by :func:`build_soon`; when ``name``'s steps are under way, again once they
    end (``steps()`` is then called anew: for the view shown then)."""
    soon, rerun = nav.services.scheduler.soon, nav.services.scheduler.rerun
    if name in soon:  # under way, for what was shown when it began: again after it
        rerun.add(name)
        return
    soon.add(name)
    run = staged(steps, lambda: after in soon)  # that scene first: it opens before

    def step() -> object:
        again = run()
        if again is not AGAIN:
            soon.discard(name)
            if name in rerun:  # asked for meanwhile (Next pressed while the next example
                rerun.discard(name)  # was being made): for what is shown now
                _ahead_soon(nav, name, after, steps)
        return again

    nav.services.scheduler.when_idle([step], 0.0)


OPENS: dict[str, Callable[[Navigation], None]] = {"rules": examples_soon, "history": replay_soon,
                                          "replay": replay_soon, "examples": examples_soon}
"""The scenes (not kept) prepared ahead, by the scene that opens them: when that one is made
or about to be (:func:`make_scene`, :func:`build_soon`). ``"replay"``: a won table (its
win panel offers "Replay this deal"); ``"examples"``: an example shown (the next one)."""


RESIZE_SETTLE = 0.5
"""Seconds the window size must stay the same before the kept scenes are laid out again
for it ahead (:func:`relayout_kept_scenes_later`)."""


def relayout_kept_scenes_later(nav: Navigation) -> None:
    """The window size (a resize, F11) or the language changed: build the hidden kept
    scenes again for it ahead, in small steps while idle (as :func:`build_ahead_step`), one
    scene after the other, once the size stayed the same for
    :data:`RESIZE_SETTLE` seconds (each new size during a drag starts the wait again), so
    that opening one afterwards is one frame too. Their state is kept (a History waiting
    under a replay keeps its page); only the scenes kept now are touched."""
    from game.ui.views.common import SceneView

    targets = [(name, v) for name, v in nav.scenes.items() if isinstance(v, SceneView)]

    def relayout(name: str, scene: SceneView) -> object:
        if nav.scenes.get(name) is not scene or scene is nav.window.current_view:
            return None
        if not scene.build_ahead(render=False):
            return None  # built for this size and language already
        return None if scene.continue_filling() else AGAIN  # in steps, as when built ahead

    def start() -> None:
        nav.services.scheduler.when_idle([lambda n=n, v=v: relayout(n, v) for n, v in targets],
                                         0.0)

    if targets:
        nav.services.scheduler.after_quiet("relayout", RESIZE_SETTLE, start)
    else:
        nav.services.scheduler.cancel_timer("relayout")


# ---------------------------------------------------------------------- the window's scenes
def menu_view(nav: Navigation, focus: str | None = None) -> arcade.View:
    """The menu, its focus on button ``focus`` (see :class:`game.ui.views.menu.MenuView`)."""
    from game.ui.views.menu import MenuView

    return MenuView(nav.services, focus=focus)


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
    """

    def __init__(self, window: NavigatedWindow) -> None:
        self.window = window
        self.scenes: dict[str, arcade.View] = {}
        self.menu_button: str | None = None

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

    def show_menu(self, focus: str | None = None) -> None:
        """Esc / Menu: go to the menu; the game in progress is kept.

        Args:
            focus: the menu button to put the focus on (a key of ``MenuView.buttons``,
                e.g. :attr:`menu_button` on Back from the scene it opened); ``None`` or a
                disabled button: the first enabled one.
        """
        self.show_view(menu_view(self, focus))

    def scene(self, name: str, back: arcade.View | None = None) -> arcade.View:
        """A scene by name (see :data:`SCENES`) in the state of a new one, not shown yet (a
        kept scene is re-used); Esc there returns to ``back`` (the menu when ``None``).

        Raises:
            KeyError: no scene has that name.
        """
        return make_scene(self, name, back)

    def build_soon(self, name: str) -> None:
        """The player is about to open scene ``name`` (the menu's pointer or focus is on its
        button): build it ahead now, in small steps while idle (see :func:`build_soon`)."""
        build_soon(self, name)

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
            relayout_kept_scenes_later(self)

    def resized(self) -> None:
        """The window has a new size: the kept scenes are laid out again for it, ahead,
        when idle."""
        if self.scenes:
            relayout_kept_scenes_later(self)

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

    # ------------------------------------------------------------------ what is alive
    def transients(self) -> list[arcade.View | None]:
        """What is alive now that the game drops later (for :func:`game.ui.heap.settle_heap`):
        the table, and the view shown unless it is a kept scene."""
        view = self.window.current_view
        kept = view in self.scenes.values()
        return [self.services.playing.table, None if kept else view]

    def released(self, obj: object) -> None:
        """``obj`` (a table left, a view replaced) is no longer used. If the heap was settled
        while it was alive, it is settled again at the next idle moment, so that it is freed
        (see :mod:`game.ui.heap`)."""
        if heap.frozen_transient(obj):
            self.services.scheduler.when_idle([lambda: heap.resettle(self.transients())],
                                              RESETTLE_DELAY)
