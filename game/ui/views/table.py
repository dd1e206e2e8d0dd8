"""The table: the game's cards as sprites, mouse and keyboard play, animation and the HUD.

One path changes the table: the engine answers (:meth:`TableView.play`), then
:meth:`TableView.reconcile` sends every sprite from wherever it is to where the engine's
position says it belongs, gliding and flipping as needed. Play, undo, new deal, resume and
replay all go through it, so input during an animation never desynchronises sprites from
the engine. Views never decide rules: a drop becomes a :class:`~game.engine.moves.Move` and
the engine accepts it or names the rule it breaks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import arcade

from game.engine.cards import Card
from game.engine.events import Action, Rejection, Undone
from game.engine.game import Game
from game.engine.moves import STOCK_TAP, Move
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, Pile
from game.i18n import _, ngettext
from game.reminders import reminder
from game.ui.animation import (
    FLIP_TIME,
    MOVE_TIME,
    SPEEDS,
    Animator,
    Flip,
    Glide,
    ease_in_out,
)
from game.ui.cards_art import RECYCLE
from game.ui.gui import FONT, gui
from game.ui.input import DRAG_THRESHOLD, ClickTracker, Hit, drop_target, hit_test
from game.ui.layout import TableLayout, compute_layout
from game.ui.sprites import CardSprite, CardTextures

if TYPE_CHECKING:
    from game.ui.app import App

FELT = (22, 92, 52)
FELT_DARK = (14, 64, 36)
HUD_BG = (10, 40, 24, 235)
TEXT = (240, 240, 232)
HIGHLIGHT = (255, 214, 64)
BUTTON_BG = (46, 62, 84)
BUTTON_EDGE = (120, 140, 165)
BUTTON_OFF = (34, 44, 58)
TEXT_OFF = (140, 150, 160)
TOAST_TIME = 2.8
RETEXTURE_DELAY = 0.25
"""Seconds after the last resize before cards are rasterised again at the new size."""
DEAL_STAGGER = 0.022


class HudButton:
    """A status-bar button: a rounded box and a label, clicked by :class:`TableView`.

    Attributes:
        label: the translated text.
        action: called on click.
        rect: where it is (logical pixels), set by :meth:`place`.
    """

    def __init__(self, label: str, action: Callable[[], None]) -> None:
        self.label = label
        self.action = action
        self.rect = arcade.LRBT(0, 0, 0, 0)
        self.enabled = True
        """A disabled button is drawn dimmed (its action still answers with a reminder)."""
        self.text = arcade.Text(label, 0, 0, TEXT, 13, font_name=FONT,
                                anchor_x="center", anchor_y="center")

    def place(self, rect: arcade.types.Rect, font_size: int) -> None:
        """Put the button at ``rect`` with its label at ``font_size`` points."""
        self.rect = rect
        self.text.font_size = font_size
        self.text.x, self.text.y = rect.center_x, rect.center_y

    def set_label(self, label: str) -> None:
        """Change the text shown."""
        if label != self.label:
            self.label = label
            self.text.text = label

    def contains(self, x: float, y: float) -> bool:
        """Whether ``(x, y)`` is on the button."""
        return self.rect.width > 0 and self.rect.point_in_rect((x, y))

    def draw(self) -> None:
        arcade.draw_rect_filled(self.rect, BUTTON_BG if self.enabled else BUTTON_OFF)
        arcade.draw_rect_outline(self.rect, BUTTON_EDGE, border_width=1)
        self.text.color = TEXT if self.enabled else TEXT_OFF
        self.text.draw()


@dataclass
class _Press:
    hit: Hit
    x: float
    y: float


@dataclass
class _Drag:
    src: Pile
    index: int
    sprites: list[CardSprite]
    offsets: list[tuple[float, float]]
    targets: list[Pile]


class TableView(arcade.View):
    """Plays one game on the table.

    Args:
        app: the window (settings, navigation, saving).
        game: the game to show; the view plays it through the engine.
        elapsed: seconds already played (a resumed game).
        deal_animation: whether the cards fly in from the stock when first shown.
        started: when the game started (ISO-8601), for saving and the history.
    """

    def __init__(
        self,
        app: App,
        game: Game,
        elapsed: float = 0.0,
        deal_animation: bool = True,
        started: str | None = None,
    ) -> None:
        super().__init__(app)
        self.app = app
        self.game = game
        self.elapsed = elapsed
        self.started = started
        self.clock = 0.0
        self.animator = Animator()
        self.layout: TableLayout | None = None
        self.textures: CardTextures | None = None
        self.sprites: dict[Card, CardSprite] = {}
        self.card_list: arcade.SpriteList = arcade.SpriteList()
        self.slot_list: arcade.SpriteList = arcade.SpriteList()
        self.highlight: list[Pile] = []
        self.press: _Press | None = None
        self.drag: _Drag | None = None
        self.clicks = ClickTracker(app.double_click_interval)
        self._first_tap: tuple[Card, Pile, int, bool] | None = None
        self._deal_pending = deal_animation
        self._retexture_at: float | None = None
        self._toast_until = 0.0
        self._celebrate_at: float | None = None
        self._on_change: list[Callable[[], None]] = []
        self._hud_values: tuple = ()
        self._code_rect = (0.0, 0.0, 0.0, 0.0)
        self._hud_text_right = 0.0
        self._hud_font = 14
        self.ui = gui.UIManager()  # for scenes built on the table (replay, examples)
        self._texts = {
            key: arcade.Text("", 0, 0, TEXT, 14, font_name=FONT, anchor_y="center")
            for key in ("score", "moves", "time", "code", "title")
        }
        self.toast = arcade.Text(
            "", 0, 0, (255, 255, 255), 15, font_name=FONT, anchor_x="center",
            anchor_y="center", multiline=True, width=800, align="center",
        )
        self.banner = arcade.Text(
            "", 0, 0, (255, 240, 180), 40, font_name=FONT, bold=True,
            anchor_x="center", anchor_y="center",
        )
        self._build_hud()

    # ------------------------------------------------------------------ set-up
    def _build_hud(self) -> None:
        """The status bar's buttons: drawn directly (a full-window ``UIManager`` surface
        costs as much as the cards at 1080p on a software renderer); the UIManager only
        holds the win panel."""
        self.buttons: dict[str, HudButton] = {
            key: HudButton(label, action)
            for key, label, action in (
                ("undo", _("Undo"), self.undo),
                ("new", _("New deal"), self.new_deal),
                ("menu", _("Menu"), self.app.show_menu),
            )
        }
        self.win_panel: list[HudButton] | None = None

    def retranslate(self) -> None:
        """The UI language changed: label the status bar and the win panel again (the
        next toast and reminder are read in the new language anyway; a passing one ends)."""
        won = self.win_panel is not None
        self._build_hud()
        if won:
            self._show_win_panel()
        self.toast.text = ""
        self._hud_values = ()
        if self.layout is not None:
            self._place_hud()
            self._update_hud()

    def on_show_view(self) -> None:
        self.ui.enable()
        self.relayout(*self.window.get_size())
        if self.app.notice:
            self.show_message(self.app.notice, 5.0)
            self.app.notice = None
        if self._deal_pending:
            self._deal_pending = False
            self._animate_deal()

    def on_hide_view(self) -> None:
        self.ui.disable()
        self.cancel_drag()
        self.app.save_progress(self)

    def on_resize(self, width: int, height: int) -> None:
        self.relayout(width, height)
        self.ui.on_resize(width, height)

    def compute_layout(self, width: float, height: float) -> TableLayout:
        """The layout for a window size (scenes built on the table may reserve room)."""
        spec = self.game.spec
        return compute_layout(spec.variant, spec.cells or 0, width, height)

    def relayout(self, width: float, height: float) -> None:
        """Lay the table out for a new window size and snap every card into place.

        Card faces are drawn again at the new pixel size once resizing has paused for
        :data:`RETEXTURE_DELAY` seconds; until then the current ones are scaled.
        """
        self.layout = self.compute_layout(width, height)
        phys = self._physical_card_width()
        if self.textures is None:
            self._use_textures(self.app.card_textures(phys))
        elif phys != self.textures.width:
            self._retexture_at = self.clock + RETEXTURE_DELAY
        self._scale_sprites()
        self._place_slots()
        self._place_hud()
        self.animator.finish()
        self.reconcile(animate=False)

    def _physical_card_width(self) -> int:
        assert self.layout
        return max(10, round(self.layout.card_w * self.window.get_pixel_ratio()))

    def _use_textures(self, textures: CardTextures) -> None:
        """Show every card with ``textures`` (a new size), in sprite lists on its atlas."""
        self.textures = textures
        pos = self.game.position
        if not self.sprites:
            for pile in pos.piles():
                for i, card in enumerate(pos.cards(pile)):
                    self.sprites[card] = CardSprite(card, textures, pos.is_face_up(pile, i))
        else:
            for sprite in self.sprites.values():
                sprite.show(textures)
        # Clearing detaches the sprites from the old lists, so the old atlas can go.
        self.card_list.clear()
        self.slot_list.clear()
        self.card_list = arcade.SpriteList(atlas=textures.atlas, capacity=128)
        self.card_list.extend(sorted(self.sprites.values(), key=lambda s: getattr(s, "z", 0)))
        self.slot_list = arcade.SpriteList(atlas=textures.atlas)

    def set_card_back(self, style: str) -> None:
        """Show face-down cards with the back ``style`` (Settings applies it at once)."""
        if self.textures is None:
            return
        self.textures.use_back(style)
        for sprite in self.sprites.values():
            if not sprite.face_up:
                sprite.show(self.textures)

    def show_message(self, text: str, seconds: float = TOAST_TIME) -> None:
        """Show ``text`` (already translated) above the status bar for ``seconds``;
        ``seconds=0`` hides the message."""
        self.toast.text = text
        self._toast_until = self.clock + seconds if seconds > 0 else 0.0

    def _scale_sprites(self) -> None:
        assert self.layout and self.textures
        self.card_scale = self.layout.card_w / self.textures.width
        for sprite in self.sprites.values():
            sprite.scale = self.card_scale

    def _place_slots(self) -> None:
        """Make the empty-pile marks for the current size (shown by :meth:`_show_slots`)."""
        assert self.layout and self.textures
        self.slot_sprites: dict[Pile, arcade.Sprite] = {}
        for pile, (x, y) in self.layout.origins.items():
            label, suit = "", None
            if pile.kind == FOUNDATION:
                suit = self.game.suits[pile.index]
            elif pile.kind == COLUMN:
                label = "K"
            elif pile.kind == STOCK:
                label = RECYCLE
            sprite = arcade.Sprite(self.textures.slot(label, suit), scale=self.card_scale)
            sprite.position = (x, y)
            self.slot_sprites[pile] = sprite
        self._shown_slots: tuple[Pile, ...] | None = None
        self._show_slots()

    def _show_slots(self) -> None:
        """Draw marks only for empty piles: a covered mark costs fill-rate for nothing."""
        pos = self.game.position
        empty = tuple(p for p in self.slot_sprites if not pos.cards(p))
        if empty != self._shown_slots:
            self._shown_slots = empty
            self.slot_list.clear()
            self.slot_list.extend(self.slot_sprites[p] for p in empty)

    def _place_hud(self) -> None:
        assert self.layout
        h = self.layout.hud_h
        w = self.layout.width
        size = max(11, min(30, round(h * 0.36)))
        bw, bh = max(80, 7 * size), max(24, h - 10)
        if 3 * (bw + 8) > w * 0.5:  # narrow window: smaller buttons
            bw = max(64, round(w * 0.5 / 3) - 8)
        label_size = size
        while label_size > 9 and max(
            self._label_width(b, label_size) for b in self.buttons.values()
        ) > bw - 10:
            label_size -= 1  # narrow buttons: the labels shrink to fit
        for i, key in enumerate(("menu", "new", "undo")):
            right = w - 8 - i * (bw + 8)
            self.buttons[key].place(arcade.LRBT(right - bw, right, 5, 5 + bh), label_size)
        self._hud_text_right = w - 3 * (bw + 8) - 8
        self._hud_font = size
        self.toast.font_size = size + 1
        self.toast.width = max(200, round(w - 40))  # long reminders wrap on narrow screens
        self.banner.font_size = max(24, round(self.layout.card_h * 0.35))
        self._hud_values = ()
        self._update_hud()
        self._place_win_panel()

    @staticmethod
    def _label_width(button: HudButton, size: int) -> float:
        button.text.font_size = size
        return button.text.content_width

    def _flow_hud(self) -> None:
        """Place the status texts left to right; drop the title, then shrink, to fit."""
        assert self.layout
        order = ["title", "score", "moves", "time", "code"]
        size = self._hud_font
        while True:
            for key in order:
                self._texts[key].font_size = size
            gap = size * 1.6
            total = sum(self._texts[k].content_width for k in order) + gap * (len(order) - 1)
            if total + 14 <= self._hud_text_right:
                break
            if "title" in order:
                order.remove("title")
                self._texts["title"].text = ""
            elif size > 9:
                size -= 1
            else:
                break
        x = 14.0
        for key in order:
            text = self._texts[key]
            text.x, text.y = x, self.layout.hud_h / 2
            x += text.content_width + gap
        self._code_rect = (
            self._texts["code"].x - 4, 0.0,
            self._texts["code"].x + self._texts["code"].content_width + 4, self.layout.hud_h,
        )

    def copy_code(self) -> None:
        """Copy the deal code to the clipboard (a click on it in the status bar)."""
        try:
            self.window.set_clipboard_text(self.game.code)
        except Exception:  # noqa: BLE001 - no clipboard (headless): still tell the player
            pass
        self.show_message(_("Deal code {code} copied").format(code=self.game.code))

    # ------------------------------------------------------------------ reconcile
    def _targets(self) -> dict[Card, tuple[float, float, bool, int]]:
        assert self.layout
        pos = self.game.position
        out: dict[Card, tuple[float, float, bool, int]] = {}
        z = 0
        for pile in pos.piles():
            for i, card in enumerate(pos.cards(pile)):
                x, y = self.layout.card_center(pos, pile, i)
                out[card] = (x, y, pos.is_face_up(pile, i), z)
                z += 1
        return out

    def reconcile(self, animate: bool = True, stagger: float = 0.0) -> None:
        """Send every sprite to where the engine's position puts it.

        Args:
            animate: glide and flip (at the speed from settings) rather than jump.
            stagger: extra delay in seconds per moving card, for deals and celebrations.
        """
        assert self.textures
        speed = SPEEDS.get(self.app.settings.animation_speed, 1.0) if animate else 0.0
        dragged = set(id(s) for s in self.drag.sprites) if self.drag else set()
        delay = 0.0
        for card, (x, y, up, z) in self._targets().items():
            sprite = self.sprites[card]
            sprite.z = z  # type: ignore[attr-defined]
            if id(sprite) in dragged:
                continue
            moving = (abs(sprite.center_x - x) > 0.5 or abs(sprite.center_y - y) > 0.5)
            if sprite.face_up != up:
                sprite.face_up = up
                if speed:
                    self.animator.flip(
                        Flip(
                            sprite,
                            self.card_scale,
                            lambda s=sprite: s.show(self.textures),
                            FLIP_TIME * speed,
                            delay,
                        )
                    )
                else:
                    sprite.show(self.textures)
            running = self.animator.glides.get(id(sprite))
            if running is not None and running.end == (x, y):
                continue  # already on its way there
            if moving and speed:
                self.animator.glide(
                    Glide(sprite, sprite.position, (x, y), MOVE_TIME * speed, delay)
                )
                delay += stagger * speed
            else:  # in place, or animation off: stop any glide elsewhere and snap
                self.animator.glides.pop(id(sprite), None)
                sprite.position = (x, y)
        self._sort()
        self._show_slots()
        self._update_hud()

    def _sort(self) -> None:
        dragged = set(id(s) for s in self.drag.sprites) if self.drag else set()

        def key(s: CardSprite) -> tuple[int, int]:
            layer = 2 if id(s) in dragged else (1 if self.animator.is_moving(s) else 0)
            return layer, getattr(s, "z", 0)

        self.card_list.sort(key=key)

    def _animate_deal(self) -> None:
        """The deal at the start: cards fly from the stock (or the top) to their places."""
        assert self.layout
        if SPEEDS.get(self.app.settings.animation_speed, 1.0) == 0:
            return
        pos = self.game.position
        origin = self.layout.origins.get(Pile(STOCK), (self.layout.width / 2, self.layout.height))
        start = (origin[0], origin[1] if pos.has_stock else self.layout.height + self.layout.card_h)
        for sprite in self.sprites.values():
            if sprite.card not in pos.stock:
                sprite.position = start
                if sprite.face_up:
                    sprite.face_up = False
                    sprite.show(self.textures)
        self.reconcile(animate=True, stagger=DEAL_STAGGER)

    # ------------------------------------------------------------------ actions
    def play(self, move: Move) -> Action | Undone | Rejection:
        """Push a move to the engine and show the outcome.

        A rejection shows its reminder (APP-INTERACTIVE-RULES) unless the move only
        dropped cards back on their own pile; accepted actions are animated, saved and,
        on a win, celebrated and recorded.
        """
        was_won = self.game.is_won
        result = self.game.push(move)
        if isinstance(result, Rejection):
            if not (move.dst is not None and move.src == move.dst):
                self.remind(result.rule)
        else:
            self.app.save_progress(self)
            if self.game.is_won and not was_won:
                self._on_win()
        self.reconcile(animate=True)
        for callback in self._on_change:
            callback()
        return result

    def undo(self) -> None:
        """Ctrl+Z: take back the last action (APP-UNDO)."""
        self.cancel_drag()
        self.play(Move(None, None))

    def new_deal(self) -> None:
        """F2 / Ctrl+N: a new random deal of the same game (and cell count), after
        "Leave this game?" when one is in progress (APP-LEAVE)."""
        spec = self.game.spec
        self.cancel_drag()
        self.app.leave_then(lambda: self.app.new_deal(spec.variant, spec.cells))

    def remind(self, rule: str) -> None:
        """Show the reminder of ``rule`` briefly, without blocking play (setting on)."""
        if not self.app.settings.interactive_rules:
            return
        self.show_message(f"{_(reminder(rule))}  ({rule})")

    def _on_win(self) -> None:
        self._celebrate_at = self.clock + 0.4
        self.app.record_finished(self, "won")
        self._show_win_panel()

    def _show_win_panel(self) -> None:
        """APP-FINISHED: the banner and its choices (drawn buttons, like the status bar)."""
        self.win_panel = [
            HudButton(_("New deal"), self.new_deal),
            HudButton(_("Play it again"), lambda: self.app.same_deal(self.game.spec)),
            HudButton(_("Replay this deal"), lambda: self.app.replay(self.game)),
        ]
        self.banner.text = ngettext(
            "You won!  Score {score}, {moves} move", "You won!  Score {score}, {moves} moves",
            self.game.moves).format(
            score=self.game.score, moves=self.game.moves
        )
        self._place_win_panel()

    def _place_win_panel(self) -> None:
        if not self.win_panel or self.layout is None:
            return
        size = max(13, min(22, round(self.layout.card_w * 0.16)))
        for button in self.win_panel:
            button.text.font_size = size
        bw = max(b.text.content_width for b in self.win_panel) + 3 * size
        bh, gap = size * 2.6, size
        total = len(self.win_panel) * bw + (len(self.win_panel) - 1) * gap
        if total > self.layout.width - 20:
            bw = (self.layout.width - 20 - (len(self.win_panel) - 1) * gap) / len(self.win_panel)
            total = self.layout.width - 20
        left = (self.layout.width - total) / 2
        y = self.layout.height * 0.55 - self.banner.font_size * 1.2 - bh
        for i, button in enumerate(self.win_panel):
            x = left + i * (bw + gap)
            button.place(arcade.LRBT(x, x + bw, y, y + bh), size)

    def _celebrate(self) -> None:
        """Win celebration: the top foundation cards swoop down in a wave and back home."""
        assert self.layout
        speed = SPEEDS.get(self.app.settings.animation_speed, 1.0) or 1.0
        for pile_index, pile in enumerate(self.game.position.foundations):
            for i, card in enumerate(reversed(pile[-6:])):
                sprite = self.sprites[card]
                start = sprite.position
                self.animator.glide(
                    Glide(
                        sprite, start, start, 0.9 * speed,
                        delay=(pile_index * 0.12 + i * 0.05) * speed,
                        ease=ease_in_out, arc=-self.layout.card_h * (1.2 + 0.25 * i),
                    )
                )
        self._sort()

    # ------------------------------------------------------------------ input
    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if button != arcade.MOUSE_BUTTON_LEFT or self.layout is None:
            return None
        r = self._code_rect
        if r[0] <= x <= r[2] and r[1] <= y <= r[3]:
            self.copy_code()
            return True
        for hud_button in [*self.buttons.values(), *(self.win_panel or [])]:
            if hud_button.contains(x, y):
                hud_button.action()
                return True
        hit = hit_test(self.layout, self.game.position, x, y)
        if hit is None:
            return None
        if hit.pile.kind == STOCK:
            self.clicks.reset()
            self.play(STOCK_TAP)
            return True
        if hit.index < 0 or not self.game.position.is_face_up(hit.pile, hit.index):
            return True  # an empty slot or a face-down card: nothing to do
        self.press = _Press(hit, x, y)
        return True

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool | None:
        if self.drag is None and self.press is not None:
            if abs(x - self.press.x) + abs(y - self.press.y) < DRAG_THRESHOLD:
                return True
            self._start_drag()
        if self.drag is not None:
            for sprite, (ox, oy) in zip(self.drag.sprites, self.drag.offsets, strict=True):
                sprite.position = (x + ox, y + oy)
            return True
        return None

    def _start_drag(self) -> None:
        assert self.press is not None
        hit = self.press.hit
        pos = self.game.position
        cards = pos.cards(hit.pile)[hit.index:]
        sprites = [self.sprites[c] for c in cards]
        px, py = self.press.x, self.press.y
        # Offsets from where the engine puts the cards (what the press hit), not from
        # where a card still gliding happens to be: the grabbed card stays under the pointer.
        assert self.layout
        offsets = []
        for i, sprite in enumerate(sprites):
            self.animator.glides.pop(id(sprite), None)
            self.animator.finish_flip(sprite)
            x, y = self.layout.card_center(pos, hit.pile, hit.index + i)
            offsets.append((x - px, y - py))
        targets = self._valid_targets(hit.pile, len(cards))
        self.drag = _Drag(hit.pile, hit.index, sprites, offsets, targets)
        self.highlight = targets
        self.press = None
        self._sort()

    def _valid_targets(self, src: Pile, count: int) -> list[Pile]:
        """Piles that would accept the dragged cards, to highlight while dragging."""
        out: list[Pile] = []
        for move in self.game.legal_moves():
            if move.src == src and move.count == count and move.dst is not None:
                if move.dst.kind == CELL:  # the engine lists the first; all free ones fit
                    cells = self.game.position.cells
                    out += [Pile(CELL, i) for i, c in enumerate(cells) if c is None]
                else:
                    out.append(move.dst)
        return out

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if button != arcade.MOUSE_BUTTON_LEFT:
            return None
        if self.drag is not None:
            self._drop()
            return True
        press, self.press = self.press, None
        if press is None:
            return None
        self._click(press.hit, x, y)
        return True

    def _drop(self) -> None:
        assert self.drag is not None and self.layout is not None
        drag, self.drag = self.drag, None
        self.highlight = []
        first = drag.sprites[0]
        rect = self.layout.card_rect(first.position)
        target = drop_target(self.layout, self.game.position, rect, drag.src)
        if target is None or target == drag.src:
            self.reconcile(animate=True)  # glide back, no reminder
            return
        count = len(drag.sprites)
        self.play(Move(drag.src, target, count))

    def cancel_drag(self) -> None:
        """Abandon a drag in progress: its cards glide back."""
        if self.drag is not None:
            self.drag = None
            self.highlight = []
            self.reconcile(animate=True)
        self.press = None

    def _click(self, hit: Hit, x: float, y: float) -> None:
        """APP-TAP and APP-DOUBLE-TAP on a face-up card.

        The pair of a double tap is recognised by time and place, not by the card under the
        pointer: when the first tap sent its card home, the second tap lands on the card
        that was under it and must do nothing (APP-DOUBLE-TAP, APP-NO-AUTO).
        """
        card = self.game.position.cards(hit.pile)[hit.index]
        if self.app.settings.double_click and self.clicks.click(self.clock, x, y, "tap"):
            first, self._first_tap = self._first_tap, None
            if first is None or first != (card, hit.pile, hit.index, False):
                return  # the first tap moved a card, or hit another one: the pair ends
            move = self.game.double_tap_move(hit.pile, hit.index)
        else:
            move = self.game.tap_move(hit.pile, hit.index)
            self._first_tap = (card, hit.pile, hit.index, move is not None)
        if move is not None:
            self.play(move)

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        accel = modifiers & (arcade.key.MOD_ACCEL | arcade.key.MOD_CTRL)
        if symbol == arcade.key.Z and accel:
            self.undo()
        elif symbol == arcade.key.F2 or (symbol == arcade.key.N and accel):
            self.new_deal()
        elif symbol == arcade.key.ESCAPE:
            self.app.show_menu()
        else:
            return None
        return True

    # ------------------------------------------------------------------ frame
    def on_update(self, delta_time: float) -> None:
        self.clock += delta_time
        if self.game.moves and not self.game.is_won:
            self.elapsed += delta_time
        landed = self.animator.update(delta_time)
        if landed:
            self._sort()
        if self._retexture_at is not None and self.clock >= self._retexture_at:
            self._retexture_at = None
            self._use_textures(self.app.card_textures(self._physical_card_width()))
            self._scale_sprites()
            self._place_slots()
            self._sort()  # dragged and gliding cards stay on top
        if self._celebrate_at is not None and self.clock >= self._celebrate_at:
            self._celebrate_at = self.clock + 3.5
            self._celebrate()
        self._update_hud()

    def _update_hud(self) -> None:
        seconds = int(self.elapsed)
        values = (self.game.score, self.game.moves, seconds, self.game.code)
        if values == self._hud_values:
            return
        self._hud_values = values
        self._texts["title"].text = _(self.game.variant.title)
        self._texts["score"].text = _("Score: {n}").format(n=self.game.score)
        self._texts["moves"].text = _("Moves: {n}").format(n=self.game.moves)
        self._texts["time"].text = f"{seconds // 60}:{seconds % 60:02d}"
        self._texts["code"].text = self.game.code
        if "undo" in self.buttons:
            self.buttons["undo"].enabled = self.game.can_undo
        self._flow_hud()

    def on_draw(self) -> None:
        self.clear(color=FELT)
        assert self.layout
        self.slot_list.draw()
        for pile in self.highlight:
            if pile in self.layout.origins:
                x, y = self.layout.origins[pile] if pile.kind != COLUMN or not \
                    self.game.position.columns[pile.index] else self.layout.card_center(
                        self.game.position, pile, len(self.game.position.columns[pile.index]) - 1)
                arcade.draw_lrbt_rectangle_outline(
                    *self._rect_lrbt(x, y), HIGHLIGHT, border_width=3
                )
        self.card_list.draw()
        self._draw_hud()
        if self.banner.text and self.game.is_won:
            self.banner.x, self.banner.y = self.layout.width / 2, self.layout.height * 0.55
            self.banner.draw()
        for button in self.win_panel or []:
            button.draw()

    def _rect_lrbt(self, x: float, y: float) -> tuple[float, float, float, float]:
        assert self.layout
        hw, hh = self.layout.card_w / 2 + 2, self.layout.card_h / 2 + 2
        return (x - hw, x + hw, y - hh, y + hh)

    def _draw_hud(self) -> None:
        assert self.layout
        arcade.draw_lrbt_rectangle_filled(0, self.layout.width, 0, self.layout.hud_h, HUD_BG)
        for text in self._texts.values():
            text.draw()
        for hud_button in self.buttons.values():
            hud_button.draw()
        if self.clock < self._toast_until and self.toast.text:
            alpha = int(255 * min(1.0, (self._toast_until - self.clock) / 0.5))
            w = self.toast.content_width + 28
            h = self.toast.content_height + 14
            self.toast.x = self.layout.width / 2
            self.toast.y = self.layout.hud_h + 8 + h / 2  # grows upwards, clear of the bar
            arcade.draw_lrbt_rectangle_filled(
                self.toast.x - w / 2, self.toast.x + w / 2,
                self.toast.y - h / 2, self.toast.y + h / 2, (0, 0, 0, min(200, alpha)),
            )
            self.toast.color = (255, 255, 255, alpha)
            self.toast.draw()

    # ------------------------------------------------------------------ tools
    def settle(self) -> None:
        """Finish every animation at once (screenshots, tests, replays jumping ahead)."""
        self.animator.finish()
        self._sort()
