"""The window never shows black while the game starts: its first frame is the felt, drawn
as soon as the window exists, before fonts, sounds, scenes or the table are made, and the
window, made hidden, is shown with it (not black before it is drawn); started on
a deal, that first frame is the felt and the deal's empty piles at once, where the table then
puts them, and the table's first frames keep every pile's mark until its first card lands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import PLAIN_FELT_LEVELS
from PIL import Image, ImageChops

from game.engine.deal import parse_code
from game.ui.felt import render_felt, render_plain_felt
from game.ui.layout import compute_layout
from game.ui.theme import THEMES

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = r'''
import json, sys
import game.ui  # noqa: F401
import arcade
from game.engine.deal import parse_code
from game.storage.settings import Settings
from game.ui import app as app_module

seen = []
real_flip = arcade.Window.flip
real_fonts = app_module.load_fonts


def flip(self):
    if ["flip"] not in seen:
        arcade.get_image(0, 0, *self.get_framebuffer_size()).convert("RGB").save(sys.argv[1])
    seen.append(["flip"])
    real_flip(self)


def fonts():
    seen.append(["fonts"])
    real_fonts()


real_show = arcade.Window.set_visible


def set_visible(self, visible=True):
    seen.append(["show", bool(visible), self.visible])  # (shown, and whether it was)
    real_show(self, visible)


arcade.Window.set_visible = set_visible
arcade.Window.flip = flip
app_module.load_fonts = fonts
deal = parse_code(sys.argv[2]) if len(sys.argv) > 2 else None
settings = Settings(sound=False, table_theme="blue")
window = app_module.App(settings, 800, 600, opening=deal)
print(json.dumps(seen))
'''


def first_frame(tmp_path: Path, *deal: str) -> Image.Image:
    """The window's first frame (800x600, blue felt) when the game starts, with ``deal``
    given as the deal it opens on."""
    env = dict(os.environ, ARCADE_HEADLESS="1", PYTHONPATH=str(ROOT),
               HARP_EIGHT_HOME=str(tmp_path))
    shot = tmp_path / "first.png"
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(shot), *deal], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    # made hidden, shown with the frame drawn, then the rest is made
    assert seen[:2] == [["show", True, False], ["flip"]] and ["fonts"] in seen[2:]
    return Image.open(shot).convert("RGB")


def test_the_first_frame_is_the_felt_before_anything_is_made(tmp_path):
    shown = first_frame(tmp_path)  # the menu's felt: the cloth, enlarged by the renderer
    felt = render_plain_felt(THEMES["blue"], 800, 600)
    difference = ImageChops.difference(shown, felt)
    assert max(high for _low, high in difference.getextrema()) <= PLAIN_FELT_LEVELS


@pytest.mark.parametrize("code", ["EO1-C8-AAAAAAB", "EH1-N-AAAAAAB"])
def test_started_on_a_deal_the_first_frame_is_the_felt_and_every_empty_pile(tmp_path, code):
    spec = parse_code(code)
    shown = first_frame(tmp_path, code)
    felt = render_felt(THEMES["blue"], 800, 600)
    layout = compute_layout(spec.variant, spec.cells or 0, 800, 600)
    w, h = layout.card_w, layout.card_h
    marked = Image.new("1", shown.size)  # where a mark may be
    for pile, (x, y) in layout.origins.items():
        box = (round(x - w / 2), round(600 - y - h / 2), round(x + w / 2), round(600 - y + h / 2))
        inside = (box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2)
        assert ImageChops.difference(shown.crop(inside), felt.crop(inside)).getbbox(), pile
        marked.paste(1, (box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2))
    # elsewhere: the felt alone, pixel for pixel
    apart = Image.composite(felt, shown, marked)
    assert ImageChops.difference(apart, felt).getbbox() is None


def test_the_table_keeps_a_pile_s_mark_until_its_first_card_lands(app):
    table = app.nav.start(parse_code("EO1-C8-AAAAAAB"), animate=True)
    cards = table.cards
    table.on_update(1 / 60)
    table.on_draw()
    every = set(cards.marks.sprites)
    assert set(cards.marks.shown) == every  # the deal just started: all piles look empty
    assert len(list(cards.marks.sprite_list)) == len(every)
    for _ in range(600):
        if not cards.animator.busy:
            break
        table.on_update(1 / 60)
    pos = table.game.position
    assert set(cards.marks.shown) == {p for p in every if not pos.cards(p)}  # landed


@pytest.mark.parametrize("card_style", ["classic", "standard"])
def test_the_marks_pictures_are_drawn_ahead_and_taken_by_the_table_s_textures(app, card_style):
    from game.ui.first_frame import draw_marks_ahead
    from game.ui.textures import CardTextureCache

    app.services.settings.card_style = card_style
    cache = CardTextureCache(app.services.settings)
    spec = parse_code("EO1-C8-AAAAAAB")
    job = draw_marks_ahead(spec, 800, 600, cache.face_style())
    assert job.wait(60)
    art = job.result()
    drawn = {key for key in art._cache if key[0] == "slot"}
    assert ("slot", "", "S") in drawn and ("slot", "K", None) in drawn  # suits, columns
    cache.expect(job)
    layout = compute_layout(spec.variant, spec.cells or 0, 800, 600)
    textures = cache.get(max(10, round(layout.card_w)))
    assert textures.art is art  # the first frame's marks: drawn already
    assert textures.art.style == cache.face_style()
    other = CardTextureCache(app.services.settings)
    other.expect(draw_marks_ahead(spec, 800, 600, cache.face_style()))
    assert other.get(max(10, round(layout.card_w)) + 1).art is not art  # another size


def test_the_deal_s_cards_are_drawn_ahead_and_none_is_drawn_again(app, monkeypatch):
    import threading

    from game.engine.game import Game
    from game.ui.deck.faces import DeckArt
    from game.ui.first_frame import draw_cards_ahead, draw_marks_ahead
    from game.ui.textures import CardTextureCache

    drawn_here = []
    real = DeckArt._render_face

    def render_face(self, rank, suit):
        if threading.current_thread() is threading.main_thread():
            drawn_here.append((rank, suit))
        return real(self, rank, suit)

    monkeypatch.setattr(DeckArt, "_render_face", render_face)
    spec = parse_code("EO1-C8-AAAAAAB")
    cache = CardTextureCache(app.services.settings)
    marks = draw_marks_ahead(spec, 800, 600, cache.face_style())
    cards = draw_cards_ahead(marks, spec, app.services.settings.card_back)
    cache.expect(marks, cards)
    layout = compute_layout(spec.variant, spec.cells or 0, 800, 600)
    textures = cache.get(max(10, round(layout.card_w)))
    pos = Game(spec).position
    shown = [card for pile in pos.piles() for i, card in enumerate(pos.cards(pile))
             if pos.is_face_up(pile, i)]
    assert len(shown) == 52
    for card in shown:
        textures.face(card)
    textures.back()
    assert cards.done and drawn_here == []  # the worker's pictures, each drawn once
