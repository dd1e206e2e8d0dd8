"""A faster copy of pyglet's glyph bitmap conversion (FreeType, so Linux and the BSDs).

Every glyph pyglet draws with FreeType (each character at each font size and weight, the
first time it is shown) goes through ``FreeTypeGlyphRenderer._expand_to_rgba``, which turns
the 8-bit coverage bitmap into BGRA texels (white, with the coverage as alpha) in a Python
loop over every pixel. At start-up the menu's ~120 glyphs spend about 7 ms of CPU there,
and a text-heavy scene (Settings, History) far more; the big title's glyphs cost the most.

:func:`speed_up_glyph_expansion` replaces that one conversion (``"R"`` to ``"BGRA"``, the
only one pyglet's FreeType renderer asks for) by the same bytes built with slice
assignment, which runs in C. Any other conversion still goes to pyglet's own method. The
replacement is installed only when the method exists with that name (pyglet 2.1); with
another pyglet, or on Windows and macOS (whose font renderers do not use it), nothing
changes. ``tests/test_glyphs.py`` checks that both give identical bytes.
"""

from __future__ import annotations

from collections.abc import Callable


def expand_coverage_to_bgra(data: bytes) -> bytes:
    """8-bit glyph coverage → BGRA texels: ``(255, 255, 255, coverage)`` per pixel.

    Args:
        data: one byte per pixel (a FreeType grey bitmap, rows tightly packed).

    Returns:
        Four bytes per pixel, ``len(data) * 4`` bytes.
    """
    out = bytearray(b"\xff") * (len(data) * 4)
    out[3::4] = data
    return bytes(out)


def speed_up_glyph_expansion() -> bool:
    """Install :func:`expand_coverage_to_bgra` in pyglet's FreeType glyph renderer (once).

    Returns:
        Whether pyglet's FreeType renderer is in use here and now uses it.
    """
    import pyglet

    if pyglet.compat_platform in ("win32", "cygwin", "darwin"):
        return False  # Windows and macOS render glyphs with their own font systems
    from pyglet.font.freetype import FreeTypeGlyphRenderer

    original = getattr(FreeTypeGlyphRenderer, "_expand_to_rgba", None)
    if original is None:
        return False
    if getattr(original, "_fast", False):
        return True

    def expand(self: object, data: bytes, src_format: str, dst_format: str) -> bytes:
        if src_format == "R" and dst_format == "BGRA":
            return expand_coverage_to_bgra(bytes(data))
        return original(self, data, src_format, dst_format)

    fast: Callable[..., bytes] = expand
    fast._fast = True  # type: ignore[attr-defined]
    fast._original = original  # type: ignore[attr-defined]
    FreeTypeGlyphRenderer._expand_to_rgba = fast  # type: ignore[method-assign]
    return True
