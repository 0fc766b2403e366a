#!/usr/bin/env bash
# measure-ai.sh [NAME...]: runs the Scala 40 computer-player measurements
# and writes each to docs/measurements/ai-NAME.txt, headed by the command
# and the commit it measured. With no NAME it runs them all, one after
# the other (about two hours on 2 cores, most of it hard-vs-medium at
# hard's default budget and medium-vs-easy).
#
# Names: bench, easy-vs-random, medium-vs-easy, hard-vs-medium,
# 4p-random-easy-medium-hard, sweep-1-easy-random, sweep-2-medium-easy,
# sweep-3-easy-random-easy, sweep-4-random-easy-random-easy; and
# medium-vs-easy-seed7 and hard-vs-medium-seed7, the second seed sets
# (another two and a half hours, so only when named).
set -euo pipefail
cd "$(dirname "$0")/.."
export GOFLAGS=-mod=mod
mkdir -p bin docs/measurements
CGO_ENABLED=0 go build -o bin/tavolo-cli ./cmd/tavolo-cli

# args NAME prints the tavolo-cli arguments of a measurement.
args() {
	local m='arena --game scala40 --seed 2026 --threshold 101'
	local m7='arena --game scala40 --seed 7 --threshold 101'
	local s='arena --game scala40 --preset all --workers 1 --json'
	case "$1" in
	bench) echo 'bench' ;;
	easy-vs-random) echo "$m --players easy,random --matches 400 --json" ;;
	medium-vs-easy) echo "$m --players medium,easy --matches 10000 --json" ;;
	hard-vs-medium) echo "$m --players hard,medium --matches 200 --json" ;;
	medium-vs-easy-seed7) echo "$m7 --players medium,easy --matches 8000 --json" ;;
	hard-vs-medium-seed7) echo "$m7 --players hard,medium --matches 200 --json" ;;
	4p-random-easy-medium-hard) echo "$m --players random,easy,medium,hard --matches 40 --budget 100ms --playouts 64 --json" ;;
	sweep-1-easy-random) echo "$s --players easy,random --hands 40000 --seed 11" ;;
	sweep-2-medium-easy) echo "$s --players medium,easy --hands 20000 --seed 12" ;;
	sweep-3-easy-random-easy) echo "$s --players easy,random,easy --hands 20000 --seed 13" ;;
	sweep-4-random-easy-random-easy) echo "$s --players random,easy,random,easy --hands 20000 --seed 14" ;;
	*) echo "measure-ai.sh: unknown measurement $1" >&2; return 1 ;;
	esac
}

all="bench easy-vs-random medium-vs-easy 4p-random-easy-medium-hard
sweep-1-easy-random sweep-2-medium-easy sweep-3-easy-random-easy
sweep-4-random-easy-random-easy hard-vs-medium"
[ $# -gt 0 ] || set -- $all

for name in "$@"; do
	a=$(args "$name")
	out=docs/measurements/ai-$name.txt
	echo "measure-ai: $name" >&2
	{
		echo "\$ tavolo-cli $a"
		echo "# commit $(git log -1 --format='%h %s'), $(date -u +%Y-%m-%dT%H:%M:%SZ)"
		# shellcheck disable=SC2086
		bin/tavolo-cli $a 2>&1 || echo "(tavolo-cli exit status $?)"
	} >"$out.tmp"
	mv "$out.tmp" "$out"
	tail -n 4 "$out" | grep -v '^{' >&2 || true
done
