"""Shared pieces of the menu-like scenes: colours, sizes, buttons and :class:`SceneView`.

Every widget scene (new game, settings, rules, history, statistics) is a
:class:`SceneView`: a felt-green ``UIView`` whose widgets are built for the window size by
:meth:`SceneView.build_steps` (at once, while shown in steps, or ahead while hidden: the
one progressive making of :mod:`game.ui.views.progressive`), with a keyboard focus ring
(:class:`~game.ui.views.basics.FocusRing`: Up/Down/Tab move it, Enter/Space activate) and
Esc going back one scene (:class:`SceneInput`). The menu is drawn without widgets
(:mod:`game.ui.views.menu`).

Scenes are built once and re-used: the navigator keeps one of each
(:func:`game.ui.navigator.make_scene`), :meth:`SceneView.reopen` puts it back in the state
a new scene would have, and :meth:`SceneView.on_show_view` builds the widgets again only
when what they show changed: the window size, the language or the scene's own
:meth:`SceneView.layout_key`. A hidden scene keeps its drawn widgets (the UI's full-window
framebuffer) only while the hidden scenes together stay under
:data:`HIDDEN_SURFACE_BUDGET` bytes (none while the game's table is shown:
:func:`game.ui.ahead.put_away`); the others give the framebuffer back and draw it again
when shown, or ahead while the menu is idle.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

import arcade

from game.i18n import language
from game.ui import looks, palette
from game.ui.backdrop import clear_to_theme
from game.ui.fonts import text_width
from game.ui.gui import TextField, gui
from game.ui.heap import freeze_for_now
from game.ui.patches import (
    draw_ui,
    drop_ui_surfaces,
    make_ui_surface,
    render_ui_steps,
    ui_surfaces,
)
from game.ui.scheduler import Building, Step
from game.ui.theme import FONT
from game.ui.views.basics import BUTTON_PAD, FocusRing, fit_font_size
from game.ui.views.progressive import Progressive

if TYPE_CHECKING:
    from game.ui.services import Services


def scene_button_style(size: int, selected: bool = False) -> dict:
    """``UIFlatButton`` styles in the felt palette; ``selected`` marks a chosen option."""
    base = gui.UIFlatButton.UIStyle
    states = palette.SCENE_BUTTON_STATES
    normal = states["selected" if selected else "normal"]
    hover = states["selected-hover" if selected else "hover"]
    common = dict(font_name=FONT, font_size=size)
    return {
        "normal": base(**normal, **common),
        "hover": base(**hover, **common),
        "press": base(**states["press"], **common),
        "disabled": base(**states["disabled"], **common),
    }


def input_style() -> dict:
    """``UIInputText`` styles: a dark field with a light border."""
    style = gui.UIInputText.UIStyle
    return {state: style(**colours) for state, colours in palette.INPUT_STATES.items()}


def make_button(
    text: str,
    action: Callable[[], object],
    width: float,
    height: float,
    size: int,
    *,
    selected: bool = False,
    disabled: bool = False,
) -> gui.UIFlatButton:
    """A scene button that calls ``action()`` when clicked (its label shrinks to fit).

    Made without its text, which comes once the button has its style's font: arcade makes a
    button's label in its own default font and then restyles it, laying the text out twice
    (and drawing the glyphs of a font never shown); an empty label costs nothing to lay
    out. The button ends the same."""
    size = fit_font_size(text, size, width - 2 * BUTTON_PAD)
    button = gui.UIFlatButton(
        text="", width=width, height=height, style=scene_button_style(size, selected)
    )
    button.text = text
    button.disabled = disabled
    button.label_size = size  # type: ignore[attr-defined] - for set_selected
    button.on_click = lambda _event: action()
    button.action = action  # type: ignore[attr-defined] - the focus ring activates it
    return button


def row_widths(labels: Sequence[str], size: int, least: Sequence[float], room: float,
               gaps: Sequence[float]) -> list[float]:
    """The widths (logical pixels) of a row of buttons labelled ``labels`` at ``size``
    points: each as wide as its label needs (an em of room beside the padding), ``least``
    at the least, so that a larger text size makes wider buttons rather than smaller
    labels; a row that would not fit ``room`` pixels with ``gaps`` between its buttons is
    narrowed, all its buttons alike (their labels then shrink to fit: :func:`make_button`).
    """
    widths = [max(low, text_width(label, size) + 2 * BUTTON_PAD + size)
              for label, low in zip(labels, least, strict=True)]
    between = sum(gaps)
    if widths and sum(widths) + between > room:
        fit = max(0.0, room - between) / sum(widths)
        widths = [w * fit for w in widths]
    return widths


def on_pixels(left: float, bottom: float, width: float, height: float) -> arcade.types.Rect:
    """A widget's rectangle (logical pixels) moved to whole pixels: a button's one-pixel
    border at a fractional edge is not drawn (the right edge of a button placed at x = 91.4
    vanished at 800x600)."""
    return arcade.types.LBWH(round(left), round(bottom), round(width), round(height))


def set_selected(button: gui.UIFlatButton, selected: bool) -> None:
    """Mark a button made by :func:`make_button` as chosen (gold) or not, in place."""
    button.style = scene_button_style(button.label_size,  # type: ignore[attr-defined]
                                      selected)


def make_label(
    text: str,
    size: int,
    *,
    color: tuple[int, ...] | None = None,
    bold: bool = False,
    width: float | None = None,
    align: str = "left",
    multiline: bool = False,
) -> gui.UILabel:
    """A label in the app's font (``color``: the palette's text colour unless given)."""
    label = gui.UILabel(
        text=text,
        font_name=FONT,
        font_size=size,
        text_color=palette.TEXT if color is None else color,
        bold=bold,
        width=width,
        align=align,
        multiline=multiline,
    )
    if width is not None and not multiline:
        label.rect = label.rect.resize(width=width)
    return label


HIDDEN_SURFACE_BUDGET = 16 * 1024 * 1024
"""Bytes of UI framebuffers that hidden scenes may keep (4 at 1280x800, 1 at 1920x1080,
none at 4K); a scene beyond it draws its widgets again when shown (10-25 ms)."""


def surface_bytes(view: gui.UIView) -> int:
    """Bytes held by ``view``'s UI framebuffers (RGBA, at the window's pixel ratio)."""
    total = 0
    for surface in ui_surfaces(view.ui):
        width, height = surface.size
        ratio = surface.pixel_ratio
        total += round(width * ratio) * round(height * ratio) * 4
    return total


def release_hidden_surfaces(scenes: list[gui.UIView], budget: int = HIDDEN_SURFACE_BUDGET
                            ) -> int:
    """Let hidden scenes keep their UI framebuffers up to ``budget`` bytes in all, the most
    recently hidden first; the others give theirs back (re-made and drawn at the next
    show). Returns the bytes released."""
    kept = released = 0
    for view in sorted(scenes, key=lambda v: getattr(v, "hidden_at", 0), reverse=True):
        size = surface_bytes(view)
        if kept + size <= budget:
            kept += size
        elif size:
            drop_ui_surfaces(view.ui)  # made again by UIManager at the next draw
            view.ui.trigger_render()
            released += size
    return released


LAYOUT_PER_WIDGET = 0.0002
"""Seconds the layout of a scene takes per widget, about: the making's guess before it
runs the layout (:data:`game.ui.scheduler.Step`)."""
RENDER_STEP = 0.004
"""Seconds of widget drawing in one step of :meth:`SceneView.render_steps`."""


class SceneFrame:
    """What a scene shows before its widgets are built, and keeps showing with them: its
    dark panels (drawn under the widgets) and its titles (drawn over them).

    A scene opened before its widgets are built shows its frame on the first frame while
    the widgets are built on the following frames; the same objects are drawn, at the
    same pixels, in the complete scene. So a frame holds only what the scene's layout
    does not move: titles and panels placed from the window size alone.

    Args:
        texts: titles (``arcade.Text``), drawn over the widgets.
        panels: ``(rect, colour)`` pairs, filled under the widgets (pixels, the window's
            coordinates).
    """

    def __init__(self, texts: list[arcade.Text] | None = None,
                 panels: list[tuple[arcade.types.Rect, tuple[int, ...]]] | None = None
                 ) -> None:
        self.texts = list(texts or [])
        self.panels = list(panels or [])

    def draw_under(self) -> None:
        """Fill the panels (before the widgets)."""
        for rect, colour in self.panels:
            arcade.draw_lrbt_rectangle_filled(rect.left, rect.right, rect.bottom, rect.top,
                                              colour)

    def draw_over(self) -> None:
        """Draw the titles (after the widgets)."""
        for text in self.texts:
            text.draw()


class SceneInput:
    """How a widget scene takes input (a mix-in for :class:`SceneView`): the focus ring's
    keys (:class:`~game.ui.views.basics.FocusRing`), text fields (Tab, Up and Down leave
    one; the focus ring entering one gives it the keyboard), Esc back (:meth:`back`), and
    input that comes while the widgets are being built, which finishes the building first
    and then goes to them as it would have with the widgets there."""

    ui: gui.UIManager
    focus: int
    focus_items: list

    def finish_filling(self) -> bool:  # pragma: no cover - Progressive's
        raise NotImplementedError

    def back(self) -> None:  # pragma: no cover - the scene's
        raise NotImplementedError

    def cancel_gestures(self) -> None:
        """The window went to the background: a widget held down (a button, a slider's
        knob) is let go without acting."""
        changed = False
        for widget in self.ui.walk_widgets():
            if isinstance(widget, gui.UIInteractiveWidget) and widget.pressed:
                widget.pressed = False
                changed = True
        if changed:
            self.ui.trigger_render()

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> bool | None:
        if self.finish_filling():  # the widgets took no input yet: this click is theirs
            return self.ui.on_mouse_press(x, y, button, modifiers) or None
        return None

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float
                        ) -> bool | None:
        if self.finish_filling():
            return self.ui.on_mouse_scroll(x, y, scroll_x, scroll_y) or None
        return None

    def on_text(self, text: str) -> bool | None:
        if self.finish_filling():
            return self.ui.on_text(text) or None
        return None

    def text_input_active(self) -> bool:
        """Whether a text field has the keyboard (arrows then edit text, not focus)."""
        return any(
            isinstance(w, gui.UIInputText) and w.active for w in self.ui.walk_widgets()
        )

    def on_key_press(self, symbol: int, modifiers: int) -> bool | None:
        key = arcade.key
        if symbol == key.ESCAPE:
            self.back()
            return True
        if self.finish_filling() and self.ui.on_key_press(symbol, modifiers):
            return True  # a widget took it (as it would have with the widgets there)
        typing = self.text_input_active()
        if symbol in (key.ENTER, key.NUM_ENTER) and not modifiers & key.MOD_ALT:
            if self.on_enter():
                return True
            return self.activate_focus() or None
        if typing:
            if symbol not in (key.TAB, key.UP, key.DOWN):
                return None  # the field's: typing, Left/Right, Home/End, …
            self.leave_text_field()
        moved = self.focus_key(symbol, modifiers)
        if moved and symbol not in (key.ENTER, key.NUM_ENTER, key.SPACE):
            self.type_in_focused_field()
        return moved or None

    def leave_text_field(self) -> None:
        """Tab, Shift+Tab, Up or Down in a one-line text field: the field stops taking the
        keyboard, and the focus ring goes on from it (also when the mouse put the caret
        there)."""
        for widget in self.ui.walk_widgets():
            if isinstance(widget, gui.UIInputText) and widget.active:
                widget.deactivate()
                if widget in self.focus_items:
                    self.focus = self.focus_items.index(widget)

    def type_in_focused_field(self) -> None:
        """After the focus ring moved by a key: a text field it reached takes the keyboard
        at once (the caret after its text), as Tab into a field does in every desktop app."""
        if 0 <= self.focus < len(self.focus_items):
            widget = self.focus_items[self.focus]
            if isinstance(widget, TextField):
                widget.action()

    def on_enter(self) -> bool:
        """Enter with a text field in use (or a scene-specific meaning); True if handled."""
        return False


class SceneView(Progressive, SceneInput, FocusRing, gui.UIView):
    """A felt-green scene made of widgets laid out for the window size.

    Subclasses implement :meth:`build`, which adds widgets to ``self.ui`` for a window of
    ``width`` x ``height`` and registers keyboard-focusable buttons with :meth:`focusable`
    (a generator may ``yield`` between groups of widgets: each yield is a point where a
    frame may end). A re-used scene implements :meth:`reset` (the state of a new scene)
    and :meth:`layout_key` (what its widgets show).

    The widgets are built by :meth:`build_steps`, in one of three ways: at once
    (:meth:`relayout`); while the player looks (:meth:`rebuild`, the shown scene: made in
    steps as every scene is, :class:`~game.ui.views.progressive.Progressive`, when the
    scheduler fills scenes in, with the scene's frame (:meth:`scene_frame`) on the screen,
    or the screen kept as it is for a choice made in the scene, or the scene shown before
    left there when the scene has no frame); or ahead, hidden (:meth:`build_ahead`, in
    steps the scheduler runs while idle). The widgets appear all at once, laid out and
    drawn exactly as a scene built at once; until then they take no input, and a key, a
    click, a scroll or typed text finishes the building first (Esc just goes back).

    Args:
        services: the services of the window (:class:`~game.ui.services.Services`).
        back: the scene Esc returns to; the menu when ``None``.
    """

    fills_in = True
    """Whether the scene is made in steps when shown unbuilt (a scene drawing its own
    ``on_draw`` without :meth:`draw_filling` builds at once)."""

    def __init__(self, services: Services, back: arcade.View | None = None) -> None:
        super().__init__()
        self.services = services
        self.back_view = back
        self.scene_size = services.screen.get_size()
        self.reset_focus()
        self.built_key: tuple | None = None
        """What the widgets were built for: ``(size, language, layout_key())``."""
        self.builds = 0
        """How many times the widgets were built (tests read it)."""
        self.hidden_at = 0
        """When the scene was last hidden (a counter; the most recent keeps its surface)."""
        self._frame: tuple[tuple, SceneFrame | None] | None = None
        """``(key, frame)``: the :meth:`scene_frame` made last, and the size and language
        it was made for."""

    # ------------------------------------------------------------------ re-use
    def layout_key(self) -> tuple:
        """What the widgets show besides the window size and the language: the widgets are
        built again when it changes. Cheap (no database scan); ``()`` by default."""
        return ()

    def reset(self) -> None:
        """Put the scene's state back to that of a new scene (re-used scenes call it when
        opened again: the same choices, page and tab as a new one would show)."""

    def reopen(self, back: arcade.View | None) -> None:
        """Open this built scene again with ``back`` as Esc's target: the state of a new
        scene (:meth:`reset`), no focus ring, no button left hovered or pressed and no
        text field holding the keyboard. The widgets are built again at the show only if
        :meth:`layout_key`, the size or the language changed."""
        self.back_view = back
        self.focus = 0 if self.focus_on_show else -1
        self.reset()
        changed = False
        for widget in self.ui.walk_widgets():
            if isinstance(widget, gui.UIInputText) and widget.active:
                widget.deactivate()
                changed = True
            if isinstance(widget, gui.UIInteractiveWidget) and (widget.hovered
                                                                or widget.pressed):
                widget.hovered = widget.pressed = False
                changed = True
        if changed:  # drawn whole: a translucent widget is not drawn over itself
            self.ui.trigger_render()

    def current_key(self, width: float, height: float) -> tuple:
        """The :attr:`built_key` the widgets need for a ``width`` x ``height`` window now."""
        return ((width, height), language(), looks.key(), self.layout_key())

    # ------------------------------------------------------------------ frame
    def scene_frame(self, width: float, height: float) -> SceneFrame | None:
        """The scene's frame for a ``width`` x ``height`` window (see :class:`SceneFrame`):
        titles and panels placed from the window size alone, cheap to make; ``None`` (the
        default): the scene shown before stays on the screen while this one is made."""
        return None

    def frame_for(self, width: float, height: float) -> SceneFrame | None:
        """:meth:`scene_frame` for a ``width`` x ``height`` window in the current language,
        made once for each size and language."""
        key = ((width, height), language(), looks.key())
        if self._frame is None or self._frame[0] != key:
            self._frame = (key, self.scene_frame(width, height))
        return self._frame[1]

    def filling_frame(self) -> SceneFrame | None:
        """The frame of the size the scene is being made for (``None`` when it is not being
        made or has no frame)."""
        building = self.filling
        if building is None:
            return None
        return self.frame_for(*building.key[0])

    def has_frame(self) -> bool:
        return self.filling_frame() is not None

    # ------------------------------------------------------------------ building
    def build(self, width: float, height: float) -> Iterator[None] | None:  # pragma: no cover
        """Add this scene's widgets for a ``width`` x ``height`` window (a generator may
        ``yield`` between groups of widgets)."""
        raise NotImplementedError

    def build_steps(self, width: float, height: float) -> Iterator[Step]:
        """Build the widgets for a ``width`` x ``height`` window, one step per ``next``:
        :meth:`build` 's own steps, then the layout."""
        self.scene_size = (width, height)
        self.ui.clear()
        self.focus_items = []
        steps = self.build(width, height)
        if steps is not None:
            yield from steps
        yield LAYOUT_PER_WIDGET * sum(1 for _widget in self.ui.walk_widgets())
        self.ui.execute_layout()
        self.builds += 1
        self.built_key = self.current_key(width, height)
        self.keep_focus_valid()

    def relayout(self, width: float | None = None, height: float | None = None) -> None:
        """Build the widgets for the window size (the current size by default), at once
        (a building under way is dropped: this is the whole of it)."""
        if width is None or height is None:
            width, height = self.scene_size
        filling = self.filling is not None
        self.drop_filling()
        for _step in self.build_steps(width, height):
            pass
        if filling:
            self.filled()

    def fills_in_now(self) -> bool:
        """Whether this scene, built anew while shown, is made over the next frames (the
        scheduler fills scenes in and the scene does: :attr:`fills_in`)."""
        return self.fills_in and self.services.scheduler.fills_in

    def rebuild(self, width: int | None = None, height: int | None = None) -> None:
        """Build the widgets again for a ``width`` x ``height`` window (the size built for by
        default) as the scene is now (the language, the looks and :meth:`layout_key`;
        nothing when none changed). Shown, when the scheduler fills scenes in: over the
        next frames, with the scene's frame on the screen for a new size, language or look,
        with the screen kept as it is for a choice made in the scene; a scene without a
        frame given a new size, language or look, and a scene not shown, at once."""
        if width is None or height is None:
            width, height = self.scene_size
        key = self.current_key(width, height)
        if self.filling is None and self.built_key == key:
            return
        choice = self.built_key is not None and self.built_key[:3] == key[:3]
        if self.shown() and self.fills_in_now() and (choice or self.frame_for(width, height)):
            self.drop_filling()
            self._fill_in(width, height, keep_screen=choice)
        elif choice:
            self.relayout(width, height)  # (the building under way, if any, completes)
        else:
            self._relayout_at(width, height)

    def build_ahead(self, render: bool) -> bool:
        """Begin building the widgets for the window while the scene is hidden, in steps
        the scheduler runs while idle (:func:`game.ui.ahead.build_ahead_step`); shown
        before they are done, the scene goes on from where they are. With ``render``, the
        steps draw the widgets into the scene's framebuffer too; a scene built already that
        gave its framebuffer back (:func:`release_hidden_surfaces`) then draws them again.
        Returns whether there is work."""
        width, height = self.services.screen.get_size()
        key = self.current_key(width, height)
        if self.filling is not None and self.filling.key == key:
            return True
        self.drop_filling()  # one under way for another size or language is not wanted
        if self.built_key == key:
            if not render or ui_surfaces(self.ui):
                return False
            make_ui_surface(self.ui)
            self.start_filling(lambda _building: self._draw_steps(), key)
            return True
        self._start(width, height, render=render)
        return True

    def _draw_steps(self) -> Iterator[Step]:
        """The widgets built already drawn into a framebuffer made anew, in steps."""
        yield from self.render_steps()
        yield True

    def _relayout_at(self, width: int, height: int) -> None:
        """The UI's framebuffer and the widgets for a ``width`` x ``height`` window, at
        once."""
        make_ui_surface(self.ui)  # one given back is made again first,
        self.ui.on_resize(width, height)  # so that it takes this size (not the window's)
        self.relayout(width, height)

    def _fill_in(self, width: int, height: int, keep_screen: bool = False) -> None:
        """Build the widgets over the next frames, the widgets taking no input meanwhile."""
        self.ui.disable()
        self._start(width, height, render=True, keep_screen=keep_screen)

    def _start(self, width: int, height: int, render: bool, keep_screen: bool = False
               ) -> None:
        make_ui_surface(self.ui)  # as on_resize: the surface first
        self.ui.on_resize(width, height)
        self.start_filling(lambda building: self._fill_steps(building, width, height, render),
                           self.current_key(width, height), keep_screen=keep_screen)

    def _fill_steps(self, building: Building, width: int, height: int, render: bool
                    ) -> Iterator[Step]:
        # A layout key changed by a building step itself (History reads its rows in its
        # first build) is what the building is for, not a change that makes it stale: the
        # building goes on for it. A change made between two steps still drops it.
        steps = self.build_steps(width, height)
        while True:
            before = self.current_key(width, height)
            try:
                said = next(steps)
            except StopIteration:
                break
            finally:
                if before == building.key:
                    building.key = self.current_key(width, height)
            yield said
        if render:
            yield from self.render_steps()  # the widgets' first drawing, in short steps
        yield True  # the frame that shows them does nothing else (showing them is its work)

    def render_steps(self) -> Iterator[None]:
        """Draw the widgets into the scene's own framebuffer (not on the screen), a few
        milliseconds of widgets per step (:data:`RENDER_STEP`), as ``UIManager.draw`` does,
        so that the frame showing the scene only copies it. The buttons' labels take their
        state's style first (:func:`style_buttons_for_state`): a label restyled while drawn
        would ask for the whole UI to be drawn again."""
        ui = self.ui
        style_buttons_for_state(ui)
        ui.execute_layout()  # as UIManager.draw does first (a label may have taken its size)
        yield from render_ui_steps(ui, self.services.screen.ctx, RENDER_STEP)

    def filled(self) -> None:
        """The widgets are all there: they take input now (if the scene is shown). They
        live as long as the window: out of the garbage collector's full scans
        (:func:`game.ui.heap.freeze_for_now`)."""
        self.shown_over = None
        freeze_for_now()
        if self.shown():
            self.ui.enable()

    def drop_filling(self) -> None:
        """Give up a building under way (its widgets are half made): built again in full."""
        if self.filling is not None:
            super().drop_filling()
            self.built_key = None

    def later_work(self) -> list[Callable[[], object]]:
        """Work worth doing ahead once the scene is built (each step short: see
        :func:`game.ui.ahead.prebuild_scenes`); none by default."""
        return []

    # ------------------------------------------------------------------ showing
    def on_show_view(self) -> None:
        super().on_show_view()
        width, height = self.services.screen.get_size()
        key = self.current_key(width, height)
        if self.filling is not None and self.filling.key != key:
            self.drop_filling()  # built ahead for another size or language: not this one
        if self.filling is not None:  # built ahead, not complete yet: on from there
            self.frame_shown = False  # (a draw under another view did not show it)
            self.ui.disable()  # (also with only its drawing left: input finishes it first)
        elif self.built_key != key:
            if self.fills_in_now():
                self._fill_in(width, height)
            else:
                self.on_resize(width, height)
        if self.filling is None:
            self.shown_over = None  # complete at once: nothing to keep on screen

    def on_hide_view(self) -> None:
        self.shown_over = None
        self.drop_filling()  # left before it was complete: built when shown again
        super().on_hide_view()
        SceneView._hidden_count += 1
        self.hidden_at = SceneView._hidden_count
        scenes = self.services.nav.scenes
        # arcade hides a scene before it makes the next one current: every kept scene but
        # the one being shown counts as hidden here (the next one, if kept, is among them
        # and may have to draw its widgets again when over the budget).
        release_hidden_surfaces([v for v in scenes.values() if isinstance(v, SceneView)])
        if self not in scenes.values():
            drop_ui_surfaces(self.ui)  # not kept for re-use: nothing will draw it again

    _hidden_count = 0

    def on_resize(self, width: int, height: int) -> None:
        if self.shown() and tuple(self.services.screen.get_size()) == (width, height):
            self.rebuild(width, height)  # its frame at once, the widgets on the next frames
            return
        self._relayout_at(width, height)

    # ------------------------------------------------------------------ navigation
    def back(self) -> None:
        """Esc: return to the scene this one was opened from (the menu by default, its
        focus on the button that opened this scene)."""
        if self.back_view is not None:
            self.services.nav.show_view(self.back_view)
        else:
            self.services.nav.show_menu(focus=self.services.nav.menu_button)

    def next_frame_in(self) -> float | None:
        """Frames only on input (see :mod:`game.ui.frames`); every frame while the scene
        is being made; with a text field in use, twice a second for its blinking caret."""
        if self.filling is not None:
            return 0.0
        return 0.5 if self.text_input_active() else None

    def screen_unchanged(self) -> bool:
        """Whether the screen shows the scene shown before (the last frame drawn showed it,
        or showed this scene being made over it)."""
        on_screen = self.services.screen.last_drawn
        return not self.has_frame() and on_screen is not None \
            and on_screen in (self, self.shown_over)

    # ------------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        if self.draw_filling():
            return
        frame = self.frame_for(*self.scene_size)
        clear_to_theme(self)
        if frame is not None:
            frame.draw_under()
        self.on_draw_before_ui()
        self.draw_widgets()
        self.draw_focus()
        if frame is not None:
            frame.draw_over()
        self.on_draw_after_ui()

    def draw_widgets(self) -> None:
        """``UIManager.draw``, the copy of the UI's framebuffer to the window only over the
        widgets' area (:func:`widgets_area`; most scenes' widgets cover a third to a half
        of the window). The same pixels (tested)."""
        size = self.services.screen.get_size()
        draw_ui(self.ui, self.services.screen.ctx,
                lambda ui, layer: widgets_area(ui, layer, size))

    def draw_while_filling(self) -> None:
        """The felt and the scene's frame, or the scene shown before when it has none."""
        frame = self.filling_frame()
        if frame is not None:
            self.draw_frame(frame)
        else:
            self.draw_shown_over()

    def draw_frame(self, frame: SceneFrame) -> None:
        """While filling in: the felt and the scene's frame (its widgets not there yet)."""
        clear_to_theme(self)
        frame.draw_under()
        frame.draw_over()

    shown_over: arcade.View | None = None
    """The scene that was on screen when this one was shown (set by the window's
    ``show_view``): it stays on screen while this one is made. Held (a menu made anew has
    no other owner) only until this scene is complete or hidden."""

    def draw_shown_over(self) -> None:
        """While filling in: draw the scene shown before (the menu whose button was just
        pressed, the table…), so opening a scene never shows an empty window; the felt when
        there is none, or when it cannot draw now."""
        under = self.shown_over
        if under is self or (isinstance(under, Progressive) and under.filling is not None):
            under = None
        draw_under(self, under)


def widgets_area(ui: gui.UIManager, layer: int, size: tuple[int, int]
                 ) -> arcade.types.Rect | None:
    """The part of ``layer`` 's framebuffer the widgets drew on: the union of the rects
    of its widgets but the layouts that fill the window (transparent), widened by 2 pixels
    and on whole pixels (logical pixels, the window's coordinates); ``None`` (all of it)
    when there is nothing to go by; ``size`` is the window's (logical pixels)."""
    width, height = size
    left, bottom, right, top = float(width), float(height), 0.0, 0.0
    for widget in ui.walk_widgets(layer=layer):
        if widget.visible:
            r = widget.rect
            if r.width > 0 and r.height > 0 and (r.width < width or r.height < height):
                left, bottom = min(left, r.left), min(bottom, r.bottom)
                right, top = max(right, r.right), max(top, r.top)
    if right <= left or top <= bottom:
        return None
    left, bottom = max(0, math.floor(left) - 2), max(0, math.floor(bottom) - 2)
    right, top = min(width, math.ceil(right) + 2), min(height, math.ceil(top) + 2)
    return arcade.types.LBWH(left, bottom, right - left, top - bottom)


def style_buttons_for_state(ui: gui.UIManager) -> None:
    """Give every button's label the style of the button's state now (disabled, hovered,
    …), as the button's own drawing does first (``_apply_style`` in arcade's
    ``UIFlatButton.do_render`` and ``UITextureButton.do_render``), so that drawing it later
    restyles nothing (a restyled label asks for the whole UI to be drawn again). A label
    already in its style is left as it is."""
    for widget in ui.walk_widgets():
        if isinstance(widget, (gui.UIFlatButton, gui.UITextureButton)):
            style = widget.get_current_style()
            if style is not None:
                widget._apply_style(style)


def draw_under(view: arcade.View, under: arcade.View | None) -> None:
    """Draw the scene ``under`` as the background of ``view`` (a question asked over it,
    a scene filling in over the one shown before); the felt when there is none or it
    cannot draw now (hidden, it may have lost what it draws with)."""
    clear_to_theme(view)
    if under is None:
        return
    try:
        under.on_draw()
    except Exception:  # noqa: BLE001 - a scene that cannot draw hidden: plain felt
        clear_to_theme(view)


def panel(widget: gui.UIWidget, pad: float) -> gui.UIWidget:
    """Give ``widget`` the translucent dark panel behind it, with ``pad`` pixels around."""
    pad = round(pad)
    return widget.with_padding(all=pad).with_background(color=arcade.types.Color(*palette.PANEL))


def panel_on_felt() -> tuple[int, int, int]:
    """The opaque colour the translucent :data:`~game.ui.theme.PANEL` of a widget panel
    (:func:`panel`) shows over the felt: the UI draws into its own framebuffer, which keeps
    the colour multiplied by its alpha, and multiplies it by the alpha once more when it
    copies the framebuffer to the window (so a widget panel is a little darker than the
    same colour drawn directly, as History's table panel is)."""
    alpha = palette.PANEL[3] / 255
    red, green, blue = (round(round(c * alpha) * alpha + f * (1 - alpha))
                        for c, f in zip(palette.PANEL[:3], palette.FELT, strict=True))
    return red, green, blue


def panel_frame(title: str, area: arcade.types.Rect, width: float, pad: int,
                size: int) -> SceneFrame:
    """The frame of a scene that is a dark panel with its title at the top: the panel
    ``area`` (pixels) in :func:`panel_on_felt` 's colour, and ``title`` at ``size``
    points, bold, centred across a ``width``-pixel window, ``pad`` pixels under the
    panel's top edge."""
    text = arcade.Text(title, round(width / 2), area.top - pad, palette.TITLE, size, font_name=FONT,
                       bold=True, anchor_x="center", anchor_y="top")
    return SceneFrame(texts=[text], panels=[(area, panel_on_felt())])


def framed_panel(widget: gui.UIWidget, pad: float) -> gui.UIWidget:
    """:func:`panel` for a scene whose frame fills the panel (:class:`SceneFrame`, in
    :func:`panel_on_felt` 's colour, from the first frame on): ``widget`` with ``pad``
    pixels around on a background of that colour, opaque. The widgets' texts are drawn over
    it in the UI's framebuffer, where their edges blend as they did over the translucent
    panel (over nothing they came out thinner), and the panel looks as a widget panel
    alone did."""
    return widget.with_padding(all=round(pad)).with_background(
        color=arcade.types.Color(*panel_on_felt()))


def centered(view: SceneView, content: gui.UIWidget, align_y: float = 0,
             top: float | None = None) -> gui.UIWidget:
    """Add ``content`` centred in the window (a full-window anchor layout); with ``top``,
    centred across and its top edge ``top`` pixels above the window's bottom (a panel
    whose title is placed from the window size alone, whatever the rows below it)."""
    root = gui.UIAnchorLayout(size_hint=(1, 1))
    if top is None:
        root.add(content, anchor_x="center", anchor_y="center", align_y=align_y)
    else:
        root.add(content, anchor_x="center", anchor_y="top",
                 align_y=top - view.scene_size[1])
    view.ui.add(root)
    return content


def boxed(
    widget: gui.UIWidget, width: float, height: float, anchor_x: str = "left"
) -> gui.UIWidget:
    """``widget`` inside a fixed ``width`` x ``height`` box (aligns labels in a form); a
    one-line label too long for the box shrinks to fit."""
    text = widget._label if isinstance(widget, gui.UILabel) else None  # its arcade.Text
    if text is not None and not text.multiline:
        size = round(text.font_size)
        fitted = fit_font_size(widget.text, size, width - 4, bool(text.bold))
        if fitted != size:
            widget.update_font(font_size=fitted)
            widget.fit_content()
    box = gui.UIAnchorLayout(width=round(width), height=round(height), size_hint=None)
    box.add(widget, anchor_x=anchor_x, anchor_y="center")
    return box
