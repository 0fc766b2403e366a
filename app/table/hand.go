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

// FanX lays n cards of width cw side by side across a band from x of
// width w: centred, overlapping as much as they must (apart by 62% of a
// card at most). With gapAt >= 0 a gap opens before card gapAt, where a
// dragged card would go. It returns each card's left edge and the step
// between two cards (the visible strip of a covered card).
func FanX(x, w float32, n int, cw float32, gapAt int) ([]float32, float32) {
	step := cw * 0.62
	if n > 1 && cw+float32(n-1)*step > w {
		step = (w - cw) / float32(n-1)
	}
	total := cw
	if n > 1 {
		total += float32(n-1) * step
	}
	x0 := x + (w-total)/2
	xs := make([]float32, n)
	for i := range xs {
		xs[i] = x0 + float32(i)*step
		if gapAt >= 0 && i >= gapAt {
			xs[i] += step * 0.8
		}
	}
	return xs, step
}
