#!/usr/bin/env bash
# frames.sh [SECONDS] [LEVEL] [SEATS]: measures how long the UI goroutine
# is kept busy while computers play. It starts the real window under Xvfb
# with a new match of SEATS (2-6, default 4) computer players (hard by
# default), lets them play for SECONDS (default 60) with TAVOLO_FRAME_LOG
# on, and prints the app's frame lines: the longest gap between two frames
# of the window's event loop and how many went over 50 ms, the same for the
# wait of a callback posted every 16 ms, each also counted only while a
# computer is choosing its move, and the longest computer move applied
# (app/play_framelog.go says how each is read). TAVOLO_FRAME_LOG=2 also
# prints every gap or wait over 40 ms as it happens, and GODEBUG=gctrace=1
# the garbage collections between them.
# FRAMES_GAME=canasta measures a Canasta table (three computers by
# default) and FRAMES_GAME=klaberjass a Klaberjass table (two computers)
# instead of Scala 40's. FRAMES_SIZE=1920x1080 resizes the window to that
# size once the table is shown (default: the app's own, 1100x760).
set -euo pipefail
cd "$(dirname "$0")/.."
SECS=${1:-60}
LEVEL=${2:-hard}
GAME=${FRAMES_GAME:-scala40}
case "$GAME" in # the default seats, and the game's place on the home screen
scala40) SEATS=${3:-4} CARD=0 ;;
canasta) SEATS=${3:-3} CARD=1 ;;
klaberjass) SEATS=2 CARD=2 ;;
*) echo "frames: no game $GAME" >&2; exit 2 ;;
esac
. scripts/frames-lib.sh
frames_setup
# The new-match screen starts from the last choices (the app's own file
# newmatch.<game>.json): computers in every seat.
seats=$(for i in $(seq "$SEATS"); do printf '{"name":"C%d","kind":"%s"},' "$i" "$LEVEL"; done)
setup=$(printf '{"seats":[%s],"preset":"classic","rules":{}}' "${seats%,}")
printf '%s\n' "$setup" >"$PREFS/newmatch.$GAME.json"
frames_open
xdotool mousemove --window "$WIN" $((WIDTH / 2 + 250)) $((HEIGHT / 2 - 84 + CARD * 107)) click 1
sleep 1.5
xdotool key --window "$WIN" Return
frames_measure "$SECS"
