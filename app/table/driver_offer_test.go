package table

import (
	"testing"

	"tavolo/engine/match"
)

// offer is count with an action out of turn: before the first count, the
// seat holding the offer may take a bonus (an action marked Bad stands
// for it), whoever is to move.
type offer struct {
	count
	holder int
	taken  bool
}

func (g *offer) Actors() []int {
	if g.n == 0 && !g.taken && g.holder != g.toMove {
		return []int{min(g.holder, g.toMove), max(g.holder, g.toMove)}
	}
	return g.count.Actors()
}

func (g *offer) Apply(a countAction) ([]match.Event, error) {
	if a.Bad {
		if a.Seat != g.holder || g.taken || g.n > 0 {
			return nil, match.Errorf(match.ErrBadAction, "no offer")
		}
		g.taken = true
		return []match.Event{{Kind: "bonus", Seat: a.Seat}}, nil
	}
	return g.count.Apply(a)
}

// decliner lets an offer go (the zero action); when it is to move it adds.
type decliner struct{}

func (decliner) Name() string { return "decliner" }
func (decliner) Choose(v countView) countAction {
	if v.Seat != v.ToMove {
		return countAction{}
	}
	return countAction{Seat: v.Seat}
}

// taker takes the offer.
type taker struct{}

func (taker) Name() string { return "taker" }
func (taker) Choose(v countView) countAction {
	if v.Seat != v.ToMove {
		return countAction{Seat: v.Seat, Bad: true}
	}
	return countAction{Seat: v.Seat}
}

func rigOffer(t *testing.T, holder int, seats []Seat[countView, countAction]) (*Driver[countView, countAction], *offer, *[]func()) {
	t.Helper()
	g := &offer{count: count{seats: 2}, holder: holder}
	var queue []func()
	d, err := NewDriver(DriverConfig[countView, countAction]{
		Game: g, Seats: seats, Fallback: adder{}, Seated: seated,
		Exec:    func(f func()) { queue = append(queue, f) },
		Go:      func(f func()) { f() },
		Played:  func(int, countAction, []match.Event, bool) {},
		Changed: func() {},
		ToMove:  func() int { return g.toMove },
	})
	if err != nil {
		t.Fatal(err)
	}
	d.Start()
	return d, g, &queue
}

// TestDriverOutOfTurn: a seat that may act out of turn is given the turn
// first; a person may decline (then the seat to move plays), a computer
// declines with the zero action or takes the offer.
func TestDriverOutOfTurn(t *testing.T) {
	// The person (seat 0) holds the offer; the computer is to move.
	d, g, q := rigOffer(t, 0, []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot", Agent: decliner{}}})
	g.toMove = 1
	d.Start()
	if !d.MyTurn() || !d.OutOfTurn() || len(*q) != 0 {
		t.Fatalf("my turn %v, out of turn %v, %d queued: the person should be asked first", d.MyTurn(), d.OutOfTurn(), len(*q))
	}
	d.Decline()
	if d.MyTurn() || len(*q) != 1 {
		t.Fatal("after declining, the computer should play")
	}
	drain(q)
	if g.n != 1 || g.taken {
		t.Fatalf("count %d taken %v", g.n, g.taken)
	}

	// The computer holds the offer and lets it go: the person then plays.
	d, g, q = rigOffer(t, 1, []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot", Agent: decliner{}}})
	if d.MyTurn() || len(*q) != 1 {
		t.Fatal("the computer should be asked first")
	}
	drain(q)
	if !d.MyTurn() || d.OutOfTurn() || g.taken {
		t.Fatal("the computer declined: the person is to move")
	}

	// A computer that takes the offer.
	d, g, q = rigOffer(t, 1, []Seat[countView, countAction]{{Name: "Ada", Human: true}, {Name: "Bot", Agent: taker{}}})
	drain(q)
	if !g.taken || !d.MyTurn() {
		t.Fatalf("taken %v, my turn %v", g.taken, d.MyTurn())
	}
}
