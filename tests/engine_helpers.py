"""Helpers shared by the rules tests of both games: card lists from text, pile names,
accepted/rejected checks, and the brute-force list of every move ``check`` accepts."""

from __future__ import annotations

from game.engine.cards import Card, parse_card
from game.engine.events import Action, Rejection
from game.engine.game import Game
from game.engine.moves import ANY, STOCK_TAP, Move
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, Pile


def cards(text: str) -> list[Card]:
    return [parse_card(t) for t in text.split()]


def names(pile: list[Card]) -> list[str]:
    return [str(c) for c in pile]


def col(n: int) -> Pile:
    return Pile(COLUMN, n - 1)


def fnd(n: int) -> Pile:
    return Pile(FOUNDATION, n - 1)


def accepted(result: object) -> Action:
    assert isinstance(result, Action), result
    return result


def rejected(result: object, rule: str) -> None:
    assert isinstance(result, Rejection), result
    assert result.rule == rule, result


def accepted_moves(game: Game) -> set[Move]:
    """Every move ``check`` accepts (brute force over sources, destinations and counts),
    with equivalent destinations merged the way ``legal_moves`` lists them: a foundation
    move names the slot a bare ``f`` would choose, a cell move the first empty cell."""
    pos = game.position
    out: set[Move] = set()
    free = [i for i, c in enumerate(pos.cells) if c is None]
    for src in pos.piles():
        if src.kind == STOCK:
            if isinstance(game.check(STOCK_TAP), Action):
                out.add(STOCK_TAP)
            continue
        for dst in pos.piles():
            for count in range(1, pos.face_up_count(src) + 1):
                result = game.check(Move(src, dst, count))
                if not isinstance(result, Action):
                    continue
                move = result.move
                if dst.kind == FOUNDATION:
                    bare = game.check(Move(src, Pile(FOUNDATION, ANY), count))
                    assert isinstance(bare, Action)
                    move = bare.move
                elif dst.kind == CELL:
                    move = Move(src, Pile(CELL, free[0]), count)
                out.add(move)
    return out
