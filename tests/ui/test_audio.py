"""The sound driver is chosen before arcade is imported (issue 13, fault 3): silent where no
device opens, and no native library ever writes on the game's stderr."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.audio import audio_backends, has_sound_card

ROOT = Path(__file__).resolve().parents[2]
NO_CARD = "--- no soundcards ---\n"
ONE_CARD = " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n"


def _cards(tmp_path: Path, text: str | None) -> Path:
    path = tmp_path / "cards"
    if text is not None:
        path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("cards", "env", "platform", "expected"),
    [
        (None, {}, "linux", ("silent",)),  # no ALSA at all (a container)
        (NO_CARD, {}, "linux", ("silent",)),  # a sound library, no card
        (ONE_CARD, {}, "linux", ("openal", "silent")),
        (NO_CARD, {"PULSE_SERVER": "unix:/x"}, "linux", ("pulse", "silent")),
        (ONE_CARD, {"HARP_EIGHT_AUDIO": "silent"}, "linux", ("silent",)),
        (NO_CARD, {"ARCADE_SOUND_BACKENDS": "openal, bogus"}, "linux", ("openal", "silent")),
        (None, {}, "win32", ("xaudio2", "directsound", "silent")),
        (None, {}, "darwin", ("openal", "silent")),
    ],
)
def test_the_driver_choice(tmp_path, cards, env, platform, expected):
    path = _cards(tmp_path, cards)
    assert audio_backends(env=env, platform=platform, cards=path) == expected


def test_a_pulse_socket_in_the_runtime_folder_counts_as_a_server(tmp_path):
    (tmp_path / "pulse").mkdir()
    env = {"XDG_RUNTIME_DIR": str(tmp_path)}
    cards = _cards(tmp_path, NO_CARD)
    assert audio_backends(env=env, platform="linux", cards=cards) == ("silent",)
    (tmp_path / "pulse" / "native").write_text("")
    assert audio_backends(env=env, platform="linux", cards=cards) == ("pulse", "silent")


def test_screenshots_and_the_self_test_never_open_a_device(tmp_path):
    cards = _cards(tmp_path, ONE_CARD)
    assert has_sound_card(cards)
    assert audio_backends(quiet=True, env={}, platform="linux", cards=cards) == ("silent",)


def _python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items()
             if k not in ("HARP_EIGHT_AUDIO", "ARCADE_SOUND_BACKENDS", "PULSE_SERVER")}
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**clean, "ARCADE_HEADLESS": "1", "PYTHONPATH": str(ROOT), **env},
    )


@pytest.fixture(scope="module")
def noisy_machine():
    """Skip unless this machine has a sound library and no card (arcade alone is noisy
    here); CI installs libopenal1 and libasound2 so that this runs there."""
    plain = _python("import arcade")
    if "ALSA lib" not in plain.stderr and "AL lib" not in plain.stderr:
        pytest.skip("no sound library, or a working sound card: plain arcade is quiet here")
    return plain.stderr


def test_with_a_sound_library_and_no_card_the_game_imports_silently(noisy_machine):
    result = _python(
        "import game.ui, game.audio as a, arcade; print(a.chosen_backends(), a.driver_name())"
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.strip() == "('silent',) silent"


def test_even_a_forced_openal_probe_stays_off_stderr(noisy_machine):
    result = _python("import game.ui, game.audio as a; print(a.driver_name())",
                     HARP_EIGHT_AUDIO="openal")
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.strip() == "silent"  # no device opened: pyglet fell back


def test_with_a_sound_library_and_no_card_a_failed_screenshot_prints_one_line(
    noisy_machine, tmp_path
):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = subprocess.run(
        [sys.executable, "-m", "game", "--view", "menu", "--screenshot", str(blocker / "x.png")],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
        env={**os.environ, "ARCADE_HEADLESS": "1", "HARP_EIGHT_HOME": str(tmp_path / "h")},
    )
    assert result.returncode == 2
    assert result.stderr.startswith("error: cannot write the screenshot"), result.stderr
    assert len(result.stderr.splitlines()) == 1
