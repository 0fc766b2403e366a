package klaberjass

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
)

// TestLayoutFromSmallToFullHD lays the bidding out with a long message at
// 800×600 and at full HD: nothing is laid out beyond the window (the
// With TAVOLO_LAYOUT_SHOTS set it writes the frames as pictures there.
// message included), and the hand's cards are larger at full HD.
func TestLayoutFromSmallToFullHD(t *testing.T) {
	long := "That card is not allowed: you must follow suit, and with no card of the suit led you must trump if you can."
	widths := map[float32]float32{}
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1920, Height: 1080}} {
		g := fixedDeal(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
		r.win.Resize(size)
		r.drain()
		r.tab.say(long, true)
		r.tab.Refresh()
		tabletest.Shot(t, r.win, fmt.Sprintf("klaberjass-%dx%d", int(size.Width), int(size.Height)))
		if out := tabletest.Outside(r.tab.lay.Objects, size); len(out) > 0 {
			t.Errorf("at %v beyond the window: %v", size, out)
		}
		shown := r.handShown(0)
		if len(shown) == 0 {
			t.Fatalf("at %v no hand shown", size)
		}
		widths[size.Width] = r.tab.lay.CardAt[shown[0]].W
	}
	if widths[1920] <= widths[800]*1.3 {
		t.Errorf("hand cards %v wide at full HD, %v at 800×600", widths[1920], widths[800])
	}
}
