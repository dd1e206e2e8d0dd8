"""Everything that imports arcade: window, views, sprites, layout, animation, input.

Importing this package first imports arcade the way the game always does
(:func:`game.audio.prepare_audio`: the sound driver chosen first, so arcade never probes a
sound device on its own, and arcade's import kept to what the game uses, see
:mod:`game.lean_imports`), then gives pyglet's FreeType glyph conversion a C-speed copy
(:func:`game.ui.patches.speed_up_glyph_expansion`) and lets pyglet's X11 window read every
key the same on any keyboard layout (:func:`game.ui.patches.read_keys_by_layout`) and
arcade's window accept dropped files (:func:`game.ui.patches.accept_file_drops`) and
show its smallest layout scaled down in a window below its minimum size
(:func:`game.ui.patches.fit_below_minimum_size`).
"""

from game.audio import prepare_audio

prepare_audio()

from game.ui.patches import (  # noqa: E402
    accept_file_drops,
    fit_below_minimum_size,
    read_keys_by_layout,
    speed_up_glyph_expansion,
)

speed_up_glyph_expansion()
read_keys_by_layout()
accept_file_drops()
fit_below_minimum_size()
