package ai

import (
	"testing"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// TestPassingForRoundTwo: elder holding nothing in the turn-up suit and
// the top of another suit values passing in round 1 as what round 2
// brings it (naming that suit where the dealer passes too), not as an
// even hand: passing is worth far more than taking the turn-up suit,
// and hard passes.
func TestPassingForRoundTwo(t *testing.T) {
	parse := func(s string) []cards.Card {
		var out []cards.Card
		for _, f := range []string{s[0:2], s[3:5], s[6:8], s[9:11], s[12:14], s[15:17]} {
			face, err := cards.ParseFace(f)
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, cards.NewCard(face, 0))
		}
		return out
	}
	// Dealer 1: seat 0 is elder and speaks first. Spades from the Jass
	// down; the turn-up is a heart and seat 0 holds no heart.
	mine := parse("JS 9S AS TS KS AD")
	theirs := parse("7C 8C 9C QD 8D 7D")
	up := cards.NewCard(cards.NewFace(8, cards.Hearts), 0)
	used := kj.SetOf(append(append(append([]cards.Card{}, mine...), theirs...), up))
	var rest []cards.Card
	for _, c := range (kj.AllCards &^ used).Cards() {
		rest = append(rest, c)
	}
	d := kj.Deal{Upcard: up, Hands: [2][]cards.Card{mine, theirs}, Stock: rest}
	g, err := kj.NewFromSetup(kj.Default(), kj.Setup{Dealer: 1, Deal: d, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(0)
	if v.Phase != kj.PhaseBid || v.Seat != v.Elder || v.Round != 1 {
		t.Fatalf("not elder's first bid: phase %v round %d", v.Phase, v.Round)
	}
	adv := Hint(v, 5, Options{Budget: -1, BidWorlds: 64})
	if adv.Action.Kind != kj.Pass {
		t.Fatalf("hard plays %v with the top spades and no heart, want a pass", adv.Action)
	}
	var pass, take float64
	for _, c := range adv.Candidates {
		switch c.Action.Kind {
		case kj.Pass:
			pass = c.Gain
		case kj.Take:
			take = c.Gain
		}
	}
	if pass < 40 || pass < take+40 {
		t.Errorf("passing is worth %.1f and taking hearts %.1f: round 2's spades are not in the pass", pass, take)
	}
}
