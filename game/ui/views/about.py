"""The About scene: the game's name, version and licence, where the player's files are
kept, and the third-party software the game bundles.

The page (scrollable like a Rules page: mouse wheel, Page Up/Down, Home/End, arrow keys)
says where the settings, the games and the history, and the exported games are kept; then
lists every bundled component with its version and licence (:mod:`game.notices`: a frozen
build's shipped notices, or, in a source tree or an installed wheel, the notices made from
the installed metadata). Buttons: *Open the folder* (the games' folder, in the system's
file manager), *Licence texts* (the full notices file, in the system's text viewer) and
*Back* (Esc).

A choice: the page lists the components and their licences, and the full licence texts
open as a file. The texts are long (about 160 KB in a source tree, more in a build: Pillow's
alone is 66 KB); pyglet lays 160 KB out in about 0.85 s on these machines, too long for a
scene that opens in one frame, and a text viewer searches and copies them better.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from game import version
from game.i18n import _
from game.ui import palette
from game.ui.background import BackgroundJob
from game.ui.gui import gui
from game.ui.views.basics import font_size
from game.ui.views.common import (
    SceneFrame,
    SceneView,
    centered,
    framed_panel,
    make_button,
    make_label,
    panel_on_felt,
    row_widths,
)
from game.ui.views.rules import B, H, P, RulesText, panel_box, sizes, text_size

if TYPE_CHECKING:
    from game.notices import Notice
    from game.ui.services import Services

_reading: BackgroundJob[list[Notice]] | None = None
"""The notices being read, or read (once a run)."""


def _read_notices() -> list[Notice]:
    from game.notices import current_notices

    try:
        return current_notices()
    except Exception:  # a damaged or never-installed tree: the page says so
        return []


def notices_reading() -> BackgroundJob[list[Notice]]:
    """The notices of what runs now (:func:`game.notices.current_notices`), read once a run
    on a worker thread: reading the installed packages' metadata takes a few hundred
    milliseconds, which no frame of the scene's build waits for. The list is empty when
    they cannot be read (the page then says so)."""
    global _reading
    if _reading is None:
        _reading = BackgroundJob(_read_notices)
    return _reading


def bundled_notices() -> list[Notice]:
    """The notices of what runs now (:func:`notices_reading`), waited for."""
    job = notices_reading()
    job.wait()
    return job.result()


def player_folders() -> tuple[Path, Path, Path]:
    """``(settings, games and history, exports)``: the folders of the player's files."""
    from game.storage.exchange import exports_dir
    from game.storage.files import app_dirs

    dirs = app_dirs()
    try:
        exports = exports_dir()
    except OSError:
        exports = dirs.data_dir
    return dirs.config_dir, dirs.data_dir, exports


def page_blocks(notices: list[Notice], folders: tuple[Path, Path, Path]
                ) -> list[tuple[str, str]]:
    """The page: the player's folders, then one bullet per bundled component."""
    config, data, exports = folders
    from game.desktop import SUMMARY

    blocks = [
        (P, _(SUMMARY) + "."),
        (H, _("Your files")),
        (B, _("Settings: {folder}").format(folder=config)),
        (B, _("Games in progress and the history: {folder}").format(folder=data)),
        (B, _("Exported games: {folder}").format(folder=exports)),
        (H, _("Third-party software")),
        (P, _("The game includes the software below, each part under its own licence; "
              "the Licence texts button opens them in full.")),
    ]
    if not notices:
        blocks.append((P, _("The list of third-party software cannot be read.")))
    for n in notices:
        blocks.append((B, _("{name} {version}: {licence}").format(
            name=n.name, version=n.version, licence=n.licence).replace("  ", " ")))
    return blocks


class AboutView(SceneView):
    """The About scene (see the module's docstring).

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc returns to (the menu by default).
    """

    def __init__(self, services: Services, back: arcade.View | None = None) -> None:
        super().__init__(services, back)
        self.text: RulesText | None = None
        self.message = ""
        """A problem with the last button pressed (shown under the page), or ""."""

    def reset(self) -> None:
        self.message = ""
        if self.text is not None:
            self.text.scroll_to(top=True)

    def layout_key(self) -> tuple:
        return (self.message,)

    def build(self, width: float, height: float) -> Iterator[None]:
        reading = notices_reading()
        while not reading.wait(0.002):  # a step a frame until the notices are read
            yield
        notices = reading.result()
        folders = player_folders()
        yield
        s, size, bh, gap, pad = sizes(width, height)
        text_w, text_h = text_size(width, height)
        title = make_label(_("Easy Harp & Eight Off"), font_size(24, s), color=palette.TITLE,
                           bold=True, width=text_w, align="center")
        line = make_label(
            _("Version {version}. Free software: the MIT licence.").format(version=version()),
            font_size(13, s), color=palette.DIM, width=text_w, align="center")
        offset = self.text.layout.view_y if self.text is not None else 0
        self.text = RulesText(page_blocks(notices, folders), font_size(13, s),
                              width=text_w, height=text_h - round(20 * s))
        self.text.layout.view_y = offset
        yield
        row = gui.UIBoxLayout(vertical=False, space_between=gap)
        labels = (_("Open the folder"), _("Licence texts"), _("Back"))
        folder_w, texts_w, back_w = row_widths(labels, size, (190 * s, 190 * s, 150 * s),
                                               width - 4 * pad, (gap, gap))
        self.folder_button = self.focusable(row.add(make_button(
            labels[0], self.open_folder, round(folder_w), bh, size)))
        self.texts_button = self.focusable(row.add(make_button(
            labels[1], self.open_texts, round(texts_w), bh, size)))
        self.back_button = self.focusable(row.add(make_button(
            labels[2], self.back, round(back_w), bh, size)))
        if self.message:
            row.add(make_label(self.message, font_size(12, s), color=palette.ERROR))
        box = gui.UIBoxLayout(vertical=True, space_between=gap)
        for widget in (title, line, self.text, row):
            box.add(widget)
        self.panel = centered(self, framed_panel(box, pad))

    def scene_frame(self, width: float, height: float) -> SceneFrame:
        """The dark panel, drawn at once when the scene opens (the Rules' size)."""
        left, bottom, right, top = panel_box(width, height)
        return SceneFrame(panels=[(arcade.types.LRBT(left, right, bottom, top),
                                   panel_on_felt())])

    # ------------------------------------------------------------------ actions
    def open_folder(self) -> None:
        """Open the folder of the games and the history in the file manager."""
        from game.desktop import open_in_system

        self._said(open_in_system(player_folders()[1]),
                   _("The folder cannot be opened."))

    def open_texts(self) -> None:
        """Open the full third-party notices (a build's file; in a source tree or a wheel,
        written into the cache folder first)."""
        from game.desktop import open_in_system
        from game.notices import NOTICES_FILE, render, shipped_folder
        from game.storage.files import app_dirs, atomic_write_bytes

        folder = shipped_folder()
        path = folder / NOTICES_FILE if folder is not None else None
        if path is None or not path.is_file():
            path = app_dirs().cache_dir / NOTICES_FILE
            try:
                atomic_write_bytes(path, render(bundled_notices()).encode("utf-8"))
            except OSError as exc:
                self._said(str(exc), _("The licence texts cannot be opened."))
                return
        self._said(open_in_system(path), _("The licence texts cannot be opened."))

    def _said(self, problem: str | None, message: str) -> None:
        """Show ``message`` under the page when ``problem`` (logged) is not ``None``."""
        if problem is not None:
            import logging

            logging.getLogger(__name__).warning("%s (%s)", message, problem)
        shown = message if problem is not None else ""
        if shown != self.message:
            self.message = shown
            self.rebuild()

    # ------------------------------------------------------------------ input
    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol != key.ESCAPE and self.finish_filling() \
                and self.ui.on_key_press(symbol, modifiers):
            return True
        text = self.text
        if text is not None:
            page = text.layout.height * 0.9
            line = text.scroll_speed
            moves = {key.PAGEDOWN: page, key.PAGEUP: -page, key.DOWN: line, key.UP: -line}
            if symbol in moves:
                text.scroll(moves[symbol])
                return True
            if symbol in (key.HOME, key.END):
                text.scroll_to(top=symbol == key.HOME)
                return True
        return super().on_key_press(symbol, modifiers)

