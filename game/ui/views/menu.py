"""The main menu: continue, new game, history, statistics, rules, settings, quit.

Keyboard: Up/Down (or Tab) move the highlight, Enter activates, Esc returns to the game in
progress when there is one.

The menu is the first frame of every start, so it is drawn directly (a panel, a few
``arcade.Text`` and :class:`~game.ui.button.DrawnButton` buttons) instead of with
``arcade.gui`` widgets: it never imports ``arcade.gui``, and it is laid out and drawn
without widget construction, layout or a first render of widgets, so that start-up costs
little more than a bare arcade window (``benchmarks/bench_startup.py``).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import arcade

from game.engine.variants import REGISTRY, shown
from game.i18n import _, language, ngettext
from game.storage.settings import cells_of
from game.ui import fonts, palette
from game.ui.backdrop import clear_to_theme
from game.ui.button import DrawnButton, button_at, scene_style
from game.ui.cached import CachedPicture
from game.ui.panels import draw_framed, framed_area
from game.ui.theme import FONT
from game.ui.views.basics import (
    BUTTON_PAD,
    FocusRing,
    font_size,
    largest_fitting_size,
    quit_app,
    saved_game_in_progress,
    scale_for,
)

if TYPE_CHECKING:
    from game.ui.services import Screen, Services


SCENE_OF = {"new": "new-game", "history": "history", "statistics": "statistics",
            "rules": "rules", "settings": "settings"}
"""The scene each menu button opens (:func:`game.ui.ahead.build_soon` builds it ahead)."""


_PANEL_PICTURES: weakref.WeakKeyDictionary[Screen, CachedPicture] = \
    weakref.WeakKeyDictionary()
"""The menu panel's kept picture of each window, shared by the menus it shows (the
window's one menu, :func:`game.ui.navigator.menu_view`, and one opened by name, as
``--view menu`` does); it is painted again only when the panel changed."""


def panel_picture(screen: Screen) -> CachedPicture:
    """The kept picture of the menu's panel on ``screen`` (made on first use)."""
    picture = _PANEL_PICTURES.get(screen)
    if picture is None:
        picture = _PANEL_PICTURES[screen] = CachedPicture()
    return picture


def set_size(text: arcade.Text, size: int) -> arcade.Text:
    """Give ``text`` the font size ``size`` (points; laid out again only if it changes)."""
    if text.font_size != size:
        text.font_size = size
    return text


class MenuView(FocusRing, arcade.View):
    """The menu shown at start-up and on Esc from the table.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        focus: the button to focus first (a key of :attr:`buttons`; the scene's button on
            Back from a scene the menu opened); ``None``: the first enabled one.

    Attributes:
        buttons: the menu's buttons by name (``continue``, ``new``, ``history``,
            ``statistics``, ``rules``, ``settings``, ``quit``), in focus-ring order; made
            when the menu is shown.
        panel: the dark panel behind the menu (logical pixels).
    """

    focus_on_show = True

    def __init__(self, services: Services, focus: str | None = None) -> None:
        super().__init__()
        self.services = services
        self._focus_first = focus
        self.message = ""
        self.in_progress = self._game_in_progress()
        self.reset_focus()
        self.buttons: dict[str, DrawnButton] = {}
        self._texts: dict[str, arcade.Text] = {}
        self.panel = arcade.LRBT(0, 0, 0, 0)
        self._pressed: DrawnButton | None = None
        self._made: tuple | None = None
        """What the texts and buttons were made and laid out for (:meth:`_look`)."""

    def _game_in_progress(self) -> tuple[str, str, int] | None:
        """``(game title, code, moves)`` of the game Continue would open, if any."""
        table = self.services.playing.table
        if table is not None:
            game = table.game
            return game.variant.title, game.code, game.moves
        saved = saved_game_in_progress(self.services)
        if saved is None:
            return None
        return saved.game.variant.title, saved.game.code, saved.game.moves

    def on_show_view(self) -> None:
        self.in_progress = self._game_in_progress()
        self.services.told.report_file_problems()
        self.message = ""  # a message is said once: not again when the menu comes back
        waiting = self.services.told.take()
        if waiting:  # a file problem: the menu says it, once
            self.message = waiting
        if self._look() == self._made:  # shown again as it was: its texts are still right
            for button in self.buttons.values():
                button.hovered = button.pressed = False
            self._pressed = None
            self._take_first_focus()
            self.keep_focus_valid()
        else:
            self.retranslate()

    def reopen(self, focus: str | None = None) -> None:
        """Be shown again as a new menu focused on button ``focus`` would be (the window
        keeps one menu: :func:`game.ui.navigator.menu_view`)."""
        self._focus_first = focus
        self.focus = 0 if self.focus_on_show else -1
        self.in_progress = self._game_in_progress()

    def _look(self) -> tuple:
        """Everything the texts and buttons are made and laid out from: the language, the
        message, the status line, Continue's state, the window's size, the text size and
        the palette's colours."""
        return (language(), self.message, self._status_line(), self.in_progress is not None,
                tuple(self.services.screen.get_size()), fonts.TEXT_SCALE, scene_style(),
                palette.TITLE, palette.DIM, palette.GOLD)

    # ------------------------------------------------------------------ content
    def _status_line(self) -> str:
        """The line under the title: the game Continue opens, a welcome, or the last game."""
        if self.in_progress is not None:
            title, code, moves = self.in_progress
            table = self.services.playing.table
            if table is not None and table.game.is_won:  # Continue shows the won table
                return ngettext("Won: {game}, {code}, {moves} move",
                                "Won: {game}, {code}, {moves} moves", moves).format(
                    game=_(title), code=code, moves=moves)
            return ngettext("Game in progress: {game}, {code}, {moves} move",
                            "Game in progress: {game}, {code}, {moves} moves", moves).format(
                game=_(title), code=code, moves=moves)
        if not self.services.settings.played:  # the first start: nothing was played yet
            return _("Welcome! Choose New game to start playing.")
        last = REGISTRY.get(self.services.settings.last_game) or shown()[0]
        line = _("Last played: {game}").format(game=_(last.title))
        if last.cell_choices:
            cells = cells_of(self.services.settings, last.name)
            line += "  " + ngettext("({cells} cell)", "({cells} cells)", cells).format(
                cells=cells)
        return line

    def _make(self) -> None:
        """Make the texts and buttons for the current language and game in progress, at
        their font sizes for the window (:meth:`relayout` places them)."""
        sizes = self._font_sizes(scale_for(*self.services.screen.get_size()))

        def text(key: str, value: str, color: tuple[int, int, int], bold: bool = False) -> None:
            self._texts[key] = arcade.Text(value, 0, 0, color, sizes[key], font_name=FONT,
                                           bold=bold, anchor_x="center", anchor_y="top")

        text("title", _("Easy Harp & Eight Off"), palette.TITLE, bold=True)
        text("line", self._status_line(), palette.DIM)
        if self.message:
            text("footer", self.message, palette.GOLD)
        else:
            text("footer", _("Arrow keys and Enter choose; F11 switches full screen."), palette.DIM)
        self.buttons = {
            key: DrawnButton(label, action, scene_style(), sizes["button"])
            for key, label, action in (
                ("continue", _("Continue"), self.continue_game),
                ("new", _("New game"), self.new_game),
                ("history", _("History"), lambda: self.open_other("history")),
                ("statistics", _("Statistics"), lambda: self.open_other("statistics")),
                ("rules", _("Rules"), self.rules),
                ("settings", _("Settings"), self.settings),
                ("about", _("About"), lambda: self.open_other("about")),
                ("quit", _("Quit"), self.quit),
            )
        }
        self.buttons["continue"].enabled = self.in_progress is not None
        self.focus_items = list(self.buttons.values())
        self._take_first_focus()

    def _take_first_focus(self) -> None:
        """The focus on the button the menu was made for (when first shown, not again)."""
        first, self._focus_first = self._focus_first, None
        if first in self.buttons and self.buttons[first].enabled:
            self.focus = self.focus_items.index(self.buttons[first])

    def _pressed_button(self, key: str) -> None:
        """Button ``key`` opens its scene: the focus goes to it (the menu shown again by
        that scene's Back, this one or a new one, has the focus there)."""
        self.services.nav.menu_button = key
        if key in self.buttons:
            self.focus = self.focus_items.index(self.buttons[key])

    def _font_sizes(self, s: float) -> dict[str, int]:
        """Font sizes (points) at the scene scale ``s``, before any shrinking to fit."""
        return {"title": font_size(36, s), "line": font_size(14, s),
                "footer": font_size(14 if self.message else 12, s), "button": font_size(19, s)}

    def retranslate(self) -> None:
        """Make the texts and buttons again (shown again, a new language, a new message)
        and lay them out (:meth:`game.ui.navigator.Navigation.show_anew` calls it too)."""
        self._make()
        self.relayout(*self.services.screen.get_size())
        self._made = self._look()

    # ------------------------------------------------------------------ layout
    def on_resize(self, width: int, height: int) -> None:
        self.relayout(width, height)
        self._made = self._look()

    def relayout(self, width: float, height: float) -> None:
        """Size and place everything for a ``width`` x ``height`` window (logical pixels):
        a centred column (title, status line, the buttons, the footer) on a dark panel,
        every size scaled by :func:`scale_for`; a text too wide for the window shrinks."""
        s = scale_for(width, height)
        bw, bh = round(340 * s), round(50 * s)
        gap, pad = round(10 * s), round(26 * s)
        room = width - 2 * pad - 2 * gap
        sizes = self._font_sizes(s)
        for key, text in self._texts.items():  # a text too wide shrinks, MIN_FONT at least
            set_size(text, largest_fitting_size(lambda s, t=text: set_size(t, s).content_width,
                                                sizes[key], room))
        texts = self._texts
        heights = [texts["title"].content_height, texts["line"].content_height,
                   round(6 * s), *[bh] * len(self.buttons), texts["footer"].content_height]
        total = sum(heights) + gap * (len(heights) - 1)
        column = max(bw, *(t.content_width for t in texts.values()))
        cx, top = width / 2, (height + total) / 2
        self.panel = arcade.LRBT(cx - column / 2 - pad, cx + column / 2 + pad,
                                 top - total - pad, top + pad)
        y = top
        for key in ("title", "line"):
            texts[key].position = (round(cx), round(y))
            y -= texts[key].content_height + gap
        y -= round(6 * s) + gap
        for button in self.buttons.values():
            rect = arcade.LRBT(round(cx - bw / 2), round(cx - bw / 2) + bw, round(y - bh),
                               round(y))
            button.place(rect, largest_fitting_size(button.label_width, sizes["button"],
                                                    bw - 2 * BUTTON_PAD))
            y -= bh + gap
        texts["footer"].position = (round(cx), round(y))
        self.keep_focus_valid()

    # ------------------------------------------------------------------ input
    def focused_scene(self) -> str | None:
        """The scene behind the focused button (built ahead first), if it opens one."""
        if 0 <= self.focus < len(self.focus_items):
            button = self.focus_items[self.focus]
            return next((SCENE_OF.get(k) for k, b in self.buttons.items() if b is button),
                        None)
        return None

    def _about_to_open(self, button: DrawnButton | None) -> None:
        """The pointer or the focus came to ``button``: its scene is built now, while idle
        (the scene the player is about to open is ready when clicked)."""
        name = next((SCENE_OF.get(k) for k, b in self.buttons.items() if b is button), None)
        if name is not None:
            self.services.nav.build_soon(name)

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        over = button_at(self.buttons.values(), x, y)
        if over is not None and not over.hovered and over.enabled:
            self._about_to_open(over)
        for button in self.buttons.values():
            button.hovered = button is over and button.enabled

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if button == arcade.MOUSE_BUTTON_LEFT:
            pressed = button_at(self.buttons.values(), x, y)
            self._pressed = pressed if pressed is not None and pressed.enabled else None
            if self._pressed is not None:
                self._pressed.pressed = True

    def on_mouse_drag(self, x: int, y: int, dx: int, dy: int, buttons: int,
                      modifiers: int) -> None:
        """While the mouse button is held: the pressed button looks pressed only with the
        pointer on it (releasing elsewhere does nothing), and no other button lights up."""
        for button in self.buttons.values():
            button.hovered = False
        if self._pressed is not None:
            self._pressed.pressed = self._pressed.contains(x, y)

    def cancel_gestures(self) -> None:
        """The window went to the background: a held button is let go without acting."""
        if self._pressed is not None:
            self._pressed.pressed = False
            self._pressed = None

    def on_mouse_release(self, x: int, y: int, button: int, modifiers: int) -> None:
        pressed, self._pressed = self._pressed, None
        if button != arcade.MOUSE_BUTTON_LEFT or pressed is None:
            return
        pressed.pressed = False
        self.on_mouse_motion(x, y, 0, 0)
        if button_at(self.buttons.values(), x, y) is pressed:  # released where it was pressed
            pressed.action()

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        if symbol == arcade.key.ESCAPE:
            self.back()
            return True
        focus = self.focus
        handled = self.focus_key(symbol, modifiers)
        if self.focus != focus and self.services.screen.current_view is self:
            self._about_to_open(self.focus_items[self.focus])
        return handled or None

    def next_frame_in(self) -> float | None:
        """Frames only on input (see :mod:`game.ui.frames`): nothing here moves by itself."""
        return None

    # ------------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        under = clear_to_theme(self)
        look = (palette.PANEL, palette.PANEL_EDGE, palette.WIN_SHADOW)
        panel_picture(self.services.screen).draw(
            framed_area(self.panel), (tuple(self.panel.lrbt), look),
            lambda: draw_framed(self.panel, *look[:2], None, look[2], 2), under)
        for text in self._texts.values():
            text.draw()
        for button in self.buttons.values():
            button.draw()
        self.draw_focus()

    # ------------------------------------------------------------------ actions
    def continue_game(self) -> None:
        """Back to the game in progress (the open table or the autosaved game)."""
        self._pressed_button("continue")
        if self.services.nav.continue_game() is None:
            self.in_progress = None
            self.message = _("There is no game in progress.")
            self.retranslate()

    def new_game(self) -> None:
        """Open the New Game window."""
        self._pressed_button("new")
        self.services.nav.show_view(self.services.nav.scene("new-game", back=self))

    def rules(self) -> None:
        """Open the rules."""
        self._pressed_button("rules")
        self.services.nav.show_view(self.services.nav.scene("rules", back=self))

    def settings(self) -> None:
        """Open the settings."""
        self._pressed_button("settings")
        self.services.nav.show_view(self.services.nav.scene("settings", back=self))

    def open_other(self, name: str) -> None:
        """Open the History or Statistics scene."""
        self._pressed_button(name)
        self.services.nav.show_view(self.services.nav.scene(name))

    def quit(self) -> None:
        """Save everything and close the window."""
        quit_app(self.services)

    def back(self) -> None:
        """Esc on the menu: back to the game in progress, when there is one."""
        if self.in_progress is not None:
            self.continue_game()
