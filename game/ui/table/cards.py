"""The card table: a game's cards as sprites on the felt, and how they move.

:meth:`CardTable.reconcile` is the one path that changes the table: it sends every sprite
from wherever it is to where the engine's position says it belongs, gliding and flipping as
needed. Play, undo, new deal, resume and replay all go through it, so input during an
animation never desynchronises the sprites from the engine.

The card table draws (:meth:`CardTable.draw`): the empty-pile marks, the outlines of
:attr:`CardTable.highlight`, and the cards. It knows no input, no status bar and no saving:
the views (table, replay, examples) compose it with the parts they need.
"""

from __future__ import annotations

import math
import weakref
from typing import TYPE_CHECKING

import arcade
from pyglet import gl

from game.engine.cards import Card
from game.engine.game import Game
from game.engine.table import STOCK, Pile
from game.ui import looks
from game.ui.animation import (
    BOW,
    FLIP_TIME,
    MOVE_TIME,
    SPEEDS,
    Animator,
    Flip,
    Glide,
    ease_out_back,
    ease_out_cubic,
)
from game.ui.cached import Background
from game.ui.layout import TableLayout
from game.ui.sprites import CardSprite, CardTextures, pile_marks
from game.ui.table.badge import StockBadge
from game.ui.table.celebration import Celebration, wave_glides
from game.ui.table.marks import PileMarks
from game.ui.table.placement import Target, any_near, card_targets, deck_origin, outline_box
from game.ui.table.stacks import StackedDraw
from game.ui.theme import TableTheme

if TYPE_CHECKING:
    from game.ui.services import Services

RETEXTURE_DELAY = 0.25
"""Seconds after the last resize before cards are rasterised again at the new size."""
RETEXTURE_BUDGET = 0.006
"""Seconds per frame spent drawing card faces at a new size (at least one a frame)."""
DEAL_STAGGER = 0.022
"""Seconds between two cards setting off in the deal animation (at normal speed)."""


class CardTable:
    """The cards of one game as sprites, placed by a :class:`~game.ui.layout.TableLayout`.

    Args:
        services: the services (shared card textures, pixel ratio, animation speed setting).
        game: the game shown. A view may replace :attr:`game` by another game of the same
            deal (Replay does) and call :meth:`reconcile`.

    Attributes:
        game: the game whose position the sprites show.
        layout: the current layout (``None`` until :meth:`relayout`).
        textures: the card faces and backs at the current size (``None`` until then).
        sprites: one sprite per card, for the whole life of the table.
        animator: the glides and flips in flight.
        highlight: piles outlined (valid drop targets while dragging; a hint).
        lifted: sprites drawn above all others and left alone by :meth:`reconcile` (the
            cards being dragged); set with :meth:`lift`.
        clock: seconds since the table was made (advanced by :meth:`update`).
    """

    def __init__(self, services: Services, game: Game) -> None:
        self.services = services
        self.game = game
        self.clock = 0.0
        self.animator = Animator()
        self.layout: TableLayout | None = None
        self.textures: CardTextures | None = None
        self.sprites: dict[Card, CardSprite] = {}
        self.card_list: arcade.SpriteList = arcade.SpriteList()
        """Every card, in drawing order (drawn through :attr:`stacked`)."""
        self.stacked = StackedDraw(services.screen)
        """Draws :attr:`card_list`, the cards lying exactly under another only where they
        show (:mod:`game.ui.table.stacks`)."""
        self.marks = PileMarks(services.textures.marks_picture,
                               looks.table_theme(services.settings).mark)
        """The empty-pile marks (:mod:`game.ui.table.marks`)."""
        self.card_scale = 1.0
        self.highlight: list[Pile] = []
        self.lifted: list[CardSprite] = []
        self._dropped: set[int] = set()  # ids of sprites just put down (they settle)
        self._retexture_at: float | None = None
        self._updates = 0
        self.deal_follows = False
        """The view deals with animation right after the first :meth:`relayout` (set before
        it): the faces the deal turns face down first are not drawn before the first frame
        (each comes with its card's turn; see :meth:`_use_textures`)."""
        self.retexture_from = 2
        """The first update that may start drawing the cards at a new size (the first
        frame of a new table has enough to do). A view that spreads its own first work
        over its first frames sets a later one."""
        self._owed: list[CardSprite] = []
        """Face-up cards shown with their back until the first frame (see _use_textures)."""
        self._laid_ratio = 0.0
        """The pixel ratio :meth:`relayout` last laid the cards out for."""
        self.celebration = Celebration()
        """When the win celebration's waves are due (:mod:`game.ui.table.celebration`)."""
        self.stock_badge = StockBadge()
        """The number of cards left in the stock, drawn on the stock (Easy Harp)."""

    # ------------------------------------------------------------------ size
    def relayout(self, layout: TableLayout) -> None:
        """Use ``layout`` (a new window size) and snap every card into place.

        Running animations finish at once. Card faces are drawn again at the new pixel size
        once resizing has paused for :data:`RETEXTURE_DELAY` seconds, a few per frame
        (:meth:`_retexture_step`); until all are ready the current ones are scaled. A new
        table at a new size starts with the app's current faces, scaled, the same way.

        The same layout at the same pixel ratio again changes nothing and lets the
        animations run on: a window manager confirms a new window's size with a resize
        event right after it is shown, which used to cut the deal animation short.
        """
        if self.textures is not None and layout == self.layout \
                and self._laid_ratio == self.services.screen.get_pixel_ratio():
            return
        self.layout = layout
        self._laid_ratio = self.services.screen.get_pixel_ratio()
        phys = self._physical_card_width()
        if self.textures is None:
            cache = self.services.textures
            shared = cache.shared()
            if shared is None or cache.has(phys) or shared.face_style != cache.face_style():
                self._use_textures(cache.get(phys))  # the first table, or faces restyled
            else:  # a new deal at a new size: the current faces, scaled, until new ones are ready
                self._use_textures(shared, borrowed=True)
                self._retexture_at = self.clock
        elif phys != self.textures.width:
            self._retexture_at = self.clock + RETEXTURE_DELAY
        self._scale_sprites()
        self._place_slots()
        self.animator.finish()
        self.reconcile(animate=False)

    def prepare_textures(self, layout: TableLayout) -> bool:
        """One step of making this table's card textures before it is shown (a scene made
        ahead or opening): for ``layout`` (its size: the table is not laid out), the atlas
        in one step unless the window has textures at that card size, then the back, the
        faces showing at the table's position and the empty-pile marks,
        :data:`RETEXTURE_BUDGET` seconds a step (:meth:`CardTextures.prepare`); shared with
        the window when complete (:meth:`~game.ui.textures.CardTextureCache.prepare_step`).
        Returns whether there is more to do (the step is to be run again)."""
        self.layout = layout
        width = self._physical_card_width()
        pos = self.game.position
        faces = [card for pile in pos.piles() for i, card in enumerate(pos.cards(pile))
                 if pos.is_face_up(pile, i)]
        marks = self._slot_keys().values()
        return self.services.textures.prepare_step(width, faces, marks, RETEXTURE_BUDGET) is None

    def _physical_card_width(self) -> int:
        assert self.layout
        return max(10, round(self.layout.card_w * self.services.screen.get_pixel_ratio()))

    def _use_textures(self, textures: CardTextures, borrowed: bool = False) -> None:
        """Show every card with ``textures`` (a new size), in sprite lists on its atlas.

        ``borrowed``: they are another size's, shown scaled until this size's are ready (a
        new table at a new size): a face-up card whose face they do not have shows its back
        until the table's first frame (:meth:`_pay_faces`), so nothing is drawn before it,
        and nothing at all for the cards the deal animation turns face down anyway. The
        same when a deal animation follows (:attr:`deal_follows`; the first table at a
        size: its faces come with their cards' turns, not all before its first frame).
        """
        self.textures = textures
        # Clearing detaches the sprites from the old lists, so the old atlas can go. First:
        # a texture given to a sprite still in a list is written into that list's atlas
        # (the old size's, which then fills up and is rebuilt in this very frame).
        self.stacked.clear()
        self.card_list.clear()
        self.marks.use_atlas(textures.atlas)
        pos = self.game.position
        if not self.sprites:
            for pile in pos.piles():
                for i, card in enumerate(pos.cards(pile)):
                    up = pos.is_face_up(pile, i)
                    owe = borrowed or (self.deal_follows and self.speed > 0)
                    if up and owe and not textures.has_face(card):
                        sprite = CardSprite(card, textures, False)
                        sprite.face_up = True  # its face is owed
                        self._owed.append(sprite)
                    else:
                        sprite = CardSprite(card, textures, up)
                    self.sprites[card] = sprite
        else:
            for sprite in self.sprites.values():
                self._show_side_up_now(sprite, textures)
        self.card_list = arcade.SpriteList(atlas=textures.atlas, capacity=128)
        self.card_list.extend(sorted(self.sprites.values(), key=lambda s: getattr(s, "z", 0)))

    def set_card_back(self, style: str) -> None:
        """Show face-down cards with the back ``style`` (Settings applies it at once)."""
        if self.textures is None:
            return
        self.textures.use_back(style)
        for sprite in self.sprites.values():
            self._show_side_up_now(sprite, self.textures)

    def _show_side_up_now(self, sprite: CardSprite, textures: CardTextures) -> None:
        """Show ``sprite`` with ``textures`` (new faces or a new back) on the side it shows
        now: a card whose turn has not reached its middle (a deal's card waiting for its
        turn) still shows its other side, whatever :attr:`CardSprite.face_up` says."""
        flip = self.animator.flips.get(id(sprite))
        up = sprite.face_up if flip is None or flip.swapped else not sprite.face_up
        sprite.texture = textures.face(sprite.card) if up else textures.back()

    def restyle(self) -> None:
        """Draw every card and empty-pile mark again with the app's textures at the current
        size (the face style changed in Settings); nothing before :meth:`relayout`."""
        if self.textures is None:
            return
        self._use_textures(self.services.textures.get(self.textures.width))
        self._scale_sprites()
        self._place_slots()
        self.restack()

    def _scale_sprites(self) -> None:
        assert self.layout and self.textures
        self.card_scale = self.layout.card_w / self.textures.width
        for sprite in self.sprites.values():
            sprite.scale = self.card_scale

    def _retexture_step(self) -> None:
        """One frame's share of drawing the cards at a new pixel size.

        The faces showing, the back and the empty-pile marks are drawn a few per frame
        (:meth:`CardTextures.prepare`, :data:`RETEXTURE_BUDGET` seconds each) while the
        old ones stay on screen, scaled; when all are ready, every sprite switches at once.
        """
        phys = self._physical_card_width()
        faces = [s.card for s in self.sprites.values() if s.face_up]
        ready = self.services.textures.prepare_step(phys, faces, self._slot_keys().values(),
                                               RETEXTURE_BUDGET)
        if ready is None:
            return
        self._retexture_at = None
        if ready is not self.textures:
            self._use_textures(ready)
        self._scale_sprites()
        self._place_slots()
        self.marks.swapped = True
        self.restack()  # dragged and gliding cards stay on top

    def _slot_keys(self) -> dict[Pile, tuple[str, str | None]]:
        """The mark of each pile when empty: ``(label, suit)`` for :meth:`CardTextures.slot`."""
        assert self.layout
        return pile_marks(self.layout.origins, self.game.variant)

    def _place_slots(self) -> None:
        """Make the empty-pile marks for the current size (:meth:`PileMarks.place`; a mark
        the borrowed textures of another size lack waits for this size's) and show them."""
        assert self.layout and self.textures
        self.marks.place(self._slot_keys(), self.layout.origins, self.textures,
                         self.card_scale, borrowed=self._retexture_at is not None)
        self._show_slots()

    @property
    def theme(self) -> TableTheme:
        """The table's look (Settings → Table)."""
        return looks.table_theme(self.services.settings)

    def _show_slots(self) -> None:
        """Show the marks of the piles that look empty: empty ones and those whose bottom
        card is still on its way there (a deal: every pile's mark shows from its first
        frame until its first card lands)."""
        pos = self.game.position
        gliding = self.animator.glides

        def bare(pile: Pile) -> bool:
            cards = pos.cards(pile)
            return not cards or id(self.sprites[cards[0]]) in gliding

        self.marks.show(bare)

    # ------------------------------------------------------------------ reconcile
    def targets(self) -> dict[Card, Target]:
        """Where the engine's position puts every card: its centre ``x, y``, whether it
        is face up and its stacking order ``z``
        (:func:`~game.ui.table.placement.card_targets`)."""
        assert self.layout
        return card_targets(self.layout, self.game.position)

    def reconcile(self, animate: bool = True, stagger: float = 0.0) -> None:
        """Send every sprite to where the engine's position puts it (lifted ones stay).

        Whatever was still moving gets to its end at once first: an action never waits for
        the last one's animation, and the cards never lag behind the engine. Cards glide
        along a slight bow (:data:`~game.ui.animation.BOW`); cards just dropped from a
        drag settle with a tiny overshoot; a card turning over while it travels turns
        over halfway there.

        Args:
            animate: glide and flip (at the speed from settings) rather than jump.
            stagger: extra delay in seconds per moving card, for deals and celebrations.
        """
        assert self.textures and self.layout
        self.animator.finish()
        speed = self.speed if animate else 0.0
        lifted = set(map(id, self.lifted))
        dropped, self._dropped = self._dropped, set()
        delay = 0.0
        longest_bow = 0.3 * self.layout.card_h
        me = weakref.proxy(self)  # a turn in flight must not keep a table that was left alive
        for card, (x, y, up, z) in self.targets().items():
            sprite = self.sprites[card]
            sprite.z = z  # type: ignore[attr-defined]
            if id(sprite) in lifted:
                continue
            dx, dy = sprite.center_x - x, sprite.center_y - y
            moving = abs(dx) > 0.5 or abs(dy) > 0.5
            duration = MOVE_TIME * speed
            if sprite.face_up != up:
                sprite.face_up = up
                if speed:
                    turn_at = delay + (duration / 2 if moving else 0.0)
                    self.animator.flip(
                        Flip(
                            sprite,
                            lambda s=sprite: s.show(me.textures),
                            FLIP_TIME * speed,
                            turn_at,
                        )
                    )
                else:
                    sprite.show(self.textures)
            if moving and speed:
                settles = id(sprite) in dropped
                self.animator.glide(
                    Glide(sprite, sprite.position, (x, y), duration, delay,
                          ease=ease_out_back if settles else ease_out_cubic,
                          bow=0.0 if settles else min(BOW * math.hypot(dx, dy), longest_bow))
                )
                delay += stagger * speed
            else:  # in place, or animation off: snap
                sprite.position = (x, y)
        self.restack()
        self._show_slots()

    @property
    def speed(self) -> float:
        """The animation time factor from the settings (0 = animations off)."""
        return SPEEDS.get(self.services.settings.animation_speed, 1.0)

    def restack(self) -> None:
        """Draw order: resting cards by pile order, then gliding ones, then lifted ones."""
        lifted = set(map(id, self.lifted))

        def key(s: CardSprite) -> tuple[int, int]:
            layer = 2 if id(s) in lifted else (1 if self.animator.is_moving(s) else 0)
            return layer, getattr(s, "z", 0)

        self.card_list.sort(key=key)

    def lift(self, sprites: list[CardSprite]) -> None:
        """Take ``sprites`` off the table's control (a drag): their glides and flips stop,
        they are drawn on top and :meth:`reconcile` leaves them where the caller puts
        them. ``lift([])`` puts them back under control (call :meth:`reconcile` next)."""
        for sprite in sprites:
            self.animator.glides.pop(id(sprite), None)
            self.animator.finish_flip(sprite)
        if not sprites:  # put down: they settle into place on the next reconcile
            self._dropped = set(map(id, self.lifted))
        self.lifted = list(sprites)
        self.restack()

    def settle(self) -> None:
        """Finish every animation at once (screenshots, tests, replays jumping ahead)."""
        self.animator.finish()
        self.restack()
        self._show_slots()

    # ------------------------------------------------------------------ deal and win
    def deal(self) -> None:
        """The deal animation: cards fly from the stock, or from a deck at the table's
        top-left corner in a game without a stock, to their places, turning face up as
        they arrive. Nothing happens when animations are off (reduced motion)."""
        assert self.layout
        if self.speed == 0:
            return
        self.animator.finish()
        pos = self.game.position
        start = deck_origin(self.layout, pos)
        for sprite in self.sprites.values():
            if sprite.card not in pos.stock:
                sprite.position = start
                if sprite.face_up:
                    sprite.face_up = False
                    sprite.show(self.textures)
        self.services.sounds.play("shuffle")
        self.reconcile(animate=True, stagger=DEAL_STAGGER)

    def start_celebration(self, floor: float | None = None) -> None:
        """Begin the win celebration (:class:`~game.ui.table.celebration.Celebration`);
        none with animations off (reduced motion).

        Args:
            floor: the cards never dip below this height (logical pixels): the top of the
                win panel, so the celebration never covers the banner or its buttons.
        """
        if self.speed:
            self.celebration.start(self.clock, floor)

    # ------------------------------------------------------------------ frame
    def update(self, delta_time: float) -> None:
        """Advance the clock and the animations by ``delta_time`` seconds; redraw card
        faces after a resize has paused; run the celebration's waves."""
        self.clock += delta_time
        self._updates += 1
        if self._owed:
            self._pay_faces()
        if self.animator.update(delta_time):  # cards landed: on piles that looked empty too
            self.restack()
            self._show_slots()
        if self._retexture_at is not None and self.clock >= self._retexture_at \
                and self._updates >= self.retexture_from:
            self._retexture_step()
        if self.celebration.due(self.clock):
            assert self.layout
            for glide in wave_glides(self.game.position.foundations, self.sprites,
                                     self.layout.card_h, self.celebration.floor,
                                     self.speed or 1.0):
                self.animator.glide(glide)
            self.restack()

    def _pay_faces(self) -> None:
        """Show the faces owed since the table was made: those of cards still face up and
        not turning (a turn shows its face itself when it gets there)."""
        assert self.textures
        for sprite in self._owed:
            if sprite.face_up and id(sprite) not in self.animator.flips:
                sprite.show(self.textures)
        self._owed = []

    def next_frame_in(self) -> float | None:
        """Seconds until the cards change by themselves (see :mod:`game.ui.frames`): 0
        while anything glides or turns; else new faces after a resize, the next
        celebration wave; ``None`` when nothing is due."""
        if self.animator.busy:
            return 0.0
        waits = [at - self.clock for at in (self._retexture_at, self.celebration.at)
                 if at is not None]
        return max(0.0, min(waits)) if waits else None

    def draw(self, background: Background | None = None) -> None:
        """Draw the empty-pile marks, the highlight outlines and the cards.

        Args:
            background: the colour (RGB) the window was just cleared to, or the felt it
                was just covered with, nothing drawn on it yet: the marks are then copied
                from a kept picture of all of them on it
                (:class:`~game.ui.cached.CachedPicture`; a copy costs a fraction of
                drawing them). ``None``: the marks are drawn.
        """
        assert self.layout
        self.marks.retint(self.theme.mark)
        if background is not None:  # nothing drawn yet: the depth can be cleared
            # With the stencil (unused): llvmpipe keeps them in one buffer, and clearing the
            # depth alone reads every stencil value back (about 2 ms more at 1280x800).
            gl.glClear(gl.GL_DEPTH_BUFFER_BIT | gl.GL_STENCIL_BUFFER_BIT)
        self.marks.draw(background)
        for pile in self.highlight:
            if pile in self.layout.origins:
                self.draw_outline(pile, self.theme.highlight)
        self.stacked.draw(self.card_list, depth_cleared=background is not None)
        self._draw_stock_count()

    def covers(
        self, area: tuple[float, float, float, float], margin: float = 6.0, marks: bool = True,
    ) -> bool:
        """Whether :meth:`draw` (or an outline of a pile, :meth:`draw_outline`) may draw
        anything in ``area`` (``left, bottom, right, top``, logical pixels): a card, or
        with ``marks`` an empty-pile mark, within ``margin`` pixels of it. Nothing before
        :meth:`relayout`."""
        if self.layout is None:
            return False
        lists = (self.card_list, self.marks.sprite_list) if marks else (self.card_list,)
        return any(any_near(area, sprites, self.layout, margin) for sprites in lists)

    def _draw_stock_count(self) -> None:
        """The stock's card count on a dark badge at the bottom of the stock (nothing when
        there is no stock or it is empty: its slot then shows the recycle arrow, nor while a
        card in flight lies over the stock)."""
        assert self.layout
        stock = Pile(STOCK)
        if stock not in self.layout.origins or not self.game.position.stock:
            return
        if any(self.animator.is_moving(self.sprites[c]) for c in self.game.position.stock[-1:]):
            return  # the top card is on its way: no badge floating over nothing
        x, y = self.layout.origins[stock]
        reach_x, reach_y = self.layout.card_w, self.layout.card_h
        if any(abs(g.sprite.center_x - x) < reach_x and abs(g.sprite.center_y - y) < reach_y
               for g in self.animator.glides.values()):
            return  # a card in flight over the stock (the deal): the badge would lie on it
        self.stock_badge.draw(len(self.game.position.stock), x, y, reach_x, reach_y)

    def draw_outline(self, pile: Pile, color: tuple[int, ...], width: float = 3) -> None:
        """Outline ``pile``'s top card (its empty slot when it has none) in ``color``,
        ``width`` pixels wide, 2 pixels outside the card."""
        assert self.layout
        left, bottom, right, top = outline_box(self.layout, self.game.position, pile)
        arcade.draw_lrbt_rectangle_outline(left, right, bottom, top, color, border_width=width)
