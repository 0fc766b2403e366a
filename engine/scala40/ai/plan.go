package ai

import (
	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// objective says what a meld plan maximises.
type objective uint8

const (
	// objOpen maximises the opening value (jokers count as what they
	// stand for, or nothing under opening_without_joker).
	objOpen objective = iota
	// objLay maximises the penalty points taken out of the hand.
	objLay
)

// plannedMeld is one meld of a plan, by faces: the face each position
// stands for and whether a joker fills it.
type plannedMeld struct {
	kind  scala40.MeldKind
	lo    int // run: ladder position of the first card (1 = low Ace)
	n     int
	faces [scala40.MaxMeld]cards.Face
	joker [scala40.MaxMeld]bool
}

// plan is the result of a meld search.
type plan struct {
	melds []plannedMeld
	value int // objective value
	open  int // opening value of the melds
	cards int // cards laid
}

// planner searches the best set of disjoint melds in a counted hand by
// depth-first search anchored on the lowest remaining card (a card is left
// in hand, starts a set, or starts a run), with a simple bound.
type planner struct {
	rules    *scala40.Rules
	limit    int // jokers per meld
	obj      objective
	c        cards.Counts
	maxCards int        // most cards that may be laid
	must     cards.Face // a face that must be laid (NoFace: none)
	mustSkip int        // copies of must that may stay in hand

	cur, best       []plannedMeld
	curVal, bestVal int
	curOpen         int
	bestOpen        int
	used, bestUsed  int
	rem             int // bound: objective value of the cards still undecided
	nodes           int
	found           bool
}

const plannerNodeCap = 30000

// cardValue is a card's value under the objective (for the bound).
func (p *planner) cardValue(f cards.Face) int {
	if f == cards.Joker {
		if p.obj == objLay {
			return 25
		}
		if p.rules.OpeningWithoutJoker {
			return 0
		}
		return 11
	}
	return scala40.OpenValue(f, false)
}

// bestPlan returns the best plan for hand h under the objective, laying
// at most maxCards cards and, when must is not NoFace, at least one card
// of that face (ok false if no plan lays it).
func bestPlan(h *cards.Counts, r *scala40.Rules, obj objective, maxCards int, must cards.Face) (plan, bool) {
	p := planner{rules: r, obj: obj, c: *h, maxCards: maxCards, must: must}
	p.limit = r.MaxJokersPerMeld
	if p.limit == scala40.Unlimited {
		p.limit = 14
	}
	if must != cards.NoFace {
		p.mustSkip = int(h[must]) - 1
	}
	for f := cards.Face(0); f < cards.NumFaces; f++ {
		p.rem += int(h[f]) * p.cardValue(f)
	}
	p.bestVal = -1
	p.dfs()
	if !p.found {
		return plan{}, false
	}
	return plan{melds: p.best, value: p.bestVal, open: p.bestOpen, cards: p.bestUsed}, true
}

func (p *planner) dfs() {
	p.nodes++
	if p.nodes > plannerNodeCap || p.curVal+p.rem < p.bestVal {
		return
	}
	f := cards.Face(0)
	for f < cards.Joker && p.c[f] == 0 {
		f++
	}
	if f == cards.Joker {
		p.leaf()
		return
	}
	v := p.cardValue(f)
	// Runs and sets that hold f.
	p.runs(f)
	p.sets(f)
	// f stays in hand.
	if f != p.must || p.mustSkip > 0 {
		if f == p.must {
			p.mustSkip--
		}
		p.c[f]--
		p.rem -= v
		p.dfs()
		p.rem += v
		p.c[f]++
		if f == p.must {
			p.mustSkip++
		}
	}
}

func (p *planner) leaf() {
	if p.used > p.maxCards {
		return
	}
	if p.curVal > p.bestVal || (p.curVal == p.bestVal && p.used > p.bestUsed) {
		p.found = true
		p.bestVal, p.bestOpen, p.bestUsed = p.curVal, p.curOpen, p.used
		p.best = append(p.best[:0], p.cur...)
	}
}

// try lays m (its naturals and jokers already taken from the counts by
// the caller's bookkeeping here) and searches on.
func (p *planner) try(m *plannedMeld) {
	if p.used+m.n > p.maxCards {
		return
	}
	open, lay, rem := 0, 0, 0
	jokers := 0
	for i := 0; i < m.n; i++ {
		low := m.kind == scala40.Run && m.lo+i == 1
		open += scala40.OpenValue(m.faces[i], low)
		if m.joker[i] {
			jokers++
			lay += 25
			rem += p.cardValue(cards.Joker)
		} else {
			lay += scala40.OpenValue(m.faces[i], false)
			rem += p.cardValue(m.faces[i])
		}
	}
	if p.rules.OpeningWithoutJoker && jokers > 0 {
		open = 0
	}
	val := open
	if p.obj == objLay {
		val = lay
	}
	for i := 0; i < m.n; i++ {
		if m.joker[i] {
			p.c[cards.Joker]--
		} else {
			p.c[m.faces[i]]--
		}
	}
	p.cur = append(p.cur, *m)
	p.curVal += val
	p.curOpen += open
	p.used += m.n
	p.rem -= rem
	p.dfs()
	p.rem += rem
	p.used -= m.n
	p.curOpen -= open
	p.curVal -= val
	p.cur = p.cur[:len(p.cur)-1]
	for i := 0; i < m.n; i++ {
		if m.joker[i] {
			p.c[cards.Joker]++
		} else {
			p.c[m.faces[i]]++
		}
	}
}

// sets tries every set of f's rank that holds f.
func (p *planner) sets(f cards.Face) {
	rank, suit := f.Rank(), f.Suit()
	var others []cards.Suit
	for s := suit + 1; s < cards.NumSuits; s++ {
		if p.c[cards.NewFace(rank, s)] > 0 {
			others = append(others, s)
		}
	}
	jk := int(p.c[cards.Joker])
	if jk > p.limit {
		jk = p.limit
	}
	for mask := 0; mask < 1<<len(others); mask++ {
		var m plannedMeld
		m.kind = scala40.Set
		m.faces[0] = f
		m.n = 1
		used := [4]bool{}
		used[suit] = true
		for i, s := range others {
			if mask&(1<<i) != 0 {
				m.faces[m.n] = cards.NewFace(rank, s)
				used[s] = true
				m.n++
			}
		}
		nat := m.n
		for j := 0; j <= jk && nat+j <= 4; j++ {
			if nat+j < 3 {
				continue
			}
			mm := m
			k := 0
			for s := cards.Suit(0); s < cards.NumSuits && k < j; s++ {
				if !used[s] {
					mm.faces[mm.n] = cards.NewFace(rank, s)
					mm.joker[mm.n] = true
					mm.n++
					k++
				}
			}
			p.try(&mm)
		}
	}
}

// runs tries every run that holds f as its lowest natural card (or, for an
// Ace, as the high Ace).
func (p *planner) runs(f cards.Face) {
	suit := f.Suit()
	jk := int(p.c[cards.Joker])
	if f.Rank() == cards.Ace {
		p.runsDown(f)
	}
	start := int(f.Rank())
	for below := 0; below <= jk && below <= p.limit && start-below >= 1; below++ {
		var m plannedMeld
		m.kind = scala40.Run
		m.lo = start - below
		for q := m.lo; q < start; q++ {
			m.faces[m.n] = cards.NewFace(scala40.RankAt(q), suit)
			m.joker[m.n] = true
			m.n++
		}
		m.faces[m.n] = f
		m.n++
		jokers := below
		if m.n >= 3 {
			mm := m
			p.try(&mm)
		}
		var taken cards.Counts // naturals used by the run so far
		taken[f]++
		for q := start + 1; q <= 14; q++ {
			face := cards.NewFace(scala40.RankAt(q), suit)
			natural := p.c[face] > taken[face] && !(q == 14 && start == 1)
			if natural {
				taken[face]++
				m.joker[m.n] = false
			} else {
				if jokers >= p.limit || jokers >= jk {
					break
				}
				jokers++
				m.joker[m.n] = true
			}
			m.faces[m.n] = face
			m.n++
			if m.n >= 3 {
				mm := m
				p.try(&mm)
			}
		}
	}
}

// runsDown tries the runs that end with f as the high Ace.
func (p *planner) runsDown(f cards.Face) {
	suit := f.Suit()
	jk := int(p.c[cards.Joker])
	jokers := 0
	var m plannedMeld
	m.kind = scala40.Run
	// Build from the top: position 14 is f, then 13, 12 ... downward.
	var rev [scala40.MaxMeld]cards.Face
	var revJ [scala40.MaxMeld]bool
	n := 1
	rev[0] = f
	for q := 13; q >= 1; q-- {
		face := cards.NewFace(scala40.RankAt(q), suit)
		if p.c[face] > 0 && q != 1 {
			revJ[n] = false
		} else {
			if jokers >= p.limit || jokers >= jk {
				break
			}
			jokers++
			revJ[n] = true
		}
		rev[n] = face
		n++
		if n >= 3 {
			m.n = n
			m.lo = 14 - n + 1
			for i := 0; i < n; i++ {
				m.faces[i] = rev[n-1-i]
				m.joker[i] = revJ[n-1-i]
			}
			mm := m
			p.try(&mm)
		}
	}
}
