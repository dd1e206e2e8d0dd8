"""Keyboard play: a complete alternative to the mouse on the card table.

A visible focus (a pink outline) sits on a pile, or on one face-up card of a column:

* arrows move it: Left/Right along the row of piles, Up/Down between the cards of a column
  and between the columns and the top row; Tab / Shift+Tab go to the next / previous pile;
* 1–9 jump to that column (its top card), F to the foundations (again: the next one), C to the cells
  (again: the next one), W to the waste;
* Enter or Space picks up the focused card and every card above it (the engine decides
  whether such a group may move, exactly as for a drag); the targets that would take it
  light up; Enter or Space again drops it on the focused pile. Picked up with the focus on
  a column's top card (as 1–9 put it), a drop on another column moves the smallest group
  from that column the rules let go there when the top card alone may not (1 Enter 3
  Enter moves a run of Eight Off onto column 3); on the stock, Enter, Space
  or S draws (or turns the waste over);
* Esc puts a picked-up group back (and only then; otherwise Esc is the table's own key).

Every action goes through the same path as the mouse (:meth:`TableView.play`): the same
rules, the same reminders, the same sounds. A drop on any foundation names the foundation
with index ``ANY``, as a mouse drop over the foundations does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import arcade

from game.engine.moves import ANY, STOCK_TAP, Move
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile
from game.ui import palette

if TYPE_CHECKING:
    from game.engine.events import Action, Rejection, Undone
    from game.ui.table.cards import CardTable
    from game.ui.table.pointer import PointerPlay

NUMBER_KEYS = {getattr(arcade.key, f"KEY_{n}"): n for n in range(1, 10)}
NUMBER_KEYS.update({getattr(arcade.key, f"NUM_{n}"): n for n in range(1, 10)})


class KeyboardPlay:
    """The keyboard focus on the card table and what the keys do with it.

    Args:
        cards: the card table.
        pointer: mouse play (its target finder is shared, and a drag in progress wins).
        play: the view's one path to the engine.

    Attributes:
        pile: the focused pile.
        index: the focused card in a column (``None`` = its top card, or the slot).
        held: ``(pile, index)`` of a picked-up group, or ``None``.
        visible: whether the focus is drawn: from the first key press on, until the mouse
            presses on the table (as polished card games do: the outline is for the keys;
            the next key shows it again where it was, without moving it).
    """

    def __init__(self, cards: CardTable, pointer: PointerPlay,
                 play: Callable[[Move], Action | Undone | Rejection]) -> None:
        self.cards = cards
        self.pointer = pointer
        self.play = play
        self.pile = Pile(COLUMN, 0)
        self.index: int | None = None
        self.held: tuple[Pile, int] | None = None
        self._held_top = False
        self.visible = False
        self._came_from: Pile | None = None

    # ------------------------------------------------------------------ geometry
    def rows(self) -> tuple[list[Pile], list[Pile]]:
        """The piles of the top row (left to right, then the foundations' column beside the
        table, top to bottom) and the columns."""
        pos = self.cards.game.position
        top = [p for p in pos.piles() if p.kind in (STOCK, WASTE, CELL, FOUNDATION)]
        if self.cards.layout is not None:
            top = [p for p in top if p in self.cards.layout.origins]
            top.sort(key=lambda p: self.cards.layout.origins[p][0])
        columns = [p for p in pos.piles() if p.kind == COLUMN]
        return top, columns

    def all_piles(self) -> list[Pile]:
        top, columns = self.rows()
        return top + columns

    def _x(self, pile: Pile) -> float:
        layout = self.cards.layout
        return layout.origins[pile][0] if layout is not None else 0.0

    def _first_up(self, pile: Pile) -> int:
        pos = self.cards.game.position
        cards = pos.cards(pile)
        for i in range(len(cards)):
            if pos.is_face_up(pile, i):
                return i
        return len(cards) - 1

    def focused_index(self) -> int:
        """The focused card's index in its pile (-1 for an empty pile)."""
        n = len(self.cards.game.position.cards(self.pile))
        if self.pile.kind != COLUMN or self.index is None:
            return n - 1
        return max(min(self.index, n - 1), min(self._first_up(self.pile), n - 1))

    # ------------------------------------------------------------------ moving the focus
    def focus(self, pile: Pile, index: int | None = None) -> None:
        """Put the focus on ``pile`` (its card ``index`` in a column; the top by default)."""
        self.pile, self.index, self.visible = pile, index, True
        self._came_from = None
        self._show_targets()

    def _step_row(self, step: int) -> None:
        top, columns = self.rows()
        row = columns if self.pile.kind == COLUMN else top
        i = row.index(self.pile) if self.pile in row else 0
        self.focus(row[(i + step) % len(row)])

    def _step_vertical(self, step: int) -> None:
        top, columns = self.rows()
        pos = self.cards.game.position
        beside = list(self.cards.layout.beside) if self.cards.layout is not None else []
        if self.pile in beside:  # the foundations' column: up and down it, then a column
            i = beside.index(self.pile) + step
            if 0 <= i < len(beside):
                self.focus(beside[i])
            elif i >= len(beside) and columns:
                self.focus(columns[-1])
            return
        if self.pile.kind == COLUMN:
            n = len(pos.cards(self.pile))
            index = self.focused_index()
            first = self._first_up(self.pile)
            if step < 0 and n and index > first:
                self.focus(self.pile, index - 1)
                return
            if step > 0 and n and index < n - 1:
                self.focus(self.pile, index + 1 if index + 1 < n - 1 else None)
                return
            if step < 0 and top:
                x = self._x(self.pile)
                came_from = self.pile
                self.focus(min(top, key=lambda p: abs(self._x(p) - x)))
                self._came_from = came_from  # Down goes back to it
            return
        if step > 0 and columns:
            back = self._came_from
            x = self._x(self.pile)
            self.focus(back if back in columns else
                       min(columns, key=lambda p: abs(self._x(p) - x)))

    def _cycle(self, kind: str) -> None:
        """F, C, W: the next pile of ``kind``. With a group held, only those that would
        take it (lit up), as long as one would: C goes to the free cells."""
        piles = [p for p in self.all_piles() if p.kind == kind]
        if self.held is not None:
            piles = [p for p in piles if p in self.cards.highlight] or piles
        if not piles:
            return
        if self.pile in piles:
            self.focus(piles[(piles.index(self.pile) + 1) % len(piles)])
        else:
            self.focus(piles[0])

    # ------------------------------------------------------------------ actions
    def activate(self) -> None:
        """Enter / Space: draw from the stock, pick up the focused card(s), or drop them."""
        if self.held is None:
            if self.pile.kind == STOCK:
                self.play(STOCK_TAP)
                return
            pos = self.cards.game.position
            index = self.focused_index()
            if index < 0 or not pos.is_face_up(self.pile, index):
                return
            self.held = (self.pile, index)
            self._held_top = self.index is None  # the default pick: the top card
            self._show_targets()
            self.cards.services.sounds.play("pickup")
            return
        src, index = self.held
        self.held = None
        self.cards.highlight = []
        if self.pile == src:
            return  # put back where it was
        count = len(self.cards.game.position.cards(src)) - index
        dst = Pile(FOUNDATION, ANY) if self.pile.kind == FOUNDATION and src.kind != FOUNDATION \
            else self.pile
        if self._held_top:
            count = self._group_for(src, dst, count)
        result = self.play(Move(src, dst, count))
        self.index = None
        moved = getattr(result, "move", None)  # an Action: the slot the engine chose
        if moved is not None and moved.dst is not None and moved.dst.kind == FOUNDATION:
            self.pile = moved.dst  # the outline follows the card to its foundation

    def _group_for(self, src: Pile, dst: Pile, count: int) -> int:
        """The cards to move from column ``src`` to ``dst`` when the player picked up the
        top card only (Enter on a column): that card when it may go there, else the
        smallest larger group the rules let go there (EO-GROUP, EH-KING-RUN), as a player
        pressing 1 Enter 3 Enter means "move what fits from column 1 to column 3"; else
        ``count`` (the move is refused with its reminder)."""
        if src.kind != COLUMN or dst.kind != COLUMN \
                or dst in self.pointer.valid_targets(src, count):
            return count
        sizes = [m.count or 1 for m in self._larger_groups(src, count) if m.dst == dst]
        return min(sizes, default=count)

    def _larger_groups(self, src: Pile, count: int) -> list[Move]:
        """The legal moves of more than ``count`` cards from column ``src`` onto another
        column (EO-GROUP, EH-KING-RUN)."""
        return [m for m in self.cards.game.legal_moves()
                if m.src == src and m.dst is not None and m.dst.kind == COLUMN
                and (m.count or 1) > count]

    def cancel(self) -> bool:
        """Esc: put a picked-up group back. Returns whether one was held."""
        if self.held is None:
            return False
        self.held = None
        self.cards.highlight = []
        return True

    def _show_targets(self) -> None:
        if self.held is None:
            return
        src, index = self.held
        count = len(self.cards.game.position.cards(src)) - index
        targets = self.pointer.valid_targets(src, count)
        if self._held_top and src.kind == COLUMN:  # and where a larger group would go
            targets += [m.dst for m in self._larger_groups(src, count)
                        if m.dst not in targets]
        self.cards.highlight = targets

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """Handle a key of keyboard play; ``None`` for keys it does not use."""
        if self.cards.layout is None or self.pointer.drag is not None:
            return None
        key = arcade.key
        if modifiers & (key.MOD_CTRL | key.MOD_ACCEL | key.MOD_ALT):
            return None
        if symbol == key.ESCAPE:
            return True if self.cancel() else None
        was_visible = self.visible
        self.visible = True
        if symbol in (key.LEFT, key.RIGHT):
            if was_visible:
                self._step_row(1 if symbol == key.RIGHT else -1)
        elif symbol in (key.UP, key.DOWN):
            if was_visible:
                self._step_vertical(1 if symbol == key.DOWN else -1)
        elif symbol == key.TAB:
            piles = self.all_piles()
            i = piles.index(self.pile) if self.pile in piles else 0
            self.focus(piles[(i + (-1 if modifiers & key.MOD_SHIFT else 1)) % len(piles)])
        elif symbol in NUMBER_KEYS:
            n = NUMBER_KEYS[symbol]
            columns = self.rows()[1]
            if n > len(columns):
                return True
            self.focus(columns[n - 1])  # its top card (Up reaches the cards above it)
        elif symbol == key.F:
            self._cycle(FOUNDATION)
        elif symbol == key.C:
            self._cycle(CELL)
        elif symbol == key.W:
            self._cycle(WASTE)
        elif symbol == key.S:
            if any(p.kind == STOCK for p in self.all_piles()):
                self.focus(Pile(STOCK))
                if self.held is None:
                    self.play(STOCK_TAP)
        elif symbol in (key.ENTER, key.NUM_ENTER, key.SPACE):
            self.activate()
        else:
            self.visible = was_visible
            return None
        return True

    # ------------------------------------------------------------------ drawing
    def draw(self) -> None:
        """The focus outline (and the picked-up group's), once the keyboard is in use."""
        layout = self.cards.layout
        if not self.visible or layout is None:
            return
        pos = self.cards.game.position
        if self.pile not in layout.origins:
            self.pile, self.index = Pile(COLUMN, 0), None
        if self.held is not None:
            src, index = self.held
            if index >= len(pos.cards(src)):
                self.held = None
            else:
                self._outline(src, index, palette.HELD, 3, margin=7)
        self._outline(self.pile, self.focused_index(), palette.KEY_FOCUS, 4)

    def _outline(self, pile: Pile, index: int, color: tuple[int, ...], width: float,
                 margin: float = 3) -> None:
        """One outline around card ``index`` of ``pile`` and every card on it (in a column,
        the group Enter picks up), ``margin`` logical pixels outside the cards; the empty
        pile's place for ``index`` -1."""
        layout = self.cards.layout
        assert layout is not None
        pos = self.cards.game.position
        x, top_y = layout.card_center(pos, pile, index) if index >= 0 else layout.origins[pile]
        n = len(pos.cards(pile))
        bottom_y = layout.card_center(pos, pile, n - 1)[1] if pile.kind == COLUMN and \
            0 <= index < n - 1 else top_y
        hw, hh = layout.card_w / 2 + margin, layout.card_h / 2 + margin
        arcade.draw_lrbt_rectangle_outline(x - hw, x + hw, bottom_y - hh, top_y + hh, color,
                                           border_width=width)
