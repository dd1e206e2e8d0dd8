"""The Replay scene: a finished (or saved) deal played back on the real table.

:class:`ReplayView` shows the deal on a :class:`~game.ui.table.CardTable` (the same
layout, card sprites and animations as play) above its own control bar; it takes no card
input. A cursor ``k`` into the log is the position after the first ``k`` entries
(``Game.from_log(spec, log[:k])``); moving the cursor replaces the card table's game and
calls :meth:`~game.ui.table.CardTable.reconcile`, so the cards glide from where they are to
where they belong, exactly as in play.

Two lines can be replayed (:class:`~game.engine.timeline.Timeline`):

* **whole history** — every log entry, undos included: the replay ends with the same score
  and move counter as the recorded game;
* **net line** — only the actions still in effect at the end
  (``Game.from_log(...).actions``): the same final position and score, fewer moves.

Controls: play / pause (Space), step back / forward (Left / Right), jump to start / end
(Home / End), speed 0.5× … 8×, a scrub bar (click or drag), the line to follow, and Back
(Esc) to the scene the replay was opened from. Every button, "Add to history" too, is in a
keyboard focus ring (:class:`~game.ui.views.basics.FocusRing`): Tab / Shift+Tab and Up /
Down move the outline over them, and while it shows Enter or Space presses the outlined
button (Left / Right keep stepping: they are the Replay's own keys).

:func:`game.ui.views.replay_files.open_replay_file` opens a saved-game file in it.
"""

from __future__ import annotations

import dataclasses
import weakref
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

import arcade

from game.engine.deal import DealSpec
from game.engine.game import Game
from game.engine.timeline import HISTORY, NET, Timeline
from game.i18n import _, format_number, language
from game.storage.settings import cells_of
from game.ui import looks
from game.ui.backdrop import clear_to_felt
from game.ui.button import DrawnButton
from game.ui.frames import soonest
from game.ui.layout import TableLayout, compute_layout, hud_height
from game.ui.table import CardTable, ReplayBar
from game.ui.table.replay_bar import bar_height
from game.ui.views.basics import FocusRing
from game.ui.views.progressive import Opening
from game.ui.views.replay_clock import SPEED_STEPS, PlaybackClock
from game.ui.views.replay_lines import LineChooser
from game.ui.views.replay_reading import LogReading
from game.ui.views.replay_saved import AddToHistory, saved_row_height
from game.ui.views.replay_scrub import ScrubGesture
from game.ui.views.replay_status import show_controls, status_fields, undo_ticks
from game.ui.views.table import TableView

if TYPE_CHECKING:
    from game.engine.notation import SavedGame
    from game.ui.services import Services


class ReplayView(FocusRing, arcade.View):
    """Plays a deal's log back on a card table, with a control bar under it.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        spec: the deal.
        log: the move log in notation, undos included.
        back: the view to return to with Back / Esc (default: the view shown when the
            replay was made, else the menu).
        autoplay: start playing at once.
        deal: play the deal animation when first shown; ``False`` for a replay that
            opens on a position of the game on screen ("Show me how"), which shows it
            at once instead of dealing the cards again.
        start: the position shown first (entries of the whole history; the log is
            folded that far here, whatever its length: "Show me how" opens on the
            player's position, see :meth:`open_at`).
        made: make the scene now; ``False``: only its status line and scrub bar, the
            rest made in steps before it is shown (:class:`ReplayOpening`).
        speed: the playback speed it starts at (the nearest of :data:`SPEED_STEPS`;
            "Show me how" starts at :func:`~game.ui.views.replay_clock.solution_speed`).
        saved: the saved-game file's game when the replay is of one (opened with
            ``python -m game replay FILE`` or dropped on the window): an "Add to history"
            button sits above the control bar
            (:class:`~game.ui.views.replay_saved.AddToHistory`).

    Attributes:
        cards: the card table (:class:`~game.ui.table.CardTable`); its game is replaced
            as the cursor moves.
        bar: the control bar (:class:`~game.ui.table.ReplayBar`): status line, scrub bar and
            buttons (``controls``, by the keys of :data:`BAR_KEYS`).
        timeline: the positions of the replay.
        cursor: the position shown (entries played so far on that line).
        target: a position asked for that the fold has not reached yet (a jump early in a
            long replay), shown when the fold gets there; ``None`` when there is none.
        focus: the keyboard focus ring's button (an index of :attr:`focus_items`), ``-1``
            until Tab or Up / Down first shows the outline.
    """

    def __init__(
        self, services: Services, spec: DealSpec, log: list[str], back: arcade.View | None = None,
        autoplay: bool = True, deal: bool = True, start: int = 0, made: bool = True,
        speed: float = 1.0, saved: SavedGame | None = None,
    ) -> None:
        super().__init__()
        self.services = services
        self.timeline = Timeline(spec, list(log), progressive=True)
        start = max(0, min(start, len(log)))
        if start:
            self.timeline.fold(until=start)
            start = min(start, self.timeline.folded)  # a damaged log is shorter
        self.cursor = start
        self.target: int | None = None
        self._target_animate = True
        self.clock = PlaybackClock(speed, autoplay and self.timeline.length(HISTORY) > 0)
        """When the next entry is played (:class:`~game.ui.views.replay_clock.PlaybackClock`)."""
        self.back_view = back if back is not None else services.screen.current_view
        self._game = self.timeline.game_at(HISTORY, start)
        """The game at the cursor (the card table's once it is made)."""
        self._deal = deal
        me = weakref.proxy(self)  # the parts' calls up: no cycle (see bar_actions)
        self.bar = replay_bar(services, bar_actions(self), buttons=made)
        self.saved = saved
        self.saving = AddToHistory(services, saved, self.bar.tell) if saved is not None else None
        """The "Add to history" row (:class:`~game.ui.views.replay_saved.AddToHistory`)."""
        self.add_button = self.saving.button if self.saving is not None else None
        """"Add to history" (a replay of a saved-game file only)."""
        self.focus = -1
        self._deal_pending = deal
        self._status_values: tuple = ()
        self._hud_row = 0.0
        self.scrub = ScrubGesture(self.bar, self.clock,
                                  lambda f: me.seek(round(f * me.length), animate=True))
        """The scrub bar's press and drag (:class:`~game.ui.views.replay_scrub.ScrubGesture`)."""
        self.reading = LogReading(self.timeline, self.bar, lambda: me._read_all())
        """The log's fold over the frames (:class:`~game.ui.views.replay_reading.LogReading`)."""
        self.lines = LineChooser(self.timeline, self.reading, self.bar.tell)
        """The line followed (:class:`~game.ui.views.replay_lines.LineChooser`)."""
        self._refresh_ticks()
        if self.timeline.complete:  # (folded to the end to start there)
            self.reading.finish()
        self.made = False
        """Whether the scene is made (its card table and every button)."""
        if self.bar.made:  # (made ahead)
            self._refresh_controls()
        if made:
            self.make_cards()
            self.finish_making()

    def make_cards(self) -> None:
        """Make the card table (at the cursor's position; it deals when first shown)."""
        self.cards = CardTable(self.services, self._game)
        self.cards.deal_follows = self._deal  # (on_show_view deals)

    def finish_making(self) -> None:
        """The scene is made: every control shows its state."""
        self.made = True
        self._refresh_controls()

    @property
    def game(self) -> Game:
        """The game at the cursor (the card table's)."""
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        self._game = game
        self.cards.game = game

    @property
    def controls(self) -> dict[str, DrawnButton]:
        """The control bar's buttons by key (see :class:`~game.ui.table.ReplayBar`)."""
        return self.bar.controls

    @property
    def focus_items(self) -> list[DrawnButton]:  # type: ignore[override]
        """The focus ring's buttons in reading order: "Add to history" (above the bar),
        then the control bar's from left to right."""
        head = [self.add_button] if self.add_button is not None else []
        return head + list(self.bar.controls.values())

    # ------------------------------------------------------------------ set-up
    def on_show_view(self) -> None:
        self.relayout(*self.services.screen.get_size())
        if self._deal_pending:
            self._deal_pending = False
            self.cards.deal()

    def on_resize(self, width: int, height: int) -> None:
        self.relayout(width, height)

    def relayout(self, width: float, height: float) -> None:
        """Lay the table out above the control bar and place the bar (logical pixels)."""
        layout = self.compute_layout(width, height)
        self.cards.relayout(layout)
        self.place_bar(layout)

    def place_bar(self, layout: TableLayout) -> None:
        """Place the control bar (and the "Add to history" row) under ``layout``'s table."""
        row = saved_row_height(layout.height) if self.saving is not None else 0.0
        self.bar.place(replace(layout, hud_h=layout.hud_h - row), self._hud_row)
        if self.saving is not None:
            self.saving.place(layout, row, self._hud_row)
        self._update_status(again=True)

    def compute_layout(self, width: float, height: float) -> TableLayout:
        """The table's layout above the control bar (the bar is taller than the HUD) and,
        for a saved-game file, the row of its "Add to history" button."""
        row = saved_row_height(height) if self.saving is not None else 0.0
        layout, self._hud_row = replay_layout(self.game.spec, width, height, row)
        return layout

    # ------------------------------------------------------------------ state
    @property
    def mode(self) -> str:
        """The line followed (:data:`HISTORY` or :data:`NET`)."""
        return self.lines.mode

    @property
    def length(self) -> int:
        """The number of entries of the line being replayed."""
        return self.timeline.length(self.mode)

    @property
    def aim(self) -> int:
        """The position the controls start from: the one asked for last (:attr:`target`
        while the fold has not reached it, else :attr:`cursor`)."""
        return self.cursor if self.target is None else self.target

    def _refresh_controls(self) -> None:
        show_controls(self.controls, self.clock, self.mode)

    def _refresh_ticks(self) -> None:
        """Undos on the whole-history line show as ticks across the scrub bar."""
        self.bar.set_ticks(undo_ticks(self.timeline, self.mode), self.length)

    def _read_all(self) -> None:
        """The whole log is read: the line asked for meanwhile, and a damaged log's note
        and shorter line."""
        mode = self.lines.take_pending()
        if mode is not None:
            self.set_mode(mode)
        stops_at = self.timeline.stops_at
        if stops_at is not None:
            self.bar.tell(_("The move log stops replaying at entry {n}; shown up to there.")
                          .format(n=stops_at))
            self.cursor = min(self.cursor, self.length)
            if self.target is not None:
                self.target = min(self.target, self.length)
            self._refresh_ticks()
            self._update_status(again=True)

    def _update_status(self, again: bool = False) -> None:
        """Show the status line of the position (made ``again`` after a new layout)."""
        values = (self.game.score, self.game.moves, self.cursor, self.mode, self.length)
        if again or values != self._status_values:
            self._status_values = values
            self.bar.show(*status_fields(self.game, self.timeline, self.mode, self.cursor))

    # ------------------------------------------------------------------ cursor
    def open_at(self, k: int) -> None:
        """Show position ``k`` at once, folding the log that far now whatever its length
        ("Show me how": the player's game is on screen, so no frame may show another
        position; a jump's fold limit would leave the deal on screen)."""
        self.reading.allow(k)
        self.seek(k, animate=False)

    def seek(self, k: int, animate: bool = True) -> None:
        """Show position ``k`` of the current line (clamped to 0..length).

        Past the part of the log folded so far, the fold goes on toward ``k``
        (:meth:`~game.ui.views.replay_reading.LogReading.toward`); when that does not reach
        it, ``k`` becomes the :attr:`target`, shown from the frame in which the fold gets
        there: no jump holds a frame, and the controls act from the target (:attr:`aim`)."""
        k = max(0, min(k, self.length))
        timeline = self.timeline
        if not timeline.complete and k > timeline.folded:
            self.reading.toward(k)
            k = min(k, self.length)  # a damaged log is shorter than it said
            if k > timeline.folded:
                self.target, self._target_animate = k, animate
                return
        self.target = None
        if k == self.cursor + 1:
            self.game.push(self.timeline.entry(self.mode, self.cursor))  # a private copy
        elif k != self.cursor:
            self.game = self.timeline.game_at(self.mode, k)
        self.cursor = k
        before = set(map(id, self._tweens()))
        self.cards.reconcile(animate=animate)
        self.clock.fit(t for t in self._tweens() if id(t) not in before)
        self._update_status()

    def _tweens(self) -> list:
        animator = self.cards.animator
        return [*animator.glides.values(), *animator.flips.values()]

    def step_forward(self) -> None:
        """One entry forward (pauses playback)."""
        self.pause()
        self.seek(self.aim + 1)

    def step_back(self) -> None:
        """One entry back (pauses playback)."""
        self.pause()
        self.seek(self.aim - 1)

    def jump_start(self) -> None:
        """The deal, before any move (pauses playback)."""
        self.pause()
        self.seek(0)

    def jump_end(self) -> None:
        """The final position (pauses playback)."""
        self.pause()
        self.seek(self.length)

    def resume(self) -> None:
        """Start playing (from the start again when at the end)."""
        if self.aim >= self.length:
            self.seek(0, animate=True)
        self.clock.start()
        if not self.length:
            self.clock.stop()
        self._refresh_controls()

    def pause(self) -> None:
        """Stop playing."""
        self.clock.stop()
        self._refresh_controls()

    def toggle_play(self) -> None:
        """Space: play or pause."""
        if self.clock.playing:
            self.pause()
        else:
            self.resume()

    def set_speed(self, speed: float) -> None:
        """Playback speed (one of :data:`SPEED_STEPS`)."""
        self.clock.set_speed(speed)
        self._refresh_controls()

    def set_mode(self, mode: str) -> None:
        """Follow the whole history or the net line, keeping the corresponding position
        (now, or once the log is read: :meth:`~game.ui.views.replay_lines.LineChooser.ask`)."""
        k = self.lines.ask(mode, self.aim)
        if k is None:
            return
        self.target = None
        self.game = self.timeline.game_at(mode, k)
        self.cursor = k
        self.cards.reconcile(animate=True)
        self._refresh_controls()
        self._refresh_ticks()
        self._update_status()

    def go_back(self) -> None:
        """Esc / Back: the scene the replay came from, else the menu."""
        back = self.back_view
        if isinstance(back, TableView) and back is not self.services.playing.table:
            back = None  # a table that was left meanwhile
        if back is not None and back is not self:
            self.services.nav.show_view(back)
        else:
            self.services.nav.show_menu()

    def settle(self) -> None:
        """Finish every animation at once (screenshots, tests)."""
        self.cards.settle()

    # ------------------------------------------------------------------ events
    def on_hide_view(self) -> None:
        """Leaving the replay saves nothing: it is not the game in progress."""
        self.scrub.cancel()

    def cancel_gestures(self) -> None:
        """The window went to the background: a scrub in progress ends where it is (the
        replay stays paused)."""
        if self.scrub.cancel():
            self._refresh_controls()

    def on_mouse_motion(self, x: float, y: float, dx: float, dy: float) -> bool | None:
        self.bar.on_motion(x, y)
        if self.add_button is not None:
            self.add_button.hovered = self.add_button.contains(x, y)
        return None

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if button != arcade.MOUSE_BUTTON_LEFT:
            return None
        if self.bar.on_press(x, y) or (self.saving is not None and self.saving.press(x, y)):
            return True
        return True if self.scrub.press(x, y) else None

    def on_mouse_drag(
        self, x: float, y: float, dx: float, dy: float, buttons: int, modifiers: int
    ) -> bool | None:
        return True if self.scrub.drag(x) else None

    def on_mouse_release(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if not self.scrub.release(at_end=self.aim >= self.length):
            return None
        self._refresh_controls()
        return True

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        """The Replay's keys (see the module's docstring). The focus ring takes Tab and
        Up / Down, and Enter / Space once its outline shows (Space plays and pauses
        before); Left / Right step whether or not it shows."""
        key = arcade.key
        if symbol in (key.TAB, key.UP, key.DOWN) or (
                self.focus >= 0 and symbol in (key.ENTER, key.NUM_ENTER, key.SPACE)):
            handled = self.focus_key(symbol, modifiers)
            self.keep_focus_valid()  # ("Add to history" is dimmed once pressed)
            if handled:
                return True
        action = {key.SPACE: self.toggle_play, key.LEFT: self.step_back,
                  key.RIGHT: self.step_forward, key.HOME: self.jump_start,
                  key.END: self.jump_end, key.ESCAPE: self.go_back}.get(symbol)
        if action is None:
            return None
        action()
        return True

    # ------------------------------------------------------------------ frame
    def on_update(self, delta_time: float) -> None:
        self.reading.frame(delta_time)
        target = self.target
        if target is not None and (self.timeline.complete or self.timeline.folded >= target):
            self.seek(target, self._target_animate)  # the fold got there: show it
        self.cards.update(delta_time)
        self.bar.update(delta_time)
        if self.target is not None:  # playback waits for the target
            return
        for _step in self.clock.due(delta_time):
            if self.cursor < self.length:
                self.seek(self.cursor + 1)
            if self.cursor >= self.length:
                self.pause()
            if not self.clock.playing or self.target is not None:
                break

    def next_frame_in(self) -> float | None:
        """Frames while playing back or folding the log; paused, only for what the table
        itself shows."""
        if self.clock.playing or self.scrub.active or not self.timeline.complete:
            return 0.0
        bar = self.bar
        message = (bar.message_until - bar.clock  # the problem note disappears then
                   if bar.clock < bar.message_until and bar.message.text else None)
        return soonest(self.cards.next_frame_in(), message)

    def on_draw(self) -> None:
        clear_to_felt(self, looks.theme_name(self.services.settings))
        self.cards.draw()
        self.bar.draw(self.aim / self.length if self.length else 0.0)
        if self.add_button is not None:
            self.add_button.draw()
        self.draw_focus()


def replay_layout(spec: DealSpec, width: float, height: float, above: float = 0.0
                  ) -> tuple[TableLayout, float]:
    """The Replay's table layout for deal ``spec`` in a window of ``width`` × ``height``
    (logical pixels): above the control bar, which is taller than the HUD, and a row of
    ``above`` pixels over it; and the height of the bar's status line on top."""
    hud = hud_height(height)
    extra = bar_height(hud) + above
    base = compute_layout(spec.variant, spec.cells or 0, width, max(height - extra, 1.0))
    return dataclasses.replace(
        base,
        height=height,
        origins={pile: (x, y + extra) for pile, (x, y) in base.origins.items()},
        column_floor=base.column_floor + extra,
        hud_h=base.hud_h + extra,
    ), hud


def replay_bar(services: Services, actions: dict[str, Callable[[], None]],
               buttons: bool = True) -> ReplayBar:
    """A new control bar doing ``actions``: the one made ahead
    (:func:`replay_ahead_steps`) when it speaks the language spoken now, else a new one
    (without its buttons unless ``buttons``: see :class:`~game.ui.table.ReplayBar`)."""
    made = services.scheduler.made_ahead.pop("replay-bar", None)
    if isinstance(made, tuple) and made[0] == language():
        bar: ReplayBar = made[1]
        for key, control in bar.controls.items():
            control.action = actions[key]
        return bar
    return ReplayBar(actions, SPEED_STEPS, buttons=buttons)


def replay_ready(services: Services, spec: DealSpec) -> bool:
    """Whether a Replay of deal ``spec`` opens within a frame's budget now: its control
    bar was made ahead in the language spoken now and the window has card textures at its
    card size (:func:`replay_ahead_steps`)."""
    made = services.scheduler.made_ahead.get("replay-bar")
    if not (isinstance(made, tuple) and made[0] == language()):
        return False
    layout = replay_layout(spec, *services.screen.get_size())[0]
    return services.textures.has(max(10, round(layout.card_w * services.screen.get_pixel_ratio())))


def open_replay(services: Services, spec: DealSpec, log: list[str], back: arcade.View | None = None,
                deal: bool = True, start: int = 0, speed: float = 1.0,
                saved: SavedGame | None = None) -> ReplayView:
    """Show the Replay of ``log`` (arguments as :class:`ReplayView`'s) as a player asks
    for it: when the app fills scenes in (``Scheduler.fills_in``) and what the Replay
    needs was not prepared (:func:`replay_ready`), through a :class:`ReplayOpening` (its
    status line at once, the scene made over the next frames), else at once.

    Returns:
        The Replay (being made, when an opening is shown).
    """
    if services.scheduler.fills_in and not replay_ready(services, spec):
        view = ReplayView(services, spec, log, back=back, deal=deal, start=start, made=False,
                          speed=speed, saved=saved)
        services.nav.show_view(ReplayOpening(services, view))
        return view
    view = ReplayView(services, spec, log, back=back, deal=deal, start=start, speed=speed,
                      saved=saved)
    services.nav.show_view(view)
    return view


class ReplayOpening(Opening):
    """The Replay asked for before what it needs was prepared (a scene opens at
    once; see :func:`open_replay` and :class:`~game.ui.views.progressive.Opening`): the first
    frame shows the felt and the control bar's background, status line (the game, the
    score, the moves, the step, the deal's code) and scrub bar, drawn by the bar's own
    code at the pixels the Replay shows them (:meth:`draw_first`); the frames after it make
    the rest (:func:`making_steps`), then the Replay takes its place (and deals, unless it
    opens on a position). Esc and Backspace go back at once; another key or a click makes
    the rest at once and goes to the Replay, which then takes it (a click on Back there goes
    back).

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        view: the Replay, made with ``made=False``.
    """

    def __init__(self, services: Services, view: ReplayView) -> None:
        super().__init__(services, making_steps(view))
        self.view = view
        self._framed: tuple[float, float] | None = None
        """The window size the control bar was placed for."""

    def draw_first(self) -> None:
        """The felt and the control bar's background, status line and scrub bar (and its
        buttons when the bar was made ahead), placed for the window's size, exactly as the
        Replay draws them (the same texts, by the same code)."""
        view = self.view
        size = self.services.screen.get_size()
        if self._framed != size:
            self._framed = size
            view.place_bar(view.compute_layout(*size))
        clear_to_felt(self, looks.theme_name(self.services.settings))
        view.bar.draw_frame(view.aim / view.length if view.length else 0.0)
        if view.bar.made:
            for control in view.controls.values():
                control.draw()

    def made(self) -> arcade.View:
        """The Replay, made by the steps."""
        return self.view

    def go_back(self) -> None:
        """Where the Replay returns to (its Back)."""
        self.view.go_back()


def making_steps(view: ReplayView) -> list[Callable[[], bool]]:
    """What is left to make of a Replay made with ``made=False``, as steps of a few
    milliseconds each (a step returns whether it is to be run again): the number format
    of the speed buttons, the control bar's buttons one a step, the card table, its card
    textures at the Replay's card size (:meth:`~game.ui.table.CardTable.prepare_textures`:
    the atlas, then the back, the faces showing at the first position and the empty-pile
    marks, a few a step; kept by the window with the table's), then the table laid out for
    the window. After the last, the scene is made, ready to be shown."""
    services = view.services

    def numbers() -> bool:  # the speed buttons' number format (the language's data)
        format_number(0.5)
        return False

    def button() -> bool:
        return view.bar.make_button()

    def cards() -> bool:
        if "cards" not in view.__dict__:
            view.make_cards()
        return False

    def textures() -> bool:
        return view.cards.prepare_textures(view.compute_layout(*services.screen.get_size()))

    def laid_out() -> bool:
        view.cards.layout = None  # (set for its size only)
        view.relayout(*services.screen.get_size())
        view.finish_making()
        return False

    if view.made:
        return []
    return [numbers, button, cards, textures, laid_out]


def replay_ahead_steps(services: Services, textures: bool = True) -> list[Callable[[], bool]]:
    """What a Replay's first open would do that does not depend on its log, as steps for
    the idle build-ahead (``Scheduler.when_idle``; a step returns whether it is to be
    run again): its labels' number format (the language's data: ~35 ms the first time in
    a process); its control bar made (its labels' glyphs) and laid out for the window,
    kept in ``services.scheduler.made_ahead`` for the next Replay (:func:`replay_bar`); with
    ``textures``, the card textures of the last game played at the Replay's card size (the
    atlas in one step, the back and the empty-pile marks
    :data:`~game.ui.table.cards.RETEXTURE_BUDGET` seconds a step), which the window keeps
    with the table's (:class:`~game.ui.textures.CardTextureCache`). A step finds its work
    done already and does nothing then."""
    from game.ui.table.cards import RETEXTURE_BUDGET

    def spec() -> DealSpec:
        variant = services.settings.last_game
        return DealSpec(variant, 1, cells_of(services.settings, variant))

    def numbers() -> bool:  # the bar's number format: the language's data (~35 ms once)
        format_number(0.5)
        return False

    def bar() -> bool:
        made = services.scheduler.made_ahead.get("replay-bar")
        if not (isinstance(made, tuple) and made[0] == language()):
            bar = ReplayBar({key: _nothing for key in BAR_KEYS}, SPEED_STEPS)
            bar.place(*replay_layout(spec(), *services.screen.get_size()))
            services.scheduler.made_ahead["replay-bar"] = (language(), bar)  # (what it speaks)
        return False

    cards: list[CardTable] = []

    def card_textures() -> bool:
        if not textures:
            return False
        if not cards or cards[0].game.spec != spec():
            cards[:] = [CardTable(services, Game(spec()))]
        table = cards[0]
        table.layout = replay_layout(spec(), *services.screen.get_size())[0]  # (no textures)
        width = table._physical_card_width()
        if services.textures.has(width):
            return False
        return services.textures.prepare_step(width, (), table._slot_keys().values(),
                                         RETEXTURE_BUDGET) is None

    return [numbers, bar, card_textures]


def bar_actions(view: ReplayView) -> dict[str, Callable[[], None]]:
    """What the control bar's buttons do on ``view``, by key (:data:`BAR_KEYS`).

    The buttons reach the scene through a weak proxy: a cycle scene -> bar -> button ->
    scene would keep a closed replay (its timeline: ~45 000 objects at 8 000 entries) until
    a full garbage collection, which would then scan it all in some frame."""
    me = weakref.proxy(view)
    return {
        "start": lambda: me.jump_start(), "back": lambda: me.step_back(),
        "play": lambda: me.toggle_play(), "forward": lambda: me.step_forward(),
        "end": lambda: me.jump_end(),
        **{f"speed-{s:g}": (lambda s=s: me.set_speed(s)) for s in SPEED_STEPS},
        "mode-history": lambda: me.set_mode(HISTORY),
        "mode-net": lambda: me.set_mode(NET),
        "exit": lambda: me.go_back(),
    }


BAR_KEYS = ("start", "back", "play", "forward", "end",
            *(f"speed-{s:g}" for s in SPEED_STEPS), "mode-history", "mode-net", "exit")
"""The control bar's buttons (:class:`~game.ui.table.ReplayBar`'s ``actions``)."""


def _nothing() -> None:
    """The action of a button of a control bar made ahead, until a Replay takes it."""


__all__ = ["ReplayOpening", "ReplayView", "open_replay"]
