"""Complete won games (tests/fixtures/won_games.json, made by scripts/find_won_games.py).

Each fixture replays to a win with the recorded score and move counter; Easy Harp games
satisfy the EH-SCORE identity; a won game refuses every further action (APP-FINISHED); and
the same lines replay through ``python -m game.cli play``.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.cli import main
from game.engine.events import Rejection
from game.engine.game import Game

FIXTURES = Path(__file__).parents[1] / "fixtures" / "won_games.json"
GAMES = json.loads(FIXTURES.read_text(encoding="utf-8"))["games"]
IDS = [g["name"] for g in GAMES]

WASTE_TO_COLUMN = re.compile(r"w>[0-9]+")
FROM_FOUNDATION = re.compile(r"f[0-9]+>")


def in_effect(log: list[str]) -> list[str]:
    """The actions of a log still in effect: each ``u`` cancels the latest one left."""
    stack: list[str] = []
    for text in log:
        if text == "u":
            stack.pop()
        else:
            stack.append(text)
    return stack


def test_fixture_covers_every_kind_of_game():
    codes = {g["code"].split("-")[0] + "-" + g["code"].split("-")[1] for g in GAMES}
    assert codes == {"EH1-N", "EO1-C8", "EO1-C4", "EO1-C2"}
    assert any("u" in g["log"] for g in GAMES if g["code"].startswith("EH1"))
    assert any("u" in g["log"] for g in GAMES if g["code"].startswith("EO1"))


@pytest.mark.parametrize("fixture", GAMES, ids=IDS)
def test_replay_wins_with_recorded_totals(fixture):
    game = Game.from_log(fixture["code"], fixture["log"])
    assert game.is_won
    assert game.score == fixture["score"]
    assert game.moves == fixture["moves"]
    assert game.log == fixture["log"]
    # The move counter counts every accepted action, undone ones included (APP-MOVE-COUNTER).
    assert game.moves == sum(1 for t in fixture["log"] if t != "u")
    # The score is the points of the actions still in effect (APP-UNDO).
    assert game.score == sum(a.points for a in game.actions)
    assert [a.notation for a in game.actions] == in_effect(fixture["log"])


def test_undo_variants_end_where_the_net_lines_end():
    by_name = {g["name"]: g for g in GAMES}
    for name, plain in by_name.items():
        detour = by_name.get(name + "-with-undos")
        if detour is None:
            continue
        assert detour["code"] == plain["code"]
        assert "u" in detour["log"]
        assert in_effect(detour["log"]) == plain["log"]
        a = Game.from_log(plain["code"], plain["log"])
        b = Game.from_log(detour["code"], detour["log"])
        assert a.position == b.position
        assert a.score == b.score == detour["score"]
        assert b.moves == detour["moves"] > a.moves


EASY_HARP = [g for g in GAMES if g["code"].startswith("EH1")]
EIGHT_OFF = [g for g in GAMES if g["code"].startswith("EO1")]


@pytest.mark.parametrize("fixture", EASY_HARP, ids=[g["name"] for g in EASY_HARP])
def test_easy_harp_score_identity(fixture):
    """EH-SCORE: a win with no card taken back from a foundation scores exactly
    1 220 (104 × 10 + 36 × 5) plus 5 per card moved from the waste to a column."""
    effect = in_effect(fixture["log"])
    assert not any(FROM_FOUNDATION.match(t) for t in effect)
    waste_to_column = sum(1 for t in effect if WASTE_TO_COLUMN.fullmatch(t))
    game = Game.from_log(fixture["code"], fixture["log"])
    assert game.score == 1220 + 5 * waste_to_column == fixture["score"]


@pytest.mark.parametrize("fixture", EIGHT_OFF, ids=[g["name"] for g in EIGHT_OFF])
def test_eight_off_score_identity(fixture):
    """EO-SCORE: 52 cards home (520) plus 5 per card moved from a cell onto a column."""
    effect = in_effect(fixture["log"])
    assert not any(FROM_FOUNDATION.match(t) for t in effect)
    cell_to_column = sum(1 for t in effect if re.fullmatch(r"c[0-9]+>[0-9]+", t))
    assert fixture["score"] == 520 + 5 * cell_to_column


@pytest.mark.parametrize("fixture", GAMES, ids=IDS)
def test_won_game_refuses_everything(fixture):
    """APP-FINISHED: after the win every action, undo included, is refused; nothing changes."""
    game = Game.from_log(fixture["code"], fixture["log"])
    before = (game.position.copy(), game.score, game.moves, list(game.log))
    attempts = ["u", "1>2", "2>1", "f1>1", "f1>2", "1>f", "1>f1"]
    if fixture["code"].startswith("EH1"):
        attempts += ["s", "w>1", "w>f", "9>1", "1>9x13"]
    else:
        attempts += ["1>c", "1>c1", "f1>c1", "c1>1", "c2>f", "8>1x3"]
    assert game.legal_moves() == []
    assert not game.can_undo
    for text in attempts:
        assert game.check(text) == Rejection("APP-FINISHED", game.parse(text))
        result = game.push(text)
        assert isinstance(result, Rejection) and result.rule == "APP-FINISHED", text
    assert game.undo().rule == "APP-FINISHED"
    assert (game.position, game.score, game.moves, game.log) == before
    assert game.is_won


@pytest.mark.parametrize("fixture", GAMES, ids=IDS)
def test_cli_play_replays_the_fixture(fixture, capsys):
    status = main(["play", fixture["code"], *fixture["log"], "--json"])
    out = capsys.readouterr()
    assert status == 0, out.err
    state = json.loads(out.out)
    assert state["won"] is True
    assert state["rejected"] is None
    assert state["score"] == fixture["score"]
    assert state["moves"] == fixture["moves"]
    assert state["code"] == fixture["code"]
    assert all(not col for col in state["columns"])
    assert sum(len(f) for f in state["foundations"]) == (104 if fixture["code"][1] == "H" else 52)


@pytest.mark.parametrize("fixture", GAMES, ids=IDS)
def test_cli_refuses_a_move_after_the_win(fixture, capsys):
    extra = "u"
    status = main(["play", fixture["code"], *fixture["log"], extra, "--json"])
    state = json.loads(capsys.readouterr().out)
    assert status == 3
    assert state["won"] is True
    assert state["rejected"] == {
        "index": len(fixture["log"]),
        "move": extra,
        "rule": "APP-FINISHED",
    }
