# xvfb.sh is sourced by the scripts that open the real window under a
# virtual X display (the smoke scripts, frames.sh, check-linux-package.sh).
#
# start_xvfb NAME [DISPLAY] starts Xvfb (its screen XVFB_SCREEN, by default
# 1280x860x24), exports DISPLAY and sets XVFB to the server's pid. Without DISPLAY the server picks a free display itself
# (-displayfd), so a display still held by an earlier run is never reused.
# When the server does not come up it says so, prefixed with NAME, and
# exits 1. -noreset keeps the server from resetting when its last client
# (the xdpyinfo check) leaves: the one suspect found for an app refused
# its display right after that check ("Failed to open display"), which
# start_tavolo also meets by trying a new server once.
start_xvfb() {
	local name=$1 want=${2:-} file
	if [ -n "$want" ] && [ -e "/tmp/.X${want#:}-lock" ]; then
		echo "$name: display $want is taken (pick another, or none to let Xvfb choose)"
		exit 1
	fi
	file=$(mktemp)
	if [ -n "$want" ]; then
		Xvfb "$want" -screen 0 "${XVFB_SCREEN:-1280x860x24}" -nolisten tcp -noreset >/dev/null 2>&1 &
		echo "${want#:}" >"$file"
	else
		Xvfb -displayfd 3 -screen 0 "${XVFB_SCREEN:-1280x860x24}" -nolisten tcp -noreset 3>"$file" >/dev/null 2>&1 &
	fi
	XVFB=$!
	for _ in $(seq 100); do [ -s "$file" ] && break; sleep 0.1; done
	export DISPLAY=:$(head -n 1 "$file")
	rm -f "$file"
	for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
	if ! kill -0 "$XVFB" 2>/dev/null || ! xdpyinfo >/dev/null 2>&1; then
		echo "$name: Xvfb did not start (display '$DISPLAY')"
		kill "$XVFB" 2>/dev/null || true
		exit 1
	fi
}

# stop_xvfb ends the server started by start_xvfb and waits until it has
# gone, so that a script run right after never meets its display half
# closed (the next server may take the same number).
stop_xvfb() {
	[ -n "${XVFB:-}" ] || return 0
	kill "$XVFB" 2>/dev/null || true
	wait "$XVFB" 2>/dev/null || true
	XVFB=
}

# stop_all, the scripts' exit trap, ends the app (APP, when it still
# runs) and then the server. Nothing in it may fail: under set -e a
# failing command would end the trap early and leave the server running.
stop_all() {
	if [ -n "${APP:-}" ]; then kill "$APP" 2>/dev/null || true; fi
	stop_xvfb
}

# start_tavolo NAME OUT builds bin/tavolo and starts it in a fresh Xvfb
# display with a sound-less, English, throw-away profile, its log in
# OUT/app.log, and waits for its window: APP is the app's pid and WIN its
# window. The display and the app are ended when the script exits. It
# defines shot FILE (a screenshot of the display into OUT/FILE.png) and
# alive WHAT (fails the script when the app has died). Without Xvfb or
# xdotool it says so and exits 0: the smoke test is skipped.
start_tavolo() {
	local name=$1 start
	OUT=$2
	mkdir -p "$OUT" bin
	if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then
		echo "$name: Xvfb or xdotool not installed: skipped"
		exit 0
	fi
	go build -o bin/tavolo ./cmd/tavolo
	APP=
	trap stop_all EXIT
	export TAVOLO_NO_SOUND=1 LANGUAGE=en LANG=en_GB.UTF-8
	throwaway_profile
	SMOKE_NAME=$name
	# A display that refuses the app's connection (seen now and then,
	# after Xvfb had answered xdpyinfo) is the server's fault, not the
	# app's: a new server is tried once.
	for try in 1 2; do
		start_xvfb "$name" "${SMOKE_DISPLAY:-}"
		start=$(date +%s%N)
		./bin/tavolo >"$OUT/app.log" 2>&1 &
		APP=$!
		WIN=
		for _ in $(seq 300); do
			WIN=$(xdotool search --onlyvisible --name '^Tavolo$' 2>/dev/null | head -1 || true)
			[ -n "$WIN" ] && break
			kill -0 "$APP" 2>/dev/null || break
			sleep 0.1
		done
		[ -z "$WIN" ] || break
		if [ "$try" = 1 ] && ! kill -0 "$APP" 2>/dev/null && grep -q 'Failed to open display' "$OUT/app.log"; then
			echo "$name: the app could not open display $DISPLAY; once more on a new Xvfb"
			APP=
			stop_xvfb
			continue
		fi
		kill -0 "$APP" 2>/dev/null || { echo "$name: the app exited early"; cat "$OUT/app.log"; exit 1; }
		echo "$name: no window after 30 s"
		cat "$OUT/app.log"
		exit 1
	done
	echo "$name: window after $(( ($(date +%s%N) - start) / 1000000 )) ms"
	sleep 1.5
}

# throwaway_profile points HOME at a new empty folder, PREFS at Tavolo's
# settings folder there, with the player's name set (an account such as
# root names no person, and the first start would ask for one).
throwaway_profile() {
	HOME=$(mktemp -d)
	export HOME
	PREFS="$HOME/.config/fyne/it.tavolo.app"
	mkdir -p "$PREFS"
	printf 'names = ["Marta"]\n' >"$PREFS/settings.toml"
}

shot() {
	if command -v import >/dev/null; then import -window root "$OUT/$1.png" 2>/dev/null || true; fi
}

alive() {
	kill -0 "$APP" 2>/dev/null || { echo "$SMOKE_NAME: the app died (${1:-})"; cat "$OUT/app.log"; exit 1; }
}
