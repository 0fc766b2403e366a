package ai

import (
	"testing"

	"tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// TestLegalPlaysLegally plays whole hands with Legal in both seats (the
// elder takes, so that the hand is played rather than annulled): the
// engine accepts every move it chooses, and every hand ends.
func TestLegalPlaysLegally(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		g, err := klaberjass.New(klaberjass.Default(), seed)
		if err != nil {
			t.Fatal(err)
		}
		plays := 0
		for steps := 0; g.Outcome().Stage == match.Playing; steps++ {
			if steps > 500 {
				t.Fatalf("seed %d: the hand does not end", seed)
			}
			s := g.Actors()[0]
			v := g.View(s)
			a := Legal{}.Choose(v)
			if v.Phase == klaberjass.PhaseBid && v.Round == 1 {
				a = klaberjass.Action{Kind: klaberjass.Take, Seat: s}
			}
			if a.Kind == klaberjass.Play {
				plays++
			}
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("seed %d: seat %d played %v: %v", seed, s, a, err)
			}
		}
		if plays != 18 {
			t.Errorf("seed %d: %d cards played, want 18", seed, plays)
		}
	}
}
