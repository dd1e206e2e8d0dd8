"""The one translation function for every user-visible string: :func:`_`.

Catalogues are standard gettext ``.mo`` files under ``resources/locale/<lang>/LC_MESSAGES/
harp_and_eight.mo``; English is the source language and needs none. Adding Croatian or
Russian means adding a catalogue, never touching the code that calls :func:`_`.
"""

from __future__ import annotations

import gettext
from pathlib import Path

from game.resources import resource_path

DOMAIN = "harp_and_eight"
LANGUAGES = {"en": "English"}
"""Languages offered in Settings: code → name in that language."""

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def locale_dir() -> Path:
    """Where the gettext catalogues live (works frozen too)."""
    return resource_path("locale")


def set_language(code: str) -> str:
    """Switch the UI language; unknown codes or missing catalogues fall back to English.

    Args:
        code: a language code such as ``"en"``, ``"hr"`` or ``"ru"``.

    Returns:
        The language code now in use.
    """
    global _translation, _language
    _translation = gettext.translation(DOMAIN, locale_dir(), languages=[code], fallback=True)
    _language = code if isinstance(_translation, gettext.GNUTranslations) or code == "en" else "en"
    return _language


def language() -> str:
    """The language code in use."""
    return _language


def N_(message: str) -> str:
    """Mark ``message`` for translation where it is defined (a table of labels); the code
    that shows it calls :func:`_` on it then."""
    return message


def _(message: str) -> str:
    """Translate ``message`` into the UI language (the English text when untranslated)."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """Translate a message with a count, choosing the plural form for ``n``."""
    return _translation.ngettext(singular, plural, n)
