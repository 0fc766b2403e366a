package scala40

import (
	"bytes"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"tavolo/app/table"
	"tavolo/app/table/clocktest"
	"tavolo/app/table/tabletest"
	s40 "tavolo/engine/scala40"
)

// goroutineID returns the number the runtime gives the calling goroutine
// (the first line of its stack reads "goroutine N [running]:").
func goroutineID() int64 {
	var buf [64]byte
	line := buf[:runtime.Stack(buf[:], false)]
	line = bytes.TrimPrefix(line, []byte("goroutine "))
	n, _ := strconv.ParseInt(string(line[:bytes.IndexByte(line, ' ')]), 10, 64)
	return n
}

// gatedThinker is a computer player that thinks until the UI goroutine
// lets it go: it says on asked that it has started, then waits on
// release. Asked on the UI goroutine itself (uiID), it would wait for
// ever, so it notes the fault in onUI and answers at once.
type gatedThinker struct {
	uiID    int64
	onUI    *atomic.Int32
	asked   chan int
	release chan struct{}
}

func (s gatedThinker) Name() string { return "gated" }

func (s gatedThinker) Choose(v s40.View) s40.Action {
	if goroutineID() == s.uiID {
		s.onUI.Add(1)
	} else {
		s.asked <- v.Seat
		<-s.release
	}
	return LegalPlayer{}.Choose(v)
}

// TestWindowStaysResponsiveWhileComputersThink seats four computers that
// each think until the UI goroutine has drawn three frames. This goroutine
// plays the UI's part: it runs what the table posts and redraws the table.
// A table that asked a computer on the UI goroutine would leave no frame
// to draw while it thinks: the thinker notes that and the test fails. How
// long the handlers and frames took is logged, never checked: that is a
// measurement of the machine (`make frames` measures the real window).
func TestWindowStaysResponsiveWhileComputersThink(t *testing.T) {
	test.NewTempApp(t)
	r := s40.Default()
	r.Players = 4
	g, err := s40.NewMatch(r, 11)
	if err != nil {
		t.Fatal(err)
	}
	var onUI atomic.Int32
	think := gatedThinker{goroutineID(), &onUI, make(chan int, 4), make(chan struct{})}
	posted := make(chan func(), 64)
	seats := []Seat{{Name: "Ada", Human: true}, {Name: "B", Agent: think},
		{Name: "C", Agent: think}, {Name: "D", Agent: think}}
	clock := clocktest.New()
	const pace = 10 * time.Millisecond
	tab, err := New(Config{
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
	defer close(think.release) // lets the thinkers still waiting go
	w := test.NewTempWindow(t, tab)
	w.Resize(fyne.NewSize(1100, 760))
	// Make Ada's seat a computer too, so the computers play on without
	// waiting for a person.
	tab.cfg.Seats[0] = Seat{Name: "Ada", Agent: think}
	tab.Driver.Start()
	tab.Refresh()

	const want = 12 // computer moves: three rounds of the table
	var moves, thoughts int
	var worst time.Duration
	timed := func(f func()) {
		start := time.Now()
		f()
		worst = max(worst, time.Since(start))
	}
	// The guard only stops a table that hangs; it is no speed limit.
	guard := time.After(2 * time.Minute)
	for moves < want {
		select {
		case <-think.asked:
			thoughts++
			for range 3 {
				timed(tab.Refresh)
			}
			think.release <- struct{}{}
		case f := <-posted:
			timed(f)
			moves++
		case <-clock.Armed():
			// A computer waits for its cards to land or for the pace
			// (the marks' 5 s are never reached).
			clock.Advance(pace)
		case <-guard:
			t.Fatalf("the table hung: %d computer moves in two minutes", moves)
		}
	}
	t.Logf("%d computer moves, %d frames drawn while a computer thought; longest UI handler or frame %v", moves, 3*thoughts, worst)
	if n := onUI.Load(); n > 0 {
		t.Errorf("%d computer moves were chosen on the UI goroutine", n)
	}
	if thoughts < want {
		t.Errorf("%d computer moves but only %d thought off the UI goroutine", moves, thoughts)
	}
}

// stamp is a computer player that notes when, on its table's clock, it
// is asked for a move.
type stamp struct {
	asked chan time.Time
	clock *clocktest.Clock
}

func (s stamp) Name() string { return "stamp" }

func (s stamp) Choose(v s40.View) s40.Action {
	s.asked <- s.clock.Now()
	return LegalPlayer{}.Choose(v)
}

// TestComputerThinksAfterTheCardsLand checks that a computer is asked for
// its move only once the cards of the move before have landed, so its
// thinking never competes with an animation, and that its move still
// comes no sooner than the pace, on the table's clock.
func TestComputerThinksAfterTheCardsLand(t *testing.T) {
	test.NewTempApp(t)
	r := s40.Default()
	r.Players = 2
	g, err := s40.NewMatch(r, 3)
	if err != nil {
		t.Fatal(err)
	}
	clock := clocktest.New()
	asked := make(chan time.Time, 4)
	posted := tabletest.Queue{}
	pace := 300 * time.Millisecond
	start := clock.Now() // the table starts the first computer's turn
	tab, err := New(Config{
		Game:  g,
		Seats: []Seat{{Name: "A", Agent: stamp{asked, clock}}, {Name: "B", Agent: stamp{asked, clock}}},
		Setup: table.Setup{
			Pace:  pace,
			Exec:  posted.Exec,
			Go:    func(f func()) { f() },
			Clock: clock,
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Stop()
	test.NewTempWindow(t, tab)
	land := tab.FlightTime()
	if land != 200*time.Millisecond {
		t.Fatalf("flight time %v at pace %v", land, pace)
	}
	clock.Advance(land - time.Millisecond)
	if len(asked) != 0 {
		t.Fatalf("asked for a move %v after the last one, before its cards landed (%v)", (<-asked).Sub(start), land)
	}
	clock.Advance(time.Millisecond)
	if len(asked) != 1 {
		t.Fatalf("asked %d times once the cards landed", len(asked))
	}
	if at := (<-asked).Sub(start); at != land {
		t.Errorf("asked %v after the last move, want %v", at, land)
	}
	clock.Advance(pace - land - time.Millisecond)
	if posted.Len() != 0 {
		t.Errorf("the move came after %v, sooner than the pace %v", clock.Now().Sub(start), pace)
	}
	clock.Advance(time.Millisecond)
	if posted.Len() != 1 {
		t.Errorf("%d moves posted at the pace, want 1", posted.Len())
	}
}
