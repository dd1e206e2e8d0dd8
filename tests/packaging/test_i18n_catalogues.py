"""The Croatian and Russian catalogues are complete, correct and compiled (issue 11).

Every string the code marks for translation (extracted from ``game/`` with Babel exactly as
``scripts/i18n.sh`` does) must have a real translation in ``hr`` and ``ru``: non-empty, not
fuzzy, the same ``{placeholders}``, all three plural forms, every character in the bundled
Liberation Sans. A string added to the code without a translation fails here; the fix is
``bash scripts/i18n.sh`` and translating the new empty entries (resources/locale/README.md).
"""

from __future__ import annotations

import os
import re
import string
import time
from pathlib import Path

import arcade
import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po
from fontTools.ttLib import TTFont

from game import i18n
from game.engine.variants import REGISTRY

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("hr", "ru")
SAME_IN_EVERY_LANGUAGE = {v.title for v in REGISTRY.values()} | {"Easy Harp & Eight Off", "FAQ"}
"""Game names stay as they are, and so does FAQ (the Croatian and Russian rule pages the
game was made from say "Pogledajte FAQ" and "См. FAQ")."""
PLURAL_FORMS = {
    "hr": "nplurals=3; plural=n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 "
          "&& (n % 100 < 12 || n % 100 > 14) ? 1 : 2;",
    "ru": "nplurals=3; plural=n % 10 == 1 && n % 100 != 11 ? 0 : n % 10 >= 2 && n % 10 <= 4 "
          "&& (n % 100 < 12 || n % 100 > 14) ? 1 : 2;",
}
FONTS = [Path(arcade.__file__).parent / "resources" / "system" / "fonts" / "ttf" / "Liberation"
         / name for name in ("Liberation_Sans_Regular.ttf", "Liberation_Sans_Bold.ttf")]


def extract(source: Path) -> dict[str | tuple[str, str], set[str]]:
    """The messages marked in ``source`` (a folder), with Babel's defaults and our
    babel.cfg: msgid (a pair for plurals) → flags such as ``python-brace-format``."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    found: dict[tuple[str | tuple[str, str], str | None], set[str]] = {}
    for _file, _line, message, _comments, context in extract_from_dir(
            str(source), method_map, options_map):
        key = message if isinstance(message, str) else tuple(message[:2])
        found.setdefault((key, context), set())
    return found


def load_catalogue(lang: str, root: Path = ROOT):  # type: ignore[no-untyped-def]
    path = root / "resources" / "locale" / lang / "LC_MESSAGES" / "harp_and_eight.po"
    with path.open("rb") as f:
        return read_po(f, locale=lang, abort_invalid=True)


def problems(messages: dict, lang: str, root: Path = ROOT) -> list[str]:
    """Everything wrong with the ``lang`` catalogue for ``messages`` (empty when complete)."""
    catalogue = load_catalogue(lang, root)
    out = []
    for key, context in messages:
        entry = catalogue.get(key if isinstance(key, str) else key[0], context=context)
        if context:
            key = f"{context}|{key}"
        if entry is None:
            out.append(f"{lang}: missing {key!r}")
        elif isinstance(key, tuple) != isinstance(entry.id, tuple):
            out.append(f"{lang}: {key!r} is plural in one place only")
        elif entry.fuzzy:
            out.append(f"{lang}: fuzzy {key!r}")
        elif isinstance(key, tuple):
            if len(entry.string) != 3 or not all(entry.string):
                out.append(f"{lang}: {key!r} needs 3 plural forms, has {entry.string!r}")
        elif not entry.string:
            out.append(f"{lang}: untranslated {key!r}")
    return out


@pytest.fixture(scope="module")
def messages() -> dict:
    return extract(ROOT / "game")


def test_the_code_marks_messages(messages):
    assert len(messages) > 200
    assert ("Settings", None) in messages and (("{n} cell", "{n} cells"), None) in messages
    assert ("Won", "statistics: how many games were won") in messages


@pytest.mark.parametrize("lang", LANGS)
def test_every_marked_string_is_translated(messages, lang):
    assert problems(messages, lang) == []


def test_a_new_untranslated_string_fails_the_check(tmp_path, messages):
    """The check above is not blind: a module with one new string is reported."""
    module = tmp_path / "new_scene.py"
    module.write_text('from game.i18n import _, ngettext, pgettext\n\n'
                      'LABEL = _("Shuffle the moon")\n'
                      'COUNT = ngettext("{n} moon", "{n} moons", 3)\n'
                      'OTHER = pgettext("a new context", "Settings")\n', encoding="utf-8")
    found = extract(tmp_path)
    assert set(found) == {("Shuffle the moon", None), (("{n} moon", "{n} moons"), None),
                          ("Settings", "a new context")}
    for lang in LANGS:  # "Settings" is translated, but not in this context
        assert sorted(problems(found, lang)) == sorted([
            f"{lang}: missing 'Shuffle the moon'",
            f"{lang}: missing ('{{n}} moon', '{{n}} moons')",
            f"{lang}: missing 'a new context|Settings'"])


def fields(text: str) -> set[str]:
    """The ``{placeholders}`` and ``%d``-style conversions of ``text``."""
    names = {f"{{{name}}}" for _lit, name, _spec, _conv in string.Formatter().parse(text)
             if name is not None}
    return names | set(re.findall(r"%(?:\([a-z_]+\))?[ds]", text))


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match(lang):
    for entry in load_catalogue(lang):
        if not entry.id:
            continue
        ids = entry.id if isinstance(entry.id, tuple) else (entry.id,)
        strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
        wanted = fields(ids[-1])
        assert fields(ids[0]) <= wanted, entry.id
        for text in strings:
            assert fields(text) == wanted, (lang, entry.id, text)


@pytest.mark.parametrize("lang", LANGS)
def test_catalogue_header(lang):
    catalogue = load_catalogue(lang)
    assert catalogue.num_plurals == 3
    assert re.sub(r"\s+", " ", catalogue.plural_forms) == PLURAL_FORMS[lang]
    assert str(catalogue.locale) == lang


@pytest.mark.parametrize("lang", LANGS)
def test_translations_are_not_english_copies(lang):
    copies = [entry.id for entry in load_catalogue(lang)
              if entry.id and isinstance(entry.id, str) and entry.string == entry.id
              and entry.id not in SAME_IN_EVERY_LANGUAGE
              and any(ch.isalpha() for ch in re.sub(r"\{\w+\}", "", entry.id))]
    assert copies == []


def test_glyphs_are_in_the_bundled_font():
    """Every character of every translation renders with Liberation Sans (regular and
    bold): no tofu boxes."""
    for font_path in FONTS:
        cmap = TTFont(font_path).getBestCmap()
        for lang in LANGS:
            for entry in load_catalogue(lang):
                strings = entry.string if isinstance(entry.string, tuple) else (entry.string,)
                missing = {ch for text in strings for ch in text
                           if ch not in "\n" and ord(ch) not in cmap}
                assert not missing, (font_path.name, lang, entry.id, missing)


def test_the_font_check_can_fail():
    cmap = TTFont(FONTS[0]).getBestCmap()
    assert ord("ž") in cmap and ord("ж") in cmap and ord("♣") in cmap
    assert ord("\u4e2d") not in cmap  # a CJK character: the check would report it


# ---------------------------------------------------------------------- compiled catalogues
@pytest.fixture
def restore_language():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_running_game_uses_every_po_entry(lang, restore_language):
    """Whatever .mo the game loads (a fresh one, or compiled on the spot), it says exactly
    what the .po says."""
    assert i18n.set_language(lang) == lang
    for entry in load_catalogue(lang):
        if not entry.id:
            continue
        if isinstance(entry.id, tuple):
            for n, form in ((1, 0), (2, 1), (5, 2)):
                assert i18n.ngettext(entry.id[0], entry.id[1], n) == entry.string[form]
        elif entry.context:
            assert i18n.pgettext(entry.context, entry.id) == entry.string
        else:
            assert i18n._(entry.id) == entry.string


def copy_locale(tmp_path: Path, monkeypatch) -> Path:
    """A copy of the catalogues (the .po files only) the game reads instead of the real ones."""
    base = tmp_path / "locale"
    for lang in LANGS:
        folder = base / lang / "LC_MESSAGES"
        folder.mkdir(parents=True)
        po = ROOT / "resources" / "locale" / lang / "LC_MESSAGES" / "harp_and_eight.po"
        (folder / po.name).write_bytes(po.read_bytes())
    monkeypatch.setattr(i18n, "locale_dir", lambda: base)
    return base


def test_a_missing_mo_is_compiled_and_kept(tmp_path, monkeypatch, restore_language):
    base = copy_locale(tmp_path, monkeypatch)
    mo = base / "hr" / "LC_MESSAGES" / "harp_and_eight.mo"
    assert not mo.exists()
    assert i18n.set_language("hr") == "hr" and i18n._("Settings") == "Postavke"
    assert mo.is_file()


def test_a_stale_mo_is_compiled_again(tmp_path, monkeypatch, restore_language):
    """An edited .po (newer than its .mo) is what the game shows, not the old .mo."""
    base = copy_locale(tmp_path, monkeypatch)
    po = base / "ru" / "LC_MESSAGES" / "harp_and_eight.po"
    mo = po.with_suffix(".mo")
    i18n.set_language("ru")
    assert i18n._("Settings") == "Настройки"
    old = mo.stat().st_mtime
    po.write_text(po.read_text(encoding="utf-8").replace('msgstr "Настройки"',
                                                         'msgstr "Параметры"'),
                  encoding="utf-8")
    os.utime(po, (old + 10, old + 10))
    i18n.set_language("ru")
    assert i18n._("Settings") == "Параметры"
    assert mo.stat().st_mtime >= po.stat().st_mtime


def test_a_read_only_locale_folder_still_works(tmp_path, monkeypatch, restore_language):
    base = copy_locale(tmp_path, monkeypatch)
    folder = base / "ru" / "LC_MESSAGES"
    folder.chmod(0o555)
    try:
        assert i18n.set_language("ru") == "ru" and i18n._("Back") == "Назад"
    finally:
        folder.chmod(0o755)


def test_a_damaged_catalogue_falls_back_to_english(tmp_path, monkeypatch, restore_language):
    base = copy_locale(tmp_path, monkeypatch)
    (base / "hr" / "LC_MESSAGES" / "harp_and_eight.po").write_text('msgid "x\n', "utf-8")
    assert i18n.set_language("hr") == "en" and i18n._("Settings") == "Settings"


def test_compile_catalogue_gives_a_gettext_mo():
    """The compiled bytes are a gettext catalogue (the time is printed for the notes)."""
    po = ROOT / "resources" / "locale" / "ru" / "LC_MESSAGES" / "harp_and_eight.po"
    start = time.perf_counter()
    data = i18n.compile_catalogue(po)
    assert data[:4] in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde")  # a gettext .mo
    print(f"compiled {po.name} ({len(data)} bytes) in {time.perf_counter() - start:.3f} s")


@pytest.mark.parametrize("lang", ["hr", "ru"])
def test_thousands_are_kept_together_with_a_no_break_space(lang, messages):
    """A number such as 1 220 written with a plain space broke across lines in the FAQ
    (seen by a new player in Croatian); source and translations use U+00A0."""
    split = re.compile(r"\d \d{3}\b")
    texts = [str(text) for text in messages if isinstance(text, str)]
    for message in load_catalogue(lang):
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        texts.extend(s for s in strings if s)
    assert [t for t in texts if split.search(t)] == []
