"""The Settings panel's geometry: its box in the window, its columns and its pages.

The rows are measured and laid out in columns, and the columns in pages (:func:`paginate`),
so a larger text size or a smaller window shows them on more pages; the panel is sized
from the same rows measured before they are built (:func:`text_size`), in the current
language, and centred in the window (:func:`centred_box`).
"""

from __future__ import annotations

import dataclasses
import functools

import arcade

from game.ui import fonts
from game.ui.gui import gui
from game.ui.theme import FONT


def panel_pad(scale: float) -> int:
    """Pixels between the panel's edges and its rows at ``scale``."""
    return round(20 * scale)


def centred_box(width: float, height: float, panel_w: float,
                panel_h: float) -> arcade.types.Rect:
    """A panel ``panel_w`` x ``panel_h`` pixels centred in a ``width`` x ``height``
    window, on whole pixels, never taller than the window."""
    panel_h = min(round(height), round(panel_h))
    panel_w = round(panel_w)
    top = round(height) - (round(height) - panel_h) // 2
    left = round((width - panel_w) / 2)
    return arcade.types.LRBT(left, left + panel_w, top - panel_h, top)


@functools.lru_cache(maxsize=1024)
def text_size(text: str, size: int, bold: bool = False,
              width: int | None = None) -> tuple[float, float]:
    """The width and height (pixels) of a label of ``text`` at ``size`` points: one line,
    or wrapped to ``width`` pixels when given (as :class:`arcade.gui.UILabel` measures it).

    One line is measured from the font's glyphs (:func:`~game.ui.fonts.text_width`), without
    making a text layout; a wrapped one is laid out."""
    if width is None and "\n" not in text and "\u2029" not in text:
        return fonts.text_width(text, size, bold), fonts.line_height(size, bold) if text else 0
    label = arcade.Text(text, 0, 0, font_name=FONT, font_size=size, bold=bold, width=width,
                        multiline=width is not None)
    return label.content_width, label.content_height


def natural_size(widget: gui.UIWidget) -> tuple[float, float]:
    """The width and height (pixels) ``widget`` takes in a column: a box layout's from its
    children's (before it is laid out: along its direction their sum and the spaces
    between, across it the largest), anything else's own."""
    if not isinstance(widget, gui.UIBoxLayout):
        return widget.width, widget.height
    sizes = [natural_size(child) for child in widget.children]
    if not sizes:
        return 0.0, 0.0
    widths, heights = zip(*sizes, strict=True)
    spaces = widget._space_between * (len(sizes) - 1)
    if widget.vertical:
        return max(widths), sum(heights) + spaces
    return sum(widths) + spaces, max(heights)


def row_height(row: Row, space: float) -> float:
    """The height (pixels) of ``row`` in a column whose widgets are ``space`` apart."""
    return sum(natural_size(w)[1] for w in row.widgets) + space * (len(row.widgets) - 1)


def column_width(scale: float) -> int:
    """The width (pixels) of a column of rows at the scene's size factor ``scale``: it
    grows with the text size (the rows' buttons hold text)."""
    return round(430 * scale * fonts.TEXT_SCALE)


def columns_across(room: float, column: float, gap: float) -> int:
    """How many columns ``column`` pixels wide, ``gap`` apart, fit in ``room`` pixels (one
    at least)."""
    return max(1, int((room + gap) // (column + gap)))


@dataclasses.dataclass
class Row:
    """One setting's row: its heading, its choices and its note, kept together.

    Attributes:
        group: the topic it belongs to (a new topic starts a new column).
        field: the setting it shows (the key of :attr:`SettingsView.options`).
        widgets: the heading, the choices' box and the note, top to bottom.
    """

    group: int
    field: str
    widgets: list[gui.UIWidget]


def paginate(rows: list[Row], room: float, across: int, space: float,
             gap: float) -> list[list[list[Row]]]:
    """Lay ``rows`` out in columns of at most ``room`` pixels and the columns in pages of
    ``across`` columns: a new topic (:attr:`Row.group`) or a full column starts the next
    column; a row is never split (a row taller than ``room`` has a column to itself).

    Args:
        rows: the rows, in order.
        room: the height (pixels) a column may take.
        across: columns side by side on a page.
        space: pixels between the widgets of a column (its box's ``space_between``).
        gap: the extra pixels between two rows.

    Returns:
        The pages, each a list of columns, each a list of rows (one empty page for no rows).
    """
    columns: list[list[Row]] = []
    used = 0.0
    for row in rows:
        height = row_height(row, space)
        if columns and columns[-1] and columns[-1][-1].group == row.group \
                and used + gap + 2 * space + height <= room:
            columns[-1].append(row)
            used += gap + 2 * space + height
        else:
            columns.append([row])
            used = height
    pages = [columns[i:i + across] for i in range(0, len(columns), across)]
    return pages or [[]]

