"""Fast checks of the PyInstaller build set-up (the real build runs in CI after the tests)."""

from __future__ import annotations

import ast
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "build_scripts"
SPEC = BUILD / "harp_and_eight.spec"
ICONS = ROOT / "resources" / "icons"


def _load(name: str, path: Path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def build():
    return _load("harp_build", BUILD / "build.py")


@pytest.fixture(scope="module")
def spec_text():
    return SPEC.read_text(encoding="utf-8")


def test_spec_is_valid_python(spec_text):
    ast.parse(spec_text)


def test_spec_bundles_resources_and_hidden_scenes(spec_text):
    assert 'RESOURCES = ROOT / "resources"' in spec_text
    assert 'datas=[(str(RESOURCES), "resources"), *copy_metadata(APP_NAME)]' in spec_text
    assert 'collect_submodules("game")' in spec_text  # scenes are imported by name
    assert (ROOT / "game" / "resources.py").read_text().count("_MEIPASS") >= 1


def test_spec_applies_the_arcade_version_fix(spec_text):
    assert 'startswith("arcade/VERSION/")' in spec_text
    assert 'a.datas.append(("arcade/VERSION", str(ARCADE / "VERSION"), "DATA"))' in spec_text


def test_spec_is_windowed_with_icons_and_excludes(spec_text):
    assert spec_text.count("        console=False,\n") == 2  # onefile and onedir
    assert "console=True" not in spec_text
    assert "upx=False" in spec_text
    assert 'ICONS / "app.ico"' in spec_text and 'ICONS / "app.icns"' in spec_text
    assert "BUNDLE(" in spec_text  # macOS .app
    tree = ast.parse(spec_text)
    excludes = next(
        ast.literal_eval(node.value) for node in ast.walk(tree)
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "EXCLUDES"
    )
    for name in ("tkinter", "tests", "hypothesis", "pytest"):
        assert name in excludes


def test_entry_script_runs_the_game_main():
    tree = ast.parse((BUILD / "app_entry.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "game.__main__" and n.names[0].name == "main" for n in imports)


def test_build_help_works():
    proc = subprocess.run([sys.executable, str(BUILD / "build.py"), "--help"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0
    assert "--onefile" in proc.stdout and "--clean" in proc.stdout


def test_pyinstaller_command_and_outputs(build):
    onedir = build.pyinstaller_command()
    assert onedir[1:3] == ["-m", "PyInstaller"] and "--noconfirm" in onedir
    assert str(build.SPEC) in onedir and onedir[-1] == "--"
    onefile = build.pyinstaller_command(onefile=True, clean=True)
    assert onefile[-2:] == ["--", "--onefile"] and "--clean" in onefile
    assert onefile[onefile.index("--workpath") + 1] != onedir[onedir.index("--workpath") + 1]
    name = build.exe_name()
    assert build.executable(False) == ROOT / "dist" / "harp-and-eight" / name
    assert build.executable(True) == ROOT / "dist" / "onefile" / name


def test_dist_and_build_are_ignored_by_git():
    ignored = (ROOT / ".gitignore").read_text().split()
    assert "dist/" in ignored and "build/" in ignored


def test_png_icon():
    with Image.open(ICONS / "app.png") as im:
        assert im.format == "PNG" and im.size == (256, 256) and im.mode == "RGBA"
        assert im.getpixel((0, 0))[3] == 0  # transparent corner
        r, g, b, a = im.getpixel((20, 128))  # the felt
        assert a == 255 and g > r and g > b


def test_ico_icon_has_the_windows_sizes():
    with Image.open(ICONS / "app.ico") as im:
        assert im.format == "ICO"
        assert {(16, 16), (32, 32), (48, 48), (256, 256)} <= set(im.info["sizes"])


def test_icns_icon():
    with Image.open(ICONS / "app.icns") as im:
        assert im.format == "ICNS"
        assert max(im.info["sizes"])[0] >= 512


def test_icon_drawing_is_our_own_code():
    icons = _load("make_icons", BUILD / "make_icons.py")
    small = icons.draw_icon(64)
    assert small.size == (64, 64) and small.mode == "RGBA"
    assert small.getpixel((0, 0))[3] == 0 and small.getpixel((32, 32))[3] == 255


def test_spec_leaves_out_the_fonts_the_game_never_draws(spec_text):
    assert 'KENNEY_FONTS = "arcade/resources/system/fonts/ttf/Kenney/"' in spec_text
    assert 'UNUSED = (KENNEY_FONTS, "resources/packaging/")' in spec_text
    assert "startswith(UNUSED)" in spec_text
