"""Cards lying exactly under another card are drawn only in the bands where they show
(game/ui/table/stacks.py): fewer pixels drawn, the same picture bit for bit as drawing
every card whole. Pixels are read back from the real window, headless."""

from __future__ import annotations

from conftest import drawn_whole, frame, pixel_ratio_2
from PIL import Image, ImageChops
from won_lines import SELFTEST_WON

from game.engine.deal import parse_code
from game.ui.table.stacks import _merge, _opaque_rows

WON = SELFTEST_WON


def differ(a: Image.Image, b: Image.Image) -> int:
    return max(high for _, high in ImageChops.difference(a, b).getextrema())


def won_table(app, code):
    table = app.nav.start(parse_code(code), log_moves=WON[code], animate=False)
    table.settle()
    return table


def test_a_won_game_draws_only_the_foundations_top_cards_whole_with_the_same_pixels(app):
    table = won_table(app, "EO1-C8-AAAAAAB")
    table.on_update(1 / 60)
    table.on_draw()
    stacked = table.cards.stacked
    assert (stacked.drawn_whole, stacked.drawn_in_bands) == (4, 48)
    banded = frame(app)
    assert differ(banded, drawn_whole(app, table)) == 0
    # The corners of a 13-card stack are not those of one card: the covered cards show
    # there, and leaving them out altogether would change the picture.
    cards = table.cards.card_list
    everything = list(cards)
    tops = [s for i, s in enumerate(everything) if i % 13 == 12]
    cards.clear()
    cards.extend(tops)
    try:
        table.on_draw()
        assert differ(frame(app), banded) > 0
    finally:
        cards.clear()
        cards.extend(everything)


def test_the_deal_and_the_win_celebration_look_the_same_as_drawn_whole(app):
    """Easy Harp's stock (and the cards waiting at it to be dealt), the foundations while
    their top cards swoop out and back: frame by frame equal to drawing every card."""
    code = "EH1-N-AAAAAAF"
    table = app.nav.start(parse_code(code), animate=True)
    banded = 0
    for i in range(150):
        table.on_update(1 / 60)
        if i % 9 == 0:
            if table.cards.marks.swapped:  # (new faces came: the marks are drawn live once)
                table.on_draw()
            table.on_draw()
            banded += table.cards.stacked.drawn_in_bands
            assert differ(frame(app), drawn_whole(app, table)) == 0, f"deal frame {i}"
        if not table.cards.animator.busy:
            break
    assert banded > 0
    log = WON[code]
    table = app.nav.start(parse_code(code), log_moves=log[:-1], animate=False)
    table.settle()
    table.play(table.game.parse(log[-1]))
    banded = []
    for i in range(150):
        table.on_update(1 / 60)
        if i % 10 == 0:
            table.on_draw()
            banded.append(table.cards.stacked.drawn_in_bands)
            assert differ(frame(app), drawn_whole(app, table)) == 0, f"win frame {i}"
    assert min(banded) > 0 and max(banded) >= 96 - 8


def test_cards_waiting_in_the_deck_are_drawn_in_their_bands_only(app):
    """Eight Off's deal starts with every card stacked in a deck at the table's top-left
    corner: the covered ones are drawn only in the deck's two bands; a won table's
    foundations, in a column, in the two bands of each."""
    table = app.nav.start(parse_code("EO1-C8-AAAAAAB"), animate=True)
    table.on_draw()  # (before the first card sets off over the deck)
    stacked = table.cards.stacked
    assert stacked.drawn_in_bands == 51 and stacked.band_draws == 2
    assert differ(frame(app), drawn_whole(app, table)) == 0
    won = won_table(app, "EO1-C8-AAAAAAB")
    won.on_draw()
    assert won.cards.stacked.band_draws == 8  # each foundation's top and bottom bands
    assert differ(frame(app), drawn_whole(app, won)) == 0


def test_a_card_under_a_stack_reaching_into_its_edges_keeps_it_drawn_whole(app):
    """A card drawn before a stack, lying across its top edge, shows through the stack's
    corners under the covered cards: that stack is drawn whole (the others still not)."""
    table = won_table(app, "EO1-C8-AAAAAAB")
    everything = list(table.cards.card_list)
    first, third = everything[0], everything[26]  # bottom cards of foundations 1 and 3
    x, y = third.position
    first.position = (x, y + table.cards.layout.card_h * 0.05)  # clear of foundation 2
    table.on_draw()
    stacked = table.cards.stacked
    # foundation 1 lost its bottom card (12 cards: 11 covered); foundation 3 (whose top
    # edge the card lies across) drawn whole; foundations 2 and 4: 12 covered each
    assert stacked.drawn_in_bands == 11 + 12 + 12
    assert differ(frame(app), drawn_whole(app, table)) == 0


def test_a_rotated_or_translucent_top_card_covers_nothing(app):
    table = won_table(app, "EO1-C8-AAAAAAB")
    everything = list(table.cards.card_list)
    everything[12].alpha = 200  # foundation 1's top card, fading
    everything[25].angle = 10  # foundation 2's top card, turned
    table.on_draw()
    # foundation 1: its top card lets the others show: none covered; foundation 2: the 12
    # under the turned card still lie exactly on one another (11 covered); 3 and 4: 12 each
    assert table.cards.stacked.drawn_in_bands == 0 + 11 + 12 + 12
    assert differ(frame(app), drawn_whole(app, table)) == 0


def test_opaque_rows_of_a_card_and_of_a_card_with_a_hole():
    card = Image.new("RGBA", (20, 30), (255, 255, 255, 255))
    for x, y in ((0, 0), (19, 0), (0, 29), (19, 29), (1, 0), (0, 1)):
        card.putpixel((x, y), (255, 255, 255, 90))
    assert _opaque_rows(card) == (2, 1)
    card.putpixel((10, 15), (255, 255, 255, 254))  # a pixel inside lets the felt through
    assert _opaque_rows(card) is None
    assert _opaque_rows(Image.new("RGB", (20, 30))) == (0, 0)
    assert _opaque_rows(Image.new("RGBA", (20, 30), (0, 0, 0, 0))) is None


def test_overlapping_bands_are_merged_so_no_pixel_is_drawn_twice():
    bands = [(0, 0, 10, 5), (8, 2, 20, 6), (30, 0, 40, 5), (19, 5.5, 31, 7)]
    merged = _merge(bands)
    assert merged == [(0, 0, 40, 7)]
    assert _merge([(0, 0, 10, 5), (10, 0, 20, 5)]) == [(0, 0, 10, 5), (10, 0, 20, 5)]


def test_the_same_picture_at_pixel_ratio_2(app, monkeypatch):
    """A HiDPI window (pixel ratio 2: logical 640×400 on the 1280×800 framebuffer): the
    bands were placed, and the scissor put back, in logical pixels (arcade's viewport and
    scissor getters report those), which cut the rest of the frame to a quarter of it."""
    pixel_ratio_2(app, monkeypatch)
    code = "EO1-C8-AAAAAAB"
    table = app.nav.start(parse_code(code), log_moves=SELFTEST_WON[code], animate=False)
    table.settle()
    for _ in range(5):  # the overlay's pictures are painted one a frame
        table.on_update(1 / 60)
        table.on_draw()
    assert table.cards.stacked.band_draws > 0
    banded = frame(app)
    table.cards.stacked.draw = lambda cards, depth_cleared=False: cards.draw()  # every card whole
    table.on_draw()
    assert ImageChops.difference(banded, frame(app)).getbbox() is None
