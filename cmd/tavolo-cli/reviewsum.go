package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"

	"tavolo/engine/review"
)

// reviewedHand is one review's output as --sum reads it: the summary
// line of tavolo-cli review and, when the file has one, a line
// "seconds WALL CPU" that the caller appended (scripts/judge-sample.sh).
type reviewedHand struct {
	reviewLine
	wall, cpu float64
	timed     bool
}

// reviewLine is the review's last line: the summary with the record's
// game, the reviewed seat and its level.
type reviewLine struct {
	Game  string `json:"game"`
	Seat  int    `json:"seat"`
	Level string `json:"level"`
	review.Summary
}

// runReviewSum pools reviews of single hands by game and level:
//
//	tavolo-cli review --sum FILE...
//
// and prints per game and level the hands, decisions, judged decisions,
// mistakes, matched share, loss per decision with its standard error
// over hands (the ratio estimator, each hand a cluster) and the median
// wall and CPU seconds per hand.
func runReviewSum(files []string, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		fmt.Fprintln(stderr, "tavolo-cli review --sum: no files")
		return 2
	}
	groups := map[[2]string][]reviewedHand{}
	for _, f := range files {
		h, err := readReviewed(f)
		if err != nil {
			fmt.Fprintf(stderr, "tavolo-cli review --sum: %s: %v\n", f, err)
			return 2
		}
		k := [2]string{h.Game, h.Level}
		groups[k] = append(groups[k], h)
	}
	keys := slices.SortedFunc(maps.Keys(groups), func(a, b [2]string) int {
		return strings.Compare(a[0]+" "+a[1], b[0]+" "+b[1])
	})
	fmt.Fprintf(stdout, "%-11s %-7s %5s %9s %6s %8s %7s %20s %9s %8s\n", "game", "level", "hands", "decisions", "judged", "mistakes", "matched", "loss/decision ± SE", "median s", "cpu s")
	for _, k := range keys {
		fmt.Fprintln(stdout, sumLine(k[0], k[1], groups[k]))
	}
	return 0
}

// sumLine is one game and level's line of --sum.
func sumLine(game, level string, hs []reviewedHand) string {
	var dec, judged, mistakes, matched int
	loss := make([]float64, len(hs))
	n := make([]float64, len(hs))
	var walls, cpus []float64
	for i, h := range hs {
		dec += h.Decisions
		judged += h.Judged
		mistakes += h.Mistakes
		matched += h.Matched
		loss[i], n[i] = h.Loss, float64(h.Judged)
		if h.timed {
			walls, cpus = append(walls, h.wall), append(cpus, h.cpu)
		}
	}
	r, se := ratioSE(loss, n)
	share := 0.0
	if judged > 0 {
		share = float64(matched) / float64(judged)
	}
	return fmt.Sprintf("%-11s %-7s %5d %9d %6d %8d %7.3f %11.2f ± %6.2f %9.1f %8.1f", game, level, len(hs), dec, judged, mistakes, share, r, se, median(walls), median(cpus))
}

// ratioSE is the ratio Σy/Σn and its standard error with each pair a
// cluster (the linearised ratio estimator): loss per decision over
// hands, where a hand's decisions are not independent.
func ratioSE(y, n []float64) (r, se float64) {
	var sy, sn float64
	for i := range y {
		sy += y[i]
		sn += n[i]
	}
	if sn == 0 {
		return 0, 0
	}
	r = sy / sn
	h := float64(len(y))
	if h < 2 {
		return r, 0
	}
	ss := 0.0
	for i := range y {
		d := y[i] - r*n[i]
		ss += d * d
	}
	return r, math.Sqrt(h/(h-1)*ss) / sn
}

// median of xs (0 for none).
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return (s[m-1] + s[m]) / 2
}

// readReviewed reads one review's output: its last JSON line and the
// optional "seconds WALL CPU" line.
func readReviewed(file string) (reviewedHand, error) {
	f, err := os.Open(file)
	if err != nil {
		return reviewedHand{}, err
	}
	defer f.Close()
	var h reviewedHand
	found := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "{"):
			if err := json.Unmarshal([]byte(line), &h.reviewLine); err != nil {
				return reviewedHand{}, fmt.Errorf("bad summary line: %v", err)
			}
			found = true
		case strings.HasPrefix(line, "seconds "):
			if h.wall, h.cpu, err = parseSeconds(line); err != nil {
				return reviewedHand{}, err
			}
			h.timed = true
		}
	}
	if err := sc.Err(); err != nil {
		return reviewedHand{}, err
	}
	if !found || h.Game == "" {
		return reviewedHand{}, fmt.Errorf("no review summary (a JSON line with its game and level)")
	}
	return h, nil
}

// parseSeconds reads "seconds WALL CPU".
func parseSeconds(line string) (wall, cpu float64, err error) {
	f := strings.Fields(line)
	if len(f) != 3 {
		return 0, 0, fmt.Errorf("bad line %q (want: seconds WALL CPU)", line)
	}
	if wall, err = strconv.ParseFloat(f[1], 64); err == nil {
		cpu, err = strconv.ParseFloat(f[2], 64)
	}
	if err != nil {
		return 0, 0, fmt.Errorf("bad line %q: %v", line, err)
	}
	return wall, cpu, nil
}
