"""No module of ``game/`` outside ``game/engine/variants/`` decides anything by a game's
name: none holds a game's registry name, deal-code prefix or title as a string literal,
except titles inside the translation calls of a catalogue (``_``, ``N_``, ``ngettext``) and
docstrings. Every game-specific answer comes from the variant (issue 9)."""

from __future__ import annotations

import ast
from pathlib import Path

from game.engine.variants import REGISTRY

GAME = Path(__file__).resolve().parents[2] / "game"
VARIANTS = GAME / "engine" / "variants"
CATALOGUE_CALLS = {"_", "N_", "ngettext", "pgettext"}


def names() -> set[str]:
    out: set[str] = set()
    for v in REGISTRY.values():
        out |= {v.name, v.prefix, v.title}
    return out


def literals(tree: ast.AST) -> list[tuple[int, str]]:
    """String constants that are neither docstrings nor inside a catalogue call."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                skip.add(id(body[0].value))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in CATALOGUE_CALLS:
                for arg in ast.walk(node):
                    skip.add(id(arg))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
    ]


def test_the_scan_finds_a_name() -> None:
    """The scan itself works: a comparison with a name is found, a catalogue title is not."""
    source = 'def f(v):\n    """eight-off"""\n    return v == "eight-off" or N_("Eight Off")'
    tree = ast.parse(source)
    assert literals(tree) == [(3, "eight-off")]


def test_no_module_outside_the_variants_tests_a_game_name() -> None:
    forbidden = names()
    found = []
    for path in sorted(GAME.rglob("*.py")):
        if VARIANTS in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [
            f"{path.relative_to(GAME.parent)}:{line}: {text!r}"
            for line, text in literals(tree)
            if text in forbidden
        ]
    assert found == []
