"""The stock's badge: the number of cards left in the stock, on a dark badge at the bottom
of the stock card (Easy Harp), in the chrome's colours (``palette.STOCK_BADGE``)."""

from __future__ import annotations

import arcade

from game.ui import fonts, palette
from game.ui.theme import FONT


class StockBadge:
    """The stock's card count.

    Attributes:
        text: the count's text object (laid out again only when the count or size changes).
    """

    def __init__(self) -> None:
        self.text = arcade.Text("", 0, 0, palette.TEXT, 12, font_name=FONT, bold=True,
                                anchor_x="center", anchor_y="center")

    def draw(self, count: int, x: float, y: float, card_w: float, card_h: float) -> None:
        """Draw ``count`` on the stock card centred at ``x, y``, ``card_w`` x ``card_h``
        logical pixels (the badge grows with the card and the text size)."""
        text = str(count)
        size = max(10, round(card_w * 0.15 * fonts.TEXT_SCALE))
        if self.text.text != text or self.text.font_size != size:
            self.text.text = text
            self.text.font_size = size
        cy = y - card_h * 0.5 + size * 1.25
        w, h = self.text.content_width + size * 0.9, size * 1.6
        arcade.draw_lrbt_rectangle_filled(x - w / 2, x + w / 2, cy - h / 2, cy + h / 2,
                                          palette.STOCK_BADGE)
        self.text.x, self.text.y = x, cy
        self.text.draw()
