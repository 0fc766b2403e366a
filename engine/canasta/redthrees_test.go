package canasta

import (
	"testing"

	"tavolo/engine/cards"
)

// TestRedThreesWorth: what a side's red threes count on the table is the
// score sheet's figure with its sign: during the hand what they would
// count if it ended now, once scored the hand's red-threes line (the
// table said 800 where the sheet wrote -1600 for four red threes and no
// canasta).
func TestRedThreesWorth(t *testing.T) {
	g, err := NewFromSetup(Default(), Setup{Dealer: 3, Seed: 2,
		RedThrees: [][]cards.Card{hand(t, "3H 3D 3H 3D"), nil},
		Deal: Deal{
			Hands: [][]cards.Card{hand(t, "5H 6H 7H"), hand(t, "7C 8S"), hand(t, "9S 9H"), hand(t, "JD 8H")},
			Stock: hand(t, "8C KD"),
			Pile:  hand(t, "10C 6C"),
			Built: true,
		}})
	if err != nil {
		t.Fatal(err)
	}
	v := g.View(0)
	if got := v.RedThreesWorth(0); got != -1600 {
		t.Errorf("during the hand, four red threes and no canasta count %d, want -1600", got)
	}
	if got := v.RedThreesWorth(1); got != 0 {
		t.Errorf("no red threes count %d", got)
	}
	for _, a := range []Action{{Kind: Draw}, {Kind: Discard, Cards: g.Hand(0)[:1]}} {
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != PhaseHandOver {
		t.Fatalf("phase %v", g.Phase())
	}
	l, ok := lineByKey(g.Score().Hands[0].Lines[0], LineRedThrees)
	for seat := range 4 {
		v := g.View(seat)
		if got := v.RedThreesWorth(0); !ok || got != l.Points || got != -1600 {
			t.Errorf("seat %d: the red threes count %d, the sheet's line %+v", seat, got, l)
		}
	}
}
