package klaberjass

import "tavolo/engine/cards"

// Meld is a declaration: a sequence (three or more cards of one suit in
// the natural order A K Q J 10 9 8 7) or, under four_of_a_kind_melds,
// four cards of one rank.
type Meld struct {
	Cards  []cards.Card // highest first
	Suit   cards.Suit   // a sequence's suit
	Four   bool         // four of a kind
	Length int
	Top    cards.Rank // the highest card (natural order); the rank of a four
	Value  int        // 20, 50; a four: 100, 150 (Nines), 200 (Jacks)
}

// Sequences returns the maximal runs of three or more cards in hand, each
// worth 20 (three cards) or 50 (four or more: a long run is never split).
func Sequences(hand Set) []Meld {
	var out []Meld
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		m := uint8(hand >> (8 * uint(s)))
		for n := 7; n >= 0; {
			if m&(1<<n) == 0 {
				n--
				continue
			}
			lo := n
			for lo > 0 && m&(1<<(lo-1)) != 0 {
				lo--
			}
			if l := n - lo + 1; l >= 3 {
				md := Meld{Suit: s, Length: l, Top: naturalRank[n], Value: 20}
				if l >= 4 {
					md.Value = 50
				}
				for k := n; k >= lo; k-- {
					md.Cards = append(md.Cards, CardAt(int(s)*8+k))
				}
				out = append(out, md)
			}
			n = lo - 1
		}
	}
	return out
}

// fourValue is what four of a kind is worth by natural place (0: not a
// meld). PROJECT DECISION (values marked UNCERTAIN in the rules): the
// Swiss Weis values, Jacks 200, Nines 150, Aces, Tens, Kings and Queens
// 100; Sevens and Eights nothing.
var fourValue = [8]int{0, 0, 150, 100, 200, 100, 100, 100}

// Fours returns the four-of-a-kind melds in hand.
func Fours(hand Set) []Meld {
	var out []Meld
	for n := 7; n >= 0; n-- {
		if fourValue[n] == 0 {
			continue
		}
		var all Set = 0x01010101 << n
		if hand&all == all {
			m := Meld{Four: true, Length: 4, Top: naturalRank[n], Value: fourValue[n]}
			for s := 0; s < 4; s++ {
				m.Cards = append(m.Cards, CardAt(s*8+n))
			}
			out = append(out, m)
		}
	}
	return out
}

// Melds returns what hand may declare under r: its sequences, and its
// fours when the rules count them.
func Melds(hand Set, r *Rules) []Meld {
	out := Sequences(hand)
	if r.FourOfAKindMelds {
		out = append(Fours(hand), out...)
	}
	return out
}

// meldKey orders melds for the comparison: under value_then_top_then_trump
// value, then top card, then trumps; under length_then_top_then_trump
// length, then top card, then trumps. A four beats every sequence under
// either rule (by value, then rank).
func meldKey(m *Meld, trump cards.Suit, r *Rules) int {
	top := int(natural[m.Top])
	tr := 0
	if !m.Four && m.Suit == trump {
		tr = 1
	}
	return firstKey(m, r)*100 + top*10 + tr
}

// firstKey is the comparison's first step: the worth, or under
// length_then_top_then_trump a sequence's length; a four of a kind above
// every sequence.
func firstKey(m *Meld, r *Rules) int {
	first := m.Value
	if r.SequenceCompare == LengthThenTop && !m.Four {
		first = m.Length
	}
	if m.Four {
		first += 1000
	}
	return first
}

// BestKey returns the comparison key of the best of ms (-1 for none):
// the higher key holds the better declaration.
func BestKey(ms []Meld, trump cards.Suit, r *Rules) int {
	best := -1
	for i := range ms {
		if k := meldKey(&ms[i], trump, r); k > best {
			best = k
		}
	}
	return best
}

// BestWorth is what a declaration of ms announces: the worth of its best
// meld (0 for none).
func BestWorth(ms []Meld) int {
	best := 0
	for _, m := range ms {
		best = max(best, m.Value)
	}
	return best
}

// CompareMelds decides the declarations: it returns the seat whose melds
// score (-1: nobody) and what they are worth. elder is the seat that
// leads first (for sequence_final_tie = elder_wins).
func CompareMelds(ms [2][]Meld, trump cards.Suit, elder int, r *Rules) (winner, points int) {
	k0, k1 := BestKey(ms[0], trump, r), BestKey(ms[1], trump, r)
	switch {
	case k0 < 0 && k1 < 0:
		return -1, 0
	case k0 > k1:
		winner = 0
	case k1 > k0:
		winner = 1
	case r.SequenceFinalTie == TieElderWins:
		winner = elder
	default:
		return -1, 0
	}
	for _, m := range ms[winner] {
		points += m.Value
	}
	return winner, points
}

// meldCards is every card of ms.
func meldCards(ms []Meld) []cards.Card {
	var out []cards.Card
	for _, m := range ms {
		out = append(out, m.Cards...)
	}
	return out
}

// HasBella reports whether hand holds King and Queen of trumps.
func HasBella(hand Set, trump cards.Suit) bool {
	kq := Set(1<<5|1<<6) << (8 * uint(trump))
	return hand&kq == kq
}
