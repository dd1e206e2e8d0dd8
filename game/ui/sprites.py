"""Card sprites and their textures, rendered crisp at the on-screen pixel size.

:class:`CardTextures` turns :mod:`game.ui.cards_art` images into arcade textures for one
physical card size, in an atlas of its own: the app keeps the one for the current size
(every new deal reuses it), and a new size after a resize starts a new one, so the old
textures go with the old atlas once no sprite list uses it. A :class:`CardSprite` knows
only its card and whether it shows its face; the table view decides where it goes.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import arcade
from arcade.texture_atlas import DefaultTextureAtlas

from game.engine.cards import RANKS, Card
from game.engine.table import COLUMN, FOUNDATION, STOCK, Pile
from game.engine.variants.base import Variant
from game.ui.cards_art import BACK_STYLES, RECYCLE, FaceStyle
from game.ui.deck.faces import DeckArt

if TYPE_CHECKING:
    from game.ui.background import BackgroundJob

ATLAS_IMAGES = 64
"""Images an atlas is sized for: 52 faces, a back or two and the empty-pile marks (≤ 7)."""
ATLAS_BORDER = 2
"""Pixels around each image in the atlas (arcade's default)."""


def pile_marks(piles: Iterable[Pile], variant: Variant) -> dict[Pile, tuple[str, str | None]]:
    """The mark of each of ``piles`` when empty, ``(label, suit)`` for
    :meth:`CardTextures.slot`: a foundation's suit, the stock's recycle sign, a column's
    label of what it accepts (``"K"``: kings only), nothing for the others."""
    keys: dict[Pile, tuple[str, str | None]] = {}
    for pile in piles:
        label, suit = "", None
        if pile.kind == FOUNDATION:
            suit = variant.foundation_suits[pile.index]
        elif pile.kind == COLUMN:
            label = variant.empty_column.label
        elif pile.kind == STOCK:
            label = RECYCLE
        keys[pile] = (label, suit)
    return keys


def atlas_size(width: int, height: int, images: int = ATLAS_IMAGES,
               largest: int = 8192) -> tuple[int, int]:
    """The smallest atlas (power-of-two sides, one at most twice the other; physical pixels)
    that holds ``images`` card images of ``width`` × ``height`` in rows, as arcade's row
    allocator packs them.

    A 2048 × 2048 texture costs ≈ 12–17 ms to make with software OpenGL, 1024 × 1024 ≈ 5;
    the cards of a 1280 × 800 window fit in 1024 × 2048. Beyond ``largest`` (the GPU's
    limit) it gives the largest square; arcade grows a full atlas by itself.

    Example:
        >>> atlas_size(60, 84)
        (512, 1024)
        >>> atlas_size(100, 140)
        (1024, 2048)
        >>> atlas_size(200, 280)
        (2048, 2048)
    """
    w, h = width + 2 * ATLAS_BORDER, height + 2 * ATLAS_BORDER
    sides = [1 << n for n in range(8, 15) if 1 << n <= largest]
    fits = [(a * b, a, b) for a in sides for b in sides
            if a // 2 <= b <= 2 * a and (a // w) * (b // h) >= images]
    if not fits:
        return sides[-1], sides[-1]
    _area, a, b = min(fits)
    return a, b


class CardTextures:
    """Faces, backs and slot marks for one card size (physical pixels), made on demand.

    Args:
        width, height: the card's size in physical pixels.
        back_style: one of :data:`~game.ui.cards_art.BACK_STYLES`.
        face_style: four-colour suits and/or the large index (classic faces by default).
        art: the card art to draw from, when some was drawn ahead (its size and style must
            be these); new art by default.
        drawing: a worker thread's job still drawing cards into ``art``: waited for before
            a card is drawn here, so that no card is drawn twice.
    """

    def __init__(self, width: int, height: int, back_style: str = BACK_STYLES[0],
                 face_style: FaceStyle | None = None, art: DeckArt | None = None,
                 drawing: BackgroundJob[DeckArt] | None = None) -> None:
        self.width, self.height = width, height
        self.face_style = face_style or FaceStyle()
        self.art = art if art is not None else DeckArt(width, height, self.face_style)
        self._drawing = drawing
        self.back_style = back_style if back_style in BACK_STYLES else BACK_STYLES[0]
        self._faces: dict[tuple[int, str], arcade.Texture] = {}
        self._back: arcade.Texture | None = None
        self._slots: dict[tuple[str, str | None], arcade.Texture] = {}
        largest = min(8192, arcade.get_window().ctx.info.MAX_TEXTURE_SIZE)
        self.atlas = DefaultTextureAtlas(atlas_size(width, height, largest=largest),
                                         border=ATLAS_BORDER,
                                         capacity=1)  # 4 096 images: far more than a deck

    @property
    def _deck(self) -> str:
        """Part of the back's and marks' texture names: the classic deck's differ (their
        card is shorter, over its shadow)."""
        return "-cl" if self.face_style.classic else ""

    def face(self, card: Card) -> arcade.Texture:
        """The face texture of ``card`` (both copies of a card share it)."""
        key = (card.rank, card.suit)
        tex = self._faces.get(key)
        if tex is None:
            self._drawn_ahead()
            image = self.art.face(card.rank, card.suit)
            tex = arcade.Texture(
                image,
                hash=f"face-{RANKS[card.rank - 1]}{card.suit}-{self.face_style.key}"
                f"-{self.width}x{self.height}",
                hit_box_algorithm=arcade.hitbox.algo_bounding_box,
            )
            self._faces[key] = tex
        return tex

    def has_face(self, card: Card) -> bool:
        """Whether the face :meth:`face` gives for ``card`` is drawn already."""
        return (card.rank, card.suit) in self._faces

    def use_back(self, style: str) -> None:
        """Switch to the back ``style`` (unknown names fall back to the first style)."""
        style = style if style in BACK_STYLES else BACK_STYLES[0]
        if style != self.back_style:
            self.back_style = style
            self._back = None

    def back(self) -> arcade.Texture:
        """The back texture in the chosen style."""
        if self._back is None:
            self._drawn_ahead()
            self._back = arcade.Texture(
                self.art.back(self.back_style),
                hash=f"back-{self.back_style}{self._deck}-{self.width}x{self.height}",
                hit_box_algorithm=arcade.hitbox.algo_bounding_box,
            )
        return self._back

    def _drawn_ahead(self) -> None:
        """Wait for the cards being drawn ahead into the art, if any (a failure there only
        leaves them to be drawn here)."""
        drawing, self._drawing = self._drawing, None
        if drawing is not None:
            drawing.wait()

    def has_slot(self, label: str = "", suit: str | None = None) -> bool:
        """Whether the mark :meth:`slot` gives for ``(label, suit)`` is drawn already."""
        return (label, suit) in self._slots

    def slot(self, label: str = "", suit: str | None = None) -> arcade.Texture:
        """An empty pile's mark, optionally with a faint label or suit symbol."""
        key = (label, suit)
        tex = self._slots.get(key)
        if tex is None:
            tex = arcade.Texture(
                self.art.slot(label, suit=suit),
                hash=f"slot-{label}-{suit}{self._deck}-{self.width}x{self.height}",
                hit_box_algorithm=arcade.hitbox.algo_bounding_box,
            )
            self._slots[key] = tex
        return tex

    def prepare(
        self,
        cards: Iterable[Card],
        slots: Iterable[tuple[str, str | None]] = (),
        budget: float = 0.006,
        clock: Callable[[], float] = time.perf_counter,
    ) -> bool:
        """Draw, a few per call, the textures a table is about to show, and put each in
        the atlas at once, so that switching to this size later draws nothing.

        Called once per frame while the old textures are still on screen (scaled): it
        makes the back first, then the faces of ``cards`` and the ``slots`` marks, until
        ``budget`` seconds have passed (at least one texture per call, so it always
        progresses).

        Args:
            cards: the cards that show their face (a face is drawn once per rank and suit).
            slots: ``(label, suit)`` of the empty-pile marks (as for :meth:`slot`).
            budget: seconds of drawing allowed in this call.
            clock: a monotonic clock in seconds.

        Returns:
            True when everything asked for is ready (nothing left to draw).
        """
        start = clock()
        jobs: list[Callable[[], arcade.Texture]] = []
        if self._back is None:
            jobs.append(self.back)
        wanted = {(c.rank, c.suit): c for c in cards}
        jobs += [lambda c=c: self.face(c) for key, c in wanted.items() if key not in self._faces]
        jobs += [lambda k=k: self.slot(*k) for k in dict.fromkeys(slots) if k not in self._slots]
        for i, job in enumerate(jobs):
            if i and clock() - start >= budget:
                return False
            self.atlas.add(job())
        return True


class CardSprite(arcade.Sprite):
    """One card on the table.

    Attributes:
        card: the card it shows.
        face_up: whether its face is showing (or about to, during a flip).
    """

    def __init__(self, card: Card, textures: CardTextures, face_up: bool) -> None:
        super().__init__(textures.face(card) if face_up else textures.back())
        self.card = card
        self.face_up = face_up

    def show(self, textures: CardTextures, face_up: bool | None = None) -> None:
        """Show the face or the back from ``textures`` (after a flip or a new size)."""
        if face_up is not None:
            self.face_up = face_up
        self.texture = textures.face(self.card) if self.face_up else textures.back()
