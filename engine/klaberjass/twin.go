package klaberjass

import "tavolo/engine/cards"

// This file serves the tests of information (matchtest.Info and the
// board's): nothing in the game or its players calls it.

// HiddenFrom returns the cards seat may not know now (-1: an onlooker):
// the other hand (both for an onlooker) less its known cards, the second
// deal still to come, and the stock less the bottom card once shown.
func (g *Game) HiddenFrom(seat int) []cards.Card {
	var h Set
	for s := 0; s < 2; s++ {
		if s != seat {
			h |= g.handSet(s) &^ g.known[s]
		}
		h |= SetOf(g.second[s])
	}
	st := SetOf(g.stock)
	if g.bottom {
		st &^= Bit(g.stock[len(g.stock)-1])
	}
	return (h | st).Cards()
}

// Twin is for tests: a copy of g in which two cards hidden from seat, in
// different places (the other hand, a second deal to come, the stock),
// changed places, and the two cards. Everything seat has seen stays as
// it was: a declared worth does not change. pick(n) chooses in [0, n).
// ok is false when no such pair was found.
func (g *Game) Twin(seat int, pick func(n int) int) (twin *Game, moved [2]cards.Card, ok bool) {
	hidden := g.HiddenFrom(seat)
	if len(hidden) < 2 {
		return nil, moved, false
	}
	for try := 0; try < 8; try++ {
		a, b := hidden[pick(len(hidden))], hidden[pick(len(hidden))]
		if g.place(a) == g.place(b) {
			continue
		}
		t := g.Clone()
		for s := 0; s < 2; s++ {
			swapCards(t.hands[s], a, b)
			swapCards(t.second[s], a, b)
		}
		swapCards(t.stock, a, b)
		if t.declaredWorth() == g.declaredWorth() {
			return t, [2]cards.Card{a, b}, true
		}
	}
	return nil, moved, false
}

// place says where c lies: 0 or 1 a hand, 2 or 3 a second deal, 4 the
// stock, -1 elsewhere.
func (g *Game) place(c cards.Card) int {
	for s := 0; s < 2; s++ {
		if g.handSet(s).Has(c) {
			return s
		}
		if SetOf(g.second[s]).Has(c) {
			return 2 + s
		}
	}
	if SetOf(g.stock).Has(c) {
		return 4
	}
	return -1
}

// declaredWorth is the worth each seat that declared announced, as the
// view computes it.
func (g *Game) declaredWorth() [2]int {
	var w [2]int
	for s := 0; s < 2; s++ {
		if g.declared[s] {
			w[s] = BestWorth(Melds(g.handSet(s)|g.played[s], &g.rules))
		}
	}
	return w
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
