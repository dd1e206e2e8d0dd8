"""Reads the accessibility bus (AT-SPI) as a screen reader does: a child of the system's
``/usr/bin/python3``, where Debian's ``pyatspi`` imports (not the project's venv).

Usage: ``/usr/bin/python3 tests/atspi_reader.py '["name", ...]' SECONDS``: walks every
application on the bus until each wanted name is there (or the seconds run out) and prints
one JSON line: ``{"nodes": [[role, name], ...], "missing": [...]}``.
"""

import json
import sys
import time


def walk(accessible, out, depth=0):
    """Every (role, name) under ``accessible``, depth first."""
    if accessible is None or depth > 12:
        return
    try:
        out.append([accessible.getRoleName(), accessible.name or ""])
        for i in range(accessible.childCount):
            walk(accessible.getChildAtIndex(i), out, depth + 1)
    except Exception as error:  # noqa: BLE001 - an application leaving the bus meanwhile
        out.append(["error", str(error)])


def main():
    import pyatspi  # (here: pytest imports this module under the venv, without pyatspi)

    wanted = json.loads(sys.argv[1])
    deadline = time.time() + float(sys.argv[2])
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        seen = []
        for i in range(desktop.childCount):
            walk(desktop.getChildAtIndex(i), seen)
        names = {name for _role, name in seen}
        if all(w in names for w in wanted) or time.time() > deadline:
            break
        time.sleep(0.3)
    print(json.dumps({"nodes": seen, "missing": [w for w in wanted if w not in names]}))


if __name__ == "__main__":
    main()
