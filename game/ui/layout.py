"""The table's layout in card units, scaled to any window: pure math, no arcade.

Units: logical pixels (``window.width``/``height``), origin bottom-left, y up, as arcade
draws. A card is ``card_w × card_h`` with ``card_h = 1.4 card_w`` (poker ratio).

Cards are sized from the whole table: as wide as the piles side by side allow, and as tall
as the longest column that can occur (:meth:`Variant.longest_column
<game.engine.variants.base.Variant.longest_column>`) needs with its fan squeezed to the
tightest steps (:data:`MIN_FAN_DOWN`, :data:`MIN_FAN_UP`), so no column ever leaves the
screen and no height is kept for columns that cannot happen. Two arrangements are tried and
the one giving the larger cards wins (one row on a tie):

* one top row: the variant's left group (stock and waste, or the cells) on the left, the
  foundations on the right of that row or in a column beside the table (as the variant
  says), the tableau columns below;
* two top rows (narrow or portrait windows): the left group on one row, the foundations on
  the next, right-aligned.

Columns tighten their fan as they grow (:func:`fan_steps`: the face-down cards close up
first, then the face-up ones) so that the top card of a long column always stays above the
status bar.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.table import COLUMN, FOUNDATION, WASTE, Pile, Position
from game.engine.variants import REGISTRY
from game.engine.variants.base import CardLayout
from game.ui.cards_art import CARD_RATIO, INDEX_COLUMN

GAP = 0.14
"""Gap between piles, in card widths."""
GROUP_GAP = 0.6
"""Extra space between the left group and the foundations of the top row, in card widths
(the waste's fan reaches into it)."""
SIDE_GAP = 0.3
"""Space between the tableau and the foundations' column beside it, in card widths; where
the window's width limits the cards, it narrows down to :data:`GAP`, then the table's left
and right margins narrow from :data:`GAP` to half of it (:func:`_least_margin`)."""
FAN_UP = 0.27
"""Default vertical step between face-up cards of a column, in card heights."""
FAN_DOWN = 0.11
"""Default step between face-down cards, in card heights."""
MIN_FAN_UP = 0.16
"""The tightest step the layout plans for between face-up cards, in card heights: it still
shows the rank of the corner index (0.21 card widths, 0.15 card heights, from the top)."""
MIN_FAN_DOWN = 0.05
"""The tightest step the layout plans for between face-down cards, in card heights."""
WASTE_FAN = INDEX_COLUMN
"""Horizontal step between the waste's fanned top cards, in card widths: each card under
the top one shows its rank whole, on either face (its two fan steps fit in the gap before
the foundations, :data:`GROUP_GAP`)."""
WASTE_FAN_CARDS = 3
"""How many of the waste's top cards show fanned (EH-WASTE-TOP: only the top one plays)."""
HUD_FRACTION = 0.05
HUD_MIN, HUD_MAX = 34.0, 96.0
SHRINK_BEFORE_WRAP = 2
"""Points a row of the table's texts or buttons may take off its size asked for to keep
in one row (a long translation in the smallest window at the standard text size) before
it wraps into two (the status bar, the win panel's buttons): a larger text size then
gives larger text."""
TWO_ROWS = 1.6
"""A status bar in two rows (its texts over its buttons: a narrow window at a large text
size) is this many one-row bars high: the buttons' row as high as a one-row bar, the
texts' row 0.6 of it."""

Rect = tuple[float, float, float, float]
"""``(left, bottom, right, top)`` in logical pixels."""


def fan_steps(face_down: int, face_up: int, room: float, card_h: float) -> tuple[float, float]:
    """The vertical steps of a column's fan, squeezed as it grows to stay within ``room``.

    The default steps (:data:`FAN_DOWN`, :data:`FAN_UP`) hold while the column fits; then
    the face-down cards close up, down to :data:`MIN_FAN_DOWN`; then the face-up ones (a
    player reads the face-up cards); past both minimums, both shrink alike.

    Args:
        face_down: face-down cards in the column.
        face_up: face-up cards (the last one shows whole).
        room: how far below the first card's centre the last card's centre may go
            (logical pixels); nothing is squeezed when it is not positive.
        card_h: card height (logical pixels).

    Returns:
        ``(down_step, up_step)`` in logical pixels.

    >>> fan_steps(2, 3, 1000, 100)
    (11.0, 27.0)
    >>> fan_steps(8, 13, 300, 100)  # face-down cards at their tightest, face-up squeezed
    (5.0, 21.666666666666668)
    >>> [round(s, 6) for s in fan_steps(8, 1, 20, 100)]  # only face-down cards to squeeze
    [2.5, 13.5]
    """
    down, up = FAN_DOWN * card_h, FAN_UP * card_h
    n_up = max(face_up - 1, 0)
    if down * face_down + up * n_up <= room or room <= 0:
        return down, up
    if face_down:
        down = max(MIN_FAN_DOWN * card_h, (room - up * n_up) / face_down)
        if down * face_down + up * n_up <= room + 1e-9:
            return down, up
    if n_up and room - down * face_down > 0:
        return down, (room - down * face_down) / n_up
    f = room / (down * face_down + up * n_up)
    return down * f, up * f


def column_height(face_down: int, face_up: int) -> float:
    """Height of a column with its fan at the tightest planned steps, in card heights.

    >>> round(column_height(8, 13), 6)  # Easy Harp's longest column
    3.32
    """
    return 1 + face_down * MIN_FAN_DOWN + max(face_up - 1, 0) * MIN_FAN_UP


def hud_height(height: float, text_scale: float | None = None) -> float:
    """Height of the status bar at the bottom of the window, in logical pixels.

    Args:
        height: the window's height (logical pixels).
        text_scale: the player's text size (1.0, 1.25, 1.5; ``None``: the one applied,
            :data:`game.ui.fonts.TEXT_SCALE`): the bar grows with its texts (whose size
            follows the bar's height), and the table above it makes room.

    >>> hud_height(800, 1.0), hud_height(400, 1.0), hud_height(4000, 1.0), hud_height(800, 1.5)
    (40.0, 34.0, 96.0, 60.0)
    """
    if text_scale is None:
        from game.ui import fonts  # (loaded by then: the layout itself needs no fonts)

        text_scale = fonts.TEXT_SCALE
    return max(HUD_MIN, min(HUD_MAX, height * HUD_FRACTION)) * text_scale


@dataclass
class TableLayout:
    """Where every pile sits for one window size.

    Attributes:
        width, height: the window size (logical pixels).
        card_w, card_h: card size (logical pixels).
        origins: centre of each pile's first card (logical pixels).
        column_floor: the lowest centre y a column card may have (above the status bar).
        hud_h: status bar height.
        hud_rows: the status bar's rows of texts and buttons, 1 or 2 (:data:`TWO_ROWS`).
        rows: 1 or 2 top rows.
        beside: the piles standing in a column at the right of the table, top to bottom
            (the foundations of a variant that puts them there, in one top row).
    """

    width: float
    height: float
    card_w: float
    card_h: float
    origins: dict[Pile, tuple[float, float]] = field(default_factory=dict)
    column_floor: float = 0.0
    hud_h: float = 0.0
    hud_rows: int = 1
    rows: int = 1
    beside: tuple[Pile, ...] = ()

    @property
    def hud_row(self) -> float:
        """The height of the status bar's buttons' row (all of it in one row), logical
        pixels: its texts' and buttons' sizes follow it."""
        return self.hud_h / TWO_ROWS if self.hud_rows == 2 else self.hud_h

    def column_steps(self, face_down: int, face_up: int, origin_y: float) -> tuple[float, float]:
        """Vertical steps for a column's face-down and face-up cards (logical pixels).

        Args:
            face_down: face-down cards in the column.
            face_up: face-up cards.
            origin_y: the centre y of the column's first card.

        Returns:
            ``(down_step, up_step)``, tightened (:func:`fan_steps`) so the last card's
            centre is not below :attr:`column_floor`.
        """
        return fan_steps(face_down, face_up, origin_y - self.column_floor, self.card_h)

    def card_center(self, position: Position, pile: Pile, index: int) -> tuple[float, float]:
        """Centre of card ``index`` (0 = bottom) of ``pile`` (logical pixels)."""
        x, y = self.origins[pile]
        if pile.kind == WASTE:  # the top three cards fan to the right (only the top plays)
            n = len(position.waste)
            step = max(0, index - max(0, n - WASTE_FAN_CARDS))
            return x + step * WASTE_FAN * self.card_w, y
        if pile.kind != COLUMN:
            return x, y
        nd = position.down[pile.index]
        n = len(position.columns[pile.index])
        down, up = self.column_steps(nd, n - nd, y)
        if index < nd:
            return x, y - down * index
        return x, y - down * nd - up * (index - nd)

    def pile_rect(self, position: Position, pile: Pile) -> Rect:
        """The rectangle covering a pile's cards, or its empty slot (logical pixels)."""
        x, y = self.origins[pile]
        hw, hh = self.card_w / 2, self.card_h / 2
        bottom = y - hh
        if pile.kind == COLUMN:
            n = len(position.columns[pile.index])
            if n > 1:
                bottom = self.card_center(position, pile, n - 1)[1] - hh
        return (x - hw, bottom, x + hw, y + hh)

    def card_rect(self, center: tuple[float, float]) -> Rect:
        """The rectangle of a card centred at ``center``."""
        hw, hh = self.card_w / 2, self.card_h / 2
        return (center[0] - hw, center[1] - hh, center[0] + hw, center[1] + hh)

    def foundation_area(self) -> Rect:
        """The rectangle around every foundation slot (a drop there finds the foundation)."""
        rects = [
            self.card_rect(xy) for pile, xy in self.origins.items() if pile.kind == FOUNDATION
        ]
        return (
            min(r[0] for r in rects),
            min(r[1] for r in rects),
            max(r[2] for r in rects),
            max(r[3] for r in rects),
        )


def _row(n: int) -> float:
    """Width of ``n`` piles side by side, in card widths."""
    return n * (1 + GAP) - GAP if n else 0.0


def _size(piles: CardLayout, rows: int, side_gap: float = GAP,
          margin: float = GAP / 2) -> tuple[float, float, float]:
    """The table in card widths for 1 or 2 top rows: its width, its height and the width
    of its main block (the top rows and the columns, without a column beside it, which
    stands ``side_gap`` card widths away); ``margin`` is the left and right margin (card
    widths). The defaults are the tightest spacing."""
    foundations = piles.right or piles.beside
    if rows == 1:
        top = _row(len(piles.left))
        if piles.right:
            top += GROUP_GAP + _row(len(piles.right))
    else:
        top = max(_row(len(piles.left)), _row(len(foundations)))
    main = max(top, _row(piles.columns))
    width = main + 2 * margin
    height = GAP + rows * (CARD_RATIO + GAP) + CARD_RATIO * column_height(*piles.longest)
    height += GAP / 2
    if rows == 1 and piles.beside:
        width += side_gap + 1
        height = max(height, len(piles.beside) * (CARD_RATIO + GAP) + GAP / 2)
    return width, height, main


def _least_margin(piles: CardLayout, rows: int) -> float:
    """The narrowest left and right margin of the table, in card widths: half a gap beside
    a column of piles at the right (it costs the width), else a whole gap."""
    return GAP / 2 if rows == 1 and piles.beside else GAP


def compute_layout(
    variant: str, cells: int | None, width: float, height: float, hud_rows: int = 1
) -> TableLayout:
    """Lay the table out for a window.

    Args:
        variant: a name of :data:`~game.engine.variants.REGISTRY` (``"eight-off"``); the
            variant gives the piles in card units (:meth:`Variant.card_layout`).
        cells: the deal's cell option (``DealSpec.cells``); 0 or ``None`` for a game
            without a choice, which has its fixed count (FreeCell: 4).
        width, height: window size in logical pixels (any aspect ratio, ≥ 1).
        hud_rows: the status bar's rows (2: its texts do not fit beside its buttons at
            their size, :meth:`game.ui.table.StatusBar.rows_for`); the cards make room.

    Returns:
        The layout: card size and every pile's origin, all inside the window and not
        overlapping one another; the longest column that can occur fits above the status
        bar with its fan at the tightest planned steps.

    >>> layout = compute_layout("freecell", 4, 1280, 800)
    >>> layout.rows, round(layout.card_w), len(layout.origins)
    (1, 106, 16)
    >>> layout = compute_layout("eight-off", 8, 1280, 800)
    >>> round(layout.card_w), [p.index for p in layout.beside]
    (109, [0, 1, 2, 3])
    """
    rules = REGISTRY[variant]
    piles = rules.card_layout(cells or rules.fixed_cells)
    hud = hud_height(height) * (TWO_ROWS if hud_rows == 2 else 1.0)
    avail_h = max(height - hud, 1.0)
    best: tuple[float, int] = (0.0, 1)
    for rows in (1, 2):
        w_units, h_units, _ = _size(piles, rows, GAP, _least_margin(piles, rows))
        card_w = min(width / w_units, avail_h / h_units)
        if card_w > best[0]:  # one row on a tie; no jump as the window grows
            best = (card_w, rows)
    card_w, rows = best
    card_h = card_w * CARD_RATIO
    gap = GAP * card_w
    slot = card_w + gap
    beside = piles.beside if rows == 1 else ()
    right = piles.right if rows == 1 else piles.right or piles.beside
    least = _least_margin(piles, rows)
    tightest, _, _ = _size(piles, rows, GAP, least)
    slack = width / card_w - tightest  # card widths the window has to spare
    side_gap = GAP + (min(slack, SIDE_GAP - GAP) if beside else 0.0)
    margin = least + min(max(slack - (side_gap - GAP), 0.0) / 2, GAP - least)
    w_units, _, main_units = _size(piles, rows, side_gap, margin)
    x0 = (width - w_units * card_w) / 2 + margin * card_w  # the first pile's left edge
    main_right = x0 + main_units * card_w
    top = height - gap
    origins: dict[Pile, tuple[float, float]] = {}
    y = top - card_h / 2
    for i, pile in enumerate(piles.left):
        origins[pile] = (x0 + i * slot + card_w / 2, y)
    if rows == 2:
        y -= card_h + gap
    for i, pile in enumerate(right):  # right-aligned
        origins[pile] = (main_right - (len(right) - 1 - i) * slot - card_w / 2, y)
    for i, pile in enumerate(beside):  # top to bottom, from the top row down
        origins[pile] = (main_right + side_gap * card_w + card_w / 2,
                         top - card_h / 2 - i * (card_h + gap))
    y -= card_h + gap
    cx0 = x0 + (main_units - _row(piles.columns)) * card_w / 2
    for i in range(piles.columns):
        origins[Pile(COLUMN, i)] = (cx0 + i * slot + card_w / 2, y)
    return TableLayout(
        width=width,
        height=height,
        card_w=card_w,
        card_h=card_h,
        origins=origins,
        column_floor=hud + gap / 2 + card_h / 2,
        hud_h=hud,
        hud_rows=2 if hud_rows == 2 else 1,
        rows=rows,
        beside=beside,
    )


def overlap(a: Rect, b: Rect) -> float:
    """Area of the intersection of two rectangles (0 when they do not touch).

    >>> overlap((0, 0, 2, 2), (1, 1, 3, 3)), overlap((0, 0, 1, 1), (2, 2, 3, 3))
    (1, 0.0)
    """
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def contains(rect: Rect, x: float, y: float) -> bool:
    """Whether point ``(x, y)`` lies inside ``rect`` (edges included)."""
    return rect[0] <= x <= rect[2] and rect[1] <= y <= rect[3]
