package solver

import (
	"os"
	"sort"
	"testing"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// TestTiming times every solve on its own and prints the median, p99 and
// worst per objective, with the search nodes per solve. It runs only
// with TAVOLO_SOLVER_TIMING=1 (=2 repeats every measurement).
func TestTiming(t *testing.T) {
	if os.Getenv("TAVOLO_SOLVER_TIMING") == "" {
		t.Skip("set TAVOLO_SOLVER_TIMING=1")
	}
	const n = 100000
	s := New(scala40.Default())
	h14 := DealtHands(n, 14, 42)
	h13 := DealtHands(n, 13, 43)
	h15 := DealtHands(n, 15, 44)
	rng := cards.NewRand(5)
	var j2, j4 []cards.Counts
	for i := 0; i < n/5; i++ {
		j2 = append(j2, forceJokers(h14[i], 2, rng))
		j4 = append(j4, forceJokers(h14[i+n/5], 4, rng))
	}
	ns := make([]int64, n)
	run := func(name string, hs []cards.Counts, f func(h *cards.Counts)) {
		ns = ns[:len(hs)]
		s.nodes = 0
		for i := range hs {
			t0 := time.Now()
			f(&hs[i])
			ns[i] = int64(time.Since(t0))
		}
		var sum int64
		for _, v := range ns {
			sum += v
		}
		sort.Slice(ns, func(a, b int) bool { return ns[a] < ns[b] })
		t.Logf("%-22s n=%6d median %6d ns  p99 %6d ns  max %8d ns  mean %6d ns  nodes/solve %.1f",
			name, len(ns), ns[len(ns)/2], ns[len(ns)*99/100], ns[len(ns)-1], sum/int64(len(ns)), float64(s.nodes)/float64(len(ns)))
	}
	for rep := 0; rep < reps(); rep++ {
		run("open 14", h14, func(h *cards.Counts) { s.Open(h) })
		run("deadwood 14", h14, func(h *cards.Counts) { s.Deadwood(h) })
		run("open 13", h13, func(h *cards.Counts) { s.Open(h) })
		run("deadwood 13", h13, func(h *cards.Counts) { s.Deadwood(h) })
		run("bestdiscard 15", h15, func(h *cards.Counts) { s.BestDiscard(h) })
		run("open 14, 2 jokers", j2, func(h *cards.Counts) { s.Open(h) })
		run("deadwood 14, 2 jokers", j2, func(h *cards.Counts) { s.Deadwood(h) })
		run("open 14, 4 jokers", j4, func(h *cards.Counts) { s.Open(h) })
		run("deadwood 14, 4 jokers", j4, func(h *cards.Counts) { s.Deadwood(h) })
	}
}

func reps() int {
	if os.Getenv("TAVOLO_SOLVER_TIMING") == "2" {
		return 2
	}
	return 1
}
