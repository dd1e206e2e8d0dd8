"""A scene's first open in a process (issue 14): what it costs is done before it.

The frame that shows a scene filled in (or built ahead) draws no widget again: its
widgets were drawn into the scene's framebuffer while it filled in, and that frame only
copies the framebuffer (New Game and History drew every widget twice).
"""

from __future__ import annotations

import arcade
import pytest

from game.ui.gui import gui
from game.ui.views import KEPT_SCENES, make_scene, open_scene

FILLED = sorted(KEPT_SCENES)


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
    app.fill_scenes_in = True
    open_scene(app, name)
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
    app.fill_scenes_in = True
    app.show_view(arcade.View())
    scene = make_scene(app, name)
    assert scene.fill_ahead(render=True)
    while not scene.continue_filling():
        pass
    drawn = count_widget_drawing(monkeypatch)
    app.show_view(scene)
    scene.on_draw()
    assert scene.filling is None and scene.builds == 1
    assert drawn == []


def test_history_built_ahead_in_small_steps_is_built_once(app):
    """History reads its rows in its first build, which changes its layout key: the
    building goes on for the key it was built for (it was dropped and begun again: its
    rows read twice, and built twice when the drop came while its widgets were drawn)."""
    app.fill_scenes_in = True
    app.show_view(arcade.View())
    scene = make_scene(app, "history")
    assert scene.fill_ahead(render=True)
    building = scene.filling
    steps = 0
    while scene.fill_ahead(render=True):  # as the build-ahead asks before each step
        assert scene.filling is building  # the same building goes on (not begun again)
        steps += 1
        assert steps < 500
        if scene.continue_filling(budget=0.0):  # one step each time
            break
    assert scene.builds == 1 and scene.filling is None
    assert not scene.fill_ahead(render=True)  # complete for this window


def test_history_shown_while_its_widgets_are_drawn_ahead_is_not_built_again(app):
    app.fill_scenes_in = True
    app.show_view(arcade.View())
    scene = make_scene(app, "history")
    assert scene.fill_ahead(render=True)
    while scene.builds == 0:
        scene.continue_filling(budget=0.0)
    assert scene.filling is not None  # its widgets are being drawn
    app.show_view(scene)
    while scene.filling is not None:
        scene.on_update(1 / 60)
        scene.on_draw()
    assert scene.builds == 1
