"""The Replay's reading of its log: folded a slice per frame, so the scene opens at once.

A Replay's :class:`~game.engine.timeline.Timeline` is folded progressively: from the
scene's second frame on (the first shows the deal at once), each frame folds the next slice
of :data:`FOLD_BUDGET` seconds until the whole log is read. A fold still going after
:data:`PROGRESS_AFTER` seconds (a very long game) says how far it is above the control bar.
A jump past the part folded so far folds toward it, all the jumps of a frame together for at
most :data:`JUMP_FOLD` entries (:meth:`LogReading.toward`), so no jump holds a frame.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.timeline import HISTORY
from game.i18n import _

if TYPE_CHECKING:
    from game.engine.timeline import Timeline
    from game.ui.table import ReplayBar

FOLD_BUDGET = 0.006
"""Seconds of each frame the Replay scene spends folding its log until it is all folded
(the scene opens at once whatever the log's length)."""
PROGRESS_AFTER = 1.0
"""Seconds after which a fold still going shows its progress above the bar."""
NET_FOLD = 8000
"""Entries of the log still to fold that a press on the net line folds at once (more are
folded a slice per frame, the line shown when they are done)."""
JUMP_FOLD = 800
"""Entries of the log the jumps of one frame may fold toward a position past the part folded
so far (about :data:`FOLD_BUDGET`'s worth on the machines measured; a won game's whole log is
550–940 entries); a jump further ahead is shown when the fold gets there. Counted in entries,
not seconds, so that where a jump lands does not depend on the machine's load."""


class LogReading:
    """Folds a Replay's timeline over the frames and tells how far it is.

    Args:
        timeline: the replay's positions (made with ``progressive=True``).
        bar: the control bar (its note above the bar shows the progress).
        done: called once, when the whole log is folded.
    """

    def __init__(self, timeline: Timeline, bar: ReplayBar, done: Callable[[], None]) -> None:
        self.timeline = timeline
        self.bar = bar
        self.done = done
        self.allowance = JUMP_FOLD
        """Entries the jumps of this frame may still fold toward their target."""
        self._frames = 0
        self._age = 0.0
        """Seconds of frames since the scene opened."""
        self._shown: int | None = None
        """The percentage of the log the progress note shows, once it shows."""
        self._finished = False

    def frame(self, seconds: float) -> None:
        """A frame of ``seconds``: fold the next slice (from the second frame on); when the
        fold ends, :meth:`finish`."""
        self.allowance = JUMP_FOLD
        self._age += seconds
        self._frames += 1
        timeline = self.timeline
        if self._frames < 2:
            return
        if not timeline.complete and not timeline.fold(budget=FOLD_BUDGET):
            self._progress()
            return
        self.finish()

    def toward(self, k: int) -> None:
        """Fold toward position ``k`` (entries of the whole history), as far as this frame's
        jumps may still fold."""
        timeline = self.timeline
        if timeline.complete or k <= timeline.folded:
            return
        step = min(k - timeline.folded, self.allowance)
        if step > 0:
            self.allowance -= step
            timeline.fold(until=timeline.folded + step)
        if timeline.complete:
            self.finish()

    def allow(self, k: int) -> None:
        """Let this frame fold as far as position ``k`` whatever its length (the Replay
        opens on a position of the game on screen: no frame may show another)."""
        self.allowance = max(self.allowance, k - self.timeline.folded)

    def far_from_end(self) -> bool:
        """Whether more than :data:`NET_FOLD` entries are still to fold."""
        timeline = self.timeline
        return not timeline.complete and timeline.length(HISTORY) - timeline.folded > NET_FOLD

    def finish(self) -> None:
        """The whole log is folded: the progress note goes and ``done`` is called (once)."""
        if self._finished:
            return
        self._finished = True
        if self._shown is not None:
            self.bar.message_until = 0.0
        self.done()

    def _progress(self) -> None:
        """The note above the bar while the log is being read: the part read so far."""
        if self._age < PROGRESS_AFTER:
            return
        total = max(1, self.timeline.length(HISTORY))
        percent = min(99, self.timeline.folded * 100 // total)
        if percent != self._shown:
            self._shown = percent
            self.bar.tell(_("Reading the moves… {percent} %").format(percent=percent),
                          seconds=PROGRESS_AFTER + 1.0)


__all__ = ["FOLD_BUDGET", "JUMP_FOLD", "NET_FOLD", "PROGRESS_AFTER", "LogReading"]
