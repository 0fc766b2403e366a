package scala40

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
)

// TestHandOrderAndPozzo: one click sorts the hand by rank or by suit, a
// drag within the hand moves a card where it is dropped, and the pozzo's
// contents open on demand.
func TestHandOrderAndPozzo(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	bySuit := slices.Clone(tab.handShown())
	test.Tap(tab.ui.sortBtn)
	byRank := slices.Clone(tab.handShown())
	if slices.Equal(bySuit, byRank) {
		t.Fatal("sorting by rank changed nothing")
	}
	for i := 1; i < len(byRank); i++ {
		if !byRank[i].IsJoker() && byRank[i].Rank() < byRank[i-1].Rank() {
			t.Fatalf("not by rank: %v", byRank)
		}
	}
	test.Tap(tab.ui.sortBtn)
	if !slices.Equal(tab.handShown(), bySuit) {
		t.Fatal("sorting by suit again does not give the same order")
	}

	// Drag the last card to the far left of the hand.
	last := bySuit[len(bySuit)-1]
	first := tab.lay.CardAt[bySuit[0]]
	r.dragCard(last, first.Pos().AddXY(2, first.H/2))
	if got := tab.handShown(); got[0] != last {
		t.Fatalf("the dragged card is at %d, want 0", slices.Index(got, last))
	}

	// The pozzo's contents, on demand.
	test.Tap(tab.ui.pozzoBtn)
	if !tab.pozzo || !r.shows("The pozzo, from the bottom: 1 cards") {
		t.Fatalf("pozzo panel: %q", r.texts())
	}
	test.Tap(tab.ui.closePozzo)
	if tab.pozzo {
		t.Fatal("the pozzo panel does not close")
	}
}
