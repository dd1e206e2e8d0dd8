"""The Rules pages (one per shown game of the registry) and the FAQ, for players
(APP-EXAMPLES).

Each page is a scrollable text (mouse wheel, Page Up/Down, Home/End, arrow keys) with
headings, bullets and paragraphs in plain words: the rule ids stay in docs/RULES.md, the
engine and the tests, never on a player's page. Tabs switch between the pages; Examples opens the
Examples scene, which plays the rejections back on a real table. Esc goes back.

The dark panel is the scene's frame (:meth:`RulesView.scene_frame`, drawn on the
first frame of a scene opened before its widgets are built, and under the complete scene):
its size follows the window alone (:func:`panel_box`), whatever the page and the language.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

import arcade
import pyglet.text.document
import pyglet.text.layout

from game.engine.variants import REGISTRY, shown
from game.engine.variants.easy_harp import EASY_HARP
from game.engine.variants.eight_off import EIGHT_OFF
from game.engine.variants.rules import BULLET, HEADING, PARAGRAPH
from game.i18n import _
from game.ui import palette
from game.ui.fonts import text_width
from game.ui.gui import gui
from game.ui.theme import FONT
from game.ui.views.basics import font_size, scale_for
from game.ui.views.common import (
    SceneFrame,
    SceneView,
    centered,
    framed_panel,
    make_button,
    make_label,
    panel_on_felt,
    row_widths,
)

if TYPE_CHECKING:
    from game.ui.services import Services

EASY_HARP_PAGE = EASY_HARP.name
EIGHT_OFF_PAGE = EIGHT_OFF.name
FAQ_PAGE = "faq"

H, P, B = HEADING, PARAGRAPH, BULLET
"""A heading, a paragraph, a bullet point (the kinds of block of a page)."""


def faq_page() -> list[tuple[str, str]]:
    """Questions players ask: deal codes, the deal of the day, scoring, undo, defeat."""
    return [
        (H, _("Questions and answers")),
        (H, _("What is a deal code?")),
        (P, _("Every deal has a number from 1 to 999\u00a0999 and a code such as EH1-N-AAAAAAF "
              "(Easy Harp) or EO1-C8-AAAAAFA (Eight Off with 8 cells). The code names the "
              "game, its option (N for Easy Harp; C8, C4 or C2 for the Eight Off cells) and "
              "the deal number written in letters. The code is shown at the bottom of the "
              "table. Type a code, or just a number for the game you have chosen, in the "
              "New Game window to play exactly that deal: anyone who types the same code "
              "gets the same cards. A mistyped code is refused with a message saying what "
              "is wrong.")),
        (H, _("What is the deal of the day?")),
        (P, _("One deal per game each day, the same for everybody. It follows your local "
              "date at the moment you open the New Game window. In Eight Off it keeps the "
              "number of cells you have chosen.")),
        (H, _("What does Same deal do?")),
        (P, _("It starts the deal you are playing again from the beginning, so you can try "
              "another line.")),
        (H, _("How is the score counted?")),
        (P, _("Easy Harp: +10 for each card onto a foundation, +5 for each card from the "
              "waste onto a column and +5 for each face-down card turned up. Eight Off: "
              "+10 for each card onto a foundation and +5 for each card from a cell onto a "
              "column. Nothing else scores, and the score never goes below 0.")),
        (P, _("A neat check for Easy Harp: a won game in which no card was taken back from "
              "a foundation always scores exactly 1\u00a0220 (104 cards \u00d7 10 plus 36 "
              "face-down cards \u00d7 5) plus 5 for every card you moved from the waste to a "
              "column. A card taken back from a foundation earns its 10 points again when "
              "it returns, so there is no upper limit.")),
        (H, _("How far back can I undo?")),
        (P, _("Up to the last 100 actions (Ctrl+Z or the Undo button). Undo subtracts the "
              "points of what it takes back. A run moved as one is undone as one, and "
              "drawing from the stock and turning the waste over are actions too. The move "
              "counter never goes down.")),
        (P, _("Once the last card reaches the foundations the game is won and the win "
              "stands: nothing can be undone any more.")),
        (H, _("Can I lose?")),
        (P, _("No. The game never declares a defeat. When no useful move is left, undo some "
              "moves or start a new deal; an unfinished game is kept in your history as "
              "not finished.")),
        (H, _("Does the game ever play by itself?")),
        (P, _("No. Nothing moves on its own: no card goes to a foundation by itself and the "
              "game never finishes itself.")),
        (H, _("How do I move cards?")),
        (P, _("Drag them, or click: one click sends a playable card to its foundation when "
              "it fits there; a double click looks for the best place on the table.")),
        (H, _("What are the reminders?")),
        (P, _("With Interactive rules on (Settings), a refused move shows a short reminder of "
              "the rule it breaks, without stopping your game.")),
        (H, _("Can I play with the keyboard?")),
        (P, _("Yes, a whole game. Arrows and Tab move the pink outline over the piles and "
              "cards; 1 to 9 jump to a column, F to the foundations, C to the cells, W to "
              "the waste. Enter or Space picks up the outlined card with the cards on it, "
              "and again drops them where the outline is; S (or Enter on the stock) draws. "
              "Esc puts picked-up cards back. A right click does what a double click does.")),
        (P, _("Everywhere: Ctrl+Z undo, F2 or Ctrl+N new deal, F11 or Alt+Enter full "
              "screen, Esc back to the menu, Ctrl+Q quit (your game is kept). In menus and "
              "windows the arrows and Tab move between buttons and Enter presses one; in a "
              "text field Ctrl+V pastes and Ctrl+A selects all.")),
        (H, _("Can I play without seeing the screen?")),
        (P, _("Yes. The game speaks to screen readers (Orca, NVDA, VoiceOver): every button, "
              "pile and card has a name, and refusals, hints, undo and the win are "
              "announced. On the table, R reads the outlined pile card by card (top last), "
              "T reads the status line (score, moves, time, deal code), Shift+F reads the "
              "foundations and A repeats the last announcement. Without a screen reader, "
              "turn on Speak in the Accessibility section of Settings and the game says "
              "the same itself.")),
        (H, _("Can I make the game easier to see?")),
        (P, _("Yes. In the Accessibility section of Settings, High contrast draws white cards "
              "with black and dark red signs and thick outlines on a black table, and every "
              "text white or yellow on black; Text size makes every text 125 or 150 % as "
              "large. Both apply at once, to every screen and the table.")),
        (H, _("Is my game saved?")),
        (P, _("Yes, after every move and when you quit. Continue in the menu takes you back "
              "to it, even after a crash.")),
    ]


def page_content(page: str) -> list[tuple[str, str]]:
    """The blocks of ``page`` in the player's language: a game's page is its variant's text
    (:attr:`~game.engine.variants.base.Variant.page`, translated through the catalogues),
    or the FAQ."""
    if page == FAQ_PAGE:
        return faq_page()
    return [(kind, _(text)) for kind, text in REGISTRY[page].page]


def pages() -> tuple[str, ...]:
    """The pages offered as tabs: the shown games, then the FAQ."""
    return (*(v.name for v in shown()), FAQ_PAGE)


def page_document(
    blocks: list[tuple[str, str]], size: int
) -> pyglet.text.document.FormattedDocument:
    """A styled text document: headings, paragraphs and bullets.

    Args:
        blocks: ``(kind, text)`` pairs, kind :data:`H`, :data:`P` or :data:`B`.
        size: the body font size.
    """
    parts: list[tuple[str, str]] = []
    for i, (kind, text) in enumerate(blocks):
        if kind == B:
            text = "\u2022  " + text
        parts.append((kind, text + ("\n" if i < len(blocks) - 1 else "")))
    doc = pyglet.text.document.FormattedDocument("".join(text for _kind, text in parts))
    doc.set_style(0, len(doc.text), dict(font_name=FONT, font_size=size,
                                         color=arcade.types.Color(*palette.TEXT), margin_bottom=0))
    start = 0
    first = True
    for kind, text in parts:
        end = start + len(text)
        if kind == H:
            big = first and start == 0
            doc.set_style(start, end, dict(
                font_size=round(size * (1.6 if big else 1.2)), weight="bold",
                color=arcade.types.Color(*(palette.TITLE if big else palette.GOLD)),
                margin_top=round(size * (0 if big else 0.9)), margin_bottom=round(size * 0.35)))
        else:
            doc.set_style(start, end, dict(margin_bottom=round(size * 0.45)))
            if kind == B:
                indent = round(size * 1.3)
                doc.set_style(start, end, dict(margin_left=indent, indent=-indent))
        first = False
        start = end
    return doc


def tab_keys() -> list[str]:
    """The tabs, left to right: the shown games' pages, Examples, the FAQ."""
    return [*(v.name for v in shown()), "examples", FAQ_PAGE]


def hint_text() -> str:
    """The line beside Back (translated)."""
    return _("Mouse wheel or Page Up / Page Down to scroll")


def panel_box(width: float, height: float) -> tuple[float, float, float, float]:
    """The panel of a ``width`` x ``height`` window, centred in it: ``(left, bottom, right,
    top)`` in pixels (on a half pixel where the centring widget puts it there). Its rows:
    the tabs, the page's text (as wide and tall as the window allows: :func:`text_size`)
    and Back with the hint, :func:`sizes` ``pad`` pixels from its edges. The same for every
    page, and in every language (the text is wider than the tabs and the hint)."""
    s, size, bh, gap, pad = sizes(width, height)
    text_w, text_h = text_size(width, height)
    tabs_w = len(tab_keys()) * round(150 * s) + (len(tab_keys()) - 1) * gap
    bottom_w = round(150 * s) + gap + text_width(hint_text(), font_size(12, s))
    inner_w = max(text_w, tabs_w, math.ceil(bottom_w))
    box_w, box_h = inner_w + 2 * pad, bh + gap + text_h + gap + bh + 2 * pad
    left, bottom = (width - box_w) / 2, (height - box_h) / 2
    return left, bottom, left + box_w, bottom + box_h


def sizes(width: float, height: float) -> tuple[float, int, int, int, int]:
    """``(scale, font size, button height, gap, pad)`` of the scene for a ``width`` x
    ``height`` window (pixels; points for the font)."""
    s = scale_for(width, height)
    return s, font_size(16, s), round(40 * s), round(10 * s), round(18 * s)


def text_size(width: float, height: float) -> tuple[int, int]:
    """The page text's ``(width, height)`` in pixels for a ``width`` x ``height`` window."""
    s, _size, bh, gap, pad = sizes(width, height)
    return (min(round(width) - 4 * pad, round(940 * s)),
            max(120, round(height) - 2 * pad - 3 * bh - 5 * gap - 2 * pad))


class RulesText(gui.UITextArea):
    """A scrollable, styled page (a :class:`gui.UITextArea` over our own document)."""

    def __init__(self, blocks: list[tuple[str, str]], size: int, **kwargs: object) -> None:
        super().__init__(text="", font_name=FONT, font_size=size, **kwargs)
        self.doc = page_document(blocks, size)
        self.layout = pyglet.text.layout.IncrementalTextLayout(
            self.doc, width=int(self.content_width), height=int(self.content_height),
            multiline=True,
        )
        self.scroll_speed = size * 3

    def scroll(self, pixels: float) -> None:
        """Scroll down by ``pixels`` (negative: up); clamped to the text."""
        self.layout.view_y = round(self.layout.view_y - pixels)
        self.trigger_full_render()

    def scroll_to(self, top: bool) -> None:
        """Jump to the top or the bottom of the text."""
        self.layout.view_y = 0 if top else -10**9
        self.trigger_full_render()

    @property
    def scroll_fraction(self) -> tuple[float, float]:
        """``(offset, visible)`` as fractions of the text height (for a scroll bar)."""
        total = max(1.0, float(self.layout.content_height))
        return -self.layout.view_y / total, min(1.0, self.layout.height / total)


class RulesView(SceneView):
    """The rules of both games and the FAQ, one page at a time.

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc returns to (the menu by default).
        page: the page shown first (:data:`EASY_HARP_PAGE`, :data:`EIGHT_OFF_PAGE` or
            :data:`FAQ_PAGE`); the game last played by default.
    """

    first_page: str | None = None

    def __init__(self, services: Services, back: arcade.View | None = None,
                 page: str | None = None) -> None:
        super().__init__(services, back)
        self.asked_page = page
        self.text: RulesText | None = None
        self.reset()

    def reset(self) -> None:
        """The page of a new scene (the game last played, or the FAQ), from its top."""
        last = self.services.settings.last_game
        default = last if last in pages() else pages()[0]
        self.page = self.asked_page or self.first_page or default
        if self.text is not None and self.text.layout.view_y:
            self.text.scroll_to(top=True)

    def layout_key(self) -> tuple:
        return (self.page,)

    def build(self, width: float, height: float) -> Iterator[None]:
        s, size, bh, gap, pad = sizes(width, height)
        tabs = gui.UIBoxLayout(vertical=False, space_between=gap)
        self.tabs: dict[str, gui.UIFlatButton] = {}
        text_w, text_h = text_size(width, height)
        choices = (
            *((v.name, _(v.title), lambda k=v.name: self.show_page(k)) for v in shown()),
            ("examples", _("Examples"), self.examples),
            (FAQ_PAGE, _("FAQ"), lambda: self.show_page(FAQ_PAGE)),
        )
        widths = row_widths([label for _key, label, _action in choices], size,
                            [150 * s] * len(choices), width - 4 * pad,
                            [gap] * (len(choices) - 1))
        for (key, label, action), bw in zip(choices, widths, strict=True):
            button = make_button(label, action, round(bw), bh, size, selected=key == self.page)
            self.tabs[key] = self.focusable(tabs.add(button))
        yield
        offset = self.text.layout.view_y if self.text is not None and \
            getattr(self, "_text_page", None) == self.page else 0
        self.text = RulesText(page_content(self.page), font_size(15, s),
                              width=text_w, height=text_h)
        self.text.layout.view_y = offset
        self._text_page = self.page
        yield
        bottom = gui.UIBoxLayout(vertical=False, space_between=gap)
        self.back_button = self.focusable(
            bottom.add(make_button(_("Back"), self.back, round(150 * s), bh, size)))
        bottom.add(make_label(hint_text(), font_size(12, s), color=palette.DIM))
        box = gui.UIBoxLayout(vertical=True, space_between=gap)
        box.add(tabs)
        box.add(self.text)
        box.add(bottom)
        self.panel = centered(self, framed_panel(box, pad))

    def scene_frame(self, width: float, height: float) -> SceneFrame:
        """The dark panel (drawn at once when the scene opens, and under the widgets):
        :func:`panel_box`, in :func:`panel_on_felt` 's colour."""
        left, bottom, right, top = panel_box(width, height)
        return SceneFrame(panels=[(arcade.types.LRBT(left, right, bottom, top),
                                   panel_on_felt())])

    def show_page(self, page: str) -> None:
        """Switch to another page (the tab buttons)."""
        self.page = page
        self.rebuild()

    def examples(self) -> None:
        """Open the Examples scene; Esc there comes back here."""
        from game.ui.views.examples import examples_view

        self.services.nav.show_view(examples_view(self.services, back=self))

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol != key.ESCAPE and self.finish_filling() \
                and self.ui.on_key_press(symbol, modifiers):
            return True  # the page's text is there before it scrolls
        text = self.text
        if text is not None:
            page = text.layout.height * 0.9
            line = text.scroll_speed
            moves = {key.PAGEDOWN: page, key.PAGEUP: -page, key.DOWN: line, key.UP: -line,
                     key.SPACE: page}
            if symbol in moves and not (symbol == key.SPACE and self.focus >= 0):
                text.scroll(moves[symbol])
                return True
            if symbol in (key.HOME, key.END):
                text.scroll_to(top=symbol == key.HOME)
                return True
        return super().on_key_press(symbol, modifiers)

    def on_draw_after_ui(self) -> None:
        """A thin scroll bar beside the text when it is longer than the page."""
        text = self.text
        if text is None:
            return
        offset, visible = text.scroll_fraction
        if visible >= 1.0:
            return
        r = text.rect
        x = r.right + 6
        arcade.draw_lrbt_rectangle_filled(x, x + 5, r.bottom, r.top, palette.TRACK)
        top = r.top - offset * r.height
        arcade.draw_lrbt_rectangle_filled(x, x + 5, top - visible * r.height, top, palette.GOLD)


class FaqView(RulesView):
    """The rules scene opened on the FAQ page."""

    first_page = FAQ_PAGE
