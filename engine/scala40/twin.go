package scala40

import (
	"slices"

	"tavolo/engine/cards"
)

// This file serves the tests of information (matchtest.Info and the
// board's): nothing in the game or its players calls it.

// HiddenFrom returns the cards seat may not know now (-1: an onlooker):
// the other hands and the tallone, less every card an event of this hand
// showed (a card taken from the pozzo, laid, discarded).
func (g *Game) HiddenFrom(seat int) []cards.Card {
	shown := map[cards.Card]bool{}
	for _, e := range g.Events {
		for _, c := range e.Cards {
			shown[c] = true
		}
	}
	var hidden []cards.Card
	for s, h := range g.Hands {
		if s == seat {
			continue
		}
		for _, c := range h {
			if !shown[c] {
				hidden = append(hidden, c)
			}
		}
	}
	for _, c := range g.Stock {
		if !shown[c] {
			hidden = append(hidden, c)
		}
	}
	return hidden
}

// Twin is for tests: a copy of g in which two cards hidden from seat, in
// different places (two other hands, another hand and the tallone),
// changed places, and the two cards; the turn's undo goes back to the
// twin's hand. pick(n) chooses in [0, n). ok is false when no such pair
// was found.
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
		for _, h := range t.Hands {
			swapCards(h, a, b)
		}
		swapCards(t.Stock, a, b)
		for i := range t.undo {
			swapCards(t.undo[i].hand, a, b)
		}
		return t, [2]cards.Card{a, b}, true
	}
	return nil, moved, false
}

// place says where c lies: a seat's hand, len(Hands) the tallone, -1
// elsewhere.
func (g *Game) place(c cards.Card) int {
	for s, h := range g.Hands {
		if slices.Contains(h, c) {
			return s
		}
	}
	if slices.Contains(g.Stock, c) {
		return len(g.Hands)
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
