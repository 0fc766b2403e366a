package canasta

import (
	"testing"

	"tavolo/engine/cards"
)

// TestMeldedWorth: what a side's melds count by their cards during the
// hand, the figure its band shows beside the match total (nothing before
// it opens, 50 once it opens with three queens and four fours).
func TestMeldedWorth(t *testing.T) {
	g, err := NewFromSetup(Default(), Setup{Dealer: 3, Seed: 2, Deal: Deal{
		Hands: [][]cards.Card{hand(t, "QS QH QD 4S 4H 4D 4C 9D"), hand(t, "7C 8S"), hand(t, "9S 9H"), hand(t, "JD 8H")},
		Stock: hand(t, "8C KD 10D"),
		Pile:  hand(t, "10C 6C"),
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	if v := g.View(0); v.MeldedWorth(0) != 0 || v.MeldedWorth(-1) != 0 || v.MeldedWorth(2) != 0 {
		t.Fatalf("before any meld: %d", v.MeldedWorth(0))
	}
	for _, a := range []Action{{Kind: Meld, Melds: [][]cards.Card{hand(t, "QS QH QD"), hand(t, "4S 4H 4D 4C")}}} {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	v := g.View(0)
	if got := v.MeldedWorth(0); got != 50 {
		t.Errorf("three queens and four fours count %d, want 50", got)
	}
	if got := v.MeldedWorth(1); got != 0 {
		t.Errorf("the other side, with no meld, counts %d", got)
	}
	if got, want := v.MeldedWorth(0), v.Rules.Points(hand(t, "QS QH QD 4S 4H 4D 4C")); got != want {
		t.Errorf("the melds count %d, their cards %d", got, want)
	}
}
