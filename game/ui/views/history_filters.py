"""The History scene's filter bar: which games the table lists.

One line of buttons over the table: the game (all games, then each game the registry shows),
the result (all, won, not finished — a deal is never "lost") and, at the right, Statistics.
Each button is as wide as its translated label (130 px scaled at least); when the line is
too long, the labels shrink together, and where that would take more than
:data:`~game.ui.layout.SHRINK_BEFORE_WRAP` points off them (a larger text size in a small
window) the result filters and Statistics go to a second line under the game filters
(:func:`filter_lines`). The chosen filters are drawn selected (gold).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Protocol

from game.engine.variants import shown
from game.i18n import N_, _
from game.ui.fonts import SMALLEST_TEXT, text_width
from game.ui.format import results_name
from game.ui.layout import SHRINK_BEFORE_WRAP
from game.ui.views.common import make_button, set_selected

if TYPE_CHECKING:
    from game.ui.gui import gui

    Place = Callable[[str, gui.UIFlatButton, float, float], float]
    """Adds a button under a key at ``(x, y)``; returns the x of its right edge."""


class Span(Protocol):
    """Where the bar lies: the History table's geometry
    (:class:`~game.ui.views.history_table.TableGeometry`, which measures its lines with
    :func:`filter_lines`)."""

    scale: float
    left: float
    right: float
    filter_lines: int


def game_filters() -> tuple[tuple[str | None, str], ...]:
    """The game filters: all games, then each game the registry shows."""
    return ((None, N_("All games")), *((v.name, v.title) for v in shown()))


RESULT_FILTERS: tuple[tuple[str | None, str], ...] = (
    (None, N_("All results")),
    ("won", N_("Won")),
    ("not finished", N_("Not finished")),
)
"""The result filters: ``(value, label)``, ``None`` for all."""


def filter_label(value: str | None, label: str) -> str:
    """A result filter's translated label (plural: the games shown, "Dobivene",
    "Выигранные"; the single game's result word is plain ``_("Won")``)."""
    if value is not None:
        return results_name(value)
    return _(label)


def filter_labels() -> tuple[list[str], list[str]]:
    """The translated labels of the game filters and of the result filters and Statistics."""
    games = [_(label) for _v, label in game_filters()]
    results = [filter_label(value, label) for value, label in RESULT_FILTERS]
    return games, [*results, _("Statistics")]


def fit_labels(labels: list[str], size: int, width: float, s: float
               ) -> tuple[int, list[float]]:
    """The font size (``size`` points, less where they do not fit) and the widths (logical
    pixels) of buttons labelled ``labels`` in a line ``width`` pixels wide (6 × ``s``
    pixels between buttons, 28 × ``s`` between two groups)."""
    room = width - 28 * s - 6 * s * (len(labels) - 1)
    fsize = size
    while True:
        widths = [max(130 * s if fsize == size else 0.0, text_width(t, fsize) + 16 * s)
                  for t in labels]
        if fsize <= SMALLEST_TEXT or sum(widths) <= room:
            return fsize, widths
        fsize -= 1


def filter_lines(room: float, s: float, size: int) -> int:
    """The lines the filter bar takes over a table ``room`` pixels wide at the scene's
    size factor ``s`` and labels of ``size`` points: 1, or 2 where one line would take
    more than :data:`~game.ui.layout.SHRINK_BEFORE_WRAP` points off its labels."""
    games, results = filter_labels()
    fsize, _widths = fit_labels([*games, *results], size, room, s)
    return 1 if fsize >= size - SHRINK_BEFORE_WRAP else 2


def place_filters(place: Place, g: Span, y: float, height: float, size: int,
                  chosen: tuple[str | None, str | None],
                  choose: tuple[Callable[[str | None], None], Callable[[str | None], None]],
                  statistics: Callable[[], None]) -> Iterator[None]:
    """Make and place the filter bar's buttons on the line at ``y`` (logical pixels), in
    steps: the game filters, then the result filters and Statistics.

    Args:
        place: adds a button (keys ``game:<variant or all>``, ``result:<result or all>``,
            ``statistics``).
        g: the table's geometry (the bar spans its width).
        y: the bar's bottom (its first line's, in two lines: ``g.filter_lines``);
            ``height``: the buttons' height.
        size: the labels' font size (points) when they fit.
        chosen: the game and the result shown (drawn selected).
        choose: what the game and the result buttons call with their value.
        statistics: what Statistics calls.
    """
    s = g.scale
    games, results = filter_labels()
    labels = [*games, *results]
    room = g.right - g.left
    if g.filter_lines == 2:  # one size for both lines
        fsize = min(fit_labels(games, size, room, s)[0], fit_labels(results, size, room, s)[0])
        widths = fit_labels(games, fsize, room, s)[1] + fit_labels(results, fsize, room, s)[1]
    else:
        fsize, widths = fit_labels(labels, size, room, s)
    x = g.left
    for i, (value, _label) in enumerate(game_filters()):
        button = make_button(labels[i], lambda v=value: choose[0](v),
                             widths[i], height, fsize, selected=chosen[0] == value)
        x = place(f"game:{value or 'all'}", button, x, y) + 6 * s
    yield
    x += 28 * s
    if g.filter_lines == 2:  # the second line, under the game filters
        x, y = g.left, y - height - 6 * s
    for i, (value, _label) in enumerate(RESULT_FILTERS, start=len(game_filters())):
        button = make_button(labels[i], lambda v=value: choose[1](v),
                             widths[i], height, fsize, selected=chosen[1] == value)
        x = place(f"result:{value or 'all'}", button, x, y) + 6 * s
    button = make_button(labels[-1], statistics, widths[-1], height, fsize)
    place("statistics", button, max(x, g.right - widths[-1]), y)


def show_filters(buttons: dict[str, gui.UIFlatButton],
                 chosen: tuple[str | None, str | None]) -> None:
    """Draw the filters ``chosen`` (the game, the result) selected and the others not."""
    for value, _label in game_filters():
        set_selected(buttons[f"game:{value or 'all'}"], chosen[0] == value)
    for value, _label in RESULT_FILTERS:
        set_selected(buttons[f"result:{value or 'all'}"], chosen[1] == value)


__all__ = ["RESULT_FILTERS", "filter_label", "filter_lines", "game_filters", "place_filters",
           "show_filters"]
