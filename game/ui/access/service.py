"""The window's accessibility service: the tree, the announcer and the platform adapter.

One :class:`Access` per window (``App.access``). The table and the scenes report what a
listener must hear to :meth:`Access.announce`; every frame :meth:`Access.update` runs the
actions a screen reader asked for (on the UI thread, where the game lives) and, only while
an assistive technology listens, sends the nodes of the tree that changed to the adapter.
When none listens nothing is built: the cost is one attribute test a frame.
"""

from __future__ import annotations

import logging
import queue
from typing import TYPE_CHECKING, Any

from game.ui.access.announcer import Announcement, Announcer
from game.ui.access.model import Tree, build_tree

if TYPE_CHECKING:
    from game.ui.services import Shell

log = logging.getLogger(__name__)


class Access:
    """The accessibility of one window.

    Args:
        app: the window.

    Attributes:
        announcer: where every announcement goes (:class:`~game.ui.access.announcer.Announcer`).
        adapter: the platform adapter (:mod:`game.ui.access.adapter`), or ``None`` when
            it is not started (screenshots, tests, no ``accesskit``).
        requests: actions asked from the tree by an assistive technology (from its
            thread), run on the UI thread by :meth:`update`.
    """

    def __init__(self, app: Shell) -> None:
        self.app = app
        self.announcer = Announcer()
        self.adapter: Any = None
        self.requests: queue.SimpleQueue[tuple[int, str, Any]] = queue.SimpleQueue()
        self.sent: Tree | None = None
        """The tree last sent to the adapter (the next update sends what changed)."""

    # ------------------------------------------------------------------ telling
    def announce(self, text: str, kind: str = "message", urgent: bool = False
                 ) -> Announcement | None:
        """Say ``text`` (translated) to a listener: the live region, speech."""
        said = self.announcer.announce(text, kind, urgent)
        if said is not None:
            self.app.request_frame()  # the tree's live region changes on the next frame
        return said

    @property
    def live_text(self) -> str:
        """The live region's text: the newest announcement."""
        last = self.announcer.last
        return last.text if last is not None else ""

    # ------------------------------------------------------------------ the tree
    def tree(self) -> Tree:
        """The tree of what the window shows now."""
        return build_tree(self.app.caption, self.app.current_view, self.live_text)

    def request(self, node: int, action: str, value: Any = None) -> None:
        """An assistive technology asks ``action`` of ``node`` (any thread)."""
        self.requests.put((node, action, value))
        try:
            self.app.request_frame()
        except Exception:  # noqa: BLE001 - another thread: the next frame runs it anyway
            pass

    def update(self) -> None:
        """Every frame: run the asked actions; send the tree's changes while listened to."""
        if self.requests.empty() and self.adapter is None:
            return
        while not self.requests.empty():
            node, action, value = self.requests.get_nowait()
            try:
                self.tree().act(node, action, value)
            except Exception:  # noqa: BLE001 - an action from outside never breaks a frame
                log.exception("accessibility action %s on %s failed", action, node)
        adapter = self.adapter
        if adapter is not None and adapter.active:
            tree = self.tree()
            adapter.send(tree, self.sent)
            self.sent = tree

    def close(self) -> None:
        """The window closes: the adapter stops."""
        if self.adapter is not None:
            self.adapter.close()
            self.adapter = None
