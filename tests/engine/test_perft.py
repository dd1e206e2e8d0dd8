"""perft: legal-move tree sizes from pinned deals of every game (``tests/perft/perft.txt``).

A change to move generation (``Game.legal_moves``) or to what ``push``/``undo`` do shows up
as a changed count, as python-chess pins its move generator."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.variants import REGISTRY

PERFT = Path(__file__).parents[1] / "perft" / "perft.txt"


def read_cases() -> list[tuple[str, list[str], int, int]]:
    cases = []
    for line in PERFT.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        code, moves, depth, count = line.split()
        cases.append((code, [] if moves == "-" else moves.split(","), int(depth), int(count)))
    return cases


CASES = read_cases()


def perft(game: Game, depth: int) -> int:
    """Leaves of the legal-move tree ``depth`` actions deep (each move pushed, then undone)."""
    if depth == 0:
        return 1
    total = 0
    for move in game.legal_moves():
        assert game.push(move), move
        total += perft(game, depth - 1)
        assert game.undo()
    return total


def test_every_game_and_option_is_pinned() -> None:
    pinned = {(spec.variant, spec.cells) for spec in (parse_code(c[0]) for c in CASES)}
    wanted = {(v.name, n) for v in REGISTRY.values() for n in (v.cell_choices or (None,))}
    assert pinned == wanted
    assert all(2 <= max(d for c, _, d, _ in CASES if c == code) <= 4 for code, *_ in CASES)


@pytest.mark.parametrize(
    ("code", "moves", "depth", "count"), CASES, ids=[f"{c[0]}-{len(c[1])}-d{c[2]}" for c in CASES]
)
def test_perft(code: str, moves: list[str], depth: int, count: int) -> None:
    game = Game.from_code(code)
    for text in moves:
        assert game.push(text), text
    before = game.position.to_text()
    assert perft(game, depth) == count
    assert game.position.to_text() == before  # push and undo leave no trace
