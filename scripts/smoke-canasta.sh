#!/usr/bin/env bash
# Smoke test of Canasta: start the real Tavolo binary in a virtual X
# display (Xvfb), click from the home screen into a Canasta table (the
# second game's Play button, then Return on its new-match screen), draw
# with the keyboard, check the match was autosaved under saves/canasta,
# then ask the app to quit (SIGTERM) and check it exits cleanly. Skips
# (exit 0) when Xvfb or xdotool is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/xvfb.sh
export GOFLAGS=-mod=mod
start_tavolo smoke-canasta "${SMOKE_OUT:-build/smoke-canasta}"
shot home

# The home screen lists the games in cards 130 high: Canasta's Play
# button is one card below Scala 40's.
eval "$(xdotool getwindowgeometry --shell "$WIN")"
xdotool mousemove --window "$WIN" $((WIDTH / 2 + 250)) $((HEIGHT / 2 + 23)) click 1
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
