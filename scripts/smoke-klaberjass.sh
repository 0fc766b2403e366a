#!/usr/bin/env bash
# Smoke test of Klaberjass: start the real Tavolo binary in a virtual X
# display (Xvfb), click from the home screen into a Klaberjass table
# (its Play button, then Return on the new-match screen), bid and play
# with the keyboard until the person's first card is in the autosave,
# then quit (SIGTERM) and check the app exits cleanly. Skips (exit 0)
# when Xvfb or xdotool is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/xvfb.sh
export GOFLAGS=-mod=mod
start_tavolo smoke-klaberjass "${SMOKE_OUT:-build/smoke-klaberjass}"

# The third game on the home screen is Klaberjass: its Play button is two
# cards (130 px and the list's padding each) below the first one's.
eval "$(xdotool getwindowgeometry --shell "$WIN")"
xdotool mousemove --window "$WIN" $((WIDTH / 2 + 250)) $((HEIGHT / 2 - 84 + 2 * ${SMOKE_CARD_STEP:-107})) click 1
sleep 1.5
shot newmatch
xdotool key --window "$WIN" Return
sleep 2.5
shot table
alive
SAVE="$HOME/.config/fyne/it.tavolo.app/saves/klaberjass/current.json"
for _ in $(seq 100); do [ -s "$SAVE" ] && break; sleep 0.1; done
[ -s "$SAVE" ] || { echo "smoke-klaberjass: no Klaberjass match was saved in $SAVE"; ls -R "$HOME/.config" || true; exit 1; }

# Bid and play with the keyboard: 1 takes the first bid offered (take, or
# a suit in round two), K keeps the dix, then the digits try the cards in
# turn (the engine refuses those that may not be played) until a card of
# the person's (seat 0) is in the save.
played=
for _ in $(seq 40); do
	xdotool key --window "$WIN" 1
	sleep 0.4
	xdotool key --window "$WIN" k
	for k in 1 2 3 4 5 6 7 8 9; do xdotool key --window "$WIN" $k; sleep 0.1; done
	sleep 1
	alive
	if tr -d ' \n\t' <"$SAVE" | grep -q '"seat":0,"do":"play'; then played=1; break; fi
done
shot played
[ -n "$played" ] || { echo "smoke-klaberjass: no card of the person was played"; cat "$SAVE"; exit 1; }
echo "smoke-klaberjass: a card was played and saved ($(wc -c <"$SAVE") bytes)"

kill -TERM "$APP"
code=0
for _ in $(seq 100); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$APP" 2>/dev/null; then echo "smoke-klaberjass: the app did not quit"; exit 1; fi
wait "$APP" || code=$?
APP=
[ "$code" = 0 ] || { echo "smoke-klaberjass: exit status $code"; cat "$OUT/app.log"; exit 1; }
if grep -q "panic\|fatal error\|DATA RACE" "$OUT/app.log"; then echo "smoke-klaberjass: the log has a panic"; cat "$OUT/app.log"; exit 1; fi
echo "smoke-klaberjass: ok (screenshots in $OUT)"
