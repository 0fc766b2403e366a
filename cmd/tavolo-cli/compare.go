package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"

	"tavolo/engine/match"
)

// runCompare compares two arena runs on the same deals game by game:
//
//	tavolo-cli compare [--player N] [--actions A.txt,B.txt] A.points B.points
//
// It prints the mean of B's points less A's for one player, and of its
// margin (its points less the others' average), with their standard
// errors: paired, so far tighter than the two means' difference. With
// --actions (the runs' --actions files) it splits that difference by
// where the two runs first took different actions.
func runCompare(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("compare", flag.ContinueOnError)
	fs.SetOutput(stderr)
	player := fs.Int("player", 0, "the player compared (its place in --players)")
	actions := fs.String("actions", "", "the two runs' --actions files, comma-separated: split the difference by where the runs part")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 2 {
		fmt.Fprintln(stderr, "tavolo-cli compare: want two --points files, A then B")
		return 2
	}
	var runs [2][][]int
	for i, path := range fs.Args() {
		rows, err := readPoints(path)
		if err != nil {
			fmt.Fprintln(stderr, "tavolo-cli compare:", err)
			return 2
		}
		runs[i] = rows
	}
	n := min(len(runs[0]), len(runs[1]))
	if n == 0 {
		fmt.Fprintln(stderr, "tavolo-cli compare: no games to compare")
		return 2
	}
	np := len(runs[0][0])
	if *player < 0 || *player >= np {
		fmt.Fprintf(stderr, "tavolo-cli compare: --player %d: the files have %d players\n", *player, np)
		return 2
	}
	for r := range runs {
		for g, row := range runs[r][:n] {
			if len(row) != np || len(runs[1-r][g]) != np {
				fmt.Fprintf(stderr, "tavolo-cli compare: game %d: the files do not have the same players\n", g)
				return 2
			}
		}
	}
	pts := func(r, g int) float64 { return float64(runs[r][g][*player]) }
	margin := func(r, g int) float64 {
		others := 0.0
		for q, x := range runs[r][g] {
			if q != *player && np > 1 {
				others += float64(x) / float64(np-1)
			}
		}
		return pts(r, g) - others
	}
	dp, dm := make([]float64, n), make([]float64, n)
	var sum [2][2]float64
	for g := 0; g < n; g++ {
		dp[g] = pts(1, g) - pts(0, g)
		dm[g] = margin(1, g) - margin(0, g)
		for r := 0; r < 2; r++ {
			sum[r][0] += pts(r, g)
			sum[r][1] += margin(r, g)
		}
	}
	mp, sp := match.MeanSE(dp)
	mm, sm := match.MeanSE(dm)
	fmt.Fprintf(stdout, "B - A, player %d, %d games: points %+.2f (SE %.2f), margin %+.2f (SE %.2f); A %.2f points (margin %+.2f), B %.2f (%+.2f)\n",
		*player, n, mp, sp, mm, sm, sum[0][0]/float64(n), sum[0][1]/float64(n), sum[1][0]/float64(n), sum[1][1]/float64(n))
	if *actions == "" {
		return 0
	}
	files := strings.Split(*actions, ",")
	if len(files) != 2 {
		fmt.Fprintln(stderr, "tavolo-cli compare: --actions wants two files, A's then B's")
		return 2
	}
	var acts [2][][]string
	for i, path := range files {
		a, err := readActions(path)
		if err != nil {
			fmt.Fprintln(stderr, "tavolo-cli compare:", err)
			return 2
		}
		if len(a) < n {
			fmt.Fprintf(stderr, "tavolo-cli compare: %s has %d games, the points files %d\n", path, len(a), n)
			return 2
		}
		acts[i] = a
	}
	type group struct{ p, m []float64 }
	groups := map[string]*group{}
	for g := 0; g < n; g++ {
		key := partingKey(acts[0][g], acts[1][g])
		if groups[key] == nil {
			groups[key] = &group{}
		}
		groups[key].p = append(groups[key].p, dp[g])
		groups[key].m = append(groups[key].m, dm[g])
	}
	fmt.Fprintf(stdout, "%-44s %6s %18s %10s %10s\n", "where the runs part (A's action / B's)", "games", "points a game", "points", "margin")
	fmt.Fprintf(stdout, "%-44s %6s %18s %10s %10s\n", "", "", "(mean, SE)", "over all", "over all")
	for _, k := range slices.Sorted(maps.Keys(groups)) {
		gr := groups[k]
		m, se := match.MeanSE(gr.p)
		tp, tm := 0.0, 0.0
		for i := range gr.p {
			tp += gr.p[i]
			tm += gr.m[i]
		}
		fmt.Fprintf(stdout, "%-44s %6d %+9.2f (%5.2f) %+10.2f %+10.2f\n", k, len(gr.p), m, se, tp/float64(n), tm/float64(n))
	}
	return 0
}

// partingKey names where two runs of one game first took different
// actions: the action's number and each run's kind of action there (its
// player and first word), or "same actions".
func partingKey(a, b []string) string {
	kind := func(xs []string, i int) string {
		if i >= len(xs) {
			return "(end)"
		}
		return strings.Fields(xs[i])[0]
	}
	for i := 0; i < max(len(a), len(b)); i++ {
		if i >= len(a) || i >= len(b) || a[i] != b[i] {
			return fmt.Sprintf("action %2d: %s / %s", i+1, kind(a, i), kind(b, i))
		}
	}
	return "same actions"
}

// readPoints reads an arena --points file: one line a game, its number
// (counting from 0) then each player's points.
func readPoints(path string) ([][]int, error) {
	var rows [][]int
	err := readLines(path, func(line int, text string) error {
		f := strings.Fields(text)
		if len(f) < 2 {
			return fmt.Errorf("%s:%d: want the game's number and each player's points", path, line)
		}
		row := make([]int, len(f))
		for i, x := range f {
			v, err := strconv.Atoi(x)
			if err != nil {
				return fmt.Errorf("%s:%d: %q is not a number", path, line, x)
			}
			row[i] = v
		}
		if row[0] != len(rows) {
			return fmt.Errorf("%s:%d: game %d where game %d was due", path, line, row[0], len(rows))
		}
		rows = append(rows, row[1:])
		return nil
	})
	return rows, err
}

// readActions reads an arena --actions file: one line a game, its number
// then its actions, tab-separated.
func readActions(path string) ([][]string, error) {
	var games [][]string
	err := readLines(path, func(line int, text string) error {
		f := strings.Split(text, "\t")
		if n, err := strconv.Atoi(f[0]); err != nil || n != len(games) {
			return fmt.Errorf("%s:%d: want game %d's number first", path, line, len(games))
		}
		games = append(games, f[1:])
		return nil
	})
	return games, err
}

// readLines calls f for each line of the file that is not blank, with
// its number (from 1).
func readLines(path string, f func(line int, text string) error) error {
	file, err := os.Open(path)
	if err != nil {
		return err
	}
	defer file.Close()
	sc := bufio.NewScanner(file)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		if err := f(line, sc.Text()); err != nil {
			return err
		}
	}
	return sc.Err()
}
