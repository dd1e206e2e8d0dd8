"""Marking engine text for translation: the engine has no language of its own.

Messages and titles the engine hands to the UI are English, marked with :func:`N_` so the
catalogue tools find them; the UI translates them with ``game.i18n._``.
"""

from __future__ import annotations


def N_(message: str) -> str:
    """Mark ``message`` for translation and return it unchanged."""
    return message


QUOTE_MAX = 24
"""Characters of the player's input a message quotes at most (a longer one is cut with …)."""


class Quoted(str):
    """The player's own input inside a message: shown between quotation marks.

    The engine passes it as a message parameter; English text (the command line, logs)
    formats it between “ and ”, and the UI puts it between the marks of the player's
    language (``game.i18n.translate``: „X“ in Croatian, «X» in Russian). Characters that
    are not printable are shown escaped, and an input longer than :data:`QUOTE_MAX` is cut.

    >>> f"unknown prefix {Quoted('QQQEO1')}"
    'unknown prefix “QQQEO1”'
    >>> str(Quoted("a\\tb")), str(Quoted("x" * 30))[-3:]
    ('a\\\\tb', 'xx…')
    """

    def __new__(cls, text: object) -> Quoted:
        shown = str(text)
        if not shown.isprintable():
            shown = repr(shown)[1:-1]
        if len(shown) > QUOTE_MAX:
            shown = shown[: QUOTE_MAX - 1] + "\u2026"
        return super().__new__(cls, shown)

    def __format__(self, spec: str) -> str:
        return "\u201c" + str.__format__(str(self), spec) + "\u201d"
