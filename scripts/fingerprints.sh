#!/usr/bin/env bash
# fingerprints.sh [SHARED]: prints what the computer players and the
# scenario runner do, so that a change that should leave behaviour alone
# can show it did: run it before and after and diff the two outputs
# (docs/measurements/fingerprints-before.txt is one such run).
#
# For every game with presets (engine/<game>/presets/*.toml), under each
# preset: `tavolo-cli arena` of medium against easy, single hands and
# short matches, at fixed seeds (Canasta also at 2, 3 and 6 seats, Scala
# 40 also with three players); each line is the arena's JSON summary
# without its decision times, and the SHA-256 of its --actions and
# --points files (every action of every game, every hand's points). Then
# the scenario runner's output on the shared scenarios (SHARED, default
# ../shared/scenarios) and the project's own.
set -euo pipefail
cd "$(dirname "$0")/.."
SHARED=${1:-../shared/scenarios}
export GOFLAGS=-mod=mod
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
CGO_ENABLED=0 go build -o "$tmp/tcli" ./cmd/tavolo-cli

# arena ARGS...: one line for one arena run.
arena() {
	local out rc=0
	out=$("$tmp/tcli" arena "$@" --workers 2 --json --actions "$tmp/actions" --points "$tmp/points") || rc=$?
	printf '%s\n  exit %d %s actions %.16s points %.16s\n' "$*" "$rc" \
		"$(tail -n 1 <<<"$out" | jq -c 'del(.players[].decision_ms)')" \
		"$(sha256sum <"$tmp/actions")" "$(sha256sum <"$tmp/points")"
}

for dir in engine/*/presets; do
	game=$(basename "$(dirname "$dir")")
	for file in "$dir"/*.toml; do
		preset=$(basename "$file" .toml)
		for seed in 1 2; do
			arena --game "$game" --preset "$preset" --players medium,easy --hands 24 --seed "$seed"
		done
		arena --game "$game" --preset "$preset" --players easy,medium --matches 2 --seed 3
		case "$game" in
		canasta)
			arena --game canasta --preset "$preset" --players medium,easy --seats 2 --hands 12 --seed 4
			arena --game canasta --preset "$preset" --players medium,easy,easy --seats 3 --hands 12 --seed 5
			arena --game canasta --preset "$preset" --players easy,medium --seats 6 --hands 8 --seed 6
			;;
		scala40)
			arena --game scala40 --preset "$preset" --players easy,medium,easy --hands 12 --seed 4
			;;
		esac
	done
done

for dir in engine/*/testdata/scenarios; do
	game=$(basename "$(dirname "$(dirname "$dir")")")
	"$tmp/tcli" scenario "$SHARED/$game" "$dir" || true
done
