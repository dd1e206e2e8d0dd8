"""Translation and formatting for every user-visible string: :func:`_`, :func:`ngettext`,
:func:`pgettext` and the Babel-backed :func:`format_percent`, :func:`format_date`, ….

Catalogues are standard gettext files: the sources are ``resources/locale/<lang>/
LC_MESSAGES/harp_and_eight.po`` (Croatian ``hr`` and Russian ``ru``), kept up to date by
``bash scripts/i18n.sh`` (Babel's ``pybabel extract/update/compile``). English is the source
language and needs no catalogue.

The compiled ``.mo`` files are build outputs and are not committed: ``scripts/i18n.sh`` and
the PyInstaller build (``build_scripts/build.py``) compile them, and :func:`set_language`
compiles a catalogue itself when its ``.mo`` is missing or older than its ``.po`` (a fresh
checkout, an edited translation), so a ``pip install -e`` run is never out of date. The
frozen app only reads the ``.mo`` it was built with.

Choice: the number, date and percentage formats follow the UI language (not the system's
region), so a Croatian screen reads ``33,3 %`` and ``30. 11. 2026.`` throughout.
"""

from __future__ import annotations

import datetime
import errno
import gettext
import io
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path

from game.engine.text import Quoted
from game.resources import resource_path

log = logging.getLogger(__name__)

DOMAIN = "harp_and_eight"
LANGUAGES = {"en": "English", "hr": "Hrvatski", "ru": "Русский"}
"""Languages offered in Settings: code → name in that language."""
SOURCE_LANGUAGE = "en"

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE


def locale_dir() -> Path:
    """Where the gettext catalogues live (works frozen too)."""
    return resource_path("locale")


def catalogue_paths(code: str) -> tuple[Path, Path]:
    """The ``(.po, .mo)`` paths of language ``code`` (they may not exist)."""
    base = locale_dir() / code / "LC_MESSAGES" / DOMAIN
    return base.with_suffix(".po"), base.with_suffix(".mo")


def compile_catalogue(po: Path) -> bytes:
    """Compile a ``.po`` file to ``.mo`` bytes with Babel (fuzzy entries left out).

    Raises:
        OSError: the file cannot be read.
        babel.messages.pofile.PoFileError: the file is not a valid catalogue.
    """
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with po.open("rb") as f:
        catalog = read_po(f, locale=po.parent.parent.name, abort_invalid=True)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def compiled_catalogue(code: str) -> bytes | None:
    """The ``.mo`` bytes of language ``code``: the file when it is up to date, else freshly
    compiled from the ``.po`` (and written next to it when the folder is writable, atomically).

    Returns:
        The bytes, or ``None`` when the language has no catalogue.
    """
    po, mo = catalogue_paths(code)
    frozen = getattr(sys, "frozen", False)
    try:
        if mo.is_file() and (frozen or not po.is_file()
                             or mo.stat().st_mtime >= po.stat().st_mtime):
            return mo.read_bytes()
        if not po.is_file():
            return None
        data = compile_catalogue(po)
    except Exception as exc:  # a damaged catalogue must not stop the game: English then
        log.warning("the %s catalogue cannot be used: %s", code, exc)
        return None
    try:
        from game.storage.files import atomic_write_bytes

        atomic_write_bytes(mo, data)
        po_time = po.stat().st_mtime
        if mo.stat().st_mtime < po_time:  # a .po dated in the future: not stale next time
            os.utime(mo, (po_time, po_time))
    except Exception as exc:  # read-only install: use it from memory
        log.info("compiled %s catalogue kept in memory (%s)", code, exc)
    return data


def compile_all() -> list[Path]:
    """Compile every language's ``.po`` to its ``.mo`` now (the build runs this before
    PyInstaller bundles ``resources/``).

    Returns:
        The ``.mo`` files written.

    Raises:
        OSError, babel.messages.pofile.PoFileError: a catalogue cannot be read or written.
    """
    from game.storage.files import atomic_write_bytes

    written = []
    for code in LANGUAGES:
        po, mo = catalogue_paths(code)
        if po.is_file():
            atomic_write_bytes(mo, compile_catalogue(po))
            written.append(mo)
    return written


def set_language(code: str) -> str:
    """Switch the UI language; unknown codes or missing catalogues fall back to English.

    Scenes read the texts when they lay themselves out; the app's
    :meth:`~game.ui.preferences.SettingsService.apply_language` redraws the open ones.

    Args:
        code: a language code such as ``"en"``, ``"hr"`` or ``"ru"``.

    Returns:
        The language code now in use.
    """
    global _translation, _language
    translation: gettext.NullTranslations = gettext.NullTranslations()
    used = SOURCE_LANGUAGE
    if code in LANGUAGES and code != SOURCE_LANGUAGE:
        data = compiled_catalogue(code)
        if data is not None:
            translation = gettext.GNUTranslations(io.BytesIO(data))
            used = code
    _translation, _language = translation, used
    return used


def language() -> str:
    """The language code in use."""
    return _language


def _match(tag: str) -> str | None:
    """The supported language of a locale tag such as ``hr_HR.UTF-8`` or ``ru-RU``."""
    code = tag.replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    if code in ("c", "posix", ""):
        return None
    return code if code in LANGUAGES else None


def _windows_languages() -> list[str]:  # pragma: no cover - Windows only
    import ctypes
    import locale

    lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    name = locale.windows_locale.get(lcid, "")
    return [name] if name else []


def _macos_languages() -> list[str]:  # pragma: no cover - macOS only
    import subprocess

    try:
        out = subprocess.run(["defaults", "read", "-g", "AppleLanguages"], capture_output=True,
                             text=True, timeout=2).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    return [part.strip(' \t"(),') for part in out.splitlines() if part.strip(' \t"(),')]


def system_language(environ: dict[str, str] | None = None, platform: str | None = None) -> str:
    """The player's system UI language if the game speaks it, else English.

    POSIX: ``LANGUAGE`` (a ``:`` list, in order), then ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG``, as gettext reads them. Windows: the user's UI language. macOS: the first
    language of the user's preferred list that the game has, after the environment.

    Args:
        environ: the environment to read (``os.environ`` by default; tests pass their own).
        platform: ``sys.platform`` by default.

    Returns:
        ``"en"``, ``"hr"`` or ``"ru"``.
    """
    env = os.environ if environ is None else environ
    platform = platform or sys.platform
    tags: list[str] = []
    lc = next((env[v] for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v)), "")
    if env.get("LANGUAGE") and lc.split(".")[0] not in ("C", "POSIX"):  # as GNU gettext
        tags += env["LANGUAGE"].split(":")
    tags.append(lc)
    for tag in tags:
        if tag and _match(tag):
            return _match(tag) or SOURCE_LANGUAGE
    if platform == "win32":  # pragma: no cover - Windows only
        tags = _windows_languages()
    elif platform == "darwin" and environ is None:  # pragma: no cover - macOS only
        tags = _macos_languages()
    else:
        tags = []
    return next((code for tag in tags if (code := _match(tag))), SOURCE_LANGUAGE)


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is defined (a table of labels); the code
    that shows it calls :func:`_` on it then."""
    return message


def _(message: str) -> str:
    """Translate ``message`` into the UI language (the English text when untranslated)."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message with a count, choosing the language's plural form for ``n``
    (Croatian and Russian have three: 1 potez, 2 poteza, 5 poteza)."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """Translate ``message`` where the same English word needs different translations
    (``context`` tells them apart, e.g. ``pgettext("history filter", "Won")``)."""
    return _translation.pgettext(context, message)


# ---------------------------------------------------------------------- errors
OS_REASONS = {
    errno.ENOENT: N_("no such file or folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a folder on the way is a file"),
    errno.EEXIST: N_("it already exists"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EIO: N_("the disk could not be read or written"),
}
"""Operating-system errors in the player's words (the rest keep the system's text)."""


def os_reason(error: OSError, translate: bool = True) -> str:
    """Why a file operation failed, short: ``permission denied`` (in the UI language when
    ``translate``, else English as the log and the command line show it)."""
    reason = OS_REASONS.get(error.errno or 0)
    if reason is None:
        return error.strerror or str(error)
    return _(reason) if translate else reason


def translate(template: str, params: dict[str, object] | None = None) -> str:
    """``_(template).format(**params)``, where a parameter that is itself an error with a
    ``template`` and ``params`` (DealCodeError, SavedGameError, ExchangeError) or an
    :class:`OSError` is translated too.

    Args:
        template: an English message marked with ``N_``, with ``{placeholders}``.
        params: the values of the placeholders.
    """
    values = {key: error_text(value) if isinstance(value, BaseException)
              else quoted(value) if isinstance(value, Quoted) else value
              for key, value in (params or {}).items()}
    return _(template).format(**values)


def quoted(text: str) -> str:
    """``text`` between the quotation marks of the current language: “X” in English, „X“ in
    Croatian, «X» in Russian (a translatable pattern)."""
    return pgettext("quotation marks around the player's input", "\u201c{text}\u201d").format(
        text=str(text))


def error_text(error: BaseException) -> str:
    """An error for the player, in the UI language: templated errors are translated with
    their parameters, OS errors by their errno, anything else as it is."""
    template = getattr(error, "template", None)
    if isinstance(template, str):
        return translate(template, getattr(error, "params", {}))
    if isinstance(error, OSError):
        return os_reason(error)
    return str(error)


def english(template: str, params: dict[str, object] | None = None) -> str:
    """The English text of a templated message (what logs and the command line show)."""
    values = {key: (os_reason(value, translate=False) if isinstance(value, OSError)
                    else str(value)) if isinstance(value, BaseException) else value
              for key, value in (params or {}).items()}
    return template.format(**values)


# ---------------------------------------------------------------------- formats (Babel)
def _locale() -> str:
    return {"en": "en_GB", "hr": "hr_HR", "ru": "ru_RU"}.get(_language, "en_GB")


def format_number(value: float) -> str:
    """A number with the language's digit grouping (``1,220`` / ``1.220`` / ``1 220``)."""
    from babel.numbers import format_decimal

    return format_decimal(value, locale=_locale())


def format_percent(ratio: float, digits: int = 1) -> str:
    """``ratio`` (0.333) as a percentage with ``digits`` decimals at most, in the language's
    style: ``33.3%`` in English, ``33,3 %`` in Croatian and Russian; whole numbers without
    decimals (``50 %``)."""
    from babel.numbers import format_percent as babel_percent

    pattern = "#,##0" + ("." + "#" * digits if digits > 0 else "")
    base = _babel_locale().percent_formats[None].pattern
    return babel_percent(ratio, format=base.replace("#,##0", pattern, 1), locale=_locale())


def _babel_locale():  # type: ignore[no-untyped-def]
    from babel import Locale

    return Locale.parse(_locale())


def format_date(value: datetime.date) -> str:
    """A date, short and numeric: ``30. 11. 2026.`` (hr), ``30.11.2026`` (ru), CLDR's short
    form; English keeps the unambiguous ``2026-11-30`` (read alike in the UK and the US)."""
    from babel.dates import format_date as babel_date

    return babel_date(value, format="y-MM-dd" if _language == "en" else "short",
                      locale=_locale())


def format_time(value: datetime.time | datetime.datetime) -> str:
    """A time of day in the language's style (24-hour: ``14:05``)."""
    from babel.dates import format_time as babel_time

    return babel_time(value, format="HH:mm", locale=_locale())


def format_datetime(value: datetime.datetime) -> str:
    """A date and time: ``30. 11. 2026. 14:05`` (local time of ``value``)."""
    return f"{format_date(value)} {format_time(value)}"


def format_steps() -> list[Callable[[], None]]:
    """Steps that make the first number, percentage, date and time formatted in this
    language cheap (the scenes' first builds format them: History's dates, Statistics'
    rates, Settings' volume): Babel's modules imported (``babel.numbers`` and
    ``babel.dates``), then the current language's CLDR data read and one value of each
    kind formatted. Each step takes a few milliseconds (~10 ms each of the ~25 ms a first
    format cost); another language's data is read when it is first used.

    Returns:
        The steps, to be called in order (each once).
    """

    def modules() -> None:
        import babel.dates  # noqa: F401
        import babel.numbers  # noqa: F401

    def data() -> None:
        now = datetime.datetime.now()
        format_number(1234.5)
        format_percent(0.5)
        format_datetime(now)

    return [modules, data]
