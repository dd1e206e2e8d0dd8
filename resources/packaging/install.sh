#!/bin/sh
# Install Easy Harp & Eight Off from this folder.
#   ./install.sh           system-wide, into /usr/local (run as root)
#   ./install.sh --user    for you alone, into ~/.local
#   PREFIX=/opt/games ./install.sh    elsewhere
# Installs the game (lib/harp-and-eight), a launcher (bin/harp-and-eight), the menu entry,
# the icons and the saved-game file type; uninstall.sh removes exactly what was installed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
if [ "${1:-}" = "--user" ]; then
  PREFIX=${PREFIX:-${XDG_DATA_HOME:+$(dirname "$XDG_DATA_HOME")}}
  PREFIX=${PREFIX:-$HOME/.local}
elif [ -n "${1:-}" ]; then
  echo "usage: $0 [--user]" >&2; exit 2
else
  PREFIX=${PREFIX:-/usr/local}
fi
lib="$PREFIX/lib/harp-and-eight"
bin="$PREFIX/bin"
share="$PREFIX/share"
manifest="$share/harp-and-eight/installed-files"
if [ -e "$manifest" ]; then
  "$here/uninstall.sh" ${1:+"$1"} >/dev/null
fi
echo "Installing Easy Harp & Eight Off into $PREFIX"
mkdir -p "$lib" "$bin" "$share/harp-and-eight"
cp -R "$here/app/." "$lib/"
ln -sf "$lib/harp-and-eight" "$bin/harp-and-eight"
files="$lib $bin/harp-and-eight"
cd "$here/share"
for f in $(find . -type f | sed 's|^\./||'); do
  mkdir -p "$share/$(dirname "$f")"
  sed "s|@BINDIR@|$bin|g" "$f" > "$share/$f"
  files="$files $share/$f"
done
printf '%s\n' $files > "$manifest"
echo "$manifest" >> "$manifest"
# Let the desktop see the new menu entry, icons and file type (where the tools are there).
command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$share/mime" || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t -f "$share/icons/hicolor" || true
echo "Done: start it from the menu, or run $bin/harp-and-eight"
