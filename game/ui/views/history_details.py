"""The History scene's details line: what the scene says, else what the lit row hides.

The line sits between the table and the paging. It shows the message the scene said last
(gold, or red for a failure: an export's path, an import's result, "Checking…"), else the
details of the row the table lights (its deal code and the hints used, which have no column
at 800 px). At its right, "Show me how" plays a winning line of that row's deal: the shipped
one (:func:`~game.engine.winnable.winning_line`) when the deal is in its list, else one the
solver's worker finds, the answer taken in a later frame (:meth:`DetailsLine.poll`). The
player's records are untouched.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from game.engine.winnable import winning_line
from game.i18n import _
from game.ui import palette
from game.ui.fonts import text_width
from game.ui.theme import FONT
from game.ui.views.basics import font_size
from game.ui.views.common import make_button
from game.ui.views.history_table import row_details

if TYPE_CHECKING:
    from game.engine.deal import DealSpec
    from game.storage.history import GameRecord
    from game.ui.services import Services
    from game.ui.views.history_table import Place


class DetailsLine:
    """The message or the lit row's details on one line, and "Show me how"'s question.

    Args:
        services: the services (the solver's worker).
        play: called with a deal and a winning line of it, from its start, when "Show me
            how" has one (the scene opens the Replay).

    Attributes:
        message: the line said last ("" for none: the details show).
        error: whether :attr:`message` tells of a failure (drawn red).
    """

    def __init__(self, services: Services, play: Callable[[DealSpec, list[str]], None]) -> None:
        self.services = services
        self.play = play
        self.message = ""
        self.error = False
        self._place: tuple[float, float, float, int] = (0.0, 0.0, 1e9, 13)
        """``(left, y, room, size)``: where the line starts, its middle, the room left of
        "Show me how" (logical pixels) and its font size (points)."""
        self._texts: dict[str, arcade.Text] = {}
        self._texts_key: tuple | None = None
        """What the message text was made for."""
        self._solving: tuple[int, DealSpec] | None = None

    def place(self, place: Place, left: float, right: float, y: float, height: float,
              scale: float, press: Callable[[], None], enabled: bool) -> None:
        """Lay the line out between ``left`` and ``right``, its middle at ``y`` (logical
        pixels): "Show me how" at its right, ``height`` high, calling ``press`` (added with
        ``place`` under the key ``show-how``; dimmed unless ``enabled``), the text in the
        room left of it."""
        s = scale
        size = font_size(14, s)
        how_w = max(130 * s, text_width(_("Show me how"), size) + 20 * s)
        place("show-how", make_button(_("Show me how"), press, how_w, height, size,
                                      disabled=not enabled), right - how_w, y - height / 2)
        self._place = (left, y, right - how_w - 8 * s - left, font_size(13, s))

    def say(self, message: str, error: bool = False) -> None:
        """Show ``message`` ("" for none; ``error``: a failure, drawn red)."""
        self.message = message
        self.error = error

    @property
    def message_text(self) -> arcade.Text:
        """The message as drawn (shortened to its room, see :func:`fit_line`)."""
        left, y, room, size = self._place
        message, message_size = fit_line(self.message, size, room)
        color = palette.ERROR if self.error else palette.GOLD
        key = (message, message_size, color, left, y)
        shown = self._texts.get("message")
        if shown is None or self._texts_key != key:
            self._texts_key = key
            shown = self._texts["message"] = arcade.Text(
                message, left, y, color, message_size, font_name=FONT, anchor_y="center")
        return shown

    def details_text(self, record: GameRecord | None) -> arcade.Text | None:
        """The details line of ``record`` (:func:`row_details`), drawn where the message
        would be when there is none; ``None`` when nothing is shown."""
        if self.message or record is None:
            return None
        left, y, _room, size = self._place
        text = row_details(record)
        shown = self._texts.get("details")
        if shown is None or shown.text != text or (shown.x, shown.y) != (left, y) \
                or shown.font_size != size:
            shown = self._texts["details"] = arcade.Text(
                text, left, y, palette.DIM, size, font_name=FONT, anchor_y="center")
        return shown

    def draw(self, record: GameRecord | None) -> None:
        """Draw the message, else the details of ``record`` (the lit row's)."""
        if self.message:
            self.message_text.draw()
            return
        details = self.details_text(record)
        if details is not None:
            details.draw()

    # ------------------------------------------------------------------ show me how
    def show_me_how(self, spec: DealSpec) -> None:
        """"Show me how" for deal ``spec``: its shipped winning line at once, else the
        solver's worker is asked (answered in :meth:`poll`)."""
        line = winning_line(spec)
        if line is not None:
            self.play(spec, line)
            return
        from game.solver_worker import ANALYSE, SOLVE_SECONDS

        ticket = self.services.records.solver().submit(ANALYSE, spec.code, [],
                                                       seconds=SOLVE_SECONDS)
        self._solving = (ticket, spec)
        self.say(_("Checking…"))

    def poll(self) -> None:
        """A frame: take the solver's answer to "Show me how", if it came."""
        if self._solving is None:
            return
        ticket, spec = self._solving
        for answer in self.services.records.solver().poll():
            if answer.ticket != ticket:
                continue
            self._solving = None
            if answer.line is not None:
                self.say("")
                self.play(spec, list(answer.line))
            else:
                self.say(_("This position cannot be won.") if answer.outcome ==
                         "unwinnable" else _("No winning line was found in time."))

    def cancel(self) -> None:
        """Forget the question asked (nobody will see it answered)."""
        if self._solving is not None:
            self._solving = None
            self.services.records.solver().cancel()


def fit_line(text: str, size: int, room: float) -> tuple[str, int]:
    """``text`` on one line in ``room`` logical pixels: at ``size`` points, or smaller
    down to 10 points, and if it is still too wide, its middle left out ("…"), so a long
    file path keeps its start and its file name.

    Returns:
        The text to show and its font size (points).
    """
    while size > 10 and text_width(text, size) > room:
        size -= 1
    if text_width(text, size) <= room:
        return text, size
    keep = len(text)
    while keep > 2:
        keep -= 1
        head = (keep + 1) // 2
        short = text[:head] + "\u2026" + text[len(text) - (keep - head):]
        if text_width(short, size) <= room:
            return short, size
    return text[:1] + "\u2026", size


__all__ = ["DetailsLine", "fit_line"]
