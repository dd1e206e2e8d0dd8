"""Make the README's pictures of every table theme: the menu, the win panel and the Replay
at 1280x800, into docs/screenshots/ (``menu-<theme>.png``, ``win-<theme>.png``,
``replay-<theme>.png``), each by the game itself (``python -m game --screenshot``) with a
settings file choosing the theme in a home of its own.

Usage: .venv/bin/python scripts/make_theme_screenshots.py
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from won_lines import EO130_WON_LOG  # noqa: E402

from game.engine.game import Game  # noqa: E402
from game.engine.notation import SavedGame, dump_game  # noqa: E402
from game.ui.theme import THEMES  # noqa: E402

CODE = "EO1-C8-AAAAAFA"
SIZE = "1280x800"
OUT = ROOT / "docs" / "screenshots"


def shot(theme: str, name: str, *args: str) -> None:
    """One picture of ``theme`` as ``name``.png, the game run with ``args``."""
    with tempfile.TemporaryDirectory() as home:
        config = Path(home) / "config"
        config.mkdir()
        (config / "settings.json").write_text(json.dumps(
            {"version": 1, "table_theme": theme, "sound": False}))
        env = dict(os.environ, HARP_EIGHT_HOME=home, ARCADE_HEADLESS="1")
        subprocess.run([sys.executable, "-m", "game", "--screenshot", str(OUT / f"{name}.png"),
                        "--size", SIZE, *args], cwd=ROOT, env=env, check=True)


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        saved = Path(folder) / "eight-off.harp-eight"
        saved.write_text(dump_game(SavedGame(Game.from_log(CODE, EO130_WON_LOG[:60]), 95.0)))
        for theme in THEMES:
            shot(theme, f"menu-{theme}", "--view", "menu")
            shot(theme, f"win-{theme}", "--deal", CODE, "--moves", " ".join(EO130_WON_LOG))
            shot(theme, f"replay-{theme}", "replay", str(saved))
            print(theme)


if __name__ == "__main__":
    main()
