#!/usr/bin/env bash
# Create .venv (once) and install the game with its test and build extras into it.
# Used by scripts/play.sh, scripts/test.sh and .ci/run; safe to run again: it installs
# again only when pyproject.toml changed since the last install.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}

if ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "error: the game needs Python 3.11 or newer ('$PY' is $("$PY" --version 2>&1 || echo missing))." >&2
  echo "       Install it, or point PYTHON at one: PYTHON=python3.12 bash scripts/play.sh" >&2
  exit 1
fi

as_root() { [ "$(id -u)" = 0 ]; }

# The OpenGL/EGL libraries arcade needs and the sound libraries pyglet plays through (present
# on most desktops; installed here if missing). With the sound libraries and no sound card
# (CI), the tests check that the game stays silent and quiet on stderr (tests/ui/test_audio.py).
if command -v dpkg >/dev/null 2>&1; then
  missing=()
  for pkg in libegl1 libegl-mesa0 libgl1 libgl1-mesa-dri libx11-6 libasound2 libopenal1; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if as_root; then
      apt-get update -qq && apt-get install -y -qq "${missing[@]}"
    else
      echo "Missing system libraries: ${missing[*]} (install them with apt-get)" >&2
    fi
  fi
fi

venv_python() {  # the venv's interpreter on Linux/macOS, or on Windows (Git Bash)
  if [ -x .venv/bin/python ]; then echo .venv/bin/python; else echo .venv/Scripts/python.exe; fi
}

if [ ! -x "$(venv_python)" ]; then
  if ! "$PY" -m venv .venv 2>/dev/null; then
    rm -rf .venv
    if command -v apt-get >/dev/null 2>&1 && as_root; then  # Debian/Ubuntu ship venv apart
      apt-get update -qq && apt-get install -y -qq python3-venv
      "$PY" -m venv .venv
    else
      echo "error: '$PY -m venv' failed; on Debian/Ubuntu install python3-venv" >&2
      exit 1
    fi
  fi
  "$(venv_python)" -m pip install -q --upgrade pip >/dev/null 2>&1 || true
fi

stamp=".venv/.installed-$(cksum < pyproject.toml | cut -d' ' -f1)"
if [ ! -f "$stamp" ]; then
  "$(venv_python)" -m pip install -q -e '.[test,build]'
  rm -f .venv/.installed-*
  touch "$stamp"
fi
