#!/usr/bin/env bash
# judge-kinds.sh LEVEL REVIEW...: where a level's loss lies in reviews
# written by `tavolo-cli review` (judge-sample.sh's OUTDIR/reviews/*.txt).
# For the judged decisions of the files whose level is LEVEL, by the kind
# of the move made (its first word: discard, meld, add, take, draw, ...)
# and whether the judge's best was the same move or, if not, the best's
# kind: decisions, total loss, its share of the level's loss, the mean
# loss and its standard error over decisions (not clustered by hand), and
# the decisions marked as mistakes. Needs bash, grep and awk.
set -euo pipefail
if [[ $# -lt 2 ]]; then
	echo "usage: $0 LEVEL REVIEW..." >&2
	exit 2
fi
level=$1
shift
for f in "$@"; do
	grep -q "\"level\":\"$level\"" "$f" || continue
	grep '^hand .*, loss ' "$f" || true
done | awk '
{
	m = $0
	sub(/^hand [0-9]+ step [0-9]+: /, "", m)
	move = m; sub(/, best .*/, "", move)
	best = m; sub(/^.*, best /, "", best); sub(/, loss .*/, "", best)
	loss = m; sub(/^.*, loss /, "", loss); loss += 0
	kind = move; sub(/ .*/, "", kind)
	bk = best; sub(/ .*/, "", bk)
	key = kind " -> " (move == best ? "same" : bk)
	n[key]++; s[key] += loss; ss[key] += loss * loss; total += loss; all++
	if (m ~ /, mistake$/) bad[key]++
}
END {
	printf "%-20s %6s %10s %6s %9s %8s %8s\n", "move -> best", "n", "loss", "share", "mean", "se", "mistakes"
	for (k in n) {
		mean = s[k] / n[k]
		v = n[k] > 1 ? (ss[k] - n[k] * mean * mean) / (n[k] - 1) : 0
		printf "%-20s %6d %10.1f %5.0f%% %9.2f %8.2f %8d\n", k, n[k], s[k], total ? 100 * s[k] / total : 0, mean, sqrt(v / n[k]), bad[k] | "sort"
	}
	close("sort")
	if (all) printf "%-20s %6d %10.1f %6s %9.2f\n", "all", all, total, "", total / all
}'
