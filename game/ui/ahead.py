"""What is made ahead while the player is idle, so that opening a scene is one frame.

A scene's first open in a run would otherwise spend its first frames importing its modules,
rendering its fonts' glyphs and building its widgets, and a Replay or the Examples their
tables. This module decides what of that is done beforehand, when, and in which order: in
short steps run only while the window is idle (:class:`game.ui.scheduler.Scheduler`), after
start-up (:func:`prebuild_scenes`), when the player is about to open a scene
(:func:`build_soon`), for the scene a scene opens (:data:`OPENS`), and again for a new window
size or language (:func:`relayout_kept_scenes_later`). Nothing is drawn on the screen.
While the game's table is shown, what was made ahead that costs the most memory and is
cheap to make again is given back (:func:`put_away`), and made ahead again when the player
goes back to the menu.

It makes scenes only through the navigator it is given (:class:`Navigated`, the window's
:class:`game.ui.navigator.Navigation`), which stays the one module that imports the scenes
and which decides the scenes that are kept; in return, the navigator asks this module what to
prepare when a scene is made (:func:`prepare_what_it_opens`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game.ui.scheduler import AGAIN, staged

if TYPE_CHECKING:
    import arcade

    from game.ui.services import Services


class IdleWindow(Protocol):
    """What the build-ahead reads of the window: the view shown, its size in pixels, its
    pixel ratio and its GL context."""

    @property
    def ctx(self) -> Any: ...

    @property
    def current_view(self) -> arcade.View | None: ...

    def get_size(self) -> tuple[int, int]: ...

    def get_pixel_ratio(self) -> float: ...


class Navigated(Protocol):
    """What the build-ahead uses of the navigator (:class:`game.ui.navigator.Navigation`):
    the kept scenes and which names are kept, the window and its services, a scene made by
    name, what is alive, and the scenes' own work ahead (the navigator imports their
    modules)."""

    scenes: dict[str, arcade.View]

    @property
    def window(self) -> IdleWindow: ...

    @property
    def services(self) -> Services: ...

    @property
    def kept_scenes(self) -> frozenset[str]: ...

    def scene(self, name: str, back: arcade.View | None = None, *,
              prepare: bool = True) -> arcade.View: ...

    def when_menu_shown(self, action: Callable[[], object]) -> None: ...

    def transients(self) -> list[arcade.View | None]: ...

    def import_scenes(self) -> None: ...

    def table_ahead_steps(self) -> list[Callable[[], bool]]: ...

    def replay_ahead_steps(self, *, textures: bool = True) -> list[Callable[[], bool]]: ...

    def examples_ahead_steps(self) -> list[Callable[[], bool]]: ...


PREBUILT = ("settings", "new-game", "statistics", "history", "rules")
"""The scenes built ahead by :func:`prebuild_scenes`, the slowest to build first."""
PREBUILD_DELAY = 0.1
"""Seconds after start-up before the first scene is built ahead (not before the window
has drawn its first frame: the scheduler waits for it)."""
TABLE_SURFACE_BUDGET = 0
"""Bytes of UI framebuffers the kept scenes may keep while the game's table is shown
(:func:`put_away`): none. Each is a full window (4 MB at 1280x800, 8 MB at 1920x1080), the
largest thing a scene built ahead holds, and it is drawn again ahead, while idle, once the
menu shows; the widget trees, cheap to keep and slow to build, stay."""


def build_ahead_step(nav: Navigated, name: str, pending: list[Callable[[], object]] | None = None
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
    from game.ui.views.common import SceneView, surface_bytes

    started = False

    def room_to_draw() -> bool:  # the hidden scenes' framebuffers stay within the budget
        kept = sum(surface_bytes(v) for v in nav.scenes.values()
                   if v is not nav.window.current_view and isinstance(v, SceneView))
        w, h = nav.window.get_size()
        ratio = nav.window.get_pixel_ratio()
        return kept + w * h * ratio * ratio * 4 <= hidden_surface_budget(nav)

    def step() -> object:
        nonlocal started
        scene = nav.scenes.get(name)
        if scene is None:
            if name not in nav.kept_scenes:
                return None
            scene = nav.scene(name, prepare=False)  # (what it opens: when it is opened)
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


def prebuild_scenes(nav: Navigated, names: tuple[str, ...] = PREBUILT, *,
                    first_use: bool = True) -> None:
    """Build the scenes ``names`` ahead, once, after start-up, the one behind the menu's
    focused button first, after the work of a scene's first open in a run
    (:func:`first_use_steps`): in steps of :func:`build_ahead_step` (a click waits one step at
    most; :data:`~game.ui.scheduler.PREBUILD_GAP` seconds between two scenes), only while
    the view shown is idle (no animation is slowed; a busy view puts it off), never a scene
    that is open or already built, then the scenes'
    :meth:`~game.ui.views.common.SceneView.later_work`;
    after the focused scene (first when there is none), the first table's parts and card
    textures (:func:`game.ui.views.table.table_ahead_steps`). Nothing is drawn on the
    screen. The Examples scene and a Replay's control bar are not made here but when the
    scene that opens them is made or about to be (:data:`OPENS`: the Rules, the History):
    a player who only plays keeps neither (with the Examples' card textures at their own
    size, some 20 MB). The last step settles the heap (:func:`game.ui.heap.settle_heap`:
    start-up's objects are no longer scanned by the garbage collector; the table and the
    view shown then are its transients). ``first_use=False`` (done once in this run
    already: after :func:`put_away`): without the first use's steps and the table's, so
    that the scenes' framebuffers are drawn again from the first idle moment on.
    """
    from game.ui.heap import settle_heap
    from game.ui.services import PointsAtScene

    view = nav.window.current_view
    focused = view.focused_scene() if isinstance(view, PointsAtScene) else None
    if focused in names:
        names = (focused, *(name for name in names if name != focused))
    pending: list[Callable[[], object]] = []
    pending += [build_ahead_step(nav, name, pending) for name in names]

    def table_ahead() -> None:  # importing the table's modules is this step's work
        pending[:0] = [lambda step=step: AGAIN if step() else None
                       for step in nav.table_ahead_steps()]

    def settle() -> None:  # the last step: the table shown meanwhile gets its memory back
        soon.discard("scenes")
        if table_shown(nav):
            put_away(nav)
        else:
            settle_heap(nav.transients())

    soon = nav.services.scheduler.soon
    soon.add("scenes")
    if first_use:
        pending.insert(1 if focused in names else 0, table_ahead)  # (a deal, most often)
        pending.insert(0, staged(lambda: first_use_steps(nav)))
    pending.append(settle)
    nav.services.scheduler.when_idle(pending, PREBUILD_DELAY)


def table_shown(nav: Navigated) -> bool:
    """Whether the view shown is the game's table (the game in progress)."""
    table = nav.services.playing.table
    return table is not None and nav.window.current_view is table


def hidden_surface_budget(nav: Navigated) -> int:
    """Bytes of UI framebuffers the hidden kept scenes may hold now:
    :data:`TABLE_SURFACE_BUDGET` while the game's table is shown, else
    :data:`~game.ui.views.common.HIDDEN_SURFACE_BUDGET`."""
    from game.ui.views.common import HIDDEN_SURFACE_BUDGET

    return TABLE_SURFACE_BUDGET if table_shown(nav) else HIDDEN_SURFACE_BUDGET


PUT_AWAY_DELAY = 0.5
"""Seconds after the game's table is shown before :func:`put_away` may run (at an idle
moment: after the deal's animation)."""


def put_away_soon(nav: Navigated) -> None:
    """The game's table is shown: at its first idle moment after :data:`PUT_AWAY_DELAY`
    seconds, :func:`put_away` (when scenes were made ahead; while the build-ahead of
    :func:`prebuild_scenes` is under way, its last step does it)."""
    scheduler = nav.services.scheduler
    if "scenes" in scheduler.soon or not (nav.scenes or scheduler.made_ahead):
        return
    scheduler.when_idle([lambda: put_away(nav) if table_shown(nav) else None],
                        PUT_AWAY_DELAY)


def put_away(nav: Navigated) -> int:
    """While the game's table is shown, give back what the scenes made ahead hold that costs
    the most memory and is cheap to make again: the kept scenes' UI framebuffers (down to
    :data:`TABLE_SURFACE_BUDGET`), the parts made ahead for a Replay and the Examples
    (``Scheduler.made_ahead``) and the card textures of sizes other than the table's;
    then the heap is settled (:func:`game.ui.heap.resettle`: what was dropped is freed),
    the GL objects dropped are deleted and the C heap hands the freed memory back to the
    system (:func:`game.c_heap.give_back_memory`; the process's memory does not fall
    without it). The widget trees stay. The next time the menu is shown, the scenes'
    framebuffers are drawn ahead again (:func:`prebuild_scenes` without the first use's
    steps: the scenes built already only draw them); a Replay's parts and the Examples are
    made again when the History or the Rules open (:data:`OPENS`). One idle step.

    Returns:
        The bytes of framebuffers given back.
    """
    from game.c_heap import give_back_memory
    from game.ui.heap import resettle
    from game.ui.views.common import SceneView, release_hidden_surfaces

    services = nav.services
    scenes = [v for v in nav.scenes.values() if isinstance(v, SceneView)]
    released = release_hidden_surfaces(scenes, TABLE_SURFACE_BUDGET)
    services.scheduler.made_ahead.clear()
    services.textures.drop_others()
    resettle(nav.transients())
    nav.window.ctx.gc()
    give_back_memory()
    if "again" not in services.scheduler.soon:
        services.scheduler.soon.add("again")

        def again() -> None:
            services.scheduler.soon.discard("again")
            prebuild_scenes(nav, first_use=False)

        nav.when_menu_shown(again)
    return released


def first_use_steps(nav: Navigated) -> list[Callable[[], bool]]:
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
    return [*(once(step) for step in _import_steps(nav)), once(atlas, load_font),
            *(once(step) for step in format_steps()), *glyph_steps(width, height, language())]


def _import_steps(nav: Navigated) -> list[Callable[[], None]]:
    """The imports of the widget scenes, in parts of a few milliseconds: what
    :mod:`game.ui.gui` imports before ``arcade.gui`` (headless Linux only, see there), a
    Pillow module ``arcade.gui`` imports, ``arcade.gui`` itself, then the scenes' own
    modules (the navigator's :meth:`~Navigated.import_scenes`)."""
    import arcade

    def xlib() -> None:
        import pyglet.window.xlib  # noqa: F401

    def controller() -> None:
        import arcade.controller  # noqa: F401

    def pillow() -> None:
        import PIL.ImageEnhance  # noqa: F401

    def gui() -> None:
        import game.ui.gui  # noqa: F401

    before = [xlib, controller] if arcade.headless else []
    return [*before, pillow, gui, nav.import_scenes]


def build_soon(nav: Navigated, name: str) -> None:
    """The player is about to open scene ``name`` (the pointer or the keyboard's focus is on
    its menu button): build it ahead now, while idle, in :func:`build_ahead_step` steps,
    unless it is built (or being built this way) already; and prepare the scene it opens
    (:data:`OPENS`; ``"replay"``: a won table's panel offers a Replay)."""
    from game.ui.views.common import SceneView

    prepare_what_it_opens(nav, name)
    scene = nav.scenes.get(name)
    soon = nav.services.scheduler.soon
    if name not in nav.kept_scenes or name in soon or (
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


def examples_soon(nav: Navigated) -> None:
    """Make the Examples scene ahead (:func:`game.ui.views.examples.examples_ahead_steps`:
    from the example after the one shown, else the first) while idle, in steps, after the
    Rules' own when they are being built (:func:`build_soon`): it opens from the Rules
    (when the player is about to open them, after start-up's build-ahead and after the
    Examples are left) and from an example (Next, or when it ends). Its open is then one
    frame. Its module's import is the first step; nothing when one is under way."""

    _ahead_soon(nav, "examples", "rules", nav.examples_ahead_steps)


def replay_soon(nav: Navigated) -> None:
    """The History is about to open (a Replay opens from there): prepare a Replay's first
    open (:func:`game.ui.views.replay.replay_ahead_steps`: its control bar and its card
    textures) while idle, in steps, after the History's own."""

    _ahead_soon(nav, "replay", "history", nav.replay_ahead_steps)


def _ahead_soon(nav: Navigated, name: str, after: str,
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


OPENS: dict[str, Callable[[Navigated], None]] = {"rules": examples_soon, "history": replay_soon,
                                                 "replay": replay_soon, "examples": examples_soon}
"""The scenes (not kept) prepared ahead, by the scene that opens them: when that one is made
or about to be (:func:`game.ui.navigator.make_scene`, :func:`build_soon`). ``"replay"``: a
won table (its win panel offers "Replay this deal"); ``"examples"``: an example shown (the
next one)."""


def prepare_what_it_opens(nav: Navigated, name: str) -> None:
    """Scene ``name`` is being made or is about to be: prepare ahead, while idle, the scene
    it opens (:data:`OPENS`), if any."""
    if name in OPENS:
        OPENS[name](nav)


RESIZE_SETTLE = 0.5
"""Seconds the window size must stay the same before the kept scenes are laid out again
for it ahead (:func:`relayout_kept_scenes_later`)."""


def relayout_kept_scenes_later(nav: Navigated) -> None:
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
