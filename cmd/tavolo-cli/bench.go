package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"

	"tavolo/engine/arena"
	"tavolo/engine/games"
)

// runBench runs the standard benchmark set, each game's part (its
// descriptor's Bench) in the list's order and then the tables' hint in
// each game, printing the median of several rounds of each.
func runBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rounds := fs.Int("rounds", 5, "rounds of each benchmark (the median is printed)")
	hands := fs.Int("hands", 1000, "easy self-play hands per round")
	decHands := fs.Int("decision-hands", 100, "hands per level for the decision times (hard: a tenth, at least 1)")
	budget := fs.Duration("budget", 0, "hard's budget per decision (default: the game's own)")
	seed := fs.Uint64("seed", 1, "seed")
	game := fs.String("game", "all", "a game's name, hint (the tables' hint in each game) or all")
	hints := fs.Int("hints", 30, "hints timed per game")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var benched []games.Game
	for _, g := range games.All() {
		if g.Bench != nil && (*game == "all" || *game == g.Name) {
			benched = append(benched, g)
		}
	}
	if len(benched) == 0 && *game != "hint" {
		fmt.Fprintf(stderr, "tavolo-cli bench: unknown game %q\n", *game)
		return 2
	}
	fmt.Fprintf(stdout, "tavolo-cli bench: %s/%s, %d CPUs, Go %s, %d rounds, medians\n",
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), *rounds)
	b := arena.Bench{Rounds: *rounds, Hands: *hands, DecisionHands: *decHands, Budget: *budget, Seed: *seed, Stdout: stdout, Stderr: stderr}
	for _, g := range benched {
		if rc := g.Bench(b); rc != 0 {
			return rc
		}
	}
	if *game == "all" || *game == "hint" {
		benchHints(stdout, *hints, *seed)
	}
	return 0
}

// benchHints times the table's hint in each game: hard's move and its
// evidence on a player's view at hard's default settings on every core,
// as the app asks it, over the first n decisions of seat 0 in matches
// that medium plays at every other seat.
func benchHints(stdout io.Writer, n int, seed uint64) {
	for _, g := range games.All() {
		if g.HintTimes == nil {
			continue
		}
		d := g.HintTimes(n, seed)
		if len(d) == 0 {
			fmt.Fprintf(stdout, "%s hint: no decision of seat 0\n", g.Name)
			continue
		}
		slices.Sort(d)
		fmt.Fprintf(stdout, "%s hint: p50 %.1f ms, p95 %.1f ms, max %.1f ms (%d hints, %d workers)\n",
			g.Name, arena.Percentile(d, 0.5), arena.Percentile(d, 0.95), arena.Millis(d[len(d)-1]), len(d), runtime.NumCPU())
	}
}
