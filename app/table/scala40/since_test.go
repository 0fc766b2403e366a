package scala40

import (
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table/tabletest"
	"tavolo/i18n"
)

// TestSinceHidesNothing: at 800×600 in Italian the "since your last
// turn" banner lies over the other seat's strip, over no card and no
// place to tap or drop (it covered the new meld's strip).
func TestSinceHidesNothing(t *testing.T) {
	i18n.ForTest(t, "it")
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1920, Height: 1080}} {
		g := fixedHand(t)
		r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot", Agent: computerOpensWithJoker(t)}})
		r.win.Resize(size)
		r.tab.Refresh()
		r.tap(r.tab.lay.stockR.Centre())
		r.dragCard(card(t, "9C"), r.tab.lay.pileR.Centre())
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
