package canasta

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestKeysUnderTheCoverDoNothing: while the hot-seat cover is up, every
// key but the cover's own Return leaves the table as it was.
func TestKeysUnderTheCoverDoNothing(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, true), fyne.NewSize(1100, 760))
	tab := r.tab
	if tab.Driver.Cover() != 0 {
		t.Fatal("no cover")
	}
	phase := g.Phase()
	for _, k := range "hdtpsx 1" {
		tab.TypedRune(k)
	}
	for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeyRight, fyne.KeyEscape, fyne.KeyF1} {
		tab.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if tab.SheetUp || tab.Keyboard || tab.cursor != 0 || g.Phase() != phase || tab.Driver.Cover() != 0 {
		t.Fatalf("keys acted under the cover: sheet %v keyboard %v cursor %d", tab.SheetUp, tab.Keyboard, tab.cursor)
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tab.Driver.Cover() != -1 || tab.Driver.Viewer() != 0 {
		t.Fatal("Return did not confirm the cover")
	}
}

// TestKeysPanel: F1 lists the board's keys; while the list is up a key
// or a click only closes it.
func TestKeysPanel(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, false), fyne.NewSize(1100, 760))
	tab := r.tab
	for _, open := range []func(){
		func() { tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1}) },
		func() { tab.TypedRune('?') },
	} {
		open()
		if !tab.KeysUp || !r.shows("Keys") || !r.shows("draw from the mazzo") {
			t.Fatalf("no keys panel: %q", r.texts())
		}
		tab.TypedRune('h')
		if tab.KeysUp || tab.SheetUp {
			t.Fatalf("H with the keys up: keys %v sheet %v", tab.KeysUp, tab.SheetUp)
		}
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	r.tap(tab.lay.stockR.Centre())
	if tab.KeysUp || len(g.Hand(0)) != 13 {
		t.Fatalf("a click with the keys up: keys %v, %d cards in hand", tab.KeysUp, len(g.Hand(0)))
	}
}
