package canasta

import (
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// TestDiscardClosesTheHand: a discard with X while the pointer rests on
// the hand closes the fan up (the turn has passed: nothing to keep still
// under the pointer), where the discarded card's place stayed empty
// until the pointer left the hand.
func TestDiscardClosesTheHand(t *testing.T) {
	r := newRig(t, fixedDeal(t), fixedSeats(t, false), fyne.NewSize(1100, 760))
	r.key('d')
	hr := r.tab.lay.handR
	r.tab.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(hr.X+40, hr.Y+hr.H/2)}})
	r.keySelect(t, "5H")
	r.key('x')
	if r.tab.Driver.MyTurn() {
		t.Fatalf("X did not discard: %q", r.tab.Msg)
	}
	shown := r.tab.handShown()
	var step float64
	for i := 1; i < len(shown); i++ {
		a, b := r.tab.lay.CardAt[shown[i-1]], r.tab.lay.CardAt[shown[i]]
		if b.Y != a.Y {
			t.Fatalf("the hand lies in two rows; this test wants one")
		}
		d := float64(b.X - a.X)
		if i > 1 && math.Abs(d-step) > 0.5 {
			t.Fatalf("a gap after card %d of the hand: steps %.1f then %.1f", i-1, step, d)
		}
		step = d
	}
}
