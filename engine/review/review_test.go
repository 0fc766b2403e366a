package review

import (
	"math"
	"math/rand/v2"
	"testing"

	"tavolo/engine/match"
)

type move struct {
	Card string `json:"card"`
}

func TestFromAdvice(t *testing.T) {
	cands := []match.Candidate[move]{{Action: move{"a"}}, {Action: move{"b"}, Gain: 3, SE: 1}, {Action: move{"c"}, Gain: -2, SE: 0.5}}
	for _, c := range []struct {
		name     string
		chosen   int
		actual   string
		judged   bool
		loss, se float64
	}{
		{"the chosen move", 1, "b", true, 0, 0},
		{"the base, against the chosen", 1, "a", true, 3, 1},
		{"the chosen is the base", 0, "c", true, 2, 0.5},
		{"neither is the base", 1, "c", true, 5, math.Hypot(1, 0.5)},
		{"not weighed", 1, "d", false, 0, 0},
	} {
		adv := match.Advice[move]{Action: cands[c.chosen].Action, Candidates: cands, Chosen: c.chosen}
		v := FromAdvice(adv, move{c.actual})
		if v.Judged != c.judged || v.Loss != c.loss || math.Abs(v.SE-c.se) > 1e-12 || v.Best != adv.Action {
			t.Errorf("%s: %+v, want judged %v loss %v se %v", c.name, v, c.judged, c.loss, c.se)
		}
	}
	// A move the search did not need to weigh: judged only when it is
	// the advice's own.
	if v := FromAdvice(match.Advice[move]{Action: move{"x"}}, move{"x"}); !v.Judged || v.Loss != 0 {
		t.Errorf("the unsearched advice's own move: %+v", v)
	}
}

func TestIsMistake(t *testing.T) {
	for _, c := range []struct {
		loss, se, at float64
		want         bool
	}{
		{12, 2, 10, true},
		{12, 7, 10, false}, // within noise
		{8, 1, 10, false},  // small
		{10, 4.9, 10, true},
		{-20, 1, 10, false},
	} {
		if got := IsMistake(c.loss, c.se, c.at); got != c.want {
			t.Errorf("IsMistake(%v, %v, %v) = %v", c.loss, c.se, c.at, got)
		}
	}
}

func TestSum(t *testing.T) {
	ds := []Decision{
		{Move: "a", Best: "a", Judged: true},
		{Move: "b", Best: "a", Loss: 4, SE: 1, Judged: true, Mistake: true},
		{Move: "c", Best: "a", Judged: false},
		{Move: "d", Best: "a", Loss: 2, Judged: true},
	}
	s := Sum(ds)
	want := Summary{Decisions: 4, Judged: 3, Mistakes: 1, Matched: 1, LossPerDecision: 2, LossSE: 1.15, Loss: 6}
	if s != want {
		t.Errorf("Sum = %+v, want %+v", s, want)
	}
	if s := Sum(nil); s != (Summary{}) {
		t.Errorf("Sum(nil) = %+v", s)
	}
}

// noisy returns candidates whose deals are true values plus noise: a
// part common to every candidate of a deal (the deal's luck) and a part
// of each.
func noisy(r *rand.Rand, truth []float64, deals int) []match.Candidate[move] {
	cs := make([]match.Candidate[move], len(truth))
	for i := range cs {
		cs[i] = match.Candidate[move]{Action: move{string(rune('a' + i))}, Deals: make([]float64, deals)}
	}
	for d := range deals {
		luck := r.NormFloat64() * 30
		for i := range cs {
			cs[i].Deals[d] = truth[i] + luck + r.NormFloat64()*10
		}
	}
	for i := range cs {
		cs[i].Gain, cs[i].SE = match.MeanSE(cs[i].Deals)
	}
	return cs
}

// TestHeldOutUnbiased: among moves of the same worth, the move played
// loses nothing on average when the best is chosen on other deals than
// those measured, while choosing and measuring on the same deals makes
// it lose by the noise (the bias the held-out measure removes).
func TestHeldOutUnbiased(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 1))
	const trials = 400
	var held, same []float64
	for range trials {
		cs := noisy(r, []float64{0, 0, 0, 0, 0}, 64)
		chosen := 0
		for i, c := range cs {
			if c.Gain > cs[chosen].Gain {
				chosen = i
			}
		}
		adv := match.Advice[move]{Action: cs[chosen].Action, Candidates: cs, Chosen: chosen}
		held = append(held, FromAdvice(adv, move{"a"}).Loss)
		for i := range adv.Candidates {
			adv.Candidates[i].Deals = nil
		}
		same = append(same, FromAdvice(adv, move{"a"}).Loss)
	}
	if m, se := match.MeanSE(held); math.Abs(m) > 3*se {
		t.Errorf("held out: loss %.3f ± %.3f for moves of the same worth, want 0", m, se)
	}
	if m, se := match.MeanSE(same); m < 5*se {
		t.Errorf("chosen and measured on the same deals: loss %.3f ± %.3f, want the bias", m, se)
	}
}

func TestHeldOut(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	// A move 20 points worse than the best: about 20 lost, the
	// standard error near the full sample's paired one.
	cs := noisy(r, []float64{20, 0, 5}, 128)
	v := FromAdvice(match.Advice[move]{Action: cs[0].Action, Candidates: cs}, move{"b"})
	if !v.Judged || math.Abs(v.Loss-20) > 3*v.SE || v.SE <= 0 || v.SE > 3 {
		t.Errorf("20 points worse: %+v", v)
	}
	// The best move itself: both halves choose it, the loss is 0
	// exactly.
	if v := FromAdvice(match.Advice[move]{Action: cs[0].Action, Candidates: cs}, move{"a"}); v.Loss != 0 || v.SE != 0 {
		t.Errorf("the best move: %+v", v)
	}
	// The search's rule chooses on each half: with a margin no lead
	// reaches, its first move stands and is judged to lose nothing,
	// though the second is 20 points better.
	two := noisy(r, []float64{0, 20}, 64)
	for _, c := range []struct {
		margin, loss float64
	}{{1000, 0}, {0, 20}} {
		adv := match.Advice[move]{Action: two[0].Action, Candidates: two, Margin: c.margin}
		if v := FromAdvice(adv, move{"a"}); math.Abs(v.Loss-c.loss) > 3*v.SE || (c.loss == 0 && v.Loss != 0) {
			t.Errorf("margin %v: %+v, want loss %v", c.margin, v, c.loss)
		}
	}
	// Deals of different lengths (a move that left a race early): the
	// first deals common to all are used.
	cs[2].Deals = cs[2].Deals[:40]
	if v := FromAdvice(match.Advice[move]{Action: cs[0].Action, Candidates: cs}, move{"c"}); !v.Judged || math.Abs(v.Loss-15) > 3*v.SE {
		t.Errorf("a shorter candidate: %+v", v)
	}
	// Too few deals: the gains over the same deals, as without deals.
	cs[2].Deals = cs[2].Deals[:3]
	cs[0].Gain, cs[1].Gain, cs[2].Gain = 0, -20, -15
	if v := FromAdvice(match.Advice[move]{Action: cs[0].Action, Candidates: cs}, move{"b"}); v.Loss != 20 || v.SE != cs[1].SE {
		t.Errorf("too few deals: %+v", v)
	}
}
