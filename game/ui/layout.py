"""The table's layout in card units, scaled to any window: pure math, no arcade.

Units: logical pixels (``window.width``/``height``), origin bottom-left, y up, as arcade
draws. A card is ``card_w × card_h`` with ``card_h = 1.4 card_w`` (poker ratio).

Two arrangements are tried and the one giving the larger cards wins:

* one top row: the variant's left group (stock and waste, or the cells) on the left, the
  foundations on the right, the tableau columns below;
* two top rows (narrow or portrait windows): the left group on one row, the foundations on
  the next.

Columns tighten their fan (:meth:`TableLayout.column_steps`) so that the top card of a long
column always stays above the status bar.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.table import COLUMN, FOUNDATION, WASTE, Pile, Position
from game.engine.variants import REGISTRY
from game.ui.cards_art import CARD_RATIO, INDEX_COLUMN

GAP = 0.14
"""Gap between piles, in card widths."""
GROUP_GAP = 0.6
"""Extra space between the left group and the foundations, in card widths."""
FAN_UP = 0.27
"""Default vertical step between face-up cards of a column, in card heights."""
FAN_DOWN = 0.11
"""Default step between face-down cards, in card heights."""
DESIGN_FAN_CARDS = 12
"""A column of this many face-up cards fits without tightening (the height the layout
reserves for the tableau)."""
WASTE_FAN = INDEX_COLUMN
"""Horizontal step between the waste's fanned top cards, in card widths: each card under
the top one shows its rank whole, on either face (its two fan steps fit in the gap before
the foundations, ``GAP + GROUP_GAP``)."""
WASTE_FAN_CARDS = 3
"""How many of the waste's top cards show fanned (EH-WASTE-TOP: only the top one plays)."""
HUD_FRACTION = 0.05
HUD_MIN, HUD_MAX = 34.0, 96.0

Rect = tuple[float, float, float, float]
"""``(left, bottom, right, top)`` in logical pixels."""


def hud_height(height: float) -> float:
    """Height of the status bar at the bottom of the window, in logical pixels.

    >>> hud_height(800), hud_height(400), hud_height(4000)
    (40.0, 34.0, 96.0)
    """
    return max(HUD_MIN, min(HUD_MAX, height * HUD_FRACTION))


@dataclass
class TableLayout:
    """Where every pile sits for one window size.

    Attributes:
        width, height: the window size (logical pixels).
        card_w, card_h: card size (logical pixels).
        origins: centre of each pile's first card (logical pixels).
        column_floor: the lowest centre y a column card may have (above the status bar).
        hud_h: status bar height.
        rows: 1 or 2 top rows.
    """

    width: float
    height: float
    card_w: float
    card_h: float
    origins: dict[Pile, tuple[float, float]] = field(default_factory=dict)
    column_floor: float = 0.0
    hud_h: float = 0.0
    rows: int = 1

    def column_steps(self, face_down: int, face_up: int, origin_y: float) -> tuple[float, float]:
        """Vertical steps for a column's face-down and face-up cards (logical pixels).

        Args:
            face_down: face-down cards in the column.
            face_up: face-up cards.
            origin_y: the centre y of the column's first card.

        Returns:
            ``(down_step, up_step)``, tightened so the last card's centre is not below
            :attr:`column_floor`.
        """
        down, up = FAN_DOWN * self.card_h, FAN_UP * self.card_h
        extent = down * face_down + up * max(face_up - 1, 0)
        room = origin_y - self.column_floor
        if extent > room > 0:
            f = room / extent
            down, up = down * f, up * f
        return down, up

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


def _units(n_left: int, n_right: int, ncols: int, rows: int) -> tuple[float, float]:
    """Width and height of the table in card widths."""
    slot = 1 + GAP
    if rows == 1:
        top_w = (n_left + n_right) * slot + GROUP_GAP + GAP
    else:
        top_w = max(n_left, n_right) * slot + GAP
    cols_w = ncols * slot + GAP
    tableau_h = CARD_RATIO * (1 + FAN_UP * (DESIGN_FAN_CARDS - 1))
    height = GAP + rows * (CARD_RATIO + GAP) + tableau_h + GAP
    return max(top_w, cols_w), height


def compute_layout(
    variant: str, cells: int | None, width: float, height: float
) -> TableLayout:
    """Lay the table out for a window.

    Args:
        variant: a name of :data:`~game.engine.variants.REGISTRY` (``"eight-off"``); the
            variant gives the piles in card units (:meth:`Variant.card_layout`).
        cells: the deal's cell option (``DealSpec.cells``); 0 or ``None`` for a game
            without a choice, which has its fixed count (FreeCell: 4).
        width, height: window size in logical pixels (any aspect ratio, ≥ 1).

    Returns:
        The layout: card size and every pile's origin, all inside the window and not
        overlapping one another.

    >>> layout = compute_layout("freecell", 4, 1280, 800)
    >>> layout.rows, round(layout.card_w), len(layout.origins)
    (1, 103, 16)
    """
    rules = REGISTRY[variant]
    left, right, ncols = rules.card_layout(cells or rules.fixed_cells)
    hud = hud_height(height)
    avail_h = max(height - hud, 1.0)
    best: tuple[float, int] = (0.0, 1)
    for rows in (1, 2):
        w_units, h_units = _units(len(left), len(right), ncols, rows)
        card_w = min(width / w_units, avail_h / h_units)
        if card_w > best[0] * 1.02:  # prefer one row unless two rows are clearly better
            best = (card_w, rows)
    card_w, rows = best
    card_h = card_w * CARD_RATIO
    gap = GAP * card_w
    slot = card_w + gap
    w_units, _ = _units(len(left), len(right), ncols, rows)
    x0 = (width - w_units * card_w) / 2 + gap  # left edge of the table's first pile
    table_right = x0 + w_units * card_w - 2 * gap
    top = height - gap
    origins: dict[Pile, tuple[float, float]] = {}
    y = top - card_h / 2
    for i, pile in enumerate(left):
        origins[pile] = (x0 + i * slot + card_w / 2, y)
    if rows == 2:
        y -= card_h + gap
    for i, pile in enumerate(right):  # right-aligned
        origins[pile] = (table_right - (len(right) - 1 - i) * slot - card_w / 2, y)
    y -= card_h + gap
    cols_w = ncols * slot - gap
    cx0 = (width - cols_w) / 2
    for i in range(ncols):
        origins[Pile(COLUMN, i)] = (cx0 + i * slot + card_w / 2, y)
    return TableLayout(
        width=width,
        height=height,
        card_w=card_w,
        card_h=card_h,
        origins=origins,
        column_floor=hud + gap / 2 + card_h / 2,
        hud_h=hud,
        rows=rows,
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
