package canasta

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/i18n"
)

// TestSinceHidesNothing: at 800×600 in Italian the "since your last
// turn" banner lies over the others' seats, over no card and no place
// to tap or drop (it covered the side's own melds and the new meld's
// strip).
func TestSinceHidesNothing(t *testing.T) {
	i18n.ForTest(t, "it")
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1920, Height: 1080}} {
		g := fixedDeal(t)
		r := newRig(t, g, fixedSeats(t, false), size)
		for _, a := range []cn.Action{
			{Kind: cn.Meld, Melds: [][]cards.Card{hand(t, "QS QH QD"), hand(t, "4S 4H 4D 4C")}},
			{Kind: cn.Draw},
			{Kind: cn.Discard, Cards: hand(t, "9D")},
		} {
			if !r.tab.act(a) {
				t.Fatalf("%v refused: %s", a, r.tab.Msg)
			}
		}
		r.drain()
		l := &r.tab.lay.Layout
		if !r.shows("Dal tuo ultimo turno") || l.Banner.W == 0 {
			t.Fatalf("%v: no banner: %q", size, r.texts())
		}
		if under := tabletest.UnderBanner(l); len(under) > 0 {
			t.Errorf("%v: the banner hides %q", size, under)
		}
		if out := tabletest.Outside(l.Objects, size); len(out) > 0 {
			t.Errorf("%v: outside the window: %q", size, out)
		}
	}
}
