"""Replay timeline benchmark: set-up, a cold jump to the end and warm random scrubbing.

For Easy Harp logs of 500, 1 000, 2 000, 4 000 and 8 000 entries (random legal play with
undos, as in ``bench_engine.py``) it times, in the replay's own :class:`Timeline`:

* **setup**: building the timeline from the deal and the log (done when the Replay scene opens);
* **jump**: on a fresh timeline, the game at the end of the log (the ``End`` button, or the
  first scrub far along the bar);
* **worst**: on the same timeline, the game one entry before the end (the most entries a
  jump ever plays after its checkpoint);
* **scrub**: on the same timeline afterwards, the game at random positions (dragging along the
  scrub bar);
* **net**: on a fresh timeline, the game at the end of the net line (the "Net line" button).

Then, at 8 000 entries (``--scene-size``), the Replay scene itself in a 1280×800 window:

* **open**: from making the scene until its first frame is drawn (``ReplayView`` +
  ``show_view`` + ``on_update`` + ``on_draw`` + ``ctx.finish()``); the scene folds its log
  progressively, a slice per frame (``FOLD_BUDGET``);
* **fold frames**: the following frames (update + draw + finish) until the fold is
  complete: how many, the longest frame and the longest ``on_update`` (the fold's slice
  plus the table's update);
* **open, all folded**: the same opening with the whole log folded before the first frame
  (the scene before the progressive fold), measured in the same run, interleaved;
* **early jump**: a new scene's second frame drawn (its fold just begun), then End pressed:
  that frame (the press + update + draw + finish), the frames until the end is shown, and
  the longest of them; beside it, the same press when the jump folds the rest of the log
  at once (the scene before ``ReplayView.target``), interleaved.

Each figure is the median over ``--runs`` runs (scrub: over 30 random positions per run);
the p95 of the scrub samples is printed too. Targets at 8 000 entries: jump ≤ 50 ms,
scrub ≤ 20 ms, and growth at most linear in the log's length; the scene opens in ≤ 60 ms
and no frame holds more than ~16 ms of fold work.
The last line reads ``replay 8000: setup N ms, jump N ms, scrub N ms`` (medians).

Run: ``python benchmarks/bench_replay.py [--runs 5] [--sizes 500 1000 …] [--limit SECONDS]
[--scene-size 8000 | --scene-size 0]`` (0: no scene part).
``--limit`` stops a size's runs once they have taken that long (for slow code).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")
os.environ.setdefault("HARP_EIGHT_HOME", tempfile.mkdtemp(prefix="bench-replay-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_engine import random_log  # noqa: E402

from game.engine.deal import parse_code  # noqa: E402
from game.engine.timeline import HISTORY, NET, Timeline  # noqa: E402

CODE = "EH1-N-AAAAAAF"
SIZES = (500, 1000, 2000, 4000, 8000)
SCRUBS = 30
TARGET_JUMP_MS = 50.0
TARGET_SCRUB_MS = 20.0
TARGET_OPEN_MS = 60.0


def long_log(length: int) -> list[str]:
    """An Easy Harp log of exactly ``length`` entries (random legal play with undos)."""
    for seed in range(11, 60):
        log = random_log(CODE, length, seed=seed)
        if len(log) == length:
            return log
    raise RuntimeError(f"no random game of {length} entries")


def timed(fn, *args):  # noqa: ANN001, ANN002, ANN201
    """``fn(*args)`` and the milliseconds it took."""
    t0 = time.perf_counter()
    result = fn(*args)
    return result, (time.perf_counter() - t0) * 1e3


def p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def bench(length: int, runs: int, limit: float) -> dict[str, list[float]]:
    """Times (ms) for one log length: setup, jump, scrub, net samples."""
    spec = parse_code(CODE)
    log = long_log(length)
    rng = random.Random(length)
    out: dict[str, list[float]] = {"setup": [], "jump": [], "worst": [], "scrub": [], "net": []}
    started = time.perf_counter()
    for _ in range(runs):
        timeline, t = timed(Timeline, spec, log)
        out["setup"].append(t)
        n = timeline.length(HISTORY)
        out["jump"].append(timed(timeline.game_at, HISTORY, n)[1])
        out["worst"].append(timed(timeline.game_at, HISTORY, n - 1)[1])
        for _ in range(SCRUBS):
            out["scrub"].append(timed(timeline.game_at, HISTORY, rng.randrange(n + 1))[1])
            if time.perf_counter() - started > limit:
                break
        fresh = Timeline(spec, log)
        out["net"].append(timed(fresh.game_at, NET, fresh.length(NET))[1])
        if time.perf_counter() - started > limit:
            break
    return out


def scene(length: int, runs: int) -> dict[str, list[float]]:
    """The Replay scene on a ``length``-entry log: open to first frame (progressive fold and
    everything folded first, interleaved), then the frames until the fold is complete."""
    import arcade

    from game.storage.settings import Settings
    from game.ui.app import App
    from game.ui.heap import settle_heap
    from game.ui.views.replay import ReplayView

    app = App(Settings(), 1280, 800, read_only=True)
    ctx = app.ctx
    spec = parse_code(CODE)
    log = long_log(length)
    blank = arcade.View()
    dt = 1 / 60
    out: dict[str, list[float]] = {key: [] for key in (
        "open", "open cpu", "open folded", "open folded cpu", "frames", "longest frame",
        "longest update", "update p95", "longest update less gc", "longest update cpu", "gc2",
        "gc2 longest", "jump frame", "jump frames", "jump longest", "jump at once")}
    collections: list[tuple[int, float]] = []  # (generation, ms) of the garbage collector

    def watch(phase: str, info: dict) -> None:
        if phase == "start":
            watch.t0 = time.perf_counter()  # type: ignore[attr-defined]
        else:
            collections.append((info["generation"],
                                (time.perf_counter() - watch.t0) * 1e3))  # type: ignore[attr-defined]

    gc.callbacks.append(watch)

    def frame(view: ReplayView) -> tuple[float, float, float, float]:
        """Whole frame ms, its on_update ms, the on_update ms less garbage collection, and
        the on_update's CPU ms on the UI thread (time the machine's other load took away
        from it is not counted)."""
        collections.clear()
        t0, c0 = time.perf_counter(), time.thread_time()
        view.on_update(dt)
        t1, c1 = time.perf_counter(), time.thread_time()
        in_gc = sum(ms for _g, ms in collections)
        view.on_draw()
        ctx.finish()
        return ((time.perf_counter() - t0) * 1e3, (t1 - t0) * 1e3, (t1 - t0) * 1e3 - in_gc,
                (c1 - c0) * 1e3)

    def opened(fold_first: bool) -> tuple[ReplayView, float, float]:
        app.nav.show_view(blank)
        app.dispatch_events()
        gc.collect()  # whatever the runs before left (each run starts from the same heap)
        ctx.finish()
        t0, c0 = time.perf_counter(), time.process_time()
        view = ReplayView(app.services, spec, log, autoplay=False)
        if fold_first:
            view.timeline.fold()
        app.nav.show_view(view)
        frame(view)
        return (view, (time.perf_counter() - t0) * 1e3, (time.process_time() - c0) * 1e3)

    opened(False)  # warm up (imports, fonts, the first card textures)
    app.nav.show_view(blank)
    settle_heap()  # as the game does once start-up work is done
    for _ in range(runs):
        _view, wall, cpu = opened(True)
        out["open folded"].append(wall)
        out["open folded cpu"].append(cpu)
        view, wall, cpu = opened(False)
        out["open"].append(wall)
        out["open cpu"].append(cpu)
        frames, updates, lean, full, cpu = [], [], [], [], []
        while not view.timeline.complete:
            whole, update, less_gc, update_cpu = frame(view)
            frames.append(whole)
            updates.append(update)
            lean.append(less_gc)
            cpu.append(update_cpu)
            full += [ms for g, ms in collections if g == 2]
        out["frames"].append(len(frames))
        out["longest frame"].append(max(frames, default=0.0))
        out["longest update"].append(max(updates, default=0.0))
        out["update p95"].append(p95(updates) if updates else 0.0)
        out["longest update less gc"].append(max(lean, default=0.0))
        out["longest update cpu"].append(max(cpu, default=0.0))
        out["gc2"].append(len(full))
        out["gc2 longest"].append(max(full, default=0.0))
        for at_once in (True, False):  # End pressed early in the fold
            view, _wall, _cpu = opened(False)
            frame(view)  # the second frame: the fold begins
            t0 = time.perf_counter()
            if at_once:
                view.timeline.fold()
            view.jump_end()
            whole, *_rest = frame(view)
            first = (time.perf_counter() - t0) * 1e3
            if at_once:
                out["jump at once"].append(first)
                continue
            frames = [first]
            while view.cursor != view.length:
                frames.append(frame(view)[0])
            out["jump frame"].append(first)
            out["jump frames"].append(len(frames))
            out["jump longest"].append(max(frames))
    gc.callbacks.remove(watch)
    app.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--limit", type=float, default=600.0, help="seconds per size")
    parser.add_argument("--scene-size", type=int, default=8000,
                        help="log length for the Replay scene part (0: skip it)")
    args = parser.parse_args(argv)
    print(f"Easy Harp {CODE}, medians over up to {args.runs} runs (scrub: {SCRUBS} per run)")
    print(f"{'entries':>8} {'setup ms':>9} {'jump ms':>9} {'scrub ms':>9} {'scrub p95':>9}"
          f" {'worst ms':>9} {'net ms':>9} {'runs':>5}")
    last = ""
    ok = True
    for length in args.sizes:
        r = bench(length, args.runs, args.limit)
        med = {key: statistics.median(v) for key, v in r.items()}
        print(f"{length:8d} {med['setup']:9.2f} {med['jump']:9.2f} {med['scrub']:9.2f}"
              f" {p95(r['scrub']):9.2f} {med['worst']:9.2f} {med['net']:9.2f}"
              f" {len(r['setup']):5d}", flush=True)
        if length == 8000:
            ok = med["jump"] <= TARGET_JUMP_MS and med["scrub"] <= TARGET_SCRUB_MS
        last = (f"replay {length}: setup {med['setup']:.1f} ms, jump {med['jump']:.1f} ms,"
                f" scrub {med['scrub']:.1f} ms")
    if args.scene_size:
        r = scene(args.scene_size, args.runs)
        med = {key: statistics.median(v) for key, v in r.items()}
        print(f"Replay scene at {args.scene_size} entries, 1280x800, medians (p95) over"
              f" {args.runs} runs:")
        print(f"  open to first frame: {med['open']:.1f} ({p95(r['open']):.1f}) ms,"
              f" CPU {med['open cpu']:.1f} ms; with the whole log folded first:"
              f" {med['open folded']:.1f} ({p95(r['open folded']):.1f}) ms,"
              f" CPU {med['open folded cpu']:.1f} ms")
        print(f"  then {med['frames']:.0f} frames until folded: longest frame"
              f" {med['longest frame']:.1f} ({p95(r['longest frame']):.1f}) ms, longest"
              f" on_update {med['longest update']:.1f} ({p95(r['longest update']):.1f}) ms,"
              f" on_update p95 {med['update p95']:.1f} ms")
        print(f"  longest on_update less garbage collection {med['longest update less gc']:.1f}"
              f" ({p95(r['longest update less gc']):.1f}) ms, in UI-thread CPU"
              f" {med['longest update cpu']:.1f} ({p95(r['longest update cpu']):.1f}) ms;"
              f" full collections during the fold {med['gc2']:.0f}, longest"
              f" {med['gc2 longest']:.1f} ms")
        print(f"  End pressed in the 2nd frame: that frame {med['jump frame']:.1f}"
              f" ({p95(r['jump frame']):.1f}) ms, the end shown after"
              f" {med['jump frames']:.0f} frames, longest {med['jump longest']:.1f}"
              f" ({p95(r['jump longest']):.1f}) ms; folding the rest at once (before):"
              f" {med['jump at once']:.1f} ({p95(r['jump at once']):.1f}) ms")
        if med["open"] > TARGET_OPEN_MS:
            ok = False
        print(f"target: open <= {TARGET_OPEN_MS:g} ms")
    print(f"targets at 8000: jump <= {TARGET_JUMP_MS:g} ms, scrub <= {TARGET_SCRUB_MS:g} ms"
          + ("" if ok else "  (MISSED)"))
    print(last)
    return 0


if __name__ == "__main__":
    sys.exit(main())
