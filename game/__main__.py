"""``python -m game``: start the app (full-screen by default).

Options:
    --deal CODE           open that deal directly (a code, e.g. EO1-C8-AAAAAFA)
    --game GAME           easy-harp, eight-off, …: a new deal of that game (with --deal, they
                          must agree)
    --windowed            a resizable window instead of full-screen
    --size WxH            window size in logical pixels (default 1280x800; 800x600 up to
                          8192x8192, and no larger than the graphics driver can draw)
    --screenshot PATH     render after --moves and the animations, save a PNG, exit 0
    --moves "…"           moves in engine notation, applied to --deal before play starts
                          (or before the screenshot)
    --view NAME           the scene to open or screenshot (table, menu, …)
    --self-test           play scripted winning lines through the real table, headless
    --lang LANG           en, hr or ru: the language (instead of the setting; it is kept)
    --version             print the game's name and version, exit 0
    replay FILE           open a saved game straight in the Replay scene
    FILE                  the same (a desktop opens a double-clicked saved game so)

Bad arguments (including ones argparse itself refuses) print one line on stderr and exit
2; nothing is ever lost. The sound driver is chosen before arcade is imported
(:mod:`game.audio`): screenshots and the self-test never open a sound device.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from game.c_heap import limit_arenas
from game.engine.deal import DealCodeError, DealSpec, parse_code
from game.engine.moves import NotationError, split_moves
from game.engine.variants import CELL_CHOICES, REGISTRY
from game.i18n import LANGUAGES

EXIT_OK, EXIT_USAGE, EXIT_FAILED, EXIT_REJECTED = 0, 2, 1, 3

MIN_SIZE = (800, 600)
"""The smallest window ``--size`` accepts, logical pixels (the smallest table laid out)."""

MAX_SIDE = 8192
"""The longest window side ``--size`` accepts, logical pixels: the framebuffer size every
OpenGL 3.3 driver the game runs on makes (7680x4320 fits). A driver that makes less is
found when the window opens (:func:`game.ui.run.run` says so in one line)."""


class UsageError(Exception):
    """A bad command-line argument: one line on stderr, exit 2."""


def _size(text: str) -> tuple[int, int]:
    """``--size WxH`` as ``(width, height)`` in logical pixels.

    Raises:
        UsageError: Not ``WxH``, smaller than :data:`MIN_SIZE` or a side longer than
            :data:`MAX_SIDE`.
    """
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size {text!r} is not WIDTHxHEIGHT, e.g. 1280x800") from None
    low_w, low_h = MIN_SIZE
    if not (low_w <= w <= MAX_SIDE and low_h <= h <= MAX_SIDE):
        raise UsageError(f"--size {text!r} is out of range ({low_w}x{low_h} up to "
                         f"{MAX_SIDE}x{MAX_SIDE})")
    return w, h


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr (no usage block), exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"error: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser of ``python -m game``."""
    p = OneLineParser(
        prog="python -m game",
        description="Easy Harp & Eight Off: two solitaire games. Without options the "
        "menu opens full-screen.",
        epilog="python -m game replay FILE opens a saved game in the Replay scene. Bad "
        "arguments print one line and exit with status 2 (3 for a rejected move).",
    )
    # "replay FILE", or FILE alone (how a desktop opens a saved game: Exec=… %f)
    p.add_argument("command", nargs="?", help=argparse.SUPPRESS)
    p.add_argument("file", nargs="?", help=argparse.SUPPRESS)
    p.add_argument("--deal", metavar="CODE",
                   help="open this deal on the table, e.g. EO1-C8-AAAAAFA")
    p.add_argument("--game", choices=list(REGISTRY),
                   help="a new deal of this game (with --deal, the two must agree)")
    p.add_argument("--cells", type=int, choices=CELL_CHOICES,
                   help="free cells for Eight Off (8, 4 or 2)")
    p.add_argument("--windowed", action="store_true",
                   help="a resizable window instead of full-screen")
    p.add_argument("--fullscreen", action="store_true", help="start full-screen")
    p.add_argument("--size", type=str, metavar="WxH",
                   help=f"window size in logical pixels (default 1280x800; "
                   f"{MIN_SIZE[0]}x{MIN_SIZE[1]} up to {MAX_SIDE}x{MAX_SIDE})")
    p.add_argument("--screenshot", metavar="PATH",
                   help="render the scene, save it as a PNG and exit (writes no game files)")
    p.add_argument("--moves", default="", metavar='"1>c5 1>8"',
                   help="moves in engine notation, played on --deal before play starts "
                   "or before the screenshot")
    p.add_argument("--try", dest="try_move", metavar="MOVE",
                   help="with --screenshot of the table: try MOVE last; a refused move shows "
                   "its reminder in the picture")
    p.add_argument("--view", default="table", metavar="NAME",
                   help="the scene to open or screenshot: table (the default), menu, "
                   "settings, … (a wrong name lists them all)")
    p.add_argument("--self-test", action="store_true",
                   help="play scripted winning lines through the real table, headless")
    p.add_argument("--lang", choices=list(LANGUAGES),
                   help="the language: en, hr or ru (instead of the setting; it is kept)")
    p.add_argument("--version", action=_VersionAction, help="print the version and exit")
    return p


class _VersionAction(argparse.Action):
    """``--version``: prints ``harp-and-eight VERSION`` (:func:`game.version`), exit 0."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS,
                         help=str(kwargs.get("help", "")))

    def __call__(self, parser: argparse.ArgumentParser, *_args: object) -> None:
        from game import DISTRIBUTION, version

        print(f"{DISTRIBUTION} {version()}")
        parser.exit(0)


def resolve_spec(deal: str | None, game: str | None, cells: int | None) -> DealSpec | None:
    """The deal asked for on the command line.

    Raises:
        UsageError: a malformed code, or a ``--game`` that contradicts the code.
    """
    if deal is None:
        if cells is not None and game is not None and not REGISTRY[game].cell_choices:
            raise UsageError(_cells_only())
        return None
    try:
        spec = parse_code(deal, variant=game, cells=cells)
    except DealCodeError as exc:
        raise UsageError(f"--deal: {exc}") from None
    if game is not None and spec.variant != game:
        raise UsageError(f"--game {game} contradicts the deal code {deal} ({spec.variant})")
    if cells is not None and not spec.rules.cell_choices:
        raise UsageError(_cells_only())
    if cells is not None and spec.cells != cells:
        raise UsageError(f"--cells {cells} contradicts the deal code {deal}")
    return spec


def _cells_only() -> str:
    games = " and ".join(v.title for v in REGISTRY.values() if v.cell_choices)
    return f"--cells applies to {games} only"


def _headless_where_possible() -> None:
    """Render off-screen (EGL) for screenshots and the self-test on Linux; Windows and
    macOS have no headless backend in pyglet, so they use a normal window there."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")


def main(argv: Sequence[str] | None = None) -> int:
    """Start the app; returns the exit status."""
    try:
        os.getcwd()
    except OSError:  # pyglet and the relative paths below would fail on it
        print("error: the current folder no longer exists; start the game from a folder "
              "that exists", file=sys.stderr)
        return EXIT_FAILED
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or a refused argument (2, one line printed)
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    limit_arenas()  # before any thread starts
    try:
        spec = resolve_spec(args.deal, args.game, args.cells)
        size = _size(args.size) if args.size else (1280, 800)
        if args.command not in (None, "replay"):
            if args.file is not None:
                raise UsageError(f"unknown command {args.command!r} (a saved-game FILE, "
                                 "or replay FILE)")
            args.command, args.file = "replay", args.command
        if args.command == "replay" and not args.file:
            raise UsageError("replay needs a saved-game FILE")
        moves = split_moves(args.moves)
        if moves and spec is None:
            raise UsageError("--moves needs --deal")
        if moves and args.view != "table":
            raise UsageError("--moves applies to the table, not --view " + args.view)
        if spec is not None:
            from game.engine.events import Rejection
            from game.engine.game import Game

            probe = Game(spec)
            for i, text in enumerate(moves):
                outcome = probe.push(probe.parse(text))
                if isinstance(outcome, Rejection):
                    from game.reminders import refusal_line

                    line = refusal_line(i + 1, text, outcome, probe.position)
                    print(f"error: --moves: {line}", file=sys.stderr)
                    return EXIT_REJECTED
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except NotationError as exc:
        print(f"error: --moves: {exc}", file=sys.stderr)
        return EXIT_USAGE
    quiet = args.self_test or args.screenshot is not None
    if quiet:
        _headless_where_possible()
    from game.audio import prepare_audio

    prepare_audio(quiet=quiet)  # before anything imports arcade
    if args.self_test:
        from game.selftest import run_self_test

        return run_self_test()
    if args.screenshot is not None:
        if not args.screenshot:
            print("error: --screenshot needs a file name", file=sys.stderr)
            return EXIT_USAGE
    from game.ui.navigator import VIEW_NAMES  # (imports arcade: after the sound driver)

    if args.view not in VIEW_NAMES:
        print(f"error: --view {args.view!r} is not a scene (one of {', '.join(VIEW_NAMES)})",
              file=sys.stderr)
        return EXIT_USAGE
    from game.ui.run import run

    return run(args, spec, size, moves)


if __name__ == "__main__":
    sys.exit(main())
