package scala40

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	s40 "tavolo/engine/scala40"
)

// handOverGame is a two-player match played by LegalPlayer to the end
// of its first hand.
func handOverGame(t *testing.T) *s40.Game {
	t.Helper()
	r := s40.Default()
	r.Players = 2
	g, err := s40.NewMatch(r, 2)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && g.Phase() != s40.PhaseHandOver && g.Phase() != s40.PhaseMatchOver; i++ {
		a := LegalPlayer{}.Choose(g.View(g.ToMove()))
		a.Seat = g.ToMove()
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != s40.PhaseHandOver {
		t.Skip("the match took another course")
	}
	return g
}

// TestEscClosesTheSheetAtHandEnd: at the end of a hand Esc closes the
// score sheet to show the table; Return still deals the next hand.
func TestEscClosesTheSheetAtHandEnd(t *testing.T) {
	g := handOverGame(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	if !tab.SheetUp {
		t.Fatal("no sheet at the end of the hand")
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if tab.SheetUp {
		t.Fatal("Esc did not close the score sheet")
	}
	tab.TypedRune('h')
	if !tab.SheetUp {
		t.Fatal("H did not bring the sheet back")
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if g.HandNo() != 2 {
		t.Fatalf("Return did not deal the next hand: hand %d, phase %s", g.HandNo(), g.Phase())
	}
}

// TestDoubleClickDiscards: double-clicking a hand card discards it when
// the engine allows that discard, and only selects it otherwise.
func TestDoubleClickDiscards(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot", Human: false}})
	tab := r.tab
	at := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	tab.clicks.Now = func() time.Time { return at } // both clicks at once
	nine := card(t, "9C")
	// Before drawing a discard is not legal: nothing leaves the hand.
	r.tap(r.at(nine))
	r.tap(r.at(nine))
	if !slices.Contains(g.Hand(0), nine) || g.Phase() != s40.PhaseDraw {
		t.Fatal("a double click discarded before the draw")
	}
	tab.TypedRune('d')
	before := len(g.Pile())
	r.tap(r.at(nine))
	r.tap(r.at(nine))
	if slices.Contains(g.Hand(0), nine) || len(g.Pile()) != before+1 || g.Pile()[len(g.Pile())-1] != nine {
		t.Fatalf("the double-clicked 9♣ was not discarded: hand %v", g.Hand(0))
	}
}

// TestDrawnCardSortedIntoSortedHand: after the player sorts the hand, a
// drawn card takes its place in the order instead of going to the end.
func TestDrawnCardSortedIntoSortedHand(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	tab.TypedRune('s')
	tab.TypedRune('d') // draws the K♠
	want := slices.Clone(tab.order)
	table.SortHand(want, tab.bySuit)
	if len(tab.order) != 14 || !slices.Equal(tab.order, want) {
		t.Fatalf("the drawn card is not in its place: %v, want %v", tab.order, want)
	}
}

// TestStaleMessagesCleared: an error goes at the player's next action,
// and the next hand does not start with the last hand's news.
func TestStaleMessagesCleared(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	tab.TypedRune('d')
	tab.TypedRune('d')
	if !tab.MsgBad || tab.Msg == "" {
		t.Fatalf("no error for a second draw: %q", tab.Msg)
	}
	r.tap(r.at(card(t, "9C"))) // selects a card
	if tab.Msg != "" {
		t.Fatalf("the error stays after a later action: %q", tab.Msg)
	}

	g = handOverGame(t)
	r = newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	r.tab.Say("Bot discarded the 5 of hearts.", false)
	r.tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if g.HandNo() != 2 || r.tab.Msg != "" {
		t.Fatalf("hand %d starts with %q", g.HandNo(), r.tab.Msg)
	}
}

// TestHandEndRevealsLeftOverCards: at the end of a hand the other
// player's left-over cards lie face up in its band with what they cost,
// above the score sheet (which leaves that band in plain view), and
// "Back to the table" shows the whole table.
func TestHandEndRevealsLeftOverCards(t *testing.T) {
	g := handOverGame(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	r.win.Resize(fyne.NewSize(800, 600))
	tab := r.tab
	tabletest.Shot(t, r.win, "scala40-handend-800x600")
	if len(g.Hand(1)) == 0 {
		t.Fatal("the Bot closed: no cards to show")
	}
	shown := r.facesShown()
	for _, c := range g.Hand(1) {
		if !shown[c] {
			t.Errorf("the Bot's left-over %s is not shown", c)
		}
	}
	cost := fmt.Sprintf("+%d", g.Result().Points[1])
	if !r.shows(cost) {
		t.Errorf("the Bot's band does not say what its cards cost (%s): %v", cost, r.texts())
	}
	seat := tab.lay.seatR[1]
	for _, c := range g.Hand(1) {
		if cr := tab.lay.CardAt[c]; !seat.Has(cr.Pos()) {
			t.Errorf("%s drawn at %v, outside the Bot's band %v", c, cr, seat)
		}
	}
	// The sheet leaves the seats' bands and the header in view and live:
	// only what lies below the bands is blocked.
	for _, h := range tab.lay.Hits {
		if h.Kind == table.HitModal && h.R.Y < seat.Y+seat.H {
			t.Errorf("the sheet blocks from %v, over the seats' bands down to %v", h.R.Y, seat.Y+seat.H)
		}
	}
	tab.ui.Back.OnTapped()
	if tab.SheetUp {
		t.Error("Back to the table left the sheet up")
	}
}

// TestReturnAtTheMatchEnd: at the end of the match Return keeps the
// end-of-match screen up, and brings it back after Esc showed the
// table, as on every board (table.Core.ReturnAtEnd).
func TestReturnAtTheMatchEnd(t *testing.T) {
	rules := s40.Default()
	rules.Players, rules.EliminationScore = 2, 1 // the first hand ends the match
	g, err := s40.NewMatch(rules, 2)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && g.Phase() != s40.PhaseMatchOver; i++ {
		a := LegalPlayer{}.Choose(g.View(g.ToMove()))
		a.Seat = g.ToMove()
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != s40.PhaseMatchOver {
		t.Fatalf("the match did not end: %s", g.Phase())
	}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bot"}})
	tab := r.tab
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !tab.SheetUp || !r.shows("The match is over") {
		t.Fatalf("Return closed the end of the match: %q", r.texts())
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if tab.SheetUp {
		t.Fatal("Esc did not close the end of the match, to look at the table")
	}
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !tab.SheetUp || !r.shows("The match is over") {
		t.Fatalf("Return did not bring the end of the match back: %q", r.texts())
	}
}
