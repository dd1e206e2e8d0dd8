"""Locating the game's resources (catalogues, sounds, self-test lines, winnable deals).

Three ways the game is run, one answer each:

* a PyInstaller build: ``resources/`` bundled inside the app (``sys._MEIPASS``);
* an installed wheel (``pip install``, ``pipx install``, the wheel of ``python -m build``):
  the package's own copy, ``game/_resources``, found through :mod:`importlib.resources`
  (``build_scripts/wheel_resources.py`` puts it there at build time);
* a source tree or an editable install: the ``resources/`` folder next to ``game/``.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path

PACKAGED = "_resources"
"""The folder of the ``game`` package holding an installed wheel's resources."""


def resources_root() -> Path:
    """The folder the resources are read from (see the module's docstring).

    Returns:
        The frozen app's ``resources``, the installed package's ``_resources`` when it
        exists (a wheel is installed on a file system, so it is a real folder), otherwise
        the ``resources/`` folder next to the ``game`` package.
    """
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    packaged = files("game") / PACKAGED
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "resources"


def resource_path(*parts: str) -> Path:
    """A path inside the resources folder (:func:`resources_root`; it may not exist)."""
    return resources_root().joinpath(*parts)
