"""The History scene: finished deals, newest first, with replay, play again and export.

The scene composes its parts and keeps what they show in step: the filters (the game: all or
each game shown; the result: all, won, not finished — a deal is never "lost"), the table of
games (:class:`~game.ui.views.history_table.HistoryTable`, a drawn part that sends up the row
action pressed), the paging, and the import field at the bottom. The list is paged: one
database query for the page (without the move logs, ``History.recent(with_log=False)``) and
one count; a row's move log is loaded (``History.get``) only when one of its actions is used.

Import: a path typed into the field is read with :func:`game.storage.exchange.import_game`;
the game is added to the history as its result (once) and can be replayed at once with
"Replay it". A history database that cannot be used (locked, damaged, newer) shows its problem
here; nothing crashes and the file is left untouched.

The title and the table's dark panel are the scene's frame (:meth:`HistoryView.scene_frame`,
drawn on the first frame of a scene opened before its widgets are built, and in the complete
scene): placed by the table's geometry, which follows the window size and the language alone
(the page holds as many rows as fit, whatever the games recorded). The count of games, the
rows and the page line are data: they come with the widgets.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import arcade

from game.engine.deal import DealSpec, parse_code
from game.i18n import _, language, ngettext
from game.ui import palette
from game.ui.format import problem_text
from game.ui.frames import soonest
from game.ui.gui import gui
from game.ui.theme import FONT
from game.ui.views.basics import font_size
from game.ui.views.common import (
    SceneFrame,
    SceneView,
    make_button,
    on_pixels,
)
from game.ui.views.history_details import DetailsLine
from game.ui.views.history_exchange import HistoryExchange
from game.ui.views.history_filters import place_filters, show_filters
from game.ui.views.history_table import (
    HistoryTable,
    TableGeometry,
    measure,
    panel_box,
    place_pager,
)

if TYPE_CHECKING:
    from game.engine.notation import SavedGame
    from game.storage.history import GameRecord
    from game.ui.services import Services

class HistoryView(SceneView):
    """Finished deals, newest first, paged: the filter bar, the table, the details line and
    the import row (parts of their own), kept in step with the filters and the page.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc returns to (the menu by default).
    """

    def __init__(self, services: Services, back: arcade.View | None = None) -> None:
        super().__init__(services, back)
        self.variant: str | None = None
        self.result: str | None = None
        self.page = 0
        self.total = 0
        self.table = HistoryTable(self._row_pressed)
        """The page of games shown (:class:`~game.ui.views.history_table.HistoryTable`)."""
        self.details = DetailsLine(services, self._play_line)
        """The message or the lit row's details, and "Show me how"
        (:class:`~game.ui.views.history_details.DetailsLine`)."""
        self.exchange = HistoryExchange(services, self.details.say, self._exchanged,
                                        self._replay_saved)
        """Export and import (:class:`~game.ui.views.history_exchange.HistoryExchange`)."""
        self.problem = ""
        self._texts: dict[str, arcade.Text] = {}
        self._built_for: tuple | None = None
        self._data_key: tuple | None = None
        """What the rows were read for: filters, page, page size and the history's
        revision (:meth:`History.revision`); ``None`` before the first read (when the
        scene is first built: a scene that fills in reads them in its first steps)."""

    def reset(self) -> None:
        """A new scene's state: all games and results, the newest page, no message, an
        empty import field. The rows are read again only if the history changed."""
        self.details.cancel()
        self.details.say("")
        self.variant = self.result = None
        self.page = 0
        self.exchange.forget()
        self.table.leave()

    def data_key(self) -> tuple:
        """What the rows shown depend on (cheap: no database scan)."""
        history = self.services.records.history
        size = self.table.geometry.page_size if self.table.geometry else None
        return (self.variant, self.result, self.page, size, history.revision(),
                language())

    def layout_key(self) -> tuple:
        return (self._data_key, self.exchange.imported is not None)  # the texts follow on their own

    # ------------------------------------------------------------------ data
    def refresh(self) -> None:
        """Query the page for the current filters and rebuild the rows."""
        for _step in self.refresh_steps():
            pass

    def refresh_steps(self, geometry: TableGeometry | None = None) -> Iterator[None]:
        """:meth:`refresh` in steps (the column widths, the query, the rows): a scene that
        fills in reads its rows in its first frames, not before its first frame."""
        if geometry is None:
            geometry = measure(*self.size)
            yield
        history = self.services.records.history
        limit = geometry.page_size
        self.total = history.count(self.variant, self.result)
        pages = max(1, -(-self.total // limit))
        self.page = max(0, min(self.page, pages - 1))
        self.table.show(history.recent(
            self.variant, self.result, limit=limit, offset=self.page * limit, with_log=False
        ))
        self.problem = "" if history.available else problem_text(history)
        yield
        yield from self.table.build_steps(geometry)
        self._data_key = self.data_key()

    @property
    def pages(self) -> int:
        """The number of pages for the current filters (at least 1)."""
        return self.table.pages(self.total)

    def set_game(self, variant: str | None) -> None:
        """Show only one game (``None`` = all), from the first page."""
        self.variant = variant
        self.page = 0
        self._show_rows()

    def set_result(self, result: str | None) -> None:
        """Show only one result (``None`` = all), from the first page."""
        self.result = result
        self.page = 0
        self._show_rows()

    def go_page(self, page: int) -> None:
        """Show page ``page`` (0-based, clamped)."""
        self.page = max(0, min(page, self.pages - 1))
        self._show_rows()

    def _show_rows(self) -> None:
        """Read the rows for the filters and page, and show them: in place when the widgets
        are built (the chosen filters turn gold, the paging buttons follow, the rows' buttons
        take the old ones' places in the focus ring), else by building the scene."""
        old_rows = {id(b) for b in self.table.buttons()}
        self.refresh()
        if self.built_key is None or not getattr(self, "buttons", None):
            self.relayout()
            return
        show_filters(self.buttons, (self.variant, self.result))
        self.buttons["previous"].disabled = self.page <= 0
        self.buttons["next"].disabled = self.page >= self.pages - 1
        self.buttons["show-how"].disabled = not self.table.records
        focused = self.focus_items[self.focus] if 0 <= self.focus < len(self.focus_items) \
            else None
        kept = [w for w in self.focus_items if id(w) not in old_rows]
        at = kept.index(self.buttons["statistics"]) + 1
        self.focus_items = [*kept[:at], *self.table.buttons(), *kept[at:]]
        if focused is not None:  # the same button, or the one in its place (a row's)
            self.focus = next((i for i, w in enumerate(self.focus_items) if w is focused),
                              min(self.focus, len(self.focus_items) - 1))
            if self.focus_items[self.focus].disabled:
                self.move_focus(1)
        self._make_texts(*self.scene_size, self.table.geometry)
        self.ui.trigger_render()  # whole: a translucent button is not drawn over itself
        self.built_key = self.current_key(*self.scene_size)

    def scene_frame(self, width: float, height: float) -> SceneFrame:
        """The title and the table's panel (drawn at once when the scene opens; see the
        module docstring)."""
        g = measure(width, height)
        s = g.scale
        title = arcade.Text(
            _("History"), g.left, height - 46 * s, palette.TITLE, font_size(30, s), font_name=FONT,
            bold=True, anchor_y="center",
        )
        left, bottom, right, top = panel_box(g)
        return SceneFrame(texts=[title], panels=[(arcade.types.LRBT(left, right, bottom, top),
                                                  palette.PANEL)])

    # ------------------------------------------------------------------ widgets
    def build(self, width: float, height: float) -> Iterator[None]:
        """The title, filters, paging, import field and Back for a window size."""
        g = measure(width, height)
        yield
        table = self.table
        if self._data_key is None:  # the first build: the rows are read now
            table.geometry = g
            yield from self.refresh_steps(g)
        elif g != table.geometry:  # a new window size
            if table.geometry is None or g.page_size != table.geometry.page_size:
                table.geometry = g
                yield from self.refresh_steps(g)
            else:
                yield from table.build_steps(g)
        s = g.scale
        size = font_size(14, s)
        bh = max(28.0, 36 * s)
        self.buttons: dict[str, gui.UIFlatButton] = {}

        def place(key: str, button: gui.UIFlatButton, x: float, y: float) -> float:
            button.rect = on_pixels(x, y, button.width, bh)
            self.buttons[key] = self.ui.add(button)
            self.focusable(button)
            return x + button.width

        yield from place_filters(place, g, height - 126 * s, bh, size,
                                 (self.variant, self.result), (self.set_game, self.set_result),
                                 self.open_statistics)
        yield
        # The rows' actions, top to bottom, left to right: in the focus ring between the
        # filters and the paging, so Tab / arrows and Enter reach every row by keyboard.
        for row_button in table.buttons():
            self.focusable(row_button)  # type: ignore[arg-type] - same rect/action/disabled
        # Paging.
        y = 100 * s
        place_pager(place, g, y, bh, size, self._page_line(),
                    lambda: self.go_page(self.page - 1), lambda: self.go_page(self.page + 1),
                    (self.page <= 0, self.page >= self.pages - 1))
        self._page_y = y + bh / 2
        yield
        # Import and Back.
        y = 24 * s
        self.exchange.place_row(place, lambda field: self.focusable(self.ui.add(field)),
                                g.left, y, bh, s)
        place("back", make_button(_("Back"), self.back, 110 * s, bh, size),
              g.right - 110 * s, y)
        yield
        self.details.place(place, g.left, g.right, y + bh + 22 * s, bh, s, self.show_me_how,
                           bool(table.records))
        self._make_texts(width, height, g)

    def _page_line(self) -> str:
        return _("Page {page} of {pages}").format(page=self.page + 1, pages=self.pages)

    def _make_texts(self, width: float, height: float, g: TableGeometry) -> None:
        s = g.scale
        key = (width, height, self.page, self.pages, self.total, self.problem,
               bool(self.table.rows), language())
        if key == self._built_for:
            return
        self._built_for = key
        count = ngettext("{n} game played", "{n} games played", self.total).format(
            n=self.total)
        if self.problem:
            count = ""
        self._texts["count"] = arcade.Text(
            count, g.right, height - 46 * s, palette.DIM, font_size(15, s), font_name=FONT,
            anchor_x="right", anchor_y="center",
        )
        self._texts["page"] = arcade.Text(
            self._page_line(),
            (g.left + g.right) / 2, self._page_y, palette.TEXT, font_size(14, s), font_name=FONT,
            anchor_x="center", anchor_y="center",
        )
        empty = ""
        if self.problem:
            empty = self.problem
        elif not self.table.rows:
            empty = _("No games played yet.") if not (self.variant or self.result) else _(
                "No games match these filters.")
        self.table.set_note(empty, bool(self.problem))

    # ------------------------------------------------------------------ actions
    def open_statistics(self) -> None:
        """The Statistics scene (Esc there returns where this one would)."""
        self.services.nav.show_view(self.services.nav.scene("statistics", back=self.back_view))

    def _full_record(self, i: int) -> GameRecord | None:
        records = self.table.records
        if not 0 <= i < len(records):
            return None
        record = self.services.records.history.get(records[i].id)  # type: ignore[arg-type]
        if record is None:
            self.details.say(_("This game could not be read from the history."), error=True)
        return record

    def _row_pressed(self, action: str, i: int) -> None:
        """A row's button was pressed: do its ``action`` for row ``i``."""
        {"replay": self.replay_row, "again": self.play_again_row, "export": self.export_row,
         "continue": self.continue_row}[action](i)

    def replay_row(self, i: int) -> None:
        """Replay the deal of row ``i`` (its log is loaded now)."""
        record = self._full_record(i)
        if record is None:
            return
        if not record.log and record.moves:
            self.details.say(_("The move log of this game is missing; it cannot be replayed."),
                     error=True)
            return
        from game.ui.views.replay import open_replay

        open_replay(self.services, parse_code(record.code), list(record.log), back=self)

    def play_again_row(self, i: int) -> None:
        """Play the deal of row ``i`` again from its start."""
        if 0 <= i < len(self.table.records):
            spec = parse_code(self.table.records[i].code)
            self.services.nav.leave_then(lambda: self.services.nav.same_deal(spec))

    def continue_row(self, i: int) -> None:
        """Continue the unfinished game of row ``i`` where it was left."""
        record = self._full_record(i)
        if record is None:
            return
        if record.moves and not record.log:
            self.details.say(_("The move log of this game is missing; it cannot be continued."),
                     error=True)
            return
        try:
            self.services.nav.continue_recorded(record)
        except ValueError:  # DealCodeError, NotationError and ReplayError
            self.details.say(_("This game could not be continued: its move log does not replay."),
                     error=True)

    def details_row(self) -> int | None:
        """The row the details line and "Show me how" are about (see
        :meth:`~game.ui.views.history_table.HistoryTable.about`: the keyboard's row is the
        one whose action button has the focus)."""
        return self.table.about(self._focused_row())

    def _focused_row(self) -> int | None:
        """The row whose action button has the keyboard focus, if one has."""
        if not 0 <= self.focus < len(self.focus_items):
            return None
        return self.table.row_of(self.focus_items[self.focus])

    def show_me_how(self) -> None:
        """"Show me how" for the deal of :meth:`details_row`: the Replay scene plays a
        winning line from the deal's start (see
        :meth:`~game.ui.views.history_details.DetailsLine.show_me_how`)."""
        i = self.details_row()
        if i is not None:
            self.details.show_me_how(parse_code(self.table.records[i].code))

    def _play_line(self, spec: DealSpec, line: list[str]) -> None:
        """Replay ``line`` from the start of deal ``spec``, returning here."""
        self.services.nav.replay_from(spec, line, 0, back=self)

    def next_frame_in(self) -> float | None:
        """As every scene; while a saved game is being read, four frames a second (its
        progress, and taking its result)."""
        return soonest(super().next_frame_in(), self.exchange.next_frame_in())

    def on_update(self, delta_time: float) -> bool | None:
        self.exchange.poll()
        self.details.poll()
        return None

    def export_row(self, i: int) -> None:
        """Write row ``i`` as a saved-game file in the exports folder and show the path."""
        record = self._full_record(i)
        if record is not None:
            self.exchange.export(record)

    def _exchanged(self, added: bool) -> None:
        """The exchange changed what the scene shows: the buttons, and with ``added`` the
        rows."""
        if added:
            self.refresh()
        self.relayout()

    def _replay_saved(self, saved: SavedGame) -> None:
        """Replay the saved game ``saved`` (the one imported), returning here."""
        from game.ui.views.replay import open_replay

        open_replay(self.services, saved.game.spec, list(saved.game.log), back=self)

    # ------------------------------------------------------------------ events
    def on_show_view(self) -> None:
        if self._data_key is not None and self._data_key != self.data_key():
            self._built_for = None  # rows were added, or other filters
            self.refresh()
        super().on_show_view()  # built again if the rows, the size or the language changed

    def on_hide_view(self) -> None:
        self.details.cancel()  # a question nobody will see answered
        self.exchange.keep_text()
        super().on_hide_view()

    def relayout(self, width: float | None = None, height: float | None = None) -> None:
        self.exchange.keep_text()
        super().relayout(width, height)

    def on_enter(self) -> bool:
        if self.text_input_active():
            self.exchange.import_from_field()
            return True
        return False

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> bool | None:
        if self.filling is not None:
            return None  # no row is shown yet
        self.table.point(x, y)
        return None

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if self.finish_filling() and self.ui.on_mouse_press(x, y, button, modifiers):
            return True  # a widget's click (the rows are below)
        if button != arcade.MOUSE_BUTTON_LEFT or not self.table.press(x, y):
            return None
        return True

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol != arcade.key.ESCAPE and self.finish_filling() \
                and self.ui.on_key_press(symbol, modifiers):
            return True
        if not self.text_input_active():
            if symbol == arcade.key.PAGEDOWN:
                self.go_page(self.page + 1)
                return True
            if symbol == arcade.key.PAGEUP:
                self.go_page(self.page - 1)
                return True
        handled = super().on_key_press(symbol, modifiers)
        row = self._focused_row()
        if row is not None:  # the keyboard chose a row: it is the one lit and spoken of
            self.table.hover, self.table.selected = None, row
        return handled

    # ------------------------------------------------------------------ drawing
    def on_draw_before_ui(self) -> None:
        # (The title and the table's panel are the frame: SceneView.on_draw draws them.)
        self.table.draw(self.details_row())  # lit: the row the details line is about
        self.exchange.draw()
        for key in ("count", "page"):
            text = self._texts.get(key)
            if text is not None and text.text:
                text.draw()
        self.details.draw(self._lit_record())

    def _lit_record(self) -> GameRecord | None:
        """The record of the row the details line is about, if any."""
        i = self.details_row()
        return None if i is None else self.table.records[i]

    def details_text(self) -> arcade.Text | None:
        """The details line of the lit row (drawn when there is no message), or ``None``."""
        return self.details.details_text(self._lit_record())


__all__ = ["HistoryView"]
