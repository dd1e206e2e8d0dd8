"""The Settings panel's geometry: its box in the window, its columns and its pages.

The dark panel and the title are the scene's frame, drawn on the first frame of a scene
opened before its widgets are built: both are placed from the window size alone
(:func:`panel_box`). The panel has room for the rows in their tallest language (the notes
wrap to more lines in Russian); the rows hang from its top under the title, Back sits at
its bottom, so the shorter languages leave a little more room above Back. The rows are
measured once built and laid out in columns, and the columns in pages
(:func:`paginate`), so a larger text size or a smaller window shows them on more pages.
"""

from __future__ import annotations

import dataclasses

import arcade

from game.ui import fonts
from game.ui.gui import gui
from game.ui.views.basics import scale_for

TALLEST = 776
"""The panel's height at scale 1 (pixels) in its tallest language, about (Russian: 783 at
1280x800, 600 at 800x600): with :data:`ROUNDING` the room :func:`panel_box` gives the rows
in every language."""
ROUNDING = 12
"""Pixels added to the panel's scaled height: the fonts round up at small scales, so the
Russian rows need 793 px per unit of scale at 800x600 but 783 at 1280x800."""
WIDEST = 960
"""The panel's width at scale 1 (pixels): the two columns (the language row 440, the other
430) with the gap and the pads, 946, and room for a Russian label set a little wider at
large scales (952 per unit of scale at 1920x1080)."""


SHORTEST = 790
"""Window height (pixels) per unit of scale the panel needs, about (its tallest language:
600 px at scale 0.756): :func:`settings_scale`."""


def settings_scale(width: float, height: float) -> float:
    """The scene's size factor: :func:`~game.ui.views.basics.scale_for`, smaller in a
    window too short for the panel at that scale (wide and short: at 1280x600 the panel
    was 627-643 px tall and cut at the bottom); the same from 800x600 to 1920x1080 and
    in windows of those proportions."""
    return min(scale_for(width, height), height / SHORTEST)


def panel_pad(scale: float) -> int:
    """Pixels between the panel's edges and its rows at ``scale``."""
    return round(20 * scale)


def panel_box(width: float, height: float) -> arcade.types.Rect:
    """The dark panel for a ``width`` x ``height`` window (pixels, whole): the room for the
    rows in their tallest language (:data:`TALLEST`), never taller than the window,
    centred in it (at 1280x800 6 px of felt above and below; at 800x600 the whole height).
    The same in every language: the scene's frame draws it before the rows are built."""
    s = settings_scale(width, height)
    t = fonts.TEXT_SCALE  # a larger text takes the room there is (its rows go on pages)
    panel_w = min(round(width) - 2 * panel_pad(s), round(WIDEST * s * t))
    panel_h = min(round(height), round(TALLEST * s * t) + ROUNDING)
    top = round(height) - (round(height) - panel_h) // 2
    left = round((width - panel_w) / 2)
    return arcade.types.LRBT(left, left + panel_w, top - panel_h, top)



def column_width(scale: float) -> int:
    """The width (pixels) of a column of rows at the scene's size factor ``scale``: it
    grows with the text size (the rows' buttons hold text)."""
    return round(430 * scale * fonts.TEXT_SCALE)


def columns_across(room: float, column: float, gap: float) -> int:
    """How many columns ``column`` pixels wide, ``gap`` apart, fit in ``room`` pixels (one
    at least)."""
    return max(1, int((room + gap) // (column + gap)))


def natural_height(widget: gui.UIWidget) -> float:
    """The height (pixels) ``widget`` takes in a column: a box layout's from its
    children's (before it is laid out), anything else's own."""
    if isinstance(widget, gui.UIBoxLayout):
        heights = [natural_height(child) for child in widget.children]
        if not heights:
            return 0.0
        if widget.vertical:
            return sum(heights) + widget._space_between * (len(heights) - 1)
        return max(heights)
    return widget.height


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
        height = sum(natural_height(w) for w in row.widgets) + space * (len(row.widgets) - 1)
        if columns and columns[-1] and columns[-1][-1].group == row.group \
                and used + gap + 2 * space + height <= room:
            columns[-1].append(row)
            used += gap + 2 * space + height
        else:
            columns.append([row])
            used = height
    pages = [columns[i:i + across] for i in range(0, len(columns), across)]
    return pages or [[]]

