"""What a player reads never names a rule id: the Rules and FAQ pages as rendered, the
Examples captions, a refused move's reminder at the table and a saved game that does not
replay, in English, Croatian and Russian."""

from __future__ import annotations

import json
import re

import pytest
from conftest import step

from game.engine.deal import parse_code
from game.engine.game import Game
from game.engine.notation import SavedGame, SavedGameError, _checksum, dump_game, load_game
from game.i18n import error_text, set_language
from game.ui.views.examples import (
    EXAMPLES,
    ExamplesView,
    intro_caption,
    move_caption,
    refusal_caption,
)
from game.ui.views.rules import RulesView, pages

RULE_ID = re.compile(r"\b(EH|EO|FC|BG|APP)-[A-Z][A-Z0-9-]+")
LANGS = ["en", "hr", "ru"]


@pytest.fixture
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_rules_pages_as_drawn_name_no_rule_id(app, lang):
    for page in pages():
        view = RulesView(app.services, page=page)
        app.nav.show_view(view)
        view.finish_filling()
        view.on_draw()
        text = view.text.doc.text
        assert len(text) > 200 and not RULE_ID.search(text), (page, RULE_ID.search(text))


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_examples_captions_name_no_rule_id(lang):
    for index, example in enumerate(EXAMPLES):
        game = Game(parse_code(example.code))
        captions = [intro_caption(index, game)]
        for i, text in enumerate(example.line, 1):
            captions.append(move_caption(i, len(example.line), game.push(text)))
        move = game.parse(example.attempt)
        captions.append(refusal_caption(index, game, move))
        assert game.push(move).rule == example.rule  # the engine still names the rule
        assert [c for c in captions if RULE_ID.search(c)] == []


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_examples_scene_shows_no_rule_id(app, lang):
    view = ExamplesView(app.services)
    app.nav.show_view(view)
    step(app, 30, dt=0.05)
    assert view.rejection is not None
    for text in (view.caption_text.text, view.status.message.text):
        assert text and not RULE_ID.search(text)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_a_refused_move_at_the_table_says_no_rule_id(app, lang):
    table = app.nav.start(parse_code("EH1-N-AAAAAAL"), animate=False)
    for move in EXAMPLES[0].line:
        table.play(table.game.parse(move))
    result = table.play(table.game.parse(EXAMPLES[0].attempt))
    assert result.rule == "EH-ONE-CARD"
    assert table.status.message.text and not RULE_ID.search(table.status.message.text)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_a_saved_game_that_does_not_replay_says_no_rule_id(lang):
    doc = json.loads(dump_game(SavedGame(Game(parse_code("EO1-C8-AAAAAFA")))))
    doc["log"] = ["1>f1"]  # not an ace: the rules refuse it
    doc["checksum"] = _checksum(doc)
    with pytest.raises(SavedGameError) as caught:
        load_game(json.dumps(doc))
    assert caught.value.params["rule"]  # the id is kept for the log and the tests
    message = error_text(caught.value)
    assert "1>f1" in message and not RULE_ID.search(message)

