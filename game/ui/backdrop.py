"""The table's felt on the screen: the theme's picture (:func:`~game.ui.felt.render_felt`)
at the window's physical size, in a texture of its own, copied over the frame at its start.

The picture is drawn again only when the theme or the framebuffer's size changes; a frame
pays one opaque textured quad of it in place of a clear (:meth:`FeltBackdrop.cover`),
texel for pixel, and the table's kept pictures (:mod:`game.ui.cached`) paint the same quad
under themselves. One backdrop serves a window (:func:`backdrop_for`): the table, the
Replay and the Examples share it. The window's first felt is drawn while the window is
being made (:class:`FeltAhead`).
"""

from __future__ import annotations

import weakref
from array import array
from collections.abc import Hashable

import arcade
from arcade.gl import BufferDescription
from pyglet import gl

from game.ui import looks, palette
from game.ui.background import BackgroundJob
from game.ui.cached import Background, gl_box
from game.ui.felt import SMOOTH, render_cloth, render_felt
from game.ui.services import Served
from game.ui.theme import TableTheme, theme_named


def felt_texels(theme: TableTheme, width: int, height: int, ratio: float,
                woven: bool = True) -> bytes:
    """The texels of the felt of ``theme`` at ``width`` × ``height`` physical pixels and
    pixel ratio ``ratio`` (RGB, rows top down as Pillow keeps them: the felt's quad turns
    them over, :meth:`FeltBackdrop.paint`); not ``woven``: its cloth alone, drawn small
    (:func:`~game.ui.felt.render_cloth`), which the graphics card enlarges."""
    if not woven:
        return render_cloth(theme, width, height).tobytes()
    return render_felt(theme, width, height, max(1, round(3 * ratio))).tobytes()


class FeltAhead:
    """The felt of a window that is being made, drawn on a worker thread meanwhile: Pillow
    lets go of the interpreter's lock while it draws, as the window's making does in the
    graphics driver, so the two share the machine's cores and the felt is ready when the
    window is (:meth:`FeltBackdrop.expect`).

    Args:
        name: the table theme's settings value.
        width, height: the window's framebuffer size in physical pixels.
        ratio: its pixel ratio.
        woven: the table's felt; otherwise the other scenes' (:class:`FeltBackdrop`).
    """

    def __init__(self, name: str, width: int, height: int, ratio: float = 1.0,
                 woven: bool = True) -> None:
        theme = theme_named(name)
        self.key = (theme.name, width, height, ratio)
        self.woven = woven
        self.job = BackgroundJob(lambda: felt_texels(theme, width, height, ratio, woven))


class FeltBackdrop:
    """The felt of one window (a :class:`~game.ui.cached.Backdrop`).

    Attributes:
        renders: how many felt pictures were drawn (tests and benchmarks read it: a frame
            draws none).
    """

    def __init__(self, window: arcade.Window, woven: bool = True) -> None:
        self._window = weakref.ref(window)
        self.woven = woven
        """The table's felt, woven texel for pixel; otherwise the other scenes' felt: its
        cloth drawn small and enlarged by the graphics card as it is drawn (no weave: a
        menu or a page shows it around its panels; it costs a sixteenth of the drawing
        and of the memory)."""
        self._texture: arcade.gl.Texture2D | None = None
        self._quad: arcade.gl.Geometry | None = None
        self.key: Hashable = None
        self.theme: TableTheme = theme_named("")
        self.renders = 0
        self._ahead: FeltAhead | None = None

    def expect(self, ahead: FeltAhead) -> None:
        """Take the felt ``ahead`` draws for the next :meth:`prepare` that asks for its
        theme and size (it waits for it then)."""
        self._ahead = ahead

    def _key(self, name: str) -> tuple:
        """What the felt of theme ``name`` at the framebuffer's size depends on: its theme,
        width, height and pixel ratio (and ``"plain"`` for the scenes' felt)."""
        window = self._window()
        assert window is not None
        width, height = window.get_framebuffer_size()
        key = theme_named(name).name, max(1, width), max(1, height), window.get_pixel_ratio()
        return key if self.woven else (*key, "plain")

    def prepare_soon(self, name: str) -> bool:
        """One step of having the felt of theme ``name`` at the framebuffer's size ready
        without holding the window's thread while it is drawn (the idle build-ahead): the
        first starts drawing it on a worker thread (:class:`FeltAhead`), a step after it
        is drawn takes it (:meth:`prepare`).

        Returns:
            Whether to call again (it is being drawn).
        """
        key = self._key(name)
        if key == self.key:
            return False
        if self._ahead is None or (self._ahead.key, self._ahead.woven) != (key[:4], self.woven):
            self.expect(FeltAhead(name, *key[1:4], woven=self.woven))
            return True
        if not self._ahead.job.done:
            return True
        self.prepare(name)
        return False

    def prepare(self, name: str) -> TableTheme:
        """Have the felt of theme ``name`` at the framebuffer's size ready (drawn when the
        theme or the size changed; an unknown name gives the default theme).

        Returns:
            The theme shown.
        """
        window = self._window()
        assert window is not None
        theme = theme_named(name)
        key = self._key(name)
        _name, width, height, ratio = key[:4]
        if key != self.key:
            ahead, self._ahead = self._ahead, None
            if ahead is not None and (ahead.key, ahead.woven) == (key[:4], self.woven):
                ahead.job.wait()
                data = ahead.job.result()
            else:
                data = felt_texels(theme, width, height, ratio, self.woven)
            ctx = window.ctx
            if self.woven:
                self._texture = ctx.texture((width, height), components=3, data=data,
                                            filter=(ctx.NEAREST, ctx.NEAREST))
            else:
                small = (-(-width // SMOOTH), -(-height // SMOOTH))
                self._texture = ctx.texture(small, components=3, data=data,
                                            filter=(ctx.LINEAR, ctx.LINEAR))
            self._quad = None  # (its texture coordinates follow the size)
            self.key, self.theme = key, theme
            self.renders += 1
        return self.theme

    def cover(self) -> None:
        """Replace the whole framebuffer drawn to with the felt: one opaque textured quad
        over the viewport (no clear: it writes every pixel), cleared around it when the
        viewport is smaller than the framebuffer. The depth buffer is left as it is (the
        card table clears it when it needs it)."""
        window = self._window()
        if window is None or self._texture is None:
            return
        target = window.ctx.active_framebuffer
        if gl_box(gl.GL_VIEWPORT) != (0, 0, *self.key[1:3]):  # physical pixels
            target.clear()
        self.paint()

    def paint(self) -> None:
        """Cover the current viewport with the felt (one opaque quad, no blending)."""
        window = self._window()
        if window is None or self._texture is None:
            return
        ctx = window.ctx
        if self._quad is None:
            # the texture's first row (the picture's top) at the viewport's top; the small
            # cloth covers a little more than the felt (its size rounded up)
            tw, th = self._texture.size
            u = 1.0 if self.woven else self.key[1] / SMOOTH / tw
            v = 1.0 if self.woven else self.key[2] / SMOOTH / th
            data = array("f", (-1, -1, 0, v, 1, -1, u, v, -1, 1, 0, 0,
                               -1, 1, 0, 0, 1, -1, u, v, 1, 1, u, 0))
            self._quad = ctx.geometry(
                [BufferDescription(ctx.buffer(data=data), "2f 2f", ["in_vert", "in_uv"])],
                mode=ctx.TRIANGLES)
        self._texture.use(0)
        blend = ctx.is_enabled(ctx.BLEND)
        ctx.disable(ctx.BLEND)
        self._quad.render(ctx.utility_textured_quad_program)
        if blend:
            ctx.enable(ctx.BLEND)


_BACKDROPS: weakref.WeakKeyDictionary[arcade.Window, FeltBackdrop] = weakref.WeakKeyDictionary()


_SCENE_BACKDROPS: weakref.WeakKeyDictionary[arcade.Window, FeltBackdrop] = \
    weakref.WeakKeyDictionary()


def backdrop_for(window: arcade.Window) -> FeltBackdrop:
    """The window's felt of the table (made on first use): the table, the Replay and the
    Examples show it."""
    backdrop = _BACKDROPS.get(window)
    if backdrop is None:
        backdrop = _BACKDROPS[window] = FeltBackdrop(window)
    return backdrop


def scene_backdrop_for(window: arcade.Window) -> FeltBackdrop:
    """The window's felt of the other scenes, the menu's and the pages' (made on first use;
    :attr:`FeltBackdrop.woven` false)."""
    backdrop = _SCENE_BACKDROPS.get(window)
    if backdrop is None:
        backdrop = _SCENE_BACKDROPS[window] = FeltBackdrop(window, woven=False)
    return backdrop


def clear_to_felt(view: arcade.View, theme: str, woven: bool = True) -> FeltBackdrop:
    """Clear ``view``'s window and cover it with the felt of ``theme`` (a settings value):
    the table's, or not ``woven`` the other scenes' (:func:`scene_backdrop_for`).

    Returns:
        The window's backdrop, to pass to the kept pictures drawn over it.
    """
    backdrop = backdrop_for(view.window) if woven else scene_backdrop_for(view.window)
    backdrop.prepare(theme)
    backdrop.cover()
    return backdrop


def clear_to_theme(view: arcade.View) -> Background:
    """Clear ``view``'s window and cover it with the felt of the table theme shown
    (:func:`game.ui.looks.theme_name`), as the scenes other than the table show it (its
    cloth, without the weave: :func:`scene_backdrop_for`): every scene's background, so
    that a blue table has blue menus; the palette's plain felt colour when the view has no
    services' settings (:class:`game.ui.services.Services`).

    Returns:
        What now lies under the whole window (for a kept picture drawn over it): the
        window's backdrop, or the plain colour.
    """
    if not isinstance(view, Served):
        view.clear(color=palette.FELT)
        return tuple(palette.FELT[:3])
    return clear_to_felt(view, looks.theme_name(view.services.settings), woven=False)
