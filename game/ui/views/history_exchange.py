"""The History scene's exchange with saved-game files: export a row, import a file.

Export writes a finished game of the history as a saved-game file in the exports folder
(:func:`game.storage.exchange.export_record`) and "Open folder" shows that folder. Import reads
a saved-game file on a worker thread (:class:`~game.ui.background.BackgroundJob`: a game of a
million moves takes seconds to verify), counting the seconds on the message line meanwhile,
and adds the game to the history as its result, once
(:func:`game.storage.exchange.record_imported`).

The part owns the import row at the bottom of the scene ("Import:", the path field, Import,
and "Replay it" and "Open folder" once they apply), placed by the scene through its ``place``
and ``add_field``; it sends its results up: a line to show (``say``), ``changed`` when the
rows or the buttons shown depend on what it did (a game added to the history, "Replay it" or
"Open folder" to show) and ``replay`` for the game imported.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from game.i18n import _, error_text, ngettext, translate
from game.ui import palette
from game.ui.background import BackgroundJob
from game.ui.fonts import text_width
from game.ui.gui import TextField
from game.ui.theme import FONT
from game.ui.views.basics import font_size
from game.ui.views.common import input_style, make_button

if TYPE_CHECKING:
    from game.engine.notation import SavedGame
    from game.storage.history import GameRecord
    from game.ui.gui import gui
    from game.ui.services import Services
    from game.ui.views.history_table import Place

IMPORT_FRAME = 0.25
"""Seconds between frames while a saved game is being read (its progress)."""


class HistoryExchange:
    """Exports rows and imports saved-game files for the History scene.

    Args:
        services: the services (the player's history, read when used: records are added to it).
        say: shows a one-line message; ``error=True`` for a failure.
        changed: called when the scene's buttons are to be laid out again, with ``True``
            when a game was imported (the rows are to be read again too).
        replay: called with the game imported when "Replay it" is pressed.

    Attributes:
        imported: the saved game imported last ("Replay it" replays it), or ``None``.
        last_export: the file exported last ("Open folder" opens its folder), or ``None``.
        importing: the saved game being read on a worker thread, or ``None``.
        field: the path field, once the row is placed.
    """

    def __init__(self, services: Services, say: Callable[..., None],
                 changed: Callable[[bool], None], replay: Callable[[SavedGame], None]) -> None:
        self.services = services
        self.say = say
        self.changed = changed
        self.replay = replay
        self.imported: SavedGame | None = None
        self.last_export: Path | None = None
        self.importing: BackgroundJob[SavedGame] | None = None
        self._shown_seconds = -1
        self.field: gui.UIInputText | None = None
        self._field_text = ""
        """The path typed, kept while the row is made again."""
        self._label: arcade.Text | None = None

    def forget(self) -> None:
        """A new scene's state: nothing imported or exported, an empty field (a read going
        on goes on)."""
        self.imported = None
        self.last_export = None
        self._field_text = ""
        if self.field is not None:
            self.field.text = ""

    def keep_text(self) -> None:
        """Keep the path typed for the row made next (the scene is laid out again)."""
        if self.field is not None:
            self._field_text = self.field.text

    # ------------------------------------------------------------------ the row
    def place_row(self, place: Place, add_field: Callable[[TextField], TextField],
                  left: float, y: float, height: float, scale: float) -> None:
        """Make the import row with its bottom at ``y`` from ``left`` (logical pixels):
        "Import:", the field (added with ``add_field``), then the buttons (``place``: keys
        ``import``, ``replay-imported``, ``open-folder``), ``height`` high."""
        s = scale
        size = font_size(14, s)
        label_w = max(70 * s, text_width(_("Import:"), size) + 10 * s)
        import_w = max(110 * s, text_width(_("Import"), size) + 20 * s)
        field_w = 460 * s - (import_w - 110 * s)  # (a long label: the row keeps its length)
        self._label = arcade.Text(_("Import:"), left, y + height / 2, palette.DIM, size,
                                  font_name=FONT, anchor_y="center")
        fh = min(height, round(size * 2.1))  # the field's text sits at its top: keep it snug
        field = TextField(
            x=left + label_w, y=y, width=field_w, height=fh, text=self._field_text,
            font_name=FONT, font_size=size, text_color=palette.TEXT, caret_color=palette.GOLD,
            style=input_style(),
        )
        field.rect = field.rect.resize(field_w, fh).align_left(left + label_w).align_bottom(
            y + (height - fh) / 2)
        self.field = add_field(field)
        x = left + label_w + field_w + 8 * s
        x = place("import", make_button(_("Import"), self.import_from_field, import_w, height,
                                        size), x, y) + 8 * s
        if self.imported is not None:
            x = place("replay-imported", make_button(_("Replay it"), self.replay_imported,
                                                     110 * s, height, size), x, y) + 8 * s
        if self.last_export is not None:
            label = _("Open folder")
            place("open-folder", make_button(label, self.open_folder, max(
                110 * s, text_width(label, size) + 20 * s), height, size), x, y)

    def draw(self) -> None:
        """Draw the row's label (its widgets are the scene's to draw)."""
        if self._label is not None:
            self._label.draw()

    def import_from_field(self) -> None:
        """Import the saved game whose path is in the field (:meth:`start_import`)."""
        text = self.field.text.strip() if self.field is not None else ""
        if self.importing is None:
            self._field_text = text
        self.start_import(text)

    def replay_imported(self) -> None:
        """"Replay it": the game imported last, sent up to be replayed."""
        if self.imported is not None:
            self.replay(self.imported)

    # ------------------------------------------------------------------ export
    def export(self, record: GameRecord) -> None:
        """Write ``record`` (with its move log) as a saved-game file in the exports folder
        and say where; a failure says why."""
        from game.storage.exchange import ExchangeError, export_record

        try:
            path = export_record(record)
        except ExchangeError as exc:
            self.say(_("Export failed: {reason}").format(reason=error_text(exc)), error=True)
            return
        self.last_export = path
        self.say(_("Saved to {path}").format(path=path))
        self.changed(False)  # ("Open folder" beside Import)

    def open_folder(self) -> None:
        """"Open folder": the folder of the file exported last, in the system's file
        manager (never waiting for it); where there is none, the message says where the
        folder is."""
        from game.desktop import open_in_system

        if self.last_export is None:
            return
        folder = self.last_export.parent
        if open_in_system(folder) is not None:
            self.say(_("No file manager could be opened; the folder is {path}").format(
                path=folder), error=True)

    # ------------------------------------------------------------------ import
    def start_import(self, text: str) -> None:
        """Start reading the saved game at path ``text`` on a worker thread (its result is
        taken by :meth:`poll`). A second import waits for the first; an empty path says
        what to type."""
        from game.storage.exchange import import_game

        if self.importing is not None:
            return
        if not text:
            self.say(_("Type the path of a saved-game file first."), error=True)
            return
        self.imported = None
        self.importing = BackgroundJob(lambda: import_game(text))
        self._shown_seconds = -1
        self._progress()

    def poll(self) -> None:
        """A frame: the seconds read so far on the message line, or the import's result
        when the worker is done."""
        job = self.importing
        if job is None:
            return
        if job.done:
            self.importing = None
            self._imported(job)
        else:
            self._progress()

    def next_frame_in(self) -> float | None:
        """Seconds until the next frame this part needs: :data:`IMPORT_FRAME` while a
        saved game is being read, else ``None``."""
        return None if self.importing is None else IMPORT_FRAME

    def _progress(self) -> None:
        """The message line while a saved game is being read: the seconds so far."""
        job = self.importing
        if job is None:
            return
        seconds = int(job.seconds())
        if seconds != self._shown_seconds:
            self._shown_seconds = seconds
            self.say(_("Reading the saved game… {seconds} s").format(seconds=seconds))

    def _imported(self, job: BackgroundJob[SavedGame]) -> None:
        """The import's worker is done: add the game to the history and say what happened."""
        from game.storage.exchange import ExchangeError, record_imported

        try:
            saved = job.result()
        except ExchangeError as exc:
            self.imported = None
            self.say(_("Import failed: {reason}").format(reason=error_text(exc)), error=True)
            return
        self.imported = saved
        history = self.services.records.history
        game_id, added = record_imported(history, saved)
        saved.game.forget_settled()  # kept for "Replay it" (its log): a long game's actions go
        what = imported_words(saved)
        if game_id is None:
            self.say(_("Imported {what}; not added to the history: {problem}").format(
                what=what, problem=translate(history.problem_template,
                                             history.problem_params)
                or _("unavailable")))
        elif added:
            self.say(_("Imported {what}; added to the history.").format(what=what))
        else:
            self.say(_("Imported {what}; it was already in the history.").format(what=what))
        self.changed(True)


def imported_words(saved: SavedGame) -> str:
    """The words naming an imported game in the message line: its code, result, score and
    moves (whole sentences: the result word is lower case inside one)."""
    game = saved.game
    if game.is_won:
        what = ngettext("{code}, won, score {score}, {moves} move",
                        "{code}, won, score {score}, {moves} moves", game.moves)
    else:
        what = ngettext("{code}, not finished, score {score}, {moves} move",
                        "{code}, not finished, score {score}, {moves} moves", game.moves)
    return what.format(code=game.code, score=game.score, moves=game.moves)


__all__ = ["IMPORT_FRAME", "HistoryExchange", "imported_words"]
