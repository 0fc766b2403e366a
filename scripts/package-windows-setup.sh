#!/usr/bin/env bash
# Build dist/Tavolo-<version>-setup.exe, the Windows installer, with NSIS
# (makensis, Debian's nsis package) around the portable program
# dist/Tavolo-<version>-windows-amd64.exe (make package-windows builds it),
# which stays as it is. packaging/windows/tavolo.nsi says what the
# installer does; its icon is made here from assets/icon.png.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^Version *= *"\(.*\)".*/\1/p' FyneApp.toml)
build=$(sed -n 's/^Build *= *\([0-9]*\).*/\1/p' FyneApp.toml)
[ -n "$version" ] && [ -n "$build" ] || { echo "package-windows-setup: no Version or Build in FyneApp.toml"; exit 1; }
exe=dist/Tavolo-$version-windows-amd64.exe
[ -s "$exe" ] || { echo "package-windows-setup: no $exe (make package-windows)"; exit 1; }
command -v makensis >/dev/null || { echo "package-windows-setup: no makensis (apt-get install nsis)"; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-setup.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
convert assets/icon.png -define icon:auto-resize=256,64,48,32,16 "$tmp/tavolo.ico"

out=dist/Tavolo-$version-setup.exe
makensis -V2 -INPUTCHARSET UTF8 \
	-DVERSION="$version" -DBUILD="$build" -DEXE="$(pwd)/$exe" -DICON="$tmp/tavolo.ico" \
	-DLICENSE="$(pwd)/LICENSE" -DOUTFILE="$(pwd)/$out" packaging/windows/tavolo.nsi
echo "package-windows-setup: $out ($(wc -c <"$out" | tr -d ' ') bytes)"
