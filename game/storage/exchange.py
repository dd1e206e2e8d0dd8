"""Export and import finished deals as saved-game files (no arcade here).

A file written by :func:`export_game` is the engine's saved-game format
(:func:`game.engine.notation.dump_game`): versioned JSON with a checksum, holding the deal
code, the whole move log (undos included), score, move counter, result and times. It is
written atomically, so an interrupted export never leaves half a file.

:func:`import_game` reads such a file back and verifies it completely (the engine's
:func:`~game.engine.notation.load_game` replays the log under the rules). Every fault
becomes an :class:`ExchangeError` (a ``ValueError``) with a one-line message for the player:
unreadable file, not JSON, another program's file, edited or damaged, newer version.

Imported games and the history (the choice made here): :func:`record_imported` adds an
imported game to the history as *its own* result, so it shows in History and Statistics and
can be replayed from there like any other deal. A game saved while still ``"in progress"``
counts as ``"not finished"`` (the history knows no other results). Importing the same game
twice adds it once: the history's unique key on a game's identity (deal code and start
time, or deal code and move log for a game saved without a start) keeps one row of it,
whichever way it comes (the row that went furthest).
"""

from __future__ import annotations

import datetime
import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from game.engine.deal import DealCodeError
from game.engine.game import Game, ReplayError
from game.engine.moves import NotationError
from game.engine.notation import SavedGame, SavedGameError, dump_game, load_game
from game.i18n import N_, english
from game.storage import validation
from game.storage.files import HOME_ENV, atomic_write_text
from game.storage.reading import (
    A_FOLDER,
    NOT_REGULAR,
    NOT_TEXT,
    TOO_DEEP,
    TOO_LARGE,
    FileRefused,
    decode_text,
    parse_json,
    read_limited,
)

if TYPE_CHECKING:
    from game.storage.history import GameRecord, History

logger = logging.getLogger(__name__)

EXPORTS_DIR_NAME = "Easy Harp and Eight Off"
"""The folder in the player's documents folder that exported games go to."""

MAX_FILE_BYTES = 8 * 1024 * 1024
"""Larger files are refused unread: no real saved game comes near this size."""


_REFUSED = {
    A_FOLDER: N_("{name} is a folder, not a saved game"),
    NOT_REGULAR: N_("{name} is not a saved game (not a regular file)"),
    TOO_LARGE: N_("{name} is too large to be a saved game"),
    NOT_TEXT: N_("{name} is not a saved game (not a text file, so not JSON)"),
}
"""What the player reads for a file :func:`~game.storage.reading.read_limited` or
:func:`~game.storage.reading.decode_text` refused, by the refusal's template."""


class ExchangeError(ValueError):
    """A game cannot be exported or imported; ``str(error)`` is one line in English.

    Attributes:
        template: the English message with ``{placeholders}``, marked for translation; the
            UI shows :func:`game.i18n.error_text` (the template and every parameter, nested
            errors and OS errors too, in the player's language).
        params: the values for the placeholders (a file name, an ``OSError``, a
            ``SavedGameError``, …).
    """

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        super().__init__(english(template, params))


def exports_dir() -> Path:
    """The folder for exported games, created if needed: a folder of the game's own in the
    player's documents folder (``platformdirs.user_documents_dir()``: where a player looks
    for files, not the hidden data folder), or ``<HARP_EIGHT_HOME>/documents/…`` when
    ``HARP_EIGHT_HOME`` is set (it puts every file of the game below it).

    Raises:
        OSError: If the folder cannot be created.
    """
    home = os.environ.get(HOME_ENV)
    documents = (Path(home).expanduser() / "documents" if home
                 else Path(platformdirs.user_documents_dir()))
    folder = documents / EXPORTS_DIR_NAME
    folder.mkdir(parents=True, exist_ok=True)
    return folder


SAVED_GAME_SUFFIX = ".harp-eight"
"""The extension of exported games: a file type of their own (the packages register it, so
a double-clicked saved game opens in the Replay); the content is JSON, and a file of any
name (the ``.json`` of earlier exports) is read the same."""


def export_file_name(code: str, game_id: int | None = None) -> str:
    """The file name of an exported game: ``<code>-<id>.harp-eight`` (``<code>.harp-eight``
    without id; :data:`SAVED_GAME_SUFFIX`).

    Args:
        code: The deal code.
        game_id: The history id, when the game comes from the history.
    """
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in code)
    stem = f"{safe}-{game_id}" if game_id is not None else safe
    return stem + SAVED_GAME_SUFFIX


def saved_game_of(source: GameRecord | SavedGame | Game) -> SavedGame:
    """The saved game to write for a history record, a saved game or a game.

    Args:
        source: A :class:`~game.storage.history.GameRecord` *with* its move log (from
            ``History.get``), a :class:`SavedGame`, or a :class:`Game` (exported as
            ``"won"`` when won, else ``"in progress"``, with no times).

    Raises:
        ExchangeError: The record's move log does not replay to what the record says.
    """
    if isinstance(source, SavedGame):
        return source
    if isinstance(source, Game):
        return SavedGame(source, 0.0, None, None, "won" if source.is_won else "in progress")
    try:
        game = Game.from_log(source.code, source.log)
    except (DealCodeError, NotationError, ReplayError) as exc:
        raise ExchangeError(N_("the recorded game {code} does not replay: {problem}"),
                            code=source.code, problem=exc) from None
    if (source.result == "won") != game.is_won or game.moves != source.moves:
        raise ExchangeError(N_("the move log of the recorded game {code} is missing or damaged"),
                            code=source.code)
    return SavedGame(game, float(source.duration), source.started, source.ended, source.result)


def export_game(source: GameRecord | SavedGame | Game, path: Path) -> Path:
    """Write a game as a saved-game file, atomically.

    Args:
        source: What to export (see :func:`saved_game_of`).
        path: The file to write; its folder is created if needed.

    Returns:
        The path written.

    Raises:
        ExchangeError: The game cannot be exported or the file cannot be written (the old
            file, if any, is then unchanged).
    """
    text = dump_game(saved_game_of(source))
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, text)
    except OSError as exc:
        raise ExchangeError(N_("cannot write {path}: {reason}"), path=path, reason=exc) from None
    return path


def export_record(record: GameRecord) -> Path:
    """Export a history record to ``<code>-<id>.harp-eight`` in :func:`exports_dir`.

    Args:
        record: The record, with its move log.

    Returns:
        The path written.

    Raises:
        ExchangeError: As :func:`export_game`, or the exports folder cannot be made.
    """
    try:
        folder = exports_dir()
    except OSError as exc:
        raise ExchangeError(N_("cannot create the exports folder: {reason}"),
                            reason=exc) from None
    return export_game(record, folder / export_file_name(record.code, record.id))


def parse_saved_game(text: str) -> SavedGame:
    """Read and verify a saved game's text: the one decoder of the format, for the
    command line, the Replay, the import and the older versions' saved game in progress.

    Args:
        text: The file's text (:func:`~game.storage.reading.decode_text` skipped a
            byte-order mark).

    Returns:
        The saved game, its log replayed.

    Raises:
        SavedGameError: Not JSON (as :func:`~game.storage.reading.parse_json`: nested too
            deeply, ``NaN``, ``Infinity`` too), what :func:`~game.engine.notation.load_game`
            refuses, or a time played or a time out of range
            (:func:`game.storage.validation.check_saved_game`).
    """
    try:
        doc = parse_json(text.removeprefix("\ufeff"))  # the one net of every file's JSON
    except FileRefused as exc:
        if exc.template == TOO_DEEP:
            raise SavedGameError(N_("not a saved game: the JSON is nested too deeply")) from None
        if "line" in exc.params:
            raise SavedGameError(N_("not a saved game: the file is not valid JSON (line {line}, "
                                    "column {column})"), **exc.params) from None
        raise SavedGameError(N_("not a saved game: the file is not valid JSON")) from None
    saved = load_game(doc)
    try:
        validation.check_saved_game(saved)
    except ValueError as exc:
        logger.warning("A saved game's times are out of range: %s", exc)
        raise SavedGameError(N_("the saved game's time of play or its dates are out of "
                                "range")) from None
    return saved


def import_game(path: Path | str, name: str | None = None) -> SavedGame:
    """Read and verify a saved-game file: the one reader of a saved game a player names.

    Args:
        path: The file.
        name: How messages name it (its file name by default).

    Returns:
        The saved game, its log replayed.

    Raises:
        ExchangeError: With a one-line message: the file cannot be read (missing, a
            folder, a device or a FIFO, no permission, too large, not text), is not JSON,
            is another program's file, was edited or damaged, is a newer version, its
            moves do not replay or its times are impossible.
    """
    path = Path(str(path).strip()).expanduser()
    if name is None:
        name = path.name or str(path)
    try:
        data = read_limited(path, MAX_FILE_BYTES)
        text = decode_text(data)
    except FileNotFoundError:
        raise ExchangeError(N_("{name}: no such file"), name=name) from None
    except FileRefused as exc:
        raise ExchangeError(_REFUSED.get(exc.template, _REFUSED[NOT_REGULAR]),
                            name=name) from None
    except OSError as exc:
        raise ExchangeError(N_("cannot read {name}: {reason}"), name=name, reason=exc) from None
    try:
        return parse_saved_game(text)
    except SavedGameError as exc:
        raise ExchangeError(N_("{name}: {problem}"), name=name, problem=exc) from None


def record_of(saved: SavedGame) -> GameRecord:
    """The history record of an imported game (``"in progress"`` → ``"not finished"``).

    A saved game that does not say when it started keeps no start time (``""``): its
    identity is then its deal and its move log, never the time of the import, so the same
    file imported twice is one game. Its end time, shown in the History, is the one saved,
    else the start, else the time of the import.
    """
    from game.storage.history import GameRecord

    game = saved.game
    now = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
    return GameRecord(
        code=game.code,
        variant=game.spec.variant,
        cells=game.spec.cells,
        deal=game.spec.number,
        result="won" if game.is_won else "not finished",
        score=game.score,
        moves=game.moves,
        duration=round(float(saved.elapsed), 3),
        started=saved.started or "",
        ended=saved.ended or saved.started or now,
        log=tuple(game.log),
    )


def record_imported(history: History, saved: SavedGame) -> tuple[int | None, bool]:
    """Add an imported game to the history, once.

    Args:
        history: The history database.
        saved: The imported game.

    Returns:
        ``(id, added)``: the id of the game's record and whether it was added now
        (``False`` when it was already there: same identity, see
        :attr:`~game.storage.history.GameRecord.identity`). The id is ``None`` when the
        history is unavailable (see ``history.problem``).
    """
    stored = history.store([record_of(saved)])
    if not stored:
        return None, False
    return stored[0]


__all__ = [
    "ExchangeError",
    "export_game",
    "export_record",
    "exports_dir",
    "import_game",
    "record_imported",
    "saved_game_of",
]
