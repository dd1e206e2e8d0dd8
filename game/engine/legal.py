"""Move lists: every legal move of a position, and the move a tap or a double tap makes.

The functions read a position and ask a :class:`~game.engine.referee.Referee` whether a
move is accepted; they change nothing. The game (:meth:`~game.engine.game.Game.legal_moves`,
:meth:`~game.engine.game.Game.tap_move`, :meth:`~game.engine.game.Game.double_tap_move`)
calls them while it is not won; the solver and the hints read the same lists.
"""

from __future__ import annotations

from game.engine.cards import Card
from game.engine.events import Action
from game.engine.moves import ANY, STOCK_TAP, Move
from game.engine.referee import Referee
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile, Position
from game.engine.variants.base import TO_CELL, TO_EMPTY_COLUMN, TO_FOUNDATION, TO_LONGEST_COLUMN


def legal_moves(referee: Referee, pos: Position) -> list[Move]:
    """Every legal action in ``pos``, resolved (never bare ``c``/``f``).

    Equivalent destinations are listed once: a card bound for a foundation names the slot
    ``f`` would choose, and one bound for a cell names the first empty cell. Undo and redo
    are not listed. Each card move's ``count`` is set (a stock tap has none).

    Returns:
        Moves that the referee accepts, sources in order stock, waste, cells, columns,
        foundations.

    >>> from game.engine.variants import REGISTRY
    >>> pos = Position.from_text("2S/AS/-/- -/-/-/- -/-")
    >>> [str(m) for m in legal_moves(Referee(REGISTRY["freecell"]), pos)]
    ['1>c1', '1>3', '1>4', '2>f1', '2>c1', '2>3', '2>4']
    """
    v = referee.variant
    builds_on = v.builds_on
    only_rank = v.empty_column.only_rank  # v.empty_column.accepts, inlined: a hot loop
    out: list[Move] = []
    columns = pos.columns
    ncols = len(columns)
    free_cell = next((i for i, c in enumerate(pos.cells) if c is None), None)
    free = pos.free_cells()
    empty = [i for i in range(ncols) if not columns[i]]
    if pos.has_stock and (pos.stock or pos.waste):
        out.append(STOCK_TAP)

    def single(src: Pile, card: Card, to_cell: bool, to_foundation: bool) -> None:
        if to_foundation:
            slot = referee.foundation_for(pos, card)
            if slot is not None:
                out.append(Move(src, Pile(FOUNDATION, slot), 1))
        if to_cell and free_cell is not None:
            out.append(Move(src, Pile(CELL, free_cell), 1))
        for j in range(ncols):
            if src.kind == COLUMN and src.index == j:
                continue
            col = columns[j]
            if col:
                if builds_on(card, col[-1]):
                    out.append(Move(src, Pile(COLUMN, j), 1))
            elif only_rank is None or card.rank == only_rank:
                out.append(Move(src, Pile(COLUMN, j), 1))

    if pos.waste:
        single(Pile(WASTE), pos.waste[-1], False, True)
    for i, card in enumerate(pos.cells):
        if card is not None:
            src = Pile(CELL, i)
            single(src, card, False, True)
            if free_cell is not None:
                out.append(Move(src, Pile(CELL, free_cell), 1))
    onto_limit = v.group_limit(free, len(empty), False)
    empty_limit = v.group_limit(free, len(empty), True) if empty else 0
    run_length = v.run_length
    for i in range(ncols):
        col = columns[i]
        if not col:
            continue
        src = Pile(COLUMN, i)
        single(src, col[-1], bool(pos.cells), True)
        run = run_length(col, pos.down[i])
        if run < 2:
            continue
        top_rank = col[-1].rank
        if onto_limit >= 2:  # runs onto cards: the part whose first card builds on it
            for j in range(ncols):
                if j == i or not columns[j]:
                    continue
                onto = columns[j][-1]
                k = onto.rank - top_rank
                if 2 <= k <= run and k <= onto_limit and builds_on(col[-k], onto):
                    out.append(Move(src, Pile(COLUMN, j), k))
        if empty_limit >= 2:  # runs into empty columns: the parts an empty column takes
            most = min(run, empty_limit)
            if only_rank is None:  # any card: every part of the run
                for k in range(2, most + 1):
                    out += [Move(src, Pile(COLUMN, j), k) for j in empty]
            else:  # one rank only: the part headed by it (the run goes down by one)
                k = only_rank + 1 - top_rank
                if 2 <= k <= most:
                    out += [Move(src, Pile(COLUMN, j), k) for j in empty]
    for slot, pile in enumerate(pos.foundations):
        if pile:
            single(Pile(FOUNDATION, slot), pile[-1], bool(pos.cells), False)
    return out


def tap_move(referee: Referee, pos: Position, pile: Pile, index: int) -> Move | None:
    """APP-TAP: the move a single tap on card ``index`` of ``pile`` makes in ``pos``, if any.

    A playable top card (column top, waste top, cell card) goes to the foundation that
    accepts it; a tap on the stock is EH-STOCK; anything else does nothing.

    Returns:
        The move to push, or ``None``.
    """
    if pile.kind == STOCK:
        return STOCK_TAP if referee.judge(pos, STOCK_TAP) else None
    if pile.kind not in (COLUMN, WASTE, CELL):
        return None
    cards = pos.cards(pile)
    if not cards or index != len(cards) - 1 or not pos.is_face_up(pile, index):
        return None
    result = referee.judge(pos, Move(pile, Pile(FOUNDATION, ANY), 1))
    return result.move if isinstance(result, Action) else None


def double_tap_move(referee: Referee, pos: Position, pile: Pile, index: int) -> Move | None:
    """APP-DOUBLE-TAP: where two quick taps on card ``index`` of ``pile`` send it in ``pos``.

    The variant's :attr:`~game.engine.variants.base.Variant.double_tap` steps in order
    (Easy Harp: the longest column that accepts it, then an empty column; Eight Off: a
    foundation, the longest accepting column, an empty column, a free cell). Never the
    card's own pile; a card heading its whole column does not move to an empty column;
    a cell card does not go to another cell. A card inside a column takes the cards
    above it (a king run in Easy Harp, a group in Eight Off).

    Returns:
        The move to push, or ``None`` when nothing accepts the card.
    """
    if pile.kind not in (COLUMN, WASTE, CELL):
        return None
    cards = pos.cards(pile)
    if not (0 <= index < len(cards)) or not pos.is_face_up(pile, index):
        return None
    count = len(cards) - index
    ncols = len(pos.columns)
    candidates: list[Move] = []
    for step in referee.variant.double_tap:
        if step == TO_FOUNDATION and count == 1:
            candidates.append(Move(pile, Pile(FOUNDATION, ANY), 1))
        elif step == TO_LONGEST_COLUMN:
            longest = sorted(
                (j for j in range(ncols) if pos.columns[j]),
                key=lambda j: (-len(pos.columns[j]), j),
            )
            candidates += [Move(pile, Pile(COLUMN, j), count) for j in longest]
        elif step == TO_EMPTY_COLUMN and not (pile.kind == COLUMN and index == 0):
            # a card alone (or heading its whole column) stays where it is
            candidates += [
                Move(pile, Pile(COLUMN, j), count) for j in range(ncols) if not pos.columns[j]
            ]
        elif step == TO_CELL and pos.cells and count == 1 and pile.kind != CELL:
            candidates.append(Move(pile, Pile(CELL, ANY), 1))
    for move in candidates:
        if move.dst == pile:
            continue
        result = referee.judge(pos, move)
        if isinstance(result, Action):
            return result.move
    return None
