# frames-lib.sh is sourced by frames.sh and frames-review.sh, which read
# the app's frame log (TAVOLO_FRAME_LOG, app/play_framelog.go) while the
# real window works under Xvfb.
#
# Run the scripts at the normal priority, not under nice: the app puts
# its search threads below the window's priority itself (under nice 10
# they would share the window's), and the builds and the records are
# made niced here.
#
# frames_setup builds bin/tavolo, starts Xvfb (a screen big enough for
# FRAMES_SIZE, when set) on FRAMES_DISPLAY or a free display, and points
# HOME at a throwaway profile (PREFS, its settings folder, for the caller
# to fill in before frames_open). The display and the app end when the
# script exits.
frames_setup() {
	export GOFLAGS=-mod=mod
	mkdir -p bin build
	nice -n 10 go build -o bin/tavolo ./cmd/tavolo
	SIZE=${FRAMES_SIZE:-}
	if [ -n "$SIZE" ]; then
		export XVFB_SCREEN="$((${SIZE%x*} + 40))x$((${SIZE#*x} + 40))x24"
	fi
	. scripts/xvfb.sh
	start_xvfb frames "${FRAMES_DISPLAY:-}"
	APP=
	trap stop_all EXIT
	export TAVOLO_NO_SOUND=1 LANGUAGE=en TAVOLO_FRAME_LOG=${TAVOLO_FRAME_LOG:-1}
	export TAVOLO_CPUPROFILE=${TAVOLO_CPUPROFILE:-}
	throwaway_profile
}

# frames_open starts the app, its log in build/frames.log, and waits for
# its window: APP is the app's pid, WIN its window, WIDTH and HEIGHT its
# size. The window is made FRAMES_SIZE (when set) on the home screen, so
# the screen measured opens at its size, as it does for a player whose
# window is that size already (FRAMES_LATE_RESIZE=1: resized after the
# screen opens, as before).
frames_open() {
	./bin/tavolo >build/frames.log 2>&1 &
	APP=$!
	WIN=
	for _ in $(seq 300); do
		WIN=$(xdotool search --onlyvisible --name '^Tavolo$' 2>/dev/null | head -1 || true)
		[ -n "$WIN" ] && break
		kill -0 "$APP" 2>/dev/null || { echo "frames: the app exited early"; tail -5 build/frames.log; exit 1; }
		sleep 0.1
	done
	[ -n "$WIN" ] || { echo "frames: no window"; exit 1; }
	sleep 1.5
	if [ -n "$SIZE" ] && [ -z "${FRAMES_LATE_RESIZE:-}" ]; then
		xdotool windowsize "$WIN" "${SIZE%x*}" "${SIZE#*x}"
		sleep 1
	fi
	eval "$(xdotool getwindowgeometry --shell "$WIN")"
}

# frames_measure SECS resizes the window to FRAMES_SIZE (when set and
# not done yet), lets
# the app work for SECS, ends it and prints its frame lines (and gc lines,
# under GODEBUG=gctrace=1); with FRAMES_SHOT=1, build/frames.png is the
# screen at the end (the grab itself may make a frame late).
frames_measure() {
	local secs=$1
	if [ -n "$SIZE" ] && [ "${WIDTH}x${HEIGHT}" != "$SIZE" ]; then
		sleep "${FRAMES_RESIZE_AFTER:-1}" # the screen is built
		xdotool windowsize "$WIN" "${SIZE%x*}" "${SIZE#*x}"
	fi
	sleep 1
	eval "$(xdotool getwindowgeometry --shell "$WIN")"
	echo "frames: window ${WIDTH}x${HEIGHT}"
	sleep "$secs"
	# Only when asked: grabbing the whole screen takes the X server and a
	# core some 100 ms, which made a frame of the window late (it was
	# taken at the start of every measure until 2026-11-28).
	if [ -n "${FRAMES_SHOT:-}" ]; then
		import -window root build/frames.png 2>/dev/null || true
	fi
	kill -TERM "$APP"
	wait "$APP" || true
	APP=
	grep -E "^gc |frames|slow (wait|move|frame)|review judged" build/frames.log || {
		echo "frames: the app logged no frame line in $secs s (see build/frames.log)" >&2
		exit 1
	}
}
