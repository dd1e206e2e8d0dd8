"""The wheel's copy of ``resources/``: setuptools' ``build_py`` maps it into the package.

``pyproject.toml`` names :class:`BuildPy` as setuptools' ``build_py`` command
(``[tool.setuptools.cmdclass]``). After the Python modules are copied, it copies what the
game reads at run time from the top-level ``resources/`` folder (which stays where it is)
into ``game/_resources/`` of the build, compiling the translations on the way: a wheel, a
``pip install .`` and a ``pipx install .`` then carry the catalogues, sounds, self-test
lines and winnable-deal lists, which :mod:`game.resources` finds through
:mod:`importlib.resources`. An editable install reads ``resources/`` in the tree instead.

The sdist carries ``resources/`` and this file (``MANIFEST.in``), so the wheel built from
it is the same.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent.parent
PACKAGED = ("_resources",)
"""Where the copy goes, inside the ``game`` package (``game/_resources``)."""
RUN_TIME_FILES = ("sounds/*.wav", "selftest/*.json", "winnable/*.txt", "icons/app.png",
                  "licenses/*.txt")
"""What the game reads at run time, besides the compiled catalogues (globs in resources/)."""


def copy_resources(source: Path, target: Path) -> list[Path]:
    """Copy the run-time files of ``source`` (a ``resources/`` folder) into ``target`` and
    write the compiled catalogues there (``locale/<lang>/LC_MESSAGES/<domain>.mo``, from the
    ``.po`` files, with :func:`game.i18n.compile_catalogue`).

    Args:
        source: the ``resources/`` folder of the tree being built.
        target: the folder to fill (made if missing; what was there is replaced).

    Returns:
        The files written, sorted.

    Raises:
        OSError: a file cannot be read or written.
        FileNotFoundError: ``source`` lacks a kind of file the game needs (an empty glob).
        babel.messages.pofile.PoFileError: a catalogue is not valid.
    """
    sys.path.insert(0, str(source.parent))  # the tree's own game.i18n
    try:
        from game.i18n import DOMAIN, compile_catalogue
    finally:
        sys.path.remove(str(source.parent))
    shutil.rmtree(target, ignore_errors=True)
    written = []
    for pattern in RUN_TIME_FILES:
        found = sorted(source.glob(pattern))
        if not found:
            raise FileNotFoundError(f"{source / pattern}: nothing matches")
        for path in found:
            out = target / path.relative_to(source)
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, out)
            written.append(out)
    catalogues = sorted(source.glob(f"locale/*/LC_MESSAGES/{DOMAIN}.po"))
    if not catalogues:
        raise FileNotFoundError(f"{source}/locale: no {DOMAIN}.po catalogue")
    for po in catalogues:
        out = (target / po.relative_to(source)).with_suffix(".mo")
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(compile_catalogue(po))
        written.append(out)
    return sorted(written)


class BuildPy(build_py):
    """setuptools' ``build_py`` that also puts the run-time resources into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads resources/ in the tree
        copy_resources(ROOT / "resources", Path(self.build_lib, "game", *PACKAGED))
