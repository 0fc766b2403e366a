package table

import (
	"cmp"
	"slices"

	"tavolo/engine/cards"
)

// SortHand orders cards by suit then rank (bySuit) or by rank then suit,
// jokers last; the copies of one face keep a fixed order.
func SortHand(hand []cards.Card, bySuit bool) {
	key := func(c cards.Card) int {
		if c.IsJoker() {
			return 1 << 20
		}
		r, s := int(c.Rank()), suitOrder[c.Suit()]
		if bySuit {
			return s*100 + r
		}
		return r*100 + s
	}
	slices.SortStableFunc(hand, func(a, b cards.Card) int { return cmp.Or(cmp.Compare(key(a), key(b)), cmp.Compare(a, b)) })
}

// suitOrder alternates colours in a sorted hand: spades, hearts, clubs,
// diamonds.
var suitOrder = [cards.NumSuits]int{cards.Spades: 0, cards.Hearts: 1, cards.Clubs: 2, cards.Diamonds: 3}
