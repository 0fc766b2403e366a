package klaberjass

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/clocktest"
	"tavolo/app/table/tabletest"
	kj "tavolo/engine/klaberjass"
)

// TestAnimatedTable: at a pace (on the test's clock) the second deal, the computer's cards
// and the tricks won fly (nothing here waits for them: the table must
// stay playable while they do).
func TestAnimatedTable(t *testing.T) {
	test.NewTempApp(t)
	g := fixedDeal(t)
	queue := tabletest.Queue{Clock: clocktest.New()}
	tab, err := New(Config{
		Game:  g,
		Seats: []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}},
		Setup: table.Setup{
			Pace:  300 * time.Millisecond,
			Exec:  queue.Exec,
			Go:    func(f func()) { f() },
			Clock: queue.Clock,
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, tab)
	w.Resize(fyne.NewSize(1000, 700))
	queue.Drain()
	tab.TypedRune('t')
	tab.TypedRune('k')
	queue.Drain()
	for i := 0; i < 40 && g.Phase() == kj.PhasePlay; i++ {
		queue.Drain()
		if tab.Driver.MyTurn() {
			v := g.View(0)
			if tab.Question != nil {
				tab.Question.Then(0)
				tab.Question = nil
				continue
			}
			tab.playCard(v.Playable().Cards()[0])
		}
	}
	if tr := g.Tricks(); tr[0]+tr[1] < 9 {
		t.Fatalf("the hand stopped at %v tricks", tr)
	}
}
