"""Finished games on their way to the history: kept until the history has them.

A finished game is delivered at least once and stored once (the history keeps one row per
game, :attr:`~game.storage.history.GameRecord.identity`). Until the history has it, it is
kept where it can be:

* in memory (:class:`Courier`, the latest :data:`MAX_HELD`), tried again on every later
  write of the game and at quit; meanwhile the journal keeps the game it holds (a new
  deal's first save waits, :meth:`~game.ui.in_progress.GameInProgress.save`), so a disk
  full until quit still leaves the game left (or won) for the next start;
* in the waiting queue ``history_pending.json`` (:mod:`game.storage.pending`) as soon as a
  write of it succeeds, delivered at the next start;
* a won game is also the journal's last line (:mod:`game.storage.journal`), written into
  the room kept free at every game's start (:func:`~game.storage.files.reserve_room`), and
  the next start delivers it from there
  (:func:`~game.storage.pending.deliver_won_journal`).

The player reads what really happened, in their language: the history is busy, damaged or
newer, or there is no space left on the disk; and whether the game is safe (waiting in a
file) or kept in memory only (quit before there is space, only the first game so held
comes back, from the journal, as far as it was saved).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from game.i18n import N_
from game.storage.pending import flush_pending, keep_pending

if TYPE_CHECKING:
    from game.storage.history import GameRecord, History

log = logging.getLogger(__name__)

KEPT_IN_FILE = N_("This game is kept and will be recorded later.")
KEPT_IN_MEMORY = N_("This game is kept while the game runs and recorded as soon as it can "
                    "be. If you quit before, only the first game kept this way comes back "
                    "at the next start, as far as it was saved; later games and moves not "
                    "saved are lost.")
"""What the player reads while finished games are held in memory only: the journal keeps
the first of them (a new deal's first save waits while one is held), up to its last save
that reached the disk; the ones held after it were never saved."""

MAX_HELD = 32
"""Finished games held in memory at most: a run on a disk that stays full keeps the latest
ones (each holds its whole move log); an older one is let go, logged."""

Message = tuple[str, dict[str, object]]
"""A template marked for translation and its values (the UI translates and joins them)."""


@dataclass
class Courier:
    """The finished games the history does not have yet, tried again until it does.

    Attributes:
        held: The records kept in memory (neither the history nor the waiting queue could
            be written), oldest first, at most :data:`MAX_HELD`.
    """

    held: list[GameRecord] = field(default_factory=list)
    pending_path: Path | None = None
    """The waiting queue (``None``: the data folder's)."""

    def deliver(self, history: History, record: GameRecord) -> list[Message]:
        """Store a finished game, or keep it until it can be.

        Args:
            history: The history.
            record: The game.

        Returns:
            Nothing when the history has it (and every game held before); otherwise what
            the player reads: why the history could not take it, and where it is kept.
        """
        self.held.append(record)
        if len(self.held) > MAX_HELD:
            gone = self.held.pop(0)
            log.error("more than %d finished games wait in memory; %s (%s) is let go",
                      MAX_HELD, gone.code, gone.started)
        return self.retry(history)

    def retry(self, history: History) -> list[Message]:
        """Try the held games again: into the history, else into the waiting queue.

        Returns:
            As :meth:`deliver` (nothing when nothing is held).
        """
        if not self.held:
            return []
        flush_pending(history, self.pending_path)
        if history.store(self.held) is not None:
            self.held.clear()
            return []
        reason = history.write_problem()
        while self.held and keep_pending(self.held[0], self.pending_path):
            self.held.pop(0)
        return [reason, (KEPT_IN_MEMORY if self.held else KEPT_IN_FILE, {})]
