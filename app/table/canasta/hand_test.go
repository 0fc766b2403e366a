package canasta

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	cn "tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// fixedDeal is a short four-player hand, seat 0 first (seat 3 deals):
// seat 0 can open with exactly 50 (three queens and four fours), draws a
// red three, and later takes the pozzo with a pair of jacks; its partner
// (seat 2) melds three nines; the stock runs out after one round.
func fixedDeal(t *testing.T) *cn.Game {
	t.Helper()
	r := cn.Default()
	g, err := cn.NewFromSetup(r, cn.Setup{Dealer: 3, Seed: 1, Deal: cn.Deal{
		Hands: [][]cards.Card{
			hand(t, "QS QH QD 4S 4H 4D 4C 5H 6H 7H JS JH 9D"),
			hand(t, "7C 8S 10S KS AS"),
			hand(t, "9S 9H 9C 5S 6S"),
			hand(t, "JD 8H 10H KH AH"),
		},
		Stock: hand(t, "3H 8C KD 10D QC 6D 7D AD KC"),
		Pile:  hand(t, "10C 6C"),
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// fixedSeats: seat 0 is a person unless hot, its partner seat 2 a
// person when hot; the rest play scripts.
func fixedSeats(t *testing.T, hot bool) []Seat {
	opp1 := &script{acts: []cn.Action{{Kind: cn.Draw}, {Kind: cn.Discard, Cards: hand(t, "7C")}}}
	partner := &script{acts: []cn.Action{{Kind: cn.Draw}, {Kind: cn.Meld, Melds: [][]cards.Card{hand(t, "9S 9H 9C")}},
		{Kind: cn.Discard, Cards: hand(t, "5S")}, {Kind: cn.Answer, Yes: false}}}
	opp3 := &script{acts: []cn.Action{{Kind: cn.Draw}, {Kind: cn.Discard, Cards: hand(t, "JD")}}}
	seats := []Seat{{Name: "Ada", Human: true}, {Name: "Ugo", Agent: opp1}, {Name: "Bea", Agent: partner}, {Name: "Cai", Agent: opp3}}
	if hot {
		seats[2] = Seat{Name: "Bea", Human: true}
	}
	return seats
}

// TestFullHandThroughTheTable plays a four-player hand through the
// widgets: a refused meld, the opening at the minimum, a red three drawn
// and replaced, taking the pozzo, adding to the partner's meld, a refused
// add sliding back, "may I go out?" answered by the computer partner, the
// stock running out and the score sheet.
func TestFullHandThroughTheTable(t *testing.T) {
	g := fixedDeal(t)
	r := newRig(t, g, fixedSeats(t, false), fyne.NewSize(1100, 760))
	tab := r.tab
	if tab.Driver.Viewer() != 0 || !tab.Driver.MyTurn() || g.Phase() != cn.PhaseOpen {
		t.Fatalf("viewer %d, phase %v: Ada should be to open or draw", tab.Driver.Viewer(), g.Phase())
	}
	if !r.shows("Open 0 / 50") {
		t.Fatalf("no opening line: %q", r.texts())
	}
	if !r.shows("Ugo") || !r.shows("Bea (partner)") || !r.shows("Cai") {
		t.Fatalf("seats not shown: %q", r.texts())
	}

	// A run is no Canasta meld: staged, shown invalid, refused.
	r.tapCards(hand(t, "5H 6H 7H")...)
	r.tap(tab.lay.newR.Centre())
	if len(tab.stage) != 1 || tab.stagedOK(tab.stage[0]) {
		t.Fatalf("staged %v should be one invalid group", tab.stage)
	}
	test.Tap(tab.ui.Lay)
	if g.Phase() != cn.PhaseOpen || !tab.MsgBad || !r.shows("natural cards of one rank only") {
		t.Fatalf("the run was not refused with the rule: %q", tab.Msg)
	}
	test.Tap(tab.ui.Clear)
	if len(tab.stage) != 0 {
		t.Fatal("Return cards left cards staged")
	}

	// The opening at the minimum: three queens dragged, four fours tapped.
	r.tapCards(hand(t, "QS QH QD")...)
	r.dragCard(card(t, "QS"), tab.lay.newR.Centre())
	r.tapCards(hand(t, "4S 4H 4D 4C")...)
	r.tap(tab.lay.newR.Centre())
	if len(tab.stage) != 2 || !r.shows("Open 50 / 50") {
		t.Fatalf("stage %v, texts %q", tab.stage, r.texts())
	}
	test.Tap(tab.ui.Lay)
	v := g.View(0)
	if !v.Opened[0] || len(v.Melds[0]) != 2 {
		t.Fatalf("not opened: %v (%s)", v.Melds[0], tab.Msg)
	}

	// The draw: a red three comes up, is laid down and replaced.
	r.tap(tab.lay.stockR.Centre())
	v = g.View(0)
	if len(v.RedThrees[0]) != 1 || !slices.Contains(v.Hand, card(t, "KD")) || !slices.Contains(v.Hand, card(t, "8C")) {
		t.Fatalf("red threes %v, hand %v", v.RedThrees[0], v.Hand)
	}
	if !tab.fresh[card(t, "KD")] || !tab.fresh[card(t, "8C")] {
		t.Fatal("the cards drawn are not marked")
	}
	if !r.shows("red three") || !r.shows("Red threes -200") {
		t.Fatalf("the red three is not told: %q", r.texts())
	}
	r.dragCard(card(t, "5H"), tab.lay.pileR.Centre())
	if g.ToMove() == 0 {
		t.Fatalf("the discard was refused: %s", tab.Msg)
	}

	// The computers play their round; the partner melds three nines.
	r.drain()
	v = g.View(0)
	if g.ToMove() != 0 || len(v.Melds[0]) != 3 || v.PileTop != card(t, "JD") {
		t.Fatalf("to move %d, melds %v, top %v", g.ToMove(), v.Melds[0], v.PileTop)
	}

	// Take the pozzo with the pair of jacks: the whole pile lands in hand,
	// the taken cards marked.
	r.tapCards(hand(t, "JS JH")...)
	r.tap(tab.lay.pileR.Centre())
	v = g.View(0)
	for _, c := range hand(t, "10C 6C 5H 7C 5S") {
		if !slices.Contains(v.Hand, c) || !tab.taken[c] {
			t.Fatalf("%v did not land marked in the hand %v", c, v.Hand)
		}
	}
	if v.PileSize != 0 || len(v.Melds[0]) != 4 {
		t.Fatalf("pile %d, melds %v", v.PileSize, v.Melds[0])
	}

	// Add the nine of diamonds to the partner's nines by dragging it.
	r.dragCard(card(t, "9D"), r.meldAt(0, 3))
	if v = g.View(0); len(v.Melds[0][2].Cards) != 4 {
		t.Fatalf("the add did not land: %v (%s)", v.Melds[0][2], tab.Msg)
	}
	// An eight does not go on the queens: refused, slides back.
	r.dragCard(card(t, "8C"), r.meldAt(0, 1))
	if v = g.View(0); len(v.Melds[0][0].Cards) != 3 || !slices.Contains(v.Hand, card(t, "8C")) || !r.shows("not of this meld's rank") {
		t.Fatalf("the bad add was not refused: %q", tab.Msg)
	}
	// Nothing goes on the other side's melds: the engine refuses.
	if tab.addTo(1000, hand(t, "8C")) || !strings.Contains(tab.Msg, "belongs to the other side") {
		t.Fatalf("a drop on the other side's melds was not refused: %q", tab.Msg)
	}

	// May I go out? Not offered: the side has no canasta, so Ada could
	// not go out this turn whatever the answer (issue 40, item 2).
	if r.drawn(tab.ui.askBtn) {
		t.Fatal("May I go out? is offered though going out is impossible")
	}
	r.key('q')
	if v = g.View(0); v.Asked || !r.shows("nothing to ask") {
		t.Fatalf("Q asked anyway (asked %v): %q", v.Asked, tab.Msg)
	}

	// The last discard; the next player cannot draw: the hand is over.
	r.dragCard(card(t, "8C"), tab.lay.pileR.Centre())
	r.drain()
	if g.Phase() != cn.PhaseHandOver || !tab.SheetUp || r.overs != 1 {
		t.Fatalf("phase %v sheet %v overs %d", g.Phase(), tab.SheetUp, r.overs)
	}
	// Ada's side has a red three and no canasta: the sheet says why it
	// counts -200 while the table showed 100.
	for _, s := range []string{"Hand 1 is over", "Red threes", "-200", "Ada & Bea: red threes count double against, with no canasta.", "Cards melded", "Cards left in hand", "Next opening minimum", "Total"} {
		if !r.shows(s) {
			t.Errorf("the score sheet lacks %q: %q", s, r.texts())
		}
	}
	if !r.drawn(tab.ui.Next) || r.saves == 0 || !slices.Contains(r.sounds, "draw") || !slices.Contains(r.sounds, "meld") {
		t.Fatalf("next %v saves %d sounds %v", r.drawn(tab.ui.Next), r.saves, r.sounds)
	}
	test.Tap(tab.ui.Next)
	if g.HandNo() != 1 || tab.SheetUp {
		t.Fatalf("hand %d sheet %v after the next deal", g.HandNo(), tab.SheetUp)
	}
}
