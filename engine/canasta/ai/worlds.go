package ai

import (
	"slices"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// deal guesses what the view's seat cannot see, consistently with what it
// saw: the others keep the cards they were seen taking with the pile and
// get the rest of their hands from the unseen cards (never a red three,
// which nobody keeps); the pile's face-down cards and the stock get the
// rest. The result is a whole game that plays on from the view.
func deal(v *canasta.View, rng *cards.Rand) (*canasta.Game, error) {
	var placed [cards.MaxCards]bool
	mark := func(cs []cards.Card) {
		for _, c := range cs {
			placed[c] = true
		}
	}
	mark(v.Hand)
	for s, kn := range v.Known {
		if s != v.Seat {
			mark(kn)
		}
	}
	for side := range v.Melds {
		for _, m := range v.Melds[side] {
			mark(m.Cards)
		}
		mark(v.RedThrees[side])
	}
	mark(v.PileUp)
	var pool, reds []cards.Card
	for c := cards.Card(0); int(c) < cards.CanastaPack.Size(); c++ {
		switch {
		case placed[c]:
		case canasta.IsRedThree(c):
			reds = append(reds, c)
		default:
			pool = append(pool, c)
		}
	}
	rng.Shuffle(pool)
	h := canasta.Hidden{Hands: make([][]cards.Card, v.Players)}
	take := func(n int) []cards.Card {
		out := pool[:n:n]
		pool = pool[n:]
		return out
	}
	for s := range h.Hands {
		if s == v.Seat {
			h.Hands[s] = slices.Clone(v.Hand)
			continue
		}
		hand := slices.Clone(v.Known[s])
		h.Hands[s] = append(hand, take(v.HandSizes[s]-len(hand))...)
	}
	// The face-down pile cards were dealt from the shuffled stock like any.
	rest := append(pool, reds...)
	rng.Shuffle(rest)
	h.Down = rest[:v.PileDown:v.PileDown]
	h.Stock = rest[v.PileDown:]
	return canasta.FromView(v, h)
}
