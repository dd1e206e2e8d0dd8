"""FreeCell, a hidden game of the registry, on the real table: deal 1 won with synthesised
drags alone (group moves of up to 6 cards, a card taken back from a foundation), with no
code of the table knowing which game it plays."""

from __future__ import annotations

from conftest import step
from test_play_with_mouse import drag_move

from game.engine.deal import parse_code
from game.engine.table import CELL, COLUMN, FOUNDATION, Pile

CODE = "FC1-N-AAAAAAB"
LINE = (
    "6>c1 6>c2 6>f4 6>f1 c2>f4 1>c2 1>c3 5>c4 5>2 1>5 3>5 c1>1 8>c1 8>7 8>2 8>f4 4>2 c2>7 "
    "3>c2 8>3 8>7 1>7x2 1>f1 4>1 6>8 c4>6 7>c4 7>f4 7>6 f4>6 c4>6 8>c4 c2>8 2>8x2 2>4x2 "
    "7>2x2 7>c2 7>1 c1>1 7>c1 7>f2 5>f2 3>f2 5>f1 5>f2 3>f1 c4>7 5>c4 5>f3 5>2 3>5 3>1 c2>1 "
    "3>c2 3>5 6>2x2 6>f2 8>f2 6>1x2 7>3x2 c3>8 7>4 2>5x6 4>6x4 2>c3 2>8 4>2 4>7 4>f1 4>7 "
    "c1>8 2>4x2 2>c1 2>f3 5>f3 5>f4 8>f3 8>f4 5>f3 5>f1 8>f3 8>f1 1>f4 1>f2 5>f3 5>f1 6>f4 "
    "6>f2 8>f3 c2>f1 1>f4 1>f3 5>f2 5>f1 6>f4 6>f2 c3>f3 c4>f1 1>f4 1>f2 7>f4 4>f2 1>2x2 "
    "1>f3 2>f1 3>f4 3>f2 7>f3 c1>f4 2>f3 4>f1"
).split()
"""A winning line of deal 1 (found by the solver), 111 actions. It puts a queen, an 8, a 10
and a 4-card run (TH 9C 8H 7C) into empty columns (FC-EMPTY), which Eight Off refuses."""


def test_win_freecell_deal_1_with_the_mouse(app) -> None:
    table = app.nav.start(parse_code(CODE), animate=True)
    step(app, 2.5)  # the deal animation
    layout_piles = set(table.cards.layout.origins)
    assert {p for p in layout_piles if p.kind == CELL} == {Pile(CELL, i) for i in range(4)}
    assert {p for p in layout_piles if p.kind == FOUNDATION} == {
        Pile(FOUNDATION, i) for i in range(4)
    }
    assert len([p for p in layout_piles if p.kind == COLUMN]) == 8
    for i, text in enumerate(LINE):
        before = len(table.game.log)
        drag_move(app, table, text)
        assert table.game.log[before:] == [text], f"move {i} {text!r}: {table.status.message.text}"
        step(app, 0.05 if i % 7 else 0.5)  # usually still animating
    assert table.game.is_won
    assert (table.game.score, table.game.moves) == (530, 111)  # FC-SCORE: 53 cards home
    step(app, 1.0)
    assert table.win.shown
