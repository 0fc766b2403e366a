package scala40

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
)

// TestLayoutFromSmallToFullHD lays a turn with staged groups (one not a
// meld yet, an opening too low to go down), a long message and a pozzo
// out at 800×600 and at full HD: nothing is laid out beyond the window,
// no text of the staging strip is drawn over another, "See all" stays
// With TAVOLO_LAYOUT_SHOTS set it writes the frames as pictures there.
// out of the staging strip, and the hand's cards are larger at full HD.
func TestLayoutFromSmallToFullHD(t *testing.T) {
	long := "That card cannot be attached there: the run would need a card that is already in another meld on the table."
	widths := map[float32]float32{}
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1920, Height: 1080}} {
		g := fixedHand(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
		r.win.Resize(size)
		tab := r.tab
		tab.TypedRune('d')
		tab.newStage(hand(t, "9D 10D JD"))
		tab.newStage(hand(t, "KC KD"))
		tab.say(long, true)
		tab.Refresh()
		l := &tab.lay
		tabletest.Shot(t, r.win, fmt.Sprintf("scala40-%dx%d", int(size.Width), int(size.Height)))
		if out := tabletest.Outside(l.Objects, size); len(out) > 0 {
			t.Errorf("at %v beyond the window: %v", size, out)
		}
		var strip []fyne.CanvasObject
		for _, o := range l.Objects {
			if p := o.Position(); l.stageR.Has(p) {
				strip = append(strip, o)
			}
		}
		if over := tabletest.Overlaps(strip); len(over) > 0 {
			t.Errorf("at %v texts of the staging strip drawn over each other: %v", size, over)
		}
		if !r.shows(long) && !r.shows("…") {
			t.Errorf("at %v the message is not shown", size)
		}
		see := tab.ui.pozzoBtn
		if p, s := see.Position(), see.Size(); p.Y+s.Height > l.stageR.Y {
			t.Errorf("at %v %q reaches down to %v, into the staging strip at %v", size, see.Text, p.Y+s.Height, l.stageR.Y)
		}
		widths[size.Width] = l.handCW
	}
	if widths[1920] <= widths[800]*1.3 {
		t.Errorf("hand cards %v wide at full HD, %v at 800×600", widths[1920], widths[800])
	}
}
