package canasta

import (
	"slices"

	"tavolo/engine/cards"
)

// Twin is for the tests of information (matchtest.Info and the board's);
// nothing in the game or its players calls it. It returns a copy of g in
// which two cards hidden from seat (HiddenFrom), in different places (two
// other hands, another hand and the stock or the pile's face-down cards,
// the stock and those), changed places, and the two cards; the turn's
// undo goes back to the twin's hand. A red three never goes into a hand:
// every seat knows that no hand holds one. pick(n) chooses in [0, n). ok
// is false when no such pair was found.
func (g *Game) Twin(seat int, pick func(n int) int) (twin *Game, moved [2]cards.Card, ok bool) {
	hidden := g.HiddenFrom(seat)
	if len(hidden) < 2 {
		return nil, moved, false
	}
	for try := 0; try < 8; try++ {
		a, b := hidden[pick(len(hidden))], hidden[pick(len(hidden))]
		pa, pb := g.place(a), g.place(b)
		if pa == pb || (IsRedThree(a) && pb < g.n) || (IsRedThree(b) && pa < g.n) {
			continue
		}
		t := g.Clone()
		for _, h := range t.hands {
			swapCards(h, a, b)
		}
		swapCards(t.stock, a, b)
		swapCards(t.pile[t.downLo:t.downHi], a, b)
		t.undo = slices.Clone(t.undo)
		for i := range t.undo {
			t.undo[i].hand = clone(t.undo[i].hand)
			swapCards(t.undo[i].hand, a, b)
		}
		return t, [2]cards.Card{a, b}, true
	}
	return nil, moved, false
}

// place says where c lies: a seat's hand, g.n the stock, g.n+1 the pile,
// -1 elsewhere.
func (g *Game) place(c cards.Card) int {
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

// swapCards puts b where a was and a where b was in cs.
func swapCards(cs []cards.Card, a, b cards.Card) {
	for i, c := range cs {
		switch c {
		case a:
			cs[i] = b
		case b:
			cs[i] = a
		}
	}
}
