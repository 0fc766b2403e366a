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

// copyOf is copy n (0, 1, 2) of a face.
func copyOf(t *testing.T, s string, n int) cards.Card {
	t.Helper()
	f, err := cards.ParseFace(s)
	if err != nil {
		t.Fatal(err)
	}
	return cards.NewCard(f, n)
}

// TestGoingOut: Ada opens with a clean canasta of kings and a dirty one
// of queens, draws, asks "may I go out?", her computer partner says yes,
// she melds her last cards and goes out with the Go out button; the
// sheet scores going out and both canastas.
func TestGoingOut(t *testing.T) {
	kings := []cards.Card{copyOf(t, "KS", 0), copyOf(t, "KS", 1), copyOf(t, "KH", 0), copyOf(t, "KH", 1), copyOf(t, "KD", 0), copyOf(t, "KD", 1), copyOf(t, "KC", 0)}
	queens := []cards.Card{copyOf(t, "QS", 0), copyOf(t, "QS", 1), copyOf(t, "QH", 0), copyOf(t, "QH", 1), copyOf(t, "QD", 0), copyOf(t, "2S", 0), copyOf(t, "2H", 0)}
	five := card(t, "5D")
	g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 3, Deal: cn.Deal{
		Hands: [][]cards.Card{append(append(append([]cards.Card{}, kings...), queens...), five),
			hand(t, "7C 8S"), hand(t, "9S 9H"), hand(t, "JD 8H")},
		Stock: hand(t, "5S 5H 10D QC 6D 7D"),
		Pile:  hand(t, "10C 6C"),
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	partner := &script{acts: []cn.Action{{Kind: cn.Answer, Yes: true}}}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea", Agent: partner}, {Name: "Cai"}}, fyne.NewSize(1100, 760))
	tab := r.tab
	r.tapCards(kings...)
	r.tap(tab.lay.newR.Centre())
	r.tapCards(queens...)
	r.tap(tab.lay.newR.Centre())
	test.Tap(tab.ui.Lay)
	v := g.View(0)
	if len(v.Melds[0]) != 2 || v.Melds[0][0].Info.Kind != cn.CleanCanasta || v.Melds[0][1].Info.Kind != cn.DirtyCanasta {
		t.Fatalf("melds %v (%s)", v.Melds[0], tab.Msg)
	}
	r.build()
	if !r.shows("clean ×7") || !r.shows("dirty ×7") {
		t.Fatalf("the canastas are not marked: %q", r.texts())
	}
	r.tap(tab.lay.stockR.Centre())
	test.Tap(tab.ui.askBtn)
	r.drain()
	if v = g.View(0); v.Answer != cn.AnswerYes || !r.shows("go out this turn") {
		t.Fatalf("answer %d: %q", v.Answer, r.texts())
	}
	r.tapCards(hand(t, "5D 5S 5H")...)
	r.tap(tab.lay.newR.Centre())
	test.Tap(tab.ui.Lay)
	if !r.drawn(tab.ui.goOutBtn) {
		t.Fatalf("no Go out button: hand %v, %q", g.View(0).Hand, tab.Msg)
	}
	test.Tap(tab.ui.goOutBtn)
	if g.Phase() != cn.PhaseHandOver || !tab.SheetUp {
		t.Fatalf("phase %v: %s", g.Phase(), tab.Msg)
	}
	for _, s := range []string{"Ada went out.", "Going out (chiusura)", "Clean canastas (pulite)", "Dirty canastas (sporche)", "+300", "+500"} {
		if !r.shows(s) {
			t.Errorf("the sheet lacks %q: %q", s, r.texts())
		}
	}
}

// build lays the table out again.
func (r *rig) build() { r.tab.Refresh() }

// TestRefusalsNameTheRule: the table's refusals name the rule that
// applies, with the numbers of the rules in force (issue 40, item 6): a
// take with nothing selected says what to select, a third wild card names
// the limit of two, a fourth under max_wild_per_meld = 3 the limit of
// three.
func TestRefusalsNameTheRule(t *testing.T) {
	for _, tc := range []struct {
		maxWild int
		meld    string
		want    string
	}{
		{2, "7S 7H 7D 2S JK", "at most 2 wild cards"},
		{3, "7S 7H 7D 7C 2S 2H JK", "at most 3 wild cards"},
	} {
		r := cn.Default()
		r.MaxWildPerMeld = tc.maxWild
		g, err := cn.NewFromSetup(r, cn.Setup{Dealer: 3, Seed: 3, Deal: cn.Deal{
			Hands: [][]cards.Card{hand(t, tc.meld+" 2D 9C 5C 4C"), hand(t, "KC 8S"), hand(t, "9S 9H"), hand(t, "JD 8H")},
			Stock: hand(t, "5S 5H 10D QC 6D 4D"),
			Pile:  hand(t, "10C 6C 9D"),
			Built: true,
		}})
		if err != nil {
			t.Fatal(err)
		}
		rig := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}, fyne.NewSize(1100, 760))
		tab := rig.tab
		if !tab.act(cn.Action{Kind: cn.Meld, Melds: [][]cards.Card{hand(t, tc.meld)}}) {
			t.Fatalf("the opening was refused: %s", tab.Msg)
		}
		tab.takePile(nil)
		if !strings.Contains(tab.Msg, "select 2 natural cards of its top card's rank") {
			t.Errorf("a take with nothing selected says %q", tab.Msg)
		}
		tab.act(cn.Action{Kind: cn.Draw})
		tab.act(cn.Action{Kind: cn.Add, Cards: hand(t, "2D"), Meld: 1})
		if !strings.Contains(tab.Msg, tc.want) {
			t.Errorf("max_wild_per_meld = %d: a wild card too many says %q", tc.maxWild, tab.Msg)
		}
	}
}

// TestLogSaysTheCanastaWentDirty: a Two on a clean canasta reads as what
// it did, "made the canasta of aces dirty", not "completed a canasta"
// (issue 40, item 3).
func TestLogSaysTheCanastaWentDirty(t *testing.T) {
	aces := []cards.Card{copyOf(t, "AS", 0), copyOf(t, "AS", 1), copyOf(t, "AH", 0), copyOf(t, "AH", 1), copyOf(t, "AD", 0), copyOf(t, "AD", 1), copyOf(t, "AC", 0)}
	g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 3, Deal: cn.Deal{
		Hands: [][]cards.Card{append(append([]cards.Card{}, aces...), hand(t, "2D 9C 4C")...), hand(t, "KC 8S"), hand(t, "9S 9H"), hand(t, "JD 8H")},
		Stock: hand(t, "QS QH 10D QC 6D 4D"),
		Pile:  hand(t, "10C 6C 9D"),
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}}, fyne.NewSize(1100, 760))
	if !r.tab.act(cn.Action{Kind: cn.Meld, Melds: [][]cards.Card{aces}}) || !r.tab.act(cn.Action{Kind: cn.Draw}) {
		t.Fatalf("refused: %s", r.tab.Msg)
	}
	events, err := g.Apply(cn.Action{Kind: cn.Add, Seat: 0, Cards: hand(t, "2D"), Meld: 1})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, e := range events {
		if s := r.tab.Describe(e); s != "" {
			lines = append(lines, s)
		}
	}
	if !slices.Contains(lines, "Ada made the canasta of aces dirty.") || slices.Contains(lines, "Ada completed a canasta.") {
		t.Errorf("the log says %q", lines)
	}
}

// TestSixPlayersAskEitherPartner: with six players the table offers one
// "May I go out?" per partner, each naming whom it asks, and the one
// tapped answers (§1.8: the player asks either partner).
func TestSixPlayersAskEitherPartner(t *testing.T) {
	r := cn.Default()
	r.Players = cn.PlayersOption(6)
	kings := []cards.Card{copyOf(t, "KS", 0), copyOf(t, "KS", 1), copyOf(t, "KH", 0), copyOf(t, "KH", 1), copyOf(t, "KD", 0), copyOf(t, "KD", 1), copyOf(t, "KC", 0)}
	eights := []cards.Card{copyOf(t, "8S", 0), copyOf(t, "8S", 1), copyOf(t, "8H", 0), copyOf(t, "8D", 0), copyOf(t, "8C", 0), copyOf(t, "2C", 0), copyOf(t, "JK", 0)}
	g, err := cn.NewFromSetup(r, cn.Setup{Dealer: 5, Seed: 3, Deal: cn.Deal{
		Hands: [][]cards.Card{append(append(append([]cards.Card{}, kings...), eights...), card(t, "AS")),
			hand(t, "4C"), hand(t, "7H"), hand(t, "4D"), hand(t, "4H"), hand(t, "4S")},
		Stock: hand(t, "AH AD 9C 9D"),
		Pile:  hand(t, "6H 7C"),
		Built: true,
	}})
	if err != nil {
		t.Fatal(err)
	}
	partner := &script{acts: []cn.Action{{Kind: cn.Answer, Yes: true}}}
	seats := []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}, {Name: "Dora", Agent: partner}, {Name: "Eli"}}
	rig := newRig(t, g, seats, fyne.NewSize(1100, 760))
	tab := rig.tab
	if !tab.act(cn.Action{Kind: cn.Meld, Melds: [][]cards.Card{kings, eights}}) || !tab.act(cn.Action{Kind: cn.Draw}) {
		t.Fatalf("refused: %s", tab.Msg)
	}
	rig.build()
	if !rig.drawn(tab.ui.askBtn) || !rig.drawn(tab.ui.askOtherBtn) || !rig.shows("Ask Bea: may I go out?") || !rig.shows("Ask Dora: may I go out?") {
		t.Fatalf("the two questions are not offered: %q", rig.texts())
	}
	test.Tap(tab.ui.askOtherBtn)
	rig.drain()
	if v := g.View(0); v.AskedSeat != 4 || v.Answer != cn.AnswerYes {
		t.Fatalf("asked seat %d, answer %d", v.AskedSeat, v.Answer)
	}
}
