#!/usr/bin/env bash
# Set up on first use, then start the game (arguments are passed on: --windowed, --deal CODE, …).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python -m game "$@"
