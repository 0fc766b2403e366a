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

// slowThinker is a computer player that keeps every core but one busy for
// a while before each move, as the hard level's search does.
type slowThinker struct{ think time.Duration }

func (s slowThinker) Choose(scala40.View) scala40.Action { return scala40.Action{} }

func (s slowThinker) ChooseLegal(g *scala40.Game, seat int) scala40.Action {
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)-1) {
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
	if raceDetector {
		t.Skip("timings mean nothing under the race detector")
	}
	// Other programs on the machine (go test runs packages side by side)
	// can hold the cores too; the table is at fault only if no run of
	// three is clean.
	var worst, gap time.Duration
	for run := 1; run <= 3; run++ {
		var moves int
		worst, gap, moves = measureUI(t)
		t.Logf("run %d: %d computer moves; longest UI handler %v; longest gap between frames %v", run, moves, worst, gap)
		if moves < 3 {
			t.Fatalf("only %d computer moves in the time", moves)
		}
		if worst <= 50*time.Millisecond && gap <= 150*time.Millisecond {
			return
		}
	}
	t.Errorf("the UI goroutine was blocked: a handler took %v (limit 50 ms), frames %v apart", worst, gap)
}

// measureUI plays computers against each other for 1.6 s and returns the
// longest UI handler, the longest gap between two frames and the number
// of computer moves.
func measureUI(t *testing.T) (worst, worstGap time.Duration, moves int) {
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
	tab, err := New(Config{Game: g, Seats: seats, Pace: 10 * time.Millisecond,
		Exec: func(f func()) { posted <- f }})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Stop()
	w := test.NewTempWindow(t, tab)
	w.Resize(fyne.NewSize(1100, 760))
	// Make Ada's seat a computer too, so the computers play on without
	// waiting for a person.
	tab.cfg.Seats[0] = Seat{Name: "Ada", Opponent: slowThinker{think}}
	if g.ToMove == 0 {
		tab.think(0)
	}
	// The first frame builds every card at its size once: that is the
	// start of the table, not a computer's turn.
	tab.Refresh()
	frame := time.NewTicker(16 * time.Millisecond)
	defer frame.Stop()
	last := time.Now()
	deadline := time.Now().Add(1600 * time.Millisecond)
	for time.Now().Before(deadline) {
		select {
		case f := <-posted:
			start := time.Now()
			f()
			worst = max(worst, time.Since(start))
			moves++
		case <-frame.C:
			start := time.Now()
			worstGap = max(worstGap, start.Sub(last))
			tab.Refresh()
			worst = max(worst, time.Since(start))
			last = time.Now()
		}
	}
	// Let the thinkers still running finish before the next run.
	time.Sleep(think + 50*time.Millisecond)
	return worst, worstGap, moves
}

// stamp is a computer player that notes when it is asked for a move.
type stamp struct{ asked chan time.Time }

func (s stamp) Choose(scala40.View) scala40.Action { return scala40.Action{} }

func (s stamp) ChooseLegal(g *scala40.Game, seat int) scala40.Action {
	s.asked <- time.Now()
	return LegalPlayer{}.ChooseLegal(g, seat)
}

// TestComputerThinksAfterTheCardsLand checks that a computer is asked for
// its move only once the cards of the move before have landed, so its
// thinking never competes with an animation, and that its move still
// comes no sooner than the pace.
func TestComputerThinksAfterTheCardsLand(t *testing.T) {
	test.NewTempApp(t)
	r := scala40.Default()
	r.Players = 2
	g, err := scala40.NewMatch(r, 3)
	if err != nil {
		t.Fatal(err)
	}
	asked := make(chan time.Time, 1)
	posted := make(chan func(), 4)
	pace := 300 * time.Millisecond
	start := time.Now() // the table starts the first computer's turn
	tab, err := New(Config{Game: g, Pace: pace, Exec: func(f func()) { posted <- f },
		Seats: []Seat{{Name: "A", Opponent: stamp{asked}}, {Name: "B", Opponent: stamp{asked}}}})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Stop()
	test.NewTempWindow(t, tab)
	if tab.flightTime() != 200*time.Millisecond {
		t.Fatalf("flight time %v at pace %v", tab.flightTime(), pace)
	}
	if d := (<-asked).Sub(start); d < tab.flightTime() {
		t.Errorf("asked for a move %v after the last one, before its cards landed (%v)", d, tab.flightTime())
	}
	<-posted
	if d := time.Since(start); d < pace {
		t.Errorf("the move came after %v, sooner than the pace %v", d, pace)
	}
}
