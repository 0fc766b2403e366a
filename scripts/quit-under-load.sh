#!/usr/bin/env bash
# quit-under-load.sh [TRIES] [SECONDS]: ends the real window with SIGTERM
# (or SIGINT, QUIT_SIGNAL=INT) while it works, TRIES times (default 10),
# and says how long each quit took. Each try starts the app under Xvfb
# with a throwaway profile, the frame log on (its probe posts a callback
# to the UI goroutine every 16 ms, as when the app was seen to hang on
# SIGTERM), and either a new match of computers only (hard, as frames.sh
# does; FRAMES_GAME picks the game) or, with QUIT_REVIEW=1, the review of
# a recorded hand being judged (as frames-review.sh does); it lets the
# app work for SECONDS (default 4) and sends the signal. A quit that
# takes over QUIT_LIMIT seconds (default 15) counts as a hang: the app
# is then sent SIGQUIT, and its goroutines are in build/quit-<n>.log.
# QUIT_SHOT=1 keeps the screen just before each signal, build/quit-<n>.png.
# QUIT_HANG=1 builds the app with the tag quithang (cmd/tavolo/quithang.go):
# its window's loop never returns, as when Fyne's hung, and each quit is
# the quitter's, after its grace (3 s).
# After every quit from a table the match's save must be whole:
# current.json parses, and no current.json.tmp is left beside it.
# The exit status is 1 when any try hung or left a broken save.
set -euo pipefail
cd "$(dirname "$0")/.."
TRIES=${1:-10}
SECS=${2:-4}
LIMIT=${QUIT_LIMIT:-15}
SIGNAL=${QUIT_SIGNAL:-TERM}
GAME=${FRAMES_GAME:-scala40}
case "$GAME" in # the seats, and the game's place on the home screen
scala40) SEATS=4 CARD=0 ;;
canasta) SEATS=3 CARD=1 ;;
klaberjass) SEATS=2 CARD=2 ;;
*) echo "quit: no game $GAME" >&2; exit 2 ;;
esac
. scripts/frames-lib.sh
frames_setup
export GOTRACEBACK=all
if [ -n "${QUIT_HANG:-}" ]; then
	nice -n 10 go build -tags quithang -o bin/tavolo ./cmd/tavolo
fi
seats=$(for i in $(seq "$SEATS"); do printf '{"name":"C%d","kind":"hard"},' "$i"; done)
if [ -n "${QUIT_REVIEW:-}" ]; then
	rm -rf build/quit-records
	CGO_ENABLED=0 nice -n 10 go build -o bin/tavolo-cli ./cmd/tavolo-cli
	nice -n 10 ./bin/tavolo-cli arena --game "$GAME" --players hard,medium --hands 1 \
		--seed 1 --records build/quit-records >/dev/null
	REC=$(ls build/quit-records/*.json | head -1)
fi
# open_work starts the app and sets it to work: the review of the hand
# recorded (opened by keyboard, as frames-review.sh does; its cache
# cleared, so that the judge runs), or a new match of computers.
open_work() {
	rm -rf "$PREFS/saves" "$PREFS/recent"
	if [ -n "${QUIT_REVIEW:-}" ]; then
		mkdir -p "$PREFS/recent/$GAME"
		cp "$REC" "$PREFS/recent/$GAME/20260101-120000-0000000000000001.json"
		frames_open
		xdotool key --window "$WIN" Tab space
		sleep 1.5
		xdotool key --window "$WIN" Tab space
		return
	fi
	printf '{"seats":[%s],"preset":"classic","rules":{}}\n' "${seats%,}" >"$PREFS/newmatch.$GAME.json"
	frames_open
	xdotool mousemove --window "$WIN" $((WIDTH / 2 + 250)) $((HEIGHT / 2 - 84 + CARD * 107)) click 1
	sleep 1.5
	xdotool key --window "$WIN" Return
}
hangs=0 broken=0 times=()
for n in $(seq "$TRIES"); do
	open_work
	sleep "$SECS"
	if [ -n "${QUIT_SHOT:-}" ] && command -v import >/dev/null; then
		import -window root "build/quit-$n.png" 2>/dev/null || true
	fi
	start=$(date +%s%N)
	kill -"$SIGNAL" "$APP"
	for _ in $(seq $((LIMIT * 10))); do kill -0 "$APP" 2>/dev/null || break; sleep 0.1; done
	ms=$((($(date +%s%N) - start) / 1000000))
	if kill -0 "$APP" 2>/dev/null; then
		hangs=$((hangs + 1))
		kill -QUIT "$APP" 2>/dev/null || true
		sleep 1
		kill -KILL "$APP" 2>/dev/null || true
		cp build/frames.log "build/quit-$n.log"
		echo "quit: try $n: still running ${LIMIT} s after SIG$SIGNAL (goroutines in build/quit-$n.log)"
	else
		times+=("$ms")
		echo "quit: try $n: ended ${ms} ms after SIG$SIGNAL"
	fi
	wait "$APP" 2>/dev/null || true
	APP=
	save="$PREFS/saves/$GAME/current.json"
	[ -n "${QUIT_REVIEW:-}" ] && continue
	if [ -e "$save.tmp" ] || ! python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$save" 2>/dev/null; then
		broken=$((broken + 1))
		echo "quit: try $n: the save is not whole ($(ls "$PREFS/saves/$GAME" 2>/dev/null | tr '\n' ' '))"
	fi
done
sorted=$(printf '%s\n' "${times[@]:-}" | sort -n | tr '\n' ' ')
echo "quit: $TRIES tries, $hangs hung, $broken broken saves; quit times (ms): $sorted(load $(cut -d' ' -f1-3 /proc/loadavg))"
[ "$hangs" = 0 ] && [ "$broken" = 0 ]
