#!/usr/bin/env bash
# Build one of Tavolo's packages with the fyne CLI and put it in dist/:
#
#   scripts/package.sh linux     dist/Tavolo-<version>-linux-<arch>.tar.xz
#   scripts/package.sh windows   dist/Tavolo-<version>-windows-amd64.exe
#                                (cross-compiled with mingw-w64 off Windows)
#   scripts/package.sh darwin    dist/Tavolo-<version>-macos-<arch>.zip
#                                (Tavolo.app; on a Mac only)
#
# fyne package writes into the folder it packages: it rewrites FyneApp.toml
# there (Build + 1, re-indented) and leaves fyne_metadata_init.go, fyne.syso
# and the executable behind. So the working tree is never packaged in
# place. Its files (tracked and untracked, minus ignored ones; with
# PKG_TREE=head, the last commit) are copied to a temporary folder, the
# top-level FyneApp.toml is put beside cmd/tavolo there, fyne packages that
# copy and the copy is deleted. The FyneApp.toml in the repository is never
# written: its Build is raised by hand for each release.
#
# FYNE names the fyne CLI (default bin/fyne, which `make fyne-cli` installs).
set -euo pipefail
cd "$(dirname "$0")/.."
top=$(pwd)

target=${1:?usage: scripts/package.sh linux|windows|darwin}
FYNE=${FYNE:-bin/fyne}
case $FYNE in */*) FYNE=$(cd "$(dirname "$FYNE")" && pwd)/$(basename "$FYNE") ;; esac
command -v "$FYNE" >/dev/null || { echo "package: no fyne CLI at $FYNE (make fyne-cli)"; exit 1; }

version=$(sed -n 's/^Version *= *"\(.*\)".*/\1/p' FyneApp.toml)
[ -n "$version" ] || { echo "package: no Version in FyneApp.toml"; exit 1; }
arch=$(go env GOARCH)

stage=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-pkg.XXXXXX")
trap 'rm -rf "$stage"' EXIT
if [ "${PKG_TREE:-}" = head ]; then
	git archive HEAD | tar -xf - -C "$stage"
elif git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	git ls-files -z --cached --others --exclude-standard |
		while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done |
		tar --null -T - -cf - | tar -xf - -C "$stage"
else
	tar --exclude=./.git --exclude=./bin --exclude=./build --exclude=./dist -cf - . | tar -xf - -C "$stage"
fi
src=$stage/cmd/tavolo
cp FyneApp.toml "$src/FyneApp.toml"
# FyneApp.toml's Icon is relative to the top of the repository; the CLI
# would look for it beside cmd/tavolo, so it is given again from there.
icon=../../assets/icon.png

mkdir -p dist
start=$(date +%s)
case $target in
linux)
	(cd "$src" && "$FYNE" package -os linux --release --icon "$icon")
	out=dist/Tavolo-$version-linux-$arch.tar.xz
	mv "$src/Tavolo.tar.xz" "$out"
	;;
windows)
	if [ "$(go env GOHOSTOS)" != windows ]; then
		export CC=${CC:-x86_64-w64-mingw32-gcc}
		command -v "$CC" >/dev/null || { echo "package: no $CC (apt-get install gcc-mingw-w64-x86-64)"; exit 1; }
	fi
	(cd "$src" && GOARCH=amd64 "$FYNE" package -os windows --release --icon "$icon")
	out=dist/Tavolo-$version-windows-amd64.exe
	mv "$src/Tavolo.exe" "$out"
	;;
darwin)
	[ "$(uname -s)" = Darwin ] || { echo "package: the macOS package is built on a Mac"; exit 1; }
	(cd "$src" && "$FYNE" package -os darwin --release --icon "$icon")
	out=dist/Tavolo-$version-macos-$arch.zip
	rm -f "$out"
	(cd "$src" && ditto -c -k --keepParent Tavolo.app "$top/$out")
	;;
*)
	echo "package: unknown target $target (linux, windows or darwin)"
	exit 1
	;;
esac
echo "package: $out ($(wc -c <"$out" | tr -d ' ') bytes, $(($(date +%s) - start)) s)"
