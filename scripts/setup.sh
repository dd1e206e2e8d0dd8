#!/usr/bin/env bash
# Create .venv (once) and install the game with its test and build extras into it.
# Used by scripts/play.sh, scripts/test.sh and .ci/run; safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
# The OpenGL/EGL libraries arcade needs (present on most desktops; installed here if missing).
if command -v dpkg >/dev/null 2>&1; then
  missing=()
  for pkg in libegl1 libegl-mesa0 libgl1 libgl1-mesa-dri libx11-6; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && apt-get install -y -qq "${missing[@]}"
    else
      echo "Missing system libraries: ${missing[*]} (install them with apt-get)" >&2
    fi
  fi
fi
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q --upgrade pip >/dev/null 2>&1 || true
.venv/bin/python -m pip install -q -e '.[test,build]'
