"""The desktop's files and the Linux packages (build_scripts/desktop_files.py,
linux_packages.py, make_icons.py) against their validators where they run here; the real
package is built, installed, started and removed in .ci/run."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

from game.desktop import APP_ID, MIME_TYPE
from game.notices import NOTICES_FILE, NOTICES_JSON, Notice, to_json

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "build_scripts"))

import desktop_files  # noqa: E402
import linux_packages  # noqa: E402
import make_icons  # noqa: E402

needs = {tool: pytest.mark.skipif(shutil.which(tool) is None, reason=f"needs {tool}")
         for tool in ("desktop-file-validate", "appstreamcli", "update-mime-database",
                      "dpkg-deb", "dpkg-parsechangelog", "rsvg-convert")}


def _version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)["project"]["version"]


def test_the_desktop_entry_is_translated_and_opens_saved_games():
    entry = desktop_files.desktop_entry("/opt/x/harp-and-eight")
    lines = entry.splitlines()
    assert lines[0] == "[Desktop Entry]"
    for key in ("Name", "Comment", "GenericName"):
        for lang in ("hr", "ru"):
            assert any(line.startswith(f"{key}[{lang}]=") for line in lines), (key, lang)
    comments = {line.split("=", 1)[1] for line in lines if line.startswith("Comment")}
    assert len(comments) == 3  # three languages, three texts
    assert "Exec=/opt/x/harp-and-eight %f" in lines
    assert "Categories=Game;CardGame;" in lines and f"MimeType={MIME_TYPE};" in lines
    assert f"Icon={APP_ID}" in lines


@needs["desktop-file-validate"]
def test_the_desktop_entry_passes_desktop_file_validate(tmp_path):
    path = tmp_path / f"{APP_ID}.desktop"
    path.write_text(desktop_files.desktop_entry(), encoding="utf-8")
    proc = subprocess.run(["desktop-file-validate", str(path)], capture_output=True, text=True)
    assert proc.returncode == 0 and not proc.stdout.strip(), proc.stdout


@needs["appstreamcli"]
@pytest.mark.parametrize("urls", [{}, {"Homepage": "https://example.org/harp",
                                       "Issues": "https://example.org/harp/issues"}])
def test_the_metainfo_passes_appstreamcli_and_carries_the_releases(tmp_path, urls):
    text = desktop_files.metainfo(urls=urls)
    path = tmp_path / f"{APP_ID}.metainfo.xml"
    path.write_text(text, encoding="utf-8")
    proc = subprocess.run(["appstreamcli", "validate", "--no-net", str(path)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    root = ET.fromstring(text)
    assert root.findtext("id") == APP_ID and root.findtext("project_license") == "MIT"
    releases = root.findall("releases/release")
    assert releases[0].get("version") == _version() and releases[0].find("description")
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert {e.get(lang) for e in root.findall("summary")} == {None, "hr", "ru"}
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    if urls:
        assert root.find("url").get("type") == "homepage"
        assert root.findtext("screenshots/screenshot/image").startswith(urls["Homepage"])
    else:
        assert root.find("url") is None and root.find("screenshots") is None


def test_the_newest_release_is_the_projects_version():
    assert desktop_files.releases()[0]["version"] == _version()


@needs["update-mime-database"]
def test_the_mime_type_is_known_to_shared_mime_info(tmp_path):
    packages = tmp_path / "mime" / "packages"
    packages.mkdir(parents=True)
    (packages / f"{APP_ID}.xml").write_text(desktop_files.mime_xml(), encoding="utf-8")
    subprocess.run(["update-mime-database", str(tmp_path / "mime")], check=True,
                   capture_output=True)
    globs = (tmp_path / "mime" / "globs2").read_text()
    assert f"{MIME_TYPE}:*.harp-eight" in globs
    subclasses = (tmp_path / "mime" / "subclasses").read_text()
    assert f"{MIME_TYPE} application/json" in subclasses


def _notices() -> list[Notice]:
    return [Notice("zlib1g", "1:1.2.13", "Zlib", "library", "the Debian package",
                   "Copyright Jean-loup Gailly\n\nzlib licence text", ("libz.so.1",)),
            Notice("PyInstaller bootloader", "6.0", "GPL-2.0-or-later WITH Bootloader-exception",
                   "bootloader", "COPYING.txt", "The bootloader exception.\n\n"
                   "GNU GENERAL PUBLIC LICENSE\n Version 2, June 1991\n the terms...\n"
                   "END OF TERMS AND CONDITIONS\nafter", ()),
            Notice("arcade", "3.3.3", "MIT", "distribution", "an override", "MIT text", ())]


def test_the_debian_copyright_is_machine_readable_from_the_notices():
    text = desktop_files.debian_copyright(_notices())
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    assert paragraphs[0].startswith("Format: https://www.debian.org/doc/packaging-manuals/"
                                    "copyright-format/1.0/")
    files = [p for p in paragraphs[1:] if p.startswith("Files:")]
    assert len(files) == 4  # the game's own (Files: *) and one per notice
    assert all("\nCopyright: " in p and "\nLicense: " in p for p in files)
    assert "Files: usr/lib/harp-and-eight/_internal/libz.so.1" in text
    assert "License: Expat" in files[0]
    assert "/usr/share/common-licenses/GPL-2" in text and "the terms..." not in text
    assert "The bootloader exception." in text and "\n after" in text
    for line in text.splitlines():
        assert not line.startswith(" ") or line == " ." or line.strip(), line


@needs["dpkg-parsechangelog"]
def test_the_changelog_parses(tmp_path):
    path = tmp_path / "changelog"
    path.write_text(desktop_files.debian_changelog(), encoding="utf-8")
    proc = subprocess.run(["dpkg-parsechangelog", "-l", str(path), "-S", "Version"],
                          capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == _version()
    assert max(len(line) for line in path.read_text().splitlines()[:-1]) <= 80


def test_the_man_page_lists_the_options():
    page = desktop_files.man_page("1.0")
    assert page.startswith(".TH HARP-AND-EIGHT 6") and r"\-\-self\-test" in page
    assert r"\-\-version" in page


def test_the_hicolor_icons_have_every_size_and_an_svg(tmp_path):
    written = make_icons.hicolor_icons(tmp_path, APP_ID)
    for size in (16, 32, 48, 64, 128, 256, 512):
        with Image.open(tmp_path / f"{size}x{size}" / "apps" / f"{APP_ID}.png") as img:
            assert img.size == (size, size) and img.mode == "RGBA"
    svg = tmp_path / "scalable" / "apps" / f"{APP_ID}.svg"
    assert svg in written and ET.parse(svg).getroot().tag.endswith("svg")


@needs["rsvg-convert"]
def test_the_svg_icon_draws_like_the_png(tmp_path):
    svg = tmp_path / "icon.svg"
    svg.write_text(make_icons.icon_svg(), encoding="utf-8")
    subprocess.run(["rsvg-convert", "-w", "64", "-h", "64", str(svg), "-o",
                    str(tmp_path / "svg.png")], check=True)
    drawn = Image.open(tmp_path / "svg.png").convert("RGBA")
    png = make_icons.draw_icon(64)
    diff = sum(abs(a - b) for p, q in zip(drawn.getdata(), png.getdata(), strict=True)
               for a, b in zip(p, q, strict=True)) / (64 * 64 * 4)
    assert diff < 20  # the same picture (anti-aliasing and the ring's width differ)
    assert (ROOT / "resources" / "icons" / "app.svg").read_text() == make_icons.icon_svg()


def _fake_app(folder: Path) -> Path:
    """A one-folder app as PyInstaller leaves it, small: a script for the executable."""
    bundle = folder / "harp-and-eight" / "_internal"
    bundle.mkdir(parents=True)
    exe = folder / "harp-and-eight" / "harp-and-eight"
    exe.write_text("#!/bin/sh\necho started \"$@\"\n")
    exe.chmod(0o755)
    (bundle / NOTICES_JSON).write_text(to_json(_notices()))
    (bundle / NOTICES_FILE).write_text("notices\n")
    return folder / "harp-and-eight"


def test_install_and_uninstall_of_the_tarball_leave_nothing(tmp_path):
    tarball = linux_packages.build_tarball(tmp_path / "out", _fake_app(tmp_path / "build"))
    with tarfile.open(tarball) as tar:
        tar.extractall(tmp_path / "x", filter="data")
    (top,) = (tmp_path / "x").iterdir()
    prefix = tmp_path / "prefix"
    env = {**os.environ, "PREFIX": str(prefix)}
    subprocess.run(["sh", str(top / "install.sh")], env=env, check=True, capture_output=True)
    entry = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"Exec={prefix}/bin/harp-and-eight %f" in entry.read_text().splitlines()
    assert (prefix / "share" / "icons" / "hicolor" / "512x512" / "apps" / f"{APP_ID}.png"
            ).is_file()
    assert (prefix / "share" / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    run = subprocess.run([str(prefix / "bin" / "harp-and-eight"), "x"], capture_output=True,
                         text=True, check=True)
    assert run.stdout == "started x\n"
    subprocess.run(["sh", str(top / "install.sh")], env=env, check=True, capture_output=True)
    subprocess.run(["sh", str(top / "uninstall.sh")], env=env, check=True,
                   capture_output=True)
    left = [p for p in prefix.rglob("*") if p.is_file() and "mime" not in p.parts
            and "applications" not in p.parts[-2:] and "icon-theme.cache" != p.name]
    assert left == []  # (the desktop tools' caches they rebuild stay)


def test_the_tarball_installs_for_the_user_into_local(tmp_path):
    tarball = linux_packages.build_tarball(tmp_path / "out", _fake_app(tmp_path / "build"))
    with tarfile.open(tarball) as tar:
        tar.extractall(tmp_path / "x", filter="data")
    (top,) = (tmp_path / "x").iterdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PREFIX", "XDG_DATA_HOME")}
    env["HOME"] = str(tmp_path / "home")
    subprocess.run(["sh", str(top / "install.sh"), "--user"], env=env, check=True,
                   capture_output=True)
    assert (tmp_path / "home" / ".local" / "bin" / "harp-and-eight").exists()
    subprocess.run(["sh", str(top / "uninstall.sh"), "--user"], env=env, check=True,
                   capture_output=True)
    assert not (tmp_path / "home" / ".local" / "bin" / "harp-and-eight").exists()


@needs["dpkg-deb"]
def test_the_deb_has_the_launcher_the_entry_the_icons_and_the_docs(tmp_path):
    deb = linux_packages.build_deb(tmp_path / "out", _fake_app(tmp_path / "build"))
    assert deb.name.startswith(f"harp-and-eight_{_version()}_")
    listing = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    for path in ("./usr/lib/harp-and-eight/harp-and-eight", "./usr/bin/harp-and-eight -> ",
                 f"./usr/share/applications/{APP_ID}.desktop",
                 f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
                 f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"./usr/share/mime/packages/{APP_ID}.xml",
                 "./usr/share/doc/harp-and-eight/copyright",
                 "./usr/share/doc/harp-and-eight/changelog.gz",
                 "./usr/share/man/man6/harp-and-eight.6.gz",
                 "./usr/share/lintian/overrides/harp-and-eight"):
        assert path in listing, path
    assert all(" root/root " in line for line in listing.splitlines())
    fields = subprocess.run(["dpkg-deb", "-f", str(deb)], capture_output=True, text=True,
                            check=True).stdout
    assert "Section: games" in fields and "libgl1" in fields and "Installed-Size: " in fields
    overrides = subprocess.run(["dpkg-deb", "--fsys-tarfile", str(deb)], capture_output=True,
                               check=True).stdout
    assert overrides  # a valid archive


def test_every_lintian_override_gives_its_reason():
    for tag, why in linux_packages.LINTIAN_OVERRIDES.items():
        assert why.startswith("a bundled application: ") and len(why) > 40, tag


def test_build_py_offers_deb_and_tarball():
    spec = importlib.util.spec_from_file_location("harp_build_p", ROOT / "build_scripts" /
                                                  "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    proc = subprocess.run([sys.executable, str(ROOT / "build_scripts" / "build.py"), "--help"],
                          capture_output=True, text=True, check=True)
    assert "--deb" in proc.stdout and "--tarball" in proc.stdout
