"""The solver's help on the table: hints, the winnability label, "Show me how" and "Undo to
the last winnable position".

:class:`HintPlay` asks the :class:`~game.ui.assist.Assistant` (the solver's worker process)
and turns its answers into what the player sees and hears: a hint's outlines and nudge, the
label "Winnable" above the status bar, the spinner while the worker thinks, a notice when no
winning line exists. It changes the game only by undos (to the last winnable position) and
hands everything else up to the table scene through a :class:`HintHost`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import arcade

from game.engine.events import Rejection
from game.engine.game import Game
from game.engine.moves import UNDO
from game.engine.table import Pile
from game.i18n import _
from game.solver_worker import SolverWorker
from game.storage.settings import Settings
from game.ui import palette
from game.ui.access.told import hint_text
from game.ui.assist import UNKNOWN, UNWINNABLE, WON, Advice, Assistant
from game.ui.spinner import Spinner
from game.ui.table.cards import CardTable
from game.ui.table.gestures import nudge

HINT_TIME = 4.0
"""Seconds a hint's outlines stay (the next action clears them earlier)."""

Choices = list[tuple[str, Callable[[], object]]]
"""A notice's buttons: ``(label, action)``, left to right."""


class HintHost(Protocol):
    """What the hints ask of the table scene (their results go up through it)."""

    def show_message(self, text: str, kind: str = "message") -> None:
        """Show ``text`` (translated) above the status bar for a while, and announce it
        (``kind``: see :class:`~game.ui.access.announcer.Announcement`)."""

    def show_notice(self, text: str, choices: Choices) -> None:
        """Show a notice with buttons on the table."""

    def close_notice(self) -> None:
        """Take the notice off the table."""

    def new_deal(self) -> None:
        """Start a new deal (asking before leaving this one)."""

    def took_back(self) -> None:
        """Undos were pushed to the game (to the last winnable position): save the game and
        show its position."""

    def show_line(self, log: list[str], start: int) -> None:
        """Play ``log`` (the game's and a winning line after it) in the Replay from entry
        ``start``."""


class HintPlay:
    """Hints, winnability and the solver's lines for one table.

    Args:
        cards: the card table (its game, clock and sprites; hints nudge cards there).
        worker: the app's solver worker (started on first use).
        note_hint: counts a hint shown in the game in progress (once per position;
            APP-HINT: the record keeps the count).
        verdict: the winnability label's text object (kept by the window's table parts).
        settings: returns the player's settings now (winnability shown or not).
        host: the table scene.
        read_only: a second copy of the app: the worker is never asked for the verdict.

    Attributes:
        assist: the questions to the worker and their answers.
        spinner: turns while an answer the player waits for is computed.
        piles: the piles a hint outlines (source and destination), until :attr:`until`.
        until: the card table's clock when the hint's outlines go.
    """

    def __init__(self, cards: CardTable, worker: Callable[[], SolverWorker],
                 note_hint: Callable[[], object],
                 verdict: arcade.Text, settings: Callable[[], Settings], host: HintHost,
                 read_only: bool = False) -> None:
        self.cards = cards
        self.assist = Assistant(worker, cards.game)
        self.spinner = Spinner()
        self.note_hint = note_hint
        self.verdict = verdict
        self._settings = settings
        self.host = host
        self.read_only = read_only
        self.piles: list[Pile] = []
        self.until = 0.0
        self._hinted: set[int] = set()
        """Positions (log lengths) whose hint was counted (:attr:`note_hint`)."""

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.cards.game

    # ------------------------------------------------------------------ winnability
    def verdict_text(self) -> str:
        """Winnability at a glance (setting): winnable, no longer winnable, unknown, or
        "checking…" while the worker thinks; empty when the setting is off or won."""
        if not self._settings().show_winnability or self.game.is_won:
            return ""
        advice = self.assist.advice
        if advice is None:
            return _("Checking\u2026")
        return {WON: _("Winnable"), UNWINNABLE: _("No longer winnable")}.get(
            advice.verdict, _("Winnability unknown"))

    def refresh_verdict(self) -> None:
        """Show the current :meth:`verdict_text` (a text is laid out again only when it
        changed)."""
        verdict = self.verdict_text()
        if verdict != self.verdict.text:
            self.verdict.text = verdict

    def check_winnability(self) -> None:
        """Ask the worker about the position when winnability is shown (after each action
        and when the table is shown)."""
        if self._settings().show_winnability and not self.game.is_won and not self.read_only:
            self.assist.analyse()

    def action_done(self) -> None:
        """After an accepted action: the questions about the old position are cancelled,
        a hint's outlines go, and the new position is asked about."""
        self.assist.action_done()
        self.piles = []
        self.check_winnability()

    def cancel(self) -> None:
        """Leaving the table: every question in flight is cancelled."""
        self.assist.cancel()
        self.spinner.stop()

    # ------------------------------------------------------------------ hints
    def hint(self) -> None:
        """H / Hint: show the next move of a winning line (APP-HINT) without playing it.

        Known at once when the position was analysed already (or the hinted move of a
        known line was just played); otherwise the worker is asked and the spinner turns
        until the answer arrives in :meth:`update`.
        """
        if self.game.is_won:
            return
        advice = self.assist.request_hint()
        if advice is not None:
            self.show_advice(advice)
        else:
            self.spinner.start(self.cards.clock)

    def show_advice(self, advice: Advice) -> None:
        """Show a hint: outline the source and destination and nudge the card(s) toward
        the destination; or say that no winning line exists, offering to undo to the last
        winnable position; or, when the search ran out of time, say so and show a useful
        legal move."""
        if advice.verdict == UNWINNABLE or advice.move is None:
            if self.game.is_won:
                return
            self.host.show_notice(_("No winning line from here."), [
                (_("Undo to the last winnable position"), self.undo_to_winnable),
                (_("Keep playing"), self.host.close_notice)])
            return
        move = advice.move
        key = len(self.game.log)
        if key not in self._hinted:
            self._hinted.add(key)
            self.note_hint()  # into the journal and the game's record
        assert move.src is not None
        text = hint_text(self.game, move)  # written too: a draw outlines only the stock
        if advice.verdict == UNKNOWN:
            text = _("No winning line found in time; this move may help.") + " " + text
        self.host.show_message(text, kind="hint")
        self.piles = [move.src] + ([move.dst] if move.dst is not None else [])
        self.until = self.cards.clock + HINT_TIME
        nudge(self.cards, move)

    # ------------------------------------------------------------------ lines
    def show_me_how(self, from_start: bool = False) -> None:
        """"Show me how" (Shift+H, and after a win): a solver-found winning line from the
        current position (or from the deal) played in the Replay scene with its controls.
        It is a replay: the player's game is untouched."""
        log = [] if from_start else list(self.game.log)
        advice = None if from_start else self.assist.advice
        if advice is not None and advice.line is not None:
            self._open_solution(log, advice.line)
            return
        self.assist.request_solution(log)
        self.spinner.start(self.cards.clock)

    def _open_solution(self, log: list[str], line: list[str] | None,
                       verdict: str = WON) -> None:
        if line is None:
            self.host.show_message(_("This position cannot be won.") if verdict == UNWINNABLE
                                   else _("No winning line was found in time."))
            return
        self.host.show_line([*log, *line], len(log))

    def undo_to_winnable(self) -> None:
        """Undo to the last winnable position (found by the worker): exactly there; redo
        goes forward again."""
        self.host.close_notice()
        self.assist.request_rewind()
        self.spinner.start(self.cards.clock)

    def _rewind(self, answer: tuple[int | None, str]) -> None:
        """The worker's answer to "Undo to the last winnable position": undo that far; or,
        when every position back to the deal's start is proved lost, say that the deal
        cannot be won and offer a new deal first."""
        undos, outcome = answer
        if undos is None:
            if outcome == UNWINNABLE and self.game.undo_reaches_start:
                self.host.show_notice(_("This deal cannot be won, not even from its start."), [
                    (_("New deal"), self.host.new_deal),
                    (_("Keep playing"), self.host.close_notice)])
                return
            self.host.show_message(_("No winnable position was found within reach of undo."))
            return
        for _i in range(undos):
            if isinstance(self.game.push(UNDO), Rejection):
                break
        if undos:
            self.host.took_back()
        self.host.show_message(_("This position can still be won."))

    # ------------------------------------------------------------------ frame
    def update(self, picked_up: bool) -> bool:
        """Take the worker's answers (a hint, a rewind, a line) and let a hint's outlines go
        when their time is up or the player picked cards up (``picked_up``: theirs now).

        Returns:
            Whether the worker answered (the status bar or the table may change).
        """
        events = self.assist.update()
        for kind, value in events:
            if kind == "hint":
                self.show_advice(value)  # type: ignore[arg-type]
            elif kind == "rewind":
                self._rewind(value)  # type: ignore[arg-type]
            elif kind == "solution":
                self._open_solution(*value)  # type: ignore[misc]
        if not self.assist.thinking:
            self.spinner.stop()
        if self.piles and (self.cards.clock > self.until or picked_up):
            self.piles = []
        return bool(events)

    def next_frame_in(self) -> float | None:
        """Seconds until the help changes the picture by itself: 0 while the spinner
        turns, the end of a hint's outlines, ``None`` when nothing is due."""
        if self.spinner.since is not None:
            return 0.0
        return self.until - self.cards.clock + 0.01 if self.piles else None

    def draw_outlines(self) -> None:
        """A hint's outlines, around the source and the destination."""
        layout = self.cards.layout
        for pile in self.piles:
            if layout is not None and pile in layout.origins:
                self.cards.draw_outline(pile, palette.HINT, 4)

    def draw_labels(self) -> None:
        """The winnability label just above the status bar's left end (the bar has no room
        left for it at 800 px with five buttons), and the spinner."""
        layout, verdict = self.cards.layout, self.verdict
        if verdict.text and layout is not None:
            size = max(10, round(layout.hud_row * 0.3))
            if verdict.font_size != size:  # (arcade lays a text out again on any set)
                verdict.font_size = size
            h = verdict.font_size * 1.9
            # Whole pixels: at a half pixel a text loses rows of its glyphs (the "…" whole).
            verdict.x, verdict.y = 16, round(layout.hud_h + 4 + h / 2)
            arcade.draw_lrbt_rectangle_filled(8, 24 + verdict.content_width, layout.hud_h + 4,
                                              layout.hud_h + 4 + h, palette.MESSAGE_BOX)
            verdict.draw()
        self.spinner.draw(self.cards.clock)
