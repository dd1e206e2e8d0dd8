"""The win panel (APP-FINISHED): a banner across the table, a line saying what the win
means for the player (:class:`WinNews`) and a row of choices under it."""

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
from game.ui.format import game_name
from game.ui.layout import TableLayout
from game.ui.theme import FONT

NEWS_SEPARATOR = "  \u00b7  "
"""Between the parts of the news line (a middle dot)."""


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
    """A banner and drawn buttons in the middle of the table, hidden until :meth:`show`.

    Args:
        choices: ``(label, action)`` of each button, left to right.

    Attributes:
        buttons: the drawn buttons (placed only while shown).
        banner: the banner's text.
        shown: whether the panel is on screen.
    """

    def __init__(self, choices: Sequence[tuple[str, Callable[[], object]]]) -> None:
        self.buttons = [DrawnButton(label, action) for label, action in choices]
        self.banner = arcade.Text("", 0, 0, palette.TITLE, 40, font_name=FONT, bold=True,
                                  anchor_x="center", anchor_y="center")
        self.news = arcade.Text("", 0, 0, palette.GOLD, 16, font_name=FONT,
                                anchor_x="center", anchor_y="center")
        """The line under the banner: what the win means (:class:`WinNews`)."""
        self.shown = False
        self._layout: TableLayout | None = None
        self.rect = arcade.LRBT(0, 0, 0, 0)
        """The panel behind the banner and buttons (logical pixels; placed while shown)."""
        self.picture = CachedPicture()
        """The panel's last picture (see :meth:`draw`)."""

    def show(self, banner: str, news: str = "") -> None:
        """Show the panel with ``banner`` (translated) as its headline and ``news`` (one
        line, translated; none when empty) under it."""
        self.banner.text = banner
        self.news.text = news
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

    def place(self, layout: TableLayout) -> None:
        """Fit the banner and buttons to ``layout`` (centred over the table, left of a
        column of piles beside it, 55 % up the window)."""
        self._layout = layout
        self.banner_size = round(max(24, layout.card_h * 0.35) * fonts.TEXT_SCALE)
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
        self._fit_banner(room - 40)
        size = round(max(13, min(22, layout.card_w * 0.16)) * fonts.TEXT_SCALE)
        _fit(self.news, size, layout.width - 40)
        n = len(self.buttons)
        while True:  # a smaller label (down to 10 points) before a squeezed button
            bw = max(b.label_width(size) for b in self.buttons) + 3 * size
            bh, gap = size * 2.6, size
            total = n * bw + (n - 1) * gap
            if total <= room - 20 or size <= 10:
                break
            size -= 1
        if total > room - 20:
            bw = (room - 20 - (n - 1) * gap) / n
            total = room - 20
        left = middle - total / 2
        self.banner.x, self.banner.y = middle, layout.height * 0.55
        y = self.banner.y - self.banner.font_size * 1.2 - bh
        if self.news.text:  # under the banner's line, the buttons under it
            self.news.x = round(layout.width / 2)  # (on whole pixels: as crisp as drawn)
            self.news.y = round(self.banner.y - self.banner.content_height / 2
                                - self.news.content_height / 2)
            y = self.news.y - self.news.content_height / 2 - 0.4 * size - bh
        for i, button in enumerate(self.buttons):
            x = left + i * (bw + gap)
            button.place(arcade.LRBT(x, x + bw, y, y + bh), size)
        pad = size
        half = max(total, self.banner.content_width, self.news.content_width) / 2 + pad
        top = self.banner.y + self.banner.content_height / 2 + pad
        self.rect = arcade.LRBT(middle - half, middle + half, y - pad, top)

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
    def area(self) -> tuple[float, float, float, float]:
        """The panel's ``(left, bottom, right, top)`` (logical pixels; empty while hidden)."""
        r = self.rect
        return (r.left, r.bottom, r.right, r.top) if self.shown else (0.0, 0.0, 0.0, 0.0)

    def draw(
        self,
        background: Background | None = None,
        underlay: tuple[Hashable, Callable[[], object]] | None = None,
    ) -> None:
        """Draw the banner and buttons (nothing while hidden).

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

        look = (text_look(self.banner), text_look(self.news), tuple(b.look for b in self.buttons),
                under_key)
        self.picture.draw(self.area, look, paint, background)

    boxed = True
    """Whether the panel draws its own box behind the banner and buttons."""

    def _draw_panel(self) -> None:
        if self.boxed:
            r = self.rect
            arcade.draw_lrbt_rectangle_filled(r.left, r.right, r.bottom, r.top, palette.PANEL)
        self.banner.draw()
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
