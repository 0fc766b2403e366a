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
//
// With b (from infer) the guessed cards also keep within its bounds.
func deal(v *canasta.View, rng *cards.Rand, b bounds) (*canasta.Game, error) {
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
	from := make([]int, v.Players)
	for s := range h.Hands {
		if s == v.Seat {
			h.Hands[s] = slices.Clone(v.Hand)
			from[s] = len(v.Hand)
			continue
		}
		hand := slices.Clone(v.Known[s])
		from[s] = len(hand)
		h.Hands[s] = append(hand, take(v.HandSizes[s]-len(hand))...)
	}
	if b != nil {
		respect(b, h.Hands, from, pool, rng)
	}
	// The face-down pile cards were dealt from the shuffled stock like any.
	rest := append(pool, reds...)
	rng.Shuffle(rest)
	h.Down = rest[:v.PileDown:v.PileDown]
	h.Stock = rest[v.PileDown:]
	return canasta.FromView(v, h)
}

// noBound is a bound of bounds that says nothing.
const noBound = cards.MaxCards

// bounds are, by seat and rank, the most natural cards of that rank the
// seat's hand is believed to hold beyond the cards seen going into it.
type bounds [][cards.King + 1]int

// infer reads the pile's face-up cards as the discards they were, one a
// turn in seat order since the pile was last formed or taken, the top one
// by the seat before the one to move: the seat that discarded a card
// keeps no pair of its rank (pairs take the pile), and the next seat,
// which drew instead of taking a pile of two cards or more while its side
// had opened, did not hold the naturals that take it. Only what the view
// can place is read: nothing when the pile's bottom cannot be told apart
// from a discard.
func infer(v *canasta.View) bounds {
	b := make(bounds, v.Players)
	for s := range b {
		for r := range b[s] {
			b[s][r] = noBound
		}
	}
	// first is the index in PileUp of the first discard: above the buried
	// cards and the upcard while the face-down cards lie there, the
	// bottom once the pile was taken.
	first := 0
	switch {
	case v.PileDown > 0:
		for first < len(v.PileUp) && (canasta.IsWild(v.PileUp[first]) || canasta.IsRedThree(v.PileUp[first])) {
			first++
		}
		first++ // the upcard
	case v.Rules.PileSetup != canasta.SetupUpcardCount:
		// The upcard lies alone at the bottom: it cannot be told from a
		// discard.
		return b
	}
	// (Under the upcard-count setup a pile without face-down cards was
	// taken: every card in it is a discard.)
	bound := func(s int, r cards.Rank, most int) {
		if s == v.Seat || s < 0 {
			return
		}
		known := 0
		for _, c := range v.Known[s] {
			if canasta.IsNatural(c) && c.Rank() == r {
				known++
			}
		}
		b[s][r] = min(b[s][r], max(0, most-known))
	}
	frozen := false
	for i := 0; i < first && i < len(v.PileUp); i++ {
		frozen = frozen || canasta.IsWild(v.PileUp[i]) || canasta.IsRedThree(v.PileUp[i])
	}
	top := len(v.PileUp) - 1
	for i := first; i <= top; i++ {
		c := v.PileUp[i]
		frozen = frozen || canasta.IsWild(c) || canasta.IsRedThree(c)
		if !canasta.IsNatural(c) {
			continue
		}
		by := ((v.ToMove-1-(top-i))%v.Players + v.Players) % v.Players
		bound(by, c.Rank(), 1)
		next := (by + 1) % v.Players
		side := -1
		for sd, seats := range v.Sides {
			if slices.Contains(seats, next) {
				side = sd
			}
		}
		if i == top || side < 0 || !v.Opened[side] || i+1+v.PileDown < 2 {
			continue
		}
		need := 2
		if frozen {
			need = v.Rules.FrozenNeeds
		}
		bound(next, c.Rank(), need-1)
	}
	return b
}

// respect swaps cards out of each seat's guessed part of its hand (from
// index from[s] on) for cards of the rest (stock and face-down pile) until
// the seat holds no more of a rank than its bound: the cards stay where
// they were dealt, only which place holds which changes.
func respect(b bounds, hands [][]cards.Card, from []int, rest []cards.Card, rng *cards.Rand) {
	for s, hand := range hands {
		var count [cards.King + 1]int
		for _, c := range hand {
			if canasta.IsNatural(c) {
				count[c.Rank()]++
			}
		}
		known := make([]int, cards.King+1)
		for _, c := range hand[:from[s]] {
			if canasta.IsNatural(c) {
				known[c.Rank()]++
			}
		}
		over := func(c cards.Card, extra int) bool {
			if !canasta.IsNatural(c) {
				return false
			}
			r := c.Rank()
			return b[s][r] < noBound && count[r]-known[r]+extra > b[s][r]
		}
		for i := from[s]; i < len(hand); i++ {
			c := hand[i]
			if !over(c, 0) || len(rest) == 0 {
				continue
			}
			start := rng.IntN(len(rest))
			for k := range rest {
				j := (start + k) % len(rest)
				x := rest[j]
				if canasta.IsNatural(x) && x.Rank() == c.Rank() || over(x, 1) {
					continue
				}
				hand[i], rest[j] = x, c
				count[c.Rank()]--
				if canasta.IsNatural(x) {
					count[x.Rank()]++
				}
				break
			}
		}
	}
}
