package scala40

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
)

// TestLayoutFromSmallToFullHD lays a turn with staged groups (one not a
// meld yet, an opening too low to go down), a long message and a pozzo
// out at 800×600 (also with cards at 1.5, beyond the largest card-size
// setting) and at full HD: nothing is laid out beyond the window, no
// text of the staging strip is drawn over another or over its buttons,
// "See all" stays out of the staging strip, and the hand's cards are
// larger at full HD. With TAVOLO_LAYOUT_SHOTS set it writes the frames
// as pictures there.
func TestLayoutFromSmallToFullHD(t *testing.T) {
	long := "That card cannot be attached there: the run would need a card that is already in another meld on the table."
	widths := map[string]float32{}
	for _, c := range []struct {
		name  string
		size  fyne.Size
		scale float32
	}{
		{"800x600", fyne.NewSize(800, 600), 1},
		{"800x600-large", fyne.NewSize(800, 600), 1.5},
		{"1920x1080", fyne.NewSize(1920, 1080), 1},
	} {
		g := fixedHand(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
		r.win.Resize(c.size)
		tab := r.tab
		tab.cfg.CardScale = c.scale
		tab.TypedRune('d')
		tab.newStage(hand(t, "9D 10D JD"))
		tab.newStage(hand(t, "KC KD"))
		tab.Say(long, true)
		tab.Refresh()
		tabletest.Shot(t, r.win, "scala40-"+c.name)
		l := &tab.lay
		if out := tabletest.Outside(l.Objects, c.size); len(out) > 0 {
			t.Errorf("%s: beyond the window: %v", c.name, out)
		}
		var strip []fyne.CanvasObject
		for _, o := range l.Objects {
			if p := o.Position(); l.stageR.Has(p) {
				strip = append(strip, o)
			}
		}
		if over := tabletest.Overlaps(strip); len(over) > 0 {
			t.Errorf("%s: texts of the staging strip drawn over each other: %v", c.name, over)
		}
		if !r.shows(long) && !r.shows("…") {
			t.Errorf("%s: the message is not shown", c.name)
		}
		see := tab.ui.pozzoBtn
		if p, s := see.Position(), see.Size(); p.Y+s.Height > l.stageR.Y {
			t.Errorf("%s: %q reaches down to %v, into the staging strip at %v", c.name, see.Text, p.Y+s.Height, l.stageR.Y)
		}
		widths[c.name] = l.handCW
	}
	if widths["1920x1080"] <= widths["800x600"]*1.3 {
		t.Errorf("hand cards %v wide at full HD, %v at 800×600", widths["1920x1080"], widths["800x600"])
	}
}
