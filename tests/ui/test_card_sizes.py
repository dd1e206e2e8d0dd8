"""Every card ends at the table's card size, whatever changed size while it turned over.

A new deal of the other game has another card size: it starts with the first game's faces,
scaled, and swaps to faces of its own size a few frames later, while the deal animation is
still turning cards face up. A flip used to end at the scale it started with, so those
cards stayed 16 % too wide (Eight Off → Easy Harp) or too narrow (the other way) for the
rest of the game.
"""

from __future__ import annotations

import pytest
from conftest import forget_card_textures, step

from game.engine.deal import parse_code


def draw_frames(app, seconds, dt=1 / 60):
    """Update and draw (a retexture step runs in the frame loop) for ``seconds``."""
    for _ in range(round(seconds / dt)):
        view = app.current_view
        view.on_update(dt)
        view.on_draw()


@pytest.mark.parametrize("first, second", [("EO1-C8-AAAAAAB", "EH1-N-AABOHCY"),
                                           ("EH1-N-AABOHCY", "EO1-C8-AAAAAAB")])
def test_cards_dealt_at_a_new_size_end_at_that_size(app, first, second):
    app.nav.start(parse_code(first), animate=True)
    draw_frames(app, 3.0)
    table = app.nav.start(parse_code(second), animate=True)
    draw_frames(app, 4.0)
    step(app, 1.0)
    layout = table.cards.layout
    wrong = {str(card): (round(s.width, 1), round(s.height, 1))
             for card, s in table.cards.sprites.items()
             if abs(s.width - layout.card_w) > 1 or abs(s.height - layout.card_h) > 1}
    assert wrong == {}, (layout.card_w, layout.card_h)


def test_cards_waiting_for_their_turn_show_their_back_when_new_faces_arrive(app):
    """A deal at a new card size gets its faces over its first frames; the swap to them
    showed the face of every card due to turn face up, also of those still waiting for
    their turn (an 8♦ lay face up on the stock while the deal went on)."""
    forget_card_textures(app)  # no card size drawn before
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=True)  # another card size
    cards = table.cards
    swapped = False
    for _ in range(240):
        before = cards.textures
        step(app, 1 / 60)
        swapped = swapped or cards.textures is not before
        for sprite in cards.sprites.values():
            flip = cards.animator.flips.get(id(sprite))
            if flip is not None and not flip.swapped and sprite.face_up:
                assert sprite.texture is cards.textures.back(), sprite.card
        if not cards.animator.busy:
            break
    assert swapped  # the new faces came while cards were still waiting


def test_the_window_keeps_other_card_sizes_within_a_budget(app):
    """The table's, the Replay's and the Examples' cards differ in size: the window keeps
    the textures of sizes shared before (a scene opened again draws no card again) within
    ``OTHER_TEXTURES_BUDGET`` bytes of atlas, the least recently used size dropped first;
    sizes of an old face style are dropped."""
    from game.ui.textures import OTHER_TEXTURES_BUDGET

    forget_card_textures(app)
    mid = app.services.textures.get(100)  # 1024 × 2048 atlas: 8 MB
    small = app.services.textures.get(60)  # 512 × 1024: 2 MB
    # again, not drawn
    assert app.services.textures.has(100) and app.services.textures.get(100) is mid
    big = app.services.textures.get(200)  # 2048 × 2048: 16 MB; the other two kept (10 MB)
    assert app.services.textures.has(60) and app.services.textures.has(100)
    assert sum(t.atlas.width * t.atlas.height * 4
               for t in app.services.textures._others.values()) <= OTHER_TEXTURES_BUDGET
    app.services.textures.get(190)  # 200 joins the others: 60 and 100 (the oldest) make room
    assert not app.services.textures.has(60) and not app.services.textures.has(100)
    assert app.services.textures.get(200) is big and small is not app.services.textures.get(60)
    app.services.settings.four_colour = not app.services.settings.four_colour
    try:
        app.services.textures.get(100)
        assert app.services.textures._others == {}  # the old faces' sizes: dropped
    finally:
        app.services.settings.four_colour = not app.services.settings.four_colour
    forget_card_textures(app)


def test_a_new_deal_at_a_new_size_shows_the_back_chosen_since_the_last_table(app):
    """The back changed in Settings with no table open; the next deal has another card
    size and shows the last table's textures, scaled, until its own are drawn: with the
    back chosen now, never the previous one."""
    from game.ui.cards_art import BACK_STYLES

    forget_card_textures(app)
    app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    first = app.services.playing.table.cards.textures
    app.nav.leave_current_game()
    app.nav.show_menu()
    app.services.settings.card_back = next(s for s in BACK_STYLES if s != first.back_style)
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=True)  # another card size
    cards = table.cards
    assert cards.textures is first  # borrowed, scaled, for the first frames
    assert cards.textures.back_style == app.services.settings.card_back
    backs = [s.texture for s in cards.sprites.values() if not s.face_up]
    assert backs and all(t is cards.textures.back() for t in backs)
