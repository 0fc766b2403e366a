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
# size.
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
	eval "$(xdotool getwindowgeometry --shell "$WIN")"
}

# frames_measure SECS resizes the window to FRAMES_SIZE (when set), lets
# the app work for SECS, ends it and prints its frame lines (and gc lines,
# under GODEBUG=gctrace=1); build/frames.png is the screen at the start.
frames_measure() {
	local secs=$1
	if [ -n "$SIZE" ]; then
		sleep 1 # the screen is built
		xdotool windowsize "$WIN" "${SIZE%x*}" "${SIZE#*x}"
	fi
	sleep 1
	eval "$(xdotool getwindowgeometry --shell "$WIN")"
	echo "frames: window ${WIDTH}x${HEIGHT}"
	command -v import >/dev/null && import -window root build/frames.png 2>/dev/null || true
	sleep "$secs"
	kill -TERM "$APP"
	wait "$APP" || true
	APP=
	grep -E "^gc |frames|slow (wait|move|frame)" build/frames.log || {
		echo "frames: the app logged no frame line in $secs s (see build/frames.log)" >&2
		exit 1
	}
}
