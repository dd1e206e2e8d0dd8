"""Print what scenes and table parts use of the services context they are given.

Counts, with ``ast``, in ``game/ui/views`` and ``game/ui/table``, the distinct services
read on ``services`` / ``self.services`` / ``<x>.services`` (``services.<service>``) and
the distinct members of a service read there (``services.<service>.<member>``), and the
files that read them: the size of what a view depends on
(:class:`game.ui.services.Services`).

Usage: ``python scripts/shell_members.py [ROOT]`` (default: this checkout).
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from pathlib import Path


def is_services(node: ast.expr) -> bool:
    """Whether ``node`` is ``services`` or ``<anything>.services``."""
    return (isinstance(node, ast.Name) and node.id == "services") or (
        isinstance(node, ast.Attribute) and node.attr == "services")


def members(root: Path) -> dict[str, set[str]]:
    """``service`` and ``service.member`` -> the files (names) that read it."""
    used: dict[str, set[str]] = defaultdict(set)
    for folder in ("game/ui/views", "game/ui/table"):
        for path in sorted((root / folder).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Attribute):
                    continue
                if is_services(node.value):
                    used[node.attr].add(path.name)
                elif isinstance(node.value, ast.Attribute) and is_services(node.value.value):
                    used[f"{node.value.attr}.{node.attr}"].add(path.name)
    return used


def main() -> None:
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[1]
    used = members(root)
    services = sorted(name for name in used if "." not in name)
    reached = sorted(name for name in used if "." in name)
    files = set().union(*used.values()) if used else set()
    print(f"{len(services)} services and {len(reached)} of their members read in "
          f"{len(files)} files")
    print("services:", " ".join(services))
    print("members:", " ".join(reached))


if __name__ == "__main__":
    main()
