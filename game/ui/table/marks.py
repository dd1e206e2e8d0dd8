"""The empty-pile marks of a card table: a mark per pile, shown only where the pile looks
empty, tinted by the table theme, and copied from a kept picture while nothing lies under
them yet.

The card table (:class:`~game.ui.table.CardTable`) decides which piles look empty and gives
the marks their textures when the card size changes; :class:`PileMarks` keeps the sprites,
draws them and answers what lies where (the win panel's picture of what is under it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

import arcade

from game.engine.table import Pile
from game.ui.cached import Background, CachedPicture, overlaps
from game.ui.sprites import CardTextures

Area = tuple[float, float, float, float]
"""``(left, bottom, right, top)`` in logical pixels."""


class PileMarks:
    """The marks of one table's piles.

    Args:
        picture: the kept picture of every mark on the felt (the window's, shared by its
            tables: its key is the marks' looks and places).
        tint: the theme's colour for the marks.

    Attributes:
        sprites: a mark per pile, for the current card size (a pile may lack one while
            the textures are another size's).
        sprite_list: the marks shown now, in drawing order.
        shown: the piles whose marks are shown (``None`` until :meth:`show`).
        swapped: the marks got new textures in this frame's update: drawn as they are once,
            their picture painted in the next frame (not in the frame that switched every
            card).
    """

    def __init__(self, picture: CachedPicture, tint: tuple[int, ...]) -> None:
        self.picture = picture
        self.tint = tint
        self.sprites: dict[Pile, arcade.Sprite] = {}
        self.sprite_list: arcade.SpriteList = arcade.SpriteList()
        self.shown: tuple[Pile, ...] | None = None
        self.swapped = False
        self._atlas: arcade.DefaultTextureAtlas | None = None
        self._plan: tuple | None = None
        """What :meth:`draw_copy` copies for :attr:`shown` (its key, area, parts and
        painter), made again when the marks or the empty piles change."""

    def use_atlas(self, atlas: arcade.DefaultTextureAtlas) -> None:
        """Draw the marks from ``atlas`` (new card textures). The old list is cleared first:
        it detaches the sprites, so the old atlas can go."""
        self.sprite_list.clear()
        self.sprite_list = arcade.SpriteList(atlas=atlas)
        self._atlas = atlas

    def place(self, keys: Mapping[Pile, tuple[str, str | None]],
              origins: Mapping[Pile, tuple[float, float]], textures: CardTextures,
              scale: float, borrowed: bool) -> None:
        """Make a mark for each pile of ``keys`` (its ``(label, suit)``) at its place in
        ``origins``, ``scale`` times the textures' size; none is shown until :meth:`show`.

        ``borrowed``: the textures are another size's, until this size's are ready (a new
        deal at a new size): a mark they do not have is left out until then rather than
        drawn in this frame."""
        self.sprites = {}
        for pile, key in keys.items():
            if borrowed and not textures.has_slot(*key):
                continue
            sprite = arcade.Sprite(textures.slot(*key), scale=scale)
            sprite.position = origins[pile]
            sprite.color = self.tint
            self.sprites[pile] = sprite
        self.shown = None
        self._plan = None

    def retint(self, tint: tuple[int, ...]) -> None:
        """Give the marks the theme's ``tint``, when it changed."""
        if tint != self.tint:
            self.tint = tint
            for sprite in self.sprites.values():
                sprite.color = tint
            self._plan = None

    def show(self, bare: Callable[[Pile], bool]) -> None:
        """Show the marks of the piles that look empty (``bare``) and no others: a covered
        mark costs fill-rate for nothing."""
        empty = tuple(p for p in self.sprites if bare(p))
        if empty != self.shown:
            self.shown = empty
            self.sprite_list.clear()
            self.sprite_list.extend(self.sprites[p] for p in empty)

    def draw(self, background: Background | None) -> None:
        """Draw the marks shown: copied from the kept picture when ``background`` is what
        the window was just covered with (nothing drawn on it yet), else drawn."""
        if background is None or not self.sprite_list or self.swapped:
            self.swapped = False
            self.sprite_list.draw()
        else:
            self.draw_copy(background)

    def draw_copy(self, background: Background) -> None:
        """Copy the marks shown from a picture of every pile's mark on ``background``
        (painted again only when the marks changed: a new size, face style or tint)."""
        plan = self._plan
        if plan is None or plan[0] is not self.shown:
            marks = list(self.sprites.values())
            quads = [_quad(m) for m in marks]  # the drawn quad: a hit box may be smaller
            area = (min(q[0] for q in quads), min(q[1] for q in quads),
                    max(q[2] for q in quads), max(q[3] for q in quads))
            atlas = self._atlas

            def paint() -> None:
                draw_once(marks, atlas)

            plan = self._plan = (self.shown, _looks(marks), area, paint,
                                 [_quad(m) for m in self.sprite_list])
        _shown, key, area, paint, parts = plan
        self.picture.draw(area, key, paint, background, parts)

    def under(self, area: Area) -> tuple[Hashable, Callable[[], None]]:
        """The marks showing in ``area``, for a picture of what lies there (the win
        panel's, :class:`~game.ui.cached.CachedPicture`).

        Returns:
            A key of their looks (equal keys: equal pixels) and a function drawing them.
        """
        under = [m for m in self.sprite_list if overlaps(_quad(m), area)]
        key = _looks(under)

        def paint() -> None:
            if under and self._atlas is not None:
                draw_once(under, self._atlas)

        return key, paint


def _looks(marks: list[arcade.Sprite]) -> tuple:
    """A key of what ``marks`` look like where they are (equal keys: equal pixels), for a
    picture of them (:class:`~game.ui.cached.CachedPicture`)."""
    return tuple((m.texture, m.position, m.scale, m.alpha, m.color) for m in marks)


def _quad(sprite: arcade.BasicSprite) -> Area:
    """The ``(left, bottom, right, top)`` of the quad an unrotated sprite is drawn on."""
    x, y = sprite.position
    w, h = sprite.width / 2, sprite.height / 2
    return (x - w, y - h, x + w, y + h)


def draw_once(sprites: list[arcade.Sprite], atlas: arcade.DefaultTextureAtlas | None) -> None:
    """Draw ``sprites`` (shown elsewhere too) through a sprite list used only for this draw
    (painting a kept picture). The list is cleared afterwards: arcade registers a list in
    every sprite added to it and updates it on each change of the sprite, so the sprites
    would keep it alive and keep updating it."""
    once: arcade.SpriteList[arcade.Sprite] = arcade.SpriteList(atlas=atlas)
    once.extend(sprites)
    once.draw()
    once.clear()
