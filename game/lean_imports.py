"""Keep ``import arcade`` to what this game uses: no Tiled map parser, no FFmpeg/GStreamer probe.

``import arcade`` imports, whatever the program needs:

* ``pytiled_parser`` (through ``arcade.types`` and ``arcade.tilemap``), the reader of Tiled
  map files: about a fifth of arcade's import time on a 2-core machine. A card game has no
  tile maps.
* pyglet's media codecs, which look for the FFmpeg shared libraries (``ctypes`` library
  searches) and, on Linux, GStreamer through PyGObject. The game's sounds are WAV files,
  which pyglet decodes itself on every platform.

:func:`trim_arcade_imports`, called before arcade is imported (by
:func:`game.audio.prepare_audio`, which every entry point calls first),
puts two light stand-ins in ``sys.modules`` in place of ``pytiled_parser`` and
``arcade.tilemap``, and marks the FFmpeg and GStreamer codec modules as unavailable (a
``None`` entry in ``sys.modules`` makes their import raise ``ImportError``, which pyglet
reads as "not installed"). The stand-ins are not a loss of function: the first use of
anything else in them (``arcade.load_tilemap``, ``pytiled_parser.parse_map``, …) imports
the real modules and hands over to them.
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import Any

NO_CODECS = ("pyglet.media.codecs.ffmpeg_lib", "pyglet.media.codecs.gstreamer")
"""Codec modules pyglet must not load: WAV needs neither."""

_STANDINS = ("pytiled_parser", "arcade.tilemap")


def _load_real() -> None:
    """Replace the stand-ins by the real ``pytiled_parser`` and ``arcade.tilemap``."""
    for name in _STANDINS:
        if getattr(sys.modules.get(name), "_lean_standin", False):
            del sys.modules[name]
    real = importlib.import_module("arcade.tilemap")
    arcade = sys.modules.get("arcade")
    if arcade is not None:  # arcade.load_tilemap / arcade.TileMap are the real ones from now on
        arcade.tilemap = real
        arcade.load_tilemap = real.load_tilemap
        arcade.TileMap = real.TileMap


def _standin(name: str, attributes: dict[str, Any]) -> types.ModuleType:
    module = types.ModuleType(name, f"Stand-in for {name} until it is first used.")
    module._lean_standin = True  # type: ignore[attr-defined]
    module.__dict__.update(attributes)

    def __getattr__(attr: str) -> Any:  # noqa: N807 - the module-level hook (PEP 562)
        if attr.startswith("__"):
            raise AttributeError(attr)
        _load_real()
        return getattr(importlib.import_module(name), attr)

    module.__getattr__ = __getattr__  # type: ignore[method-assign]
    return module


class _TileMapStandIn:
    """What ``arcade.TileMap`` names until a map is loaded: building one loads the real
    class (arcade only uses the name in annotations)."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Any:
        _load_real()
        return importlib.import_module("arcade.tilemap").TileMap(*args, **kwargs)


def _load_tilemap(*args: Any, **kwargs: Any) -> Any:
    _load_real()
    return importlib.import_module("arcade.tilemap").load_tilemap(*args, **kwargs)


def trim_arcade_imports() -> bool:
    """Install the stand-ins and codec blocks, if arcade and pyglet's media are not
    imported yet (otherwise it is too late and nothing changes).

    Returns:
        Whether they were installed.
    """
    if "arcade" in sys.modules or "pyglet.media" in sys.modules:
        return False
    for name in NO_CODECS:
        sys.modules.setdefault(name, None)  # type: ignore[arg-type]
    if "pytiled_parser" not in sys.modules:
        sys.modules["pytiled_parser"] = _standin("pytiled_parser", {"Properties": dict})
    sys.modules["arcade.tilemap"] = _standin(
        "arcade.tilemap", {"TileMap": _TileMapStandIn, "load_tilemap": _load_tilemap}
    )
    return True
