"""The wheel carries resources/ inside the package (build_scripts/wheel_resources.py) and the
game finds it there through importlib.resources (game/resources.py). The whole round trip
(python -m build, a fresh venv outside the tree, --self-test, a Russian screenshot) runs in
.ci/run."""

from __future__ import annotations

import gettext
import importlib.util
import tomllib
from pathlib import Path

import pytest

import game.resources
from game.i18n import LANGUAGES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel_resources():
    spec = importlib.util.spec_from_file_location(
        "wheel_resources", ROOT / "build_scripts" / "wheel_resources.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_copy_has_every_run_time_file_and_compiled_catalogues(wheel_resources, tmp_path):
    target = tmp_path / "game" / "_resources"
    written = wheel_resources.copy_resources(ROOT / "resources", target)
    names = {p.relative_to(target).as_posix() for p in written}
    assert names == {p.relative_to(target).as_posix()
                     for p in target.rglob("*") if p.is_file()}
    source = ROOT / "resources"
    for folder, suffix in (("sounds", ".wav"), ("winnable", ".txt"), ("selftest", ".json")):
        wanted = {p.relative_to(source).as_posix() for p in (source / folder).glob("*" + suffix)}
        assert wanted and wanted <= names
    for code in set(LANGUAGES) - {SOURCE_LANGUAGE}:
        mo = target / "locale" / code / "LC_MESSAGES" / "harp_and_eight.mo"
        with mo.open("rb") as f:
            catalogue = gettext.GNUTranslations(f)
        assert catalogue.gettext("New game") != "New game"
    assert not [n for n in names if n.endswith((".po", ".pot", ".md"))]


def test_a_missing_kind_of_file_stops_the_build(wheel_resources, tmp_path):
    (tmp_path / "resources").mkdir()
    with pytest.raises(FileNotFoundError, match="nothing matches"):
        wheel_resources.copy_resources(tmp_path / "resources", tmp_path / "out")


def test_the_build_is_told_to_use_it_and_the_sdist_carries_resources():
    with (ROOT / "pyproject.toml").open("rb") as f:
        config = tomllib.load(f)
    assert config["tool"]["setuptools"]["cmdclass"] == {
        "build_py": "build_scripts.wheel_resources.BuildPy"}
    assert any(r.startswith("babel") for r in config["build-system"]["requires"])
    manifest = (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()
    assert "graft resources" in manifest
    assert "include build_scripts/wheel_resources.py" in manifest


def test_an_installed_package_reads_its_own_copy(monkeypatch, tmp_path):
    (tmp_path / game.resources.PACKAGED).mkdir()
    monkeypatch.setattr(game.resources, "files", lambda package: tmp_path)
    assert game.resources.resource_path("sounds", "win.wav") == (
        tmp_path / "_resources" / "sounds" / "win.wav")


def test_a_source_tree_reads_resources_next_to_the_package(monkeypatch, tmp_path):
    monkeypatch.setattr(game.resources, "files", lambda package: tmp_path)  # no _resources
    assert game.resources.resources_root() == ROOT / "resources"


def test_a_frozen_app_reads_its_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert game.resources.resources_root() == tmp_path / "resources"
