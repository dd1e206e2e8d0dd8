"""Full-screen toggled 20 times under a real X server and window manager (Xvfb + openbox).

The game runs in a child process on an ``Xvfb`` of its own with ``openbox`` managing its window;
F11 is pressed through the X server (``xdotool``, i.e. as a keyboard would: the key goes
down, the window switches, and it comes up on the new X window; without xdotool the key
event is sent to the window directly). After every press the window must land in the
asked mode (a key released on the old X window once made every other press a lost
"repeat"), and leaving full-screen must give back the size the player had set (900x650
here, neither the 800x600 the window was made with nor the 1280x800 the game would pick).
``.ci/run`` installs ``xvfb``, ``openbox`` and ``xdotool`` so this runs in CI; elsewhere it
is skipped with the reason.
"""

from __future__ import annotations

import textwrap

import pytest
from under_x import missing_x_tools, run_under_x

CHILD = textwrap.dedent(r"""
    import json, os, shutil, subprocess, sys, time
    wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    import game.ui  # noqa: F401 - sound driver first
    import arcade
    from under_x import pump
    from game.storage.settings import Settings, load_settings
    from game.ui.app import App
    from game.ui.views.menu import MenuView

    app = App(Settings(start_fullscreen=False, sound=False), 800, 600)
    app.set_location(120, 90)
    app.nav.show_view(MenuView(app.services))

    pump(app, 1.5)
    xdotool = shutil.which("xdotool")
    if xdotool:  # the player's own size (through the window manager), not the one made
        subprocess.run([xdotool, "windowsize", str(app._window), "900", "650"], check=False)
    else:
        app.set_size(900, 650)
    pump(app, 2.0, lambda: tuple(app.get_size()) == (900, 650))
    screen = app.screen.width, app.screen.height
    results = []
    expected = False
    for i in range(20):
        expected = not expected
        want = screen if expected else (900, 650)
        if xdotool:
            wid = str(app._window)
            subprocess.run([xdotool, "windowactivate", "--sync", wid], check=False,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            # as a finger does: the key goes down, the window switches, then it comes up
            # (on the new X window: the old one is gone)
            subprocess.run([xdotool, "keydown", "F11"], check=False)
            ok = pump(app, 6.0, lambda: app.fullscreen == expected)
            subprocess.run([xdotool, "keyup", "F11"], check=False)
        else:
            app.dispatch_event("on_key_press", arcade.key.F11, 0)
        ok = pump(app, 6.0, lambda: app.fullscreen == expected and tuple(app.get_size()) == want)
        pump(app, 0.3)
        results.append({"press": i + 1, "expected": expected, "fullscreen": app.fullscreen,
                        "size": list(app.get_size()), "ok": bool(ok)})
    app.on_close()
    print(json.dumps({"results": results, "screen": screen, "xdotool": bool(xdotool),
                      "saved": load_settings().window}))
    wm.terminate()
""")


@pytest.mark.skipif(missing_x_tools() is not None, reason=missing_x_tools() or "")
def test_full_screen_toggles_twenty_times_under_a_window_manager(tmp_path):
    report = run_under_x(CHILD, tmp_path, "1600x900", timeout=300)
    bad = [r for r in report["results"] if not r["ok"]]
    assert not bad, (bad, report["screen"])
    assert len(report["results"]) == 20
    assert report["results"][-1]["fullscreen"] is False
    assert report["results"][-1]["size"] == [900, 650]
    assert report["saved"] is not None and report["saved"][2:] == [900, 650]
