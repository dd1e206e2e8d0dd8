"""The About scene: name, version, licence, the player's folders (a button opens them),
every bundled component with its licence (scrollable), the full texts one button away;
Esc back; it fits at 800x600 in every language."""

from __future__ import annotations

from pathlib import Path

import arcade
import pytest
from conftest import click, key

import game
from game.i18n import LANGUAGES, set_language
from game.storage.files import app_dirs
from game.ui.navigator import open_scene
from game.ui.views import about
from game.ui.views.about import AboutView
from game.ui.views.menu import MenuView


def _page_text(view: AboutView) -> str:
    return view.text.doc.text


def _labels(view: AboutView) -> list[str]:
    return [w.text for w in view.ui.walk_widgets() if hasattr(w, "text")
            and isinstance(w.text, str)]


def test_the_menu_opens_it_and_esc_comes_back_to_its_button(app):
    open_scene(app.nav, "menu")
    menu = app.current_view
    button = menu.buttons["about"]
    click(app, button.rect.center_x, button.rect.center_y)
    assert isinstance(app.current_view, AboutView)
    key(app, arcade.key.ESCAPE)
    assert isinstance(app.current_view, MenuView)
    back = app.current_view
    assert back.focus_items[back.focus] is back.buttons["about"]


def test_it_says_the_name_the_version_and_the_licence(app):
    open_scene(app.nav, "about")
    labels = " ".join(_labels(app.current_view))
    assert "Easy Harp & Eight Off" in labels
    assert f"Version {game.version()}." in labels and "MIT" in labels


def test_it_lists_every_bundled_component_with_its_licence(app):
    open_scene(app.nav, "about")
    text = _page_text(app.current_view)
    notices = about.bundled_notices()
    assert {"arcade", "pyglet", "Python"} <= {n.name for n in notices}
    for n in notices:
        assert f"{n.name} {n.version}: {n.licence}".replace("  ", " ") in text


def test_it_says_where_the_players_files_are(app):
    open_scene(app.nav, "about")
    text = _page_text(app.current_view)
    dirs = app_dirs()
    assert str(dirs.config_dir) in text and str(dirs.data_dir) in text


def test_open_the_folder_hands_the_games_folder_to_the_file_manager(app, monkeypatch):
    opened = []
    monkeypatch.setattr("game.desktop.open_in_system", lambda path: opened.append(path))
    open_scene(app.nav, "about")
    view = app.current_view
    click(app, view.folder_button.rect.center_x, view.folder_button.rect.center_y)
    assert opened == [app_dirs().data_dir] and view.message == ""


def test_a_folder_that_cannot_be_opened_is_said_on_the_scene(app, monkeypatch):
    monkeypatch.setattr("game.desktop.open_in_system", lambda path: "no xdg-open")
    open_scene(app.nav, "about")
    view = app.current_view
    view.open_folder()
    assert view.message == "The folder cannot be opened."
    assert "The folder cannot be opened." in _labels(view)


def test_licence_texts_opens_the_full_notices(app, monkeypatch):
    opened: list[Path] = []
    monkeypatch.setattr("game.desktop.open_in_system", lambda path: opened.append(path))
    open_scene(app.nav, "about")
    view = app.current_view
    click(app, view.texts_button.rect.center_x, view.texts_button.rect.center_y)
    (path,) = opened
    text = path.read_text(encoding="utf-8")
    assert path.parent == app_dirs().cache_dir  # a source tree: written from the metadata
    assert "Permission is hereby granted" in text and "PERMISSION & CONDITIONS" in text


def test_the_page_scrolls_with_the_keys(app):
    open_scene(app.nav, "about")
    app.current_view.on_resize(800, 600)
    view = app.current_view
    assert view.text.layout.view_y == 0
    key(app, arcade.key.PAGEDOWN)
    assert view.text.layout.view_y < 0
    key(app, arcade.key.HOME)
    assert view.text.layout.view_y == 0


def _inside(inner, outer, slack=0.5):
    return (inner.left >= outer.left - slack and inner.bottom >= outer.bottom - slack
            and inner.right <= outer.right + slack and inner.top <= outer.top + slack)


@pytest.mark.parametrize("lang", list(LANGUAGES))
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_it_fits_the_window_in_every_language(app, lang, size):
    set_language(lang)
    w, h = size
    open_scene(app.nav, "about")
    view = app.current_view
    view.on_resize(w, h)
    window = arcade.LBWH(0, 0, w, h)
    panel = view.panel.rect
    assert _inside(panel, window)
    checked = 0
    for widget in view.ui.walk_widgets():
        if widget is view.panel or view.panel in list(widget.children):
            continue  # the centring layouts around the panel
        assert _inside(widget.rect, panel), (lang, size, widget)
        label = getattr(widget, "_label", None)  # a UILabel's arcade.Text
        if label is not None and getattr(widget, "text", ""):  # a label: its text not cut
            assert label.content_width <= widget.rect.width + 1, (lang, widget.text)
            checked += 1
    assert checked >= 2  # the title and the version line
    for button in view.focus_items:
        assert button.rect.width > 20 and button.rect.height > 15
    layout = view.text.layout
    assert layout.content_width <= layout.width + 1  # the page's lines wrap in its width
    assert layout.height >= 120  # room for the list: it scrolls


def test_the_opener_of_each_system(tmp_path, monkeypatch):
    from game import desktop

    assert desktop.opener_command(tmp_path, "darwin") == ["open", str(tmp_path)]
    assert desktop.opener_command(tmp_path, "win32") is None  # os.startfile
    monkeypatch.setattr(desktop.shutil, "which", lambda name: f"/usr/bin/{name}")
    assert desktop.opener_command(tmp_path, "linux") == ["/usr/bin/xdg-open", str(tmp_path)]
    monkeypatch.setattr(desktop.shutil, "which", lambda name: None)
    assert desktop.opener_command(tmp_path, "linux") is None
    assert desktop.open_in_system(tmp_path / "missing").endswith("does not exist")


def test_the_notices_are_read_off_the_windows_thread_while_it_fills_in(app, monkeypatch):
    """Reading the installed metadata takes a few hundred ms: a worker thread reads it, and
    the scene's build takes a step a frame until the notices are there."""
    import threading

    from game.ui.views import about

    release = threading.Event()
    readers = []

    def slow_read():
        readers.append(threading.current_thread())
        release.wait(5)
        return [about_notice()]

    monkeypatch.setattr(about, "_reading", None)
    monkeypatch.setattr(about, "_read_notices", slow_read)
    view = AboutView(app.services)
    steps = view.build(*app.get_size())
    for _ in range(5):  # the build waits, a short step at a time
        next(steps)
    assert view.text is None
    release.set()
    for _ in steps:
        pass
    assert readers and readers[0] is not threading.main_thread()
    assert "Test part 1.0: MIT" in view.text.doc.text


def about_notice():
    from game.notices import Notice

    return Notice(name="Test part", version="1.0", licence="MIT", kind="component",
                  source="a test", text="")
