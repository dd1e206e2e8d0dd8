"""Players read plain words: no rule id (EH-BUILD, APP-REDO, ...) in any catalogue entry.

The ids live in docs/RULES.md, the engine's rejections and the tests. This is the check the
studio's hook makes, over every ``msgid``/``msgstr`` line of the catalogues and the template.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.engine.variants import REGISTRY
from game.reminders import REMINDERS

ROOT = Path(__file__).resolve().parents[2]
RULE_ID = re.compile(r"\b(EH|EO|FC|BG|APP)-[A-Z][A-Z0-9-]+")
CATALOGUES = sorted((ROOT / "resources" / "locale").glob("*/LC_MESSAGES/*.po")) + [
    ROOT / "resources" / "locale" / "harp_and_eight.pot"]


def entry_lines(path: Path) -> list[tuple[int, str]]:
    """The ``msgid``/``msgstr`` lines of a catalogue with their continuation lines."""
    lines, inside = [], False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith(("msgid", "msgstr")):
            inside = True
        elif not line.startswith('"'):
            inside = False
        if inside:
            lines.append((number, line))
    return lines


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.parent.parent.name or p.name)
def test_no_catalogue_entry_names_a_rule_id(path):
    found = [f"{path.name}:{n}: {line}" for n, line in entry_lines(path) if RULE_ID.search(line)]
    assert found == []


def test_the_check_finds_an_id(tmp_path):
    po = tmp_path / "x.po"
    po.write_text('msgid ""\n"An empty column takes only a king. (EH-EMPTY-"\n"KING)"\n'
                  'msgstr "x (APP-NO-DEFEAT)"\n', encoding="utf-8")
    assert [n for n, line in entry_lines(po) if RULE_ID.search(line)] == [2, 4]


def test_reminders_are_plain_words():
    assert REGISTRY  # the rule pieces' reminders are checked with the variants
    assert [text for text in REMINDERS.values() if RULE_ID.search(text)] == []
