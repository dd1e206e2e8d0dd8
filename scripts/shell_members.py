"""Print the members of the window's shell that scenes and table parts read.

Counts the distinct attribute names read on ``app`` / ``self.app`` / ``<x>.app`` in
``game/ui/views`` and ``game/ui/table`` (``ast``), and the files that read them: the
size of what a view depends on (:class:`game.ui.services.Shell`).

Usage: ``python scripts/shell_members.py [ROOT]`` (default: this checkout).
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path


def members(root: Path) -> dict[str, set[str]]:
    """Attribute name -> the files (names) that read it."""
    used: dict[str, set[str]] = defaultdict(set)
    for folder in ("game/ui/views", "game/ui/table"):
        for path in sorted((root / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Attribute):
                    value = node.value
                    if (isinstance(value, ast.Name) and value.id == "app") or (
                            isinstance(value, ast.Attribute) and value.attr == "app"):
                        used[node.attr].add(path.name)
    return used


def main() -> None:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]
    used = members(root)
    files = set().union(*used.values()) if used else set()
    print(f"{len(used)} members read in {len(files)} files")
    print(" ".join(sorted(used)))


if __name__ == "__main__":
    main()
