package canasta

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/tabletest"
	cn "tavolo/engine/canasta"
)

// TestWinnerScreen: a hand that takes a side past the target ends the
// match on a screen of its own (the table covered whole, the final
// totals at its head); the sheet names the winners and offers the same
// players again, a new match and home.
func TestWinnerScreen(t *testing.T) {
	g, err := cn.NewFromSetup(cn.Default(), cn.Setup{Dealer: 3, Seed: 2, Scores: []int{15500, 200}, Deal: lastTurnDeal(t)})
	if err != nil {
		t.Fatal(err)
	}
	test.NewTempApp(t)
	var rematch, fresh bool
	r := &rig{t: t}
	tab, err := New(Config{
		Game:  g,
		Seats: []Seat{{Name: "Ada", Human: true}, {Name: "Ugo"}, {Name: "Bea"}, {Name: "Cai"}},
		Setup: table.Setup{
			Exec:       r.queue.Exec,
			Go:         func(f func()) { f() },
			OnLeave:    func() {},
			OnRematch:  func() { rematch = true },
			OnNewMatch: func() { fresh = true },
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	r.tab = tab
	r.win = test.NewTempWindow(t, tab)
	r.win.Resize(fyne.NewSize(1100, 760))
	r.tap(tab.lay.stockR.Centre())
	r.dragCard(card(t, "5H"), tab.lay.pileR.Centre())
	r.drain()
	if g.Phase() != cn.PhaseMatchOver || !tab.SheetUp {
		t.Fatalf("phase %v, sheet %v", g.Phase(), tab.SheetUp)
	}
	if !r.shows("Ada & Bea win the match") || !r.shows("The mazzo ran out.") {
		t.Fatalf("no winners: %q", r.texts())
	}
	if !tabletest.Covered(r.tab.lay.Objects, r.tab.lay.Size) || !r.shows("The match is over") || !r.shows("Ada & Bea 15") {
		t.Fatalf("the end of the match is not a screen of its own: %q", r.texts())
	}
	tabletest.Shot(t, r.win, "canasta-match-over")
	// Return leaves it up: its buttons say what comes next.
	tab.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if !tab.SheetUp || !r.shows("The match is over") {
		t.Fatalf("Return closed the end of the match: %q", r.texts())
	}
	for _, b := range []fyne.CanvasObject{tab.ui.Rematch, tab.ui.NewMatch, tab.ui.Home} {
		if !r.drawn(b) {
			t.Fatal("a winner-screen button is missing")
		}
	}
	tab.Rematch()
	test.Tap(tab.ui.NewMatch)
	if !rematch || !fresh {
		t.Fatal("the buttons did nothing")
	}
}
