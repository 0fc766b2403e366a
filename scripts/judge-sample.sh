#!/usr/bin/env bash
# judge-sample.sh BIN OUTDIR JOBS [HANDS]: is the review's judge sound?
# Per game it records HANDS single hands (default 50) with the arena at
# fixed seeds for random, medium and hard seats, reviews every seat's
# decisions (random's and medium's at the review's default deal counts,
# hard's at twice hard's own, --hard-deals) with up to JOBS processes at once, and
# prints per game and level: hands, decisions, judged, mistakes, the
# matched share, the loss per decision with its standard error over
# hands, and the median wall and CPU seconds of one seat's hand
# (tavolo-cli review --sum).
#
# Needs only the static binary BIN (CGO_ENABLED=0 go build -o
# bin/tavolo-cli ./cmd/tavolo-cli), bash, coreutils and xargs: no Go.
# Every process runs with GOMAXPROCS=2, as on the app's two search
# threads. Scala 40 and Canasta: a table of three, random, medium and
# hard, HANDS hands in shards of 2 (seeds 4100, 4101, ...). Klaberjass
# (two players): hard-medium, medium-random and random-hard, HANDS/2
# hands each (seeds 4200, ...), so each level plays HANDS hands.
#
# Sized from a local run: on 16 cores the default (50 hands a game) should
# take about 5 minutes, JOBS=16. OUTDIR gets records/, reviews/ and
# summary.txt. Hard plays the arena without a time limit (arena --fixed):
# each of its decisions rests on all its own deals, worlds or playouts,
# as on an idle machine, whatever the load, so the records are the same
# on any machine. The summary still shows its think times there
# (ARENA_JOBS, default JOBS, runs fewer arenas at once). GAMES (default
# "scala40 canasta klaberjass") names the games to sample, so that one
# can be rerun alone: GAMES=canasta scripts/judge-sample.sh ...
set -euo pipefail

if [[ $# -lt 3 || $# -gt 4 ]]; then
	echo "usage: $0 BIN OUTDIR JOBS [HANDS]" >&2
	exit 2
fi
BIN=$(realpath "$1")
OUT=$2
JOBS=$3
HANDS=${4:-50}
ARENA_JOBS=${ARENA_JOBS:-$JOBS}
GAMES=${GAMES:-scala40 canasta klaberjass}
for g in $GAMES; do
	case $g in
	scala40 | canasta | klaberjass) ;;
	*)
		echo "$0: GAMES: unknown game $g (scala40, canasta, klaberjass)" >&2
		exit 2
		;;
	esac
done
SHARD=2 # hands per arena process of Scala 40 and Canasta
KJSHARD=5
export BIN OUT GOMAXPROCS=2
mkdir -p "$OUT/records" "$OUT/reviews"
start=$(date +%s)

# arena GAME PLAYERS HANDS SEED: records into OUT/records/GAME-PLAYERS-SEED.
arena() {
	local dir="$OUT/records/$1-${2//,/-}-$4"
	rm -rf "$dir"
	"$BIN" arena --game "$1" --players "$2" --hands "$3" --seed "$4" --workers 1 --fixed --records "$dir" >"$dir.log" 2>&1 ||
		{ echo "arena $*: failed, see $dir.log" >&2; return 1; }
}

# judge RECORD SEAT: reviews one seat of one record into
# OUT/reviews/<record dir>-<record>-s<SEAT>.txt, ending with the line
# "seconds WALL CPU". A hard seat is judged at hard's deal counts
# (--hard-deals); the record lists its players' kinds first, by seat.
judge() {
	local base o level more=()
	base="$(basename "$(dirname "$1")")-$(basename "$1" .json)-s$2"
	o="$OUT/reviews/$base.txt"
	level=$(grep -o '"kind": *"[a-z0-9_-]*"' "$1" | sed -n "$(($2 + 1))p" | cut -d'"' -f4)
	[[ $level == hard ]] && more=(--hard-deals)
	local TIMEFORMAT='%R %U %S' t r u s
	t=$({ time "$BIN" review "$1" --seat "$2" "${more[@]}" >"$o.tmp" 2>"$o.err"; } 2>&1) ||
		{ echo "review $1 --seat $2: failed, see $o.err" >&2; return 1; }
	read -r r u s <<<"$t"
	echo "seconds $r $(awk -v u="$u" -v s="$s" 'BEGIN { print u + s }')" >>"$o.tmp"
	mv "$o.tmp" "$o"
	rm -f "$o.err"
}
export -f arena judge

# hard_times GAME: hard's think times in the game's arena runs, from the
# row of hard in each log (name wins rate [lo, hi] decisions p50 p95
# max): all its decisions, the median of the runs' p50, the largest p95.
hard_times() {
	cat "$OUT"/records/"$1"-*.log | awk '$1 == "hard" && $4 ~ /^\[/ { print $6, $7, $8 }' | sort -k2,2n |
		awk -v g="$1" '{ d += $1; p50[NR] = $2; if ($3 > p95) p95 = $3 }
			END { if (NR) printf "%s: hard in the arena, %d decisions, think time p50 %.0f ms (median of %d runs), p95 %.0f ms (the largest)\n", g, d, p50[int((NR + 1) / 2)], NR, p95 }'
}

# The arena's jobs: one line each, GAME PLAYERS HANDS SEED.
jobs_arena() {
	local g i n seed
	for g in $GAMES; do
		[[ $g == klaberjass ]] && continue
		seed=4100
		for ((i = 0; i < HANDS; i += SHARD)); do
			n=$((HANDS - i < SHARD ? HANDS - i : SHARD))
			echo "$g random,medium,hard $n $seed"
			seed=$((seed + 1))
		done
	done
	[[ " $GAMES " == *" klaberjass "* ]] || return 0
	local half=$(((HANDS + 1) / 2)) p
	seed=4200
	for p in hard,medium medium,random random,hard; do
		for ((i = 0; i < half; i += KJSHARD)); do
			n=$((half - i < KJSHARD ? half - i : KJSHARD))
			echo "klaberjass $p $n $seed"
			seed=$((seed + 1))
		done
	done
}

jobs_arena | xargs -r -P "$ARENA_JOBS" -L 1 bash -c 'arena "$@"' _ ||
	{ echo "recording failed (see the .log files under $OUT/records)" >&2; exit 1; }
arena_s=$(($(date +%s) - start))
echo "recorded in ${arena_s}s" >&2
fail=0

# The review's jobs: RECORD SEAT, the long games first so that
# Klaberjass's short reviews fill the end.
for g in $GAMES; do
	for f in "$OUT"/records/"$g"-*/*.json; do
		[[ -e $f ]] || continue
		seats=3
		[[ $g == klaberjass ]] && seats=2
		for ((s = 0; s < seats; s++)); do echo "$f $s"; done
	done
done | xargs -r -P "$JOBS" -L 1 bash -c 'judge "$@"' _ || fail=1
total_s=$(($(date +%s) - start))

{
	echo "judge-sample.sh: $GAMES, $HANDS hands a game and level, hard recorded with --fixed, $JOBS jobs, $(nproc) CPUs, $(date -u +%Y-%m-%dT%H:%MZ)"
	echo "recorded in ${arena_s}s, reviewed in $((total_s - arena_s))s, ${total_s}s in all; load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
	"$BIN" review --sum "$OUT"/reviews/*.txt
	for g in $GAMES; do hard_times "$g"; done
} | tee "$OUT/summary.txt"
if ((fail)); then
	echo "some reviews failed (see the .err files under $OUT/reviews)" >&2
	exit 1
fi
