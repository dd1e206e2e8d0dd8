"""``arcade.gui`` imported safely everywhere (:func:`game.ui.patches.import_arcade_gui`, with
the game's patches of it installed), the default button style and a text field."""

from __future__ import annotations

import dataclasses

import arcade
from pyglet.window import key as pyglet_key

from game.ui import patches
from game.ui.theme import FONT

patches.import_arcade_gui()
patches.remember_listener_kinds()
patches.fit_labels_once()


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
