"""A new deal builds little and spreads the rest over its first frames.

The window keeps one status bar, win panel and winnability label (``TableParts``); each new
table takes them over from the table before it, in the state of new ones, so a new deal
makes none of their texts again. A new table's first frames do one job each: the first shows
the table (its overlay drawn as it is), the second paints the status bar's kept picture, the
third the empty-pile marks', the fourth makes the card atlas of a new card size. Pictures are
read back from the real window, headless.
"""

from __future__ import annotations

import gc
import weakref

import arcade
import pytest
from conftest import click, forget_card_textures
from PIL import Image, ImageChops

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.table import COLUMN, Pile
from game.ui.table import StatusBar, WinPanel
from game.ui.views.table import PICTURES_FROM, STATUS_BUTTONS, WIN_CHOICES

DT = 1 / 60


def frame(app) -> Image.Image:
    """The window's last frame (RGB)."""
    return arcade.get_image(0, 0, *app.get_framebuffer_size()).convert("RGB")


def draw_frames(app, n: int) -> None:
    """``n`` frames of the view shown: update, then draw."""
    for _ in range(n):
        view = app.current_view
        view.on_update(DT)
        view.on_draw()


def busy_table(app, code: str):
    """A table in a state a new one never has: moves, a message, the win panel, a pressed
    and a hovered button, the verdict label."""
    table = app.nav.start(parse_code(code), animate=False)
    table.settle()
    draw_frames(app, 6)
    while table.cards._retexture_at is not None:  # its faces at its own size
        draw_frames(app, 1)
    table.play(table.game.legal_moves()[0])
    table.settle()
    table.show_message("A passing message")
    table.win.show("You won!")
    table.status.buttons["hint"].hovered = True
    table.status.buttons["menu"].pressed = True
    table.verdict.text = "Winnable"
    draw_frames(app, 3)
    return table


def test_a_new_table_takes_over_the_parts_of_the_one_before_as_new_ones(app):
    first = busy_table(app, "EO1-C8-AAAAAFA")
    status, win, verdict = first.status, first.win, first.verdict
    second = app.nav.start(parse_code("EO1-C8-AAAAAAC"), animate=False)
    assert (second.status, second.win, second.verdict) == (status, win, verdict)
    assert not win.shown and not status.message_showing and verdict.text == ""
    assert not any(b.hovered or b.pressed for b in status.buttons.values())
    assert not status.buttons["undo"].enabled  # the new game has nothing to undo
    assert [b.label for b in status.buttons.values()] == [label for _, label in STATUS_BUTTONS]
    assert [b.label for b in win.buttons] == list(WIN_CHOICES)
    assert status.texts["code"].text == "EO1-C8-AAAAAAC"
    # the buttons act on the new table, and only on it
    second.settle()
    first_log = list(first.game.log)
    second.play(second.game.legal_moves()[0])
    undo = status.buttons["undo"].rect
    click(app, undo.center_x, undo.center_y)
    assert second.game.log == [second.game.log[0], "u"] and first.game.log == first_log


def test_the_parts_keep_no_table_alive(app):
    first = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    first.settle()
    draw_frames(app, 2)
    parts = app.services.playing.table_parts
    assert parts is not None and parts.owner() is first
    app.nav.show_menu()
    app.nav.leave_current_game()  # no table now; the window keeps the parts for the next one
    ref = weakref.ref(first)
    del first
    gc.collect()
    assert ref() is None and app.services.playing.table_parts is parts


def test_the_game_in_progress_keeps_its_parts(app):
    """Only App.start makes tables, after leaving the game in progress; a table made
    while another is the game in progress gets parts of its own."""
    from game.ui.views.table import TableView

    first = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    other = TableView(app.services, Game.from_code("EO1-C8-AAAAAAC"))
    assert other.status is not first.status and app.services.playing.table_parts.owner() is first


@pytest.mark.parametrize("renew, args", [
    (StatusBar.renew, [("undo", "Undo", lambda: None)]),
    (WinPanel.renew, [("New deal", lambda: None)]),
])
def test_parts_are_renewed_with_their_own_buttons_only(renew, args):
    owner = (StatusBar([("undo", "Undo", print), ("menu", "Menu", print)])
             if renew is StatusBar.renew else WinPanel([("A", print), ("B", print)]))
    with pytest.raises(ValueError):
        renew(owner, args)


@pytest.mark.parametrize("frames", [1, PICTURES_FROM, 8])
def test_a_new_deal_looks_as_with_parts_of_its_own(app, frames):
    """The taken-over parts draw the same pixels as new ones, in the first frames (drawn as
    they are), while the pictures are painted, and after."""
    pictures = []
    for kept in (False, True):
        if not kept:
            app.services.playing.table_parts = None  # the next table makes new parts
        busy_table(app, "EH1-N-AAAAAAC")  # the same card size: the same textures
        if not kept:
            app.services.playing.table_parts = None
        table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
        assert app.services.playing.table_parts.owner() is table
        draw_frames(app, frames)
        pictures.append(frame(app))
    assert max(hi for _, hi in ImageChops.difference(*pictures).getextrema()) == 0


def test_a_new_deal_does_one_job_a_frame(app):
    forget_card_textures(app)  # no card size drawn before
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.on_resize(1900, 1200)
    draw_frames(app, 1)
    while table.cards._retexture_at is not None:  # its faces at 1900 × 1200: shared now
        draw_frames(app, 1)
    other = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)  # another card size
    cards = other.cards
    bar, marks = other.status.picture, cards.marks.picture
    jobs = []
    pending = app.services.textures._pending
    for _ in range(PICTURES_FROM + 2):
        before = (bar.paints, marks.paints, pending.get(cards._physical_card_width()))
        draw_frames(app, 1)
        jobs.append((bar.paints - before[0], marks.paints - before[1],
                     pending.get(cards._physical_card_width()) is not before[2]))
    assert jobs == [(0, 0, False)] * (PICTURES_FROM - 1) + [
        (1, 0, False), (0, 1, False), (0, 0, True)]
    # the frame that switches every card to the new faces draws the marks as they are;
    # their picture is painted again in the next one
    old = cards.textures
    while cards.textures is old:
        before = marks.paints
        draw_frames(app, 1)
    assert marks.paints == before and cards.textures.width == cards._physical_card_width()
    draw_frames(app, 1)
    assert marks.paints == before + 1
    assert Pile(COLUMN, 0) in cards.marks.sprites
    table.on_resize(1280, 800)
