package solver

import (
	"math/bits"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// Melds returns a partition of the hand h that achieves the objective:
// the melds with the highest opening value (OpenValue, the value Open
// returns) or the melds that leave the lowest penalty (Deadwood, the value
// Deadwood returns). The specs are appended to dst[:0].
//
// Each spec lists its cards in table order (a run from its low end) and,
// when it holds jokers, As gives the face each joker stands for (NoFace
// for the natural cards), so scala40.BuildMeld(spec.Cards, spec.As, &r)
// accepts it. The cards are built from faces: the first use of a face in
// the result is copy 0, the second copy 1, and jokers are numbered 0, 1, …
// in order. A caller that holds physical cards maps them with Assign.
func (s *Solver) Melds(h *cards.Counts, obj Objective, dst []scala40.MeldSpec) []scala40.MeldSpec {
	dst = dst[:0]
	s.record = true
	defer func() { s.record = false }()
	if obj == OpenValue {
		s.setup(h, true, false, s.openJokers(h))
		s.dfs()
		return s.appendSpecs(dst)
	}
	d := s.deadwood(h)
	if s.aceAloneOne && d > 1 {
		hh := *h
		for suit := 0; suit < 4; suit++ {
			a := suit * 13
			if hh[a] == 0 {
				continue
			}
			hh[a]--
			dd := s.deadwood(&hh)
			hh[a]++
			if dd == 0 {
				return s.appendSpecs(dst)
			}
		}
		s.deadwood(h)
	}
	return s.appendSpecs(dst)
}

// mergeRuns joins runs of the best partition that continue each other
// (the search only tries runs of up to five cards when that loses
// nothing), as long as the joined run is valid.
func (s *Solver) mergeRuns() {
	for merged := true; merged; {
		merged = false
		for i := 0; i < s.bestDepth && !merged; i++ {
			a := &s.best[i]
			if a.kind != recRun {
				continue
			}
			for j := 0; j < s.bestDepth; j++ {
				b := &s.best[j]
				if j == i || b.kind != recRun || b.suit != a.suit || a.hi+1 != b.lo {
					continue
				}
				jm := a.jmask | b.jmask
				if bits.OnesCount16(jm) > s.limit {
					continue
				}
				if a.lo == 1 && a.jmask&(1<<1) == 0 && b.hi == 14 && b.jmask&(1<<14) == 0 {
					continue // two natural Aces
				}
				a.hi, a.jmask = b.hi, jm
				s.bestDepth--
				s.best[j] = s.best[s.bestDepth]
				merged = true
				break
			}
		}
	}
}

// appendSpecs turns the best partition found into MeldSpecs.
func (s *Solver) appendSpecs(dst []scala40.MeldSpec) []scala40.MeldSpec {
	s.mergeRuns()
	var used [cards.NumFaces]uint8
	jk := 0
	card := func(f cards.Face) cards.Card {
		c := cards.NewCard(f, int(used[f]))
		used[f]++
		return c
	}
	joker := func() cards.Card {
		c := cards.NewCard(cards.Joker, jk)
		jk++
		return c
	}
	for i := 0; i < s.bestDepth; i++ {
		m := &s.best[i]
		var spec scala40.MeldSpec
		switch m.kind {
		case recRun:
			n := int(m.hi) - int(m.lo) + 1
			spec.Cards = make([]cards.Card, 0, n)
			if m.jmask != 0 {
				spec.As = make([]cards.Face, 0, n)
			}
			for q := int(m.lo); q <= int(m.hi); q++ {
				r := cards.Rank(q)
				if q == 14 {
					r = cards.Ace
				}
				f := cards.NewFace(r, cards.Suit(m.suit))
				if m.jmask&(1<<uint(q)) != 0 {
					spec.Cards = append(spec.Cards, joker())
					spec.As = append(spec.As, f)
				} else {
					spec.Cards = append(spec.Cards, card(f))
					if spec.As != nil {
						spec.As = append(spec.As, cards.NoFace)
					}
				}
			}
		case recSet:
			r := cards.Rank(m.rank)
			for t := 0; t < 4; t++ {
				if m.suits&(1<<uint(t)) != 0 {
					spec.Cards = append(spec.Cards, card(cards.NewFace(r, cards.Suit(t))))
				}
			}
			if m.jokers > 0 {
				spec.As = make([]cards.Face, len(spec.Cards), len(spec.Cards)+int(m.jokers))
				for k := range spec.As {
					spec.As[k] = cards.NoFace
				}
				free := ^m.suits
				for _, t := range setSuitOrder {
					if len(spec.As) == len(spec.Cards)+int(m.jokers) {
						break
					}
					if free&(1<<uint(t)) != 0 {
						spec.As = append(spec.As, cards.NewFace(r, t))
					}
				}
				for k := 0; k < int(m.jokers); k++ {
					spec.Cards = append(spec.Cards, joker())
				}
			}
		}
		dst = append(dst, spec)
	}
	return dst
}

// setSuitOrder is the order in which a joker in a set takes a missing
// suit, as in the engine: hearts, diamonds, clubs, spades.
var setSuitOrder = [4]cards.Suit{cards.Hearts, cards.Diamonds, cards.Clubs, cards.Spades}

// Assign replaces the cards of specs, which Melds built from faces, by
// distinct cards of hand with the same faces, so the specs can go into a
// MeldDown action. It reports false (and leaves specs partly rewritten)
// when the hand lacks a face.
func Assign(specs []scala40.MeldSpec, hand []cards.Card) bool {
	taken := make([]bool, len(hand))
	for i := range specs {
		for k, c := range specs[i].Cards {
			f := c.Face()
			found := false
			for j, hc := range hand {
				if !taken[j] && hc.Face() == f {
					taken[j] = true
					specs[i].Cards[k] = hc
					found = true
					break
				}
			}
			if !found {
				return false
			}
		}
	}
	return true
}
