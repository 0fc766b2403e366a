package ai

import (
	"testing"

	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// TestLegalPlaysLegally plays whole hands with Legal in every seat: the
// engine accepts every move it chooses, and every hand ends.
func TestLegalPlaysLegally(t *testing.T) {
	for i, r := range []scala40.Rules{scala40.Default()} {
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := scala40.NewMatch(r, seed)
			if err != nil {
				t.Fatal(err)
			}
			for steps := 0; g.Outcome().Stage == match.Playing; steps++ {
				if steps > 5000 {
					t.Fatalf("rules %d, seed %d: the hand does not end", i, seed)
				}
				s := g.Actors()[0]
				a := Legal{}.Choose(g.View(s))
				if _, err := g.Apply(a); err != nil {
					t.Fatalf("rules %d, seed %d: seat %d played %v: %v", i, seed, s, a, err)
				}
			}
		}
	}
}
