package play

import (
	"testing"

	"tavolo/engine/canasta"
	canastaai "tavolo/engine/canasta/ai"
	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/review/reviewtest"
)

// TestReviewSeesOnlyTheView: exchanging, in the deal, a card of the
// other player's hand with a stock card, where seat 0 saw neither by its
// fourth decision, leaves that decision's review as it was (same seed).
func TestReviewSeesOnlyTheView(t *testing.T) {
	r := canasta.Default()
	r.Players = canasta.PlayersTwo
	p := cards.CanastaPack.Shuffled(41)
	n := canasta.HandSize
	st := canasta.Setup{Dealer: 1, Seed: 41, Deal: canasta.Deal{Hands: [][]cards.Card{p[:n], p[n : 2*n]}, Stock: p[2*n:]}}
	g, err := canasta.NewFromSetup(r, st)
	if err != nil {
		t.Fatal(err)
	}
	var bots []match.Agent[canasta.View, canasta.Action]
	for s := range 2 {
		b, _ := canastaai.New("medium", uint64(s), canastaai.Options{})
		bots = append(bots, b)
	}
	rec, acts := reviewtest.Play(t, g, bots, []match.Player{{Name: "Anna", Kind: "medium"}, {Name: "Marta", Kind: "medium"}})
	record := reviewtest.Variants[canasta.Setup, canasta.Action](t, rec, func(s *canasta.Setup, variant int) (ok bool) {
		s.Deal.Hands, s.Deal.Stock, ok = reviewtest.Exchange(s.Deal.Hands, 1, s.Deal.Stock, variant)
		return ok
	})
	reviewtest.SeesOnlyTheView(t, reviewtest.Hand[canasta.View, canasta.Action]{
		Record: record, Acts: acts, Seat: 0, Nth: 4, Review: reviewHand,
		Replay: func(r *match.Record) (match.Game[canasta.View, canasta.Action], error) { return canasta.Replay(r) },
	})
}
