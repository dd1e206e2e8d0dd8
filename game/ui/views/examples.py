"""The Examples scene (APP-EXAMPLES): real deals played back on the real table, each ending
with a move the rules refuse and the reminder the player would see.

1. Easy Harp refuses to move a built run (EH-ONE-CARD): deal 11 (``EH1-N-AAAAAAL``); after
   two moves column 8 ends in 7♣ 6♥ 5♠ and 7♣ would fit on the 8♦ of column 9, yet moving
   the three cards is refused.
2. Eight Off refuses a king run too large for an empty column with 2 free cells (EO-GROUP):
   deal 8 with 8 cells (``EO1-C8-AAAAAAI``); after twenty moves 2 cells are free, column 3
   is empty and column 2 ends in the run K♠ Q♠ J♠ 10♠ 9♠, but at most
   (2 + 1) × 1 = 3 cards may move into that column.

Both lines were found with a search over the engine's legal moves; ``tests/ui/test_scenes.py``
replays them and checks the exact rejections. The scene is a card table and a status bar
(:mod:`game.ui.table`) that play the moves themselves (one every :data:`MOVE_INTERVAL`
seconds), never save anything and take no card input. Buttons: Watch again, Next example,
Back (Esc).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import arcade

from game.engine.deal import parse_code
from game.engine.events import Action, CardsMoved, Rejection, Undone
from game.engine.game import Game
from game.engine.moves import Move
from game.i18n import _, language, ngettext
from game.reminders import reminder_text
from game.ui import fonts, looks, palette
from game.ui.animation import Glide
from game.ui.backdrop import clear_to_felt
from game.ui.format import card_label, pile_label
from game.ui.frames import soonest
from game.ui.layout import TableLayout, compute_layout
from game.ui.theme import FONT
from game.ui.views.progressive import Opening

if TYPE_CHECKING:
    from game.ui.services import Services

MOVE_INTERVAL = 0.9
"""Seconds between two moves of the scripted line."""
INTRO_TIME = 2.5
"""Seconds the introduction is read before the first move (after the deal)."""
ATTEMPT_TIME = 0.7
"""Seconds the refused cards travel towards their destination before gliding back."""
HOLD_TIME = 8.0
"""Seconds the refusal stays on screen before the next example starts."""


@dataclass(frozen=True)
class Example:
    """A real deal, a line of moves, and the move then refused.

    Attributes:
        code: the deal code.
        line: moves in engine notation, all accepted.
        attempt: the move then refused.
        rule: the rule id the engine names for it.
    """

    code: str
    line: tuple[str, ...]
    attempt: str
    rule: str


EXAMPLES: tuple[Example, ...] = (
    Example("EH1-N-AAAAAAL", ("1>8", "2>8"), "8>9x3", "EH-ONE-CARD"),
    Example(
        "EO1-C8-AAAAAAI",
        ("5>f4", "2>f4", "8>f3", "6>c5", "6>f1", "8>f1", "3>c6", "3>c7", "2>c8", "7>2",
         "8>7", "c1>6", "8>c1", "5>8", "5>2", "c8>2", "3>5x2", "3>f4", "3>f1", "c1>f1"),
        "2>3x5",
        "EO-GROUP",
    ),
)


def example_title(index: int) -> str:
    """The heading of example ``index``."""
    if index == 0:
        return _("Example 1 of 2 \u2013 Easy Harp: a built run does not move as a unit")
    return _("Example 2 of 2 \u2013 Eight Off: a king run too long for the empty column")


def intro_caption(index: int, game: Game) -> str:
    """What the example is about to show."""
    example = EXAMPLES[index]
    if index == 0:
        return ngettext("A real deal, {code}. Watch {n} move build a short run, then see "
                        "what happens when we try to move the whole run at once.",
                        "A real deal, {code}. Watch {n} moves build a short run, then see "
                        "what happens when we try to move the whole run at once.",
                        len(example.line)).format(code=example.code, n=len(example.line))
    return ngettext("A real deal, {code}, with 8 cells. Watch {n} move empty a column and "
                    "fill six cells, then see what happens when we try to move a long king "
                    "run into the empty column.",
                    "A real deal, {code}, with 8 cells. Watch {n} moves empty a column and "
                    "fill six cells, then see what happens when we try to move a long king "
                    "run into the empty column.",
                    len(example.line)).format(code=example.code, n=len(example.line))


def move_caption(i: int, n: int, action: Action) -> str:
    """The caption of the ``i``-th scripted move (1-based) of ``n``."""
    moved = next((e for e in action.events if isinstance(e, CardsMoved)), None)
    if moved is None:
        return _("Move {i} of {n}").format(i=i, n=n)
    return _("Move {i} of {n}: {cards} from {src} to {dst}").format(
        i=i, n=n, cards=" ".join(card_label(c) for c in moved.cards),
        src=pile_label(moved.src), dst=pile_label(moved.dst))


def refusal_caption(index: int, game: Game, move: Move) -> str:
    """Why the attempted move is refused, with the numbers of this position."""
    pos = game.position
    assert move.src is not None and move.dst is not None and move.count
    run = pos.cards(move.src)[-move.count:]
    cards = " ".join(card_label(c) for c in run)
    if index == 0:
        target = pos.cards(move.dst)[-1]
        return _("Refused: {cards} is a built run and {head} would fit on {target}, "
                 "but in Easy Harp only the top card moves between columns. Take the run "
                 "apart card by card instead.").format(
                     cards=cards, head=card_label(run[0]), target=card_label(target))
    free = pos.free_cells()
    limit = game.variant.group_limit(free, pos.empty_columns(), into_empty=True)
    return " ".join((
        ngettext("Refused: the run {cards} has {count} card.",
                 "Refused: the run {cards} has {count} cards.", len(run)).format(
                     cards=cards, count=len(run)),
        ngettext("With {free} free cell and no empty column to help (the destination itself "
                 "does not count),",
                 "With {free} free cells and no empty column to help (the destination itself "
                 "does not count),", free).format(free=free),
        ngettext("at most ({free} + 1) \u00d7 1 = {limit} card may move there.",
                 "at most ({free} + 1) \u00d7 1 = {limit} cards may move there.",
                 limit).format(free=free, limit=limit),
    ))


def caption_height(height: float) -> float:
    """Height of the caption band above the table (logical pixels)."""
    return max(76.0, min(132.0, height * 0.15)) * fonts.TEXT_SCALE


def caption_texts(index: int, game: Game) -> tuple[arcade.Text, arcade.Text]:
    """The caption band's title and introduction of example ``index`` (``game``: its deal),
    before :func:`fit_caption` sizes them."""
    title = arcade.Text(example_title(index), 0, 0, palette.GOLD, 16, font_name=FONT, bold=True,
                        anchor_y="top", multiline=True, width=600)
    caption = arcade.Text(intro_caption(index, game), 0, 0, palette.TEXT, 14, font_name=FONT,
                          anchor_y="top", multiline=True, width=600)
    return title, caption


def fit_caption(title: arcade.Text, caption: arcade.Text, band: float) -> None:
    """Give ``title`` and ``caption`` the largest font (up to 19 points times the text
    size) at which they fit a caption band ``band`` pixels high, both wrapped to the
    caption's width (a long title in a small window takes a second line rather than a
    smaller size)."""
    room = band * 0.84
    title.width = caption.width
    for size in range(round(19 * fonts.TEXT_SCALE), fonts.SMALLEST_TEXT - 1, -1):
        title.font_size = size + 1
        caption.font_size = size
        if title.content_height + caption.content_height <= room:
            break


def lay_out_caption(title: arcade.Text, caption: arcade.Text, width: float,
                    height: float) -> None:
    """Fit ``title`` and ``caption`` to the caption band of a ``width`` x ``height``
    window (:func:`caption_height`; the caption wraps 20 pixels from either side)."""
    caption.width = max(200, round(width - 40))
    fit_caption(title, caption, caption_height(height))


def leave_examples(services: Services, back: arcade.View | None) -> None:
    """Back to the scene the Examples were opened from (the menu when ``back`` is
    ``None``); the next Examples scene is made ahead there when it is the Rules
    (:func:`examples_ahead_steps`)."""
    services.nav.build_soon("rules")
    if back is not None:
        services.nav.show_view(back)
    else:
        services.nav.show_menu()


def draw_caption_band(title: arcade.Text, caption: arcade.Text, width: float,
                      bottom: float, band: float) -> None:
    """The caption band, ``band`` pixels high from ``bottom`` (the table's top) across
    ``width`` pixels, with the example's ``title`` and ``caption`` in it."""
    top = bottom + band
    arcade.draw_lrbt_rectangle_filled(0, width, bottom, top, palette.HUD_BG)
    arcade.draw_line(0, bottom + 0.5, width, bottom + 0.5, palette.BAR_EDGE, 1)
    pad = max(8.0, band * 0.1)
    title.x, title.y = 20, top - pad
    title.draw()
    caption.x = 20
    caption.y = top - pad - title.content_height - pad * 0.4
    caption.draw()


class ExamplesView(arcade.View):
    """Plays the examples back on a card table, one after the other.

    Composed of a :class:`~game.ui.table.CardTable`, a :class:`~game.ui.table.StatusBar`
    (Again, Next, Back) and a caption band above the table. It takes no card input and
    saves nothing: the examples are not the game in progress.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc and Back return to (the menu by default).
        index: which example to show (0 or 1).

    Attributes:
        cards: the card table.
        status: the status bar.
        phase: ``"intro"``, ``"moves"``, ``"attempt"`` or ``"hold"`` (the refusal shown).
    """

    def __init__(self, services: Services, back: arcade.View | None = None, index: int = 0) -> None:
        # the table's modules come with the scene, not with the opening that shows its
        # caption band first (ExamplesOpening)
        from game.ui.table import CardTable, StatusBar

        super().__init__()
        self.services = services
        self.index = index % len(EXAMPLES)
        self.example = EXAMPLES[self.index]
        self.cards = CardTable(services, Game(parse_code(self.example.code)))
        self.cards.deal_follows = True  # (on_show_view deals: faces come with the turns)
        self.status = StatusBar([("undo", _("Again"), self.restart),
                                 ("new", _("Next"), self.next_example),
                                 ("menu", _("Back"), self.back)])
        self.back_view = back
        self.elapsed = 0.0
        self.phase = "intro"
        self.step = 0
        self.timer = INTRO_TIME
        self.attempt: Move = self.game.parse(self.example.attempt)
        self.rejection: Rejection | None = None
        self.title_text, self.caption_text = caption_texts(self.index, self.game)
        self.caption_h = 0.0
        self._deal_pending = True
        self._laid: tuple[float, float, float] | None = None
        self.ahead_key: Hashable = None
        """What the scene was made ahead for (:func:`ahead_key`); ``None``: not ahead."""

    @property
    def game(self) -> Game:
        """The example's game (the card table's)."""
        return self.cards.game

    # ------------------------------------------------------------------ set-up
    def on_show_view(self) -> None:
        self.relayout(*self.services.screen.get_size())
        if self._deal_pending:
            self._deal_pending = False
            self.cards.deal()
        self.services.nav.build_soon("examples")  # the next example, made ahead while it plays

    def on_resize(self, width: int, height: int) -> None:
        self.relayout(width, height)

    def relayout(self, width: float, height: float) -> None:
        """Lay the table out below the caption band (nothing again for the same size: a
        scene made ahead, :func:`examples_ahead_steps`, is laid out before it is shown)."""
        laid = (width, height, self.services.screen.get_pixel_ratio())
        if laid == self._laid:
            return
        self._laid = laid
        self.caption_h = caption_height(height)
        layout = self.table_layout(width, height)
        self.cards.relayout(layout)
        self.status.place(layout)
        self._refresh_status()
        lay_out_caption(self.title_text, self.caption_text, width, height)

    def table_layout(self, width: float, height: float) -> TableLayout:
        """The card table's layout in a window of ``width`` × ``height`` (logical pixels):
        below the caption band, over a status bar in the rows its texts need
        (:meth:`~game.ui.table.StatusBar.rows_for`)."""
        spec, below = self.game.spec, max(1.0, height - caption_height(height))
        return compute_layout(spec.variant, spec.cells or 0, width, below,
                              self.status.rows_for(width, below, self.game.code))

    def _refresh_status(self) -> None:
        self.status.show_game(self.game, self.elapsed)

    def _fit_caption(self) -> None:
        """The largest font (up to 19 points) at which title and caption fit the band, both
        wrapped to the window's width (:func:`fit_caption`)."""
        fit_caption(self.title_text, self.caption_text, self.caption_h)

    def set_caption(self, text: str) -> None:
        """Show ``text`` under the example's title (shrunk to fit the band)."""
        self.caption_text.text = text
        self._fit_caption()

    # ------------------------------------------------------------------ navigation
    def back(self) -> None:
        """Back to the scene the examples were opened from (:func:`leave_examples`)."""
        leave_examples(self.services, self.back_view)

    def restart(self) -> None:
        """Watch this example again from the deal."""
        self.services.nav.show_view(examples_view(self.services, self.back_view, self.index))

    def next_example(self) -> None:
        """Go on to the other example (made ahead while this one plays)."""
        self.services.nav.show_view(examples_view(self.services, self.back_view, self.index + 1))

    def play(self, move: Move) -> Action | Undone | Rejection:
        """Play one move of the example's own line (nothing is saved or recorded)."""
        result = self.game.push(move)
        self.cards.reconcile(animate=True)
        self._refresh_status()
        return result

    def remind(self, rule: str, move: Move | None = None) -> None:
        """Show the reminder of ``rule`` (always, whatever the setting) for
        :data:`HOLD_TIME` seconds, in plain words (EO-GROUP with the limit for ``move``)."""
        self.status.show_message(reminder_text(rule, self.game.position, move), HOLD_TIME)

    def on_mouse_press(self, x: float, y: float, button: int, modifiers: int) -> bool | None:
        if button == arcade.MOUSE_BUTTON_LEFT and self.status.on_press(x, y):
            return True
        return None

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        actions = {
            key.ESCAPE: self.back,
            key.BACKSPACE: self.back,
            key.RIGHT: self.next_example,
            key.N: self.next_example,
            key.R: self.restart,
            key.ENTER: self.skip,
            key.SPACE: self.skip,
        }
        if symbol in actions:
            actions[symbol]()
            return True
        return None

    def next_frame_in(self) -> float | None:
        """Seconds until the picture changes by itself (see :mod:`game.ui.frames`): 0 while
        cards glide or a reminder fades; else the next scripted step (the script's timer
        runs on the loop's updates even while nothing is drawn), the clock's next second or
        the reminder starting to fade."""
        clock = (1.0 - self.elapsed % 1.0 + 0.001
                 if self.game.moves and not self.game.is_won else None)
        return soonest(self.cards.next_frame_in(), self.status.next_frame_in(),
                       max(0.0, self.timer), clock)

    # ------------------------------------------------------------------ the script
    def on_update(self, delta_time: float) -> None:
        if self.game.moves and not self.game.is_won:
            self.elapsed += delta_time
        self.cards.update(delta_time)
        self.status.update(delta_time)
        self._refresh_status()
        if self.cards.animator.busy and self.phase in ("intro", "moves"):
            return  # wait for the deal and each move to land
        self.timer -= delta_time
        if self.timer > 0:
            return
        if self.phase == "intro":
            self.phase = "moves"
            self.timer = 0.0
        elif self.phase == "moves":
            if self.step < len(self.example.line):
                self._play_next()
                self.timer = MOVE_INTERVAL
            else:
                self._start_attempt()
        elif self.phase == "attempt":
            self._refuse()
        elif self.phase == "hold":
            self.next_example()

    def _play_next(self) -> None:
        move = self.game.parse(self.example.line[self.step])
        result = self.play(move)
        self.step += 1
        if isinstance(result, Action):
            self.set_caption(move_caption(self.step, len(self.example.line), result))

    def _start_attempt(self) -> None:
        """The refused cards set off towards their destination (as if dragged)."""
        layout = self.cards.layout
        assert layout is not None
        move = self.attempt
        assert move.src is not None and move.dst is not None and move.count
        self.phase = "attempt"
        self.timer = ATTEMPT_TIME
        self.cards.highlight = [move.dst]
        self.set_caption(_("Now we try to move {cards} from {src} to {dst}\u2026").format(
            cards=" ".join(card_label(c) for c in self._attempt_cards()),
            src=pile_label(move.src), dst=pile_label(move.dst)))
        pos = self.game.position
        dst_cards = pos.cards(move.dst)
        if dst_cards:
            x, y = layout.card_center(pos, move.dst, len(dst_cards) - 1)
            y -= layout.card_h * 0.28
        else:
            x, y = layout.origins[move.dst]
        sprites = [self.cards.sprites[c] for c in self._attempt_cards()]
        x0, y0 = sprites[0].position
        for sprite in sprites:
            dx, dy = sprite.center_x - x0, sprite.center_y - y0
            self.cards.animator.glide(
                Glide(sprite, sprite.position, (x + dx, y + dy), ATTEMPT_TIME))
        self.cards.restack()

    def _attempt_cards(self) -> list:
        move = self.attempt
        assert move.src is not None and move.count
        return self.game.position.cards(move.src)[-move.count:]

    def _refuse(self) -> None:
        """The engine refuses the attempt: the reminder shows, the cards glide back."""
        result = self.game.check(self.attempt)
        assert isinstance(result, Rejection), "the example's attempt must be refused"
        self.rejection = result
        self.phase = "hold"
        self.timer = HOLD_TIME
        self.set_caption(refusal_caption(self.index, self.game, self.attempt))
        self.remind(result.rule, result.move)
        self.cards.reconcile(animate=True)

    def skip(self) -> None:
        """Jump straight to the refusal (Enter; screenshots)."""
        if self.phase == "hold":
            return
        self.cards.animator.finish()
        while self.step < len(self.example.line):
            self.game.push(self.game.parse(self.example.line[self.step]))
            self.step += 1
        self.cards.reconcile(animate=False)
        self._refresh_status()
        self.cards.highlight = [self.attempt.dst] if self.attempt.dst is not None else []
        self._refuse()
        self.cards.settle()

    def settle(self) -> None:
        """Finish every animation, at the moment of the refusal (screenshots, tests)."""
        self.skip()
        self.cards.settle()

    # ------------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        felt = clear_to_felt(self, looks.theme_name(self.services.settings))
        self.status.use_colours(felt.theme.bar, felt.theme.text)
        self.cards.draw()
        self.status.draw()
        layout = self.cards.layout
        assert layout is not None
        draw_caption_band(self.title_text, self.caption_text, layout.width, layout.height,
                          self.caption_h)


def ahead_key(services: Services) -> Hashable:
    """What an Examples scene made ahead was made for: the window's size and pixel ratio,
    the language, the card back and face style, whether cards move (a scene made for
    another key is made again)."""
    screen, settings = services.screen, services.settings
    return (screen.get_size(), screen.get_pixel_ratio(), language(), settings.card_back,
            services.textures.face_style(), settings.animation_speed)


def examples_view(services: Services, back: arcade.View | None = None, index: int = 0
                  ) -> ExamplesView:
    """The Examples scene from example ``index``, not shown yet, whose Back returns to
    ``back`` (the menu when ``None``): the one made ahead (:func:`examples_ahead_steps`)
    when it shows that example and was made for the window as it is now, else a new one."""
    made = services.scheduler.made_ahead.get("examples")
    if isinstance(made, ExamplesView) and made.index == index % len(EXAMPLES) \
            and made.ahead_key == ahead_key(services):
        del services.scheduler.made_ahead["examples"]
        made.back_view = back
        return made
    if services.scheduler.fills_in:
        return ExamplesOpening(services, back, index % len(EXAMPLES))
    return ExamplesView(services, back, index)


class ExamplesOpening(Opening):
    """The Examples scene asked for before it was made ahead (a scene opens at
    once, :class:`~game.ui.views.progressive.Opening`): the first frame shows the scene's
    caption band (the example's title and introduction, drawn as the scene draws them, at
    the same pixels); the frames after it make the scene (:func:`examples_ahead_steps`),
    then the scene takes its place and deals. Esc and Backspace go back at once; another
    key or a click makes the rest of the scene at once and goes to it (a click where its
    Back will be goes back).

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene the Examples scene returns to (the menu when ``None``).
        index: which example (0 or 1).
    """

    def __init__(self, services: Services, back: arcade.View | None, index: int) -> None:
        super().__init__(services, examples_ahead_steps(services, index))
        self.back_view = back
        self.index = index
        self.title_text, self.caption_text = caption_texts(
            index, Game(parse_code(EXAMPLES[index].code)))
        self._laid: tuple[float, float] | None = None

    def draw_first(self) -> None:
        """The felt and the caption band."""
        width, height = self.services.screen.get_size()
        if self._laid != (width, height):
            self._laid = (width, height)
            lay_out_caption(self.title_text, self.caption_text, width, height)
        clear_to_felt(self, looks.theme_name(self.services.settings))
        band = caption_height(height)
        draw_caption_band(self.title_text, self.caption_text, width, height - band, band)

    def made(self) -> arcade.View:
        """The Examples scene, made ahead by the steps."""
        return examples_view(self.services, self.back_view, self.index)

    def go_back(self) -> None:
        """Back where the Examples scene was opened from, before it was made (as the
        scene's Back: :func:`leave_examples`)."""
        leave_examples(self.services, self.back_view)


def examples_ahead_steps(services: Services, index: int | None = None) -> list[Callable[[], bool]]:
    """The Examples scene's next open, prepared while the window is idle (the player
    hovers the menu's Rules: Examples opens from there; or an example plays: the next one
    follows), as steps for ``Scheduler.when_idle`` (a step returns whether it is to be
    run again): the scene made from the example after the one shown (the first when none
    is), its card textures at its card size (``CardTable.prepare_textures``: the atlas,
    then the back, the empty-pile marks and the faces its deal turns up, a few a step; the
    window keeps them with the table's), then laid out for the window. The scene is
    kept in ``services.scheduler.made_ahead`` for :func:`examples_view`. Nothing is done
    when one made ahead for that example and the window as it is is waiting. ``index``: make that
    example (:class:`ExamplesOpening`) rather than the one after the one shown."""
    made: list[ExamplesView] = []
    shown = services.screen.current_view
    if index is None:
        index = (shown.index + 1) % len(EXAMPLES) if isinstance(shown, ExamplesView) else 0

    def needed() -> bool:
        waiting = services.scheduler.made_ahead.get("examples")
        return not (isinstance(waiting, ExamplesView) and waiting.index == index
                    and waiting.ahead_key == ahead_key(services))

    def scene() -> bool:
        if needed():
            made[:] = [ExamplesView(services, None, index)]
        return False

    def textures() -> bool:
        if not made or not needed():
            return False
        return made[0].cards.prepare_textures(made[0].table_layout(*services.screen.get_size()))

    def laid_out() -> bool:
        if made and needed():
            view = made[0]
            view.relayout(*services.screen.get_size())
            view.ahead_key = ahead_key(services)
            services.scheduler.made_ahead["examples"] = view
        made.clear()
        return False

    return [scene, textures, laid_out]
