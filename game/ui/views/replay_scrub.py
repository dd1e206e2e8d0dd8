"""The Replay's scrub gesture: a press on the scrub bar, then a drag along it.

The position shown follows the pointer along the bar (a press anywhere on it jumps there).
Playback pauses while the pointer is down and goes on after the release, unless the
position is then the end; a gesture cut short (the window lost the focus) ends where it is,
paused.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.table import ReplayBar
    from game.ui.views.replay_clock import PlaybackClock


class ScrubGesture:
    """Turns presses and drags on the control bar's scrub bar into positions.

    Args:
        bar: the control bar (its scrub bar's place).
        clock: the playback clock (paused during the gesture).
        seek: called with the fraction of the line (0 … 1) under the pointer.

    Attributes:
        active: whether a scrub is going on (the pointer is down on the bar).
    """

    def __init__(self, bar: ReplayBar, clock: PlaybackClock,
                 seek: Callable[[float], None]) -> None:
        self.bar = bar
        self.clock = clock
        self.seek = seek
        self.active = False
        self._resume = False
        """Whether playback goes on after the gesture (it was playing at the press)."""

    def press(self, x: float, y: float) -> bool:
        """A left press at ``(x, y)``: on the scrub bar, a scrub starts there (playback
        pauses); whether it did."""
        if not self.bar.in_scrub(x, y):
            return False
        self.active = True
        self._resume = self.clock.playing
        self.clock.stop()
        self.seek(self.bar.scrub_fraction(x))
        return True

    def drag(self, x: float) -> bool:
        """The pointer dragged to ``x``: the scrub follows it; whether one is going on."""
        if not self.active:
            return False
        self.seek(self.bar.scrub_fraction(x))
        return True

    def release(self, at_end: bool) -> bool:
        """The button was released: the scrub ends and playback goes on if it was playing
        and the position is not ``at_end``; whether a scrub was going on."""
        if not self.active:
            return False
        self.active = False
        if self._resume and not at_end:
            self.clock.start()
        return True

    def cancel(self) -> bool:
        """End a scrub where it is, paused; whether one was going on."""
        was, self.active = self.active, False
        return was


__all__ = ["ScrubGesture"]
