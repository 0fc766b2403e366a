package klaberjass

import (
	"math/bits"

	"tavolo/engine/cards"
)

// The 32 cards as a bitset: bit suit*8 + n, where n is the card's place in
// the natural order 7, 8, 9, 10, J, Q, K, A (0 … 7). A Set is the hand
// form the search works on; Cards and SetOf convert.

// Set is a set of Klaberjass cards.
type Set uint32

// natural maps a rank to its place in the natural order (-1: not in the pack).
var natural = [14]int8{-1, 7, -1, -1, -1, -1, -1, 0, 1, 2, 3, 4, 5, 6}

// naturalRank is the inverse of natural.
var naturalRank = [8]cards.Rank{7, 8, 9, 10, cards.Jack, cards.Queen, cards.King, cards.Ace}

// trickPlain and trickTrump are the trick-taking strength of a card by its
// natural place: plain A 10 K Q J 9 8 7; trumps J 9 A 10 K Q 8 7.
var (
	trickPlain = [8]int8{0, 1, 2, 6, 3, 4, 5, 7}
	trickTrump = [8]int8{0, 1, 6, 4, 7, 2, 3, 5}
	plainPts   = [8]int8{0, 0, 0, 10, 2, 3, 4, 11}
	trumpPts   = [8]int8{0, 0, 14, 10, 20, 3, 4, 11}
)

// InPack reports whether c is one of the 32 Klaberjass cards.
func InPack(c cards.Card) bool {
	if int(c) >= cards.MaxCards || c.IsJoker() || c.Copy() != 0 {
		return false
	}
	return natural[c.Rank()] >= 0
}

// Index returns c's bit in a Set (0 … 31). c must be InPack.
func Index(c cards.Card) int { return int(c.Suit())*8 + int(natural[c.Rank()]) }

// CardAt returns the card of bit i.
func CardAt(i int) cards.Card {
	return cards.NewCard(cards.NewFace(naturalRank[i%8], cards.Suit(i/8)), 0)
}

// Bit returns the one-card set of c.
func Bit(c cards.Card) Set { return 1 << Index(c) }

// SetOf returns the set of cs.
func SetOf(cs []cards.Card) Set {
	var s Set
	for _, c := range cs {
		s |= Bit(c)
	}
	return s
}

// SuitSet is every card of suit s.
func SuitSet(s cards.Suit) Set { return 0xff << (8 * uint(s)) }

// AllCards is the whole pack.
const AllCards Set = 0xffffffff

// Has reports whether c is in s.
func (s Set) Has(c cards.Card) bool { return s&Bit(c) != 0 }

// Len is the number of cards in s.
func (s Set) Len() int { return bits.OnesCount32(uint32(s)) }

// Cards lists the cards of s in bit order (by suit, then natural order).
func (s Set) Cards() []cards.Card {
	out := make([]cards.Card, 0, s.Len())
	for x := uint32(s); x != 0; x &= x - 1 {
		out = append(out, CardAt(bits.TrailingZeros32(x)))
	}
	return out
}

// Strength is a card's trick-taking strength within its suit (0 … 7).
func Strength(c cards.Card, trump cards.Suit) int {
	n := natural[c.Rank()]
	if c.Suit() == trump {
		return int(trickTrump[n])
	}
	return int(trickPlain[n])
}

// CardPoints is what c is worth in a trick won: Jass 20, Menel 14, Aces
// 11, Tens 10, Kings 4, Queens 3, plain Jacks 2, the rest 0.
func CardPoints(c cards.Card, trump cards.Suit) int {
	n := natural[c.Rank()]
	if c.Suit() == trump {
		return int(trumpPts[n])
	}
	return int(plainPts[n])
}

// SetPoints is the card points of every card in s.
func SetPoints(s Set, trump cards.Suit) int {
	p := 0
	for x := uint32(s); x != 0; x &= x - 1 {
		p += CardPoints(CardAt(bits.TrailingZeros32(x)), trump)
	}
	return p
}

// Beats reports whether card b, played after the led card a, wins the
// trick: a higher card of the led suit, or a trump on a plain lead.
func Beats(b, a cards.Card, trump cards.Suit) bool {
	if b.Suit() == a.Suit() {
		return Strength(b, trump) > Strength(a, trump)
	}
	return b.Suit() == trump
}

// TrickWinner returns 0 when the led card wins the trick, 1 when the
// second card does.
func TrickWinner(lead, second cards.Card, trump cards.Suit) int {
	if Beats(second, lead, trump) {
		return 1
	}
	return 0
}

// higherTrumps is every trump stronger than c (a trump).
func higherTrumps(c cards.Card, trump cards.Suit) Set {
	var s Set
	st := Strength(c, trump)
	for n := 0; n < 8; n++ {
		if int(trickTrump[n]) > st {
			s |= 1 << (8*int(trump) + n)
		}
	}
	return s
}

// Duty is what the follower is obliged to do, for an error code.
type Duty uint8

// The follower's duties, from the rules of section 1.7.
const (
	DutyFree      Duty = iota // any card
	DutyFollow                // play a card of the led suit
	DutyOvertrump             // play a higher trump (trump lead, higher trump held)
	DutyTrump                 // void in the led suit: play a trump
)

// FollowSet returns the cards the follower may play to the led card, and
// the duty that narrowed them. On a lead (nothing led yet) every card is
// allowed: call it only with a card led.
func FollowSet(hand Set, lead cards.Card, trump cards.Suit, r *Rules) (Set, Duty) {
	led := hand & SuitSet(lead.Suit())
	if led != 0 {
		if lead.Suit() == trump && r.MustOvertrumpOnTrumpLead {
			if hi := led & higherTrumps(lead, trump); hi != 0 {
				return hi, DutyOvertrump
			}
		}
		return led, DutyFollow
	}
	if r.MustTrumpWhenVoid {
		if tr := hand & SuitSet(trump); tr != 0 {
			return tr, DutyTrump
		}
	}
	return hand, DutyFree
}

// LegalPlays returns the cards of hand that may be played now: any card
// when leading (led is false), else the cards FollowSet allows.
func LegalPlays(hand Set, lead cards.Card, led bool, trump cards.Suit, r *Rules) Set {
	if !led {
		return hand
	}
	s, _ := FollowSet(hand, lead, trump, r)
	return s
}

// LegalCards is LegalPlays on slices: the cards of hand that may be
// played to trick (the cards on the table, lead first; empty: a lead).
func LegalCards(hand []cards.Card, trick []Played, trump cards.Suit, r *Rules) []cards.Card {
	if len(trick) == 0 {
		return SetOf(hand).Cards()
	}
	return LegalPlays(SetOf(hand), trick[0].Card, true, trump, r).Cards()
}
