package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	kj "tavolo/engine/klaberjass"
)

// nearTheEnd is fixedDeal's hand with both players at 490 of 500: the
// match ends with this hand, played out here by the engine's first legal
// moves.
func nearTheEnd(t *testing.T) *kj.Game {
	t.Helper()
	g := fixedDealAt(t, [2]int{490, 490})
	for i := 0; i < 100 && g.Phase() != kj.PhaseMatchOver; i++ {
		if _, err := g.Apply(g.Legal(g.ToMove())[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != kj.PhaseMatchOver {
		t.Fatalf("the match did not end: %v", g.Phase())
	}
	return g
}

// TestReturnKeepsTheMatchEnd: Return at the end of the match leaves the
// end-of-match screen up (it closed it to the bare table before the
// player had read it), and brings it back after Esc closed it.
func TestReturnKeepsTheMatchEnd(t *testing.T) {
	r := newRig(t, nearTheEnd(t), []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	if !r.tab.SheetUp || !r.shows("The match is over") {
		t.Fatalf("no end-of-match screen: %q", r.texts())
	}
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !r.tab.SheetUp || !r.shows("The match is over") {
		t.Fatalf("Return closed the end of the match: %q", r.texts())
	}
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if r.tab.SheetUp {
		t.Fatal("Esc did not close the end of the match, to look at the table")
	}
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !r.tab.SheetUp || !r.shows("The match is over") {
		t.Fatalf("Return did not bring the end of the match back: %q", r.texts())
	}
}

// TestReturnDealsAtAHandsEnd: at the end of a hand that does not end
// the match, Return deals the next one, with the sheet up or after Esc
// closed it to look at the table, as on every board
// (table.Core.ReturnAtEnd).
func TestReturnDealsAtAHandsEnd(t *testing.T) {
	for _, esc := range []bool{false, true} {
		g := fixedDeal(t)
		for i := 0; i < 100 && g.Phase() != kj.PhaseHandOver; i++ {
			if _, err := g.Apply(g.Legal(g.ToMove())[0]); err != nil {
				t.Fatal(err)
			}
		}
		if g.Phase() != kj.PhaseHandOver {
			t.Fatalf("the hand did not end: %v", g.Phase())
		}
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Human: true}})
		if !r.tab.SheetUp {
			t.Fatal("no sheet at the end of the hand")
		}
		if esc {
			r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
		}
		r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if n := g.View(0).HandNo; n != 2 || r.tab.SheetUp {
			t.Fatalf("Return (after Esc %v) did not deal the next hand: hand %d, sheet %v", esc, n, r.tab.SheetUp)
		}
	}
}
