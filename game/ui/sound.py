"""The game's sound effects: preloaded, rate-limited, never blocking, never raising.

The sounds are our own (synthesised by ``scripts/make_sounds.py`` into
``resources/sounds/*.wav``; WAV is the one format pyglet decodes everywhere without OS
codecs). :class:`SoundBank` loads them all once, at start-up, as static (in-memory)
sources, and plays them through whatever audio driver :mod:`game.audio` let pyglet open;
with the ``silent`` driver (no sound card, tests, screenshots) they load and "play"
without being heard.

Noise control: many cards dealt or auto-moved at once do not stack into a roar. The same
sound does not start again within :data:`MIN_GAP` seconds, and at most :data:`MAX_VOICES`
sounds play together (an extra request is dropped, never queued). A deal plays one
``shuffle``, not one sound per card.

:func:`sounds_for` maps what the engine answered to a move (``Action``, ``Undone``,
``Redone``, ``Rejection``) to sound names, so every way of playing (mouse, keyboard,
double-click) sounds the same.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine.events import (
    Action,
    CardFlipped,
    CardsMoved,
    Redone,
    Rejection,
    Undone,
    WasteRecycled,
)
from game.engine.table import STOCK
from game.resources import resource_path

if TYPE_CHECKING:
    from game.storage.settings import Settings

log = logging.getLogger(__name__)

NAMES = ("pickup", "place", "flip", "draw", "recycle", "shuffle", "refuse", "win")
"""Every sound the game plays (``resources/sounds/<name>.wav``)."""

GAIN = {
    "pickup": 0.5, "place": 0.7, "flip": 0.55, "draw": 0.6, "recycle": 0.6,
    "shuffle": 0.6, "refuse": 0.55, "win": 0.8,
}
"""Relative loudness of each sound (times the player's volume)."""

MIN_GAP = 0.06
"""Seconds before the same sound may start again."""
MAX_VOICES = 4
"""Sounds playing at the same time, at most."""
FLIP_DELAY = 0.12
"""A card turned up after a move sounds this many seconds after the move."""


def sounds_for(result: object, *, dropped_back: bool = False) -> list[tuple[str, float]]:
    """The sounds for the engine's answer to a move.

    Args:
        result: what ``Game.push`` returned: an ``Action``, ``Undone``, ``Redone`` or
            ``Rejection``.
        dropped_back: the move only put cards back where they were picked up (no sound
            for the refusal then: nothing was tried).

    Returns:
        ``(name, delay in seconds)`` pairs, in order.
    """
    if isinstance(result, Rejection):
        return [] if dropped_back else [("refuse", 0.0)]
    if isinstance(result, (Undone, Redone)):
        return [("place", 0.0)]
    if not isinstance(result, Action):
        return []
    out: list[tuple[str, float]] = []
    for event in result.events:
        if isinstance(event, WasteRecycled):
            out.append(("recycle", 0.0))
        elif isinstance(event, CardsMoved):
            out.append(("draw" if event.src.kind == STOCK else "place", 0.0))
        elif isinstance(event, CardFlipped):
            out.append(("flip", FLIP_DELAY))
    unique: list[tuple[str, float]] = []
    for name, delay in out:  # one of each: a group move is one "place"
        if all(name != n for n, _ in unique):
            unique.append((name, delay))
    return unique


class SoundBank:
    """The loaded sounds and the player's choice (on/off, volume).

    Args:
        enabled: play at all (Settings → Sound).
        volume: 0 … 100 (per cent).
        clock: a monotonic time source in seconds (tests pass their own).
        load: load the files now (``False`` leaves the bank empty and silent).

    Loading never raises: a missing or undecodable file is logged and that sound stays
    silent.
    """

    def __init__(self, enabled: bool = True, volume: int = 70,
                 clock: Callable[[], float] = time.monotonic, load: bool = True) -> None:
        self.enabled = enabled
        self.volume = max(0, min(100, int(volume)))
        self._clock = clock
        self._sounds: dict[str, object] = {}
        self._last: dict[str, float] = {}
        self._players: list[tuple[object, float]] = []  # (player, when it ends)
        self.played: list[str] = []
        """Names of the sounds started, in order (the last 50; tests read it)."""
        if load:
            self.load()

    def load(self) -> None:
        """Load every sound into memory (static sources: decoding never happens in a frame)."""
        try:
            import arcade
        except Exception as exc:  # pragma: no cover - arcade is a dependency
            log.warning("sound disabled: %s", exc)
            return
        for name in NAMES:
            path = resource_path("sounds", f"{name}.wav")
            try:
                self._sounds[name] = arcade.load_sound(path, streaming=False)
            except Exception as exc:  # a broken file or driver: that sound stays silent
                log.warning("sound %s not loaded: %s", name, exc)

    @property
    def loaded(self) -> tuple[str, ...]:
        """Names of the sounds that loaded."""
        return tuple(self._sounds)

    def set_volume(self, percent: int) -> None:
        """Change the volume (0 … 100); sounds already playing keep theirs."""
        self.volume = max(0, min(100, int(percent)))

    def play(self, name: str, delay: float = 0.0) -> bool:
        """Start the sound ``name`` (after ``delay`` seconds), unless off, too soon after
        the same sound, or too many are playing. Returns whether it was started (or
        scheduled)."""
        if not self.enabled or self.volume <= 0 or name not in self._sounds:
            return False
        now = self._clock()
        if now + delay - self._last.get(name, -1e9) < MIN_GAP:
            return False
        self._players = [(p, end) for p, end in self._players if end > now]
        if len(self._players) >= MAX_VOICES:
            return False
        self._last[name] = now + delay
        if delay > 0:
            import pyglet

            pyglet.clock.schedule_once(lambda _dt: self._start(name), delay)
        else:
            self._start(name)
        return True

    def _start(self, name: str) -> None:
        sound = self._sounds.get(name)
        if sound is None or not self.enabled:
            return
        try:
            player = sound.play(volume=self.volume / 100 * GAIN.get(name, 0.6))  # type: ignore[attr-defined]
        except Exception as exc:  # a driver failing mid-game must not stop the game
            log.debug("sound %s not played: %s", name, exc)
            return
        try:
            length = float(sound.get_length())  # type: ignore[attr-defined]
        except Exception:
            length = 0.5
        self._players.append((player, self._clock() + length))
        self.played.append(name)
        del self.played[:-50]

    def play_result(self, result: object, *, dropped_back: bool = False) -> None:
        """Play the sounds for the engine's answer to a move (see :func:`sounds_for`)."""
        for name, delay in sounds_for(result, dropped_back=dropped_back):
            self.play(name, delay)


class SoundService:
    """The window's sound effects as the settings have them at each call (Settings → Sound,
    the volume): the :class:`game.ui.services.Sounds` of every scene and table part.

    Args:
        settings: returns the player's settings now (a test may replace them).
        load: load the files now (``False``: silent, as in screenshots).

    Attributes:
        bank: the loaded sounds (:class:`SoundBank`).
    """

    def __init__(self, settings: Callable[[], Settings], load: bool = True) -> None:
        self._settings = settings
        self.bank = SoundBank(load=load)

    def _bank(self) -> SoundBank:
        """The bank, switched on or off and at the volume of the settings now."""
        settings = self._settings()
        self.bank.enabled = settings.sound
        self.bank.set_volume(settings.volume)
        return self.bank

    def play(self, name: str, delay: float = 0.0) -> None:
        """Play the sound effect ``name`` after ``delay`` seconds if sound is on; never
        blocks or raises."""
        self._bank().play(name, delay)

    def play_for(self, result: object, *, dropped_back: bool = False) -> None:
        """Play the sounds for the engine's answer to a move (see :func:`sounds_for`)."""
        self._bank().play_result(result, dropped_back=dropped_back)
