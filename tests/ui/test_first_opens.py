"""The table's and the Replay scene's first opens carry nothing they can leave: no widget
toolkit for a replay, no card face or empty-pile mark the first frame does not show."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import arcade
from conftest import felt_only, forget_card_textures, key

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import json, sys
import game.ui.app, game.ui.views.table, game.ui.views.replay
print(json.dumps(sorted(m for m in sys.modules if m == "arcade.gui" or m == "game.ui.gui")))
"""


def widget_modules_imported(probe: str) -> list:
    """Run ``probe`` in a new headless process; the list it prints last (the widget
    toolkit's modules it found imported)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), ARCADE_HEADLESS="1")
    proc = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_replay_opened_from_the_table_imports_no_widget_toolkit():
    """``arcade.gui`` (~80–130 ms to import) is for the widget scenes and for the message
    shown when a saved-game file cannot be replayed, never for a replay itself."""
    assert widget_modules_imported(PROBE) == []


def test_the_first_table_at_a_size_draws_no_face_before_its_first_frame(app):
    """With the deal animation every card starts face down on the stock and turns over when
    it lands: its face is drawn then, not all before the table's first frame."""
    from conftest import step

    from game.engine.deal import parse_code

    forget_card_textures(app)  # no card drawn at any size yet: the first table
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    textures = table.cards.textures
    assert textures._back is not None and textures._faces == {}  # the backs only
    up = [s for s in table.cards.sprites.values() if s.face_up]
    faces = {(s.card.rank, s.card.suit) for s in up}
    assert len(up) == 9 and len(faces) == 8 and all(s.texture is textures.back() for s in up)
    step(app, 1 / 60)  # the first frame
    assert len(textures._faces) < len(faces)  # the turns come as the cards land
    step(app, 3.0)
    table.settle()
    assert all(s.texture is textures.face(s.card) for s in up) and set(textures._faces) == faces


def test_the_first_table_without_the_deal_animation_shows_its_faces_in_its_first_frame(app):
    from game.engine.deal import parse_code

    forget_card_textures(app)
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    table.on_update(1 / 60)
    textures = table.cards.textures
    assert all(s.texture is textures.face(s.card)
               for s in table.cards.sprites.values() if s.face_up)


def test_the_first_table_is_prepared_while_the_menu_is_idle(app, monkeypatch):
    """The build-ahead makes the table's parts and the card textures of the last game played
    at the window's size (atlas, back, empty-pile marks): the first deal then draws no card
    picture and makes no text before its first frame. The Examples scene and a Replay's
    control bar wait for the scenes that open them (the Rules, the History)."""
    import gc
    import time

    from test_scene_reuse import tick

    from game.engine.deal import parse_code
    from game.ui import heap
    from game.ui.ahead import prebuild_scenes

    forget_card_textures(app)
    app.services.playing.table_parts = None
    app.services.settings.last_game = "easy-harp"
    app.nav.show_menu()
    settled = []  # the chain's last step settles the heap (a built scene only freezes it)
    settle = heap.settle_heap
    monkeypatch.setattr(heap, "settle_heap", lambda *a: settled.append(1) or settle(*a))
    try:
        prebuild_scenes(app.nav, ())  # no widget scene: the table's steps and the heap's
        end = time.perf_counter() + 10
        while not settled and time.perf_counter() < end:
            tick(app)
        assert settled  # the chain ended
    finally:
        gc.unfreeze()
    from game.ui.layout import compute_layout
    from game.ui.views.examples import ExamplesView

    width = round(compute_layout("easy-harp", 0, *app.get_size()).card_w)  # the table's
    assert app.services.textures.has(width)
    parts, textures = app.services.playing.table_parts, app.services.textures.get(width)
    assert parts is not None and textures._back is not None
    marks = dict(textures._slots)
    assert len(marks) == 7  # four suits, the kings' column, the recycle arrow, the waste
    # not the Examples scene nor a Replay's control bar
    assert not isinstance(app.services.scheduler.made_ahead.get("examples"), ExamplesView)
    assert "replay-bar" not in app.services.scheduler.made_ahead
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=True)
    assert table.status is parts.status and table.cards.textures is textures
    assert textures._slots == marks and textures._faces == {}  # nothing drawn for it
    assert set(table.cards.marks.sprites) == set(table.cards.layout.origins)


EXAMPLES_PROBE = """
import json, sys
import game.ui.app, game.ui.views.examples
print(json.dumps(sorted(m for m in sys.modules if m == "arcade.gui" or m == "game.ui.gui")))
"""


def test_the_examples_scene_imports_no_widget_toolkit():
    """The Examples scene is a card table and a drawn status bar: its first open does not
    import ``arcade.gui`` (it did through ``views.common`` for the names of cards)."""
    assert widget_modules_imported(EXAMPLES_PROBE) == []


EXAMPLES_TABLE_PROBE = """
import json, sys
import game.ui.app, game.ui.navigator, game.ui.views.examples
print(json.dumps(sorted(m for m in sys.modules if m == "game.ui.table")))
"""


def test_the_examples_opening_imports_no_card_table():
    """The first frame of an Examples scene asked for before it was made ahead shows its
    caption band at once: the card table's modules (tens of milliseconds to import) come
    with the scene, in the steps after that frame."""
    assert widget_modules_imported(EXAMPLES_TABLE_PROBE) == []


def test_the_first_examples_scene_draws_no_face_before_its_first_frame(app):
    """Its deal turns every card face down first: the faces come with the turns."""
    from conftest import step

    from game.ui.views.examples import ExamplesView

    forget_card_textures(app)
    view = ExamplesView(app.services)
    app.nav.show_view(view)
    textures = view.cards.textures
    assert textures._back is not None and textures._faces == {}
    step(app, 4.0)
    view.cards.settle()
    assert all(s.texture is textures.face(s.card)
               for s in view.cards.sprites.values() if s.face_up)
    app.nav.show_menu()


def made_ahead_after_hovering_rules(app):
    """The menu shown, the pointer on its Rules button, idle until the steps are done."""
    import time

    from test_scene_reuse import tick

    app.nav.show_menu()
    app.nav.build_soon("rules")
    end = time.perf_counter() + 20
    while app.services.scheduler.soon and time.perf_counter() < end:
        tick(app)
    assert not app.services.scheduler.soon  # the steps ended


def test_the_examples_scene_is_made_ahead_when_the_rules_are_about_to_open(app):
    """Hovering the menu's Rules makes the Examples scene ahead (its textures at its card
    size, the window keeping the table's too): the Rules' Examples button then shows that
    scene, which draws no card picture and lays nothing out again for its first frame, the
    same picture as a scene made on the click."""
    from conftest import frame
    from test_scenes import press

    from game.engine.deal import parse_code
    from game.ui.views.examples import ExamplesView

    forget_card_textures(app)
    table = app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    table_textures = table.cards.textures
    app.nav.show_menu()
    made_ahead_after_hovering_rules(app)
    made = app.services.scheduler.made_ahead["examples"]
    assert isinstance(made, ExamplesView)
    textures = made.cards.textures
    assert textures.width != table_textures.width  # a card size of its own
    assert app.services.textures.has(table_textures.width)  # the table's are kept
    drawn = (set(textures._faces), set(textures._slots), textures._back)
    up = {(s.card.rank, s.card.suit) for s in made.cards.sprites.values() if s.face_up}
    assert drawn[0] == up and len(drawn[1]) == 7 and drawn[2] is not None
    rules = app.nav.scene("rules")
    app.nav.show_view(rules)
    rules.on_draw()
    press(app, rules.tabs["examples"])
    assert app.current_view is made and made.back_view is rules
    assert "examples" not in app.services.scheduler.made_ahead  # shown once
    assert (set(textures._faces), set(textures._slots), textures._back) == drawn
    made.on_update(1 / 60)
    made.on_draw()
    ahead = frame(app)
    fresh = ExamplesView(app.services, rules)
    app.nav.show_view(fresh)
    fresh.on_update(1 / 60)
    fresh.on_draw()
    assert fresh.cards.textures is textures
    assert frame(app).tobytes() == ahead.tobytes()
    app.nav.show_menu()
    app.nav.start(parse_code("EH1-N-AAAAAAB"), animate=False)
    # the table's again, drawn once
    assert app.services.playing.table.cards.textures is table_textures
    app.nav.show_menu()


def test_an_examples_scene_made_ahead_for_another_window_is_not_shown(app):
    from game.ui.navigator import open_scene

    made_ahead_after_hovering_rules(app)
    made = app.services.scheduler.made_ahead["examples"]
    back = app.services.settings.card_back
    app.services.settings.card_back = "red" if back != "red" else "blue"
    try:
        open_scene(app.nav, "examples")
        assert app.current_view is not made
    finally:
        app.services.settings.card_back = back
    app.nav.show_menu()


def test_a_replay_is_prepared_when_the_history_is_about_to_open(app):
    """Hovering the menu's History makes a Replay's control bar and its card textures at
    the Replay's card size ahead: the next Replay takes that bar (its buttons act on it)
    and draws no card picture before its first frame."""
    import json as json_

    from conftest import frame
    from test_scene_reuse import tick

    from game.engine.deal import parse_code
    from game.ui.views.replay import ReplayView

    forget_card_textures(app)
    app.services.scheduler.made_ahead.clear()
    app.services.settings.last_game = "easy-harp"
    app.nav.show_menu()
    app.nav.build_soon("history")
    for _ in range(2000):
        if not app.services.scheduler.soon:
            break
        tick(app)
    assert not app.services.scheduler.soon
    language, bar = app.services.scheduler.made_ahead["replay-bar"]
    won = json_.loads((ROOT / "resources" / "selftest" / "won_games.json").read_text())
    game = next(g for g in won if g["code"].startswith("EH"))
    textures = app.services.textures.shared()
    assert textures is not None and textures._back is not None and len(textures._slots) == 7
    marks = dict(textures._slots)
    view = ReplayView(app.services, parse_code(game["code"]), game["log"], back=None)
    assert view.bar is bar and "replay-bar" not in app.services.scheduler.made_ahead  # taken, once
    app.nav.show_view(view)
    assert view.cards.textures is textures and textures._slots == marks
    assert textures._faces == {}  # the deal's faces come with their turns
    view.on_update(1 / 60)
    view.on_draw()
    ahead = frame(app)
    fresh = ReplayView(app.services, parse_code(game["code"]), game["log"], back=None)
    assert fresh.bar is not bar  # (none made ahead now)
    app.nav.show_view(fresh)
    fresh.on_update(1 / 60)
    fresh.on_draw()
    assert frame(app).tobytes() == ahead.tobytes()  # the same picture as a bar made anew
    app.nav.show_view(view)
    assert view.clock.playing
    view.bar.controls["play"].action()  # the bar made ahead acts on this replay
    assert not view.clock.playing
    app.nav.show_menu()


def test_a_won_table_prepares_the_replay_its_panel_offers(app):
    """The win panel offers "Replay this deal": a won table prepares a Replay's control
    bar while idle (after the celebration)."""
    from test_scene_reuse import tick
    from won_lines import EO130_WON_LOG

    from game.engine.deal import parse_code

    app.services.settings.animation_speed = "off"
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    for text in EO130_WON_LOG:
        table.play(table.game.parse(text))
    assert table.win.shown and "replay" in app.services.scheduler.soon
    for _ in range(2000):
        if not app.services.scheduler.soon:
            break
        tick(app)
    assert isinstance(app.services.scheduler.made_ahead.get("replay-bar"), tuple)
    app.nav.show_menu()


def test_the_next_example_is_made_ahead_while_one_plays(app):
    """While an example plays (idle between its steps), the next one is made ahead, the
    faces its deal turns up drawn (the window's textures at that size): Next (or the end
    of the example) shows it."""
    from test_scene_reuse import tick

    from game.ui.navigator import open_scene
    from game.ui.views.examples import ExamplesView

    open_scene(app.nav, "examples")
    first = app.current_view
    assert isinstance(first, ExamplesView) and first.index == 0
    for _ in range(2000):
        if not app.services.scheduler.soon:
            break
        tick(app)
    made = app.services.scheduler.made_ahead["examples"]
    assert isinstance(made, ExamplesView) and made.index == 1
    textures = made.cards.textures
    up = {(s.card.rank, s.card.suit) for s in made.cards.sprites.values() if s.face_up}
    assert len(up) == 52 and up <= set(textures._faces)  # Eight Off: every face, drawn
    first.next_example()
    assert app.current_view is made
    app.nav.show_menu()


def test_examples_asked_for_before_made_ahead_show_their_caption_band_at_once(app):
    """The Rules' Examples tab clicked before the scene was made ahead (the game fills
    scenes in): the first frame shows the example's caption band, exactly as the scene will
    draw it, and nothing else; the next frames make the scene in short steps drawing
    nothing; then the scene takes its place (Back returns to the Rules) and deals."""
    from conftest import frame

    from game.ui.views.examples import (
        ExamplesOpening,
        ExamplesView,
        caption_height,
        example_title,
    )

    forget_card_textures(app)
    app.services.scheduler.made_ahead.pop("examples", None)
    app.services.scheduler.fills_in = True
    rules = app.nav.scene("rules")
    app.nav.show_view(rules)
    rules.on_draw()
    rules.examples()
    opening = app.current_view
    assert isinstance(opening, ExamplesOpening) and opening.index == 0
    assert not opening.work_unseen()  # the first frame is drawn: the band
    opening.on_draw()
    first = frame(app)
    assert opening.title_text.text == example_title(0)
    steps = 0
    while app.current_view is opening:
        assert opening.work_unseen() or app.current_view is not opening
        steps += 1
        assert steps < 400
    view = app.current_view
    assert isinstance(view, ExamplesView) and view.index == 0 and view.back_view is rules
    assert steps >= 2  # made in steps, not in one frame
    view.on_update(1 / 60)
    view.on_draw()
    shown = frame(app)
    band = round(caption_height(800))
    top_band = (0, 0, 1280, band)  # the picture's top rows: the caption band
    assert first.crop(top_band).tobytes() == shown.crop(top_band).tobytes()
    assert felt_only(app, first, (0, band, 1280, 800))  # felt, no table yet
    assert not felt_only(app, shown, (0, band, 1280, 800))  # the table
    app.nav.show_menu()


def test_esc_while_the_examples_are_made_goes_back_at_once(app):
    from game.ui.views.examples import ExamplesOpening

    app.services.scheduler.made_ahead.pop("examples", None)
    app.services.scheduler.fills_in = True
    rules = app.nav.scene("rules")
    app.nav.show_view(rules)
    rules.examples()
    opening = app.current_view
    assert isinstance(opening, ExamplesOpening)
    opening.on_draw()
    opening.work_unseen()
    key(app, arcade.key.ESCAPE)
    assert app.current_view is rules
    app.nav.show_menu()
