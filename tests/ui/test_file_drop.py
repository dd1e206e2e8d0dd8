"""A saved game dropped on the window, or opened with ``python -m game replay FILE``,
opens in the Replay with an "Add to history" button that adds it to the history once.

arcade 3.3's window does not pass pyglet's ``file_drops`` on; ``game.ui.patches.
accept_file_drops`` makes it accept drops: under a real X server the window advertises
them (its ``XdndAware`` property, read with ``xprop``)."""

from __future__ import annotations

import shutil
import subprocess
import sys
import textwrap

import pytest
from conftest import click, fire
from under_x import ROOT, missing_x_tools, run_under_x
from won_lines import EO130_WON_LOG

from game.engine.game import Game
from game.engine.notation import SavedGame
from game.storage.exchange import export_game
from game.ui import patches
from game.ui.views.replay import ReplayView
from game.ui.views.replay_files import open_replay_file
from game.ui.views.replay_message import ReplayMessageView

CODE = "EO1-C8-AAAAAFA"


def saved_file(tmp_path, name="won.harp-eight"):
    game = Game.from_log(CODE, EO130_WON_LOG)
    return export_game(SavedGame(game, 321.0, "2026-11-02T10:00:00+01:00",
                                 "2026-11-02T10:05:21+01:00", "won"), tmp_path / name)


def press(app, button):
    click(app, button.rect.center_x, button.rect.center_y)


def test_the_patch_is_installed_for_this_arcade_and_names_its_issue():
    import arcade
    import pyglet.window

    assert patches.accept_file_drops()  # (installed by game.ui; again is harmless)
    assert pyglet.window.Window._create._original is not None
    assert patches.UPSTREAM_FILE_DROPS == "pythonarcade/arcade#2808"
    assert patches.written_for("arcade", patches.ARCADE) and arcade.version.VERSION


def test_a_dropped_saved_game_opens_in_the_replay_and_is_added_once(app, tmp_path):
    """on_file_drop through the window (as pyglet dispatches a drop): the Replay of the
    file, Back to the table it was dropped on; "Add to history" adds it, a second press
    and a second drop add nothing more."""
    from game.engine.deal import parse_code

    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    path = saved_file(tmp_path)
    fire(app, "on_file_drop", 300, 200, [str(path), str(tmp_path / "other.txt")])
    replay = app.current_view
    assert isinstance(replay, ReplayView) and replay.saved is not None
    assert replay.timeline.spec.code == CODE and replay.length == len(EO130_WON_LOG)
    replay.on_draw()
    button = replay.add_button
    assert button is not None and button.enabled and button.label == "Add to history"
    # the button sits above the control bar, clear of every card and bar button
    layout = replay.cards.layout
    assert button.rect.top <= layout.hud_h and button.rect.bottom >= replay.bar.scrub_rect[3]
    assert all(button.rect.right <= c.rect.left or button.rect.left >= c.rect.right
               or button.rect.bottom >= c.rect.top for c in replay.controls.values())
    assert app.services.records.history.statistics("eight-off", 8).played == 0
    press(app, button)
    assert app.services.records.history.statistics("eight-off", 8).won == 1 and not button.enabled
    assert "Added to the history" in replay.bar.message.text
    press(app, button)
    assert app.services.records.history.statistics("eight-off", 8).played == 1
    # dropped again: a new Replay; its button finds the game there already
    fire(app, "on_file_drop", 300, 200, [str(path)])
    again = app.current_view
    assert isinstance(again, ReplayView) and again is not replay
    press(app, again.add_button)
    assert app.services.records.history.statistics("eight-off", 8).played == 1
    assert "already in the history" in again.bar.message.text
    again.go_back()
    assert app.current_view is table  # Back: the table the first file was dropped on


def test_add_to_history_is_reached_and_pressed_with_the_keys(app, tmp_path):
    """The focus ring through the window's keys: Tab outlines "Add to history" (drawn
    around it), Space presses it, the ring then skips the dimmed button; Left/Right
    still step the replay; Shift+Tab reaches Back and Enter presses it."""
    import arcade
    from conftest import frame, key

    from game.engine.deal import parse_code
    from game.ui import palette

    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    fire(app, "on_file_drop", 300, 200, [str(saved_file(tmp_path))])
    replay = app.current_view
    assert isinstance(replay, ReplayView) and replay.focus == -1
    replay.pause()
    button = replay.add_button
    key(app, arcade.key.TAB)
    assert replay.focus_items[replay.focus] is button
    replay.on_draw()
    picture = frame(app)
    ratio = picture.width / app.width
    r = button.rect
    y = round((app.height - r.center_y) * ratio)
    left = [picture.getpixel((round((r.left - dx) * ratio), y)) for dx in range(1, 6)]
    assert palette.FOCUS[:3] in left  # the outline, left of the button
    at = replay.cursor
    key(app, arcade.key.RIGHT)  # the Replay's own key: one step on, the outline stays
    assert replay.cursor == at + 1 and replay.focus_items[replay.focus] is button
    assert app.services.records.history.statistics("eight-off", 8).played == 0
    key(app, arcade.key.SPACE)
    assert app.services.records.history.statistics("eight-off", 8).won == 1 and not button.enabled
    assert "Added to the history" in replay.bar.message.text
    assert replay.focus_items[replay.focus] is replay.controls["start"]  # past the dimmed
    key(app, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert replay.focus_items[replay.focus] is replay.controls["exit"]  # skips it back too
    key(app, arcade.key.ENTER)
    assert app.current_view is table
    assert app.services.records.history.statistics("eight-off", 8).played == 1


def test_a_dropped_file_that_is_no_saved_game_says_why_and_goes_back(app, tmp_path):
    from game.engine.deal import parse_code

    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    bad = tmp_path / "notes.txt"
    bad.write_text("not a game")
    fire(app, "on_file_drop", 10, 10, [str(bad)])
    view = app.current_view
    assert isinstance(view, ReplayMessageView) and "back" in view.buttons
    view.buttons["back"].on_click(None)
    assert app.current_view is table and table.game.code == "EH1-N-AAAAAAB"


def test_replay_file_from_the_command_line_has_the_button(app, tmp_path):
    """``python -m game replay FILE`` (:func:`open_replay_file` without a way back): the
    same button; Back goes to the menu."""
    replay = open_replay_file(app.services, saved_file(tmp_path))
    assert isinstance(replay, ReplayView) and replay.add_button is not None
    replay.on_draw()
    press(app, replay.add_button)
    assert app.services.records.history.statistics("eight-off", 8).won == 1


def test_replay_file_screenshot_shows_the_button(tmp_path):
    """The command line itself: a picture of ``replay FILE`` holds the button's label."""
    path = saved_file(tmp_path)
    out = tmp_path / "replay.png"
    env = {"HARP_EIGHT_HOME": str(tmp_path / "home"), "ARCADE_HEADLESS": "1",
           "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(path), "--screenshot",
                           str(out), "--size", "800x600"], env=env, capture_output=True,
                          text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert out.is_file() and out.stat().st_size > 1000


CHILD = textwrap.dedent(r"""
    import json, subprocess
    import game.ui  # noqa: F401 - the patches first
    from under_x import pump
    from game.storage.settings import Settings
    from game.ui.app import App

    app = App(Settings(start_fullscreen=False, sound=False), 800, 600)
    pump(app, 1.0)
    prop = subprocess.run(["xprop", "-id", str(app._window), "XdndAware"],
                          capture_output=True, text=True)
    print(json.dumps({"xprop": prop.stdout.strip(), "drops": app._file_drops}))
    app.close()
""")


@pytest.mark.skipif(missing_x_tools() is not None or shutil.which("xprop") is None,
                    reason=missing_x_tools() or "xprop is not installed")
def test_under_x_the_window_advertises_drops(tmp_path):
    report = run_under_x(CHILD, tmp_path, "1280x800", timeout=120)
    assert report["drops"] is True
    assert report["xprop"].startswith("XdndAware(ATOM) = "), report


XDND_CHILD = textwrap.dedent(r'''
import json, time
from ctypes import byref, c_char_p, cast, POINTER, c_ubyte
import game.ui  # noqa: F401 - the patches first
import pyglet
from pyglet.libs.x11 import xlib
from game.storage.settings import Settings
from game.ui.app import App
from game.ui.views.replay import ReplayView

FILE = __FILE__
LONG = __LONG__
app = App(Settings(start_fullscreen=False, sound=False), 800, 600)
from game.engine.deal import parse_code
table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)

def pump(seconds):
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.display.select()  # every event of the display, as pyglet's event loop reads them
        app.dispatch_events(); pyglet.clock.tick(); serve(); time.sleep(0.01)

# The drag source: another X client, as a file manager is.
dpy = xlib.XOpenDisplay(None)
root = xlib.XDefaultRootWindow(dpy)
source = xlib.XCreateSimpleWindow(dpy, root, 0, 0, 10, 10, 0, 0, 0)
atom = lambda name: xlib.XInternAtom(dpy, name.encode(), False)
XDND = {n: atom(n) for n in ("XdndEnter", "XdndPosition", "XdndDrop", "XdndSelection",
                             "XdndActionCopy", "XdndStatus", "XdndFinished", "text/uri-list",
                             "XdndTypeList", "UTF8_STRING", "text/plain", "TEXT")}
if LONG:  # more than three types: listed in the source's XdndTypeList property
    from ctypes import c_ulong
    types = (c_ulong * 4)(XDND["UTF8_STRING"], XDND["text/plain"], XDND["TEXT"],
                          XDND["text/uri-list"])
    xlib.XChangeProperty(dpy, source, XDND["XdndTypeList"], 4, 32, xlib.PropModeReplace,
                         cast(types, POINTER(c_ubyte)), 4)
xlib.XSetSelectionOwner(dpy, XDND["XdndSelection"], source, xlib.CurrentTime)
seen = {"status": 0, "served": 0, "finished": 0}
uri = ("file://" + FILE + "\r\n").encode()

def send(kind, l1=0, l2=0, l3=0, l4=0):
    e = xlib.XEvent()
    e.xclient.type = xlib.ClientMessage
    e.xclient.display = dpy
    e.xclient.window = app._window
    e.xclient.message_type = XDND[kind]
    e.xclient.format = 32
    e.xclient.data.l[0] = source
    e.xclient.data.l[1], e.xclient.data.l[2] = l1, l2
    e.xclient.data.l[3], e.xclient.data.l[4] = l3, l4
    xlib.XSendEvent(dpy, app._window, False, xlib.NoEventMask, byref(e))
    xlib.XFlush(dpy)

def serve():
    while xlib.XPending(dpy):
        ev = xlib.XEvent()
        xlib.XNextEvent(dpy, byref(ev))
        if ev.type == xlib.SelectionRequest:
            req = ev.xselectionrequest
            xlib.XChangeProperty(dpy, req.requestor, req.property, req.target, 8,
                                 xlib.PropModeReplace, cast(c_char_p(uri), POINTER(c_ubyte)),
                                 len(uri))
            out = xlib.XEvent()
            out.xselection.type = xlib.SelectionNotify
            out.xselection.display = dpy
            out.xselection.requestor = req.requestor
            out.xselection.selection = req.selection
            out.xselection.target = req.target
            out.xselection.property = req.property
            out.xselection.time = req.time
            xlib.XSendEvent(dpy, req.requestor, False, xlib.NoEventMask, byref(out))
            xlib.XFlush(dpy)
            seen["served"] += 1
        elif ev.type == xlib.ClientMessage:
            if ev.xclient.message_type == XDND["XdndStatus"]:
                seen["status"] += 1
            elif ev.xclient.message_type == XDND["XdndFinished"]:
                seen["finished"] += 1

dropped = []
app.push_handlers(on_file_drop=lambda x, y, p: dropped.append(list(p)) and None)
pump(1.0)
x, y = app.get_location()
if LONG:
    send("XdndEnter", (5 << 24) | 1)
else:
    send("XdndEnter", 5 << 24, XDND["text/plain"], XDND["text/uri-list"])
pump(0.2)
send("XdndPosition", 0, ((x + 300) << 16) | (y + 200), xlib.CurrentTime, XDND["XdndActionCopy"])
pump(0.3)
send("XdndDrop", 0, xlib.CurrentTime)
end = time.perf_counter() + 10
while not isinstance(app.current_view, ReplayView) and time.perf_counter() < end:
    pump(0.1)
view = app.current_view
print(json.dumps({"view": type(view).__name__, "seen": seen, "dropped": dropped,
                  "code": view.timeline.spec.code if isinstance(view, ReplayView) else None,
                  "button": bool(getattr(view, "add_button", None))}))
app.close()
''')


@pytest.mark.skipif(missing_x_tools() is not None, reason=str(missing_x_tools()))
@pytest.mark.parametrize("long_list", [False, True], ids=["types-in-message", "type-list"])
def test_a_file_dropped_through_the_x_server_opens_the_replay(tmp_path, long_list):
    """A real XDND drop under Xvfb: another X client (the drag source, as a file manager)
    offers a saved game's file name (with a space in it) as text/uri-list, listing its
    types in the XdndEnter message itself or in its XdndTypeList property; the game's
    window answers the position, asks for the selection, gets the file and opens its
    Replay with "Add to history"."""
    path = saved_file(tmp_path, "my game.harp-eight")
    source = XDND_CHILD.replace("__FILE__", repr(str(path))).replace("__LONG__", repr(long_list))
    report = run_under_x(source, tmp_path, "1280x800", timeout=180)
    assert report["dropped"] == [[str(path)]]
    assert report["seen"]["status"] >= 1 and report["seen"]["served"] == 1
    assert report["view"] == "ReplayView" and report["code"] == CODE and report["button"]


def test_add_to_history_is_in_the_accessibility_tree_and_pressed_from_it(app, tmp_path):
    """A screen reader finds "Add to history" in the dropped file's Replay and presses it
    from the tree: the game is added once and the button reads as disabled."""
    from game.engine.deal import parse_code

    app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    fire(app, "on_file_drop", 300, 200, [str(saved_file(tmp_path))])
    assert isinstance(app.current_view, ReplayView)
    tree = app.access.tree()
    (button,) = tree.find("Add to history", "button")
    assert "disabled" not in tree.nodes[button].states
    assert tree.act(button, "click")
    assert app.services.records.history.statistics("eight-off", 8).won == 1
    tree = app.access.tree()
    (button,) = tree.find("Add to history", "button")
    assert "disabled" in tree.nodes[button].states
