package canasta

import (
	"slices"

	"tavolo/engine/cards"
)

// Whether the hand can still go out this turn (§1.8, edge case 14: after
// the partner's "yes" the player must go out when he can) is an exact
// search over plans rather than over actions. A plan says, for every rank,
// how many of the hand's naturals and wild cards go to each of the side's
// melds of that rank and to new melds, and which one card, if any, is the
// final discard. A plan is played as the adds first (the unfinished meld
// of a rank before its canastas, §1.3), then one meld action with every
// new meld, then the discard; every step but the last keeps two cards or
// more, so only the last step meets the going-out checks, with the melds
// the plan ends with.
//
// The one plan that order does not carry is a row of single-card adds,
// each changing its meld's kind (the last card could complete the canasta
// going out needs, but the hand would hold it alone first): such plans
// are handed to the search over actions (goOutFrom), which plays them
// exactly or gives up.

// goOutPlan is the answer of the plan search.
type goOutPlan int8

const (
	noPlan     goOutPlan = iota
	shakyPlan            // only plans whose order the search over actions must confirm
	playedPlan           // a plan the order above plays
)

// ableToGoOut reports whether melds, adds and a last discard can take the
// hand of the seat to move out this turn.
func (p *pos) ableToGoOut() bool {
	if p.phase != PhasePlay || !p.opened || p.turn.answer == answerNo ||
		p.r.AskPartner == AskMandatory && len(p.partners) > 0 && p.turn.answer != answerYes {
		return false
	}
	switch len(p.hand) {
	case 0:
		return !p.r.MustDiscardToGoOut && p.mayGoOut(p.melds, true)
	case 1:
		return p.mayGoOut(p.melds, true) && (!IsBlackThree(p.hand[0]) || p.r.BlackThreeFinalDiscard)
	}
	s := newPlanSearch(p)
	switch s.best() {
	case playedPlan:
		return true
	case shakyPlan:
		budget := goOutNodes
		q := *p
		q.searching = true
		return q.goOutFrom(map[string]bool{}, &budget)
	}
	return false
}

// planMeld is one of the side's melds as the plan search sees it.
type planMeld struct {
	naturals, wilds int
	kind            Kind
}

// planSearch holds what the plan search reads: the hand by class and the
// side's melds by rank.
type planSearch struct {
	r       *Rules
	ranks   []cards.Rank // ranks with naturals in hand or a meld of the side
	nat     [cards.King + 1]int
	melds   [cards.King + 1][]planMeld // unfinished melds first
	wilds   []cards.Card
	blacks  int
	wildOK  bool // a new meld of wild cards may be laid (allow_wild_melds, same_rank_melds)
	memo    map[uint64]goOutPlan
	mustOut bool // must_discard_to_go_out
}

func newPlanSearch(p *pos) *planSearch {
	s := &planSearch{r: p.r, memo: map[uint64]goOutPlan{}, mustOut: p.r.MustDiscardToGoOut}
	for _, c := range p.hand {
		switch {
		case IsWild(c):
			s.wilds = append(s.wilds, c)
		case IsBlackThree(c):
			s.blacks++
		case IsNatural(c):
			s.nat[c.Rank()]++
		}
	}
	for _, m := range p.melds {
		r := m.Info.Rank
		if r < cards.Ace || r > cards.King || r == 3 || m.Info.Naturals == 0 {
			continue
		}
		s.melds[r] = append(s.melds[r], planMeld{m.Info.Naturals, m.Info.Wilds, m.Info.Kind})
	}
	for r := cards.Ace; r <= cards.King; r++ {
		slices.SortStableFunc(s.melds[r], func(a, b planMeld) int { return boolCmp(a.kind != NotCanasta, b.kind != NotCanasta) })
		if s.nat[r] > 0 || len(s.melds[r]) > 0 {
			s.ranks = append(s.ranks, r)
		}
	}
	s.wildOK = p.r.AllowWildMelds && p.r.sameRankOK(p.melds, 0)
	return s
}

func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// planState is where the plan search stands: which rank and which of its
// melds (slot; past the side's melds, new ones), the naturals of that
// rank still to place, the wild cards used, the canastas counted so far
// (at most 2 of a kind matter), whether the discard is spent, whether the
// plan has a step that may come last, and for the rank: an unfinished
// meld stays unfinished (blocked: no natural may go to its canastas, no
// new meld), how many new melds and unfinished new melds it has.
type planState struct {
	rank, slot, natLeft, wildsUsed, clean, dirty int
	discard, safe, blocked                       bool
	newMelds, newOpen                            int
}

func (st planState) key() uint64 {
	b := func(v bool) uint64 {
		if v {
			return 1
		}
		return 0
	}
	return uint64(st.rank) | uint64(st.slot)<<5 | uint64(st.natLeft)<<10 | uint64(st.wildsUsed)<<16 |
		uint64(min(st.clean, 2))<<22 | uint64(min(st.dirty, 2))<<24 | b(st.discard)<<26 | b(st.safe)<<27 |
		b(st.blocked)<<28 | uint64(min(st.newMelds, 7))<<29 | uint64(min(st.newOpen, 3))<<32
}

// best is the best plan from the start.
func (s *planSearch) best() goOutPlan {
	var st planState
	if len(s.ranks) > 0 {
		st.natLeft = s.nat[s.ranks[0]]
	}
	return s.from(st)
}

// from is the best plan from st.
func (s *planSearch) from(st planState) goOutPlan {
	if st.rank == len(s.ranks) {
		return s.finish(st)
	}
	k := st.key()
	if v, ok := s.memo[k]; ok {
		return v
	}
	v := s.step(st)
	s.memo[k] = v
	return v
}

// step tries every way to fill the current slot.
func (s *planSearch) step(st planState) goOutPlan {
	r := s.ranks[st.rank]
	wildsLeft := len(s.wilds) - st.wildsUsed
	best := noPlan
	try := func(next planState) {
		if best != playedPlan {
			best = max(best, s.from(next))
		}
	}
	if st.slot < len(s.melds[r]) {
		m := s.melds[r][st.slot]
		for a := 0; a <= st.natLeft; a++ {
			if a > 0 && m.kind != NotCanasta && st.blocked && s.r.SameRankMelds == SameRankAfterCanasta {
				break
			}
			for b := 0; b <= wildsLeft && best != playedPlan; b++ {
				next, ok := s.grow(st, m, a, b)
				if ok {
					try(next)
				}
			}
		}
		return best
	}
	// Past the side's melds: close the rank, or lay one more new meld.
	if st.natLeft == 0 {
		try(s.nextRank(st))
	} else if st.natLeft == 1 && !st.discard {
		next := s.nextRank(st)
		next.discard, next.safe = true, true
		try(next)
	}
	if !s.newMeldOK(st, r) {
		return best
	}
	for a := 1; a <= st.natLeft && best != playedPlan; a++ {
		for b := 0; b <= wildsLeft; b++ {
			if a+b < 3 || s.r.wildLimits(a, b) != nil {
				continue
			}
			next := st
			next.natLeft -= a
			next.wildsUsed += b
			next.newMelds++
			next.safe = true
			s.count(&next, kindOfCounts(a, b))
			if a+b < CanastaSize {
				next.newOpen++
			}
			try(next)
		}
	}
	return best
}

// grow adds a naturals and b wild cards to the side's meld m.
func (s *planSearch) grow(st planState, m planMeld, a, b int) (planState, bool) {
	if b > 0 && m.kind == CleanCanasta && !s.r.WildIntoCleanCanasta {
		return st, false
	}
	if b > 0 && s.r.wildLimits(m.naturals+a, m.wilds+b) != nil {
		return st, false
	}
	kind := kindOfCounts(m.naturals+a, m.wilds+b)
	next := st
	next.slot++
	next.natLeft -= a
	next.wildsUsed += b
	if a+b >= 2 || a+b == 1 && kind == m.kind {
		next.safe = true
	}
	if kind == NotCanasta {
		next.blocked = true
	}
	s.count(&next, kind)
	return next, true
}

// newMeldOK says whether a new meld of rank r may be laid after the plan's
// adds (same_rank_melds): beside canastas only, and beside at most one new
// unfinished meld under after_canasta; never beside a meld under never.
func (s *planSearch) newMeldOK(st planState, r cards.Rank) bool {
	switch s.r.SameRankMelds {
	case SameRankNever:
		return len(s.melds[r]) == 0 && st.newMelds == 0
	case SameRankAfterCanasta:
		return !st.blocked && st.newOpen == 0
	}
	return true
}

func (s *planSearch) nextRank(st planState) planState {
	st.rank++
	st.slot, st.newMelds, st.newOpen, st.blocked = 0, 0, 0, false
	st.natLeft = 0
	if st.rank < len(s.ranks) {
		st.natLeft = s.nat[s.ranks[st.rank]]
	}
	return st
}

func (s *planSearch) count(st *planState, k Kind) {
	switch k {
	case CleanCanasta:
		st.clean = min(st.clean+1, 2)
	case DirtyCanasta:
		st.dirty = min(st.dirty+1, 2)
	}
}

func kindOfCounts(naturals, wilds int) Kind {
	switch {
	case naturals+wilds < CanastaSize:
		return NotCanasta
	case wilds == 0:
		return CleanCanasta
	}
	return DirtyCanasta
}

// finish places what no rank took: the wild cards left and the black
// threes (a meld of their own where the rules allow one, or the discard),
// and checks the end of the plan.
func (s *planSearch) finish(st planState) goOutPlan {
	left := s.wilds[st.wildsUsed:]
	blacks := s.blacks
	disc := st.discard
	if len(left) > 0 && !s.placeWilds(left, &disc) {
		return noPlan
	}
	if len(left) > 0 {
		st.safe = true
	}
	switch {
	case blacks == 0:
	case s.r.BlackThreesMeldable && blacks >= 3 && blacks <= 4:
		st.safe = true
	case s.r.BlackThreesMeldable && blacks == 5 && !disc && s.r.BlackThreeFinalDiscard:
		disc, st.safe = true, true
	case blacks == 1 && !disc && s.r.BlackThreeFinalDiscard:
		disc, st.safe = true, true
	default:
		return noPlan
	}
	if s.mustOut && !disc || !s.r.goingOutCounts(st.clean, st.dirty) {
		return noPlan
	}
	if st.safe || disc {
		return playedPlan
	}
	return shakyPlan
}

// placeWilds lays the wild cards no natural meld took: one as the discard,
// or a meld of wild cards where the rules allow one.
func (s *planSearch) placeWilds(left []cards.Card, disc *bool) bool {
	if len(left) == 1 && !*disc {
		*disc = true
		return true
	}
	if !s.wildOK {
		return false
	}
	if _, err := s.r.checkMeld(left, false); err == nil {
		return true
	}
	if !*disc {
		if _, err := s.r.checkMeld(left[1:], false); err == nil {
			*disc = true
			return true
		}
	}
	return false
}
