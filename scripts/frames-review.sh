#!/usr/bin/env bash
# frames-review.sh [SECONDS]: measures how long the UI goroutine is kept
# busy while a review is computed. It records one hand of hard against
# medium (tavolo-cli arena --records, seed FRAMES_SEED, default 1; or
# takes the record FRAMES_RECORD), keeps it among the recent matches of
# a throwaway profile (recent/<game>/, named as app/store/recent.go names
# them), starts the real window under Xvfb, opens Recent matches and the
# review of the match by keyboard, lets the judge work for SECONDS
# (default 30) with TAVOLO_FRAME_LOG on and prints the app's frame lines
# as frames.sh does: the counts "while a computer thinks" are those
# taken while the review is computed. FRAMES_GAME picks the game
# (scala40, canasta, klaberjass), FRAMES_SIZE the window's size.
# FRAMES_AGAIN=1 then opens the same review a second time in the same
# profile and measures again: the review judged to its end the first
# time is read from the cache, no judge runs, and the second figures
# are what opening and showing the review costs the window by itself.
# The frame log leaves out the screen's first second; a Klaberjass or
# Canasta judge is often done within it: TAVOLO_FRAME_SETTLE=0s counts
# from the screen's first frame (its opening included).
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-30}
GAME=${FRAMES_GAME:-scala40}
case "$GAME" in
scala40 | canasta | klaberjass) ;;
*) echo "frames: no game $GAME" >&2; exit 2 ;;
esac
. scripts/frames-lib.sh
frames_setup
REC=${FRAMES_RECORD:-}
if [ -z "$REC" ]; then
	rm -rf build/frames-records
	CGO_ENABLED=0 nice -n 10 go build -o bin/tavolo-cli ./cmd/tavolo-cli
	nice -n 10 ./bin/tavolo-cli arena --game "$GAME" --players hard,medium --hands 1 \
		--seed "${FRAMES_SEED:-1}" --records build/frames-records >/dev/null
	REC=$(ls build/frames-records/*.json | head -1)
fi
mkdir -p "$PREFS/recent/$GAME"
cp "$REC" "$PREFS/recent/$GAME/20260101-120000-0000000000000001.json"
# open_review starts the app and opens the review by keyboard. Home: the
# first button in the focus order is Recent matches; on that screen the
# list comes first (its only match's Review), then Back and Open a
# deal….
open_review() {
	frames_open
	xdotool key --window "$WIN" Tab space
	sleep 1.5
	xdotool key --window "$WIN" Tab space
}
open_review
frames_measure "$SECS"
if [ -n "${FRAMES_AGAIN:-}" ]; then
	echo "frames: the same review again, from the cache"
	open_review
	frames_measure "$SECS"
fi
