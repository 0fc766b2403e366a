#!/usr/bin/env bash
# measure-canasta.sh [NAME...]: runs the Canasta computer-player
# measurements (seeded 4-player hands of the default rules, the sides
# swapped on each deal; see engine/canasta/ai/duel_test.go) and writes
# each to docs/measurements/canasta-NAME.txt, headed by the command, the
# commit and the machine. With no NAME it runs them all, one after the
# other, at nice 10 (hard-vs-medium and hard-matches take the longest).
#
# Names: medium-vs-random, medium-vs-easy (400 hands each),
# hard-vs-medium (200 hands, hard at WORLDS deals a decision and no time
# limit, 16 unless set), hard-vs-medium-128 (the same at hard's default
# of 128 deals, not in the default list: about half an hour on a loaded
# host), hard-vs-medium-64 (at the earlier default of 64),
# hard-vs-medium-default (hard at its default options, time limit
# included, so the result depends on the host's load), hard-matches (MATCHES full matches to the
# target, 3 unless set, same hard), hard-time (hard's decision times at
# its default budget, HANDS hands, 20 unless set).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p bin docs/measurements
# (built aside and renamed, so a measurement still running keeps its binary)
CGO_ENABLED=0 go test -c -o bin/canasta-ai.test.new ./engine/canasta/ai/
mv bin/canasta-ai.test.new bin/canasta-ai.test
WORLDS=${WORLDS:-16}

# envs NAME prints the environment of a measurement, then its test.
envs() {
	case "$1" in
	medium-vs-random) echo 'CANASTA_DUEL=medium,random CANASTA_HANDS=400 CANASTA_SEED=2026 TestMeasureDuel' ;;
	medium-vs-easy) echo 'CANASTA_DUEL=medium,easy CANASTA_HANDS=400 CANASTA_SEED=2026 TestMeasureDuel' ;;
	hard-vs-medium) echo "CANASTA_DUEL=hard,medium CANASTA_HANDS=${HANDS:-200} CANASTA_SEED=2026 CANASTA_WORLDS=$WORLDS CANASTA_BUDGET_MS=0 TestMeasureDuel" ;;
	hard-vs-medium-64 | hard-vs-medium-128) echo "CANASTA_DUEL=hard,medium CANASTA_HANDS=${HANDS:-200} CANASTA_SEED=2026 CANASTA_WORLDS=${1##*-} CANASTA_BUDGET_MS=0 TestMeasureDuel" ;;
	hard-vs-medium-default) echo "CANASTA_DUEL=hard,medium CANASTA_HANDS=${HANDS:-200} CANASTA_SEED=2026 TestMeasureDuel" ;;
	hard-matches) echo "CANASTA_MATCHES=${MATCHES:-3} CANASTA_SEED=2026 CANASTA_WORLDS=$WORLDS CANASTA_BUDGET_MS=0 TestMeasureMatches" ;;
	hard-time) echo "CANASTA_HANDS=${HANDS:-20} CANASTA_SEED=2026 TestMeasureHardTime" ;;
	*) echo "measure-canasta.sh: unknown measurement $1" >&2; return 1 ;;
	esac
}

all="medium-vs-random medium-vs-easy hard-time hard-vs-medium hard-matches"
[ $# -gt 0 ] || set -- $all

for name in "$@"; do
	e=$(envs "$name")
	test=${e##* }
	vars=${e% *}
	out=docs/measurements/canasta-$name.txt
	echo "measure-canasta: $name" >&2
	{
		echo "\$ $vars nice -n 10 go test -run '^$test\$' -v -timeout 0 ./engine/canasta/ai/"
		echo "# commit $(git log -1 --format='%h %s' | cut -c1-120), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
		echo "# machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), shared), load $(cut -d' ' -f1-3 /proc/loadavg)"
		# shellcheck disable=SC2086
		env $vars nice -n 10 bin/canasta-ai.test -test.run "^$test\$" -test.v -test.timeout 0 2>&1 | grep -v '^=== RUN' || echo "(exit status $?)"
	} >"$out.tmp"
	mv "$out.tmp" "$out"
	tail -n 3 "$out" >&2 || true
done
