package canasta

import (
	"testing"

	"fyne.io/fyne/v2"

	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// TestRedThreesSayTheSheetsFigure: a side's four red threes with no
// canasta read the same figure on the table as on the score sheet,
// with its sign (the table said "Red threes 800" where the sheet wrote
// -1600): during the hand what they count if it ended now, at its end
// the hand's line.
func TestRedThreesSayTheSheetsFigure(t *testing.T) {
	second := func(s string) cards.Card { return cards.NewCard(card(t, s).Face(), 1) }
	g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 2,
		RedThrees: [][]cards.Card{{card(t, "3H"), card(t, "3D"), second("3H"), second("3D")}, nil},
		Deal:      lastTurnDeal(t)})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}, fyne.NewSize(1100, 760))
	if !r.shows("Red threes -1600") {
		t.Fatalf("during the hand: %q", r.texts())
	}
	r.tap(r.tab.lay.stockR.Centre())
	r.dragCard(card(t, "5H"), r.tab.lay.pileR.Centre())
	r.drain()
	if g.Phase() != cn.PhaseHandOver || !r.tab.SheetUp {
		t.Fatalf("phase %v, sheet %v", g.Phase(), r.tab.SheetUp)
	}
	if !r.shows("4: -1600") {
		t.Fatalf("the sheet's line: %q", r.texts())
	}
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if !r.shows("Red threes -1600") {
		t.Fatalf("the table after the hand: %q", r.texts())
	}
}
