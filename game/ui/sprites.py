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

import arcade
from arcade.texture_atlas import DefaultTextureAtlas

from game.engine.cards import RANKS, Card
from game.ui.cards_art import BACK_STYLES, CardArt, FaceStyle


class CardTextures:
    """Faces, backs and slot marks for one card size (physical pixels), made on demand.

    Args:
        width, height: the card's size in physical pixels.
        back_style: one of :data:`~game.ui.cards_art.BACK_STYLES`.
        face_style: four-colour suits and/or the large index (classic faces by default).
    """

    def __init__(self, width: int, height: int, back_style: str = BACK_STYLES[0],
                 face_style: FaceStyle | None = None) -> None:
        self.width, self.height = width, height
        self.face_style = face_style or FaceStyle()
        self.art = CardArt(width, height, self.face_style)
        self.back_style = back_style if back_style in BACK_STYLES else BACK_STYLES[0]
        self._faces: dict[tuple[int, str], arcade.Texture] = {}
        self._back: arcade.Texture | None = None
        self._slots: dict[tuple[str, str | None], arcade.Texture] = {}
        self.atlas = DefaultTextureAtlas((2048, 2048))

    def face(self, card: Card) -> arcade.Texture:
        """The face texture of ``card`` (both copies of a card share it)."""
        key = (card.rank, card.suit)
        tex = self._faces.get(key)
        if tex is None:
            image = self.art.face(card.rank, card.suit)
            tex = arcade.Texture(
                image,
                hash=f"face-{RANKS[card.rank - 1]}{card.suit}-{self.face_style.key}"
                f"-{self.width}x{self.height}",
                hit_box_algorithm=arcade.hitbox.algo_bounding_box,
            )
            self._faces[key] = tex
        return tex

    def use_back(self, style: str) -> None:
        """Switch to the back ``style`` (unknown names fall back to the first style)."""
        style = style if style in BACK_STYLES else BACK_STYLES[0]
        if style != self.back_style:
            self.back_style = style
            self._back = None

    def back(self) -> arcade.Texture:
        """The back texture in the chosen style."""
        if self._back is None:
            self._back = arcade.Texture(
                self.art.back(self.back_style),
                hash=f"back-{self.back_style}-{self.width}x{self.height}",
                hit_box_algorithm=arcade.hitbox.algo_bounding_box,
            )
        return self._back

    def slot(self, label: str = "", suit: str | None = None) -> arcade.Texture:
        """An empty pile's mark, optionally with a faint label or suit symbol."""
        key = (label, suit)
        tex = self._slots.get(key)
        if tex is None:
            tex = arcade.Texture(
                self.art.slot(label, suit=suit),
                hash=f"slot-{label}-{suit}-{self.width}x{self.height}",
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
