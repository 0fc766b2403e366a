#!/usr/bin/env bash
# Check the Linux package as a person gets it: unpack
# dist/Tavolo-*-linux-*.tar.xz in a temporary folder, install it with its
# own Makefile (make user-install) into a temporary HOME, start that
# installed binary under Xvfb, wait for its window, screenshot it, read
# its memory, and close it with SIGTERM. It does this RUNS times (default
# 3) and prints the time from exec to the window being mapped (the first
# run is the cold one) and the resident memory 3 s after the window.
# make check-package-linux builds the package first and runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${CHECK_OUT:-build/check-package}
RUNS=${RUNS:-3}
mkdir -p "$OUT"
pkg=$(ls -t dist/Tavolo-*-linux-*.tar.xz 2>/dev/null | head -1 || true)
[ -n "$pkg" ] || { echo "check: no dist/Tavolo-*-linux-*.tar.xz (make package-linux)"; exit 1; }
for tool in Xvfb xdotool xdpyinfo; do
	command -v $tool >/dev/null || { echo "check: $tool is not installed (make debs)"; exit 1; }
done

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tavolo-check.XXXXXX")
XVFB=
APP=
cleanup() {
	if [ -n "$APP" ]; then kill "$APP" 2>/dev/null || true; wait "$APP" 2>/dev/null || true; fi
	[ -z "$XVFB" ] || stop_xvfb
	rm -rf "$tmp"
}
trap cleanup EXIT

# Unpack and install as a user would, into a throw-away HOME.
mkdir -p "$tmp/unpack" "$tmp/home"
tar -xJf "$pkg" -C "$tmp/unpack"
dir=$(ls -d "$tmp"/unpack/*/ | head -1)
export HOME=$tmp/home
make -s -C "$dir" user-install
bin=$HOME/.local/bin/tavolo
desktop=$HOME/.local/share/applications/Tavolo.desktop
[ -x "$bin" ] || { echo "check: user-install made no $bin"; exit 1; }
[ -s "$HOME/.local/share/icons/Tavolo.png" ] || { echo "check: user-install made no icon"; exit 1; }
grep -q "^Exec=$bin" "$desktop" || { echo "check: $desktop does not run $bin"; cat "$desktop"; exit 1; }
grep -q "^Icon=Tavolo" "$desktop" || { echo "check: $desktop names no icon"; exit 1; }
echo "check: $pkg installed in a temporary HOME: $(ls "$HOME/.local/bin" "$HOME/.local/share/applications" "$HOME/.local/share/icons" | tr '\n' ' ')"

. scripts/xvfb.sh
start_xvfb check "${CHECK_DISPLAY:-}"
export TAVOLO_NO_SOUND=1 LANGUAGE=en LANG=en_GB.UTF-8

times=()
for run in $(seq "$RUNS"); do
	log=$OUT/app-$run.log
	start=$(date +%s%N)
	"$bin" >"$log" 2>&1 &
	APP=$!
	WIN=
	for _ in $(seq 1500); do
		WIN=$(xdotool search --onlyvisible --name '^Tavolo$' 2>/dev/null | head -1 || true)
		[ -n "$WIN" ] && break
		kill -0 "$APP" 2>/dev/null || { echo "check: the app exited early (run $run)"; head -40 "$log"; exit 1; }
		sleep 0.02
	done
	[ -n "$WIN" ] || { echo "check: no window after 30 s"; cat "$log"; exit 1; }
	ms=$((($(date +%s%N) - start) / 1000000))
	times+=("$ms")
	sleep 3
	rss=$(awk '/^VmRSS/ {print int($2 / 1024)}' "/proc/$APP/status")
	hwm=$(awk '/^VmHWM/ {print int($2 / 1024)}' "/proc/$APP/status")
	# Xvfb has no GPU: Mesa draws in software (llvmpipe), and its libraries
	# count in the RSS; with a real GPU driver that part is different.
	gl=$(awk '/^[0-9a-f]+-/ {m = ($6 ~ /libLLVM|\/dri\//)} m && /^Rss:/ {t += $2} END {print int(t / 1024)}' "/proc/$APP/smaps")
	if [ "$run" = 1 ] && command -v xprop >/dev/null; then
		# The window carries the app's icon (_NET_WM_ICON: width, height, pixels).
		icon=$(xprop -id "$WIN" -notype -f _NET_WM_ICON 32c ' = $0x$1' _NET_WM_ICON 2>/dev/null || true)
		case $icon in *" = "[1-9]*x[1-9]*) echo "check: the window has a ${icon#* = } icon" ;;
		*) echo "check: the window has no icon ($icon)"; exit 1 ;; esac
	fi
	if [ "$run" = 1 ] && command -v import >/dev/null; then
		import -window "$WIN" "$OUT/window.png" 2>/dev/null || true
		# A drawn window has more than one colour in it.
		colours=$(convert "$OUT/window.png" -format '%k' info: 2>/dev/null || echo 0)
		[ "${colours:-0}" -gt 1 ] || { echo "check: the window is blank"; exit 1; }
	fi
	kill -TERM "$APP"
	for _ in $(seq 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
	kill -0 "$APP" 2>/dev/null && { echo "check: the app did not quit on SIGTERM"; exit 1; }
	code=0
	wait "$APP" || code=$?
	APP=
	[ "$code" = 0 ] || { echo "check: exit status $code"; cat "$log"; exit 1; }
	if grep -q "panic\|fatal error" "$log"; then echo "check: the log has a panic"; cat "$log"; exit 1; fi
	echo "check: run $run: window after $ms ms, RSS $rss MB (peak $hwm MB, Mesa software GL $gl MB of it) 3 s later, closed cleanly"
done

sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "check: first start ${times[0]} ms, median $((sorted[${#sorted[@]} / 2])) ms over $RUNS runs"
echo "check: package $(wc -c <"$pkg" | tr -d ' ') bytes, installed binary $(wc -c <"$bin" | tr -d ' ') bytes"
echo "check: ok (screenshot in $OUT/window.png)"
