"""The window's first frame, shown as soon as the window exists (a window maps black): the
felt of the table theme (every scene's background) and, when the game opens on a deal, that
deal's empty piles, where the table will put them.

Everything it makes is what the table needs next anyway: the felt of the window's size
(:func:`~game.ui.backdrop.backdrop_for`) and the empty-pile marks at the table's card size
in the window's card textures (:class:`~game.ui.textures.CardTextureCache`). Both pictures
are drawn on worker threads while the window is being made (:class:`~game.ui.backdrop.
FeltAhead`, :func:`draw_marks_ahead`), so the frame only puts them on the screen.
"""

from __future__ import annotations

import arcade

from game.engine.deal import DealSpec
from game.engine.variants import REGISTRY
from game.ui.backdrop import backdrop_for, scene_backdrop_for
from game.ui.background import BackgroundJob
from game.ui.cards_art import CARD_RATIO, FaceStyle
from game.ui.deck.faces import DeckArt
from game.ui.layout import compute_layout
from game.ui.sprites import pile_marks
from game.ui.textures import CardTextureCache


def draw_marks_ahead(deal: DealSpec, width: int, height: int,
                     style: FaceStyle) -> BackgroundJob[DeckArt]:
    """Draw the pictures of ``deal``'s empty-pile marks for a window of ``width`` ×
    ``height`` pixels, in the deck of ``style``, on a worker thread while the window is
    being made: the card art the table's textures of that card size then take
    (:meth:`~game.ui.textures.CardTextureCache.expect`), so that the first frame's marks
    are drawn already."""
    layout = compute_layout(deal.variant, deal.cells or 0, width, height)
    card_w = max(10, round(layout.card_w))
    marks = set(pile_marks(layout.origins, REGISTRY[deal.variant]).values())

    def draw() -> DeckArt:
        art = DeckArt(card_w, round(card_w * CARD_RATIO), style)
        for label, suit in marks:
            art.slot(label, suit=suit)
        return art

    return BackgroundJob(draw)


def draw_cards_ahead(marks: BackgroundJob[DeckArt], deal: DealSpec, back: str
                     ) -> BackgroundJob[DeckArt]:
    """Then, on a worker thread too, draw into the same card art the back ``back`` (a
    :data:`~game.ui.cards_art.BACK_STYLES` name) and the faces of ``deal``'s face-up cards:
    the table's first frames upload them instead of drawing them
    (:class:`~game.ui.sprites.CardTextures` waits for this job before it draws a card)."""

    def draw() -> DeckArt:
        from game.engine.game import Game

        art = marks.result() if marks.wait() else None
        assert art is not None
        pos = Game(deal).position
        art.back(back)
        for pile in pos.piles():
            for i, card in enumerate(pos.cards(pile)):
                if pos.is_face_up(pile, i):
                    art.face(card.rank, card.suit)
        return art

    return BackgroundJob(draw)


def show_first_frame(window: arcade.Window, theme: str, textures: CardTextureCache,
                     deal: DealSpec | None = None) -> None:
    """Draw the felt of ``theme`` (a settings value) over the whole window and, with
    ``deal``, the marks of all its piles, empty as before the deal animation; then show it.
    Without a deal the felt is the one of the scenes other than the table (the menu's).

    The window is made hidden: it is shown (mapped) only once the frame is drawn, so that
    it appears with it rather than black until it is (a window maps black, and its first
    frame waits for the driver's first use of each shader).

    Args:
        window: the game's window, just made (hidden, or shown already).
        theme: the table theme's settings value (an unknown one gives the default).
        textures: the window's card textures (the marks are made there, for the table).
        deal: the deal the game opens on, or ``None`` (the felt alone).
    """
    try:
        window.ctx.screen.use()
        felt = backdrop_for(window) if deal is not None else scene_backdrop_for(window)
        look = felt.prepare(theme)
        felt.cover()
        if deal is not None:
            layout = compute_layout(deal.variant, deal.cells or 0, *window.get_size())
            cards = textures.get(max(10, round(layout.card_w * window.get_pixel_ratio())))
            marks = arcade.SpriteList(atlas=cards.atlas)
            for pile, (label, suit) in pile_marks(layout.origins,
                                                  REGISTRY[deal.variant]).items():
                mark = arcade.Sprite(cards.slot(label, suit), scale=layout.card_w / cards.width)
                mark.position = layout.origins[pile]
                mark.color = look.mark
                marks.append(mark)
            marks.draw()
        window.ctx.finish()  # drawn before the window shows
    finally:
        if not window.visible:
            window.set_visible(True)
            window.activate()
    window.flip()
