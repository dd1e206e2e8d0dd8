"""Marking engine text for translation: the engine has no language of its own.

Messages and titles the engine hands to the UI are English, marked with :func:`N_` so the
catalogue tools find them; the UI translates them with ``game.i18n._``.
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Mark ``message`` for translation and return it unchanged."""
    return message
