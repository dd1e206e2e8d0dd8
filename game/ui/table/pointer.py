"""Pointer play: mouse presses, drags, drops and taps on a :class:`CardTable` become moves.

Views never decide rules: a drop becomes a :class:`~game.engine.moves.Move` that is handed
to the ``play`` callback, and the engine accepts it or names the rule it breaks. While a
drag is in progress, the piles that would accept the cards are outlined
(:attr:`CardTable.highlight`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.cards import Card
from game.engine.moves import STOCK_TAP, Move
from game.engine.table import CELL, STOCK, Pile
from game.ui.input import DRAG_THRESHOLD, ClickTracker, Hit, drop_target, hit_test
from game.ui.sprites import CardSprite
from game.ui.table.cards import CardTable


@dataclass
class Press:
    """The left button went down on a face-up card and has not moved far yet.

    Attributes:
        hit: the card (pile and index) under the pointer.
        x, y: where the button went down (logical pixels).
    """

    hit: Hit
    x: float
    y: float


@dataclass
class Drag:
    """Cards being dragged.

    Attributes:
        src: the pile they come from.
        index: the index of the first dragged card in that pile.
        sprites: their sprites, bottom card first.
        offsets: each sprite's centre relative to the pointer (logical pixels).
        targets: the piles that would accept them (outlined).
    """

    src: Pile
    index: int
    sprites: list[CardSprite]
    offsets: list[tuple[float, float]]
    targets: list[Pile]


class PointerPlay:
    """Turns the left button's press, drag and release on the cards into moves.

    Args:
        cards: the card table played on (its game, layout, sprites and clock).
        play: called with each move the player makes (a drop, a tap, a stock tap); it
            pushes the move to the engine and shows the outcome.
        double_click: whether a quick second tap sends a card to its best place (read at
            each tap, so the setting applies at once).
        double_click_interval: seconds within which two taps make a double tap.
        nowhere: called with the pile and index of a card that was double-tapped (or
            tapped, with double click off) and has nowhere to go (the table shakes it).

    Attributes:
        press: the press waiting to become a tap or a drag, or ``None``.
        drag: the drag in progress, or ``None``.
    """

    def __init__(
        self,
        cards: CardTable,
        play: Callable[[Move], object],
        double_click: Callable[[], bool],
        double_click_interval: float,
        nowhere: Callable[[Pile, int], object] | None = None,
    ) -> None:
        self.cards = cards
        self.play = play
        self.nowhere = nowhere
        self.double_click = double_click
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.clicks = ClickTracker(double_click_interval)
        self._first_tap: tuple[Card, Pile, int, bool] | None = None

    # ------------------------------------------------------------------ events
    def on_press(self, x: float, y: float) -> bool | None:
        """The left button went down at ``(x, y)``.

        Returns:
            ``True`` when the press was on the cards or their slots (handled: a stock tap
            plays at once, a face-up card waits for a drag or a release), ``None`` over
            bare felt.
        """
        layout = self.cards.layout
        if layout is None:
            return None
        game = self.cards.game
        hit = hit_test(layout, game.position, x, y)
        if hit is None:
            return None
        if hit.pile.kind == STOCK:
            self.clicks.reset()
            self.play(STOCK_TAP)
            return True
        if hit.index < 0 or not game.position.is_face_up(hit.pile, hit.index):
            return True  # an empty slot or a face-down card: nothing to do
        self.press = Press(hit, x, y)
        return True

    def on_right_press(self, x: float, y: float) -> bool | None:
        """The right button went down at ``(x, y)``: on a face-up card it does what a
        double-click does (APP-DOUBLE-TAP: the card, or the run it heads, goes to the best
        place), as in KPatience and PySolFC. Always on, whatever the double-click
        setting (that setting is about the timing of two clicks, not this gesture).

        Returns:
            ``True`` when the press was on the cards or their slots, ``None`` over felt.
        """
        layout = self.cards.layout
        if layout is None or self.drag is not None:
            return None
        game = self.cards.game
        hit = hit_test(layout, game.position, x, y)
        if hit is None:
            return None
        if hit.pile.kind == STOCK or hit.index < 0 or not game.position.is_face_up(
                hit.pile, hit.index):
            return True
        self.clicks.reset()
        self._first_tap = None
        move = game.double_tap_move(hit.pile, hit.index)
        if move is not None:
            self.play(move)
        return True

    def on_drag(self, x: float, y: float) -> bool | None:
        """The pointer moved to ``(x, y)`` with the button down: start or continue a drag
        once it has moved :data:`~game.ui.input.DRAG_THRESHOLD` pixels.

        Returns:
            ``True`` while a press or drag is in progress, else ``None``.
        """
        if self.drag is None and self.press is not None:
            if abs(x - self.press.x) + abs(y - self.press.y) < DRAG_THRESHOLD:
                return True
            self._start_drag()
        if self.drag is not None:
            for sprite, (ox, oy) in zip(self.drag.sprites, self.drag.offsets, strict=True):
                sprite.position = (x + ox, y + oy)
            return True
        return None

    def on_release(self, x: float, y: float) -> bool | None:
        """The left button came up at ``(x, y)``: drop the dragged cards, or tap the
        pressed card (APP-TAP, APP-DOUBLE-TAP).

        Returns:
            ``True`` when a drag or press was in progress, else ``None``.
        """
        if self.drag is not None:
            self._drop()
            return True
        press, self.press = self.press, None
        if press is None:
            return None
        self._tap(press.hit, x, y)
        return True

    def next_frame_in(self) -> float | None:
        """0 while cards are dragged (they follow the pointer), else ``None``."""
        return 0.0 if self.drag is not None else None

    def cancel(self) -> None:
        """Abandon a drag in progress (its cards glide back) or a pending press."""
        if self.drag is not None:
            self.drag = None
            self.cards.highlight = []
            self.cards.lift([])
            self.cards.reconcile(animate=True)
        self.press = None

    # ------------------------------------------------------------------ drag and drop
    def _start_drag(self) -> None:
        assert self.press is not None
        hit = self.press.hit
        table = self.cards
        assert table.layout
        pos = table.game.position
        cards = pos.cards(hit.pile)[hit.index:]
        sprites = [table.sprites[c] for c in cards]
        px, py = self.press.x, self.press.y
        # Offsets from where the engine puts the cards (what the press hit), not from
        # where a card still gliding happens to be: the grabbed card stays under the pointer.
        offsets = []
        for i in range(len(sprites)):
            x, y = table.layout.card_center(pos, hit.pile, hit.index + i)
            offsets.append((x - px, y - py))
        targets = self.valid_targets(hit.pile, len(cards))
        self.drag = Drag(hit.pile, hit.index, sprites, offsets, targets)
        table.highlight = targets
        table.services.sounds.play("pickup")
        self.press = None
        table.lift(sprites)

    def valid_targets(self, src: Pile, count: int) -> list[Pile]:
        """The piles that would accept the top ``count`` cards of ``src`` (every free cell
        when one does)."""
        game = self.cards.game
        out: list[Pile] = []
        for move in game.legal_moves():
            if move.src == src and move.count == count and move.dst is not None:
                if move.dst.kind == CELL:  # the engine lists the first; all free ones fit
                    cells = game.position.cells
                    out += [Pile(CELL, i) for i, c in enumerate(cells) if c is None]
                else:
                    out.append(move.dst)
        return out

    def _drop(self) -> None:
        table = self.cards
        assert self.drag is not None and table.layout is not None
        drag, self.drag = self.drag, None
        table.highlight = []
        table.lift([])
        rect = table.layout.card_rect(drag.sprites[0].position)
        target = drop_target(table.layout, table.game.position, rect, drag.src)
        if target is None or target == drag.src:
            table.reconcile(animate=True)  # glide back, no reminder
            return
        self.play(Move(drag.src, target, len(drag.sprites)))

    # ------------------------------------------------------------------ taps
    def _tap(self, hit: Hit, x: float, y: float) -> None:
        """APP-TAP and APP-DOUBLE-TAP on a face-up card.

        The pair of a double tap is recognised by time and place, not by the card under the
        pointer: when the first tap sent its card home, the second tap lands on the card
        that was under it and must do nothing (APP-DOUBLE-TAP, APP-NO-AUTO).
        """
        game = self.cards.game
        card = game.position.cards(hit.pile)[hit.index]
        if self.double_click() and self.clicks.click(self.cards.clock, x, y, "tap"):
            first, self._first_tap = self._first_tap, None
            if first is None or first != (card, hit.pile, hit.index, False):
                return  # the first tap moved a card, or hit another one: the pair ends
            move = game.double_tap_move(hit.pile, hit.index)
            if move is None and self.nowhere is not None:
                self.nowhere(hit.pile, hit.index)
        else:
            move = game.tap_move(hit.pile, hit.index)
            self._first_tap = (card, hit.pile, hit.index, move is not None)
            if move is None and not self.double_click() and self.nowhere is not None:
                self.nowhere(hit.pile, hit.index)
        if move is not None:
            self.play(move)
