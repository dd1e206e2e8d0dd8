"""The scenes by name, and what is made ahead of them: the one module that imports scenes.

:data:`SCENES` names every scene (:data:`VIEW_NAMES`: ``--view NAME``, :func:`open_scene` and the
window's :meth:`~game.ui.app.App.scene` read it); scenes open each other by name through
the window (:class:`game.ui.services.Navigator`), never by importing each other. Each
scene module is imported only when first shown, to keep start-up light; the imports are
written out (no module names in strings), so an error inside a scene surfaces as itself
and the packager sees every scene. After start-up, :func:`prebuild_scenes` builds the kept
scenes one by one while the window is idle (:class:`game.ui.scheduler.Scheduler`), so that
even their first opening is one frame.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.ui.scheduler import AGAIN, staged

if TYPE_CHECKING:
    import arcade

    from game.engine.deal import DealSpec
    from game.engine.game import Game
    from game.ui.services import Shell
    from game.ui.views.table import TableView


def _menu(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.menu import MenuView

    return MenuView(app)


def _new_game(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.new_game import NewGameView

    return NewGameView(app, back)


def _settings(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.settings import SettingsView

    return SettingsView(app, back)


def _rules(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.rules import RulesView

    return RulesView(app, back)


def _examples(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.examples import examples_view

    return examples_view(app, back)


def _faq(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.rules import FaqView

    return FaqView(app, back)


def _history(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.history import HistoryView

    return HistoryView(app, back)


def _statistics(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.statistics import StatisticsView

    return StatisticsView(app, back)


def _about(app: Shell, back: arcade.View | None) -> arcade.View:
    from game.ui.views.about import AboutView

    return AboutView(app, back)


SCENES: dict[str, Callable[[Shell, arcade.View | None], arcade.View]] = {
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
"""Scene name → a function making the scene for ``(app, back)``; ``back`` is the scene Esc
returns to (``None``: the menu). The table is opened apart (:func:`open_scene`)."""

VIEW_NAMES = ("table", *SCENES)
"""What :func:`open_scene` opens by name: the table and every scene (``--view NAME``)."""


def open_scene(app: Shell, name: str, spec: DealSpec | None = None) -> None:
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
    app.show_view(make_scene(app, name))


KEPT_SCENES = frozenset({"new-game", "settings", "rules", "faq", "history", "statistics"})
"""The scenes built once per window and re-used (see :mod:`game.ui.views.common`): their
state is reset when opened again and their widgets are built again only when what they show
changed. The menu is made anew each time (it is cheap and drawn without widgets) and the
Examples scene plays its table from the start each time."""


def make_scene(app: Shell, name: str, back: arcade.View | None = None) -> arcade.View:
    """Scene ``name`` (not shown yet), in the state of a new one, whose Esc returns to
    ``back`` (the menu when ``None``). A scene of :data:`KEPT_SCENES` is made once per
    window (``app.scenes``) and re-used (:meth:`SceneView.reopen
    <game.ui.views.common.SceneView.reopen>`). Scenes open each other through
    :meth:`App.scene <game.ui.app.App.scene>`, never by importing each other. The scene
    that ``name`` opens, if in :data:`OPENS`, is prepared ahead while idle.

    Raises:
        KeyError: no scene has that name.
    """
    make = SCENES[name]
    if name in OPENS:  # the scene it opens is prepared while this one is idle
        OPENS[name](app)
    if name not in KEPT_SCENES:
        return make(app, back)
    kept = app.scenes.get(name)
    if kept is None or kept is app.current_view:  # the open one is not taken over
        kept = app.scenes[name] = make(app, back)
    else:
        kept.reopen(back)  # type: ignore[attr-defined] - a SceneView
    return kept


PREBUILT = ("settings", "new-game", "statistics", "history", "rules")
"""The scenes built ahead by :func:`prebuild_scenes`, the slowest to build first."""
PREBUILD_DELAY = 0.1
"""Seconds after start-up before the first scene is built ahead (not before the window
has drawn its first frame: the scheduler waits for it)."""
def build_ahead_step(app: Shell, name: str, pending: list[Callable[[], object]] | None = None
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
        kept = sum(surface_bytes(v) for v in app.scenes.values()
                   if v is not app.current_view and isinstance(v, SceneView))
        w, h = app.get_size()
        ratio = app.get_pixel_ratio()
        return kept + w * h * ratio * ratio * 4 <= HIDDEN_SURFACE_BUDGET

    def step() -> object:
        nonlocal started
        scene = app.scenes.get(name)
        if scene is None:
            if name not in KEPT_SCENES:
                return None
            scene = make_scene(app, name)
        if not isinstance(scene, SceneView) or scene is app.current_view:
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


def prebuild_scenes(app: Shell, names: tuple[str, ...] = PREBUILT) -> None:
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

    focused = getattr(app.current_view, "focused_scene", lambda: None)()
    if focused in names:
        names = (focused, *(name for name in names if name != focused))
    pending: list[Callable[[], object]] = []
    pending += [build_ahead_step(app, name, pending) for name in names]

    def table_ahead() -> None:  # importing the table's modules is this step's work
        import game.ui.views.replay  # noqa: F401  (imports the table's too)
        from game.ui.views.table import table_ahead_steps

        pending[:0] = [lambda step=step: AGAIN if step() else None
                       for step in table_ahead_steps(app)]

    def others() -> list[Callable[[], bool]]:  # (the heap settled next holds them)
        from game.ui.views.examples import examples_ahead_steps
        from game.ui.views.replay import replay_ahead_steps

        return [*replay_ahead_steps(app, textures=False), *examples_ahead_steps(app)]

    pending.insert(1 if focused in names else 0, table_ahead)  # (a deal, most often)
    pending.insert(0, staged(lambda: first_use_steps(app)))
    pending.append(staged(others))
    pending.append(lambda: settle_heap(app.transients()))
    app.scheduler.when_idle(pending, PREBUILD_DELAY)


def first_use_steps(app: Shell) -> list[Callable[[], bool]]:
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
        _ = app.ctx.default_atlas

    width, height = app.get_size()
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


def build_soon(app: Shell, name: str) -> None:
    """The player is about to open scene ``name`` (the pointer or the keyboard's focus is on
    its menu button): build it ahead now, while idle, in :func:`build_ahead_step` steps,
    unless it is built (or being built this way) already; and prepare the scene it opens
    (:data:`OPENS`; ``"replay"``: a won table's panel offers a Replay)."""
    from game.ui.views.common import SceneView

    if name in OPENS:
        OPENS[name](app)
    scene = app.scenes.get(name)
    soon = app.scheduler.soon
    if name not in KEPT_SCENES or name in soon or (
            scene is not None and not (isinstance(scene, SceneView) and scene.filling)):
        return
    soon.add(name)
    build = build_ahead_step(app, name)

    def step() -> object:
        again = build()
        if again is not AGAIN:
            soon.discard(name)
        return again

    app.scheduler.when_idle([step], 0.0)


def examples_soon(app: Shell) -> None:
    """Make the Examples scene ahead (:func:`game.ui.views.examples.examples_ahead_steps`:
    from the example after the one shown, else the first) while idle, in steps, after the
    Rules' own when they are being built (:func:`build_soon`): it opens from the Rules
    (when the player is about to open them, after start-up's build-ahead and after the
    Examples are left) and from an example (Next, or when it ends). Its open is then one
    frame. Its module's import is the first step; nothing when one is under way."""

    def steps() -> list[Callable[[], bool]]:
        from game.ui.views.examples import examples_ahead_steps

        return examples_ahead_steps(app)

    _ahead_soon(app, "examples", "rules", steps)


def replay_soon(app: Shell) -> None:
    """The History is about to open (a Replay opens from there): prepare a Replay's first
    open (:func:`game.ui.views.replay.replay_ahead_steps`: its control bar and its card
    textures) while idle, in steps, after the History's own."""

    def steps() -> list[Callable[[], bool]]:
        from game.ui.views.replay import replay_ahead_steps

        return replay_ahead_steps(app)

    _ahead_soon(app, "replay", "history", steps)


def _ahead_soon(app: Shell, name: str, after: str, steps: Callable[[], list[Callable[[], bool]]]
                ) -> None:
    """Run ``steps()`` while idle (:func:`staged`) once scene ``after`` is no longer being
    built ahead by :func:`build_soon`; when ``name``'s steps are under way, again once they
    end (``steps()`` is then called anew: for the view shown then)."""
    soon, rerun = app.scheduler.soon, app.scheduler.rerun
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
                _ahead_soon(app, name, after, steps)
        return again

    app.scheduler.when_idle([step], 0.0)


OPENS: dict[str, Callable[[Shell], None]] = {"rules": examples_soon, "history": replay_soon,
                                          "replay": replay_soon, "examples": examples_soon}
"""The scenes (not kept) prepared ahead, by the scene that opens them: when that one is made
or about to be (:func:`make_scene`, :func:`build_soon`). ``"replay"``: a won table (its
win panel offers "Replay this deal"); ``"examples"``: an example shown (the next one)."""


RESIZE_SETTLE = 0.5
"""Seconds the window size must stay the same before the kept scenes are laid out again
for it ahead (:func:`relayout_kept_scenes_later`)."""


def relayout_kept_scenes_later(app: Shell) -> None:
    """The window size (a resize, F11) or the language changed: build the hidden kept
    scenes again for it ahead, in small steps while idle (as :func:`build_ahead_step`), one
    scene after the other, once the size stayed the same for
    :data:`RESIZE_SETTLE` seconds (each new size during a drag starts the wait again), so
    that opening one afterwards is one frame too. Their state is kept (a History waiting
    under a replay keeps its page); only the scenes kept now are touched."""
    from game.ui.views.common import SceneView

    targets = [(name, v) for name, v in app.scenes.items() if isinstance(v, SceneView)]

    def relayout(name: str, scene: SceneView) -> object:
        if app.scenes.get(name) is not scene or scene is app.current_view:
            return None
        if not scene.build_ahead(render=False):
            return None  # built for this size and language already
        return None if scene.continue_filling() else AGAIN  # in steps, as when built ahead

    def start() -> None:
        app.scheduler.when_idle([lambda n=n, v=v: relayout(n, v) for n, v in targets], 0.0)

    if targets:
        app.scheduler.after_quiet("relayout", RESIZE_SETTLE, start)
    else:
        app.scheduler.cancel_timer("relayout")


# ---------------------------------------------------------------------- the window's scenes
def menu_view(app: Shell, focus: str | None = None) -> arcade.View:
    """The menu, its focus on button ``focus`` (see :class:`game.ui.views.menu.MenuView`)."""
    from game.ui.views.menu import MenuView

    return MenuView(app, focus=focus)


def table_view(app: Shell, game: Game, **how: Any) -> TableView:
    """A table playing ``game`` (``how``: :class:`game.ui.views.table.TableView`'s options)."""
    from game.ui.views.table import TableView

    return TableView(app, game, **how)


def leave_dialog(app: Shell, back: arcade.View | None, action: Callable[[], object],
                 moves: int) -> arcade.View:
    """The "Leave this game?" question over ``back``; ``action`` runs when the player leaves."""
    from game.ui.views.leave import LeaveDialog

    return LeaveDialog(app, back, action, moves)


def open_help(app: Shell) -> None:
    """F1: the rules (the page of the game last played), Esc returning to the scene it was
    pressed on; nothing while the rules or the examples are shown."""
    from game.ui.views.examples import ExamplesView
    from game.ui.views.rules import RulesView

    here = app.current_view
    if not isinstance(here, RulesView | ExamplesView):
        app.show_view(make_scene(app, "rules", back=here))


def open_replay(app: Shell, spec: DealSpec, log: list[str], **how: Any) -> arcade.View:
    """Show the Replay of ``log`` on deal ``spec`` (``how``: see
    :func:`game.ui.views.replay.open_replay`)."""
    from game.ui.views.replay import open_replay

    return open_replay(app, spec, log, **how)


def open_solution(app: Shell, spec: DealSpec, log: list[str], start: int,
                  back: arcade.View | None = None) -> arcade.View:
    """Show the Replay of ``log`` from entry ``start`` on, at the speed that plays the rest
    in about a minute (:func:`game.ui.views.replay_clock.solution_speed`)."""
    from game.ui.views.replay import open_replay
    from game.ui.views.replay_clock import solution_speed

    return open_replay(app, spec, log, back=back, deal=start == 0, start=start,
                       speed=solution_speed(len(log) - start))


def open_replay_file(app: Shell, path: Path, **how: Any) -> arcade.View | None:
    """Show the Replay of the saved game at ``path`` (``None``: it cannot be replayed; its
    one line was printed; ``how``: see :func:`game.ui.views.replay_files.open_replay_file`)."""
    from game.ui.views.replay_files import open_replay_file

    return open_replay_file(app, path, **how)


def open_dropped_files(app: Shell, paths: list[str]) -> None:
    """Open files dropped on the window as saved games in the Replay (see
    :func:`game.ui.views.replay_files.open_dropped_files`)."""
    from game.ui.views.replay_files import open_dropped_files

    open_dropped_files(app, paths)


def quit_app(app: Shell) -> None:
    """Quit: the game in progress is saved first (see :func:`game.ui.views.basics.quit_app`)."""
    from game.ui.views.basics import quit_app

    quit_app(app)
