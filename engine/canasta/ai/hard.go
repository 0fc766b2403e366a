package ai

import (
	"math"
	"runtime"
	"slices"
	"time"

	"tavolo/engine/canasta"
	"tavolo/engine/cards"
	"tavolo/engine/search"
)

// Options tune hard's search, as Options do in the other games' ai
// packages. The zero value gives the defaults: a field left at zero takes
// its default (DefaultBudget, DefaultWorlds, ...); the other levels do not
// search and ignore it.
type Options struct {
	// Budget bounds one decision's search (default DefaultBudget). A
	// negative budget means no time limit: Worlds alone stops the search,
	// and hard's moves are the same on every machine.
	Budget time.Duration
	// Worlds is how many deals a decision searches (default
	// DefaultWorlds).
	Worlds int
	// MoreWorlds is the most deals of a close call: when after Worlds
	// deals a candidate leads medium's choice but not by the margin and
	// its standard errors, the search doubles its deals, up to
	// MoreWorlds, until the rule decides or nothing leads (default
	// DefaultMoreTimes × Worlds; negative: never more than Worlds).
	MoreWorlds int
	// MinWorlds is how many deals a search needs before it may overrule
	// medium's choice (default DefaultMinWorlds).
	MinWorlds int
	// Margin is by how many points a hand a candidate must beat medium's
	// choice on average (default DefaultMargin), and Z how many standard
	// errors its lead must span (default DefaultZ), to be played instead.
	Margin float64
	Z      float64
	// Candidates bounds the moves searched besides medium's (default
	// DefaultCandidates).
	Candidates int
	// Infer makes the deals follow what the others' discards and passes
	// say of their hands (infer in worlds.go).
	Infer bool
	// Workers is the number of goroutines (0: one per CPU).
	Workers int
	// WorkerStart, when set, is called at the start of each search
	// goroutine, on that goroutine, which is then locked to its own OS
	// thread until it ends (the thread is not reused). The app lowers the
	// thread's priority there, so that the window keeps painting while
	// hard thinks.
	WorkerStart func()
	// Include are moves the search must compare with medium's, where
	// they are legal: a review's actual move, to learn what it cost.
	Include []canasta.Action
}

// Hard's defaults, for the fields of Options left at zero: a decision
// searches at most 600 ms (the p95 target is 1 s on the project's
// two-core machine) and 128 deals, up to 512 at a close call, without
// Infer (docs/canasta-ai.md has the measurements).
const (
	DefaultBudget     = 600 * time.Millisecond
	DefaultWorlds     = 128
	DefaultMoreTimes  = 4
	DefaultMinWorlds  = 12
	DefaultMargin     = 5.0
	DefaultZ          = 1.0
	DefaultCandidates = 3
)

// withDefaults returns o with each field left at zero set to its default
// (a negative budget stays: no time limit).
func (o Options) withDefaults() Options {
	if o.Budget == 0 {
		o.Budget = DefaultBudget
	}
	def := func(x *int, d int) {
		if *x <= 0 {
			*x = d
		}
	}
	def(&o.Worlds, DefaultWorlds)
	def(&o.MinWorlds, DefaultMinWorlds)
	def(&o.Candidates, DefaultCandidates)
	if o.MoreWorlds == 0 {
		o.MoreWorlds = DefaultMoreTimes * o.Worlds
	}
	if o.Margin == 0 {
		o.Margin = DefaultMargin
	}
	if o.Z == 0 {
		o.Z = DefaultZ
	}
	return o
}

// hardPlayer is medium with a determinized search at its turn's key
// choices: taking the pile or drawing, the discard, going out, asking and
// answering. Each candidate is played out to the end of the hand, with
// medium's policy at every seat, in many deals of the unseen cards
// consistent with the view; medium's choice stands unless a candidate
// beats it by a margin and beyond its standard error, after enough deals.
type hardPlayer struct {
	rng  *cards.Rand
	opts Options
	// last is what the last decision measured (tests and diagnostics),
	// tally how many searches and overrules each kind of decision had.
	last  searchStats
	tally map[string][2]int
	// weighed is what the last decision compared (the hint), nil when
	// it searched nothing.
	weighed *Advice
}

// searchStats says what one search did.
type searchStats struct {
	worlds     int
	candidates int
	overruled  bool
	gain       float64 // the chosen candidate's average lead over medium's
}

// newHard returns hard searching with opts (zero fields: the defaults).
func newHard(seed uint64, opts Options) *hardPlayer {
	return &hardPlayer{rng: cards.NewRand(seed ^ 0x5eed), opts: opts.withDefaults()}
}

func (p *hardPlayer) Name() string { return "hard" }

// Choose plays hard's move for the view.
func (p *hardPlayer) Choose(v canasta.View) canasta.Action {
	legal := v.Legal()
	if len(legal) == 0 {
		return canasta.Action{Kind: canasta.Draw, Seat: v.Seat}
	}
	med := mediumChoice(&v, legal)
	p.last, p.weighed = searchStats{}, nil
	cands := candidates(&v, legal, med, p.opts.Candidates)
	cands = include(cands, legal, p.opts.Include)
	if len(cands) < 2 {
		return med
	}
	seed := p.rng.Uint64()
	values, n := p.search(&v, cands, seed)
	p.last = searchStats{worlds: n, candidates: len(cands)}
	if n < max(p.opts.MinWorlds, 2) {
		return med
	}
	best, bestGain := 0, 0.0
	p.weighed = &Advice{Candidates: []Candidate{{Action: cands[0], Deals: values[0][:n]}}, Worlds: n, Margin: p.opts.Margin, Z: p.opts.Z}
	for c := 1; c < len(cands); c++ {
		mean, se := search.Paired(values[c][:n], values[0][:n])
		p.weighed.Candidates = append(p.weighed.Candidates, Candidate{Action: cands[c], Gain: mean, SE: se, Deals: values[c][:n]})
		if p.overrules(mean, se) && mean > bestGain {
			best, bestGain = c, mean
		}
	}
	p.weighed.Chosen = best
	p.last.overruled, p.last.gain = best != 0, bestGain
	if p.tally != nil {
		t := p.tally[cands[0].Kind.String()]
		t[0]++
		if best != 0 {
			t[1]++
		}
		p.tally[cands[0].Kind.String()] = t
	}
	return cands[best]
}

// candidates lists the moves to search, medium's first, or only medium's
// when the decision is not one hard searches.
func candidates(v *canasta.View, legal []canasta.Action, med canasta.Action, most int) []canasta.Action {
	out := []canasta.Action{med}
	addKind := func(k canasta.ActionKind) {
		if a, ok := first(legal, k); ok && !sameAction(a, med) {
			out = append(out, a)
		}
	}
	switch v.Phase {
	case canasta.PhaseAnswer:
		for _, a := range legal {
			if !sameAction(a, med) {
				out = append(out, a)
			}
		}
	case canasta.PhaseOpen, canasta.PhaseDraw:
		k := newKnowledge(v)
		if med.Kind == canasta.Draw {
			if t, ok := firstTake(legal); ok {
				out = append(out, t)
			}
		} else if med.Kind == canasta.Take {
			addKind(canasta.Draw)
		} else if med.Kind == canasta.Meld && k.v.Phase == canasta.PhaseOpen {
			// Opening now or waiting: draw without opening.
			addKind(canasta.Draw)
		}
	case canasta.PhasePlay:
		switch med.Kind {
		case canasta.GoOut:
			// Going out or holding on: medium's best placement or discard
			// without going out is not listed (the hand is empty), so only
			// a final discard remains to compare; nothing to search.
		case canasta.Discard:
			k := newKnowledge(v)
			type scored struct {
				a canasta.Action
				s float64
			}
			var ds []scored
			for _, a := range legal {
				if a.Kind == canasta.Discard && !sameAction(a, med) {
					ds = append(ds, scored{a, float64(k.keep(a.Cards[0])) + k.risk(a.Cards[0])})
				}
			}
			slices.SortStableFunc(ds, func(x, y scored) int {
				switch {
				case x.s < y.s:
					return -1
				case x.s > y.s:
					return 1
				}
				return 0
			})
			for _, d := range ds {
				if len(out) > most {
					break
				}
				out = append(out, d.a)
			}
			// Asking, when medium would not.
			if v.Rules.AskPartner == canasta.AskOptional && k.canFinish() && v.CanGoOutThisTurn() {
				addKind(canasta.Ask)
			}
		case canasta.Meld, canasta.Add:
			// The turn's first placement, against keeping the cards and
			// discarding at once.
			if len(v.Hand) == v.DrawnHand {
				k := newKnowledge(v)
				if a, ok := k.bestDiscard(legal, false); ok {
					out = append(out, a)
				}
			}
		}
	}
	return out
}

func firstTake(legal []canasta.Action) (canasta.Action, bool) {
	best, found := canasta.Action{}, false
	for _, a := range legal {
		if a.Kind == canasta.Take && (!found || len(a.Cards) < len(best.Cards)) {
			best, found = a, true
		}
	}
	return best, found
}

func sameAction(a, b canasta.Action) bool {
	return a.Kind == b.Kind && a.Meld == b.Meld && a.Yes == b.Yes && slices.Equal(a.Cards, b.Cards) &&
		slices.EqualFunc(a.Melds, b.Melds, func(x, y []cards.Card) bool { return slices.Equal(x, y) })
}

// search plays every candidate out in opts.Worlds deals and returns
// each candidate's value by deal, and how many deals were completed (a
// prefix: deal i's result counts only when deals 0…i-1 are done, so a
// search without a time limit is the same on any machine). A close call
// (closeCall) searches on in the next deals' streams, doubling, up to
// opts.MoreWorlds deals, all within the one budget.
func (p *hardPlayer) search(v *canasta.View, cands []canasta.Action, seed uint64) ([][]float64, int) {
	target := max(p.opts.Worlds, 1)
	most := max(p.opts.MoreWorlds, target)
	values := make([][]float64, len(cands))
	for c := range values {
		values[c] = make([]float64, most)
	}
	done := make([]bool, most)
	pool := search.Pool{Workers: p.opts.Workers, Start: p.opts.WorkerStart}
	if pool.Workers <= 0 {
		pool.Workers = runtime.GOMAXPROCS(0)
	}
	if p.opts.Budget > 0 {
		pool.Deadline = time.Now().Add(p.opts.Budget)
	}
	var b bounds
	if p.opts.Infer {
		b = infer(v)
	}
	play := func(_, i int) bool {
		g, err := deal(v, cards.NewRand(search.Stream(seed, i)), b)
		if err != nil {
			return false
		}
		row := make([]float64, len(cands))
		for c, a := range cands {
			w := g.Clone()
			if _, err := w.Apply(a); err != nil {
				return false
			}
			row[c], _ = playout(w, v.Side)
			if c < len(cands)-1 && pool.Late() {
				return false
			}
		}
		for c := range cands {
			values[c][i] = row[c]
		}
		done[i] = true
		return true
	}
	n := 0
	for from := 0; ; target = min(2*target, most) {
		pool.Run(from, target, play)
		for n < target && done[n] {
			n++
		}
		if n < target || target == most || !p.closeCall(values, n) {
			return values, n
		}
		from = target
	}
}

// closeCall reports whether, over the first n deals, a candidate leads
// medium's choice (values[0]) on average without clearing the margin
// rule (overrules), so that more deals could change the decision.
func (p *hardPlayer) closeCall(values [][]float64, n int) bool {
	leads := false
	for c := 1; c < len(values); c++ {
		mean, se := search.Paired(values[c][:n], values[0][:n])
		if p.overrules(mean, se) {
			return false
		}
		leads = leads || mean > 0
	}
	return leads
}

// overrules reports whether a candidate leading medium's choice by mean
// points a hand, with standard error se, is played instead: by more
// than the margin and Z standard errors.
func (p *hardPlayer) overrules(mean, se float64) bool {
	return mean > p.opts.Margin && mean > p.opts.Z*se
}

// playout plays the hand out with medium's policy at every seat and
// returns side's margin: its points less the best other side's, and how
// many moves it played. The view and the legal actions of every move
// reuse one buffer each.
func playout(g *canasta.Game, side int) (margin float64, moves int) {
	var v canasta.View
	var legal []canasta.Action
	for ; g.Phase() < canasta.PhaseHandOver && moves < 4000; moves++ {
		s, _ := g.Actor()
		g.ShareView(&v, s)
		legal = g.AppendLegal(legal[:0], s)
		if len(legal) == 0 {
			break
		}
		if _, err := g.Apply(mediumChoice(&v, legal)); err != nil {
			break
		}
	}
	r := g.Result()
	if r == nil {
		return 0, moves
	}
	best := math.MinInt
	for s, pts := range r.Points {
		if s != side && pts > best {
			best = pts
		}
	}
	return float64(r.Points[side] - best), moves
}
