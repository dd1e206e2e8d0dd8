#!/usr/bin/env bash
# Set up on first use (the game, its test and build extras, the test-only system packages),
# then run the whole test suite headless (arguments go to pytest).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh test
VPY=.venv/bin/python; [ -x "$VPY" ] || VPY=.venv/Scripts/python.exe
export ARCADE_HEADLESS=1
exec "$VPY" -m pytest "$@"
