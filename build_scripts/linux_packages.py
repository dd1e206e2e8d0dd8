"""The Linux packages of a built one-folder app: a Debian package and a portable tarball.

    python build_scripts/build.py --deb        # dist/harp-and-eight_<version>_<arch>.deb
    python build_scripts/build.py --tarball    # dist/harp-and-eight-<version>-linux-<cpu>.tar.gz

Both are made from ``dist/harp-and-eight/`` as PyInstaller left it (no second build), with
the desktop's files of :mod:`desktop_files` and the icons of :mod:`make_icons`; nothing is
downloaded. The Debian package is assembled in a folder and packed by ``dpkg-deb``
(owner root, permissions set here, ``Depends`` from ``dpkg-shlibdeps`` plus the libraries
pyglet opens by name); the tarball carries ``install.sh`` (``--user``: into ``~/.local``;
otherwise system-wide into ``/usr/local``) and ``uninstall.sh``.
"""

from __future__ import annotations

import gzip
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import desktop_files  # noqa: E402
import make_icons  # noqa: E402
from desktop_files import APP_ID, PACKAGE, PACKAGING, ROOT  # noqa: E402

INSTALL_DIR = f"usr/lib/{PACKAGE}"
"""Where the Debian package puts the one-folder app (no leading ``/``)."""
OPENED_BY_NAME = ("libgl1", "libegl1", "libx11-6", "libfontconfig1", "libfreetype6")
"""Packages of the libraries pyglet loads with ctypes (no ELF file names them): OpenGL,
EGL (headless), X11, fontconfig and FreeType (its text)."""
RECOMMENDS = ("libgl1-mesa-dri", "libopenal1")
"""Mesa's drivers (or another OpenGL), and OpenAL for the sounds (silent without)."""
LINTIAN_OVERRIDES = {
    "embedded-library": "a bundled application: the wheels (Pillow) and the bundled Python "
                        "carry their own copies of zlib, libpng, FreeType, ...; the app "
                        "ships as PyInstaller built it",
    "custom-library-search-path": "a bundled application: Pillow's wheel and PyInstaller "
                                  "find the bundled libraries through an $ORIGIN RUNPATH",
    "shared-library-lacks-prerequisites": "a bundled application: Python extension "
                                          "modules take their symbols from the bundled "
                                          "libpython at run time",
    "library-not-linked-against-libc": "a bundled application: a Python extension module "
                                       "gets libc through the interpreter that loads it",
}
"""Lintian tags inherent to a bundled application, each with its reason (the package's
override file)."""


def app_dir() -> Path:
    """The one-folder app PyInstaller built (``dist/harp-and-eight``)."""
    return ROOT / "dist" / PACKAGE


def deb_architecture() -> str:
    """dpkg's name of this machine's architecture (``amd64``, ``arm64``)."""
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def version() -> str:
    """The game's version (``pyproject.toml``)."""
    return str(desktop_files.project()["version"])


def _write(path: Path, text: str | bytes, mode: int = 0o644) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    path.chmod(mode)
    return path


def _gzip(path: Path, text: str) -> Path:
    """Write ``text`` gzip-compressed, reproducibly (no name, no time stamp)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", compresslevel=9,
                                               filename="", mtime=0) as f:
        f.write(text.encode("utf-8"))
    path.chmod(0o644)
    return path


def stage_share(share: Path, exec_command: str) -> list[Path]:
    """Write the desktop's files under ``share`` (a ``…/share`` folder): the desktop entry
    (its ``Exec`` runs ``exec_command``), the hicolor icons (16-512 px and SVG), the
    AppStream metainfo and the saved-game MIME type.

    Returns:
        The files written.
    """
    cats = desktop_files.translations()
    written = [
        _write(share / "applications" / f"{APP_ID}.desktop",
               desktop_files.desktop_entry(exec_command, APP_ID, cats)),
        _write(share / "metainfo" / f"{APP_ID}.metainfo.xml", desktop_files.metainfo(cats)),
        _write(share / "mime" / "packages" / f"{APP_ID}.xml", desktop_files.mime_xml(cats)),
    ]
    for path in make_icons.hicolor_icons(share / "icons" / "hicolor", APP_ID):
        path.chmod(0o644)
        written.append(path)
    return written


def copy_app(source: Path, target: Path) -> None:
    """Copy the one-folder app, symbolic links kept, with a package's permissions: folders
    and the executable 0755, every other file 0644; the shared libraries stripped of their
    debugging symbols (``strip --strip-unneeded``, where strip is installed), as a
    distribution's are. The executable is not stripped: PyInstaller's archive follows its
    ELF data."""
    shutil.copytree(source, target, symlinks=True)
    libraries = []
    for folder, _dirs, files in os.walk(target):
        Path(folder).chmod(0o755)
        for name in files:
            path = Path(folder) / name
            if not path.is_symlink():
                path.chmod(0o644)
                if ".so" in name:
                    libraries.append(str(path))
    (target / PACKAGE).chmod(0o755)
    if libraries and shutil.which("strip"):
        subprocess.run(["strip", "--strip-unneeded", "--remove-section=.comment",
                        "--remove-section=.note", *libraries], check=True,
                       capture_output=True)


def shlib_depends(binaries: list[Path], bundle: Path) -> str:
    """``Depends`` for the ELF files ``binaries`` by ``dpkg-shlibdeps`` (the bundled
    libraries are found in ``bundle`` and need no package); "" when it fails."""
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "debian").mkdir()
        (Path(tmp) / "debian" / "control").write_text(
            f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n")
        cmd = ["dpkg-shlibdeps", "-O", "--ignore-missing-info", f"-l{bundle}",
               *(f"-e{b}" for b in binaries)]
        proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, check=False)
    for line in proc.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            return line.split("=", 1)[1]
    return ""


def _elf_files(folder: Path) -> list[Path]:
    out = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as f:
                if f.read(4) == b"\x7fELF":
                    out.append(path)
    return out


def control(installed_kb: int, depends: str, arch: str) -> str:
    """The package's ``DEBIAN/control``."""
    name, address = desktop_files.maintainer()
    meta = desktop_files.project()
    depends_all = ", ".join(d for d in (depends, *OPENED_BY_NAME) if d)
    homepage = next((link for label, link in meta.get("urls", {}).items()
                     if label.lower() in ("homepage", "home")), None)
    lines = [f"Package: {PACKAGE}", f"Version: {version()}", f"Architecture: {arch}",
             f"Maintainer: {name} <{address}>", f"Installed-Size: {installed_kb}",
             f"Depends: {depends_all}", f"Recommends: {', '.join(RECOMMENDS)}",
             "Section: games", "Priority: optional"]
    if homepage:
        lines.append(f"Homepage: {homepage}")
    lines += [f"Description: {desktop_files.SUMMARY.replace(',', ',')}",
              " Easy Harp and Eight Off: two patience games with exact rules, smooth",
              " animation, undo and redo, hints, a history with statistics and the",
              " Replay of every finished game. In English, Croatian and Russian.",
              " .",
              " The game is a self-contained build with its own Python and libraries."]
    return "\n".join(lines) + "\n"


def stage_deb(root: Path, source: Path | None = None) -> Path:
    """Lay the package's files out under ``root`` (``usr/…`` and ``DEBIAN/``).

    Args:
        root: an empty folder.
        source: the one-folder app (:func:`app_dir` by default).

    Returns:
        ``root``.

    Raises:
        FileNotFoundError: the app or its notices are missing (build it first).
    """
    from game.notices import NOTICES_FILE, NOTICES_JSON, from_json

    source = source or app_dir()
    bundle = source / "_internal"
    notices = from_json((bundle / NOTICES_JSON).read_text(encoding="utf-8"))
    copy_app(source, root / INSTALL_DIR)
    for folder in ("bin", "games"):  # the command, and a game where Debian puts games
        link = root / "usr" / folder / PACKAGE
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(f"../lib/{PACKAGE}/{PACKAGE}")
    share = root / "usr" / "share"
    stage_share(share, PACKAGE)
    doc = share / "doc" / PACKAGE
    _write(doc / "copyright", desktop_files.debian_copyright(notices, INSTALL_DIR))
    _gzip(doc / "changelog.gz", desktop_files.debian_changelog())
    _gzip(doc / f"{NOTICES_FILE}.gz", (bundle / NOTICES_FILE).read_text(encoding="utf-8"))
    _gzip(share / "man" / "man6" / f"{PACKAGE}.6.gz", desktop_files.man_page(version()))
    for folder, _dirs, _files in os.walk(root):
        Path(folder).chmod(0o755)
    return root


def installed_size_kb(root: Path) -> int:
    """The ``Installed-Size`` of a staged package: KiB of its files, as dpkg counts."""
    total = 0
    for path in root.rglob("*"):
        if "DEBIAN" in path.relative_to(root).parts[:1]:
            continue
        total += 1 if path.is_symlink() else (path.stat().st_size + 1023) // 1024 \
            if path.is_file() else 1
    return total


def lintian_tags(deb: Path) -> list[str]:
    """What ``lintian`` says about ``deb`` (its lines), or ``[]`` without lintian."""
    if shutil.which("lintian") is None:
        return []
    proc = subprocess.run(["lintian", "--no-tag-display-limit", "--allow-root", str(deb)],
                          capture_output=True, text=True, check=False)
    return [line for line in proc.stdout.splitlines() if line.strip()]


def build_deb(out_dir: Path, source: Path | None = None) -> Path:
    """Make ``<out_dir>/harp-and-eight_<version>_<arch>.deb`` with ``dpkg-deb`` (xz at its
    fastest level: a tenth of the default level's time for a 7 % larger file; Debian's
    lintian refuses zstd).

    Raises:
        FileNotFoundError: the app is not built.
        subprocess.CalledProcessError: dpkg-deb failed.
    """
    source = source or app_dir()
    arch = deb_architecture()
    deb = out_dir / f"{PACKAGE}_{version()}_{arch}.deb"
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        root = stage_deb(Path(tmp) / "root", source)
        depends = shlib_depends(_elf_files(root / INSTALL_DIR), root / INSTALL_DIR / "_internal")
        _write(root / "usr" / "share" / "lintian" / "overrides" / PACKAGE,
               "".join(f"# {why}\n{PACKAGE}: {tag}\n" for tag, why in LINTIAN_OVERRIDES.items()))
        for folder, _dirs, _files in os.walk(root):
            Path(folder).chmod(0o755)
        (root / "DEBIAN").mkdir()
        (root / "DEBIAN").chmod(0o755)
        _write(root / "DEBIAN" / "control", control(installed_size_kb(root), depends, arch))
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z1", "--build",
                        str(root), str(deb)], check=True, capture_output=True, text=True)
    return deb


def build_tarball(out_dir: Path, source: Path | None = None) -> Path:
    """Make ``<out_dir>/harp-and-eight-<version>-linux-<machine>.tar.gz``: the one-folder
    app (``app/``), the desktop's files (``share/``, the desktop entry's ``Exec`` set by
    ``install.sh``), ``install.sh``, ``uninstall.sh``, ``LICENSE`` and the notices.

    Raises:
        FileNotFoundError: the app is not built.
    """
    from game.notices import NOTICES_FILE

    source = source or app_dir()
    name = f"{PACKAGE}-{version()}-linux-{platform.machine()}"
    tarball = out_dir / f"{name}.tar.gz"
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        top = Path(tmp) / name
        copy_app(source, top / "app")
        stage_share(top / "share", "@BINDIR@/" + PACKAGE)
        for script in ("install.sh", "uninstall.sh"):
            _write(top / script, (PACKAGING / script).read_text(encoding="utf-8"), 0o755)
        shutil.copyfile(ROOT / "LICENSE", top / "LICENSE")
        shutil.copyfile(source / "_internal" / NOTICES_FILE, top / NOTICES_FILE)
        with tarfile.open(tarball, "w:gz", compresslevel=6) as tar:
            tar.add(top, arcname=name, filter=_root_owned)
    return tarball


def _root_owned(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    return info
