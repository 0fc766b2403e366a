#!/usr/bin/env bash
# Regenerates the screenshots (docs/screenshots/*.png): the README's
# pictures (the home screen, the new-match screen, a table in the middle
# of a hand, the score sheet, the tables in Italian) and the set of every
# screen at 800×600 and 1920×1080 in English and Italian,
# <screen>-<size>-<en|it>.png (home, newmatch, table, sheet, stats,
# canasta, klaberjass, canasta-large-hand, match-over, recent, and
# review-<game>: a hand of each game reviewed by its own judge, which
# takes minutes on a loaded machine). They are rendered headless by Fyne's software
# painter from fixed deal numbers (no display needed).
set -euo pipefail
cd "$(dirname "$0")/.."
export GOFLAGS=-mod=mod
OUT=${1:-docs/screenshots}
mkdir -p "$OUT"
TAVOLO_SCREENSHOTS="$(cd "$OUT" && pwd)" go test -count=1 -run '^Test(Klaberjass|Canasta|Finish|Review)?Screenshots$' ./app/
ls -l "$OUT"/*.png
