"""One real start of the app on the worst files the loaders' properties found: every one is
set aside, the player told, and the app keeps running (no crash a few seconds in, no loop)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

RECORD = {"code": "EH1-N-AAAAAAB", "variant": "easy-harp", "cells": None, "deal": 1,
          "result": "won", "score": 5, "moves": 1, "duration": 3.5,
          "started": "2026-11-29T10:00:00+01:00", "ended": "2026-11-29T10:01:00+01:00",
          "log": ["s"], "hints_used": 9223372036854775808}


def worst_home(home: Path) -> Path:
    data, config = home / "data", home / "config"
    data.mkdir(parents=True)
    config.mkdir(parents=True)
    (data / "history_pending.json").write_text(json.dumps([RECORD]))
    (data / "in_progress.journal").write_text(
        '{"format": "harp-and-eight-journal", "version": 1, "code": "EO1-C8-AAAAAFA", '
        '"started": null}\n{"n": 0, "add": ["1>c5"], "elapsed": NaN, "hints": 0, '
        '"result": "in progress", "ended": null}\n')
    (data / "in_progress.json").write_text("[" * 1000 + "\n")
    (config / "settings.json").write_text('{"version": 1, "volume": 1e999}')
    return data


def test_the_app_starts_and_runs_on_the_worst_files(tmp_path):
    home = tmp_path / "home"
    data = worst_home(home)
    log = tmp_path / "app.log"
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(home))
    with open(log, "wb") as out:
        app = subprocess.Popen([sys.executable, "-m", "game", "--windowed", "--size",
                                "800x600", "--view", "statistics"], cwd=ROOT, env=env, stdout=out,
                               stderr=subprocess.STDOUT)
    try:
        deadline = time.monotonic() + 180  # a bound on a hung start, not a measured time
        while time.monotonic() < deadline and app.poll() is None:
            names = {p.name for p in data.iterdir()}
            if ("history_pending.json" not in names
                    and any(n.startswith("history_pending.json.bad-") for n in names)
                    and (data / "history.sqlite3").exists()):
                break
            time.sleep(0.2)
        # the waiting record set aside, the history opened: the Statistics scene read it
        for _ in range(50):  # and the app keeps drawing frames (5 s of its life)
            assert app.poll() is None, log.read_text(errors="replace")
            time.sleep(0.1)
    finally:
        app.terminate()
        app.wait(timeout=60)
    text = log.read_text(errors="replace")
    assert "Traceback" not in text, text
    assert any(p.name.startswith("history_pending.json.bad-") for p in data.iterdir()), text
    assert not (data / "history_pending.json").exists()
