"""What the Replay's control bar says of the replay: its status line, its controls' states
and the undo ticks across its scrub bar.

The status line names the game, the score, the moves, the step (entries played of the line
followed), the deal's code and the last entry played in words ("Last: 3 to cell", "undo"),
with a banner once the replay reaches a won game's end. The controls show the speed and the
line chosen and Play or Pause; the undos of the whole history are ticks on the scrub bar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.timeline import HISTORY, MODES
from game.i18n import _, ngettext, pgettext
from game.ui.format import game_name, move_words
from game.ui.views.replay_clock import SPEED_STEPS

if TYPE_CHECKING:
    from game.engine.game import Game
    from game.engine.timeline import Timeline
    from game.ui.button import DrawnButton
    from game.ui.views.replay_clock import PlaybackClock

MOST_TICKED = 4096
"""Entries of the longest log whose undos are looked for to tick the scrub bar (the bar
shows ticks 2 pixels apart at least: no bar is 8192 pixels wide)."""


def status_fields(game: Game, timeline: Timeline, mode: str, cursor: int
                  ) -> tuple[dict[str, str], str]:
    """The status line of position ``cursor`` of line ``mode`` (``game`` is the game
    there): its fields by key (title, score, moves, step, code, move) and the banner
    ("" but at a won game's end)."""
    length = timeline.length(mode)
    if cursor:
        entry = timeline.entry(mode, cursor - 1)
        words = {"u": _("undo"), "r": _("redo"), "s": _("stock")}
        shown = words[entry] if entry in words else move_words(game.parse(entry))
        last = _("Last: {move}").format(move=shown)
    else:
        last = _("The deal")
    banner = ""
    if game.is_won and cursor == length:
        banner = ngettext("Won: score {score}, {moves} move",
                          "Won: score {score}, {moves} moves", game.moves).format(
                              score=game.score, moves=game.moves)
    return {
        "title": _("Replay: {game}").format(game=game_name(game.spec.variant, game.spec.cells)),
        "score": _("Score: {n}").format(n=game.score),
        "moves": _("Moves: {n}").format(n=game.moves),
        "step": _("Step {k} / {n}").format(k=cursor, n=length),
        "code": game.code,
        "move": last,
    }, banner


def show_controls(controls: dict[str, DrawnButton], clock: PlaybackClock, mode: str) -> None:
    """Select the speed of ``clock`` and the line ``mode`` among ``controls``, and label
    the play button Pause while playing, else Play."""
    for speed in SPEED_STEPS:
        controls[f"speed-{speed:g}"].selected = speed == clock.speed
    for line in MODES:
        controls[f"mode-{line}"].selected = line == mode
    label = "\u2016 " + _("Pause") if clock.playing else "\u25ba " + pgettext(
        "replay: play the moves back", "Play")
    controls["play"].set_label(label)


def undo_ticks(timeline: Timeline, mode: str) -> list[int]:
    """The entries of line ``mode`` ticked on the scrub bar: the undos of the whole
    history (of a log up to :data:`MOST_TICKED` entries); none on the net line."""
    if mode == HISTORY and timeline.length(mode) <= MOST_TICKED:
        return timeline.undo_entries()
    return []


__all__ = ["MOST_TICKED", "show_controls", "status_fields", "undo_ticks"]
