"""Print the largest classes and functions of a package, in source lines (``ast``).

Usage: ``python scripts/code_sizes.py [FOLDER] [--top N]`` (default ``game``, top 5). Issue 9
reports the largest class and function of ``game/`` and ``game/ui`` with it.
"""

from __future__ import annotations

import argparse
import ast
from pathlib import Path


def sizes(folder: Path) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """``(classes, functions)``: each ``(lines, "path:Name")``, largest first. Methods count
    as functions; a class counts all its lines, methods included."""
    classes: list[tuple[int, str]] = []
    functions: list[tuple[int, str]] = []
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                entry = (lines, f"{path.as_posix()}:{node.name}")
                (classes if isinstance(node, ast.ClassDef) else functions).append(entry)
    return sorted(classes, reverse=True), sorted(functions, reverse=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="game", help="package folder to measure")
    parser.add_argument("--top", type=int, default=5, help="how many of each to list")
    args = parser.parse_args()
    classes, functions = sizes(Path(args.folder))
    for title, rows in (("classes", classes), ("functions", functions)):
        print(f"largest {title} in {args.folder}:")
        for lines, name in rows[: args.top]:
            print(f"  {lines:5d}  {name}")


if __name__ == "__main__":
    main()
