"""The window's card textures: one cache for every card size, and one way to make them in steps.

The table, the Replay and the Examples draw cards of different sizes (each fits its own
layout); the textures of one size (:class:`~game.ui.sprites.CardTextures`: an atlas, the
back, the faces and the empty-pile marks) are shared by every view that draws cards that
size, so a new deal at the same size draws no card again and neither does a scene opened
again at its size. Sizes not shared now are kept within :data:`OTHER_TEXTURES_BUDGET`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.ui.cards_art import CARD_RATIO, FaceStyle

if TYPE_CHECKING:
    from game.engine.cards import Card
    from game.storage.settings import Settings
    from game.ui.background import BackgroundJob
    from game.ui.deck.faces import DeckArt
    from game.ui.sprites import CardTextures

OTHER_TEXTURES_BUDGET = 16 * 1024 * 1024
"""Bytes of card atlases kept for card sizes other than the one shared now; the least
recently used size goes first beyond it."""
PREPARE_STEP = 0.006
"""Seconds of drawing in one step of :meth:`CardTextureCache.prepare_step`."""


class CardTextureCache:
    """Card textures by width in physical pixels, in the back and face style of ``settings``.

    Args:
        settings: the player's settings (``card_back``, ``card_style``, ``four_colour``,
            ``large_index`` are read at each call: a change takes effect on the next
            textures asked for).
    """

    def __init__(self, settings: Settings) -> None:
        from game.ui.cached import CachedPicture  # (arcade: not at this module's import)

        self.settings = settings
        self.marks_picture = CachedPicture()
        """The tables' picture of the empty-pile marks: a new deal at the same card size
        copies it without painting it again (:meth:`~game.ui.table.CardTable.draw`)."""
        self._shared: CardTextures | None = None
        self._others: dict[int, CardTextures] = {}
        """Textures of other sizes, by width, the most recently used last."""
        self._pending: dict[int, CardTextures] = {}
        """Textures being made in steps (:meth:`prepare_step`), by width."""
        self._art_ahead: BackgroundJob[DeckArt] | None = None
        self._cards_ahead: BackgroundJob[DeckArt] | None = None

    def expect(self, art: BackgroundJob[DeckArt],
               cards: BackgroundJob[DeckArt] | None = None) -> None:
        """Take the card art ``art`` draws (on a worker thread) for the next textures made
        at its size and face style (:meth:`new` waits for it then); ``cards`` goes on
        drawing cards into it (the textures wait for it before they draw a card)."""
        self._art_ahead, self._cards_ahead = art, cards

    def face_style(self) -> FaceStyle:
        """How card faces look, from the settings (four colours, large index, high contrast,
        the classic or the standard deck: high contrast draws its own strict faces, so the
        classic deck's many-coloured figures give way to it)."""
        return FaceStyle(self.settings.four_colour, self.settings.large_index,
                         self.settings.high_contrast,
                         self.settings.card_style == "classic" and not self.settings.high_contrast)

    def get(self, width: int) -> CardTextures:
        """The textures for cards ``width`` physical pixels wide, shared from now on; made
        now (an empty atlas: faces are drawn when first asked for) when there are none.
        The back is the one of the settings."""
        if not self.has(width):
            pending = self._pending.pop(width, None)
            if pending is None or pending.face_style != self.face_style():
                pending = self.new(width)
            self.share(pending)
        elif self._shared is None or self._shared.width != width:
            self.share(self._others[width])
        assert self._shared is not None
        self._shared.use_back(self.settings.card_back)
        return self._shared

    def shared(self) -> CardTextures | None:
        """The textures shared now (of whatever size; a view borrows them, scaled, while
        its own size is made), if any were made yet, with the back of the settings."""
        if self._shared is not None:
            self._shared.use_back(self.settings.card_back)
        return self._shared

    def has(self, width: int) -> bool:
        """Whether there are textures for cards ``width`` physical pixels wide in the
        current face style, shared now or kept from before."""
        textures = self._shared
        if textures is None or textures.width != width:
            textures = self._others.get(width)
        return textures is not None and textures.face_style == self.face_style()

    def new(self, width: int) -> CardTextures:
        """Empty textures for ``width`` (the settings' back and face style), not shared;
        with the art drawn ahead for them, if any (:meth:`expect`)."""
        from game.ui.sprites import CardTextures

        style, height = self.face_style(), round(width * CARD_RATIO)
        ahead, art, drawing = self._art_ahead, None, None
        if ahead is not None and ahead.wait() and (art := ahead.result()).size == (
                width, height) and art.style == style:
            drawing = self._cards_ahead
            self._art_ahead = self._cards_ahead = None
        else:
            art = None
        return CardTextures(width, height, self.settings.card_back, style, art, drawing)

    def share(self, textures: CardTextures) -> None:
        """Make ``textures`` the ones :meth:`get` hands out at their size; the ones shared
        before are kept for their size within :data:`OTHER_TEXTURES_BUDGET` bytes, unless
        their face style is an old one."""
        old, others = self._shared, self._others
        others.pop(textures.width, None)
        if old is not None and old.width != textures.width \
                and old.face_style == textures.face_style:
            others[old.width] = old
        for width in [w for w, t in others.items() if t.face_style != textures.face_style]:
            del others[width]
        while sum(t.atlas.width * t.atlas.height * 4 for t in others.values()) \
                > OTHER_TEXTURES_BUDGET:
            del others[next(iter(others))]
        self._shared = textures

    def prepare_step(self, width: int, faces: Iterable[Card] = (),
                     marks: Iterable[tuple[str, str | None]] = (),
                     budget: float = PREPARE_STEP) -> CardTextures | None:
        """One step of making the textures a view is about to show at ``width``, while the
        screen shows something else: the atlas (a step of its own), then the back, the
        ``faces`` and the empty-pile ``marks`` (as :meth:`CardTextures.prepare`), about
        ``budget`` seconds a step. Call it again (each frame, or each idle moment) until
        it returns the textures: they are complete and shared from then on.

        Args:
            width: card width in physical pixels.
            faces: the cards that show their face.
            marks: ``(label, suit)`` of the empty-pile marks.
            budget: seconds of drawing in this step.

        Returns:
            The textures when complete (shared), ``None`` while steps remain.
        """
        if self.has(width):
            textures = self.get(width)
            return textures if textures.prepare(faces, marks, budget) else None
        pending = self._pending.get(width)
        if pending is None or pending.face_style != self.face_style():
            self._pending[width] = self.new(width)  # making the atlas is this step's share
            return None
        if not pending.prepare(faces, marks, budget):
            return None
        del self._pending[width]
        self.share(pending)
        return pending

    def drop_others(self) -> None:
        """Drop the textures of every size but the one shared now, and those being made
        (made again when a view of that size asks for them)."""
        self._others.clear()
        self._pending.clear()

    def forget(self) -> None:
        """Drop every texture (the next :meth:`get` makes them again)."""
        self._shared = None
        self._others.clear()
        self._pending.clear()
