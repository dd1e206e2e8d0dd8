"""Autosave cost per action with 100, 10 000 and 30 000 log entries, and the click's frame.

Per action (medians over ``--repeat`` actions, milliseconds; both sides in one run):

* ``rewrite``: the old way, the whole saved game encoded and written atomically
  (``dump_game`` + ``save_in_progress``), on the thread that handled the click;
* ``journal``: the disk work of the append-only journal (one line written and synced),
  done on the writer thread;
* ``on click``: what the click's frame pays now (``SessionStore.save``: hand the new log
  entries to the writer thread).

Frames (``--frames``): through the real window (headless), a stock tap per frame on an Easy
Harp game with a long log: the median and the longest frame while the autosave is written.

    python benchmarks/bench_autosave.py [--repeat 30] [--frames]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.deal import parse_code  # noqa: E402
from game.engine.notation import SavedGame, dump_game  # noqa: E402
from game.storage.autosave import save_in_progress  # noqa: E402
from game.storage.journal import Journal  # noqa: E402
from game.storage.session import Session, SessionStore  # noqa: E402

CODE = "EH1-N-AAAAAAF"
SIZES = (100, 10_000, 30_000)


def ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:7.2f}"


def per_action(repeat: int) -> None:
    folder = Path(tempfile.mkdtemp())
    print(f"{'log entries':>12} {'rewrite':>9} {'journal':>9} {'on click':>9}   (median ms)")
    for n in SIZES:
        session = Session.new(parse_code(CODE), ["s"] * n)
        game = session.game
        rewrite, journal_times, click = [], [], []
        journal = Journal(folder / f"j{n}")
        journal.write(session.state(with_log=True), (), reset=True)
        store = SessionStore(folder / f"s{n}")
        store.save(session)
        store.flush()
        # Each column in its own loop: a large rewrite's fsync would slow the next sync.
        for _ in range(repeat):
            game.push(game.parse("s"))
            t = time.perf_counter()
            save_in_progress(dump_game(SavedGame(game, 1.0, session.started)),
                             folder / f"old{n}.json")
            rewrite.append(time.perf_counter() - t)
        for _ in range(repeat):
            game.push(game.parse("s"))
            t = time.perf_counter()
            journal.write(session.state(with_log=False), ["s"], reset=False)
            journal_times.append(time.perf_counter() - t)
        store.save(session)
        store.flush()
        for _ in range(repeat):
            game.push(game.parse("s"))
            t = time.perf_counter()
            store.save(session)
            click.append(time.perf_counter() - t)
            store.flush()
        journal.close()
        store.close()
        print(f"{n:>12} {ms(rewrite):>9} {ms(journal_times):>9} {ms(click):>9}")


def frames(count: int) -> None:
    os.environ.setdefault("ARCADE_HEADLESS", "1")
    os.environ["HARP_EIGHT_HOME"] = tempfile.mkdtemp()
    import game.ui  # noqa: F401 - the sound driver first
    from game.engine.moves import STOCK_TAP
    from game.storage.settings import Settings
    from game.ui.app import App

    app = App(Settings(animation_speed="off"), 1280, 800)
    for n in SIZES:
        table = app.nav.start(parse_code(CODE), log_moves=["s"] * n, animate=False)
        for _ in range(5):
            table.on_update(1 / 60)
            table.on_draw()
        app.services.playing.flush()
        handled, whole = [], []
        for _ in range(count):
            t = time.perf_counter()
            table.play(STOCK_TAP)
            handled.append(time.perf_counter() - t)
            table.on_update(1 / 60)
            table.on_draw()
            whole.append(time.perf_counter() - t)
            for _ in range(2):  # the writer works while the next frames draw
                table.on_update(1 / 60)
                table.on_draw()
        app.services.playing.flush()
        print(f"frames, log {n:>6}: click handled in {ms(handled)} ms (median), "
              f"frame {ms(whole)} ms (median), longest {max(whole) * 1000:7.2f} ms")
    app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--frames", action="store_true", help="also measure frames")
    args = parser.parse_args()
    per_action(args.repeat)
    if args.frames:
        frames(args.repeat)


if __name__ == "__main__":
    main()
