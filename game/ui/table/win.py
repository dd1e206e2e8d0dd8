"""The win panel (APP-FINISHED): a framed card in the theme's colours over the table, with
the title, a score card (score, moves, time), a line saying what the win means for the
player (:class:`WinNews`) and a row of choices under it."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, replace

import arcade

from game.i18n import _, ngettext, pgettext
from game.storage.history.statistics import Statistics, add_result
from game.ui import fonts, palette
from game.ui.button import DrawnButton, button_at
from game.ui.cached import Background, CachedPicture, text_look
from game.ui.fonts import text_width
from game.ui.format import format_duration, game_name
from game.ui.layout import SHRINK_BEFORE_WRAP, TableLayout
from game.ui.panels import draw_framed, fill_convex, rounded_points, shadow_reach
from game.ui.theme import FONT

NEWS_SEPARATOR = "  \u00b7  "
"""Between the parts of the news line (a middle dot)."""
def score_card(score: int, moves: int, seconds: float) -> list[tuple[str, str]]:
    """The win panel's score card: ``(label, value)`` of each column, translated.

    Args:
        score: the game's score.
        moves: its move counter.
        seconds: the time it took (seconds).

    >>> score_card(685, 138, 252.4)
    [('Score', '685'), ('Moves', '138'), ('Time', '4:12')]
    """
    return [(_("Score"), str(score)), (_("Moves"), str(moves)),
            (_("Time"), format_duration(seconds))]


@dataclass(frozen=True)
class WinNews:
    """What a win means for this player, against their earlier games of the same game and
    cell count (a record at Eight Off with 2 cells is not one with 8).

    Attributes:
        variant, cells: the game and its cell count (``None`` without a choice).
        first: the first win there.
        best_score, fastest, fewest_moves: this win beats every earlier win there on
            score, time or moves (strictly: a tie is no new record).
        streak: consecutive wins ending with this one.
        best_streak: the longest run of wins there, this one counted.
        longest: this streak (of two wins or more) is longer than any before.
    """

    variant: str
    cells: int | None
    first: bool = False
    best_score: bool = False
    fastest: bool = False
    fewest_moves: bool = False
    streak: int = 1
    best_streak: int = 1
    longest: bool = False

    @classmethod
    def of(cls, variant: str, cells: int | None, before: Statistics,
           after: Statistics | None, score: int, moves: int, seconds: float) -> WinNews:
        """The news of a win.

        Args:
            variant, cells: the game and its cell count.
            before: the statistics there before this win was recorded.
            after: the statistics read after recording it, or ``None`` when it was not
                recorded (the history busy or read-only): then ``before`` with this win
                counted in.
            score, moves, seconds: the win's score, move counter and time (seconds).
        """
        if after is None or after.won != before.won + 1:
            after = replace(before, recent=list(before.recent))
            add_result(after, True, score, moves, seconds)
        first = before.won == 0
        seconds = round(seconds, 3)  # (the history keeps milliseconds)
        return cls(
            variant=variant, cells=cells, first=first,
            best_score=not first and score > (before.best_score or 0),
            fastest=not first and before.fastest_win is not None
            and seconds < before.fastest_win,
            fewest_moves=not first and before.fewest_moves is not None
            and moves < before.fewest_moves,
            streak=after.current_streak, best_streak=after.best_streak,
            longest=after.current_streak >= 2 and after.current_streak > before.best_streak,
        )

    def text(self) -> str:
        """The news as one line in the language spoken now: ``"New best score · Fastest
        time · 3 wins in a row (best streak 5)"``; a first win says so and nothing
        else."""
        if self.first:
            return _("Your first win at {game}!").format(
                game=game_name(self.variant, self.cells))
        parts = []
        if self.best_score:
            parts.append(pgettext("a record this win sets", "New best score"))
        if self.fastest:
            parts.append(pgettext("a record this win sets", "Fastest time"))
        if self.fewest_moves:
            parts.append(pgettext("a record this win sets", "Fewest moves"))
        n = self.streak
        if self.longest:
            parts.append(ngettext("{n} win in a row: your longest streak",
                                  "{n} wins in a row: your longest streak", n).format(n=n))
        elif self.best_streak > n:
            parts.append(ngettext("{n} win in a row (best streak {best})",
                                  "{n} wins in a row (best streak {best})", n).format(
                                      n=n, best=self.best_streak))
        else:
            parts.append(ngettext("{n} win in a row", "{n} wins in a row", n).format(n=n))
        return NEWS_SEPARATOR.join(parts)


class WinPanel:
    """The win panel in the middle of the table, hidden until :meth:`show`: a framed card
    in the theme's colours (a soft shadow, a face, a frame in the theme's highlight and a
    thin line inside it) holding the title, the score card, the news and the choices.

    Args:
        choices: ``(label, action)`` of each button, left to right.

    Attributes:
        buttons: the drawn buttons (placed only while shown).
        banner: the title's text.
        news: the line under the score card: what the win means (:class:`WinNews`).
        card: the score card's ``(label, value)`` texts, left to right.
        shown: whether the panel is on screen.
        rect: the panel's face (logical pixels; placed while shown).
    """

    def __init__(self, choices: Sequence[tuple[str, Callable[[], object]]]) -> None:
        self.buttons = [DrawnButton(label, action) for label, action in choices]
        self.banner = arcade.Text("", 0, 0, palette.TITLE, 40, font_name=FONT, bold=True,
                                  anchor_x="center", anchor_y="center")
        self.news = arcade.Text("", 0, 0, palette.GOLD, 16, font_name=FONT,
                                anchor_x="center", anchor_y="center")
        self.card: list[tuple[arcade.Text, arcade.Text]] = []
        self.shown = False
        self._layout: TableLayout | None = None
        self.rect = arcade.LRBT(0, 0, 0, 0)
        self._card_box = arcade.LRBT(0, 0, 0, 0)
        self._dividers: list[float] = []
        self.picture = CachedPicture()
        """The panel's last picture (see :meth:`draw`)."""

    def show(self, banner: str, news: str = "", card: Sequence[tuple[str, str]] = ()) -> None:
        """Show the panel with ``banner`` (translated) as its title, the score card's
        ``card`` columns (``(label, value)``, translated; see :func:`score_card`) under it
        and ``news`` (one line, translated; none when empty) under them. The texts take
        the palette's colours of now."""
        self.banner.text = banner
        self.banner.color = palette.TITLE
        self.news.text = news
        self.news.color = palette.GOLD
        self.card = [
            (arcade.Text(label, 0, 0, palette.DIM, 12, font_name=FONT, anchor_x="center",
                         anchor_y="center"),
             arcade.Text(value, 0, 0, palette.TEXT, 20, font_name=FONT, bold=True,
                         anchor_x="center", anchor_y="center"))
            for label, value in card]
        self.shown = True
        self._place()

    def hide(self) -> None:
        """Take the panel off the table."""
        self.shown = False

    def renew(self, choices: Sequence[tuple[str, Callable[[], object]]]) -> None:
        """Make the panel what a new ``WinPanel(choices)`` would be: hidden, with these
        labels and actions (as many as it has buttons), its banner's layout and its
        picture kept until they change (see :meth:`StatusBar.renew`).

        Raises:
            ValueError: not one choice per button.
        """
        if len(choices) != len(self.buttons):
            raise ValueError("a win panel is renewed with as many choices as it has buttons")
        for button, (label, action) in zip(self.buttons, choices, strict=True):
            button.renew(label, action)
        self.shown = False

    def restyle(self) -> None:
        """Draw the buttons in the current palette's colours (new looks chosen in Settings)."""
        for button in self.buttons:
            button.restyle()

    def place(self, layout: TableLayout) -> None:
        """Fit the panel to ``layout`` (centred over the table, left of a column of piles
        beside it)."""
        self._layout = layout
        self.banner_size = round(max(24, layout.card_h * 0.32) * fonts.TEXT_SCALE)
        self._place()

    banner_size = 40
    """The banner's font size (points) when its text fits the window's width; a longer
    text (a long translation) gets the largest size that fits (:meth:`_fit_banner`)."""

    def _fit_banner(self, room: float) -> None:
        """Give the banner :attr:`banner_size`, or the largest size (down to 10 points) at
        which its text fits ``room`` logical pixels."""
        _fit(self.banner, self.banner_size, room)

    def _place(self) -> None:
        layout = self._layout
        if not self.shown or layout is None:
            return
        # Over the table left of a column of piles beside it (Eight Off's foundations).
        room = layout.width
        if layout.beside:
            room = min(layout.origins[p][0] for p in layout.beside) - layout.card_w * 0.6
        middle = room / 2
        asked = size = round(max(13, min(22, layout.card_w * 0.16)) * fonts.TEXT_SCALE)
        n = cols = len(self.buttons)
        while True:  # a smaller label (down to 10 points) before a squeezed button
            # the face's padding: the labels' size at the standard text size (a larger
            # text size gives its room to the texts, not to the padding)
            pad = round(size / fonts.TEXT_SCALE * 1.3)
            width = room - 40 - 2 * pad  # the face's inside, clear of the window's edges
            bw = max(b.label_width(size) for b in self.buttons) + 3 * size
            bh, gap = size * 2.6, size
            total = cols * bw + (cols - 1) * gap
            if total <= width:
                break
            if cols == n > 2 and (size <= asked - SHRINK_BEFORE_WRAP or size <= 10):
                cols, size = -(-n // 2), asked  # two rows of buttons at the size asked
                continue
            if size <= 10:
                break
            size -= 1
        self._fit_banner(width)
        _fit(self.news, asked, width)
        if total > width:
            bw = (width - (cols - 1) * gap) / cols
            total = width
        rows = -(-n // cols)
        card_w, card_h = self._size_card(size, width)
        heights = [self.banner.content_height]
        if self.card:
            heights.append(card_h)
        if self.news.text:
            heights.append(self.news.content_height)
        heights.append(rows * bh + (rows - 1) * gap)
        inner = sum(heights) + 0.6 * size * (len(heights) - 1)
        # Centred between the status bar and the top of the window, a little high.
        centre = layout.hud_h + (layout.height - layout.hud_h) * 0.52
        top = centre + inner / 2 + pad
        y = top - pad  # the top of the next part
        self.banner.x = round(middle)
        self.banner.y = round(y - self.banner.content_height / 2)
        y -= self.banner.content_height + 0.6 * size
        if self.card:
            self._place_card(middle, y, card_w, card_h)
            y -= card_h + 0.6 * size
        if self.news.text:  # under the score card, the buttons under it
            self.news.x = round(middle)  # (on whole pixels: as crisp as drawn)
            self.news.y = round(y - self.news.content_height / 2)
            y -= self.news.content_height + 0.6 * size
        left = middle - total / 2
        for i, button in enumerate(self.buttons):  # (in rows of ``cols``, left to right)
            row, col = divmod(i, cols)
            x, row_top = left + col * (bw + gap), y - row * (bh + gap)
            button.place(arcade.LRBT(x, x + bw, row_top - bh, row_top), size)
        bottom = y - rows * bh - (rows - 1) * gap - pad
        half = max(total, self.banner.content_width, self.news.content_width, card_w) / 2 + pad
        self.rect = arcade.LRBT(middle - half, middle + half, bottom, top)

    def _size_card(self, size: int, room: float) -> tuple[float, float]:
        """Give the score card's texts their sizes (labels at ``size`` points, values
        larger; smaller, down to 10 points, when they do not fit ``room``) and return the
        card's width and height (logical pixels)."""
        if not self.card:
            return 0.0, 0.0
        label_size, value_size = max(10, round(size * 0.8)), round(size * 1.45)
        while True:
            for label, value in self.card:
                _fit(label, label_size, room)
                _fit(value, value_size, room)
            column = max(max(label.content_width, value.content_width)
                         for label, value in self.card) + 2.2 * size
            if column * len(self.card) <= room or value_size <= 12:
                break
            label_size, value_size = max(10, label_size - 1), value_size - 2
        height = max(lab.content_height + val.content_height for lab, val in self.card) + size
        return column * len(self.card), height

    def _place_card(self, middle: float, top: float, width: float, height: float) -> None:
        """Place the score card's columns in a ``width`` x ``height`` box whose top is at
        ``top``, centred on ``middle`` (logical pixels)."""
        left = middle - width / 2
        self._card_box = arcade.LRBT(left, left + width, top - height, top)
        column = width / len(self.card)
        self._dividers = [left + column * i for i in range(1, len(self.card))]
        for i, (label, value) in enumerate(self.card):
            x = round(left + column * (i + 0.5))
            gap = (height - label.content_height - value.content_height) / 3
            label.x = value.x = x
            label.y = round(top - gap - label.content_height / 2)
            value.y = round(top - 2 * gap - label.content_height - value.content_height / 2)

    @property
    def top(self) -> float | None:
        """The top edge of the panel (logical pixels), or ``None`` while hidden."""
        return self.rect.top if self.shown else None

    def on_press(self, x: float, y: float) -> bool:
        """A left click at ``(x, y)``: run the button under it. Returns whether one was."""
        if not self.shown:
            return False
        button = button_at(self.buttons, x, y)
        if button is None:
            return False
        button.action()
        return True

    @property
    def shadow(self) -> float:
        """How far the soft shadow reaches out of the face (logical pixels; none when the
        panel draws no box)."""
        return shadow_reach(self.rect) if self.boxed else 0.0

    @property
    def area(self) -> tuple[float, float, float, float]:
        """What the panel covers, its shadow too: ``(left, bottom, right, top)`` (logical
        pixels; empty while hidden)."""
        r, s = self.rect, self.shadow
        return (r.left - s, r.bottom - 1.5 * s, r.right + s, r.top + s / 2) if self.shown \
            else (0.0, 0.0, 0.0, 0.0)

    def draw(
        self,
        background: Background | None = None,
        underlay: tuple[Hashable, Callable[[], object]] | None = None,
    ) -> None:
        """Draw the panel (nothing while hidden).

        Args:
            background: the plain colour (RGB) under the whole panel, when nothing else
                was drawn there but ``underlay`` (no card, no message): the panel's picture
                is then kept and copied each frame (:class:`~game.ui.cached.CachedPicture`),
                painted again only when it changed. ``None``: drawn as it is.
            underlay: what else lies under the panel, when it never moves by itself (the
                empty-pile marks): a key of its looks and a function drawing it, painted
                into the picture first.
        """
        if not self.shown:
            return
        if background is None:
            self._draw_panel()
            return
        under_key, under_paint = underlay if underlay is not None else (None, None)

        def paint() -> None:
            if under_paint is not None:
                under_paint()
            self._draw_panel()

        look = (text_look(self.banner), text_look(self.news),
                tuple((text_look(a), text_look(b)) for a, b in self.card),
                tuple(b.look for b in self.buttons), self._frame_look(), under_key)
        self.picture.draw(self.area, look, paint, background)

    boxed = True
    """Whether the panel draws its own framed box behind the title and buttons."""

    def _frame_look(self) -> tuple:
        """What the frame's pixels depend on: its place and the palette's colours."""
        r = self.rect
        return (r.left, r.bottom, r.right, r.top, palette.WIN_BG, palette.WIN_EDGE,
                palette.WIN_INNER_EDGE, palette.WIN_CARD, palette.WIN_SHADOW)

    def _draw_frame(self) -> None:
        """The framed panel (:func:`~game.ui.panels.draw_framed`) and the score card's
        strip with lines between its columns."""
        draw_framed(self.rect, palette.WIN_BG, palette.WIN_EDGE, palette.WIN_INNER_EDGE,
                    palette.WIN_SHADOW)
        if self.card:
            box = self._card_box
            fill_convex((rounded_points(box.left, box.bottom, box.right, box.top, 6),
                         palette.WIN_CARD))
            for x in self._dividers:
                arcade.draw_line(x, box.bottom + 8, x, box.top - 8, palette.WIN_INNER_EDGE, 1)

    def _draw_panel(self) -> None:
        if self.boxed:
            self._draw_frame()
        self.banner.draw()
        for label, value in self.card:
            label.draw()
            value.draw()
        if self.news.text:
            self.news.draw()
        for button in self.buttons:
            button.draw()


def _fit(text: arcade.Text, size: int, room: float) -> None:
    """Give ``text`` the font size ``size`` (points), or the largest size down to 10 points
    at which it fits ``room`` logical pixels."""
    if text.text:
        wide = text_width(text.text, size, text.bold)
        while wide > room and size > 10:
            size = max(10, min(size - 1, int(size * room / wide)))
            wide = text_width(text.text, size, text.bold)
    if text.font_size != size:  # (arcade lays a text out again on any set)
        text.font_size = size
