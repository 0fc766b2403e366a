package review

import (
	"math"
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
	want := Summary{Decisions: 4, Judged: 3, Mistakes: 1, Matched: 1, LossPerDecision: 2, LossSE: 1.15}
	if s != want {
		t.Errorf("Sum = %+v, want %+v", s, want)
	}
	if s := Sum(nil); s != (Summary{}) {
		t.Errorf("Sum(nil) = %+v", s)
	}
}
