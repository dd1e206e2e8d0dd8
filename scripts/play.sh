#!/usr/bin/env bash
# Set up on first use (only what playing needs), then start the game (arguments are passed
# on: --windowed, --deal CODE, …).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh play
VPY=.venv/bin/python; [ -x "$VPY" ] || VPY=.venv/Scripts/python.exe
exec "$VPY" -m game "$@"
