"""The History scene's table of games: a drawn part that the scene composes.

The table owns its rectangle: the header and a page of rows (date, game, code, result, score,
moves, time), the stripes, the lit row, and each row's drawn action buttons (Replay, Play
again or Continue, Export). It is built for speed: the header and every row are a *single*
pyglet text layout with tab stops, so a page costs a handful of vertex lists rather than a
widget per cell, and the rows' buttons are :class:`~game.ui.button.DrawnButton` objects used
again from page to page. It hit-tests the pointer itself and sends its results up: a pressed
button calls ``on_action(action, row)``; the scene reads the records, never the pixels.

Its geometry (:func:`measure`) follows the window size and the language alone, so the scene's
frame (the panel around the table, :func:`panel_box`) is known before any row is read.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import arcade
import pyglet

from game.engine.variants import shown
from game.i18n import N_, _, ngettext
from game.ui import fonts, palette
from game.ui.button import DrawnButton, button_at, felt_style
from game.ui.fonts import SMALLEST_TEXT, text_width
from game.ui.format import format_date, format_duration, game_name, result_name
from game.ui.theme import FONT
from game.ui.views.basics import font_size, scale_for
from game.ui.views.common import make_button
from game.ui.views.history_filters import filter_lines

if TYPE_CHECKING:
    from game.storage.history import GameRecord
    from game.ui.gui import gui

    Place = Callable[[str, gui.UIFlatButton, float, float], float]
    """Adds a button under a key at ``(x, y)``; returns the x of its right edge."""

ACTIONS = ("replay", "again", "export")
"""The button slots of a row, left to right."""
ACTION_LABELS = {"replay": N_("Replay"), "again": N_("Play again"), "export": N_("Export"),
                 "continue": N_("Continue")}
"""Button labels; an unfinished game's row shows Continue where Play again would be."""

COLUMNS = (
    ("date", 8.3), ("game", 9.2), ("code", 8.9), ("result", 6.0),
    ("score", 3.4), ("moves", 3.4), ("time", 3.4),
)
"""The text columns and their least widths in ems of the table's font (pixels per em =
4/3 × the size in points); what is left of the window's width is shared out between them."""
ACTION_EMS = {"replay": 4.4, "again": 5.8, "export": 4.3}
"""The least widths of the action buttons' slots (ems)."""
ACTION_GAP = 0.45
"""The gap left of each action button (ems)."""


def row_details(record: GameRecord) -> str:
    """The details line of a row (shown while the pointer is over it): the deal code and the
    hints used. The table has no room for another column at 800 px, so the hints live here."""
    return ngettext("{code}: {n} hint used", "{code}: {n} hints used",
                    record.hints_used).format(code=record.code, n=record.hints_used)


def row_cells(record: GameRecord) -> tuple[str, ...]:
    """The texts of a row: date, game, code, result, score, moves, duration."""
    return (
        format_date(record.ended),
        game_name(record.variant, record.cells),
        record.code,
        result_name(record.result),
        str(record.score),
        str(record.moves),
        format_duration(record.duration),
    )


def row_action(record: GameRecord, slot: str) -> str:
    """The action of button ``slot`` on the row of ``record`` (Continue for an unfinished
    game where Play again would be)."""
    if slot == "again" and record.result == "not finished":
        return "continue"
    return slot


@dataclass
class TableGeometry:
    """The table's places for a window size and language (pixels; points for ``font``):
    the text columns' left ``stops`` and the action buttons' ``actions_x`` are relative to
    ``left`` and absolute respectively; ``page_size`` rows fit under ``rows_top``."""

    scale: float
    left: float
    right: float
    rows_top: float
    row_h: float
    page_size: int
    font: int
    stops: list[float]
    actions_x: dict[str, tuple[float, float]]
    keys: tuple[str, ...] = tuple(key for key, _ems in COLUMNS)
    """The text columns shown, left to right (all of :data:`COLUMNS` but the code where
    they do not fit, see :func:`measure`: the details line under a row names its code)."""
    lines: int = 1
    """Lines a row takes: 1, or 2 with its buttons under its texts (a larger text size
    in a small window, see :func:`measure`)."""
    line_h: float = 0.0
    """The height of a line (the header's, a row's texts', its buttons'); ``row_h`` is
    ``lines`` of them."""
    filter_lines: int = 1
    """Lines the filter bar over the table takes (:func:`~.history_filters.filter_lines`):
    the table starts lower under two."""


def measure(width: float, height: float) -> TableGeometry:
    """The table's geometry in a window of ``width`` × ``height`` (logical pixels) in the
    language spoken now: the font shrinks until the columns and buttons fit; then the code
    column goes (the details line under a row names its code) when they do not fit at the
    smallest font, or, at a larger text size than the standard, when the other columns
    then fit a larger font (the player asked for larger rows, not the same size
    squeezed); at a larger text size still too large for one line, a row takes two (its
    buttons under its texts) when that gives a larger font; then the margins narrow."""
    s = scale_for(width, height)
    margin = 40 * s
    left, right = margin, width - margin
    width_px = right - left
    asked = asked_filters = font_size(14, s)
    font, columns, action_ems, need = largest_font(asked, width_px)
    squeezed = need * font * 4 / 3 > width_px
    if squeezed or (font < asked and fonts.TEXT_SCALE > 1):
        fewer = largest_font(asked, width_px, without="code")
        if squeezed or fewer[0] > font:
            font, columns, action_ems, need = fewer
    lines = 1
    for without in (None, "code") if font < asked and fonts.TEXT_SCALE > 1 else ():
        two = largest_font(asked, width_px, without, buttons=False)
        if two[0] > font:
            (font, columns, action_ems, need), lines = two, 2
    em = font * 4 / 3
    if need * em > width_px:
        margin = max(12.0, margin - (need * em - width_px) / 2)
        left, right = margin, width - margin
        width_px = right - left
    spare = max(0.0, width_px - need * em) / len(columns)
    line_h = max(26.0, 36 * s, em * 1.5)  # (a larger text size: taller lines)
    row_h = line_h * lines
    filters = filter_lines(width_px, s, asked_filters)
    rows_top = height - 150 * s - line_h - (filters - 1) * (max(28.0, 36 * s) + 6 * s)
    page_size = max(3, int((rows_top - 150 * s) // row_h))
    stops: list[float] = []
    x = 0.0
    for _key, ems in columns:
        stops.append(x)
        x += ems * em + spare
    actions_x: dict[str, tuple[float, float]] = {}
    x = width_px - sum(action_ems.values()) * em  # flush right
    for key in ACTIONS:
        w = action_ems[key] * em
        actions_x[key] = (left + x + ACTION_GAP * em, left + x + w)
        x += w
    return TableGeometry(s, left, right, rows_top, row_h, page_size, font, stops, actions_x,
                         tuple(key for key, _ems in columns), lines, line_h, filters)


def largest_font(asked: int, room: float, without: str | None = None, buttons: bool = True
                 ) -> tuple[int, list[tuple[str, float]], dict[str, float], float]:
    """The largest font (points, ``asked`` at most, :data:`SMALLEST_TEXT` at least) at
    which the text columns (but ``without``) and the action buttons (not with ``buttons``
    false: on a line of their own) fit ``room`` pixels; with the columns' and buttons'
    widths (ems, :func:`column_ems`) and the ems needed."""
    font = asked
    while True:
        columns, action_ems = column_ems(font)
        columns = [(key, ems) for key, ems in columns if key != without]
        need = sum(em for _k, em in columns) + sum(action_ems.values()) * buttons + 1.0
        if font <= SMALLEST_TEXT or need * font * 4 / 3 <= room:
            return font, columns, action_ems, need
        font -= 1


def column_ems(font: int) -> tuple[list[tuple[str, float]], dict[str, float]]:
    """The column and action-button widths in ems at ``font`` points: the defaults, or
    more where the translated result, header or button label needs it (Russian "Не
    завершена", "Просмотр")."""
    em = font * 4 / 3
    small = max(SMALLEST_TEXT, font - 2)
    samples = {  # the widest texts each column shows, in the UI language
        "date": (format_date("2026-12-30T23:55:00+01:00"), _("Date")),
        "game": (*(game_name(v.name, n) for v in shown()
                   for n in (v.cell_choices or (None,))), _("Game")),
        "code": ("EO1-C8-AACWWWW", _("Code")),  # W: the widest letter (deal < 10⁶: AAC…)
        "result": (_("Won"), _("Not finished"), _("Result")),
        "score": ("1285", _("Score")),
        "moves": ("1000", _("Moves")),
        "time": ("59:59", _("Time")),
    }
    columns = [(key, max(ems, max(text_width(t, font) for t in samples[key]) / em + 0.6))
               for key, ems in COLUMNS]
    labels = {key: [ACTION_LABELS[key]] for key in ACTIONS}
    labels["again"].append(ACTION_LABELS["continue"])  # an unfinished game's row
    actions = {key: max(ACTION_EMS[key], *(text_width(_(label), small) / em
                                           + ACTION_GAP + 0.6 for label in labels[key]))
               for key in ACTIONS}
    return columns, actions


def panel_box(g: TableGeometry) -> tuple[float, float, float, float]:
    """The table's panel for geometry ``g``: ``(left, bottom, right, top)`` in pixels,
    around the header and a full page of rows (the same whatever the rows shown)."""
    bottom = g.rows_top - g.page_size * g.row_h - 8 * g.scale
    return (g.left - 16 * g.scale, bottom, g.right + 16 * g.scale,
            g.rows_top + g.line_h + 6 * g.scale)


def place_pager(place: Place, g: TableGeometry, y: float, height: float, size: int,
                page_line: str, newer: Callable[[], None], older: Callable[[], None],
                ends: tuple[bool, bool]) -> None:
    """Place Newer and Older under the table on the line at ``y`` (logical pixels), around
    the room ``page_line`` ("Page 2 of 5") needs at ``size`` points, the buttons as wide as
    the text size makes them.

    Args:
        place: adds a button (keys ``previous`` and ``next``).
        g: the table's geometry (the line is centred under it).
        y: the buttons' bottom; ``height``: their height.
        size: the labels' font size (points).
        page_line: the page's line drawn between the buttons.
        newer: what Newer calls; ``older``: what Older calls.
        ends: whether the page shown is the first, and the last (Newer, Older dimmed).
    """
    s = g.scale
    mid = (g.left + g.right) / 2
    half = max(100 * s, fonts.text_width(page_line, size) / 2 + 14 * s)
    width = 130 * s * fonts.TEXT_SCALE
    button = make_button("\u25c4 " + _("Newer"), newer, width, height, size, disabled=ends[0])
    place("previous", button, mid - half - width, y)
    button = make_button(_("Older") + " \u25ba", older, width, height, size, disabled=ends[1])
    place("next", button, mid + half, y)


class HistoryTable:
    """A page of finished games drawn as a table, with each row's action buttons.

    Args:
        on_action: called with the action (``"replay"``, ``"again"``, ``"continue"`` or
            ``"export"``) and the row's index when one of a row's buttons is pressed.

    Attributes:
        records: the games shown, newest first (without their move logs).
        rows: their texts (see :func:`row_cells`).
        geometry: where the table is; ``None`` until it is first built.
        row_buttons: each row's action buttons by slot (:data:`ACTIONS`).
        hover: the row under the pointer, or ``None``.
        selected: the row the pointer was over last (the details line is about it when the
            pointer is elsewhere), or ``None``.
    """

    def __init__(self, on_action: Callable[[str, int], object]) -> None:
        self.on_action = on_action
        self.records: list[GameRecord] = []
        self.rows: list[tuple[str, ...]] = []
        self.geometry: TableGeometry | None = None
        self.layout: pyglet.text.layout.TextLayout | None = None
        """The header's and the rows' texts, one layout."""
        self.row_buttons: list[dict[str, DrawnButton]] = []
        self.hover: int | None = None
        self.selected: int | None = None
        self.note: arcade.Text | None = None
        """What the table says in its middle when it has no rows (why), if anything."""

    def show(self, records: Sequence[GameRecord]) -> None:
        """Take a new page of games (laid out by the next :meth:`build_steps`)."""
        self.records = list(records)
        self.rows = [row_cells(record) for record in self.records]
        self.selected = None

    def set_note(self, text: str, error: bool) -> None:
        """Say ``text`` in the table's middle ("" for nothing; ``error``: a problem, drawn
        red): why it has no rows."""
        g = self.geometry
        assert g is not None
        self.note = arcade.Text(
            text, (g.left + g.right) / 2, g.rows_top - 2 * g.row_h,
            palette.ERROR if error else palette.DIM, font_size(16, g.scale), font_name=FONT,
            anchor_x="center", anchor_y="center", multiline=True,
            width=int((g.right - g.left) * 0.8), align="center")

    def pages(self, total: int) -> int:
        """The number of pages ``total`` games take (at least 1)."""
        size = self.geometry.page_size if self.geometry else 1
        return max(1, -(-total // size))

    def leave(self) -> None:
        """The pointer is elsewhere now: no row nor button is lit by it."""
        self.hover = self.selected = None
        for buttons in self.row_buttons:
            for button in buttons.values():
                button.hovered = False

    def buttons(self) -> list[DrawnButton]:
        """Every row's buttons, top to bottom, left to right (their focus order)."""
        return [button for buttons in self.row_buttons for button in buttons.values()]

    def row_of(self, widget: object) -> int | None:
        """The row whose action button ``widget`` is, if it is one."""
        for i, buttons in enumerate(self.row_buttons):
            if any(button is widget for button in buttons.values()):
                return i
        return None

    def about(self, focused: int | None) -> int | None:
        """The row the details line is about: the one under the pointer, else the
        ``focused`` one (the keyboard's), else the one the pointer was over last, else the
        newest; ``None`` without rows."""
        for i in (self.hover, focused, self.selected, 0):
            if i is not None and 0 <= i < len(self.records):
                return i
        return None

    # ------------------------------------------------------------------ geometry
    def row_rect(self, i: int) -> tuple[float, float, float, float]:
        """``(left, bottom, right, top)`` of row ``i`` on the page."""
        g = self.geometry
        assert g is not None
        top = g.rows_top - i * g.row_h
        return (g.left - 8, top - g.row_h, g.right + 8, top)

    def action_rect(self, i: int, action: str) -> tuple[float, float, float, float]:
        """``(left, bottom, right, top)`` of a row's action button."""
        g = self.geometry
        assert g is not None
        _l, bottom, _r, top = self.row_rect(i)
        top = bottom + g.line_h  # (two lines a row: the lower one)
        x0, x1 = g.actions_x[action]
        pad = max(3.0, g.line_h * 0.12)
        return (x0, bottom + pad, x1, top - pad)

    # ------------------------------------------------------------------ building
    def build(self, geometry: TableGeometry) -> None:
        """Lay the rows out at ``geometry`` at once (see :meth:`build_steps`)."""
        for _step in self.build_steps(geometry):
            pass

    def build_steps(self, geometry: TableGeometry) -> Iterator[None]:
        """Lay the rows out at ``geometry`` in steps: the one text layout of the header and
        the rows (tab stops align the columns), then the rows' buttons, a few at a time."""
        g = self.geometry = geometry
        header = (_("Date"), _("Game"), _("Code"), _("Result"), _("Score"), _("Moves"),
                  _("Time"))
        columns = [i for i, (key, _ems) in enumerate(COLUMNS) if key in g.keys]
        rows = [[row[i] for i in columns] for row in self.rows]
        result = g.keys.index("result")
        lines = ["\t".join(header[i] for i in columns)] + ["\t".join(row) for row in rows]
        between = "\n" * g.lines  # (two lines a row: an empty line where its buttons are)
        text = lines[0] + "".join("\n" + line for line in lines[1:2]) + "".join(
            between + line for line in lines[2:])
        doc = pyglet.text.document.FormattedDocument(text)
        doc.set_style(0, len(text), {
            "font_name": FONT, "font_size": g.font, "color": (*palette.TEXT, 255),
            "tab_stops": g.stops[1:], "line_spacing": g.line_h,
        })
        doc.set_style(0, len(lines[0]), {"color": (*palette.DIM, 255), "bold": True})
        pos = len(lines[0]) + 1
        for record, line, row in zip(self.records, lines[1:], rows, strict=True):
            start = pos + sum(len(cell) + 1 for cell in row[:result])
            color = palette.GOLD if record.result == "won" else palette.NOT_FINISHED
            doc.set_style(start, start + len(row[result]), {"color": (*color, 255)})
            pos += len(line) + len(between)
        layout = pyglet.text.layout.TextLayout(
            doc, width=int(g.right - g.left), height=int(g.row_h * (len(lines) + 1)),
            multiline=True, wrap_lines=False,
        )
        # With a line spacing, pyglet puts line n's baseline (n + 1) × spacing below the top.
        # The header (line 0) sits in the band above row 0 and every row's text is centred
        # in its stripe's first line (0.48 × size ≈ half the cap height in pixels).
        layout.anchor_y = "top"
        layout.x = g.left
        layout.y = g.rows_top + g.line_h / 2 - g.font * 0.48 + g.line_h
        self.layout = layout
        yield
        yield from self._button_steps()

    def _button_steps(self) -> Iterator[None]:
        """Place each row's buttons, four rows a step. The buttons of the rows shown before
        are used again (their labels are texts to lay out: a page or filter change then
        makes none, or only where Play again and Continue swap)."""
        g = self.geometry
        assert g is not None
        size = max(SMALLEST_TEXT, g.font - 2)
        used = {(i, key): b for i, buttons in enumerate(self.row_buttons)
                for key, b in buttons.items()}
        self.row_buttons = []
        for i, record in enumerate(self.records):
            buttons = {}
            for key in ACTIONS:
                action = row_action(record, key)
                call = functools.partial(self.on_action, action, i)
                button = used.get((i, key))
                if button is None:
                    button = DrawnButton(_(ACTION_LABELS[action]), call, felt_style(), size)
                else:
                    button.set_label(_(ACTION_LABELS[action]))
                    button.action = call
                left, bottom, right, top = self.action_rect(i, key)
                button.place(arcade.LRBT(left, right, bottom, top), size)
                buttons[key] = button
            self.row_buttons.append(buttons)
            if i % 4 == 3:
                yield

    # ------------------------------------------------------------------ pointer
    def hit(self, x: float, y: float) -> tuple[int, DrawnButton | None] | None:
        """The row under ``(x, y)`` and its action button there (``None`` between them);
        ``None`` off the rows."""
        if self.geometry is None:
            return None
        for i, buttons in enumerate(self.row_buttons):
            left, bottom, right, top = self.row_rect(i)
            if bottom <= y < top and left <= x <= right:
                return i, button_at(buttons.values(), x, y)
        return None

    def point(self, x: float, y: float) -> None:
        """The pointer moved to ``(x, y)``: the row and the button under it are lit."""
        hit = self.hit(x, y)
        self.hover = None if hit is None else hit[0]
        if self.hover is not None:
            self.selected = self.hover
        for buttons in self.row_buttons:
            for button in buttons.values():
                button.hovered = hit is not None and button is hit[1]

    def press(self, x: float, y: float) -> bool:
        """A left click at ``(x, y)``: presses the row's button there; whether one was."""
        hit = self.hit(x, y)
        if hit is None or hit[1] is None:
            return False
        hit[1].action()
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self, lit: int | None) -> None:
        """Draw the header's rule, the stripes (row ``lit`` in the hover colour), the texts
        and the buttons."""
        g = self.geometry
        if g is None:
            return
        arcade.draw_line(g.left - 8, g.rows_top + 2, g.right + 8, g.rows_top + 2,
                         (*palette.DIM, 120), 1)
        for i in range(len(self.records)):
            left, b, right, top = self.row_rect(i)
            if lit == i:
                arcade.draw_lrbt_rectangle_filled(left, right, b, top, palette.ROW_HOVER)
            elif i % 2:
                arcade.draw_lrbt_rectangle_filled(left, right, b, top, palette.ROW_STRIPE)
        if self.layout is not None:
            self.layout.draw()
        for buttons in self.row_buttons:
            for button in buttons.values():
                button.draw()
        if self.note is not None and self.note.text:
            self.note.draw()


__all__ = ["HistoryTable", "TableGeometry", "measure", "panel_box", "row_cells",
           "row_details"]
