"""The Replay's playback clock: when the next log entry is played, at which speed.

The clock knows nothing of the log: the Replay asks it which steps are due in a frame
(:meth:`PlaybackClock.due`) and plays them. At 1× an entry takes :data:`STEP_TIME` seconds;
the first automatic step waits :data:`FIRST_STEP_DELAY` more, so the deal animation can
finish. At a fast speed the glides and flips of a step are shortened to fit in it
(:meth:`PlaybackClock.fit`), so the cards keep up with the moves.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

SPEED_STEPS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Playback speeds offered."""
STEP_TIME = 0.6
"""Seconds per log entry at 1× speed."""
SOLUTION_TIME = 60.0
"""Seconds a "Show me how" line takes at the speed it starts at, about (see
:func:`solution_speed`)."""
FIRST_STEP_DELAY = 0.8
"""Extra wait before the first automatic step, so the deal animation can finish."""


def nearest_speed(speed: float) -> float:
    """The speed of :data:`SPEED_STEPS` nearest to ``speed``.

    >>> nearest_speed(3.0), nearest_speed(0.1)
    (2.0, 0.5)
    """
    return min(SPEED_STEPS, key=lambda s: abs(s - speed))


def solution_speed(entries: int) -> float:
    """The speed a "Show me how" line of ``entries`` log entries starts at: the slowest
    speed offered, 1× or faster, at which it plays in :data:`SOLUTION_TIME` seconds or
    less; a longer line gets the fastest (8×: Easy Harp's lines, 680–1 090 entries, take
    51–82 s, not 7–11 minutes at 1×; Eight Off's, 70–110 entries, about a minute at 1×).
    The player changes it with the speed buttons as in any Replay.

    >>> solution_speed(90), solution_speed(150), solution_speed(950)
    (1.0, 2.0, 8.0)
    """
    return next((s for s in SPEED_STEPS if s >= 1 and entries * STEP_TIME / s <= SOLUTION_TIME),
                SPEED_STEPS[-1])


class PlaybackClock:
    """Playing or paused, the speed, and the time left until the next step.

    Args:
        speed: the speed it starts at (the nearest of :data:`SPEED_STEPS`).
        playing: whether it starts playing (the first step after :data:`STEP_TIME` plus
            :data:`FIRST_STEP_DELAY`).

    Attributes:
        speed: the playback speed (one of :data:`SPEED_STEPS`).
        playing: whether steps fall due.
        wait: seconds until the next step is due.
    """

    def __init__(self, speed: float = 1.0, playing: bool = True) -> None:
        self.speed = nearest_speed(speed)
        self.playing = playing
        self.wait = STEP_TIME + FIRST_STEP_DELAY

    @property
    def step_time(self) -> float:
        """Seconds per log entry at the current speed."""
        return STEP_TIME / self.speed

    def start(self) -> None:
        """Play: the next step is due one step from now."""
        self.playing = True
        self.wait = self.step_time

    def stop(self) -> None:
        """Pause: no step falls due."""
        self.playing = False

    def set_speed(self, speed: float) -> None:
        """Play at ``speed`` (the nearest of :data:`SPEED_STEPS`); a step due later than
        one step at the new speed comes sooner."""
        self.speed = nearest_speed(speed)
        self.wait = min(self.wait, self.step_time)

    def due(self, seconds: float) -> Iterator[None]:
        """The steps due after ``seconds`` more of playing: one item each. The caller
        plays a step per item, and may stop the clock or stop iterating (the rest stay
        due)."""
        if not self.playing:
            return
        self.wait -= seconds
        while self.wait <= 0 and self.playing:
            self.wait += self.step_time
            yield

    def fit(self, tweens: Iterable) -> None:
        """Shorten ``tweens`` (glides and flips with ``duration`` and ``delay`` in seconds)
        that would outlast 85 % of a step while playing, so fast playback keeps up."""
        if not self.playing:
            return
        limit = 0.85 * self.step_time
        for tween in tweens:
            total = tween.duration + tween.delay
            if total > limit:
                f = limit / total
                tween.duration *= f
                tween.delay *= f


__all__ = ["SPEED_STEPS", "STEP_TIME", "PlaybackClock", "nearest_speed", "solution_speed"]
