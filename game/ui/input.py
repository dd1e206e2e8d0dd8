"""Pointer input turned into table facts: hit-testing, drop targets, double-click timing,
the cancelling of gestures when the window goes to the background, and the text of a key
that opened a scene kept out of it.

Pure Python on top of :mod:`game.ui.layout`: hit-testing reads the engine's piles (the
top-most card under the pointer), never the sprite list's order, so it is deterministic and
tested without a window.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from game.engine.moves import ANY
from game.engine.table import COLUMN, FOUNDATION, Pile, Position
from game.ui.layout import Rect, TableLayout, contains, overlap
from game.ui.services import ShowsFocus

DRAG_THRESHOLD = 4.0
"""Pointer travel (logical pixels) before a press becomes a drag."""
DOUBLE_CLICK_DISTANCE = 6.0


@dataclass(frozen=True)
class Hit:
    """What lies under the pointer.

    Attributes:
        pile: the pile.
        index: the card's index in the pile (0 = bottom), or -1 for an empty pile's slot.
    """

    pile: Pile
    index: int


def hit_test(layout: TableLayout, position: Position, x: float, y: float) -> Hit | None:
    """The top-most card (or empty slot) at ``(x, y)``.

    Args:
        layout: the table layout.
        position: the engine's position.
        x, y: pointer position in logical pixels.

    Returns:
        A :class:`Hit`, or ``None`` over bare table.
    """
    for pile in reversed(position.piles()):
        if pile not in layout.origins:
            continue
        n = len(position.cards(pile))
        if n == 0:
            if contains(layout.card_rect(layout.origins[pile]), x, y):
                return Hit(pile, -1)
            continue
        if pile.kind != COLUMN:  # only the top card (the waste's fans out to the right)
            if contains(layout.card_rect(layout.card_center(position, pile, n - 1)), x, y):
                return Hit(pile, n - 1)
            continue
        for i in range(n - 1, -1, -1):  # top card first: it covers the ones below
            if contains(layout.card_rect(layout.card_center(position, pile, i)), x, y):
                return Hit(pile, i)
    return None


def drop_target(
    layout: TableLayout, position: Position, dragged: Rect, src: Pile
) -> Pile | None:
    """The pile a dragged group lands on (APP-DRAG).

    The pile whose rectangle overlaps the dragged group's first card the most wins; a drop
    anywhere over the foundation area names the foundation with index ``ANY``, so the
    engine finds the accepting slot (EH-FOUNDATION). The source pile is a candidate too:
    dropping back home is a no-op the caller treats as a silent glide back.

    Args:
        layout: the table layout.
        position: the engine's position.
        dragged: rectangle of the dragged group's first (bottom-most) card.
        src: the pile the cards come from.

    Returns:
        The destination pile, or ``None`` when the cards touch no pile.
    """
    best: tuple[float, Pile | None] = (0.0, None)
    for pile in position.piles():
        if pile not in layout.origins:
            continue
        area = overlap(dragged, layout.pile_rect(position, pile))
        if area > best[0]:
            best = (area, pile)
    found = best[1]
    if found is not None and found.kind == FOUNDATION and src.kind != FOUNDATION:
        return Pile(FOUNDATION, ANY)
    if found is None and src.kind != FOUNDATION and overlap(dragged, layout.foundation_area()):
        return Pile(FOUNDATION, ANY)
    return found


def platform_double_click_interval() -> float:
    """The system's double-click interval in seconds (Windows asks the OS; macOS and
    Linux desktops default to 0.5 s and 0.4 s)."""
    if sys.platform == "win32":
        try:
            import ctypes

            return ctypes.windll.user32.GetDoubleClickTime() / 1000.0  # type: ignore[attr-defined]
        except (OSError, AttributeError):
            return 0.5
    if sys.platform == "darwin":
        return 0.5
    return 0.4


class ClickTracker:
    """Recognises the second click of a double-click (APP-DOUBLE-TAP).

    Time comes from the caller (the view's accumulated frame time), so tests stay
    deterministic.
    """

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self._last: tuple[float, float, float, object] | None = None

    def click(self, t: float, x: float, y: float, target: object) -> bool:
        """Register a click at time ``t`` (seconds) on ``target``.

        Returns:
            True when this click completes a double-click on the same target; the pair is
            then consumed (a third click starts anew).
        """
        last = self._last
        if (
            last is not None
            and t - last[0] <= self.interval
            and abs(x - last[1]) <= DOUBLE_CLICK_DISTANCE
            and abs(y - last[2]) <= DOUBLE_CLICK_DISTANCE
            and last[3] == target
        ):
            self._last = None
            return True
        self._last = (t, x, y, target)
        return False

    def reset(self) -> None:
        """Forget the pending first click."""
        self._last = None


@runtime_checkable
class Gestures(Protocol):
    """A scene that has pointer or keyboard gestures in progress to cancel."""

    def cancel_gestures(self) -> None:
        """Abandon every gesture in progress: a drag's cards glide back, a held button or
        picked-up group is let go, and nothing plays."""


def cancel_gestures(view: object) -> None:
    """The window lost the focus or was hidden: cancel ``view``'s gestures (a
    :class:`Gestures` scene; any other has none).

    The button's release and the keys' releases go to another window then, so a gesture
    left open would end on the next click on this one, in a move never made.
    """
    if isinstance(view, Gestures):
        view.cancel_gestures()


class WindowFocus(Protocol):
    """What the window tells when it gains or loses the keyboard focus (the
    accessibility service, :meth:`game.ui.access.service.Access.window_focus`)."""

    def window_focus(self, focused: bool) -> None: ...


class WindowPresence:
    """A mix-in for the window: whether it is in front, and what losing it cancels.

    Attributes:
        in_front: the window is active and not minimised (the game's clock runs only
            then: the table asks on every update).

    The window sets ``access`` (told of the keyboard focus) and has ``current_view`` (whose
    gestures are cancelled when the window loses the focus or is hidden).
    """

    in_front = True
    access: WindowFocus
    current_view: object

    def on_activate(self) -> None:
        self.in_front = True
        self.access.window_focus(True)

    def on_deactivate(self) -> None:
        self.in_front = False
        self.access.window_focus(False)
        cancel_gestures(self.current_view)

    def on_show(self) -> None:
        self.in_front = True

    def on_hide(self) -> None:
        self.in_front = False
        cancel_gestures(self.current_view)


TEXT_EVENTS = frozenset({"on_text", "on_text_motion", "on_text_motion_select"})
"""The events of a key's text (pyglet dispatches one right after the key's ``on_key_press``)."""
_NO_KEY = object()


class KeyTextStaysBehind:
    """A mix-in for the window: the text of a key that showed another view is dropped.

    pyglet dispatches a key's text (``on_text``; ``on_text_motion`` for Backspace, the
    arrows, …) right after its ``on_key_press``, from the same key event; Enter's text is
    ``"\\r"``. When the key press showed another view (Enter on a menu button, Backspace
    back), that text would reach the new view as typed input: a field there would take it,
    and a scene being made would make the rest at once for it. A key's text that comes
    while the view that took the key is still shown goes to it, as does text without a key
    press (an input method's, a key held down).

    A view shown by a key press shows its focus ring at once
    (:class:`~game.ui.services.ShowsFocus`): the player is using the keyboard.

    The window has ``current_view``; the key press and its text are seen as they are
    dispatched (in order, the key handled before its text comes).
    """

    current_view: object
    _shown_at_key: object = _NO_KEY

    def dispatch_event(self, *args):  # type: ignore[no-untyped-def]
        kind = args[0] if args else None
        if kind in TEXT_EVENTS:
            shown, self._shown_at_key = self._shown_at_key, _NO_KEY
            if shown is not _NO_KEY and shown is not self.current_view:
                return True  # the text of the key that showed this view: not the view's
        elif kind == "on_key_press":
            self._shown_at_key = self.current_view
            handled = super().dispatch_event(*args)  # type: ignore[misc]
            view = self.current_view
            if view is not self._shown_at_key and isinstance(view, ShowsFocus):
                view.show_focus()
            return handled
        elif kind in ("on_key_release", "on_mouse_press", "on_mouse_release"):
            self._shown_at_key = _NO_KEY
        return super().dispatch_event(*args)  # type: ignore[misc]
