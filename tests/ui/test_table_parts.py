"""The table's parts (game/ui/table) used on their own, as other features build on them: a
status bar with more buttons (Redo), an outline drawn for a hint or a focus ring, the drawn
button's states. Pixels are read back from the real window, headless."""

from __future__ import annotations

import arcade
import pytest

from game.engine.deal import parse_code
from game.engine.table import COLUMN, Pile
from game.ui import palette
from game.ui.button import DrawnButton, bar_style, button_at
from game.ui.layout import compute_layout
from game.ui.table import StatusBar


def pixels(app):
    """A function reading the drawn frame at logical ``(x, y)`` (origin bottom left)."""
    image = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")
    ratio = app.get_pixel_ratio()

    def pixel(x, y):
        return image.getpixel((int(x * ratio), int(image.size[1] - 1 - y * ratio)))

    return pixel


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_a_status_bar_with_four_buttons_places_and_clicks_each(app, size):
    pressed = []
    keys = ("undo", "redo", "new", "menu")
    bar = StatusBar([(k, k.title(), lambda k=k: pressed.append(k)) for k in keys])
    layout = compute_layout("eight-off", 8, *size)
    bar.place(layout)
    rects = [bar.buttons[k].rect for k in keys]
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right < right.left  # left to right, no overlap
    assert rects[-1].right <= layout.width and all(r.top <= layout.hud_h for r in rects)
    for key in keys:
        rect = bar.buttons[key].rect
        assert bar.on_press(rect.center_x, rect.center_y)
    assert pressed == list(keys)
    assert not bar.on_press(5, layout.hud_h + 50)  # above the bar: not the bar's


def test_an_outline_drawn_on_a_pile_shows_in_its_colour(app):
    """A hint or a keyboard focus ring is an outline around a pile's top card."""
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.settle()
    cards = table.cards
    pile = Pile(COLUMN, 2)
    pos = table.game.position
    x, y = cards.layout.card_center(pos, pile, len(pos.cards(pile)) - 1)
    edge = cards.layout.card_w / 2 + 2  # the outline's centre line, 2 px outside the card
    table.on_draw()
    assert pixels(app)(x - edge, y) not in (palette.HIGHLIGHT, palette.FOCUS)
    cards.highlight = [pile]
    table.on_draw()
    assert pixels(app)(x - edge, y) == palette.HIGHLIGHT
    cards.highlight = []
    table.on_draw()
    cards.draw_outline(pile, (200, 40, 220))
    assert pixels(app)(x - edge, y) == (200, 40, 220)


def test_drawn_button_states_and_the_one_hit_test(app):
    app.hide_view()
    buttons = [DrawnButton("A", lambda: None), DrawnButton("B", lambda: None)]
    buttons[0].place(arcade.LRBT(100, 200, 100, 140), 12)
    buttons[1].place(arcade.LRBT(220, 320, 100, 140), 12)
    assert button_at(buttons, 150, 120) is buttons[0]
    assert button_at(buttons, 210, 120) is None  # the gap
    assert button_at(buttons, 319, 139) is buttons[1]
    assert button_at([DrawnButton("unplaced", lambda: None)], 0, 0) is None
    b = buttons[0]
    for state, colour in (("plain", bar_style().bg), ("hovered", bar_style().hover),
                          ("selected", bar_style().selected_bg), ("disabled", bar_style().off_bg)):
        b.hovered, b.selected, b.enabled = state == "hovered", state == "selected", \
            state != "disabled"
        app.clear()
        b.draw()
        assert pixels(app)(105, 105) == colour, state  # inside the box, clear of the label


def ink_rows(app, left, right, bottom, top):
    """The rows (logical y, bottom up) between ``bottom`` and ``top`` holding light text
    pixels between ``left`` and ``right``."""
    pixel = pixels(app)
    return [y for y in range(bottom, top)
            if any(sum(pixel(x, y)) > 450 for x in range(left, right))]


@pytest.mark.parametrize("size", [(1000, 700), (1100, 750), (800, 600)])
def test_status_and_button_texts_keep_the_top_row_of_their_glyphs(app, size):
    """A bar 35 px high put its texts at y = 17.5: the glyphs drawn at a half pixel lost
    their top row ("E" of "Easy Harp" cut flat). Texts and button labels sit on whole
    pixels, and the title's ink is as tall as the same text drawn on a whole pixel."""
    layout = compute_layout("easy-harp", 0, *size)
    bar = StatusBar([("undo", "Undo", lambda: None)])
    bar.place(layout)
    bar.show("EEEE", "Score: 0", "Moves: 0", "0:00", "EH1-N-AAAAAAF")
    for text in [*bar.texts.values(), *(b.text for b in bar.buttons.values())]:
        assert (text.x, text.y) == (round(text.x), round(text.y)), text.text
    app.ctx.screen.use()
    app.clear()
    bar.draw()
    title = bar.texts["title"]
    left, right = round(title.x), round(title.x + title.content_width)
    drawn = ink_rows(app, left, right, 0, round(bar.height))
    reference = arcade.Text("EEEE", left, 200, title.color, title.font_size,
                            font_name=title.font_name, anchor_y="center")
    app.clear()
    reference.draw()
    assert len(drawn) == len(ink_rows(app, left, right, 150, 250)) > 5


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_status_texts_keep_their_place_while_the_numbers_grow(app, size):
    """A score going from 0 to 1285 used to push the moves, the clock and the deal code to
    the right (seen by a new player)."""
    bar = StatusBar([("undo", "Undo", lambda: None), ("menu", "Menu", lambda: None)])
    bar.place(compute_layout("easy-harp", 0, *size))
    places = set()
    for score, moves, time in ((0, 0, "0:00"), (45, 23, "1:28"), (1285, 751, "59:59")):
        bar.show("Easy Harp", f"Score: {score}", f"Moves: {moves}", time, "EH1-N-AAAAAAF")
        places.add(tuple(bar.texts[key].x for key in ("title", "score", "moves", "time",
                                                      "code")))
    assert len(places) == 1


def test_a_number_gets_room_for_four_digits_and_the_clock_for_two_a_part():
    from game.ui.table.status import slot_text

    assert slot_text("score", "Bodovi: 45") == "Bodovi: 0000"
    assert slot_text("moves", "Ходы: 12345") == "Ходы: 00000"
    assert slot_text("time", "1:02:03") == "00:00:00"
    assert slot_text("code", "EH1-N-AAAAAAF") == "EH1-N-AAAAAAF"
