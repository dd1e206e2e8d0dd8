"""The game with the looks of the round's start, to tell the shell's cost from the looks'.

The round's start (32ca8e6) cleared every frame to a flat colour and drew the standard deck.
Since then the looks gained a woven felt (a full-window textured quad a frame: on Mesa's
software renderer about 2.5 ms of CPU at 1280x800, on a graphics card next to nothing) and
the classic deck, the default (its faces take longer to draw). A benchmark that compares the
two checkouts measures both changes at once; with these looks, the new checkout draws what the
old one drew, so what is left of a difference is the code's.

:func:`use_plain_looks` patches, for this process only:

* the felt (:class:`game.ui.backdrop.FeltBackdrop`): its picture is never drawn (nor
  ahead, while the window is made), and covering the window or a kept picture's background
  is a clear to the theme's cloth colour;
* the settings read at start-up (:func:`game.storage.settings.load_settings`): the standard
  deck.

Run the game with them: ``python benchmarks/plain_looks.py [the game's arguments]`` (as
``python -m game``); benchmarks use :func:`use_plain_looks` in their own children
(``bench_startup.py --against DIR --plain-looks``, ``bench_frame.py --plain-looks``).
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def use_plain_looks() -> None:
    """Give this process the round start's looks: a flat felt and the standard deck."""
    import game.storage.settings as settings
    from game.ui import backdrop

    original_load = settings.load_settings

    def load_settings(path: Path | None = None) -> settings.Settings:
        return dataclasses.replace(original_load(path), card_style="standard")

    settings.load_settings = load_settings
    import game.ui.run as run

    run.load_settings = load_settings

    def prepare(self: backdrop.FeltBackdrop, name: str):  # noqa: ANN202
        self.theme = backdrop.theme_named(name)
        return self.theme

    def prepare_soon(self: backdrop.FeltBackdrop, name: str) -> bool:
        prepare(self, name)
        return False

    def paint(self: backdrop.FeltBackdrop) -> None:
        window = self._window()
        if window is not None:
            window.ctx.active_framebuffer.clear(color=(*self.theme.felt, 255))

    backdrop.FeltBackdrop.prepare = prepare
    backdrop.FeltBackdrop.prepare_soon = prepare_soon
    backdrop.FeltBackdrop.paint = paint
    backdrop.FeltBackdrop.cover = paint
    backdrop.FeltBackdrop.expect = lambda self, ahead: None
    backdrop.felt_texels = lambda *args, **kwargs: b""  # (the window's felt drawn ahead)


def main() -> int:
    """``python -m game`` with :func:`use_plain_looks`."""
    sys.path.insert(0, str(ROOT))
    import game.ui  # noqa: F401  (arcade imported the game's way first)

    use_plain_looks()
    from game.__main__ import main as game_main

    return game_main(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
