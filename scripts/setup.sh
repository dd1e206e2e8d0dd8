#!/usr/bin/env bash
# Create .venv (once) and install into it what a set needs, once per set:
#   bash scripts/setup.sh play     the game alone (what playing needs; scripts/play.sh)
#   bash scripts/setup.sh [test]   the game, its test and build extras, and the system packages
#                                  only the tests use (scripts/test.sh, .ci/run; a developer's
#                                  set, the default)
# Safe to run again: a set is installed again only when pyproject.toml changed since its
# install (one stamp per set in .venv), so playing first and testing later still installs
# the test set. Each long step says so in one line first; the installers' own output goes to
# .venv/setup.log (shown when a step fails).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
SET=${1:-test}
case "$SET" in play|test) ;; *) echo "usage: $0 [play|test]" >&2; exit 2 ;; esac

if ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "error: the game needs Python 3.11 or newer ('$PY' is $("$PY" --version 2>&1 || echo missing))." >&2
  echo "       Install it, or point PYTHON at one: PYTHON=python3.12 bash scripts/play.sh" >&2
  exit 1
fi

as_root() { [ "$(id -u)" = 0 ]; }
log=.venv/setup.log
quietly() {  # run a step with its output in the log; on failure show the log's end
  mkdir -p .venv
  if ! "$@" >>"$log" 2>&1; then
    echo "error: '$*' failed; the last lines of $log:" >&2
    tail -n 25 "$log" >&2
    exit 1
  fi
}

# System packages: the OpenGL/EGL and sound libraries the game plays with (present on most
# desktops), and for the test set the X server, window manager and tools of the UI tests,
# the keyboard-layout tool and the accessibility bus. Installed if missing, as root.
packages=(libegl1 libegl-mesa0 libgl1 libgl1-mesa-dri libx11-6 libasound2 libopenal1)
if [ "$SET" = test ]; then
  packages+=(xvfb openbox xdotool x11-xkb-utils dbus at-spi2-core python3-pyatspi)
fi
if command -v dpkg >/dev/null 2>&1; then
  missing=()
  for pkg in "${packages[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if as_root && command -v apt-get >/dev/null 2>&1; then
      echo "Installing system packages: ${missing[*]}…"
      quietly apt-get update -qq
      quietly env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
    else
      echo "Missing system packages: ${missing[*]} (install them with apt-get)" >&2
    fi
  fi
fi

venv_python() {  # the venv's interpreter on Linux/macOS, or on Windows (Git Bash)
  if [ -x .venv/bin/python ]; then echo .venv/bin/python; else echo .venv/Scripts/python.exe; fi
}

sum=$(cksum < pyproject.toml | cut -d' ' -f1)
stamp=".venv/.installed-$SET-$sum"
[ -f "$stamp" ] && exit 0

if [ ! -x "$(venv_python)" ]; then
  echo "Setting up the game (first run, under a minute)…"
  if ! "$PY" -m venv .venv 2>/dev/null; then
    rm -rf .venv
    if command -v apt-get >/dev/null 2>&1 && as_root; then  # Debian/Ubuntu ship venv apart
      quietly env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv
      "$PY" -m venv .venv
    else
      echo "error: '$PY -m venv' failed; on Debian/Ubuntu install python3-venv" >&2
      exit 1
    fi
  fi
  quietly "$(venv_python)" -m pip install -q --upgrade pip
elif [ "$SET" = test ]; then
  echo "Installing the test and build tools (once, about a minute)…"
else
  echo "Updating the game's libraries (under a minute)…"
fi
if [ "$SET" = test ]; then
  quietly "$(venv_python)" -m pip install -q -e '.[test,build]'
else
  quietly "$(venv_python)" -m pip install -q -e .
fi
rm -f ".venv/.installed-$SET-"*
touch "$stamp"
if [ "$SET" = test ]; then  # the test set holds the play set
  rm -f .venv/.installed-play-*
  touch ".venv/.installed-play-$sum"
fi
