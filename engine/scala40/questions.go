package scala40

import (
	"slices"

	"tavolo/engine/cards"
)

// The questions a table asks while a player arranges cards, so that no
// rule is copied into the UI: how a group of cards reads as a meld, what
// it is worth toward the opening, where a joker may go on a meld, and
// whether a card put on a meld is attached or swaps out a joker.

// Reading is one way to lay a group of cards down as one meld: the spec
// to put in a MeldDown (cards in table order, what each joker stands
// for) and the meld it builds.
type Reading struct {
	Spec MeldSpec
	Meld Meld
}

// Readings lists every valid way to lay cs down as one meld under the
// rules, the most valuable first. More than one reading means a joker's
// place is open: the low or the high end of a run, or which suit in a
// set. A group that makes no meld has none.
func (r *Rules) Readings(cs []cards.Card) []Reading {
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
	var out []Reading
	seen := map[string]bool{}
	try := func(spec MeldSpec) {
		m, ok := BuildMeld(spec.Cards, spec.As, r)
		if !ok || seen[m.String()] {
			return
		}
		seen[m.String()] = true
		out = append(out, Reading{Spec: spec, Meld: m})
	}
	if len(cs) <= 4 {
		for _, spec := range setReadings(nat, jok) {
			try(spec)
		}
	}
	for _, spec := range runReadings(nat, jok) {
		try(spec)
	}
	slices.SortStableFunc(out, func(a, b Reading) int { return b.Meld.Value() - a.Meld.Value() })
	return out
}

// setReadings: naturals of one rank, the jokers taking missing suits.
func setReadings(nat, jok []cards.Card) []MeldSpec {
	rank := nat[0].Rank()
	if slices.ContainsFunc(nat, func(c cards.Card) bool { return c.Rank() != rank }) {
		return nil
	}
	var used [cards.NumSuits]bool
	for _, c := range nat {
		used[c.Suit()] = true
	}
	var missing []cards.Suit
	for _, s := range setSuitOrder {
		if !used[s] {
			missing = append(missing, s)
		}
	}
	var out []MeldSpec
	for _, pick := range combinations(len(missing), len(jok)) {
		spec := MeldSpec{Cards: append(slices.Clone(nat), jok...), As: make([]cards.Face, len(nat)+len(jok))}
		for i := range nat {
			spec.As[i] = cards.NoFace
		}
		for i, k := range pick {
			spec.As[len(nat)+i] = cards.NewFace(rank, missing[k])
		}
		out = append(out, spec)
	}
	return out
}

// runReadings: naturals of one suit on the ladder, the jokers filling the
// gaps and then either end; an Ace may be low or high.
func runReadings(nat, jok []cards.Card) []MeldSpec {
	suit := nat[0].Suit()
	if slices.ContainsFunc(nat, func(c cards.Card) bool { return c.Suit() != suit }) {
		return nil
	}
	aces := slices.ContainsFunc(nat, func(c cards.Card) bool { return c.Rank() == cards.Ace })
	var out []MeldSpec
	for _, aceAt := range []int{1, 14} {
		if !aces && aceAt == 14 {
			break
		}
		pos := map[int]cards.Card{}
		lo, hi := 15, 0
		for _, c := range nat {
			p := int(c.Rank())
			if c.Rank() == cards.Ace {
				p = aceAt
			}
			if _, dup := pos[p]; dup {
				pos = nil
				break
			}
			pos[p] = c
			lo, hi = min(lo, p), max(hi, p)
		}
		if pos == nil {
			continue
		}
		extra := len(jok) - (hi - lo + 1 - len(nat))
		for k := 0; k <= extra; k++ {
			l, h := lo-k, hi+extra-k
			if l < 1 || h > 14 {
				continue
			}
			var spec MeldSpec
			j := 0
			for p := l; p <= h; p++ {
				if c, ok := pos[p]; ok {
					spec.Cards = append(spec.Cards, c)
					spec.As = append(spec.As, cards.NoFace)
					continue
				}
				spec.Cards = append(spec.Cards, jok[j])
				spec.As = append(spec.As, cards.NewFace(RankAt(p), suit))
				j++
			}
			out = append(out, spec)
		}
	}
	return out
}

// combinations lists the choices of k distinct indexes out of n, each
// set of indexes once, in increasing order.
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

// OpeningValue is what m counts toward the opening under the rules: its
// value, or without its jokers under opening_without_joker.
func (r *Rules) OpeningValue(m *Meld) int {
	if r.OpeningWithoutJoker {
		return m.JokerFreeValue()
	}
	return m.Value()
}

// JokerPlaces lists the faces a joker attached to m may stand for: none
// when the rules forbid attaching a joker (allow_attach_joker, or the
// meld has its most jokers), one when its place is forced, several when
// the player must choose (either end of a run, a suit of a set).
func (r *Rules) JokerPlaces(m *Meld) []cards.Face {
	var candidates []cards.Face
	switch m.Kind {
	case Run:
		if lo := int(m.Lo); lo > 1 {
			candidates = append(candidates, cards.NewFace(RankAt(lo-1), m.Suit()))
		}
		if hi := int(m.Hi()); hi < 14 {
			candidates = append(candidates, cards.NewFace(RankAt(hi+1), m.Suit()))
		}
	case Set:
		for _, s := range setSuitOrder {
			candidates = append(candidates, cards.NewFace(m.Rank(), s))
		}
	}
	joker := cards.NewCard(cards.Joker, 0)
	return slices.DeleteFunc(candidates, func(f cards.Face) bool {
		_, _, ok := attachSlot(m, joker, f, r)
		return !ok
	})
}

// PlayOn says what putting card c on meld m means: Swap when c is the
// natural card one of m's jokers stands for (the joker comes back to the
// hand), Attach otherwise.
func PlayOn(m *Meld, c cards.Card) ActionKind {
	for k := 0; k < int(m.N); k++ {
		if !c.IsJoker() && m.Cards[k].IsJoker() && m.Stands[k] == c.Face() {
			return Swap
		}
	}
	return Attach
}

// MeldByID returns the table meld with that ID, as Game.MeldByID does.
func (v *View) MeldByID(id int) (*Meld, bool) {
	if id < 1 || id > len(v.Melds) {
		return nil, false
	}
	return &v.Melds[id-1], true
}

// CanTake reports whether the seat to move may take the top of the pozzo
// now, as Game.CanTake does.
func (v *View) CanTake() bool {
	return v.Phase == PhaseDraw && len(v.Pile) > 0 && (v.Opened[v.ToMove] || v.Rules.TakeDiscardToOpen)
}
