"""A scene's first open in a process (issue 14): what it costs is done before it.

The frame that shows a scene filled in (or built ahead) draws no widget again: its
widgets were drawn into the scene's framebuffer while it filled in, and that frame only
copies the framebuffer (New Game and History drew every widget twice). The first idle
steps after start-up do what a first open would do besides building the scene (imports,
Babel's data, glyphs), before the scenes are built ahead.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import arcade
import pytest

from game.ui.gui import gui
from game.ui.navigator import KEPT_SCENES, make_scene, open_scene

FILLED = sorted(KEPT_SCENES)
ROOT = Path(__file__).resolve().parents[2]


def count_widget_drawing(monkeypatch) -> list[str]:
    """Record the class name of every widget drawn from now on (into any framebuffer)."""
    drawn: list[str] = []
    real = gui.UIWidget.do_render_base

    def counted(self, surface):
        drawn.append(type(self).__name__)
        return real(self, surface)

    monkeypatch.setattr(gui.UIWidget, "do_render_base", counted)
    return drawn


@pytest.mark.parametrize("name", FILLED)
def test_the_frame_showing_a_filled_in_scene_draws_no_widget_again(app, name, monkeypatch):
    app.services.scheduler.fills_in = True
    open_scene(app.nav, name)
    view = app.current_view
    drawn = count_widget_drawing(monkeypatch)
    per_frame = []
    while view.filling is not None:
        assert len(per_frame) < 200
        before = len(drawn)
        view.on_update(1 / 60)
        view.on_draw()
        per_frame.append(len(drawn) - before)
    assert sum(per_frame) > 10  # the widgets were drawn while it filled in …
    assert per_frame[-1] == 0  # … and the frame that shows them drew none of them again
    assert not view.ui._requires_render
    assert not [w for w in view.ui.walk_widgets() if w._requires_render]
    before = len(drawn)
    view.on_draw()
    assert len(drawn) == before


@pytest.mark.parametrize("name", ["new-game", "history"])
def test_a_scene_built_ahead_is_shown_without_drawing_its_widgets(app, name, monkeypatch):
    app.services.scheduler.fills_in = True
    app.nav.show_view(arcade.View())
    scene = make_scene(app.nav, name)
    assert scene.build_ahead(render=True)
    while not scene.continue_filling():
        pass
    drawn = count_widget_drawing(monkeypatch)
    app.nav.show_view(scene)
    scene.on_draw()
    assert scene.filling is None and scene.builds == 1
    assert drawn == []


def test_history_built_ahead_in_small_steps_is_built_once(app):
    """History reads its rows in its first build, which changes its layout key: the
    building goes on for the key it was built for (it was dropped and begun again: its
    rows read twice, and built twice when the drop came while its widgets were drawn)."""
    app.services.scheduler.fills_in = True
    app.nav.show_view(arcade.View())
    scene = make_scene(app.nav, "history")
    assert scene.build_ahead(render=True)
    building = scene.filling
    app.services.scheduler.frame_budget = 0.0  # one step a frame
    steps = 0
    while scene.build_ahead(render=True):  # as the build-ahead asks before each step
        assert scene.filling is building  # the same building goes on (not begun again)
        steps += 1
        assert steps < 500
        if scene.continue_filling():  # one step each time
            break
    assert scene.builds == 1 and scene.filling is None
    assert not scene.build_ahead(render=True)  # complete for this window


def test_history_shown_while_its_widgets_are_drawn_ahead_is_not_built_again(app):
    app.services.scheduler.fills_in = True
    app.nav.show_view(arcade.View())
    scene = make_scene(app.nav, "history")
    assert scene.build_ahead(render=True)
    app.services.scheduler.frame_budget = 0.0  # one step a frame
    while scene.builds == 0:
        scene.continue_filling()
    assert scene.filling is not None  # its widgets are being drawn
    app.nav.show_view(scene)
    while scene.filling is not None:
        scene.on_update(1 / 60)
        scene.on_draw()
    assert scene.builds == 1


WARM_PROBE = """
import json, sys, time
from game.ui.app import App
import pyglet
from pyglet.font.freetype import FreeTypeGlyphRenderer
from game.i18n import set_language
from game.storage.settings import Settings
from game.ui.ahead import prebuild_scenes
from game.ui.navigator import open_scene

rendered = []
real = FreeTypeGlyphRenderer.render
FreeTypeGlyphRenderer.render = lambda self, text: rendered.append(text) or real(self, text)
settings = Settings(sound=False)
settings.language = sys.argv[1]
app = App(settings, 1280, 800, read_only=True)
set_language(sys.argv[1])
app.nav.show_menu()
app._dispatch_frame(1 / 60)  # the first frame
prebuild_scenes(app.nav)
end = time.monotonic() + 60
while not app.nav.scenes and time.monotonic() < end:  # until the first scene is made ahead
    pyglet.clock.tick()
    time.sleep(0.002)
import babel.localedata
from game.ui import cards_art
state = {
    "scenes": len(app.nav.scenes),
    "modules": sorted(m for m in ("arcade.gui", "babel.numbers", "babel.dates",
                                  "game.ui.views.new_game", "game.ui.views.history",
                                  "game.ui.views.statistics", "game.ui.views.rules")
                      if m in sys.modules),
    "locale data": sorted(babel.localedata._cache),
    "texture atlas": app.ctx._atlas is not None,  # arcade makes it on first use
    "cards' font": cards_art._cap_ratio.cache_info().currsize,
}
before = len(rendered)
for name in ("new-game", "settings", "history", "statistics", "rules", "faq"):
    open_scene(app.nav, name)  # built at once
    app.current_view.on_draw()
state["glyphs rendered by the scenes"] = rendered[before:]
print(json.dumps(state))
"""


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_first_idle_steps_do_a_first_opens_work_before_the_build_ahead(language,
                                                                          tmp_path):
    """Right after start-up's first frame, before the first scene is built ahead: the
    widget scenes' modules are imported, Babel's data for the language is read (the first
    date or percentage formatted cost ~25 ms), arcade's texture atlas is made and the
    cards' font read (Settings' card pictures) and the glyphs of the scenes' fonts are
    rendered: a scene built afterwards at 1280x800 renders none."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), ARCADE_HEADLESS="1",
               HARP_EIGHT_HOME=str(tmp_path))
    proc = subprocess.run([sys.executable, "-c", WARM_PROBE, language], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=180)
    assert proc.returncode == 0, proc.stderr
    state = json.loads(proc.stdout.strip().splitlines()[-1])
    assert state["scenes"] == 1  # the first scene made ahead, not built yet
    assert state["modules"] == ["arcade.gui", "babel.dates", "babel.numbers",
                                "game.ui.views.history", "game.ui.views.new_game",
                                "game.ui.views.rules", "game.ui.views.statistics"]
    locale = {"en": "en_GB", "ru": "ru_RU"}[language]
    assert locale in state["locale data"] and "root" in state["locale data"]
    assert state["texture atlas"] and state["cards' font"] == 1  # Settings' card pictures
    assert state["glyphs rendered by the scenes"] == [], (
        "a scene draws a font size or a character that the first idle steps do not render"
        " ahead: add it to SCENE_FONTS or COMMON_CHARS in game/ui/glyphs.py")
