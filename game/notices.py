"""The third-party notices: everything a build of the game bundles, with its licence.

One function makes them, :func:`collect`; the build calls it (the PyInstaller spec, with the
shared libraries PyInstaller collected, and the Debian ``copyright`` file is made from its
result) and writes :func:`render`'s text into the app as :data:`NOTICES_FILE`; the About
scene shows that file, or, in a source tree or an installed wheel (which bundle nothing),
the notices :func:`collect` makes from the installed metadata (:func:`notices_text`).

What is listed:

* the Python interpreter (its ``LICENSE.txt``, which also covers the libraries python.org's
  builds bundle: OpenSSL, libffi, SQLite, zlib, …);
* every Python distribution the game needs at run time (the closure of its requirements),
  with its version, its licence (``License-Expression``, else :data:`OVERRIDES`, each entry
  with its source, where the metadata says too little) and the licence files it ships;
* every shared library the build collects (``binaries``): one inside a distribution is that
  distribution's (a wheel's licence file covers what it vendors: Pillow's covers
  ``pillow.libs``), one of the interpreter's installation the interpreter's, and any other
  the Debian package that owns it (``dpkg -S``), with that package's ``copyright`` file;
* the Liberation fonts arcade bundles (SIL Open Font License 1.1, :data:`FONTS`);
* PyInstaller's bootloader (GPL 2 or later with the bootloader exception) in a frozen build;
* any component a wheel declares in a PEP 770 SBOM (``.dist-info/sboms/*.json``, CycloneDX:
  statically linked crates or libraries).

Nothing here reaches the network.
"""

from __future__ import annotations

import json
import os
import platform
import re
import shutil
import subprocess
import sys
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from importlib import metadata
from pathlib import Path

from game import DISTRIBUTION, version

NOTICES_FILE = "THIRD-PARTY-NOTICES.txt"
"""The notices' text in a build (next to the bundled ``resources/``; :func:`render`)."""
NOTICES_JSON = "THIRD-PARTY-NOTICES.json"
"""The same notices, machine-readable, beside it (:func:`to_json`; the About scene and the
Debian ``copyright`` file are made from it)."""

LIBRARY_SUFFIXES = (".so", ".dll", ".dylib", ".pyd")
"""What counts as a shared library (``libssl.so.3`` too: the suffix may carry a version)."""


@dataclass(frozen=True)
class Notice:
    """One bundled component and its licence.

    Attributes:
        name: what it is called (a distribution's name, a Debian package, "Python", …).
        version: its version ("" when unknown).
        licence: the licence, an SPDX expression where one is known.
        kind: ``"python"`` (the interpreter), ``"distribution"``, ``"library"`` (a Debian
            package), ``"font"``, ``"bootloader"`` or ``"component"`` (from an SBOM).
        source: where the licence information was read.
        text: the licence text(s), as shipped by the component.
        files: the bundled files it covers (shared libraries, by their bundled name).
    """

    name: str
    version: str
    licence: str
    kind: str
    source: str
    text: str
    files: tuple[str, ...] = field(default=())


OVERRIDES: dict[str, tuple[str, str]] = {
    "arcade": ("MIT", "arcade's 'License :: OSI Approved :: MIT License' classifier and the "
                      "MIT text in its License field (whose first line reads 'License')"),
    "pyglet": ("BSD-3-Clause", "pyglet's LICENSE file (.dist-info/licenses/LICENSE), the "
                               "3-clause BSD licence; its metadata has no licence field"),
    "pymunk": ("MIT", "pymunk's 'License :: OSI Approved :: MIT License' classifier and its "
                      "LICENSE.txt (pymunk and the Chipmunk2D library it embeds)"),
    "pytiled-parser": ("MIT", "pytiled-parser's 'License :: OSI Approved :: MIT License' "
                              "classifier and its LICENSE file"),
    "accesskit": ("(MIT OR Apache-2.0) AND BSD-3-Clause",
                  "accesskit's licence files (.dist-info/licenses: LICENSE-MIT and "
                  "LICENSE-APACHE, AccessKit being under either; LICENSE.chromium, the "
                  "3-clause BSD licence of the parts derived from Chromium); its metadata "
                  "has no licence field"),
    "pyinstaller": ("GPL-2.0-or-later WITH Bootloader-exception",
                    "PyInstaller's COPYING.txt: GPL 2 or later with an exception for the "
                    "bootloader linked into built programs"),
}
"""Distribution name → ``(licence, source)`` where the metadata has no ``License-Expression``
(or one that needs words: arcade 3.3.3's ``License`` field begins with "License")."""

FONTS = Notice(
    name="Liberation fonts (Sans, Serif, Mono)",
    version="2.1.5",
    licence="OFL-1.1",
    kind="font",
    source="the fonts' name table (copyright: nameID 0, licence: nameID 13), as bundled "
           "by arcade in arcade/resources/system/fonts/ttf/Liberation",
    text="Digitized data copyright (c) 2010 Google Corporation.\n"
         "Copyright (c) 2012 Red Hat, Inc.\n"
         "Licensed under the SIL Open Font License, Version 1.1.\n\n",
    files=("arcade/resources/system/fonts/ttf/Liberation",),
)
"""The Liberation fonts (the table cards and all text); the OFL's text is added from
``resources/licenses/OFL-1.1.txt`` (a test checks these lines against the font files)."""


def _key(name: str) -> str:
    """A distribution name normalised (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_distributions(root: str = DISTRIBUTION) -> list[metadata.Distribution]:
    """The installed distributions ``root`` needs at run time, ``root`` itself first.

    Requirements whose environment marker is false here, and extras, are left out.

    Raises:
        importlib.metadata.PackageNotFoundError: ``root`` or a requirement is not installed.
    """
    from packaging.requirements import Requirement

    found: dict[str, metadata.Distribution] = {}
    todo = [root]
    while todo:
        name = todo.pop(0)
        if _key(name) in found:
            continue
        dist = metadata.distribution(name)
        found[_key(name)] = dist
        for text in dist.requires or []:
            req = Requirement(text)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return list(found.values())


def licence_files(dist: metadata.Distribution) -> list[Path]:
    """The licence files a distribution ships in its metadata folder (``licenses/`` of
    PEP 639, or ``LICENSE*``, ``COPYING*``, ``NOTICE*``, ``AUTHORS*`` there)."""
    out = []
    for file in dist.files or []:
        parts = file.parts
        in_metadata = parts and parts[0].endswith(".dist-info")
        name = parts[-1].upper() if parts else ""
        if in_metadata and ("licenses" in parts[1:-1] or name.startswith(
                ("LICENSE", "LICENCE", "COPYING", "NOTICE", "AUTHORS"))):
            out.append(Path(str(dist.locate_file(file))))
    return sorted(out)


def distribution_notice(dist: metadata.Distribution) -> Notice:
    """The notice of one installed distribution.

    The licence is its ``License-Expression``, else the :data:`OVERRIDES` entry, else its
    ``License`` field when that is one line, else its licence classifiers; "unknown" when
    none says (:func:`missing` reports that).
    """
    meta = dist.metadata
    name = meta["Name"]
    expression = meta.get("License-Expression")
    override = OVERRIDES.get(_key(name))
    if expression:
        licence, source = expression, "its License-Expression metadata"
    elif override:
        licence, source = override
    elif meta.get("License") and "\n" not in meta["License"].strip():
        licence, source = meta["License"].strip(), "its License metadata"
    else:
        classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or []
                       if c.startswith("License ::")]
        licence = " / ".join(classifiers) or "unknown"
        source = "its licence classifiers" if classifiers else "nothing in its metadata"
    texts = []
    for path in licence_files(dist):
        try:
            texts.append(path.read_text(encoding="utf-8", errors="replace").strip())
        except OSError:
            continue
    if not texts and meta.get("License") and "\n" in meta["License"].strip():
        texts.append(meta["License"].strip())  # the text itself in the field (arcade)
    return Notice(name, dist.version, licence, "distribution", source, "\n\n".join(texts))


def python_notice() -> Notice:
    """The interpreter's notice: its ``LICENSE.txt`` (python.org, pyenv, Windows and macOS
    installers), else the Debian package's ``copyright`` of the running interpreter."""
    base = Path(sys.base_prefix)
    minor = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for path in (base / "lib" / minor / "LICENSE.txt", base / "LICENSE.txt",
                 base / "Lib" / "LICENSE.txt"):
        if path.is_file():
            return Notice("Python", platform.python_version(), "PSF-2.0", "python",
                          f"{path.name} of the Python installation",
                          path.read_text(encoding="utf-8", errors="replace").strip())
    owners = dpkg_owners([os.path.realpath(sys.executable)])
    package = next(iter(owners.values()), None)
    text = debian_copyright(package) if package else ""
    return Notice("Python", platform.python_version(), "PSF-2.0", "python",
                  f"the Debian package {package}'s copyright file" if package
                  else "nothing found", text)


def bootloader_notice() -> Notice | None:
    """PyInstaller's bootloader (in every frozen build), from the installed PyInstaller's
    COPYING.txt; ``None`` when PyInstaller is not installed (nothing frozen then)."""
    try:
        dist = metadata.distribution("pyinstaller")
    except metadata.PackageNotFoundError:
        return None
    return replace(distribution_notice(dist), name="PyInstaller bootloader", kind="bootloader")


def font_notice() -> Notice:
    """:data:`FONTS` with the OFL 1.1 text (``resources/licenses/OFL-1.1.txt``)."""
    from game.resources import resource_path

    ofl = resource_path("licenses", "OFL-1.1.txt")
    text = ofl.read_text(encoding="utf-8") if ofl.is_file() else ""
    return replace(FONTS, text=FONTS.text + text.strip())


def sbom_notices(dists: Iterable[metadata.Distribution]) -> list[Notice]:
    """The components the distributions declare in PEP 770 SBOMs (CycloneDX JSON files in
    ``.dist-info/sboms/``): statically linked crates and libraries."""
    out = []
    for dist in dists:
        for file in dist.files or []:
            if len(file.parts) < 3 or file.parts[1] != "sboms" or file.suffix != ".json":
                continue
            try:
                doc = json.loads(Path(str(dist.locate_file(file))).read_text(encoding="utf-8"))
            except (OSError, ValueError):
                continue
            for comp in doc.get("components", []):
                names = [entry.get("license", {}).get("id") or entry.get("license", {}).get(
                    "name") or entry.get("expression") for entry in comp.get("licenses", [])]
                out.append(Notice(
                    f"{comp.get('name', '?')} (in {dist.metadata['Name']})",
                    str(comp.get("version", "")),
                    " AND ".join(n for n in names if n) or "unknown", "component",
                    f"{dist.metadata['Name']}'s SBOM {file.name}", ""))
    return out


def dpkg_owners(paths: Sequence[str]) -> dict[str, str]:
    """The Debian package owning each of ``paths`` (``dpkg -S``; a path's base name is looked
    for too, since a library may be known to dpkg under /lib or /usr/lib).

    Returns:
        path → package name (without architecture), for the paths dpkg knows; ``{}``
        without dpkg.
    """
    if not paths or shutil.which("dpkg") is None:
        return {}
    owners: dict[str, str] = {}

    def ask(patterns: list[str]) -> dict[str, str]:
        proc = subprocess.run(["dpkg", "-S", *patterns], capture_output=True, text=True,
                              check=False)
        found = {}
        for line in proc.stdout.splitlines():
            package, _, path = line.partition(": ")
            if path and not package.startswith("diversion"):
                found[path.strip()] = package.split(",")[0].split(":")[0].strip()
        return found

    exact = ask(list(paths))
    for path in paths:
        if path in exact:
            owners[path] = exact[path]
    rest = [p for p in paths if p not in owners]
    if rest:
        by_name = ask([f"*/{Path(p).name}" for p in rest])
        for path in rest:
            match = next((pkg for known, pkg in by_name.items()
                          if Path(known).name == Path(path).name), None)
            if match:
                owners[path] = match
    return owners


def debian_copyright(package: str) -> str:
    """``/usr/share/doc/<package>/copyright`` ("" when missing)."""
    path = Path("/usr/share/doc") / package / "copyright"
    try:
        return path.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return ""


DEBIAN_OVERRIDES: dict[str, str] = {
    "libgcc-s1": "GPL-3.0-or-later WITH GCC-exception-3.1",
    "libstdc++6": "GPL-3.0-or-later WITH GCC-exception-3.1",
}
"""Debian package → licence, for packages whose ``copyright`` file is not machine-readable
(GCC's runtime libraries: their copyright file says "GPL version 3 … with the GCC Runtime
Library Exception, version 3.1")."""


def _debian_licences(text: str, package: str = "") -> str:
    """The licences a DEP-5 ``copyright`` file names (its ``License:`` lines), joined; for a
    package of :data:`DEBIAN_OVERRIDES`, that entry."""
    if package in DEBIAN_OVERRIDES:
        return DEBIAN_OVERRIDES[package]
    names = []
    for line in text.splitlines():
        if line.startswith("License:"):
            name = line.split(":", 1)[1].strip()
            if name and name not in names:
                names.append(name)
    return " and ".join(names) or "see the copyright file"


def _debian_version(package: str) -> str:
    proc = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package],
                          capture_output=True, text=True, check=False)
    return proc.stdout.strip()


def is_library(name: str) -> bool:
    """Whether a file name is a shared library's (``libssl.so.3``, ``x.pyd``, ``y.dll``)."""
    low = name.lower()
    return low.endswith(LIBRARY_SUFFIXES) or ".so." in low


def library_notices(binaries: Iterable[tuple[str, str]],
                    dists: Sequence[metadata.Distribution]
                    ) -> tuple[list[Notice], dict[str, list[str]], list[str]]:
    """Sort the shared libraries a build bundles by who licenses them.

    Args:
        binaries: ``(bundled name, source path)`` pairs (PyInstaller's ``a.binaries``).
        dists: the bundled distributions (their files claim the libraries inside them).

    Returns:
        ``(packages, claims, unclaimed)``: one notice per Debian package owning libraries
        (its ``files`` name them); the bundled names claimed by a distribution (by its name)
        or by the interpreter (``"Python"``); the bundled names nobody claims.
    """
    claims: dict[str, list[str]] = {}
    dist_files: dict[str, str] = {}
    for dist in dists:
        for file in dist.files or []:
            if is_library(file.name):
                dist_files[os.path.realpath(str(dist.locate_file(file)))] = dist.metadata["Name"]
    base = os.path.realpath(sys.base_prefix) + os.sep
    for_dpkg: dict[str, str] = {}
    for dest, src in binaries:
        if not is_library(Path(dest).name):
            continue
        real = os.path.realpath(src)
        owner = dist_files.get(real)
        if owner is None and (real.startswith(base) or src.startswith(base)):
            owner = "Python"
        if owner is not None:
            claims.setdefault(owner, []).append(dest)
        else:
            for_dpkg[dest] = src
    owners = dpkg_owners(sorted(set(for_dpkg.values())))
    by_package: dict[str, list[str]] = {}
    unclaimed = []
    for dest, src in for_dpkg.items():
        package = owners.get(src)
        if package is None:
            unclaimed.append(dest)
        else:
            by_package.setdefault(package, []).append(dest)
    packages = []
    for package, files in sorted(by_package.items()):
        text = debian_copyright(package)
        packages.append(Notice(package, _debian_version(package), _debian_licences(text, package),
                               "library", f"the Debian package {package}'s copyright file "
                               f"(/usr/share/doc/{package}/copyright)", text,
                               tuple(sorted(files))))
    return packages, claims, sorted(unclaimed)


def collect(binaries: Iterable[tuple[str, str]] = (), frozen: bool = False) -> list[Notice]:
    """Every notice of a build (see the module's docstring).

    Args:
        binaries: the shared libraries the build bundles, ``(bundled name, source path)``.
        frozen: a PyInstaller build (its bootloader is listed).

    Returns:
        The notices: Python, the distributions (not the game itself: it is MIT, LICENSE),
        the Debian packages, the fonts, the bootloader, the SBOM components; each bundled
        library is named in one notice's ``files``.

    Raises:
        importlib.metadata.PackageNotFoundError: the game or a requirement is not installed.
    """
    dists = runtime_distributions()
    packages, claims, unclaimed = library_notices(binaries, dists)
    notices = [python_notice(), *(distribution_notice(dist) for dist in dists[1:])]
    notices = [replace(n, files=tuple(sorted(claims.get(n.name, ())))) for n in notices]
    notices += packages
    notices.append(font_notice())
    if frozen:
        boot = bootloader_notice()
        if boot is not None:
            notices.append(boot)
    notices += sbom_notices(dists)
    if unclaimed:
        notices.append(Notice("(no licence found)", "", "unknown", "unclaimed",
                              "no distribution, interpreter or Debian package owns these",
                              "", tuple(unclaimed)))
    return notices


def missing(notices: Sequence[Notice]) -> list[str]:
    """What :func:`collect` could not give a licence: names of notices whose licence is
    unknown or whose text is empty, and the libraries nobody claims. Empty when complete."""
    out = []
    for n in notices:
        if n.kind == "unclaimed":
            out += [f"library {f}: no owner" for f in n.files]
        elif n.licence in ("", "unknown"):
            out.append(f"{n.kind} {n.name}: no licence")
        elif not n.text.strip():
            out.append(f"{n.kind} {n.name}: no licence text")
    return out


def render(notices: Sequence[Notice]) -> str:
    """The notices as one plain text (:data:`NOTICES_FILE`)."""
    rule = "=" * 72
    lines = [f"Easy Harp & Eight Off {version()}: third-party software",
             "",
             "The game itself is under the MIT licence (LICENSE). It bundles the software",
             "below, each under its own licence, reproduced here.",
             ""]
    lines += [f"  {n.name} {n.version}".rstrip() + f"  ({n.licence})" for n in notices]
    for n in notices:
        lines += ["", rule, f"{n.name} {n.version}".rstrip(), f"Licence: {n.licence}",
                  f"Licence information from: {n.source}"]
        if n.files:
            lines.append("Bundled files: " + ", ".join(n.files))
        lines += [rule, "", n.text.strip()]
    return "\n".join(lines) + "\n"


def unnamed_libraries(bundle: Path, notices: Sequence[Notice]) -> list[str]:
    """The shared libraries in a built bundle that no notice names (a check of a build).

    Args:
        bundle: the bundle's folder (the one-folder app's ``_internal``).
        notices: its notices.

    Returns:
        Their paths relative to ``bundle`` (``/``-separated), sorted; a symbolic link counts
        as the file it points to.
    """
    named = {f for n in notices for f in n.files}
    root = bundle.resolve()
    out = []
    for path in bundle.rglob("*"):
        if not is_library(path.name) or not (path.is_file() or path.is_symlink()):
            continue
        rel = path.relative_to(bundle).as_posix()
        target = path.resolve()
        if path.is_symlink() and target.is_relative_to(root):
            rel_target = target.relative_to(root).as_posix()
            if rel_target in named:
                continue
        if rel not in named:
            out.append(rel)
    return sorted(out)


def to_json(notices: Sequence[Notice]) -> str:
    """The notices as JSON (:data:`NOTICES_JSON`): ``{"format": "notices", "version": 1,
    "notices": [{name, version, licence, kind, source, text, files}, …]}``."""
    return json.dumps({"format": "notices", "version": 1,
                       "notices": [asdict(n) for n in notices]}, ensure_ascii=False, indent=1)


def from_json(text: str) -> list[Notice]:
    """The notices of a :func:`to_json` text.

    Raises:
        ValueError: not such a text.
    """
    doc = json.loads(text)
    if not isinstance(doc, dict) or doc.get("format") != "notices":
        raise ValueError("not a notices file")
    try:
        return [Notice(**{**entry, "files": tuple(entry.get("files", ()))})
                for entry in doc["notices"]]
    except (KeyError, TypeError) as exc:
        raise ValueError(f"a damaged notices file: {exc}") from None


def shipped_folder() -> Path | None:
    """Where a frozen build keeps its notices (the bundle: the one-folder app's, and so the
    Debian package's and the tarball's), or ``None`` when not frozen."""
    frozen = getattr(sys, "_MEIPASS", None)
    return Path(frozen) if frozen else None


def current_notices() -> list[Notice]:
    """The notices of what runs now: a frozen build's shipped :data:`NOTICES_JSON`, else (a
    source tree, an installed wheel: nothing is bundled) :func:`collect` from the installed
    metadata.

    Raises:
        OSError, ValueError: the shipped file cannot be read.
        importlib.metadata.PackageNotFoundError: the game is not installed (a source tree
            never installed).
    """
    folder = shipped_folder()
    if folder is not None:
        return from_json((folder / NOTICES_JSON).read_text(encoding="utf-8"))
    return collect()
