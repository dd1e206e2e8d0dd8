"""Shared pieces of the menu-like scenes: colours, sizes, buttons and :class:`SceneView`.

Every widget scene (new game, settings, rules, history, statistics) is a
:class:`SceneView`: a felt-green ``UIView`` whose widgets are built for the window size in
:meth:`SceneView.relayout`, with a keyboard focus ring
(:class:`~game.ui.views.basics.FocusRing`: Up/Down/Tab move it, Enter/Space activate) and
Esc going back one scene. The menu is drawn without widgets (:mod:`game.ui.views.menu`).

Scenes are built once and re-used (a scene opens within one short frame): the
app keeps one of each (:func:`game.ui.navigator.make_scene`), :meth:`SceneView.reopen` puts it
back in the state a new scene would have, and :meth:`SceneView.on_show_view` builds the
widgets again only when what they show changed: the window size, the language or the
scene's own :meth:`SceneView.layout_key` (the settings shown, the history's records, …).
A hidden scene keeps its drawn widgets (the UI's full-window framebuffer) only while the
hidden scenes together stay under :data:`HIDDEN_SURFACE_BUDGET` bytes; the others give the
framebuffer back and draw it again when shown.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import arcade

from game.i18n import language
from game.ui import looks, palette
from game.ui.backdrop import clear_to_theme
from game.ui.gui import TextField, gui
from game.ui.heap import freeze_for_now
from game.ui.patches import (
    draw_ui,
    drop_ui_surfaces,
    make_ui_surface,
    render_ui_steps,
    ui_surfaces,
)
from game.ui.theme import FONT
from game.ui.views.basics import BUTTON_PAD, FocusRing, fit_font_size

if TYPE_CHECKING:
    from game.ui.services import Shell


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


FILL_BUDGET = 0.025
"""Seconds of widget building per frame while a scene fills in (:meth:`SceneView.fill_in`):
a frame runs no step that would take it past this if it lasted as long as the step before
(a row of widgets, 2-25 ms of CPU); at least one step a frame."""


LAYOUT_PER_WIDGET = 0.0002
"""Seconds the layout of a scene takes per widget, about (the layout of Settings' 109
widgets: ~20 ms of CPU on these machines): the filling in's guess before it runs it."""
RENDER_STEP = 0.004
"""Seconds of widget drawing in one step of :meth:`SceneView.render_steps`."""


class SceneFrame:
    """What a scene shows before its widgets are built, and keeps showing with them: its
    dark panels (drawn under the widgets) and its titles (drawn over them).

    A scene opened before its widgets are built shows its frame on the first frame (issue
    14: a scene opens at once) while the widgets are built on the following frames; the
    same objects are drawn, at the same pixels, in the complete scene. So a frame holds
    only what the scene's layout does not move: titles and panels placed from the window
    size alone.

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


class SceneView(FocusRing, gui.UIView):
    """A felt-green scene made of widgets laid out for the window size.

    Subclasses implement :meth:`build`, which adds widgets to ``self.ui`` for a window of
    ``width`` x ``height`` and registers keyboard-focusable buttons with :meth:`focusable`.
    A scene that is re-used (see the module docstring) implements :meth:`reset` (the state
    of a new scene) and :meth:`layout_key` (what its widgets show).

    **Filling in** (a scene opens within one short frame even when its widgets
    are not built yet): when the app fills scenes in (:attr:`App.fill_scenes_in
    <game.ui.app.App.fill_scenes_in>`, the running game; tests and ``--screenshot`` build
    at once), a scene shown without widgets for the window builds them over its first
    frames, :data:`FILL_BUDGET` seconds of building per frame, while the scene shown
    before it stays on the screen: the game's frame loop draws nothing meanwhile
    (:meth:`work_unseen`), and a frame that must be drawn (the window uncovered, or the
    frames driven without that loop) draws the scene beneath (:meth:`draw_shown_over`);
    ``build`` may be a generator that ``yield`` s between groups of widgets (each yield
    is a point where a frame may end). The widgets appear all at once, laid out and
    drawn exactly as a scene built at once (tested pixel for pixel); until then they
    take no input. A key, a click, a scroll or typed text meanwhile
    finishes the building first and then goes where it would have gone (Esc just goes
    back).

    A scene with a frame (:meth:`scene_frame`: its title and panels, placed from the
    window size alone) shows it at once instead: the first frame after the scene is shown
    draws the felt and the frame and nothing else, the frames after it build the widgets
    (drawing nothing: the frame stays on the screen) and the widgets appear within the
    frame, all at once, when complete. So does a shown scene built again for a new window
    size or language (:meth:`rebuild`).

    Args:
        app: the window.
        back: the scene Esc returns to; the menu when ``None``.
    """

    fills_in = True
    """Whether the scene fills in when shown unbuilt (a scene drawing its own ``on_draw``
    without :meth:`continue_filling` builds at once)."""

    def __init__(self, app: Shell, back: arcade.View | None = None) -> None:
        super().__init__()
        self.app = app
        self.back_view = back
        self.scene_size = app.get_size()
        self.reset_focus()
        self.built_key: tuple | None = None
        """What the widgets were built for: ``(size, language, layout_key())``."""
        self.builds = 0
        """How many times the widgets were built (tests read it)."""
        self.hidden_at = 0
        """When the scene was last hidden (a counter; the most recent keeps its surface)."""
        self.filling: Iterator[bool | float | None] | None = None
        """The building steps still to run while the scene fills in (see the class)."""
        self._filling_for: tuple | None = None
        """The :attr:`built_key` the steps of :attr:`filling` build for."""
        self._frame: tuple[tuple, SceneFrame | None] | None = None
        """``(key, frame)``: the :meth:`scene_frame` made last, and the size and language
        it was made for."""
        self.frame_shown = False
        """Whether the frame was drawn since the filling in began (the building waits
        for it: see the class)."""
        self.keeps_screen = False
        """Whether the screen keeps showing the scene as it was while it fills in again
        (:meth:`refill`)."""

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

    def current_key(self, width: float, height: float) -> tuple:
        """The :attr:`built_key` the widgets need for a ``width`` x ``height`` window now."""
        return ((width, height), language(), looks.key(), self.layout_key())

    # ------------------------------------------------------------------ frame
    def scene_frame(self, width: float, height: float) -> SceneFrame | None:
        """The scene's frame for a ``width`` x ``height`` window (see :class:`SceneFrame`):
        titles and panels placed from the window size alone, cheap to make (a few
        ``arcade.Text``); ``None`` (the default): the scene shown before stays on the
        screen while this one fills in."""
        return None

    def frame_for(self, width: float, height: float) -> SceneFrame | None:
        """:meth:`scene_frame` for a ``width`` x ``height`` window in the current language,
        made once for each size and language."""
        key = ((width, height), language(), looks.key())
        if self._frame is None or self._frame[0] != key:
            self._frame = (key, self.scene_frame(width, height))
        return self._frame[1]

    def filling_frame(self) -> SceneFrame | None:
        """The frame of the size the scene fills in for (``None`` when not filling in or
        when the scene has none)."""
        if self.filling is None or self._filling_for is None:
            return None
        width, height = self._filling_for[0]
        return self.frame_for(width, height)

    # ------------------------------------------------------------------ layout
    def build(self, width: float, height: float) -> Iterator[None] | None:  # pragma: no cover
        """Add this scene's widgets for a ``width`` x ``height`` window (a generator may
        ``yield`` between groups of widgets: see filling in, in the class docstring)."""
        raise NotImplementedError

    def build_steps(self, width: float, height: float) -> Iterator[bool | float | None]:
        """Build the widgets for a ``width`` x ``height`` window, one step per ``next``:
        :meth:`build` 's own steps, then the layout (a step yields ``True`` when the next
        one should wait for the next frame, or the seconds the next one will take when
        that is known better than from the step before: see :meth:`continue_filling`)."""
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
        """Rebuild the widgets for the window size (the current size by default), at once
        (a filling in that was under way is dropped: this is the whole of it)."""
        if width is None or height is None:
            width, height = self.scene_size
        filling, self.filling = self.filling, None
        for _step in self.build_steps(width, height):
            pass
        if filling is not None:
            self._filled()

    def fills_in_now(self) -> bool:
        """Whether this scene, built anew, fills in over the next frames (the app fills
        scenes in and the scene does: :attr:`fills_in`) rather than at once."""
        return self.fills_in and getattr(self.app, "fill_scenes_in", False)

    def fill_in(self, width: int, height: int) -> None:
        """Build the widgets for a ``width`` x ``height`` window on the following frames
        (:meth:`on_draw` runs :data:`FILL_BUDGET` seconds of it per frame); the widgets
        take no input until they are all there."""
        self.ui.disable()
        self._start_filling(width, height, shown=True, render=True)

    def rebuild(self) -> None:
        """Build the widgets again for the window's size and language (a new size or
        language while the scene is shown): on the following frames, with the scene's
        frame on the screen meanwhile, when the app fills scenes in and the scene has a
        frame; at once otherwise."""
        width, height = self.window.get_size() if self.window else self.scene_size
        if self.filling is None and self.built_key == self.current_key(width, height):
            return  # nothing changed (the same language chosen again, a same-size resize)
        if self.fills_in_now() and self.frame_for(width, height) is not None:
            if self.filling is not None:
                self._drop_filling()
            self.fill_in(width, height)
        else:
            self._relayout_at(width, height)

    def _relayout_at(self, width: int, height: int) -> None:
        """The UI's framebuffer and the widgets for a ``width`` x ``height`` window, at
        once."""
        make_ui_surface(self.ui)  # one given back is made again first,
        self.ui.on_resize(width, height)  # so that it takes this size (not the window's)
        self.relayout(width, height)

    def fill_ahead(self, render: bool) -> bool:
        """Start building the widgets for the window while the scene is hidden, in steps
        that :meth:`continue_filling` runs (:func:`game.ui.navigator.prebuild_scenes` and the
        menu's pointer: one step at a time while the window is idle); shown before they
        are done, the scene goes on from where they are. With ``render``, the steps draw
        the widgets into the scene's framebuffer too. Returns whether there is work."""
        width, height = self.window.get_size()
        if self.filling is not None and self._filling_for == self.current_key(width, height):
            return True
        if self.filling is not None:
            self._drop_filling()  # under way for another size or language: not wanted now
        if self.built_key == self.current_key(width, height):
            return False
        self._start_filling(width, height, shown=False, render=render)
        return True

    def refill(self) -> None:
        """Build the widgets again for a choice made in the scene (another game, another
        page): the scene as it was stays on the screen (no frame is drawn) while the new
        widgets are built on the next frames, and they replace it all at once, so no frame
        holds the whole building; at once when the app does not fill scenes in
        or the scene is not shown. Input meanwhile finishes the building first."""
        window = self.window
        if not self.fills_in_now() or window is None or window.current_view is not self:
            self.relayout()
            return
        if self.filling is not None:
            self._drop_filling()
        self.fill_in(*self.scene_size)
        self.keeps_screen = True  # what the screen shows stays there: no frame drawn first

    def _start_filling(self, width: int, height: int, shown: bool, render: bool) -> None:
        make_ui_surface(self.ui)  # as on_resize: the surface first
        self.ui.on_resize(width, height)
        self._filling_for = self.current_key(width, height)
        self.filling = self._fill_steps(width, height, shown, render)
        self.frame_shown = self.keeps_screen = False

    def _fill_steps(self, width: int, height: int, shown: bool, render: bool
                    ) -> Iterator[bool | float | None]:
        # The building runs from the first frame on (or the second, after the scene's
        # frame: the frame, or the scene shown before, stays on the screen: work_unseen).
        # A layout key changed by a building step itself (History reads its rows in its
        # first build) is what the building is for, not a change that makes it stale: the
        # building goes on for it (it was dropped and begun again, and History built
        # twice). A change made between two steps still drops it.
        steps = self.build_steps(width, height)
        while True:
            before = self.current_key(width, height)
            try:
                said = next(steps)
            except StopIteration:
                break
            finally:
                if before == self._filling_for:
                    self._filling_for = self.current_key(width, height)
            yield said
        if render:
            yield from self.render_steps()  # the widgets' first drawing, in short steps
        yield True  # the frame that shows them does nothing else (showing them is its work)

    def render_steps(self) -> Iterator[None]:
        """Draw the widgets into the scene's own framebuffer (not on the screen), a few
        milliseconds of widgets per step (:data:`RENDER_STEP`): what ``UIManager.draw``
        draws before it copies the framebuffer to the screen, in the same order (parents
        first, then their children in order), so the framebuffer ends the same; the frame
        that follows only copies it. The framebuffer, camera and blending are set up once
        per step, not once per widget (that doubled the cost of drawing a scene).

        A button restyles its label for its state when drawn (``UIFlatButton.do_render``):
        a button made enabled and then disabled (New Game's Same deal, History's page
        buttons) changed its label's colour there, which asked for the whole UI to be drawn
        again, and the frame showing the scene drew every widget a second time (~20 ms).
        The labels take their state's style first (:func:`style_buttons_for_state`), so
        drawing changes nothing and that frame only copies the framebuffer."""
        ui = self.ui
        style_buttons_for_state(ui)
        ui.execute_layout()  # as UIManager.draw does first (a label may have taken its size)
        yield from render_ui_steps(ui, self.window.ctx, RENDER_STEP)

    def continue_filling(self, budget: float | None = FILL_BUDGET) -> bool:
        """Run the filling in for ``budget`` seconds (at least one step, and none that would
        take it past ``budget`` if it lasted as long as the one before; ``None``: to the
        end). Returns whether the scene is complete."""
        if self.filling is None:
            return True
        start = before = time.perf_counter()
        for said in self.filling:  # True: what comes next takes a frame of its own
            now = time.perf_counter()
            if budget is not None:  # the next step takes what it says, or what this one did
                step = said if isinstance(said, float) else now - before
                if said is True or now - start + step > budget:
                    return False
            before = now
        self.filling = None
        self._filled()
        return True

    def _filled(self) -> None:
        """The widgets are all there: they take input now (if the scene is shown). They
        live as long as the window: out of the garbage collector's full scans
        (:func:`game.ui.heap.freeze_for_now`)."""
        self.shown_over = None
        freeze_for_now()
        window = self.window
        if window is not None and window.current_view is self:
            self.ui.enable()

    def later_work(self) -> list[Callable[[], object]]:
        """Work worth doing ahead once the scene is built (each step short: see
        :func:`game.ui.navigator.prebuild_scenes`); none by default."""
        return []

    def on_show_view(self) -> None:
        super().on_show_view()
        width, height = self.window.get_size()
        key = self.current_key(width, height)
        if self.filling is not None and self._filling_for != key:
            self._drop_filling()  # built ahead for another size or language: not this one
        if self.filling is not None:
            self.frame_shown = False  # (a draw under another view did not show it)
            if self.built_key != key:  # built ahead, not complete yet: on from there
                self.ui.disable()
        elif self.built_key != key:
            if self.fills_in_now():
                self.fill_in(width, height)
            else:
                self.on_resize(width, height)
        if self.filling is None:
            self.shown_over = None  # complete at once: nothing to keep on screen

    def _drop_filling(self) -> None:
        """Give up a building under way (its widgets are half made): built again in full."""
        self.filling = None
        self.built_key = None

    def on_hide_view(self) -> None:
        self.shown_over = None
        if self.filling is not None:  # left before it was complete: built when shown again
            self._drop_filling()
        super().on_hide_view()
        SceneView._hidden_count += 1
        self.hidden_at = SceneView._hidden_count
        scenes = getattr(self.app, "scenes", {})
        # arcade hides a scene before it makes the next one current: every kept scene but
        # the one being shown counts as hidden here (the next one, if kept, is among them
        # and may have to draw its widgets again when over the budget).
        release_hidden_surfaces([v for v in scenes.values() if isinstance(v, SceneView)])
        if self not in scenes.values():
            drop_ui_surfaces(self.ui)  # not kept for re-use: nothing will draw it again

    _hidden_count = 0

    def on_resize(self, width: int, height: int) -> None:
        window = self.window
        if window is not None and window.current_view is self and \
                tuple(window.get_size()) == (width, height):
            self.rebuild()  # shown: its frame at once, the widgets on the following frames
            return
        self._relayout_at(width, height)

    # ------------------------------------------------------------------ navigation
    def back(self) -> None:
        """Esc: return to the scene this one was opened from (the menu by default, its
        focus on the button that opened this scene)."""
        if self.back_view is not None:
            self.app.show_view(self.back_view)
        else:
            self.app.show_menu(focus=self.app.menu_button)

    def next_frame_in(self) -> float | None:
        """Frames only on input (see :mod:`game.ui.frames`); every frame while the scene
        fills in; with a text field in use, twice a second for its blinking caret."""
        if self.filling is not None:
            return 0.0
        return 0.5 if self.text_input_active() else None

    def work_unseen(self) -> bool:
        """The frame loop asks before drawing a frame (:class:`game.ui.frames.WorksUnseen`):
        while the scene fills in with its frame on the screen, or with the scene shown
        before still there (the last frame drawn showed it, or showed this scene filling in
        over it), run this frame's building and leave the screen as it is: no frame is
        drawn, so the frame's time all goes to building (drawing the scene beneath again
        took ~10 ms a frame). ``False`` (draw) once the widgets are complete, when the
        scene's frame was not drawn yet, and when the screen shows something else."""
        if self.filling is None:
            return False
        if self.frame_shown or self.keeps_screen:  # (the loop draws all after damage)
            return not self.continue_filling()
        if self.filling_frame() is not None:  # its frame first, then the building
            return False
        on_screen = getattr(self.window, "last_drawn", None)
        if on_screen is None or on_screen not in (self, self.shown_over):
            return False
        return not self.continue_filling()

    def finish_filling(self) -> bool:
        """Input came while the scene fills in: build the rest now, so that the input goes
        to the scene as it will look. Returns whether it was filling in."""
        if self.filling is None:
            return False
        self.continue_filling(None)
        return True

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

    # ------------------------------------------------------------------ drawing
    def on_draw(self) -> None:
        if self.filling is not None and self.keeps_screen:
            self.continue_filling(None)  # a frame must be drawn (the window uncovered):
            # what it showed is gone, so the scene is completed now rather than shown empty
        if self.filling is not None:
            frame = self.filling_frame()
            if frame is not None and not self.frame_shown:
                self.draw_frame(frame)  # at once: the building waits for the next frame
                return
            if not self.continue_filling():
                if frame is not None:
                    self.draw_frame(frame)
                else:
                    self.draw_shown_over()  # the widgets appear all at once, when complete
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
        """``UIManager.draw`` (lay out, draw the widgets that changed into the UI's
        framebuffer, copy it to the window), the copy only over the widgets' area
        (:func:`widgets_area`): the whole window's copy took ~20 ms a frame at 1920x1080
        and ~47 ms at 2560x1440 on the software renderer, while the widgets of most scenes
        cover a third to a half of it. The same pixels (tested)."""
        draw_ui(self.ui, self.window.ctx, widgets_area)

    def draw_frame(self, frame: SceneFrame) -> None:
        """While filling in: the felt and the scene's frame (its widgets not there yet)."""
        clear_to_theme(self)
        frame.draw_under()
        frame.draw_over()
        if self.window is not None and self.window.current_view is self:
            self.frame_shown = True  # (not when drawn under another view)


    shown_over: arcade.View | None = None
    """The scene that was on screen when this one was shown (set by :meth:`App.show_view
    <game.ui.app.App.show_view>`): it stays on screen while this one fills in. Held (a
    menu made anew has no other owner) only until this scene is complete or hidden."""

    def draw_shown_over(self) -> None:
        """While filling in: draw the scene shown before (the menu whose button was just
        pressed, the table…), so opening a scene never shows an empty window; the felt when
        there is none, or when it cannot draw now."""
        under = self.shown_over
        if under is self or getattr(under, "filling", None) is not None:
            under = None
        draw_under(self, under)


def widgets_area(ui: gui.UIManager, layer: int) -> arcade.types.Rect | None:
    """The part of ``layer`` 's framebuffer the widgets drew on: the union of the rects
    of its widgets but the layouts that fill the window (transparent), widened by 2 pixels
    and on whole pixels (logical pixels, the window's coordinates); ``None`` (all of it)
    when there is nothing to go by."""
    width, height = ui.window.get_size()
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
