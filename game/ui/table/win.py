"""The win panel (APP-FINISHED): a banner across the table and a row of choices under it."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

import arcade

from game.ui.button import DrawnButton, button_at
from game.ui.cached import CachedPicture, text_look
from game.ui.fonts import text_width
from game.ui.layout import TableLayout
from game.ui.theme import FONT, PANEL, TITLE


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
        self.banner = arcade.Text("", 0, 0, TITLE, 40, font_name=FONT, bold=True,
                                  anchor_x="center", anchor_y="center")
        self.shown = False
        self._layout: TableLayout | None = None
        self.rect = arcade.LRBT(0, 0, 0, 0)
        """The panel behind the banner and buttons (logical pixels; placed while shown)."""
        self.picture = CachedPicture()
        """The panel's last picture (see :meth:`draw`)."""

    def show(self, banner: str) -> None:
        """Show the panel with ``banner`` (translated) as its headline."""
        self.banner.text = banner
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
        """Fit the banner and buttons to ``layout`` (centred, 55 % up the window)."""
        self._layout = layout
        self.banner_size = max(24, round(layout.card_h * 0.35))
        self._place()

    banner_size = 40
    """The banner's font size (points) when its text fits the window's width; a longer
    text (a long translation) gets the largest size that fits (:meth:`_fit_banner`)."""

    def _fit_banner(self, room: float) -> None:
        """Give the banner :attr:`banner_size`, or the largest size (down to 10 points) at
        which its text fits ``room`` logical pixels."""
        size = self.banner_size
        text = self.banner.text
        if text:
            wide = text_width(text, size, self.banner.bold)
            while wide > room and size > 10:
                size = max(10, min(size - 1, int(size * room / wide)))
                wide = text_width(text, size, self.banner.bold)
        if self.banner.font_size != size:  # (arcade lays a text out again on any set)
            self.banner.font_size = size

    def _place(self) -> None:
        layout = self._layout
        if not self.shown or layout is None:
            return
        self._fit_banner(layout.width - 40)
        size = max(13, min(22, round(layout.card_w * 0.16)))
        n = len(self.buttons)
        bw = max(b.label_width(size) for b in self.buttons) + 3 * size
        bh, gap = size * 2.6, size
        total = n * bw + (n - 1) * gap
        if total > layout.width - 20:
            bw = (layout.width - 20 - (n - 1) * gap) / n
            total = layout.width - 20
        left = (layout.width - total) / 2
        self.banner.x, self.banner.y = layout.width / 2, layout.height * 0.55
        y = self.banner.y - self.banner.font_size * 1.2 - bh
        for i, button in enumerate(self.buttons):
            x = left + i * (bw + gap)
            button.place(arcade.LRBT(x, x + bw, y, y + bh), size)
        pad = size
        half = max(total, self.banner.content_width) / 2 + pad
        top = self.banner.y + self.banner.content_height / 2 + pad
        self.rect = arcade.LRBT(layout.width / 2 - half, layout.width / 2 + half, y - pad, top)

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
        background: tuple[int, int, int] | None = None,
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

        look = (text_look(self.banner), tuple(b.look for b in self.buttons), under_key)
        self.picture.draw(self.area, look, paint, background)

    boxed = True
    """Whether the panel draws its own box behind the banner and buttons."""

    def _draw_panel(self) -> None:
        if self.boxed:
            r = self.rect
            arcade.draw_lrbt_rectangle_filled(r.left, r.right, r.bottom, r.top, PANEL)
        self.banner.draw()
        for button in self.buttons:
            button.draw()
