package ai

import (
	"runtime"
	"sync"
	"sync/atomic"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
	"tavolo/engine/klaberjass/solver"
)

// The last tricks as one information set. PIMC solves each world as if
// hard would know the other hand from then on, so it may count on
// playing one card in one world and another in the next where it cannot
// tell them apart (strategy fusion). Over the last endgameCards tricks
// hard's own cards are few enough to search every line of them once
// for all the worlds together: at hard's turn one card is chosen for
// every world it cannot tell apart (the best on their sum); at the
// other's turn each world answers with its own double-dummy best card,
// and the worlds split by that card, which hard then sees. It is a
// simple form of αμ search (the other seat omniscient, to the end of the
// hand), whose other seat plays the double-dummy card rather than the
// best answer to hard's own limits.

// endgameCards is the most cards in hard's hand for which the card play
// is searched as an information set: the last six tricks. With seven a
// decision took up to 1.5 s for +0.06 points a hand, with four nothing
// was gained (docs/measurements/klaberjass-summary.txt).
const endgameCards = 6

// egWorld is one world of the endgame search: the other hand, the card
// points each seat has taken in the search so far, and which world of
// the caller's it is.
type egWorld struct {
	opp  kj.Set
	pts  [2]int
	root int
}

// endgame searches the rest of the hand over a set of worlds.
type endgame struct {
	sv *solver.Solver // set by cardValues for each goroutine
	// workerStart, when set, runs first on each goroutine's own thread
	// (Options.WorkerStart).
	workerStart func()
	rules       *kj.Rules
	trump       cards.Suit
	me          int
	// final is a world's utility once the hand is over.
	final func(w egWorld) float64
}

// cardValues returns, for each legal card c of hand (the worlds' other
// hands in ws; led the card the other seat has led to this trick, or
// none), each world's utility when hard plays c and both play on as
// described above. The cards are searched on as many goroutines as
// there are solvers, each with its own.
func (e *endgame) cardValues(hand kj.Set, ws []egWorld, led cards.Card, hasLed bool, solvers []*solver.Solver) map[cards.Card][]float64 {
	cs := e.legal(hand, led, hasLed).Cards()
	vals := make([][]float64, len(cs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for _, sv := range solvers {
		wg.Add(1)
		go func(w endgame) {
			defer wg.Done()
			if w.workerStart != nil {
				// As search.run's workers: the thread ends with the goroutine.
				runtime.LockOSThread()
				w.workerStart()
			}
			w.sv = sv
			for {
				i := int(next.Add(1) - 1)
				if i >= len(cs) {
					return
				}
				vals[i] = w.afterMine(hand&^kj.Bit(cs[i]), ws, cs[i], led, hasLed)
			}
		}(*e)
	}
	wg.Wait()
	out := map[cards.Card][]float64{}
	for i, c := range cs {
		out[c] = vals[i]
	}
	return out
}

// legal is the cards of hand hard may play: any to lead, else those the
// rules allow on led.
func (e *endgame) legal(hand kj.Set, led cards.Card, hasLed bool) kj.Set {
	if !hasLed {
		return hand
	}
	legal, _ := kj.FollowSet(hand, led, e.trump, e.rules)
	return legal
}

// mine is hard's turn: the card with the best sum over the node's
// worlds, and each world's utility after it.
func (e *endgame) mine(hand kj.Set, ws []egWorld, led cards.Card, hasLed bool) []float64 {
	var best []float64
	bestSum := 0.0
	for _, c := range e.legal(hand, led, hasLed).Cards() {
		vals := e.afterMine(hand&^kj.Bit(c), ws, c, led, hasLed)
		if s := sum(vals); best == nil || s > bestSum {
			best, bestSum = vals, s
		}
	}
	return best
}

// afterMine goes on once hard has played c: it answers the other's lead
// (the trick is then over) or leads to the other.
func (e *endgame) afterMine(hand kj.Set, ws []egWorld, c, led cards.Card, hasLed bool) []float64 {
	if hasLed {
		return e.trickOver(hand, ws, led, c, 1-e.me)
	}
	return e.theirs(hand, ws, c, true)
}

// theirs is the other seat's turn, to lead (hasLed false) or to answer
// hard's card led: each world plays its double-dummy best card, and the
// worlds go on in groups by that card.
func (e *endgame) theirs(hand kj.Set, ws []egWorld, led cards.Card, hasLed bool) []float64 {
	opp := 1 - e.me
	// The worlds by the card they play, each group with the place of its
	// worlds in ws.
	type group struct {
		ws []egWorld
		at []int
	}
	groups := map[cards.Card]*group{}
	var order []cards.Card
	var vals [solver.NumCards]int
	for i, w := range ws {
		d := solver.Deal{Trump: e.trump, Leader: opp, Led: solver.NoCard}
		if hasLed {
			d.Leader, d.Led = e.me, solver.Card(kj.Index(led))
		}
		d.Hands[e.me], d.Hands[opp] = solver.Hand(hand), solver.Hand(w.opp)
		legal := e.sv.Moves(d, &vals)
		best, bv := solver.NoCard, -1
		for m := legal; m != 0; m &= m - 1 {
			sc := solver.Card(trailing(kj.Set(m)))
			if vals[sc] > bv {
				best, bv = sc, vals[sc]
			}
		}
		c := kj.CardAt(int(best))
		g := groups[c]
		if g == nil {
			g = &group{}
			groups[c] = g
			order = append(order, c)
		}
		w.opp &^= kj.Bit(c)
		g.ws = append(g.ws, w)
		g.at = append(g.at, i)
	}
	out := make([]float64, len(ws))
	for _, c := range order {
		g := groups[c]
		var vals []float64
		if hasLed {
			vals = e.trickOver(hand, g.ws, led, c, e.me)
		} else {
			vals = e.mine(hand, g.ws, c, true)
		}
		for j, i := range g.at {
			out[i] = vals[j]
		}
	}
	return out
}

// trickOver scores a trick (first led by leader, second the answer) in
// every world of ws, and goes on: the winner leads, or the hand is over.
func (e *endgame) trickOver(hand kj.Set, ws []egWorld, first, second cards.Card, leader int) []float64 {
	win := leader
	if kj.Beats(second, first, e.trump) {
		win = 1 - leader
	}
	pts := kj.CardPoints(first, e.trump) + kj.CardPoints(second, e.trump)
	last := hand == 0
	if last {
		pts += e.rules.LastTrickBonus
	}
	next := make([]egWorld, len(ws))
	for i, w := range ws {
		w.pts[win] += pts
		next[i] = w
	}
	if last {
		out := make([]float64, len(next))
		for i, w := range next {
			out[i] = e.final(w)
		}
		return out
	}
	if win == e.me {
		return e.mine(hand, next, 0, false)
	}
	return e.theirs(hand, next, 0, false)
}

func sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// endgame fills util, for the worlds done (their other hands in opps),
// with each legal card's utility (cardUtility, as PIMC counts it) as
// the endgame search plays on from it.
func (s *search) endgame(v *kj.View, k *know, opps []kj.Set, done []bool, util [][solver.NumCards]float64) {
	var ws []egWorld
	ex := make([][2]int, len(opps))
	for i, ok := range done {
		if ok {
			ws = append(ws, egWorld{opp: opps[i], root: i})
			ex[i] = extras(v, k, opps[i])
		}
	}
	if len(ws) == 0 {
		return
	}
	e := endgame{rules: &v.Rules, workerStart: s.workerStart, trump: v.Trump, me: k.me,
		final: func(w egWorld) float64 {
			var tot [2]int
			for st := 0; st < 2; st++ {
				tot[st] = k.won[st] + w.pts[st] + ex[w.root][st]
			}
			return cardUtility(v.Maker, k.me, tot, w.pts[k.me]-w.pts[k.opp])
		}}
	var led cards.Card
	if len(v.Trick) == 1 {
		led = v.Trick[0].Card
	}
	for c, vals := range e.cardValues(k.hand, ws, led, len(v.Trick) == 1, s.solvers) {
		for j, x := range vals {
			util[ws[j].root][kj.Index(c)] = x
		}
	}
}
