"""The Replay's line chooser: the whole history or the net line.

Two lines of a log can be replayed (:class:`~game.engine.timeline.Timeline`): the whole
history, every entry with the undos, and the net line, only the actions still in effect at
the end. The net line is known once the whole log is read: asked for earlier, the rest of
the log is read at once when it is short enough, else (a very long game) the line is chosen
when the reading ends, the note above the bar saying so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.timeline import HISTORY, MODES
from game.i18n import _
from game.ui.views.replay_reading import PROGRESS_AFTER

if TYPE_CHECKING:
    from game.engine.timeline import Timeline
    from game.ui.views.replay_reading import LogReading


class LineChooser:
    """The line a Replay follows, and the one asked for while the log is being read.

    Args:
        timeline: the replay's positions.
        reading: the reading of its log.
        tell: shows a note above the control bar for some seconds.

    Attributes:
        mode: the line followed (:data:`~game.engine.timeline.HISTORY` or
            :data:`~game.engine.timeline.NET`).
    """

    def __init__(self, timeline: Timeline, reading: LogReading,
                 tell: Callable[..., None]) -> None:
        self.timeline = timeline
        self.reading = reading
        self.tell = tell
        self.mode = HISTORY
        self._pending: str | None = None
        """A line asked for before the log was read (chosen when it is)."""

    def ask(self, mode: str, at: int) -> int | None:
        """The player asks for line ``mode`` while position ``at`` of the line followed is
        shown: the corresponding position of ``mode``, now followed; ``None`` when nothing
        changes now (the same line, or the log still too long to read at once)."""
        if mode == self.mode or mode not in MODES:
            self._pending = None
            return None
        if self.reading.far_from_end():
            self._pending = mode
            self.tell(_("Reading the moves… the line is shown when all are read."),
                      seconds=PROGRESS_AFTER + 1.0)
            return None
        k = self.timeline.to_mode(self.mode, at, mode)  # completes the fold
        self.reading.finish()
        self.mode = mode
        return k

    def take_pending(self) -> str | None:
        """The line asked for while the log was being read, if any (asked for once)."""
        mode, self._pending = self._pending, None
        return mode


__all__ = ["LineChooser"]
