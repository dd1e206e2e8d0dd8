#!/usr/bin/env bash
# Set up on first use, then run the whole test suite headless (arguments go to pytest).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
VPY=.venv/bin/python; [ -x "$VPY" ] || VPY=.venv/Scripts/python.exe
export ARCADE_HEADLESS=1
exec "$VPY" -m pytest "$@"
