"""The engine's command line, ``python -m game.cli`` (NOTATION.md, a contract).

Commands: ``deal CODE``, ``play CODE [MOVE…]``, ``replay FILE``, ``daily GAME``,
``solve CODE [MOVE…]`` and ``hint CODE [MOVE…]`` (each with ``--json`` where NOTATION.md
says); ``--help`` gives a line and an example for each (:data:`COMMANDS`). Exit status: 0
all accepted, 3 a move was rejected, 2 malformed input (one line on stderr naming the fault),
1 the reader of the output closed it (``… | head``: nothing more is written, no traceback).
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import re
import sys

from game.engine.deal import DealCodeError, daily_deal, parse_code
from game.engine.events import Rejection
from game.engine.game import Game
from game.engine.moves import Move, NotationError, split_moves
from game.engine.notation import state_dict, state_text
from game.engine.solver import HINT_BUDGET, hint, solve
from game.engine.variants import CELL_CHOICES, REGISTRY
from game.reminders import refusal_line, reminder_text

EXIT_OK = 0
EXIT_MALFORMED = 2
EXIT_REJECTED = 3
EXIT_BROKEN_PIPE = 1  # the reader of our output closed it (`... | head`); nothing more to say
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
SOLVE_BUDGET = 10.0
"""Default ``--budget`` of ``solve``, seconds (``hint`` uses the table's, HINT_BUDGET)."""


DESCRIPTION = "Easy Harp & Eight Off on the command line: deals, moves, saved games, solver."
COMMANDS = {
    "deal": ("print the starting layout of a deal", "deal EO1-C8-AAAAAFA --json"),
    "play": ("apply moves and print the state after them", 'play EO1-C8-AAAAAFA "1>c5" "1>8"'),
    "replay": ("load a saved game, replay and check it", "replay EO1-C8-AAAAAFA.json"),
    "daily": ("print the deal code of the day",
              "daily eight-off --date 2026-12-01 --cells 4"),
    "solve": ("is the position after the moves winnable, and how",
              "solve EO1-C8-AAAAAFA --budget 5 --json"),
    "hint": ("the hint the table shows after the moves", "hint EH1-N-AAAAAAF s"),
}
"""Each command's one-line description and an example of its use (``--help``)."""
PROG = "python -m game.cli"


def _examples(names: list[str]) -> str:
    lines = [f"  {PROG} {COMMANDS[name][1]}" for name in names]
    return "\n".join(["example" + ("s" if len(names) > 1 else "") + ":", *lines])


class _Malformed(Exception):
    """Malformed input: reported on stderr, exit 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse prints usage and exits 2 itself;
        raise _Malformed(message)  # we want exactly one line on stderr.


def _print_state(game: Game, as_json: bool,
                 refused: tuple[int, str, Rejection] | None = None) -> None:
    """Print the state, with the refused move ``(index, text as given, rejection)`` if any:
    as ``--json`` (its ``rejected`` names the rule id, the contract) or for people (the
    rule's reminder in words, never its id)."""
    if as_json:
        rejected = None if refused is None else {
            "index": refused[0], "move": refused[1], "rule": refused[2].rule}
        print(json.dumps(state_dict(game, rejected), ensure_ascii=False))
        return
    print(state_text(game))
    if refused is not None:
        index, text, rejection = refused
        why = reminder_text(rejection.rule, game.position, rejection.move)
        print(f"Rejected: move {index + 1} {text!r}: {why}")


def _game(code: str) -> Game:
    try:
        return Game(parse_code(code))
    except DealCodeError as exc:
        raise _Malformed(str(exc)) from None


def _cmd_deal(args: argparse.Namespace) -> int:
    _print_state(_game(args.code), args.json)
    return EXIT_OK


def _parsed_moves(game: Game, args: argparse.Namespace) -> list[tuple[str, Move]]:
    """``args.moves`` as given and parsed against ``game``; malformed text raises
    :class:`_Malformed` before any move is played."""
    texts = [t for m in args.moves for t in split_moves(m)]
    try:
        return [(t, game.parse(t)) for t in texts]
    except NotationError as exc:
        raise _Malformed(str(exc)) from None


def _cmd_play(args: argparse.Namespace) -> int:
    game = _game(args.code)
    for i, (text, move) in enumerate(_parsed_moves(game, args)):
        outcome = game.push(move)
        if isinstance(outcome, Rejection):
            _print_state(game, args.json, (i, text, outcome))
            return EXIT_REJECTED
    _print_state(game, args.json)
    return EXIT_OK


class _Rejected(Exception):
    """A move was rejected: reported on stderr, exit 3."""


def _played(args: argparse.Namespace) -> Game:
    """The game after ``args.moves``; a rejected move raises :class:`_Rejected`."""
    game = _game(args.code)
    for i, (text, move) in enumerate(_parsed_moves(game, args)):
        outcome = game.push(move)
        if isinstance(outcome, Rejection):
            raise _Rejected(refusal_line(i + 1, text, outcome, game.position))
    return game


def _budget(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds (like 2.5)")
    return value


def _cmd_solve(args: argparse.Namespace) -> int:
    game = _played(args)
    found = solve(game, budget=args.budget)
    if args.json:
        print(json.dumps({
            "code": game.code, "moves": list(game.log), "result": found.result,
            "line": found.line, "seconds": round(found.seconds, 3), "states": found.states,
        }))
        return EXIT_OK
    print(f"{game.variant.title}  {game.code}  after {len(game.log)} moves: {found.result}")
    if found.line is not None:
        print(f"winning line ({len(found.line)} moves): {' '.join(found.line)}")
    print(f"{found.states} positions in {found.seconds:.2f} s ({found.stopped})")
    return EXIT_OK


def _cmd_hint(args: argparse.Namespace) -> int:
    game = _played(args)
    answer = hint(game, budget=args.budget)
    move = None if answer.move is None else str(answer.move)
    if args.json:
        print(json.dumps({
            "code": game.code, "moves": list(game.log), "move": move, "result": answer.result,
            "line": answer.line, "seconds": round(answer.seconds, 3), "states": answer.states,
        }))
        return EXIT_OK
    print(f"hint: {move or 'none'}  ({answer.result}; {answer.states} positions in "
          f"{answer.seconds:.2f} s)")
    return EXIT_OK


def _cmd_replay(args: argparse.Namespace) -> int:
    from game.storage.exchange import ExchangeError, import_game  # the app's one reader

    try:
        saved = import_game(args.file, name=args.file)
    except ExchangeError as exc:
        raise _Malformed(str(exc)) from None
    _print_state(saved.game, args.json)
    return EXIT_OK


def _cmd_daily(args: argparse.Namespace) -> int:
    if args.date is None:
        date = datetime.date.today()
    else:
        if not _DATE.fullmatch(args.date):  # fromisoformat also takes 20261129, 2026-W48-7
            raise _Malformed(f"--date {args.date!r} is not a date YYYY-MM-DD")
        try:
            date = datetime.date.fromisoformat(args.date)
        except ValueError:
            raise _Malformed(f"--date {args.date!r} is not a date YYYY-MM-DD") from None
    variant = REGISTRY[args.game]
    if not variant.cell_choices and args.cells is not None:
        raise _Malformed(f"--cells does not apply to {variant.name}")
    print(daily_deal(variant.name, date, args.cells).code)
    return EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (its ``error`` raises instead of exiting)."""
    parser = _Parser(
        prog=PROG, description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=_examples(list(COMMANDS)) + "\n\nexit status: 0 all moves accepted, 3 a move "
        "was rejected, 2 malformed input (one line on stderr).")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser,
                                metavar="command")

    def add(name: str) -> argparse.ArgumentParser:
        text = COMMANDS[name][0]
        return sub.add_parser(name, help=text, description=text[0].upper() + text[1:] + ".",
                              epilog=_examples([name]),
                              formatter_class=argparse.RawDescriptionHelpFormatter)

    p = add("deal")
    p.add_argument("code")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_cmd_deal)
    p = add("play")
    p.add_argument("code")
    p.add_argument("moves", nargs="*")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_cmd_play)
    p = add("replay")
    p.add_argument("file")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=_cmd_replay)
    p = add("daily")
    p.add_argument("game", choices=list(REGISTRY))
    p.add_argument("--date")
    p.add_argument("--cells", type=int, choices=CELL_CHOICES)
    p.set_defaults(run=_cmd_daily)
    for name, run, budget in (("solve", _cmd_solve, SOLVE_BUDGET),
                              ("hint", _cmd_hint, HINT_BUDGET)):
        p = add(name)
        p.add_argument("code")
        p.add_argument("moves", nargs="*")
        p.add_argument("--budget", type=_budget, default=budget, help="seconds of search")
        p.add_argument("--json", action="store_true")
        p.set_defaults(run=run)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        return int(args.run(args))
    except _Malformed as exc:
        message = " ".join(str(exc).splitlines())  # one line, even for a file name with \n
        print(f"error: {message}", file=sys.stderr)
        return EXIT_MALFORMED
    except _Rejected as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_REJECTED
    except BrokenPipeError:
        # The reader went away (``... | head``): what is left unwritten goes nowhere, and
        # the interpreter's final flush must not raise a second time on the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE


if __name__ == "__main__":
    sys.exit(main())
