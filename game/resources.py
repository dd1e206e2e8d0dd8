"""Locating bundled resources, from a source checkout and from a PyInstaller build alike."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_root() -> Path:
    """The ``resources/`` folder: next to the ``game`` package, or inside the frozen app."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """A path inside ``resources/`` (it may not exist)."""
    return resources_root().joinpath(*parts)
