"""The game in English, Croatian and Russian: plurals, formats, the system language, the
live switch in Settings and ``--lang`` (issue 11)."""

from __future__ import annotations

import datetime

import pytest
from conftest import click, drag, step

from game import i18n
from game.engine.deal import parse_code
from game.engine.table import COLUMN, Pile
from game.i18n import (
    LANGUAGES,
    _,
    format_date,
    format_datetime,
    format_number,
    format_percent,
    ngettext,
    set_language,
    system_language,
)
from game.storage.settings import load_settings

COUNTS = (1, 2, 5, 11, 21, 22, 25)
MOVES = {
    "en": ["move", "moves", "moves", "moves", "moves", "moves", "moves"],
    "hr": ["potez", "poteza", "poteza", "poteza", "potez", "poteza", "poteza"],
    "ru": ["ход", "хода", "ходов", "ходов", "ход", "хода", "ходов"],
}
CELLS = {
    "en": ["cell", "cells", "cells", "cells", "cells", "cells", "cells"],
    "hr": ["ćelija", "ćelije", "ćelija", "ćelija", "ćelija", "ćelije", "ćelija"],
    "ru": ["ячейка", "ячейки", "ячеек", "ячеек", "ячейка", "ячейки", "ячеек"],
}
DEALS = {
    "en": ["game played", "games played", "games played", "games played",
           "games played", "games played", "games played"],
    "hr": ["odigrana partija", "odigrane partije", "odigranih partija",
           "odigranih partija", "odigrana partija", "odigrane partije",
           "odigranih partija"],
    "ru": ["сыгранная партия", "сыгранные партии", "сыгранных партий",
           "сыгранных партий", "сыгранная партия", "сыгранные партии",
           "сыгранных партий"],
}


@pytest.fixture
def lang():
    """Switches the language for one test, back to English afterwards."""
    yield set_language
    set_language("en")


@pytest.mark.parametrize("code", ["en", "hr", "ru"])
def test_plural_forms_for_counts(lang, code):
    assert lang(code) == code
    for n, moves, cells, deals in zip(COUNTS, MOVES[code], CELLS[code], DEALS[code],
                                      strict=True):
        won = ngettext("You won!  Score {score}, {moves} move",
                       "You won!  Score {score}, {moves} moves", n).format(score=120, moves=n)
        assert won.endswith(f" {n} {moves}"), won
        assert ngettext("{n} cell", "{n} cells", n).format(n=n) == f"{n} {cells}"
        assert ngettext("{n} game played", "{n} games played", n).format(n=n) == (
            f"{n} {deals}")


def test_languages_are_named_in_their_own_language():
    assert LANGUAGES == {"en": "English", "hr": "Hrvatski", "ru": "Русский"}


def test_unknown_language_falls_back_to_english(lang):
    assert lang("de") == "en" and _("Settings") == "Settings"
    assert lang("hr") == "hr" and _("Settings") == "Postavke"
    assert lang("ru") == "ru" and _("Settings") == "Настройки"


@pytest.mark.parametrize(("code", "percent", "date", "number"), [
    ("en", "33.3%", "2026-11-30", "1,220"),
    ("hr", "33,3\u00a0%", "30. 11. 2026.", "1.220"),
    ("ru", "33,3\u00a0%", "30.11.2026", "1\u00a0220"),
])
def test_formats_follow_the_language(lang, code, percent, date, number):
    lang(code)
    assert format_percent(1 / 3) == percent
    assert format_percent(0.5).replace("\u00a0", " ") in ("50%", "50 %")
    assert format_date(datetime.date(2026, 11, 30)) == date
    assert format_datetime(datetime.datetime(2026, 11, 30, 14, 5)) == f"{date} 14:05"
    assert format_number(1220) == number


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "hr_HR.UTF-8"}, "hr"),
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LC_ALL": "ru_RU.UTF-8", "LANG": "hr_HR.UTF-8"}, "ru"),
    ({"LC_MESSAGES": "hr_HR.UTF-8", "LANG": "en_US.UTF-8"}, "hr"),
    ({"LANGUAGE": "de:ru:en", "LANG": "de_DE.UTF-8"}, "ru"),
    ({"LANGUAGE": "hr", "LANG": "C"}, "en"),  # as GNU gettext: LANGUAGE ignored in the C locale
    ({"LANG": "sr_RS@latin"}, "en"),
])
def test_system_language_on_posix(environ, expected):
    assert system_language(environ, platform="linux") == expected


# ---------------------------------------------------------------------- the live switch
def test_language_switch_in_settings_reaches_everything_without_restart(app):
    """Settings → Language → Hrvatski: the settings scene, the window title, the table's
    status bar and buttons, a reminder and the menu speak Croatian at once; Русский too."""
    from game.ui.views.menu import MenuView
    from game.ui.views.settings import SettingsView

    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.play(table.game.parse("1>c5"))
    step(app, 0.5)
    assert table.status.texts["score"].text == "Score: 0"
    assert table.status.buttons["undo"].text.text == "Undo"

    settings = SettingsView(app.services, back=table)
    app.nav.show_view(settings)
    button = settings.options["language"]["hr"]
    click(app, button.rect.center_x, button.rect.center_y)
    assert app.services.settings.language == "hr" and load_settings().language == "hr"
    assert i18n.language() == "hr"
    assert "Postavke" in texts_of(app.current_view)
    assert app.caption == "Easy Harp & Eight Off"  # the title is the game's name in hr too

    settings.back()
    assert app.current_view is table
    step(app, 0.1)
    assert table.status.texts["score"].text == "Bodovi: 0"
    assert table.status.texts["moves"].text == "Potezi: 1"
    assert {b.text.text for b in table.status.buttons.values()} == {
        "Savjet", "Poništi", "Ponovi", "Novo dijeljenje", "Izbornik"}
    drag(app, [center(table, Pile(COLUMN, 0)), center(table, Pile(COLUMN, 1))])  # wrong suit
    assert table.status.message.text.startswith("Slaže se silazno u istom znaku")

    menu = MenuView(app.services)
    app.nav.show_view(menu)
    labels = texts_of(menu)
    assert {"Nastavi", "Nova partija", "Pravila", "Postavke", "Izlaz"} <= labels

    app.nav.show_view(SettingsView(app.services, back=menu))
    button = app.current_view.options["language"]["ru"]
    click(app, button.rect.center_x, button.rect.center_y)
    app.current_view.back()
    assert {"Продолжить", "Новая игра", "Правила", "Настройки", "Выход"} <= texts_of(
        app.current_view)
    assert table.status.texts["score"].text == "Очки: 0"


def center(table, pile):
    pos = table.game.position
    return table.cards.layout.card_center(pos, pile, len(pos.cards(pile)) - 1)


def texts_of(view) -> set[str]:
    """Every text a scene shows: its widgets' labels, its drawn texts and drawn buttons, and
    its frame's titles (SceneView.scene_frame)."""
    out = {button.label for button in getattr(view, "buttons", {}).values()
           if isinstance(getattr(button, "label", None), str)}
    widgets = view.ui.walk_widgets() if hasattr(view, "ui") else ()  # the menu has none
    for widget in widgets:
        for attr in ("text", "label"):
            value = getattr(widget, attr, None)
            if isinstance(value, str) and value:
                out.add(value)
    for text in getattr(view, "_texts", {}).values():
        out.add(text.text)
    frame = view.frame_for(*view.scene_size) if hasattr(view, "frame_for") else None
    if frame is not None:
        out.update(text.text for text in frame.texts)
    return out


def test_lang_option_is_checked():
    from game.__main__ import build_parser

    assert build_parser().parse_args(["--lang", "ru"]).lang == "ru"
    assert build_parser().parse_args([]).lang is None
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--lang", "de"])


def test_first_start_speaks_the_system_language(monkeypatch):
    from game.storage.settings import Settings, save_settings
    from game.ui.run import startup_settings

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    assert startup_settings().language == "ru"  # no settings file yet
    assert startup_settings("hr").language == "hr"
    save_settings(Settings(language="hr"))
    assert startup_settings().language == "hr"  # the player's choice wins from then on
    assert startup_settings("en").language == "en"


def test_errors_built_from_parts_are_translated_whole(lang, tmp_path):
    """ExchangeError, SavedGameError, DealCodeError and OS errors are a template plus
    parameters: the player reads all of it in their language, the log reads English."""
    from game.i18n import error_text
    from game.storage.exchange import ExchangeError, import_game

    bad = tmp_path / "igra.json"
    bad.write_text('{"format": "x"', encoding="utf-8")
    with pytest.raises(ExchangeError) as info:
        import_game(bad)
    assert str(info.value) == "igra.json: not a saved game: the file is not valid JSON " \
                              "(line 1, column 15)"
    lang("hr")
    assert error_text(info.value) == ("igra.json: nije spremljena partija: datoteka nije "
                                      "ispravan JSON (redak 1, stupac 15)")
    lang("ru")
    assert error_text(info.value) == ("igra.json: это не сохранённая партия: файл не является "
                                      "корректным JSON (строка 1, позиция 15)")
    with pytest.raises(ExchangeError) as info:
        import_game(tmp_path / "nema.json")
    assert error_text(info.value) == "nema.json: такого файла нет"
    error = ExchangeError("cannot write {path}: {reason}", path="x.json",
                          reason=PermissionError(13, "Permission denied"))
    assert str(error) == "cannot write x.json: permission denied"
    assert error_text(error) == "не удалось записать x.json: доступ запрещён"


def test_history_problem_is_translated(lang, tmp_path):
    from game.i18n import translate
    from game.storage.history import History

    path = tmp_path / "history.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    history = History(path)
    assert not history.available and "damaged" in history.problem
    lang("hr")
    assert translate(history.problem_template, history.problem_params) == (
        "Baza povijesti je oštećena ili nije baza podataka; ostavljena je netaknuta.")
    history.close()


def test_screenshot_of_a_refused_move_in_russian(tmp_path):
    """``--lang ru --try MOVE``: the picture is made (with the reminder); bad notation is a
    one-line error with status 2."""
    import os
    import subprocess
    import sys

    env = dict(os.environ, ARCADE_HEADLESS="1", HARP_EIGHT_HOME=str(tmp_path / "home"))
    out = tmp_path / "shot.png"
    base = [sys.executable, "-m", "game", "--screenshot", str(out), "--size", "800x600",
            "--lang", "ru", "--deal", "EH1-N-AAAAAAF"]
    done = subprocess.run([*base, "--try", "8>5"], env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    bad = subprocess.run([*base, "--try", "zz"], env=env, capture_output=True, text=True,
                         timeout=120)
    assert bad.returncode == 2 and bad.stderr.startswith("error: --try:")
    assert len(bad.stderr.strip().splitlines()) == 1


def test_replay_controls_in_croatian(app, lang):
    lang("hr")
    table = app.nav.start(parse_code("EO1-C8-AAAAAFA"), animate=False)
    table.play(table.game.parse("1>c5"))
    app.nav.replay(table.game)
    labels = {key: button.text.text for key, button in app.current_view.controls.items()}
    assert labels["speed-0.5"] == "0,5\u00d7" and labels["speed-2"] == "2\u00d7"
    assert labels["mode-history"] == "Svi potezi" and labels["mode-net"] == "Bez poništenih"
    assert labels["play"].endswith(("Pokreni", "Pauza"))


@pytest.mark.parametrize("code, won, not_finished", [
    ("en", "Won", "Not finished"),
    ("hr", "Dobivene", "Nedovršene"),
    ("ru", "Выигранные", "Незавершённые"),
])
def test_statistics_legend_names_the_games_as_a_group(app, lang, code, won, not_finished):
    """The legend under the bars of recent deals names groups of games (the plural, as
    History's filters), not one game's result ("Dobivena")."""
    from game.ui.navigator import open_scene

    lang(code)
    open_scene(app.nav, "statistics")
    view = app.current_view
    view.on_draw()
    first, second = view._texts["legend-won"], view._texts["legend-nf"]
    assert (first.text, second.text) == (won, not_finished)
    (x0, _y, _c), (x1, _y1, _c1) = view._legend  # the squares
    assert x0 < first.x and first.x + first.content_width + 10 < x1 < second.x  # no touching
