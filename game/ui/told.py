"""What the player is told about their files: each message once per run, where it is seen.

A file the game could not use (a damaged or newer saved game, settings, records waiting
for the history) is set aside, never lost, and the player is told where it was kept; a
folder that cannot be written is told once, not on every action. A message shows on the
open table when it is in front, else it waits for the next table or the menu.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.i18n import N_, _
from game.storage import autosave
from game.storage.loading import take_problems
from game.storage.pending import WHAT as PENDING_WHAT
from game.storage.settings import WHAT as SETTINGS_WHAT

FILE_MESSAGES = {
    autosave.WHAT: N_("The saved game could not be used; it was kept as {file}."),
    SETTINGS_WHAT: N_("The settings could not be used; they were kept as {file}."),
    PENDING_WHAT: N_("Finished games waiting for the history could not be used; they were "
                     "kept as {file}."),
}
"""What the player reads when :mod:`game.storage.loading` set a file (or part) aside."""
NOTICE_TIME = 5.0
"""Seconds a message about files stays on the table's status line."""


class Told:
    """The messages about files told so far, and the one waiting to be shown.

    Args:
        table: returns the open table (``None``: none).
        front: returns the view on the screen.
        speaker: where a message is announced (:class:`game.ui.services.Speaker`).

    Attributes:
        told: every message told this run (each is told once).
        waiting: the message the next table or the menu shows, if any.
    """

    def __init__(self, table: Callable[[], Any], front: Callable[[], Any], speaker: Any) -> None:
        self._table = table
        self._front = front
        self._speaker = speaker
        self.told: set[str] = set()
        self.waiting: str | None = None

    def forget(self) -> None:
        """As at start-up: nothing told yet, nothing waiting."""
        self.told.clear()
        self.waiting = None

    def take(self) -> str | None:
        """The waiting message (it is shown now, by the caller), or ``None``."""
        text, self.waiting = self.waiting, None
        return text

    def tell_once(self, text: str, now: bool = True, kind: str = "message") -> None:
        """Show ``text`` (translated) once per run: on the open table when ``now`` and it
        is in front, else on the next table or menu shown. It is announced once, at once
        (``kind``: see :class:`~game.ui.access.announcer.Announcement`)."""
        if text in self.told:
            return
        self.told.add(text)
        table = self._table()
        if now and table is not None and table is self._front():
            table.show_message(text, NOTICE_TIME, kind=kind)
        else:
            self.waiting = text
            self._speaker.announce(text, kind)

    def report_file_problems(self) -> None:
        """Tell, once each, about the files the game could not use and set aside."""
        for problem in take_problems():
            if problem.kept_as is not None and problem.what in FILE_MESSAGES:
                text = _(FILE_MESSAGES[problem.what]).format(file=problem.kept_as)
            else:
                text = _("A file of the game could not be used: {file}.").format(
                    file=problem.kept_as or problem.path)
            self.tell_once(text, kind="files")
