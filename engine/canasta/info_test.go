package canasta

import (
	"testing"

	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// TestInformation: a seat cannot tell its game from a twin whose hidden
// cards lie elsewhere (matchtest.Info), over 3,000 positions (2,000
// with -short) under every preset with 2, 3, 4 and 6 players. A hand's
// score and the match's end tell the cards left in the hands, and a hand
// that ends on an empty stock tells that the player could not take the
// pile (§1.9): the check stops there.
func TestInformation(t *testing.T) {
	s := subject([]int{4, 2, 3, 6})
	s.Where, s.SwapHidden = (*Game).Where, (*Game).SwapHidden
	s.Reveals = func(e match.Event) bool {
		return e.Kind == EvExhausted || e.Kind == EvHandScored || e.Kind == EvMatchOver
	}
	matchtest.Info(t, s, matchtest.InfoOptions{Seed: 1})
}
