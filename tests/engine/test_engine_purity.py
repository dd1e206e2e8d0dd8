"""The rules engine and its command line never import the UI toolkit (arcade, pyglet)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import importlib, json, pkgutil, sys
import game.engine
names = ["game.engine"]
for info in pkgutil.walk_packages(game.engine.__path__, "game.engine."):
    names.append(info.name)
for name in names:
    importlib.import_module(name)
import game.cli
print(json.dumps({
    "imported": names,
    "ui": sorted(m for m in sys.modules
                 if m.split(".")[0] in ("arcade", "pyglet")),
}))
"""


def test_engine_and_cli_do_not_import_arcade_or_pyglet() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", PROBE],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert result["ui"] == []
    imported = set(result["imported"])
    # the walk really reached every module, the variants included
    expected = {
        "game.engine",
        "game.engine.cards",
        "game.engine.deal",
        "game.engine.events",
        "game.engine.game",
        "game.engine.moves",
        "game.engine.notation",
        "game.engine.table",
        "game.engine.variants",
        "game.engine.variants.base",
        "game.engine.variants.easy_harp",
        "game.engine.variants.eight_off",
    }
    assert expected <= imported
    on_disk = {
        "game."
        + ".".join(p.relative_to(ROOT / "game").with_suffix("").parts).replace(".__init__", "")
        for p in (ROOT / "game" / "engine").rglob("*.py")
    }
    assert on_disk <= imported
