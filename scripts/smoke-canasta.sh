#!/usr/bin/env bash
# Smoke test of Canasta: start the real Tavolo binary in a virtual X
# display (Xvfb), click from the home screen into a Canasta table (the
# second game's Play button, then Return on its new-match screen), draw
# with the keyboard, check the match was autosaved under saves/canasta,
# then ask the app to quit (SIGTERM) and check it exits cleanly. Skips
# (exit 0) when Xvfb or xdotool is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${SMOKE_OUT:-build/smoke-canasta}
mkdir -p "$OUT" bin
export GOFLAGS=-mod=mod

if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then
	echo "smoke-canasta: Xvfb or xdotool not installed: skipped"
	exit 0
fi

go build -o bin/tavolo ./cmd/tavolo

. scripts/xvfb.sh
start_xvfb smoke-canasta "${SMOKE_DISPLAY:-}"
APP=
cleanup() {
	[ -n "$APP" ] && kill "$APP" 2>/dev/null || true
	kill "$XVFB" 2>/dev/null || true
}
trap cleanup EXIT

export TAVOLO_NO_SOUND=1 LANGUAGE=en LANG=en_GB.UTF-8
export HOME=$(mktemp -d)

./bin/tavolo >"$OUT/app.log" 2>&1 &
APP=$!
WIN=
for _ in $(seq 300); do
	WIN=$(xdotool search --onlyvisible --name '^Tavolo$' 2>/dev/null | head -1 || true)
	[ -n "$WIN" ] && break
	kill -0 "$APP" 2>/dev/null || { echo "smoke-canasta: the app exited early"; cat "$OUT/app.log"; exit 1; }
	sleep 0.1
done
[ -n "$WIN" ] || { echo "smoke-canasta: no window after 30 s"; cat "$OUT/app.log"; exit 1; }
sleep 1.5

shot() { # shot NAME: screenshot the whole display
	if command -v import >/dev/null; then import -window root "$OUT/$1.png" 2>/dev/null || true; fi
}
alive() { kill -0 "$APP" 2>/dev/null || { echo "smoke-canasta: the app died ($1)"; cat "$OUT/app.log"; exit 1; }; }
shot home

# The home screen lists the games in cards 130 high: Canasta's Play
# button is one card below Scala 40's.
eval "$(xdotool getwindowgeometry --shell "$WIN")"
xdotool mousemove --window "$WIN" $((WIDTH / 2 + 150)) $((HEIGHT / 2 + 50)) click 1
sleep 1.5
shot newmatch
xdotool key --window "$WIN" Return
sleep 2.5
shot table
alive "entering the table"
# A move: the player draws with D when it is their turn (the computers
# play theirs meanwhile).
xdotool key --window "$WIN" d
sleep 3
xdotool key --window "$WIN" d
sleep 2
shot table-later
alive "playing"
SAVE="$HOME/.config/fyne/it.tavolo.app/saves/canasta/current.json"
for _ in $(seq 300); do [ -s "$SAVE" ] && break; sleep 0.1; done
[ -s "$SAVE" ] || { echo "smoke-canasta: no Canasta match was autosaved in $SAVE"; exit 1; }
grep -q '"game": *"canasta"' "$SAVE" || { echo "smoke-canasta: the save is not a Canasta match"; exit 1; }
grep -q '"kind": *"draw"' "$SAVE" || { echo "smoke-canasta: no draw was played"; head -c 2000 "$SAVE"; exit 1; }
echo "smoke-canasta: autosaved ($(wc -c <"$SAVE") bytes)"

kill -TERM "$APP"
code=0
for _ in $(seq 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APP" 2>/dev/null; then echo "smoke-canasta: the app did not quit"; exit 1; fi
wait "$APP" || code=$?
APP=
if [ "$code" != 0 ]; then echo "smoke-canasta: exit status $code"; cat "$OUT/app.log"; exit 1; fi
if grep -q "panic\|fatal error\|DATA RACE" "$OUT/app.log"; then echo "smoke-canasta: the log has a panic"; cat "$OUT/app.log"; exit 1; fi
echo "smoke-canasta: ok (screenshots in $OUT)"
