"""Start-up of the windowed app and the ``--screenshot`` mode (imports arcade)."""

from __future__ import annotations

import argparse
import contextlib
import io
import logging
import sys
from pathlib import Path

import arcade

from game.engine.deal import DealSpec
from game.engine.events import Rejection
from game.engine.moves import NotationError
from game.engine.variants import REGISTRY
from game.i18n import system_language
from game.reminders import refusal_line
from game.storage.files import atomic_write_bytes
from game.storage.settings import Settings, cells_of, default_settings_path, load_settings
from game.ui.app import App

SCREENSHOT_FRAMES = 3

EXIT_NO_WINDOW = 1
"""Exit status when the window cannot be made (no display, a size the driver refuses)."""

log = logging.getLogger(__name__)


class WindowError(Exception):
    """The game's window cannot be made; ``str(error)`` is one line in English."""


def make_window(settings: Settings, size: tuple[int, int], fullscreen: bool,
                read_only: bool, opening: DealSpec | None = None) -> App:
    """Make the game's window, checked against what the graphics driver can draw.

    Args:
        settings: The settings to start with.
        size: Width and height in logical pixels.
        fullscreen: Whether the window covers the screen.
        read_only: The screenshot mode (nothing of the player's is written).
        opening: The deal the game opens on, whose empty piles the first frame shows.

    Returns:
        The app's window.

    Raises:
        WindowError: No display to open it on, no OpenGL context, or a framebuffer larger
            than the driver makes (the window is closed again then).
    """
    try:
        app = App(settings, size[0], size[1], fullscreen=fullscreen, read_only=read_only,
                  opening=opening)
    except Exception as exc:  # pyglet's display, config, context and GL errors alike
        log.debug("The window could not be made", exc_info=True)
        name = type(exc).__name__
        if name == "NoSuchDisplayException":
            raise WindowError("no display to open the window on (is DISPLAY set?)") from None
        reason = " ".join(str(exc).split()) or name
        raise WindowError(f"the window cannot be made: {reason}") from None
    try:
        info = app.ctx.info
        longest = min(int(info.MAX_TEXTURE_SIZE), *(int(v) for v in info.MAX_VIEWPORT_DIMS))
        width, height = app.get_framebuffer_size()
    except Exception:  # a driver that does not answer: the window was made, keep it
        log.debug("The driver's limits could not be read", exc_info=True)
        return app
    if max(width, height) > longest:
        app.close()
        raise WindowError(f"a window of {width}x{height} pixels is larger than the graphics "
                          f"driver draws ({longest} per side)")
    return app


def open_first_view(app: App, args: argparse.Namespace, spec: DealSpec | None,
                    moves: list[str] | None = None) -> None:
    """The first scene: the asked deal (with ``--moves`` played on it), a new deal of
    ``--game``, a replay, the ``--view`` scene, or the menu."""
    if args.command == "replay":
        from game.ui.navigator import open_replay_file

        open_replay_file(app.nav, Path(args.file), background=not args.screenshot)
        return
    if spec is not None:
        def open_deal() -> None:
            table = app.nav.start(spec, animate=not args.screenshot and not moves)
            for text in moves or []:
                if isinstance(table.play(table.game.parse(text)), Rejection):
                    break  # checked in __main__; a rejected move stops the list

        services = app.services
        if not services.read_only and services.settings.confirm_leave and services.playing.game():
            app.nav.continue_game()  # the question is asked over the game it would leave
        app.nav.leave_then(open_deal)  # APP-LEAVE: a game in progress is not dropped unasked
        return
    if getattr(args, "view", "table") not in ("table", None):
        from game.ui.navigator import open_scene

        open_scene(app.nav, args.view)
        return
    if args.game:
        app.nav.new_deal(args.game, args.cells)
        return
    app.nav.show_menu()


def startup_settings(lang: str | None = None) -> Settings:
    """The settings to start with. The first start (no settings file yet) speaks the
    system's language (:func:`game.i18n.system_language`, English otherwise); ``--lang``
    overrides the setting (and is kept once a setting is saved).

    Args:
        lang: the ``--lang`` option, or ``None``.
    """
    first_start = not default_settings_path().exists()
    settings = load_settings()
    if lang:
        settings.language = lang
    elif first_start:
        settings.language = system_language()
    return settings


def run(args: argparse.Namespace, spec: DealSpec | None, size: tuple[int, int],
        moves: list[str]) -> int:
    """Create the window and run the app until it closes.

    Returns:
        The process exit status: 0; 1 when the window cannot be made; with
        ``--screenshot`` 2 for a file that cannot be written, a saved game that cannot be
        replayed or an unknown scene, 3 for a rejected move.
    """
    settings = startup_settings(args.lang)
    fullscreen = (settings.start_fullscreen or args.fullscreen) and not (
        args.windowed or args.screenshot is not None or args.size
    )
    screenshot_mode = args.screenshot is not None
    remembered = settings.window if not (args.size or screenshot_mode) else None
    if remembered is not None:  # the windowed size the player had last time
        size = (max(800, remembered[2]), max(600, remembered[3]))
    try:
        opening = spec if args.command != "replay" else None
        app = make_window(settings, size, fullscreen, screenshot_mode, opening)
    except WindowError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_NO_WINDOW
    if remembered is not None and not fullscreen:
        with contextlib.suppress(Exception):  # platforms without window positions
            app.set_location(remembered[0], remembered[1])
    if screenshot_mode:
        return screenshot(app, args, spec, moves)
    app.services.scheduler.fills_in = True  # a scene not built yet opens at once and fills in
    if app.services.playing.store.claim():
        open_first_view(app, args, spec, moves)
    else:  # another copy owns the game in progress: the player chooses
        from game.ui.views.second_copy import SecondCopyView

        app.nav.show_view(SecondCopyView(app.services,
                                         lambda: open_first_view(app, args, spec, moves)))
    from game.ui.ahead import prebuild_scenes

    if app.current_view is not None and app.current_view is app.services.playing.table:
        # started on a table: the scenes only once the player goes to the menu (kept
        # scenes hold tens of megabytes a player who only plays never uses)
        app.nav.when_menu_shown(lambda: prebuild_scenes(app.nav))
    else:  # the scenes, built ahead while the first one is idle
        prebuild_scenes(app.nav)
    arcade.run()
    return 0


def draw_frames(app: App, frames: int, dt: float = 1 / 60) -> None:
    """Advance and draw the current view ``frames`` times, animations settled."""
    for _ in range(frames):
        app.dispatch_events()
        view = app.current_view
        if view is None:
            break
        view.on_update(dt)
        if hasattr(view, "settle"):
            view.settle()
        view.on_draw()


def screenshot(app: App, args: argparse.Namespace, spec: DealSpec | None,
               moves: list[str]) -> int:
    """Render a scene after ``moves`` with animations settled, save a PNG, close.

    The app is read-only then: the player's game in progress, history and settings are
    read (a menu shows Continue) but never written."""
    if args.command == "replay":  # `replay FILE --screenshot`: the replay at its start
        from game.ui.navigator import open_replay_file

        if open_replay_file(app.nav, Path(args.file), background=False) is None:
            app.close()  # (its one line is printed)
            return 2
    elif args.view == "table":
        if spec is None:  # deal 1 of --game (with --cells), else of the last game played
            variant = args.game or app.services.settings.last_game
            spec = DealSpec(variant, 1, REGISTRY[variant].cell_option(args.cells)
                            if args.cells else cells_of(app.services.settings, variant))
        table = app.nav.start(spec, animate=False)
        for i, text in enumerate(moves):
            result = table.play(table.game.parse(text))
            if isinstance(result, Rejection):
                line = refusal_line(i + 1, text, result, table.game.position)
                print(f"error: --moves: {line}", file=sys.stderr)
                app.close()
                return 3
        table.settle()
        table.show_message("", 0)  # a screenshot shows the table, not a passing reminder
        if getattr(args, "try_move", None):  # --try: the reminder of a refused move, shown
            try:
                table.play(table.game.parse(args.try_move))
            except NotationError as exc:
                print(f"error: --try: {exc}", file=sys.stderr)
                app.close()
                return 2
            table.settle()
    else:
        from game.ui.navigator import open_scene

        try:
            open_scene(app.nav, args.view, spec)
        except KeyError:
            print(f"error: --view {args.view!r} is not a scene", file=sys.stderr)
            app.close()
            return 2
    draw_frames(app, SCREENSHOT_FRAMES)
    # opaque, as the window shows it: the framebuffer's alpha is what blending left there
    image = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")
    app.close()
    path = Path(args.screenshot)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        buffer = io.BytesIO()
        image.save(buffer, format="PNG")
        atomic_write_bytes(path, buffer.getvalue())
    except OSError as exc:
        reason = "a folder on the way is a file" if isinstance(exc, FileExistsError) else (
            exc.strerror or str(exc))
        print(f"error: cannot write the screenshot {path}: {reason}", file=sys.stderr)
        return 2
    return 0
