"""Easy Harp and Eight Off: a solitaire app built on an event-sourced rules engine."""

from __future__ import annotations

from pathlib import Path

DISTRIBUTION = "harp-and-eight"
"""The project's distribution name (``[project] name`` in ``pyproject.toml``)."""


def version() -> str:
    """The game's version, whose one source is ``[project] version`` in ``pyproject.toml``.

    Read through :mod:`importlib.metadata` from the installed distribution (a wheel, an
    editable install, or the metadata PyInstaller bundles); in a source tree that was never
    installed, from ``pyproject.toml`` itself.

    Returns:
        The version string (PEP 440, e.g. ``1.2.0``); ``"0+unknown"`` when neither is there.
    """
    from importlib import metadata

    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        import tomllib

        with pyproject.open("rb") as f:
            return str(tomllib.load(f)["project"]["version"])
    except (OSError, KeyError, ValueError):
        return "0+unknown"


def __getattr__(name: str) -> str:
    """``game.__version__``, read when first asked for (start-up does not pay for it)."""
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
