"""Running a child script under a real X server and window manager (an ``Xvfb`` of its own,
with an ``openbox`` the script starts): for the tests of full-screen and window placement."""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAP = 0.005
"""Seconds :func:`pump` sleeps between rounds (the loop does not spin a shared core)."""


def missing_x_tools() -> str | None:
    """Why the X tests cannot run here (a tool not installed), or ``None``."""
    for tool in ("Xvfb", "openbox"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (Debian packages xvfb and openbox)"
    return None


@contextlib.contextmanager
def own_display(screen: str) -> Iterator[str]:
    """An ``Xvfb`` server of the caller's own, on a ``screen`` (``WxH``, 24-bit) screen.

    The server picks its display number itself (``-displayfd``: it takes the first number
    whose lock file it can create, atomically, and writes the number to a pipe once it
    accepts clients), so test runs that overlap never collide, as ``xvfb-run -a`` can (it
    looks for a free number, then starts a server on it, and two runs can find the same).

    Yields:
        The ``DISPLAY`` value (``":N"``); the server is ended when the block is left.

    Raises:
        AssertionError: the server ended without naming a display (its stderr attached).
    """
    read, write = os.pipe()
    with tempfile.TemporaryFile() as log:  # a file, not a pipe: no read needed to go on
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{screen}x24",
             "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=log)
        os.close(write)
        try:
            with os.fdopen(read) as pipe:
                number = pipe.readline().strip()  # empty when the server ended first
            if not number:
                server.wait()
                log.seek(0)
                raise AssertionError(f"Xvfb did not start: {log.read()[-2000:]!r}")
            yield f":{number}"
        finally:
            server.terminate()
            server.wait()


def pump(window, seconds: float, until: Callable[[], bool] | None = None) -> bool:
    """Run ``window``'s event loop by hand, in a child of :func:`run_under_x`, for
    ``seconds`` or until ``until()`` is true: X events dispatched, pyglet's clock ticked
    (arcade's updates and frames are scheduled on it), a :data:`NAP` between rounds. The
    children import it from here (``tests/`` is on their module path).

    Returns:
        Whether ``until()`` came true (``True`` when there is no ``until``).
    """
    import pyglet

    end = time.perf_counter() + seconds
    while True:
        if until is not None and until():
            return True
        if time.perf_counter() >= end:
            return until is None
        window.dispatch_events()
        pyglet.clock.tick()
        time.sleep(NAP)


def run_under_x(source: str, tmp_path: Path, screen: str, timeout: float) -> dict:
    """Run the Python ``source`` as a child on an X server of its own (:func:`own_display`)
    with a ``screen`` (``WxH``) screen, a fresh game home in ``tmp_path`` and no sound, and
    return the last JSON line it printed (the test fails with its stderr when it printed
    none or failed). The child imports the game and this module (:func:`pump`)."""
    env = dict(os.environ, HARP_EIGHT_HOME=str(tmp_path / "home"), HARP_EIGHT_AUDIO="silent",
               PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "tests")]))
    env.pop("ARCADE_HEADLESS", None)
    script = tmp_path / "child.py"
    script.write_text(source)
    with own_display(screen) as display:
        env["DISPLAY"] = display
        out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                             text=True, timeout=timeout)
    lines = [ln for ln in out.stdout.splitlines() if ln.startswith("{")]
    assert out.returncode == 0 and lines, out.stderr[-3000:]
    return json.loads(lines[-1])
