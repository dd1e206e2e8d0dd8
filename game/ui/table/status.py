"""The status bar: a strip along the bottom with the game's title, score, moves, time and
deal code on the left, drawn buttons on the right, and passing messages (reminders,
notices) shown just above it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

import arcade

from game.engine.game import Game
from game.i18n import _
from game.ui import palette
from game.ui.button import DrawnButton, button_at
from game.ui.cached import Background, CachedPicture, text_look
from game.ui.fonts import SMALLEST_TEXT, text_width
from game.ui.format import format_duration
from game.ui.layout import SHRINK_BEFORE_WRAP, TableLayout, hud_height
from game.ui.theme import FONT

MESSAGE_TIME = 2.8
"""Seconds a reminder stays above the status bar by default."""
MESSAGE_FADE = 0.5
"""Seconds over which a message fades out at the end."""
FIELDS = ("title", "score", "moves", "time", "code")
"""The status texts, left to right; the title is dropped first when they do not fit."""
NARROW = 1000
"""A bar narrower than this (logical pixels) gives its buttons no more than their labels
need (at least ``5 × size``), so the status texts keep their size."""
NUMBER_ROOM = {"score": 4, "moves": 4, "time": 2}
"""Digits a number in these texts gets room for (each part of the clock: 2), so the
texts after it keep their place while it grows (the UI font's digits are all one width)."""


def slot_text(key: str, text: str) -> str:
    """The text whose width field ``key`` takes in the status bar: ``text`` with every
    number as wide as :data:`NUMBER_ROOM` digits (or as it is, when longer)."""
    digits = NUMBER_ROOM.get(key)
    if digits is None:
        return text
    return re.sub(r"\d+", lambda m: "0" * max(len(m.group()), digits), text)


def bar_font(row: float) -> int:
    """The status bar's text size (points) for a row ``row`` logical pixels high."""
    return max(11, min(30, round(row * 0.36)))


def fit_line(
    texts: Mapping[str, arcade.Text], order: list[str], size: int,
    fits: Callable[[list[str], int], bool], also: Sequence[arcade.Text] = (),
) -> tuple[list[str], int]:
    """Fit a line of status texts: the texts ``order`` (and ``also``) at font ``size``
    until ``fits(order, size)``; when they do not fit, the ``"title"`` text goes first
    (emptied), then all shrink a point at a time down to :data:`~game.ui.fonts.SMALLEST_TEXT`.

    Returns:
        The keys kept, in order, and the font size (points) they were given.
    """
    while True:
        for text in (*(texts[k] for k in order), *also):
            if text.font_size != size:  # (arcade lays a text out again on any set)
                text.font_size = size
        if fits(order, size):
            break
        if "title" in order:
            order.remove("title")
            texts["title"].text = ""
        elif size > SMALLEST_TEXT:
            size -= 1
        else:
            break
    return order, size


class StatusBar:
    """The status bar of a table.

    Args:
        buttons: ``(key, label, action)`` for each button, left to right (they sit at the
            right end of the bar).
        on_code: called when the deal code is clicked (copy it); ``None``: not clickable.

    Attributes:
        buttons: the drawn buttons by key.
        texts: the status texts by field (:data:`FIELDS`).
        message: the passing message's text (see :meth:`show_message`).
        clock: seconds since the bar was made (advanced by :meth:`update`).
        picture: the bar's last picture (see :meth:`draw`).
    """

    def __init__(
        self,
        buttons: Sequence[tuple[str, str, Callable[[], object]]],
        on_code: Callable[[], object] | None = None,
    ) -> None:
        self.buttons: dict[str, DrawnButton] = {
            key: DrawnButton(label, action) for key, label, action in buttons
        }
        self.on_code = on_code
        self.clock = 0.0
        self.width = 0.0
        self.height = 0.0
        self.rows = 1
        """Rows of the bar: 1, or 2 with its texts over its buttons (:meth:`rows_for`)."""
        self.row = 0.0
        """The height of its buttons' row (all of it in one row), logical pixels."""
        self.texts = {
            key: arcade.Text("", 0, 0, palette.TEXT, 14, font_name=FONT, anchor_y="center")
            for key in FIELDS
        }
        self.message = arcade.Text(
            "", 0, 0, palette.MESSAGE, 15, font_name=FONT, anchor_x="center",
            anchor_y="center", multiline=True, width=800, align="center",
        )
        self.message_until = 0.0
        self._values: tuple = ()
        self._game_key: tuple = ()
        self._code_rect = (0.0, 0.0, 0.0, 0.0)
        self._font = 14
        self._buttons_at: int | None = None
        self._button_fits: dict[int, tuple[int, list[arcade.types.Rect], float]] = {}
        self.picture = CachedPicture()
        self._texts_look: tuple | None = None
        """The status texts' part of the picture's key; ``None`` after any change of them
        (only this class changes them: :meth:`show`, :meth:`_flow`)."""

    def renew(
        self,
        buttons: Sequence[tuple[str, str, Callable[[], object]]],
        on_code: Callable[[], object] | None = None,
    ) -> None:
        """Make the bar what a new ``StatusBar(buttons, on_code)`` would be once placed and
        shown: these labels and actions, every button enabled and neither hovered nor
        pressed, no message, its clock at 0. The texts keep their layouts and the bar its
        picture until they change, so a new table that takes over the bar of the table before
        it makes no text (a new deal's first frame; see ``TableView``).

        Args:
            buttons: ``(key, label, action)`` for each button: the bar's keys, in order.
            on_code: as for a new bar.

        Raises:
            ValueError: the keys are not the bar's, in its order.
        """
        if [key for key, _label, _action in buttons] != list(self.buttons):
            raise ValueError("a status bar is renewed with its own buttons only")
        for key, label, action in buttons:
            if self.buttons[key].label != label:  # (another language) fitted again
                self._button_fits, self._buttons_at = {}, None
            self.buttons[key].renew(label, action)
        self.on_code = on_code
        self.clock = 0.0
        self.message.text = ""
        self.message_until = 0.0
        self._values = ()
        self._game_key = ()

    def restyle(self) -> None:
        """Draw the buttons in the current palette's colours (new looks chosen in
        Settings; the bar's picture is painted again, their looks being part of its key)."""
        for button in self.buttons.values():
            button.restyle()

    # ------------------------------------------------------------------ layout
    def rows_for(self, width: float, height: float, code: str) -> int:
        """The rows the bar needs in a ``width`` x ``height`` window (logical pixels) for a
        game of deal ``code``, in the current language and text size: 1 when its texts
        (but the title, dropped first) fit beside its buttons at their size, less at most
        :data:`SHRINK_BEFORE_WRAP` points; else 2, its texts in a row over its buttons."""
        size = bar_font(hud_height(height))
        texts = {"score": _("Score: {n}").format(n=0), "moves": _("Moves: {n}").format(n=0),
                 "time": format_duration(0), "code": code}
        n = len(self.buttons)
        for points in range(size, max(SMALLEST_TEXT, size - SHRINK_BEFORE_WRAP) - 1, -1):
            label, widths = self._button_widths(points, width * (0.5 if n <= 3 else 0.6),
                                                width)
            line = sum(text_width(slot_text(k, t), points) for k, t in texts.items())
            line += points * 1.6 * (len(texts) - 1)
            if label == points and line + 14 <= width - 8 - sum(widths) - 8 * n:
                return 1
        return 2

    def place(self, layout: TableLayout) -> None:
        """Fit the bar to ``layout`` (its width, ``hud_h`` and rows): button and font sizes,
        then the texts."""
        self.height = layout.hud_h
        w = self.width = layout.width
        self.rows, self.row = layout.hud_rows, layout.hud_row
        size = bar_font(self.row)
        self._buttons_at = None
        self._button_fits = {}
        self._fit_buttons(size)
        self._font = size
        if self.message.font_size != size + 1:  # (arcade lays a text out again on any set)
            self.message.font_size = size + 1
        self.message.width = max(200, round(w - 40))  # long reminders wrap on narrow screens
        self._values = ()
        self._game_key = ()
        if any(t.text for t in self.texts.values()):
            self._flow()

    def _fit_buttons(self, size: int, *, place: bool = True) -> float:
        """The buttons at the right end of the bar (of its lower row in two rows), their
        labels at most ``size`` points (:meth:`_button_widths`); returns where the texts'
        room ends (logical pixels). With ``place`` the buttons are put there (only when
        that size is new)."""
        fitted = self._button_fits.get(size)
        if fitted is None:
            n = len(self.buttons)
            budget = self.width - 8 if self.rows == 2 else self.width * (0.5 if n <= 3 else 0.6)
            label, widths = self._button_widths(size, budget, self.width)
            right = self.width - 8
            rects = []
            for bw in reversed(widths):
                rects.append(arcade.LRBT(right - bw, right, 5, 5 + max(24, self.row - 10)))
                right -= bw + 8
            fitted = self._button_fits[size] = (
                label, rects[::-1], right if n and self.rows == 1 else self.width - 8)
        label, rects, right = fitted
        if place and self._buttons_at != size:
            self._buttons_at = size
            for button, rect in zip(self.buttons.values(), rects, strict=True):
                button.place(rect, label)
        return right

    def _button_widths(self, size: int, budget: float, width: float
                       ) -> tuple[int, list[float]]:
        """The label size and each button's width (logical pixels) in a bar ``width``
        pixels wide: every button is as wide as its label needs (Croatian and Russian
        labels are longer than English ones), at least ``7 × size`` (``5 × size`` in a bar
        narrower than :data:`NARROW`, which keeps room for the status texts); when they do
        not fit in ``budget`` pixels the labels shrink (down to 9 points), then the minimum
        width, then the budget grows up to 60 % of the bar."""
        buttons = list(self.buttons.values())
        label = size
        while True:
            pad = max(6.0, label * 0.8)
            needed = [b.label_width(label) + 2 * pad for b in buttons]
            roomy = 7.0 if width >= NARROW else 5.0  # a narrow bar: room for the texts
            least = max(56.0, roomy * label) if label == size else 0.0
            widths = [max(least, x) for x in needed]
            if sum(widths) + 8 * len(widths) <= budget:
                return label, widths
            if label > 9:
                label -= 1
            elif budget < width * 0.6:
                budget = width * 0.6
            else:
                return label, widths

    def _flow(self) -> None:
        """Place the status texts left to right; drop the title, then shrink, to fit. The
        buttons' labels shrink with the texts (never larger than they are), so one size
        serves the whole bar: a long translation no longer leaves small texts beside
        full-size buttons."""
        self._texts_look = None

        def fits(order: list[str], size: int) -> bool:
            total = sum(self._slot(k, size) for k in order) + size * 1.6 * (len(order) - 1)
            return total + 14 <= self._fit_buttons(size, place=False)

        order, size = fit_line(self.texts, list(FIELDS), self._font, fits)
        gap = size * 1.6
        self._fit_buttons(size)
        bottom = self.row if self.rows == 2 else 0.0  # (two rows: the texts over the buttons)
        x = 14.0
        for key in order:
            text = self.texts[key]
            # Whole pixels: a text at a half pixel loses the top row of its glyphs.
            text.x, text.y = round(x), round((bottom + self.height) / 2)
            x += self._slot(key, size) + gap
        code = self.texts["code"]
        self._code_rect = (code.x - 4, bottom, code.x + code.content_width + 4, self.height)

    def _slot(self, key: str, size: int) -> float:
        """The width (logical pixels) field ``key`` takes at font ``size``: its text's, or
        more for a number that has room to grow (:func:`slot_text`)."""
        text = self.texts[key]
        room = slot_text(key, text.text)
        if room == text.text:
            return text.content_width
        return max(text.content_width, text_width(room, size))

    def show(self, title: str, score: str, moves: str, time: str, code: str) -> None:
        """Show these (translated) texts; re-flowed only when one changed."""
        values = (title, score, moves, time, code)
        if values == self._values:
            return
        self._values = values
        self._texts_look = None
        for key, value in zip(FIELDS, values, strict=True):
            self.texts[key].text = value
        self._flow()

    def show_game(self, game: Game, elapsed: float) -> None:
        """Show ``game``'s title, score, moves and deal code and the clock at ``elapsed``
        seconds (:func:`~game.ui.format.format_duration`). Cheap to call every frame: the
        texts are made again only when one of these values changed."""
        time = format_duration(elapsed)
        key = (game.variant.title, game.score, game.moves, time, game.code)
        if key == self._game_key:
            return
        self._game_key = key
        self.show(
            _(game.variant.title),
            _("Score: {n}").format(n=game.score),
            _("Moves: {n}").format(n=game.moves),
            time,
            game.code,
        )

    # ------------------------------------------------------------------ messages
    def show_message(self, text: str, seconds: float = MESSAGE_TIME) -> None:
        """Show ``text`` (already translated) above the bar for ``seconds``;
        ``seconds=0`` hides the message."""
        self.message.text = text
        self.message_until = self.clock + seconds if seconds > 0 else 0.0

    @property
    def message_showing(self) -> bool:
        """Whether a message is on screen now."""
        return bool(self.message.text) and self.clock < self.message_until

    # ------------------------------------------------------------------ input and frame
    def on_press(self, x: float, y: float) -> bool:
        """A left click at ``(x, y)``: run the button or the deal-code action under it.

        Returns:
            Whether the click was on the bar's button or code (handled).
        """
        r = self._code_rect
        if self.on_code is not None and r[0] <= x <= r[2] and r[1] <= y <= r[3]:
            self.on_code()
            return True
        button = button_at(self.buttons.values(), x, y)
        if button is None:
            return False
        button.action()
        return True

    def next_frame_in(self) -> float | None:
        """Seconds until the bar changes by itself: its message starts to fade (0 while
        it fades); ``None`` without a message (see :mod:`game.ui.frames`)."""
        if not self.message_showing:
            return None
        return max(0.0, self.message_until - MESSAGE_FADE - self.clock)

    def update(self, delta_time: float) -> None:
        """Advance the bar's clock (message timing) by ``delta_time`` seconds."""
        self.clock += delta_time

    @property
    def area(self) -> tuple[float, float, float, float]:
        """The bar's ``(left, bottom, right, top)`` (logical pixels; the message is above)."""
        return (0.0, 0.0, self.width, self.height)

    def draw(self, background: Background | None = None) -> None:
        """Draw the bar, its texts and buttons, and the message (fading at its end).

        Args:
            background: the plain colour (RGB) or the felt under the whole bar, when
                nothing else was drawn there (no card): the bar's picture is then kept and
                copied each frame (:class:`~game.ui.cached.CachedPicture`), painted again
                only when a text or button changed. ``None``: drawn as it is, over
                whatever lies under it.
        """
        if background is None:
            self._draw_bar()
        else:
            texts = self._texts_look
            if texts is None:
                texts = self._texts_look = tuple(text_look(t) for t in self.texts.values())
            look = (texts, tuple(b.look for b in self.buttons.values()), self.bar_colour)
            self.picture.draw(self.area, look, self._draw_bar, background)
        self._draw_message()

    def use_colours(self, bar: tuple[int, int, int, int], text: tuple[int, int, int]) -> None:
        """The bar's background (RGBA) and text colour (RGB), from the table's theme."""
        if (bar, text) == (self.bar_colour, self.text_colour):
            return
        self.bar_colour, self.text_colour = bar, text
        for label in self.texts.values():
            label.color = text
        self._texts_look = None

    bar_colour: tuple[int, int, int, int] = palette.HUD_BG
    """The bar's background (RGBA)."""
    text_colour: tuple[int, int, int] = palette.TEXT
    """Its texts' colour."""

    def _draw_bar(self) -> None:
        arcade.draw_lrbt_rectangle_filled(0, self.width, 0, self.height, self.bar_colour)
        for text in self.texts.values():
            text.draw()
        for button in self.buttons.values():
            button.draw()

    def _draw_message(self) -> None:
        if self.message_showing:
            alpha = int(255 * min(1.0, (self.message_until - self.clock) / MESSAGE_FADE))
            w = self.message.content_width + 28
            h = self.message.content_height + 14
            self.message.x = self.width / 2
            self.message.y = self.height + 8 + h / 2  # grows upwards, clear of the bar
            arcade.draw_lrbt_rectangle_filled(
                self.message.x - w / 2, self.message.x + w / 2,
                self.message.y - h / 2, self.message.y + h / 2,
                (*palette.MESSAGE_BOX[:3], min(palette.MESSAGE_BOX[3], alpha)),
            )
            self.message.color = (*palette.MESSAGE, alpha)
            self.message.draw()
