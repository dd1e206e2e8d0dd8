"""Keys typed quickly in the real window right after a scene opens are never lost.

The game runs in a child process on an ``Xvfb`` of its own with ``openbox`` managing its window,
as the running game does (scenes fill in, the menu's scenes are built ahead while idle).
``xdotool`` types Enter on the menu's New game and then Tab three times without a pause:
whatever part of New Game was built when each key arrived, every key takes effect, once
(opened by a key, the scene shows its focus on its first button; three Tabs later the ring
is on the fourth button of the complete scene, drawn there).
"""

from __future__ import annotations

import shutil
import textwrap

import pytest
from under_x import missing_x_tools, run_under_x

CHILD = textwrap.dedent(r"""
    import json, subprocess
    wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    import game.ui  # noqa: F401 - the patches first
    import arcade
    from under_x import pump
    from game.storage.settings import Settings
    from game.ui import palette
    from game.ui.app import App
    from game.ui.ahead import prebuild_scenes

    app = App(Settings(start_fullscreen=False, sound=False), 1024, 700)
    app.services.scheduler.fills_in = True  # as the running game (game/ui/run.py)
    app.nav.show_menu()
    prebuild_scenes(app.nav)
    pump(app, 0.5)
    subprocess.run(["xdotool", "windowfocus", "--sync", str(app._window)], check=False)
    menu = app.current_view
    focused = menu.focused_scene()
    typing = subprocess.Popen(["xdotool", "key", "--delay", "1", "Return", "Tab", "Tab",
                               "Tab"])
    pump(app, 20, until=lambda: typing.poll() is not None)
    pump(app, 1.0)
    view = app.current_view
    report = {"focused": focused, "view": type(view).__name__,
              "filling": getattr(view, "filling", None) is not None,
              "focus": getattr(view, "focus", None)}
    if report["view"] == "NewGameView" and 0 <= view.focus < len(view.focus_items):
        view.on_draw()
        rect = view.focus_items[view.focus].rect
        ratio = app.get_pixel_ratio()
        picture = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")
        y = round((app.height - rect.center_y) * ratio)
        report["left_of_it"] = [list(picture.getpixel((round((rect.left - dx) * ratio), y)))
                                for dx in range(1, 6)]
        report["focus_colour"] = list(palette.FOCUS[:3])
    wm.terminate()
    print(json.dumps(report))
""")


@pytest.mark.skipif(missing_x_tools() is not None, reason=missing_x_tools() or "")
@pytest.mark.skipif(shutil.which("xdotool") is None,
                    reason="xdotool is not installed (Debian package xdotool)")
def test_enter_then_tabs_typed_at_once_all_reach_new_game(tmp_path):
    report = run_under_x(CHILD, tmp_path, "1280x800", timeout=180)
    assert report["focused"] == "new-game"  # the menu's first button with no game to continue
    assert report["view"] == "NewGameView" and not report["filling"]
    assert report["focus"] == 3  # on the first button (opened by a key), three Tabs on
    assert report["focus_colour"] in report["left_of_it"]  # the focus ring drawn there
