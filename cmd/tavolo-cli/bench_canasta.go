package main

import (
	"fmt"
	"io"
	"time"

	"tavolo/engine/canasta"
	canastaai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
)

// benchCanasta is the Canasta part of the benchmark set: easy self-play
// (complete 4-player hands of the default rules per second on one
// goroutine) and each level's decision times with its side against easy.
// Hard searches with its default options, its budget replaced by budget
// when that is set.
func benchCanasta(stdout, stderr io.Writer, rounds, hands, decHands int, seed uint64, budget time.Duration) int {
	var rates []float64
	for k := 0; k < rounds; k++ {
		t0 := time.Now()
		n, bad := canastaPlay("easy", "easy", hands, seed+uint64(k)*1000003, budget, nil)
		if bad > 0 {
			fmt.Fprintf(stderr, "canasta self-play: %d refused actions\n", bad)
			return 1
		}
		rates = append(rates, float64(n)/time.Since(t0).Seconds())
	}
	fmt.Fprintf(stdout, "canasta self-play easy vs easy: %.0f complete 4-player hands/s on one core\n", median(rates))

	for _, lv := range canastaai.Levels() {
		nh, rr := decHands, rounds
		if lv == "hard" {
			nh, rr = max(1, decHands/10), 1
		}
		p50, p95, mx := levelTimes(rr, func(k int) []time.Duration {
			var d []time.Duration
			canastaPlay(lv, "easy", nh, seed+uint64(k)*7919, budget, &d)
			return d
		})
		fmt.Fprintf(stdout, "canasta decision %-6s: p50 %.3f ms, p95 %.3f ms, max %.3f ms (%d 4-player hands vs easy, %d rounds)\n",
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
	opts := canastaai.DefaultSearch()
	if budget > 0 {
		opts.Budget = budget
	}
	for i := 0; i < n; i++ {
		g, _ := canasta.NewMatch(canasta.Default(), sr.Derive())
		mine := make([]bool, g.Players())
		ps := make([]canastaai.Player, g.Players())
		for s := range ps {
			lv := b
			if mine[s] = g.SideOf(s) == i%2; mine[s] {
				lv = a
			}
			ps[s], _ = canastaai.NewSearching(lv, sr.Derive(), opts)
		}
		for step := 0; step < handStepCap; step++ {
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
