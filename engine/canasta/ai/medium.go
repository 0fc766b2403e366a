package ai

import (
	"math"
	"slices"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
)

// mediumPlayer plans the side's opening and canastas, takes the pile when
// it pays, discards what the next opponent is least likely to use (from
// what each seat was seen taking and what lies in the pile), and goes out
// (or says yes to its partner) when what is left in hand costs less than
// what the hand would still bring. It decides from the view alone.
type mediumPlayer struct{}

func newMedium(uint64) *mediumPlayer { return &mediumPlayer{} }

func (p *mediumPlayer) Name() string { return "medium" }

// Choose plays medium's move for the view.
func (p *mediumPlayer) Choose(v canasta.View) canasta.Action {
	legal := v.Legal()
	if len(legal) == 0 {
		return canasta.Action{Kind: canasta.Draw, Seat: v.Seat}
	}
	return mediumChoice(&v, legal)
}

// mediumChoice is medium's policy: a function of the view and its legal
// actions alone (hard's playouts use it too).
func mediumChoice(v *canasta.View, legal []canasta.Action) canasta.Action {
	var kn knowledge // on the stack: playouts ask this at every move
	k := &kn
	k.init(v)
	if a, ok := first(legal, canasta.NextHand); ok {
		return a
	}
	if v.Phase == canasta.PhaseAnswer {
		yes := k.answerYes()
		for _, a := range legal {
			if a.Kind == canasta.Answer && a.Yes == yes {
				return a
			}
		}
		return legal[0]
	}
	if a, ok := first(legal, canasta.GoOut); ok && (v.Answer == canasta.AnswerYes || k.wantOut()) {
		return a
	}
	switch v.Phase {
	case canasta.PhaseOpen, canasta.PhaseDraw:
		if a, ok := k.bestOpening(legal); ok {
			return a
		}
		if a, ok := k.bestTake(legal); ok {
			return a
		}
		if a, ok := first(legal, canasta.Draw); ok {
			return a
		}
	case canasta.PhasePlay:
		if a, ok := k.bestOpening(legal); ok {
			return a
		}
		goingOut := v.Answer == canasta.AnswerYes || k.canFinish() && k.wantOut()
		if goingOut && !v.Asked && k.shouldAsk() && v.CanGoOutThisTurn() {
			if a, ok := first(legal, canasta.Ask); ok {
				return a
			}
		}
		if v.Answer == canasta.AnswerNo {
			goingOut = false
		}
		if a, ok := k.bestPlacement(legal, goingOut); ok {
			return a
		}
		if a, ok := k.bestDiscard(legal, goingOut); ok {
			return a
		}
	}
	for _, a := range legal {
		if a.Kind != canasta.Undo && a.Kind != canasta.Ask {
			return a
		}
	}
	return legal[0]
}

func first(legal []canasta.Action, k canasta.ActionKind) (canasta.Action, bool) {
	for _, a := range legal {
		if a.Kind == k {
			return a, true
		}
	}
	return canasta.Action{}, false
}

// knowledge is what medium works out from a view once per decision.
type knowledge struct {
	v        *canasta.View
	next     int // the next seat, an opponent in every partnership game
	unseen   [cards.King + 1]int
	unseenN  int // cards the seat cannot place: other hands' unknown cards, stock, face-down pile cards
	hand     [cards.King + 1]int
	wilds    int
	blacks   int
	sideRank [cards.King + 1]int // the side's incomplete meld of each rank: its size (0: none)
	sideHas  [cards.King + 1]bool
	clean    int // the side's clean canastas
	dirty    int
	oppOut   bool // an opposing side holds the canastas to go out
	oppClose bool // an opposing side has at least one canasta and few cards in a hand
}

func newKnowledge(v *canasta.View) *knowledge {
	k := &knowledge{}
	k.init(v)
	return k
}

// init works k out from v.
func (k *knowledge) init(v *canasta.View) {
	*k = knowledge{v: v, next: (v.Seat + 1) % v.Players}
	var visible [cards.King + 1]int
	nvis := 0
	count := func(cs []cards.Card) {
		for _, c := range cs {
			nvis++
			if canasta.IsNatural(c) {
				visible[c.Rank()]++
			}
		}
	}
	count(v.Hand)
	for s, kn := range v.Known {
		if s != v.Seat {
			count(kn)
		}
	}
	for s := range v.Melds {
		for _, m := range v.Melds[s] {
			count(m.Cards)
		}
		count(v.RedThrees[s])
	}
	count(v.PileUp)
	for r := cards.Ace; r <= cards.King; r++ {
		if r != 2 && r != 3 {
			k.unseen[r] = max(0, 12-visible[r])
		}
	}
	k.unseenN = max(1, cards.MaxCards-nvis)
	for _, c := range v.Hand {
		switch {
		case canasta.IsWild(c):
			k.wilds++
		case canasta.IsBlackThree(c):
			k.blacks++
		case canasta.IsNatural(c):
			k.hand[c.Rank()]++
		}
	}
	if v.Side >= 0 {
		for _, m := range v.Melds[v.Side] {
			switch m.Info.Kind {
			case canasta.CleanCanasta:
				k.clean++
			case canasta.DirtyCanasta:
				k.dirty++
			}
			r := m.Info.Rank
			if r >= cards.Ace && r <= cards.King && r != 3 {
				k.sideHas[r] = true
				if !m.Info.Canasta() {
					k.sideRank[r] = len(m.Cards)
				}
			}
		}
		for s := range v.Melds {
			if s == v.Side {
				continue
			}
			if v.Rules.GoingOutMet(v.Melds[s]) {
				k.oppOut = true
			}
			canastas := 0
			for _, m := range v.Melds[s] {
				if m.Info.Canasta() {
					canastas++
				}
			}
			for _, seat := range v.Sides[s] {
				if canastas > 0 && v.HandSizes[seat] <= 6 {
					k.oppClose = true
				}
			}
		}
	}
}

// handCost is what the seat's hand would cost if the hand ended now.
func (k *knowledge) handCost() int {
	n := 0
	for _, c := range k.v.Hand {
		n += k.v.Rules.Value(c)
	}
	return n
}

// partnerCost estimates what the partners' hands would cost: the cards
// seen going in at their value, the rest at 9 points each.
func (k *knowledge) partnerCost() int {
	n := 0
	for _, s := range k.v.Partners(k.v.Seat) {
		kn := 0
		for _, c := range k.v.Known[s] {
			n += k.v.Rules.Value(c)
			kn++
		}
		n += 9 * max(0, k.v.HandSizes[s]-kn)
	}
	return n
}

// wantOut says whether going out now beats holding on: going out brings
// the bonus and ends the hand for the opponents; holding on is worth it
// only when the partners hold much more than that and nobody threatens
// to go out soon.
func (k *knowledge) wantOut() bool {
	if k.oppOut || k.oppClose || k.v.StockSize < 20 {
		return true
	}
	return k.partnerCost() < k.v.Rules.GoingOutBonus+150
}

// answerYes answers "may I go out?": yes unless this hand would cost much
// and the hand can still go on safely.
func (k *knowledge) answerYes() bool {
	if k.oppOut || k.oppClose || k.v.StockSize < 20 {
		return true
	}
	return k.handCost() < k.v.Rules.GoingOutBonus/2+50
}

// shouldAsk: asking is required, or the partners hold many cards.
func (k *knowledge) shouldAsk() bool {
	switch k.v.Rules.AskPartner {
	case canasta.AskMandatory:
		return true
	case canasta.AskOptional:
		return k.partnerCost() >= k.v.Rules.GoingOutBonus+100
	}
	return false
}

// canFinish says whether the hand could be laid out this turn, leaving at
// most one card to discard, with the side's canastas going out needs.
func (k *knowledge) canFinish() bool {
	if k.v.Side < 0 || !k.v.Opened[k.v.Side] {
		return false
	}
	if !k.v.CanGoOut() {
		return false
	}
	left := k.blacks
	wilds := k.wilds
	for r := cards.Ace; r <= cards.King; r++ {
		n := k.hand[r]
		switch {
		case n == 0:
		case k.sideHas[r] || n >= 3:
		case n == 2 && wilds > 0:
			wilds--
		default:
			left += n
		}
	}
	if wilds > 0 {
		// Wild cards go onto melds with room for them.
		room := 0
		for _, m := range k.v.Melds[k.v.Side] {
			room += k.wildRoom(m)
		}
		left += max(0, wilds-room)
	}
	if left > 1 || (left == 1 && k.blacks == 1 && !k.v.Rules.BlackThreeFinalDiscard) {
		return false
	}
	return true
}

// bestOpening picks an opening among the legal melds of a side that has
// not opened: the one laying the most naturals and the fewest wild
// cards, keeping a pair that takes the pile.
func (k *knowledge) bestOpening(legal []canasta.Action) (canasta.Action, bool) {
	if k.v.Side < 0 || k.v.Opened[k.v.Side] {
		return canasta.Action{}, false
	}
	best, found, bestScore := canasta.Action{}, false, math.MinInt
	for _, a := range legal {
		if a.Kind != canasta.Meld {
			continue
		}
		s := 0
		for _, m := range a.Melds {
			for _, c := range m {
				switch {
				case c.IsJoker():
					s -= 60
				case canasta.IsWild(c):
					s -= 35
				default:
					s += 10
				}
				if k.v.PileSize > 1 && canasta.IsNatural(k.v.PileTop) && canasta.IsNatural(c) && c.Rank() == k.v.PileTop.Rank() {
					s -= 15 * k.v.PileSize
				}
			}
		}
		if !found || s > bestScore {
			best, found, bestScore = a, true, s
		}
	}
	return best, found
}

// bestTake takes the pile when it is legal and worth more than the cards
// the hand gives up, with the most naturals when a frozen pile or an
// almost finished meld wants them.
func (k *knowledge) bestTake(legal []canasta.Action) (canasta.Action, bool) {
	best, found := canasta.Action{}, false
	for _, a := range legal {
		if a.Kind != canasta.Take {
			continue
		}
		if !found || len(a.Cards) < len(best.Cards) {
			best, found = a, true
		}
	}
	if !found {
		return best, false
	}
	// A take that would leave fewer than two cards in hand can strand it.
	if len(k.v.Hand)-len(best.Cards)+k.v.PileSize-1 < 2 && !k.v.CanGoOut() {
		return best, false
	}
	// A one-card pile gives nothing but the meld; take it only to build.
	if k.v.PileSize <= 1 && k.v.StockSize > 0 {
		return best, k.hand[k.v.PileTop.Rank()] >= 2 && k.v.HandSizes[k.v.Seat] > 4
	}
	return best, true
}

// wildRoom says how many wild cards the meld may still take (under the
// default ratio; a rough count for the others).
func (k *knowledge) wildRoom(m canasta.TableMeld) int {
	w := 0
	for _, c := range m.Cards {
		if canasta.IsWild(c) {
			w++
		}
	}
	return max(0, min(k.v.Rules.MaxWildPerMeld-w, len(m.Cards)-2*w-1))
}

// cleanTarget is the side's meld that should become its clean canasta:
// none once the side has one, else its largest clean incomplete meld.
func (k *knowledge) cleanTarget() int {
	if k.clean > 0 || k.v.Side < 0 {
		return 0
	}
	id, size := 0, 0
	for _, m := range k.v.Melds[k.v.Side] {
		if m.Info.Kind == canasta.NotCanasta && !slices.ContainsFunc(m.Cards, canasta.IsWild) && len(m.Cards) > size {
			id, size = m.ID, len(m.Cards)
		}
	}
	return id
}

// needsClean reports whether the side needs every clean canasta it has to
// go out: a wild card added to its only clean canasta makes it dirty, and
// under going_out_requirement = clean_and_dirty the side could no longer
// go out (issue 40: the partner dirtied the clean fives).
func (k *knowledge) needsClean() bool {
	return k.clean <= 1 && k.v.Rules.GoingOutRequirement == canasta.GoOutCleanAndDirty
}

// bestPlacement picks the best meld or add worth making now (none: go on
// to the discard).
func (k *knowledge) bestPlacement(legal []canasta.Action, goingOut bool) (canasta.Action, bool) {
	v := k.v
	if v.Side < 0 || !v.Opened[v.Side] {
		return canasta.Action{}, false
	}
	clean := k.cleanTarget()
	late := v.StockSize < 16 || k.oppClose || len(v.Hand) <= 4
	best, found, bestScore := canasta.Action{}, false, 0
	for _, a := range legal {
		s := math.MinInt
		switch a.Kind {
		case canasta.Meld:
			s = 0
			for _, m := range a.Melds {
				nat, w := 0, 0
				for _, c := range m {
					if canasta.IsWild(c) {
						w++
					} else {
						nat++
					}
				}
				s += 10 * nat
				if w > 0 {
					switch {
					case goingOut || nat+w >= canasta.CanastaSize:
						s += 5
					case late:
						s -= 5 * w
					default:
						s -= 40 * w
					}
				}
				if canasta.IsBlackThree(m[0]) && !goingOut {
					s = -1
				}
			}
		case canasta.Add:
			i := slices.IndexFunc(v.Melds[v.Side], func(m canasta.TableMeld) bool { return m.ID == a.Meld })
			if i < 0 {
				continue
			}
			m := v.Melds[v.Side][i]
			after := len(m.Cards) + len(a.Cards)
			c := a.Cards[0]
			switch {
			case canasta.IsWild(c):
				switch {
				case m.Info.Kind == canasta.CleanCanasta && k.needsClean():
					s = -100 // the side would lose the clean canasta going out needs
				case goingOut:
					s = 5
				case m.Info.Kind == canasta.CleanCanasta:
					s = -100
				case m.ID == clean && !late:
					s = -50
				case after == canasta.CanastaSize && (k.dirty == 0 || k.clean > 0):
					s = 30
				case after >= canasta.CanastaSize-1 && k.dirty == 0 && (k.clean > 0 || m.ID != clean):
					s = 12
				case late && len(v.Hand) <= 3:
					s = 4
				default:
					s = -20
				}
				if c.IsJoker() && s > 0 && s < 30 {
					s--
				}
			case canasta.IsNatural(c):
				n := k.hand[c.Rank()]
				s = 10 * len(a.Cards)
				// Keep a pair in hand for taking the pile, unless it
				// completes a canasta or the hand is ending.
				if n-len(a.Cards) < 2 && n >= 2 && !goingOut && !late && after < canasta.CanastaSize && k.v.StockSize > 0 {
					s = -1
				}
				if after >= canasta.CanastaSize && m.Info.Kind == canasta.NotCanasta {
					s += 20
				}
			default:
				s = -1
			}
		default:
			continue
		}
		if s > 0 && (!found || s > bestScore) {
			best, found, bestScore = a, true, s
		}
	}
	return best, found
}

// bestDiscard ends the turn with the card the hand needs least and the
// next opponent is least likely to take the pile with; when going out, a
// discard that empties the hand comes first.
func (k *knowledge) bestDiscard(legal []canasta.Action, goingOut bool) (canasta.Action, bool) {
	v := k.v
	best, found := canasta.Action{}, false
	bestScore := math.Inf(1)
	for _, a := range legal {
		if a.Kind != canasta.Discard {
			continue
		}
		if len(v.Hand) == 1 && goingOut {
			return a, true
		}
		s := float64(k.keep(a.Cards[0])) + k.risk(a.Cards[0])
		if len(v.Hand) == 1 && !goingOut {
			s += 1000 // going out by a discard that was not wanted: last resort
		}
		if !found || s < bestScore {
			best, found, bestScore = a, true, s
		}
	}
	return best, found
}

// keep says how much the hand wants to keep c, in points.
func (k *knowledge) keep(c cards.Card) int {
	v := k.v
	switch {
	case c.IsJoker():
		return 260
	case canasta.IsWild(c):
		return 170
	case canasta.IsBlackThree(c):
		if len(v.Hand) <= 3 {
			return -60
		}
		return 10
	}
	r := c.Rank()
	n := k.hand[r]
	s := 0
	switch {
	case n >= 3:
		s = 90
	case n == 2:
		s = 60
	default:
		// A single card is worth more when many of its rank are still
		// out there to pair it with.
		s = 2 * k.unseen[r]
	}
	if k.sideRank[r] > 0 {
		s += 40
	}
	return s - v.Rules.Value(c)/2
}

// risk is what discarding c may give the next opponent: the chance it
// holds enough naturals of c's rank to take the pile, times what the pile
// is worth.
func (k *knowledge) risk(c cards.Card) float64 {
	v := k.v
	if !canasta.IsNatural(c) {
		return 0
	}
	nextSide := -1
	for s, seats := range v.Sides {
		if slices.Contains(seats, k.next) {
			nextSide = s
		}
	}
	if nextSide == v.Side {
		return 0
	}
	need := 2
	if v.Frozen {
		need = v.Rules.FrozenNeeds
	}
	known := 0
	for _, x := range v.Known[k.next] {
		if canasta.IsNatural(x) && x.Rank() == c.Rank() {
			known++
		}
	}
	hidden := max(0, v.HandSizes[k.next]-len(v.Known[k.next]))
	lambda := float64(k.unseen[c.Rank()]) * float64(hidden) / float64(k.unseenN)
	p := 1.0
	if miss := need - known; miss > 0 {
		p = poissonAtLeast(lambda, miss)
	}
	if nextSide >= 0 && !v.Opened[nextSide] {
		p *= 0.4
	}
	worth := 20 + 12*float64(v.PileSize+1)
	return p * worth
}

// poissonAtLeast returns P(X >= n) for X Poisson with mean lambda.
func poissonAtLeast(lambda float64, n int) float64 {
	term, sum := math.Exp(-lambda), 0.0
	for i := 0; i < n; i++ {
		sum += term
		term *= lambda / float64(i+1)
	}
	return max(0, 1-sum)
}
