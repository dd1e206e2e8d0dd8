"""The window never shows black while the game starts: its first frame is the felt, drawn
as soon as the window exists, before fonts, sounds, scenes or the table are made."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r'''
import json
import game.ui  # noqa: F401
import arcade
from game.storage.settings import Settings
from game.ui import app as app_module

seen = []
real_flip = arcade.Window.flip
real_fonts = app_module.load_fonts


def flip(self):
    seen.append(["flip", list(arcade.get_image(400, 300, 1, 1).convert("RGB").getpixel((0, 0)))])
    real_flip(self)


def fonts():
    seen.append(["fonts"])
    real_fonts()


arcade.Window.flip = flip
app_module.load_fonts = fonts
window = app_module.App(Settings(sound=False), 800, 600)
print(json.dumps(seen))
'''


def test_the_first_frame_is_the_felt_before_anything_is_made(tmp_path):
    env = dict(os.environ, ARCADE_HEADLESS="1", PYTHONPATH=str(ROOT),
               HARP_EIGHT_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    from game.ui import palette

    assert seen[0] == ["flip", list(palette.FELT)]  # the felt is shown first, then the rest is made
    assert ["fonts"] in seen[1:]
