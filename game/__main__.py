"""``python -m game``: start the app (full-screen by default).

Options:
    --deal CODE           open that deal directly (a code, e.g. EO1-C8-AAAAAFA)
    --game GAME           easy-harp or eight-off: a new deal of that game (with --deal, they
                          must agree)
    --windowed            a resizable window instead of full-screen
    --size WxH            window size in logical pixels (default 1280x800)
    --screenshot PATH     render after --moves and the animations, save a PNG, exit 0
    --moves "…"           moves in engine notation, applied before the screenshot
    --view NAME           the scene to screenshot (table, menu, …)
    --self-test           play scripted winning lines through the real table, headless
    replay FILE           open a saved game straight in the Replay scene

Bad arguments print one line on stderr and exit 2; nothing is ever lost.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence

from game.engine.deal import VARIANTS, DealCodeError, DealSpec, parse_code
from game.engine.moves import NotationError, split_moves
from game.ui.views import SCENES

EXIT_OK, EXIT_USAGE, EXIT_FAILED = 0, 2, 1


class UsageError(Exception):
    """A bad command-line argument: one line on stderr, exit 2."""


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size {text!r} is not WIDTHxHEIGHT, e.g. 1280x800") from None
    if not (200 <= w <= 16384 and 200 <= h <= 16384):
        raise UsageError(f"--size {text!r} is out of range (200…16384 per side)")
    return w, h


def build_parser() -> argparse.ArgumentParser:
    """The command-line parser of ``python -m game``."""
    p = argparse.ArgumentParser(prog="python -m game", description="Easy Harp & Eight Off")
    p.add_argument("command", nargs="?", choices=["replay"], help=argparse.SUPPRESS)
    p.add_argument("file", nargs="?", help=argparse.SUPPRESS)
    p.add_argument("--deal", metavar="CODE")
    p.add_argument("--game", choices=list(VARIANTS))
    p.add_argument("--cells", type=int, choices=[8, 4, 2])
    p.add_argument("--windowed", action="store_true")
    p.add_argument("--fullscreen", action="store_true")
    p.add_argument("--size", type=str)
    p.add_argument("--screenshot", metavar="PATH")
    p.add_argument("--moves", default="")
    p.add_argument("--view", default="table", choices=["table", *SCENES])
    p.add_argument("--self-test", action="store_true")
    return p


def resolve_spec(deal: str | None, game: str | None, cells: int | None) -> DealSpec | None:
    """The deal asked for on the command line.

    Raises:
        UsageError: a malformed code, or a ``--game`` that contradicts the code.
    """
    if deal is None:
        if cells is not None and game == "easy-harp":
            raise UsageError("--cells applies to Eight Off only")
        return None
    try:
        spec = parse_code(deal, variant=game, cells=cells)
    except DealCodeError as exc:
        raise UsageError(f"--deal: {exc}") from None
    if game is not None and spec.variant != game:
        raise UsageError(f"--game {game} contradicts the deal code {deal} ({spec.variant})")
    if cells is not None and spec.variant != "eight-off":
        raise UsageError("--cells applies to Eight Off only")
    if cells is not None and spec.cells != cells:
        raise UsageError(f"--cells {cells} contradicts the deal code {deal}")
    return spec


def _headless_where_possible() -> None:
    """Render off-screen (EGL) for screenshots and the self-test on Linux; Windows and
    macOS have no headless backend in pyglet, so they use a normal window there."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("ARCADE_HEADLESS", "1")


def main(argv: Sequence[str] | None = None) -> int:
    """Start the app; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        spec = resolve_spec(args.deal, args.game, args.cells)
        size = _size(args.size) if args.size else (1280, 800)
        if args.command == "replay" and not args.file:
            raise UsageError("replay needs a saved-game FILE")
        moves = split_moves(args.moves)
        if moves and spec is None:
            raise UsageError("--moves needs --deal")
        if spec is not None:
            from game.engine.game import Game

            probe = Game(spec)
            for text in moves:
                probe.parse(text)
    except UsageError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except NotationError as exc:
        print(f"error: --moves: {exc}", file=sys.stderr)
        return EXIT_USAGE
    if args.self_test:
        _headless_where_possible()
        from game.selftest import run_self_test

        return run_self_test()
    if args.screenshot is not None:
        if not args.screenshot:
            print("error: --screenshot needs a file name", file=sys.stderr)
            return EXIT_USAGE
        _headless_where_possible()
    from game.ui.run import run

    return run(args, spec, size, moves)


if __name__ == "__main__":
    sys.exit(main())
