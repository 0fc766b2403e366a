#!/usr/bin/env bash
# Check the Windows installer under Wine (Debian's wine and wine64) in a
# virtual X display, in a new Wine profile inside a throw-away HOME:
#
#  1. run dist/Tavolo-<version>-setup.exe silently (/S) and check what it
#     installed: the program and its uninstaller in
#     %LOCALAPPDATA%\Programs\Tavolo, the Start-menu and desktop
#     shortcuts, the uninstall entry under HKCU;
#  2. start the installed game, answer its first-start question (the
#     player's name) if it asks, screenshot the home screen, open a Scala 40 table,
#     screenshot it, check that the settings and the autosave are written
#     under %APPDATA%\fyne\it.tavolo.app, and close the window as Windows
#     does (taskkill, which sends WM_CLOSE);
#  3. run the uninstaller silently and check that everything it installed
#     is gone and the player's files stay; then install again and
#     uninstall with /REMOVESAVES, which removes them too.
#
# The game's output (Fyne's and Wine's messages) is kept in OUT/app.log.
# With NO_GAME=1 step 2 is left out. make check-package-windows-setup
# builds the installer first and runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${CHECK_OUT:-build/check-windows-setup}
mkdir -p "$OUT"
setup=$(ls -t dist/Tavolo-*-setup.exe 2>/dev/null | head -1 || true)
[ -n "$setup" ] || { echo "check-windows-setup: no dist/Tavolo-*-setup.exe (make package-windows-setup)"; exit 1; }
version=$(basename "$setup" | sed 's/^Tavolo-\(.*\)-setup\.exe$/\1/')
for tool in wine Xvfb xdotool xdpyinfo import; do
	command -v $tool >/dev/null || { echo "check-windows-setup: $tool is not installed (make check-package-windows-setup installs it)"; exit 1; }
done
# Debian's wine script runs wine64 when there is no wine32, but says so
# on every call; wine64 is run directly then.
WINE=wine
if [ -x /usr/lib/wine/wine64 ] && [ ! -x /usr/lib/wine/wine ]; then
	WINE=/usr/lib/wine/wine64
	export WINELOADER=$WINE
fi
WINESERVER=$(command -v wineserver || echo /usr/lib/wine/wineserver)

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-check-win.XXXXXX")
. scripts/xvfb.sh
APP=
cleanup() {
	if [ -n "${WINEPREFIX:-}" ]; then "$WINESERVER" -k 2>/dev/null || true; fi
	stop_all
	rm -rf "$tmp"
}
trap cleanup EXIT

# A new Wine profile in a throw-away HOME (Wine links the profile's
# Desktop and Documents to HOME's folders), without Mono and Gecko (not
# needed) and without winemenubuilder (it would copy the Start menu to the
# Linux desktop's menus).
export HOME=$tmp/home WINEPREFIX=$tmp/home/.wine WINEDEBUG=${WINEDEBUG:-fixme-all}
export WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d"
unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME
mkdir -p "$HOME"
start_xvfb check-windows-setup "${CHECK_DISPLAY:-}"
$WINE wineboot --init >"$OUT/wineboot.log" 2>&1
"$WINESERVER" -w
echo "check-windows-setup: $($WINE --version) profile ready"
# Go's runtime needs bcryptprimitives.dll, which Wine before 9 lacks: a
# stand-in is put in the profile (scripts/wine-bcryptprimitives.c).
sys32=$WINEPREFIX/drive_c/windows/system32
if [ ! -e "$sys32/bcryptprimitives.dll" ]; then
	command -v x86_64-w64-mingw32-gcc >/dev/null || { echo "check-windows-setup: this Wine has no bcryptprimitives.dll, and no x86_64-w64-mingw32-gcc to build the stand-in"; exit 1; }
	x86_64-w64-mingw32-gcc -O2 -shared -o "$sys32/bcryptprimitives.dll" scripts/wine-bcryptprimitives.c -ladvapi32
	echo "check-windows-setup: this Wine has no bcryptprimitives.dll (Go's runtime needs its ProcessPrng): a stand-in is put in system32"
fi

# winpath VAR prints the Unix path of the Windows folder in %VAR%.
winpath() {
	local p
	p=$($WINE cmd /c echo "%$1%" 2>/dev/null | tr -d '\r')
	$WINE winepath -u "$p" 2>/dev/null | sed 's:/$::'
}
appdata=$(winpath APPDATA)
local_appdata=$(winpath LOCALAPPDATA)
desktop=$(winpath USERPROFILE)/Desktop
dir=$local_appdata/Programs/Tavolo
startmenu="$appdata/Microsoft/Windows/Start Menu/Programs/Tavolo.lnk"
saves=$appdata/fyne/it.tavolo.app
key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\it.tavolo.app'

# files_in DIR lists the files under DIR, on one line.
files_in() {
	if [ -d "$1" ]; then (cd "$1" && find . -type f | sort | tr '\n' ' '); fi
}

fail() {
	echo "check-windows-setup: $*"
	exit 1
}

# install runs the setup silently and checks what it installed.
install() {
	$WINE "$setup" /S
	"$WINESERVER" -w
	[ -f "$dir/Tavolo.exe" ] || fail "no $dir/Tavolo.exe after setup"
	[ -f "$dir/Uninstall.exe" ] || fail "no Uninstall.exe in $dir"
	[ -f "$startmenu" ] || fail "no Start-menu entry ($startmenu)"
	[ -f "$desktop/Tavolo.lnk" ] || fail "no desktop shortcut in $desktop"
	$WINE reg query "$key" 2>/dev/null | tr -d '\r' >"$OUT/uninstall-key.txt"
	for value in DisplayName DisplayVersion DisplayIcon Publisher UninstallString QuietUninstallString EstimatedSize; do
		grep -q "^ *$value " "$OUT/uninstall-key.txt" || fail "no $value in $key"
	done
	grep -q "DisplayVersion *REG_SZ *$version\$" "$OUT/uninstall-key.txt" || fail "DisplayVersion is not $version"
	cmp -s "$dir/Tavolo.exe" "dist/Tavolo-$version-windows-amd64.exe" || fail "the installed Tavolo.exe is not the portable one"
}

# uninstall [ARGS] runs the uninstaller silently (it runs on from a copy
# of itself, so the Wine server is waited for) and checks that what the
# setup installed is gone.
uninstall() {
	$WINE "$dir/Uninstall.exe" /S "$@"
	"$WINESERVER" -w
	[ ! -e "$dir" ] || fail "$dir is still there: $(ls "$dir")"
	[ ! -e "$startmenu" ] || fail "the Start-menu entry is still there"
	[ ! -e "$desktop/Tavolo.lnk" ] || fail "the desktop shortcut is still there"
	if $WINE reg query "$key" >/dev/null 2>&1; then fail "$key is still there"; fi
}

# click X Y clicks at X, Y from the window's centre (the layouts are
# centred); key KEY... types keys into the window. Both go through XTEST
# to the focused window, as Wine reads real input only.
click() {
	eval "$(xdotool getwindowgeometry --shell "$WIN")"
	xdotool windowfocus --sync "$WIN" mousemove --window "$WIN" $((WIDTH / 2 + $1)) $((HEIGHT / 2 + $2)) click 1
}
key() {
	xdotool windowfocus --sync "$WIN" key "$@"
}
shot() {
	import -window root "$OUT/$1.png"
}

# play starts the installed game, answers its first start, opens a
# Scala 40 table and closes the game as Windows does.
play() {
	local log=$OUT/app.log start
	start=$(date +%s%N)
	LANG=en_GB.UTF-8 $WINE "$dir/Tavolo.exe" >"$log" 2>&1 &
	APP=$!
	WIN=
	for _ in $(seq 600); do
		WIN=$(xdotool search --onlyvisible --name '^Tavolo$' 2>/dev/null | head -1 || true)
		[ -n "$WIN" ] && break
		kill -0 "$APP" 2>/dev/null || { cat "$log"; fail "the game exited before its window opened"; }
		sleep 0.2
	done
	[ -n "$WIN" ] || { cat "$log"; fail "no window after 120 s"; }
	echo "check-windows-setup: the game's window after $((($(date +%s%N) - start) / 1000000)) ms"
	sleep 4
	shot home
	# The game asks for the player's name when Windows' user names no
	# person; the answer is saved in settings.toml.
	if xdotool search --name '^Welcome' >/dev/null 2>&1 || ! grep -q names "$saves/settings.toml" 2>/dev/null; then
		key M a r t a Return
		sleep 2
		shot home-after-name
	fi
	# The first game's Play button, then Return (Start) on the new-match screen.
	click 250 -84
	sleep 2
	shot newmatch
	key Return
	sleep 4
	shot table
	key d
	sleep 4
	shot table-later
	for _ in $(seq 300); do [ -s "$saves/saves/scala40/current.json" ] && break; sleep 0.1; done
	[ -s "$saves/saves/scala40/current.json" ] || fail "no autosave in $saves/saves/scala40"
	echo "check-windows-setup: the game wrote, under %APPDATA%\\fyne\\it.tavolo.app: $(files_in "$saves")"
	$WINE taskkill /IM Tavolo.exe >/dev/null 2>&1 || true
	for _ in $(seq 150); do kill -0 "$APP" 2>/dev/null || break; sleep 0.2; done
	kill -0 "$APP" 2>/dev/null && fail "the game did not close on WM_CLOSE (taskkill)"
	wait "$APP" || true
	APP=
	if grep -q "panic\|fatal error" "$log"; then cat "$log"; fail "the game's log has a panic"; fi
	echo "check-windows-setup: the game closed on WM_CLOSE; screenshots in $OUT"
}

start=$(date +%s)
install
echo "check-windows-setup: $setup installed silently in $(($(date +%s) - start)) s: $(ls "$dir" | tr '\n' ' ')($(du -sk "$dir" | cut -f1) KiB), Start-menu entry, desktop shortcut"
sed -n 's/^ *\(Display[A-Za-z]*\|Publisher\|EstimatedSize\) *REG_[A-Z]* *\(.*\)/check-windows-setup:   \1 = \2/p' "$OUT/uninstall-key.txt"

[ "${NO_GAME:-}" = 1 ] || play

before=$(files_in "$saves")
uninstall
after=$(files_in "$saves")
[ "$before" = "$after" ] || fail "the uninstaller changed the player's files: before '$before', after '$after'"
echo "check-windows-setup: uninstalled silently: program, shortcuts and uninstall entry gone; the player's files stay (${after:-none})"

# Without the game's run there is nothing to remove: a settings file
# stands in for the player's.
if [ -z "$after" ]; then mkdir -p "$saves" && echo 'names = ["Marta"]' >"$saves/settings.toml"; fi
install
uninstall /REMOVESAVES
[ ! -e "$saves" ] || fail "/REMOVESAVES left $saves"
[ ! -e "$appdata/fyne" ] || fail "/REMOVESAVES left $appdata/fyne"
echo "check-windows-setup: installed again and uninstalled with /REMOVESAVES: the player's files are gone too"
echo "check-windows-setup: ok"
