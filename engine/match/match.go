// Package match holds what every Tavolo game shares above a single hand:
// the game contract (Game), the shared error codes, the running score by
// side (Score), turn order, the contract of a computer player (Agent), and
// the save record that lets a match be replayed exactly from its seed and
// actions. Package matchtest is the conformance test every game runs.
package match

// NextActive returns the first of n seats after from, clockwise, that is
// not out. With every other seat out it returns from itself.
func NextActive(from, n int, out func(seat int) bool) int {
	for i := 1; i <= n; i++ {
		if seat := (from + i) % n; !out(seat) {
			return seat
		}
	}
	return from
}

// Agent is a computer player: it chooses an action from what one seat may
// know (the game's view), never from the full state.
type Agent[V, A any] interface {
	Name() string
	Choose(view V) A
}

// Seatable is a game's action, which names the seat that takes it:
// AtSeat is the same action taken by seat. A table plays what a person
// does for the seat whose hand it shows, and a computer's move for the
// seat it plays.
type Seatable[A any] interface {
	AtSeat(seat int) A
}
