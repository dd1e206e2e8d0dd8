"""The version has one source, pyproject.toml, read through importlib.metadata."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import game
from game.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def _pyproject() -> dict:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)


def test_the_version_is_pyprojects():
    assert game.version() == _pyproject()["project"]["version"]
    assert game.__version__ == game.version()


def test_no_other_file_spells_the_version():
    number = _pyproject()["project"]["version"]
    for path in [*ROOT.glob("game/**/*.py"), *ROOT.glob("build_scripts/*")]:
        if path.is_file():
            assert f'"{number}"' not in path.read_text(encoding="utf-8"), path


def test_dash_dash_version_prints_it_on_stdout_and_exits_0(capsys):
    assert main(["--version"]) == 0
    out, err = capsys.readouterr()
    assert out == f"harp-and-eight {game.version()}\n" and err == ""


def test_dash_dash_version_in_a_process():
    proc = subprocess.run([sys.executable, "-m", "game", "--version"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and proc.stdout.split() == ["harp-and-eight", game.version()]


def test_the_licence_is_mit():
    project = _pyproject()["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
