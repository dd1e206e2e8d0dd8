"""Motion in simulated time: a card turned face up flips over its duration, glides bow, a
dropped card settles with a tiny overshoot, the deal flies from the stock or from a deck in
the top-left corner; reduced motion (animation off) skips all of it, and an action during
an animation finishes that animation at once.

Deals used: EH1-N-AAAAAAB (Easy Harp 1: tops JD KD 6S AC QD JC 4H QD 9D; ``6>8`` puts JC
on QD and turns column 6's next card up); EO1-C8-AAAAAFA (Eight Off 130: column 1 ends 4S
TD, column 8 ends 5S).
"""

from __future__ import annotations

import math

import pytest
from conftest import drag, step

from game.engine.deal import parse_code
from game.engine.table import COLUMN, STOCK, Pile
from game.ui.animation import (
    BOW,
    FLIP_TIME,
    MOVE_TIME,
    Flip,
    Glide,
    ease_out_back,
    ease_out_cubic,
)


class Dot:
    """A stand-in sprite: a position and scales."""

    def __init__(self) -> None:
        self.position = (0.0, 0.0)
        self.scale_x = self.scale_y = 1.0


def open_table(app, code):
    table = app.nav.start(parse_code(code), animate=False)
    table.settle()
    return table


def exposed_by_6_to_8(table):
    """The sprite of the card ``6>8`` turns face up (column 6's face-down top)."""
    pos = table.game.position
    return table.cards.sprites[pos.columns[5][-2]]


@pytest.mark.parametrize("fps", [30, 60, 144])
def test_a_card_turned_face_up_flips_for_its_duration_at_any_frame_rate(app, fps):
    table = open_table(app, "EH1-N-AAAAAAB")
    sprite = exposed_by_6_to_8(table)
    assert not sprite.face_up
    table.play(table.game.parse("6>8"))
    flips = table.cards.animator.flips
    assert id(sprite) in flips
    dt = 1 / fps
    elapsed, narrowest = 0.0, 1.0
    while id(sprite) in flips:
        step(app, dt, dt)
        elapsed += dt
        narrowest = min(narrowest, sprite.scale_x / sprite.scale_y)
    assert FLIP_TIME - 1e-9 <= elapsed < FLIP_TIME + dt + 1e-9  # its duration, every rate
    assert narrowest < 0.2  # it turned edge-on on the way (a scale-in-x turn)
    assert sprite.scale_x == pytest.approx(sprite.scale_y)
    assert sprite.face_up and sprite.texture is table.cards.textures.face(sprite.card)


def test_reduced_motion_has_no_flip_glide_deal_flight_or_celebration(app):
    app.services.settings.animation_speed = "off"
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    assert not table.cards.animator.busy  # no deal flight
    sprite = exposed_by_6_to_8(table)
    table.play(table.game.parse("6>8"))
    assert not table.cards.animator.busy  # no flip, no glide: every card is in place
    assert sprite.face_up and sprite.scale_x == pytest.approx(sprite.scale_y)
    table.cards.start_celebration()
    step(app, 5.0)
    assert not table.cards.animator.busy and table.cards.next_frame_in() is None


def test_an_action_during_a_flip_finishes_it_and_every_glide_at_once(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    sprite = exposed_by_6_to_8(table)
    moved = table.cards.sprites[table.game.position.columns[5][-1]]  # JC
    table.play(table.game.parse("6>8"))
    step(app, FLIP_TIME / 3)
    assert table.cards.animator.is_moving(sprite) and table.cards.animator.is_moving(moved)
    table.play(table.game.parse("s"))  # the next action: a draw from the stock
    assert not table.cards.animator.is_moving(sprite)
    assert not table.cards.animator.is_moving(moved)
    assert sprite.face_up and sprite.scale_x == pytest.approx(sprite.scale_y)
    assert sprite.texture is table.cards.textures.face(sprite.card)
    pos = table.game.position
    layout = table.cards.layout
    assert moved.position == pytest.approx(layout.card_center(pos, Pile(COLUMN, 7), 8))


def test_a_glide_eases_out_along_a_slight_bow_to_its_upper_side():
    dot = Dot()
    glide = Glide(dot, (0.0, 0.0), (400.0, 0.0), 1.0, bow=BOW * 400)
    glide.update(0.5)
    e = ease_out_cubic(0.5)
    assert dot.position[0] == pytest.approx(400 * e)  # eased out along the way
    assert dot.position[1] == pytest.approx(BOW * 400 * 4 * e * (1 - e))  # above the line
    assert dot.position[1] > 0
    assert glide.update(0.5) and dot.position == (400.0, 0.0)  # lands exactly


def test_a_flip_in_simulated_time_turns_at_its_middle():
    dot, swaps = Dot(), []
    flip = Flip(dot, lambda: swaps.append(1), 0.2)
    assert not flip.update(0.09) and swaps == []
    assert not flip.update(0.02) and swaps == [1] and dot.scale_x < 0.15
    assert flip.update(0.09 + 1e-9) and dot.scale_x == 1.0


def test_a_dropped_card_settles_with_a_tiny_overshoot(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.play(table.game.parse("1>c5"))
    step(app, 0.5)
    card = table.game.position.columns[0][-1]  # 4S, onto column 8's 5S
    pos, layout = table.game.position, table.cards.layout
    start = layout.card_center(pos, Pile(COLUMN, 0), len(pos.columns[0]) - 1)
    end = layout.card_center(pos, Pile(COLUMN, 7), len(pos.columns[7]))
    drag(app, [start, (end[0] - 30, end[1] + 40)])  # let go a little up and left of it
    assert table.game.log == ["1>c5", "1>8"]
    sprite = table.cards.sprites[card]
    glide = table.cards.animator.glides[id(sprite)]
    assert glide.ease is ease_out_back and glide.bow == 0
    furthest = 0.0
    while table.cards.animator.is_moving(sprite):
        step(app, 1 / 120, 1 / 120)
        furthest = max(furthest, sprite.center_x - end[0])
    assert 0 < furthest < 0.05 * 30 + 1e-6  # passed its place by a little, then came back
    assert sprite.position == pytest.approx(end)


def test_a_tapped_card_glides_along_a_bow(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    sprite = table.cards.sprites[table.game.position.columns[0][-1]]
    start = sprite.position
    table.play(table.game.parse("1>c5"))
    glide = table.cards.animator.glides[id(sprite)]
    distance = math.dist(start, glide.end)
    assert glide.ease is ease_out_cubic
    assert glide.bow == pytest.approx(min(BOW * distance, 0.3 * table.cards.layout.card_h))
    assert glide.duration == pytest.approx(MOVE_TIME)


@pytest.mark.parametrize("code", ["EO1-C8-AAAAAFA", "FC1-N-AAAAAAB"])
def test_the_deal_flies_from_a_deck_in_the_top_left_corner(app, code):
    table = app.nav.start(parse_code(code), animate=True)
    layout = table.cards.layout
    corner = (layout.card_w / 2, layout.height - layout.card_h / 2)
    glides = table.cards.animator.glides
    assert len(glides) == len(table.cards.sprites)
    assert all(g.start == pytest.approx(corner) for g in glides.values())
    step(app, 5.0)
    assert not table.cards.animator.busy
    assert all(s.face_up for s in table.cards.sprites.values())


def test_the_easy_harp_deal_flies_from_the_stock_and_turns_cards_as_they_arrive(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    layout = table.cards.layout
    stock = layout.origins[Pile(STOCK)]
    animator = table.cards.animator
    assert animator.glides
    assert all(g.start == pytest.approx(stock) for g in animator.glides.values())
    for key, flip in animator.flips.items():
        glide = animator.glides[key]
        assert flip.delay == pytest.approx(glide.delay + glide.duration / 2)
    step(app, 5.0)
    assert not animator.busy
