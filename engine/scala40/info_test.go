package scala40

import (
	"testing"

	"tavolo/engine/match/matchtest"
)

// TestInformation: a seat cannot tell its game from a twin whose hidden
// cards lie elsewhere (matchtest.Info), over 3,000 positions (2,000
// with -short) under every preset with 2 to 6 players. No event of a hand
// in play tells anything of the hidden cards; the hand's end shows them
// (and the check stops).
func TestInformation(t *testing.T) {
	s := conformance()
	s.Where, s.SwapHidden = (*Game).Where, (*Game).SwapHidden
	matchtest.Info(t, s, matchtest.InfoOptions{Seed: 1})
}
