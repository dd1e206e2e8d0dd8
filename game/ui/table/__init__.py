"""The parts a table scene is composed of.

* :class:`CardTable` — the cards as sprites: textures, empty-pile marks, highlights,
  reconcile with the engine's position, deal and win animations.
* :class:`~game.ui.table.marks.PileMarks` — the empty-pile marks, their tint and kept picture.
* :mod:`~game.ui.table.celebration` — when the win celebration's waves come, and a wave.
* :mod:`~game.ui.table.placement` — where cards and outlines lie, from the layout and position.
* :class:`PointerPlay` — the left button's press, drag, drop and taps become moves.
* :class:`StatusBar` — title, score, moves, time, deal code, buttons, passing messages.
* :class:`WinPanel` — the banner and choices shown when a deal is won.
* :class:`ReplayBar` — the Replay's status line, scrub bar and playback buttons.
* :class:`~game.ui.table.hints.HintPlay` — hints, the winnability label, "Show me how".
* :mod:`~game.ui.table.gestures` — a hint's nudge and the shake of a card with nowhere to go.
* :class:`~game.ui.table.commands.TableCommands` — the table's key map and a panel's focus.
* :class:`~game.ui.table.messages.TableMessages` — passing messages and rule reminders, announced.

:class:`~game.ui.views.table.TableView` uses the first four; the Replay scene uses the card
table and the replay bar; the Examples scene uses the card table and a status bar.
"""

from game.ui.table.cards import CardTable
from game.ui.table.notice import NoticePanel
from game.ui.table.pointer import PointerPlay
from game.ui.table.replay_bar import ReplayBar
from game.ui.table.status import StatusBar
from game.ui.table.win import WinPanel

__all__ = ["CardTable", "NoticePanel", "PointerPlay", "ReplayBar", "StatusBar", "WinPanel"]
