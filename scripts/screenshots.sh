#!/usr/bin/env bash
# Regenerates the README's screenshots (docs/screenshots/*.png): the home
# screen, the new-match screen, a table in the middle of a hand, the score
# sheet and the table in Italian. They are rendered headless by Fyne's
# software painter from fixed deal numbers (no display needed).
set -euo pipefail
cd "$(dirname "$0")/.."
export GOFLAGS=-mod=mod
OUT=${1:-docs/screenshots}
mkdir -p "$OUT"
TAVOLO_SCREENSHOTS="$(cd "$OUT" && pwd)" go test -count=1 -run '^Test(Klaberjass|Canasta)?Screenshots$' ./app/
ls -l "$OUT"/*.png
