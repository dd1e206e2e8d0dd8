"""The accessibility tree through the real accessibility bus (AT-SPI), as Orca reads it.

The game runs in a real window on an Xvfb screen of its own (``under_x.own_display``) inside
its own D-Bus session (``dbus-run-session``) with accessibility switched on
(``org.a11y.Status.IsEnabled``); ``accesskit``'s Unix adapter publishes its tree; a reader,
a separate process of the system's ``/usr/bin/python3`` (Debian's ``pyatspi`` imports only
there), walks the bus and must find the menu's buttons by their names in English, Croatian
and Russian, then the piles and cards of a table, a refusal's reminder in the live region,
and a "press" on Settings must open Settings. Skipped, with the reason, where a tool is
missing (Debian packages: at-spi2-core, python3-pyatspi, dbus, xvfb).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from under_x import ROOT, own_display

READER = ROOT / "tests" / "atspi_reader.py"
SYSTEM_PYTHON = "/usr/bin/python3"
CODE = "EO1-C8-AAAAAFA"


def missing_tools() -> str | None:
    """Why the bus test cannot run here, or ``None``."""
    for tool in ("dbus-run-session", "dbus-send", "Xvfb"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian packages dbus, xvfb)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi-bus-launcher is not installed (Debian package at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists() or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        return "pyatspi does not import in /usr/bin/python3 (Debian package python3-pyatspi)"
    try:
        import accesskit  # noqa: F401
    except ImportError:
        return "accesskit is not installed"
    return None


CHILD = r'''
import json, subprocess, sys, time
subprocess.run(["dbus-send", "--session", "--print-reply", "--dest=org.a11y.Bus",
                "/org/a11y/bus", "org.freedesktop.DBus.Properties.Set",
                "string:org.a11y.Status", "string:IsEnabled", "variant:boolean:true"],
               check=True, capture_output=True)
import pyglet
from game.engine.deal import parse_code
from game.storage.settings import Settings
from game.ui.app import App

steps = json.loads(sys.argv[1])
app = App(Settings(sound=False, start_fullscreen=False), 1280, 800)

def pump(seconds):
    end = time.time() + seconds
    while time.time() < end:
        pyglet.clock.tick()
        app.dispatch_events()
        app.dispatch_event("on_update", 1 / 60)
        app.on_draw()
        app.flip()
        time.sleep(0.01)

app.nav.show_menu()
pump(0.05)
app.first_frame_drawn()  # (what the frame loop calls after the first frame: the adapter)
report = {"adapter": app.access.adapter is not None, "reads": []}
for lang, view, wanted, click in steps:
    app.services.prefs.apply_language(lang)
    if view == "menu":
        app.nav.show_menu()
    else:
        table = app.nav.start(parse_code(view), animate=False)
        if click == "refuse":  # the ten of diamonds onto the five of clubs
            table.play(table.game.parse("1>2"))
            click = None
    pump(0.3)
    extra = [click[0], json.dumps(click[1])] if click else []
    reader = subprocess.Popen([sys.argv[2], sys.argv[3], json.dumps(wanted), "20", *extra],
                              stdout=subprocess.PIPE, text=True)
    while reader.poll() is None:
        pump(0.05)
    report["reads"].append(json.loads(reader.stdout.read()))
report["active"] = bool(app.access.adapter and app.access.adapter.active)
print(json.dumps(report))
'''


def read_on_the_bus(python: str, steps: list, tmp_path: Path, python_path: str) -> dict:
    """Run :data:`CHILD` with the interpreter ``python`` (its module path ``python_path``)
    in a D-Bus session of its own, on an X server of its own (1280×800), with a fresh game
    home in ``tmp_path``; return its report (the test fails with the child's stderr when
    it printed none or failed)."""
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    env = dict(os.environ, HARP_EIGHT_HOME=str(tmp_path / "home"), HARP_EIGHT_AUDIO="silent",
               PYTHONPATH=python_path)
    for name in ("ARCADE_HEADLESS", "DBUS_SESSION_BUS_ADDRESS", "AT_SPI_BUS_ADDRESS"):
        env.pop(name, None)
    with own_display("1280x800") as display:
        env["DISPLAY"] = display
        out = subprocess.run(
            ["dbus-run-session", "--", python, str(script), json.dumps(steps), SYSTEM_PYTHON,
             str(READER)], env=env, capture_output=True, text=True, timeout=240)
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    assert out.returncode == 0 and lines, out.stderr[-3000:]
    return json.loads(lines[-1])


def menu_names(lang: str) -> list[str]:
    from game.i18n import _, set_language

    set_language(lang)
    try:
        return [_("New game"), _("History"), _("Statistics"), _("Rules"), _("Settings"),
                _("Quit")]
    finally:
        set_language("en")


def table_names(lang: str) -> list[str]:
    from game.engine.cards import Card
    from game.engine.table import COLUMN, Pile
    from game.i18n import set_language
    from game.ui.access.names import card_name, pile_summary, pile_title  # noqa: F401

    set_language(lang)
    try:
        from game.engine.deal import parse_code
        from game.engine.game import Game

        game = Game(parse_code(CODE))
        pos = game.position
        return [pile_summary(pos, Pile(COLUMN, 0)), card_name(Card(12, "S")),
                card_name(Card(10, "D")), pile_summary(pos, Pile(COLUMN, 7))]
    finally:
        set_language("en")


def refusal(lang: str) -> str:
    from game.i18n import set_language
    from game.reminders import reminder_text

    set_language(lang)
    try:
        return reminder_text("EO-BUILD")
    finally:
        set_language("en")


def settings_names(lang: str) -> list[str]:
    from game.i18n import _, set_language

    set_language(lang)
    try:
        return [_("Interactive rules"), _("Accessibility")]
    finally:
        set_language("en")


@pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))
def test_a_screen_reader_reads_the_menu_in_three_languages_and_the_table(tmp_path):
    steps = [(lang, "menu", menu_names(lang), None) for lang in ("en", "hr", "ru")]
    steps.append(("en", CODE, table_names("en"), None))
    steps.append(("ru", CODE, [*table_names("ru"), refusal("ru")], "refuse"))
    # A screen reader's "press" on Settings opens it (the action runs on the UI thread).
    steps.append(("hr", "menu", menu_names("hr"), (menu_names("hr")[4], settings_names("hr"))))
    report = read_on_the_bus(sys.executable, steps, tmp_path, str(ROOT))
    assert report["adapter"] and report["active"]
    for (lang, view, wanted, click), read in zip(steps, report["reads"], strict=True):
        assert read["missing"] == [], (lang, view, read)
        if isinstance(click, tuple):
            assert read["clicked"] and read["then_missing"] == [], read
        roles = {name: role for role, name in read["nodes"]}
        if view == "menu":
            assert all(roles[name] == "push button" for name in wanted), (lang, roles)
        else:
            assert roles[wanted[0]] == "list" and roles[wanted[1]] == "list item"


@pytest.mark.skipif(missing_tools() is not None, reason=str(missing_tools()))
def test_the_bus_lists_the_application_by_its_executables_name(tmp_path):
    """AT-SPI lists an application by its executable's file name (accesskit 0.7's tree has
    no application name, and a process name set with prctl does not change it: measured),
    so from source the game is "python3.11"; the frozen game's executable is called
    ``harp-and-eight`` (the PyInstaller spec), and an interpreter of that name is listed
    so."""
    import re
    import sysconfig

    spec = (ROOT / "build_scripts" / "harp_and_eight.spec").read_text(encoding="utf-8")
    (APP_NAME,) = re.findall(r'^APP_NAME = "([^"]+)"', spec, re.MULTILINE)
    named = tmp_path / APP_NAME
    shutil.copy2(os.path.realpath(sys.executable), named)
    steps = [("en", "menu", menu_names("en"), None)]
    path = os.pathsep.join([str(ROOT), sysconfig.get_paths()["purelib"],
                            sysconfig.get_paths()["platlib"]])
    (read,) = read_on_the_bus(str(named), steps, tmp_path, path)["reads"]
    assert read["missing"] == []
    applications = {name for role, name in read["nodes"] if role == "application"}
    assert APP_NAME in applications, applications
