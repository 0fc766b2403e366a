#!/usr/bin/env bash
# Smoke test: start the real Tavolo binary in a virtual X display (Xvfb),
# wait for its window, click from the home screen into a Scala 40 table,
# take screenshots, then ask it to quit (SIGTERM) and check it exits
# cleanly. Skips (exit 0) when neither a display nor Xvfb is available.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/xvfb.sh
export GOFLAGS=-mod=mod
start_tavolo smoke "${SMOKE_OUT:-build/smoke}"
shot home

# Walk into a table: the first game's Play button on the home screen,
# then Return on the new-match screen (Return is its Start button).
eval "$(xdotool getwindowgeometry --shell "$WIN")"
xdotool mousemove --window "$WIN" $((WIDTH / 2 + 250)) $((HEIGHT / 2 - 84)) click 1
sleep 1.5
shot newmatch
xdotool key --window "$WIN" Return
sleep 2.5
shot table
alive "in the table"
# Draw with the keyboard (D) if it is our turn, and let the computers play.
xdotool key --window "$WIN" d
sleep 3
shot table-later
alive "in the table"
SAVE="$HOME/.config/fyne/it.tavolo.app/saves/scala40/current.json"
for _ in $(seq 300); do [ -s "$SAVE" ] && break; sleep 0.1; done
[ -s "$SAVE" ] || { echo "smoke: the match was not autosaved in $SAVE"; exit 1; }
echo "smoke: autosaved ($(wc -c <"$SAVE") bytes)"

quit() { # quit: SIGTERM, then check the app exited cleanly
	kill -TERM "$APP"
	code=0
	for _ in $(seq 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
	if kill -0 "$APP" 2>/dev/null; then echo "smoke: the app did not quit"; exit 1; fi
	wait "$APP" || code=$?
	APP=
	if [ "$code" != 0 ]; then echo "smoke: exit status $code"; cat "$OUT/app.log"; exit 1; fi
	if grep -q "panic\|fatal error\|DATA RACE" "$OUT/app.log"; then echo "smoke: the log has a panic"; cat "$OUT/app.log"; exit 1; fi
}
quit

# Start again and resume the saved match from the home screen.
./bin/tavolo >>"$OUT/app.log" 2>&1 &
APP=$!
WIN=
for _ in $(seq 300); do
	WIN=$(xdotool search --onlyvisible --name '^Tavolo$' 2>/dev/null | head -1 || true)
	[ -n "$WIN" ] && break
	sleep 0.1
done
[ -n "$WIN" ] || { echo "smoke: no window the second time"; exit 1; }
sleep 1.5
eval "$(xdotool getwindowgeometry --shell "$WIN")"
xdotool mousemove --window "$WIN" $((WIDTH / 2 - 296)) $((HEIGHT / 2 + 215)) click 1
sleep 2
shot resumed
kill -0 "$APP" 2>/dev/null || { echo "smoke: the app died on resume"; cat "$OUT/app.log"; exit 1; }
quit
echo "smoke: ok (screenshots in $OUT)"
