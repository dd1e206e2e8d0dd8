"""The windowed size of a first run started full-screen (no size remembered yet).

A new player started full-screen on a 1280x800 screen and pressed F11: the window became
1280x800, as big as the screen, and the window manager put its title bar off the screen.
Now a first run's window is the default 1280x800 capped to 85 % of the screen (800x600 at
least), centred.
"""

from __future__ import annotations

import textwrap
from types import SimpleNamespace

import pytest
from under_x import missing_x_tools, run_under_x

from game.ui.fullscreen import first_window_geometry


@pytest.mark.parametrize(("screen", "expected"), [
    ((0, 0, 1280, 800), (96, 60, 1088, 680)),  # the new player's screen: smaller, centred
    ((0, 0, 1920, 1080), (320, 140, 1280, 800)),  # room enough: the default size
    ((0, 0, 1024, 768), (77, 57, 870, 653)),
    ((0, 0, 800, 600), (0, 0, 800, 600)),  # never below 800x600 (nor above the screen)
    ((1920, 0, 1280, 800), (2016, 60, 1088, 680)),  # a second monitor: centred on it
])
def test_a_first_runs_window_is_smaller_than_the_screen_and_centred(screen, expected):
    assert first_window_geometry(screen) == expected


def test_leaving_full_screen_without_a_remembered_size_uses_the_first_window(app,
                                                                             monkeypatch):
    """The window's own path (:meth:`windowed_geometry`) on a fake 1280x800 screen; a
    remembered size still wins."""
    monkeypatch.setattr(app, "_screen", SimpleNamespace(x=0, y=0, width=1280, height=800))
    app.services.settings.window = None
    assert app.windowed_geometry() == (96, 60, 1088, 680)
    app.services.settings.window = [10, 20, 900, 650]
    assert app.windowed_geometry() == (10, 20, 900, 650)


CHILD = textwrap.dedent(r"""
    import json, subprocess, time
    wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    import game.ui  # noqa: F401 - sound driver first
    import arcade
    from under_x import pump
    from game.storage.settings import Settings
    from game.ui.app import App
    from game.ui.views.menu import MenuView

    app = App(Settings(start_fullscreen=True, sound=False), 1280, 800, fullscreen=True)
    app.nav.show_view(MenuView(app.services))
    pump(app, 1.5)
    was = app.fullscreen
    app.dispatch_event("on_key_press", arcade.key.F11, 0)
    pump(app, 6.0, lambda: not app.fullscreen and tuple(app.get_size()) != (1280, 800))
    pump(app, 1.0)
    print(json.dumps({"was": was, "fullscreen": app.fullscreen, "size": list(app.get_size()),
                      "place": list(app.get_location()),
                      "screen": [app.screen.width, app.screen.height]}))
    app.on_close()
    wm.terminate()
""")


@pytest.mark.skipif(missing_x_tools() is not None, reason=missing_x_tools() or "")
def test_f11_out_of_a_first_full_screen_run_on_a_1280x800_screen(tmp_path):
    """Under a real X server and window manager: started full-screen with no remembered
    size, F11 gives a 1088x680 window, centred (its title bar on the screen)."""
    report = run_under_x(CHILD, tmp_path, "1280x800", timeout=120)
    assert report["was"] is True and report["fullscreen"] is False, report
    assert report["screen"] == [1280, 800]
    assert report["size"] == [1088, 680], report
    x, y = report["place"]
    assert 0 < x and x + 1088 < 1280 and 0 < y and y + 680 < 800, report  # on the screen
