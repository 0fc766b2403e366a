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
	for _, e := range g.events {
		for _, c := range e.Cards {
			shown[c] = true
		}
	}
	var hidden []cards.Card
	for s, h := range g.hands {
		if s == seat {
			continue
		}
		for _, c := range h {
			if !shown[c] {
				hidden = append(hidden, c)
			}
		}
	}
	for _, c := range g.stock {
		if !shown[c] {
			hidden = append(hidden, c)
		}
	}
	return hidden
}

// SwapHidden is for tests: a copy of g in which a and b, two cards
// hidden from seat, changed places (in the hands and the tallone); the
// turn's undo goes back to the copy's hand. Always ok: nothing seat has
// seen changes.
func (g *Game) SwapHidden(seat int, a, b cards.Card) (twin *Game, ok bool) {
	t := g.Clone()
	for _, h := range t.hands {
		cards.Swap(h, a, b)
	}
	cards.Swap(t.stock, a, b)
	for i := range t.undo {
		cards.Swap(t.undo[i].hand, a, b)
	}
	return t, true
}

// Where is for tests: where c lies, a seat's hand, len(Hands) the
// tallone, -1 elsewhere.
func (g *Game) Where(c cards.Card) int {
	for s, h := range g.hands {
		if slices.Contains(h, c) {
			return s
		}
	}
	if slices.Contains(g.stock, c) {
		return len(g.hands)
	}
	return -1
}
