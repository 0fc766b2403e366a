package ai

import (
	"testing"

	"tavolo/engine/canasta"
)

// midHand plays a 4-player hand of the default rules with medium at every
// seat until the seat to move is about to discard after at least steps
// moves, and returns that game.
func midHand(tb testing.TB, seed uint64, steps int) *canasta.Game {
	g, err := canasta.NewMatch(canasta.Default(), seed)
	if err != nil {
		tb.Fatal(err)
	}
	m := newMedium(seed)
	for step := 0; g.Phase() < canasta.PhaseHandOver; step++ {
		s := g.Actors()[0]
		v := g.View(s)
		if step >= steps && v.Phase == canasta.PhasePlay && v.Drew {
			return g
		}
		if _, err := g.Apply(m.Choose(v)); err != nil {
			tb.Fatal(err)
		}
	}
	tb.Fatalf("seed %d: the hand ended before step %d", seed, steps)
	return nil
}

// BenchmarkPlayout plays one medium playout of a 4-player hand from a
// mid-hand position to its end (what each of hard's deals costs).
func BenchmarkPlayout(b *testing.B) {
	g := midHand(b, 7, 40)
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		_, n := playout(g.Clone(), 0)
		moves += n
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// BenchmarkHardDecision makes one of hard's searched decisions (a discard,
// 16 deals, no time limit, one worker) from a mid-hand position.
func BenchmarkHardDecision(b *testing.B) {
	g := midHand(b, 7, 40)
	s := g.Actors()[0]
	v := g.View(s)
	o := unhurried(16)
	o.Workers = 1
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p := newHard(uint64(i), o)
		p.Choose(v)
		if p.last.worlds != 16 {
			b.Fatalf("searched %d deals, not 16", p.last.worlds)
		}
	}
}
