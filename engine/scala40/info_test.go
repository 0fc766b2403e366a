package scala40

import (
	"math/rand/v2"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match/matchtest"
)

// TestInformation: a seat cannot tell its game from a twin whose hidden
// cards lie elsewhere (matchtest.Info), over 3,000 positions (2,000
// with -short) under every preset with 2 to 6 players. No event of a hand
// in play tells anything of the hidden cards; the hand's end shows them
// (and the check stops).
func TestInformation(t *testing.T) {
	s := conformance()
	s.Twin = func(g *Game, seat int, rng *rand.Rand) (*Game, [2]cards.Card, bool) {
		return g.Twin(seat, rng.IntN)
	}
	matchtest.Info(t, s, matchtest.InfoOptions{Seed: 1})
}
