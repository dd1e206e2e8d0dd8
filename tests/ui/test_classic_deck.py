"""The classic deck: double-headed court figures, traditional pips, rounded corners and a
soft shadow under every card, in every face style, crisp at the window's card size.

Art tests draw cards straight from :mod:`game.ui.cards_art` (no window); table tests take
the window's frame at 800x600 and the card textures the table makes at 1920x1080, on each
table theme, with each deck.
"""

from __future__ import annotations

import itertools
import subprocess
import sys

import pytest
from conftest import frame, resize
from PIL import Image, ImageChops, ImageStat
from test_cards_art import colour_count, ink_rows, is_blue, is_green

from game.engine.deal import parse_code
from game.ui.cards_art import (
    INDEX_COLUMN,
    INDEX_STRIP,
    PIP_TOP,
    FaceStyle,
    card_size_for_width,
)
from game.ui.deck import classic
from game.ui.deck.faces import DeckArt, render_face
from game.ui.felt import render_felt
from game.ui.layout import compute_layout
from game.ui.theme import THEMES

CLASSIC = [FaceStyle(classic=True), FaceStyle(four_colour=True, classic=True),
           FaceStyle(large_index=True, classic=True),
           FaceStyle(four_colour=True, large_index=True, classic=True)]
WIDTHS = tuple(sorted({round(compute_layout(game, cells, *size).card_w)
                       for game, cells in (("easy-harp", None), ("eight-off", 8))
                       for size in ((800, 600), (1920, 1080))}))
"""The card widths (pixels) of Easy Harp's and Eight Off's tables at 800x600 and
1920x1080."""
COURTS = [(rank, suit) for suit in "SHDC" for rank in (11, 12, 13)]


def card_part(face: Image.Image) -> tuple[Image.Image, float]:
    """The card above its shadow, and its layout unit (the drawn card's width, pixels)."""
    w, h = face.size
    hc = h - classic.shadow_margin(w)
    return face.crop((0, 0, w, hc)), min(w, hc / 1.4)


# --------------------------------------------------------------------------- bands


@pytest.mark.parametrize("style", CLASSIC, ids=lambda s: s.key)
@pytest.mark.parametrize("width", WIDTHS)
def test_classic_indices_and_pips_stay_in_their_bands(width, style):
    """A–10: the index in the top band (and its turn in the bottom one), nothing between
    the band and the pips, across the whole card: a fanned column shows only the index."""
    w, h = card_size_for_width(width)
    for rank, suit in itertools.product(range(1, 11), "SHDC"):
        card, u = card_part(render_face(rank, suit, w, h, style))
        hc = card.height
        gap_top, gap_bottom = int(INDEX_STRIP * u) + 2, int(PIP_TOP * u) - 1
        assert ink_rows(card, 0, w, 0, gap_top), (rank, suit)
        assert ink_rows(card, 0, w, gap_top, gap_bottom) == [], (rank, suit)
        assert ink_rows(card, 0, w, hc - gap_bottom, hc - gap_top) == [], (rank, suit)
        if not style.large_index:  # the index is a narrow column: nothing beside it
            assert ink_rows(card, int(INDEX_COLUMN * u), w, 0, gap_top) == [], (rank, suit)


@pytest.mark.parametrize("style", CLASSIC, ids=lambda s: s.key)
@pytest.mark.parametrize("width", WIDTHS)
def test_a_court_frame_leaves_the_index_its_corner(width, style):
    """Court cards: beside the normal index the frame rises to near the top (as printed
    decks), but never into the index's column; with the large index (its suit across the
    band) the frame starts below the band."""
    w, h = card_size_for_width(width)
    for rank, suit in COURTS:
        card, u = card_part(render_face(rank, suit, w, h, style))
        strip = int(INDEX_STRIP * u)
        if style.large_index:
            assert ink_rows(card, int(INDEX_COLUMN * u) + 1, int(0.68 * u), 0, strip) == []
        else:
            assert ink_rows(card, int(INDEX_COLUMN * u) + 1, w - int(INDEX_COLUMN * u) - 1,
                            0, strip)  # the frame's top beside the index
            assert ink_rows(card, 2, int(0.20 * u), strip + 2,
                            card.height - strip - 2) == []  # clear beside the frame


# --------------------------------------------------------------------------- courts


def test_every_classic_court_card_is_distinct():
    """The 12 figures are 12 drawings: any two differ (a colour channel by more than 40
    levels) in over 8 % of the card's pixels, far more than their index."""
    w, h = card_size_for_width(142)
    faces = {card: render_face(*card, w, h, FaceStyle(classic=True)).convert("RGB")
             for card in COURTS}
    for a, b in itertools.combinations(COURTS, 2):
        red, green, blue = ImageChops.difference(faces[a], faces[b]).split()
        most = ImageChops.lighter(ImageChops.lighter(red, green), blue)
        changed = ImageStat.Stat(most.point(lambda v: 255 * (v > 40))).mean[0] / 255
        assert changed > 0.08, (a, b, changed)


@pytest.mark.parametrize("style", CLASSIC[:2], ids=lambda s: s.key)
@pytest.mark.parametrize("width", WIDTHS)
def test_court_figures_are_double_headed(width, style):
    """Each court card turned 180° is itself (the figure, its frame and the indices)."""
    w, h = card_size_for_width(width)
    for rank, suit in COURTS:
        card, _u = card_part(render_face(rank, suit, w, h, style))
        turned = card.transpose(Image.Transpose.ROTATE_180)
        diff = ImageStat.Stat(ImageChops.difference(card, turned).convert("L")).mean[0]
        assert diff < 2.0, (rank, suit, diff)
        # and it is a figure: skin, gold and the robe's colour, not an empty frame
        assert colour_count(card, lambda r, g, b: r > 200 and 150 < g < 225 and b < 110) > 8


def test_the_robes_take_the_suits_colours_in_the_four_colour_deck():
    w, h = card_size_for_width(142)
    four = FaceStyle(four_colour=True, classic=True)
    for rank in (11, 12, 13):
        assert colour_count(render_face(rank, "D", w, h, four), is_blue) > 0.05 * w * h
        assert colour_count(render_face(rank, "C", w, h, four), is_green) > 0.05 * w * h
        assert colour_count(render_face(rank, "D", w, h, FaceStyle(classic=True)),
                            is_blue) < 0.05 * w * h


def test_the_ace_of_spades_is_the_large_one():
    w, h = card_size_for_width(142)

    def ink_height(face: Image.Image) -> int:
        card, u = card_part(face)
        rows = ink_rows(card, 0, w, int(PIP_TOP * u), card.height - int(PIP_TOP * u))
        return len(rows)

    style = FaceStyle(classic=True)
    spade = ink_height(render_face(1, "S", w, h, style))
    for suit in "HDC":
        assert spade > 1.4 * ink_height(render_face(1, suit, w, h, style)), suit


def test_the_large_index_applies_to_the_classic_deck():
    w, h = card_size_for_width(90)
    normal = render_face(7, "H", w, h, FaceStyle(classic=True))
    large = render_face(7, "H", w, h, FaceStyle(large_index=True, classic=True))
    strip = int(INDEX_STRIP * w)
    assert ink_rows(large, int(0.6 * w), w, 0, strip)  # the big suit beside the rank
    assert not ink_rows(normal, int(0.6 * w), w, 0, strip)


# --------------------------------------------------------------------------- shape, shadow


@pytest.mark.parametrize("width", WIDTHS)
def test_classic_cards_have_rounded_corners_and_a_soft_shadow_under_them(width):
    w, h = card_size_for_width(width)
    m = classic.shadow_margin(w)
    for image in (render_face(5, "H", w, h, FaceStyle(classic=True)),
                  render_face(13, "S", w, h, FaceStyle(classic=True)),
                  DeckArt(w, h, FaceStyle(classic=True)).back("navy")):
        assert image.size == (w, h)
        assert all(image.getpixel(p)[3] == 0 for p in ((0, 0), (w - 1, 0), (0, h - 1),
                                                       (w - 1, h - 1)))
        assert image.getpixel((w // 2, (h - m) // 2))[3] == 255
        assert image.getpixel((0, (h - m) // 2))[3] == 255  # the card spans the width
        below = [image.getpixel((w // 2, h - m + i)) for i in range(m)]
        assert all(p[:3] == (0, 0, 0) for p in below)  # a shadow: black, translucent
        assert 40 < below[0][3] < 255 and below[0][3] > below[-1][3]  # soft: fading out


def test_the_classic_deck_is_loaded_only_when_drawn():
    code = ("import sys\n"
            "from game.ui.cards_art import FaceStyle\n"
            "from game.ui.deck.faces import DeckArt\n"
            "art = DeckArt(80, 112)\n"
            "art.face(12, 'H'), art.back('blue'), art.slot('A')\n"
            "assert 'game.ui.deck.classic' not in sys.modules\n"
            "assert 'game.ui.deck.court' not in sys.modules\n"
            "DeckArt(80, 112, FaceStyle(classic=True)).face(12, 'H')\n"
            "assert 'game.ui.deck.court' in sys.modules\n")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


# --------------------------------------------------------------------------- on the table


def bottom_card(table):
    """The sprite of the first column's last card (nothing lies under its bottom edge)."""
    from game.engine.table import COLUMN, Pile

    pos = table.game.position
    return table.cards.sprites[pos.cards(Pile(COLUMN, 0))[-1]]


@pytest.mark.parametrize("deck", ["classic", "standard"])
@pytest.mark.parametrize("name", list(THEMES))
def test_on_every_table_a_card_shows_the_felt_at_its_corner_and_a_shadow_under_it(
        app, name, deck):
    """800x600, each theme and deck: the felt shows at the bottom card's rounded corner;
    with the classic deck the felt just under the card is darker (its shadow)."""
    app.services.settings.table_theme, app.services.settings.card_style = name, deck
    resize(app, 800, 600)
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.settle()
    for _ in range(120):  # until the cards are drawn at this size (not borrowed, scaled)
        table.on_update(1 / 60)
        table.on_draw()
        if table.cards.textures.width == round(table.cards.layout.card_w):
            break
    shown = frame(app)
    sprite = bottom_card(table)
    height = shown.size[1]  # the frame's rows run down from its top; the window's y up
    left = round(sprite.center_x - sprite.width / 2)
    bottom = height - round(sprite.center_y - sprite.height / 2)  # the card's last row + 1
    m = classic.shadow_margin(table.cards.textures.width)

    def felt_near(x: int, y: int) -> tuple[float, ...]:
        """The felt a few pixels further out (mean of a small patch)."""
        return tuple(ImageStat.Stat(shown.crop((x - 2, y, x + 3, y + 3))).mean)

    def far(a, b) -> float:
        return max(abs(p - q) for p, q in zip(a, b, strict=True))

    corner = (left, bottom - 1)
    assert far(shown.getpixel(corner), felt_near(left + 2, bottom + 3)) <= 24
    spot = (round(sprite.center_x), bottom - m + 1)
    darker = sum(felt_near(spot[0], bottom + 4)) - sum(shown.getpixel(spot))
    if deck == "classic":
        assert darker > 12, (spot, shown.getpixel(spot), felt_near(spot[0], bottom + 4))
    else:
        assert far(shown.getpixel((spot[0], bottom + 1)), felt_near(spot[0], bottom + 4)) <= 8


@pytest.mark.parametrize("name", list(THEMES))
def test_at_1920x1080_the_classic_cards_are_drawn_at_the_card_size_with_their_shadow(
        app, name):
    """The textures the table makes at 1920x1080 are the layout's card size (no scaled
    bitmap) and, laid on the theme's felt, show the felt at their corners and a shadow
    darker than the felt under them."""
    app.services.settings.table_theme = name
    resize(app, 1920, 1080)
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    table.settle()
    textures = table.cards.textures
    assert textures.face_style.classic and abs(textures.width - table.cards.layout.card_w) <= 1
    sprite = bottom_card(table)
    image = sprite.texture.image
    felt = render_felt(THEMES[name], *image.size).convert("RGBA")
    laid = felt.copy()
    laid.alpha_composite(image)
    w, h = image.size
    assert laid.getpixel((0, h - 1)) == felt.getpixel((0, h - 1))
    m = classic.shadow_margin(w)
    spot = (w // 2, h - m + 1)
    assert sum(felt.getpixel(spot)[:3]) - sum(laid.getpixel(spot)[:3]) > 12
