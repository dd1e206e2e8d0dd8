"""No import cycle anywhere in ``game/``: the import graph, read from the source, has no circle.

Every ``import`` statement counts: those at the top of a module, those inside a function
(imported lazily, still a dependency) and those under ``if TYPE_CHECKING:`` (a type-only
dependency is still one a reader has to follow). A cycle means two modules that cannot be
understood, tested or moved apart, whatever the order Python happens to load them in.

Run as a script (``python tests/packaging/test_import_cycles.py``) it prints the strongly
connected components of the graph, largest first, and the edges inside each.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "game"


def module_name(path: Path) -> str:
    """The dotted name of a source file under ``ROOT`` (a package's ``__init__`` is the package)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    """Every module of the package, by dotted name."""
    return {module_name(path): path for path in sorted((ROOT / PACKAGE).rglob("*.py"))}


def imports_of(name: str, path: Path, known: set[str]) -> set[str]:
    """The modules of ``known`` that module ``name`` (at ``path``) imports, anywhere in it.

    ``from a.b import c`` is an edge to ``a.b.c`` when that is a module, else to ``a.b``;
    relative imports are resolved against the module's package.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = alias.name
                while target and target not in known:
                    target = target.rpartition(".")[0]
                if target:
                    found.add(target)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package.split(".")
                base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                base = ".".join(base_parts + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                candidate = f"{base}.{alias.name}"
                if candidate in known:
                    found.add(candidate)
                elif base in known:
                    found.add(base)
    found.discard(name)
    return found


def graph() -> dict[str, set[str]]:
    """The import graph of the package: each module to the package modules it imports."""
    found = modules()
    known = set(found)
    return {name: imports_of(name, path, known) for name, path in found.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    counter = 0

    def visit(node: str) -> None:
        nonlocal counter
        index[node] = low[node] = counter
        counter += 1
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for node in sorted(edges):
        if node not in index:
            visit(node)
    return sorted(components, key=len, reverse=True)


def describe(edges: dict[str, set[str]], component: list[str]) -> str:
    """A component and the edges inside it, one per line."""
    members = set(component)
    lines = [f"{len(component)} modules: {', '.join(component)}"]
    for source in component:
        for target in sorted(edges[source] & members):
            lines.append(f"  {source} -> {target}")
    return "\n".join(lines)


def test_the_import_graph_of_game_has_no_cycle():
    edges = graph()
    found = cycles(edges)
    assert not found, "import cycles:\n" + "\n".join(describe(edges, c) for c in found)


def test_the_graph_sees_lazy_and_type_only_imports(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.b import B\n"
    )
    (package / "b.py").write_text("def f():\n    from . import a\n")
    known = {"pkg", "pkg.a", "pkg.b"}
    assert imports_of("pkg.a", package / "a.py", known) == {"pkg.b"}
    assert imports_of("pkg.b", package / "b.py", known) == {"pkg.a"}
    assert cycles({"pkg.a": {"pkg.b"}, "pkg.b": {"pkg.a"}, "pkg": set()}) == [["pkg.a", "pkg.b"]]


if __name__ == "__main__":
    edges = graph()
    found = cycles(edges)
    print(f"{sum(len(t) for t in edges.values())} imports among {len(edges)} modules; "
          f"{len(found)} cycles")
    for component in found:
        print(describe(edges, component))
