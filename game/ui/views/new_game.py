"""The New Game window (APP-DEALS, EO-CELL-COUNT).

The player picks the game (Easy Harp or Eight Off) and, for Eight Off, the cell count, then
starts a random deal, the deal of the day (the local date when this window was opened), the
same deal as the game in progress, or exactly the deal of a typed code or number. A
malformed code shows what is wrong and changes nothing else.

"New deals: Winnable only" (a choice per game and cell count, :attr:`Settings.winnable_only`;
the other is "All deals") makes "New deal" draw from the shipped list of proved-winnable
deals; typed codes and the deal of the day are never changed, but when one of them is in that
list the window says it is winnable (otherwise "winnability unknown": a deal not in the list
may still be winnable).

The title and the dark panel are the scene's frame (:meth:`NewGameView.scene_frame`:
drawn on the first frame of a scene opened before its widgets are built, and under and
over the widgets in the complete scene): both are placed from the window size alone
(:func:`panel_box`). The panel is sized from what it shows, before the widgets are built:
its width from the labels measured in the current language (:class:`Metrics`), its height
from its rows, each of a fixed height, and a row more for each further line of games; the
line under the code field has room for two lines, the most a message about a malformed
code takes (a longer one is set smaller).
"""

from __future__ import annotations

import datetime
import functools
import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

import arcade

from game.engine.deal import DealCodeError, DealSpec, daily_deal, parse_code
from game.engine.variants import CELL_CHOICES, REGISTRY, shown
from game.engine.winnable import is_known_winnable, winnable_deals
from game.i18n import _, error_text, format_date, ngettext
from game.storage.settings import cells_of, winnable_key
from game.ui import fonts, palette
from game.ui.fonts import text_width
from game.ui.gui import TextField, gui
from game.ui.theme import FONT
from game.ui.views.basics import (
    BUTTON_PAD,
    MIN_FONT,
    font_size,
    saved_game_in_progress,
    scale_for,
)
from game.ui.views.common import (
    SceneFrame,
    SceneView,
    boxed,
    centered,
    framed_panel,
    input_style,
    make_button,
    make_label,
    panel,
    panel_frame,
)

if TYPE_CHECKING:
    from game.ui.services import Services


@functools.cache
def line_height(size: int, bold: bool = False) -> int:
    """The height (whole pixels) of one line of text at ``size`` points in the app's
    font, the same for every text and language (read from the font, no text laid out)."""
    return math.ceil(fonts.line_height(size, bold))


def fitted_lines(text: str, width: int, height: int, size: int,
                 color: tuple[int, ...]) -> gui.UILabel:
    """``text`` centred in lines ``width`` pixels wide, at ``size`` points or smaller
    (down to ``MIN_FONT``) when it needs more than ``height`` pixels."""
    while True:
        label = make_label(text, size, color=color, width=width, multiline=True,
                           align="center")
        if size <= MIN_FONT or label._label.content_height <= height:
            return label
        size -= 1


def deal_labels() -> list[str]:
    """The deal buttons' labels in the current language."""
    return [_("New deal"), _("Deal of the day"), _("Same deal")]


def row_labels() -> list[str]:
    """The rows' labels in the current language (left of the fields)."""
    return [_("Game"), _("Cells"), _("New deals"), _("Deal code or number")]


@dataclass(frozen=True)
class Metrics:
    """The scene's sizes at scale ``s`` (pixels, points), shared by the widgets and the
    frame: the widths are measured from the labels in the current language."""

    s: float

    @property
    def size(self) -> int:
        """Labels' and buttons' font size."""
        return font_size(17, self.s)

    @property
    def small(self) -> int:
        """Notes' font size."""
        return font_size(13, self.s)

    @property
    def title_size(self) -> int:
        return font_size(32, self.s)

    @property
    def bh(self) -> int:
        """A row's height (the buttons')."""
        return round(44 * self.s)

    @property
    def gap(self) -> int:
        """Between the widgets of a row."""
        return round(12 * self.s)

    @property
    def space(self) -> int:
        """Between the rows."""
        return round(14 * self.s)

    @property
    def pad(self) -> int:
        """Between the panel's edges and the rows."""
        return round(26 * self.s)

    room: float | None = None
    """The window's width (pixels): the panel never grows wider (a label then shrinks)."""

    def button_w(self, texts: list[str], least: float) -> int:
        """One width for buttons showing ``texts``: the widest label measured at
        :attr:`size` with room on both sides, ``least`` unscaled pixels at least."""
        widest = max(text_width(text, self.size) for text in texts)
        return max(round(least * self.s), math.ceil(widest) + 2 * BUTTON_PAD + 4)

    @functools.cached_property
    def deal_need(self) -> int:
        """The deal buttons' width their widest label needs."""
        return self.button_w(deal_labels(), 212)

    @property
    def deal_w(self) -> int:
        """The deal buttons' width (each the same: :attr:`deal_need`, or a third of the
        rows when the window is narrower, a longer label then shrinking to fit)."""
        return min(self.deal_need, (self.form_w - 2 * self.gap) // 3)

    @functools.cached_property
    def form_w(self) -> int:
        """The rows' width: the room of the three deal buttons, or of the labels' column
        and the widest row of fields, whichever is wider (measured in the current
        language), no wider than the window leaves."""
        fields = max(2 * self.button_w([_("All deals"), _("Winnable only")], 150) + self.gap,
                     round(400 * self.s))
        need = max(3 * self.deal_need + 2 * self.gap, self.labels_w + self.gap + fields)
        if self.room is None:
            return need
        return min(need, math.floor(self.room) - 2 * self.pad - 2 * self.gap)

    @functools.cached_property
    def labels_w(self) -> int:
        """The labels' column as wide as the widest label measured (160 unscaled pixels
        at least)."""
        widest = max(text_width(text, self.size) for text in row_labels())
        return max(round(160 * self.s), math.ceil(widest) + 4)

    @property
    def label_w(self) -> int:
        """The labels' column (right-aligned, left of the fields): :attr:`labels_w`, at
        most two fifths of the rows (a longer label shrinks to fit)."""
        return min(self.labels_w, round(0.4 * self.form_w))

    @property
    def field_w(self) -> int:
        """The fields' column (a row's buttons)."""
        return self.form_w - self.label_w - self.gap

    def game_lines(self) -> list[list[tuple[str, str, int]]]:
        """The game buttons, ``(name, title, width)`` each, in lines of the field's width:
        each as wide as its measured title needs (200 px scaled at least), as many to a
        line as fit, so a third or fourth game takes a new line instead of running out of
        the panel."""
        lines: list[list[tuple[str, str, int]]] = [[]]
        used = 0
        for variant in shown():
            title = _(variant.title)
            width = max(round(200 * self.s), math.ceil(text_width(title, self.size))
                        + 2 * BUTTON_PAD + 4)
            if lines[-1] and used + self.gap + width > self.field_w:
                lines.append([])
                used = 0
            used += (self.gap if lines[-1] else 0) + width
            lines[-1].append((variant.name, title, width))
        return lines

    @property
    def summary_h(self) -> int:
        """The room of a game's one-line summary under its Cells row, with the space above
        it; a game without a choice of cells has its summary in a row of its own, taller by
        as much, so that every game's rows fill the same panel."""
        return line_height(self.small) + self.space

    @property
    def note_h(self) -> int:
        """The room of the line under the code field (two lines: a message may wrap)."""
        return 2 * line_height(self.small)

    @property
    def info_h(self) -> int:
        """The room of the lines under the deal buttons (two: the deal of the day, and the
        Same deal's code when it can be pressed; a long one wraps)."""
        return 2 * line_height(self.small)

    def panel_size(self) -> tuple[int, int]:
        """The panel's width and height: the rows' (the title's room, six rows of buttons
        and a row more for each further line of games, two thin spaces, the
        deal-of-the-day lines, the code's note and the game's summary, with the spaces
        between them) and the pads."""
        more = len(self.game_lines()) - 1
        rows = (line_height(self.title_size, bold=True) + (6 + more) * self.bh
                + 2 * round(2 * self.s) + self.info_h + self.note_h + self.summary_h)
        return self.form_w + 2 * self.pad, rows + (10 + more) * self.space + 2 * self.pad


def panel_box(width: float, height: float) -> arcade.types.Rect:
    """The dark panel for a ``width`` x ``height`` window (pixels): centred in it (never
    above its top), its top on a whole pixel. The same in every language, game and
    message."""
    panel_w, panel_h = Metrics(scale_for(width, height), width).panel_size()
    top = min(round(height), round(height / 2 + panel_h / 2))
    left = (width - panel_w) / 2
    return arcade.types.LRBT(left, left + panel_w, top - panel_h, top)


def winnability(spec: DealSpec) -> str:
    """``"winnable"`` when the deal is in its shipped proved-winnable list, else
    ``"winnability unknown"`` (translated)."""
    return _("winnable") if is_known_winnable(spec) else _("winnability unknown")


def today() -> datetime.date:
    """The player's local date (tests replace this function)."""
    return datetime.date.today()


class NewGameView(SceneView):
    """Choose a game and a deal.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc returns to (the menu by default).
    """

    def __init__(self, services: Services, back: arcade.View | None = None) -> None:
        super().__init__(services, back)
        self.code_input: gui.UIInputText | None = None
        self.code_note: gui.UILabel | None = None
        self.reset()

    def reset(self) -> None:
        """The choices of a new scene: the game in progress's (or the last game played),
        today's deal of the day, an empty code field."""
        settings = self.services.settings
        games = [v.name for v in shown()]
        self.variant = settings.last_game if settings.last_game in games else games[0]
        self.cells = cells_of(settings, self.variant) or CELL_CHOICES[0]
        self.date = today()
        self.code_text = ""
        self.message = ""
        self.current = self._current_spec()
        if self.current is not None:  # the game in progress is the last game played
            self.variant = self.current.variant
            self.cells = self.current.cells or self.cells
        if self.code_input is not None and self.code_input.text:
            self.code_input.text = ""  # in place: the field is kept when nothing else changed
            self._typed(None)

    def layout_key(self) -> tuple:
        key = winnable_key(self.variant, self._cells())
        return (self.variant, self.cells, self.date, self.current, self.message,
                self.services.settings.winnable_only.get(key, False))

    def _current_spec(self) -> DealSpec | None:
        """The deal of the game in progress (for "Same deal"), if there is one."""
        if self.services.playing.table is not None:
            return self.services.playing.table.game.spec
        saved = saved_game_in_progress(self.services)
        return saved.game.spec if saved is not None else None

    @property
    def daily(self) -> DealSpec:
        """The deal of the day for the chosen game (and cells)."""
        return daily_deal(self.variant, self.date, self.cells)

    # ------------------------------------------------------------------ layout
    def build(self, width: float, height: float) -> Iterator[None]:
        """The scene's rows, a few per step (a ``yield`` between two): the title's room, the
        games, the cells and the game's summary, "New deals", the deal buttons and the lines
        under them, the deal code, then the note, Back and the panel around them, placed on
        :func:`panel_box`."""
        if self.code_input is not None:
            self.code_text = self.code_input.text
        m = Metrics(scale_for(width, height), width)
        box = gui.UIBoxLayout(vertical=True, space_between=m.space)
        frame = self.frame_for(width, height)
        if frame is not None:  # the title is drawn by the scene, over the panel: its room
            box.add(gui.UISpace(width=1, height=line_height(m.title_size, bold=True)))
        else:  # (scene_frame replaced by None: the title is a label, as before frames)
            box.add(make_label(_("New game"), m.title_size, color=palette.TITLE, bold=True))
        for add in (self._add_games, self._add_cells, self._add_winnable_only,
                    self._add_deal_buttons, self._add_deal_info, self._add_code_field):
            add(box, m)
            yield
        self._note_room = (m.form_w, m.note_h, m.small)
        self.note_box = box.add(self._note_box())
        """The line under the code field: the note, or the message about a malformed code
        (:meth:`_show_note` swaps them in place)."""
        self.back_button = self.focusable(
            box.add(make_button(_("Back"), self.back, round(160 * m.s), m.bh, m.size)))
        area = panel_box(width, height)
        if frame is not None:  # the frame fills the panel: the rows are placed in it
            self.panel = centered(self, framed_panel(box, m.pad), top=area.top)
        else:
            self.panel = centered(self, panel(box, m.pad), top=area.top)
        """The rows with the panel's pads around them (on :func:`panel_box`)."""

    @staticmethod
    def _add_row(box: gui.UIBoxLayout, m: Metrics, label: str, *widgets: gui.UIWidget,
                 height: int | None = None) -> None:
        """Add to ``box`` a row: ``label`` right-aligned in the labels' column, ``widgets``
        side by side in the fields' column; ``height`` pixels high (then with the label
        small), else as high as a button or the tallest widget."""
        line = gui.UIBoxLayout(vertical=False, space_between=m.gap)
        line_h = height or max(m.bh, *(math.ceil(w.height) for w in widgets))  # (2 lines)
        line.add(boxed(make_label(label, m.size if height is None else m.small), m.label_w,
                       line_h, "right"))
        content = gui.UIBoxLayout(vertical=False, space_between=m.gap)
        for widget in widgets:
            content.add(widget)
        line.add(boxed(content, m.field_w, line_h))
        box.add(line)

    def _add_games(self, box: gui.UIBoxLayout, m: Metrics) -> None:
        """The game buttons, in lines of the fields' width (:meth:`Metrics.game_lines`)."""
        self.game_buttons: dict[str, gui.UIFlatButton] = {}
        for i, line in enumerate(m.game_lines()):
            buttons = []
            for variant, title, button_w in line:
                button = make_button(title, lambda v=variant: self.choose_game(v), button_w,
                                     m.bh, m.size, selected=variant == self.variant)
                self.game_buttons[variant] = self.focusable(button)
                buttons.append(button)
            self._add_row(box, m, _("Game") if i == 0 else " ", *buttons)

    def _add_cells(self, box: gui.UIBoxLayout, m: Metrics) -> None:
        """The chosen game's cell buttons when it has a choice of cells, with its summary
        on one line under them; else its summary alone, in a row as tall as both."""
        self.cell_buttons: dict[int, gui.UIFlatButton] = {}
        rules = REGISTRY[self.variant]
        small, field_w = m.small, m.field_w
        if rules.cell_choices:
            for n in rules.cell_choices:
                button = make_button(ngettext("{n} cell", "{n} cells", n).format(n=n),
                                     lambda n=n: self.choose_cells(n),
                                     round(128 * m.s), m.bh, m.size, selected=n == self.cells)
                self.cell_buttons[n] = self.focusable(button)
            self._add_row(box, m, _("Cells"), *self.cell_buttons.values())
            summary_h = line_height(small)  # one line (shrunk to fit the field's width)
            self._add_row(box, m, " ", boxed(make_label(_(rules.summary), small,
                                                        color=palette.DIM), field_w, summary_h),
                          height=summary_h)
        else:
            summary = make_label(_(rules.summary), small, color=palette.DIM)
            if summary.width > field_w:  # two lines rather than a size below the floor
                summary = make_label(_(rules.summary), small, color=palette.DIM, width=field_w,
                                     multiline=True)
            self._add_row(box, m, " ", boxed(summary, field_w,
                                             max(m.bh, math.ceil(summary.height)) + m.summary_h))

    def _add_winnable_only(self, box: gui.UIBoxLayout, m: Metrics) -> None:
        """The "New deals" row: all deals or the winnable ones only, for the chosen game
        and cell count (both disabled when no list of winnable deals ships for it)."""
        key = winnable_key(self.variant, self._cells())
        has_list = bool(winnable_deals(self.variant, self._cells()))
        only = has_list and self.services.settings.winnable_only.get(key, False)
        half = (m.field_w - m.gap) / 2
        self.winnable_buttons: dict[bool, gui.UIFlatButton] = {
            on: self.focusable(make_button(
                label, lambda on=on: self.set_winnable_only(on), half, m.bh, m.size,
                selected=on == only, disabled=not has_list))
            for on, label in ((False, _("All deals")), (True, _("Winnable only")))
        }
        """The two choices of "New deals" for the chosen game and cell count, by whether
        they are the winnable ones only (the chosen one gold, as the game's)."""
        self._add_row(box, m, _("New deals"), *self.winnable_buttons.values())

    def _add_deal_buttons(self, box: gui.UIBoxLayout, m: Metrics) -> None:
        """A thin space, then the deal buttons side by side: New deal, Deal of the day and
        Same deal (disabled unless there is a game in progress of the chosen game)."""
        box.add(gui.UISpace(height=round(2 * m.s), width=1))
        deals = gui.UIBoxLayout(vertical=False, space_between=m.gap)
        self.deal_buttons: dict[str, gui.UIFlatButton] = {}
        for (key, action, disabled), label in zip((
            ("new", self.new_deal, False),
            ("daily", self.deal_of_the_day, False),
            ("same", self.same_deal, not self.same_deal_matches()),
        ), deal_labels(), strict=True):
            button = make_button(label, action, m.deal_w, m.bh, m.size, disabled=disabled)
            self.deal_buttons[key] = self.focusable(deals.add(button))
        box.add(deals)

    def _add_deal_info(self, box: gui.UIBoxLayout, m: Metrics) -> None:
        """The lines under the deal buttons: the deal of the day and its winnability, and
        the Same deal's code when it can be pressed."""
        info = _("Deal of the day ({date}): {code}, {winnability}").format(
            date=format_date(self.date), code=self.daily.code,
            winnability=winnability(self.daily))
        if self.same_deal_matches():  # the button's deal
            assert self.current is not None
            info += "\n" + _("Same deal: {code}").format(code=self.current.code)
        self.info = info
        """The lines under the deal buttons (the deal of the day, its winnability, …)."""
        box.add(boxed(fitted_lines(info, m.form_w, m.info_h, m.small, palette.DIM), m.form_w,
                      m.info_h, "center"))

    def _add_code_field(self, box: gui.UIBoxLayout, m: Metrics) -> None:
        """A thin space, then the "Deal code or number" row: the code field and Play."""
        s, bh, size = m.s, m.bh, m.size
        box.add(gui.UISpace(height=round(2 * s), width=1))
        self.code_input = self.focusable(TextField(
            text=self.code_text, width=m.field_w - round(110 * s) - m.gap, height=bh,
            font_name=FONT, font_size=size, text_color=palette.TEXT, caret_color=palette.TEXT,
            style=input_style(),
        ))
        self.code_input.on_change = self._typed
        self.code_note = None
        self.play_button = self.focusable(
            make_button(_("Play"), self.play_code, round(110 * s), bh, size))
        self._add_row(box, m, _("Deal code or number"), self.code_input, self.play_button)

    def _note_box(self) -> gui.UIWidget:
        """The line under the code field in its room (``_note_room``: width, height and
        font size): the message about a malformed code when there is one, else the note
        (an example, or the typed deal's winnability: ``code_note``)."""
        width, height, size = self._note_room
        if self.message:
            self.code_note = None
            return boxed(self._message_label(width, height, size), width, height, "center")
        self.code_note = make_label(self._code_note(), size, color=palette.DIM)
        return boxed(self.code_note, width, height, "center")

    def _show_note(self) -> None:
        """Put the note or the message (whichever is due now) under the code field, in
        place of the one there: its room is the same, so nothing else moves and nothing
        else is built again (the field keeps the caret and what is typed); the scene is
        then built for what it shows."""
        old = self.note_box
        parent = old.parent
        assert isinstance(parent, gui.UILayout)
        index = parent.children.index(old)
        parent.remove(old)
        self.note_box = parent.add(self._note_box(), index=index)
        self.ui.execute_layout()  # (placed now: clicks and tests see it where it is drawn)
        self.built_key = self.current_key(*self.scene_size)

    def _message_label(self, width: int, height: int, size: int) -> gui.UILabel:
        """The message about a malformed code, wrapped in ``width`` pixels, its font
        smaller than ``size`` points if it needs more than ``height`` pixels (two lines)."""
        return fitted_lines(self.message, width, height, size, palette.ERROR)

    def scene_frame(self, width: float, height: float) -> SceneFrame:
        """The dark panel (:func:`panel_box`) and the title, centred across at its top
        (drawn at once when the scene opens, and with the complete scene: see the module
        docstring)."""
        m = Metrics(scale_for(width, height), width)
        return panel_frame(_("New game"), panel_box(width, height), width, m.pad,
                           m.title_size)

    def _typed(self, event: object) -> None:
        if self.code_input is not None:  # (Enter never reaches it as text: TextField)
            self.code_text = self.code_input.text
        if self.code_note is not None and not self.message:
            self.code_note.text = self._code_note()
        elif self.message and event is not None:  # correcting the code: the error goes
            self.message = ""
            self._show_note()

    def _resume_typing(self) -> None:
        """The code field takes the keyboard again, the caret after its text, and the
        focus ring is on it."""
        field = self.code_input
        if field is not None:
            field.activate()
            if field in self.focus_items:
                self.focus = self.focus_items.index(field)

    def _code_note(self) -> str:
        """The line under the code field: an example, or the typed deal's winnability."""
        try:
            spec = parse_code(self.code_text, variant=self.variant, cells=self._cells())
        except DealCodeError:
            return _("For example EH1-N-AAAAAAF, EO1-C8-AAAAAFA or just 130.")
        return _("{code}: {winnability}").format(code=spec.code, winnability=winnability(spec))

    # ------------------------------------------------------------------ actions
    def set_winnable_only(self, on: bool) -> None:
        """New deals of the chosen game and cell count: the winnable ones only (``on``) or
        all deals; saved now."""
        key = winnable_key(self.variant, self._cells())
        settings = self.services.settings
        if settings.winnable_only.get(key, False) == on:
            return
        settings.winnable_only = {**settings.winnable_only, key: on}
        self.services.prefs.save()
        self.rebuild()

    def choose_game(self, variant: str) -> None:
        """Pick a game (one of the shown games of the registry)."""
        self.variant = variant
        self.cells = cells_of(self.services.settings, variant) or self.cells  # the game's own
        self.message = ""
        self.rebuild()

    def choose_cells(self, cells: int) -> None:
        """Pick the cell count, for a game that offers a choice (EO-CELL-COUNT)."""
        self.cells = cells
        self.rebuild()

    def _cells(self) -> int | None:
        return REGISTRY[self.variant].cell_option(self.cells)

    def new_deal(self) -> None:
        """A random deal of the chosen game."""
        variant, cells = self.variant, self._cells()
        self.services.nav.leave_then(lambda: (self.services.nav.new_deal(variant, cells),
                                     self.services.prefs.save()))  # the last game, at once

    def deal_of_the_day(self) -> None:
        """The deal of the day (the date when this window was opened)."""
        daily = self.daily
        nav, prefs = self.services.nav, self.services.prefs
        nav.leave_then(lambda: (nav.start(daily), prefs.save()))

    def same_deal_matches(self) -> bool:
        """Whether "Same deal" can be pressed: there is a game in progress and it is of the
        game and cell count chosen above (the choices above apply to all three deal
        buttons; choosing another game turns "Same deal" off rather than restarting a game
        of a kind the window does not show as chosen)."""
        current = self.current
        return current is not None and current.variant == self.variant \
            and current.cells == self._cells()

    def same_deal(self) -> None:
        """The deal of the game in progress again, from its start (when
        :meth:`same_deal_matches`)."""
        if self.same_deal_matches():
            assert self.current is not None
            current = self.current
            nav, prefs = self.services.nav, self.services.prefs
            nav.leave_then(lambda: (nav.same_deal(current), prefs.save()))

    def play_code(self) -> None:
        """Open exactly the typed deal, or say what is wrong with the code."""
        text = self.code_input.text if self.code_input is not None else self.code_text
        self.code_text = text
        try:
            spec = parse_code(text, variant=self.variant, cells=self._cells())
        except DealCodeError as exc:
            problem = error_text(exc)
            self.message = _("That deal code does not work: {problem}").format(problem=problem)
            self._show_note()
            self._resume_typing()  # the player corrects it at once
            return
        self.message = ""
        nav, prefs = self.services.nav, self.services.prefs
        nav.leave_then(lambda: (nav.start(spec), prefs.save()))

    def on_enter(self) -> bool:
        """Enter plays the typed code while the field has the keyboard."""
        if self.text_input_active():
            self.play_code()
            return True
        return False
