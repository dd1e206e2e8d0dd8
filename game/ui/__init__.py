"""Everything that imports arcade: window, views, sprites, layout, animation, input.

Importing this package first chooses the sound driver (:func:`game.audio.prepare_audio`),
so arcade never probes a sound device on its own.
"""

from game.audio import prepare_audio

prepare_audio()
