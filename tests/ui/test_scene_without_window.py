"""A scene is built, drawn and navigated with fake services, without the game's window.

The Rules scene gets a :class:`~game.ui.services.Services` made of a few lines (the
settings, a screen, a scheduler, and a navigator that only writes down what it is asked;
the services it does not use are ``None``), in a process whose only window is a plain
``arcade.Window`` (a headless GL context): it builds its widgets, draws the rules on the
felt of the settings' theme, and Esc asks the fake navigator for the menu. Neither the
game's window module nor the navigator is ever imported.
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
from game.ui import looks
from game.ui.backdrop import clear_to_felt
from game.ui.scheduler import Scheduler
from game.ui.services import Services

window = arcade.Window(800, 600, "a plain arcade window", visible=False)


class Screen:
    """The plain window, as a scene sees it."""

    in_front = True
    double_click_interval = 0.4
    last_drawn = None

    @property
    def ctx(self):
        return window.ctx

    @property
    def current_view(self):
        return window.current_view

    def get_size(self):
        return window.get_size()

    def get_pixel_ratio(self):
        return window.get_pixel_ratio()

    def request_frame(self):
        pass


class Navigator:
    """Writes down where the scene sends the player; shows only what it is given."""

    def __init__(self):
        self.menu_button = None
        self.scenes = {}
        self.asked = []

    def show_view(self, view):
        window.show_view(view)

    def show_menu(self, focus=None):
        self.asked.append(["menu", focus])

    def build_soon(self, name):
        self.asked.append(["soon", name])

    def scene(self, name, back=None):
        self.asked.append(["scene", name])
        return arcade.View()


nav = Navigator()
services = Services(nav=nav, screen=Screen(), settings=Settings(sound=False, last_game="eight-off"),
                    prefs=None, sounds=None, access=None, textures=None, playing=None,
                    told=None, records=None, scheduler=Scheduler(window))

from game.ui.views.rules import RulesView

view = RulesView(services)
nav.show_view(view)
window.dispatch_events()
window.clear()
view.on_draw()
image = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")
window.clear()
clear_to_felt(view, looks.theme_name(services.settings), woven=False)  # the scenes' felt
felt = arcade.get_image(0, 0, *window.get_framebuffer_size()).convert("RGB")
pixels = list(zip(image.getdata(), felt.getdata()))
view.on_key_press(arcade.key.ESCAPE, 0)
corner = (3, image.height - 3)
print(json.dumps({"corner": image.getpixel(corner), "felt": felt.getpixel(corner),
                  "drawn": sum(a != b for a, b in pixels) / len(pixels),
                  "asked": nav.asked, "builds": view.builds,
                  "window module": "game.ui.app" in sys.modules,
                  "navigator module": "game.ui.navigator" in sys.modules}))
'''


def test_the_rules_scene_with_fake_services_and_a_plain_window():
    env = dict(os.environ, ARCADE_HEADLESS="1", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["window module"] is False  # built without the game's window
    assert report["navigator module"] is False  # and without the navigator
    assert report["builds"] == 1  # its widgets, built once
    assert tuple(report["corner"]) == tuple(report["felt"])  # the theme's felt
    assert 0.02 < report["drawn"] < 0.9  # and the rules written on it
    assert report["asked"] == [["menu", None]]  # Esc: the navigator is asked for the menu
