package canasta

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/clocktest"
	"tavolo/app/table/tabletest"
)

// TestAnimatedTable: at a pace (on the test's clock) the computers'
// cards fly (drawn,
// melded, discarded), and the table stays playable while they do.
func TestAnimatedTable(t *testing.T) {
	test.NewTempApp(t)
	g := fixedDeal(t)
	queue := tabletest.Queue{Clock: clocktest.New()}
	tab, err := New(Config{
		Game:  g,
		Seats: fixedSeats(t, false),
		Setup: table.Setup{
			Pace:  60 * time.Millisecond,
			Exec:  queue.Exec,
			Go:    func(f func()) { f() },
			Clock: queue.Clock,
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, tab)
	w.Resize(fyne.NewSize(1100, 760))
	r := &rig{t: t, tab: tab, win: w}
	// Every flight that lands redraws the board once (the test driver
	// runs an animation to its end at once).
	landed := 0
	redraw := tab.Sprites.Refresh
	tab.Sprites.Refresh = func() { landed++; redraw() }
	r.tapCards(hand(t, "QS QH QD")...)
	r.tap(tab.lay.newR.Centre())
	r.tapCards(hand(t, "4S 4H 4D 4C")...)
	r.tap(tab.lay.newR.Centre())
	tab.layDown()
	r.tap(tab.lay.stockR.Centre())
	// Two cards drawn, and the red three (3♥) drawn first flies on to
	// the red threes' row.
	if _, ok := tab.lay.CardAt[card(t, "3H")]; landed != 3 || len(tab.fresh) != 2 || !ok {
		t.Errorf("%d cards flew from the mazzo, %d were drawn and kept (3♥ drawn: %v)", landed, len(tab.fresh), ok)
	}
	r.dragCard(card(t, "5H"), tab.lay.pileR.Centre())
	queue.Run(100)
	if g.ToMove() != 0 || len(g.View(0).Melds[0]) != 3 {
		t.Fatalf("the computers' round did not come back: to move %d", g.ToMove())
	}
	// The partner's nines are on the table where their flight landed.
	for _, c := range hand(t, "9S 9H 9C") {
		if _, ok := tab.lay.CardAt[c]; !ok {
			t.Fatalf("%v is not drawn on the table", c)
		}
	}
	landed = 0
	r.tapCards(hand(t, "JS JH")...)
	r.tap(tab.lay.pileR.Centre())
	if !g.View(0).Drew {
		t.Fatalf("the pozzo was not taken while cards flew: %s", tab.Msg)
	}
	// The pozzo flies into the hand, card by card.
	if len(tab.taken) < 2 {
		t.Fatalf("taken cards: %v", tab.taken)
	}
	if landed != len(tab.taken) {
		t.Errorf("%d cards flew into the hand, %d came with the pozzo", landed, len(tab.taken))
	}
}
