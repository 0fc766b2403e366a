package tabletest

import (
	"fmt"
	"slices"
	"testing"

	"fyne.io/fyne/v2"

	"tavolo/app/table"
	"tavolo/engine/match/matchtest"
)

// The boards' information tests play the same actions on a position and
// on its twin (matchtest.Pair: two hidden cards changed places) and
// require every text the table shows one seat to be the same.

// Script is a computer player that plays the actions of a script in turn:
// give a table's Setup its Go, and the computers think only when Think
// says so, each choosing the script's next action.
type Script[V, A any] struct {
	Actions []A
	next    int
	pending []func()
}

// Name is part of match.Agent.
func (s *Script[V, A]) Name() string { return "script" }

// Choose is part of match.Agent: the script's next action.
func (s *Script[V, A]) Choose(V) A {
	a := s.Actions[s.next]
	s.next++
	return a
}

// Go is the table's Go: a computer's thinking waits for Think.
func (s *Script[V, A]) Go(f func()) { s.pending = append(s.pending, f) }

// Think lets the computer that waits think (it chooses the script's next
// action); false when none waits.
func (s *Script[V, A]) Think() bool {
	if len(s.pending) == 0 {
		return false
	}
	f := s.pending[0]
	s.pending = s.pending[1:]
	f()
	return true
}

// Next is the index of the script's next action.
func (s *Script[V, A]) Next() int { return s.next }

// Skip moves past the script's next action (a person played it).
func (s *Script[V, A]) Skip() { s.next++ }

// Frames is what a seat saw a table show, one frame after another (each
// its texts, move log and summary, as lines).
type Frames [][]string

// Lines joins the parts of a frame (texts drawn, log lines …), each
// ended by "¦".
func Lines(parts ...[]string) []string {
	var frame []string
	for _, p := range parts {
		frame = append(frame, p...)
		frame = append(frame, "¦")
	}
	return frame
}

// infoPositions is how many twins a board's information test shows:
// drawing a table costs far more than comparing views.
func infoPositions() int {
	if testing.Short() {
		return 40
	}
	return 120
}

// Differ describes the first frame that differs between a and b, "" when
// every frame is the same.
func Differ(a, b Frames) string {
	for i := range min(len(a), len(b)) {
		if !slices.Equal(a[i], b[i]) {
			for j := range min(len(a[i]), len(b[i])) {
				if a[i][j] != b[i][j] {
					return fmt.Sprintf("frame %d, line %d: %q vs %q\n%q\n%q", i, j, a[i][j], b[i][j], a[i], b[i])
				}
			}
			return fmt.Sprintf("frame %d: %q vs %q", i, a[i], b[i])
		}
	}
	if len(a) != len(b) {
		return fmt.Sprintf("%d frames vs %d", len(a), len(b))
	}
	return ""
}

// Board is a table under an information test, as the test drives it.
type Board[A any] struct {
	Act     func(a A) bool // the person's action, as the board's controls play it
	Viewer  func() int     // the seat whose hand is shown, -1 for none
	Cover   func() int     // the seat the hot-seat cover waits for, -1 for none
	Confirm func()         // the cover's button
	Frame   func() []string
}

// BoardOf is the Board of a table on driver d: act and confirm are the
// board's Act and cover button, objects its frame's objects. A frame is
// every text drawn, the move log and the summary since the viewer's last
// turn.
func BoardOf[V, A any](d *table.Driver[V, A], act func(A) bool, confirm func(), objects func() []fyne.CanvasObject) Board[A] {
	return Board[A]{Act: act, Viewer: d.Viewer, Cover: d.Cover, Confirm: confirm,
		Frame: func() []string { return Lines(Texts(objects()), LogTexts(d.Log()), LogTexts(d.Since())) }}
}

// Twin is a game the information tests play, copy and fingerprint.
type Twin[G, V, A any] interface {
	matchtest.Game[G, V, A]
	Fingerprint() string
}

// Information is a board's information test: on infoPositions twins of
// s (matchtest.Twins: two cards hidden from a seat changed places), the
// pair's next actions, played at tables open makes (with the seat the
// only person, then with every seat a person: hot-seat), show the seat
// the same frames on the game and on its twin. seatOf is the seat that
// plays an action.
func Information[G Twin[G, V, A], V, A any](t *testing.T, s matchtest.Subject[G, V, A], seatOf func(A) int,
	open func(g G, seats []table.Seat[V, A], setup table.Setup) (Board[A], error)) {
	t.Helper()
	n, err := matchtest.Twins(s, matchtest.InfoOptions{Seed: 1, Positions: infoPositions()}, func(p matchtest.Pair[G, A]) error {
		for _, hot := range []bool{false, true} {
			var frames [2]Frames
			for i, g := range []G{p.Game, p.Twin} {
				f, err := shown(g, p.Seat, p.Next, hot, seatOf, open)
				if err != nil {
					return fmt.Errorf("copy %d, hot-seat %v: %v", i, hot, err)
				}
				frames[i] = f
			}
			if d := Differ(frames[0], frames[1]); d != "" {
				return fmt.Errorf("hot-seat %v, next %+v: the table shows the seat different texts: %s", hot, p.Next, d)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d twins shown alike", n)
}

// shown plays next at a table of a copy of g at which seat is a person
// (with hot, every seat is), checks that the table played exactly those
// actions and returns the frames it showed seat: at the start and after
// every action and cover, while seat's hand or none was shown.
func shown[G Twin[G, V, A], V, A any](g G, seat int, next []A, hot bool, seatOf func(A) int,
	open func(g G, seats []table.Seat[V, A], setup table.Setup) (Board[A], error)) (Frames, error) {
	want, got := g.Clone(), g.Clone()
	for _, a := range next {
		if _, err := want.Apply(a); err != nil {
			return nil, err
		}
	}
	sc := &Script[V, A]{Actions: next}
	var q Queue
	seats := make([]table.Seat[V, A], g.Players())
	for s := range seats {
		seats[s] = table.Seat[V, A]{Name: fmt.Sprintf("P%d", s+1), Human: hot || s == seat}
		if !seats[s].Human {
			seats[s].Agent = sc
		}
	}
	b, err := open(got, seats, table.Setup{Exec: q.Exec, Go: sc.Go, OnLeave: func() {}})
	if err != nil {
		return nil, err
	}
	var f Frames
	frame := func() {
		q.Drain()
		if v := b.Viewer(); v == seat || v == -1 {
			f = append(f, b.Frame())
		}
	}
	frame()
	for sc.Next() < len(next) {
		a := next[sc.Next()]
		switch {
		case !seats[seatOf(a)].Human:
			if !sc.Think() {
				return f, fmt.Errorf("no computer thinks to play %+v", a)
			}
		case b.Cover() == seatOf(a):
			b.Confirm()
			frame()
			fallthrough
		default:
			sc.Skip()
			if !b.Act(a) {
				return f, fmt.Errorf("the table refused %+v", a)
			}
		}
		frame()
	}
	if got.Fingerprint() != want.Fingerprint() {
		return f, fmt.Errorf("the table did not play %+v", next)
	}
	return f, nil
}
