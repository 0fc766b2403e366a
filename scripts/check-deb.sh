#!/usr/bin/env bash
# Check the Debian package as a person uses it: install the newest
# dist/tavolo_*_amd64.deb with apt-get, start the game from its desktop
# entry's Exec line under Xvfb (a throw-away HOME, no sound), wait for the
# window, screenshot it and check it is drawn, quit it with SIGTERM,
# remove the package with apt-get remove --purge, and show that nothing of
# it is left outside the player's own folder: no path that the package
# put in /usr, /etc, /opt or /var survives it. Needs root (or sudo).
# make check-package-deb builds the package first and runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${CHECK_OUT:-build/check-deb}
mkdir -p "$OUT"
deb=$(ls -t dist/tavolo_*_amd64.deb 2>/dev/null | head -1 || true)
[ -n "$deb" ] || { echo "check-deb: no dist/tavolo_*_amd64.deb (make package-deb)"; exit 1; }
for tool in Xvfb xdotool xdpyinfo import apt-get; do
	command -v $tool >/dev/null || { echo "check-deb: $tool is not installed (make debs)"; exit 1; }
done
SUDO=
[ "$(id -u)" = 0 ] || SUDO=sudo
APT=(env DEBIAN_FRONTEND=noninteractive $SUDO apt-get -y -q -o DPkg::Lock::Timeout=600)

# system_paths lists every path under the folders a package may write to,
# less the package manager's own records, caches and logs.
system_paths() {
	find /usr /etc /opt /var -xdev \
		\( -path /var/lib/dpkg -o -path /var/lib/apt -o -path /var/cache -o -path /var/log -o -path /var/tmp \) -prune \
		-o -print 2>/dev/null | sort
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-check-deb.XXXXXX")
. scripts/xvfb.sh
APP=
player=
cleanup() {
	stop_all
	rm -rf "$tmp" ${player:+"$player"}
}
trap cleanup EXIT

if dpkg-query -W -f='${Status}' tavolo 2>/dev/null | grep -q 'ok installed'; then
	echo "check-deb: tavolo was installed already; removing it first"
	"${APT[@]}" remove --purge tavolo >/dev/null
fi
system_paths >"$tmp/before"

# Install as a person would (apt-get wants ./ to take a file).
"${APT[@]}" install "./$deb" >"$OUT/apt-install.log" 2>&1 ||
	{ echo "check-deb: apt-get install failed"; cat "$OUT/apt-install.log"; exit 1; }
echo "check-deb: installed $deb ($(dpkg-query -W -f='${Version}, ${Installed-Size} KiB' tavolo))"
dpkg -L tavolo | while read -r f; do [ -d "$f" ] || echo "$f"; done >"$OUT/files.txt"
desktop=/usr/share/applications/it.tavolo.app.desktop
[ -f "$desktop" ] || { echo "check-deb: no $desktop"; exit 1; }
icon=$(sed -n 's/^Icon=//p' "$desktop")
ls /usr/share/icons/hicolor/*/apps/"$icon".png >/dev/null || { echo "check-deb: no hicolor icon $icon"; exit 1; }
echo "check-deb: $(wc -l <"$OUT/files.txt") files; icon $icon in $(ls -d /usr/share/icons/hicolor/*/apps/"$icon".png | wc -l) sizes"

# Start the game the way the menu does: the entry's Exec line, its field
# codes (%f, %U, ...) dropped.
exec_line=$(sed -n 's/^Exec=//p' "$desktop" | sed 's/ *%[fFuUick]//g')
echo "check-deb: starting Exec=$exec_line"
export TAVOLO_NO_SOUND=1 LANGUAGE=en LANG=en_GB.UTF-8
throwaway_profile
player=$HOME
start_xvfb check-deb "${CHECK_DISPLAY:-}"
start=$(date +%s%N)
bash -c "exec $exec_line" >"$OUT/app.log" 2>&1 &
APP=$!
WIN=
for _ in $(seq 300); do
	WIN=$(xdotool search --onlyvisible --name '^Tavolo$' 2>/dev/null | head -1 || true)
	[ -n "$WIN" ] && break
	kill -0 "$APP" 2>/dev/null || { echo "check-deb: the game exited early"; cat "$OUT/app.log"; exit 1; }
	sleep 0.1
done
[ -n "$WIN" ] || { echo "check-deb: no window after 30 s"; cat "$OUT/app.log"; exit 1; }
echo "check-deb: window after $((($(date +%s%N) - start) / 1000000)) ms"
sleep 2
import -window "$WIN" "$OUT/window.png"
colours=$(convert "$OUT/window.png" -format '%k' info:)
[ "$colours" -gt 100 ] || { echo "check-deb: the window is not drawn ($colours colours)"; exit 1; }
echo "check-deb: screenshot $OUT/window.png ($colours colours)"
kill -TERM "$APP"
code=0
wait "$APP" || code=$?
APP=
[ "$code" = 0 ] || { echo "check-deb: the game's exit status was $code"; cat "$OUT/app.log"; exit 1; }
stop_xvfb
echo "check-deb: in the player's folder after the game: $(cd "$HOME" && find . -type f | sort | tr '\n' ' ')"

"${APT[@]}" remove --purge tavolo >"$OUT/apt-remove.log" 2>&1 ||
	{ echo "check-deb: apt-get remove --purge failed"; cat "$OUT/apt-remove.log"; exit 1; }
dpkg-query -W -f='${Status}' tavolo 2>/dev/null | grep -q 'ok installed' &&
	{ echo "check-deb: tavolo is still installed"; exit 1; }
system_paths >"$tmp/after"
# What the package installed and is still there, and any new path that
# names it (another program's install at the same time may add others).
left=$( (while read -r f; do [ -e "$f" ] && echo "$f"; done <"$OUT/files.txt"
	comm -13 "$tmp/before" "$tmp/after" | grep -i tavolo) | sort -u || true)
if [ -n "$left" ]; then
	echo "check-deb: left after remove --purge:"
	echo "$left"
	exit 1
fi
echo "check-deb: removed; none of its $(wc -l <"$OUT/files.txt") files is left, and no new path in /usr, /etc, /opt or /var names it"
echo "check-deb: ok (screenshot in $OUT/window.png)"
