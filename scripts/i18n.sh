#!/usr/bin/env bash
# Update the translations after a code change (the one command; see resources/locale/README.md):
#   1. extract every marked string of game/ into resources/locale/harp_and_eight.pot,
#   2. merge it into resources/locale/{hr,ru}/LC_MESSAGES/harp_and_eight.po
#      (new strings arrive empty, removed ones are dropped; no fuzzy guesses),
#   3. compile the .po files to .mo (not committed; the game also compiles them when missing).
# Then translate the empty msgstr entries and run the catalogue tests:
#   python -m pytest tests/packaging/test_i18n_catalogues.py
# Usage: bash scripts/i18n.sh            (uses .venv/bin/pybabel when present)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -x .venv/bin/pybabel ]; then PYBABEL=.venv/bin/pybabel
elif [ -x .venv/Scripts/pybabel.exe ]; then PYBABEL=.venv/Scripts/pybabel.exe
else PYBABEL=pybabel; fi
DOMAIN=harp_and_eight
LOCALES=resources/locale
POT=$LOCALES/$DOMAIN.pot

"$PYBABEL" extract -F babel.cfg \
    --no-location --sort-output --omit-header -o "$POT" game
for lang in hr ru; do
    po=$LOCALES/$lang/LC_MESSAGES/$DOMAIN.po
    if [ -f "$po" ]; then
        "$PYBABEL" update -i "$POT" -D "$DOMAIN" -d "$LOCALES" -l "$lang" \
            --no-fuzzy-matching --ignore-obsolete --ignore-pot-creation-date
    else
        "$PYBABEL" init -i "$POT" -D "$DOMAIN" -d "$LOCALES" -l "$lang"
    fi
done
"$PYBABEL" compile -D "$DOMAIN" -d "$LOCALES" --statistics
