"""Build the game with PyInstaller for the machine this runs on.

    python build_scripts/build.py              # one folder:  dist/harp-and-eight/harp-and-eight
    python build_scripts/build.py --onefile    # one file:    dist/onefile/harp-and-eight
    python build_scripts/build.py --clean      # throw away PyInstaller's cache and old output first

Run it with the project's virtual environment (``.venv/bin/python``, made by
``scripts/setup.sh``, which installs the ``build`` extra with PyInstaller). The same command
works on Windows (``.venv\\Scripts\\python build_scripts\\build.py``: a windowed .exe with
the .ico icon) and on macOS (also a ``.app`` bundle with the .icns icon); see
build_scripts/README.md. Everything is described by ``build_scripts/harp_and_eight.spec``.

Exit status: 0 when the build succeeded and the executable exists, otherwise PyInstaller's
status (or 1).
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "harp_and_eight.spec"
APP_NAME = "harp-and-eight"
DIST = ROOT / "dist"
WORK = ROOT / "build"
ICONS = ("app.png", "app.ico", "app.icns")


def exe_name() -> str:
    """The executable's file name on this platform."""
    return APP_NAME + (".exe" if sys.platform == "win32" else "")


def dist_dir(onefile: bool) -> Path:
    """Where PyInstaller puts its output for this variant."""
    return DIST / "onefile" if onefile else DIST


def executable(onefile: bool) -> Path:
    """The built program: ``dist/harp-and-eight/harp-and-eight`` or ``dist/onefile/…``."""
    if onefile:
        return dist_dir(True) / exe_name()
    return DIST / APP_NAME / exe_name()


def pyinstaller_command(onefile: bool = False, clean: bool = False) -> list[str]:
    """The PyInstaller command line run by :func:`main`."""
    variant = "onefile" if onefile else "onedir"
    cmd = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
        "--distpath", str(dist_dir(onefile)), "--workpath", str(WORK / variant),
    ]
    if clean:
        cmd.append("--clean")
    cmd += [str(SPEC), "--"]
    if onefile:
        cmd.append("--onefile")
    return cmd


def tree_size(path: Path) -> int:
    """Bytes on disk of a file or of everything below a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def bundle_dir(app_dir: Path) -> Path:
    """The folder of a one-folder app holding its libraries and data (``_internal``;
    ``sys._MEIPASS`` when it runs)."""
    return app_dir / "_internal"


def check_notices(app_dir: Path) -> list[str]:
    """The shared libraries of a built one-folder app that its third-party notices
    (``THIRD-PARTY-NOTICES.json``, written by the spec) do not name; every library when
    the notices are missing.

    Returns:
        Their paths inside the bundle, sorted; empty when every library has its entry.
    """
    sys.path.insert(0, str(ROOT))
    from game.notices import NOTICES_JSON, from_json, unnamed_libraries

    bundle = bundle_dir(app_dir)
    try:
        notices = from_json((bundle / NOTICES_JSON).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        notices = []
    return unnamed_libraries(bundle, notices)


def _compile_catalogues() -> None:
    """Compile the translations (resources/locale/*/LC_MESSAGES/*.po → .mo, not committed)
    so that the bundled resources/ carries up-to-date .mo files."""
    sys.path.insert(0, str(ROOT))
    from game.i18n import compile_all

    for mo in compile_all():
        print(f"build: compiled {mo.relative_to(ROOT)}", flush=True)


def _ensure_icons() -> None:
    missing = [n for n in ICONS if not (ROOT / "resources" / "icons" / n).is_file()]
    if missing:
        print(f"build: drawing the missing icons {missing}", flush=True)
        sys.path.insert(0, str(ROOT / "build_scripts"))
        import make_icons

        make_icons.write_icons()


def build(onefile: bool = False, clean: bool = False) -> int:
    """Run PyInstaller; returns the exit status."""
    if importlib.util.find_spec("PyInstaller") is None:
        print("build: PyInstaller is not installed here; run scripts/setup.sh "
              "(pip install -e '.[build]')", file=sys.stderr)
        return 1
    if sys.platform.startswith("linux") and shutil.which("objdump") is None:
        print("build: PyInstaller needs objdump on Linux: install binutils "
              "(apt-get install binutils)", file=sys.stderr)
        return 1
    _ensure_icons()
    _compile_catalogues()
    if clean:
        out = DIST / APP_NAME if not onefile else dist_dir(True)
        for path in (out, WORK / ("onefile" if onefile else "onedir")):
            shutil.rmtree(path, ignore_errors=True)
    cmd = pyinstaller_command(onefile, clean)
    print("build: " + " ".join(cmd), flush=True)
    start = time.perf_counter()
    status = subprocess.call(cmd, cwd=ROOT)
    seconds = time.perf_counter() - start
    if status != 0:
        print(f"build: PyInstaller failed (exit {status}) after {seconds:.0f} s", file=sys.stderr)
        return status
    target = executable(onefile)
    if not target.is_file():
        print(f"build: PyInstaller finished but {target} is missing", file=sys.stderr)
        return 1
    if not onefile:
        unnamed = check_notices(target.parent)
        if unnamed:
            print("build: bundled libraries missing from the third-party notices: "
                  + ", ".join(unnamed), file=sys.stderr)
            return 1
    shown = target if onefile else target.parent
    print(f"build: {'onefile' if onefile else 'onedir'} {shown.relative_to(ROOT)}"
          f" {tree_size(shown) / 1e6:.1f} MB in {seconds:.1f} s", flush=True)
    if sys.platform == "darwin":
        print(f"build: macOS app bundle in {DIST}", flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="build.py",
        description="Build Easy Harp & Eight Off with PyInstaller (windowed, with icon) into "
        "dist/ for this machine's OS.",
    )
    parser.add_argument("--onefile", action="store_true",
                        help="one self-extracting executable (dist/onefile/) instead of a folder")
    parser.add_argument("--clean", action="store_true",
                        help="remove PyInstaller's cache, build/ and the old output first")
    parser.add_argument("--deb", action="store_true",
                        help="make the Debian package from the built one-folder app "
                        "(dist/harp-and-eight_<version>_<arch>.deb)")
    parser.add_argument("--tarball", action="store_true",
                        help="make the portable .tar.gz (install.sh, uninstall.sh) from the "
                        "built one-folder app")
    args = parser.parse_args(argv)
    if args.deb or args.tarball:
        return package(deb=args.deb, tarball=args.tarball)
    return build(onefile=args.onefile, clean=args.clean)


def package(deb: bool, tarball: bool) -> int:
    """Make the Linux packages of the built one-folder app (no PyInstaller run); returns
    the exit status (1: the app is not built, or a tool failed)."""
    if not sys.platform.startswith("linux"):
        print("build: --deb and --tarball are made on Linux", file=sys.stderr)
        return 1
    if not executable(False).is_file():
        print(f"build: no built app at {executable(False).parent}; run build.py first",
              file=sys.stderr)
        return 1
    sys.path.insert(0, str(ROOT / "build_scripts"))
    import linux_packages

    made = []
    try:
        if deb:
            if shutil.which("dpkg-deb") is None:
                print("build: --deb needs dpkg-deb (apt-get install dpkg-dev)",
                      file=sys.stderr)
                return 1
            made.append(linux_packages.build_deb(DIST))
        if tarball:
            made.append(linux_packages.build_tarball(DIST))
    except (OSError, subprocess.CalledProcessError) as exc:
        print(f"build: packaging failed: {exc}", file=sys.stderr)
        return 1
    for path in made:
        print(f"build: {path.relative_to(ROOT)} {path.stat().st_size / 1e6:.1f} MB", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
