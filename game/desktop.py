"""Handing a file or folder to the desktop: the file manager, the text viewer.

:func:`open_in_system` opens a path with what the system uses for it (``xdg-open`` on Linux
and the BSDs, ``open`` on macOS, ``os.startfile`` on Windows). It never waits for what it
starts (the frame that handled the click goes on at once), a thread of its own reaps the
child (no zombie stays behind), and it is harmless where no opener exists: it returns why,
and the caller tells the player (where the folder is, or that it cannot be opened).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
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


def open_in_system(path: Path | str) -> str | None:
    """Open ``path`` (a folder: in the file manager; a file: in its application), in the
    background, without waiting for it.

    Args:
        path: an existing folder or file.

    Returns:
        ``None`` when it was handed over; otherwise why not, in plain English (the path is
        missing, no opener is installed, or starting it failed; nothing raises). The caller
        shows its own translated message; the reason is for the log.
    """
    path = Path(path)
    if not path.exists():
        return f"{path} does not exist"
    if sys.platform == "win32":
        startfile = getattr(os, "startfile", None)
        if startfile is None:
            return "os.startfile is missing"
        try:
            startfile(str(path))  # noqa: S606 - Windows only (returns at once)
        except OSError as exc:
            return str(exc)
        return None
    command = opener_command(path)
    if command is None:
        return "no program to open files with (xdg-open) is installed"
    try:
        child = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True)
    except OSError as exc:
        return str(exc)
    # Reaped by a thread of its own: the game never waits, and no zombie stays behind.
    threading.Thread(target=child.wait, name="system-opener", daemon=True).start()
    return None
