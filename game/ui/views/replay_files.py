"""Saved-game files opened in the Replay scene: from the command line or dropped on the window.

``python -m game replay FILE`` and a file dropped on the window (pyglet's ``on_file_drop``)
open the saved game in a Replay with its "Add to history" button. A file that cannot be read
or verified shows a message scene with a one-line reason instead, never a crash; a large one
(tens of thousands of moves: seconds of verifying) is read on a worker thread while a scene
counts the seconds.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import arcade

from game.i18n import _, error_text
from game.ui.views.replay import ReplayView, open_replay

if TYPE_CHECKING:
    from game.engine.notation import SavedGame
    from game.ui.services import Services

READ_AT_ONCE = 256 * 1024
"""Bytes of a saved-game file read and verified at once; a larger one (tens of thousands of
moves: seconds of verifying) is read on a worker thread (:func:`open_replay_file`)."""


def open_replay_file(services: Services, path: Path, back: arcade.View | None = None,
                     background: bool = False) -> ReplayView | None:
    """Open a saved-game file in the Replay scene, with its "Add to history" button
    (``python -m game replay FILE``, or a file dropped on the window:
    :func:`open_dropped_files`).

    A file that cannot be read or verified shows
    :class:`~game.ui.views.replay_message.ReplayMessageView` with a one-line
    reason instead (from the command line also printed on stderr); nothing raises.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        path: the file.
        back: where Back / Esc returns (a drop: the scene it was dropped on); ``None``
            (the command line): the menu.
        background: a file of more than :data:`READ_AT_ONCE` bytes (a game of tens of
            thousands of moves) is read on a worker thread while
            :class:`~game.ui.views.replay_message.ReadingView` counts the seconds; the
            Replay opens when it is read. ``False``: read here, whatever its size
            (screenshots).

    Returns:
        The replay view shown (or being made: :func:`open_replay`), or ``None`` when the
        file could not be used or is being read.
    """
    from game.storage.exchange import import_game

    if background and _large(path):
        from game.ui.background import BackgroundJob
        from game.ui.views.replay_message import ReadingView

        job = BackgroundJob(lambda: import_game(path))
        services.nav.show_view(ReadingView(
            services, job, lambda done: _opened(services, done.result, back), back=back))
        return None
    return _opened(services, lambda: import_game(path), back)


def _large(path: Path) -> bool:
    """Whether ``path`` is a file of more than :data:`READ_AT_ONCE` bytes."""
    try:
        return path.stat().st_size > READ_AT_ONCE
    except OSError:
        return False  # (the reader says what is wrong with it)


def _opened(services: Services, read: Callable[[], SavedGame], back: arcade.View | None
            ) -> ReplayView | None:
    """The Replay of the saved game ``read()`` gives, or the message scene saying why it
    cannot be replayed."""
    from game.storage.exchange import ExchangeError
    from game.ui.views.replay_message import ReplayMessageView

    try:
        saved = read()
    except ExchangeError as exc:
        if back is None:
            print(f"error: {exc}", file=sys.stderr)
        services.nav.show_view(ReplayMessageView(services, _("This saved game cannot be replayed"),
                                        error_text(exc), back=back))
        return None
    view = open_replay(services, saved.game.spec, list(saved.game.log), back=back, saved=saved)
    view.back_view = back
    return view


def open_dropped_files(services: Services, paths: Sequence[str]) -> ReplayView | None:
    """Files dropped on the window (pyglet's ``on_file_drop``, enabled by
    :func:`game.ui.patches.accept_file_drops`): the first one opens as a saved game
    (:func:`open_replay_file`), Back returning to the scene it was dropped on (a Replay's
    own way back, when dropped on a Replay). The others are left alone: one game is
    replayed at a time.

    Returns:
        The replay view, or ``None`` when nothing was dropped or the file could not be
        used (the reason is shown).
    """
    if not paths:
        return None
    here = services.screen.current_view
    back = here.back_view if isinstance(here, ReplayView) else here
    return open_replay_file(services, Path(paths[0]), back=back, background=True)


__all__ = ["READ_AT_ONCE", "open_dropped_files", "open_replay_file"]
