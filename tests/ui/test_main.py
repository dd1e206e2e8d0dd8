"""``python -m game``: arguments, ``--screenshot`` end to end, and bad input (one line on
stderr, exit 2, nothing written)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from engine_helpers import RULE_ID
from PIL import Image

from game.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def run_game(*args, home):
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(home))
    return subprocess.run(
        [sys.executable, "-m", "game", *args], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=120,
    )


def test_screenshot_of_a_deal_after_moves(tmp_path):
    out = tmp_path / "shot.png"
    result = run_game("--deal", "EO1-C8-AAAAAFA", "--size", "1000x700", "--moves", "1>c5 1>8",
                      "--screenshot", str(out), home=tmp_path / "h")
    assert result.returncode == 0, result.stderr
    image = Image.open(out)
    assert image.size == (1000, 700)
    assert len(set(image.convert("RGB").getdata())) > 50  # a table, not a blank frame
    assert image.convert("RGBA").getchannel("A").getextrema() == (255, 255)  # opaque


def test_screenshot_honours_game_and_cells(tmp_path):
    by_game = tmp_path / "by-game.png"
    by_code = tmp_path / "by-code.png"
    result = run_game("--game", "eight-off", "--cells", "4", "--size", "900x600",
                      "--screenshot", str(by_game), home=tmp_path / "h")
    assert result.returncode == 0, result.stderr
    result = run_game("--deal", "EO1-C4-AAAAAAB", "--size", "900x600",
                      "--screenshot", str(by_code), home=tmp_path / "h")
    assert result.returncode == 0, result.stderr
    assert Image.open(by_game).tobytes() == Image.open(by_code).tobytes()  # deal 1, 4 cells


def test_screenshot_to_a_path_that_cannot_be_written(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = run_game("--view", "menu", "--screenshot", str(blocker / "x.png"),
                      home=tmp_path / "h")
    assert result.returncode == 2
    assert result.stderr.startswith("error: cannot write the screenshot")
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("args", "fragment"),
    [
        (["--deal", "EX1-N-AAAAAAB"], "unknown prefix"),
        (["--deal", "EH1-N-AAAAAAB", "--game", "eight-off"], "contradicts"),
        (["--deal", "EO1-C8-AAAAAAB", "--cells", "4"], "contradicts"),
        (["--size", "12x"], "--size"),
        (["--size", "100x100"], "out of range"),
        (["--moves", "1>2"], "--moves needs --deal"),
        (["--deal", "EO1-C8-AAAAAAB", "--moves", "1>9"], "--moves"),
        (["replay"], "replay needs"),
        (["a.harp-eight", "b.harp-eight"], "unknown command"),
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(capsys, args, fragment):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert fragment in err and err.startswith("error:")
    assert len(err.strip().splitlines()) == 1


def test_a_screenshot_never_touches_the_players_game_history_or_settings(tmp_path):
    home = tmp_path / "h"
    data, config = home / "data", home / "config"
    made = run_game("--deal", "EO1-C8-AAAAAFA", "--moves", "1>c5", "--screenshot",
                    str(tmp_path / "a.png"), home=home)
    assert made.returncode == 0
    # Put a real game in progress in place, as a player would have it.
    from game.engine.game import Game
    from game.engine.notation import SavedGame, dump_game

    game = Game.from_log("EO1-C8-AAAAAFA", ["1>c5", "1>8"])
    data.mkdir(parents=True, exist_ok=True)
    (data / "in_progress.json").write_text(dump_game(SavedGame(game, 12.0)), encoding="utf-8")
    before = {p.name: p.read_bytes() for d in (data, config) if d.exists() for p in d.iterdir()}
    result = run_game("--deal", "EH1-N-AAAAAAF", "--moves", "s", "--screenshot",
                      str(tmp_path / "b.png"), home=home)
    assert result.returncode == 0, result.stderr
    after = {p.name: p.read_bytes() for d in (data, config) if d.exists() for p in d.iterdir()}
    assert after == before


def test_cells_with_easy_harp_is_an_error(capsys):
    assert main(["--game", "easy-harp", "--cells", "4"]) == 2
    assert main(["--deal", "EH1-N-AAAAAAB", "--cells", "4"]) == 2
    assert capsys.readouterr().err.count("--cells applies to Eight Off only") == 2


def test_an_empty_screenshot_name_is_an_error(capsys):
    assert main(["--screenshot", ""]) == 2
    assert "needs a file name" in capsys.readouterr().err


@pytest.mark.parametrize(
    "args",
    [["--view", "nowhere"], ["--view", "nowhere", "--screenshot", "x.png"], ["--cells", "3"],
     ["--bogus"], ["--game", "klondike"], ["--deal"]],
)
def test_refusals_by_the_parser_are_one_line_too(capsys, args):
    assert main(args) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and "usage:" not in err
    assert len(err.strip().splitlines()) == 1


def test_help_describes_every_option(capsys):
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--deal", "--game", "--cells", "--windowed", "--fullscreen", "--size",
                   "--screenshot", "--moves", "--view", "--self-test"):
        line = next(li for li in out.splitlines() if li.strip().startswith(option))
        # the description follows the option on its line or on the next one
        following = out.splitlines()[out.splitlines().index(line) + 1]
        assert len(line.split()) > 2 or following.startswith(" " * 10), option


def test_view_accepts_every_scene_of_the_navigator_and_names_them_when_wrong(capsys):
    from game.ui.navigator import SCENES, VIEW_NAMES

    assert VIEW_NAMES == ("table", *SCENES)
    assert main(["--view", "nowhere"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: --view 'nowhere' is not a scene")
    assert all(name in err for name in VIEW_NAMES)


def test_moves_without_a_screenshot_are_played(app):
    import argparse

    from game.engine.deal import parse_code
    from game.ui.run import open_first_view

    args = argparse.Namespace(command=None, file=None, game=None, cells=None,
                              screenshot=None, view="table")
    open_first_view(app, args, parse_code("EO1-C8-AAAAAFA"), ["1>c5", "1>8"])
    assert (app.services.playing.table is not None
            and list(app.services.playing.table.game.log) == ["1>c5", "1>8"])


def test_moves_that_the_rules_refuse_exit_3_before_any_window(capsys):
    """One line, naming the move and saying why in the table's words (never a rule id)."""
    assert main(["--deal", "EO1-C8-AAAAAFA", "--moves", "1>c5 1>7"]) == 3
    err = capsys.readouterr().err
    assert err == ("error: --moves: move 2 '1>7' is refused: Build down in the same suit: a "
                   "card goes on one rank higher of its suit.\n")
    assert main(["--deal", "EH1-N-AAAAAAF", "--moves", "8>5"]) == 3
    err = capsys.readouterr().err
    assert err.startswith("error: --moves: move 1 '8>5' is refused: ")
    assert not RULE_ID.search(err) and err.count("\n") == 1


def test_moves_with_another_scene_are_an_error(capsys):
    assert main(["--deal", "EO1-C8-AAAAAFA", "--moves", "1>c5", "--view", "menu"]) == 2
    assert "--moves applies to the table" in capsys.readouterr().err


# --------------------------------------------------------------------- exit codes, one line
def _one_error_line(result) -> str:
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error:"), result.stderr
    return lines[0]


def test_a_screenshot_of_a_replay_that_cannot_be_made_exits_2(tmp_path):
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    shot = tmp_path / "x.png"
    result = run_game("--screenshot", str(shot), "replay", str(empty), home=tmp_path / "h")
    assert result.returncode == 2
    _one_error_line(result)
    assert not shot.exists()


def test_a_deleted_working_folder_is_one_line_and_exit_1(tmp_path):
    gone = tmp_path / "gone"
    gone.mkdir()
    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(tmp_path / "h"),
               PYTHONPATH=str(ROOT))
    script = (f"import os, runpy, sys; os.chdir({str(gone)!r}); os.rmdir({str(gone)!r}); "
              "sys.argv = ['game', '--screenshot', '/dev/null/x.png', '--view', 'menu']; "
              "runpy.run_module('game', run_name='__main__')")
    result = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 1
    assert "folder no longer exists" in _one_error_line(result)


def test_no_display_is_one_line_and_exit_1(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "ARCADE_HEADLESS")}
    env["HARP_EIGHT_HOME"] = str(tmp_path / "h")
    result = subprocess.run([sys.executable, "-m", "game", "--windowed"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert "display" in _one_error_line(result)


@pytest.mark.parametrize("size", ["799x600", "800x599", "8193x600", "14000x14000"])
def test_sizes_outside_800x600_to_8192_are_refused(capsys, size):
    assert main(["--size", size, "--windowed"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: --size") and "800x600 up to 8192x8192" in err
    assert len(err.strip().splitlines()) == 1


def test_a_window_the_driver_cannot_make_is_one_line_and_exit_1(tmp_path, monkeypatch, capsys):
    import argparse

    from game.ui import run as run_module

    class Refused(Exception):
        pass

    def refuse(*args, **kwargs):
        raise Refused("GLXBadFBConfig\nsecond line")

    monkeypatch.setenv("HARP_EIGHT_HOME", str(tmp_path))
    monkeypatch.setattr(run_module, "App", refuse)
    args = argparse.Namespace(lang=None, fullscreen=False, windowed=True, screenshot=None,
                              size="1280x800", command=None)
    assert run_module.run(args, None, (1280, 800), []) == 1
    err = capsys.readouterr().err
    assert err == "error: the window cannot be made: GLXBadFBConfig second line\n"


def test_the_size_limit_is_in_the_help_and_the_readme():
    help_text = " ".join(build_help().split())
    assert "800x600 up to 8192x8192" in help_text
    assert "800x600 up to 8192x8192" in (ROOT / "README.md").read_text(encoding="utf-8")


def build_help() -> str:
    from game.__main__ import build_parser

    return build_parser().format_help()


def test_a_bare_file_is_replay_file(monkeypatch, tmp_path):
    """How a desktop opens a double-clicked saved game: ``Exec=harp-and-eight %f``."""
    seen = {}

    def fake_run(args, spec, size, moves):
        seen["args"] = (args.command, args.file)
        return 0

    monkeypatch.setattr("game.ui.run.run", fake_run)
    path = tmp_path / "g.harp-eight"
    assert main([str(path)]) == 0
    assert seen["args"] == ("replay", str(path))


def test_a_screenshot_of_a_large_saved_game_is_read_at_once(tmp_path):
    from won_lines import EO130_WON_LOG

    from game.engine.game import Game
    from game.engine.notation import SavedGame, dump_game
    from game.ui.views.replay_files import READ_AT_ONCE

    text = dump_game(SavedGame(Game.from_log("EO1-C8-AAAAAFA", EO130_WON_LOG), 5.0))
    big = tmp_path / "big.json"
    big.write_text(text + " " * (READ_AT_ONCE + 1 - len(text)))  # JSON's trailing spaces
    shot = tmp_path / "x.png"
    result = run_game("--screenshot", str(shot), "replay", str(big), home=tmp_path / "h")
    assert result.returncode == 0, result.stderr
    assert shot.exists()
