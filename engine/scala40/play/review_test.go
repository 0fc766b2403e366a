package play

import (
	"reflect"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/review"
	"tavolo/engine/review/reviewtest"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// TestReviewSameEachTime: the review of a Scala 40 hand searches without
// a time limit, so the same seed gives the same review however busy the
// machine is (with hard's 900 ms limit it did not on a loaded one).
func TestReviewSameEachTime(t *testing.T) {
	r := scala40.Default()
	r.Players = 2
	g, err := scala40.NewMatch(r, 8)
	if err != nil {
		t.Fatal(err)
	}
	var bots []ai.Player
	for _, l := range []string{"random", "easy"} {
		b, _ := ai.New(l, 3, ai.Options{})
		bots = append(bots, b)
	}
	for g.Outcome().Stage == match.Playing {
		s := g.Actors()[0]
		if _, err := g.Apply(bots[s].Choose(g.View(s))); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := g.Record([]match.Player{{Name: "random", Kind: "random"}, {Name: "easy", Kind: "easy"}})
	if err != nil {
		t.Fatal(err)
	}
	o := review.Options{Seat: 1, Seed: 4}
	first, err := reviewHand(rec, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(first) < 5 {
		t.Fatalf("only %d decisions", len(first))
	}
	again, _ := reviewHand(rec, o)
	if !reflect.DeepEqual(first, again) {
		t.Fatalf("two reviews differ:\n%+v\n%+v", first, again)
	}
}

// TestReviewSeesOnlyTheView: exchanging, in the deal, a card of the
// other player's hand with a stock card, where seat 0 saw neither by its
// fourth decision, leaves that decision's review as it was (same seed).
func TestReviewSeesOnlyTheView(t *testing.T) {
	p := cards.Scala40Pack.Shuffled(41)
	st := scala40.Setup{Players: 2, Dealer: 1, Seed: 41,
		Deal: scala40.Deal{Hands: [][]cards.Card{p[0:13], p[13:26]}, Pile: p[26:27], Stock: p[27:]}}
	g, err := scala40.NewFromSetup(scala40.Default(), st)
	if err != nil {
		t.Fatal(err)
	}
	var bots []match.Agent[scala40.View, scala40.Action]
	for s := range 2 {
		b, _ := ai.New("medium", uint64(s), ai.Options{})
		bots = append(bots, b)
	}
	rec, acts := reviewtest.Play(t, g, bots, []match.Player{{Name: "Anna", Kind: "medium"}, {Name: "Marta", Kind: "medium"}})
	record := reviewtest.Variants[scala40.Setup, scala40.Action](t, rec, func(s *scala40.Setup, variant int) (ok bool) {
		s.Deal.Hands, s.Deal.Stock, ok = reviewtest.Exchange(s.Deal.Hands, 1, s.Deal.Stock, variant)
		return ok
	})
	reviewtest.SeesOnlyTheView(t, reviewtest.Hand[scala40.View, scala40.Action]{
		Record: record, Acts: acts, Seat: 0, Nth: 4, Review: reviewHand,
		Replay: func(r *match.Record) (match.Game[scala40.View, scala40.Action], error) { return scala40.Replay(r) },
	})
}
