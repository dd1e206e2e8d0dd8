"""Every shortcut works on any keyboard layout: by the layout's Latin letter where it has
one, otherwise by the key of the US layout at the same place.

* :func:`shortcut_symbol` itself, for the keys of the US, Russian, Croatian, German and
  French layouts (their X11 keysyms as pyglet reports them, and their keycodes);
* under a real X server (an ``Xvfb`` of its own) with ``setxkbmap us``/``ru``/``hr``/``de``,
  the game's real window on an Easy Harp table: key events synthesised as the X server sends them
  (an ``XKeyEvent`` with the hardware keycode and the Ctrl state, its keysym the layout's:
  ``я`` on the Z key under ``ru``), then the same keys typed by ``xdotool`` (XTEST, a real
  key press). On every layout S, Ctrl+Z, Ctrl+Y, F, C, W, H and Ctrl+Q reach the handlers
  as Latin keys and do their job: S turns the stock, Ctrl+Z undoes, Ctrl+Y redoes, H asks
  for a hint, Ctrl+Q quits. Under ``de`` and ``hr`` (QWERTZ) Ctrl+Z is the key labelled Z,
  where the US layout has Y.
"""

from __future__ import annotations

import json
import shutil
import textwrap

import arcade
import pytest
from under_x import missing_x_tools, run_under_x

from game.ui.shortcut_keys import US_KEYS, shortcut_symbol, user_key

key = arcade.key
Z_KEY, Y_KEY = 52, 29
"""The X11 keycodes of the keys labelled Z and Y on a US keyboard."""


def test_latin_letters_are_the_layouts_own():
    assert shortcut_symbol(key.Z, Y_KEY) == key.Z  # German/Croatian: Z where US has Y
    assert shortcut_symbol(key.Y, Z_KEY) == key.Y
    assert shortcut_symbol(key.Q, 38) == key.Q  # French: A/Q swapped
    for code, us in US_KEYS.items():
        if key.A <= us <= key.Z:
            assert shortcut_symbol(us, code) == us


def test_other_letters_are_the_us_key_at_their_place():
    # pyglet's X11 window reports a character it has no symbol for as user_key(keycode)
    assert shortcut_symbol(user_key(Z_KEY)) == key.Z  # я
    assert shortcut_symbol(user_key(39)) == key.S  # ы
    assert shortcut_symbol(user_key(24), 24) == key.Q  # й
    assert shortcut_symbol(user_key(34)) == key.BRACKETLEFT  # х, š, ü
    for code, us in US_KEYS.items():
        assert shortcut_symbol(user_key(code)) == us


def test_the_number_row_gives_digits_and_other_keys_stay():
    assert shortcut_symbol(key.AMPERSAND, 10) == key.KEY_1  # French
    assert shortcut_symbol(key.EXCLAMATION, 10) == key.KEY_1  # Shift+1
    assert shortcut_symbol(key.MINUS, 61) == key.MINUS  # German: the layout's own
    for symbol in (key.ENTER, key.ESCAPE, key.F2, key.F11, key.LEFT, key.SPACE, key.TAB):
        assert shortcut_symbol(symbol, 36) == symbol
    assert shortcut_symbol(user_key(200)) == user_key(200)  # no US key there


LAYOUT_KEYS = {
    # the keysyms xdotool types on each layout: the keys labelled S, Z, Y, F, C, W, H, Q
    "us": ["s", "ctrl+z", "ctrl+y", "f", "c", "w", "h", "ctrl+q"],
    "hr": ["s", "ctrl+z", "ctrl+y", "f", "c", "w", "h", "ctrl+q"],
    "de": ["s", "ctrl+z", "ctrl+y", "f", "c", "w", "h", "ctrl+q"],
    "ru": ["Cyrillic_yeru", "ctrl+Cyrillic_ya", "ctrl+Cyrillic_en", "Cyrillic_a",
           "Cyrillic_es", "Cyrillic_tse", "Cyrillic_er", "ctrl+Cyrillic_shorti"],
}

CHILD = textwrap.dedent(r"""
    import json, subprocess
    import game.ui  # noqa: F401 - the patches first
    import arcade, pyglet
    from pyglet.libs.x11 import xlib
    from under_x import pump
    from game.engine.deal import parse_code
    from game.storage.settings import Settings
    from game.ui import patches
    import game.ui.views.basics as basics
    from game.ui.app import App

    LAYOUT_KEYS = json.loads(__LAYOUT_KEYS__)
    key = arcade.key
    app = App(Settings(start_fullscreen=False, sound=False), 800, 600)
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    quits, hints = [], []
    basics.quit_app = lambda window: quits.append(1)
    table.hint = lambda: hints.append(1)  # (the solver's worker is another story)
    seen = []
    app.push_handlers(on_key_press=lambda symbol, modifiers: seen.append(
        [pyglet.window.key.symbol_string(symbol), bool(modifiers & key.MOD_CTRL)]) and None)

    def synthesised(keycode, ctrl):
        for kind in (xlib.KeyPress, xlib.KeyRelease):
            ev = xlib.XEvent()
            ev.type = kind
            ev.xkey.type = kind
            ev.xkey.display = app._x_display
            ev.xkey.window = app._window
            ev.xkey.root = xlib.XDefaultRootWindow(app._x_display)
            ev.xkey.keycode = keycode
            ev.xkey.state = xlib.ControlMask if ctrl else 0
            ev.xkey.same_screen = 1
            app.dispatch_platform_event(ev)
            app.dispatch_platform_event_view(ev)

    def keysym_of(keycode):
        return xlib.XKeycodeToKeysym(app._x_display, keycode, 0)

    pump(app, 1.0)
    subprocess.run(["xdotool", "windowfocus", "--sync", str(app._window)], check=False)
    report = {"patched": patches.read_keys_by_layout(), "layouts": {}}
    for layout, typed in LAYOUT_KEYS.items():
        subprocess.run(["setxkbmap", layout], check=True)
        pump(app, 0.5)
        labelled_z = 29 if layout in ("de", "hr") else 52
        labelled_y = 52 if layout in ("de", "hr") else 29
        physical = [(39, False), (labelled_z, True), (labelled_y, True), (41, False),
                    (54, False), (25, False), (43, False), (24, True)]
        result = {"keysym_z": keysym_of(labelled_z)}
        for how in ("synthesised", "xdotool"):
            seen.clear()
            quits.clear()
            hints.clear()
            before = list(table.game.log)
            if how == "synthesised":
                for keycode, ctrl in physical:
                    synthesised(keycode, ctrl)
                    pump(app, 0.05)
            else:
                subprocess.run(["xdotool", "windowfocus", "--sync", str(app._window)],
                               check=False)
                pump(app, 0.3)
                for name in typed:
                    subprocess.run(["xdotool", "key", name], check=True)
                    pump(app, 0.15)
            pump(app, 0.3)
            result[how] = {"seen": [s for s in seen if s[0] not in ("LCTRL", "RCTRL")],
                           "log": table.game.log[len(before):], "quits": len(quits),
                           "hints": len(hints)}
        report["layouts"][layout] = result
    print(json.dumps(report))
""")


@pytest.mark.skipif(missing_x_tools() is not None, reason=missing_x_tools() or "")
@pytest.mark.skipif(shutil.which("setxkbmap") is None or shutil.which("xdotool") is None,
                    reason="setxkbmap or xdotool is not installed (Debian packages "
                           "x11-xkb-utils and xdotool)")
def test_shortcuts_work_on_us_ru_hr_and_de_layouts_in_the_real_window(tmp_path):
    source = CHILD.replace("__LAYOUT_KEYS__", repr(json.dumps(LAYOUT_KEYS)))
    report = run_under_x(source, tmp_path, "1024x768", timeout=240)
    assert report["patched"]
    expected = [["S", False], ["Z", True], ["Y", True], ["F", False], ["C", False],
                ["W", False], ["H", False], ["Q", True]]
    for layout, result in report["layouts"].items():
        if layout == "ru":
            assert result["keysym_z"] == 0x6D1  # Cyrillic_ya: the key types я
        for how in ("synthesised", "xdotool"):
            got = result[how]
            assert got["seen"] == expected, (layout, how, got)
            assert got["log"][:3] == ["s", "u", "r"], (layout, how, got)
            assert got["quits"] == got["hints"] == 1, (layout, how, got)
