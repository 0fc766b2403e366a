package scala40

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/cardart"
	"tavolo/app/table"

	s40 "tavolo/engine/scala40"
)

// TestKeysUnderTheCoverDoNothing: while the hot-seat cover is up, every
// key but the cover's own Return leaves the table as it was.
func TestKeysUnderTheCoverDoNothing(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Human: true}})
	tab := r.tab
	if tab.Driver.Cover() != 0 {
		t.Fatal("no cover")
	}
	for _, k := range "hdpgsuoxv 1?" {
		tab.TypedRune(k)
	}
	for _, k := range []fyne.KeyName{fyne.KeyRight, fyne.KeyRight, fyne.KeyBackspace, fyne.KeyEscape, fyne.KeyF1} {
		tab.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if tab.SheetUp || tab.pozzo || tab.Keyboard || tab.cursor != 0 || g.Phase() != s40.PhaseDraw || tab.Driver.Cover() != 0 {
		t.Fatalf("keys acted under the cover: sheet %v pozzo %v keyboard %v cursor %d phase %v",
			tab.SheetUp, tab.pozzo, tab.Keyboard, tab.cursor, g.Phase())
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if tab.Driver.Cover() != -1 || tab.Driver.Viewer() != 0 {
		t.Fatal("Return did not confirm the cover")
	}
}

// TestKeysPanel: F1 lists the board's keys; while the list is up other
// keys only close it.
func TestKeysPanel(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF1})
	if !tab.KeysUp || !r.shows("Keys") || !r.shows("show the score sheet") {
		t.Fatalf("no keys panel: %q", r.texts())
	}
	tab.TypedRune('h')
	if tab.KeysUp || tab.SheetUp {
		t.Fatalf("H with the keys up: keys %v sheet %v", tab.KeysUp, tab.SheetUp)
	}
}

// TestCursorColour: the card under the keyboard cursor is outlined in a
// colour of its own, not the gold of the border round the hand to play.
func TestCursorColour(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	c, ok := tab.cursorCard()
	if !ok {
		t.Fatal("no cursor")
	}
	var mark color.Color
	var look func(o fyne.CanvasObject)
	look = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *cardart.Card:
			if x.Face() == c.Face() && x.Visible() {
				mark = x.Mark()
			}
		case *fyne.Container:
			for _, o := range x.Objects {
				look(o)
			}
		case fyne.Widget:
			for _, o := range test.WidgetRenderer(x).Objects() {
				look(o)
			}
		}
	}
	look(tab)
	if mark == nil || mark == color.Color(table.Gold) {
		t.Fatalf("the cursor's card is outlined in %v", mark)
	}
}
