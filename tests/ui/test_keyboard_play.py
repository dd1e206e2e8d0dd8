"""Keyboard play (game.ui.table.keyboard): whole deals of both games won with keys only.

Every move of a pinned winning line is made with synthesised key presses through the real
window: the digit, F, C, W and S keys and the arrows put the focus where a player would
look, Enter picks up and Enter drops. The test reads the focus as a player reads the
outline on screen; it never calls the engine to make a move.
"""

from __future__ import annotations

import json
from pathlib import Path

import arcade
import pytest
from conftest import click, drag, key
from won_lines import EO130_WON_LOG

from game.engine.deal import parse_code
from game.engine.events import Action
from game.engine.game import Game
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile
from game.ui import palette

FIXTURES = Path(__file__).parents[1] / "fixtures" / "won_games.json"
GROUP_KEY = {FOUNDATION: arcade.key.F, CELL: arcade.key.C, WASTE: arcade.key.W}


def focus(app, table, pile: Pile, index: int | None = None) -> None:
    """Press keys until the focus is on ``pile`` (card ``index`` in a column)."""
    keys = table.keys
    if pile.kind == COLUMN:
        key(app, getattr(arcade.key, f"KEY_{pile.index + 1}"))
        n = len(table.game.position.cards(pile))
        if index is not None:
            for _ in range(n - 1 - index):
                key(app, arcade.key.UP)
        assert keys.pile == pile and keys.focused_index() == (n - 1 if index is None else index)
        return
    if pile.kind == FOUNDATION and pile.index < 0:  # any foundation takes it (ANY)
        key(app, arcade.key.F)
        assert keys.pile.kind == FOUNDATION
        return
    for _ in range(12):
        key(app, GROUP_KEY[pile.kind])
        if keys.pile == pile:
            return
    raise AssertionError(f"the keys never reached {pile}")


def play_by_keys(app, table, text: str) -> None:
    """Make the move ``text`` with the keyboard only."""
    game = table.game
    if text == "s":
        key(app, arcade.key.S)
        return
    if text == "u":
        key(app, arcade.key.Z, arcade.key.MOD_CTRL)
        return
    # Where the move's cards are and where they go, as a player sees them on the table.
    trial = Game.from_log(game.spec, list(game.log))
    action = trial.push(trial.parse(text))
    assert isinstance(action, Action), (text, action)
    move = action.move
    n = len(game.position.cards(move.src))
    focus(app, table, move.src, n - move.count if move.src.kind == COLUMN else None)
    key(app, arcade.key.ENTER)
    assert table.keys.held is not None
    focus(app, table, move.dst)
    key(app, arcade.key.ENTER)
    assert table.keys.held is None


def won_line(variant: str) -> tuple[str, list[str]]:
    games = json.loads(FIXTURES.read_text(encoding="utf-8"))["games"]
    for game in games:
        if game["name"] == variant:
            log = game["log"]
            return game["code"], log if isinstance(log, list) else eval(log)  # noqa: S307
    raise LookupError(variant)


@pytest.mark.parametrize("which", ["eight-off", "easy-harp"])
def test_a_whole_deal_is_won_with_the_keyboard_only(app, which):
    app.services.settings.animation_speed = "off"
    if which == "eight-off":
        code, line = "EO1-C8-AAAAAFA", list(EO130_WON_LOG)
    else:
        code, line = won_line("easy-harp")
    table = app.nav.start(parse_code(code), animate=False)
    expected = Game.from_log(parse_code(code), line)
    for i, text in enumerate(line):
        before = len(table.game.log)
        play_by_keys(app, table, text)
        assert len(table.game.log) == before + 1, (i, text, table.status.message.text)
    assert table.game.is_won
    assert table.game.score == expected.score
    assert table.game.moves == expected.moves
    assert table.win.shown
    # the win panel's choices are reachable too: Right, Right, Enter = "Replay this deal"
    key(app, arcade.key.RIGHT)
    key(app, arcade.key.RIGHT)
    key(app, arcade.key.ENTER)
    assert type(app.current_view).__name__ == "ReplayView"


def test_a_refused_drop_gives_the_same_reminder_as_the_mouse(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    key(app, arcade.key.KEY_1)  # TD
    key(app, arcade.key.ENTER)
    key(app, arcade.key.KEY_2)  # onto column 2: not its suit
    key(app, arcade.key.ENTER)
    assert table.game.log == []
    assert table.status.message.text  # the EO-BUILD reminder, in plain words
    assert "EO-" not in table.status.message.text


def test_escape_puts_back_a_picked_up_card_then_leaves_for_the_menu(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    key(app, arcade.key.KEY_3)
    key(app, arcade.key.SPACE)
    assert table.keys.held == (Pile(COLUMN, 2), len(table.game.position.columns[2]) - 1)
    assert table.cards.highlight  # the piles that would take it light up
    key(app, arcade.key.ESCAPE)
    assert table.keys.held is None and app.current_view is table
    key(app, arcade.key.ESCAPE)
    assert app.current_view is not table


def test_arrows_walk_the_table_and_the_focus_is_drawn(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    assert not table.keys.visible
    key(app, arcade.key.RIGHT)  # the first key shows the focus where it is
    assert table.keys.visible and table.keys.pile == Pile(COLUMN, 0)
    key(app, arcade.key.RIGHT)
    assert table.keys.pile == Pile(COLUMN, 1)
    key(app, arcade.key.UP)  # column 2's only face-up card is its top: up to the top row
    assert table.keys.pile.kind in (STOCK, WASTE, FOUNDATION)
    key(app, arcade.key.DOWN)
    assert table.keys.pile == Pile(COLUMN, 1)
    key(app, arcade.key.TAB)
    assert table.keys.pile == Pile(COLUMN, 2)
    key(app, arcade.key.TAB, arcade.key.MOD_SHIFT)
    assert table.keys.pile == Pile(COLUMN, 1)
    key(app, arcade.key.S)  # S draws from the stock
    assert table.game.log == ["s"] and table.keys.pile == Pile(STOCK)
    key(app, arcade.key.SPACE)  # Space on the stock draws too
    assert table.game.log == ["s", "s"]
    table.on_draw()  # the outline draws without error


def focus_pixels(app, table) -> int:
    """How many pixels of the focus outline's colour the table's frame shows."""
    app.switch_to()
    table.on_draw()
    image = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")
    return sum(1 for px in image.getdata() if px == palette.KEY_FOCUS)


def test_the_mouse_hides_the_keyboard_outline_and_the_next_key_shows_it_unmoved(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    key(app, arcade.key.KEY_3)
    assert table.keys.visible and focus_pixels(app, table) > 100
    layout = table.cards.layout
    x, y = layout.card_center(table.game.position, Pile(COLUMN, 0),
                              len(table.game.position.columns[0]) - 1)
    drag(app, [(x, y), (x + 40, y - 60), (x, y)])  # a card picked up and put back
    assert not table.keys.visible and focus_pixels(app, table) == 0
    key(app, arcade.key.RIGHT)  # shows the outline again where it was, not one to the right
    assert table.keys.visible and table.keys.pile == Pile(COLUMN, 2)
    assert focus_pixels(app, table) > 100


def test_a_click_keeps_the_outline_of_a_group_the_keyboard_holds(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    key(app, arcade.key.KEY_3)
    key(app, arcade.key.SPACE)
    assert table.keys.held is not None
    click(app, 5, table.cards.layout.height / 2)  # bare felt
    assert table.keys.visible


def test_c_with_a_card_held_goes_to_the_free_cells_only(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)  # cells 1-4 are full
    table.play(table.game.parse("1>c5"))
    table.cards.settle()
    key(app, arcade.key.KEY_2)
    key(app, arcade.key.SPACE)  # 5♣ picked up
    seen = []
    for _ in range(4):
        key(app, arcade.key.C)
        seen.append(table.keys.pile)
    assert seen == [Pile(CELL, 5), Pile(CELL, 6), Pile(CELL, 7), Pile(CELL, 5)]
    key(app, arcade.key.ENTER)
    assert table.game.log[-1] == "2>c6"


def test_c_with_nothing_held_visits_every_cell(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    seen = []
    for _ in range(8):
        key(app, arcade.key.C)
        seen.append(table.keys.pile.index)
    assert seen == list(range(8))


def test_the_outline_on_a_card_under_others_encloses_the_group_it_picks_up(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    key(app, arcade.key.KEY_1)
    key(app, arcade.key.UP)  # column 1: the card under its top card
    layout, pos = table.cards.layout, table.game.position
    n = len(pos.columns[0])
    assert table.keys.focused_index() == n - 2
    app.switch_to()
    table.on_draw()
    ratio = app.get_pixel_ratio()
    image = arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")
    x, y = layout.card_center(pos, Pile(COLUMN, 0), n - 1)  # the top card, at the bottom
    below = y - layout.card_h / 2 - 4  # just under the top card: the outline's lower edge
    rows = range(round(image.height - 1 - (below + 3) * ratio),
                 round(image.height - 1 - (below - 3) * ratio))
    assert any(image.getpixel((round(x * ratio), r)) == palette.KEY_FOCUS for r in rows)


def test_a_drop_on_the_foundations_moves_the_outline_to_the_card_there(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAF"), animate=False)  # A♥ tops column 1
    key(app, arcade.key.KEY_1)
    key(app, arcade.key.SPACE)
    table.keys.focus(Pile(FOUNDATION, 0))  # the outline on a spade slot (arrows reach it)
    key(app, arcade.key.ENTER)  # any foundation takes it: the engine finds its slot
    [home] = [p for p in table.game.position.piles()
              if p.kind == FOUNDATION and table.game.position.cards(p)]
    assert str(table.game.position.cards(home)[-1]) == "AH"
    assert table.keys.pile == home


def test_a_run_moves_by_number_keys_when_its_top_card_alone_may_not(app):
    """8 Enter 5 Enter: the top card of column 8 alone may not go onto column 5, but the
    two-card run it ends may (EO-GROUP): that run moves, as the player meant (a new player
    found only by guessing that Up Up picks the run up first)."""
    log = ["6>c5", "6>c6", "6>f4", "6>f1", "c6>f4", "1>c6", "1>c7", "1>c8", "1>f1", "c7>f1",
           "8>c7", "8>3", "8>2", "8>f4", "c8>f4", "5>c8", "c3>8", "5>c3", "c1>2"]
    table = app.nav.start(parse_code("EO1-C8-AAAAAAB"), animate=False)
    for text in log:
        table.play(table.game.parse(text))
    key(app, arcade.key.KEY_8)
    key(app, arcade.key.ENTER)
    assert Pile(COLUMN, 4) in table.cards.highlight  # where the run would go lights up
    key(app, arcade.key.KEY_5)
    key(app, arcade.key.ENTER)
    assert table.game.log[-1] == "8>5x2"


@pytest.mark.parametrize("where", ["table", "menu"])
def test_f1_opens_the_rules_of_the_game_and_esc_comes_back(app, where):
    """F1, the key of help everywhere, opens the rules (of the game played) over any
    scene; Esc returns to the scene it was pressed on."""
    from game.ui.views.rules import EIGHT_OFF_PAGE, RulesView

    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    if where == "menu":
        app.nav.show_menu()
    before = app.current_view
    key(app, arcade.key.F1)
    rules = app.current_view
    assert isinstance(rules, RulesView) and rules.page == EIGHT_OFF_PAGE
    key(app, arcade.key.F1)  # already there: nothing more
    assert app.current_view is rules
    key(app, arcade.key.ESCAPE)
    assert app.current_view is before
    assert where == "menu" or app.current_view is table
