package table

import (
	"slices"
	"testing"

	"tavolo/engine/match"
)

// count is a toy game for the driver: the seats take turns adding one to
// a counter; the hand ends at ten. An action of the wrong seat, or one
// marked bad, is refused.
type count struct {
	seats, n, toMove int
}

type countView struct{ Seat, ToMove, N int }

type countAction struct {
	Seat int
	Bad  bool
}

func (g *count) Players() int { return g.seats }
func (g *count) Actors() []int {
	if g.n >= 10 {
		return nil
	}
	return []int{g.toMove}
}
func (g *count) View(seat int) countView  { return countView{seat, g.toMove, g.n} }
func (g *count) SpectatorView() countView { return countView{-1, g.toMove, g.n} }
func (g *count) Legal(seat int) []countAction {
	if seat != g.toMove {
		return nil
	}
	return []countAction{{Seat: seat}}
}
func (g *count) Apply(a countAction) ([]match.Event, error) {
	if a.Seat != g.toMove || a.Bad || g.n >= 10 {
		return nil, match.Errorf(match.ErrBadAction, "refused")
	}
	g.n++
	g.toMove = (g.toMove + 1) % g.seats
	return []match.Event{{Kind: "added", Seat: a.Seat}}, nil
}
func (g *count) Outcome() match.Outcome {
	if g.n >= 10 {
		return match.Outcome{Stage: match.MatchOver, Winner: 0}
	}
	return match.Outcome{Stage: match.Playing, Winner: -1}
}
func (g *count) Score() match.Score { return match.NewScore(match.Solo(g.seats), match.HighTarget, 10) }
func (g *count) Record([]match.Player) (*match.Record, error) {
	return nil, match.Errorf(match.ErrBadAction, "no record")
}

// adder plays one legal action; bad plays a refused one.
type adder struct{ bad bool }

func (adder) Name() string                       { return "adder" }
func (a adder) Choose(v countView) countAction   { return countAction{Seat: v.Seat, Bad: a.bad} }
func seated(a countAction, seat int) countAction { a.Seat = seat; return a }

// rigDriver runs the computers in step: their moves wait in queue.
func rigDriver(t *testing.T, seats []Seat[countView, countAction]) (*Driver[countView, countAction], *count, *[]func(), *[]int) {
	t.Helper()
	g := &count{seats: len(seats)}
	var queue []func()
	var played []int
	d, err := NewDriver(DriverConfig[countView, countAction]{
		Game: g, Seats: seats, Fallback: adder{}, Seated: seated,
		Exec:    func(f func()) { queue = append(queue, f) },
		Go:      func(f func()) { f() },
		Played:  func(seat int, _ countAction, _ []match.Event, _ bool) { played = append(played, seat) },
		Changed: func() {},
	})
	if err != nil {
		t.Fatal(err)
	}
	d.Start()
	return d, g, &queue, &played
}

func drain(q *[]func()) {
	for len(*q) > 0 {
		f := (*q)[0]
		*q = (*q)[1:]
		f()
	}
}

// TestDriverHotSeat: between two people the table waits for each one to
// confirm, shows no hand meanwhile, and plays the computer between them.
func TestDriverHotSeat(t *testing.T) {
	d, g, q, played := rigDriver(t, []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot"}, {Name: "Bea", Human: true}})
	if d.Cover() != 0 || d.Viewer() != -1 || d.View().Seat != -1 || d.MyTurn() {
		t.Fatalf("cover %d viewer %d: want the cover for Ada and no hand", d.Cover(), d.Viewer())
	}
	if _, err := d.Act(countAction{Seat: 0}); match.CodeOf(err) != match.ErrNotYourTurn {
		t.Fatalf("acting under the cover: %v", err)
	}
	d.Confirm()
	if d.Viewer() != 0 || !d.MyTurn() {
		t.Fatal("Ada confirmed but cannot play")
	}
	if _, err := d.Act(countAction{Seat: 0}); err != nil {
		t.Fatal(err)
	}
	if d.Viewer() != -1 || len(*q) != 1 {
		t.Fatalf("viewer %d, %d moves queued: Ada's hand should go face down while the computer thinks", d.Viewer(), len(*q))
	}
	drain(q)
	if g.n != 2 || d.Cover() != 2 || d.Viewer() != -1 {
		t.Fatalf("count %d cover %d viewer %d: want the cover for Bea", g.n, d.Cover(), d.Viewer())
	}
	if !slices.Equal(*played, []int{0, 1}) {
		t.Fatalf("played %v", *played)
	}
}

// TestDriverFallback: a computer move the engine refuses is replaced by
// the fallback's, so the match goes on to its end.
func TestDriverFallback(t *testing.T) {
	d, g, q, _ := rigDriver(t, []Seat[countView, countAction]{{Name: "A", Agent: adder{bad: true}}, {Name: "B"}})
	drain(q)
	if g.n != 10 || d.Playing() {
		t.Fatalf("count %d: the computers did not finish the match", g.n)
	}
}

// TestDriverStop: a move thought before Stop is dropped.
func TestDriverStop(t *testing.T) {
	d, g, q, _ := rigDriver(t, []Seat[countView, countAction]{{Name: "A"}, {Name: "B"}})
	d.Stop()
	drain(q)
	if g.n != 0 {
		t.Fatalf("count %d after Stop", g.n)
	}
}
