"""The waste's fan shows the whole rank of each card under its top one, "10" included, on
either face (the large-index face's big "10" was cut to "1" by the next card)."""

from __future__ import annotations

import conftest
import pytest
from conftest import forget_card_textures, frame

from game.engine.deal import parse_code
from game.engine.table import WASTE, Pile
from game.ui.cards_art import INDEX_COLUMN, INDEX_STRIP, FaceStyle, card_size_for_width, render_face
from game.ui.layout import WASTE_FAN


def digit_runs(image, x0: int, x1: int, y0: int, y1: int) -> list[tuple[int, int]]:
    """Runs of columns in ``[x0, x1)`` holding ink (a channel below 110: black or red
    rank, not the grey border's anti-aliased edge) in rows ``[y0, y1)``."""
    px = image.load()
    cols = [x for x in range(x0, x1) if any(min(px[x, y][:3]) < 110 for y in range(y0, y1))]
    runs: list[list[int]] = []
    for x in cols:
        if runs and x == runs[-1][1] + 1:
            runs[-1][1] = x
        else:
            runs.append([x, x])
    return [tuple(run) for run in runs]


def test_the_waste_fan_uncovers_the_rank_column() -> None:
    assert WASTE_FAN >= INDEX_COLUMN


@pytest.mark.parametrize("large", [True, False], ids=["large-index", "classic"])
@pytest.mark.parametrize("width", [48, 60, 80, 103, 160, 240])
def test_a_ten_keeps_both_digits_inside_the_rank_column(width: int, large: bool) -> None:
    w, h = card_size_for_width(width)
    face = render_face(10, "S", w, h, FaceStyle(large_index=large))
    margin = max(1, round(0.02 * w))  # the card's own grey border
    band = round(INDEX_STRIP * w * (0.75 if large else 0.55))  # the rank's rows
    runs = digit_runs(face, margin, w - margin, margin, band)
    inside = [r for r in runs if r[1] < INDEX_COLUMN * w]
    if large:  # the big suit sits beside the rank, right of the column
        assert all(r[0] > INDEX_COLUMN * w for r in runs if r not in inside), runs
        assert len(inside) == 2, runs  # "1" and "0"
    else:
        assert inside == runs and len(runs) >= 1, runs


@pytest.mark.parametrize("large", [True, False], ids=["large-index", "classic"])
def test_tens_fanned_on_the_waste_show_both_digits(app, large: bool) -> None:
    """Through the real window: Easy Harp's waste with a ten under its top card; the strip
    of the ten that the fan leaves visible holds two digit runs, and the card over it
    begins right of the second."""
    app.services.settings.large_index = large
    forget_card_textures(app)  # (the window's textures may be another test's faces)
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    table.settle()
    game = table.game
    while True:
        table.play(game.parse("s"))
        waste = game.position.waste
        if len(waste) >= 3 and waste[-2].rank == 10:
            break
        assert game.position.stock, "no ten reached the waste's fan"
    conftest.step(app, 1.0)  # the table's own faces (an earlier table's, scaled, meanwhile)
    table.settle()
    table.on_draw()
    picture = frame(app)
    layout = table.cards.layout
    ratio = picture.width / app.width
    x, y = layout.card_center(game.position, Pile(WASTE), len(waste) - 2)
    left = round((x - layout.card_w / 2) * ratio)
    top = round((app.height - (y + layout.card_h / 2)) * ratio)
    step = WASTE_FAN * layout.card_w * ratio
    margin = max(2, round(0.03 * layout.card_w * ratio))
    band = round(INDEX_STRIP * layout.card_w * ratio * (0.75 if large else 0.55))
    runs = digit_runs(picture, left + margin, round(left + step) - margin, top + margin,
                      top + band)
    assert len(runs) == 2, (runs, left, step)
    over = layout.card_center(game.position, Pile(WASTE), len(waste) - 1)[0]
    assert (over - layout.card_w / 2) * ratio > runs[-1][1] - 0.5
