"""The UI's structure, read from the source with ``ast``: no import cycles in ``game/ui``
and no import fallbacks that would hide a real error (``tests/packaging/test_import_cycles.py``
checks the whole of ``game/`` with type-only imports too).

An import counts when it runs: at module level or inside a function (a lazy import closes
a cycle just as well when the function runs). Imports under ``if TYPE_CHECKING:`` never run
and do not count.
"""

from __future__ import annotations

import ast
from pathlib import Path

import game

ROOT = Path(game.__file__).parent.parent
UI = ROOT / "game" / "ui"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(UI.rglob("*.py"))}


def runtime_imports(path: Path) -> set[str]:
    """The ``game.ui`` modules ``path`` imports when it runs (TYPE_CHECKING blocks skipped)."""
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.stmt):
                    visit([child])
                elif hasattr(child, "body"):  # an except handler, a match case
                    visit([c for c in ast.iter_child_nodes(child) if isinstance(c, ast.stmt)])

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return {name for name in found if name in MODULES}


def import_graph() -> dict[str, set[str]]:
    return {m: runtime_imports(p) - {m} for m, p in MODULES.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in sorted(graph[v]):
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            strong(v)
    return out


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_lazy_imports():
    graph = import_graph()
    assert "game.ui.views.replay" in graph["game.ui.navigator"]  # inside open_replay
    assert "game.ui.views.table" not in graph["game.ui.app"]  # only for type checking


def test_no_import_cycles_in_game_ui():
    assert cycles(import_graph()) == []


def test_no_import_fallbacks_in_game_ui():
    """No ``except ImportError`` and no ``find_spec`` probing: an error inside a module
    must surface as itself. The one exception finds arcade's font files on disk without
    importing arcade (``cards_art.font_path``)."""
    offenders = []
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and node.name == "font_path":
                continue
            if isinstance(node, ast.ExceptHandler) and node.type is not None:
                caught = ast.unparse(node.type)
                if "ImportError" in caught or "ModuleNotFoundError" in caught:
                    if not _inside(tree, node, "font_path"):
                        offenders.append(f"{name}:{node.lineno} except {caught}")
            if isinstance(node, ast.Attribute) and node.attr == "find_spec":
                if not _inside(tree, node, "font_path"):
                    offenders.append(f"{name}:{node.lineno} find_spec")
    assert offenders == []


def _inside(tree: ast.AST, target: ast.AST, function: str) -> bool:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == function:
            if any(child is target for child in ast.walk(node)):
                return True
    return False


def colour_literals(path: Path) -> list[str]:
    """Tuples of 3 or 4 integer constants in 0…255 (RGB / RGBA colours) written in ``path``."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Tuple) and len(node.elts) in (3, 4) and all(
            isinstance(e, ast.Constant) and type(e.value) is int and 0 <= e.value <= 255
            for e in node.elts
        ):
            found.append(f"{path.name}:{node.lineno} {ast.unparse(node)}")
    return found


def test_the_palette_is_defined_once():
    """Colours live in game/ui/palette.py (chrome), game/ui/theme.py (table looks) and
    game/ui/looks.py (the chrome made from a theme); the card art keeps its own inks in
    cards_art.py and game/ui/deck/ (the classic deck): the palette used to be copied in
    five files."""
    offenders = []
    for name, path in MODULES.items():
        if name not in ("game.ui.palette", "game.ui.theme", "game.ui.looks", "game.ui.cards_art") \
                and not name.startswith("game.ui.deck."):
            offenders += colour_literals(path)
    assert offenders == []


def test_no_module_copies_a_palette_colour_at_import():
    """``from game.ui.palette import TEXT`` would keep the first value after
    :func:`game.ui.palette.use` changes the palette: colours are read as ``palette.TEXT``."""
    offenders = []
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "game.ui.palette":
                offenders.append(f"{name}:{node.lineno}")
    assert offenders == []


def test_a_palette_change_reaches_the_buttons_built_after_it():
    from game.ui import palette
    from game.ui.button import DrawnButton

    try:
        palette.use({"BUTTON_BG": (1, 2, 3), "SCENE_BUTTON_BG": (4, 5, 6)})
        assert DrawnButton("x", lambda: None).style.bg == (1, 2, 3)
        assert palette.SCENE_BUTTON_STATES["normal"]["bg"] == (4, 5, 6)
    finally:
        palette.use({})
    assert palette.SCENE_BUTTON_STATES["normal"]["bg"] == (30, 104, 62)


def test_views_compose_the_table_parts_instead_of_subclassing_the_table():
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = {ast.unparse(b) for b in node.bases}
                assert "TableView" not in bases, f"{name}.{node.name} subclasses TableView"


def test_scenes_and_table_parts_use_the_services_never_the_window():
    """Scenes and table parts get a :class:`~game.ui.services.Services` in their constructor:
    none reads an ``app`` (attribute or name) or imports the window's module or the
    navigator's, not even for type checking."""
    offenders = []
    for name, path in MODULES.items():
        if not name.startswith(("game.ui.views", "game.ui.table")):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "app":
                offenders.append(f"{name}:{node.lineno} .app")
            elif isinstance(node, ast.Name) and node.id == "app":
                offenders.append(f"{name}:{node.lineno} app")
            elif isinstance(node, ast.Import | ast.ImportFrom):
                modules = [a.name for a in node.names] if isinstance(node, ast.Import) else [
                    node.module or "", *(f"{node.module}.{a.name}" for a in node.names)]
                for module in modules:
                    if module in ("game.ui.app", "game.ui.navigator") or module.startswith(
                            ("game.ui.app.", "game.ui.navigator.")):
                        offenders.append(f"{name}:{node.lineno} imports {module}")
    assert offenders == []


def window_reads(source: str) -> list[str]:
    """Where ``source`` reaches the window past its :class:`~game.ui.services.Screen`: a
    call of ``arcade.get_window()`` (or the name ``get_window``), or a read of a
    ``window`` attribute (``self.window``, a view's or a UI manager's), by line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in ("window", "get_window"):
            found.append(f"{node.lineno} .{node.attr}")
        elif isinstance(node, ast.Name) and node.id == "get_window":
            found.append(f"{node.lineno} get_window")
    return found


def test_the_window_finder_finds_every_way_to_the_window():
    assert window_reads("import arcade\nctx = arcade.get_window().ctx\n") == ["2 .get_window"]
    assert window_reads("from arcade import get_window\nw = get_window()\n") == [
        "2 get_window"]
    assert window_reads("def f(self):\n    self.window.set_clipboard_text('x')\n") == [
        "2 .window"]
    assert window_reads("size = ui.window.get_size()\n") == ["1 .window"]
    assert window_reads("self.services.screen.clipboard.set_clipboard_text('x')\n"
                        "felt = self.services.screen.felt()\n") == []


def test_scenes_and_table_parts_reach_the_window_only_through_the_screen():
    """Scenes and table parts use the window's size, GL context, clipboard and felt
    through :attr:`Services.screen <game.ui.services.Services.screen>` (a
    :class:`~game.ui.services.Screen`), never ``arcade.get_window()`` or a ``window``
    attribute: a fake screen then stands in for the window in a test."""
    offenders = [f"{name}:{where}" for name, path in MODULES.items()
                 if name.startswith(("game.ui.views", "game.ui.table"))
                 for where in window_reads(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_the_services_module_is_a_leaf():
    """:mod:`game.ui.services` imports nothing of the game when it runs (its types only for
    type checking), so a scene and its fake context need nothing else."""
    assert import_graph()["game.ui.services"] == set()


SHELL_AND_SCENES_CLASS_LINES = 400
"""Lines a class of the shell (``game/ui/*.py``) or of a scene (``game/ui/views``) may have."""
CLASS_LINES = 500
"""Lines any class of ``game/`` may have."""


def test_no_class_is_over_its_size():
    """A class over its size has several jobs: none in the shell or the scenes over
    :data:`SHELL_AND_SCENES_CLASS_LINES` lines, none anywhere in ``game/`` over
    :data:`CLASS_LINES`."""
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        folder = path.parent.relative_to(ROOT).as_posix()
        limit = SHELL_AND_SCENES_CLASS_LINES if folder in ("game/ui", "game/ui/views") \
            else CLASS_LINES
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > limit:
                    offenders.append(f"{module_name(path)}.{node.name}: {lines} > {limit}")
    assert offenders == []


def test_the_settings_service_leaves_the_table_to_restyle_itself():
    """:class:`~game.ui.preferences.SettingsService` asks the table and its kept parts to
    restyle themselves: it reads no button and imports no button module."""
    source = (UI / "preferences.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    reads = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not reads & {"buttons", "status", "win", "style", "cards"}
    assert "game.ui.button" not in imported
    assert "restyle" in reads
