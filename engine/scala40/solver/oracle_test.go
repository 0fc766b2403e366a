package solver

import (
	"fmt"
	"testing"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// The oracle is deliberately slow and simple: it lists every meld the
// hand could make by asking scala40.BuildMeld about every run shape and
// every set shape, then finds the best packing by memoised recursion.

type cand struct {
	need      cards.Counts
	open, pen int
}

type oracle struct {
	rules scala40.Rules
	cands []cand
	memo  [2]map[cards.Counts]int
}

func newOracle(h *cards.Counts, r scala40.Rules) *oracle {
	o := &oracle{rules: r}
	o.memo[0] = map[cards.Counts]int{}
	o.memo[1] = map[cards.Counts]int{}
	byNeed := map[cards.Counts]int{}
	add := func(cs []cards.Card, decl []cards.Face) {
		m, ok := scala40.BuildMeld(cs, decl, &o.rules)
		if !ok {
			return
		}
		need := cards.CountsOf(cs)
		pen := 0
		for _, c := range cs {
			pen += scala40.PenaltyValue(c)
		}
		if i, ok := byNeed[need]; ok {
			if m.Value() > o.cands[i].open {
				o.cands[i].open = m.Value()
			}
			return
		}
		byNeed[need] = len(o.cands)
		o.cands = append(o.cands, cand{need: need, open: m.Value(), pen: pen})
	}
	J := int(h[cards.Joker])
	// sets: every rank, every subset of suits held, any number of jokers
	for r := cards.Ace; r <= cards.King; r++ {
		for mask := 0; mask < 16; mask++ {
			var cs []cards.Card
			okm := true
			for t := 0; t < 4; t++ {
				if mask&(1<<t) != 0 {
					f := cards.NewFace(r, cards.Suit(t))
					if h[f] == 0 {
						okm = false
					}
					cs = append(cs, cards.NewCard(f, 0))
				}
			}
			if !okm {
				continue
			}
			for j := 0; j <= J; j++ {
				all := append([]cards.Card(nil), cs...)
				for k := 0; k < j; k++ {
					all = append(all, cards.NewCard(cards.Joker, k))
				}
				add(all, nil)
			}
		}
	}
	// runs: every suit, every window, every natural/joker filling
	for s := cards.Suit(0); s < 4; s++ {
		for lo := 1; lo <= 14; lo++ {
			for hi := lo + 2; hi <= 14; hi++ {
				var cs []cards.Card
				var decl []cards.Face
				var used cards.Counts
				var rec func(q, j int)
				rec = func(q, j int) {
					if q > hi {
						add(append([]cards.Card(nil), cs...), append([]cards.Face(nil), decl...))
						return
					}
					rk := cards.Rank(q)
					if q == 14 {
						rk = cards.Ace
					}
					f := cards.NewFace(rk, s)
					if used[f] < h[f] {
						used[f]++
						cs = append(cs, cards.NewCard(f, int(used[f])-1))
						decl = append(decl, cards.NoFace)
						rec(q+1, j)
						cs, decl = cs[:len(cs)-1], decl[:len(decl)-1]
						used[f]--
					}
					if j < J {
						cs = append(cs, cards.NewCard(cards.Joker, j))
						decl = append(decl, f)
						rec(q+1, j+1)
						cs, decl = cs[:len(cs)-1], decl[:len(decl)-1]
					}
				}
				rec(lo, 0)
			}
		}
	}
	return o
}

func handPen(h *cards.Counts) int {
	p := 0
	for f, n := range h {
		p += int(n) * PenaltyOf(cards.Face(f))
	}
	return p
}

// best is the highest total value (obj 0: opening, 1: penalty) of
// disjoint candidate melds inside h.
func (o *oracle) best(h cards.Counts, obj int) int {
	low := -1
	for f := 0; f < 52; f++ {
		if h[f] > 0 {
			low = f
			break
		}
	}
	if low < 0 {
		return 0
	}
	if v, ok := o.memo[obj][h]; ok {
		return v
	}
	rest := h
	rest[low]--
	b := o.best(rest, obj)
	for i := range o.cands {
		c := &o.cands[i]
		if c.need[low] == 0 {
			continue
		}
		fits := true
		for f := range h {
			if c.need[f] > h[f] {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		sub := h
		for f := range sub {
			sub[f] -= c.need[f]
		}
		v := c.pen
		if obj == 0 {
			v = c.open
		}
		if v += o.best(sub, obj); v > b {
			b = v
		}
	}
	o.memo[obj][h] = b
	return b
}

func (o *oracle) open(h cards.Counts) int {
	if o.rules.OpeningWithoutJoker {
		h[cards.Joker] = 0
	}
	return o.best(h, 0)
}

func (o *oracle) deadwood(h cards.Counts) int {
	d := handPen(&h) - o.best(h, 1)
	if o.rules.AceAloneCountsOne && d > 1 {
		for s := 0; s < 4; s++ {
			a := s * 13
			if h[a] > 0 {
				hh := h
				hh[a]--
				if handPen(&hh)-o.best(hh, 1) == 0 {
					return 1
				}
			}
		}
	}
	return d
}

func (o *oracle) bestDiscard(h cards.Counts) (cards.Face, int) {
	bf, bd := cards.NoFace, 0
	for f := 0; f < cards.NumFaces; f++ {
		if h[f] == 0 {
			continue
		}
		hh := h
		hh[f]--
		d := o.deadwood(hh)
		if f == int(cards.Joker) {
			switch o.rules.JokerDiscard {
			case scala40.JokerDiscardNever:
				continue
			case scala40.JokerDiscardOnlyClosing:
				if d != 0 {
					continue
				}
			}
		}
		better := bf == cards.NoFace || d < bd
		if !better && d == bd {
			pf, pb := PenaltyOf(cards.Face(f)), PenaltyOf(bf)
			better = pf > pb || (pf == pb && cards.Face(f) > bf)
		}
		if better {
			bf, bd = cards.Face(f), d
		}
	}
	if bf == cards.NoFace {
		return bf, o.deadwood(h)
	}
	return bf, bd
}

// forceJokers replaces random naturals of h by k jokers in all.
func forceJokers(h cards.Counts, k int, rng *cards.Rand) cards.Counts {
	for h.Jokers() < k {
		f := rng.IntN(52)
		if h[f] > 0 {
			h[f]--
			h[cards.Joker]++
		}
	}
	return h
}

type oracleCase struct {
	name  string
	rules scala40.Rules
	hands []cards.Counts
}

func oracleCases(t *testing.T) []oracleCase {
	n := 10000
	nj := 5000
	nv := 2000
	if testing.Short() {
		n, nj, nv = 1000, 300, 150
	}
	def := scala40.Default()
	var natural []cards.Counts
	for i, size := range []int{13, 14, 15} {
		natural = append(natural, DealtHands(n/3+1, size, uint64(100+i))...)
	}
	natural = natural[:n]
	rng := cards.NewRand(7)
	forced := func(count int, seed uint64) []cards.Counts {
		var out []cards.Counts
		hs := DealtHands(count, 13+int(seed%3), seed)
		for i, h := range hs {
			out = append(out, forceJokers(h, 1+i%4, rng))
		}
		return out
	}
	two := def
	two.MaxJokersPerMeld = 2
	unl := def
	unl.MaxJokersPerMeld = scala40.Unlimited
	ace := def
	ace.AceAloneCountsOne = true
	noj := def
	noj.OpeningWithoutJoker = true
	never := def
	never.JokerDiscard = scala40.JokerDiscardNever
	closing := def
	closing.JokerDiscard = scala40.JokerDiscardOnlyClosing
	// Dense hands: two suits only, so runs and jokers overlap a lot.
	dense := func(count, size int, seed uint64) []cards.Counts {
		var pool []cards.Card
		for _, c := range cards.Scala40Pack.Cards() {
			if c.IsJoker() || c.Suit() == cards.Hearts || c.Suit() == cards.Spades {
				pool = append(pool, c)
			}
		}
		r := cards.NewRand(seed)
		out := make([]cards.Counts, count)
		for i := range out {
			r.Shuffle(pool)
			out[i] = cards.CountsOf(pool[:size])
		}
		return out
	}
	// Small hands make a lone Ace likely.
	small := DealtHands(nv, 4, 11)
	small = append(small, DealtHands(nv, 7, 12)...)
	return []oracleCase{
		{"default/dealt", def, natural},
		{"default/jokers", def, forced(nj, 21)},
		{"default/dense", def, dense(nv, 14, 31)},
		{"jokers2/dense", two, dense(nv, 14, 32)},
		{"unlimited/dense", unl, dense(nv/2, 14, 33)},
		{"jokers2/jokers", two, forced(nv, 22)},
		{"unlimited/jokers", unl, forced(nv, 23)},
		{"unlimited/dealt", unl, DealtHands(nv, 14, 24)},
		{"ace_alone/small", ace, small},
		{"ace_alone/dealt", ace, DealtHands(nv, 13, 25)},
		{"opening_without_joker", noj, forced(nv, 26)},
		{"joker_discard_never", never, forced(nv, 27)},
		{"joker_discard_closing", closing, append(forced(nv, 28), forced(nv, 29)[:nv/2]...)},
	}
}

func TestOracle(t *testing.T) {
	for _, oc := range oracleCases(t) {
		t.Run(oc.name, func(t *testing.T) {
			s := New(oc.rules)
			bad := 0
			for i := range oc.hands {
				h := oc.hands[i]
				o := newOracle(&h, oc.rules)
				want := [3]int{o.open(h), o.deadwood(h)}
				wf, wd := o.bestDiscard(h)
				got := [3]int{s.Open(&h), s.Deadwood(&h)}
				gf, gd := s.BestDiscard(&h)
				if got != want || gf != wf || gd != wd {
					bad++
					if bad <= 5 {
						t.Errorf("hand %s: open/deadwood %v want %v; discard %v,%d want %v,%d",
							fmtHand(&h), got[:2], want[:2], gf, gd, wf, wd)
					}
				}
			}
			t.Logf("%s: %d hands × 3 objectives, %d mismatches", oc.name, len(oc.hands), bad)
		})
	}
}

func fmtHand(h *cards.Counts) string {
	return fmt.Sprint(cards.FormatFaces(h.Faces()))
}
