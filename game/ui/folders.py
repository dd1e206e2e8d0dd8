"""Show a folder in the system's file manager (the player's "where is my file?").

:func:`open_folder` hands the folder to the system's own way of opening one: Windows'
``os.startfile``, macOS' ``open``, elsewhere the freedesktop ``xdg-open``. It never waits
for the file manager (the frame that handled the click goes on at once) and is harmless
where there is none: it says so by returning ``False`` and the caller tells the player
where the folder is instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path


def folder_opener() -> list[str] | None:
    """The command that opens a folder here (the folder's path goes last), or ``None``
    where there is none (Windows uses ``os.startfile``, not a command)."""
    if sys.platform == "darwin":
        name = "open"
    elif sys.platform.startswith("win"):
        return None
    else:
        name = "xdg-open"
    found = shutil.which(name)
    return [found] if found else None


def open_folder(folder: Path | str) -> bool:
    """Open ``folder`` in the system's file manager, without waiting for it.

    Args:
        folder: an existing folder.

    Returns:
        Whether a file manager was asked to show it (``False``: no way to open folders
        here, the folder is missing, or starting the opener failed; nothing raises).
    """
    path = Path(folder)
    if not path.is_dir():
        return False
    if sys.platform.startswith("win"):
        startfile = getattr(os, "startfile", None)
        if startfile is None:
            return False
        try:
            startfile(str(path))  # (returns at once)
        except OSError:
            return False
        return True
    command = folder_opener()
    if command is None:
        return False
    try:
        child = subprocess.Popen(
            [*command, str(path)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True, close_fds=True)
    except OSError:
        return False
    # Reaped by a thread of its own: the game never waits, and no zombie stays behind.
    threading.Thread(target=child.wait, name="folder-opener", daemon=True).start()
    return True


__all__ = ["folder_opener", "open_folder"]
