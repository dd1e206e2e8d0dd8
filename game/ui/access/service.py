"""The window's accessibility service: the tree, the announcer and the platform adapter.

One :class:`Access` per window (``App.access``, the services' ``access``). The table and
the scenes report what a listener must hear to :meth:`Access.announce`; every frame
:meth:`Access.update` runs the actions a screen reader asked for (on the UI thread, where
the game lives) and, only while an assistive technology listens, sends the nodes of the
tree that changed to the adapter. When none listens nothing is built: the cost is one
attribute test a frame.
"""

from __future__ import annotations

import logging
import os
import queue
import sys
from typing import TYPE_CHECKING, Any, Protocol

from game.i18n import language
from game.ui.access.announcer import Announcement, Announcer
from game.ui.access.speech import Speech, system_engine

if TYPE_CHECKING:
    from game.ui.access.model import Tree
    from game.ui.services import Navigator, Services


class AccessWindow(Protocol):
    """The window (an ``arcade.Window``), and what the accessibility reads of it besides: the
    settings and whether it is read-only (:attr:`services`), the kept scenes' names
    (:attr:`nav`)."""

    services: Services
    nav: Navigator


log = logging.getLogger(__name__)

ENVIRONMENT = "HARP_EIGHT_ACCESSIBILITY"
"""``0``: never start the accessibility adapter; ``1``: start it even when arcade runs
headless (the accessibility bus test)."""

SUBCLASSING = ("win32", "darwin")
"""Platforms whose adapter subclasses the native window: ``accesskit`` wants it made before
the window is first shown or focused, so it starts with the window (:meth:`Access.start`
``early``); elsewhere after the first frame."""


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

    def __init__(self, app: AccessWindow) -> None:
        self.app = app
        self.announcer = Announcer()
        self.adapter: Any = None
        self.requests: queue.SimpleQueue[tuple[int, str, Any]] = queue.SimpleQueue()
        self.sent: Tree | None = None
        """The tree last sent to the adapter (the next update sends what changed)."""
        self.speech: Speech | None = None
        """Speech without a screen reader (made when Settings → Speak is first on)."""
        self.announcer.listen(self._speak)
        self._failed = False
        self._placed: tuple[int, ...] = ()

    def reset(self) -> None:
        """Forget what was said and stop speaking (a window used again by tests)."""
        if self.speech is not None:
            self.speech.close()
            self.speech = None
        self.announcer.said.clear()
        self.sent = None

    # ------------------------------------------------------------------ telling
    def announce(self, text: str, kind: str = "message", urgent: bool = False
                 ) -> Announcement | None:
        """Say ``text`` (translated) to a listener: the live region, speech."""
        said = self.announcer.announce(text, kind, urgent)
        if said is not None:
            self.app.request_frame()  # the tree's live region changes on the next frame
        return said

    def _speak(self, said: Announcement) -> None:
        """Speak an announcement when Settings → Speak is on (never blocks)."""
        if not getattr(self.app.services.settings, "speak", False):
            return
        if self.speech is None:
            self.speech = Speech(system_engine())
        self.speech.say(said.text, language(), said.urgent)

    @property
    def live_text(self) -> str:
        """The live region's text: the newest announcement."""
        last = self.announcer.last
        return last.text if last is not None else ""

    # ------------------------------------------------------------------ the adapter
    def start(self, early: bool = False) -> bool:
        """Publish the tree through the platform's accessibility API (``accesskit``), unless
        the window only looks (screenshots), ``HARP_EIGHT_ACCESSIBILITY=0`` says not to,
        arcade runs headless (tests) without ``HARP_EIGHT_ACCESSIBILITY=1``, or Linux has
        no D-Bus session (no assistive technology can listen there).

        Args:
            early: called while the window is made: starts only where the adapter
                subclasses the native window (Windows, macOS: it must exist before the
                window is focused; arcade shows the window as it makes it, so this is the
                earliest point); elsewhere it starts after the first frame.

        Returns:
            Whether the adapter started (it sends nothing until a screen reader asks).
        """
        if early and sys.platform not in SUBCLASSING:
            return False
        wanted = os.environ.get(ENVIRONMENT, "")
        if self.adapter is not None or self.app.services.read_only or wanted == "0":
            return False
        import arcade

        if arcade.headless and wanted != "1":
            return False
        if sys.platform.startswith("linux") and not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
            return False  # no session bus: no screen reader can listen (and none is told)
        from game.ui.access.adapter import PlatformAdapter, load_accesskit

        ak = load_accesskit()
        if ak is None:
            return False
        self._wake_from_any_thread()  # (before the adapter: it may call wake at once)
        try:
            self.adapter = PlatformAdapter(self.app, self.request, ak, self.wake)
            self.adapter.window_focus(True)
        except Exception:  # noqa: BLE001 - no accessibility bus: the game plays on
            log.exception("the accessibility adapter could not start")
            self.adapter = None
            return False
        return True

    def _wake_from_any_thread(self) -> None:
        """Let another thread (the adapter's) wake the frame loop: it posts ``on_access``,
        which pyglet delivers on the UI thread."""
        window_class = type(self.app)
        if "on_access" not in window_class.event_types:
            window_class.register_event_type("on_access")
        self.app.push_handlers(on_access=self.app.request_frame)

    def wake(self) -> None:
        """From any thread: the next frame runs :meth:`update` (the loop may sleep)."""
        try:
            import pyglet

            pyglet.app.platform_event_loop.post_event(self.app, "on_access")
        except Exception:  # noqa: BLE001 - no event loop (tests): frames run anyway
            pass

    def window_focus(self, focused: bool) -> None:
        """The window gained or lost the keyboard focus (the adapter tells the screen
        reader, which only follows the focus of a focused window)."""
        if self.adapter is not None:
            try:
                self.adapter.window_focus(focused)
            except Exception:  # noqa: BLE001 - never breaks the window's events
                log.exception("the accessibility adapter failed on a focus change")

    # ------------------------------------------------------------------ the tree
    def tree(self) -> Tree:
        """The tree of what the window shows now (the model is imported on the first
        call: only a screen reader's requests and a listened-to window ask for it)."""
        from game.ui.access.model import build_tree

        view = self.app.current_view
        name = next((n for n, v in self.app.nav.scenes.items() if v is view), None)
        last = self.announcer.last
        return build_tree(self.app.caption, view, self.live_text, name,
                          last.number if last is not None else 0)

    def request(self, node: int, action: str, value: Any = None) -> None:
        """An assistive technology asks ``action`` of ``node`` (any thread)."""
        self.requests.put((node, action, value))
        self.wake()

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
            try:
                tree = self.tree()
            except Exception:  # noqa: BLE001 - a view the model cannot read: skip a frame
                if not self._failed:
                    log.exception("the accessibility tree could not be made")
                self._failed = True
                return
            self._failed = False
            last = self.announcer.last
            urgent = last is not None and last.urgent
            try:
                ratio = self.app.get_pixel_ratio()
                place = (*self.app.get_location(), *self.app.get_framebuffer_size())
                if place != self._placed:
                    self._placed = place
                    x, y = place[0] * ratio, place[1] * ratio
                    adapter.window_bounds(x, y, place[2], place[3])
                adapter.send(tree, self.sent, urgent, ratio)
            except Exception:  # noqa: BLE001 - the game plays on without a tree
                log.exception("the accessibility tree could not be sent")
                self.close()
                return
            self.sent = tree

    def close(self) -> None:
        """The window closes: the adapter and speech stop."""
        if self.speech is not None:
            self.speech.close()
            self.speech = None
        if self.adapter is not None:
            self.adapter.close()
            self.adapter = None
