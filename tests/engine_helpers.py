"""Helpers shared by the rules tests of both games: card lists from text, pile names,
accepted/rejected checks, the brute-force list of every move ``check`` accepts, and random
legal logs with undos and redos."""

from __future__ import annotations

import random
import re

from game.engine.cards import Card, parse_card
from game.engine.events import Action, Rejection
from game.engine.game import UNDO_LIMIT, Game
from game.engine.moves import ANY, STOCK_TAP, Move
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, Pile

RULE_ID = re.compile(r"\b(EH|EO|FC|BG|APP)-[A-Z][A-Z0-9-]+")
"""A rule id (EO-BUILD, APP-REDO, ...): it lives in the engine and the tests, never in what a
player reads."""


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


def wandering_log(code: str, length: int, seed: int) -> list[str]:
    """Random legal play of up to ``length`` log entries with single undos, redos and runs
    of undos longer than the undo limit (so that settled actions matter)."""
    rng = random.Random(seed)
    game = Game.from_code(code)
    while len(game.log) < length:
        moves = game.legal_moves()
        r = rng.random()
        if r < 0.004 and game.can_undo:
            for _ in range(rng.randrange(1, UNDO_LIMIT + 20)):
                if not game.can_undo:
                    break
                game.undo()
            continue
        if (not moves or r < 0.06) and game.can_undo:
            game.undo()
            continue
        if r < 0.12 and game.can_redo:
            game.redo()
            continue
        if not moves or game.is_won:
            break
        game.push(rng.choice(moves))
    return list(game.log)
