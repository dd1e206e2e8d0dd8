"""Synthesise the game's sound effects into ``resources/sounds/*.wav`` (our own work).

Every sound is computed here from sine waves and seeded noise with the standard library
only (``math``, ``random``, ``array``, ``wave``): no recordings, no third-party samples.
The output is deterministic (the same bytes on every run and platform), 22 050 Hz, 16-bit
mono, a few kilobytes per sound. Run from the repository root::

    python scripts/make_sounds.py            # writes resources/sounds/
    python scripts/make_sounds.py --check    # exit 1 if the committed files differ

The sounds (names are what :mod:`game.ui.sound` plays):

* ``pickup``: a light papery tick (a card lifted);
* ``place``: a soft low thock (a card laid down);
* ``flip``: a short rising swish (a card turned over);
* ``draw``: a swish and a tick (a card dealt from the stock);
* ``recycle``: a longer falling riffle (the waste turned back into the stock);
* ``shuffle``: a riffle of many small ticks (a new deal);
* ``refuse``: two soft low notes, falling (a move the rules refuse, never harsh);
* ``win``: a rising major arpeggio on a soft bell.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
"""Samples per second."""
OUT = Path(__file__).resolve().parent.parent / "resources" / "sounds"


def _samples(seconds: float) -> int:
    return max(1, round(seconds * RATE))


def _noise(n: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def _lowpass(signal: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter at ``cutoff`` Hz."""
    a = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def _highpass(signal: list[float], cutoff: float) -> list[float]:
    low = _lowpass(signal, cutoff)
    return [x - y for x, y in zip(signal, low, strict=True)]


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    """Linear attack over ``attack`` seconds, then exponential decay (time constant)."""
    na = max(1, round(attack * RATE))
    return [
        (i / na) if i < na else math.exp(-(i - na) / (decay * RATE)) for i in range(n)
    ]


def _tone(n: int, freq: float, phase: float = 0.0) -> list[float]:
    return [math.sin(2 * math.pi * freq * i / RATE + phase) for i in range(n)]


def _mix(length: int, *parts: tuple[int, list[float], float]) -> list[float]:
    """Add ``(offset, signal, gain)`` parts into one buffer of ``length`` samples."""
    out = [0.0] * length
    for offset, signal, gain in parts:
        for i, v in enumerate(signal):
            j = offset + i
            if 0 <= j < length:
                out[j] += v * gain
    return out


def _mul(a: list[float], b: list[float]) -> list[float]:
    return [x * y for x, y in zip(a, b, strict=True)]


def _tick(seed: int, bright: float = 3500.0, length: float = 0.03) -> list[float]:
    n = _samples(length)
    noise = _highpass(_lowpass(_noise(n, seed), bright), 600)
    return _mul(noise, _envelope(n, 0.0015, length / 6))


def pickup() -> list[float]:
    n = _samples(0.06)
    body = _mul(_tone(n, 1100), _envelope(n, 0.002, 0.008))
    return _mix(n, (0, _tick(11, 4000), 0.9), (0, body, 0.15))


def place() -> list[float]:
    n = _samples(0.12)
    thump = _mul(_tone(n, 150), _envelope(n, 0.003, 0.025))
    slap = _mul(_lowpass(_noise(n, 12), 1800), _envelope(n, 0.001, 0.012))
    return _mix(n, (0, thump, 0.8), (0, slap, 1.2))


def _swish(seconds: float, f0: float, f1: float, seed: int) -> list[float]:
    """Noise through a low-pass whose cutoff glides from ``f0`` to ``f1`` Hz."""
    n = _samples(seconds)
    noise = _noise(n, seed)
    out, y = [], 0.0
    for i, x in enumerate(noise):
        cutoff = f0 + (f1 - f0) * i / n
        a = 1.0 - math.exp(-2 * math.pi * cutoff / RATE)
        y += a * (x - y)
        out.append(y)
    shape = [math.sin(math.pi * i / n) ** 2 for i in range(n)]
    return _mul(_highpass(out, 300), shape)


def flip() -> list[float]:
    s = _swish(0.07, 900, 5000, 13)
    return _mix(len(s), (0, s, 1.6))


def draw() -> list[float]:
    s = _swish(0.08, 1200, 4000, 14)
    n = len(s) + _samples(0.04)
    return _mix(n, (0, s, 1.3), (len(s) - _samples(0.01), _tick(15), 0.8))


def recycle() -> list[float]:
    n = _samples(0.36)
    parts: list[tuple[int, list[float], float]] = [(0, _swish(0.34, 5000, 900, 16), 1.0)]
    rng = random.Random(17)
    t = 0.02
    while t < 0.3:
        parts.append((_samples(t), _tick(rng.randrange(10**6), 3000, 0.02), 0.35))
        t += rng.uniform(0.018, 0.03)
    return _mix(n, *parts)


def shuffle() -> list[float]:
    n = _samples(0.75)
    rng = random.Random(18)
    parts: list[tuple[int, list[float], float]] = []
    t = 0.0
    while t < 0.68:
        gain = 0.45 + 0.35 * math.sin(math.pi * t / 0.68)
        parts.append((_samples(t), _tick(rng.randrange(10**6), 3200, 0.025), gain))
        t += rng.uniform(0.012, 0.03)
    parts.append((0, _swish(0.7, 1500, 3000, 19), 0.35))
    return _mix(n, *parts)


def _bell(freq: float, seconds: float) -> list[float]:
    n = _samples(seconds)
    env = _envelope(n, 0.004, seconds / 4)
    tone = [
        math.sin(2 * math.pi * freq * i / RATE)
        + 0.3 * math.sin(2 * math.pi * 2 * freq * i / RATE)
        + 0.08 * math.sin(2 * math.pi * 3.01 * freq * i / RATE)
        for i in range(n)
    ]
    return _mul(tone, env)


def refuse() -> list[float]:
    n = _samples(0.26)
    a = _mul(_tone(_samples(0.12), 330), _envelope(_samples(0.12), 0.01, 0.04))
    b = _mul(_tone(_samples(0.14), 262), _envelope(_samples(0.14), 0.01, 0.05))
    return _mix(n, (0, a, 0.35), (_samples(0.1), b, 0.35))


def win() -> list[float]:
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6
    n = _samples(1.4)
    parts = [(_samples(0.11 * i), _bell(f, 0.9), 0.32) for i, f in enumerate(notes)]
    parts += [(_samples(0.5), _bell(f, 0.9), 0.16) for f in notes[:3]]  # the closing chord
    return _mix(n, *parts)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "pickup": pickup,
    "place": place,
    "flip": flip,
    "draw": draw,
    "recycle": recycle,
    "shuffle": shuffle,
    "refuse": refuse,
    "win": win,
}
"""Every sound the game plays, by name."""


def wav_bytes(signal: list[float], peak: float = 0.7) -> bytes:
    """Normalise to ``peak`` of full scale, fade the last 5 ms, encode 16-bit PCM WAV."""
    top = max((abs(v) for v in signal), default=0.0) or 1.0
    fade = _samples(0.005)
    n = len(signal)
    pcm = array("h")
    for i, v in enumerate(signal):
        g = min(1.0, (n - i) / fade)
        pcm.append(round(max(-1.0, min(1.0, v / top * peak * g)) * 32767))
    if sys.byteorder == "big":
        pcm.byteswap()
    import io

    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def render_all() -> dict[str, bytes]:
    """Every sound as WAV file bytes, by name."""
    return {name: wav_bytes(make()) for name, make in SOUNDS.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Synthesise resources/sounds/*.wav")
    parser.add_argument("--check", action="store_true",
                        help="compare with the files on disk instead of writing them")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    rendered = render_all()
    if args.check:
        stale = [n for n, data in rendered.items()
                 if not (args.out / f"{n}.wav").is_file()
                 or (args.out / f"{n}.wav").read_bytes() != data]
        if stale:
            print(f"error: sounds out of date: {', '.join(stale)}", file=sys.stderr)
            return 1
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in rendered.items():
        (args.out / f"{name}.wav").write_bytes(data)
    return 0


if __name__ == "__main__":
    sys.exit(main())
