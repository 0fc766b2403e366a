package canasta

import (
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
	test.Tap(tab.ui.layBtn)
	v := g.View(0)
	if len(v.Melds[0]) != 2 || v.Melds[0][0].Info.Kind != cn.CleanCanasta || v.Melds[0][1].Info.Kind != cn.DirtyCanasta {
		t.Fatalf("melds %v (%s)", v.Melds[0], tab.msg)
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
	test.Tap(tab.ui.layBtn)
	if !r.drawn(tab.ui.goOutBtn) {
		t.Fatalf("no Go out button: hand %v, %q", g.View(0).Hand, tab.msg)
	}
	test.Tap(tab.ui.goOutBtn)
	if g.Phase() != cn.PhaseHandOver || !tab.sheet {
		t.Fatalf("phase %v: %s", g.Phase(), tab.msg)
	}
	for _, s := range []string{"Ada went out.", "Going out (chiusura)", "Clean canastas (pulite)", "Dirty canastas (sporche)", "+300", "+500"} {
		if !r.shows(s) {
			t.Errorf("the sheet lacks %q: %q", s, r.texts())
		}
	}
}

// build lays the table out again.
func (r *rig) build() { r.tab.Refresh() }
