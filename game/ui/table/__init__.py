"""The parts a table scene is composed of.

* :class:`CardTable` — the cards as sprites: textures, empty-pile marks, highlights,
  reconcile with the engine's position, deal and win animations.
* :class:`PointerPlay` — the left button's press, drag, drop and taps become moves.
* :class:`StatusBar` — title, score, moves, time, deal code, buttons, passing messages.
* :class:`WinPanel` — the banner and choices shown when a deal is won.

:class:`~game.ui.views.table.TableView` uses all four; the Replay scene uses the card table
(with its own control bar); the Examples scene uses the card table and a status bar.
"""

from game.ui.table.cards import CardTable
from game.ui.table.pointer import PointerPlay
from game.ui.table.status import StatusBar
from game.ui.table.win import WinPanel

__all__ = ["CardTable", "PointerPlay", "StatusBar", "WinPanel"]
