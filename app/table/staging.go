package table

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// A staged meld is a group of cards from the hand that the player is
// building on the table's staging strip before laying it down. It lives
// only in the table: the engine sees it when it goes down.
type staged struct {
	cards  []cards.Card
	choice int  // which reading (see readings) is meant, when there are several
	asked  bool // the player chose the reading (no need to ask again)
}

// reading is one way to lay a group down: the cards in table order, what
// each joker stands for, and the resulting meld.
type reading struct {
	spec scala40.MeldSpec
	meld scala40.Meld
}

// readings lists every valid way to lay cs down as one meld, the most
// valuable first. Several readings mean a joker's place is ambiguous: the
// low or the high end of a run, or which suit in a set.
func readings(cs []cards.Card, r *scala40.Rules) []reading {
	var nat, jok []cards.Card
	for _, c := range cs {
		if c.IsJoker() {
			jok = append(jok, c)
		} else {
			nat = append(nat, c)
		}
	}
	if len(nat) == 0 || len(cs) < 3 {
		return nil
	}
	var out []reading
	seen := map[string]bool{}
	try := func(spec scala40.MeldSpec) {
		m, ok := scala40.BuildMeld(spec.Cards, spec.As, r)
		if !ok {
			return
		}
		key := m.String()
		if seen[key] {
			return
		}
		seen[key] = true
		out = append(out, reading{spec: spec, meld: m})
	}
	// A set: naturals of one rank; the jokers take missing suits.
	sameRank := true
	for _, c := range nat {
		if c.Rank() != nat[0].Rank() {
			sameRank = false
		}
	}
	if sameRank && len(cs) <= 4 {
		var used [cards.NumSuits]bool
		for _, c := range nat {
			used[c.Suit()] = true
		}
		var missing []cards.Suit
		for _, s := range []cards.Suit{cards.Hearts, cards.Diamonds, cards.Clubs, cards.Spades} {
			if !used[s] {
				missing = append(missing, s)
			}
		}
		for _, pick := range combinations(len(missing), len(jok)) {
			spec := scala40.MeldSpec{Cards: append(slices.Clone(nat), jok...)}
			spec.As = make([]cards.Face, len(spec.Cards))
			for i := range nat {
				spec.As[i] = cards.NoFace
			}
			for i, k := range pick {
				spec.As[len(nat)+i] = cards.NewFace(nat[0].Rank(), missing[k])
			}
			try(spec)
		}
	}
	// A run: naturals of one suit on the ladder; jokers fill the gaps and
	// then either end.
	sameSuit := true
	for _, c := range nat {
		if c.Suit() != nat[0].Suit() {
			sameSuit = false
		}
	}
	if sameSuit {
		suit := nat[0].Suit()
		aces := 0
		for _, c := range nat {
			if c.Rank() == cards.Ace {
				aces++
			}
		}
		for _, aceAt := range []int{1, 14} {
			if aces == 0 && aceAt == 14 {
				break
			}
			pos := map[int]cards.Card{}
			ok := true
			lo, hi := 15, 0
			for _, c := range nat {
				p := int(c.Rank())
				if c.Rank() == cards.Ace {
					p = aceAt
				}
				if _, dup := pos[p]; dup {
					ok = false
					break
				}
				pos[p] = c
				lo, hi = min(lo, p), max(hi, p)
			}
			if !ok {
				continue
			}
			gaps := hi - lo + 1 - len(nat)
			extra := len(jok) - gaps
			if extra < 0 {
				continue
			}
			for k := 0; k <= extra; k++ {
				l, h := lo-k, hi+extra-k
				if l < 1 || h > 14 {
					continue
				}
				spec := scala40.MeldSpec{}
				j := 0
				for p := l; p <= h; p++ {
					if c, ok := pos[p]; ok {
						spec.Cards = append(spec.Cards, c)
						spec.As = append(spec.As, cards.NoFace)
						continue
					}
					spec.Cards = append(spec.Cards, jok[j])
					j++
					rank := cards.Rank(p)
					if p == 14 {
						rank = cards.Ace
					}
					spec.As = append(spec.As, cards.NewFace(rank, suit))
				}
				try(spec)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b reading) int { return b.meld.Value() - a.meld.Value() })
	return out
}

// combinations lists the ordered choices of k distinct indexes out of n
// (each set of indexes once, in increasing order).
func combinations(n, k int) [][]int {
	if k == 0 {
		return [][]int{nil}
	}
	var out [][]int
	var rec func(start int, cur []int)
	rec = func(start int, cur []int) {
		if len(cur) == k {
			out = append(out, slices.Clone(cur))
			return
		}
		for i := start; i < n; i++ {
			rec(i+1, append(cur, i))
		}
	}
	rec(0, nil)
	return out
}

// current returns the chosen reading of a staged group, if it has one.
func (s *staged) current(r *scala40.Rules) (reading, []reading, bool) {
	rs := readings(s.cards, r)
	if len(rs) == 0 {
		return reading{}, nil, false
	}
	if s.choice >= len(rs) || s.choice < 0 {
		s.choice = 0
	}
	return rs[s.choice], rs, true
}

// openingValue is what a meld counts toward the opening under the rules.
func openingValue(m *scala40.Meld, r *scala40.Rules) int {
	if r.OpeningWithoutJoker {
		return m.JokerFreeValue()
	}
	return m.Value()
}
