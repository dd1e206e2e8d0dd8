"""``python -m game --self-test``: play scripted winning lines through the real table.

Used by developers, by CI on the built (frozen) app and by anyone who wants to check that a
build works on a machine. It runs headless (``ARCADE_HEADLESS=1``; ``game.__main__`` sets
it before arcade is imported), creates the real :class:`~game.ui.app.App` window at
1280x800, and for each scripted line (one Easy Harp and one Eight Off game won by the
solver, stored in ``resources/selftest/won_games.json`` so the frozen app has them):

1. checks the line with the engine alone (it replays, wins, and has the recorded score and
   move counter), before any window exists;
2. deals the game on the real :class:`~game.ui.views.table.TableView` with its deal
   animation, and lets the animation run frame by frame;
3. plays every move through ``table.play(table.game.parse(move))`` (the same path as a
   mouse drop), stepping ``on_update(1/60)`` and ``on_draw()`` for a few frames per move
   so the glides and flips really run and frames are really rendered;
4. checks that the game is won with the expected score and move counter, that the win was
   recorded in the history and that, once the animations settle, every card sprite sits
   where the engine's position puts it (and, before the window opens, that the card-art
   font, Liberation Sans Bold inside the arcade package, is found: frozen too).

It prints one summary line per game on stdout, e.g.::

    self-test: easy-harp EH1-N-AAAAAAB won, score 1230, 312 moves, 1234 frames, 5.1 s

and returns 0; on any failure it prints one line starting with ``self-test: FAILED`` on
stderr and returns 1. It never touches the player's files: ``HARP_EIGHT_HOME`` points at a
temporary folder for the run (restored and removed afterwards).
"""

from __future__ import annotations

import json
import math
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from game.resources import resource_path

LINES_FILE = ("selftest", "won_games.json")
"""Where the scripted lines live, inside ``resources/``."""
WINDOW_SIZE = (1280, 800)
FRAMES_PER_MOVE = 3
"""Frames updated and drawn after each move (the rest of a glide runs on during the next
move's frames: reconcile restarts a sprite's glide from where it is)."""
FRAMES_PER_TAP = 1
"""Frames after a stock tap (``s``): Easy Harp lines tap through the stock hundreds of
times; one frame each keeps the run short and still flips every drawn card on screen."""
DT = 1 / 60
MAX_SETTLE_FRAMES = 240
"""At most this many frames wait for the deal animation (4 s of game time)."""
WIN_FRAMES = 20
"""Frames drawn after the winning move (the win panel and the start of the celebration)."""
POSITION_TOLERANCE = 0.5
"""Pixels a settled sprite may be off the layout's place for its card."""
HOME_ENV = "HARP_EIGHT_HOME"


class SelfTestError(Exception):
    """A self-test check failed (the message is the one line printed on stderr)."""


def _say(stream: TextIO | None, text: str) -> None:
    """Print a line; a windowed build on Windows may have no stdout/stderr at all."""
    if stream is None:
        return
    try:
        print(text, file=stream, flush=True)
    except (OSError, ValueError):  # pragma: no cover - closed or broken stream
        pass


def load_lines(path: Path | None = None) -> list[dict[str, Any]]:
    """The scripted winning lines (``[{"code", "log", "score", "moves"}, ...]``).

    Raises:
        SelfTestError: the file is missing or is not such a list.
    """
    path = path or resource_path(*LINES_FILE)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SelfTestError(f"cannot read the scripted lines {path}: {exc}") from None
    if not isinstance(data, list) or not data:
        raise SelfTestError(f"{path} must hold a non-empty list of won games")
    return data


def check_line(entry: Any) -> tuple[str, list[str], int, int]:
    """Validate one scripted line with the engine alone (no window).

    Returns:
        ``(code, log, score, moves)``.

    Raises:
        SelfTestError: a malformed entry, or a log that is rejected, does not win or does
        not reach the recorded score and move counter.
    """
    from game.engine.game import Game, ReplayError

    if not isinstance(entry, dict):
        raise SelfTestError(f"a scripted line must be an object, got {type(entry).__name__}")
    try:
        code, log = entry["code"], entry["log"]
        score, moves = entry["score"], entry["moves"]
    except KeyError as exc:
        raise SelfTestError(f"a scripted line has no {exc.args[0]!r}") from None
    if isinstance(log, str):
        from game.engine.moves import split_moves

        log = split_moves(log)
    if (not isinstance(code, str) or not isinstance(log, list)
            or not all(isinstance(m, str) for m in log)
            or not isinstance(score, int) or not isinstance(moves, int)):
        raise SelfTestError(f"scripted line {code!r}: wrong field types")
    try:
        game = Game.from_log(code, log)
    except (ReplayError, ValueError) as exc:
        raise SelfTestError(f"scripted line {code}: the engine rejects it: {exc}") from None
    if not game.is_won:
        raise SelfTestError(f"scripted line {code}: does not win ({len(log)} moves)")
    if (game.score, game.moves) != (score, moves):
        raise SelfTestError(
            f"scripted line {code}: the engine gives score {game.score}, {game.moves} moves;"
            f" the line records score {score}, {moves} moves"
        )
    return code, list(log), score, moves


class _Frames:
    """Advances and draws the current view, counting frames."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.count = 0

    def step(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.dispatch_events()
            view = self.app.current_view
            if view is None:
                raise SelfTestError("no view is shown")
            view.on_update(DT)
            view.on_draw()
            self.count += 1


def _check_sprites(table: Any) -> None:
    """Every card sprite at the layout's place and face for its card (animations settled)."""
    targets = table.cards.targets()
    if set(targets) != set(table.cards.sprites):
        raise SelfTestError(f"{table.game.code}: the table shows other cards than the engine")
    for card, (x, y, face_up, _z) in targets.items():
        sprite = table.cards.sprites[card]
        if math.dist(sprite.position, (x, y)) > POSITION_TOLERANCE:
            raise SelfTestError(
                f"{table.game.code}: card {card} is drawn at {tuple(sprite.position)},"
                f" the engine puts it at {(x, y)}"
            )
        if bool(sprite.face_up) != bool(face_up):
            raise SelfTestError(f"{table.game.code}: card {card} shows the wrong side")


def _play(app: Any, code: str, log: list[str], score: int, moves: int) -> str:
    """Deal and play one line on the real table; returns its summary line."""
    from game.engine.deal import parse_code
    from game.engine.events import Rejection

    started = time.perf_counter()
    frames = _Frames(app)
    spec = parse_code(code)
    table = app.nav.start(spec, animate=True)
    if app.current_view is not table:
        raise SelfTestError(f"{code}: the table is not shown")
    frames.step()
    for _ in range(MAX_SETTLE_FRAMES):
        if not table.cards.animator.busy:
            break
        frames.step()
    else:
        raise SelfTestError(f"{code}: the deal animation did not finish")
    for i, text in enumerate(log):
        result = table.play(table.game.parse(text))
        if isinstance(result, Rejection):
            from game.reminders import refusal_line

            raise SelfTestError(f"{code}: {refusal_line(i + 1, text, result, table.game.position)}")
        if not result:
            raise SelfTestError(f"{code}: move {i + 1} {text!r} is refused")
        frames.step(FRAMES_PER_TAP if text == "s" else FRAMES_PER_MOVE)
    frames.step(WIN_FRAMES)
    game = table.game
    if not game.is_won:
        raise SelfTestError(f"{code}: not won after {len(log)} moves")
    if (game.score, game.moves) != (score, moves):
        raise SelfTestError(
            f"{code}: won with score {game.score}, {game.moves} moves;"
            f" expected score {score}, {moves} moves"
        )
    if not table.win.shown:
        raise SelfTestError(f"{code}: won but the win panel is not shown")
    history = app.services.records.history
    won = history.count(variant=spec.variant, result="won") if history.available else 0
    if won < 1:
        raise SelfTestError(f"{code}: the win was not recorded in the history")
    table.settle()
    _check_sprites(table)
    frames.step()
    seconds = time.perf_counter() - started
    return (
        f"self-test: {spec.variant} {game.code} won, score {game.score}, {game.moves} moves,"
        f" {frames.count} frames, {seconds:.1f} s"
    )


def run_self_test(
    lines: Sequence[Any] | None = None,
    *,
    out: TextIO | None = None,
    err: TextIO | None = None,
) -> int:
    """Play the scripted winning lines through the real app, headless.

    Args:
        lines: the lines to play (``{"code", "log", "score", "moves"}`` each); by default
            the ones in ``resources/selftest/won_games.json``.
        out: where the summary lines go (default ``sys.stdout``).
        err: where the failure line goes (default ``sys.stderr``).

    Returns:
        0 when every line was won as expected, 1 after the first failure.
    """
    out = sys.stdout if out is None else out
    err = sys.stderr if err is None else err
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    old_home = os.environ.get(HOME_ENV)
    home = tempfile.mkdtemp(prefix="harp-eight-selftest-")
    os.environ[HOME_ENV] = home
    app = records = None
    try:
        checked = [check_line(e) for e in (load_lines() if lines is None else lines)]
        if not checked:
            raise SelfTestError("no scripted lines to play")
        from game.storage.settings import Settings
        from game.ui.app import App
        from game.ui.cards_art import font_path

        if font_path() is None:  # the card art would fall back to Pillow's bitmap font
            raise SelfTestError("the card font (Liberation Sans Bold inside arcade) is missing")

        app = App(Settings(), *WINDOW_SIZE, fullscreen=False)
        if tuple(app.get_size()) != WINDOW_SIZE:
            raise SelfTestError(f"the window is {app.get_size()}, not {WINDOW_SIZE}")
        for code, log, score, moves in checked:
            _say(out, _play(app, code, log, score, moves))
        records = app.services.records  # its history closed before the home is removed
        app.close()
        app = None
        return 0
    except SelfTestError as exc:
        _say(err, f"self-test: FAILED: {exc}")
        return 1
    except Exception as exc:  # noqa: BLE001 - any crash is a failed self-test, in one line
        where = ""
        tb = exc.__traceback__
        while tb is not None and tb.tb_next is not None:
            tb = tb.tb_next
        if tb is not None:
            where = f" at {Path(tb.tb_frame.f_code.co_filename).name}:{tb.tb_lineno}"
        _say(err, f"self-test: FAILED: {type(exc).__name__}: {exc}{where}")
        return 1
    finally:
        if app is not None:
            try:
                app.close()
            except Exception:  # noqa: BLE001 - already failing; keep the first message
                pass
        if records is not None:
            records.close_history()
        if old_home is None:
            os.environ.pop(HOME_ENV, None)
        else:
            os.environ[HOME_ENV] = old_home
        shutil.rmtree(home, ignore_errors=True)


__all__ = ["SelfTestError", "check_line", "load_lines", "run_self_test"]
