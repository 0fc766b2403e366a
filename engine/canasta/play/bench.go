package play

import (
	"fmt"
	"runtime"
	"time"

	"tavolo/engine/arena"
	"tavolo/engine/canasta"
	canastaai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
	"tavolo/engine/match"
)

// bench is the Canasta part of the benchmark set: easy self-play
// (complete 4-player hands of the default rules per second on one
// goroutine) and each level's decision times with its side against easy.
// Hard searches with its default options, its budget replaced by budget
// when that is set.
func bench(b arena.Bench) int {
	var rates []float64
	for k := 0; k < b.Rounds; k++ {
		t0 := time.Now()
		n, bad := canastaPlay("easy", "easy", b.Hands, b.Seed+uint64(k)*1000003, b.Budget, nil)
		if bad > 0 {
			fmt.Fprintf(b.Stderr, "canasta self-play: %d refused actions\n", bad)
			return 1
		}
		rates = append(rates, float64(n)/time.Since(t0).Seconds())
	}
	fmt.Fprintf(b.Stdout, "canasta self-play easy vs easy: %.0f complete 4-player hands/s on one core\n", arena.Median(rates))

	for _, lv := range canastaai.Levels() {
		nh, rr := b.DecisionHands, b.Rounds
		if lv == "hard" {
			nh, rr = max(1, b.DecisionHands/10), 1
		}
		p50, p95, mx := arena.LevelTimes(rr, func(k int) []time.Duration {
			var d []time.Duration
			canastaPlay(lv, "easy", nh, b.Seed+uint64(k)*7919, b.Budget, &d)
			return d
		})
		fmt.Fprintf(b.Stdout, "canasta decision %-6s: p50 %.3f ms, p95 %.3f ms, max %.3f ms (%d 4-player hands vs easy, %d rounds)\n",
			lv, p50, p95, mx, nh, rr)
	}
	return 0
}

// canastaPlay plays n single 4-player hands of the default rules, level a's
// side against level b's (the sides swapping each hand), and returns the
// hands completed and the refused actions; with times set it collects the
// decision times of a's seats.
func canastaPlay(a, b string, n int, seed uint64, budget time.Duration, times *[]time.Duration) (done, refused int) {
	var sr cards.Rand
	sr.Seed(seed)
	opts := canastaai.Options{Budget: budget}
	for i := 0; i < n; i++ {
		g, _ := canasta.NewMatch(canasta.Default(), sr.Derive())
		mine := make([]bool, g.Players())
		ps := make([]canastaai.Player, g.Players())
		for s := range ps {
			lv := b
			if mine[s] = g.SideOf(s) == i%2; mine[s] {
				lv = a
			}
			ps[s], _ = canastaai.New(lv, sr.Derive(), opts)
		}
		for step := 0; step < arena.HandStepCap; step++ {
			if g.Phase() >= canasta.PhaseHandOver {
				done++
				break
			}
			s, _ := g.Actor()
			t0 := time.Now()
			act := ps[s].Choose(g.View(s))
			if mine[s] && times != nil {
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
	g, err := canasta.NewMatch(canasta.Default(), seed)
	if err != nil {
		return nil
	}
	opts := canastaai.Options{Workers: runtime.NumCPU()}
	return arena.HintTimes(g, n, func(s int) (match.Agent[canasta.View, canasta.Action], error) {
		return canastaai.New("medium", seed+uint64(s), canastaai.Options{})
	}, func(v canasta.View, k uint64) canasta.Action { return canastaai.Hint(v, k, opts).Action })
}
