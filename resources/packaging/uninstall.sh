#!/bin/sh
# Remove Easy Harp & Eight Off as install.sh installed it (the same PREFIX or --user).
# The player's own files (settings, games, history) are kept.
set -eu
if [ "${1:-}" = "--user" ]; then
  PREFIX=${PREFIX:-${XDG_DATA_HOME:+$(dirname "$XDG_DATA_HOME")}}
  PREFIX=${PREFIX:-$HOME/.local}
elif [ -n "${1:-}" ]; then
  echo "usage: $0 [--user]" >&2; exit 2
else
  PREFIX=${PREFIX:-/usr/local}
fi
share="$PREFIX/share"
manifest="$share/harp-and-eight/installed-files"
if [ ! -f "$manifest" ]; then
  echo "Easy Harp & Eight Off is not installed in $PREFIX" >&2; exit 1
fi
while IFS= read -r path; do
  case "$path" in
    "$PREFIX"/*) rm -rf -- "$path" ;;
  esac
done < "$manifest"
rmdir "$share/harp-and-eight" 2>/dev/null || true
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$share/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t -f "$share/icons/hicolor" 2>/dev/null || true
echo "Easy Harp & Eight Off removed from $PREFIX"
