"""The third-party notices (game/notices.py): every bundled distribution, library, font and
the bootloader has an entry with its licence and text; a build with one missing fails."""

from __future__ import annotations

import ctypes.util
import json
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

import pytest

from game import notices
from game.notices import Notice

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def environment_notices():
    return notices.collect(frozen=True)


def test_every_runtime_distribution_has_a_licence_and_its_text(environment_notices):
    names = {n.name for n in environment_notices if n.kind == "distribution"}
    wanted = {d.metadata["Name"] for d in notices.runtime_distributions()[1:]}
    assert wanted and names == wanted
    assert {"arcade", "pyglet", "pillow", "babel", "platformdirs"} <= {
        notices._key(n) for n in names}
    assert notices.missing(environment_notices) == []


def test_the_game_itself_is_not_a_third_party(environment_notices):
    assert "harp-and-eight" not in {notices._key(n.name) for n in environment_notices}


def test_python_the_fonts_and_the_bootloader_are_listed(environment_notices):
    kinds = {n.kind: n for n in environment_notices}
    assert kinds["python"].licence == "PSF-2.0"
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in kinds["python"].text.upper()
    assert kinds["font"].licence == "OFL-1.1" and "PERMISSION & CONDITIONS" in kinds["font"].text
    boot = kinds["bootloader"]
    assert boot.licence.startswith("GPL-2.0-or-later WITH") and "bootloader" in boot.text.lower()


def test_arcade_says_mit_through_the_override_with_its_source(environment_notices):
    arcade = next(n for n in environment_notices if n.name == "arcade")
    assert arcade.licence == "MIT" and arcade.source == notices.OVERRIDES["arcade"][1]
    assert "Permission is hereby granted" in arcade.text


def test_each_override_is_needed_and_says_where_it_comes_from():
    for name, (licence, source) in notices.OVERRIDES.items():
        assert licence and len(source) > 20, name
        try:
            meta = metadata.distribution(name).metadata
        except metadata.PackageNotFoundError:
            continue
        assert not meta.get("License-Expression"), f"{name} says it now: drop the override"


def test_the_font_lines_are_the_bundled_fonts_own():
    from fontTools.ttLib import TTFont

    folder = Path(metadata.distribution("arcade").locate_file(
        "arcade/resources/system/fonts/ttf/Liberation"))
    fonts = sorted(folder.glob("*.ttf"))
    assert fonts
    for path in fonts:
        names = TTFont(path)["name"]
        flat = " ".join(notices.FONTS.text.split())
        assert " ".join(names.getDebugName(0).split()) in flat, path.name
        assert names.getDebugName(13).startswith("Licensed under the SIL Open Font License, "
                                                 "Version 1.1"), path.name
        assert names.getDebugName(5).startswith("Version " + notices.FONTS.version)


LOADED = """
import _ctypes, _sqlite3, _ssl, os, zlib
import PIL._imaging, pymunk
import game.ui.views.menu
core = ("libc.so", "libm.so", "ld-linux", "libpthread", "libdl.so", "librt.so", "libutil.so")
from game.notices import is_library
seen = {}
for line in open("/proc/self/maps"):
    path = line.split()[-1]
    name = os.path.basename(path)
    if path.startswith("/") and is_library(name) and not name.startswith(core):
        seen[path] = name
for path, name in seen.items():
    print(name, path)
"""


def _loaded_libraries() -> list[tuple[str, str]]:
    """The shared libraries the game's modules load in a process of their own, from outside
    the system's core (what PyInstaller collects of them): libpython, OpenSSL, libffi,
    SQLite, zlib, Pillow's, pymunk's, …"""
    proc = subprocess.run([sys.executable, "-c", LOADED], capture_output=True, text=True,
                          timeout=120, check=True, cwd=ROOT)
    return [tuple(line.split(" ", 1)) for line in proc.stdout.splitlines()]


@pytest.mark.skipif(not Path("/proc/self/maps").exists() or shutil.which("dpkg") is None,
                    reason="needs Linux's /proc and dpkg")
def test_every_library_this_process_loaded_has_an_entry():
    libraries = _loaded_libraries()
    assert any("ssl" in name for name, _ in libraries)
    found = notices.collect(libraries, frozen=True)
    assert notices.missing(found) == []
    named = {f for n in found for f in n.files}
    assert {name for name, _ in libraries} <= named
    ssl = next(n for n in found if any("ssl" in f for f in n.files))
    assert ssl.text  # a Debian copyright file or the interpreter's LICENSE.txt


def test_a_library_nobody_owns_fails(tmp_path):
    stray = tmp_path / "libmystery.so.1"
    stray.write_bytes(b"\x7fELF")
    found = notices.collect([("libmystery.so.1", str(stray))])
    assert notices.missing(found) == ["library libmystery.so.1: no owner"]


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="needs dpkg")
def test_a_debian_library_carries_its_packages_copyright():
    path = ctypes.util.find_library("z")
    full = next((str(p) for d in ("/lib", "/usr/lib") for p in Path(d).rglob("libz.so.1")),
                None)
    if full is None:
        pytest.skip(f"no libz.so.1 found ({path})")
    packages, claims, unclaimed = notices.library_notices(
        [("libz.so.1", full)], notices.runtime_distributions())
    assert not unclaimed and not claims
    (zlib,) = packages
    assert zlib.kind == "library" and zlib.files == ("libz.so.1",)
    assert zlib.licence == "Zlib" and "Jean-loup Gailly" in zlib.text and zlib.version


def test_a_library_inside_a_wheel_is_that_distributions(environment_notices):
    pillow = metadata.distribution("pillow")
    inside = next(f for f in pillow.files if notices.is_library(f.name))
    _, claims, unclaimed = notices.library_notices(
        [(inside.name, str(pillow.locate_file(inside)))], [pillow])
    assert claims == {pillow.metadata["Name"]: [inside.name]} and not unclaimed


class _FakeDist(metadata.Distribution):
    def __init__(self, folder: Path, text: str) -> None:
        self.folder = folder
        self.meta = text

    def read_text(self, filename):
        if filename == "METADATA":
            return self.meta
        if filename == "RECORD":
            return "\n".join(p.relative_to(self.folder).as_posix() + ",,"
                             for p in self.folder.rglob("*") if p.is_file())
        return None

    def locate_file(self, path):
        return self.folder / path


def test_a_wheels_sbom_components_are_listed(tmp_path):
    sboms = tmp_path / "rusty-1.0.dist-info" / "sboms"
    sboms.mkdir(parents=True)
    (sboms / "rusty.cdx.json").write_text(json.dumps({"components": [
        {"name": "serde", "version": "1.0.200", "licenses": [{"expression": "MIT OR Apache-2.0"}]},
        {"name": "itoa", "version": "1.0.11", "licenses": [{"license": {"id": "MIT"}}]},
    ]}))
    dist = _FakeDist(tmp_path, "Metadata-Version: 2.4\nName: rusty\nVersion: 1.0\n")
    found = notices.sbom_notices([dist])
    assert [(n.name, n.version, n.licence, n.kind) for n in found] == [
        ("serde (in rusty)", "1.0.200", "MIT OR Apache-2.0", "component"),
        ("itoa (in rusty)", "1.0.11", "MIT", "component")]


def test_poor_metadata_without_an_override_is_reported(tmp_path):
    (tmp_path / "vague-1.0.dist-info").mkdir()
    (tmp_path / "vague-1.0.dist-info" / "METADATA").write_text("x")
    dist = _FakeDist(tmp_path, "Metadata-Version: 2.1\nName: vague\nVersion: 1.0\n")
    notice = notices.distribution_notice(dist)
    assert notice.licence == "unknown"
    assert notices.missing([notice]) == ["distribution vague: no licence"]


def test_json_round_trip_and_the_text(environment_notices):
    again = notices.from_json(notices.to_json(environment_notices))
    assert again == environment_notices
    text = notices.render(environment_notices)
    for n in environment_notices:
        assert f"{n.name} {n.version}".rstrip() in text
    with pytest.raises(ValueError):
        notices.from_json('{"format": "other"}')


def test_a_frozen_build_reads_its_shipped_notices(monkeypatch, tmp_path):
    shipped = [Notice("zlib1g", "1", "Zlib", "library", "here", "text", ("libz.so.1",))]
    (tmp_path / notices.NOTICES_JSON).write_text(notices.to_json(shipped))
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert notices.current_notices() == shipped


def test_a_built_bundle_with_an_unnamed_library_is_caught(tmp_path):
    (tmp_path / "pillow.libs").mkdir()
    (tmp_path / "pillow.libs" / "libjpeg-1.so.62").write_bytes(b"")
    (tmp_path / "libjpeg-1.so.62").symlink_to("pillow.libs/libjpeg-1.so.62")
    (tmp_path / "libextra.so.2").write_bytes(b"")
    named = [Notice("pillow", "1", "MIT-CMU", "distribution", "x", "t",
                    ("pillow.libs/libjpeg-1.so.62",))]
    assert notices.unnamed_libraries(tmp_path, named) == ["libextra.so.2"]


def test_the_spec_makes_and_checks_the_notices():
    spec = (ROOT / "build_scripts" / "harp_and_eight.spec").read_text(encoding="utf-8")
    assert "collect([(dest, src) for dest, src, _kind in a.binaries], frozen=True)" in spec
    assert "problems = missing(notices)" in spec and "raise SystemExit" in spec
    assert '"readline"' in spec  # GPL libreadline stays out of the MIT app


def test_the_build_checks_the_built_folder_against_its_notices(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("harp_build_n",
                                                  ROOT / "build_scripts" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    bundle = tmp_path / "app" / "_internal"
    bundle.mkdir(parents=True)
    (bundle / "libz.so.1").write_bytes(b"")
    assert build.check_notices(tmp_path / "app") == ["libz.so.1"]  # no notices at all
    (bundle / notices.NOTICES_JSON).write_text(notices.to_json(
        [Notice("zlib1g", "1", "Zlib", "library", "here", "text", ("libz.so.1",))]))
    assert build.check_notices(tmp_path / "app") == []
