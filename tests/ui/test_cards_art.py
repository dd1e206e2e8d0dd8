"""Tests for game.ui.cards_art: Pillow-drawn card faces, backs and empty slots (no arcade)."""

from __future__ import annotations

import hashlib
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image, ImageChops

from game.ui import cards_art
from game.ui.cards_art import (
    BACK_STYLES,
    CardArt,
    card_size_for_width,
    render_back,
    render_face,
    render_slot,
)

MODULE_PATH = Path(cards_art.__file__)
WIDTHS = (10, 40, 60, 100, 123, 160, 330)


def digest(image: Image.Image) -> str:
    return hashlib.sha1(image.tobytes()).hexdigest()


def strong_red_count(image: Image.Image) -> int:
    """Opaque pixels that are clearly red (the #C8102E ink), not pink tint or gold."""
    return sum(
        1
        for r, g, b, a in image.getdata()
        if a > 200 and r > 150 and g < 90 and b < 110 and r - g > 100
    )


def corners(image: Image.Image) -> list[tuple[int, int]]:
    w, h = image.size
    return [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)]


# --------------------------------------------------------------------------- sizes


@pytest.mark.parametrize("width", WIDTHS)
def test_card_size_is_five_by_seven(width: int) -> None:
    assert card_size_for_width(width) == (width, round(width * 1.4))


def test_card_size_examples() -> None:
    assert card_size_for_width(100) == (100, 140)
    assert card_size_for_width(60) == (60, 84)
    assert card_size_for_width(123) == (123, 172)


@pytest.mark.parametrize("width", WIDTHS)
def test_exact_image_sizes(width: int) -> None:
    size = card_size_for_width(width)
    for image in (
        render_face(1, "S", *size),
        render_face(10, "H", *size),
        render_face(13, "D", *size),
        render_back(BACK_STYLES[0], *size),
        render_slot(*size),
        render_slot(*size, "K"),
        render_slot(*size, suit="C"),
    ):
        assert image.size == size
        assert image.mode == "RGBA"


@pytest.mark.parametrize("size", [(100, 100), (80, 200), (200, 80), (10, 10), (2048, 2048)])
def test_non_standard_shapes_render_at_exact_size(size: tuple[int, int]) -> None:
    assert render_face(12, "C", *size).size == size
    assert render_back("green", *size).size == size


@settings(max_examples=25, deadline=None)
@given(
    width=st.integers(min_value=10, max_value=260),
    height=st.integers(min_value=10, max_value=360),
    rank=st.integers(min_value=1, max_value=13),
    suit=st.sampled_from("SHDC"),
)
def test_any_size_renders_exactly(width: int, height: int, rank: int, suit: str) -> None:
    image = render_face(rank, suit, width, height)
    assert image.size == (width, height)
    assert image.mode == "RGBA"
    assert image.getpixel((width // 2, height // 2))[3] == 255
    assert all(image.getpixel(p)[3] == 0 for p in corners(image))


# --------------------------------------------------------------------------- shape and colour


@pytest.mark.parametrize("width", (40, 60, 120, 160, 330))
def test_corners_transparent_centre_opaque(width: int) -> None:
    w, h = card_size_for_width(width)
    for image in (render_face(7, "H", w, h), render_face(11, "S", w, h), render_back("red", w, h)):
        assert all(image.getpixel(p)[3] == 0 for p in corners(image))
        assert image.getpixel((w // 2, h // 2))[3] == 255
        # The edges (away from the corners) belong to the card: opaque.
        assert image.getpixel((w // 2, 0))[3] == 255
        assert image.getpixel((0, h // 2))[3] == 255


def test_card_is_white_with_grey_border() -> None:
    w, h = card_size_for_width(160)
    image = render_face(2, "S", w, h)
    r, g, b, a = image.getpixel((w // 2, 0))
    assert a == 255 and 100 < r == g == b < 200  # grey border
    assert image.getpixel((w // 2, h // 2 - 10)) == (255, 255, 255, 255)  # white between pips


def test_slot_is_translucent() -> None:
    w, h = card_size_for_width(120)
    slot = render_slot(w, h)
    assert all(slot.getpixel(p)[3] == 0 for p in corners(slot))
    assert 0 < slot.getpixel((w // 2, h // 2))[3] < 128
    assert slot.getpixel((w // 2, 1))[3] > slot.getpixel((w // 2, h // 2))[3]  # outline


def test_slot_variants_differ() -> None:
    w, h = card_size_for_width(120)
    images = [
        render_slot(w, h),
        render_slot(w, h, "A"),
        render_slot(w, h, "K"),
        render_slot(w, h, suit="H"),
        render_slot(w, h, suit="S"),
        render_slot(w, h, "A", suit="S"),
    ]
    assert len({digest(image) for image in images}) == len(images)


@pytest.mark.parametrize("width", (60, 120))
@pytest.mark.parametrize("rank", range(1, 14))
def test_red_suits_are_red_and_black_suits_are_not(width: int, rank: int) -> None:
    w, h = card_size_for_width(width)
    for suit in "HD":
        assert strong_red_count(render_face(rank, suit, w, h)) > 0
    for suit in "SC":
        assert strong_red_count(render_face(rank, suit, w, h)) == 0


def test_black_suits_have_dark_ink() -> None:
    w, h = card_size_for_width(120)
    image = render_face(5, "C", w, h)
    dark = sum(1 for r, g, b, a in image.getdata() if a == 255 and max(r, g, b) < 40)
    assert dark > 200


# --------------------------------------------------------------------------- distinct art


def test_all_52_faces_differ() -> None:
    w, h = card_size_for_width(80)
    digests = {digest(render_face(rank, suit, w, h)) for suit in "SHDC" for rank in range(1, 14)}
    assert len(digests) == 52


@pytest.mark.parametrize("suit", "SHDC")
def test_court_cards_differ_from_each_other(suit: str) -> None:
    w, h = card_size_for_width(120)
    jack, queen, king = (render_face(rank, suit, w, h) for rank in (11, 12, 13))
    for a, b in ((jack, queen), (queen, king), (jack, king)):
        diff = ImageChops.difference(a, b).convert("L")
        changed = sum(1 for v in diff.getdata() if v > 40)
        assert changed > 300  # more than just the index letters


def test_court_cards_have_a_tinted_panel_and_gold() -> None:
    w, h = card_size_for_width(120)

    def golden(image: Image.Image) -> int:
        pixels = image.getdata()
        return sum(1 for r, g, b, a in pixels if a == 255 and r > 200 and 150 < g < 210 and b < 110)

    for suit in "SHDC":
        for rank in (11, 12, 13):
            assert golden(render_face(rank, suit, w, h)) > 20
        for rank in range(1, 11):
            assert golden(render_face(rank, suit, w, h)) == 0


@pytest.mark.parametrize("rank", (2, 4, 10))
def test_pip_cards_without_middle_row_are_point_symmetric(rank: int) -> None:
    """Pips, indices and border are laid out symmetrically under a 180° turn.

    (Cards with pips on the middle row, like 3, 5, 6, 8, 9, draw those upright, as printed
    decks do, so they are not exactly symmetric.)
    """
    w, h = card_size_for_width(160)
    image = render_face(rank, "S", w, h)
    turned = image.transpose(Image.Transpose.ROTATE_180)
    diff = ImageChops.difference(image, turned).convert("L")
    mean = sum(diff.getdata()) / (w * h)
    assert mean < 1.0


def test_backs_differ_and_are_patterned() -> None:
    w, h = card_size_for_width(120)
    assert len(BACK_STYLES) >= 3
    assert {"blue", "red", "green"} <= set(BACK_STYLES)
    backs = [render_back(style, w, h) for style in BACK_STYLES]
    assert len({digest(back) for back in backs}) == len(backs)
    for back in backs:
        inner = back.crop((w // 4, h // 4, 3 * w // 4, 3 * h // 4)).convert("RGB")
        assert len(set(inner.getdata())) > 20  # a pattern, not a flat fill


# --------------------------------------------------------------------------- bad input


@pytest.mark.parametrize("rank", [0, 14, -1, True, 1.0, "A"])
def test_bad_rank(rank: object) -> None:
    with pytest.raises(ValueError, match="rank must be an int from 1"):
        render_face(rank, "S", 100, 140)  # type: ignore[arg-type]


@pytest.mark.parametrize("suit", ["X", "s", "", "SH", None])
def test_bad_suit(suit: object) -> None:
    with pytest.raises(ValueError, match="suit must be one of"):
        render_face(1, suit, 100, 140)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="suit must be one of"):
        render_slot(100, 140, suit=suit if suit is not None else "Z")  # type: ignore[arg-type]


@pytest.mark.parametrize("size", [(9, 140), (100, 9), (0, 0), (-5, 140), (2049, 140)])
def test_bad_size(size: tuple[int, int]) -> None:
    with pytest.raises(ValueError, match="card (width|height) must be between 10 and 2048"):
        render_face(1, "S", *size)
    with pytest.raises(ValueError, match="card (width|height) must be between"):
        render_back("blue", *size)
    with pytest.raises(ValueError, match="card (width|height) must be between"):
        render_slot(*size)
    with pytest.raises(ValueError, match="card (width|height) must be between"):
        CardArt(*size)


def test_non_integer_size() -> None:
    with pytest.raises(ValueError, match="must be an int number of pixels"):
        render_face(1, "S", 100.0, 140)  # type: ignore[arg-type]


@pytest.mark.parametrize("width", [9, 0, -3, 1500, 12.5])
def test_bad_width_for_card_size(width: object) -> None:
    with pytest.raises(ValueError, match="card (width|height)"):
        card_size_for_width(width)  # type: ignore[arg-type]


def test_bad_back_style() -> None:
    with pytest.raises(ValueError, match="back style must be one of blue, red, green"):
        render_back("pink", 100, 140)


def test_bad_slot_label() -> None:
    with pytest.raises(ValueError, match="slot label must be a string"):
        render_slot(100, 140, 5)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- cache


def test_cache_returns_same_object() -> None:
    art = CardArt(*card_size_for_width(90))
    assert art.size == (90, 126)
    face = art.face(12, "H")
    assert art.face(12, "H") is face
    assert art.face(12, "D") is not face
    back = art.back("red")
    assert art.back("red") is back
    assert art.back() is art.back(BACK_STYLES[0])
    slot = art.slot("A", suit="S")
    assert art.slot("A", suit="S") is slot
    assert art.slot("A") is not slot
    assert face.size == back.size == slot.size == (90, 126)


def test_cache_renders_lazily_and_matches_render_functions() -> None:
    art = CardArt(70, 98)
    assert art._cache == {}
    assert digest(art.face(3, "C")) == digest(render_face(3, "C", 70, 98))
    assert digest(art.back("green")) == digest(render_back("green", 70, 98))
    assert len(art._cache) == 2


def test_cache_rejects_bad_input() -> None:
    art = CardArt(70, 98)
    with pytest.raises(ValueError):
        art.face(0, "S")
    with pytest.raises(ValueError):
        art.back("plaid")
    with pytest.raises(ValueError):
        art.slot(suit="Q")


# --------------------------------------------------------------------------- font, no arcade


def test_bundled_font_is_found() -> None:
    import importlib.util

    if importlib.util.find_spec("arcade") is None:
        pytest.skip("arcade is not installed")
    path = cards_art.font_path()
    assert path is not None and path.is_file()
    assert path.suffix == ".ttf" and "Liberation" in path.name


def test_module_does_not_import_arcade() -> None:
    """Load the module straight from its file in a fresh interpreter: arcade stays unloaded."""
    code = (
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('cards_art', {str(MODULE_PATH)!r})\n"
        "mod = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(mod)\n"
        "mod.render_face(1, 'S', 60, 84)\n"
        "mod.font_path()\n"
        "assert 'arcade' not in sys.modules, 'arcade was imported'\n"
        "assert 'pyglet' not in sys.modules, 'pyglet was imported'\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_recycle_slot_mark_is_drawn_not_a_missing_glyph():
    from game.ui.cards_art import RECYCLE, render_slot

    plain = render_slot(120, 168)
    recycle = render_slot(120, 168, RECYCLE)
    assert recycle.tobytes() != plain.tobytes()
    assert recycle.tobytes() != render_slot(120, 168, "\ue000").tobytes()


# --------------------------------------------------------------------------- index and pips

from game.ui.cards_art import INDEX_STRIP, PIP_TOP, FaceStyle  # noqa: E402
from game.ui.layout import CARD_RATIO, FAN_UP  # noqa: E402

STYLES = [FaceStyle(), FaceStyle(four_colour=True), FaceStyle(large_index=True)]
ART_WIDTHS = (60, 100, 160)


def ink_rows(image: Image.Image, x0: int, x1: int, y0: int, y1: int) -> list[int]:
    """Rows in ``[y0, y1)`` with any ink (a pixel clearly not white) in columns ``[x0, x1)``;
    the margin with the border (3 % of the width, at least 3 pixels) is never looked at."""
    w, h = image.size
    m = max(3, round(0.03 * w))
    x0, x1 = max(x0, m), min(x1, w - m)
    px = image.load()
    rows = []
    for y in range(max(y0, m), min(y1, h - m)):
        if any(min(px[x, y][:3]) < 225 for x in range(x0, x1)):
            rows.append(y)
    return rows


def test_a_fanned_column_shows_the_whole_index_strip() -> None:
    """The default fan step uncovers at least the index band of each face-up card."""
    assert FAN_UP * CARD_RATIO >= INDEX_STRIP
    assert PIP_TOP > FAN_UP * CARD_RATIO  # the picture starts below what a fan shows


@pytest.mark.parametrize("style", STYLES, ids=lambda s: s.key)
@pytest.mark.parametrize("width", ART_WIDTHS)
def test_overlapped_card_shows_only_index_and_suit(width: int, style: FaceStyle) -> None:
    """Between the index band and the picture, across the whole card, there is no ink: a
    card overlapped in a column shows its index and suit and no pip tips under them."""
    w, h = card_size_for_width(width)
    gap_top = int(INDEX_STRIP * w) + 2
    gap_bottom = int(PIP_TOP * w) - 1
    for rank in range(1, 14):
        for suit in "SHDC":
            face = render_face(rank, suit, w, h, style)
            assert ink_rows(face, 0, w, gap_top, gap_bottom) == [], (rank, suit)
            # and the mirrored band at the bottom
            assert ink_rows(face, 0, w, h - gap_bottom, h - gap_top) == [], (rank, suit)
            # the index itself is there: ink in the strip
            assert ink_rows(face, 0, w, 0, gap_top), (rank, suit)


@pytest.mark.parametrize("width", ART_WIDTHS)
def test_corner_index_is_a_narrow_column_clear_of_the_pip_columns(width: int) -> None:
    """Classic face: the index (rank over suit) stays in a left column; the rest of the
    top band is blank, so the corner suit never lines up with a pip row."""
    w, h = card_size_for_width(width)
    strip = int(INDEX_STRIP * w)
    for rank in (2, 4, 8, 10, 12):
        for suit in "SHDC":
            face = render_face(rank, suit, w, h)
            assert ink_rows(face, int(0.26 * w), w, 0, strip) == [], (rank, suit)
            if rank == 12:
                continue  # a Q's tail may touch the suit under it
            # the suit is stacked under the rank: two separate runs of inked rows
            rows = ink_rows(face, 0, int(0.26 * w), 0, strip)
            runs = sum(1 for a, b in zip(rows, rows[1:], strict=False) if b > a + 1) + 1
            assert runs == 2, (rank, suit, rows)


def test_pip_rows_lie_below_the_corner_suit() -> None:
    """4♣: the top pips start below the corner suit (the corner suit reads as an index,
    not as a third pip row)."""
    w, h = card_size_for_width(120)
    face = render_face(4, "C", w, h)
    index_rows = ink_rows(face, 0, int(0.26 * w), 0, h // 2)
    pip_rows = ink_rows(face, int(0.3 * w), int(0.5 * w), 0, h // 2)
    corner_suit_bottom = max(r for r in index_rows if r < INDEX_STRIP * w + 2)
    assert min(pip_rows) > corner_suit_bottom + 0.03 * w


def colour_count(image: Image.Image, test) -> int:
    return sum(1 for r, g, b, a in image.getdata() if a > 200 and test(r, g, b))


def is_blue(r: int, g: int, b: int) -> bool:
    return b > 150 and b - r > 90 and b - g > 50


def is_green(r: int, g: int, b: int) -> bool:
    return g > 90 and g - r > 60 and g - b > 30


@pytest.mark.parametrize("rank", [1, 7, 10])
def test_four_colour_deck(rank: int) -> None:
    w, h = card_size_for_width(100)
    four = FaceStyle(four_colour=True)
    assert colour_count(render_face(rank, "D", w, h, four), is_blue) > 20
    assert colour_count(render_face(rank, "C", w, h, four), is_green) > 20
    assert strong_red_count(render_face(rank, "H", w, h, four)) > 20
    assert colour_count(render_face(rank, "S", w, h, four), is_green) == 0
    assert colour_count(render_face(rank, "S", w, h, four), is_blue) == 0
    # the classic deck has neither blue nor green ink
    assert colour_count(render_face(rank, "D", w, h), is_blue) == 0
    assert colour_count(render_face(rank, "C", w, h), is_green) == 0
    assert strong_red_count(render_face(rank, "D", w, h)) > 20


def test_large_index_is_taller_and_stays_in_its_band() -> None:
    w, h = card_size_for_width(80)
    strip = int(INDEX_STRIP * w) + 2
    normal = render_face(5, "H", w, h)
    large = render_face(5, "H", w, h, FaceStyle(large_index=True))
    # the rank: the left column's first run of ink rows
    def rank_height(face: Image.Image, x1: int) -> int:
        rows = ink_rows(face, 0, x1, 0, strip)
        end = next((a for a, b in zip(rows, rows[1:], strict=False) if b > a + 1), rows[-1])
        return end - rows[0] + 1
    assert rank_height(large, int(0.45 * w)) > 1.35 * rank_height(normal, int(0.26 * w))
    # the large suit sits beside the rank, on the right of the band
    assert ink_rows(large, int(0.6 * w), w, 0, strip)


@pytest.mark.parametrize("rank", [11, 12, 13])
def test_court_cards_are_portraits(rank: int) -> None:
    """Each court is a drawn figure: skin-coloured face pixels and the suit's robe."""
    w, h = card_size_for_width(160)
    face = render_face(rank, "D", w, h, FaceStyle(four_colour=True))
    skin = colour_count(face, lambda r, g, b: abs(r - 247) < 8 and abs(g - 214) < 8
                        and abs(b - 184) < 8)
    assert skin > 0.006 * w * h
    assert colour_count(face, is_blue) > 0.02 * w * h  # the robe in the suit's colour
    # the three courts are told apart by more than their letter
    others = [render_face(r, "D", w, h) for r in (11, 12, 13) if r != rank]
    mine = render_face(rank, "D", w, h)
    for other in others:
        diff = ImageChops.difference(mine, other).convert("L").point(lambda v: 255 * (v > 40))
        assert sum(1 for v in diff.getdata() if v) > 0.03 * w * h


def test_card_art_cache_keeps_its_style() -> None:
    art = CardArt(60, 84, FaceStyle(four_colour=True))
    assert art.style.four_colour
    assert art.face(3, "C").tobytes() == render_face(3, "C", 60, 84, art.style).tobytes()
    assert art.face(3, "C").tobytes() != render_face(3, "C", 60, 84).tobytes()
