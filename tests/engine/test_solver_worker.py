"""The solver's worker process: real jobs answered off the UI thread, polled without
blocking, cancelled by the next action, and never importing the UI toolkit."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from game.engine.game import Game
from game.solver_worker import ANALYSE, LAST_WINNABLE, SolverWorker, run_job
from game.ui.spinner import SHOW_AFTER, Spinner


def wait(worker, seconds=30.0):
    """Poll as the frame loop does until an answer arrives."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        answers = worker.poll()
        if answers:
            return answers
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


@pytest.fixture(scope="module")
def worker():
    w = SolverWorker()
    w.start()
    yield w
    w.close()


def test_a_winning_line_comes_back_and_replays_as_a_win(worker):
    ticket = worker.submit(ANALYSE, "EO1-C8-AAAAAAB", ["1>c5", "u"])
    assert worker.busy
    [answer] = wait(worker)
    assert answer.ticket == ticket and answer.outcome == "won"
    game = Game.from_log("EO1-C8-AAAAAAB", ["1>c5", "u"])
    for text in answer.line:
        game.push(text)
    assert game.is_won
    assert not worker.busy


def test_a_deal_without_a_legal_move_is_proved_unwinnable(worker):
    worker.submit(ANALYSE, "EO1-C2-AABXGAM", [])
    [answer] = wait(worker)
    assert answer.outcome == "unwinnable" and answer.line is None and answer.fallback is None


def test_a_cancelled_job_answers_nothing_and_the_next_one_answers(worker):
    worker.submit(ANALYSE, "EH1-N-AAAAAAF", [], max_states=10**8, seconds=60.0)
    time.sleep(0.2)
    worker.cancel()
    assert not worker.busy  # the spinner stops at once
    start = time.monotonic()
    ticket = worker.submit(ANALYSE, "EO1-C8-AAAAAAB", [])
    [answer] = wait(worker)
    assert answer.ticket == ticket and answer.outcome == "won"
    assert time.monotonic() - start < 20


def test_poll_never_blocks(worker):
    worker.submit(ANALYSE, "EH1-N-AAAAAAF", [], max_states=10**8, seconds=60.0)
    start = time.perf_counter()
    for _ in range(100):
        assert worker.poll() == []
    assert time.perf_counter() - start < 0.5  # 100 polls: no waiting on the search
    worker.cancel()


def test_last_winnable_undoes_back_to_a_winnable_position():
    # Eight Off deal 2 with 4 cells is winnable; 3>c1 after the ace goes home is not.
    code, log = "EO1-C4-AAAAAAC", ["c1>f1", "3>c1"]
    assert run_job(ANALYSE, code, log, 60_000, 10.0)["outcome"] == "unwinnable"
    result = run_job(LAST_WINNABLE, code, log, 60_000, 10.0)
    assert result["outcome"] == "won" and result["undos"] == 1
    game = Game.from_log(code, [*log, "u", *result["line"]])
    assert game.is_won
    assert run_job(LAST_WINNABLE, code, log[:1], 60_000, 10.0)["undos"] == 0


def test_the_worker_never_imports_arcade():
    code = ("import sys, game.solver_worker as w; "
            "w.run_job(w.ANALYSE, 'EO1-C8-AAAAAAB', [], 1000, 1.0); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('arcade', 'pyglet')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60)
    assert out.stdout.strip() == "[]"


def test_the_spinner_shows_only_after_a_moment():
    spinner = Spinner()
    assert not spinner.visible(10.0)
    spinner.start(10.0)
    assert not spinner.visible(10.0 + SHOW_AFTER / 2)
    assert spinner.visible(10.0 + SHOW_AFTER)
    spinner.stop()
    assert not spinner.visible(20.0)


@pytest.mark.skipif(not os.path.exists("/proc/self/stat"), reason="reads /proc (Linux)")
def test_the_worker_ends_when_the_game_process_is_killed():
    """A game killed (or crashed) never asks its worker to stop; the worker must not live
    on as an orphan process."""
    script = (
        "import os, sys, time\n"
        "from game.solver_worker import SolverWorker\n"
        "if __name__ == '__main__':\n"
        "    w = SolverWorker(); w.start()\n"
        "    print(w._process.pid, flush=True)\n"
        "    time.sleep(60)\n"
    )
    game = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        worker_pid = int(game.stdout.readline())
    finally:
        game.kill()
        game.wait()
    end = time.monotonic() + 15
    while time.monotonic() < end and _alive(worker_pid):
        time.sleep(0.1)
    assert not _alive(worker_pid)


def _alive(pid: int) -> bool:
    """Whether process ``pid`` still runs (a zombie, ended but not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False
