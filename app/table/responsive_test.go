package table

import (
	"runtime"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/engine/scala40"
)

// slowThinker is a computer player that keeps every core busy for a
// while before each move, as the hard level's search does.
type slowThinker struct{ think time.Duration }

func (s slowThinker) Choose(scala40.View) scala40.Action { return scala40.Action{} }

func (s slowThinker) ChooseLegal(g *scala40.Game, seat int) scala40.Action {
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x := uint64(1)
			for end := time.Now().Add(s.think); time.Now().Before(end); {
				for i := 0; i < 1000; i++ {
					x = x*6364136223846793005 + 1442695040888963407
				}
			}
			_ = x
		}()
	}
	wg.Wait()
	return LegalPlayer{}.ChooseLegal(g, seat)
}

// TestWindowStaysResponsiveWhileComputersThink runs three slow computers
// on their own goroutines while this goroutine plays the UI's part: it
// runs what the table posts and redraws the table every 16 ms. No
// handler may take over 50 ms. The gap between two frames also counts the
// Go scheduler sharing the cores with the thinkers (and with whatever else
// runs on the machine), so it is logged and only checked against a looser
// bound.
func TestWindowStaysResponsiveWhileComputersThink(t *testing.T) {
	if testing.Short() {
		t.Skip("takes about two seconds")
	}
	test.NewTempApp(t)
	r := scala40.Default()
	r.Players = 4
	g, err := scala40.NewMatch(r, 11)
	if err != nil {
		t.Fatal(err)
	}
	posted := make(chan func(), 64)
	think := 250 * time.Millisecond
	seats := []Seat{{Name: "Ada", Human: true}, {Name: "B", Opponent: slowThinker{think}},
		{Name: "C", Opponent: slowThinker{think}}, {Name: "D", Opponent: slowThinker{think}}}
	// Make Ada's seat a computer too once the test starts, so the
	// computers play on without waiting for a person.
	tab, err := New(Config{Game: g, Seats: seats, Pace: 10 * time.Millisecond,
		Exec: func(f func()) { posted <- f }})
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, tab)
	w.Resize(fyne.NewSize(1100, 760))
	if g.ToMove == 0 {
		tab.cfg.Seats[0] = Seat{Name: "Ada", Opponent: slowThinker{think}}
		tab.think(0)
	}

	// The first frame builds every card at its size once: that is the
	// start of the table, not a computer's turn.
	tab.Refresh()
	var worst, worstGap time.Duration
	moves := 0
	frame := time.NewTicker(16 * time.Millisecond)
	defer frame.Stop()
	last := time.Now()
	deadline := time.Now().Add(1600 * time.Millisecond)
	for time.Now().Before(deadline) {
		select {
		case f := <-posted:
			start := time.Now()
			f()
			if d := time.Since(start); d > worst {
				worst = d
			}
			moves++
		case <-frame.C:
			start := time.Now()
			if gap := start.Sub(last); gap > worstGap {
				worstGap = gap
			}
			tab.Refresh()
			if d := time.Since(start); d > worst {
				worst = d
			}
			last = time.Now()
		}
	}
	tab.Stop()
	t.Logf("%d computer moves; longest UI handler %v; longest gap between frames %v", moves, worst, worstGap)
	if moves < 3 {
		t.Errorf("only %d computer moves in the time", moves)
	}
	if worst > 50*time.Millisecond {
		t.Errorf("the UI goroutine was blocked: a handler took %v (limit 50 ms)", worst)
	}
	if worstGap > 150*time.Millisecond {
		t.Errorf("the UI goroutine waited %v between two frames", worstGap)
	}
}
