package klaberjass

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
)

// TestHandEndsOnItsLastTrick: with the sheet closed at the hand's end,
// the hand's last trick lies in the middle as it fell, not greyed out,
// with who won it (the middle was bare, or a trick greyed as if it were
// stale).
func TestHandEndsOnItsLastTrick(t *testing.T) {
	g := fixedDeal(t)
	playHand(t, g)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	v := g.View(0)
	if r.tab.SheetUp || len(v.LastTrick) != 2 {
		t.Fatalf("sheet %v, last trick %v", r.tab.SheetUp, v.LastTrick)
	}
	for _, p := range v.LastTrick {
		if _, ok := r.tab.lay.CardAt[p.Card]; !ok {
			t.Fatalf("the last trick's %s is not on the table: %q", p.Card, r.texts())
		}
		if slices.Contains(tabletest.Shaded(r.tab.lay.Objects), p.Card.Face()) {
			t.Errorf("the last trick's %s is greyed out at the hand's end", p.Card)
		}
	}
	if !r.shows(r.tab.Driver.Name(v.LastWinner) + " won the trick") {
		t.Errorf("no winner of the last trick: %q", r.texts())
	}
}
