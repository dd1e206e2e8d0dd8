"""Sound effects: our own synthesised WAVs, loaded and played through the silent driver."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import pytest

from game.engine.deal import parse_code
from game.engine.events import Rejection
from game.engine.game import Game
from game.resources import resource_path
from game.ui import sound
from game.ui.sound import NAMES, SoundBank, sounds_for

ROOT = Path(__file__).resolve().parents[2]


def test_driver_in_tests_is_silent():
    from game.audio import driver_name

    assert driver_name() == "silent"


@pytest.mark.parametrize("name", NAMES)
def test_every_sound_is_a_short_small_wav(name):
    path = resource_path("sounds", f"{name}.wav")
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        seconds = w.getnframes() / w.getframerate()
    assert 0.02 < seconds <= (1.5 if name == "win" else 0.8)
    assert path.stat().st_size < 70_000


def test_committed_sounds_are_what_the_script_makes(tmp_path):
    """The WAVs are reproducible from scripts/make_sounds.py (our own synthesis)."""
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "make_sounds.py"),
                             "--check"], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_sounds_load_and_play_through_the_silent_driver():
    now = [0.0]
    bank = SoundBank(clock=lambda: now[0])
    assert set(bank.loaded) == set(NAMES)
    for name in NAMES:
        now[0] += 1
        assert bank.play(name)
    assert bank.played == list(NAMES)


def test_many_cards_at_once_do_not_stack_into_noise():
    now = [10.0]
    bank = SoundBank(clock=lambda: now[0])
    started = sum(bank.play("place") for _ in range(30))  # thirty at the same instant
    assert started == 1
    now[0] += sound.MIN_GAP + 0.01
    assert bank.play("place")


def test_voices_are_capped(monkeypatch):
    now = [0.0]
    bank = SoundBank(clock=lambda: now[0])

    names = ["win", "shuffle", "recycle", "refuse", "place"]
    started = [bank.play(n) for n in names]  # all at once: the long ones still sound
    assert started == [True] * sound.MAX_VOICES + [False]
    now[0] += 2.0  # they have all ended
    assert bank.play("flip")


def test_off_or_volume_zero_plays_nothing():
    bank = SoundBank(enabled=False)
    assert not bank.play("place") and bank.played == []
    bank = SoundBank(volume=0)
    assert not bank.play("place")
    bank.set_volume(40)
    assert bank.play("place") and bank.volume == 40


def test_missing_files_leave_a_silent_bank(monkeypatch, tmp_path):
    monkeypatch.setattr(sound, "resource_path", lambda *parts: tmp_path / parts[-1])
    bank = SoundBank()
    assert bank.loaded == ()
    assert not bank.play("place")


def test_engine_answers_map_to_sounds():
    game = Game.from_log(parse_code("EH1-N-AAAAAAF"), [])
    draw = game.push(game.parse("s"))
    assert sounds_for(draw) == [("draw", 0.0)]
    undone = game.push(game.parse("u"))
    assert sounds_for(undone) == [("place", 0.0)]
    rejected = next(r for r in _attempts(game) if isinstance(r, Rejection))
    assert sounds_for(rejected) == [("refuse", 0.0)]
    assert sounds_for(rejected, dropped_back=True) == []
    while game.position.stock:  # draw everything, then recycle
        game.push(game.parse("s"))
    recycle = game.push(game.parse("s"))
    assert [n for n, _ in sounds_for(recycle)] == ["recycle"]


def test_a_move_that_turns_a_card_up_sounds_place_then_flip():
    game = Game.from_log(parse_code("EH1-N-AAAAAAF"), [])
    for result in _attempts(game):
        if isinstance(result, Rejection):
            continue
        names = [n for n, _ in sounds_for(result)]
        if "flip" in names:
            assert names == ["place", "flip"]
            assert dict(sounds_for(result))["flip"] == sound.FLIP_DELAY
            return
        game.push(game.parse("u"))
    pytest.skip("no column move turning a card up in this deal's first position")


def _attempts(game):
    """Try every column-to-column and column-to-foundation move; yield the answers
    (accepted ones are left for the caller to undo or keep)."""
    for i in range(1, 10):
        for dst in ["f", *map(str, range(1, 10))]:
            if dst != str(i):
                yield game.push(game.parse(f"{i}>{dst}"))
