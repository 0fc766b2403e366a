package scala40

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"tavolo/engine/cards"
	s40 "tavolo/engine/scala40"
)

// handCardsShown lists the cards of seat's hand that are drawn face up.
func handCardsShown(r *rig, seat int) []cards.Card {
	var out []cards.Card
	shown := r.facesShown()
	for _, c := range r.tab.Game().Hand(seat) {
		if shown[c] {
			out = append(out, c)
		}
	}
	return out
}

// TestHotSeatCoversTheTable checks that between two people the table is
// covered by "Pass to NAME", that no hand is drawn while it is, and that
// only the confirmed player's hand is shown afterwards, also on the score
// sheet.
func TestHotSeatCoversTheTable(t *testing.T) {
	g := fixedHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea", Human: true}})
	tab := r.tab

	// The first hand: nobody's cards until Ada says she is Ada.
	if tab.Driver.Cover() != 0 || tab.Driver.Viewer() != -1 {
		t.Fatalf("cover %d viewer %d, want the cover for Ada", tab.Driver.Cover(), tab.Driver.Viewer())
	}
	if !r.shows("Pass to Ada") {
		t.Fatalf("no cover text: %q", r.texts())
	}
	for s := range 2 {
		if c := handCardsShown(r, s); len(c) > 0 {
			t.Fatalf("seat %d's cards %v are drawn under the cover", s, c)
		}
	}
	// Clicks and drags on the covered table do nothing.
	r.tap(tab.lay.stockR.Centre())
	r.drag(tab.lay.stockR.Centre(), tab.lay.handR.Centre())
	if g.Phase() != s40.PhaseDraw {
		t.Fatal("the covered table accepted a draw")
	}

	test.Tap(tab.ui.Cover)
	if tab.Driver.Viewer() != 0 || tab.Driver.Cover() != -1 {
		t.Fatalf("after confirming: viewer %d cover %d", tab.Driver.Viewer(), tab.Driver.Cover())
	}
	if len(handCardsShown(r, 0)) != 13 || len(handCardsShown(r, 1)) != 0 {
		t.Fatal("Ada should see her 13 cards and none of Bea's")
	}

	// Ada draws and discards: the table is covered for Bea at once, in
	// the same frame as the discard (no frame shows Ada's hand to Bea).
	r.tap(tab.lay.stockR.Centre())
	r.dragCard(card(t, "9C"), tab.lay.pileR.Centre())
	if g.ToMove() != 1 {
		t.Fatal("Bea should be to move")
	}
	if tab.Driver.Cover() != 1 || !r.shows("Pass to Bea") || !r.shows("I am Bea: show my cards") {
		t.Fatalf("no cover for Bea: %q", r.texts())
	}
	for s := range 2 {
		if c := handCardsShown(r, s); len(c) > 0 {
			t.Fatalf("seat %d's cards %v are drawn under Bea's cover", s, c)
		}
	}
	// The score sheet asked for under the cover stays hidden by it.
	r.tab.TypedRune('h')
	if handCardsShown(r, 0) != nil || !r.shows("Pass to Bea") {
		t.Fatal("the cover must stay on top")
	}
	r.tab.TypedRune('h')

	// Return is "I am Bea".
	r.tab.TypedKey(&fyneKeyReturn)
	if tab.Driver.Viewer() != 1 || len(handCardsShown(r, 1)) != 13 || len(handCardsShown(r, 0)) != 0 {
		t.Fatalf("Bea should see only her hand: viewer %d", tab.Driver.Viewer())
	}

	// The score sheet during play shows points and names, never a card
	// of a hand.
	test.Tap(tab.ui.Sheet)
	if !tab.SheetUp || !r.shows("Score sheet") {
		t.Fatal("the score sheet does not open")
	}
	for c := range r.facesShown() {
		for s := range 2 {
			for _, h := range g.Hand(s) {
				if h == c && s != tab.Driver.Viewer() {
					t.Fatalf("the sheet shows %s of seat %d", c, s)
				}
			}
		}
	}
}

// TestResumedSheet: a table made for a match whose hand is over (a
// resumed save) shows the score sheet with every finished hand, and does
// not report the hand's end a second time.
func TestResumedSheet(t *testing.T) {
	r := s40.Default()
	r.Players = 3
	g, err := s40.NewMatch(r, 3)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !(g.HandNo() == 2 && g.Phase() == s40.PhaseHandOver); i++ {
		if g.Phase() == s40.PhaseHandOver {
			g.Play(s40.Action{Kind: s40.NextHand})
			continue
		}
		a := LegalPlayer{}.Choose(g.View(g.ToMove()))
		a.Seat = g.ToMove()
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if g.Phase() != s40.PhaseHandOver {
		t.Skip("the match took another course")
	}
	rig := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "B"}, {Name: "C"}})
	if hands := rig.tab.Game().Score().Hands; !rig.tab.SheetUp || len(hands) != 2 {
		t.Fatalf("sheet %v, hands %v", rig.tab.SheetUp, hands)
	}
	if rig.overs != 0 {
		t.Fatal("a resumed hand's end was reported again")
	}
	// The closer of hand 2 is on the view; hand 1 is only its number and
	// points (the table did not see it end).
	if !rig.shows("2 · ") || !rig.shows("Total") {
		t.Fatalf("rows missing: %q", rig.texts())
	}
}

// TestHotSeatHidesHandDuringComputerTurns: with two people and a
// computer between them, the first person's hand goes face down as soon
// as the turn ends, while the computer plays, and the cover comes for the
// second person.
func TestHotSeatHidesHandDuringComputerTurns(t *testing.T) {
	r := s40.Default()
	r.Players = 3
	g, err := s40.NewMatch(r, 21)
	if err != nil {
		t.Fatal(err)
	}
	first := g.ToMove()
	seats := make([]Seat, 3)
	for i := range seats {
		seats[i] = Seat{Name: string(rune('A' + i)), Human: true}
	}
	computer := (first + 1) % 3
	seats[computer] = Seat{Name: "C"}
	rg := newRig(t, g, seats)
	tab := rg.tab
	test.Tap(tab.ui.Cover)
	if tab.Driver.Viewer() != first {
		t.Fatalf("viewer %d, want %d", tab.Driver.Viewer(), first)
	}
	rg.tap(tab.lay.stockR.Centre())
	var discard s40.Action
	for _, a := range g.Legal(first) {
		if a.Kind == s40.Discard {
			discard = a
			break
		}
	}
	rg.dragCard(discard.Card, tab.lay.pileR.Centre())
	if g.ToMove() != computer {
		t.Fatalf("seat %d to move, want the computer %d", g.ToMove(), computer)
	}
	if tab.Driver.Viewer() != -1 || len(handCardsShown(rg, first)) != 0 {
		t.Fatal("the first person's hand is still shown during the computer's turn")
	}
	if tab.Driver.Cover() >= 0 {
		t.Fatal("no cover yet: the computer is playing")
	}
	rg.drain()
	next := (computer + 1) % 3
	if g.ToMove() != next || tab.Driver.Cover() != next {
		t.Fatalf("after the computer: seat %d to move, cover %d", g.ToMove(), tab.Driver.Cover())
	}
	for s := range 3 {
		if c := handCardsShown(rg, s); len(c) > 0 {
			t.Fatalf("seat %d's cards are drawn under the cover", s)
		}
	}
}
