"""The accessibility tree (game.ui.access): a blind player wins Eight Off from its names.

The player here never looks at the screen nor asks the engine where a card is: it reads
the tree the game hands to the accessibility adapter (``App.access.tree()``), finds the
card a move needs by its spoken name, presses keys through the real window until the
tree's focus is on that card, and again until it is on the destination pile. After every
move it rebuilds the whole position from the tree's names alone and compares it with the
engine's. Refusals, undo, the win and the Leave question arrive as live announcements in
the UI's language; a language switch renames the tree at once.
"""

from __future__ import annotations

import arcade
import pytest
from conftest import key
from won_lines import EO130_WON_LOG

from game.engine.cards import Card
from game.engine.deal import parse_code
from game.engine.events import Action
from game.engine.game import Game
from game.engine.moves import Move
from game.engine.table import CELL, COLUMN, FOUNDATION, Pile
from game.i18n import set_language
from game.reminders import reminder_text
from game.ui.access.model import GROUP, ITEM, LIVE, Tree, card_id
from game.ui.access.names import card_name, pile_title, rank_up_to, suit_name

CODE = "EO1-C8-AAAAAFA"
SUITS = "SHDC"


def names_to_cards() -> dict[str, Card]:
    """Every card by its spoken name in the current language."""
    return {card_name(Card(rank, suit)): Card(rank, suit)
            for suit in SUITS for rank in range(1, 14)}


def group(tree: Tree, title: str) -> int:
    """The id of the pile group whose name starts with ``title`` and a comma."""
    found = [i for i in tree.walk() if tree.nodes[i].role == GROUP
             and tree.nodes[i].name.startswith(title + ",")]
    assert len(found) == 1, (title, found)
    return found[0]


def position_from_names(tree: Tree) -> dict[str, list]:
    """The position as the tree's names say it: columns and cells as card lists,
    foundations as (suit, height)."""
    cards = names_to_cards()
    ranks = {rank_up_to(r): r for r in range(1, 14)}
    out: dict[str, list] = {"columns": [], "cells": [], "foundations": []}
    for n in range(1, 9):
        gid = group(tree, pile_title(Pile(COLUMN, n - 1)))
        out["columns"].append([cards[tree.nodes[i].name] for i in tree.nodes[gid].children])
    for n in range(1, 9):
        gid = group(tree, pile_title(Pile(CELL, n - 1)))
        items = [cards[tree.nodes[i].name] for i in tree.nodes[gid].children]
        out["cells"].append(items[0] if items else None)
    for n, suit in enumerate(SUITS):
        gid = group(tree, pile_title(Pile(FOUNDATION, n), SUITS))
        name = tree.nodes[gid].name
        height = 0
        for word, rank in ranks.items():
            if name.endswith(" " + word):
                height = rank
        out["foundations"].append((suit_name(suit), height))
    return out


def position_of_engine(game: Game) -> dict[str, list]:
    pos = game.position
    return {"columns": [list(c) for c in pos.columns],
            "cells": list(pos.cells),
            "foundations": [(suit_name(s), len(f)) for s, f in zip(SUITS, pos.foundations,
                                                                    strict=True)]}


def focused(app) -> tuple[Tree, str]:
    tree = app.access.tree()
    return tree, tree.nodes[tree.focus].name


def focus_in(tree: Tree, gid: int) -> bool:
    return tree.focus == gid or tree.focus in tree.nodes[gid].children


def go_to_card(app, pile: Pile, name: str) -> None:
    """Keys until the tree's focus is on the card called ``name`` in ``pile``."""
    if pile.kind == COLUMN:
        key(app, getattr(arcade.key, f"KEY_{pile.index + 1}"))
        for _ in range(20):
            tree, now = focused(app)
            if now == name and focus_in(tree, group(tree, pile_title(pile))):
                return
            key(app, arcade.key.UP)
    else:
        for _ in range(12):
            key(app, arcade.key.C)
            tree, now = focused(app)
            if now == name and focus_in(tree, group(tree, pile_title(pile))):
                return
    raise AssertionError(f"the keys never reached {name} in {pile}")


def go_to_pile(app, pile: Pile) -> None:
    """Keys until the tree's focus is in ``pile``'s group."""
    if pile.kind == COLUMN:
        key(app, getattr(arcade.key, f"KEY_{pile.index + 1}"))
        tree, _name = focused(app)
        assert focus_in(tree, group(tree, pile_title(pile)))
        return
    symbol = arcade.key.F if pile.kind == FOUNDATION else arcade.key.C
    for _ in range(12):
        key(app, symbol)
        tree, _name = focused(app)
        if pile.kind == FOUNDATION and pile.index < 0:
            if tree.nodes[tree.focus].role in (GROUP, ITEM) and any(
                    focus_in(tree, group(tree, pile_title(Pile(FOUNDATION, i), SUITS)))
                    for i in range(4)):
                return
        elif focus_in(tree, group(tree, pile_title(pile, SUITS))):
            return
    raise AssertionError(f"the keys never reached {pile}")


def test_a_blind_player_wins_eight_off_from_the_tree_names(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    game = table.game
    assert position_from_names(app.access.tree()) == position_of_engine(game)
    for text in EO130_WON_LOG:
        # The stored line says which piles; the tree says which card that is.
        trial = Game.from_log(game.spec, list(game.log))
        action = trial.push(trial.parse(text))
        assert isinstance(action, Action)
        move = action.move
        tree = app.access.tree()
        src = group(tree, pile_title(move.src, SUITS))
        items = tree.nodes[src].children
        name = tree.nodes[items[len(items) - move.count]].name
        go_to_card(app, move.src, name)
        key(app, arcade.key.ENTER)
        held = app.access.tree()
        assert any(held.nodes[i].name.startswith("Picked up: " + name) for i in held.walk())
        go_to_pile(app, move.dst)
        key(app, arcade.key.ENTER)
        assert list(game.log)[-1] == str(action.move), (text, game.log[-1])
        assert position_from_names(app.access.tree()) == position_of_engine(game), text
    assert game.is_won
    said = app.access.announcer.said
    assert said[-1].kind == "win" and said[-1].text.startswith("You won!")
    tree = app.access.tree()
    assert tree.nodes[[i for i in tree.walk() if tree.nodes[i].role == LIVE][0]].name \
        == said[-1].text


@pytest.mark.parametrize("lang", ["en", "hr", "ru"])
def test_a_refused_move_is_a_live_announcement_in_the_ui_language(app, lang):
    app.services.prefs.apply_language(lang)
    table = app.nav.start(parse_code(CODE), animate=False)
    move = Move(Pile(COLUMN, 0), Pile(COLUMN, 1), 1)  # ten of diamonds on five of clubs
    key(app, arcade.key.KEY_1)
    key(app, arcade.key.ENTER)
    key(app, arcade.key.KEY_2)
    key(app, arcade.key.ENTER)
    rejection = table.game.push(move)
    expected = reminder_text(rejection.rule, table.game.position, move)
    said = app.access.announcer.said[-1]
    assert (said.kind, said.text, said.urgent) == ("reminder", expected, True)
    tree = app.access.tree()
    live = [tree.nodes[i] for i in tree.walk() if tree.nodes[i].role == LIVE]
    assert [n.name for n in live] == [expected]


def test_a_language_switch_renames_the_tree_at_once(app):
    app.nav.start(parse_code(CODE), animate=False)
    english = app.access.tree()
    assert group(english, "Column 1")
    assert english.nodes[english.focus].name == "ten of diamonds"
    for lang, column, ten in (("hr", "Stupac 1", "desetka karo"),
                              ("ru", "Столбец 1", "десятка бубен")):
        app.services.prefs.apply_language(lang)
        tree = app.access.tree()
        assert group(tree, column)
        assert tree.nodes[tree.focus].name == ten
        names = [tree.nodes[i].name for i in tree.walk()]
        assert not any("Column" in n or " of " in n for n in names), names
    set_language("en")


def test_undo_and_redo_are_announced_with_the_cards(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    table.play(table.game.parse("1>c5"))
    assert app.access.announcer.last.text == "the ten of diamonds from column 1 to free cell 5"
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    assert (app.access.announcer.last.kind, app.access.announcer.last.text) == (
        "undo", "Undone: the ten of diamonds from column 1 to free cell 5")
    key(app, arcade.key.Y, arcade.key.MOD_CTRL)
    assert app.access.announcer.last.text.startswith("Redone: the ten of diamonds")


def test_the_leave_question_is_announced(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    table.play(table.game.parse("1>c5"))
    key(app, arcade.key.F2)
    said = app.access.announcer.last
    assert said.kind == "question" and said.text.startswith("Leave this game?")
    tree = app.access.tree()
    assert [tree.nodes[i].name for i in tree.walk() if tree.nodes[i].role == "button"][:2] \
        == ["Keep playing", "Leave"]
    assert tree.nodes[tree.focus].name == "Keep playing"


def test_a_hint_is_announced_with_its_card_and_piles(app):
    from game.ui.assist import WON, Advice

    table = app.nav.start(parse_code(CODE), animate=False)
    table.hints.show_advice(Advice(WON, table.game.parse("1>c5"), None))
    assert (app.access.announcer.last.kind, app.access.announcer.last.text) == (
        "hint", "Hint: the ten of diamonds from column 1 to free cell 5")


def test_the_picked_up_cards_and_their_targets_are_in_the_tree(app):
    app.nav.start(parse_code(CODE), animate=False)
    key(app, arcade.key.KEY_1)
    key(app, arcade.key.ENTER)
    tree = app.access.tree()
    held = [tree.nodes[i].name for i in tree.walk() if tree.nodes[i].role == "label"
            and tree.nodes[i].name.startswith("Picked")]
    assert held == ["Picked up: ten of diamonds. It can go to: Free cell 5, Free cell 6, "
                    "Free cell 7, Free cell 8."]
    targets = [tree.nodes[i].name for i in tree.walk() if "target" in tree.nodes[i].states]
    assert targets == [f"Free cell {n}, empty" for n in range(5, 9)]
    assert "held" in tree.nodes[tree.focus].states
    assert app.access.announcer.last.kind == "pickup"
    assert app.access.announcer.last.text == held[0]


def test_the_menu_and_a_scene_are_read_with_their_focus(app):
    app.nav.show_menu()
    tree = app.access.tree()
    buttons = [tree.nodes[i].name for i in tree.walk() if tree.nodes[i].role == "button"]
    assert "Settings" in buttons and "Quit" in buttons
    assert tree.nodes[2].name == "Easy Harp & Eight Off"
    first = tree.nodes[tree.focus].name
    key(app, arcade.key.DOWN)
    assert app.access.tree().nodes[app.access.tree().focus].name != first
    app.nav.show_view(app.nav.scene("settings"))
    tree = app.access.tree()
    roles = {tree.nodes[i].role for i in tree.walk()}
    assert {"button", "slider", "label"} <= roles
    assert any("selected" in tree.nodes[i].states for i in tree.walk())
    key(app, arcade.key.TAB)
    tree = app.access.tree()
    view = app.current_view
    assert tree.nodes[tree.focus].role in ("button", "slider")
    assert view.focus >= 0
    # An action from the tree moves the focus ring there.
    other = [i for i in tree.walk() if tree.nodes[i].role == "button" and i != tree.focus][3]
    assert tree.act(other, "focus")
    assert app.access.tree().focus == other


def test_the_reading_keys_read_the_pile_status_foundations_and_repeat(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    table.play(table.game.parse("1>c5"))
    said = app.access.announcer
    key(app, arcade.key.KEY_5)
    key(app, arcade.key.R)
    assert (said.last.kind, said.last.text) == (
        "reading", "Column 5, 6 cards: six of diamonds, six of clubs, ace of clubs, "
        "king of clubs, queen of clubs, seven of hearts")
    key(app, arcade.key.T)
    assert said.last.text == "Eight Off, Score: 0, Moves: 1, 0:00, EO1-C8-AAAAAFA"
    key(app, arcade.key.F, arcade.key.MOD_SHIFT)
    assert said.last.text == ("Foundation spades, empty; Foundation hearts, empty; "
                              "Foundation diamonds, empty; Foundation clubs, empty")
    assert table.keys.pile == Pile(COLUMN, 4)  # reading moves nothing
    key(app, arcade.key.A)
    assert (said.last.kind, said.last.text) == ("repeat", said.said[-2].text)
    app.services.prefs.apply_language("hr")
    key(app, arcade.key.R)
    assert said.last.text.startswith("Stupac 5, 6 karata: šestica karo, šestica tref, as tref")


@pytest.mark.parametrize("name", ["menu", "new-game", "settings", "rules", "faq", "history",
                                  "statistics", "about", "examples"])
def test_every_scene_has_a_titled_tree_with_named_buttons(app, name):
    app.nav.show_view(app.nav.scene(name))
    for _ in range(3):
        app.dispatch_event("on_update", 1 / 60)
        app.on_draw()
    tree = app.access.tree()
    view = tree.nodes[tree.nodes[tree.root].children[0]]
    assert view.name, name
    buttons = [tree.nodes[i] for i in tree.walk() if tree.nodes[i].role == "button"]
    assert all(b.name for b in buttons), name
    labels = [tree.nodes[i].name for i in tree.walk() if tree.nodes[i].role == "label"]
    assert not set(labels) & {b.name for b in buttons}, "a button's label read twice"
    if name == "examples":
        assert any(tree.nodes[i].role == GROUP for i in tree.walk())


def test_the_tree_says_where_each_card_and_button_is_drawn(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    table.play(table.game.parse("1>c5"))
    table.settle()
    tree = app.access.tree()
    height = app.height
    pos = table.game.position
    for pile in pos.piles():
        for card in pos.cards(pile):
            left, top, right, bottom = tree.nodes[card_id(card)].bounds
            sprite = table.cards.sprites[card]
            assert (left + right) / 2 == pytest.approx(sprite.center_x)
            assert (top + bottom) / 2 == pytest.approx(height - sprite.center_y)
    undo = tree.nodes[tree.find("Undo")[0]].bounds
    rect = table.status.buttons["undo"].rect
    assert undo == (rect.left, height - rect.top, rect.right, height - rect.bottom)


def test_a_screen_reader_presses_buttons_and_sets_the_volume_from_the_tree(app):
    view = app.nav.scene("settings")
    app.nav.show_view(view)
    tree = app.access.tree()
    slider = [i for i in tree.walk() if tree.nodes[i].role == "slider"][0]
    assert tree.nodes[slider].name == "Sound" and tree.nodes[slider].numeric[1:] == (0, 100)
    assert tree.act(slider, "set value", 35)
    assert app.services.settings.volume == 35
    accessibility = tree.find("Accessibility", "button")[0]
    assert tree.act(accessibility, "click")
    view.finish_filling()
    tree = app.access.tree()
    assert tree.find("Speak", "label") and "selected" in tree.nodes[
        tree.find("Accessibility", "button")[0]].states
    table = app.nav.start(parse_code(CODE), animate=False)
    table.play(table.game.parse("1>c5"))
    tree = app.access.tree()
    assert tree.act(tree.find("Undo", "button")[0], "click")
    assert app.access.announcer.last.kind == "undo"


def test_easy_harp_reads_face_down_cards_the_stock_draws_and_the_redeal(app):
    table = app.nav.start(parse_code("EH1-N-AAAAAAF"), animate=False)
    tree = app.access.tree()
    ninth = group(tree, "Column 9")
    assert tree.nodes[ninth].name == "Column 9, 9 cards, 8 face down"
    items = [tree.nodes[i] for i in tree.nodes[ninth].children]
    assert [i.name for i in items[:8]] == ["face down"] * 8 and items[8].name != "face down"
    assert tree.nodes[group(tree, "Stock")].name == "Stock, 59 cards"
    assert tree.nodes[group(tree, "Waste")].name == "Waste, empty"
    key(app, arcade.key.S)
    top = table.game.position.cards(Pile("waste"))[-1]
    assert app.access.announcer.last.text == f"Drawn: {card_name(top)}"
    assert app.access.tree().nodes[group(app.access.tree(), "Waste")].name == (
        f"Waste, 1 card, {card_name(top)} on top")
    for _ in range(58):
        key(app, arcade.key.S)
    key(app, arcade.key.S)
    said = app.access.announcer.last
    assert (said.kind, said.text) == ("redeal",
                                      "The waste is turned over: 59 cards in the stock")
    app.services.prefs.apply_language("hr")
    tree = app.access.tree()
    assert tree.nodes[group(tree, "Stupac 9")].name == "Stupac 9, 9 karata, 8 skrivenih"
    assert tree.nodes[group(tree, "Hrpa za vuču")].name == "Hrpa za vuču, 59 karata"
