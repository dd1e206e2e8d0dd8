"""The Replay's control bar: a status line, a scrub bar and the playback buttons along the
bottom, a message just above it, and the end banner over the table.

The bar draws and hit-tests; the :class:`~game.ui.views.replay.ReplayView` decides what the
buttons and the scrub bar do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import arcade
from arcade.types import LBWH

from game.i18n import _, format_number
from game.ui import fonts, palette
from game.ui.button import DrawnButton, button_at
from game.ui.fonts import SMALLEST_TEXT
from game.ui.layout import TableLayout
from game.ui.table.status import fit_line
from game.ui.theme import FONT

LEFT_FIELDS = ("title", "score", "moves", "step", "code")
"""The status texts from the left; ``"move"`` (the last entry) sits on the right."""
BUTTON_PAD = 5.0
"""Pixels at least between a button's label and each of its sides."""
MARGIN = 18.0
"""Pixels between the window's sides and the scrub bar and buttons."""
WIDTHS = {
    "start": 1.2, "back": 1.0, "play": 2.3, "forward": 1.0, "end": 1.2,
    "mode-history": 3.2, "mode-net": 2.6, "exit": 2.0,
}
"""Button widths in units (a unit is 4 × the font size); speed buttons are 1.15."""


def bar_height(hud: float) -> float:
    """How much taller than a status bar of ``hud`` pixels the control bar is (the scrub
    bar and the button row below the status line)."""
    return max(26.0, hud - 6) + max(18.0, hud * 0.5) + 16


class ReplayBar:
    """The Replay's control bar.

    Args:
        actions: what each button does, by key: ``start``, ``back``, ``play``, ``forward``,
            ``end``, ``speed-<s>`` for each speed, ``mode-history``, ``mode-net``, ``exit``.
        speeds: the playback speeds offered (their buttons read ``0.5×`` … ``8×``).
        problem: a message shown for ``problem_time`` seconds from the start (a damaged
            log); ``""`` for none.
        buttons: make the buttons now; ``False``: only the status line's texts, the
            buttons made one per :meth:`make_button` (a Replay made over frames,
            :class:`~game.ui.views.replay.ReplayOpening`; :meth:`draw_frame` draws what
            needs no button meanwhile).

    Attributes:
        controls: the buttons by key (``selected`` marks the current speed and line).
        texts: the status line's texts by key (:data:`LEFT_FIELDS` and ``"move"``).
        message: the message's text.
        end_banner: the banner over the table at the end of a won line.
        scrub_rect: ``(left, bottom, right, top)`` of the scrub bar (logical pixels).
        clock: seconds since the bar was made (advanced by :meth:`update`).
    """

    def __init__(
        self, actions: Mapping[str, Callable[[], object]], speeds: Sequence[float],
        problem: str = "", problem_time: float = 8.0, buttons: bool = True,
    ) -> None:
        labels: dict[str, Callable[[], str]] = {  # (read when made: a number format
            # read first in a process loads the language's data, ~20 ms)
            "start": lambda: "|\u25c4\u25c4", "back": lambda: "\u25c4", "play": lambda: "",
            "forward": lambda: "\u25ba", "end": lambda: "\u25ba\u25ba|",
            **{f"speed-{s:g}": (lambda s=s: f"{format_number(s)}\u00d7")  # 0,5× in hr, ru
               for s in speeds},
            "mode-history": lambda: _("Whole history"), "mode-net": lambda: _("Net line"),
            "exit": lambda: _("Back"),
        }
        self._actions = actions
        self._unmade = list(labels.items())
        """The buttons still to make (``buttons=False``), in order: (key, its label)."""
        self.controls: dict[str, DrawnButton] = {}
        self._speed_keys = [f"speed-{s:g}" for s in speeds]
        self.texts = {
            key: arcade.Text("", 0, 0, palette.TEXT, 13, font_name=FONT, anchor_y="center")
            for key in LEFT_FIELDS
        }
        self.texts["move"] = arcade.Text("", 0, 0, palette.TEXT, 13, font_name=FONT,
                                         anchor_x="right", anchor_y="center")
        self.message = arcade.Text(problem, 0, 0, palette.MESSAGE, 14, font_name=FONT,
                                   anchor_x="center", anchor_y="center")
        self.end_banner = arcade.Text("", 0, 0, palette.TITLE, 28, font_name=FONT, bold=True,
                                      anchor_x="center", anchor_y="center")
        self.clock = 0.0
        self.message_until = problem_time if problem else 0.0
        self.scrub_rect = (0.0, 0.0, 0.0, 0.0)
        self._layout: TableLayout | None = None
        self._size = 13
        self._button_h = 26.0
        self._ticks_at: list[int] = []
        self._ticks_of = 0
        self._ticks_key: tuple = ()
        self._ticks: list[tuple[float, float]] = []
        while buttons and self.make_button():
            pass

    def make_button(self) -> bool:
        """Make the next button not made yet (placed, when the bar is); returns whether
        any is left to make."""
        if self._unmade:
            key, label = self._unmade.pop(0)
            self.controls[key] = DrawnButton(label(), self._actions[key])
            if self._layout is not None:
                self._place_buttons(self._layout.width)
        return bool(self._unmade)

    @property
    def made(self) -> bool:
        """Whether every button is made."""
        return not self._unmade

    # ------------------------------------------------------------------ layout
    def place(self, layout: TableLayout, hud: float) -> None:
        """Fit the bar to ``layout`` (its ``hud_h`` includes the bar); ``hud`` is the
        height of the status line on top (logical pixels)."""
        self._layout = layout
        w = layout.width
        size = max(11, min(round(18 * fonts.TEXT_SCALE), round(hud * 0.36)))
        button_h = max(26.0, hud - 6)
        scrub_h = max(18.0, hud * 0.5)
        y = round(layout.hud_h - hud / 2)  # whole pixels keep the glyphs' top row
        self._size = size
        for text in self.texts.values():
            text.font_size = size
            text.y = y
        self.texts["move"].x = w - 14
        cy = 8 + button_h + 6 + scrub_h / 2
        self.scrub_rect = (MARGIN, cy - scrub_h / 2, w - MARGIN, cy + scrub_h / 2)
        self._button_h = button_h
        self._place_buttons(w)
        self.message.font_size = size + 1
        self.end_banner.font_size = max(20, round(layout.card_h * 0.25))

    def _place_buttons(self, w: float) -> None:
        """Place the buttons made so far along the bottom of a bar ``w`` pixels wide (each
        where it is in the whole bar)."""
        size, button_h = self._size, self._button_h
        groups = [
            ["start", "back", "play", "forward", "end"],
            self._speed_keys,
            ["mode-history", "mode-net"],
            ["exit"],
        ]
        gap, group_gap = 6.0, 28.0
        unit = 4.0 * size
        total = sum(WIDTHS.get(k, 1.15) for g in groups for k in g) * unit
        total += gap * sum(len(g) - 1 for g in groups) + group_gap * (len(groups) - 1)
        scale = min(1.0, (w - 2 * MARGIN) / total)
        unit, gap, group_gap = unit * scale, gap * scale, group_gap * scale
        # the labels at the size asked when they fit the row (the buttons narrowed to the
        # row's width, never below their measured labels), else a smaller size
        least = max(SMALLEST_TEXT, round(min(size, 13 * fonts.TEXT_SCALE) * max(scale, 0.75)))
        gaps = gap * sum(len(g) - 1 for g in groups)
        for label_size in range(max(least, round(min(size, 13 * fonts.TEXT_SCALE))), least - 1,
                                -1):
            widths = {key: WIDTHS.get(key, 1.15) * unit for g in groups for key in g}
            for key, button in self.controls.items():  # never narrower than its label
                widths[key] = max(widths[key], button.label_width(label_size) + 2 * BUTTON_PAD)
            if sum(widths.values()) + gaps + gap * (len(groups) - 1) <= w - 2 * MARGIN:
                break
        spill = sum(widths.values()) + gaps + group_gap * (len(groups) - 1) - (w - 2 * MARGIN)
        if spill > 0:  # the groups move closer together (a gap of one button gap at least)
            group_gap = max(gap, group_gap - spill / (len(groups) - 1))
        x = MARGIN
        for gi, group in enumerate(groups):
            if gi == len(groups) - 1:  # Back sits on the right
                x = w - MARGIN - widths[group[0]]
            for key in group:
                bw = widths[key]
                if key in self.controls:
                    self.controls[key].place(LBWH(x, 8, bw, button_h), label_size)
                x += bw + gap
            x += group_gap - gap

    def show(self, texts: Mapping[str, str], banner: str = "") -> None:
        """Show the status line's ``texts`` (by key, translated) and the end ``banner``
        (``""``: none), then flow the left texts."""
        for key, value in texts.items():
            self.texts[key].text = value
        self._flow()
        self.end_banner.text = banner

    def _flow(self) -> None:
        """Place the left texts from the left edge, clear of the last move on the right:
        when they do not fit, the title goes first, then every text of the line shrinks
        (down to :data:`~game.ui.fonts.SMALLEST_TEXT` points)."""
        layout = self._layout
        width = layout.width if layout is not None else 1e9
        move = self.texts["move"]

        def fits(fields: list[str], size: int) -> bool:
            needed = sum(self.texts[k].content_width for k in fields) + 2.2 * size * len(fields)
            return 14 + needed + move.content_width + 14 <= width

        fields, size = fit_line(self.texts, list(LEFT_FIELDS), self._size, fits, (move,))
        gap = 2.2 * size
        x = 14.0
        for key in fields:
            text = self.texts[key]
            text.x = round(x)
            x += text.content_width + gap

    def tell(self, text: str, seconds: float = 8.0) -> None:
        """Show ``text`` (translated) above the bar for ``seconds`` from now."""
        self.message.text = text
        self.message_until = self.clock + seconds

    def set_ticks(self, positions: Sequence[int], length: int) -> None:
        """Mark the entries at ``positions`` (0-based, of ``length``) across the scrub bar
        (the undos of the whole history); shown only when entries are 2 pixels apart."""
        self._ticks_at = list(positions)
        self._ticks_of = length
        self._ticks_key = ()

    # ------------------------------------------------------------------ input
    def on_motion(self, x: float, y: float) -> None:
        """Hover: the button under ``(x, y)`` is drawn lighter."""
        hovered = button_at(self.controls.values(), x, y)
        for control in self.controls.values():
            control.hovered = control is hovered

    def on_press(self, x: float, y: float) -> bool:
        """A left click at ``(x, y)``: run the button under it. Returns whether one was."""
        control = button_at(self.controls.values(), x, y)
        if control is None:
            return False
        control.action()
        return True

    def in_scrub(self, x: float, y: float) -> bool:
        """Whether ``(x, y)`` grabs the scrub bar (a little generous around it)."""
        left, bottom, right, top = self.scrub_rect
        return left - 8 <= x <= right + 8 and bottom - 6 <= y <= top + 6

    def scrub_fraction(self, x: float) -> float:
        """How far along the scrub bar ``x`` is, 0 … 1."""
        left, _bottom, right, _top = self.scrub_rect
        f = 0.0 if right <= left else (x - left) / (right - left)
        return max(0.0, min(1.0, f))

    # ------------------------------------------------------------------ frame
    def update(self, delta_time: float) -> None:
        """Advance the bar's clock (message timing) by ``delta_time`` seconds."""
        self.clock += delta_time

    def draw(self, fraction: float) -> None:
        """Draw the bar with the scrub knob at ``fraction`` (0 … 1) of the line, the
        message while it lasts and the end banner."""
        layout = self._layout
        assert layout is not None
        self.draw_frame(fraction)
        for control in self.controls.values():
            control.draw()
        if self.end_banner.text:
            self.end_banner.x = layout.width / 2
            self.end_banner.y = (layout.height + layout.hud_h) * 0.42
            self.end_banner.draw()
        if self.clock < self.message_until and self.message.text:
            self.message.x = layout.width / 2
            self.message.y = layout.hud_h + self.message.font_size * 1.8
            w, h = self.message.content_width + 28, self.message.content_height + 14
            arcade.draw_lrbt_rectangle_filled(
                self.message.x - w / 2, self.message.x + w / 2,
                self.message.y - h / 2, self.message.y + h / 2, palette.MESSAGE_BOX,
            )
            self.message.draw()

    def draw_frame(self, fraction: float) -> None:
        """Draw what the bar shows without its buttons: its background, the status line
        and the scrub bar with the knob at ``fraction`` (0 … 1) of the line (a Replay
        being made shows these on its first frame, at the pixels the Replay draws them)."""
        layout = self._layout
        assert layout is not None
        arcade.draw_lrbt_rectangle_filled(0, layout.width, 0, layout.hud_h, palette.HUD_BG)
        arcade.draw_line(0, layout.hud_h - 0.5, layout.width, layout.hud_h - 0.5,
                         palette.BAR_EDGE, 1)
        for text in self.texts.values():
            text.draw()
        self._draw_scrub(fraction)

    def _tick_lines(self, left: float, right: float, cy: float, half: float) -> list:
        key = (left, right, cy, half)
        if self._ticks_key != key:
            self._ticks_key = key
            self._ticks = []
            step = (right - left) / self._ticks_of if self._ticks_of else 0.0
            if step >= 2.0:
                for i in self._ticks_at:
                    x = left + step * (i + 1)
                    self._ticks += [(x, cy - half - 4), (x, cy + half + 4)]
        return self._ticks

    def _draw_scrub(self, fraction: float) -> None:
        left, bottom, right, top = self.scrub_rect
        cy = (bottom + top) / 2
        half = max(3.0, (top - bottom) * 0.18)
        arcade.draw_lrbt_rectangle_filled(left, right, cy - half, cy + half, palette.TRACK)
        knob_x = left + (right - left) * fraction
        if knob_x > left:
            arcade.draw_lrbt_rectangle_filled(left, knob_x, cy - half, cy + half,
                                              palette.TRACK_DONE)
        ticks = self._tick_lines(left, right, cy, half)
        if ticks:
            arcade.draw_lines(ticks, palette.UNDO_TICK, 2)  # one draw call for every tick
        arcade.draw_circle_filled(knob_x, cy, (top - bottom) / 2, palette.GOLD)
        arcade.draw_circle_outline(knob_x, cy, (top - bottom) / 2, palette.KNOB_EDGE, 1)
