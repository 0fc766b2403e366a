# xvfb.sh is sourced by the scripts that open the real window under a
# virtual X display (smoke.sh, frames.sh, check-linux-package.sh).
#
# start_xvfb NAME [DISPLAY] starts Xvfb, exports DISPLAY and sets XVFB to
# the server's pid. Without DISPLAY the server picks a free display itself
# (-displayfd), so a display still held by an earlier run is never reused.
# When the server does not come up it says so, prefixed with NAME, and
# exits 1.
start_xvfb() {
	local name=$1 want=${2:-} file
	if [ -n "$want" ] && [ -e "/tmp/.X${want#:}-lock" ]; then
		echo "$name: display $want is taken (pick another, or none to let Xvfb choose)"
		exit 1
	fi
	file=$(mktemp)
	if [ -n "$want" ]; then
		Xvfb "$want" -screen 0 1280x860x24 -nolisten tcp >/dev/null 2>&1 &
		echo "${want#:}" >"$file"
	else
		Xvfb -displayfd 3 -screen 0 1280x860x24 -nolisten tcp 3>"$file" >/dev/null 2>&1 &
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
