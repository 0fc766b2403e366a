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

// SwapHidden is for tests: a copy of g in which a and b, two cards
// hidden from seat, changed places (in the hands, the second deals, the
// stock); ok is false when that would change what a declaration
// announced (its worth, the comparison's first step), which seat has
// heard.
func (g *Game) SwapHidden(seat int, a, b cards.Card) (twin *Game, ok bool) {
	t := g.Clone()
	for s := 0; s < 2; s++ {
		cards.Swap(t.hands[s], a, b)
		cards.Swap(t.second[s], a, b)
	}
	cards.Swap(t.stock, a, b)
	tw, ta := t.announced()
	gw, ga := g.announced()
	return t, tw == gw && ta == ga
}

// Where is for tests: where c lies, 0 or 1 a hand, 2 or 3 a second deal,
// 4 the stock, -1 elsewhere.
func (g *Game) Where(c cards.Card) int {
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
