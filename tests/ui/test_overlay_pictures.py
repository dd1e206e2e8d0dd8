"""The table's fixed overlay copied from kept pictures (game/ui/cached.py): the status bar,
the win panel and the empty-pile marks look exactly as when drawn, are painted again only
when they change, and are drawn as they are wherever a card lies under them. Pixels are
read back from the real window, headless."""

from __future__ import annotations

import arcade
import pytest
from conftest import fire, frame, pixel_ratio_2
from PIL import Image, ImageChops
from won_lines import SELFTEST_WON

from game.engine.deal import parse_code
from game.engine.table import CELL, COLUMN, Pile
from game.ui import palette
from game.ui.cached import CachedPicture
from game.ui.views.table import PICTURES_FROM

WON = SELFTEST_WON


def live_frame(app, table) -> Image.Image:
    """The same frame with every overlay part drawn as it is (no picture copied)."""
    real_covers, real_copy = table.cards.covers, table.cards.marks.draw_copy
    table.cards.covers = lambda *args, **kwargs: True
    table.cards.marks.draw_copy = lambda background: table.cards.marks.sprite_list.draw()
    try:
        table.on_draw()
        return frame(app)
    finally:
        table.cards.covers, table.cards.marks.draw_copy = real_covers, real_copy


def differ(a: Image.Image, b: Image.Image) -> int:
    """The largest difference of a colour channel between two pictures (0: identical)."""
    return max(high for _, high in ImageChops.difference(a, b).getextrema())


def test_a_picture_copies_exactly_what_was_painted_and_repaints_on_a_new_key(app):
    area = (100.5, 40.25, 420.75, 130.5)  # not on whole pixels: the copy rounds outwards
    text = arcade.Text("Score: 120", 130, 80, (255, 255, 255), 17)

    def paint():
        arcade.draw_lrbt_rectangle_filled(area[0], area[2], area[1], area[3], palette.HUD_BG)
        arcade.draw_lrbt_rectangle_outline(110, 300, 50, 120, (200, 210, 30), 3)
        text.draw()

    app.clear(color=palette.FELT)
    paint()
    drawn = frame(app)
    picture = CachedPicture()
    for _ in range(3):
        app.clear(color=palette.FELT)
        picture.draw(area, ("score", 120), paint, palette.FELT)
    assert differ(frame(app), drawn) == 0
    assert picture.paints == 1  # the same key: copied, not painted again

    text.text = "Score: 125"
    app.clear(color=palette.FELT)
    picture.draw(area, ("score", 125), paint, palette.FELT)
    assert picture.paints == 2
    copied = frame(app)
    app.clear(color=palette.FELT)
    paint()
    assert differ(copied, frame(app)) == 0 and differ(copied, drawn) > 0

    # Only the parts asked for are copied: the rest of the area stays as it was (felt).
    app.clear(color=palette.FELT)
    picture.draw(area, ("score", 125), paint, palette.FELT, parts=[(100.5, 40.25, 200, 130.5)])
    image = frame(app)
    height = image.size[1]
    assert image.getpixel((150, height - 60)) != palette.FELT  # in the copied part: the bar
    assert image.getpixel((350, height - 60)) == palette.FELT  # in the area, not copied


def test_the_table_frame_from_pictures_matches_the_frame_drawn(app):
    """Status bar, marks, cards: the same pixels whether the overlay is copied or drawn
    (the marks' antialiased edges may differ by one level of 255 where the rasteriser
    rounds a texture coordinate differently in the picture)."""
    code = "EO1-C8-AAAAAAB"
    table = app.nav.start(parse_code(code), log_moves=WON[code][:40], animate=False)
    table.settle()
    # (the window's: another test may have painted it)
    app.services.textures.marks_picture._key = None
    paints = app.services.textures.marks_picture.paints
    for _ in range(PICTURES_FROM + 1):  # a new table's pictures are painted one a frame
        table.on_update(1 / 60)
        table.on_draw()
    copied = frame(app)
    assert table.status.picture.paints >= 1 and table.cards.marks.sprite_list  # copies were used
    assert table.cards.marks.picture.paints == paints + 1
    drawn = live_frame(app, table)
    assert differ(copied, drawn) <= 1
    bar = (0, copied.size[1] - int(table.status.height), copied.size[0], copied.size[1])
    assert differ(copied.crop(bar), drawn.crop(bar)) == 0


def test_a_new_deal_at_the_same_size_copies_the_marks_without_painting_them(app):
    """The window keeps the marks' picture: its key is the marks' looks and places, the
    same for every deal of a game at one card size."""
    pictures = []
    for code in ("EO1-C8-AAAAAFA", "EO1-C8-AAAAAAB"):
        table = app.nav.start(parse_code(code), animate=False)
        table.settle()
        paints = table.cards.marks.picture.paints
        for _ in range(PICTURES_FROM + 3):
            table.on_update(1 / 60)
            table.on_draw()
        pictures.append(frame(app))
        assert table.cards.marks.picture is app.services.textures.marks_picture
    assert table.cards.marks.picture.paints == paints  # the second deal painted nothing
    assert differ(pictures[1], live_frame(app, table)) <= 1


def test_a_steady_frame_paints_nothing_and_a_move_paints_the_bar_once(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.settle()
    for _ in range(PICTURES_FROM + 1):  # a new table's pictures are painted one a frame
        table.on_update(1 / 60)
        table.on_draw()
    paints = table.status.picture.paints
    for _ in range(10):  # no move yet: the clock stands still, nothing changes
        table.on_update(1 / 60)
        table.on_draw()
    assert table.status.picture.paints == paints

    undo = table.status.buttons["undo"]
    x, y = undo.rect.left + 3, undo.rect.bottom + 3  # inside the box, off the label
    height = frame(app).size[1]
    assert frame(app).getpixel((int(x), height - 1 - int(y))) == palette.BUTTON_OFF
    table.play(table.game.parse("1>c5"))  # Moves: 1, Undo comes on
    table.settle()
    for _ in range(3):
        table.on_update(1 / 60)
        table.on_draw()
    assert table.status.picture.paints == paints + 1
    assert frame(app).getpixel((int(x), height - 1 - int(y))) == palette.BUTTON_BG
    assert differ(frame(app), live_frame(app, table)) <= 1


def test_a_card_dragged_over_the_bar_shows_through_it(app):
    """With a card under it the bar is drawn as it is, translucent over the card (its
    picture over the felt would hide the card)."""
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.settle()
    pos = table.game.position
    x, y = table.cards.layout.card_center(pos, Pile(COLUMN, 0), len(pos.columns[0]) - 1)
    # Dropped on the bar's plain part left of its buttons (no text under the card).
    to_x = table.status.buttons["hint"].rect.left - table.cards.layout.card_w / 2 - 6
    height = frame(app).size[1]
    probe = (int(to_x), height - 1 - int(table.status.height / 2))
    beside = frame(app).getpixel(probe)  # the bar over the felt there, before the drag
    fire(app, "on_mouse_press", x, y, 1, 0)
    low = table.status.height / 2 + 2
    fire(app, "on_mouse_drag", to_x, low, to_x - x, low - y, 1, 0)
    table.on_draw()
    image = frame(app)
    over_card = image.getpixel(probe)
    assert over_card != beside and sum(over_card) > sum(beside)  # a white card, seen dimly
    assert differ(image, live_frame(app, table)) <= 1
    fire(app, "on_mouse_release", to_x, low, 1, 0)


@pytest.mark.parametrize("code", ["EH1-N-AAAAAAF", "EO1-C8-AAAAAAB"])
def test_the_win_panel_from_its_picture_matches_the_panel_drawn(app, code):
    """Easy Harp's panel at 1280×800 lies over the columns' empty marks: they are painted
    into its picture."""
    log = WON[code]
    table = app.nav.start(parse_code(code), log_moves=log[:-1], animate=False)
    table.settle()
    paints = table.win.picture.paints  # (the window's panel: it served other tables)
    table.play(table.game.parse(log[-1]))
    table.settle()
    assert table.win.shown
    for _ in range(3):
        table.on_update(1 / 60)
        table.on_draw()
    # At most one painting for three frames (none when an earlier test left the window's
    # picture holding this very panel: the picture is the window's, not the table's).
    assert table.win.picture.paints - paints <= 1 and table.win.picture.paints >= 1
    assert differ(frame(app), live_frame(app, table)) <= 1


def test_the_pictures_are_right_at_pixel_ratio_2(app, monkeypatch):
    """A HiDPI window (pixel ratio 2: logical 640×400 on the 1280×800 framebuffer): the
    pictures were painted and copied through arcade's viewport, which reports logical
    pixels there, so the empty-pile marks were missing and the bar's edges moved."""
    pixel_ratio_2(app, monkeypatch)
    code = "EO1-C8-AAAAAAB"
    table = app.nav.start(parse_code(code), log_moves=WON[code][:-3], animate=False)
    table.settle()
    for _ in range(5):  # the pictures are painted one a frame
        table.on_update(1 / 60)
        table.on_draw()
    # copied
    assert app.services.textures.marks_picture.paints >= 1 and table.status.picture.paints >= 1
    # (the marks' antialiased edges may round a level or two apart, see game.ui.cached)
    assert differ(frame(app), live_frame(app, table)) <= 2


def test_a_pile_emptied_again_shows_its_mark_copied_from_the_picture(app):
    """The marks copied are those of the empty piles; which those are is worked out again
    when they change (a card leaves a cell: its mark shows again)."""
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    cell = Pile(CELL, 4)  # cell 5, empty at the deal
    table.play(table.game.parse("1>c5"))
    table.settle()
    for _ in range(PICTURES_FROM + 2):
        table.on_update(1 / 60)
        table.on_draw()
    assert cell not in table.cards.marks.shown
    table.undo()
    table.settle()
    for _ in range(2):
        table.on_update(1 / 60)
        table.on_draw()
    assert cell in table.cards.marks.shown
    copied = frame(app)
    x, y = table.cards.layout.origins[cell]
    inside = (int(x), copied.size[1] - 1 - int(y))  # the mark's middle: not the felt
    assert copied.getpixel(inside) != palette.FELT[:3]
    assert differ(copied, live_frame(app, table)) <= 1
