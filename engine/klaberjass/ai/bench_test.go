package ai

import (
	"testing"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// BenchmarkHardDecision makes hard's decisions (bids and cards, 64 worlds
// a card and 32 a trump choice, no time limit, one worker) at the
// positions of seat 0 in first hands of medium self-play, in turn.
func BenchmarkHardDecision(b *testing.B) {
	var views []kj.View
	rng := cards.NewRand(5)
	for len(views) < 100 {
		g, _ := kj.New(kj.Default(), rng.Uint64())
		m := [2]Player{}
		m[0], _ = New("medium", 1, Options{})
		m[1], _ = New("medium", 2, Options{})
		for step := 0; step < 60 && g.Phase() < kj.PhaseHandOver; step++ {
			s := g.ToMove()
			v := g.View(s)
			if s == 0 && (g.Phase() == kj.PhaseBid || g.Phase() == kj.PhasePlay) {
				views = append(views, v)
			}
			if _, err := g.Apply(m[s].Choose(v)); err != nil {
				b.Fatal(err)
			}
		}
	}
	p, _ := New("hard", 9, Options{Budget: -1, Worlds: 64, BidWorlds: 32, Workers: 1})
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Choose(views[i%len(views)])
	}
}
