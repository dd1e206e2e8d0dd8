"""A new player's whole game, won with the mouse alone: every move of a winning line is a
synthesised drag from the card's visible strip to the destination pile (a click for the
stock), with animations still running between moves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import click, drag, step

from game.engine.deal import parse_code
from game.engine.table import COLUMN, STOCK, Pile

LINES = json.loads(
    (Path(__file__).resolve().parents[2] / "resources" / "selftest" / "won_games.json")
    .read_text(encoding="utf-8")
)


def press_point(table, pile, index):
    """A point on the visible part of card ``index`` of ``pile``."""
    pos = table.game.position
    x, y = table.cards.layout.card_center(pos, pile, index)
    if pile.kind == COLUMN and index < len(pos.columns[pile.index]) - 1:
        y += table.cards.layout.card_h * 0.45  # covered: only its top strip shows
    return x, y


def drop_point(table, pile):
    pos = table.game.position
    cards = pos.cards(pile)
    if pile.kind == COLUMN and cards:
        return table.cards.layout.card_center(pos, pile, len(cards) - 1)
    return table.cards.layout.origins[pile]


def drag_move(window, table, text):
    """Play the move ``text`` (engine notation) by dragging its cards onto the destination,
    as a player's mouse would."""
    move = table.game.parse(text)
    n = len(table.game.position.cards(move.src))
    start = press_point(table, move.src, n - (move.count or 1))
    drag(window, [start, drop_point(table, move.dst)], steps=3)


@pytest.mark.parametrize("line", LINES, ids=[line["code"] for line in LINES])
def test_win_a_whole_deal_with_the_mouse(app, line):
    table = app.nav.start(parse_code(line["code"]), animate=True)
    step(app, 2.5)  # the deal animation
    for i, text in enumerate(line["log"]):
        before = len(table.game.log)
        if text == "s":
            click(app, *table.cards.layout.origins[Pile(STOCK)])
        else:
            drag_move(app, table, text)
        assert table.game.log[before:] == [text], f"move {i} {text!r}: {table.status.message.text}"
        step(app, 0.05 if i % 7 else 0.5)  # usually still animating
    assert table.game.is_won
    assert (table.game.score, table.game.moves) == (line["score"], line["moves"])
    step(app, 1.0)
    assert table.win.shown
