"""The Statistics scene: per game (Easy Harp; Eight Off in all, or per cell count).

Shows played, won, win rate, best score, fewest moves, fastest win, current and best
streak, and a bar chart of the recent results (a won deal is a tall gold bar, a deal left
unfinished a short grey one; a line under its heading says so), drawn with arcade
primitives. The numbers come from
``History.statistics(variant, cells)``; when the history database cannot be used, its
problem is shown instead (nothing crashes, the file is untouched).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import arcade

from game.engine.variants import REGISTRY, shown
from game.i18n import N_, _, format_percent, language, ngettext, pgettext
from game.storage.history import RECENT_RESULTS, Statistics
from game.ui import palette
from game.ui.fonts import text_width
from game.ui.format import UNKNOWN, format_duration, game_name, problem_text, results_name
from game.ui.theme import FONT
from game.ui.views.basics import font_size, scale_for
from game.ui.views.common import (
    SceneFrame,
    SceneView,
    make_button,
    on_pixels,
    row_widths,
    set_selected,
)

if TYPE_CHECKING:
    from game.ui.services import Services

def tabs() -> tuple[tuple[str, int | None], ...]:
    """The tabs: (variant, cell count or ``None`` for all), from the registry's shown
    games."""
    return tuple(tab for v in shown()
                 for tab in ((v.name, None), *((v.name, n) for n in v.cell_choices)))


def tab_widths(scale: float, size: int, room: float) -> tuple[list[float], list[float]]:
    """The tabs' widths and the gaps after them (logical pixels) in a row ``room`` pixels
    wide, at ``size`` points (:func:`~game.ui.views.common.row_widths`: 150 px, scaled, for
    a game's tab and 100 for a cell count's at the least)."""
    all_tabs = tabs()
    gaps = [(18 if i + 1 == len(all_tabs) or all_tabs[i + 1][0] != variant else 6) * scale
            for i, (variant, _cells) in enumerate(all_tabs)]
    widths = row_widths([tab_label(v, c) for v, c in all_tabs], size,
                        [(150 if c is None else 100) * scale for _v, c in all_tabs], room,
                        gaps[:-1])
    return widths, gaps


def numbers_split(width: float, scale: float, label_size: int, value_size: int,
                  values: dict[str, str]) -> float:
    """Where the numbers' column ends and the chart begins (logical pixels from the left,
    a ``width`` window): 42 % of the room between the margins, more when a label and its
    value need it (a label, 16 px, the value, 28 px of padding either side, scaled), up
    to 60 % (the chart's heading wraps then if it must)."""
    margin = 40 * scale
    room = width - 2 * margin
    need = max((text_width(field_label(key, label), label_size)
                + text_width(values.get(key, ""), value_size, bold=True)
                for key, label in FIELDS), default=0.0) + (2 * 28 + 16) * scale
    return margin + min(max(room * 0.42, need), room * 0.6)


def tab_label(variant: str, cells: int | None) -> str:
    """A tab's label: ``Easy Harp``, ``Eight Off: all``, ``4 cells``."""
    rules = REGISTRY[variant]
    if cells is not None:
        return ngettext("{n} cell", "{n} cells", cells).format(n=cells)
    if rules.cell_choices:
        return _("{game}: all").format(game=_(rules.title))
    return _(rules.title)


FIELDS: tuple[tuple[str, str], ...] = (
    ("played", N_("Played")),
    ("won", N_("Won")),
    ("win_rate", N_("Win rate")),
    ("best_score", N_("Best score")),
    ("fewest_moves", N_("Fewest moves")),
    ("fastest_win", N_("Fastest win")),
    ("current_streak", N_("Current streak")),
    ("best_streak", N_("Best streak")),
)

"""The numbers shown, in order: (key, label)."""



def field_label(key: str, label: str) -> str:
    """The translated label of a number (``"won"`` counts games: "Pobjede", "Выиграно", not
    the result word "Won" of a single game)."""
    if key == "won":
        return pgettext("statistics: how many games were won", "Won")
    return _(label)


def format_statistics(stats: Statistics) -> dict[str, str]:
    """The texts of the numbers (``—`` where there is nothing yet)."""

    def opt(value: object) -> str:
        return UNKNOWN if value is None else str(value)

    return {
        "played": str(stats.played),
        "won": str(stats.won),
        "win_rate": format_percent(stats.win_rate) if stats.played else UNKNOWN,
        "best_score": opt(stats.best_score),
        "fewest_moves": opt(stats.fewest_moves),
        "fastest_win": format_duration(stats.fastest_win),
        "current_streak": str(stats.current_streak),
        "best_streak": str(stats.best_streak),
    }


def panel_box(width: float, height: float) -> tuple[float, float, float, float]:
    """The numbers' and chart's panel for a ``width`` x ``height`` window: ``(left, bottom,
    right, top)`` in pixels."""
    s = scale_for(width, height)
    return 40 * s, 90 * s, width - 40 * s, height - 146 * s


class StatisticsView(SceneView):
    """Statistics of one game (or one Eight Off cell count), chosen with tabs.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc returns to (the menu by default).
    """

    def __init__(self, services: Services, back: arcade.View | None = None) -> None:
        super().__init__(services, back)
        self.reset()
        self.stats = Statistics()
        self.values: dict[str, str] = {}
        """The texts shown for each number (keys of :data:`FIELDS`)."""
        self.problem = ""
        self.value_texts: dict[str, arcade.Text] = {}
        self.label_texts: dict[str, arcade.Text] = {}
        self._texts: dict[str, arcade.Text] = {}
        self._chart = (0.0, 0.0, 0.0, 0.0)
        self._panel = (0.0, 0.0, 0.0, 0.0)
        self._data_key: tuple | None = None
        """What the numbers were read for; ``None`` before the first read (in the scene's
        first build: a scene that fills in reads them after its first frame)."""

    def reset(self) -> None:
        """A new scene's tab: the game last played, all cell counts."""
        games = [v.name for v in shown()]
        last = self.services.settings.last_game
        self.tab = (last if last in games else games[0], None)

    def layout_key(self) -> tuple:
        return (self.tab,)  # the numbers are texts drawn apart (_make_texts)

    def later_work(self) -> list:
        """Read the other tabs' statistics ahead (the history keeps them), one per step."""
        history = self.services.records.history
        return [lambda tab=tab: history.statistics(*tab) for tab in tabs() if tab != self.tab]

    def data_key(self) -> tuple:
        """What the numbers shown depend on (cheap: no database scan)."""
        history = self.services.records.history
        return (self.tab, history.revision(), language())

    # ------------------------------------------------------------------ data
    def load(self) -> None:
        """Read the statistics of the current tab."""
        history = self.services.records.history
        variant, cells = self.tab
        self.stats = history.statistics(variant, cells)
        self.problem = "" if history.available else problem_text(history)
        self.values = format_statistics(self.stats)
        self._data_key = self.data_key()

    def select(self, variant: str, cells: int | None) -> None:
        """Show another tab."""
        self.tab = (variant, cells)
        self.load()
        for (v, c) in tabs():  # in place: the chosen tab turns gold, the numbers change
            set_selected(self.buttons[f"{v}:{c or 'all'}"], (v, c) == self.tab)
        self._make_texts(*self.scene_size, scale_for(*self.scene_size))
        self.ui.trigger_render()  # whole: a translucent button is not drawn over itself
        self.built_key = self.current_key(*self.scene_size)

    # ------------------------------------------------------------------ widgets
    def build(self, width: float, height: float) -> Iterator[None]:
        if self._data_key is None:  # the first build: the numbers are read now
            self.load()
            yield
        s = scale_for(width, height)
        size = font_size(14, s)
        bh = max(28.0, 36 * s)
        margin = 40 * s
        self.buttons = {}
        x = margin
        y = height - 126 * s
        widths, gaps = tab_widths(s, size, width - 2 * margin)
        for i, (variant, cells) in enumerate(tabs()):
            bw = widths[i]
            button = make_button(tab_label(variant, cells),
                                 lambda v=variant, c=cells: self.select(v, c), bw, bh,
                                 size, selected=self.tab == (variant, cells))
            button.rect = on_pixels(x, y, bw, bh)
            key = f"{variant}:{cells or 'all'}"
            self.buttons[key] = self.focusable(self.ui.add(button))
            x += bw + gaps[i]
            yield
        for key, label, action, left in (
            ("history", _("History"), self.open_history, width - margin - 240 * s - 8 * s),
            ("back", _("Back"), self.back, width - margin - 120 * s),
        ):
            button = make_button(label, action, 120 * s, bh, size)
            button.rect = on_pixels(left, 24 * s, 120 * s, bh)
            self.buttons[key] = self.focusable(self.ui.add(button))
        yield
        self._make_texts(width, height, s)

    def _make_texts(self, width: float, height: float, s: float) -> None:
        margin = 40 * s
        self._panel = panel_box(width, height)
        _left, bottom, _right, top = self._panel
        label_size, value_size = font_size(16, s), font_size(20, s)
        recent = len(self.stats.recent) if not self.problem else 0
        heading = ngettext("Last {n} deal", "Last {n} deals", recent).format(n=recent) \
            if recent else _("No finished deals yet")
        split = numbers_split(width, s, label_size, value_size, self.values)
        variant, cells = self.tab
        rules = REGISTRY[variant]
        name = game_name(variant, cells) if cells or not rules.cell_choices else _(
            "{game}, all cell counts").format(game=_(rules.title))
        self._texts = {
            "subtitle": arcade.Text(name, width - margin, height - 46 * s, palette.DIM,
                                    font_size(15, s),
                                    font_name=FONT, anchor_x="right", anchor_y="center"),
        }
        self.value_texts, self.label_texts = {}, {}
        if self.problem:
            self._texts["problem"] = arcade.Text(
                self.problem, width / 2, (top + bottom) / 2, palette.ERROR, font_size(17, s),
                font_name=FONT, anchor_x="center", anchor_y="center", multiline=True,
                width=int((width - 2 * margin) * 0.8), align="center",
            )
            self._chart = (0.0, 0.0, 0.0, 0.0)
            return
        # The note under the numbers: its last line (descenders included) stands 8 px
        # (scaled) above the panel's bottom, however many lines it wraps to (three in
        # Russian at 800x600, where, centred, it touched the panel's edge); the rows leave
        # it its room and 12 px (scaled) above it (56 px in all, scaled, when it is short).
        note = self._texts["won-only"] = arcade.Text(
            _("Best score, fewest moves and fastest win count won games only."),
            margin + 28 * s, round(bottom + 8 * s), palette.DIM, font_size(11, s), font_name=FONT,
            anchor_y="bottom", multiline=True, width=max(100, round(split - margin - 56 * s)),
        )
        below = max(56 * s, note.content_height + 20 * s)
        row_h = (top - 20 * s - bottom - below) / len(FIELDS)
        for i, (key, label) in enumerate(FIELDS):
            y = round(top - 20 * s - row_h * (i + 0.5))  # whole pixels: crisp glyphs
            self.label_texts[key] = arcade.Text(
                field_label(key, label), margin + 28 * s, y, palette.DIM, label_size,
                font_name=FONT,
                anchor_y="center",
            )
            self.value_texts[key] = arcade.Text(
                self.values[key], split - 28 * s, y,
                palette.GOLD if key == "win_rate" else palette.TEXT,
                value_size, font_name=FONT, bold=True, anchor_x="right", anchor_y="center",
            )
        # The chart of recent results, right of the numbers.
        cl, cr = split + 40 * s, width - margin - 28 * s
        chart = self._texts["chart"] = arcade.Text(
            heading, cl, top - 34 * s, palette.TEXT, font_size(16, s), font_name=FONT, bold=True,
            anchor_y="center",
        )
        axis_top = round(top - 52 * s)
        if chart.content_width > cr - cl:  # wrapped, its first line where one line is
            line_top = chart.y + chart.content_height / 2
            chart = self._texts["chart"] = arcade.Text(
                heading, cl, line_top, palette.TEXT, font_size(16, s), font_name=FONT,
                bold=True, anchor_y="top", multiline=True, width=max(100, round(cr - cl)))
            axis_top = round(min(axis_top, line_top - chart.content_height - 4 * s))
        small = font_size(12, s)
        # What a bar measures (the chart's axis): under the heading, wrapped to the chart.
        axis = self._texts["axis"] = arcade.Text(
            _("One bar per deal: a tall bar is a won deal, a short bar one not finished."),
            cl, axis_top, palette.DIM, small, font_name=FONT, anchor_y="top",
            multiline=True, width=max(100, round(cr - cl)))
        ct, cb = axis.y - axis.content_height - 14 * s, bottom + 70 * s
        self._chart = (cl, cb, cr, ct)
        self._texts["oldest"] = arcade.Text(_("older"), cl, cb - 16 * s, palette.DIM, small,
                                            font_name=FONT, anchor_y="center")
        self._texts["newest"] = arcade.Text(_("newer"), cr, cb - 16 * s, palette.DIM, small,
                                            font_name=FONT, anchor_x="right", anchor_y="center")
        legend_y = bottom + 24 * s
        # Each square, 8 px (scaled) to its word, the next square 28 px after the word.
        self._legend = []
        x = cl
        for key, result, color in (("legend-won", "won", palette.GOLD),
                                   ("legend-nf", "not finished", palette.NOT_FINISHED_BAR)):
            self._legend.append((x, legend_y, color))
            text = self._texts[key] = arcade.Text(
                results_name(result), round(x + 22 * s), legend_y, palette.TEXT, small,
                font_name=FONT, anchor_y="center")
            x = text.x + text.content_width + 28 * s

    def open_history(self) -> None:
        """The History scene (Esc there returns where this one would)."""
        view = self.services.nav.scene("history", back=self.back_view)
        if self.tab[0] is not None:
            view.set_game(self.tab[0])
        self.services.nav.show_view(view)

    # ------------------------------------------------------------------ drawing
    def bars(self) -> list[tuple[float, float, float, float, tuple[int, int, int]]]:
        """The chart's bars as ``(left, bottom, right, top, colour)``, oldest first."""
        cl, cb, cr, ct = self._chart
        if cr <= cl or not self.stats.recent:
            return []
        slot = (cr - cl) / RECENT_RESULTS
        first = RECENT_RESULTS - len(self.stats.recent)  # the newest bar ends on the right
        out = []
        for i, won in enumerate(self.stats.recent):
            left = cl + (first + i) * slot + slot * 0.15
            top = ct if won else cb + (ct - cb) * 0.4
            out.append((left, cb, left + slot * 0.7, top,
                        palette.GOLD if won else palette.NOT_FINISHED_BAR))
        return out

    def scene_frame(self, width: float, height: float) -> SceneFrame:
        """The title and the numbers' panel (drawn at once when the scene opens)."""
        s = scale_for(width, height)
        margin = 40 * s
        title = arcade.Text(_("Statistics"), margin, height - 46 * s, palette.TITLE,
                            font_size(30, s),
                            font_name=FONT, bold=True, anchor_y="center")
        left, bottom, right, top = panel_box(width, height)
        return SceneFrame(texts=[title], panels=[(arcade.types.LRBT(left, right, bottom, top),
                                                  palette.PANEL)])

    def on_draw_before_ui(self) -> None:
        if self._chart[2] > self._chart[0]:
            cl, cb, cr, ct = self._chart
            for frac in (0.4, 1.0):
                y = cb + (ct - cb) * frac
                arcade.draw_line(cl, y, cr, y, (*palette.DIM, 40), 1)
            for bl, bb, br, bt, color in self.bars():
                arcade.draw_lrbt_rectangle_filled(bl, br, bb, bt, color)
            arcade.draw_line(cl, cb, cr, cb, palette.DIM, 2)
            sq = 14 * scale_for(*self.size)
            for x, y, color in self._legend:
                arcade.draw_lrbt_rectangle_filled(x, x + sq, y - sq / 2, y + sq / 2, color)
        for text in (*self._texts.values(), *self.label_texts.values(),
                     *self.value_texts.values()):
            text.draw()

    def on_show_view(self) -> None:
        fresh = self._data_key is not None and self._data_key != self.data_key()
        if fresh:  # a game finished meanwhile, or another tab
            self.load()
        built = self.builds
        super().on_show_view()  # the widgets, if the tab, the size or the language changed
        if fresh and built == self.builds and self.filling is None:
            self._make_texts(*self.scene_size, scale_for(*self.scene_size))


__all__ = ["FIELDS", "StatisticsView", "tabs", "format_statistics"]
