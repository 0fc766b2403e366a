package ai

import (
	"testing"

	"tavolo/engine/match/matchtest"
	"tavolo/engine/scala40"
)

// TestLegalPlaysLegally plays whole hands with Legal in every seat, two
// to four players: the engine accepts every move it chooses, and every
// hand ends.
func TestLegalPlaysLegally(t *testing.T) {
	for players := 2; players <= 4; players++ {
		r := scala40.Default()
		r.Players = players
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := scala40.NewMatch(r, seed)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := matchtest.PlayHand(g, Legal{}, 5000); err != nil {
				t.Fatalf("%d players, seed %d: %v", players, seed, err)
			}
		}
	}
}
