package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"slices"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
	"tavolo/engine/scala40/solver"
)

// runBench runs the standard benchmark set and prints the median of
// several rounds of each: the meld solver, easy self-play (complete
// 2-player hands per second on one goroutine) and the decision time of
// each player level.
func runBench(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rounds := fs.Int("rounds", 5, "rounds of each benchmark (the median is printed)")
	hands := fs.Int("hands", 1000, "easy self-play hands per round")
	decHands := fs.Int("decision-hands", 100, "hands per level for the decision times (hard: a tenth, at least 1)")
	budget := fs.Duration("budget", 0, fmt.Sprintf("hard's budget per decision (default %v)", ai.DefaultBudget))
	seed := fs.Uint64("seed", 1, "seed")
	game := fs.String("game", "all", "scala40, klaberjass, canasta, hint (the tables' hint in each game) or all")
	hints := fs.Int("hints", 30, "hints timed per game")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	fmt.Fprintf(stdout, "tavolo-cli bench: %s/%s, %d CPUs, Go %s, %d rounds, medians\n",
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), *rounds)
	switch *game {
	case "klaberjass":
		return benchKlaberjass(stdout, stderr, *rounds, *decHands, *seed, *budget)
	case "canasta":
		return benchCanasta(stdout, stderr, *rounds, *hands, *decHands, *seed, *budget)
	case "hint":
		return benchHints(stdout, *hints, *seed)
	}

	// Solver: the best opening and the lowest deadwood of dealt hands.
	r := scala40.Default()
	s := solver.New(r)
	for _, size := range []int{13, 14} {
		hs := solver.DealtHands(20000, size, *seed)
		var open, dead []float64
		for k := 0; k < *rounds; k++ {
			t0 := time.Now()
			for i := range hs {
				s.Open(&hs[i])
			}
			open = append(open, float64(time.Since(t0).Nanoseconds())/float64(len(hs)))
			t0 = time.Now()
			for i := range hs {
				s.Deadwood(&hs[i])
			}
			dead = append(dead, float64(time.Since(t0).Nanoseconds())/float64(len(hs)))
		}
		fmt.Fprintf(stdout, "solver %d cards: open %.0f ns/hand, deadwood %.0f ns/hand (20000 dealt hands)\n", size, median(open), median(dead))
	}

	// Self-play: easy against easy, 2 players, classic, one goroutine.
	var rates []float64
	for k := 0; k < *rounds; k++ {
		t0 := time.Now()
		n, bad := selfPlay("easy", "easy", *hands, *seed+uint64(k)*1000003)
		if bad > 0 {
			fmt.Fprintf(stderr, "self-play: %d refused moves\n", bad)
			return 1
		}
		rates = append(rates, float64(n)/time.Since(t0).Seconds())
	}
	fmt.Fprintf(stdout, "self-play easy vs easy: %.0f complete 2-player hands/s on one core\n", median(rates))

	// Decision times by level, each against easy.
	for _, lv := range ai.Levels() {
		nh := *decHands
		if lv == "hard" {
			nh = max(1, nh/10)
		}
		rr := *rounds
		if lv == "hard" {
			rr = 1
		}
		p50, p95, mx := levelTimes(rr, func(k int) []time.Duration {
			return decisionTimes(lv, nh, *seed+uint64(k)*7919, ai.Options{Budget: *budget})
		})
		fmt.Fprintf(stdout, "decision %-6s: p50 %.3f ms, p95 %.3f ms, max %.3f ms (%d hands vs easy, %d rounds)\n",
			lv, p50, p95, mx, nh, rr)
	}
	if *game == "all" {
		if rc := benchKlaberjass(stdout, stderr, *rounds, *decHands, *seed, *budget); rc != 0 {
			return rc
		}
		if rc := benchCanasta(stdout, stderr, *rounds, *hands, *decHands, *seed, *budget); rc != 0 {
			return rc
		}
		return benchHints(stdout, *hints, *seed)
	}
	return 0
}

// levelTimes runs rounds of a level's decisions (times gives round k's
// decision times) and returns the medians over the rounds of each
// round's p50, p95 and longest decision, in milliseconds; a round with
// no decision is left out.
func levelTimes(rounds int, times func(k int) []time.Duration) (p50, p95, longest float64) {
	var a, b, c []float64
	for k := 0; k < rounds; k++ {
		d := times(k)
		if len(d) == 0 {
			continue
		}
		slices.Sort(d)
		a = append(a, percentile(d, 0.5))
		b = append(b, percentile(d, 0.95))
		c = append(c, ms(d[len(d)-1]))
	}
	return median(a), median(b), median(c)
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s) == 0 {
		return 0
	}
	return s[len(s)/2]
}

// selfPlay plays n single 2-player hands (classic) between two levels
// and returns the hands completed and the moves the engine refused.
func selfPlay(a, b string, n int, seed uint64) (done, refused int) {
	r := scala40.Default()
	r.Players = 2
	var sr cards.Rand
	sr.Seed(seed)
	for i := 0; i < n; i++ {
		g, _ := scala40.NewMatch(r, sr.Derive())
		pa, _ := ai.New(a, sr.Derive(), ai.Options{})
		pb, _ := ai.New(b, sr.Derive(), ai.Options{})
		ps := [2]ai.Player{pa, pb}
		for step := 0; step < handStepCap && (g.Phase == scala40.PhaseDraw || g.Phase == scala40.PhasePlay); step++ {
			s := g.ToMove
			if _, err := g.Apply(ps[s].Choose(g.View(s))); err != nil {
				refused++
				break
			}
		}
		if g.Phase == scala40.PhaseHandOver || g.Phase == scala40.PhaseMatchOver {
			done++
		}
	}
	return done, refused
}

// decisionTimes plays n hands of level against easy (seats alternating)
// and returns the time of each of level's decisions.
func decisionTimes(level string, n int, seed uint64, o ai.Options) []time.Duration {
	r := scala40.Default()
	r.Players = 2
	var sr cards.Rand
	sr.Seed(seed)
	var out []time.Duration
	for i := 0; i < n; i++ {
		g, _ := scala40.NewMatch(r, sr.Derive())
		me := i % 2
		ps := [2]ai.Player{}
		ps[me], _ = ai.New(level, sr.Derive(), o)
		ps[1-me], _ = ai.New("easy", sr.Derive(), o)
		for step := 0; step < handStepCap && (g.Phase == scala40.PhaseDraw || g.Phase == scala40.PhasePlay); step++ {
			s := g.ToMove
			v := g.View(s)
			t0 := time.Now()
			a := ps[s].Choose(v)
			if s == me {
				out = append(out, time.Since(t0))
			}
			if g.Play(a) != nil {
				break
			}
		}
	}
	return out
}
