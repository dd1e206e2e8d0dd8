"""A window smaller than the game's minimum size (800x600): the window's minimum size is
only a hint, which a window manager may ignore (and leaving full-screen can give any
size). pyglet's X11 window then keeps its logical size at the minimum and draws the
smallest layout scaled down into the real window
(:func:`game.ui.patches.fit_below_minimum_size`): nothing overlaps, and the mouse reaches
what it points at."""

from __future__ import annotations

import shutil
import textwrap

import pytest
from under_x import missing_x_tools, run_under_x

from game.ui.patches import fitted_scale


@pytest.mark.parametrize("size", [(640, 480), (500, 400), (799, 600), (1024, 300), (200, 200)])
@pytest.mark.parametrize("screen_scale", [1.0, 1.25, 2.0])
def test_the_logical_size_never_goes_below_the_minimum(size, screen_scale):
    scale = fitted_scale(size, (800, 600), screen_scale)
    assert 0 < scale <= screen_scale
    # pyglet's logical size: the framebuffer size over the scale (read through the dpi)
    logical = (int(size[0] / (scale * 96 / 96)), int(size[1] / (scale * 96 / 96)))
    assert logical[0] >= 800 and logical[1] >= 600
    assert min(logical[0] - 800, logical[1] - 600) <= 2  # the smallest layout, not smaller


def test_a_window_at_or_above_the_minimum_keeps_the_screens_scale():
    assert fitted_scale((800, 600), (800, 600), 1.0) == 1.0
    assert fitted_scale((2560, 1600), (800, 600), 2.0) == 2.0
    assert fitted_scale((640, 480), None, 1.0) == 1.0


CHILD = textwrap.dedent(r"""
    import json, subprocess
    import game.ui  # noqa: F401 - the patches first
    import arcade
    from under_x import pump
    from game.engine.deal import parse_code
    from game.storage.settings import Settings
    from game.ui import patches
    from game.ui.app import App
    from game.ui.layout import overlap
    from game.ui.table.status import FIELDS

    app = App(Settings(start_fullscreen=False, sound=False), 800, 600)

    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    pump(app, 1.0)
    # no window manager: the size asked for is the size given, the minimum size hint or not
    subprocess.run(["xdotool", "windowsize", str(app._window), "640", "480"], check=True)
    pump(app, 1.0)
    table.settle()
    layout = table.cards.layout
    bar = table.status
    texts = [(t.x, t.y - t.content_height / 2, t.x + t.content_width, t.y + t.content_height / 2)
             for k, t in bar.texts.items() if t.text]
    buttons = [(b.rect.left, b.rect.bottom, b.rect.right, b.rect.top)
               for b in bar.buttons.values()]
    pos = table.game.position
    cards = [layout.card_rect(layout.card_center(pos, pile, i))
             for pile in pos.piles() for i in range(len(pos.cards(pile)))]
    overlaps = {
        "text-button": sum(overlap(a, b) > 0 for a in texts for b in buttons),
        "text-text": sum(overlap(a, b) > 0 for i, a in enumerate(texts) for b in texts[i + 1:]),
        "card-bar": sum(overlap(c, (0, 0, layout.width, layout.hud_h)) > 0 for c in cards),
        "outside": sum(c[0] < 0 or c[2] > layout.width or c[3] > layout.height for c in cards),
    }
    table.on_draw()
    picture = arcade.get_image(0, 0, *app.get_size())
    picture.save(__PICTURE__)
    menu = bar.buttons["menu"].rect
    ratio = app.get_pixel_ratio()
    presses = []
    app.push_handlers(on_mouse_press=lambda x, y, b, m: presses.append([x, y]) and None)
    for _attempt in range(3):  # (an X server under load may drop a synthesised click)
        subprocess.run(["xdotool", "mousemove", "--sync", "--window", str(app._window),
                        str(round(menu.center_x * ratio)),
                        str(round((app.get_size()[1] - menu.center_y) * ratio))], check=True)
        pump(app, 0.5)  # (the pointer's arrival handled before the click)
        subprocess.run(["xdotool", "click", "1"], check=True)
        pump(app, 5, until=lambda: type(app.current_view).__name__ != "TableView")
        if presses:
            break
    print(json.dumps({
        "patched": patches.fit_below_minimum_size(),
        "real": [app._width, app._height], "logical": list(app.get_size()),
        "ratio": ratio, "picture": list(picture.size), "layout": [layout.width, layout.height],
        "overlaps": overlaps, "after_click": type(app.current_view).__name__,
        "presses": presses, "menu": [menu.left, menu.bottom, menu.right, menu.top],
    }))
    app.close()
""")


@pytest.mark.skipif(missing_x_tools() is not None or shutil.which("xdotool") is None,
                    reason=missing_x_tools() or "xdotool is not installed")
def test_a_window_made_640x480_shows_the_800x600_table_scaled_down(tmp_path):
    """Under Xvfb without a window manager (one that ignores the minimum size): the game's
    window resized to 640x480 with xdotool lays the table out at 800x600 and draws it at
    0.8 pixels per logical pixel; no status text overlaps a button or another text, no card
    the status bar or the window's edge; a click on Menu's place opens the menu."""
    picture = tmp_path / "small.png"
    source = CHILD.replace("__PICTURE__", repr(str(picture)))
    report = run_under_x(source, tmp_path, "1280x800", timeout=180)
    assert report["patched"] and report["real"] == [640, 480]
    assert report["logical"][0] >= 800 and report["logical"][1] >= 600
    assert report["layout"] == report["logical"]
    assert report["ratio"] == pytest.approx(0.8, abs=0.002)
    assert report["picture"][0] >= 638 and report["picture"][1] >= 478  # the real pixels
    assert report["overlaps"] == {"text-button": 0, "text-text": 0, "card-bar": 0,
                                  "outside": 0}, report
    # the press arrives in logical pixels, on the Menu button, which opens the menu
    x, y = report["presses"][0]
    left, bottom, right, top = report["menu"]
    assert left <= x <= right and bottom <= y <= top, report
    assert report["after_click"] == "MenuView"
