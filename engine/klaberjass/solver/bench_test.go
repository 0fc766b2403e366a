package solver

import (
	"slices"
	"testing"
	"time"

	"tavolo/engine/cards"
)

// BenchmarkSolve9 solves random 9+9 deals from the first trick, each
// from an empty table.
func BenchmarkSolve9(b *testing.B) {
	deals := RandomDeals(1000, 9, 1)
	s := New(DefaultDuties())
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Clear()
		s.Solve(deals[i%len(deals)])
	}
}

// BenchmarkMoves9 values every lead of random 9+9 deals (what PIMC asks
// of each world at the first trick).
func BenchmarkMoves9(b *testing.B) {
	deals := RandomDeals(1000, 9, 1)
	s := New(DefaultDuties())
	var vals [NumCards]int
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Clear()
		s.Moves(deals[i%len(deals)], &vals)
	}
}

// TestTimes prints the median and p99 of solving 9+9 deals
// (go test -run TestTimes -v -times); it asserts nothing.
func TestTimes(t *testing.T) {
	if !*times {
		t.Skip("-times not set")
	}
	deals := RandomDeals(2000, 9, 7)
	s := New(DefaultDuties())
	d := make([]time.Duration, len(deals))
	n0 := s.Nodes()
	for i := range deals {
		s.Clear()
		t0 := time.Now()
		s.Solve(deals[i])
		d[i] = time.Since(t0)
	}
	slices.Sort(d)
	t.Logf("9+9 solve: median %v, p90 %v, p99 %v, max %v, %d nodes/deal", d[len(d)/2], d[len(d)*9/10], d[len(d)*99/100], d[len(d)-1], (s.Nodes()-n0)/int64(len(d)))
	_ = cards.Hearts
}
