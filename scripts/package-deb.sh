#!/usr/bin/env bash
# Build dist/tavolo_<version>-<build>_amd64.deb, the Debian/Ubuntu package,
# around the program of the Linux package (dist/Tavolo-<version>-linux-
# amd64.tar.xz, which make package-linux builds), so both hold the same
# binary. The Debian revision is FyneApp.toml's Build, so that a new build
# of the same version upgrades the old one.
#
# The package holds the program in /usr/games, the desktop entry, the icon
# in the hicolor sizes (made from assets/icon.png with ImageMagick), the
# AppStream metainfo with the releases of CHANGELOG.md, a manual page, the
# copyright file (Tavolo's licence and those of the Go modules built into
# the program) and the changelogs. Its dependencies are the ones
# dpkg-shlibdeps finds for the libraries the program links; the X
# extensions that GLFW loads only when present (dlopen: the names
# `strings` finds in the program) are recommended in control.in. The files
# come from packaging/linux. File times are the release's date in
# CHANGELOG.md (SOURCE_DATE_EPOCH), so a rebuild gives the same package.
#
# After building, the package is checked with desktop-file-validate,
# appstreamcli and lintian when they are installed (make package-deb
# installs them); an error from any of them fails the build.
set -euo pipefail
cd "$(dirname "$0")/.."

# releases prints AppStream <release> elements for the released versions
# in CHANGELOG.md ("## [X.Y.Z] - DATE"), newest first as the file has
# them, each with the paragraph under its heading, if any, as its
# description.
releases() {
	awk '
	function flush() {
		if (ver == "") return
		printf "    <release version=\"%s\" date=\"%s\"", ver, date
		if (para == "") print "/>"
		else printf ">\n      <description>\n        <p>%s</p>\n      </description>\n    </release>\n", para
		ver = ""
	}
	/^## / { flush(); para = ""; done = 0 }
	/^## \[[0-9][^]]*\] - [0-9]/ { ver = $2; gsub(/[][]/, "", ver); date = $4; next }
	ver == "" || done { next }
	/^### / { done = 1; next }
	/^$/ { if (para != "") done = 1; next }
	{
		line = $0
		gsub(/`/, "", line); gsub(/&/, "\\&amp;", line); gsub(/</, "\\&lt;", line); gsub(/>/, "\\&gt;", line)
		para = para (para == "" ? "" : " ") line
	}
	END { flush() }
	' CHANGELOG.md
}

# copyright prints the package's copyright file: Tavolo's licence, then
# the Go modules built into the program PROGRAM (go version -m; a module
# replaced by a folder of this repository is Tavolo's own) with the
# licence files the module cache holds for each (the Apache licence by
# reference to Debian's copy, as lintian asks), and Go's own.
copyright() {
	local program=$1 cache mods path ver dir f found
	cache=$(go env GOMODCACHE)
	mods=$(go version -m "$program" | awk '
		$1 == "dep" { n++; p[n] = $2; v[n] = $3 }
		$1 == "=>" { p[n] = $2; v[n] = $3 }
		END { for (i = 1; i <= n; i++) if (v[i] != "" && p[i] !~ /^[.\/]/) print p[i], v[i] }')
	sed -e '/@LICENSE@/{r LICENSE' -e 'd}' -e "/@MODULES@/,\$d" packaging/linux/copyright.in
	printf ' %s %s\n' $mods
	printf '\n\n== Go %s, its standard library: LICENSE ==\n\n' "$(go version "$program" | awk '{print $2}')"
	cat "$(go env GOROOT)/LICENSE"
	while read -r path ver; do
		[ -n "$path" ] || continue
		# The module cache writes each capital letter as ! and the lower one.
		dir=$cache/$(printf '%s' "$path" | sed 's/[A-Z]/!\L&/g')@$ver
		found=
		for f in "$dir"/LICENSE* "$dir"/LICENCE* "$dir"/COPYING* "$dir"/NOTICE*; do
			[ -f "$f" ] || continue
			printf '\n\n== %s %s: %s ==\n\n' "$path" "$ver" "$(basename "$f")"
			# Debian keeps the Apache licence's text in common-licenses.
			if head -5 "$f" | grep -q 'Apache License' && grep -q 'Version 2.0' "$f"; then
				echo "The Apache License, Version 2.0: /usr/share/common-licenses/Apache-2.0"
			else
				cat "$f"
			fi
			found=1
		done
		[ -n "$found" ] || echo "package-deb: no licence file for $path $ver in $dir" >&2
	done <<<"$mods"
}

# validate ROOT DEB runs desktop-file-validate and appstreamcli on the
# files in ROOT and lintian on DEB, each when installed, and fails on an
# error; their warnings are printed (lintian's report is kept in $tmp).
validate() {
	local root=$1 deb=$2 missing=""
	if command -v desktop-file-validate >/dev/null; then
		desktop-file-validate "$root/usr/share/applications/it.tavolo.app.desktop"
		echo "package-deb: desktop-file-validate: clean"
	else missing="$missing desktop-file-validate"; fi
	if command -v appstreamcli >/dev/null; then
		appstreamcli validate --no-net --pedantic "$root/usr/share/metainfo/it.tavolo.app.metainfo.xml"
	else missing="$missing appstreamcli"; fi
	if command -v lintian >/dev/null; then
		local status=0
		lintian --display-level '>=info' --fail-on error "$deb" >"$tmp/lintian.txt" 2>&1 || status=$?
		# Lintian warns when run as root; that says nothing of the package.
		grep -v 'root privileges' "$tmp/lintian.txt" || true
		[ "$status" = 0 ] || { echo "package-deb: lintian found errors"; exit 1; }
		echo "package-deb: lintian: no errors"
	else missing="$missing lintian"; fi
	[ -z "$missing" ] || echo "package-deb: not checked with$missing (make debs-package)"
}

version=$(sed -n 's/^Version *= *"\(.*\)".*/\1/p' FyneApp.toml)
build=$(sed -n 's/^Build *= *\([0-9]*\).*/\1/p' FyneApp.toml)
[ -n "$version" ] && [ -n "$build" ] || { echo "package-deb: no Version or Build in FyneApp.toml"; exit 1; }
debver=$version-$build
tarball=dist/Tavolo-$version-linux-amd64.tar.xz
[ -s "$tarball" ] || { echo "package-deb: no $tarball (make package-linux)"; exit 1; }
released=$(sed -n "s/^## \[$version\] - \([0-9-]*\).*/\1/p" CHANGELOG.md)
[ -n "$released" ] || { echo "package-deb: CHANGELOG.md has no '## [$version] - DATE' section"; exit 1; }
export SOURCE_DATE_EPOCH=$(date -u -d "$released" +%s)
maintainer=$(sed -n 's/^Maintainer: //p' packaging/linux/control.in)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-deb.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
doc=$root/usr/share/doc/tavolo
mkdir -p "$root/DEBIAN" "$root/usr/games" "$root/usr/share/applications" \
	"$root/usr/share/metainfo" "$root/usr/share/man/man6" "$doc"

# The program, as the Linux package has it.
tar -xJf "$tarball" -C "$tmp" --wildcards '*/bin/tavolo'
install -m 0755 "$(find "$tmp" -path '*/bin/tavolo' -type f | head -1)" "$root/usr/games/tavolo"

install -m 0644 packaging/linux/it.tavolo.app.desktop "$root/usr/share/applications/"
for size in 16 22 24 32 48 64 128 256 512; do
	dir=$root/usr/share/icons/hicolor/${size}x$size/apps
	mkdir -p "$dir"
	convert assets/icon.png -resize "${size}x$size" -strip \
		-define png:exclude-chunks=date,time "$dir/it.tavolo.app.png"
done
releases >"$tmp/releases"
sed -e "/@RELEASES@/{r $tmp/releases" -e 'd}' packaging/linux/it.tavolo.app.metainfo.xml \
	>"$root/usr/share/metainfo/it.tavolo.app.metainfo.xml"
gzip -9n <packaging/linux/tavolo.6 >"$root/usr/share/man/man6/tavolo.6.gz"

# Documentation: the copyright file, the upstream and Debian changelogs.
copyright "$root/usr/games/tavolo" >"$doc/copyright"
gzip -9n <CHANGELOG.md >"$doc/changelog.gz"
printf 'tavolo (%s) unstable; urgency=medium\n\n  * Tavolo %s, build %s: its changes are in changelog.gz.\n\n -- %s  %s\n' \
	"$debver" "$version" "$build" "$maintainer" "$(date -u -R -d "@$SOURCE_DATE_EPOCH")" |
	gzip -9n >"$doc/changelog.Debian.gz"
install -D -m 0644 packaging/linux/lintian-overrides "$root/usr/share/lintian/overrides/tavolo"

# The dependencies: dpkg-shlibdeps reads the libraries the program links
# and finds the installed packages that hold them (it wants a
# debian/control beside it).
mkdir -p "$tmp/src/debian"
printf 'Source: tavolo\n\nPackage: tavolo\nArchitecture: amd64\n' >"$tmp/src/debian/control"
depends=$(cd "$tmp/src" && dpkg-shlibdeps -O "$root/usr/games/tavolo" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "package-deb: dpkg-shlibdeps found no dependencies"; exit 1; }

find "$root" -type d -exec chmod 0755 {} +
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 0644 "$root/DEBIAN/md5sums"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$debver/" -e "s/@INSTALLED_SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
	packaging/linux/control.in >"$root/DEBIAN/control"
find "$root" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

mkdir -p dist
out=dist/tavolo_${debver}_amd64.deb
dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
echo "package-deb: $out ($(wc -c <"$out" | tr -d ' ') bytes, installed $size KiB)"
echo "package-deb: Depends: $depends"
validate "$root" "$out"
