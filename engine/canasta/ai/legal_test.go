package ai

import (
	"testing"

	"tavolo/engine/canasta"
	"tavolo/engine/match/matchtest"
)

// TestLegalPlaysLegally plays whole hands with Legal in every seat under
// every preset: the engine accepts every move it chooses, and every hand
// ends.
func TestLegalPlaysLegally(t *testing.T) {
	for _, p := range canasta.Presets() {
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := canasta.NewMatch(p.Rules, seed)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := matchtest.PlayHand(g, Legal{}, 5000); err != nil {
				t.Fatalf("%s, seed %d: %v", p.Name, seed, err)
			}
		}
	}
}
