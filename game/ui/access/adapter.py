"""The platform's accessibility API for the window, through ``accesskit``.

An OpenGL window has no widgets a screen reader could see; ``accesskit`` publishes the
tree of :mod:`game.ui.access.model` instead: AT-SPI on Linux and the BSDs (its Unix adapter
runs its own thread beside pyglet's event loop), UI Automation on Windows (subclassing the
window pyglet made, by its ``HWND``) and NSAccessibility on macOS (subclassing pyglet's
``NSView``). ``accesskit`` activates lazily: until an assistive technology asks, nothing
is built and :attr:`PlatformAdapter.active` stays false.

Two facts of ``accesskit`` 0.7.0 shape this module:

* an exception raised inside any callback the adapter calls (activation, action,
  deactivation, the update factory) panics the adapter's thread and poisons it for the
  rest of the run: every callback here is guarded and does nothing that can fail (the
  activation handler only sets a flag and returns ``None``, the "tree not ready" answer;
  the next frame sends the whole tree from the UI thread, as ``accesskit`` then requires;
  the update factory returns an update made before it is called);
* ``accesskit.Tree`` has no application name in 0.7.0: AT-SPI lists the application by
  its process name (the frozen app is called after the game).

Actions from the screen reader arrive on the adapter's thread and are queued for the UI
thread (:meth:`~game.ui.access.service.Access.request`).
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import Any

from game.ui.access.model import (
    BUTTON,
    GROUP,
    ITEM,
    LABEL,
    LIVE,
    PANE,
    SLIDER,
    STATUS,
    TEXT_FIELD,
    WINDOW,
    Node,
    Tree,
)

log = logging.getLogger(__name__)

TOOLKIT = "harp-and-eight (arcade)"
"""What the tree says made it (``accesskit.Tree.toolkit_name``)."""


def load_accesskit() -> Any | None:
    """The ``accesskit`` module, or ``None`` when it cannot be imported (a platform
    without a wheel: the game plays on without a tree)."""
    try:
        import accesskit
    except Exception as error:  # noqa: BLE001 - any failure to load means "no adapter"
        log.info("accesskit is not available: %s", error)
        return None
    return accesskit


def role_of(ak: Any, node: Node) -> Any:
    """The ``accesskit.Role`` of a model node."""
    return {
        WINDOW: ak.Role.WINDOW, PANE: ak.Role.PANE, LABEL: ak.Role.LABEL,
        BUTTON: ak.Role.BUTTON, SLIDER: ak.Role.SLIDER, TEXT_FIELD: ak.Role.TEXT_INPUT,
        GROUP: ak.Role.LIST, ITEM: ak.Role.LIST_ITEM, STATUS: ak.Role.STATUS,
        LIVE: ak.Role.LABEL,
    }.get(node.role, ak.Role.GENERIC_CONTAINER)


def to_accesskit(ak: Any, node: Node, urgent: bool = False, scale: float = 1.0) -> Any:
    """An ``accesskit.Node`` for a model node (``urgent``: the live region interrupts;
    ``scale``: physical pixels per logical pixel, for its bounds).

    Text nodes (labels, the status line, the live region) carry their text as label and
    value: screen readers read a label's value as its text, a live region's changes as
    announcements.
    """
    out = ak.Node(role_of(ak, node))
    if node.name:
        out.set_label(node.name)
    if node.role in (LABEL, STATUS):
        out.set_value(node.name)
    elif node.value is not None:
        out.set_value(node.value)
    if node.description:
        out.set_description(node.description)
    if node.children:
        out.set_children(list(node.children))
    if node.numeric is not None:
        value, low, high = node.numeric
        out.set_numeric_value(value)
        out.set_min_numeric_value(low)
        out.set_max_numeric_value(high)
    if node.bounds is not None:
        left, top, right, bottom = (v * scale for v in node.bounds)
        out.set_bounds(ak.Rect(left, top, right, bottom))
    states = node.states
    if "disabled" in states:
        out.set_disabled()
    if "selected" in states:
        out.set_toggled(ak.Toggled.TRUE)
    if "held" in states:
        out.set_selected(True)
    if node.role == LIVE:
        out.set_live(ak.Live.ASSERTIVE if urgent else ak.Live.POLITE)
    for action in sorted(node.actions):  # click first: the default action
        out.add_action({"click": ak.Action.CLICK, "focus": ak.Action.FOCUS,
                        "set value": ak.Action.SET_VALUE}[action])
    return out


def tree_update(ak: Any, tree: Tree, before: Tree | None, urgent: bool = False,
                scale: float = 1.0) -> Any:
    """The ``accesskit.TreeUpdate`` from ``before`` to ``tree``: every node when ``before``
    is ``None`` (with the tree's root), else only the nodes that changed; the focus always."""
    # (a focus or child naming a node the tree lacks would panic the adapter's thread)
    update = ak.TreeUpdate(tree.focus if tree.focus in tree.nodes else tree.root)
    if before is None:
        root = ak.Tree(tree.root)
        root.toolkit_name = TOOLKIT
        update.tree = root
    for nid, node in tree.changed(before).items():
        update.nodes.append((nid, to_accesskit(ak, node, urgent, scale)))
    return update


def guarded(what: str, callback: Callable[..., Any], default: Any = None
            ) -> Callable[..., Any]:
    """``callback`` that never raises (an exception inside ``accesskit``'s thread would
    poison the adapter): a failure is logged and ``default`` returned."""
    def call(*args: Any) -> Any:
        try:
            return callback(*args)
        except BaseException:  # noqa: BLE001 - nothing may cross into the adapter's thread
            try:
                log.exception("accessibility callback %s failed", what)
            except BaseException:  # noqa: BLE001, S110 - not even a failing log
                pass
            return default
    return call


class PlatformAdapter:
    """The window's ``accesskit`` adapter on this platform.

    Args:
        window: the pyglet window (its native handle, on Windows and macOS).
        request: called ``(node id, action, value)`` for an action asked by the assistive
            technology (from its thread).
        ak: the ``accesskit`` module.
        wake: called from any thread when the tree is asked for (the frame loop wakes).

    Attributes:
        active: an assistive technology is listening (the tree is sent).
        full: the next :meth:`send` sends the whole tree (just activated).
    """

    def __init__(self, window: Any, request: Callable[[int, str, Any], object],
                 ak: Any, wake: Callable[[], object] = lambda: None) -> None:
        self.ak = ak
        self._wake = wake
        self.active = False
        self.full = False
        self._request = request
        activate = guarded("activation", self._activate)
        act = guarded("action", self._act)
        deactivate = guarded("deactivation", self._deactivate)
        self.platform = sys.platform
        if sys.platform.startswith("win"):  # pragma: no cover - Windows only
            hwnd = window._hwnd
            self.native = ak.windows.SubclassingAdapter(hwnd, activate, act)
        elif sys.platform == "darwin":  # pragma: no cover - macOS only
            # pyglet's NSWindow subclass forwards focus questions to its content view,
            # which the adapter subclasses.
            ak.macos.add_focus_forwarder_to_window_class("PygletWindow")
            self.native = ak.macos.SubclassingAdapter.for_window(window._nswindow.ptr,
                                                                 activate, act)
        else:
            self.native = ak.unix.Adapter(activate, act, deactivate)

    # ------------------------------------------------------------------ callbacks
    def _activate(self) -> None:
        """An assistive technology asked for the tree (its thread, or the window's): the
        next frame sends it whole (``None`` now: "not ready", nothing here can fail)."""
        self.full = True
        self.active = True
        self._wake()
        return None

    def _deactivate(self) -> None:
        self.active = False
        self.full = False

    def _act(self, request: Any) -> None:
        ak = self.ak  # (accesskit's enums are not hashable: compared one by one)
        names = ((ak.Action.CLICK, "click"), (ak.Action.FOCUS, "focus"),
                 (ak.Action.SET_VALUE, "set value"))
        action = next((name for value, name in names if request.action == value), None)
        if action is None:
            return
        value = None
        if request.data is not None:
            value = request.data[1]
        self._request(int(request.target), action, value)

    # ------------------------------------------------------------------ the UI thread
    def send(self, tree: Tree, before: Tree | None, urgent: bool = False,
             scale: float = 1.0) -> None:
        """Send ``tree`` (what changed since ``before``; whole after an activation;
        ``scale``: the window's physical pixels per logical pixel)."""
        if self.full:
            self.full = False
            before = None
        update = tree_update(self.ak, tree, before, urgent, scale)
        events = self.native.update_if_active(lambda: update)
        if events is not None:  # Windows and macOS queue the events to raise here
            events.raise_events()

    def window_bounds(self, x: float, y: float, width: float, height: float) -> None:
        """Where the window's inside is on the screen (physical pixels; X11 only: AT-SPI
        asks screen coordinates of the adapter, which cannot learn them itself)."""
        native = self.native
        if hasattr(native, "set_root_window_bounds"):
            rect = self.ak.Rect(x, y, x + width, y + height)
            native.set_root_window_bounds(rect, rect)

    def window_focus(self, focused: bool) -> None:
        """The window gained or lost the keyboard focus."""
        native = self.native
        if hasattr(native, "update_window_focus_state"):
            events = native.update_window_focus_state(focused)
        else:  # pragma: no cover - macOS
            events = native.update_view_focus_state(focused)
        if events is not None:  # pragma: no cover - Windows and macOS
            events.raise_events()

    def close(self) -> None:
        """Stop publishing (the native adapter is dropped)."""
        self.active = False
        self.native = None
