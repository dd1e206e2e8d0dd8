"""Card images in the deck the player chose: the standard or the classic one.

:mod:`game.ui.cards_art` draws the standard deck (and the canvas, index and suit shapes
both decks share); :mod:`game.ui.deck.classic` draws the classic one on them. This module
picks between the two by the face style's ``classic`` flag, and imports the classic deck
only when a classic image is first asked for (a player of the standard deck never loads
its figures).
"""

from __future__ import annotations

from PIL import Image

from game.ui import cards_art
from game.ui.cards_art import CardArt, FaceStyle

__all__ = ["DeckArt", "render_back", "render_face", "render_slot"]


def render_face(rank: int, suit: str, width: int, height: int,
                style: FaceStyle | None = None) -> Image.Image:
    """The face of a card in ``style``'s deck (:func:`game.ui.cards_art.render_face`; the
    classic deck: :func:`game.ui.deck.classic.render_classic_face`).

    Raises:
        ValueError: for a rank, suit or size out of range.
    """
    style = style or FaceStyle()
    if not style.classic:
        return cards_art.render_face(rank, suit, width, height, style)
    cards_art._check_card(rank, suit)
    cards_art._check_size(width, height)
    from game.ui.deck.classic import render_classic_face

    return render_classic_face(rank, suit, width, height, style)


def render_back(back: str, width: int, height: int, classic: bool = False) -> Image.Image:
    """A card back ``back`` (one of :data:`~game.ui.cards_art.BACK_STYLES`), the classic
    card's size over its shadow when ``classic``.

    Raises:
        ValueError: for an unknown back or a size out of range.
    """
    if not classic:
        return cards_art.render_back(back, width, height)
    from game.ui.deck.classic import render_classic_back

    return render_classic_back(back, width, height)


def render_slot(width: int, height: int, label: str = "", suit: str | None = None,
                classic: bool = False) -> Image.Image:
    """An empty pile's mark (:func:`~game.ui.cards_art.render_slot`), the classic card's
    size when ``classic``.

    Raises:
        ValueError: for a bad suit, a non-string label or a size out of range.
    """
    if not classic:
        return cards_art.render_slot(width, height, label, suit=suit)
    from game.ui.deck.classic import render_classic_slot

    return render_classic_slot(width, height, label, suit)


class DeckArt(CardArt):
    """:class:`~game.ui.cards_art.CardArt` in the deck of its style: lazily drawn, cached
    card images for one card size, classic ones when ``style.classic``.

    Args:
        width, height: the card's size in pixels.
        style: how faces look (the standard deck by default).

    Raises:
        ValueError: for a size out of range.
    """

    def _render_face(self, rank: int, suit: str) -> Image.Image:
        return render_face(rank, suit, self.width, self.height, self.style)

    def _render_back(self, style: str) -> Image.Image:
        return render_back(style, self.width, self.height, self.style.classic)

    def _render_slot(self, label: str, suit: str | None) -> Image.Image:
        return render_slot(self.width, self.height, label, suit, self.style.classic)
