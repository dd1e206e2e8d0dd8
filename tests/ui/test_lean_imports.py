"""Start-up: the game's import of arcade leaves out the Tiled map parser and the FFmpeg /
GStreamer probes, and loses nothing by it (a tile map still loads on first use); the menu
imports neither ``arcade.gui`` nor the accessibility tree's model."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
import game.ui  # what every entry point of the game imports before arcade
import arcade
import pyglet.media.codecs as codecs
before = {
    "tiled": getattr(sys.modules.get("pytiled_parser"), "_lean_standin", None),
    "ffmpeg": sys.modules.get("pyglet.media.codecs.ffmpeg_lib", "absent"),
    "have_ffmpeg": codecs.have_ffmpeg(),
    "wav": [d.__class__.__name__ for d in codecs.registry.get_decoders("x.wav")],
}
tile_map = arcade.load_tilemap(":resources:tiled_maps/level_1.json")
after = {
    "tiled": getattr(sys.modules.get("pytiled_parser"), "_lean_standin", None),
    "is_tilemap": isinstance(tile_map, arcade.TileMap),
    "layers": len(tile_map.sprite_lists),
    "parse_map": callable(sys.modules["pytiled_parser"].parse_map),
}
print(json.dumps({"before": before, "after": after}))
"""


def test_arcade_is_imported_without_tiled_maps_or_ffmpeg_and_tile_maps_still_load():
    env = dict(os.environ, PYTHONPATH=str(ROOT), ARCADE_HEADLESS="1")
    proc = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout.strip().splitlines()[-1])
    before, after = result["before"], result["after"]
    assert before["tiled"] is True  # the stand-in, not the parser
    assert before["ffmpeg"] is None and before["have_ffmpeg"] is False
    assert "WaveDecoder" in before["wav"]  # the game's sounds still decode
    assert after == {"tiled": None, "is_tilemap": True, "layers": 3, "parse_map": True}


def test_trimming_is_refused_once_arcade_is_imported():
    import arcade  # noqa: F401  (the test session has imported it already)

    from game.lean_imports import trim_arcade_imports

    assert trim_arcade_imports() is False


def test_python_m_game_imports_arcade_trimmed():
    """The real entry point (``python -m game``, which chooses the sound driver before
    anything imports ``game.ui``) imports no Tiled parser and no FFmpeg binding either:
    ``-X importtime`` lists every module the process imported."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), ARCADE_HEADLESS="1")
    with tempfile.TemporaryDirectory() as tmp:
        env["HARP_EIGHT_HOME"] = tmp
        proc = subprocess.run(
            [sys.executable, "-X", "importtime", "-m", "game", "--screenshot",
             f"{tmp}/menu.png", "--size", "800x600", "--view", "menu"],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert proc.returncode == 0, proc.stderr[-2000:]
        assert Path(tmp, "menu.png").stat().st_size > 0
    imported = {line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines()
                if line.startswith("import time:")}
    assert {"arcade", "game.ui.views.menu"} <= imported
    assert not {"pytiled_parser.layer", "arcade.tilemap.tilemap",
                "pyglet.media.codecs.ffmpeg", "arcade.gui"} & imported
    # the accessibility tree's model comes with the first screen reader that asks
    assert "game.ui.access.model" not in imported
