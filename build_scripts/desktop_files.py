"""The files that make the game an application of the desktop, from the templates in
``resources/packaging/`` and the game's catalogues and notices:

* :func:`desktop_entry`: ``org.harpandeight.game.desktop`` (freedesktop Desktop Entry 1.4;
  ``Name``, ``GenericName`` and ``Comment`` translated into every language of the game);
* :func:`metainfo`: the AppStream metainfo (names and summaries translated, the releases
  from ``releases.toml``; the links, and screenshots, once ``[project.urls]`` has them);
* :func:`mime_xml`: the shared-mime-info type of saved games (``*.harp-eight``);
* :func:`debian_copyright`: the machine-readable Debian ``copyright`` file, from the
  third-party notices (:mod:`game.notices`);
* :func:`debian_changelog`: the Debian changelog, from ``releases.toml``;
* :func:`man_page`: the manual page (``harp-and-eight.6``).

Every function returns text; nothing here writes a file or reaches the network.
"""

from __future__ import annotations

import email.utils
import gettext
import io
import sys
import textwrap
import tomllib
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from string import Template
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "resources" / "packaging"
sys.path.insert(0, str(ROOT))

from game.desktop import APP_ID, GENERIC_NAME, MIME_TYPE, NAME, SAVED_GAME, SUMMARY  # noqa: E402
from game.i18n import LANGUAGES, SOURCE_LANGUAGE, catalogue_paths, compile_catalogue  # noqa: E402
from game.storage.exchange import SAVED_GAME_SUFFIX  # noqa: E402

PACKAGE = "harp-and-eight"
"""The package's and the command's name."""


def project() -> dict:
    """``[project]`` of ``pyproject.toml``."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        return tomllib.load(f)["project"]


def releases() -> list[dict]:
    """The releases of ``resources/packaging/releases.toml``, newest first: ``version``,
    ``date`` (``YYYY-MM-DD``) and ``notes`` (a list of lines)."""
    with (PACKAGING / "releases.toml").open("rb") as f:
        return list(tomllib.load(f)["release"])


def maintainer() -> tuple[str, str]:
    """``(name, e-mail)`` of ``[project] maintainers``' first entry."""
    first = project()["maintainers"][0]
    return first["name"], first["email"]


def translations() -> dict[str, gettext.NullTranslations]:
    """Each language of the game but the source one → its catalogue (compiled from the
    ``.po``: the build needs no compiled ``.mo``)."""
    out: dict[str, gettext.NullTranslations] = {}
    for code in LANGUAGES:
        if code == SOURCE_LANGUAGE:
            continue
        po, _mo = catalogue_paths(code)
        out[code] = gettext.GNUTranslations(io.BytesIO(compile_catalogue(po)))
    return out


def _translated(text: str, catalogues: Mapping[str, gettext.NullTranslations]
                ) -> dict[str, str]:
    """``text`` in each language of the catalogues (the same words where a language keeps
    them: the game's name)."""
    return {code: cat.gettext(text) for code, cat in sorted(catalogues.items())}


def _desktop_key(key: str, text: str, catalogues: Mapping[str, gettext.NullTranslations]
                 ) -> str:
    lines = [f"{key}={text}"]
    lines += [f"{key}[{code}]={value}" for code, value in _translated(text, catalogues).items()]
    return "\n".join(lines)


def desktop_entry(exec_command: str = PACKAGE, icon: str = APP_ID,
                  catalogues: Mapping[str, gettext.NullTranslations] | None = None) -> str:
    """The desktop entry (``<APP_ID>.desktop``).

    Args:
        exec_command: the program its ``Exec`` line starts (a name on ``PATH`` or a path);
            ``%f`` follows it: a saved game opened with the game is passed on.
        icon: the icon's name in the theme (or a path).
        catalogues: the translations (:func:`translations` by default).
    """
    cats = translations() if catalogues is None else catalogues
    return Template((PACKAGING / "app.desktop.in").read_text(encoding="utf-8")).substitute(
        name_lines=_desktop_key("Name", NAME, cats),
        generic_name_lines=_desktop_key("GenericName", GENERIC_NAME, cats),
        comment_lines=_desktop_key("Comment", SUMMARY, cats),
        exec=exec_command, icon=icon, mime_type=MIME_TYPE, wm_class=PACKAGE)


def mime_xml(catalogues: Mapping[str, gettext.NullTranslations] | None = None) -> str:
    """The shared-mime-info package of the saved-game type (``<APP_ID>.xml`` in
    ``/usr/share/mime/packages``)."""
    cats = translations() if catalogues is None else catalogues
    comments = [f"    <comment>{escape(SAVED_GAME)}</comment>"]
    comments += [f'    <comment xml:lang="{code}">{escape(value)}</comment>'
                 for code, value in _translated(SAVED_GAME, cats).items()]
    return Template((PACKAGING / "mime.xml.in").read_text(encoding="utf-8")).substitute(
        mime_type=MIME_TYPE, comments="\n".join(comments), icon=APP_ID,
        suffix=SAVED_GAME_SUFFIX)


URL_KINDS = {"homepage": "homepage", "home": "homepage", "source": "vcs-browser",
             "repository": "vcs-browser", "issues": "bugtracker", "bug tracker": "bugtracker",
             "documentation": "help", "donate": "donation"}
"""``[project.urls]`` label (lower case) → AppStream ``<url type>``."""


def metainfo(catalogues: Mapping[str, gettext.NullTranslations] | None = None,
             urls: Mapping[str, str] | None = None) -> str:
    """The AppStream metainfo (``<APP_ID>.metainfo.xml`` in ``/usr/share/metainfo``).

    Args:
        catalogues: the translations (:func:`translations` by default).
        urls: ``[project.urls]`` (pyproject's by default): each known label becomes a
            ``<url>``; a homepage also gives the screenshot's address
            (``<homepage>/screenshots/menu.png``, a picture published there).
    """
    cats = translations() if catalogues is None else catalogues
    links = dict(project().get("urls", {}) if urls is None else urls)
    name, _email = maintainer()
    names = [f"  <name>{escape(NAME)}</name>"]
    names += [f'  <name xml:lang="{c}">{escape(v)}</name>'
              for c, v in _translated(NAME, cats).items()]
    summaries = [f"  <summary>{escape(SUMMARY)}</summary>"]
    summaries += [f'  <summary xml:lang="{c}">{escape(v)}</summary>'
                  for c, v in _translated(SUMMARY, cats).items()]
    url_lines = [f'  <url type="{URL_KINDS[label.lower()]}">{escape(link)}</url>'
                 for label, link in links.items() if label.lower() in URL_KINDS]
    home = next((link for label, link in links.items()
                 if URL_KINDS.get(label.lower()) == "homepage"), None)
    if home:
        url_lines += ["  <screenshots>", '    <screenshot type="default">',
                      f"      <image>{escape(home.rstrip('/'))}/screenshots/menu.png</image>",
                      f"      <caption>{escape(NAME)}</caption>",
                      "    </screenshot>", "  </screenshots>"]
    release_lines = []
    for rel in releases():
        release_lines += [f'    <release version="{rel["version"]}" date="{rel["date"]}">',
                          "      <description>", "        <ul>",
                          *(f"          <li>{escape(note)}</li>" for note in rel["notes"]),
                          "        </ul>", "      </description>", "    </release>"]
    return Template((PACKAGING / "metainfo.xml.in").read_text(encoding="utf-8")).substitute(
        app_id=APP_ID, names="\n".join(names), summaries="\n".join(summaries),
        developer=escape(name), binary=PACKAGE,
        mime_type=MIME_TYPE, urls="\n".join(url_lines), releases="\n".join(release_lines))


def _dep5_text(text: str) -> str:
    """A text as a DEP-5 field's continuation lines (a space before each line, ``.`` for
    an empty one)."""
    lines = []
    for line in text.strip().splitlines():
        line = line.rstrip()
        lines.append(" " + line if line.strip() else " .")
    return "\n".join(lines)


def _dep5_name(licence: str) -> str:
    """A licence as a DEP-5 short name (no spaces but those of ``or``/``and``)."""
    words = licence.replace("(", " ").replace(")", " ").split()
    return " ".join(w if w.lower() in ("or", "and") else w for w in words) or "unknown"


COMMON_LICENSES = (
    ("GNU GENERAL PUBLIC LICENSE", "Version 2, June 1991", "GPL-2"),
    ("GNU GENERAL PUBLIC LICENSE", "Version 3, 29 June 2007", "GPL-3"),
    ("GNU LESSER GENERAL PUBLIC LICENSE", "Version 2.1, February 1999", "LGPL-2.1"),
    ("Apache License", "Version 2.0, January 2004", "Apache-2.0"),
)
"""Licences whose full text Debian keeps in ``/usr/share/common-licenses``: (title, the
version line under it, the file's name)."""


def with_common_licenses(text: str) -> str:
    """``text`` with a full GPL, LGPL or Apache licence in it replaced by the reference to
    Debian's copy (``/usr/share/common-licenses/…``), as Debian's copyright files do (the
    full text stays in the notices file)."""
    for title, version_line, name in COMMON_LICENSES:
        start = text.find(title)
        while start >= 0:
            if version_line in text[start:start + len(title) + 200]:
                end = text.find("END OF TERMS AND CONDITIONS", start)
                end = len(text) if end < 0 else end + len("END OF TERMS AND CONDITIONS")
                text = (text[:start] + f"The full text of this licence is in "
                        f"/usr/share/common-licenses/{name} on Debian systems."
                        + text[end:])
            start = text.find(title, start + 1)
    return text


def debian_copyright(notices: Sequence, install_dir: str = f"usr/lib/{PACKAGE}") -> str:
    """The machine-readable ``copyright`` file (DEP-5) of the package.

    Args:
        notices: the build's third-party notices (:class:`game.notices.Notice`).
        install_dir: where the one-folder app is installed (no leading ``/``).

    The game's own files are MIT (``LICENSE``); each notice becomes a ``Files`` paragraph
    naming the files it covers (its libraries, else its package folder), with its licence
    and the text it ships.
    """
    name, address = maintainer()
    meta = project()
    year = releases()[0]["date"][:4]
    mit = (ROOT / "LICENSE").read_text(encoding="utf-8").split("\n", 2)[2]
    out = ["Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
           f"Upstream-Name: {meta['name']}",
           f"Upstream-Contact: {name} <{address}>", "",
           "Files: *",
           f"Copyright: {year} {name}",
           "License: Expat",
           _dep5_text(mit)]
    bundle = f"{install_dir}/_internal"
    for n in notices:
        if n.files:
            files = " ".join(f"{bundle}/{f}" for f in n.files)
        else:
            files = f"{bundle}/{n.name.split()[0].replace('-', '_')}/*"
        out += ["", f"Files: {files}",
                "Copyright: the authors named in the licence text below",
                f"Comment: {n.name} {n.version}".rstrip() + f"; licence information from "
                f"{n.source}.",
                f"License: {_dep5_name(n.licence)}",
                _dep5_text(with_common_licenses(
                    n.text or "The licence's text is not shipped by the component."))]
    return "\n".join(out) + "\n"


def debian_changelog(distribution: str = "unstable") -> str:
    """The Debian changelog of the package (``/usr/share/doc/<package>/changelog.gz``),
    one entry per release of ``releases.toml``, newest first."""
    name, address = maintainer()
    out = []
    for rel in releases():
        when = datetime.strptime(rel["date"], "%Y-%m-%d").replace(hour=12,
                                                                 tzinfo=UTC)
        out += [f"{PACKAGE} ({rel['version']}) {distribution}; urgency=medium", "",
                *(line for note in rel["notes"]
                  for line in textwrap.wrap(note, 78, initial_indent="  * ",
                                            subsequent_indent="    ")), "",
                f" -- {name} <{address}>  {email.utils.format_datetime(when)}", ""]
    return "\n".join(out)


def man_page(version: str) -> str:
    """The manual page ``harp-and-eight(6)`` (roff): the options of ``python -m game``."""
    from game.__main__ import build_parser

    parser = build_parser()
    lines = [f'.TH HARP-AND-EIGHT 6 "{releases()[0]["date"]}" "{version}" "Games"',
             ".SH NAME", r"harp-and-eight \- Easy Harp and Eight Off, two solitaire games",
             ".SH SYNOPSIS", r".B harp-and-eight", r"[\fIOPTION\fR]... [\fIFILE\fR]",
             ".SH DESCRIPTION",
             "Two patience games with exact rules. Without options the menu opens "
             "full-screen. A saved game (FILE) opens in the Replay.",
             ".SH OPTIONS"]
    for action in parser._actions:  # argparse keeps no public list of them
        if not action.option_strings or action.help in (None, "==SUPPRESS=="):
            continue
        metavar = f" {action.metavar}" if action.metavar else ""
        lines += [".TP", r"\fB" + r", ".join(action.option_strings).replace("-", r"\-")
                  + r"\fR" + metavar.replace("-", r"\-"),
                  str(action.help).replace("-", r"\-")]
    lines += [".SH EXIT STATUS", "0 on success, 1 on a failure, 2 for a bad argument, "
              "3 for a rejected move."]
    return "\n".join(lines) + "\n"
