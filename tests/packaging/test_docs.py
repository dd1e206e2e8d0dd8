"""Issue 13, fault 11: the rule book lives in the repository and is kept in step with the
code; the README points only at files a clone has; the package metadata is current."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from game.reminders import REMINDERS

ROOT = Path(__file__).resolve().parents[2]


def test_every_rule_the_game_names_is_in_the_rule_book():
    book = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    defined = set(re.findall(r"\b(?:EH|EO|FC|BG|APP)-[A-Z0-9-]*[A-Z0-9]\b", book))
    assert set(REMINDERS) <= defined, sorted(set(REMINDERS) - defined)


def test_the_readme_links_only_files_of_the_repository():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "../" not in readme
    assert "docs/RULES.md" in readme
    for target in re.findall(r"\]\(([^)#]+)\)", readme):
        if not target.startswith(("http://", "https://")):
            assert (ROOT / target).exists(), target


def test_the_licence_is_an_spdx_expression_not_a_deprecated_table():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert isinstance(project["license"], str)
