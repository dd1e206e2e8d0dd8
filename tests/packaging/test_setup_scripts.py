"""scripts/setup.sh: one install stamp per set (play, test), one short line before each long
step, the installers' output kept in .venv/setup.log (shown only when a step fails). Run
with a stand-in Python that records what pip is asked, on a PATH without dpkg."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FAKE_PYTHON = """#!/bin/bash
# a stand-in interpreter: the version check passes, venv makes a copy of this script,
# pip records its arguments and prints what setuptools would
case "$1" in
  -c) exit 0 ;;
  -m)
    if [ "$2" = venv ]; then mkdir -p "$3/bin"; cp "$0" "$3/bin/python"; exit 0; fi
    if [ "$2" = pip ]; then
      echo "pip $*" >> "$PIP_LOG"
      echo "SetuptoolsWarning: Please be careful with folders in your working directory"
      [ -n "${PIP_FAILS:-}" ] && { echo "ERROR: no matching distribution" >&2; exit 1; }
      exit 0
    fi ;;
esac
exit 3
"""
TOOLS = ("bash", "cksum", "cut", "mkdir", "touch", "rm", "tail", "id", "cat", "env",
         "dirname", "cp", "sh")


@pytest.fixture
def tree(tmp_path):
    """A checkout with scripts/setup.sh, a pyproject.toml, a stand-in python3 and a PATH
    holding the few tools the script uses (no dpkg: no system packages)."""
    (tmp_path / "repo" / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "setup.sh", tmp_path / "repo" / "scripts" / "setup.sh")
    (tmp_path / "repo" / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for tool in TOOLS:
        found = shutil.which(tool)
        if found is None:
            pytest.skip(f"needs {tool}")
        (bin_dir / tool).symlink_to(found)
    fake = bin_dir / "python3"
    fake.write_text(FAKE_PYTHON)
    fake.chmod(0o755)
    return tmp_path


def setup(tree: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {"PATH": str(tree / "bin"), "HOME": str(tree), "PIP_LOG": str(tree / "pip"),
                   **env}
    return subprocess.run(["bash", str(tree / "repo" / "scripts" / "setup.sh"), *args],
                          cwd=tree, env=environment, capture_output=True, text=True,
                          timeout=60)


def pip_calls(tree: Path) -> list[str]:
    log = tree / "pip"
    return log.read_text().splitlines() if log.exists() else []


def test_play_installs_the_game_alone_once_with_one_line(tree):
    first = setup(tree, "play")
    assert first.returncode == 0, first.stderr
    assert first.stdout == "Setting up the game (first run, under a minute)…\n"
    assert first.stderr == ""  # setuptools' warning stays in the log
    assert pip_calls(tree)[-1] == "pip -m pip install -q -e ."
    assert "SetuptoolsWarning" in (tree / "repo" / ".venv" / "setup.log").read_text()
    again = setup(tree, "play")
    assert again.returncode == 0 and again.stdout == again.stderr == ""
    assert len(pip_calls(tree)) == 2  # pip's upgrade and the install, not again


def test_testing_after_playing_still_installs_the_test_set(tree):
    setup(tree, "play")
    test = setup(tree, "test")
    assert test.returncode == 0, test.stderr
    assert test.stdout == "Installing the test and build tools (once, about a minute)…\n"
    assert pip_calls(tree)[-1] == "pip -m pip install -q -e .[test,build]"
    calls = len(pip_calls(tree))
    for args in (("test",), ("play",), ()):  # the test set is the default and holds play's
        quiet = setup(tree, *args)
        assert quiet.stdout == "" and len(pip_calls(tree)) == calls, args


def test_a_changed_pyproject_installs_again(tree):
    setup(tree, "play")
    (tree / "repo" / "pyproject.toml").write_text("[project]\nname = 'y'\n")
    update = setup(tree, "play")
    assert update.stdout == "Updating the game's libraries (under a minute)…\n"
    assert pip_calls(tree)[-1] == "pip -m pip install -q -e ."
    stamps = sorted(p.name for p in (tree / "repo" / ".venv").glob(".installed-*"))
    assert len(stamps) == 1 and stamps[0].startswith(".installed-play-")


def test_a_failing_install_says_so_and_shows_the_logs_end(tree):
    result = setup(tree, "play", PIP_FAILS="1")
    assert result.returncode == 1
    assert "failed; the last lines of .venv/setup.log" in result.stderr
    assert "no matching distribution" in result.stderr
    assert not list((tree / "repo" / ".venv").glob(".installed-*"))


def test_an_unknown_set_is_refused(tree):
    result = setup(tree, "everything")
    assert result.returncode == 2 and result.stderr.startswith("usage:")


def test_play_and_test_scripts_name_their_sets():
    assert "bash scripts/setup.sh play\n" in (ROOT / "scripts" / "play.sh").read_text()
    assert "bash scripts/setup.sh test\n" in (ROOT / "scripts" / "test.sh").read_text()
    assert os.access(ROOT / "scripts" / "setup.sh", os.X_OK)
