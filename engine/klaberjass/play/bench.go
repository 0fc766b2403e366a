package play

import (
	"fmt"
	"runtime"
	"slices"
	"time"

	"tavolo/engine/arena"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	kjai "tavolo/engine/klaberjass/ai"
	"tavolo/engine/klaberjass/solver"
	"tavolo/engine/match"
)

// bench is the Klaberjass part of the benchmark set: the
// double-dummy solver on 9+9 deals from the first trick (each solve from
// an empty table), easy self-play, and each level's decision times
// against easy.
func bench(b arena.Bench) int {
	s := solver.New(solver.DefaultDuties())
	deals := solver.RandomDeals(2000, 9, b.Seed)
	var med, p99, mov []float64
	var vals [solver.NumCards]int
	for k := 0; k < b.Rounds; k++ {
		d := make([]time.Duration, len(deals))
		for i := range deals {
			s.Clear()
			t0 := time.Now()
			s.Solve(deals[i])
			d[i] = time.Since(t0)
		}
		slices.Sort(d)
		med = append(med, arena.Millis(d[len(d)/2]))
		p99 = append(p99, arena.Percentile(d, 0.99))
		t0 := time.Now()
		for i := range deals[:500] {
			s.Clear()
			s.Moves(deals[i], &vals)
		}
		mov = append(mov, arena.Millis(time.Since(t0)/500))
	}
	fmt.Fprintf(b.Stdout, "klaberjass solver 9+9: median %.3f ms, p99 %.3f ms per deal; every lead valued %.3f ms per deal (2000 random deals)\n",
		arena.Median(med), arena.Median(p99), arena.Median(mov))

	var rates []float64
	for k := 0; k < b.Rounds; k++ {
		t0 := time.Now()
		n, bad := kjPlay("easy", "easy", 2000, b.Seed+uint64(k)*1000003, kjai.Options{}, nil)
		if bad > 0 {
			fmt.Fprintf(b.Stderr, "klaberjass self-play: %d refused actions\n", bad)
			return 1
		}
		rates = append(rates, float64(n)/time.Since(t0).Seconds())
	}
	fmt.Fprintf(b.Stdout, "klaberjass self-play easy vs easy: %.0f hands/s on one core\n", arena.Median(rates))

	for _, lv := range kjai.Levels() {
		nh := b.DecisionHands
		rr := b.Rounds
		if lv == "hard" {
			nh, rr = max(1, b.DecisionHands/10), 1
		}
		p50, p95, mx := arena.LevelTimes(rr, func(k int) []time.Duration {
			var d []time.Duration
			kjPlay(lv, "easy", nh, b.Seed+uint64(k)*7919, kjai.Options{Budget: b.Budget}, &d)
			return d
		})
		fmt.Fprintf(b.Stdout, "klaberjass decision %-6s: p50 %.3f ms, p95 %.3f ms, max %.3f ms (%d hands vs easy, %d rounds)\n",
			lv, p50, p95, mx, nh, rr)
	}
	return 0
}

// kjPlay plays n single hands of level a against level b (seats
// alternating) and returns the hands completed and the refused actions;
// with times set it collects the decision times of a.
func kjPlay(a, b string, n int, seed uint64, o kjai.Options, times *[]time.Duration) (done, refused int) {
	var sr cards.Rand
	sr.Seed(seed)
	for i := 0; i < n; i++ {
		g, _ := kj.New(kj.Default(), sr.Derive())
		me := i % 2
		var ps [2]kjai.Player
		ps[me], _ = kjai.New(a, sr.Derive(), o)
		ps[1-me], _ = kjai.New(b, sr.Derive(), o)
		for step := 0; step < 200; step++ {
			ph := g.Phase()
			if ph == kj.PhaseHandOver || ph == kj.PhaseMatchOver {
				done++
				break
			}
			s := g.ToMove()
			t0 := time.Now()
			act := ps[s].Choose(g.View(s))
			if s == me && times != nil {
				*times = append(*times, time.Since(t0))
			}
			if _, err := g.Apply(act); err != nil {
				refused++
				break
			}
		}
	}
	return done, refused
}

// hintTimes times the table's hint: hard's move and its evidence on
// seat 0's view at hard's default settings on every core, as the app
// asks it, in a match that medium plays at every other seat.
func hintTimes(n int, seed uint64) []time.Duration {
	g, err := kj.New(kj.Default(), seed)
	if err != nil {
		return nil
	}
	opts := kjai.Options{Workers: runtime.NumCPU()}
	return arena.HintTimes(g, n, func(s int) (match.Agent[kj.View, kj.Action], error) {
		return kjai.New("medium", seed+uint64(s), opts)
	}, func(v kj.View, k uint64) kj.Action { return kjai.Hint(v, k, opts).Action })
}
