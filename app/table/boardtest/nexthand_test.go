package boardtest

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/match"
)

// TestEveryBoardOffersTheNextHand: at 800×600 and 1920×1080, in English
// and in Italian, once a hand is over and its score sheet closed, every
// board's header offers "Deal the next hand" (Klaberjass had no room for
// it beside the trump badge), inside the window with nothing crowded,
// the status line says how to go on, and the button deals it.
func TestEveryBoardOffersTheNextHand(t *testing.T) {
	everyBoard(t, func(t *testing.T, b board, size fyne.Size, name string) {
		o := openAt(t, b, size)
		playOutTheHand(t, o)
		o.showSheet(false)
		next := o.buttons.Next
		if !slices.Contains(o.objects(), fyne.CanvasObject(next)) || !next.Visible() || next.Position().Y > table.HeaderHeight {
			t.Fatalf("no %q in the header with the sheet closed: %q", next.Text, tabletest.Texts(o.objects()))
		}
		if how := lang.L("Next hand: the button at the top, or Return."); !tabletest.Shows(tabletest.Texts(o.objects()), how) {
			t.Errorf("the status line does not say %q", how)
		}
		for _, p := range tabletest.Crowded(o.objects(), size) {
			t.Errorf("the table: %s", p)
		}
		tabletest.Shot(t, o.win, "nexthand-"+name)
		next.OnTapped()
		o.drain()
		if o.stage() == match.HandOver {
			t.Fatal("the header's button did not deal the next hand")
		}
	})
}

// playOutTheHand plays the person's first legal move at each of their
// turns, the computers theirs, until the hand is over.
func playOutTheHand(t *testing.T, o opened) {
	t.Helper()
	for range 5000 {
		if o.stage() != match.Playing {
			break
		}
		if o.myTurn() && !o.play() {
			t.Fatal("the person to move has no move")
		}
		o.drain()
	}
	if o.stage() != match.HandOver {
		t.Fatalf("the hand did not end: stage %v", o.stage())
	}
	o.Refresh()
}
