package klaberjass

import (
	"testing"

	"fyne.io/fyne/v2"

	kj "tavolo/engine/klaberjass"
)

// TestWholeHand plays a hand through the widgets: Bea passes, Ada takes
// the turn-up suit with the bidding bar, Bea leads, Ada exchanges the dix
// at her turn and declares her sequence, has a card refused (it does not follow suit: it slides back
// with the rule's message), plays all nine tricks by tapping and
// dragging, and ends on the score sheet with every line of the hand.
func TestWholeHand(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	tab := r.tab
	r.drain()

	// The bidding: Bea (the computer) passed; Ada is offered take, pass
	// and the schmeiss.
	if !r.shows("Bea passes.") {
		t.Fatalf("Bea's pass is not said: %q", r.texts())
	}
	for _, b := range []string{"Accept hearts", "Pass", "Schmeiss"} {
		if r.button(b) == nil {
			t.Fatalf("no %q on the bidding bar: %q", b, r.texts())
		}
	}
	r.press("Accept hearts")
	if tr, ok := g.Trump(); !ok || tr.String() != card(t, "JH").Suit().String() || g.Maker() != 0 {
		t.Fatalf("trumps %v %v maker %d", tr, ok, g.Maker())
	}
	if !r.shows("Trumps: hearts") || !r.shows("maker: Ada") {
		t.Fatalf("no trump badge: %q", r.texts())
	}
	if !r.shows("Bottom card") {
		t.Fatal("the bottom card is not shown")
	}

	// The dix: Ada holds the seven of hearts; she is offered the exchange
	// at her own turn, after Bea's lead, not before.
	if r.button("Exchange the dix") != nil {
		t.Fatalf("the dix offered before Ada's turn: %q", r.texts())
	}
	r.drain() // Bea leads
	if r.button("Exchange the dix") == nil || r.button("Declare") == nil {
		t.Fatalf("no dix offer at Ada's turn: %q", r.texts())
	}
	// While Ada decides, nobody else is marked to play.
	if r.shows("to play") {
		t.Fatalf("another seat marked to play while Ada decides the dix: %q", r.texts())
	}
	r.press("Exchange the dix")
	if !kj.SetOf(g.Hand(0)).Has(card(t, "JH")) {
		t.Fatal("Ada did not get the Jack of hearts")
	}

	// The declaration, before Ada's first card.
	if !r.shows("You may declare") {
		t.Fatalf("no declaration offered: %q", r.texts())
	}
	r.press("Declare")
	if !g.View(0).Declared[0] {
		t.Fatal("the declaration was not made")
	}

	// A card that does not follow suit is refused and slides back.
	v := g.View(0)
	var bad, good = v.Hand[0], v.Hand[0]
	ok := v.Playable()
	foundBad := false
	for _, c := range v.Hand {
		if !ok.Has(c) {
			bad, foundBad = c, true
		} else {
			good = c
		}
	}
	if !foundBad {
		t.Fatal("the deal should leave Ada a card she may not play")
	}
	if o, found := tab.lay.Layout.CardAt[bad]; !found || o.W == 0 {
		t.Fatal("the refused card is not drawn")
	}
	before := len(g.View(0).History)
	r.drag(r.at(bad), tab.lay.trickR.Centre())
	if len(g.View(0).History) != before || !kj.SetOf(g.Hand(0)).Has(bad) {
		t.Fatal("an illegal card was played")
	}
	if !r.shows("You must follow suit.") {
		t.Fatalf("no rule message: %q", r.texts())
	}
	// The legal one, dragged.
	r.drag(r.at(good), tab.lay.trickR.Centre())
	if len(g.View(0).History) != before+1 {
		t.Fatal("a legal drop was not played")
	}
	r.drain()
	if !r.shows("scores") && !r.shows("nobody scores") {
		t.Fatalf("the declarations were not compared aloud: %q", r.texts())
	}

	// The rest of the hand, by tapping the first card that may be played.
	for i := 0; i < 40 && g.Phase() != kj.PhaseHandOver && g.Phase() != kj.PhaseMatchOver; i++ {
		r.drain()
		if !tab.Driver.MyTurn() {
			continue
		}
		v := g.View(0)
		p := v.Playable().Cards()
		if len(p) == 0 {
			t.Fatalf("Ada to move with nothing to play: %+v", v.Phase)
		}
		r.tap(r.at(p[0]))
		if tab.Question != nil { // bella
			r.choose(0)
		}
	}
	r.drain()
	if g.Phase() != kj.PhaseHandOver && g.Phase() != kj.PhaseMatchOver {
		t.Fatalf("the hand did not end: %v", g.Phase())
	}
	if tr := g.Tricks(); tr[0]+tr[1] != 9 {
		t.Fatalf("%v tricks", tr)
	}
	if !tab.SheetUp || !r.shows("Card points") || !r.shows("Hand 1 is over") || r.button("Deal the next hand") == nil {
		t.Fatalf("no score sheet: %q", r.texts())
	}
	if !r.shows("made") && !r.shows("Maker: bete") && !r.shows("Maker: half bete") {
		t.Fatalf("no maker's result: %q", r.texts())
	}
	if r.overs != 1 || r.saves == 0 {
		t.Fatalf("hand over told %d times, %d saves", r.overs, r.saves)
	}
	// The same match resumed between hands shows the sheet, to deal on.
	again := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	if !again.tab.SheetUp || again.button("Deal the next hand") == nil || again.overs != 0 {
		t.Fatalf("resumed between hands: %q", again.texts())
	}
	// Esc closes the sheet at the hand's end, to look at the table; H
	// brings it back.
	again.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if again.tab.SheetUp {
		t.Fatal("Esc did not close the score sheet at the hand's end")
	}
	again.tab.TypedRune('h')
	if !again.tab.SheetUp {
		t.Fatal("H did not bring the score sheet back")
	}
	r.press("Deal the next hand")
	r.drain()
	if g.View(0).HandNo != 2 {
		t.Fatal("the next hand was not dealt")
	}
}

// TestHandNumberAfterThrownInDeal: a deal nobody plays is thrown in and
// dealt again under the same number, so the title at the hand's end and
// the score sheet's row name the same hand ("Hand 2 is over" above a row
// "Hand 1" before).
func TestHandNumberAfterThrownInDeal(t *testing.T) {
	g, err := kj.New(kj.Default(), 7)
	if err != nil {
		t.Fatal(err)
	}
	first := func(kind kj.ActionKind) {
		t.Helper()
		for _, a := range g.Legal(g.ToMove()) {
			if a.Kind == kind {
				if _, err := g.Apply(a); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatalf("no %v among %v", kind, g.Legal(g.ToMove()))
	}
	for range 4 {
		first(kj.Pass)
	}
	if !g.Result().Annulled {
		t.Fatal("the deal was not thrown in")
	}
	first(kj.DealHand)
	for i := 0; i < 100 && g.Phase() != kj.PhaseHandOver && g.Phase() != kj.PhaseMatchOver; i++ {
		if _, err := g.Apply(g.Legal(g.ToMove())[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != kj.PhaseHandOver || len(g.Score().Hands) != 1 {
		t.Fatalf("phase %v, %d hands scored", g.Phase(), len(g.Score().Hands))
	}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	if !r.tab.SheetUp || !r.shows("Hand 1 is over") || !r.shows("Hand 1") || r.shows("Hand 2") || !r.shows("Klaberjass · hand 1 · to 500") {
		t.Fatalf("the title and the sheet disagree: %q", r.texts())
	}
}
