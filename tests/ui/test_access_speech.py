"""Speech without a screen reader (game.ui.access.speech, Settings → Accessibility → Speak):
the announcements reach the speech layer in order, none dropped and none twice, in the
UI's language; speaking never blocks; no engine, or a failing one, is silent."""

from __future__ import annotations

import threading
import time

import arcade
from conftest import key

from game.engine.deal import parse_code
from game.ui.access.speech import CapturingEngine, Engine, Speech, system_engine

CODE = "EO1-C8-AAAAAFA"


def test_speech_is_off_by_default(app):
    table = app.nav.start(parse_code(CODE), animate=False)
    table.play(table.game.parse("1>c5"))
    assert app.services.settings.speak is False and app.access.speech is None


def test_every_announcement_reaches_the_speech_in_order_in_the_ui_language(app):
    engine = CapturingEngine()
    app.access.speech = Speech(engine)
    app.services.settings.speak = True
    table = app.nav.start(parse_code(CODE), animate=False)
    table.play(table.game.parse("1>c5"))
    key(app, arcade.key.Z, arcade.key.MOD_CTRL)
    key(app, arcade.key.KEY_1)
    key(app, arcade.key.ENTER)
    key(app, arcade.key.KEY_2)
    key(app, arcade.key.ENTER)  # refused: the ten of diamonds on the five of clubs
    app.services.prefs.apply_language("ru")
    key(app, arcade.key.T)
    app.access.speech.flush()
    said = [(a.text, a.urgent) for a in app.access.announcer.said]
    heard = [(text, urgent) for text, _lang, urgent in app.access.speech.heard]
    assert heard == said  # in order, none dropped, none twice
    assert [lang for _t, lang, _u in app.access.speech.heard][-1] == "ru"
    assert said[0][0].startswith("New deal: Eight Off")
    assert "Очки: 0" in said[-1][0]  # read in the language switched to
    texts = [t for t, _lang in engine.spoken]
    assert all(t in [s for s, _u in said] for t in texts)  # only what was said


def test_waiting_texts_are_spoken_in_order_and_an_urgent_one_cuts_in():
    gate = threading.Event()

    class Slow(CapturingEngine):
        def speak(self, text, language):
            gate.wait(2)
            super().speak(text, language)

    engine = Slow()
    speech = Speech(engine)
    started = time.perf_counter()
    for n in range(5):
        speech.say(f"text {n}", "hr")
    assert time.perf_counter() - started < 0.5  # say() never waits for the engine
    gate.set()
    speech.flush()
    assert engine.spoken == [(f"text {n}", "hr") for n in range(5)]
    gate.clear()
    speech.say("long", "en")
    speech.say("waiting", "en")
    speech.say("refused", "en", urgent=True)
    gate.set()
    speech.flush()
    assert engine.stops >= 1
    assert engine.spoken[-1] == ("refused", "en")
    assert ("waiting", "en") not in engine.spoken
    speech.close()


def test_no_engine_and_a_failing_engine_are_silent_and_harmless():
    speech = Speech(None)
    speech.say("nothing happens", "en")
    speech.flush()

    class Broken(Engine):
        def speak(self, text, language):
            raise OSError("no audio device")

    failing = Speech(Broken())
    failing.say("one", "en")
    failing.flush()
    failing.say("two", "en")  # silent from now on
    failing.flush()
    assert failing.engine is None
    failing.close()


def test_the_system_engine_follows_the_platform_and_what_is_installed():
    assert system_engine("linux", lambda name: None) is None
    spd = system_engine("linux", lambda name: f"/usr/bin/{name}")
    assert spd.name == "spd-say"
    assert spd.argv("sedmica herc", "hr") == ["/usr/bin/spd-say", "-w", "-l", "hr",
                                              "sedmica herc"]
    espeak = system_engine("linux", lambda name: "/usr/bin/espeak-ng"
                           if name == "espeak-ng" else None)
    assert espeak.argv("семёрка червей", "ru") == ["/usr/bin/espeak-ng", "-v", "ru",
                                                  "семёрка червей"]


def test_the_speak_setting_is_in_the_accessibility_section(app):
    view = app.nav.scene("settings")
    app.nav.show_view(view)
    assert "speak" not in view.options
    view.section_buttons["access"].action()
    view.finish_filling()
    assert set(view.options) == {"speak", "high_contrast", "text_size"}
    view.options["speak"][True].action()
    assert app.services.settings.speak is True
    tree = app.access.tree()
    names = [tree.nodes[i].name for i in tree.walk()]
    assert "Speak" in names and "Accessibility" in names
    # By keys: from Accessibility back to General (past Cards), the focus on General's
    # button.
    view.focus = view.focus_items.index(view.section_buttons["access"])
    key(app, arcade.key.LEFT)
    key(app, arcade.key.LEFT)
    key(app, arcade.key.ENTER)
    view.finish_filling()
    assert view.section == "general"
    assert view.focus_items[view.focus] is view.section_buttons["general"]
    app.nav.show_menu()
    app.nav.show_view(app.nav.scene("settings"))
    assert app.current_view.section == "general"  # a new visit starts at the first


def test_a_command_engine_speaks_each_text_in_a_child_process_and_can_be_cut(tmp_path):
    from game.ui.access.speech import CommandEngine

    out = tmp_path / "spoken.txt"
    script = tmp_path / "speaker.sh"
    script.write_text('printf "%s|%s\\n" "$1" "$2" >> "$3"\n[ "$1" = long ] && sleep 30\n')
    engine = CommandEngine("test", lambda text, voice: ["sh", str(script), text, voice,
                                                        str(out)])
    speech = Speech(engine)
    speech.say("sedmica herc", "hr")
    speech.say("семёрка червей", "ru")
    speech.flush()
    assert out.read_text(encoding="utf-8").splitlines() == ["sedmica herc|hr",
                                                            "семёрка червей|ru"]
    speech.say("long", "en")
    time.sleep(0.3)
    started = time.perf_counter()
    speech.say("refused", "en", urgent=True)  # cuts the long one (its process ends)
    speech.flush()
    assert time.perf_counter() - started < 10
    assert out.read_text(encoding="utf-8").splitlines()[-1] == "refused|en"
    speech.close()
