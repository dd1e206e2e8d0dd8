"""``python -m game.cli solve`` and ``hint`` (NOTATION.md): the JSON contract, exit codes."""

from __future__ import annotations

import json

from game.cli import main
from game.engine.game import Game


def cli(capsys, *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def test_solve_json_winnable_line_replays(capsys):
    rc, out, err = cli(capsys, "solve", "eo1-c8-aaaaafa", "1>c5", "--json")
    doc = json.loads(out)
    assert rc == 0 and err == ""
    assert list(doc) == ["code", "moves", "result", "line", "seconds", "states"]
    assert doc["code"] == "EO1-C8-AAAAAFA" and doc["moves"] == ["1>c5"]
    assert doc["result"] == "winnable" and doc["states"] > 0
    assert Game.from_log(doc["code"], doc["moves"] + doc["line"]).is_won


def test_solve_json_unwinnable_is_proved(capsys):
    rc, out, _ = cli(capsys, "solve", "EO1-C4-AAAAAAB", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["result"] == "unwinnable" and doc["line"] is None


def test_solve_json_unknown_when_the_budget_is_zero(capsys):
    rc, out, _ = cli(capsys, "solve", "EH1-N-AAAAAAB", "--budget", "0", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["result"] == "unknown" and doc["line"] is None


def test_solve_folds_undo_and_redo(capsys):
    rc, out, _ = cli(capsys, "solve", "EO1-C8-AAAAAFA", "1>c5", "u", "r", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["moves"] == ["1>c5", "u", "r"]
    assert Game.from_log(doc["code"], doc["moves"] + doc["line"]).is_won


def test_solve_for_people(capsys):
    rc, out, _ = cli(capsys, "solve", "EO1-C4-AAAAAAB")
    assert rc == 0 and "unwinnable" in out


def test_hint_json(capsys):
    rc, out, _ = cli(capsys, "hint", "EO1-C8-AAAAAFA", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["result"] == "winnable"
    assert doc["move"] == doc["line"][0]
    assert doc["move"] in [str(m) for m in Game.from_code("EO1-C8-AAAAAFA").legal_moves()]


def test_hint_json_no_move_on_a_dead_deal(capsys):
    rc, out, _ = cli(capsys, "hint", "EO1-C2-AAAAAFA", "--json")
    doc = json.loads(out)
    assert rc == 0 and doc["move"] is None and doc["result"] == "unwinnable"


def test_solve_rejected_move_exits_3_with_one_line(capsys):
    rc, out, err = cli(capsys, "solve", "EO1-C8-AAAAAFA", "1>c5", "3>3", "--json")
    assert rc == 3 and out == ""
    assert err == "error: move 2 '3>3' is refused: Cards cannot be placed there by hand.\n"


def test_hint_malformed_input_exits_2(capsys):
    for args in (("hint", "EO1-C8-AAAAAFA", "--budget", "soon"),
                 ("hint", "EO1-C8-AAAAAFA", "--budget", "-1"),
                 ("solve", "EO1-X8-AAAAAFA"),
                 ("solve", "EO1-C8-AAAAAFA", "9>1")):
        rc, out, err = cli(capsys, *args)
        assert rc == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1
