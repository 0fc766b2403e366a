package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
)

// TestLayoutFromSmallToFullHD lays the bidding out with a long message
// at 800×600 (also with cards at 1.5, beyond the largest card-size
// setting) and at full HD: nothing is laid out beyond the window (the
// message included), no text is drawn over another or over a button, and
// the hand's cards are larger at full HD, and so are the stock and the
// other player's band: a maximised table uses its room. With TAVOLO_LAYOUT_SHOTS set
// it writes the frames as pictures there.
func TestLayoutFromSmallToFullHD(t *testing.T) {
	long := "That card is not allowed: you must follow suit, and with no card of the suit led you must trump if you can."
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
		g := fixedDeal(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
		r.win.Resize(c.size)
		r.tab.cfg.CardScale = c.scale
		r.drain()
		r.tab.Say(long, true)
		r.tab.Refresh()
		tabletest.Shot(t, r.win, "klaberjass-"+c.name)
		if out := tabletest.Outside(r.tab.lay.Objects, c.size); len(out) > 0 {
			t.Errorf("%s: beyond the window: %v", c.name, out)
		}
		if over := tabletest.Overlaps(r.tab.lay.Objects); len(over) > 0 {
			t.Errorf("%s: drawn over each other: %v", c.name, over)
		}
		shown := r.handShown(0)
		if len(shown) == 0 {
			t.Fatalf("%s: no hand shown", c.name)
		}
		widths[c.name] = r.tab.lay.CardAt[shown[0]].W
		if c.name == "1920x1080" {
			hand, stock, other := r.tab.lay.CardAt[shown[0]].H, r.tab.lay.stockR.H, r.tab.lay.seatR[1].H
			if stock < hand*0.95 || other <= 130 {
				t.Errorf("at full HD the stock is %v tall beside a hand of %v, the other player's band %v", stock, hand, other)
			}
		}
	}
	if widths["1920x1080"] <= widths["800x600"]*1.3 {
		t.Errorf("hand cards %v wide at full HD, %v at 800×600", widths["1920x1080"], widths["800x600"])
	}
}
