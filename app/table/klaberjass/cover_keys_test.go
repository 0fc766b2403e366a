package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestKeysUnderTheCoverDoNothing: while the hot-seat cover is up, every
// key but the cover's own Return leaves the table as it was.
func TestKeysUnderTheCoverDoNothing(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Human: true}})
	r.drain()
	tab := r.tab
	if tab.Driver.Cover() < 0 {
		t.Fatal("no cover")
	}
	cover, phase := tab.Driver.Cover(), g.Phase()
	for _, k := range "hltpsbedcyn1?" {
		tab.TypedRune(k)
	}
	for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeyRight, fyne.KeyEscape, fyne.KeyF1} {
		tab.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if tab.SheetUp || tab.lastTrick || tab.Keyboard || tab.cursor != 0 || g.Phase() != phase || tab.Driver.Cover() != cover {
		t.Fatalf("keys acted under the cover: sheet %v keyboard %v cursor %d phase %v", tab.SheetUp, tab.Keyboard, tab.cursor, g.Phase())
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tab.Driver.Cover() != -1 {
		t.Fatal("Return did not confirm the cover")
	}
}

// TestKeysPanel: F1 or ? lists the board's keys; while the list is up
// other keys only close it.
func TestKeysPanel(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	r.drain()
	tab := r.tab
	for _, open := range []func(){
		func() { tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1}) },
		func() { tab.TypedRune('?') },
	} {
		open()
		if !tab.KeysUp {
			t.Fatal("no keys panel")
		}
		tab.TypedRune('h')
		if tab.KeysUp || tab.SheetUp {
			t.Fatalf("H with the keys up: keys %v sheet %v", tab.KeysUp, tab.SheetUp)
		}
	}
}
