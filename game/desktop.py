"""Handing a file or folder to the desktop: the file manager, the text viewer.

:func:`open_in_system` opens a path with what the system uses for it (``xdg-open`` on Linux
and the BSDs, ``open`` on macOS, ``os.startfile`` on Windows), without waiting for it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from game.i18n import N_

APP_ID = "org.harpandeight.game"
"""The application's id (reverse DNS): the desktop entry's and the AppStream component's
name, the icon's name, the macOS bundle identifier."""
MIME_TYPE = "application/x-harp-eight-saved-game"
"""The file type of saved games (``*.harp-eight``, see
:data:`game.storage.exchange.SAVED_GAME_SUFFIX`): a kind of JSON."""
NAME = N_("Easy Harp & Eight Off")
"""The application's name (a desktop's menu shows it)."""
GENERIC_NAME = N_("Solitaire")
"""What kind of application it is (the desktop entry's GenericName)."""
SUMMARY = N_("Two patience games with exact rules, smooth animation and replays")
"""One line about the game (the desktop entry's Comment, the metainfo's summary, About)."""
SAVED_GAME = N_("Easy Harp & Eight Off saved game")
"""The file type's name (a file manager shows it)."""


def opener_command(path: Path, platform: str = sys.platform) -> list[str] | None:
    """The command that opens ``path`` on ``platform`` (``sys.platform``'s values); ``None``
    on Windows (``os.startfile`` does it) or where no opener is installed."""
    if platform == "win32":
        return None
    if platform == "darwin":
        return ["open", str(path)]
    tool = shutil.which("xdg-open")
    return [tool, str(path)] if tool else None


def open_in_system(path: Path) -> str | None:
    """Open ``path`` (a folder: in the file manager; a file: in its application), in the
    background.

    Returns:
        ``None`` when it was handed over; otherwise why not, in plain English (the caller
        translates its own message; the reason is for the log).
    """
    if not path.exists():
        return f"{path} does not exist"
    try:
        if sys.platform == "win32":
            os.startfile(path)  # type: ignore[attr-defined]  # noqa: S606 - Windows only
            return None
        command = opener_command(path)
        if command is None:
            return "no program to open files with (xdg-open) is installed"
        subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    except OSError as exc:
        return str(exc)
    return None
