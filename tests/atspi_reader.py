"""Reads the accessibility bus (AT-SPI) as a screen reader does: a child of the system's
``/usr/bin/python3``, where Debian's ``pyatspi`` imports (not the project's venv).

Usage: ``/usr/bin/python3 tests/atspi_reader.py '["name", ...]' SECONDS [CLICK THEN]``:
walks every application on the bus until each wanted name is there (or the seconds run
out) and prints one JSON line: ``{"nodes": [[role, name], ...], "missing": [...]}``. With
``CLICK`` (a name) and ``THEN`` (a JSON list of names), it then does the default action of
the node called ``CLICK`` (as a screen reader's "press") and waits for the names ``THEN``;
``"clicked"`` and ``"then_missing"`` are added to the line.
"""

import json
import sys
import time


def walk(accessible, out, depth=0, found=None):
    """Every (role, name) under ``accessible``, depth first (and into ``found`` the
    accessibles by name)."""
    if accessible is None or depth > 12:
        return
    try:
        name = (accessible.name or "").strip()  # (a live region's no-break space)
        out.append([accessible.getRoleName(), name])
        if found is not None:
            found.setdefault(name, accessible)
        for i in range(accessible.childCount):
            walk(accessible.getChildAtIndex(i), out, depth + 1, found)
    except Exception as error:  # noqa: BLE001 - an application leaving the bus meanwhile
        out.append(["error", str(error)])


def read_until(pyatspi, wanted, deadline):
    """The (role, name) pairs on the bus once every wanted name is there (or at the
    deadline), and the accessibles by name."""
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        seen, found = [], {}
        for i in range(desktop.childCount):
            walk(desktop.getChildAtIndex(i), seen, found=found)
        names = {name for _role, name in seen}
        if all(w in names for w in wanted) or time.time() > deadline:
            return seen, found, names
        time.sleep(0.3)


def main():
    import pyatspi  # (here: pytest imports this module under the venv, without pyatspi)

    wanted = json.loads(sys.argv[1])
    seconds = float(sys.argv[2])
    seen, found, names = read_until(pyatspi, wanted, time.time() + seconds)
    report = {"nodes": seen, "missing": [w for w in wanted if w not in names]}
    if len(sys.argv) > 4:
        click, then = sys.argv[3], json.loads(sys.argv[4])
        target = found.get(click)
        report["clicked"] = False
        if target is not None:
            action = target.queryAction()
            report["clicked"] = bool(action.nActions and action.doAction(0))
        _seen, _found, names = read_until(pyatspi, then, time.time() + seconds)
        report["then_missing"] = [w for w in then if w not in names]
    print(json.dumps(report))


if __name__ == "__main__":
    main()
