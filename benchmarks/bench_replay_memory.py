"""Replay memory and import time for very long games: 10⁴, 10⁵ and 10⁶ log entries.

For each size an Easy Harp saved game of exactly that many entries is written (valid play:
mostly stock turns, with moves, undos and redos mixed in; the 10⁶ file is ~4 MB), then, in
a fresh Python process per run (so that each figure starts from the same heap):

* **import s**: :func:`game.storage.exchange.import_game` of the file (read, verify, fold
  the log: what History's Import does, on its worker thread);
* **replay MB**: the resident set size (RSS, from ``/proc/self/status``) the Replay's
  :class:`~game.engine.timeline.Timeline` adds to a process that has read the file's log
  (another process than the import's), once its whole log is folded and the games at the
  ends of both lines built (what the Replay scene holds beside its table); **RSS MB** is
  that process's whole RSS then;
* **fold s**: the time of that fold (the Replay scene spreads it over its frames,
  ``FOLD_BUDGET`` per frame);
* **jump ms** and **worst ms**: the median and the slowest of 30 random jumps on either
  line afterwards (the cost of a scrub on a log that long; spaced checkpoints, see
  ``checkpoint_spacing``).

Medians over ``--runs`` runs. The target: the replay's memory grows sub-linearly with the
log, or stays under 300 MB at 10⁶ entries.

Run: ``python benchmarks/bench_replay_memory.py [--runs 3] [--sizes 10000 100000 1000000]
[--no-import] [--timeline module:Class]`` (``--timeline game.ui.views.replay:Timeline``
with ``PYTHONPATH`` at an older tree measures the Timeline before it moved to the engine).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

CODE = "EH1-N-AAAAAAF"
SIZES = (10_000, 100_000, 1_000_000)
TARGET_MB = 300.0


def long_log(length: int, seed: int = 5) -> list[str]:
    """A valid Easy Harp log of exactly ``length`` entries: stock turns (redeals are
    unlimited, so one is always possible), with a random legal move, an undo or a redo
    now and then."""
    from game.engine.game import Game

    rng = random.Random(seed)
    game = Game.from_code(CODE)
    while len(game.log) < length:
        r = rng.random()
        if r < 0.08 and game.can_undo:
            game.undo()
        elif r < 0.12 and game.can_redo:
            game.redo()
        elif r < 0.20:
            moves = [m for m in game.legal_moves() if m.src is not None and m.dst is not None
                     and m.dst.kind != "foundation"]
            if moves:
                game.push(rng.choice(moves))
        else:
            game.push("s")
        if game.is_won:
            raise RuntimeError("a won game stops its log")
    return list(game.log)


def write_saved_game(length: int, folder: Path) -> Path:
    """The saved-game file of :func:`long_log` (``length`` entries), made once."""
    from game.engine.game import Game
    from game.engine.notation import SavedGame
    from game.storage.exchange import export_game

    path = folder / f"long-{length}.harp-eight"
    if not path.exists():
        game = Game.from_log(CODE, long_log(length))
        export_game(SavedGame(game, elapsed=3600.0, started="2026-01-01T10:00:00"), path)
    return path


def rss_mb() -> float:
    """This process's resident set size, MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def timeline_class(name: str) -> type:
    """The Timeline to measure: the engine's, or ``--timeline module:Class`` (an older
    tree's, to compare)."""
    import importlib

    module, _, cls = name.partition(":")
    return getattr(importlib.import_module(module), cls)


def one_run(path: str, what: str, timeline: str) -> dict:
    """One measurement in this process (the child's side): ``import`` or ``replay``."""
    import gc
    import time

    from game.engine.deal import parse_code

    HISTORY, NET = "history", "net"  # noqa: N806 - the lines' names, in any tree's Timeline
    if what == "import":
        from game.storage.exchange import import_game

        t = time.perf_counter()
        import_game(path)
        return {"import": time.perf_counter() - t}
    made_by = timeline_class(timeline)  # (imported before the first measure)
    doc = json.loads(Path(path).read_text(encoding="utf-8"))
    spec, log = parse_code(doc["code"]), list(doc["log"])
    del doc
    gc.collect()
    before = rss_mb()
    t = time.perf_counter()
    made = made_by(spec, log, progressive=True)
    del log
    made.fold()
    folded = time.perf_counter() - t
    ends = [made.game_at(mode, made.length(mode)) for mode in (HISTORY, NET)]
    gc.collect()
    after = rss_mb()
    rng = random.Random(1)
    jumps = []
    for _ in range(30):
        mode = rng.choice((HISTORY, NET))
        k = rng.randrange(made.length(mode) + 1)
        t = time.perf_counter()
        made.game_at(mode, k)
        jumps.append(time.perf_counter() - t)
    assert ends[0].moves >= ends[1].moves
    return {"replay_mb": after - before, "fold": folded, "jump": statistics.median(jumps),
            "worst": max(jumps), "total_mb": after}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--timeline", default="game.engine.timeline:Timeline",
                        help="the Timeline to measure, module:Class (default: the engine's)")
    parser.add_argument("--no-import", action="store_true", help="measure the replay only")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(one_run(*args.child, timeline=args.timeline)))
        return
    folder = Path(tempfile.gettempdir()) / "bench-replay-memory"
    folder.mkdir(exist_ok=True)
    env = dict(os.environ, HARP_EIGHT_HOME=str(folder / "home"))
    print(f"Easy Harp {CODE}, medians over {args.runs} runs (a fresh process each)")
    print(f"{'entries':>9} {'file MB':>8} {'import s':>9} {'replay MB':>10} {'fold s':>7}"
          f" {'jump ms':>8} {'worst ms':>9} {'RSS MB':>7}")
    for size in args.sizes:
        path = write_saved_game(size, folder)
        runs = []
        for _ in range(args.runs):
            run: dict = {"import": float("nan")}
            for what in ("replay",) if args.no_import else ("replay", "import"):
                out = subprocess.run(
                    [sys.executable, __file__, "--timeline", args.timeline, "--child",
                     str(path), what], env=env, capture_output=True, text=True, check=True)
                run.update(json.loads(out.stdout.splitlines()[-1]))
            runs.append(run)

        def median(name: str, runs: list[dict] = runs) -> float:
            return statistics.median(r[name] for r in runs)

        print(f"{size:>9} {path.stat().st_size / 1e6:>8.1f} {median('import'):>9.2f}"
              f" {median('replay_mb'):>10.1f} {median('fold'):>7.2f}"
              f" {median('jump') * 1000:>8.2f} {median('worst') * 1000:>9.2f}"
              f" {median('total_mb'):>7.0f}")
    print(f"target: replay MB sub-linear in the entries, or <= {TARGET_MB:.0f} MB at 10^6")


if __name__ == "__main__":
    main()
