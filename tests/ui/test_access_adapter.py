"""The tree handed to accesskit (game.ui.access.adapter): nodes, updates and guarded
callbacks, in process (the bus itself: test_access_bus.py)."""

from __future__ import annotations

import pytest

from game.engine.deal import parse_code
from game.ui.access import adapter
from game.ui.access.model import GROUP, ITEM, LIVE, ROOT

ak = pytest.importorskip("accesskit")
CODE = "EO1-C8-AAAAAFA"


def test_the_whole_table_goes_to_accesskit_with_its_names_roles_and_focus(app):
    app.nav.start(parse_code(CODE), animate=False)
    tree = app.access.tree()
    update = adapter.tree_update(ak, tree, None)
    assert update.tree.root == ROOT and update.focus == tree.focus
    sent = dict(update.nodes)
    assert sent.keys() == tree.nodes.keys()
    for nid, node in tree.nodes.items():
        assert (sent[nid].label or "") == node.name
        assert list(sent[nid].children) == list(node.children)
    column = tree.find("Column 1, 6 cards")[0]
    assert sent[column].role == ak.Role.LIST
    assert sent[tree.nodes[column].children[0]].role == ak.Role.LIST_ITEM
    assert sent[tree.find("Undo")[0]].is_disabled
    live = [i for i in tree.nodes if tree.nodes[i].role == LIVE][0]
    assert sent[live].live == ak.Live.POLITE
    assert sent[live].value.rstrip("\u00a0") == tree.nodes[live].name


def test_the_same_refusal_twice_changes_the_live_region_twice(app):
    app.nav.start(parse_code(CODE), animate=False)
    values = []
    for _ in range(2):
        app.access.announce("An empty column takes only a king.", "reminder", urgent=True)
        tree = app.access.tree()
        live = [i for i in tree.nodes if tree.nodes[i].role == LIVE][0]
        values.append(dict(adapter.tree_update(ak, tree, None, urgent=True).nodes)[live].value)
    assert values[0] != values[1]
    assert {v.strip() for v in values} == {"An empty column takes only a king."}


def test_after_a_move_only_what_changed_is_sent(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    before = app.access.tree()
    table.play(table.game.parse("1>c5"))
    after = app.access.tree()
    update = adapter.tree_update(ak, after, before, urgent=False)
    names = sorted(after.nodes[nid].name for nid, _node in update.nodes)
    assert update.tree is None
    assert names == sorted([
        "Column 1, 5 cards", "Free cell 5, ten of diamonds", "ten of diamonds",
        "Eight Off, Score: 0, Moves: 1, 0:00, EO1-C8-AAAAAFA", "Undo",
        "the ten of diamonds from column 1 to free cell 5"])
    assert update.focus == after.focus  # (the card's node: its place on the screen)
    card = [nid for nid, _node in update.nodes if after.nodes[nid].name == "ten of diamonds"]
    moved = dict(update.nodes)[card[0]].bounds
    cell = dict(update.nodes)[[nid for nid, _n in update.nodes
                               if after.nodes[nid].name.startswith("Free cell 5")][0]].bounds
    assert (moved.x0, moved.y0, moved.x1, moved.y1) == (cell.x0, cell.y0, cell.x1, cell.y1)


def test_a_failing_callback_never_reaches_the_adapter_thread():
    def boom(*_args):
        raise RuntimeError("in a callback")

    assert adapter.guarded("test", boom, default=7)(1, 2) == 7
    assert adapter.guarded("test", lambda: 3)() == 3


def test_screen_reader_actions_run_on_the_ui_thread(app):
    from game.engine.table import COLUMN, Pile
    from game.ui.access.model import pile_id

    table = app.nav.start(parse_code(CODE), animate=False)
    app.access.request(pile_id(Pile(COLUMN, 4)), "focus")
    assert table.keys.pile != Pile(COLUMN, 4)  # queued, not run on the asking thread
    app.access.update()
    assert table.keys.pile == Pile(COLUMN, 4)
    tree = app.access.tree()
    assert tree.nodes[tree.focus].role == ITEM
    assert tree.parent(tree.focus) == pile_id(Pile(COLUMN, 4))
    assert tree.nodes[pile_id(Pile(COLUMN, 4))].role == GROUP
    app.access.request(999_999, "click")  # an unknown node: nothing, and no error
    app.access.update()
