"""The table helps the player (issue 10, UI side), through the real table with
synthesised keys and clicks and the real solver worker process: Hint (H and the button),
undo to the last winnable position, redo (Ctrl+Y, Ctrl+Shift+Z, the button), the "No moves
left" notice (APP-NO-MOVES) and the shake of a card with nowhere to go."""

from __future__ import annotations

import time

import arcade
import pytest
from conftest import answer_leave, click, key, step, until_landed

from game.engine.deal import parse_code
from game.engine.table import CELL, COLUMN, Pile
from game.ui.views.table import TableView


def open_table(app, code, log=()) -> TableView:
    table = app.nav.start(parse_code(code), animate=False)
    for text in log:
        table.play(table.game.parse(text))
    table.settle()
    return table


def wait_for(app, condition, seconds=30.0):
    """Run frames (as the frame loop would) until ``condition()`` holds."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        step(app, 1 / 60)
        if condition():
            return
        time.sleep(0.005)
    raise AssertionError("timed out")


def press(app, button):
    click(app, button.rect.center_x, button.rect.center_y)


def test_h_shows_a_move_of_a_winning_line_without_playing_it(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    key(app, arcade.key.H)
    wait_for(app, lambda: table.hints.piles)
    src, dst = table.hints.piles
    assert table.game.log == [] and table.hints_used == 1
    advice = table.hints.assist.advice
    assert advice.verdict == "won" and (advice.move.src, advice.move.dst) == (src, dst)
    # The card is nudged toward its destination and comes back to its place.
    card = table.game.position.cards(src)[-1]
    sprite = table.cards.sprites[card]
    home = table.cards.targets()[card][:2]
    step(app, 0.3)
    assert sprite.position != home
    step(app, 1.0)
    assert sprite.position == home
    # H again: the same move at once, counted once.
    table.hints.piles = []
    key(app, arcade.key.H)
    assert table.hints.piles == [src, dst] and table.hints_used == 1


def test_after_the_hinted_move_the_next_hint_follows_the_line_at_once(app):
    table = open_table(app, "EO1-C8-AAAAAFA")
    press(app, table.status.buttons["hint"])
    wait_for(app, lambda: table.hints.piles)
    line = table.hints.assist.advice.line
    table.play(table.hints.assist.advice.move)
    assert table.hints.piles == []  # the action clears the hint
    key(app, arcade.key.H)  # no search: the line's next move
    assert str(table.hints.assist.advice.move) == line[1] and table.hints.piles
    assert table.hints_used == 2


def test_a_new_move_cancels_the_hint_being_computed(app):
    table = open_table(app, "EH1-N-AAAAAAF")
    key(app, arcade.key.H)
    table.play(table.game.legal_moves()[0])
    assert not table.hints.assist.thinking and not table.hints.assist.hint_wanted
    step(app, 0.5)
    assert table.hints.piles == []


def test_no_winning_line_offers_undo_to_the_last_winnable_position(app):
    # Eight Off deal 2 with 4 cells is winnable; after 3>c1 it no longer is.
    table = open_table(app, "EO1-C4-AAAAAAC", ["c1>f1", "3>c1"])
    key(app, arcade.key.H)
    wait_for(app, lambda: table.notice is not None)
    assert table.notice.banner.text == "No winning line from here."
    undo_button = table.notice.buttons[0]
    table.on_draw()
    press(app, undo_button)
    wait_for(app, lambda: table.game.log[-1:] == ["u"])
    assert table.game.log == ["c1>f1", "3>c1", "u"] and table.game.can_redo
    assert "can still be won" in table.status.message.text
    key(app, arcade.key.Y, arcade.key.MOD_CTRL)  # the player can redo forward again
    assert table.game.log[-1] == "r" and table.game.moves == 3


def test_a_deal_lost_from_its_start_says_so_and_offers_a_new_deal(app):
    """APP-HINT on a deal with no winning line at all (EO1-C2-AAAOOWC, proved): "Undo to the
    last winnable position" finds none back to the start, so the table says the deal cannot
    be won and offers New deal first (it said only that no position was found)."""
    table = open_table(app, "EO1-C2-AAAOOWC", ["7>3"])
    key(app, arcade.key.H)
    wait_for(app, lambda: table.notice is not None)
    table.on_draw()
    press(app, table.notice.buttons[0])  # Undo to the last winnable position
    wait_for(app, lambda: table.notice is not None
             and table.notice.banner.text.startswith("This deal cannot be won"))
    assert [b.label for b in table.notice.buttons] == ["New deal", "Keep playing"]
    assert table.game.log == ["7>3"]  # nothing undone
    table.on_draw()
    press(app, table.notice.buttons[0])
    answer_leave(app)  # APP-LEAVE: one move was played
    assert app.services.playing.table is not table


def test_redo_by_keys_and_button(app):
    table = open_table(app, "EO1-C8-AAAAAFA", ["1>c5", "1>8"])
    assert not table.status.buttons["redo"].enabled
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert table.status.buttons["redo"].enabled
    key(app, arcade.key.Z, arcade.key.MOD_CTRL | arcade.key.MOD_SHIFT)
    assert table.game.log[-1] == "r" and table.game.position.cells[0] is not None
    key(app, arcade.key.Y, arcade.key.MOD_ACCEL)
    assert table.game.log[-2:] == ["r", "r"]
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    press(app, table.status.buttons["redo"])
    assert table.game.log[-2:] == ["u", "r"] and not table.status.buttons["redo"].enabled
    assert table.game.moves == 5  # every redo counts (APP-MOVE-COUNTER)


def test_no_moves_left_is_a_calm_notice_with_undo_and_new_deal(app):
    table = open_table(app, "EO1-C2-AAADWGH")
    assert table.notice is None
    table.play(table.game.parse("3>1"))
    assert table.notice is not None and table.notice.banner.text.startswith("No moves left")
    table.on_draw()
    press(app, table.notice.buttons[0])  # Undo
    assert table.game.log == ["3>1", "u"] and table.notice is None
    assert app.services.records.history.count() == 0  # not a defeat: nothing recorded


def test_the_no_moves_notice_works_from_the_keyboard(app):
    table = open_table(app, "EO1-C2-AAADWGH")
    table.play(table.game.parse("3>1"))
    assert table.commands.choices_panel() is table.notice
    key(app, arcade.key.ENTER)  # the focus starts on Undo
    assert table.game.log == ["3>1", "u"] and table.notice is None
    table.play(table.game.parse("3>1"))
    key(app, arcade.key.ESCAPE)  # the notice steps aside; the table keeps the keys
    assert table.commands.choices_panel() is None and app.services.playing.table is table
    table.play(table.game.parse("u"))
    table.play(table.game.parse("3>1"))
    key(app, arcade.key.RIGHT)
    key(app, arcade.key.SPACE)  # New deal: the game in progress has actions, so it asks
    from game.ui.views.leave import LeaveDialog

    assert isinstance(app.current_view, LeaveDialog)


def test_a_deal_without_a_legal_move_says_so_at_once(app):
    """APP-NO-MOVES at the deal's start: nothing to undo, so only New deal is offered."""
    table = open_table(app, "EO1-C2-AABXGAM")
    assert table.notice is not None
    assert table.notice.banner.text.startswith("No card can move in this deal")
    assert [b.label for b in table.notice.buttons] == ["New deal"]
    table.on_draw()
    press(app, table.notice.buttons[0])  # New deal (no action yet: no question)
    assert app.services.playing.table is not table


def test_a_double_click_on_a_card_with_nowhere_to_go_shakes_it(app):
    # Four cards dealt to the cells and four more put there: every cell is full, and
    # column 3's top card has no column or foundation to go to.
    table = open_table(app, "EO1-C8-AAAAAFA", ["1>c5", "1>c6", "1>c7", "1>c8"])
    pos = table.game.position
    assert all(c is not None for c in pos.cells)
    pile = Pile(COLUMN, 2)
    top = len(pos.cards(pile)) - 1
    assert table.game.double_tap_move(pile, top) is None
    sprite = table.cards.sprites[pos.cards(pile)[top]]
    x, y = table.cards.layout.card_center(pos, pile, top)
    before = len(table.game.log)
    click(app, x, y)
    click(app, x, y)
    step(app, 0.05)
    assert sprite.position[0] != x and sprite.position[1] == y
    step(app, 0.5)
    assert sprite.position == (x, y)
    assert len(table.game.log) == before and not table.status.message_showing
    assert Pile(CELL, 0) not in table.hints.piles


def test_show_me_how_plays_a_winning_line_in_the_replay_leaving_the_game_alone(app):
    from game.ui.views.replay import ReplayView

    table = open_table(app, "EO1-C8-AAAAAFA", ["1>c5"])
    key(app, arcade.key.H, arcade.key.MOD_SHIFT)
    wait_for(app, lambda: isinstance(app.current_view, ReplayView))
    replay = app.current_view
    until_landed(app, replay)  # it opens on the game's position, once folded that far
    assert replay.cursor == 1 and replay.length > 1
    replay.seek(replay.length, animate=False)
    until_landed(app, replay)  # a jump past the folded part lands in a later frame
    assert replay.game.is_won
    assert table.game.log == ["1>c5"] and app.services.playing.table is table  # untouched


def test_winnability_at_a_glance_in_the_status_bar(app):
    app.services.settings.show_winnability = True
    table = open_table(app, "EO1-C4-AAAAAAC", ["c1>f1"])
    wait_for(app, lambda: table.verdict.text == "Winnable")
    table.play(table.game.parse("3>c1"))
    assert table.verdict.text.startswith("Checking")
    wait_for(app, lambda: table.verdict.text == "No longer winnable")
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    wait_for(app, lambda: table.verdict.text == "Winnable")


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_the_winnability_label_sits_on_whole_pixels(app, size):
    """The label's text is placed on a whole pixel at every size: at 800x600 it sat half
    a pixel off, and the text lost rows of its glyphs (the "…" of "Checking…" vanished)."""
    from conftest import resize

    app.services.settings.show_winnability = True
    resize(app, *size)
    table = open_table(app, "EO1-C4-AAAAAAC", ["c1>f1"])
    table.on_resize(*size)
    table.verdict.text = "Checking\u2026"
    table.on_draw()
    assert (table.verdict.x, table.verdict.y) == (round(table.verdict.x),
                                                  round(table.verdict.y))


def test_winnability_is_off_by_default(app):
    table = open_table(app, "EO1-C4-AAAAAAC", ["c1>f1"])
    step(app, 0.2)
    assert table.verdict.text == "" and not table.hints.assist.thinking


def test_picking_cards_up_clears_the_hint(app):
    """A hint's outlines go as soon as the player picks cards up (with the mouse or the
    keyboard): the drop targets shown then are the player's, not the hint's."""
    from conftest import fire

    table = open_table(app, "EO1-C8-AAAAAFA")
    press(app, table.status.buttons["hint"])
    wait_for(app, lambda: table.hints.piles)
    pos = table.game.position
    pile = Pile(COLUMN, 0)
    x, y = table.cards.layout.card_center(pos, pile, len(pos.cards(pile)) - 1)
    fire(app, "on_mouse_press", x, y, 1, 0)
    fire(app, "on_mouse_drag", x + 30, y - 30, 30, -30, 1, 0)
    assert table.pointer.drag is not None
    step(app, 0.05)
    assert table.hints.piles == []
    fire(app, "on_mouse_release", x + 30, y - 30, 1, 0)


def test_show_me_how_opens_on_the_position_without_dealing_again(app):
    """The player's game is on screen: the replay shows its position at once (it used to
    deal every card again, the moved ones waiting in place face down)."""
    from game.ui.views.replay import ReplayView

    open_table(app, "EO1-C8-AAAAAFA", ["1>c5"])
    key(app, arcade.key.H, arcade.key.MOD_SHIFT)
    wait_for(app, lambda: isinstance(app.current_view, ReplayView))
    replay = app.current_view
    until_landed(app, replay)
    replay.on_update(1 / 60)
    assert not replay.cards.animator.flips  # nothing turns over
    pos = replay.game.position
    for pile in pos.piles():
        for i, card in enumerate(pos.cards(pile)):
            sprite = replay.cards.sprites[card]
            x, y = replay.cards.layout.card_center(pos, pile, i)
            assert abs(sprite.center_x - x) < 1 and abs(sprite.center_y - y) < 1, card


@pytest.mark.parametrize(("code", "move", "text"), [
    ("EO1-C8-AAAAAFA", "1>c5", "Hint: the ten of diamonds from column 1 to free cell 5"),
    ("EH1-N-AAAAAAF", "s", "Hint: draw from the stock"),  # no card to nudge
])
def test_a_hint_is_written_on_the_message_line_too(app, code, move, text):
    """The outlines can be missed (a draw outlines only the stock): the hint is also
    written where reminders are, and said once."""
    from game.ui.assist import WON, Advice

    table = open_table(app, code)
    said = len(app.access.announcer.said)
    table.hints.show_advice(Advice(WON, table.game.parse(move), None))
    assert table.status.message.text == text
    assert [(a.kind, a.text) for a in app.access.announcer.said[said:]] == [("hint", text)]
