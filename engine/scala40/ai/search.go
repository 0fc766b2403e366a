package ai

import (
	"sync"
	"time"

	"tavolo/engine/cards"
	"tavolo/engine/scala40"
)

// search is hard's determinized Monte Carlo: at a choice between drawing
// and taking, or between the best few discards, it deals the unseen cards
// many times consistently with the view (scala40.Determinize), plays each
// candidate in each world to the end of the hand with medium players at
// every seat, and keeps the candidate with the best average result. The
// worlds are split among worker goroutines; the same worlds serve every
// candidate, which makes the comparison sharper.
type search struct {
	budget   time.Duration
	workers  int
	playouts int
	rng      cards.Rand
	// Worlds counts the worlds played in the last decision (for tests
	// and the bench).
	worlds int
}

// searchMargin is the average gain, in penalty points per world, another
// candidate needs to overrule medium's choice.
const searchMargin = 2

// maxCandidates is how many discards the search compares.
const maxCandidates = 4

func newSearch(o Options, seed uint64) *search {
	s := &search{budget: o.Budget, workers: o.Workers, playouts: o.Playouts}
	if s.budget <= 0 {
		s.budget = DefaultBudget
	}
	if s.budget > MaxBudget {
		s.budget = MaxBudget
	}
	if s.workers <= 0 {
		s.workers = 2
	}
	if s.playouts <= 0 {
		s.playouts = 48
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
	var cands []scala40.Action
	switch {
	case v.Phase == scala40.PhaseDraw:
		// Medium's wish to take the pozzo's card is checked by search.
		if base[0].Kind != scala40.Take || v.StockSize == 0 {
			return nil
		}
		cands = []scala40.Action{{Kind: scala40.Take, Seat: v.Seat}, {Kind: scala40.Draw, Seat: v.Seat}}
	case base[0].Kind == scala40.Discard:
		g := scala40.Determinize(*v, nil)
		seen := map[cards.Face]bool{}
		for _, a := range base {
			if len(cands) == maxCandidates {
				break
			}
			if a.Kind != scala40.Discard || seen[a.Card.Face()] {
				continue
			}
			c := g.Clone()
			if c.Apply(a) != nil {
				continue
			}
			seen[a.Card.Face()] = true
			cands = append(cands, a)
		}
		if len(cands) < 2 {
			return nil
		}
	default:
		return nil
	}
	totals := s.run(v, cands)
	// Medium's own choice (the first candidate) stands unless another one
	// is better by a clear margin over the worlds played.
	best := 0
	margin := searchMargin * s.worlds
	for i := range cands {
		if totals[i] > totals[best]+margin || i > 0 && best > 0 && totals[i] > totals[best] {
			best = i
		}
	}
	out := []scala40.Action{cands[best]}
	return append(out, base...)
}

// run plays the worlds and returns, per candidate, the summed results.
func (s *search) run(v *scala40.View, cands []scala40.Action) []int {
	seed := s.rng.Derive()
	deadline := time.Now().Add(s.budget)
	sums := make([][]int, s.workers)
	counts := make([]int, s.workers)
	var wg sync.WaitGroup
	for w := 0; w < s.workers; w++ {
		sums[w] = make([]int, len(cands))
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < s.playouts; i += s.workers {
				if time.Now().After(deadline) {
					return
				}
				var r cards.Rand
				r.Seed(seed + uint64(i)*0x9e3779b97f4a7c15)
				world := scala40.Determinize(*v, &r)
				for k, a := range cands {
					g := world.Clone()
					if g.Apply(a) != nil {
						sums[w][k] -= 1000
						continue
					}
					sums[w][k] += playout(g, v.Seat, r.Derive())
				}
				counts[w]++
			}
		}(w)
	}
	wg.Wait()
	total := make([]int, len(cands))
	s.worlds = 0
	for w := range sums {
		s.worlds += counts[w]
		for k := range total {
			total[k] += sums[w][k]
		}
	}
	return total
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
	for step := 0; step < playoutCap; step++ {
		if g.Phase != scala40.PhaseDraw && g.Phase != scala40.PhasePlay {
			break
		}
		s := g.ToMove
		v := g.View(s)
		if !bots[s].act(&v, g) {
			break
		}
	}
	if g.Result == nil || g.Result.Closer < 0 {
		return 0
	}
	others, k := 0, g.FirstRound-1
	for s, p := range g.Result.Points {
		if s != seat {
			others += p
		}
	}
	if k > 0 {
		others /= k
	}
	return others - g.Result.Points[seat]
}
