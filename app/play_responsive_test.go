package app

import (
	"runtime"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/clocktest"
	s40table "tavolo/app/table/scala40"
	"tavolo/engine/scala40"
	"tavolo/engine/scala40/ai"
)

// TestHardComputersLeaveTheWindowFree seats four hard computer players
// (the engine's search, thinking on worker goroutines of lower priority)
// at a real table and plays the UI goroutine's part: it runs what the
// table posts and redraws the table every 16 ms, until the computers
// have made eight moves. Frames must be drawn while they think: a player
// searching on the UI goroutine would leave none. Each player, once it is
// thinking, waits until the UI goroutine has drawn a frame, so the check
// does not depend on how long a search takes on this machine (a player
// thinking on the UI goroutine would wait forever: the guard says so).
// How long the handlers took is logged, never checked: that measures the
// machine, and `make frames` measures it on the real window.
func TestHardComputersLeaveTheWindowFree(t *testing.T) {
	if testing.Short() {
		t.Skip("plays for a few seconds")
	}
	test.NewTempApp(t)
	r := scala40.Default()
	r.Players = 4
	g, err := scala40.NewMatch(r, 1)
	if err != nil {
		t.Fatal(err)
	}
	var seats []s40table.Seat
	asked := make(chan chan struct{})
	for i, n := range []string{"A", "B", "C", "D"} {
		seats = append(seats, s40table.Seat{Name: n, Agent: framedOpponent{hard(t, uint64(i+1)), asked}})
	}
	posted := make(chan func(), 64)
	clock := clocktest.New()
	const pace = 50 * time.Millisecond
	tab, err := s40table.New(s40table.Config{
		Game:  g,
		Seats: seats,
		Setup: table.Setup{
			Pace:  pace,
			Exec:  func(f func()) { posted <- f },
			Clock: clock,
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Stop()
	w := test.NewTempWindow(t, tab)
	w.Resize(fyne.NewSize(1100, 760))
	tab.Refresh()

	const want = 8
	var moves, frames, thinkingFrames int
	var worst, gap time.Duration
	frame := time.NewTicker(16 * time.Millisecond)
	defer frame.Stop()
	// The guard only stops a table that hangs; it is no speed limit, and
	// far beyond what a loaded machine takes.
	guard := time.After(8 * time.Minute)
	last := time.Now()
	for moves < want {
		select {
		case drawn := <-asked:
			if thinkers.Load() > 0 {
				thinkingFrames++
			}
			tab.Refresh()
			frames++
			close(drawn)
		case f := <-posted:
			start := time.Now()
			f()
			worst = max(worst, time.Since(start))
			moves++
		case <-frame.C:
			start := time.Now()
			gap = max(gap, start.Sub(last))
			if thinkers.Load() > 0 {
				thinkingFrames++
			}
			tab.Refresh()
			frames++
			worst = max(worst, time.Since(start))
			last = time.Now()
		case <-clock.Armed():
			// The cards landed or the pace passed, on the table's clock.
			clock.Advance(pace)
		case <-guard:
			t.Fatalf("the table hung: %d computer moves in eight minutes", moves)
		}
	}
	t.Logf("%d hard moves; %d frames, %d of them while a player thought; longest UI handler %v; longest gap between frames %v",
		moves, frames, thinkingFrames, worst, gap)
	if thinkingFrames == 0 {
		t.Error("no frame was drawn while the hard players thought")
	}
}

// framedOpponent is a computer player that, once it is counted as
// thinking, waits for the UI goroutine to draw a frame, then chooses.
type framedOpponent struct {
	ai.Player
	asked chan chan struct{}
}

func (o framedOpponent) Choose(v scala40.View) scala40.Action {
	thinkers.Add(1)
	drawn := make(chan struct{})
	o.asked <- drawn
	<-drawn
	thinkers.Add(-1)
	return o.Player.Choose(v)
}

// hard is the hard player as the table seats it: on every core, on
// threads of lower priority than the window's.
func hard(t *testing.T, seed uint64) ai.Player {
	p, err := ai.New("hard", seed, ai.Options{Workers: runtime.NumCPU(), WorkerStart: lowerThreadPriority})
	if err != nil {
		t.Fatal(err)
	}
	return p
}
