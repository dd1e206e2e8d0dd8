"""Running a child script under a real X server and window manager (``xvfb-run`` with an
``openbox`` the script starts): for the tests of full-screen and window placement."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def missing_x_tools() -> str | None:
    """Why the X tests cannot run here (a tool not installed), or ``None``."""
    for tool in ("xvfb-run", "Xvfb", "openbox"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian packages xvfb and openbox)"
    return None


def run_under_x(source: str, tmp_path: Path, screen: str, timeout: float) -> dict:
    """Run the Python ``source`` as a child under ``xvfb-run`` on a ``screen`` (``WxH``)
    screen, with a fresh game home in ``tmp_path`` and no sound, and return the last JSON
    line it printed (the test fails with its stderr when it printed none or failed)."""
    env = dict(os.environ, HARP_EIGHT_HOME=str(tmp_path / "home"), HARP_EIGHT_AUDIO="silent",
               PYTHONPATH=str(ROOT))
    env.pop("ARCADE_HEADLESS", None)
    env.pop("DISPLAY", None)
    script = tmp_path / "child.py"
    script.write_text(source)
    out = subprocess.run(
        ["xvfb-run", "-a", "-s", f"-screen 0 {screen}x24", sys.executable, str(script)],
        env=env, capture_output=True, text=True, timeout=timeout,
    )
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    assert out.returncode == 0 and lines, out.stderr[-3000:]
    return json.loads(lines[-1])
