package ai

import (
	"slices"

	"tavolo/engine/cards"
	"tavolo/engine/match"
	"tavolo/engine/scala40"
)

// table is what medium reads from a view once per decision: the cards
// still unseen by face, what each seat was seen to take and throw, and
// how dangerous the others look.
type table struct {
	unseen    cards.Counts
	took      []cards.Counts // by seat: faces taken from the pozzo this hand
	threw     []cards.Counts // by seat: faces discarded this hand
	next      int            // the seat after ours
	threat    int            // 0..10: how close another seat is to closing
	risk      int            // weight of the penalty points kept in hand (tenths)
	opened    bool
	minimum   int
	jokerLive bool
	ahead     bool // evalHand adds the bonuses of the one-draw lookahead
}

func readTable(v *scala40.View) *table {
	n := len(v.HandSizes)
	t := &table{took: make([]cards.Counts, n), threw: make([]cards.Counts, n)}
	for f := cards.Face(0); f < cards.Joker; f++ {
		t.unseen[f] = 2
	}
	t.unseen[cards.Joker] = 4
	sub := func(c cards.Card) {
		if f := c.Face(); t.unseen[f] > 0 {
			t.unseen[f]--
		}
	}
	for _, c := range v.Hand {
		sub(c)
	}
	for i := range v.Melds {
		m := &v.Melds[i]
		for _, c := range m.Cards[:m.N] {
			sub(c)
		}
	}
	for _, c := range v.Pile {
		sub(c)
	}
	known := scala40.KnownCards(v)
	for s, cs := range known {
		if s == v.Seat {
			continue
		}
		for _, c := range cs {
			sub(c)
		}
	}
	for i := range v.Events {
		e := &v.Events[i]
		if e.Seat < 0 || e.Seat >= n {
			continue
		}
		switch e.Kind {
		case scala40.EvTook:
			t.took[e.Seat][e.Cards[0].Face()]++
		case scala40.EvDiscarded:
			t.threw[e.Seat][e.Cards[0].Face()]++
		}
	}
	t.next = match.NextActive(v.Seat, len(v.Eliminated), func(s int) bool { return v.Eliminated[s] })
	for s := 0; s < n; s++ {
		if s == v.Seat || v.Eliminated[s] {
			continue
		}
		th := 1
		switch {
		case v.Opened[s] && v.HandSizes[s] <= 3:
			th = 10
		case v.Opened[s] && v.HandSizes[s] <= 6:
			th = 6
		case v.Opened[s]:
			th = 3
		}
		if th > t.threat {
			t.threat = th
		}
	}
	t.opened = v.Opened[v.Seat]
	t.jokerLive = jokerLive(v)
	t.minimum = v.Rules.OpeningMinimum
	// Penalty points weigh more when someone may close soon, and more
	// still when they would push us toward elimination; before our
	// opening the flat charge makes each card's value matter less.
	t.risk = tune[2] + t.threat
	if room := v.Rules.EliminationScore - v.Scores[v.Seat]; room < 40 {
		t.risk += 4
	}
	if !t.opened && v.Rules.FullHandPenalty > 0 {
		t.risk /= 3
	}
	return t
}

// evalHand scores a hand to keep (higher is better): melds made, partial
// melds weighted by the unseen cards that complete them, jokers, and the
// penalty points at risk.
func (t *table) evalHand(v *scala40.View, h *cards.Counts) int {
	p := keepPlan(v, h)
	return t.evalPlan(v, h, &p)
}

// evalPlan is evalHand with the hand's keep plan already found.
func (t *table) evalPlan(v *scala40.View, h *cards.Counts, p *plan) int {
	keep := planCounts(p)
	var dw cards.Counts
	pen := 0
	for f := cards.Face(0); f < cards.NumFaces; f++ {
		dw[f] = h[f] - keep[f]
		pen += int(dw[f]) * scala40.FacePenalty(f)
	}
	score := 0
	if t.opened {
		score = p.value * tune[3]
	} else {
		o := p.open
		if o >= t.minimum {
			o = t.minimum + (o-t.minimum)/4
		}
		score = o*tune[4] + p.cards*tune[5]
	}
	if t.jokerLive {
		score += int(dw[cards.Joker]) * tune[6]
	}
	pot := 0
	for f := cards.Face(0); f < cards.Joker; f++ {
		if dw[f] == 0 {
			continue
		}
		rank, suit := f.Rank(), f.Suit()
		// Pairs toward a set: the other suits still unseen complete it.
		for s := suit + 1; s < cards.NumSuits; s++ {
			if dw[cards.NewFace(rank, s)] > 0 {
				outs := 0
				for o := cards.Suit(0); o < cards.NumSuits; o++ {
					if o != suit && o != s {
						outs += int(t.unseen[cards.NewFace(rank, o)])
					}
				}
				pot += outs * 6
			}
		}
		// Neighbours toward a run.
		q := int(rank)
		if q+1 <= 14 && dw[cards.NewFace(scala40.RankAt(q+1), suit)] > 0 {
			outs := 0
			if q-1 >= 1 {
				outs += int(t.unseen[cards.NewFace(scala40.RankAt(q-1), suit)])
			}
			if q+2 <= 14 {
				outs += int(t.unseen[cards.NewFace(scala40.RankAt(q+2), suit)])
			}
			pot += outs * 6
		}
		if q+2 <= 14 && dw[cards.NewFace(scala40.RankAt(q+2), suit)] > 0 {
			pot += int(t.unseen[cards.NewFace(scala40.RankAt(q+1), suit)]) * 5
		}
		if rank == cards.Ace && dw[cards.NewFace(cards.King, suit)] > 0 {
			pot += int(t.unseen[cards.NewFace(cards.Queen, suit)]) * 6
		}
	}
	if t.opened && tune[13] > 0 {
		pot += t.tablePotential(v, &dw)
	}
	score += pot * tune[1] / 100
	score -= pen * t.risk
	if t.ahead {
		// One draw ahead: the hand opens, or goes out.
		if !t.opened && p.open >= t.minimum {
			score += tune[8]
		}
		if t.opened && h.Total()-p.cards <= 1 {
			score += tune[8]
		}
	}
	return score
}

// lookahead scores keeping hand h (one card short) as the average, over
// the unseen cards, of the hand after drawing each of them.
func (t *table) lookahead(v *scala40.View, h *cards.Counts) int {
	sum, n := 0, 0
	for f := cards.Face(0); f < cards.NumFaces; f++ {
		u := int(t.unseen[f])
		if u == 0 {
			continue
		}
		h[f]++
		sum += u * t.evalHand(v, h)
		h[f]--
		n += u
	}
	if n == 0 {
		return t.evalHand(v, h)
	}
	return sum / n
}

// danger is how much throwing c would help the next seat (higher is
// worse): it fits the table once that seat has opened, or it connects
// with what that seat took from the pozzo and kept.
func (t *table) danger(v *scala40.View, c cards.Card) int {
	if c.IsJoker() {
		if t.jokerLive {
			return 400
		}
		return 0
	}
	f := c.Face()
	d := 0
	nx := t.next
	if v.Opened[nx] && fitsTable(v, c) {
		d += 40
	}
	// What the seat took says what it holds only when a taken card may
	// stay in hand: under must-use it went straight into a meld on the
	// table, which the check above covers.
	if !v.Rules.MustUseTakenDiscard {
		d += t.tookNear(nx, f)
	}
	// A seat that threw this rank or suit neighbour is unlikely to want it.
	if t.threw[nx][f] > 0 {
		d -= 15
	}
	return d
}

// tookNear is the danger of throwing face f to a seat that took cards of
// its rank or suit neighbours from the pozzo and may still hold them.
func (t *table) tookNear(seat int, f cards.Face) int {
	took := &t.took[seat]
	rank, suit := f.Rank(), f.Suit()
	d := 0
	for s := cards.Suit(0); s < cards.NumSuits; s++ {
		if took[cards.NewFace(rank, s)] > 0 {
			d += 25
		}
	}
	for dq := -2; dq <= 2; dq++ {
		q := int(rank) + dq
		if dq == 0 || q < 1 || q > 14 {
			continue
		}
		if took[cards.NewFace(scala40.RankAt(q), suit)] > 0 {
			d += 20
		}
	}
	return d
}

// scoreDiscardsMedium scores each card (lowest thrown first) by the value
// of the hand left without it, less the danger of feeding the next seat.
func (st *style) scoreDiscardsMedium(v *scala40.View, score []int) {
	t := readTable(v)
	h := cards.CountsOf(v.Hand)
	var memo [cards.NumFaces]int
	var done [cards.NumFaces]bool
	// In playouts (no lookahead) the keep plan of the whole hand serves
	// every card it leaves out: a search of the hand without such a card
	// walks the same plans in the same order, less those holding the
	// card, so it finds that plan again (unless it hits plannerNodeCap).
	// Only the cards the plan lays need a search of their own, and
	// playouts run about a quarter faster (TestPlayoutDiscardsMatchSearch
	// checks the scores against a search per card).
	var all plan
	var whole cards.Counts
	if !st.lookahead {
		all = keepPlan(v, &h)
		whole = planCounts(&all)
	}
	for i, c := range v.Hand {
		f := c.Face()
		if !done[f] {
			h[f]--
			switch {
			case st.lookahead:
				t.ahead = true
				memo[f] = t.lookahead(v, &h) - t.danger(v, c)*tune[0]/100
				t.ahead = false
			case whole[f] == 0:
				memo[f] = t.evalPlan(v, &h, &all) - t.danger(v, c)*tune[0]/100
			default:
				memo[f] = t.evalHand(v, &h) - t.danger(v, c)*tune[0]/100
			}
			h[f]++
			done[f] = true
		}
		// Keep the hand's value: throwing c is good when what is left is
		// worth most.
		score[i] = -memo[f]
	}
	if !st.lookahead || tune[14] == 0 {
		return
	}
	// Two plies for the best few: the average over the next draw of the
	// best hand after the next discard.
	var top []cards.Face
	for len(top) < tune[14] {
		best := cards.NoFace
		for f := cards.Face(0); f < cards.Joker; f++ {
			if done[f] && !slices.Contains(top, f) && (best == cards.NoFace || memo[f] > memo[best]) {
				best = f
			}
		}
		if best == cards.NoFace {
			break
		}
		top = append(top, best)
	}
	if len(top) < 2 {
		return
	}
	const lift = 1 << 24
	for _, f := range top {
		h[f]--
		sum, n := 0, 0
		for x := cards.Face(0); x < cards.NumFaces; x++ {
			u := int(t.unseen[x])
			if u == 0 {
				continue
			}
			h[x]++
			sum += u * t.bestAfterDiscard(v, &h)
			h[x]--
			n += u
		}
		h[f]++
		val := lift
		if n > 0 {
			val += sum / n
		}
		for i, c := range v.Hand {
			if c.Face() == f {
				score[i] = -(val - t.danger(v, c)*tune[0]/100)
			}
		}
	}
}

// takeForLater decides, when a taken card need not be used at once,
// whether the pozzo's top card improves the hand more than it costs.
func (st *style) takeForLater(v *scala40.View, c cards.Card) bool {
	t := readTable(v)
	h := cards.CountsOf(v.Hand)
	before := t.bestAfterDiscard(v, &h)
	h[c.Face()]++
	after := t.bestAfterDiscard(v, &h)
	return after > before+tune[7]
}

// bestAfterDiscard is the value of the best hand left after one discard.
func (t *table) bestAfterDiscard(v *scala40.View, h *cards.Counts) int {
	best := -1 << 30
	for f := cards.Face(0); f < cards.Joker; f++ {
		if h[f] == 0 {
			continue
		}
		h[f]--
		if s := t.evalHand(v, h); s > best {
			best = s
		}
		h[f]++
	}
	return best
}

// tablePotential rewards deadwood cards one card away from fitting a run
// on the table (the gap still unseen).
func (t *table) tablePotential(v *scala40.View, dw *cards.Counts) int {
	pot := 0
	for i := range v.Melds {
		m := &v.Melds[i]
		if m.Kind != scala40.Run {
			continue
		}
		suit := m.Suit()
		lo, hi := int(m.Lo), int(m.Hi())
		if hi+2 <= 14 {
			if dw[cards.NewFace(scala40.RankAt(hi+2), suit)] > 0 {
				pot += int(t.unseen[cards.NewFace(scala40.RankAt(hi+1), suit)]) * tune[13]
			}
		}
		if lo-2 >= 1 {
			if dw[cards.NewFace(scala40.RankAt(lo-2), suit)] > 0 {
				pot += int(t.unseen[cards.NewFace(scala40.RankAt(lo-1), suit)]) * tune[13]
			}
		}
	}
	return pot
}
