"""A scene is built, drawn and navigated with a fake shell, without the game's window.

The Rules scene gets a :class:`~game.ui.services.Shell` made of a few lines (the settings,
the window size, a scheduler, and a navigator that only writes down what it is asked), in a process
whose only window is a plain ``arcade.Window`` (a headless GL context): it builds its
widgets, draws the rules on the felt, and Esc asks the fake for the menu. The game's
window module is never imported.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r'''
import json, sys
import game.ui  # noqa: F401  (arcade imported the game's way)
import arcade
from game.storage.settings import Settings
from game.ui import palette
from game.ui.scheduler import Scheduler

window = arcade.Window(800, 600, "a plain arcade window", visible=False)


class FakeShell:
    """What the Rules scene asks of the shell, and nothing else."""

    def __init__(self):
        self.settings = Settings(sound=False, last_game="eight-off")
        self.scheduler = Scheduler(window)  # (it makes scenes at once unless told)
        self.menu_button = None
        self.scenes = {}
        self.asked = []

    def get_size(self):
        return window.get_size()

    def get_pixel_ratio(self):
        return window.get_pixel_ratio()

    @property
    def current_view(self):
        return window.current_view

    def show_view(self, view):
        window.show_view(view)

    def show_menu(self, focus=None):
        self.asked.append(["menu", focus])

    def build_soon(self, name):
        self.asked.append(["soon", name])

    def scene(self, name, back=None):
        self.asked.append(["scene", name])
        return arcade.View()


from game.ui.views.rules import RulesView

shell = FakeShell()
view = RulesView(shell)
shell.show_view(view)
window.dispatch_events()
window.clear()
view.on_draw()
image = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")
felt = tuple(palette.FELT[:3])
pixels = list(image.getdata())
view.on_key_press(arcade.key.ESCAPE, 0)
print(json.dumps({"corner": image.getpixel((3, image.height - 3)), "felt": felt,
                  "drawn": sum(p != felt for p in pixels) / len(pixels),
                  "asked": shell.asked, "builds": view.builds,
                  "window module": "game.ui.app" in sys.modules}))
'''


def test_the_rules_scene_with_a_fake_shell_and_a_plain_window():
    env = dict(os.environ, ARCADE_HEADLESS="1", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["window module"] is False  # built without the game's window
    assert report["builds"] == 1  # its widgets, built once
    assert tuple(report["corner"]) == tuple(report["felt"])  # the felt
    assert 0.02 < report["drawn"] < 0.9  # and the rules written on it
    assert report["asked"] == [["menu", None]]  # Esc: the navigator is asked for the menu
