package canasta

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	cn "tavolo/engine/canasta"
)

// covered checks that the table waits for name under the cover and
// shows nobody's cards.
func covered(t *testing.T, r *rig, seat int, name string) {
	t.Helper()
	if r.tab.Driver.Cover() != seat || !r.shows("Pass to "+name) {
		t.Fatalf("no cover for %s: cover %d, %q", name, r.tab.Driver.Cover(), r.texts())
	}
	for s := range 4 {
		if c := handCardsShown(r, s); len(c) > 0 {
			t.Fatalf("seat %d's cards %v are drawn under the cover for %s", s, c, name)
		}
	}
	// Taps on the covered table do nothing.
	phase := r.tab.Game().Phase()
	r.tap(r.tab.lay.stockR.Centre())
	if r.tab.Game().Phase() != phase {
		t.Fatal("the covered table accepted a tap")
	}
	test.Tap(r.tab.ui.Cover)
	if r.tab.Driver.Viewer() != seat || r.tab.Driver.Cover() != -1 {
		t.Fatalf("after confirming: viewer %d cover %d", r.tab.Driver.Viewer(), r.tab.Driver.Cover())
	}
}

// TestHotSeatPartners plays two people as partners: the cover is up at
// every handover, a partner's hand is as private as an opponent's, and
// the partner answers "may I go out?" behind the cover.
func TestHotSeatPartners(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, true), fyne.NewSize(1100, 760))
	tab := r.tab

	covered(t, r, 0, "Ada")
	if len(handCardsShown(r, 0)) != 13 || len(handCardsShown(r, 2)) != 0 {
		t.Fatal("Ada should see her 13 cards and none of Bea's")
	}
	r.tapCards(hand(t, "QS QH QD")...)
	r.tap(tab.lay.newR.Centre())
	r.tapCards(hand(t, "4S 4H 4D 4C")...)
	r.tap(tab.lay.newR.Centre())
	test.Tap(tab.ui.Lay)
	r.tap(tab.lay.stockR.Centre())
	r.dragCard(card(t, "5H"), tab.lay.pileR.Centre())
	if tab.Driver.Viewer() != -1 || len(handCardsShown(r, 0)) != 0 {
		t.Fatal("Ada's hand stays shown while the computers play")
	}
	r.drain()

	// Bea's turn: her own cover, then her hand only.
	covered(t, r, 2, "Bea")
	if len(handCardsShown(r, 0)) != 0 || len(handCardsShown(r, 2)) != 5 {
		t.Fatal("Bea should see her 5 cards and none of Ada's")
	}
	r.tap(tab.lay.stockR.Centre())
	r.tapCards(hand(t, "9S 9H 9C")...)
	r.tap(tab.lay.newR.Centre())
	test.Tap(tab.ui.Lay)
	r.dragCard(card(t, "5S"), tab.lay.pileR.Centre())
	if g.ToMove() != 3 {
		t.Fatalf("Bea's turn did not end: %s", tab.Msg)
	}
	r.drain()

	covered(t, r, 0, "Ada")
	r.tapCards(hand(t, "JS JH")...)
	r.tap(tab.lay.pileR.Centre())
	r.dragCard(card(t, "9D"), r.meldAt(0, 3))
	// Going out is impossible here, so the table offers no question; the
	// engine still takes one, and it must go behind the cover.
	tab.act(cn.Action{Kind: cn.Ask})

	// The question goes to Bea behind the cover; she answers privately.
	covered(t, r, 2, "Bea")
	if !r.shows("Ada asks: may I go out?") || !r.drawn(tab.ui.noBtn) || len(handCardsShown(r, 0)) != 0 {
		t.Fatalf("Bea is not asked, or sees Ada's cards: %q", r.texts())
	}
	test.Tap(tab.ui.noBtn)
	covered(t, r, 0, "Ada")
	if v := g.View(0); v.Answer != cn.AnswerNo || !r.shows("Your partner said no") {
		t.Fatalf("answer %d: %q", v.Answer, r.texts())
	}
	r.dragCard(card(t, "8C"), tab.lay.pileR.Centre())
	r.drain()
	if g.Phase() != cn.PhaseHandOver || !tab.SheetUp {
		t.Fatalf("phase %v sheet %v", g.Phase(), tab.SheetUp)
	}
	// The next hand starts behind the cover again.
	test.Tap(tab.ui.Next)
	r.drain()
	if tab.Driver.Cover() < 0 || tab.Driver.Viewer() != -1 {
		t.Fatalf("the next hand is not covered: cover %d viewer %d", tab.Driver.Cover(), tab.Driver.Viewer())
	}
}
