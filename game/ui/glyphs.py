"""Glyphs rendered ahead, while the game is idle, for the texts the widget scenes will show.

Each character at each font size and weight is rendered once per run, by FreeType, and put
into a texture the first time a text shows it; :func:`glyph_steps` does that for the scenes'
fonts and the languages' letters before a scene is first built.
"""

from __future__ import annotations

from collections.abc import Callable

# ---------------------------------------------------------------------- glyphs ahead
SCENE_FONTS = (
    (13, False), (17, False), (32, True),  # New Game
    (12, False), (16, False), (16, True), (30, True),  # Settings
    (14, False), (15, False),  # History
    (11, False), (20, True),  # Statistics
    (18, True), (24, True),  # Rules and FAQ
)
"""The font sizes (points at a size factor of 1, see
:func:`game.ui.views.basics.scale_for`) and weights (bold or not) of the widget scenes'
texts, the most often opened scenes' first; the menu's own are drawn in the first frame.
Labels that shrink to fit their room (:func:`game.ui.views.basics.fit_font_size`) may use
a smaller one."""
COMMON_CHARS = (
    "aeionrstlcdumhpgfbywvkxqjz" "AEIONRSTLCDUMHPGFBYWVKXQJZ" "0123456789"
    " .,:;!?%&'\"()+-/–—…•×«»„“”►◄♠♣♥♦\u00a0\n"
)
"""The characters every language's scenes may show (codes and game names are Latin in all
three; Babel's percentages hold a no-break space; a multi-line text's line ends), the most
frequent first. Settings names every language in its own (:data:`game.i18n.LANGUAGES`)."""
LANGUAGE_CHARS = {
    "hr": "čćđšžČĆĐŠŽ",
    "ru": "оеаинтсрвлкмдпуяызьбгчйхжшюцщэфъёОЕАИНТСРВЛКМДПУЯЫЗЬБГЧЙХЖШЮЦЩЭФЪЁ",
}
"""The letters a language adds to :data:`COMMON_CHARS`."""
GLYPH_STEP = 0.012
"""Seconds of glyph rendering in one step of :func:`glyph_steps`."""
GLYPH_CHUNK = 8
"""Characters rendered at a time (the step's clock is read between two chunks)."""


KEPT_FONTS: list[object] = []
"""The fonts :func:`glyph_steps` rendered glyphs in, kept for the run: pyglet keeps a font
(and its glyphs) only while something refers to it (a weak cache, plus the last three
loaded), so glyphs rendered ahead in a font no text uses yet would be lost."""


def scene_fonts(width: float, height: float) -> list[tuple[int, bool]]:
    """The ``(points, bold)`` pairs of :data:`SCENE_FONTS` at the size factor of a
    ``width`` x ``height`` window (logical pixels), each once, in that order."""
    from game.ui.views.basics import font_size, scale_for

    scale = scale_for(width, height)
    return list(dict.fromkeys((font_size(base, scale), bold) for base, bold in SCENE_FONTS))


def glyph_steps(width: float, height: float, language: str,
                budget: float = GLYPH_STEP) -> list[Callable[[], bool]]:
    """Steps that render the glyphs the widget scenes will draw for a ``width`` x
    ``height`` window in ``language`` (:func:`scene_fonts`, the characters of
    :data:`COMMON_CHARS` and :data:`LANGUAGE_CHARS`), so that a scene's first build does
    not render them (a scene's texts at new sizes cost 5-40 ms of glyphs: each character,
    size and weight is rendered once per run, by FreeType, and put into a texture).

    Each step renders glyphs for about ``budget`` seconds (a chunk of
    :data:`GLYPH_CHUNK` characters at least) and returns whether there is more to do (the
    protocol of :func:`game.ui.scheduler.staged`). Needs the window's GL context.

    Args:
        width, height: the window's size, logical pixels.
        language: a language code (``"en"``, ``"hr"``, ``"ru"``).
        budget: seconds per step.

    Returns:
        One step (called until it returns ``False``).
    """
    import time

    import pyglet.font

    from game.i18n import LANGUAGES
    from game.ui.fonts import WEIGHTS, load_fonts
    from game.ui.theme import FONT

    chars = COMMON_CHARS + LANGUAGE_CHARS.get(language, "")
    chars += "".join(dict.fromkeys(c for c in "".join(LANGUAGES.values()) if c not in chars))
    work = [(points, bold, chars[i:i + GLYPH_CHUNK])
            for points, bold in scene_fonts(width, height)
            for i in range(0, len(chars), GLYPH_CHUNK)]

    def step() -> bool:
        load_fonts()
        start = time.perf_counter()
        while work:
            points, bold, chunk = work.pop(0)
            font = pyglet.font.load(FONT, points, weight=WEIGHTS[bold], dpi=96)
            font.get_glyphs(chunk)
            if font not in KEPT_FONTS:
                KEPT_FONTS.append(font)
            if time.perf_counter() - start > budget:
                break
        return bool(work)

    return [step]
