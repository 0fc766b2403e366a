package tabletest

import (
	"fmt"
	"slices"
	"testing"

	"tavolo/app/table"
	"tavolo/engine/match"
	"tavolo/engine/match/matchtest"
)

// The boards' information tests play the same actions on a position and
// on its twin (matchtest.Pair: two hidden cards changed places) and
// require every text the table shows one seat to be the same.

// Script is a computer player that plays the actions of a script in turn:
// give a table's Setup its Go, and the computers think only when Step
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

// InfoPositions is how many twins a board's information test shows:
// drawing a table costs far more than comparing views.
func InfoPositions() int {
	if testing.Short() {
		return 60
	}
	return 200
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

// Seated is a table under an information test, as the test drives it.
type Seated[A any] struct {
	Act     func(a A) bool // the person's action, as the board's controls play it
	Viewer  func() int     // the seat whose hand is shown, -1 for none
	Cover   func() int     // the seat the hot-seat cover waits for, -1 for none
	Confirm func()         // the cover's button
	Frame   func() []string
	Seat    func(a A) int // the seat that plays a
	Human   func(seat int) bool
}

// PlayScript plays the script's actions at a table set up with its Go and
// q's Exec: a person's through Act (after the cover's button when it is
// up for them), a computer's when it thinks. It returns the frames shown
// while seat's hand or none was shown: the start and after every action
// and cover.
func PlayScript[V, A any](sc *Script[V, A], q *Queue, tb Seated[A], seat int) (Frames, error) {
	var f Frames
	frame := func() {
		q.Drain()
		if v := tb.Viewer(); v == seat || v == -1 {
			f = append(f, tb.Frame())
		}
	}
	frame()
	for sc.Next() < len(sc.Actions) {
		a := sc.Actions[sc.Next()]
		if !tb.Human(tb.Seat(a)) {
			if !sc.Think() {
				return f, fmt.Errorf("no computer thinks to play %+v", a)
			}
			frame()
			continue
		}
		if tb.Cover() == tb.Seat(a) {
			tb.Confirm()
			frame()
		}
		sc.Skip()
		if !tb.Act(a) {
			return f, fmt.Errorf("the table refused %+v", a)
		}
		frame()
	}
	return f, nil
}

// Twin is a game the information tests copy, play and fingerprint.
type Twin[G, A any] interface {
	Clone() G
	Fingerprint() string
	Apply(a A) ([]match.Event, error)
}

// ShownAlike plays the pair's next actions at tables (show makes one and
// plays them, with seat the only person, or with hot every seat a
// person) on its game and on its twin, checks that the tables played
// exactly those actions, and describes the first difference in what they
// showed the seat ("" for none).
func ShownAlike[G Twin[G, A], A any](p matchtest.Pair[G, A], show func(g G, seat int, next []A, hot bool) (Frames, error)) (string, error) {
	for _, hot := range []bool{false, true} {
		var frames [2]Frames
		for i, g := range []G{p.Game, p.Twin} {
			want, got := g.Clone(), g.Clone()
			for _, a := range p.Next {
				if _, err := want.Apply(a); err != nil {
					return "", err
				}
			}
			f, err := show(got, p.Seat, p.Next, hot)
			if err != nil {
				return "", fmt.Errorf("copy %d, hot-seat %v: %v", i, hot, err)
			}
			if got.Fingerprint() != want.Fingerprint() {
				return "", fmt.Errorf("copy %d, hot-seat %v: the table did not play %+v", i, hot, p.Next)
			}
			frames[i] = f
		}
		if d := Differ(frames[0], frames[1]); d != "" {
			return fmt.Sprintf("hot-seat %v, next %+v: %s", hot, p.Next, d), nil
		}
	}
	return "", nil
}

// ScriptSeats are n seats named P1, P2 …: seat is a person (with hot,
// every seat is), the others computers playing the script.
func ScriptSeats[V, A any](n, seat int, hot bool, sc *Script[V, A]) []table.Seat[V, A] {
	seats := make([]table.Seat[V, A], n)
	for s := range seats {
		seats[s] = table.Seat[V, A]{Name: fmt.Sprintf("P%d", s+1), Human: hot || s == seat}
		if !seats[s].Human {
			seats[s].Agent = sc
		}
	}
	return seats
}
