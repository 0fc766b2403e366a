package canasta

import (
	"slices"

	"tavolo/engine/cards"
)

// This file serves the tests of information (matchtest.Info and the
// board's): nothing in the game or its players calls it.

// SwapHidden is for tests: a copy of g in which a and b, two cards hidden
// from seat (HiddenFrom), changed places (in the hands, the stock, the
// pile's face-down cards); the turn's undo goes back to the copy's hand.
// ok is false when a red three would go into a hand: every seat knows
// that no hand holds one.
func (g *Game) SwapHidden(seat int, a, b cards.Card) (twin *Game, ok bool) {
	if (IsRedThree(a) && g.Where(b) < g.n) || (IsRedThree(b) && g.Where(a) < g.n) {
		return nil, false
	}
	t := g.Clone()
	for _, h := range t.hands {
		cards.Swap(h, a, b)
	}
	cards.Swap(t.stock, a, b)
	cards.Swap(t.pile[t.downLo:t.downHi], a, b)
	t.undo = slices.Clone(t.undo)
	for i := range t.undo {
		t.undo[i].hand = clone(t.undo[i].hand)
		cards.Swap(t.undo[i].hand, a, b)
	}
	return t, true
}

// Where is for tests: where c lies, a seat's hand, g.n the stock, g.n+1
// the pile, -1 elsewhere.
func (g *Game) Where(c cards.Card) int {
	for s, h := range g.hands {
		if slices.Contains(h, c) {
			return s
		}
	}
	switch {
	case slices.Contains(g.stock, c):
		return g.n
	case slices.Contains(g.pile, c):
		return g.n + 1
	}
	return -1
}
