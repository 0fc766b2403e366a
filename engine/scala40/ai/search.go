package ai

import (
	"math"
	"reflect"
	"slices"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
	kit "tavolo/engine/search"
)

// search is hard's determinized Monte Carlo: at a choice between drawing
// and taking, between laying melds (or the opening) and throwing at once,
// between keeping a joker and attaching it, or between the best few
// discards, it deals the unseen cards many times consistently with the
// view (dealWorld: the unopened seats' hands curated, then checked by
// plausible), plays each candidate in each world to the end of the hand
// with medium players at every seat, and keeps the candidate with the
// best average result. The worlds are split among worker goroutines; the
// same worlds serve every candidate, which makes the comparison sharper,
// and a candidate far behind stops playing them (the race, run).
type search struct {
	budget   time.Duration
	workers  int
	playouts int
	start    func() // Options.WorkerStart
	include  []scala40.Action
	rng      cards.Rand
	// Worlds counts the worlds played in the last decision (for tests
	// and the bench).
	worlds int
	// decisions and overrules count the searched decisions and those
	// where the search chose another move than medium (for the
	// duplicate-deal diagnostic, TestDiagDuplicate).
	decisions, overrules int
	// last is the last searched decision: its candidates (medium's
	// choice first), the mean gain of each over medium's choice in the
	// worlds with its standard error, and the one chosen (for the
	// diagnostic TestDiagOracle).
	last struct {
		cands      []scala40.Action
		gains, ses []float64
		results    [][]int // per candidate, its result in each world it played
		best       int
	}
}

// searchMargin is the average gain, in points per world, another
// candidate needs to overrule medium's choice. With searchSigmas it was
// chosen on the real deal (TestDiagOracle, docs/ai-tuning.md): over four
// sets of deals, at 128 and at 512 worlds, half a point and one standard
// error gained more than the 2 and 2 before on every set.
const searchMargin = 0.5

// noLimit is the budget of a search without a time limit (a negative
// Options.Budget): about a century.
const noLimit = time.Duration(1 << 62)

// maxCandidates is how many discards the search compares.
const maxCandidates = 4

func newSearch(o Options, seed uint64) *search {
	s := &search{budget: o.Budget, workers: o.Workers, playouts: o.Playouts, start: o.WorkerStart, include: o.Include}
	switch {
	case s.budget < 0:
		s.budget = noLimit
	case s.budget == 0:
		s.budget = DefaultBudget
	case s.budget > MaxBudget:
		s.budget = MaxBudget
	}
	if s.workers <= 0 {
		s.workers = 2
	}
	if s.playouts <= 0 {
		s.playouts = DefaultPlayouts
	}
	s.rng.Seed(seed ^ 0x5ca1a40)
	return s
}

// decide returns hard's moves best first, or nil to let medium decide.
func (s *search) decide(b *bot, v *scala40.View) []scala40.Action {
	base := b.style.moves(b, v)
	if len(base) == 0 {
		return nil
	}
	cands := s.with(v, base, candidates(b, v, base))
	if len(cands) < 2 {
		return nil
	}
	results := s.run(v, cands)
	// Medium's own choice (the first candidate) stands unless another one
	// beats it: over at least minWorlds worlds, by searchMargin points per
	// world on average, and by more than searchSigmas standard errors of
	// the paired differences over the same worlds, so that noise does not
	// overrule medium.
	best, bestMean := 0, 0.0
	gains, ses := make([]float64, len(cands)), make([]float64, len(cands))
	for i := 1; i < len(cands); i++ {
		mean, se := kit.Paired(results[i], results[0])
		gains[i], ses[i] = mean, se
		if len(results[0]) >= minWorlds && mean > searchMargin && mean > searchSigmas*se && mean > bestMean {
			best, bestMean = i, mean
		}
	}
	s.last.cands, s.last.gains, s.last.ses, s.last.results, s.last.best = cands, gains, ses, results, best
	s.decisions++
	if best != 0 {
		s.overrules++
	}
	out := []scala40.Action{cands[best]}
	return append(out, base...)
}

// candidates lists the moves the search compares on v, medium's first
// (base is medium's moves, best first), or nil where hard does not
// search.
func candidates(b *bot, v *scala40.View, base []scala40.Action) []scala40.Action {
	var cands []scala40.Action
	switch {
	case v.Phase == scala40.PhaseDraw:
		// Medium's wish to take the pozzo's card is checked by search.
		if base[0].Kind != scala40.Take || v.StockSize == 0 {
			return nil
		}
		cands = []scala40.Action{{Kind: scala40.Take, Seat: v.Seat}, {Kind: scala40.Draw, Seat: v.Seat}}
	case base[0].Kind == scala40.Discard || base[0].Kind == scala40.MeldDown:
		// Medium's lay (or opening) against throwing at once, and its
		// best few discards; a medium holding its melds back is checked
		// against laying them, one keeping a joker against attaching it.
		g := scala40.Determinize(*v, nil)
		legal := func(a scala40.Action) bool {
			c := g.Clone()
			return c.Play(a) == nil && !(layKind(a) && c.DeadEnd())
		}
		if base[0].Kind == scala40.MeldDown {
			if !legal(base[0]) {
				return nil // medium falls back on its next move
			}
			cands = append(cands, base[0])
		}
		seen := map[cards.Face]bool{}
		for _, a := range base {
			if len(cands) == maxCandidates {
				break
			}
			if a.Kind != scala40.Discard || seen[a.Card.Face()] || !legal(a) {
				continue
			}
			seen[a.Card.Face()] = true
			cands = append(cands, a)
		}
		if base[0].Kind == scala40.Discard {
			if lay, ok := heldLay(b.style, v); ok && legal(lay) {
				cands = append(cands, lay)
			}
			if att, ok := jokerAttach(v); ok && legal(att) {
				cands = append(cands, att)
			}
		}
	default:
		return nil
	}
	return cands
}

// with adds the moves the search must compare (Options.Include) to
// cands, where they are legal and not among them yet; where hard would
// not search, medium's first legal move is compared with them.
func (s *search) with(v *scala40.View, base, cands []scala40.Action) []scala40.Action {
	if len(s.include) == 0 {
		return cands
	}
	g := scala40.Determinize(*v, nil)
	legal := func(a scala40.Action) bool { return g.Clone().Play(a) == nil }
	has := func(a scala40.Action) bool {
		return slices.ContainsFunc(cands, func(c scala40.Action) bool { return reflect.DeepEqual(c, a) })
	}
	if len(cands) == 0 {
		if i := slices.IndexFunc(base, legal); i >= 0 {
			cands = []scala40.Action{base[i]}
		}
	}
	for _, a := range s.include {
		if len(cands) > 0 && legal(a) && !has(a) {
			cands = append(cands, a)
		}
	}
	return cands
}

// heldLay is the lay a medium holding its melds back passes over (false
// when medium lays them, or has none to lay).
func heldLay(st *style, v *scala40.View) (scala40.Action, bool) {
	if !v.Opened[v.Seat] || v.OpenedThisTurn || len(v.PendingJokers) > 0 || (v.HasTaken && holds(v.Hand, v.Taken)) {
		return scala40.Action{}, false
	}
	h := cards.CountsOf(v.Hand)
	p, now, ok := st.meldsToLay(v, &h)
	if !ok || now {
		return scala40.Action{}, false
	}
	return meldAction(v.Seat, p, v.Hand, noPrefer, nil), true
}

// jokerAttach attaches to the table a joker medium keeps in hand (it
// keeps them while it holds more than two cards): on the table the joker
// no longer costs 25 points if another seat closes, in hand it may still
// make a meld. false when there is no joker to attach.
func jokerAttach(v *scala40.View) (scala40.Action, bool) {
	// More than two cards leave at least two after the attachment, as
	// many as minLeft ever asks for.
	if !attachAllowed(v) || len(v.PendingJokers) > 0 || len(v.Hand) <= 2 {
		return scala40.Action{}, false
	}
	for _, c := range v.Hand {
		if !c.IsJoker() {
			continue
		}
		// Every joker fits the same melds: the first one found decides.
		if m := attachTarget(v, c); m != nil {
			return attachAction(v.Seat, c, m), true
		}
		break
	}
	return scala40.Action{}, false
}

// searchSigmas is how many standard errors a candidate's gain over
// medium's choice must exceed.
const searchSigmas = 1

// minWorlds is the fewest worlds on which the search overrules medium. A
// search starved of time (a busy host, a short budget) sees few worlds,
// and on a handful of worlds the best of several candidates passes a
// one-standard-error bar by noise alone: then medium's choice stands, so
// hard never plays worse than the policy it refines
// (docs/measurements/ai-hard-starved.txt).
const minWorlds = 16

// The search races the candidates: it plays the worlds in rounds of
// raceRound and, from raceFrom worlds on, stops playing a candidate whose
// gain over medium's choice is more than raceSigmas standard errors below
// searchMargin, which it would not reach by the last world. The worlds
// saved go to the candidates still in the race, and a decision where
// every other candidate has dropped out ends there.
const (
	raceRound  = 64
	raceFrom   = 128
	raceSigmas = 2
)

// notPlayed marks, in a world's results, a candidate out of the race.
const notPlayed = math.MinInt

// run plays the worlds, round by round on a search.Pool, and returns,
// per candidate, its result in each world it played: the same worlds, in
// the same order, for every candidate, those of a candidate that dropped
// out of the race being the first ones of the others.
func (s *search) run(v *scala40.View, cands []scala40.Action) [][]int {
	seed := s.rng.Derive()
	pool := kit.Pool{Workers: s.workers, Deadline: time.Now().Add(s.budget), Start: s.start}
	perWorld := make([][]int, s.playouts) // world → result per candidate
	played, draws, known := countBy(v, scala40.EvDiscarded), countBy(v, scala40.EvDrew), scala40.KnownCards(v)
	active := make([]bool, len(cands))
	for k := range active {
		active[k] = true
	}
	out := make([][]int, len(cands))
	for from := 0; from < s.playouts && !pool.Late(); from += raceRound {
		to, racing := min(from+raceRound, s.playouts), slices.Clone(active)
		pool.Run(from, to, func(_, i int) bool {
			var r cards.Rand
			r.Seed(kit.Stream(seed, i))
			world := dealWorld(v, played, draws, known, true, &r)
			perWorld[i] = playCandidates(world, v.Seat, cands, racing, r.Derive)
			return true
		})
		for _, res := range perWorld[from:to] {
			if res == nil {
				continue
			}
			for k, x := range res {
				if x != notPlayed {
					out[k] = append(out[k], x)
				}
			}
		}
		if len(out[0]) >= raceFrom && race(out, active) {
			break
		}
	}
	s.worlds = len(out[0])
	return out
}

// race drops from the race (active) the candidates whose gain over
// medium's choice is more than raceSigmas standard errors below
// searchMargin, and reports whether every other candidate is out.
func race(out [][]int, active []bool) (over bool) {
	over = true
	for k := 1; k < len(out); k++ {
		if !active[k] {
			continue
		}
		if mean, se := kit.Paired(out[k], out[0]); mean+raceSigmas*se < searchMargin {
			active[k] = false
			continue
		}
		over = false
	}
	return over
}

// playCandidates plays each candidate still active (every one when active
// is nil) in its own copy of world to the end of the hand and returns
// seat's result for each (playout), -1000 for a candidate the world
// refuses, notPlayed for one not active. seed gives each playout its
// seed, the same whichever candidates are active.
func playCandidates(world *scala40.Game, seat int, cands []scala40.Action, active []bool, seed func() uint64) []int {
	res := make([]int, len(cands))
	for k, a := range cands {
		sd := seed()
		if active != nil && !active[k] {
			res[k] = notPlayed
			continue
		}
		g := world.Clone()
		if g.Play(a) != nil {
			res[k] = -1000
			continue
		}
		res[k] = playout(g, seat, sd)
	}
	return res
}

// playoutCap bounds the actions of one simulated hand.
const playoutCap = 600

// playout plays the hand to its end with medium players at every seat
// and returns seat's result: the others' average points less its own.
func playout(g *scala40.Game, seat int, seed uint64) int {
	n := g.Players()
	bots := make([]*bot, n)
	for s := range bots {
		bots[s] = newBot("medium", seed+uint64(s), playoutStyle())
	}
	var v scala40.View // one view, refilled at every step
	for step := 0; step < playoutCap; step++ {
		if g.Phase() != scala40.PhaseDraw && g.Phase() != scala40.PhasePlay {
			break
		}
		s := g.ToMove()
		g.ViewInto(s, &v)
		if !bots[s].act(&v, g) {
			break
		}
	}
	if g.Result() == nil || g.Result().Closer < 0 {
		return 0
	}
	others, k := 0, g.FirstRound()-1
	for s, p := range g.Result().Points {
		if s != seat {
			others += p
		}
	}
	if k > 0 {
		others /= k
	}
	return others - g.Result().Points[seat]
}
