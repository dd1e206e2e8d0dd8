"""The player's settings, stored as a small JSON file.

The file looks like ``{"version": 1, "interactive_rules": true, ...}``. Loading never
fails: a missing file gives the defaults, and any unreadable part of a file is replaced
by the default for that part (with a warning in the log). A file that is not a JSON
object at all is moved aside (see :func:`game.storage.files.keep_aside`) so it is not
lost when the settings are saved again.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any

from game.engine.variants import CELL_CHOICES, REGISTRY
from game.storage.files import app_dirs, atomic_write_text, keep_aside
from game.storage.loading import MISSING, read_json, report, set_aside_entries

logger = logging.getLogger(__name__)

SETTINGS_VERSION = 1
"""Version number written to the settings file."""

WHAT = "settings"
"""What the file holds, for reports."""

SETTINGS_FILE_NAME = "settings.json"
"""File name of the settings file inside the configuration folder."""

ANIMATION_SPEEDS: tuple[str, ...] = ("off", "normal", "fast")
"""Allowed values of :attr:`Settings.animation_speed`."""
CARD_STYLES: tuple[str, ...] = ("classic", "standard")
"""Allowed values of :attr:`Settings.card_style` (the deck's look), in the order Settings
shows them."""

TEXT_SIZES: tuple[int, ...] = (100, 125, 150)
"""Allowed values of :attr:`Settings.text_size` (per cent of the standard text size)."""

GAMES: tuple[str, ...] = tuple(REGISTRY)
"""Allowed values of :attr:`Settings.last_game` (every registered game)."""

EIGHT_OFF_CELLS: tuple[int, ...] = CELL_CHOICES
"""The cell counts some game offers (the values of :attr:`Settings.cells`)."""
LEGACY_CELLS_KEY = "eight_off_cells"
"""The key of older files (one cell count for every game): read as each game's."""


@dataclass
class Settings:
    """The player's settings.

    Attributes:
        interactive_rules: Whether illegal moves are refused with an explanation.
        double_click: Whether a double click sends a card to a foundation.
        animation_speed: One of :data:`ANIMATION_SPEEDS`.
        start_fullscreen: Whether the window opens in full screen.
        card_back: Name of the card back design.
        card_style: The deck's look, one of :data:`CARD_STYLES`: ``"classic"`` (pictured
            double-headed court cards, a shadow under each card; the default, the deck a
            player knows from printed cards) or ``"standard"`` (flat faces with a small
            portrait on the court cards).
        table_theme: Name of the table's look (felt colour and marks), e.g. ``"green"``;
            an unknown name shows the default look.
        language: Language code of the user interface, e.g. ``"en"``.
        last_game: The game played last, one of :data:`GAMES`.
        cells: The cell count each game with a choice was last played with, by game name
            (``{"eight-off": 4}``; a game not named plays its default, the variant's
            first choice). Older files' ``eight_off_cells`` is read as every game's.
        confirm_leave: Whether starting another deal asks "Leave this game?" while a game
            is in progress (APP-LEAVE).
        show_winnability: Whether the table's status bar shows, after each action,
            whether the game can still be won (a background check; off by default).
        four_colour: Card faces with four suit colours (diamonds blue, clubs green).
        large_index: Card faces with a large rank and suit (for small screens).
        sound: Whether the game plays its sounds.
        volume: Sound volume, 0 ... 100 (per cent).
        window: The windowed size and position ``[x, y, width, height]`` the player last
            had (logical pixels; ``x, y`` of the window's top-left corner on the screen),
            or ``None`` before the first run; leaving full-screen comes back to it.
        played: Whether a game was ever started (the menu names the last game only then).
        speak: Whether the game speaks its announcements itself (refusals, hints, moves,
            the win…) through the system's speech, for players without a screen reader.
        high_contrast: Whether the whole app (cards, table, every scene) is drawn in its
            high-contrast look, whatever the table theme (off by default).
        text_size: Every text's size, per cent of the standard size, one of
            :data:`TEXT_SIZES`.
        winnable_only: "New deals: Winnable only" per game and cell count (keys from
            :func:`winnable_key`, e.g. ``"eight-off-c4"``, ``"easy-harp"``): when on, a
            random "New deal" is drawn from the shipped proved-winnable list. A key that is
            missing means off. Default: on for Eight Off with 4 and 2 cells (the cell
            counts where a random deal is often lost), off elsewhere.
    """

    interactive_rules: bool = True
    double_click: bool = True
    animation_speed: str = "normal"
    start_fullscreen: bool = True
    card_back: str = "blue"
    card_style: str = "classic"
    table_theme: str = "green"
    language: str = "en"
    last_game: str = next(iter(REGISTRY))
    cells: dict[str, int] = dataclass_field(default_factory=dict)
    confirm_leave: bool = True
    show_winnability: bool = False
    four_colour: bool = False
    large_index: bool = False
    sound: bool = True
    volume: int = 70
    window: list[int] | None = None
    played: bool = False
    speak: bool = False
    high_contrast: bool = False
    text_size: int = 100
    winnable_only: dict[str, bool] = dataclass_field(
        default_factory=lambda: {"eight-off-c4": True, "eight-off-c2": True})


def cells_of(settings: Settings, variant: str) -> int | None:
    """The cell option of a new deal of ``variant``: the count kept for it, or the game's
    default (``None`` for a game without a choice)."""
    return REGISTRY[variant].cell_option(settings.cells.get(variant))


def winnable_key(variant: str, cells: int | None) -> str:
    """The key of a game and cell count in :attr:`Settings.winnable_only`
    (``"eight-off-c4"``; ``"easy-harp"`` for a game without a cell choice)."""
    return f"{variant}-c{cells}" if cells else variant


def _valid_winnable_only(value: Any) -> bool:
    return isinstance(value, dict) and len(value) <= 64 and all(
        _valid_name(k) and isinstance(v, bool) for k, v in value.items())


def _valid_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _valid_name(value: Any) -> bool:
    return isinstance(value, str) and 0 < len(value) <= 64 and value.strip() == value


def _valid_cells(value: Any) -> bool:
    # bool is a subclass of int; true/false are not cell counts.
    return isinstance(value, int) and not isinstance(value, bool) and value in EIGHT_OFF_CELLS


def _valid_cells_by_game(value: Any) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and k in REGISTRY and _valid_cells(v)
        and v in REGISTRY[k].cell_choices for k, v in value.items())


def _valid_volume(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100


def _valid_window(value: Any) -> bool:
    return value is None or (
        isinstance(value, list)
        and len(value) == 4
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        and -100_000 < min(value) and max(value) < 100_000
        and value[2] > 0 and value[3] > 0
    )


_VALIDATORS: dict[str, Callable[[Any], bool]] = {
    "interactive_rules": _valid_bool,
    "double_click": _valid_bool,
    "animation_speed": lambda value: isinstance(value, str) and value in ANIMATION_SPEEDS,
    "start_fullscreen": _valid_bool,
    "card_back": _valid_name,
    "card_style": lambda value: isinstance(value, str) and value in CARD_STYLES,
    "table_theme": _valid_name,
    "language": _valid_name,
    "last_game": lambda value: isinstance(value, str) and value in GAMES,
    "cells": _valid_cells_by_game,
    "confirm_leave": _valid_bool,
    "show_winnability": _valid_bool,
    "four_colour": _valid_bool,
    "large_index": _valid_bool,
    "sound": _valid_bool,
    "volume": _valid_volume,
    "window": _valid_window,
    "played": _valid_bool,
    "speak": _valid_bool,
    "high_contrast": _valid_bool,
    "text_size": lambda value: (isinstance(value, int) and not isinstance(value, bool)
                                and value in TEXT_SIZES),
    "winnable_only": _valid_winnable_only,
}


def default_settings_path() -> Path:
    """Return the default settings file path.

    Returns:
        ``app_dirs().config_dir / "settings.json"`` (never fails; see :func:`app_dirs`).
    """
    return app_dirs().config_dir / SETTINGS_FILE_NAME


def settings_from_dict(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Build settings from a decoded JSON object, keeping only valid values.

    Args:
        data: The decoded object. Unknown keys (and ``"version"``) are ignored.

    Returns:
        The settings (defaults for missing or invalid values) and the names of the keys
        whose values were present but invalid.
    """
    values: dict[str, Any] = {}
    rejected: list[str] = []
    for field in fields(Settings):
        if field.name not in data:
            continue
        value = data[field.name]
        if _VALIDATORS[field.name](value):
            values[field.name] = value
        else:
            rejected.append(field.name)
    if LEGACY_CELLS_KEY in data and "cells" not in data:  # a file of an older version
        if _valid_cells(data[LEGACY_CELLS_KEY]):
            legacy = data[LEGACY_CELLS_KEY]  # it was every game's cell count
            values["cells"] = {v.name: legacy for v in REGISTRY.values()
                               if legacy in v.cell_choices}
        else:
            rejected.append(LEGACY_CELLS_KEY)
    if "played" not in data and "last_game" in values:
        values["played"] = True  # a file of an older version: a game was started then
    return Settings(**values), rejected


def load_settings(path: Path | None = None) -> Settings:
    """Load the settings; never fails.

    Args:
        path: The settings file; defaults to :func:`default_settings_path`.

    Returns:
        The settings. A missing file gives the defaults silently. Otherwise the file goes
        through the game's one loader (:mod:`game.storage.loading`): a file that cannot
        be read, or is not a JSON object, gives the defaults and is moved aside; keys
        with values of the wrong type or out of range get their defaults while valid keys
        are kept, and the bad values are set aside in a ``*.bad-DATE`` file. Every problem
        is reported (logged, and told to the player once by the app).
    """
    if path is None:
        path = default_settings_path()
    data = read_json(Path(path), WHAT)
    if data is MISSING:
        return Settings()
    if not isinstance(data, dict):
        report(WHAT, Path(path), "not a JSON object", keep_aside(Path(path)))
        return Settings()
    version = data.get("version")
    if version != SETTINGS_VERSION:
        logger.warning(
            "The settings file %s has version %r (expected %d); reading what is known",
            path,
            version,
            SETTINGS_VERSION,
        )
    settings, rejected = settings_from_dict(data)
    if rejected:
        set_aside_entries(
            Path(path), WHAT, [{key: data[key] for key in rejected}],
            [f"invalid values for {', '.join(rejected)}; their defaults are used"],
        )
    return settings


def settings_to_json(settings: Settings) -> str:
    """Encode settings as the text of a settings file.

    Args:
        settings: The settings to encode.

    Returns:
        Pretty-printed JSON with a ``"version"`` key and a trailing newline.
    """
    document: dict[str, Any] = {"version": SETTINGS_VERSION}
    document.update(asdict(settings))
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """Save the settings atomically.

    Args:
        settings: The settings to save.
        path: The settings file; defaults to :func:`default_settings_path`.

    Returns:
        ``True`` if saved, ``False`` if an :class:`OSError` occurred (it is logged).
    """
    try:
        if path is None:
            path = default_settings_path()
        atomic_write_text(Path(path), settings_to_json(settings))
    except OSError as error:
        logger.warning("Could not save the settings to %s: %s", path, error)
        return False
    return True
