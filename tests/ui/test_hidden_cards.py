"""Cards are not shaded where a later card's opaque middle hides them (the depth test,
game/ui/table/hidden.py): the same picture bit for bit as drawing every card whole, with
the hidden parts marked in the depth buffer. Pixels are read back from the real window,
headless."""

from __future__ import annotations

import ctypes

from conftest import drawn_whole, frame, pixel_ratio_2
from PIL import Image, ImageChops
from pyglet import gl
from won_lines import SELFTEST_WON

from game.engine.deal import parse_code
from game.engine.table import COLUMN, Pile
from game.ui.animation import Glide

CODE = "EO1-C8-AAAAAAB"


def drawn(app, table) -> Image.Image:
    """The frame as the table draws it. Drawn twice: the first draw after the empty-pile
    marks' picture changed may differ from the next by a level on a mark's edge pixel
    (with or without the depth test: a quirk of the kept picture, game/ui/cached.py)."""
    table.on_draw()
    table.on_draw()
    return frame(app)


def mid_game(app, code=CODE):
    log = SELFTEST_WON[code]
    table = app.nav.start(parse_code(code), log_moves=log[:len(log) // 4], animate=False)
    table.settle()
    for _ in range(5):  # the overlay's pictures are painted one a frame
        table.on_update(1 / 60)
        table.on_draw()
    return table


def depth_at(app, x: float, y: float) -> float:
    """The depth buffer's value at logical ``(x, y)`` (1.0: nothing written)."""
    ratio = app.get_pixel_ratio()
    value = ctypes.c_float()
    gl.glReadPixels(int(x * ratio), int(y * ratio), 1, 1, gl.GL_DEPTH_COMPONENT, gl.GL_FLOAT,
                    ctypes.byref(value))
    return value.value


def differ(a: Image.Image, b: Image.Image) -> tuple[int, tuple | None]:
    """The largest difference of a channel (levels of 255) and the box where they differ."""
    diff = ImageChops.difference(a, b)
    return max(high for _, high in diff.getextrema()), diff.getbbox()


def test_cards_under_the_next_card_of_their_column_are_marked_hidden_same_pixels(app):
    table = mid_game(app)
    shown = drawn(app, table)
    hiding = table.cards.stacked.hiding
    pos = table.game.position
    layers = sum(max(0, len(col) - 1) for col in pos.columns)
    assert hiding.hiders >= layers > 10  # every card on another in a column, at least
    # the middle of a column's next-to-last card lies under the last one's opaque middle
    column = max(range(len(pos.columns)), key=lambda i: len(pos.columns[i]))
    layout = table.cards.layout
    n = len(pos.columns[column])
    x, y = layout.card_center(pos, Pile(COLUMN, column), n - 2)
    assert depth_at(app, x, y - layout.card_h * 0.3) < 1.0
    assert depth_at(app, layout.width / 2, layout.hud_h + 3) == 1.0  # the felt: nothing
    assert differ(shown, drawn_whole(app, table))[0] == 0


def test_gliding_and_dragged_cards_at_fractional_places_look_the_same(app):
    table = mid_game(app)
    sprites = list(table.cards.sprites.values())
    for i, sprite in enumerate(sprites[:10]):
        x, y = sprite.position
        table.cards.animator.glide(Glide(sprite, (x, y), (x + 300.3, y - 200.7 - i), 0.5))
    for i in range(25):
        table.on_update(1 / 60)
        if i % 4 == 0:
            shown = drawn(app, table)
            assert table.cards.stacked.hiding.hiders > 0
            d = differ(shown, drawn_whole(app, table))
            assert d[0] == 0, (f"frame {i}", d)


def test_the_deals_of_both_games_look_the_same_frame_by_frame(app):
    for code in (CODE, "EH1-N-AAAAAAF"):
        table = app.nav.start(parse_code(code), animate=True)
        hidden = 0
        for i in range(200):
            table.on_update(1 / 60)
            table.on_draw()  # every frame, as the window does (the overlay's pictures)
            if i % 7 == 6:
                shown = drawn(app, table)
                hidden += table.cards.stacked.hiding.hiders
                d = differ(shown, drawn_whole(app, table))
                assert d[0] == 0, (f"{code} frame {i}", d)
            if i > 6 and not table.cards.animator.busy:
                break
        assert hidden > 0, code


def test_a_turned_or_translucent_card_hides_nothing(app):
    table = mid_game(app)
    pos = table.game.position
    column = max(range(len(pos.columns)), key=lambda i: len(pos.columns[i]))
    layout = table.cards.layout
    n = len(pos.columns[column])
    top = table.cards.sprites[pos.columns[column][-1]]
    x, y = layout.card_center(pos, Pile(COLUMN, column), n - 2)
    for change in ({"alpha": 200}, {"angle": 3}):
        for name, value in change.items():
            setattr(top, name, value)
        shown = drawn(app, table)
        assert depth_at(app, x, y - layout.card_h * 0.3) == 1.0, change
        d = differ(shown, drawn_whole(app, table))
        assert d[0] == 0, (change, d)
        top.alpha, top.angle = 255, 0


def test_the_first_frames_of_a_table_draw_without_the_depth_test(app):
    """Until the overlay is copied from pictures the view does not say the depth was
    just cleared: the cards are drawn as they are."""
    table = app.nav.start(parse_code(CODE), log_moves=SELFTEST_WON[CODE][:20], animate=False)
    table.settle()
    table.on_update(1 / 60)
    table.on_draw()
    assert table.cards.stacked.hiding.hiders == 0


def test_the_same_picture_at_pixel_ratio_2(app, monkeypatch):
    pixel_ratio_2(app, monkeypatch)
    table = mid_game(app)
    shown = drawn(app, table)
    assert table.cards.stacked.hiding.hiders > 10
    assert differ(shown, drawn_whole(app, table))[0] == 0
