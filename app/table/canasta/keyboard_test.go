package canasta

import (
	"testing"

	"fyne.io/fyne/v2"

	cn "tavolo/engine/canasta"
)

// key presses a letter.
func (r *rig) key(c rune) { r.tab.TypedRune(c) }

// keySelect moves the cursor onto card c and selects it.
func (r *rig) keySelect(t *testing.T, c string) {
	t.Helper()
	want := card(t, c)
	for range 30 {
		r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	}
	for i := 0; i < 30; i++ {
		if got, ok := r.tab.cursorCard(); ok && got == want {
			r.key(' ')
			return
		}
		r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	}
	t.Fatalf("%s is not in the hand shown", c)
}

// TestKeyboardTurn plays the opening turn with the keys alone: two melds
// staged (G) and laid down (O), a draw (D), a discard (X); the sheet
// opens and closes with H.
func TestKeyboardTurn(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, false), fyne.NewSize(1100, 760))
	for _, c := range []string{"QS", "QH", "QD"} {
		r.keySelect(t, c)
	}
	r.key('g')
	for _, c := range []string{"4S", "4H", "4D", "4C"} {
		r.keySelect(t, c)
	}
	r.key('g')
	r.key('o')
	if v := g.View(0); !v.Opened[0] {
		t.Fatalf("not opened with the keys: %s", r.tab.Msg)
	}
	r.key('d')
	if g.Phase() != cn.PhasePlay {
		t.Fatalf("no draw with D: %s", r.tab.Msg)
	}
	r.key('h')
	if !r.tab.SheetUp || !r.shows("Score sheet") {
		t.Fatal("H did not open the sheet")
	}
	r.key('h')
	// X discards the card selected, wherever the cursor is (it took the
	// card under the cursor), as in every game.
	r.keySelect(t, "5H")
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if c, _ := r.tab.cursorCard(); c == card(t, "5H") {
		t.Fatal("the cursor did not leave the 5♥")
	}
	r.key('x')
	if v := g.View(0); g.ToMove() == 0 || v.PileTop != card(t, "5H") {
		t.Fatalf("X did not discard the selected 5♥: %s", r.tab.Msg)
	}
}
