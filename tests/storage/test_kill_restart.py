"""Nothing is lost: the game in progress survives ``kill -9`` at any moment.

A real app runs in a child process (``HARP_EIGHT_HOME`` = a temporary folder, headless). It
starts a deal and plays a fixed line of moves one by one through ``TableView.play``, which
autosaves after every action (the journal's writer thread appends it), printing a line once
the save is on disk. The test kills it with
SIGKILL at chosen and random moments: between two moves, right after asking for the next
move (so usually during its write), inside a deliberately slowed write, and while it saves
in a tight loop. A fresh process then loads the autosave; it must be readable (never a
corrupt or moved-aside file) and hold exactly a prefix of the line, missing at most the
action in flight, with the matching score, move counter and playing time.
:meth:`App.continue_game` must restore that game exactly.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine.deal import parse_code
from game.engine.game import Game

ROOT = Path(__file__).resolve().parents[2]
ELAPSED_PER_MOVE = 1.5
"""The child sets the table's playing time to this × the move number before each move."""

CHILD = r"""
import os, sys, time
sys.path.insert(0, sys.argv[1])
mode, code, line_path = sys.argv[2], sys.argv[3], sys.argv[4]
if mode == "slow":  # every file write takes 0.4 s between writing and renaming
    real_fsync = os.fsync
    def slow_fsync(fd):
        time.sleep(0.4)
        real_fsync(fd)
    os.fsync = slow_fsync
from game.engine.deal import parse_code
from game.storage.settings import Settings
from game.ui.app import App

line = open(line_path).read().split()
app = App(Settings(), 800, 600)
table = app.nav.start(parse_code(code), animate=False)
app.services.playing.flush()
print("ready", flush=True)
for i, text in enumerate(line, start=1):
    if mode in ("step", "slow"):
        sys.stdin.readline()
    table.elapsed = ELAPSED_PER_MOVE * i
    table.play(table.game.parse(text))
    app.services.playing.flush()  # "saved" means on disk: the writer thread has synced it
    print("saved", i, flush=True)
n = 0
while True:  # "fast": keep saving the same game as fast as possible until killed
    app.services.playing.save(table)
    n += 1
    if n % 20 == 0:
        print("loop", n, flush=True)
""".replace("ELAPSED_PER_MOVE", repr(ELAPSED_PER_MOVE))

VERIFY = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
from game.storage.session import SessionStore

store = SessionStore()
saved = store.load()
out = {"files": sorted(os.listdir(store.path.parent))}
if saved is not None:
    game = saved.game
    out.update(code=game.code, log=game.log, score=game.score, moves=game.moves,
               elapsed=saved.elapsed, result=saved.result)
if len(sys.argv) > 2:  # restart the app and continue the game
    from game.storage.settings import Settings
    from game.ui.app import App

    app = App(Settings(), 800, 600)
    table = app.nav.continue_game()
    out["continued"] = None if table is None else dict(
        code=table.game.code, log=table.game.log, score=table.game.score,
        moves=table.game.moves, elapsed=table.elapsed)
    app.close()
print(json.dumps(out))
"""


def scripted_line(code: str, length: int, seed: int) -> list[str]:
    """A fixed line of legal moves (random but reproducible), in canonical notation."""
    game = Game.from_code(code)
    rng = random.Random(seed)
    for _ in range(length):
        moves = game.legal_moves()
        if not moves:
            break
        game.push(rng.choice(moves))
    return list(game.log)


class Child:
    """The app in a child process, playing ``line`` of deal ``code``."""

    def __init__(self, home: Path, mode: str, code: str, line: list[str]) -> None:
        line_path = home / "line.txt"
        home.mkdir(parents=True, exist_ok=True)
        line_path.write_text(" ".join(line))
        env = dict(os.environ, HARP_EIGHT_HOME=str(home), ARCADE_HEADLESS="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(ROOT), mode, code, str(line_path)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            env=env, text=True, bufsize=1,
        )
        assert self.readline() == "ready"

    def readline(self) -> str:
        text = self.proc.stdout.readline().strip()
        if not text:
            err = self.proc.stderr.read() if self.proc.poll() is not None else ""
            raise AssertionError(f"the child stopped early: {err}")
        return text

    def go(self) -> None:
        """Ask for the next move (step and slow modes)."""
        self.proc.stdin.write("go\n")
        self.proc.stdin.flush()

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=30)
        assert self.proc.returncode == -signal.SIGKILL
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            stream.close()


def verify(home: Path, restart: bool = False) -> dict:
    """Load the autosave in a fresh process (and, with ``restart``, continue it in an app)."""
    env = dict(os.environ, HARP_EIGHT_HOME=str(home), ARCADE_HEADLESS="1")
    args = [sys.executable, "-c", VERIFY, str(ROOT)] + (["restart"] if restart else [])
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def check_prefix(state: dict, code: str, line: list[str], low: int, high: int) -> int:
    """The autosave holds ``line[:k]`` with ``low <= k <= high``; returns ``k``."""
    bad = [f for f in state["files"] if ".bad-" in f]
    assert not bad, f"a corrupt autosave was moved aside: {bad}"
    assert "log" in state, f"no readable autosave: {state['files']}"
    assert state["code"] == code and state["result"] == "in progress"
    k = len(state["log"])
    assert state["log"] == line[:k]
    assert low <= k <= high, (low, k, high)
    expected = Game.from_log(parse_code(code), line[:k])
    assert (state["score"], state["moves"]) == (expected.score, expected.moves)
    assert state["elapsed"] == pytest.approx(ELAPSED_PER_MOVE * k)
    return k


EH = "EH1-N-AAAAAAL"
EO = "EO1-C4-AACEXHN"


@pytest.mark.parametrize(
    ("code", "played", "during"),
    [(EH, 0, False), (EH, 1, False), (EH, 7, True), (EO, 12, False), (EO, 5, True),
     (EH, 25, True)],
    ids=["eh-before-any-move", "eh-after-1", "eh-during-8th", "eo-after-12", "eo-during-6th",
         "eh-during-26th"],
)
def test_kill_between_and_during_moves(tmp_path, code, played, during):
    line = scripted_line(code, 40, seed=played)
    child = Child(tmp_path / "home", "step", code, line)
    for i in range(1, played + 1):
        child.go()
        assert child.readline() == f"saved {i}"
    if during:
        child.go()  # the next move is being played and saved...
        time.sleep(random.uniform(0.0, 0.02))  # ...kill somewhere in it
    child.kill()
    state = verify(tmp_path / "home")
    check_prefix(state, code, line, played, played + 1 if during else played)


def test_kill_inside_a_slow_write_keeps_the_previous_save(tmp_path):
    line = scripted_line(EO, 20, seed=3)
    child = Child(tmp_path / "home", "slow", EO, line)
    for i in range(1, 4):
        child.go()
        assert child.readline() == f"saved {i}"
    child.go()
    time.sleep(0.15)  # inside the 0.4 s between writing the journal line and syncing it
    child.kill()
    state = verify(tmp_path / "home", restart=True)
    assert "in_progress.journal" in state["files"]
    assert check_prefix(state, EO, line, 3, 4) in (3, 4)  # the action in flight, or not
    assert state["continued"] == {k: state[k] for k in ("code", "log", "score", "moves",
                                                        "elapsed")}


@pytest.mark.parametrize("seed", [1, 2])
def test_kill_while_saving_as_fast_as_possible(tmp_path, seed):
    rng = random.Random(seed)
    code = EH if seed == 1 else EO
    line = scripted_line(code, 30, seed=seed)
    child = Child(tmp_path / "home", "fast", code, line)
    seen = 0
    deadline = time.monotonic() + rng.uniform(0.3, 1.5)
    while time.monotonic() < deadline:
        text = child.readline()
        if text.startswith("saved"):
            seen = int(text.split()[1])
        elif text.startswith("loop"):
            seen = len(line)
            if int(text.split()[1]) >= 20 * rng.randint(1, 4):
                break
    child.kill()
    state = verify(tmp_path / "home", restart=seed == 2)
    check_prefix(state, code, line, seen, len(line))
    if seed == 2:
        assert state["continued"]["log"] == state["log"]
        assert state["continued"]["elapsed"] == pytest.approx(state["elapsed"])


def test_continue_game_restores_exactly(app):
    from game.ui.views.table import TableView

    code = "EO1-C8-AAAAAFA"
    line = scripted_line(code, 15, seed=5) + ["u", "u"]
    table = app.nav.start(parse_code(code), animate=False)
    for i, text in enumerate(line, start=1):
        table.elapsed = 2.25 * i
        table.play(table.game.parse(text))
    table.settle()
    expected = (list(table.game.log), table.game.score, table.game.moves, table.elapsed,
                table.game.position)
    started = table.started
    app.services.playing.table = None  # a restart: only the autosave is left
    resumed = app.nav.continue_game()
    assert isinstance(resumed, TableView) and resumed is not table
    assert app.current_view is resumed and app.services.playing.table is resumed
    got = (list(resumed.game.log), resumed.game.score, resumed.game.moves, resumed.elapsed,
           resumed.game.position)
    assert got == expected
    assert resumed.started == started
    assert app.nav.continue_game() is resumed  # the open table is simply shown again


def test_continue_without_a_saved_game(app):
    assert app.nav.continue_game() is None
