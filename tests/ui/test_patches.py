"""The game's patches of arcade and pyglet live in one module and hold to their versions
(game/ui/patches.py); each speed patch's same-result test sits beside what it speeds up
(test_glyphs, test_gui_listeners, test_text_layouts, test_hidden_cards, test_scene_fill)."""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

import arcade
from arcade.resources import resolve

from game.ui import patches

GAME = Path(__file__).resolve().parents[2] / "game"


def test_its_doctests_pass():
    assert doctest.testmod(patches).failed == 0


def test_the_versions_it_was_written_for_are_the_installed_ones():
    assert patches.written_for("arcade", patches.ARCADE)
    assert patches.written_for("pyglet", patches.PYGLET)
    assert not patches.written_for("arcade", "2.6.")


def test_the_shader_gets_a_depth_per_vertex_and_nothing_else(app, monkeypatch):
    source = app.ctx.shader_inc(resolve(patches.SPRITE_GEOMETRY).read_text())
    assert source.count("EmitVertex();") == 4
    edited = patches.depth_sprite_shader(source, 0.5)
    assert edited is not None and edited.count("gl_Position.z = 1.0 - ") == 4
    assert edited.replace("gl_Position.z = 1.0 - float(gl_PrimitiveIDIn + 1) * 0.5;\n    ",
                          "") == source  # nothing else changes
    monkeypatch.setattr(arcade.version, "VERSION", "4.0.0")  # another arcade: as shipped
    assert patches.depth_sprite_shader(source, 0.5) is None


def assigned_library_attributes(tree: ast.AST) -> list[str]:
    """Assignments to an attribute reached from ``arcade`` or ``pyglet`` (``arcade.X = …``,
    ``arcade.gui.UILabel.Y = …``) and ``type.__setattr__`` calls, as source text."""
    found = []
    for node in ast.walk(tree):
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, (ast.AugAssign, ast.AnnAssign)) else []
        for target in targets:
            if isinstance(target, ast.Attribute):
                root = target
                while isinstance(root, ast.Attribute):
                    root = root.value
                if isinstance(root, ast.Name) and root.id in ("arcade", "pyglet"):
                    found.append(ast.unparse(target))
        if isinstance(node, ast.Call) and ast.unparse(node.func) == "type.__setattr__":
            found.append(ast.unparse(node))
    return found


def test_no_other_module_assigns_to_arcade_or_pyglet():
    """The one module that changes arcade's or pyglet's own objects is the patches module
    (:mod:`game.lean_imports` replaces modules before arcade is imported, so they are never
    arcade's own: it hands over to the real ones on first use)."""
    elsewhere = {}
    for path in GAME.rglob("*.py"):
        if path.name == "patches.py" or path.name == "lean_imports.py" \
                or path.name == "audio.py":  # pyglet.options: pyglet's own settings
            continue
        found = assigned_library_attributes(ast.parse(path.read_text(encoding="utf-8")))
        if found:
            elsewhere[str(path.relative_to(GAME))] = found
    assert elsewhere == {}


def test_no_other_module_calls_uimanagers_private_drawing():
    privates = ("_do_render", "_get_surface", "_surfaces", "_render_to_surface_camera",
                "_requires_render", "_expand_to_rgba", "detect_callback_type",
                "_update_label")
    elsewhere = {}
    for path in GAME.rglob("*.py"):
        if path.name == "patches.py":
            continue
        used = [n.attr for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                if isinstance(n, ast.Attribute) and n.attr in privates]
        if used:
            elsewhere[str(path.relative_to(GAME))] = used
    assert elsewhere == {}
