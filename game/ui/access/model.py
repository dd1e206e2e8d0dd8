"""The accessibility model: what the window shows, as a tree a screen reader can read.

:func:`build_tree` makes, from the view shown, a :class:`Tree` of plain :class:`Node`
values (role, name, states, value, actions, children) with stable ids, the keyboard focus
and the live region's text. It knows nothing of any platform: :mod:`game.ui.access.adapter`
hands the same tree to ``accesskit`` (AT-SPI, UI Automation, NSAccessibility), and tests
read it in process. A tree is made anew whenever it is asked for (the whole table is ~80
nodes); the adapter sends only the nodes that changed.

What goes in:

* every scene: its title, then its widgets in the order ``arcade.gui`` walks them
  (buttons with their selected or disabled state, sliders with their value, text fields
  with their text, labels), a row's label naming the slider or field after it; the focus
  is the scene's focus ring (:class:`~game.ui.views.basics.FocusRing`);
* the menu (drawn without widgets): its title and buttons;
* the table: each pile as a named group in the keyboard's order (the top row left to
  right, then the columns) with its cards as items ("seven of hearts", "face down"), the
  picked-up cards and the piles that would take them, the status line (score, moves,
  time, deal code) as a label, the status bar's buttons, a notice or the win panel with
  its buttons; the focus is the keyboard's (:class:`~game.ui.table.keyboard.KeyboardPlay`).

Actions from the tree (a screen reader's "press", "focus", "set value") run what a key or
click would (:meth:`Tree.act`), on the UI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from game.engine.cards import Card
from game.engine.table import CELL, COLUMN, FOUNDATION, STOCK, WASTE, Pile
from game.i18n import N_, _
from game.ui.access.names import (
    card_name,
    face_down,
    pile_summary,
)
from game.ui.access.reading import held_text

if TYPE_CHECKING:
    import arcade

# Roles (the adapter maps them to the platform's).
WINDOW, PANE, LABEL, BUTTON, SLIDER, TEXT_FIELD, GROUP, ITEM, STATUS, LIVE = (
    "window", "pane", "label", "button", "slider", "text field", "group", "item",
    "status", "live")

# Node ids: fixed ones, then ranges (piles by kind and index, cards by identity, widgets).
ROOT, VIEW, LIVE_ID, STATUS_ID, HELD_ID, NOTICE_ID, WIN_ID, ADD_ID = 1, 2, 3, 4, 5, 6, 7, 8
BAR_BUTTONS = 20
NOTICE_BUTTONS = 40
WIN_BUTTONS = 60
PILE_BASE = {COLUMN: 100, CELL: 140, FOUNDATION: 160, WASTE: 190, STOCK: 191}
CARD_BASE = 1000
WIDGET_BASE = 10_000
SUIT_ORDER = "SHDC"


def pile_id(pile: Pile) -> int:
    """The node id of a pile's group."""
    return PILE_BASE[pile.kind] + pile.index


def card_id(card: Card) -> int:
    """The node id of a card's item: its identity (rank, suit, copy), so a card keeps its
    node from pile to pile."""
    return CARD_BASE + card.copy * 52 + SUIT_ORDER.index(card.suit) * 13 + card.rank - 1


@dataclass(slots=True)
class Node:
    """One node of the tree (a plain value: two trees are compared node by node; never
    changed once made, though not frozen: a frozen dataclass is made ~3 times slower, and
    a table makes ~80 of them per change).

    Attributes:
        role: one of the role constants (``"button"``, ``"group"``, …).
        name: what a screen reader says first (translated).
        children: the ids of the nodes inside it, in reading order.
        value: a text field's text, a label's changing text, a slider's value as text.
        numeric: a slider's ``(value, minimum, maximum)``.
        states: ``"disabled"``, ``"selected"`` (a chosen option, a pressed toggle),
            ``"held"`` (a picked-up card), ``"target"`` (a pile that would take the
            picked-up cards), ``"face down"``.
        actions: ``"click"``, ``"focus"``, ``"set value"``.
        description: more about it (a choice's row: "Sound"; a target pile).
        bounds: where it is drawn, ``(left, top, right, bottom)`` in logical pixels from
            the window's top-left corner (screen readers' review, magnifiers), or ``None``.
    """

    role: str
    name: str
    children: tuple[int, ...] = ()
    value: str | None = None
    numeric: tuple[float, float, float] | None = None
    states: frozenset[str] = frozenset()
    actions: frozenset[str] = frozenset()
    description: str = ""
    bounds: tuple[float, float, float, float] | None = None


CLICK_FOCUS = frozenset({"click", "focus"})
FOCUS_ONLY = frozenset({"focus"})


@dataclass
class Tree:
    """A whole tree: its nodes by id, the root, the focused node and what the actions do.

    Attributes:
        nodes: every node by id.
        focus: the id of the node with the keyboard focus.
        root: the root's id (:data:`ROOT`).
        handlers: ``(id, action) -> callable`` for the actions the nodes offer (not part
            of the tree's value).
        actor: see below.
    """

    nodes: dict[int, Node]
    focus: int = ROOT
    root: int = ROOT
    handlers: dict[tuple[int, str], Callable[..., object]] = field(default_factory=dict,
                                                                   compare=False)
    actor: Callable[[int, str, Any], bool] | None = field(default=None, compare=False)
    """Runs an action no handler names (the table's piles and cards: one function for
    all, not two per card made on every change); returns whether it ran."""

    def act(self, node: int, action: str, value: Any = None) -> bool:
        """Run ``action`` (``"click"``, ``"focus"``, ``"set value"``) on node ``node``.

        Returns:
            Whether the node offers that action (it ran).
        """
        handler = self.handlers.get((node, action))
        if handler is None:
            return self.actor is not None and self.actor(node, action, value)
        if action == "set value":
            handler(value)
        else:
            handler()
        return True

    def walk(self, start: int | None = None) -> list[int]:
        """Node ids depth first from ``start`` (the root), in reading order."""
        out: list[int] = []
        stack = [self.root if start is None else start]
        while stack:
            nid = stack.pop()
            node = self.nodes.get(nid)
            if node is None:
                continue
            out.append(nid)
            stack.extend(reversed(node.children))
        return out

    def find(self, name: str, role: str | None = None) -> list[int]:
        """The ids of the nodes called exactly ``name`` (of ``role``), in reading order."""
        return [i for i in self.walk() if self.nodes[i].name == name
                and (role is None or self.nodes[i].role == role)]

    def parent(self, node: int) -> int | None:
        """The id of the node that has ``node`` among its children."""
        for nid, candidate in self.nodes.items():
            if node in candidate.children:
                return nid
        return None

    def changed(self, before: Tree | None) -> dict[int, Node]:
        """The nodes that differ from ``before`` (all of them when ``None``)."""
        if before is None:
            return dict(self.nodes)
        old = before.nodes
        return {nid: node for nid, node in self.nodes.items() if old.get(nid) != node}


class TreeBuilder:
    """Collects nodes and handlers while a tree is made."""

    def __init__(self) -> None:
        self.nodes: dict[int, Node] = {}
        self.handlers: dict[tuple[int, str], Callable[..., object]] = {}
        self.actor: Callable[[int, str, Any], bool] | None = None

    def add(self, nid: int, node: Node, **handlers: Callable[..., object]) -> int:
        self.nodes[nid] = node
        for action, handler in handlers.items():
            self.handlers[(nid, action.replace("_", " "))] = handler
        return nid


# ---------------------------------------------------------------------- where
def flipped(rect: Any, height: float) -> tuple[float, float, float, float] | None:
    """An arcade rectangle (y up from the bottom) as ``(left, top, right, bottom)`` from the
    top-left corner of a window ``height`` pixels tall; ``None`` for an empty one."""
    if rect is None or rect.width <= 0 or rect.height <= 0:
        return None
    return (rect.left, height - rect.top, rect.right, height - rect.bottom)


def card_box(layout: Any, pos: Any, pile: Pile, index: int
             ) -> tuple[float, float, float, float]:
    """Where card ``index`` of ``pile`` is drawn (its whole face), top-left based."""
    x, y = layout.card_center(pos, pile, index)
    hw, hh = layout.card_w / 2, layout.card_h / 2
    return (x - hw, layout.height - (y + hh), x + hw, layout.height - (y - hh))


def pile_box(layout: Any, pos: Any, pile: Pile) -> tuple[float, float, float, float] | None:
    """Where a pile is drawn: its place, and in a column every card of it."""
    if pile not in layout.origins:
        return None
    x, y = layout.origins[pile]
    hw, hh = layout.card_w / 2, layout.card_h / 2
    box = (x - hw, layout.height - (y + hh), x + hw, layout.height - (y - hh))
    cards = len(pos.cards(pile))
    if cards > 1:
        last = card_box(layout, pos, pile, cards - 1)
        box = (min(box[0], last[0]), box[1], max(box[2], last[2]), max(box[3], last[3]))
    return box


# ---------------------------------------------------------------------- the table
def table_nodes(b: TreeBuilder, table: Any) -> tuple[list[int], int]:
    """The table's nodes (``table`` a :class:`~game.ui.views.table.TableView`): returns
    the view's children and the focused node's id."""
    game = table.game
    pos = game.position
    suits = getattr(game.variant, "foundation_suits", "")
    keys = table.keys
    targets = set(table.cards.highlight) if keys.held is not None or \
        table.pointer.drag is not None else set()
    held_pile, held_index = keys.held if keys.held is not None else (None, -1)
    layout = table.cards.layout
    children: list[int] = []
    places: dict[int, tuple[Pile, int | None]] = {}
    b.actor = _pile_actor(keys, places)
    for pile in keys.all_piles():
        cards = pos.cards(pile)
        items: list[int] = []
        if pile.kind in (COLUMN, WASTE):
            shown = range(len(cards))
        elif pile.kind == STOCK:
            shown = range(0)  # face down: its group says how many
        else:
            shown = range(max(0, len(cards) - 1), len(cards))  # stacked: its top card
        for i in shown:
            card = cards[i]
            up = pos.is_face_up(pile, i) and pile.kind != STOCK
            states = {"held"} if pile == held_pile and i >= held_index else set()
            if not up:
                states.add("face down")
            nid = card_id(card)
            box = card_box(layout, pos, pile, i) if layout is not None else None
            b.nodes[nid] = Node(ITEM, card_name(card) if up else face_down(),
                                states=frozenset(states), actions=CLICK_FOCUS, bounds=box)
            places[nid] = (pile, i)
            items.append(nid)
        states = frozenset({"target"}) if pile in targets else frozenset()
        nid = pile_id(pile)
        b.add(nid, Node(GROUP, pile_summary(pos, pile, suits), tuple(items), states=states,
                        actions=CLICK_FOCUS,
                        description=_("takes the picked-up cards") if states else "",
                        bounds=pile_box(layout, pos, pile) if layout is not None else None))
        places[nid] = (pile, None)
        children.append(nid)
    if keys.held is not None:
        children.append(b.add(HELD_ID, Node(LABEL, held_text(table))))
    status = table.status
    line = ", ".join(t.text for t in status.texts.values() if t.text)
    children.append(b.add(STATUS_ID, Node(STATUS, line, value=line)))
    height = layout.height if layout is not None else 0.0
    for n, button in enumerate(status.buttons.values()):
        children.append(_drawn_button(b, BAR_BUTTONS + n, button, height))
    focus = -1
    panel = table.commands.choices_panel()
    for base, nid, shown_panel in ((NOTICE_BUTTONS, NOTICE_ID, table.notice),
                                   (WIN_BUTTONS, WIN_ID, table.win)):
        if shown_panel is None or not shown_panel.shown:
            continue
        ids = [_drawn_button(b, base + n, button, height)
               for n, button in enumerate(shown_panel.buttons)]
        children.append(b.add(nid, Node(PANE, shown_panel.banner.text, tuple(ids))))
        if shown_panel is panel and ids:
            focus = ids[table.commands.focus % len(ids)]
    if focus < 0:
        index = keys.focused_index()
        cards = pos.cards(keys.pile)
        if 0 <= index < len(cards) and card_id(cards[index]) in b.nodes:
            focus = card_id(cards[index])
        else:
            focus = pile_id(keys.pile) if pile_id(keys.pile) in b.nodes else VIEW
    return children, focus


def pile_order(cards: Any) -> list[Pile]:
    """The piles of a card table in reading order: the top row left to right, then the
    columns (as the keyboard walks them)."""
    pos = cards.game.position
    top = [p for p in pos.piles() if p.kind != COLUMN]
    layout = cards.layout
    if layout is not None:
        top = sorted((p for p in top if p in layout.origins),
                     key=lambda p: (-layout.origins[p][1], layout.origins[p][0]))
    return top + [p for p in pos.piles() if p.kind == COLUMN]


def card_view_nodes(b: TreeBuilder, view: Any) -> list[int]:
    """A view that shows cards without playing them (the Replay, the Examples): its
    caption, its piles and cards, a saved-game file's "Add to history" button, its control
    bar's status line and buttons."""
    children: list[int] = []
    n = 0
    for name in ("title_text", "caption_text"):
        text = getattr(view, name, None)
        if text is not None and text.text:
            children.append(b.add(WIDGET_BASE + n, Node(LABEL, text.text)))
            n += 1
    cards = view.cards
    pos = cards.game.position
    suits = getattr(cards.game.variant, "foundation_suits", "")
    for pile in pile_order(cards):
        items = []
        shown = range(len(pos.cards(pile))) if pile.kind in (COLUMN, WASTE) else (
            range(0) if pile.kind == STOCK else
            range(max(0, len(pos.cards(pile)) - 1), len(pos.cards(pile))))
        for i in shown:
            card = pos.cards(pile)[i]
            up = pos.is_face_up(pile, i)
            nid = card_id(card)
            b.add(nid, Node(ITEM, card_name(card) if up else face_down()))
            items.append(nid)
        children.append(b.add(pile_id(pile), Node(GROUP, pile_summary(pos, pile, suits),
                                                  tuple(items))))
    add = getattr(view, "add_button", None)
    if add is not None:  # a saved-game file's Replay: above the bar, read before it
        children.append(_drawn_button(b, ADD_ID, add))
    bar = getattr(view, "bar", None)
    if bar is not None:
        texts = getattr(bar, "texts", {})
        line = ", ".join(t.text for t in texts.values() if t.text)
        if line:
            children.append(b.add(STATUS_ID, Node(STATUS, line, value=line)))
        buttons = getattr(bar, "controls", {})
        for k, button in enumerate(buttons.values() if isinstance(buttons, dict) else buttons):
            children.append(_drawn_button(b, BAR_BUTTONS + k, button))
    return children


def _pile_actor(keys: Any, places: dict[int, tuple[Pile, int | None]]
                ) -> Callable[[int, str, Any], bool]:
    """The actions of the table's piles and cards: "focus" puts the keyboard's outline
    there, "click" also presses Enter (picks up, or drops what is held)."""
    def act(node: int, action: str, _value: Any) -> bool:
        place = places.get(node)
        if place is None or action not in ("focus", "click"):
            return False
        pile, index = place
        keys.focus(pile, index if pile.kind == COLUMN else None)
        if action == "click":
            keys.activate()
        return True
    return act


def _drawn_button(b: TreeBuilder, nid: int, button: Any, height: float = 0.0) -> int:
    """A :class:`~game.ui.button.DrawnButton` as a button node (``height``: the window's,
    for its bounds; 0: none)."""
    states = set()
    if not button.enabled:
        states.add("disabled")
    if getattr(button, "selected", False):
        states.add("selected")
    box = flipped(button.rect, height) if height else None
    return b.add(nid, Node(BUTTON, button.label, states=frozenset(states),
                           actions=CLICK_FOCUS, bounds=box), click=button.action)


# ---------------------------------------------------------------------- scenes
SCENE_TITLES = {"new-game": N_("New game"), "settings": N_("Settings"), "rules": N_("Rules"),
                "faq": N_("Rules"), "examples": N_("Examples"), "history": N_("History"),
                "statistics": N_("Statistics"), "about": N_("About")}
"""The title a screen reader says for each kept scene, by its name (the menu's buttons')."""


def scene_title(view: Any, name: str | None = None) -> str:
    """A scene's title: the kept scene ``name``'s (:data:`SCENE_TITLES`), else its
    frame's first text, else its first label, else ``""``."""
    if name in SCENE_TITLES:
        return _(SCENE_TITLES[name])
    frame = getattr(view, "_frame", None)
    if frame is not None and frame[1] is not None and frame[1].texts:
        return frame[1].texts[0].text
    texts = getattr(view, "_texts", None)
    if isinstance(texts, dict) and "title" in texts:
        return texts["title"].text
    ui = getattr(view, "ui", None)
    if ui is not None:
        from game.ui.gui import gui

        for widget in reading_order(ui):
            if isinstance(widget, gui.UILabel) and widget.text:
                return widget.text
    return ""


def widget_nodes(b: TreeBuilder, view: Any) -> tuple[list[int], int]:
    """The nodes of a widget scene's ``arcade.gui`` widgets (or the menu's drawn buttons)
    and the focused one's id (:data:`VIEW` when none has the focus). A picture button
    names itself with an ``access_name`` attribute, and says whether it is the chosen one
    with an ``access_selected()`` callable (Settings' card backs)."""
    from game.ui import palette
    from game.ui.gui import gui

    ring = list(getattr(view, "focus_items", []))
    focused = ring[view.focus] if 0 <= getattr(view, "focus", -1) < len(ring) else None
    children: list[int] = []
    focus = VIEW
    ids: dict[int, int] = {}

    def ring_focus(widget: Any) -> Callable[[], object]:
        def focus() -> None:
            if widget in view.focus_items:
                view.focus = view.focus_items.index(widget)
        return focus

    window = getattr(view, "window", None)
    height = float(window.height) if window is not None else 0.0

    def place(widget: Any, node: Node, **handlers: Callable[..., object]) -> None:
        nonlocal focus
        if height and node.bounds is None:
            node = replace(node, bounds=flipped(widget.rect, height))
        nid = WIDGET_BASE + len(ids)
        ids[id(widget)] = nid
        if widget in ring:
            handlers.setdefault("focus", ring_focus(widget))
        b.add(nid, node, **handlers)
        children.append(nid)
        if widget is focused:
            focus = nid

    ui = getattr(view, "ui", None)
    if ui is None:  # the menu: drawn buttons, and its line about the game in progress
        texts = getattr(view, "_texts", {})
        if isinstance(texts, dict) and "line" in texts and texts["line"].text:
            children.append(b.add(WIDGET_BASE + 500, Node(LABEL, texts["line"].text)))
        for widget in ring:
            states = frozenset({"disabled"}) if widget.disabled else frozenset()
            place(widget, Node(BUTTON, widget.label, states=states, actions=CLICK_FOCUS),
                  click=widget.action)
        message = getattr(view, "message", "")
        if message:  # a file set aside, told on the menu's footer
            children.append(b.add(WIDGET_BASE + 501, Node(LABEL, message)))
        return children, focus
    selected_bg = palette.SCENE_BUTTON_STATES["selected"]["bg"]
    row = ""
    title = scene_title(view)
    for widget in reading_order(ui):
        if isinstance(widget, gui.UILabel):
            text = widget.text.strip()
            if text and text != title:
                row = text
                place(widget, Node(LABEL, text))
        elif isinstance(widget, gui.UITextArea):
            if widget.text.strip():
                place(widget, Node(LABEL, widget.text.strip()))
        elif isinstance(widget, gui.UIInputText):
            place(widget, Node(TEXT_FIELD, row, value=widget.text,
                               actions=frozenset({"focus", "set value", "click"})),
                  set_value=_set_text(widget), click=_activate(widget))
        elif isinstance(widget, gui.UISlider):
            value = float(widget.value)
            place(widget, Node(SLIDER, row, value=f"{value:g}",
                               numeric=(value, float(widget.min_value),
                                        float(widget.max_value)),
                               actions=frozenset({"focus", "set value"})),
                  set_value=_set_slider(widget))
        elif isinstance(widget, (gui.UIFlatButton, gui.UITextureButton)):
            states = set()
            if widget.disabled:
                states.add("disabled")
            style = widget.style.get("normal") if isinstance(widget.style, dict) else None
            if style is not None and getattr(style, "bg", None) == selected_bg:
                states.add("selected")
            chosen = getattr(widget, "access_selected", None)  # a picture's choice
            if chosen is not None and chosen():
                states.add("selected")
            name = getattr(widget, "access_name", None) or widget.text
            place(widget, Node(BUTTON, name, states=frozenset(states),
                               actions=CLICK_FOCUS, description=row),
                  click=_activate(widget))
    return children, focus


def reading_order(ui: Any) -> list[Any]:
    """The visible widgets of a ``UIManager`` in reading order: layers from the bottom,
    each widget before its children, children in the order they were added (a box
    layout's order on screen); ``walk_widgets`` walks the other way, top-most first."""
    out: list[Any] = []

    from game.ui.gui import gui

    whole = (gui.UIFlatButton, gui.UITextureButton, gui.UIInputText, gui.UISlider)

    def visit(widget: Any) -> None:
        if not getattr(widget, "visible", True):
            return
        out.append(widget)
        if isinstance(widget, whole):
            return  # a button's own label is its name, not a label of the scene
        for child in widget.children:
            visit(child)

    for layer in sorted(ui.children):
        for widget in ui.children[layer]:
            visit(widget)
    return out


def _activate(widget: Any) -> Callable[[], object]:
    def click() -> None:
        action = getattr(widget, "action", None)
        if action is not None:
            action()
        elif hasattr(widget, "on_click"):
            widget.on_click(None)
    return click


def _set_text(widget: Any) -> Callable[[Any], object]:
    def set_value(value: Any) -> None:
        widget.text = str(value)
    return set_value


def _set_slider(widget: Any) -> Callable[[Any], object]:
    def set_value(value: Any) -> None:
        from game.ui.gui import gui

        old = widget.value
        widget.value = max(widget.min_value, min(widget.max_value, float(value)))
        widget.dispatch_event("on_change", gui.UIOnChangeEvent(widget, old, widget.value))
    return set_value


# ---------------------------------------------------------------------- the whole tree
def build_tree(window_title: str, view: arcade.View | None, live: str = "",
               scene_name: str | None = None, live_number: int = 0) -> Tree:
    """The tree of the window showing ``view``.

    Args:
        window_title: the window's title (translated), the root's name.
        view: the view shown (a table, a widget scene, the menu) or ``None``.
        live: the live region's text (the newest announcement).
        scene_name: the kept scene's name (``"settings"`` …), for its title.
        live_number: the live text's announcement number (see the live node).

    Returns:
        The tree, its focus on the keyboard's focus.
    """
    b = TreeBuilder()
    root_children = [VIEW, LIVE_ID]
    focus = VIEW
    if view is not None and hasattr(view, "keys") and hasattr(view, "cards"):
        children, focus = table_nodes(b, view)
        title = _(view.game.variant.title)
    elif view is not None and hasattr(view, "cards"):
        children = card_view_nodes(b, view)
        caption = getattr(view, "title_text", None)
        title = scene_title(view, scene_name) or (caption.text if caption is not None
                                                  else _("Replay"))
    elif view is not None:
        children, focus = widget_nodes(b, view)
        title = scene_title(view, scene_name)
    else:
        children, title = [], ""
    b.add(VIEW, Node(PANE, title, tuple(children)))
    # The value differs between two equal announcements in a row (a no-break space more or
    # less): a platform reports a live region only when its text changes, and the same
    # refusal twice must be heard twice.
    b.add(LIVE_ID, Node(LIVE, live, value=live + "\u00a0" * (live_number % 2)))
    b.add(ROOT, Node(WINDOW, window_title, tuple(root_children)))
    return Tree(b.nodes, focus, ROOT, b.handlers, b.actor)
