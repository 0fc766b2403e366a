// Package solver is the Klaberjass double-dummy solver: with both hands
// in the open, the points each player takes from the remaining tricks
// when both play their best. Hard's card play (PIMC) calls it thousands
// of times per decision, so a solve allocates nothing: hands are 32-bit
// sets, the transposition table is allocated once per Solver, and the
// search is alpha-beta over the two cards of each trick with the table
// at trick boundaries.
//
// It knows card play only: no bidding, no declarations, no bella. Points
// are card points plus the last-trick bonus.
package solver

import (
	"fmt"
	"math/bits"

	"tavolo/engine/cards"
)

// Card is one card of the 32-card pack: suit*8 + rank, where rank counts
// 7, 8, 9, 10, J, Q, K, A as 0 … 7 (the natural order of sequences).
type Card uint8

// NumCards is the size of the pack.
const NumCards = 32

// NoCard marks "no card led yet" in a Deal.
const NoCard Card = 255

var natRanks = [8]cards.Rank{7, 8, 9, 10, cards.Jack, cards.Queen, cards.King, cards.Ace}

// NewCard returns the card of rank r (7 … Ace) and suit s, and false for
// a rank the pack does not hold.
func NewCard(r cards.Rank, s cards.Suit) (Card, bool) {
	if s >= cards.NumSuits {
		return NoCard, false
	}
	for i, x := range natRanks {
		if x == r {
			return Card(uint8(s)*8 + uint8(i)), true
		}
	}
	return NoCard, false
}

// FromFace returns the card of face f, and false when f is not in the pack.
func FromFace(f cards.Face) (Card, bool) {
	if !f.Valid() || f.IsJoker() {
		return NoCard, false
	}
	return NewCard(f.Rank(), f.Suit())
}

// Suit returns the card's suit.
func (c Card) Suit() cards.Suit { return cards.Suit(c / 8) }

// Rank returns the card's rank.
func (c Card) Rank() cards.Rank { return natRanks[c%8] }

// Face returns the card's face.
func (c Card) Face() cards.Face { return cards.NewFace(c.Rank(), c.Suit()) }

// String writes the card in the scenario notation ("JH", "10S").
func (c Card) String() string {
	if c >= NumCards {
		return "-"
	}
	return c.Face().String()
}

// Hand is a set of cards: bit c is card c.
type Hand uint32

// Has reports whether h holds c.
func (h Hand) Has(c Card) bool { return c < NumCards && h&(1<<c) != 0 }

// With returns h with c added.
func (h Hand) With(c Card) Hand { return h | 1<<c }

// Without returns h without c.
func (h Hand) Without(c Card) Hand { return h &^ (1 << c) }

// Len is the number of cards in h.
func (h Hand) Len() int { return bits.OnesCount32(uint32(h)) }

// Suit returns the cards of h in suit s.
func (h Hand) Suit(s cards.Suit) Hand { return h & (0xFF << (8 * s)) }

// Cards lists the cards of h in index order.
func (h Hand) Cards() []Card {
	out := make([]Card, 0, h.Len())
	for m := uint32(h); m != 0; m &= m - 1 {
		out = append(out, Card(bits.TrailingZeros32(m)))
	}
	return out
}

// String writes the hand in the scenario notation.
func (h Hand) String() string {
	s := ""
	for i, c := range h.Cards() {
		if i > 0 {
			s += " "
		}
		s += c.String()
	}
	return s
}

// HandOf returns the hand of faces fs; it fails on a face outside the
// pack or a face given twice.
func HandOf(fs []cards.Face) (Hand, error) {
	var h Hand
	for _, f := range fs {
		c, ok := FromFace(f)
		if !ok {
			return 0, fmt.Errorf("%v is not a Klaberjass card", f)
		}
		if h.Has(c) {
			return 0, fmt.Errorf("%v given twice", f)
		}
		h = h.With(c)
	}
	return h, nil
}

// Points returns the card points of c with trump suit trump: J 20, 9 14 in
// trumps; A 11, 10 10, K 4, Q 3 in every suit; J 2 in a plain suit.
func Points(c Card, trump cards.Suit) int {
	if c.Suit() == trump {
		return int(trumpPts[trumpStrength[c%8]])
	}
	return int(plainPts[plainStrength[c%8]])
}

// HandPoints returns the card points of every card of h.
func HandPoints(h Hand, trump cards.Suit) int {
	n := 0
	for m := uint32(h); m != 0; m &= m - 1 {
		n += Points(Card(bits.TrailingZeros32(m)), trump)
	}
	return n
}

// Beats reports whether card b, played to a trick led with a, takes it.
func Beats(b, a Card, trump cards.Suit) bool {
	switch {
	case b.Suit() == a.Suit():
		return Strength(b, trump) > Strength(a, trump)
	case b.Suit() == trump:
		return true
	}
	return false
}

// Strength orders the cards of one suit for taking tricks, 0 (the Seven)
// to 7: J 9 A 10 K Q 8 7 in trumps, A 10 K Q J 9 8 7 in a plain suit.
func Strength(c Card, trump cards.Suit) int {
	if c.Suit() == trump {
		return int(trumpStrength[c%8])
	}
	return int(plainStrength[c%8])
}

// Strength of each natural rank (7 8 9 10 J Q K A), and the points of
// each strength.
var (
	trumpStrength = [8]uint8{0, 1, 6, 4, 7, 2, 3, 5}
	plainStrength = [8]uint8{0, 1, 2, 6, 3, 4, 5, 7}
	trumpPts      = [8]uint8{0, 0, 3, 4, 10, 11, 14, 20}
	plainPts      = [8]uint8{0, 0, 0, 2, 3, 4, 10, 11}
)
