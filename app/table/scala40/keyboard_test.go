package scala40

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// keySelect selects a hand card with the keyboard: arrows to it, then Space.
func (r *rig) keySelect(c cards.Card) {
	r.t.Helper()
	i := slices.Index(r.tab.handShown(), c)
	if i < 0 {
		r.t.Fatalf("%s is not in the shown hand", c)
	}
	for range 20 {
		r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	}
	for range i {
		r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	}
	r.tab.TypedRune(' ')
}

// TestKeyboardTurn plays a turn with the keyboard alone: D draws, arrows
// and Space select, G stages, O opens, X discards.
func TestKeyboardTurn(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot", Agent: computerOpensWithJoker(t)}})
	tab := r.tab
	tab.TypedRune('d')
	if g.Phase() != s40.PhasePlay {
		t.Fatal("D did not draw")
	}
	for _, group := range []string{"AS 2S 3S 4S", "KC KD KH"} {
		for _, c := range hand(t, group) {
			r.keySelect(c)
		}
		tab.TypedRune('g')
	}
	if len(tab.stage) != 2 || tab.ui.Lay.Disabled() {
		t.Fatalf("staged %d groups, Open disabled=%v", len(tab.stage), tab.ui.Lay.Disabled())
	}
	tab.TypedRune('o')
	if !g.Opened(0) {
		t.Fatal("O did not open")
	}
	// ] chooses a meld, A attaches the selection to it.
	r.keySelect(card(t, "5S"))
	tab.TypedRune(']')
	tab.TypedRune('a')
	if m, _ := g.MeldByID(1); m.N != 5 {
		t.Fatalf("A did not attach 5♠ to the run: %s", m)
	}
	// With nothing selected X discards the card under the cursor (it
	// did nothing), as in every game.
	r.keySelect(card(t, "9C"))
	tab.TypedRune(' ')
	if len(tab.selectedCards()) != 0 {
		t.Fatal("Space did not unselect the 9♣")
	}
	tab.TypedRune('x')
	if top, _ := g.TopDiscard(); top != card(t, "9C") || g.ToMove() != 1 {
		t.Fatal("X did not discard the 9♣ under the cursor")
	}
}
