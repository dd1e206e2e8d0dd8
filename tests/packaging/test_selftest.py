"""The self-test (``python -m game --self-test``): it wins its scripted lines on the real
table, and any broken line makes it fail with one clear line and exit status 1."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from game import selftest
from game.engine.deal import EASY_HARP, EIGHT_OFF, parse_code

ROOT = Path(__file__).resolve().parents[2]


def _good_lines():
    return selftest.load_lines()


def test_bundled_lines_cover_both_games_and_win():
    lines = _good_lines()
    variants = {parse_code(line["code"]).variant for line in lines}
    assert variants == {EASY_HARP, EIGHT_OFF}
    for line in lines:
        code, log, score, moves = selftest.check_line(line)
        assert (score, moves) == (line["score"], line["moves"])
        assert log and code == line["code"]


def test_self_test_wins_both_games_in_a_subprocess(tmp_path):
    home = tmp_path / "player-home"
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(home))
    proc = subprocess.run(
        [sys.executable, "-m", "game", "--self-test"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=280,
    )
    assert proc.returncode == 0, proc.stderr
    summary = [line for line in proc.stdout.splitlines() if line.startswith("self-test: ")]
    assert len(summary) == 2, proc.stdout
    for line, expected in zip(summary, _good_lines(), strict=True):
        variant = parse_code(expected["code"]).variant
        assert line.startswith(f"self-test: {variant} {expected['code']} won, ")
        assert f"score {expected['score']}, {expected['moves']} moves" in line
        frames = int(line.split(" frames")[0].rsplit(" ", 1)[1])
        assert frames > expected["moves"]  # frames were really drawn between the moves
    assert "FAILED" not in proc.stderr
    assert not home.exists()  # the player's files are never touched


def _run(lines):
    out, err = io.StringIO(), io.StringIO()
    status = selftest.run_self_test(lines, out=out, err=err)
    return status, out.getvalue(), err.getvalue()


def _corrupt(**changes):
    line = dict(_good_lines()[-1])
    line["log"] = list(line["log"])
    line.update(changes)
    return line


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: _corrupt(score=_corrupt()["score"] + 5), "the line records score"),
        (lambda: _corrupt(moves=_corrupt()["moves"] - 1), "the line records score"),
        (lambda: _corrupt(log=_corrupt()["log"][:-3]), "does not win"),
        (lambda: _corrupt(log=["1>f"] + _corrupt()["log"]), "the engine rejects it"),
        (lambda: _corrupt(log=["9>q"] + _corrupt()["log"]), "the engine rejects it"),
        (lambda: _corrupt(code="EO1-XX-AAAAAAB"), "the engine rejects it"),
        (lambda: {"code": "EO1-C8-AAAAAAB", "log": []}, "has no 'score'"),
        (lambda: ["not", "an", "object"], "must be an object"),
    ],
)
def test_a_broken_line_fails_with_one_clear_line(make, message):
    home_before = os.environ.get("HARP_EIGHT_HOME")
    status, out, err = _run([_good_lines()[0], make()])
    assert status == 1
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("self-test: FAILED: ")
    assert message in lines[0]
    assert os.environ.get("HARP_EIGHT_HOME") == home_before  # restored


def test_no_lines_fails():
    status, _out, err = _run([])
    assert status == 1 and "no scripted lines" in err


def test_a_missing_lines_file_fails(tmp_path, monkeypatch):
    monkeypatch.setattr(selftest, "resource_path", lambda *parts: tmp_path.joinpath(*parts))
    status, _out, err = _run(None)
    assert status == 1
    assert "cannot read the scripted lines" in err and "won_games.json" in err


def test_a_rejected_move_on_the_table_fails(monkeypatch):
    """A failure while playing on the table (not in the engine check) is one line too."""
    line = _good_lines()[-1]
    monkeypatch.setattr(selftest, "check_line", lambda entry: (
        entry["code"], ["u"] + list(entry["log"]), entry["score"], entry["moves"]))

    class FakeTable:
        def __init__(self, code):
            from game.engine.game import Game

            self.game = Game.from_code(code)
            self.cards = SimpleNamespace(animator=SimpleNamespace(busy=False))

        def play(self, move):
            return self.game.push(move)

    class FakeApp:
        current_view = None
        _history = None

        def __init__(self, *args, **kwargs):
            pass

        def get_size(self):
            return selftest.WINDOW_SIZE

        @property
        def nav(self):
            return self  # (the fake's navigation is itself)

        def start(self, spec, animate=True):
            self.current_view = FakeTable(spec.code)
            return self.current_view

        def dispatch_events(self):
            pass

        def close(self):
            pass

    import game.ui.app

    monkeypatch.setattr(game.ui.app, "App", FakeApp)
    monkeypatch.setattr(selftest._Frames, "step", lambda self, n=1: None)
    status, out, err = _run([line])
    assert status == 1
    assert "move 1 'u' is refused: Nothing left to undo." in err and err.count("\n") == 1
