package scala40

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
)

// TestNextHandOnTheTable: with a finished hand's score sheet closed, the
// header offers "Deal the next hand" and the status line says how to go
// on, where only the sheet or Return did (a key gave "Not your turn").
func TestNextHandOnTheTable(t *testing.T) {
	g := handOverGame(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	next := tab.Buttons.Next
	if tab.SheetUp || !slices.Contains(tab.lay.Objects, fyne.CanvasObject(next)) || next.Position().Y > table.HeaderHeight {
		t.Fatalf("no %q in the header with the sheet closed", next.Text)
	}
	if !r.shows("Next hand: the button at the top, or Return.") {
		t.Fatalf("the status line does not say how to go on: %q", r.texts())
	}
	next.OnTapped()
	if g.HandNo() != 2 {
		t.Fatalf("the header's button did not deal the next hand: hand %d", g.HandNo())
	}
	r.drain()
	if slices.Contains(tab.lay.Objects, fyne.CanvasObject(next)) && !tab.SheetUp {
		t.Fatal("the button stays in the header once the hand is dealt")
	}
}
