package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// TestBellaAsked: playing the second of King and Queen of trumps asks
// whether to announce bella; "Bella!" scores it.
func TestBellaAsked(t *testing.T) {
	hearts := cards.Hearts
	d := kj.Deal{
		Hands:  [2][]cards.Card{hand(t, "7H 8H 9H 10H JH QH KH AH AS"), hand(t, "KS QS JS 10S 9S 8S 7S AD KD")},
		Upcard: card(t, "QD"),
		Stock:  hand(t, "JD 10D 9D 8D 7D AC KC QC JC 10C 9C 8C 7C"),
	}
	g, err := kj.NewFromSetup(kj.Default(), kj.Setup{Dealer: 1, Deal: d, Trump: &hearts, Maker: 0, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	tab := r.tab
	r.tap(r.at(card(t, "KH")))
	if tab.Question != nil {
		t.Fatal("the first of King and Queen asked for bella")
	}
	r.drain()
	r.tap(r.at(card(t, "QH")))
	if tab.Question == nil || !r.shows("Announce bella") {
		t.Fatalf("no bella question: %q", r.texts())
	}
	r.choose(0)
	if !g.View(0).Bella[0] {
		t.Fatal("bella was not announced")
	}
	if !r.shows("Ada: bella!") {
		t.Fatalf("bella not said: %q", r.texts())
	}
}

// TestAnnulledDeal: both players pass twice; the table says the deal is
// annulled and deals again, under the same hand number (the sheet has no
// row for a deal thrown in).
func TestAnnulledDeal(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	tab := r.tab
	r.drain()
	r.press("Pass") // round one
	r.drain()       // Bea passes in round two
	r.press("Pass")
	if res := g.Result(); res == nil || !res.Annulled {
		t.Fatal("the deal was not annulled")
	}
	if !r.shows("The deal is annulled") {
		t.Fatalf("not said: %q", r.texts())
	}
	// Its panel's "Deal the next hand" is the only one, Escape or not: not
	// in the header too, nor the status line's way to it.
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	next := tab.Buttons.Next
	if n := countOf(tab.lay.Objects, next); n != 1 || next.Position().Y < table.HeaderHeight || r.shows("Next hand: the button at the top") {
		t.Fatalf("%q drawn %d times, at %v: %q", next.Text, n, next.Position(), r.texts())
	}
	r.press("Deal the next hand")
	r.drain()
	if g.View(0).HandNo != 1 || g.Phase() != kj.PhaseBid || g.Result() != nil {
		t.Fatalf("hand %d phase %v", g.View(0).HandNo, g.Phase())
	}
}

// countOf is how often o is among objects.
func countOf(objects []fyne.CanvasObject, o fyne.CanvasObject) int {
	n := 0
	for _, x := range objects {
		if x == o {
			n++
		}
	}
	return n
}
