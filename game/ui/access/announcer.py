"""The announcer: one object the table and the scenes report what a listener must hear.

Everything the game says to a player in passing (a refused move's reminder, a hint, the
"no moves left" notice, the win, the "Leave this game?" question, a deal and a redeal,
undo and redo, files set aside) is shown where it always was and also handed to
:meth:`Announcer.announce`. The announcer keeps the last ones (the tree's live region reads
the newest; "repeat the last announcement" reads it again) and passes each, once and in
order, to its listeners: the speech layer (Settings → Speak) and the accessibility adapter.

Pure: no arcade, no threads. Texts arrive translated.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

log = logging.getLogger(__name__)

KEPT = 50
"""Announcements kept (the newest last)."""


@dataclass(frozen=True)
class Announcement:
    """One thing said.

    Attributes:
        text: what is said (translated).
        kind: what it is, for tests and listeners: ``"reminder"``, ``"hint"``,
            ``"notice"``, ``"win"``, ``"question"``, ``"deal"``, ``"redeal"``, ``"undo"``,
            ``"redo"``, ``"files"``, ``"message"``, ``"reading"`` (a reading key's answer).
        number: its place in the run (1, 2, …): two equal texts in a row are still two
            announcements.
        urgent: said at once, cutting what is being said (a refusal, a question);
            otherwise after it.
    """

    text: str
    kind: str = "message"
    number: int = 0
    urgent: bool = False


class Announcer:
    """Collects announcements and hands each to the listeners, never raising.

    Attributes:
        said: the last :data:`KEPT` announcements, oldest first.
    """

    def __init__(self) -> None:
        self.said: list[Announcement] = []
        self._listeners: list[Callable[[Announcement], object]] = []
        self._count = 0

    def listen(self, listener: Callable[[Announcement], object]) -> None:
        """Call ``listener(announcement)`` for every later announcement."""
        self._listeners.append(listener)

    def forget(self, listener: Callable[[Announcement], object]) -> None:
        """Stop calling ``listener``."""
        if listener in self._listeners:
            self._listeners.remove(listener)

    def announce(self, text: str, kind: str = "message", urgent: bool = False
                 ) -> Announcement | None:
        """Say ``text`` (translated; blank text says nothing).

        Returns:
            The announcement made, or ``None`` for a blank text.
        """
        text = " ".join(text.split())
        if not text:
            return None
        self._count += 1
        said = Announcement(text, kind, self._count, urgent)
        self.said.append(said)
        del self.said[:-KEPT]
        for listener in list(self._listeners):
            try:
                listener(said)
            except Exception:  # noqa: BLE001 - a listener never breaks the game
                log.exception("an announcement listener failed")
        return said

    @property
    def last(self) -> Announcement | None:
        """The newest announcement, if any."""
        return self.said[-1] if self.said else None

    def repeat(self) -> Announcement | None:
        """Say the newest announcement (other than a repetition) again; ``None`` when
        nothing was said yet."""
        for said in reversed(self.said):
            if said.kind != "repeat":
                return self.announce(said.text, "repeat", urgent=True)
        return None
