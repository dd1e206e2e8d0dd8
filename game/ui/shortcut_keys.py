"""Keys that mean the same on every keyboard layout, as desktop programs read shortcuts.

Every handler of the game compares the key of ``on_key_press`` with arcade's Latin key
constants (``key.Z``, ``key.S``, ``key.KEY_1``…). On a Cyrillic layout the key labelled
Z/Я types ``я``, which pyglet reports as a user key carrying the hardware keycode
(``key.user_key(keycode)``), so no shortcut matched. :func:`shortcut_symbol` gives every
key one layout-independent symbol, once, where the window reads the key
(:func:`game.ui.patches.read_keys_by_layout`), so that the handlers stay as they are:

* a key that types a Latin letter in the layout is that letter: on a German keyboard the
  key labelled Z (where the US layout has Y) is ``key.Z``, so Ctrl+Z undoes on the key
  labelled Z;
* a key that types anything else — a Cyrillic or accented letter (``я``, ``š``, ``ü``) —
  is the key of the US layout at the same place (:data:`US_KEYS`, by hardware keycode):
  Ctrl+Я is Ctrl+Z, Ы is S;
* the keys of the number row are their digits whatever they type (French ``&`` is
  ``key.KEY_1``, as Shift+1 is on any layout), so the number keys choose columns
  everywhere;
* every other key (Enter, arrows, F-keys, punctuation the layout types) is unchanged.

The text typed into fields is not affected: it comes with ``on_text``, in the layout's own
letters.
"""

from __future__ import annotations

from arcade import key

US_KEYS: dict[int, int] = {
    **{10 + i: getattr(key, f"KEY_{(i + 1) % 10}") for i in range(10)},
    20: key.MINUS, 21: key.EQUAL,
    **{24 + i: ord(c) for i, c in enumerate("qwertyuiop")},
    34: key.BRACKETLEFT, 35: key.BRACKETRIGHT,
    **{38 + i: ord(c) for i, c in enumerate("asdfghjkl")},
    47: key.SEMICOLON, 48: key.APOSTROPHE, 49: key.GRAVE, 51: key.BACKSLASH,
    **{52 + i: ord(c) for i, c in enumerate("zxcvbnm")},
    59: key.COMMA, 60: key.PERIOD, 61: key.SLASH,
}
"""The US layout's key at each X11 hardware keycode of the character keys (the evdev
keycodes X servers use on Linux: the key's Linux input code + 8)."""

DIGITS = frozenset(getattr(key, f"KEY_{n}") for n in range(10))
LETTERS = frozenset(range(key.A, key.Z + 1))
USER_KEY_SHIFT = 32
"""pyglet's user keys carry the hardware keycode shifted this far (``key.user_key``)."""


def user_key(keycode: int) -> int:
    """pyglet's symbol for a key it has no symbol for (``pyglet.window.key.user_key``)."""
    return keycode << USER_KEY_SHIFT


def keycode_of(symbol: int) -> int | None:
    """The hardware keycode a pyglet user key carries, or ``None`` for any other symbol."""
    code = symbol >> USER_KEY_SHIFT
    return code or None


def shortcut_symbol(symbol: int, keycode: int | None = None) -> int:
    """The layout-independent key for a key event (see the module docstring).

    Args:
        symbol: pyglet's symbol for the key (what the layout types, lower case; a user key
            for a character pyglet has no symbol for).
        keycode: the X11 hardware keycode of the key, when known (a user key carries its
            own).

    Returns:
        The symbol the handlers compare with: ``symbol`` itself, or the US layout's key
        at ``keycode``.

    >>> shortcut_symbol(key.Z, 29)            # German: the key labelled Z types z
    122
    >>> shortcut_symbol(user_key(52)) == key.Z   # Russian: Я, where US has Z
    True
    >>> shortcut_symbol(key.AMPERSAND, 10) == key.KEY_1   # French: the 1 key types &
    True
    >>> shortcut_symbol(key.ENTER, 36) == key.ENTER
    True
    """
    if symbol in LETTERS or symbol in DIGITS:
        return symbol
    code = keycode_of(symbol) or keycode
    if code is None:
        return symbol
    us = US_KEYS.get(code)
    if us is None:
        return symbol
    if keycode_of(symbol) is not None or us in DIGITS:
        return us
    return symbol


__all__ = ["US_KEYS", "keycode_of", "shortcut_symbol", "user_key"]
