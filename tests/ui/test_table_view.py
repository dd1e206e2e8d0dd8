"""The real table view driven by synthesised mouse and keyboard events, headless.

Deals used (their layouts are pinned by the engine's golden tests):
- EO1-C8-AAAAAFA (Eight Off 130): column 1 ends 4S TD, column 8 ends 5S.
- EO1-C8-AAAAAAC (Eight Off 2): column 2's top card is AD, cell 1 holds AS.
- EH1-N-AAAAAAB (Easy Harp 1): tops JD KD 6S AC QD JC 4H QD 9D.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import answer_leave, click, drag, fire, forget_card_textures, key, step

from game.engine.deal import parse_code
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile
from game.i18n import _ as tr
from game.reminders import reminder
from game.ui.felt import render_felt
from game.ui.theme import theme_named
from game.ui.views.table import PICTURES_FROM


def open_table(app, code):
    table = app.nav.start(parse_code(code), animate=False)
    table.settle()
    return table


def center(table, pile, index=None):
    pos = table.game.position
    n = len(pos.cards(pile))
    if index is None:
        index = n - 1
    if index < 0:
        return table.cards.layout.origins[pile]
    return table.cards.layout.card_center(pos, pile, index)


def sprite_at_target(table, card):
    """Whether ``card``'s sprite sits where the engine's position puts it."""
    pos = table.game.position
    for pile in pos.piles():
        cards = pos.cards(pile)
        if card in cards:
            x, y = table.cards.layout.card_center(pos, pile, cards.index(card))
            s = table.cards.sprites[card]
            return abs(s.center_x - x) < 0.01 and abs(s.center_y - y) < 0.01
    raise AssertionError(f"{card} is not on the table")


def all_sprites_at_targets(table):
    return all(sprite_at_target(table, c) for c in table.cards.sprites)


def test_legal_drag_EO_BUILD_moves_card_and_sprite(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.play(table.game.parse("1>c5"))
    step(app, 0.5)
    card = table.game.position.columns[0][-1]
    assert str(card) == "4S"
    drag(app, [center(table, Pile(COLUMN, 0)), center(table, Pile(COLUMN, 7))])
    assert table.game.log == ["1>c5", "1>8"]
    step(app, 0.6)
    assert sprite_at_target(table, card)
    assert table.game.position.columns[7][-1] == card


def test_illegal_drag_glides_back_with_EO_BUILD_reminder(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.play(table.game.parse("1>c5"))
    step(app, 0.5)
    card = table.game.position.columns[0][-1]  # 4S; column 2 ends 5C: wrong suit
    home = center(table, Pile(COLUMN, 0))
    drag(app, [home, center(table, Pile(COLUMN, 1))])
    assert table.game.log == ["1>c5"]
    assert table.status.message.text == tr(reminder("EO-BUILD"))  # plain words, no rule id
    step(app, 0.05)
    sprite = table.cards.sprites[card]
    assert (sprite.center_x, sprite.center_y) != pytest.approx(home)  # still gliding
    step(app, 0.6)
    assert (sprite.center_x, sprite.center_y) == pytest.approx(home)


def test_interactive_rules_off_rejects_silently(app):
    app.services.settings.interactive_rules = False
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.play(table.game.parse("1>c5"))
    drag(app, [center(table, Pile(COLUMN, 0)), center(table, Pile(COLUMN, 1))])
    assert table.game.log == ["1>c5"]
    assert table.status.message.text == ""


def test_drop_on_own_pile_glides_back_without_reminder(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    x, y = center(table, Pile(COLUMN, 0))
    drag(app, [(x, y), (x + 10, y - 8)])
    assert table.game.log == []
    assert table.status.message.text == ""


def test_APP_TAP_sends_column_and_cell_aces_to_their_foundations(app):
    table = open_table(app, "EO1-C8-AAAAAAC")
    click(app, *center(table, Pile(COLUMN, 1)))  # AD
    assert table.game.log == ["2>f3"]
    step(app, 1.0)  # beyond the double-click interval
    click(app, *center(table, Pile(CELL, 0)))  # AS
    assert table.game.log == ["2>f3", "c1>f1"]
    assert table.game.score == 20


def test_APP_TAP_on_a_card_with_no_foundation_does_nothing(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    click(app, *center(table, Pile(COLUMN, 0)))  # TD
    assert table.game.log == []


def test_APP_DOUBLE_TAP_eight_off_falls_through_to_a_free_cell(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    x, y = center(table, Pile(COLUMN, 0))  # TD: no foundation, no column
    click(app, x, y)
    step(app, 0.1)
    click(app, x, y)
    assert table.game.log == ["1>c5"]


def test_APP_DOUBLE_TAP_easy_harp_picks_the_longest_column(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    x, y = center(table, Pile(COLUMN, 5))  # JC: fits QD of column 5 (5 cards) or 8 (8)
    click(app, x, y)
    step(app, 0.1)
    click(app, x, y)
    assert table.game.log == ["6>8"]
    assert table.game.score == 5  # the card below turned up


def test_APP_DOUBLE_TAP_off_means_two_single_taps(app):
    app.services.settings.double_click = False
    table = open_table(app, "EH1-N-AAAAAAB")
    x, y = center(table, Pile(COLUMN, 5))
    click(app, x, y)
    click(app, x, y)
    assert table.game.log == []


def test_double_tap_after_a_tap_moved_the_card_does_nothing_more(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    x, y = center(table, Pile(COLUMN, 3))  # AC
    click(app, x, y)
    click(app, x, y)  # now over the column's new top card, a different card
    assert table.game.log == ["4>f7"]


def test_EH_STOCK_tap_draws_and_recycles(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    stock = center(table, Pile(STOCK), -1)
    click(app, *stock)
    assert [str(c) for c in table.game.position.waste] == ["9S"]
    for _ in range(58):
        click(app, *stock)
    assert not table.game.position.stock and len(table.game.position.waste) == 59
    click(app, *stock)
    assert len(table.game.position.stock) == 59 and not table.game.position.waste
    assert table.game.moves == 60
    step(app, 1.0)
    assert all_sprites_at_targets(table)
    assert all(not table.cards.sprites[c].face_up for c in table.game.position.stock)


def test_EO_FOUNDATION_RETURN_drag_back_from_a_foundation(app):
    table = open_table(app, "EO1-C8-AAAAAAC")
    table.play(table.game.parse("2>f"))
    step(app, 0.5)
    drag(app, [center(table, Pile(FOUNDATION, 2)), center(table, Pile(CELL, 4), -1)])
    assert table.game.log == ["2>f3", "f3>c5"]
    assert table.game.score == 10


def test_drop_over_the_foundation_area_finds_the_foundation(app):
    table = open_table(app, "EO1-C8-AAAAAAC")
    # AD dropped over the spades slot still lands on the diamonds foundation.
    drag(app, [center(table, Pile(COLUMN, 1)), center(table, Pile(FOUNDATION, 0), -1)])
    assert table.game.log == ["2>f3"]


def test_undo_in_the_middle_of_an_animation_keeps_sprites_in_sync(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    card = table.game.position.columns[0][-1]
    table.play(table.game.parse("1>c5"))
    step(app, 0.05)
    assert not sprite_at_target(table, card)
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert table.game.log == ["1>c5", "u"]
    assert table.game.moves == 1
    step(app, 0.6)
    assert all_sprites_at_targets(table)


def test_click_on_a_face_down_card_does_nothing(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    x, y = center(table, Pile(COLUMN, 8), 0)
    click(app, x, y + table.cards.layout.card_h * 0.45)  # the visible top of the first card
    step(app, 0.1)
    click(app, x, y + table.cards.layout.card_h * 0.45)
    drag(app, [(x, y + table.cards.layout.card_h * 0.45), center(table, Pile(COLUMN, 0))])
    assert table.game.log == []


def test_EH_ONE_CARD_dragging_a_built_run_is_refused(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    table.play(table.game.parse("6>8"))  # JC on QD: column 8 now ends QD JC
    step(app, 0.6)
    x, y = center(table, Pile(COLUMN, 7), 7)  # QD: only its top strip shows above JC
    drag(app, [(x, y + table.cards.layout.card_h * 0.45), center(table, Pile(COLUMN, 1))])
    assert table.game.log == ["6>8"]
    assert table.status.message.text == tr(reminder("EH-ONE-CARD"))  # plain words, no rule id


def test_input_during_animation_is_not_lost(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    stock = center(table, Pile(STOCK), -1)
    for _ in range(5):
        click(app, *stock)
        step(app, 0.02)
    assert len(table.game.position.waste) == 5
    step(app, 1.0)
    assert all_sprites_at_targets(table)


def test_keyboard_new_deal_and_escape(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    key(app, arcade.key.F2)
    assert (app.services.playing.table is not table
            and app.services.playing.table.game.spec.variant == "easy-harp")
    key(app, arcade.key.N, arcade.key.MOD_CTRL)
    assert app.services.playing.table.game.moves == 0


def test_valid_targets_highlight_while_dragging(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.play(table.game.parse("1>c5"))
    step(app, 0.5)
    start = center(table, Pile(COLUMN, 0))
    fire(app, "on_mouse_press", *start, 1, 0)
    fire(app, "on_mouse_drag", start[0] + 20, start[1] - 20, 20, -20, 1, 0)
    assert Pile(COLUMN, 7) in table.cards.highlight
    assert Pile(CELL, 5) in table.cards.highlight
    fire(app, "on_mouse_release", start[0] + 20, start[1] - 20, 1, 0)
    assert table.cards.highlight == []


def test_win_is_celebrated_and_recorded(app):
    import json
    from pathlib import Path

    lines = Path(__file__).resolve().parents[2] / "resources" / "selftest" / "won_games.json"
    games = json.loads(lines.read_text(encoding="utf-8"))
    line = next(g for g in games if g["code"].startswith("EO1"))
    table = open_table(app, line["code"])
    for text in line["log"]:
        table.play(table.game.parse(text))
    assert table.game.is_won
    assert table.win.shown
    step(app, 2.0)
    records = app.services.records.history.recent()
    assert records[0].result == "won" and records[0].score == line["score"]
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert table.status.message.text == tr(reminder("APP-FINISHED"))  # plain words, no rule id


def test_screenshot_has_cards_where_the_layout_says(app, tmp_path):
    table = open_table(app, "EH1-N-AAAAAAB")
    table.on_update(1 / 60)
    table.on_draw()
    image = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")
    w, h = image.size
    ratio = app.get_pixel_ratio()

    def pixel(x, y):
        return image.getpixel((int(x * ratio), int(h - 1 - y * ratio)))

    x, y = table.cards.layout.card_center(table.game.position, Pile(COLUMN, 0), 0)
    card_w, card_h = table.cards.layout.card_w, table.cards.layout.card_h
    assert pixel(x + card_w * 0.42, y + card_h * 0.25) == (255, 255, 255)  # a white face
    fx, fy = table.cards.layout.width / 2, table.cards.layout.hud_h + 5
    felt = render_felt(theme_named(app.services.settings.table_theme), w, h,
                       max(1, round(3 * ratio)))
    assert pixel(fx, fy) == felt.getpixel((int(fx * ratio), int(h - 1 - fy * ratio)))  # felt
    colours = {pixel(x, y) for x in range(0, int(table.cards.layout.width), 40)
               for y in range(int(table.cards.layout.hud_h), int(table.cards.layout.height), 40)}
    assert len(colours) > 20  # not blank


def test_waste_pile_shows_its_top_card_face_up(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    click(app, *center(table, Pile(STOCK), -1))
    step(app, 0.6)
    top = table.game.position.waste[-1]
    assert table.cards.sprites[top].face_up
    assert (table.cards.sprites[top].center_x, table.cards.sprites[top].center_y) == pytest.approx(
        table.cards.layout.origins[Pile(WASTE)]
    )


@pytest.mark.parametrize(("width", "height"), [(3840, 2160), (800, 600), (900, 1400)])
def test_resize_relayouts_and_rerasterises_cards_at_the_new_size(app, width, height):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.on_resize(width, height)
    assert table.cards.layout.width == width and table.cards.layout.height == height
    assert all_sprites_at_targets(table)
    cards = table.cards
    sprite = next(iter(cards.sprites.values()))
    assert sprite.width == pytest.approx(cards.layout.card_w, rel=0.02)  # scaled at once
    old = cards.textures
    step(app, 0.3)  # the resize settles: faces are drawn again at the pixel size, a few a frame
    expected = round(cards.layout.card_w * app.get_pixel_ratio())
    frames = 0
    while cards.textures.width != expected and frames < 600:
        assert cards.textures is old  # the old faces, scaled, until every new one is ready
        step(app, 1 / 60)
        frames += 1
    assert cards.textures.width == expected and frames > 1  # over several frames
    assert sprite.width == pytest.approx(cards.layout.card_w, rel=0.01)
    # the new faces went to the new atlas only (not also into the old one, filling it up)
    assert not any(old.atlas.has_texture(s.texture) for s in cards.sprites.values())
    table.on_resize(1280, 800)


def test_a_new_deal_at_a_new_size_shows_at_once_and_gets_its_faces_over_the_next_frames(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.on_resize(1900, 1200)
    step(app, 3.0)
    big = table.cards.textures
    assert big.width == table.cards._physical_card_width()
    other = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False).cards  # smaller cards
    assert other.textures is big  # no face drawn before the first frame
    assert other._physical_card_width() != big.width
    # nor an empty-pile mark: Eight Off's textures have no stock mark, so it waits
    assert Pile(STOCK) in other.layout.origins and Pile(STOCK) not in other.marks.sprites
    assert all(s.texture in big._slots.values() for s in other.marks.sprites.values())
    for _ in range(PICTURES_FROM + 1):  # the first frame shows the table, the next ones
        step(app, 1 / 60)  # paint the overlay's pictures
        assert app.services.textures._pending.get(other._physical_card_width()) is None
    step(app, 1 / 60)
    pending = app.services.textures._pending.get(other._physical_card_width())
    assert pending is not None and pending._back is None and not pending._faces  # its atlas
    step(app, 1 / 60)
    assert pending._back is not None  # then the drawing, a few images a frame
    step(app, 3.0)
    assert other.textures.width == other._physical_card_width()
    assert app.services.textures.get(other.textures.width) is other.textures  # shared from now on
    assert set(other.marks.sprites) == set(other.layout.origins)  # every mark now
    table.on_resize(1280, 800)


@pytest.mark.parametrize("animate", [True, False])
def test_a_new_deal_at_a_new_size_draws_no_face_before_its_first_frame(app, animate):
    forget_card_textures(app)  # no card size drawn before
    table = open_table(app, "EH1-N-AAAAAAB")  # about half its cards face down
    table.on_resize(1900, 1200)
    step(app, 3.0)
    big = table.cards.textures
    drawn = set(big._faces)
    other = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=animate).cards  # all face up
    assert other.textures is big and set(big._faces) == drawn  # nothing drawn yet
    owed = [s for s in other.sprites.values() if (s.card.rank, s.card.suit) not in drawn]
    assert owed and all(s.face_up and s.texture is big.back() for s in owed)
    step(app, 1 / 60)  # the first frame
    if animate:  # the deal turned them face down: each face comes with its turn
        assert all(id(s) in other.animator.flips for s in owed) and set(big._faces) == drawn
    else:  # no deal animation: the faces are shown in the first frame
        assert all(s.texture is big.face(s.card) for s in owed)
    step(app, 4.0)
    other_table = app.current_view
    other_table.settle()
    assert other.textures.width == other._physical_card_width()
    assert all(s.face_up and s.texture is other.textures.face(s.card)
               for s in other.sprites.values())
    table.on_resize(1280, 800)


@pytest.mark.parametrize("width", [60, 100, 200])
def test_a_deck_fits_its_card_size_atlas_without_growing(app, width):
    from game.engine.cards import RANKS, Card
    from game.ui.cards_art import RECYCLE, card_size_for_width
    from game.ui.sprites import CardTextures, atlas_size

    w, h = card_size_for_width(width)
    textures = CardTextures(w, h)
    size = textures.atlas.size
    assert size == atlas_size(w, h) and size[0] * size[1] <= 2048 * 2048
    deck = [Card(rank, suit) for rank in range(1, len(RANKS) + 1) for suit in "SHDC"]
    marks = [("", None), ("K", None), (RECYCLE, None), *[("", s) for s in "SHDC"]]
    assert textures.prepare(deck, marks, budget=60.0)
    textures.use_back("red")
    textures.atlas.add(textures.back())  # a second back after a Settings change
    assert textures.atlas.size == size  # 52 faces, 2 backs, 7 marks: no growing


def test_APP_DOUBLE_TAP_second_tap_after_the_first_sent_the_card_home_does_nothing(app):
    # Eight Off deal 464 with 8 cells: column 1 ends 2C AC.
    table = open_table(app, "EO1-C8-AAAAARW")
    pos = table.game.position
    assert [str(c) for c in pos.columns[0][-2:]] == ["2C", "AC"]
    x, y = center(table, Pile(COLUMN, 0))
    click(app, x, y)  # AC goes home (APP-TAP) ...
    click(app, x, y)  # ... and the pair's second tap must not send 2C after it
    assert table.game.log == ["1>f4"]
    step(app, 1.0)
    click(app, *center(table, Pile(COLUMN, 0)))  # a later, separate tap does
    assert table.game.log == ["1>f4", "1>f4"]


def test_retexturing_leaves_each_sprite_in_one_sprite_list(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    for width, height in ((1920, 1080), (1000, 700), (1600, 900)):
        table.on_resize(width, height)
        step(app, 0.5)
    assert all(len(sprite.sprite_lists) == 1 for sprite in table.cards.sprites.values())
    table.on_resize(1280, 800)


def test_a_new_deal_at_the_same_size_reuses_the_card_textures(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    again = app.nav.new_deal("easy-harp")
    again.settle()
    assert again.cards.textures is table.cards.textures


def test_card_back_change_applies_to_face_down_cards_at_once(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    stock_sprite = table.cards.sprites[table.game.position.stock[-1]]
    before = stock_sprite.texture
    app.services.settings.card_back = "red"
    table.cards.set_card_back("red")
    assert stock_sprite.texture is not before
    assert table.cards.textures.back_style == "red"


def test_grabbing_a_card_during_the_deal_animation_keeps_it_under_the_pointer(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    step(app, 0.2)  # cards are still flying in
    drag(app, [center(table, Pile(COLUMN, 5)), center(table, Pile(COLUMN, 4))])  # JC on QD
    assert table.game.log == ["6>5"]


def test_all_free_cells_light_up_while_dragging(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    start = center(table, Pile(COLUMN, 0))
    fire(app, "on_mouse_press", *start, 1, 0)
    fire(app, "on_mouse_drag", start[0] + 20, start[1] - 20, 20, -20, 1, 0)
    highlighted_cells = {p for p in table.cards.highlight if p.kind == CELL}
    assert highlighted_cells == {Pile(CELL, i) for i in range(4, 8)}
    fire(app, "on_mouse_release", start[0] + 20, start[1] - 20, 1, 0)


def test_dragged_cards_stay_on_top_when_cards_are_redrawn_for_a_new_size(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    start = center(table, Pile(COLUMN, 0))
    fire(app, "on_mouse_press", *start, 1, 0)
    fire(app, "on_mouse_drag", start[0] + 20, start[1] - 20, 20, -20, 1, 0)
    dragged = table.pointer.drag.sprites
    table.on_resize(1600, 1000)
    step(app, 0.5)
    assert list(table.cards.card_list)[-len(dragged):] == dragged
    fire(app, "on_mouse_release", start[0] + 20, start[1] - 20, 1, 0)
    table.on_resize(1280, 800)


def test_long_reminders_wrap_inside_a_narrow_window(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.on_resize(700, 1200)
    table.remind("EO-GROUP")
    table.on_draw()
    assert table.status.message.content_width <= 700 - 20
    table.on_resize(1280, 800)


def test_undo_button_is_dimmed_when_there_is_nothing_to_undo(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    assert not table.status.buttons["undo"].enabled
    table.play(table.game.parse("1>c5"))
    assert table.status.buttons["undo"].enabled


def test_a_history_problem_met_while_leaving_a_game_shows_on_the_next_table(app):
    from game.storage.history import default_history_path

    path = default_history_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"not a database " * 100)
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.play(table.game.parse("1>c5"))
    key(app, arcade.key.F2)
    answer_leave(app)
    assert app.services.playing.table is not table
    assert "kept and will be recorded later" in app.services.playing.table.status.message.text
    assert app.services.playing.table.status.message_showing


@pytest.mark.parametrize(("width", "height"), [(700, 1200), (800, 1200), (1280, 800)])
def test_a_reminder_stays_clear_of_the_status_bar_and_labels_fit_buttons(app, width, height):
    table = open_table(app, "EO1-C8-AAAAAFA")
    table.on_resize(width, height)
    table.remind("EO-GROUP")
    table.on_draw()
    bottom = table.status.message.y - table.status.message.content_height / 2
    assert bottom >= table.cards.layout.hud_h
    for button in table.status.buttons.values():
        assert button.text.content_width <= button.rect.width - 4
    table.on_resize(1280, 800)


def test_group_reminder_says_the_limit_that_applies_now(app):
    """EO-GROUP: "Free cells: 2, empty columns: 0. You can move at most 3 cards at once."
    (Eight Off with 2 cells: a same-suit run longer than the limit is refused.)"""
    from game.engine.events import Rejection
    from game.reminders import reminder_text

    table = open_table(app, "EO1-C2-AAAAAFA")
    position = table.game.position
    # find a column whose same-suit end run could only move as a too-big group: fake none;
    # check the wording for every refusal of a group move tried from each column
    texts = []
    for src in range(8):
        for dst in range(8):
            if src == dst:
                continue
            for count in range(2, 7):
                result = table.game.check(table.game.parse(f"{src + 1}>{dst + 1}x{count}")) \
                    if hasattr(table.game, "check") else None
                if isinstance(result, Rejection) and result.rule == "EO-GROUP":
                    texts.append(reminder_text("EO-GROUP", position, result.move))
    cells, empty = position.free_cells(), position.empty_columns()
    limit = (cells + 1) << empty
    expected = (f"Free cells: {cells}, empty columns: {empty}. You can move at most {limit} "
                f"card{'s' if limit != 1 else ''} at once.")
    assert reminder_text("EO-GROUP", position) == expected
    assert all(t.startswith("Free cells: ") and "EO-GROUP" not in t for t in texts)


@pytest.mark.parametrize(("code", "column", "expected"), [
    ("EO1-C8-AAAAAFA", 0, ["1>c5"]),  # TD: no foundation, no column: a free cell
    ("EH1-N-AAAAAAB", 5, ["6>8"]),  # JC: the longest column that takes it
])
def test_right_click_does_what_a_double_click_does(app, code, column, expected):
    table = open_table(app, code)
    x, y = center(table, Pile(COLUMN, column))
    click(app, x, y, button=arcade.MOUSE_BUTTON_RIGHT)
    assert table.game.log == expected
    # the same as two left clicks on a fresh table
    table2 = open_table(app, code)
    click(app, x, y)
    step(app, 0.1)
    click(app, x, y)
    assert table2.game.log == expected


def test_right_click_on_felt_or_face_down_does_nothing(app):
    table = open_table(app, "EH1-N-AAAAAAB")
    click(app, 5, table.cards.layout.height / 2, button=arcade.MOUSE_BUTTON_RIGHT)
    click(app, *center(table, Pile(COLUMN, 8), 0), button=arcade.MOUSE_BUTTON_RIGHT)
    click(app, *center(table, Pile(STOCK), -1), button=arcade.MOUSE_BUTTON_RIGHT)
    assert table.game.log == []


def test_easy_harp_stock_shows_its_count_and_the_waste_fans_three(app):
    from game.ui.input import hit_test
    from game.ui.layout import WASTE_FAN

    table = open_table(app, "EH1-N-AAAAAAB")
    for _ in range(4):
        table.play(table.game.parse("s"))
    table.settle()
    table.on_draw()
    assert table.cards.stock_badge.text.text == str(len(table.game.position.stock)) == "55"
    layout, pos = table.cards.layout, table.game.position
    x0, y0 = layout.origins[Pile(WASTE)]
    xs = [layout.card_center(pos, Pile(WASTE), i)[0] for i in range(len(pos.waste))]
    assert xs[:2] == [x0, x0]  # older cards stay stacked
    assert xs[-3:] == pytest.approx([x0, x0 + WASTE_FAN * layout.card_w,
                                     x0 + 2 * WASTE_FAN * layout.card_w])
    top = (xs[-1] + layout.card_w * 0.3, y0)  # only the top card plays (EH-WASTE-TOP)
    assert hit_test(layout, pos, *top).index == len(pos.waste) - 1
    sprite = table.cards.sprites[pos.waste[-1]]
    assert sprite.center_x == pytest.approx(xs[-1])
    # an emptied stock shows no count (its slot shows the recycle arrow)
    while table.game.position.stock:
        table.play(table.game.parse("s"))
    table.settle()
    table.on_draw()
    assert not table.game.position.stock


def test_win_celebration_never_covers_the_win_panel_and_ends(app):
    from won_lines import EO130_WON_LOG

    table = open_table(app, "EO1-C8-AAAAAFA")
    for text in EO130_WON_LOG:
        table.play(table.game.parse(text))
    table.settle()
    assert table.game.is_won and table.win.shown
    panel = table.win.rect
    half_w, half_h = table.cards.layout.card_w / 2, table.cards.layout.card_h / 2
    moved = False
    for _ in range(int(12 / 0.05)):  # long enough for every wave
        table.on_update(0.05)
        for sprite in table.cards.sprites.values():
            left, right = sprite.center_x - half_w, sprite.center_x + half_w
            bottom, top = sprite.center_y - half_h, sprite.center_y + half_h
            overlaps = left < panel.right and right > panel.left and bottom < panel.top \
                and top > panel.bottom
            assert not overlaps, "a celebrating card covers the win panel"
        moved = moved or table.cards.animator.busy
    assert moved  # there was a celebration
    assert not table.cards.animator.busy
    assert table.next_frame_in() is None  # it ended: a won, idle table draws nothing
    for button in table.win.buttons:  # and the buttons sit inside the panel
        assert panel.left <= button.rect.left and button.rect.right <= panel.right


def test_a_resize_event_for_the_same_size_lets_the_deal_animation_run_on(app):
    """A window manager confirms a new window's size with a resize event right after it is
    shown; the deal animation used to end at once (the cards snapped into place)."""
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    step(app, 0.1)
    assert table.cards.animator.busy
    flying = sum(not sprite_at_target(table, c) for c in table.cards.sprites)
    fire(app, "on_resize", *app.get_size())
    assert table.cards.animator.busy
    assert sum(not sprite_at_target(table, c) for c in table.cards.sprites) == flying
    step(app, 5.0)
    assert not table.cards.animator.busy and all_sprites_at_targets(table)


def test_a_resize_to_a_new_size_during_the_deal_puts_every_card_in_place(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    step(app, 0.1)
    fire(app, "on_resize", 1100, 760)
    assert not table.cards.animator.busy and all_sprites_at_targets(table)
    fire(app, "on_resize", 1280, 800)


def test_the_stock_count_waits_while_dealt_cards_fly_over_the_stock(app):
    """The badge was drawn on top of the cards leaving the stock in the deal animation."""
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    drawn = []
    real = table.cards.stock_badge.text.draw
    table.cards.stock_badge.text.draw = lambda: (drawn.append(1), real())
    step(app, 0.1)
    table.on_draw()
    assert table.cards.animator.busy and drawn == []
    table.settle()
    table.on_draw()
    assert drawn == [1]


def test_a_click_on_the_deal_code_copies_it_to_the_screens_clipboard(app, monkeypatch):
    """The table reaches the clipboard through its screen (the window here): a click on the
    code in the status bar puts the code there and says so."""
    copied = []
    monkeypatch.setattr(app, "set_clipboard_text", copied.append, raising=False)
    table = open_table(app, "EO1-C8-AAAAAAB")
    left, bottom, right, top = table.status._code_rect
    click(app, (left + right) / 2, (bottom + top) / 2)
    assert copied == ["EO1-C8-AAAAAAB"]
    assert table.status.message.text == tr("Deal code {code} copied").format(
        code="EO1-C8-AAAAAAB")
