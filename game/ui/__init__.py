"""Everything that imports arcade: window, views, sprites, layout, animation, input.

Importing this package first keeps arcade's import to what the game uses
(:func:`game.ui.lean_imports.trim_arcade_imports`: no Tiled map parser, no FFmpeg probe),
then chooses the sound driver (:func:`game.audio.prepare_audio`), so arcade never probes a
sound device on its own, and gives pyglet's FreeType glyph conversion a C-speed copy
(:func:`game.ui.glyphs.speed_up_glyph_expansion`).
"""

from game.ui.lean_imports import trim_arcade_imports

trim_arcade_imports()

from game.audio import prepare_audio  # noqa: E402

prepare_audio()

from game.ui.glyphs import speed_up_glyph_expansion  # noqa: E402

speed_up_glyph_expansion()
