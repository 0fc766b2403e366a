package play

import (
	"fmt"
	"runtime"
	"time"

	"tavolo/engine/arena"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
	"tavolo/engine/scala40/solver"
)

// bench is Scala 40's part of the benchmark set, the median of several
// rounds of each: the meld solver, easy self-play (complete 2-player
// hands per second on one goroutine) and the decision time of each
// player level.
func bench(b arena.Bench) int {
	// Solver: the best opening and the lowest deadwood of dealt hands.
	r := scala40.Default()
	s := solver.New(r)
	for _, size := range []int{13, 14} {
		hs := solver.DealtHands(20000, size, b.Seed)
		var open, dead []float64
		for k := 0; k < b.Rounds; k++ {
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
		fmt.Fprintf(b.Stdout, "solver %d cards: open %.0f ns/hand, deadwood %.0f ns/hand (20000 dealt hands)\n", size, arena.Median(open), arena.Median(dead))
	}

	// Self-play: easy against easy, 2 players, classic, one goroutine.
	var rates []float64
	for k := 0; k < b.Rounds; k++ {
		t0 := time.Now()
		n, bad := selfPlay("easy", "easy", b.Hands, b.Seed+uint64(k)*1000003)
		if bad > 0 {
			fmt.Fprintf(b.Stderr, "self-play: %d refused moves\n", bad)
			return 1
		}
		rates = append(rates, float64(n)/time.Since(t0).Seconds())
	}
	fmt.Fprintf(b.Stdout, "self-play easy vs easy: %.0f complete 2-player hands/s on one core\n", arena.Median(rates))

	// Decision times by level, each against easy.
	for _, lv := range ai.Levels() {
		nh := b.DecisionHands
		if lv == "hard" {
			nh = max(1, nh/10)
		}
		rr := b.Rounds
		if lv == "hard" {
			rr = 1
		}
		p50, p95, mx := arena.LevelTimes(rr, func(k int) []time.Duration {
			return decisionTimes(lv, nh, b.Seed+uint64(k)*7919, ai.Options{Budget: b.Budget})
		})
		fmt.Fprintf(b.Stdout, "decision %-6s: p50 %.3f ms, p95 %.3f ms, max %.3f ms (%d hands vs easy, %d rounds)\n",
			lv, p50, p95, mx, nh, rr)
	}
	return 0
}

// hintTimes times the table's hint: hard's move and its evidence on
// seat 0's view at hard's default settings on every core, as the app
// asks it, in a match that medium plays at every other seat.
func hintTimes(n int, seed uint64) []time.Duration {
	g, err := scala40.NewMatch(scala40.Default(), seed)
	if err != nil {
		return nil
	}
	opts := ai.Options{Workers: runtime.NumCPU()}
	return arena.HintTimes(g, n, func(s int) (match.Agent[scala40.View, scala40.Action], error) {
		return ai.New("medium", seed+uint64(s), opts)
	}, func(v scala40.View, k uint64) scala40.Action { return ai.Hint(v, k, opts).Action })
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
		for step := 0; step < arena.HandStepCap && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			s := g.ToMove()
			if _, err := g.Apply(ps[s].Choose(g.View(s))); err != nil {
				refused++
				break
			}
		}
		if g.Phase() == scala40.PhaseHandOver || g.Phase() == scala40.PhaseMatchOver {
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
		for step := 0; step < arena.HandStepCap && (g.Phase() == scala40.PhaseDraw || g.Phase() == scala40.PhasePlay); step++ {
			s := g.ToMove()
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
