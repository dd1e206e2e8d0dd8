"""Every change the game makes to arcade and pyglet, in one place.

Each patch names the version of arcade or pyglet it was written for and is installed only
there (:func:`written_for`); on another version the library runs as shipped, slower or
without the workaround, never differently. Each names the upstream issue it works around
(``UPSTREAM``; ``None`` where none was found filed). A speed patch gives exactly the
library's result (its test calls the patched and the original code and compares).

* :func:`import_arcade_gui`: ``arcade.gui`` imported under ``ARCADE_HEADLESS=1`` (arcade
  3.3.3 cannot import it there by itself).
* :func:`remember_listener_kinds`: ``arcade.gui`` reads a property listener's signature once
  per shape of callable instead of once per bind (speed).
* :func:`fit_labels_once`: a ``UILabel`` fits its text layout with one relayout instead of
  two (speed).
* :func:`speed_up_glyph_expansion`: pyglet's FreeType glyph conversion to BGRA in C instead
  of a Python loop over every pixel (speed).
* :func:`depth_sprite_shader`: arcade's sprite geometry shader with a depth per sprite, for
  :mod:`game.ui.table.hidden` (speed: hidden card pixels are not shaded).
* :func:`accept_file_drops`: arcade's window accepts files dropped on it (arcade 3.3 does
  not pass pyglet's ``file_drops`` on), and :func:`read_short_drag_type_lists`: pyglet's
  X11 window reads a drag that lists its types in its first message (it raised).
* :func:`fit_below_minimum_size`: an X11 window made smaller than its minimum size (a
  window manager ignoring the hint) shows the minimum size's layout scaled down to fit.
* :func:`ui_surfaces`, :func:`drop_ui_surfaces`, :func:`draw_ui` and :func:`render_ui_steps`:
  ``UIManager`` drawing through its private framebuffers: copied to the window over the
  widgets' area only, drawn in short steps while a scene fills in (speed).
* :func:`read_keys_by_layout`: pyglet's X11 window gives every key a layout-independent
  symbol (:func:`game.ui.shortcut_keys.shortcut_symbol`), so shortcuts work on any
  keyboard layout (behaviour).

Nothing here runs at import: the game installs the patches once, ``game.ui`` (the glyphs,
the keys) and :mod:`game.ui.gui` (``arcade.gui``), and every installer may be called again.
"""

from __future__ import annotations

import time
import types
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import arcade
    import arcade.gui

ARCADE = "3.3."
"""The arcade versions the patches were written for (a prefix of ``arcade.version.VERSION``)."""
PYGLET = "2.1."
"""The pyglet versions the patches were written for (a prefix of ``pyglet.version``)."""


def written_for(package: str, prefix: str) -> bool:
    """Whether the installed ``package`` (``"arcade"`` or ``"pyglet"``) has a version that
    starts with ``prefix``."""
    if package == "arcade":
        import arcade

        version = arcade.version.VERSION
    else:
        import pyglet

        version = pyglet.version
    return str(version).startswith(prefix)


# ---------------------------------------------------------------------- arcade.gui, headless
UPSTREAM_HEADLESS_GUI = None
"""No upstream issue found filed; arcade's headless mode (pythonarcade/arcade#1107) skips
``arcade.ControllerManager``, which ``arcade.gui`` imports."""


def import_arcade_gui() -> types.ModuleType:
    """``arcade.gui``, imported safely everywhere.

    Under ``ARCADE_HEADLESS=1`` on Linux, arcade 3.3.3 cannot import ``arcade.gui``: it
    reaches for ``arcade.ControllerManager``, which headless mode skips, and pyglet's xlib
    window module. Importing those two first is the workaround (ARCADE_NOTES.md §8); it
    needs libX11 only, no X server.
    """
    import arcade

    if arcade.headless and written_for("arcade", ARCADE):
        import pyglet.window.xlib  # noqa: F401, I001
        import arcade.controller

        arcade.ControllerManager = arcade.controller.ControllerManager  # type: ignore[attr-defined]
    import arcade.gui

    return arcade.gui


# ---------------------------------------------------------------------- listener kinds
UPSTREAM_LISTENERS = None
"""No upstream issue found filed (``arcade.gui.property``'s listener detection)."""


def listener_shape(callback: object) -> tuple | None:
    """What decides which arguments an ``arcade.gui`` property listener takes, or ``None``
    when that is not known without reading its signature.

    ``arcade.gui`` binds a few dozen listeners per widget (``bind(self, "rect",
    self.trigger_render)``…) and reads each one's signature with ``inspect.signature`` to
    learn whether it takes no argument, the instance, the value or the old and new values.
    For a plain Python function, or a method of one, the answer only depends on its code
    (the number and kinds of its parameters), how many of them have defaults and which
    keyword-only ones have defaults, plus whether it is bound (the instance fills the first
    parameter); for a callable object (arcade wraps weakly bound methods in one), on its
    class's ``__call__``. Anything else (a ``functools.partial``, a wrapped function or one
    with its own ``__signature__``, a builtin) gets ``None`` and is read in full.

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
    :func:`listener_shape`): the same answer, without ``inspect.signature`` for every bind.
    Replaces arcade 3.3's ``arcade.gui.property._ListenerType.detect_callback_type``; the
    original stays reachable as the replacement's ``_original``.

    Returns:
        Whether the remembering detection is in use.
    """
    from arcade.gui import property as gui_property

    kinds = getattr(gui_property, "_ListenerType", None)
    original = getattr(kinds, "detect_callback_type", None)
    if kinds is None or original is None or not written_for("arcade", ARCADE):
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


# ---------------------------------------------------------------------- labels
UPSTREAM_LABELS = None
"""No upstream issue found filed (``UILabel._update_label`` sets width, then height)."""
ARCADE_UPDATE_LABEL: Callable[..., None] | None = None
"""arcade's own ``UILabel._update_label`` (once :func:`fit_labels_once` replaced it)."""


def fit_label_once(label: arcade.gui.UILabel) -> None:
    """Fit ``label``'s text layout into its content area with one relayout (arcade 3.3's
    ``UILabel._update_label`` sets the layout's width and then its height, and pyglet lays
    the text out again after each). The layout ends exactly as arcade's would: at (0, 0),
    as wide and as high as the content area in whole pixels; a layout already so is not
    laid out again."""
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
    when it makes one).

    Returns:
        Whether labels now fit with one relayout.
    """
    global ARCADE_UPDATE_LABEL
    import arcade.gui

    original = getattr(arcade.gui.UILabel, "_update_label", None)
    if original is None or not written_for("arcade", ARCADE):
        return False
    if original is not fit_label_once:
        ARCADE_UPDATE_LABEL = original
        arcade.gui.UILabel._update_label = fit_label_once  # type: ignore[method-assign]
    return True


# ---------------------------------------------------------------------- glyphs
UPSTREAM_GLYPHS = None
"""No upstream issue found filed (``FreeTypeGlyphRenderer._expand_to_rgba``'s pixel loop)."""


def expand_coverage_to_bgra(data: bytes) -> bytes:
    """8-bit glyph coverage → BGRA texels: ``(255, 255, 255, coverage)`` per pixel.

    >>> expand_coverage_to_bgra(bytes([0, 128]))
    b'\\xff\\xff\\xff\\x00\\xff\\xff\\xff\\x80'

    Args:
        data: one byte per pixel (a FreeType grey bitmap, rows tightly packed).

    Returns:
        Four bytes per pixel, ``len(data) * 4`` bytes.
    """
    out = bytearray(b"\xff") * (len(data) * 4)
    out[3::4] = data
    return bytes(out)


def speed_up_glyph_expansion() -> bool:
    """Install :func:`expand_coverage_to_bgra` in pyglet's FreeType glyph renderer (once).

    Every glyph pyglet draws with FreeType (Linux and the BSDs: each character at each font
    size and weight, the first time it is shown) goes through
    ``FreeTypeGlyphRenderer._expand_to_rgba``, which turns the coverage bitmap into BGRA
    texels in a Python loop over every pixel. The replacement builds the same bytes with
    slice assignment for the one conversion pyglet's FreeType renderer asks for (``"R"`` to
    ``"BGRA"``); any other still goes to pyglet's own method (the replacement's
    ``_original``). Windows and macOS render glyphs with their own font systems.

    Returns:
        Whether pyglet's FreeType renderer is in use here and now uses it.
    """
    import pyglet

    if pyglet.compat_platform in ("win32", "cygwin", "darwin") \
            or not written_for("pyglet", PYGLET):
        return False
    from pyglet.font.freetype import FreeTypeGlyphRenderer

    original = getattr(FreeTypeGlyphRenderer, "_expand_to_rgba", None)
    if original is None:
        return False
    if getattr(original, "_fast", False):
        return True

    def expand(self: object, data: bytes, src_format: str, dst_format: str) -> bytes:
        if src_format == "R" and dst_format == "BGRA":
            return expand_coverage_to_bgra(bytes(data))
        return original(self, data, src_format, dst_format)

    expand._fast = True  # type: ignore[attr-defined]
    expand._original = original  # type: ignore[attr-defined]
    FreeTypeGlyphRenderer._expand_to_rgba = expand  # type: ignore[method-assign]
    return True


# ---------------------------------------------------------------------- the sprite shader
UPSTREAM_SHADER = None
"""No upstream issue: arcade's sprite shader has no depth by design."""
SPRITE_VERTEX = ":system:shaders/sprites/sprite_list_geometry_vs.glsl"
SPRITE_GEOMETRY = ":system:shaders/sprites/sprite_list_geometry_cull_geo.glsl"


def depth_sprite_shader(geometry: str, depth_step: float) -> str | None:
    """arcade's sprite geometry shader ``geometry`` (its source, includes resolved) with each
    sprite at its own depth: sprite ``i`` of the draw at ``1 - (i + 1) * depth_step`` in
    normalised device units, a later sprite nearer. Where each vertex lands on the screen
    does not change. ``None`` when the source is not the one this was written for (four
    ``EmitVertex();``, no primitive id read) or arcade is another version.
    """
    emit = "EmitVertex();"
    if geometry.count(emit) != 4 or "gl_PrimitiveIDIn" in geometry \
            or not written_for("arcade", ARCADE):
        return None
    return geometry.replace(
        emit, f"gl_Position.z = 1.0 - float(gl_PrimitiveIDIn + 1) * {depth_step!r};\n"
              f"    {emit}")


# ---------------------------------------------------------------------- UIManager drawing
UPSTREAM_UI_DRAW = None
"""No upstream issue found filed (``UIManager.draw`` copies the whole window's framebuffer,
keeps no public list of its framebuffers and draws all its widgets at once)."""


def ui_surfaces(ui: arcade.gui.UIManager) -> list[Any]:
    """The UI framebuffers ``ui`` holds now (one per layer drawn so far)."""
    return list(ui._surfaces.values())


def drop_ui_surfaces(ui: arcade.gui.UIManager) -> None:
    """Give ``ui``'s framebuffers back; ``UIManager`` makes them again at its next draw."""
    ui._surfaces.clear()


def make_ui_surface(ui: arcade.gui.UIManager) -> None:
    """Make ``ui``'s default layer's framebuffer now, if it has none (as its next draw would)."""
    ui._get_surface(ui.DEFAULT_LAYER)


def draw_ui(ui: arcade.gui.UIManager, ctx: arcade.ArcadeContext,
            area: Callable[[arcade.gui.UIManager, int], Any]) -> None:
    """``UIManager.draw`` (lay out, draw the widgets that changed into the UI's framebuffer,
    copy it to the window) with the copy of each layer only over ``area(ui, layer)`` (a
    rectangle in logical pixels, or ``None``: the whole window). The same pixels."""
    ui.execute_layout()
    with ctx.enabled(ctx.BLEND), ui._render_to_surface_camera.activate():
        ui._do_render()
    with ui.camera.activate(), ctx.enabled(ctx.BLEND):
        for layer in sorted(ui.children):
            ui._get_surface(layer).draw(area(ui, layer))


def render_ui_steps(ui: arcade.gui.UIManager, ctx: arcade.ArcadeContext,
                    step: float) -> Iterator[None]:
    """Draw ``ui``'s widgets into its framebuffers (not on the screen), about ``step``
    seconds of widgets per ``next``: what ``UIManager.draw`` draws before it copies the
    framebuffers to the screen, in the same order (parents first, then their children in
    order), so the framebuffers end the same and a later :func:`draw_ui` only copies them.
    The framebuffer, camera and blending are set up once per step, not once per widget.
    The caller lays ``ui`` out first."""
    force = ui._requires_render
    ui._requires_render = False

    def walk(widget: arcade.gui.UIWidget, surface: Any, force: bool) -> Iterator[None]:
        drawn = force or widget._requires_render
        if not widget.visible:
            return
        if drawn:
            widget.do_render_base(surface)
            widget.do_render(surface)
            if widget.focused:
                widget.do_render_focus(surface)
            widget._requires_render = False
            yield
        for child in widget.children:
            yield from walk(child, surface, drawn)

    def layer_walk(surface: Any, layer: int) -> Iterator[None]:
        for child in list(ui.children[layer]):
            yield from walk(child, surface, force)

    for layer in sorted(ui.children):
        surface = ui._get_surface(layer)
        if force:  # (the camera context puts the window's camera back afterwards)
            with ui._render_to_surface_camera.activate(), surface.activate():
                surface.clear()
        widgets = layer_walk(surface, layer)
        done = False
        while not done:
            with ctx.enabled(ctx.BLEND), ui._render_to_surface_camera.activate(), \
                    surface.activate():
                start = time.perf_counter()
                done = True
                for _drawn in widgets:
                    if time.perf_counter() - start > step:
                        done = False
                        break
            yield


# ---------------------------------------------------------------------- keys on any layout
UPSTREAM_KEYS_BY_LAYOUT = None
"""No upstream issue found filed: pyglet's X11 window reports a key whose character has no
pyglet symbol (every Cyrillic, Greek or accented letter) as ``key.user_key(keycode)``, and
a key's symbol is what the layout types, so shortcuts compared with ``key.Z`` die on a
Cyrillic layout and the number keys on a French one."""


def read_keys_by_layout() -> bool:
    """Make pyglet's X11 window report each key by :func:`~game.ui.shortcut_keys.
    shortcut_symbol` of its symbol and its hardware keycode (``XKeyEvent.keycode``), for
    ``on_key_press`` and ``on_key_release`` alike; the typed text (``on_text``) is the
    layout's own.

    Returns:
        Whether the X11 window is patched (``False`` on another window system, under
        ``ARCADE_HEADLESS``, or on a pyglet it was not written for).
    """
    import pyglet.window

    if not written_for("pyglet", PYGLET) \
            or pyglet.window.Window.__module__ != "pyglet.window.xlib":
        return False  # another version, another window system, or headless
    from pyglet.window.xlib import XlibWindow
    original = XlibWindow._event_text_symbol  # noqa: SLF001
    if getattr(original, "_original", None) is not None:
        return True  # installed already
    from game.ui.shortcut_keys import shortcut_symbol

    def event_text_symbol(self: XlibWindow, ev: Any) -> tuple[str | None, int]:
        text, symbol = original(self, ev)
        if symbol:
            symbol = shortcut_symbol(symbol, ev.xkey.keycode)
        return text, symbol

    event_text_symbol._original = original  # type: ignore[attr-defined]
    XlibWindow._event_text_symbol = event_text_symbol  # type: ignore[method-assign]  # noqa: SLF001
    return True


# ---------------------------------------------------------------------- file drops
UPSTREAM_FILE_DROPS = "pythonarcade/arcade#2808"
"""``arcade.Window`` does not pass pyglet's ``file_drops`` on (fixed upstream by
pythonarcade/arcade#2825, which lets the window's keyword arguments through to pyglet)."""


def accept_file_drops() -> bool:
    """Make arcade's windows accept files dropped on them, as pyglet's
    ``Window(file_drops=True)`` does: on X11 the window advertises drops (its
    ``XdndAware`` property), on Windows it takes ``WM_DROPFILES``, on macOS it registers
    for file names; each drop dispatches ``on_file_drop(x, y, paths)``. pyglet reads the
    choice when it makes the native window (``_create``), so the replacement sets it just
    before pyglet's own ``_create`` (kept as its ``_original``) for every
    ``arcade.Window``; other pyglet windows are left as they are.

    Returns:
        Whether arcade's windows now accept drops (``False`` on an arcade or pyglet it was
        not written for, or an arcade that takes ``file_drops`` itself).
    """
    import inspect

    import arcade
    import pyglet.window

    if not (written_for("arcade", ARCADE) and written_for("pyglet", PYGLET)) \
            or "file_drops" in inspect.signature(arcade.Window.__init__).parameters:
        return False
    window_class = pyglet.window.Window
    original = window_class._create  # noqa: SLF001
    if getattr(original, "_original", None) is not None:
        return True  # installed already

    def create(self: pyglet.window.Window) -> None:
        if isinstance(self, arcade.Window):
            self._file_drops = True  # noqa: SLF001
        original(self)

    create._original = original  # type: ignore[attr-defined]
    window_class._create = create  # type: ignore[method-assign]  # noqa: SLF001
    if window_class.__module__ == "pyglet.window.xlib":
        read_short_drag_type_lists()
    return True


UPSTREAM_DRAG_TYPES = "pyglet/pyglet#1010"
"""pyglet's X11 window fails on a drag that names its (at most three) types in the
XdndEnter message itself (``data.l + 2`` on a ctypes array: a ``TypeError``, then an
``XFree`` of memory X never gave); the issue reports an exception in the same handler."""


def read_short_drag_type_lists() -> bool:
    """Make pyglet's X11 window read a drag's types from its XdndEnter message when the
    source lists at most three there (XDND: bit 0 of ``data.l[1]`` clear), as the protocol
    says, instead of failing; a longer list (the XdndTypeList property) and a newer
    protocol version go to pyglet's own handler (kept as the replacement's
    ``_original``). Installed by :func:`accept_file_drops`.

    Returns:
        Whether the X11 window reads them (``False`` on a pyglet it was not written for).
    """
    if not written_for("pyglet", PYGLET):
        return False
    from pyglet.window import xlib as xlib_window

    window_class = xlib_window.XlibWindow
    original = window_class._event_drag_enter  # noqa: SLF001
    if getattr(original, "_original", None) is not None:
        return True

    def drag_enter(self: Any, ev: Any) -> None:
        data = ev.xclient.data.l
        if data[1] & 1 or (data[1] >> 24) > xlib_window.XDND_VERSION:
            original(self, ev)
            return
        self._xdnd_source = data[0]  # noqa: SLF001
        self._xdnd_version = data[1] >> 24  # noqa: SLF001
        uri_list = self._xdnd_atoms["text/uri-list"]  # noqa: SLF001
        self._xdnd_format = uri_list if uri_list in (data[2], data[3], data[4]) else None  # noqa: SLF001

    drag_enter._original = original  # type: ignore[attr-defined]
    window_class._event_drag_enter = drag_enter  # type: ignore[method-assign]  # noqa: SLF001
    return True


# ---------------------------------------------------------------------- below the minimum size
UPSTREAM_SMALL_WINDOW = None
"""No upstream issue: a window manager may ignore a window's minimum size (an X11 hint), and
pyglet then lays a window out at whatever size it is given, by design."""


def fitted_scale(size: tuple[int, int], minimum: tuple[int, int] | None,
                 screen_scale: float) -> float:
    """The scale (framebuffer pixels per logical pixel) a window of ``size`` framebuffer
    pixels gets so that its logical size is never below ``minimum``: the screen's own
    scale, or less for a window smaller than the minimum, which then shows the smallest
    layout the game has, scaled down to fit (both sides at least the minimum, the
    window's shape kept).

    >>> fitted_scale((1280, 800), (800, 600), 1.0)
    1.0
    >>> round(fitted_scale((640, 480), (800, 600), 1.0), 3)
    0.8
    >>> round(fitted_scale((640, 300), (800, 600), 2.0), 3)
    0.5
    """
    if not minimum or minimum[0] <= 0 or minimum[1] <= 0:
        return screen_scale
    scale = min(screen_scale, size[0] / minimum[0], size[1] / minimum[1])
    if scale >= screen_scale:
        return screen_scale

    def logical(scale: float) -> tuple[int, int]:  # as pyglet computes it from the dpi
        return int(size[0] / (scale * 96 / 96)), int(size[1] / (scale * 96 / 96))

    while scale > 0 and (logical(scale)[0] < minimum[0] or logical(scale)[1] < minimum[1]):
        scale *= 0.9999  # (pyglet's logical size is the whole part of a division)
    return scale if scale > 0 else screen_scale


def fit_below_minimum_size() -> bool:
    """Make pyglet's X11 window keep its logical size at or above its minimum size
    (``set_minimum_size``) whatever size it really gets (a window manager that ignores the
    size hints, ``xdotool windowsize``, leaving full-screen into a small window): below
    the minimum its scale (the pixels per logical pixel, ``Window.scale`` and
    ``get_pixel_ratio``) drops to :func:`fitted_scale`, so the game lays everything out as
    in a window of the minimum size and draws it scaled down into the real one, mouse
    positions included (pyglet divides them by the same scale); at or above it the
    screen's scale is back. Replaces ``XlibWindow._on_internal_resize`` (kept as its
    ``_original``), which pyglet calls with the new size before any ``on_resize``.

    Returns:
        Whether the X11 window is patched (``False`` elsewhere, headless, or on a pyglet it
        was not written for).
    """
    import pyglet
    import pyglet.window

    if not written_for("pyglet", PYGLET) or pyglet.options.dpi_scaling != "stretch" \
            or pyglet.window.Window.__module__ != "pyglet.window.xlib":
        return False
    from pyglet.window.xlib import XlibWindow

    original = XlibWindow._on_internal_resize  # noqa: SLF001
    if getattr(original, "_original", None) is not None:
        return True  # installed already

    def on_internal_resize(self: XlibWindow, width: int, height: int) -> None:
        base = getattr(self, "_screen_dpi", None)
        if base is None:
            base = self._screen_dpi = self._dpi  # noqa: SLF001 (the screen's, read at _create)
        scale = fitted_scale((self._width, self._height), self._minimum_size, base / 96)  # noqa: SLF001
        self._dpi = scale * 96  # noqa: SLF001 (Window.scale: get_size, get_pixel_ratio)
        self._scale = scale  # noqa: SLF001 (the mouse positions' divisor)
        original(self, width, height)

    on_internal_resize._original = original  # type: ignore[attr-defined]
    XlibWindow._on_internal_resize = on_internal_resize  # type: ignore[method-assign]  # noqa: SLF001
    return True
