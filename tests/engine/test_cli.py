"""``python -m game.cli`` end to end (NOTATION.md: only ``--json`` output and exit codes are
a contract).

A representative set runs in a real subprocess from the repository root; the many malformed
inputs run in-process through ``game.cli.main`` (each subprocess costs ~100 ms).
"""

from __future__ import annotations

import datetime
import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import RULE_ID
from won_lines import EO130_WON_LOG

from game.cli import main
from game.engine.deal import EASY_HARP, EIGHT_OFF, DealSpec, daily_deal
from game.engine.game import Game
from game.engine.notation import SavedGame, dump_game, state_dict
from game.reminders import reminder_text

ROOT = Path(__file__).resolve().parents[2]
EO = "EO1-C8-AAAAAFA"
EH = "EH1-N-AAAAAAF"

EO_KEYS = [
    "code",
    "variant",
    "deal",
    "columns",
    "cells",
    "foundations",
    "score",
    "moves",
    "won",
    "rejected",
]
EH_KEYS = [
    "code",
    "variant",
    "deal",
    "columns",
    "foundations",
    "stock",
    "waste",
    "score",
    "moves",
    "won",
    "rejected",
]



def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.cli", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def json_of(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    assert proc.stdout.count("\n") == 1, proc.stdout  # one object on one line
    return json.loads(proc.stdout)


def assert_malformed(rc: int, out: str, err: str) -> str:
    assert rc == 2
    assert out == ""
    assert err.startswith("error:"), err
    assert err.endswith("\n") and err.count("\n") == 1, repr(err)
    return err


def save(tmp_path: Path, game: Game, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(dump_game(SavedGame(game, elapsed=4.5, started="2026-11-29T17:00:00Z")))
    return path


# --------------------------------------------------------------------------- subprocess
def test_deal_eight_off_json() -> None:
    proc = run("deal", "EO1-C8-AAAAAAB", "--json")
    assert proc.returncode == 0 and proc.stderr == ""
    state = json_of(proc)
    assert list(state) == EO_KEYS
    assert state["code"] == "EO1-C8-AAAAAAB" and state["variant"] == "eight-off"
    assert state["deal"] == 1
    assert [c[0] for c in state["columns"]] == "JD 2D 9H JC 5D 7H 7C 5H".split()
    assert state["columns"][0] == "JD KD 2S 4C 3S 6D".split()
    assert state["cells"] == ["6S", "9C", "2H", "6H", None, None, None, None]
    assert state["foundations"] == [[], [], [], []]
    assert (state["score"], state["moves"], state["won"], state["rejected"]) == (0, 0, False, None)


def test_deal_easy_harp_json() -> None:
    proc = run("deal", "eh1-n-aaaaaab", "--json")
    assert proc.returncode == 0 and proc.stderr == ""
    state = json_of(proc)
    assert list(state) == EH_KEYS
    assert state["code"] == "EH1-N-AAAAAAB" and state["variant"] == "easy-harp"
    assert [c[-1] for c in state["columns"]] == "JD KD 6S AC QD JC 4H QD 9D".split()
    assert state["columns"][1] == ["#8H", "KD"]
    assert state["columns"][8] == "#QH #AS #6C #6C #JH #2S #3C #5C 9D".split()
    assert state["stock"][:3] == ["9S", "7H", "3H"] and len(state["stock"]) == 59
    assert state["waste"] == [] and state["foundations"] == [[]] * 8


def test_deal_for_people() -> None:
    proc = run("deal", EO)
    assert proc.returncode == 0 and proc.stderr == ""
    assert EO in proc.stdout and "QS" in proc.stdout


def test_play_the_documented_command() -> None:
    proc = run("play", "EO1-C8-AAAAAFA", "1>c5", "--json")
    assert proc.returncode == 0 and proc.stderr == ""
    state = json_of(proc)
    assert list(state) == EO_KEYS
    assert state["code"] == "EO1-C8-AAAAAFA"
    assert state["variant"] == "eight-off"
    assert state["deal"] == 130
    assert state["columns"] == [
        ["QS", "KS", "7C", "2C", "4S"],
        ["JS", "TC", "8H", "9S", "4C", "5C"],
        ["AH", "8S", "TS", "3H", "4D", "7S"],
        ["5H", "QD", "9D", "3D", "6H", "KD"],
        ["6D", "6C", "AC", "KC", "QC", "7H"],
        ["4H", "3S", "7D", "8C", "6S", "JC"],
        ["9H", "3C", "AS", "JH", "QH", "5D"],
        ["TH", "AD", "JD", "9C", "2H", "5S"],
    ]
    assert state["cells"] == ["2D", "8D", "2S", "KH", "TD", None, None, None]
    assert state["foundations"] == [[], [], [], []]
    assert state["score"] == 0
    assert state["moves"] == 1
    assert state["won"] is False
    assert state["rejected"] is None
    assert "stock" not in state and "waste" not in state
    # the same as the engine's own view of that game
    game = Game.from_code(EO)
    game.push("1>c5")
    assert state == state_dict(game)


def test_play_rejected_move_exits_3() -> None:
    proc = run("play", EO, "1>C5", "2>C5", "3>c", "--json")
    assert proc.returncode == 3 and proc.stderr == ""
    state = json_of(proc)
    assert state["rejected"] == {"index": 1, "move": "2>C5", "rule": "EO-CELL"}
    assert list(state["rejected"]) == ["index", "move", "rule"]
    assert state["moves"] == 1 and state["cells"][4] == "TD"  # the state after "1>C5"


def test_play_easy_harp_json() -> None:
    proc = run("play", EH, "1>f", "s", "--json")
    assert proc.returncode == 0
    state = json_of(proc)
    assert list(state) == EH_KEYS
    assert state["foundations"][2] == ["AH"]
    assert state["columns"][0] == []
    assert state["waste"] == ["8D"] and state["stock"][0] == "QS"
    assert (state["score"], state["moves"]) == (10, 2)


def test_replay_file_json(tmp_path: Path) -> None:
    game = Game.from_log(EO, EO130_WON_LOG)
    path = save(tmp_path, game)
    proc = run("replay", str(path), "--json")
    assert proc.returncode == 0 and proc.stderr == ""
    state = json_of(proc)
    assert list(state) == EO_KEYS
    assert state["won"] is True and state["score"] == 685 and state["moves"] == 138
    assert state["foundations"] == [[r + s for r in "A23456789TJQK"] for s in "SHDC"]
    assert state["columns"] == [[]] * 8 and state["cells"] == [None] * 8
    assert state["rejected"] is None


def test_a_reader_that_closes_the_pipe_gets_no_traceback() -> None:
    """``python -m game.cli deal CODE | head -c 1``: the reader goes away before the output
    is written; the command ends with status 1 and says nothing on stderr."""
    child = subprocess.Popen([sys.executable, "-m", "game.cli", "deal", "EH1-N-AAAAAAB"],
                             cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # before the interpreter has even imported the engine
    err = child.stderr.read()
    assert child.wait(timeout=120) == 1
    assert err == b"", err


def test_daily() -> None:
    proc = run("daily", "eight-off", "--date", "2026-11-29")
    assert (proc.returncode, proc.stderr) == (0, "")
    assert proc.stdout == DealSpec(EIGHT_OFF, 697_983, 8).code + "\n"
    proc = run("daily", "easy-harp", "--date", "2026-11-29")
    assert proc.stdout == DealSpec(EASY_HARP, 551_564).code + "\n"
    proc = run("daily", "eight-off", "--date", "2026-11-29", "--cells", "2")
    assert proc.stdout == DealSpec(EIGHT_OFF, 697_983, 2).code + "\n"


@pytest.mark.parametrize(
    "args",
    [
        ["deal", "XX1-N-AAAAAAF"],
        ["play", EO, "hello"],
        ["play", EO, "w>3"],
        ["replay", "/nonexistent/dir/game.json"],
        ["daily", "eight-off", "--date", "2026-13-01"],
        ["shuffle", EO],
        [],
    ],
)
def test_malformed_in_a_subprocess(args: list[str]) -> None:
    proc = run(*args)
    assert_malformed(proc.returncode, proc.stdout, proc.stderr)
    assert "Traceback" not in proc.stderr


# --------------------------------------------------------------------------- in-process
def cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out, err = capsys.readouterr()
    return rc, out, err


def test_play_without_moves_and_with_comma_lists(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = cli(capsys, "play", EO, "--json")
    assert (rc, err) == (0, "")
    assert json.loads(out)["moves"] == 0
    rc, out, _ = cli(capsys, "play", EO, "1>c5,1>8", "3>c6 3>7", "--json")
    assert rc == 0
    state = json.loads(out)
    assert state["moves"] == 4
    assert state == state_dict(Game.from_log(EO, ["1>c5", "1>8", "3>c6", "3>7"]))


def test_play_with_undo_and_stops_at_the_first_rejection(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rc, out, err = cli(capsys, "play", EO, "1>c5", "u", "u", "1>c6", "--json")
    assert (rc, err) == (3, "")
    state = json.loads(out)
    assert state["rejected"] == {"index": 2, "move": "u", "rule": "APP-UNDO-EMPTY"}
    assert state["moves"] == 1 and state["cells"][4] is None and state["cells"][5] is None


def test_play_rejection_for_people(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = cli(capsys, "play", EO, "3>3")
    assert (rc, err) == (3, "")
    assert out.endswith("Rejected: move 1 '3>3': Cards cannot be placed there by hand.\n")


def test_replay_for_people_and_in_progress(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = Game.from_log(EH, ["1>f", "s", "u", "s"])
    path = save(tmp_path, game)
    rc, out, err = cli(capsys, "replay", str(path), "--json")
    assert (rc, err) == (0, "")
    assert json.loads(out) == state_dict(game)
    rc, out, err = cli(capsys, "replay", str(path))
    assert (rc, err) == (0, "") and EH in out


def test_daily_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    rc, out, err = cli(capsys, "daily", "eight-off", "--cells", "4")
    today = datetime.date.today()
    assert (rc, err) == (0, "")
    assert out == daily_deal(EIGHT_OFF, today, 4).code + "\n"
    rc, out, _ = cli(capsys, "daily", "easy-harp")
    assert out == daily_deal(EASY_HARP, today).code + "\n"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        # bad codes
        (["deal", "XX1-N-AAAAAAF"], ["prefix"]),
        (["deal", "EH1-N-AAAAAAA"], ["AAAAAAA"]),
        (["deal", "EO1-C9-AAAAAFA"], ["option"]),
        (["deal", "EH1-N-AAAAAF"], ["letters"]),
        (["deal", ""], ["empty"]),
        (["deal", "130"], ["game"]),
        (["deal", "\uff25\uff28\uff11-N-AAAAAAF"], ["ASCII"]),
        (["play", "EO1-C8-ZZZZZZZ", "1>c5"], ["ZZZZZZZ"]),
        (["play", "EO1-C8-AAAAAFA\nX"], []),
        # bad move syntax
        (["play", EO, "hello"], ["hello"]),
        (["play", EO, "1>c5", "3>>4"], ["3>>4"]),
        (["play", EO, "1-2"], ["1-2"]),
        (["play", EO, "1>2x"], ["1>2x"]),
        (["play", EO, "3>3", "bogus"], ["bogus"]),  # malformed anywhere: nothing is played
        # unknown piles
        (["play", EO, "w>3"], ["waste"]),
        (["play", EO, "s"], ["stock"]),
        (["play", EO, "9>1"], ["column 9"]),
        (["play", "EO1-C4-AAAAAFA", "1>c5"], ["cell 5"]),
        (["play", EH, "1>c1"], ["cell"]),
        (["play", EH, "10>1"], ["column 10"]),
        (["play", EO, "c>1"], ["number"]),
        (["play", EO, "f5>1"], ["foundation 5"]),
        # bad dates and options
        (["daily", "eight-off", "--date", "2026-13-01"], ["2026-13-01"]),
        (["daily", "eight-off", "--date", "2026-02-30"], ["2026-02-30"]),
        (["daily", "eight-off", "--date", "yesterday"], ["yesterday"]),
        (["daily", "eight-off", "--date", "20261129"], ["20261129"]),
        (["daily", "eight-off", "--date", "2026-W48-7"], ["2026-W48-7"]),
        (["daily", "eight-off", "--date", "2026-11-29T00:00"], ["date"]),
        (["daily", "eight-off", "--date", "2026-11-29 "], ["date"]),
        (["daily", "eight-off", "--date", ""], ["date"]),
        (["daily", "eight-off", "--date", "\uff12\uff10\uff12\uff16-11-29"], ["date"]),
        (["daily", "eight-off", "--date", "26-11-29"], ["date"]),
        (["daily", "eight-off", "--cells", "3"], ["cells"]),
        (["daily", "eight-off", "--cells", "x"], ["cells"]),
        (["daily", "easy-harp", "--cells", "4"], ["cells"]),
        (["daily", "spider"], ["spider"]),
        (["daily", "eight-off", "--date"], ["date"]),
        # unknown commands, missing or extra arguments
        (["shuffle"], ["shuffle"]),
        (["DEAL", EO], ["DEAL"]),
        (["--json"], []),
        ([], ["command"]),
        (["deal"], ["code"]),
        (["play"], ["code"]),
        (["replay"], ["file"]),
        (["daily"], ["game"]),
        (["deal", EO, "extra"], ["extra"]),
        (["deal", EO, "--yaml"], ["--yaml"]),
        (["replay", "a.json", "b.json"], ["b.json"]),
        (["deal", EO, "--x\ny"], []),  # even an argument with a line break: one line
    ],
)
def test_malformed_arguments(
    capsys: pytest.CaptureFixture[str], args: list[str], words: list[str]
) -> None:
    err = assert_malformed(*cli(capsys, *args))
    for word in words:
        assert word in err, (word, err)


def _saved_doc() -> dict[str, Any]:
    return json.loads(dump_game(SavedGame(Game.from_log(EO, ["1>c5", "1>8"]), elapsed=2.0)))


def _bad_files() -> dict[str, tuple[bytes | None, list[str]]]:
    good = dump_game(SavedGame(Game.from_log(EO, ["1>c5", "1>8"]), elapsed=2.0))
    doc = _saved_doc()
    newer = dict(doc, version=2)
    tampered_log = dict(doc, log=["1>c5", "1>7"])
    tampered_score = dict(doc, score=50)
    return {
        "empty": (b"", ["JSON"]),
        "not-json": (b"hello, world\n", ["JSON"]),
        "binary": (b"\x00\xff\xfe\x80garbage", ["JSON"]),
        "deep": (b"[" * 100_000, ["JSON"]),
        "foreign-list": (b"[1, 2, 3]", ["format"]),
        "foreign-object": (json.dumps({"name": "settings", "volume": 3}).encode(), ["format"]),
        "truncated": (good[: len(good) // 2].encode(), ["JSON"]),
        "tampered-log": (json.dumps(tampered_log).encode(), ["checksum"]),
        "tampered-score": (json.dumps(tampered_score).encode(), ["checksum"]),
        "edited-text": (good.replace('"1>8"', '"1>7"').encode(), ["checksum"]),
        "newer": (json.dumps(newer).encode(), ["version"]),
    }


@pytest.mark.parametrize("kind", sorted(_bad_files()))
def test_replay_malformed_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    data, words = _bad_files()[kind]
    path = tmp_path / f"{kind}.json"
    path.write_bytes(data)
    err = assert_malformed(*cli(capsys, "replay", str(path), "--json"))
    for word in words:
        assert word in err, (word, err)


def test_replay_missing_and_unreadable_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = assert_malformed(*cli(capsys, "replay", str(tmp_path / "missing.json")))
    assert "missing.json" in err
    err = assert_malformed(*cli(capsys, "replay", str(tmp_path)))  # a folder: unreadable
    assert str(tmp_path) in err
    err = assert_malformed(*cli(capsys, "replay", str(tmp_path / "no\nsuch.json")))
    assert "such.json" in err


def test_replay_a_file_that_does_not_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = _saved_doc()
    doc["log"] = ["1>c5", "3>3"]
    body = {k: v for k, v in doc.items() if k != "checksum"}
    canonical = json.dumps(body, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    doc["checksum"] = hashlib.sha256(canonical.encode("ascii")).hexdigest()
    path = tmp_path / "bad-replay.json"
    path.write_text(json.dumps(doc))
    err = assert_malformed(*cli(capsys, "replay", str(path)))
    assert "does not replay" in err and "3>3" in err


def test_help_gives_a_line_and_a_working_example_per_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import shlex

    from game.cli import COMMANDS, DESCRIPTION

    run = subprocess.run([sys.executable, "-m", "game.cli", "--help"], capture_output=True,
                         text=True, check=True, cwd=Path(__file__).resolve().parents[2])
    lines = run.stdout.splitlines()
    assert lines[2] == DESCRIPTION and len(DESCRIPTION) <= 80 and "``" not in run.stdout
    for name, (text, example) in COMMANDS.items():
        assert f"    {name}" in run.stdout and text in run.stdout
        assert f"  python -m game.cli {example}" in lines
        argv = shlex.split(example)
        if name == "replay":
            save(tmp_path, Game.from_log(EO, ["1>c5", "1>8"]), argv[1])
            monkeypatch.chdir(tmp_path)
        assert cli(capsys, *argv)[0] == 0, example
        rc, out, _ = cli_help(capsys, name)
        assert rc == 0 and f"python -m game.cli {example}" in out and text[1:] in out


def cli_help(capsys: pytest.CaptureFixture[str], name: str) -> tuple[int, str, str]:
    """``python -m game.cli NAME --help`` in this process (argparse exits 0 after it)."""
    with pytest.raises(SystemExit) as done:
        main([name, "--help"])
    out, err = capsys.readouterr()
    return int(done.value.code or 0), out, err


# ------------------------------------------------------- a refused move in the player's words
@pytest.mark.parametrize(("code", "moves", "rule"), [
    (EO, ["1>c5", "1>7"], "EO-BUILD"),  # 4S on 5D
    (EO, ["1>c5", "3>3"], "APP-BAD-TARGET"),
    (EH, ["8>5"], "EH-BUILD"),
])
def test_a_refused_move_prints_its_reminder_never_its_rule_id(capsys, code, moves, rule):
    """The people's output of ``play`` and the stderr line of ``solve`` and ``hint`` say
    why in the words the table uses (the rule's reminder); ``--json`` keeps the id."""
    sentence = reminder_text(rule, Game.from_log(code, moves[:-1]).position)
    assert not RULE_ID.search(sentence)
    rc = main(["play", code, *moves])
    out, err = capsys.readouterr()
    assert rc == 3 and err == ""
    last = out.strip().splitlines()[-1]
    assert last == f"Rejected: move {len(moves)} '{moves[-1]}': {sentence}"
    assert not RULE_ID.search(out)
    for command in ("solve", "hint"):
        rc = main([command, code, *moves, "--budget", "0.1"])
        out, err = capsys.readouterr()
        assert rc == 3 and out == ""
        assert err == f"error: move {len(moves)} '{moves[-1]}' is refused: {sentence}\n"
    main(["play", code, *moves, "--json"])
    assert json.loads(capsys.readouterr().out)["rejected"]["rule"] == rule
