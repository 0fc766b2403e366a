package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2/test"

	kj "tavolo/engine/klaberjass"
)

// covered checks that the cover for name is up and no hand is drawn.
func (r *rig) covered(name string) {
	r.t.Helper()
	if r.tab.Driver.Cover() < 0 || r.tab.Driver.Name(r.tab.Driver.Cover()) != name || r.tab.Driver.Viewer() != -1 {
		r.t.Fatalf("cover %d viewer %d, want the cover for %s", r.tab.Driver.Cover(), r.tab.Driver.Viewer(), name)
	}
	if !r.shows("Pass to " + name) {
		r.t.Fatalf("no cover text: %q", r.texts())
	}
	for s := 0; s < 2; s++ {
		if c := r.handShown(s); len(c) > 0 {
			r.t.Fatalf("seat %d's cards %v are drawn under the cover", s, c)
		}
	}
}

// TestHotSeatHandover: two people at one table. The cover is up before
// each one's turn, in the bidding and in the play, whoever holds the dix,
// and only the confirmed player's hand is drawn.
func TestHotSeatHandover(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Human: true}})
	tab := r.tab

	// Bea (the elder) bids first.
	r.covered("Bea")
	r.tap(tab.lay.trickR.Centre())
	if g.Phase() != kj.PhaseBid || g.ToMove() != 1 {
		t.Fatal("the covered table accepted something")
	}
	test.Tap(tab.ui.Cover)
	if tab.Driver.Viewer() != 1 || len(r.handShown(1)) != 6 || len(r.handShown(0)) != 0 {
		t.Fatal("Bea should see her six cards and none of Ada's")
	}
	r.press("Pass")

	// Ada's turn: the cover between them, Bea's pass said on it after.
	r.covered("Ada")
	test.Tap(tab.ui.Cover)
	if !r.shows("Bea passes.") || len(r.handShown(0)) != 6 || len(r.handShown(1)) != 0 {
		t.Fatalf("Ada's view: %q", r.texts())
	}
	r.press("Accept hearts")
	// Bea leads: the cover again at once, though Ada holds the dix.
	r.covered("Bea")
	test.Tap(tab.ui.Cover)
	if len(r.handShown(1)) != 9 || len(r.handShown(0)) != 0 {
		t.Fatal("Bea should see her nine cards and none of Ada's")
	}
	v := g.View(1)
	r.tap(r.at(v.Playable().Cards()[0]))
	r.covered("Ada")
	if r.saves != 3 { // the pass, the take, the lead
		t.Fatalf("%d saves", r.saves)
	}
	// Ada's turn: the dix is offered to her now.
	test.Tap(tab.ui.Cover)
	if r.button("Exchange the dix") == nil {
		t.Fatalf("no dix offer at Ada's turn: %q", r.texts())
	}
}
