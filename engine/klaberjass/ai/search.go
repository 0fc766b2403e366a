package ai

import (
	"math"
	"math/bits"
	"time"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/klaberjass/solver"
	"tavolo/engine/match"
	kit "tavolo/engine/search"
)

// search is hard's PIMC: it deals the cards it cannot see many times
// consistently with the view (each a world), solves every world with the
// double-dummy solver, and plays the card (or makes the bid) whose
// average result over the worlds is best. A world's result is the hand's
// score difference after the maker's result is settled (bete included),
// so a card that risks a bete counts for what it risks. The worlds are
// split among worker goroutines, each with its own solver; world i is
// dealt from its own stream, so the choice does not depend on which
// goroutine solved what, and without a time limit it is reproducible
// from the seed.
type search struct {
	budget            time.Duration // < 0: none
	worlds, bidWorlds int
	workers           int
	workerStart       func()
	rng               cards.Rand
	solvers           []*solver.Solver
	// Worlds counts the worlds solved in the last decision (tests and
	// bench).
	lastWorlds int
	// bidBase seeds the worlds of every choice of one bidding decision
	// alike, so that the choices are compared on the same deals.
	bidBase uint64
	// weighed is what the last card or bid decision compared (the
	// hint), nil when it searched nothing.
	weighed *Advice
	// plain leaves out the cards' tie-break (cardUtility): each card
	// weighs its settled score difference alone, in whole points of the
	// hand (Hindsight).
	plain bool
}

func newSearch(o Options, seed uint64) *search {
	s := &search{budget: o.Budget, worlds: o.Worlds, bidWorlds: o.BidWorlds, workers: o.Workers, workerStart: o.WorkerStart}
	if s.budget == 0 {
		s.budget = DefaultBudget
	}
	if s.worlds <= 0 {
		s.worlds = DefaultWorlds
	}
	if s.bidWorlds <= 0 {
		s.bidWorlds = DefaultBidWorlds
	}
	if s.workers <= 0 {
		s.workers = 2
	}
	s.rng.Seed(seed ^ 0x6a617373)
	return s
}

// minWorlds is how many worlds a decision solves whatever the budget.
const minWorlds = 16

// run calls f for worlds 0 … n-1 on the workers (search.Pool), each
// world with its own random stream derived from base (search.Stream) and
// the worker's own solver, until all are done or the deadline has passed
// (once minWorlds are done; no deadline without a budget). It returns
// which worlds were done.
func (s *search) run(du solver.Duties, n int, deadline time.Time, base uint64, f func(sv *solver.Solver, rng *cards.Rand, i int)) []bool {
	for len(s.solvers) < s.workers {
		s.solvers = append(s.solvers, solver.New(du))
	}
	for i, sv := range s.solvers {
		if sv.Duties() != du {
			s.solvers[i] = solver.New(du)
		}
	}
	done := make([]bool, n)
	pool := kit.Pool{Workers: s.workers, Min: minWorlds, Start: s.workerStart}
	if s.budget > 0 {
		pool.Deadline = deadline
	}
	s.lastWorlds = pool.Run(0, n, func(w, i int) bool {
		var rng cards.Rand
		rng.Seed(kit.Stream(base, i))
		f(s.solvers[w], &rng, i)
		done[i] = true
		return true
	})
	return done
}

// pick draws need cards of pool (partial Fisher-Yates on a copy).
func pick(pool []cards.Card, need int, rng *cards.Rand, buf []cards.Card) kj.Set {
	buf = append(buf[:0], pool...)
	var out kj.Set
	for j := 0; j < need && j < len(buf); j++ {
		r := j + rng.IntN(len(buf)-j)
		buf[j], buf[r] = buf[r], buf[j]
		out |= kj.Bit(buf[j])
	}
	return out
}

// card chooses the card to play.
func (s *search) card(b *bot, v *kj.View, k *know, plays []kj.Action) cards.Card {
	legal := setOf(plays)
	du := duties(&v.Rules)
	myHand := solver.Hand(k.hand)
	d := solver.Deal{Trump: v.Trump, Leader: k.me, Led: solver.NoCard}
	if len(v.Trick) == 1 {
		d.Leader = v.Trick[0].Seat
		d.Led, _ = solver.FromFace(v.Trick[0].Card.Face())
	}
	d.Hands[k.me] = myHand

	need := v.HandSizes[k.opp] - k.known.Len()
	pool := k.pool().Cards()
	if len(pool) < need {
		pool = k.unseen.Cards()
	}
	n := s.worlds
	if b.peekPlay != nil {
		n = 1
	}
	var util [][solver.NumCards]float64
	util = make([][solver.NumCards]float64, n)
	// In the last tricks the worlds are only dealt here, then searched
	// together (endgame.go).
	var opps []kj.Set
	if b.peekPlay == nil && k.hand.Len() <= endgameCards {
		opps = make([]kj.Set, n)
	}
	done := s.run(du, n, time.Now().Add(s.budget), s.rng.Uint64(), func(sv *solver.Solver, rng *cards.Rand, i int) {
		var opp kj.Set
		if b.peekPlay != nil {
			opp = kj.SetOf(b.peekPlay(k.opp))
		} else {
			opp = world(v, k, pool, need, rng)
		}
		opp = dixTaken(v, k, opp)
		if opps != nil {
			opps[i] = opp
			return
		}
		w := d
		w.Hands[k.opp] = solver.Hand(opp)
		var vals [solver.NumCards]int
		sv.Moves(w, &vals)
		ex := extras(v, k, opp)
		rem := w.Remaining(du)
		for m := legal; m != 0; m &= m - 1 {
			c := kj.CardAt(trailing(m))
			i2 := solver.Card(kj.Index(c))
			mine := vals[i2]
			var tot [2]int
			tot[k.me] = k.won[k.me] + mine + ex[k.me]
			tot[k.opp] = k.won[k.opp] + rem - mine + ex[k.opp]
			lead := mine - (rem - mine)
			if s.plain {
				lead = 0
			}
			util[i][i2] = cardUtility(v.Maker, k.me, tot, lead)
		}
	})
	if opps != nil {
		s.endgame(v, k, opps, done, util)
	}
	// The medium choice first: it stays unless a card does better.
	best := mediumCard(v, k, plays)
	sum := func(c cards.Card) float64 {
		t := 0.0
		for i := range util {
			if done[i] {
				t += util[i][kj.Index(c)]
			}
		}
		return t
	}
	bv := sum(best)
	med := best
	for _, c := range legal.Cards() {
		if x := sum(c); x > bv+1e-9 {
			best, bv = c, x
		}
	}
	s.weighCards(util, done, med, best, legal)
	return best
}

// weighCards keeps the card decision's evidence for the hint: each
// legal card's average lead over medium's card, world by world, and its
// standard error.
func (s *search) weighCards(util [][solver.NumCards]float64, done []bool, med, best cards.Card, legal kj.Set) {
	adv := &Advice{}
	order := append([]cards.Card{med}, (legal &^ kj.Bit(med)).Cards()...)
	for _, c := range order {
		var lead []float64
		for i := range util {
			if done[i] {
				lead = append(lead, util[i][kj.Index(c)]-util[i][kj.Index(med)])
			}
		}
		m, se := match.MeanSE(lead)
		if c == best {
			adv.Chosen = len(adv.Candidates)
		}
		adv.Candidates = append(adv.Candidates, Candidate{Action: kj.Action{Kind: kj.Play, Card: c}, Gain: m, SE: se, Deals: lead})
		adv.Worlds = len(lead)
	}
	s.weighed = adv
}

// world deals the other hand for one world of the card play: its known
// cards and need cards of pool. It draws candidates hands and keeps one
// with probability proportional to its weight: playWeight times
// bidWeight, and a small factor for a hand its declarations make
// implausible.
func world(v *kj.View, k *know, pool []cards.Card, need int, rng *cards.Rand) kj.Set {
	var buf [32]cards.Card
	var opp kj.Set
	if !v.HasTrump {
		for try := 0; try < 12; try++ {
			opp = k.known | pick(pool, need, rng, buf[:0])
			if plausible(v, k, opp) {
				break
			}
		}
		return opp
	}
	var hands [candidates]kj.Set
	var ws [candidates]float64
	tot := 0.0
	for j := range hands {
		hands[j] = k.known | pick(pool, need, rng, buf[:0])
		ws[j] = playWeight(v, k, hands[j]) * bidWeight(v, k, hands[j]|k.played[k.opp], rng)
		if !plausible(v, k, hands[j]) {
			ws[j] *= implausible
		}
		tot += ws[j]
	}
	return hands[weighted(ws[:], tot, rng)]
}

// dixTaken is the other hand of a world once the other seat made the dix
// exchange it may still make at its turn (it has not played a card yet):
// in a world where it holds the seven of trumps, it takes the turn-up.
func dixTaken(v *kj.View, k *know, opp kj.Set) kj.Set {
	seven := cards.NewCard(cards.NewFace(7, v.Trump), 0)
	if !v.Rules.DixExchange || !v.FromTurnUp || !v.HasUpcard || v.Exchanged >= 0 ||
		k.played[k.opp] != 0 || v.Upcard == seven || !opp.Has(seven) {
		return opp
	}
	return opp&^kj.Bit(seven) | kj.Bit(v.Upcard)
}

// implausible is the weight factor of a hand that plausible rejects.
const implausible = 1e-3

func trailing(m kj.Set) int { return bits.TrailingZeros32(uint32(m)) }

// settle is the score difference for me once the maker's result moves
// the points.
func settle(maker, me int, tot [2]int) float64 {
	if maker < 0 {
		return float64(tot[me] - tot[1-me])
	}
	p, _, _ := kj.Settle(maker, tot)
	return float64(p[me] - p[1-me])
}

// cardUtility is what a card is worth in a world where the hand ends
// with totals tot: the settled score difference for me, and a hundredth
// of lead, my points from the rest of the play less the other's, so
// that between cards settling alike the one taking more wins.
func cardUtility(maker, me int, tot [2]int, lead int) float64 {
	return settle(maker, me, tot) + 0.01*float64(lead)
}

// plausible checks a world's other hand against what its bids and
// declarations said: a maker held a hand worth taking (medium's
// evaluation of the whole hand); a player who declared holds a best
// sequence of the worth it announced, and one who played a card
// without declaring holds nothing to declare (where declaring is the
// players' choice); once the declarations are decided, the world's
// sequences give the result everybody saw (who scores them, or
// nobody). The search redeals a world that fails, a few times at most.
func plausible(v *kj.View, k *know, opp kj.Set) bool {
	orig := opp | k.played[k.opp]
	if v.Maker == k.opp && evalHand(orig, v.Trump, &v.Rules) < takeAt {
		return false
	}
	optional := v.Rules.DeclarationsOptional
	announced := optional && (v.Declared[k.opp] || k.played[k.opp] != 0)
	if !announced && !v.Resolved {
		return true
	}
	theirs := kj.Melds(orig, &v.Rules)
	if announced && kj.BestWorth(theirs) != v.DeclaredWorth[k.opp] {
		return false
	}
	if v.Resolved {
		var ms [2][]kj.Meld
		if v.Declared[k.opp] || !optional {
			ms[k.opp] = theirs
		}
		if v.Declared[k.me] || !optional {
			ms[k.me] = k.melds
		}
		if w, _ := kj.CompareMelds(ms, v.Trump, v.Elder, &v.Rules); w != v.SeqWinner {
			return false
		}
	}
	return true
}

// extras is each seat's sequences and bella in a world: as decided once
// the declarations are resolved; before, by comparing what each seat
// declared or may still declare (everything, when the engine declares
// for both). Bella counts for a seat that announced
// it or still holds one of King and Queen of trumps with the other.
func extras(v *kj.View, k *know, opp kj.Set) [2]int {
	var ex [2]int
	hands := [2]kj.Set{}
	hands[k.me], hands[k.opp] = k.hand, opp
	if v.Resolved {
		if v.SeqWinner >= 0 {
			ex[v.SeqWinner] += v.SeqPoints
		}
	} else {
		var ms [2][]kj.Meld
		for s := 0; s < 2; s++ {
			if v.Declared[s] || k.played[s] == 0 || !v.Rules.DeclarationsOptional {
				ms[s] = kj.Melds(hands[s]|k.played[s], &v.Rules)
			}
		}
		if w, p := kj.CompareMelds(ms, v.Trump, v.Elder, &v.Rules); w >= 0 {
			ex[w] += p
		}
	}
	for s := 0; s < 2; s++ {
		all := hands[s] | k.played[s]
		if v.Bella[s] || (kj.HasBella(all, v.Trump) && !bellaGone(v, s)) {
			ex[s] += kj.BellaPoints
		}
	}
	return ex
}

// bellaGone reports whether seat played both King and Queen of trumps
// already without announcing.
func bellaGone(v *kj.View, seat int) bool {
	n := 0
	for _, p := range v.History {
		if p.Seat == seat && p.Card.Suit() == v.Trump && (p.Card.Rank() == cards.King || p.Card.Rank() == cards.Queen) {
			n++
		}
	}
	return n == 2
}

// makeValue is the average score difference for me when maker plays the
// hand with trumps t, over worlds dealt from the bidding's view: the
// other's six cards (weighed by how its passes fit, passWeight), the
// three more cards of each, the dix exchange when t is the turn-up suit,
// the declarations and bella, and the card play solved.
func (s *search) makeValue(b *bot, v *kj.View, t cards.Suit, maker int, deadline time.Time) value {
	return s.bidValue(b, v, func(kj.Set) (cards.Suit, int, bool) { return t, maker, true }, deadline)
}

// passValue is the average score difference for me when I pass, over
// the same worlds: the other seat then bids as medium would with its six
// cards (otherBid). In round 1, where it passes too, round 2 follows and
// is valued as this seat will play it (roundTwoValue); in round 2 a
// deal both pass is annulled (0).
func (s *search) passValue(b *bot, v *kj.View, deadline time.Time) value {
	if v.Round == 1 {
		return s.roundTwoValue(b, v, deadline)
	}
	return s.bidValue(b, v, func(o6 kj.Set) (cards.Suit, int, bool) {
		t, ok := otherBid(v, o6)
		return t, 1 - v.Seat, ok
	}, deadline)
}

// otherBid is what medium, holding o6, bids after this seat passes:
// as dealer in round 1 it takes the turn-up suit, in round 2 it names
// its best suit, when the hand is worth it; as elder (this seat the
// dealer passing in round 1) it names its best suit in round 2.
func otherBid(v *kj.View, o6 kj.Set) (cards.Suit, bool) {
	up := v.Upcard.Suit()
	if v.Round == 1 && v.Seat == v.Elder {
		return up, suitValue(v, o6, up) >= takeAt
	}
	best, bv := up, -1000
	for st := cards.Suit(0); st < cards.NumSuits; st++ {
		if st != up {
			if x := evalHand(o6, st, &v.Rules); x > bv {
				best, bv = st, x
			}
		}
	}
	if v.Round == 2 && v.Seat == v.Dealer {
		return best, false // the deal is annulled
	}
	return best, bv >= takeAt
}

// value is a bidding choice's average score difference for me over the
// worlds it was played in, that average's standard error, and how many
// worlds.
type value struct {
	mean, se float64
	worlds   int
	deals    []float64 // each world's value, when every world was searched
}

// bidWorld is one world of the bidding: both seats' nine cards, the
// other's first six among them.
type bidWorld struct {
	o6    kj.Set
	hands [2]kj.Set
}

// dealBid deals a world of the bidding from the view: the other's six
// cards (the real ones for cheat, else weighed by how its passes fit,
// passWeight), then three more cards to each seat from what is left.
func dealBid(b *bot, v *kj.View, rng *cards.Rand) bidWorld {
	me, opp := v.Seat, 1-v.Seat
	unseen := v.Unseen()
	var w bidWorld
	if b.peekBid != nil {
		w.o6 = kj.SetOf(b.peekBid(opp))
	} else {
		// What the other's passes say: it passed the turn-up suit in
		// round 1 (and every other suit when it passed in round 2).
		bidding := v.Phase == kj.PhaseBid && !v.MustName
		passed1 := v.Round == 2 || (bidding && v.Seat == v.Dealer)
		passed2 := v.Round == 2 && bidding && v.Seat == v.Dealer
		w.o6 = sixCards(v, unseen.Cards(), passed1, passed2, rng)
	}
	var buf [32]cards.Card
	second := pick((unseen &^ w.o6).Cards(), 6, rng, buf[:0])
	w.hands[me], w.hands[opp] = kj.SetOf(v.Hand), w.o6
	for j, c := range second.Cards() {
		w.hands[j%2] |= kj.Bit(c)
	}
	return w
}

// playBid is the score difference for me when maker plays world w with
// trumps t: the dix exchange when t is the turn-up suit, the
// declarations and bella, and the card play solved.
func playBid(sv *solver.Solver, v *kj.View, du solver.Duties, w bidWorld, t cards.Suit, maker int) float64 {
	hands := w.hands
	if v.HasUpcard && v.Upcard.Suit() == t && v.Rules.DixExchange {
		seven := cards.NewCard(cards.NewFace(7, t), 0)
		for st := 0; st < 2; st++ {
			if hands[st].Has(seven) && v.Upcard != seven {
				hands[st] = hands[st]&^kj.Bit(seven) | kj.Bit(v.Upcard)
			}
		}
	}
	var ms [2][]kj.Meld
	var tot [2]int
	for st := 0; st < 2; st++ {
		ms[st] = kj.Melds(hands[st], &v.Rules)
		if kj.HasBella(hands[st], t) {
			tot[st] += kj.BellaPoints
		}
	}
	if win, p := kj.CompareMelds(ms, t, v.Elder, &v.Rules); win >= 0 {
		tot[win] += p
	}
	d := solver.Deal{Trump: t, Leader: v.Elder, Led: solver.NoCard}
	d.Hands[0], d.Hands[1] = solver.Hand(hands[0]), solver.Hand(hands[1])
	p0 := sv.Solve(d)
	tot[0] += p0
	tot[1] += d.Remaining(du) - p0
	return settle(maker, v.Seat, tot)
}

// bidValue is the average score difference for me over worlds dealt
// from the bidding's view, the hand played in each with the trumps and
// maker that choose gives for the other's six cards (no hand: 0).
func (s *search) bidValue(b *bot, v *kj.View, choose func(o6 kj.Set) (cards.Suit, int, bool), deadline time.Time) value {
	du := duties(&v.Rules)
	res := make([]float64, s.bidWorlds)
	done := s.run(du, s.bidWorlds, deadline, s.bidBase, func(sv *solver.Solver, rng *cards.Rand, i int) {
		w := dealBid(b, v, rng)
		if t, maker, ok := choose(w.o6); ok {
			res[i] = playBid(sv, v, du, w, t, maker)
		}
	})
	return meanOf(res, done)
}

// meanOf is the value of the results of the worlds done.
func meanOf(res []float64, done []bool) value {
	var got []float64
	for i, ok := range done {
		if ok {
			got = append(got, res[i])
		}
	}
	if len(got) == 0 {
		return value{mean: math.Inf(-1)}
	}
	m, se := match.MeanSE(got)
	x := value{m, se, len(got), nil}
	if len(got) == len(done) {
		x.deals = got
	}
	return x
}

// roundTwoValue is passing in round 1 when the other seat may still
// take the turn-up suit, or answer in round 2: over the same worlds as
// the trump choices, the other bids as medium would with its six cards
// (otherBid); where it does not, this seat has round 2's choice, valued
// as it will make it: the suit to name (or passing) with the best
// average over the worlds where the other passed, by the same margin
// as bid's. Passing in round 2 lets the dealer name its suit (elder) or
// annuls the deal (dealer, 0).
func (s *search) roundTwoValue(b *bot, v *kj.View, deadline time.Time) value {
	me, opp := v.Seat, 1-v.Seat
	up := v.Upcard.Suit()
	du := duties(&v.Rules)
	n := s.bidWorlds
	res := make([]float64, n)
	// For the worlds where the other passed: naming each other suit
	// (0..2) and passing (3).
	later := make([][4]float64, n)
	passed := make([]bool, n)
	var names [3]cards.Suit
	k := 0
	for st := cards.Suit(0); st < cards.NumSuits; st++ {
		if st != up {
			names[k] = st
			k++
		}
	}
	done := s.run(du, n, deadline, s.bidBase, func(sv *solver.Solver, rng *cards.Rand, i int) {
		w := dealBid(b, v, rng)
		if t, ok := otherBid(v, w.o6); ok {
			res[i] = playBid(sv, v, du, w, t, opp)
			return
		}
		passed[i] = true
		for j, st := range names {
			later[i][j] = playBid(sv, v, du, w, st, me)
		}
		if v.Seat == v.Elder {
			// Passing again lets the dealer name its best suit.
			r2 := *v
			r2.Round = 2
			if t, ok := otherBid(&r2, w.o6); ok {
				later[i][3] = playBid(sv, v, du, w, t, opp)
			}
		}
	})
	var sum [4]float64
	np := 0
	for i := range done {
		if done[i] && passed[i] {
			np++
			for j := range sum {
				sum[j] += later[i][j]
			}
		}
	}
	choice := 3
	if np > 0 {
		best := 0
		for j := 1; j < 3; j++ {
			if sum[j] > sum[best] {
				best = j
			}
		}
		if sum[best]/float64(np) >= sum[3]/float64(np)+bidMargin {
			choice = best
		}
	}
	for i := range done {
		if passed[i] {
			res[i] = later[i][choice]
		}
	}
	return meanOf(res, done)
}

// sixCards deals the other seat's six cards of the bidding from pool:
// of candidates draws, one kept with probability proportional to
// passWeight.
func sixCards(v *kj.View, pool []cards.Card, passed1, passed2 bool, rng *cards.Rand) kj.Set {
	var buf [32]cards.Card
	var hands [candidates]kj.Set
	var ws [candidates]float64
	tot := 0.0
	for j := range hands {
		hands[j] = pick(pool, v.HandSizes[1-v.Seat], rng, buf[:0])
		ws[j] = passWeight(v, hands[j], passed1, passed2)
		tot += ws[j]
	}
	return hands[weighted(ws[:], tot, rng)]
}

// weighted draws an index of ws with probability proportional to its
// weight (tot is their sum).
func weighted(ws []float64, tot float64, rng *cards.Rand) int {
	x := rng.Float64() * tot
	for j, w := range ws {
		if x < w {
			return j
		}
		x -= w
	}
	return len(ws) - 1
}

// passWeight is how likely the other seat's passes are with six cards
// o6, bidding as medium: offModel for a pass of the turn-up suit that
// medium would have taken, and for a pass of round 2 with a suit medium
// would have named.
func passWeight(v *kj.View, o6 kj.Set, passed1, passed2 bool) float64 {
	if !v.HasUpcard {
		return 1
	}
	t := v.Upcard.Suit()
	w := 1.0
	if passed1 && suitValue(v, o6, t) >= takeAt {
		w *= offModel
	}
	if passed2 {
		for s := cards.Suit(0); s < cards.NumSuits; s++ {
			if s != t && evalHand(o6, s, &v.Rules) >= takeAt {
				w *= offModel
				break
			}
		}
	}
	return w
}

// share is the deadline of the k-th of n searches that share one
// decision's budget from start.
func (s *search) share(start time.Time, k, n int) time.Time {
	return start.Add(s.budget * time.Duration(k) / time.Duration(max(n, 1)))
}

// bidMargin is how much better than passing a trump choice must be on
// average for hard to make it. With round 2 inside the pass's value
// (roundTwoValue) no margin measured best: over the same 1,000 hands
// against medium, a margin of 0 gave hard +20.77 points a hand over
// medium, 4 gave +20.17, -4 gave +20.60 (docs/klaberjass-ai.md).
const bidMargin = 0

func (s *search) bid(b *bot, v *kj.View, legal []kj.Action) kj.Action {
	best, bv := -1, math.Inf(-1)
	var pass kj.Action
	choices := 0
	for _, a := range legal {
		if a.Kind == kj.Take || a.Kind == kj.Name {
			choices++
		}
	}
	for _, a := range legal {
		if a.Kind == kj.Pass {
			pass = a
		}
	}
	// Passing is worth 0 only when nobody may bid after it; otherwise
	// the other seat's answer to the pass is searched too.
	searchPass := choices > 0 && pass.Kind != 0 && (v.Seat == v.Elder || v.Round == 1)
	total := choices
	if searchPass {
		total++
	}
	s.bidBase = s.rng.Uint64()
	start, done := time.Now(), 0
	// The evidence for the hint: each trump choice and passing, with
	// what each is worth over its worlds.
	adv := &Advice{}
	at := map[int]int{} // legal index → candidate index
	for i, a := range legal {
		var t cards.Suit
		switch a.Kind {
		case kj.Take:
			t = v.Upcard.Suit()
		case kj.Name:
			t = a.Suit
		default:
			continue
		}
		done++
		x := s.makeValue(b, v, t, v.Seat, s.share(start, done, total))
		at[i] = len(adv.Candidates)
		adv.Candidates = append(adv.Candidates, Candidate{Action: a, Gain: x.mean, SE: x.se, Deals: x.deals})
		adv.Worlds = max(adv.Worlds, x.worlds)
		if x.mean > bv {
			best, bv = i, x.mean
		}
	}
	pv := 0.0
	if searchPass {
		x := s.passValue(b, v, s.share(start, total, total))
		pv = x.mean
		adv.Candidates = append(adv.Candidates, Candidate{Action: pass, Gain: x.mean, SE: x.se, Deals: x.deals})
	} else if pass.Kind != 0 {
		// Worth 0 in every world: nobody bids after it.
		adv.Candidates = append(adv.Candidates, Candidate{Action: pass, Deals: make([]float64, adv.Worlds)})
	}
	s.weighed = adv
	adv.Chosen = len(adv.Candidates) - 1 // passing
	if best >= 0 && (bv >= pv+bidMargin || pass.Kind == 0) {
		adv.Chosen = at[best]
		return legal[best]
	}
	if pass.Kind == 0 {
		s.weighed = nil // nothing was weighed against this move
		return legal[0]
	}
	return pass
}

// answer lets the schmeisser play when that is worth more to hard than
// annulling (0): in round 2 the maker names the suit that suits him.
func (s *search) answer(b *bot, v *kj.View, legal []kj.Action) kj.Action {
	maker := v.Schmeisser
	if v.Rules.SchmeissRefusal == kj.OtherIsMaker {
		maker = v.Seat
	}
	t := v.Upcard.Suit()
	var val float64
	s.bidBase = s.rng.Uint64()
	start := time.Now()
	if v.Round == 1 {
		val = s.makeValue(b, v, t, maker, s.share(start, 1, 1)).mean
	} else {
		val = math.Inf(1)
		if maker == v.Seat {
			val = math.Inf(-1)
		}
		k := 0
		for st := cards.Suit(0); st < cards.NumSuits; st++ {
			if st == t {
				continue
			}
			k++
			x := s.makeValue(b, v, st, maker, s.share(start, k, 3)).mean
			if maker == v.Seat {
				val = math.Max(val, x)
			} else {
				val = math.Min(val, x)
			}
		}
	}
	return kj.Action{Kind: kj.Answer, Seat: v.Seat, Play: val > 0}
}
