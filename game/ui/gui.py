"""``arcade.gui`` imported safely everywhere, plus the default button style.

Under ``ARCADE_HEADLESS=1`` on Linux, arcade 3.3.3 cannot import ``arcade.gui`` (it reaches
for ``arcade.ControllerManager``, which headless mode skips, and pyglet's xlib window module).
Importing those two first is the documented workaround (ARCADE_NOTES.md §8).
"""

from __future__ import annotations

import dataclasses
import types

import arcade

if arcade.headless:  # pragma: no branch - depends on the environment
    import pyglet.window.xlib  # noqa: F401, I001  (first: needs libX11 only, no X server)
    import arcade.controller

    arcade.ControllerManager = arcade.controller.ControllerManager  # type: ignore[attr-defined]

import arcade.gui  # noqa: E402
from pyglet.window import key as pyglet_key  # noqa: E402

from game.ui.theme import FONT  # noqa: E402


def listener_shape(callback: object) -> tuple | None:
    """What decides which arguments an ``arcade.gui`` property listener takes, or ``None``
    when that is not known without reading its signature.

    ``arcade.gui`` binds a few dozen listeners per widget (``bind(self, "rect",
    self.trigger_render)``…) and reads each one's signature with ``inspect.signature`` to
    learn whether it takes no argument, the instance, the value or the old and new values:
    about a third of the CPU time of building a scene (Settings: ~2 200 binds). For a plain
    Python function, or a method of one, the answer only depends on its code (the number
    and kinds of its parameters), how many of them have defaults and which keyword-only
    ones have defaults, plus whether it is bound (the instance fills the first parameter);
    for a callable object (arcade wraps weakly bound methods in one), on its class's
    ``__call__``. Anything else (a ``functools.partial``, a wrapped function or one with
    its own ``__signature__``, a builtin) gets ``None`` and is read in full as before.

    Args:
        callback: the listener given to ``arcade.gui.bind``.

    Returns:
        A hashable key, or ``None``.
    """
    bound = isinstance(callback, types.MethodType)
    func = callback.__func__ if bound else callback  # type: ignore[union-attr]
    if type(func) is not types.FunctionType:  # a callable object: its class's __call__
        call = type(callback).__dict__.get("__call__")  # as inspect finds it, own class only
        if type(call) is not types.FunctionType or hasattr(callback, "__wrapped__") \
                or hasattr(callback, "__signature__"):
            return None
        bound, func = True, call
    if "__wrapped__" in func.__dict__ or "__signature__" in func.__dict__:
        return None
    return (bound, func.__code__, len(func.__defaults__ or ()),
            tuple(sorted(func.__kwdefaults__ or ())))


def remember_listener_kinds() -> bool:
    """Make ``arcade.gui`` read each listener shape's signature once (see
    :func:`listener_shape`): the same answer, without ``inspect.signature`` for every
    widget. Installed once, only where arcade has the method this replaces (arcade 3.3's
    ``arcade.gui.property._ListenerType.detect_callback_type``); elsewhere nothing changes.

    Returns:
        Whether the remembering detection is in use.
    """
    from arcade.gui import property as gui_property

    kinds = getattr(gui_property, "_ListenerType", None)
    original = getattr(kinds, "detect_callback_type", None)
    if kinds is None or original is None:
        return False
    if getattr(original, "_remembers", False):
        return True
    known: dict[tuple, object] = {}

    def detect(callback: object) -> object:
        shape = listener_shape(callback)
        if shape is None:
            return original(callback)
        kind = known.get(shape)
        if kind is None:
            kind = known[shape] = original(callback)
        return kind

    detect._remembers = True  # type: ignore[attr-defined]
    detect._original = original  # type: ignore[attr-defined]
    type.__setattr__(kinds, "detect_callback_type", staticmethod(detect))
    return True


remember_listener_kinds()


def fit_label_once(label: arcade.gui.UILabel) -> None:
    """Fit ``label``'s text layout into its content area with one relayout (arcade 3.3's
    ``UILabel._update_label`` sets the layout's width and then its height, and pyglet lays
    the text out again after each: half of a label's relayouts when a scene is laid out).
    The layout ends exactly as arcade's would: at (0, 0), as wide and as high as the content
    area in whole pixels; a layout already so is not laid out again."""
    text = label._label  # its arcade.Text
    if text.position != (0, 0):
        text.position = 0, 0  # a move only: no relayout
    size = int(label.content_width), int(label.content_height)
    if (text.width, text.height) != size:
        with text:  # pyglet's begin_update / end_update: one relayout for both
            text.width, text.height = size


def fit_labels_once() -> bool:
    """Make every ``arcade.gui.UILabel`` made from now on fit its text with
    :func:`fit_label_once` (arcade binds ``UILabel._update_label`` to the label's ``rect``
    when it makes one). Installed once, only where arcade has that method (arcade 3.3).

    Returns:
        Whether labels now fit with one relayout.
    """
    global ARCADE_UPDATE_LABEL
    original = getattr(arcade.gui.UILabel, "_update_label", None)
    if original is None:
        return False
    if original is not fit_label_once:
        ARCADE_UPDATE_LABEL = original
        arcade.gui.UILabel._update_label = fit_label_once
    return True


ARCADE_UPDATE_LABEL = None
"""arcade's own ``UILabel._update_label`` (tests compare with it)."""


fit_labels_once()


def button_style(font_size: int = 14) -> dict:
    """``UIFlatButton`` styles with our font (its default font lacks ć, ж and ♠)."""
    return {
        state: dataclasses.replace(style, font_name=FONT, font_size=font_size)
        for state, style in arcade.gui.UIFlatButton.DEFAULT_STYLE.items()
    }


gui = arcade.gui


class TextField(arcade.gui.UIInputText):
    """A one-line text field that behaves as players expect.

    On top of ``UIInputText`` (typing, cursor keys, Home/End, mouse selection):

    * paste with Ctrl+V, Shift+Insert or ⌘V (line breaks become spaces), copy with
      Ctrl+C / ⌘C; the arcade field's caret has no window, so it could not reach the
      clipboard at all;
    * select all with Ctrl+A / ⌘A;
    * the text is vertically centred, with :data:`PAD` pixels of padding on the left;
    * it can sit in a scene's keyboard focus ring (:meth:`action` starts typing in it);
    * Enter is never typed into it (pyglet sends the key's "\\r" as text too): the scene
      acts on the key press.

    Args are those of ``arcade.gui.UIInputText``.
    """

    PAD = 7

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.layout.content_valign = "center"
        self.with_padding(left=self.PAD, right=self.PAD)

    def action(self) -> None:
        """The focus ring's press (Tab onto the field, or Enter on it): start typing, the
        caret after the text."""
        self.activate()

    def _clipboard_window(self):
        try:
            return arcade.get_window()
        except Exception:
            return None

    def paste(self) -> None:
        """Insert the clipboard's text at the caret (replacing a selection)."""
        window = self._clipboard_window()
        if window is None:
            return
        try:
            text = window.get_clipboard_text() or ""
        except Exception:  # no clipboard (headless)
            return
        text = " ".join(text.replace("\r", "\n").split("\n")).strip()
        if not text:
            return
        old = self.text
        caret = self.caret
        if caret.mark is not None and caret.mark != caret.position:
            start, end = sorted((caret.mark, caret.position))
            self.doc.delete_text(start, end)
            caret.mark = None
            caret.position = start
        pos = caret.position
        self.doc.insert_text(pos, text)
        caret.position = pos + len(text)
        self.trigger_full_render()
        if self.text != old:
            self.dispatch_event("on_change", arcade.gui.UIOnChangeEvent(self, old, self.text))

    def copy(self) -> None:
        """Put the selection (or the whole text) on the clipboard."""
        window = self._clipboard_window()
        caret = self.caret
        if caret.mark is not None and caret.mark != caret.position:
            start, end = sorted((caret.mark, caret.position))
            text = self.text[start:end]
        else:
            text = self.text
        if window is not None:
            try:
                window.set_clipboard_text(text)
            except Exception:
                pass

    def select_all(self) -> None:
        """Select the whole text (Ctrl+A)."""
        self.caret.select_all()
        self.trigger_full_render()

    def on_event(self, event) -> bool | None:
        events = arcade.gui.events
        key = arcade.key
        if self.active and isinstance(event, events.UITextMotionEvent) and event.motion in (
                pyglet_key.MOTION_PASTE, pyglet_key.MOTION_COPY):
            return True  # pasted/copied on the key press below (the same on every platform)
        if isinstance(event, events.UITextInputEvent) and event.text in ("\r", "\n", "\r\n"):
            return True  # Enter: the scene's (play / import), never a character of one line
        if self.active and isinstance(event, events.UIKeyPressEvent):
            accel = event.modifiers & (key.MOD_ACCEL | key.MOD_CTRL | key.MOD_COMMAND)
            if (event.symbol == key.V and accel) or (
                    event.symbol == key.INSERT and event.modifiers & key.MOD_SHIFT):
                self.paste()
                return True
            if event.symbol == key.C and accel:
                self.copy()
                return True
            if event.symbol == key.A and accel:
                self.select_all()
                return True
        return super().on_event(event)
