package klaberjass

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// card reads one card of the notation ("AS", "10h", "JK"), first copy.
func card(t testing.TB, s string) cards.Card { return tabletest.Card(t, s) }

// hand reads a space-separated list of cards.
func hand(t testing.TB, s string) []cards.Card { return tabletest.Hand(t, s) }

// fixedDeal is a hand where Ada (seat 0) deals: Bea, the elder, bids
// first; the turn-up is the Jack of hearts and Ada holds the seven of
// hearts (the dix) and King, Queen, Jack of spades (a sequence of 20).
func fixedDeal(t testing.TB) *kj.Game {
	t.Helper()
	return fixedDealAt(t, [2]int{})
}

// fixedDealAt is fixedDeal with the players' totals before it.
func fixedDealAt(t testing.TB, scores [2]int) *kj.Game {
	t.Helper()
	return fixedDealWith(t, kj.Default(), scores)
}

// fixedDealWith is fixedDealAt under rules.
func fixedDealWith(t testing.TB, rules kj.Rules, scores [2]int) *kj.Game {
	t.Helper()
	d := kj.Deal{
		Hands:  [2][]cards.Card{hand(t, "7H KS QS JS 9C 8D"), hand(t, "AS 10S 9S AC KC QD")},
		Upcard: card(t, "JH"),
		Second: [2][]cards.Card{hand(t, "7C 8C 10D"), hand(t, "8S 7S KD")},
		Stock:  hand(t, "8H 9H 10H QH KH AH 7D 9D JD AD 10C JC QC"),
	}
	g, err := kj.NewFromSetup(rules, kj.Setup{Dealer: 0, Deal: d, Seed: 5, Scores: scores})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// rig is a table in a test window with the computers run in step.
type rig struct {
	t      *testing.T
	tab    *Table
	win    fyne.Window
	queue  tabletest.Queue
	sounds []string
	saves  int
	overs  int
}

func newRig(t *testing.T, g *kj.Game, seats []Seat) *rig {
	t.Helper()
	test.NewTempApp(t)
	r := &rig{t: t}
	tab, err := New(Config{
		Game:       g,
		Seats:      seats,
		OnChange:   func(*kj.Game) { r.saves++ },
		OnHandOver: func(*kj.Game) { r.overs++ },
		Setup: table.Setup{
			Exec:    r.queue.Exec,
			Go:      func(f func()) { f() },
			Sound:   func(e string) { r.sounds = append(r.sounds, e) },
			OnLeave: func() {},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	r.tab = tab
	r.win = test.NewTempWindow(t, tab)
	r.win.Resize(fyne.NewSize(1100, 760))
	tab.Refresh()
	return r
}

// drain lets the computers play until a person is to move.
func (r *rig) drain() {
	r.queue.Drain()
	r.tab.Refresh()
}

// drag moves the pointer from one point of the table to another, as a
// mouse would, and drops.
func (r *rig) drag(from, to fyne.Position) { tabletest.Drag(r.tab, from, to) }

// at is a point on the visible strip of a card as drawn now.
func (r *rig) at(c cards.Card) fyne.Position {
	r.t.Helper()
	rc, ok := r.tab.lay.CardAt[c]
	if !ok {
		r.t.Fatalf("%s is not on the table", c)
	}
	return fyne.NewPos(rc.X+min(rc.W*0.25, 12), rc.Y+rc.H*0.5)
}

// tap clicks a point of the table.
func (r *rig) tap(p fyne.Position) { r.tab.Tapped(&fyne.PointEvent{Position: p}) }

// button finds a visible button whose text contains s.
func (r *rig) button(s string) *widget.Button {
	for _, o := range r.tab.lay.Objects {
		if b, ok := o.(*widget.Button); ok && b.Visible() && strings.Contains(b.Text, s) {
			return b
		}
	}
	return nil
}

// press taps the visible button whose text contains s.
func (r *rig) press(s string) {
	r.t.Helper()
	b := r.button(s)
	if b == nil {
		r.t.Fatalf("no button %q among %q", s, r.texts())
	}
	test.Tap(b)
}

// texts lists every text drawn on the table.
func (r *rig) texts() []string { return tabletest.Texts(r.tab.lay.Objects) }

// shows reports whether some text drawn on the table contains s.
func (r *rig) shows(s string) bool { return tabletest.Shows(r.texts(), s) }

// handShown lists the cards of seat's hand drawn face up.
func (r *rig) handShown(seat int) []cards.Card {
	var out []cards.Card
	for _, c := range r.tab.Game().Hand(seat) {
		if _, ok := r.tab.lay.CardAt[c]; ok {
			out = append(out, c)
		}
	}
	return out
}

// choose taps answer i of the question shown.
func (r *rig) choose(i int) {
	r.t.Helper()
	for _, h := range r.tab.lay.Hits {
		if h.Kind == table.HitChoice && h.N == i {
			r.tap(h.R.Centre())
			return
		}
	}
	r.t.Fatalf("no answer %d on the table", i)
}
