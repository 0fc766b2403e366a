package ai

import (
	"math"
	"testing"

	"tavolo/engine/scala40"
)

// TestMatchEquityTable checks the table's shape at the 101 line: even at
// equal totals, the two seats' chances add up to one, fewer points is
// always better, and the totals at or past the line decide the match.
func TestMatchEquityTable(t *testing.T) {
	e := matchEquity(101, 100)
	for a := 0; a < 101; a++ {
		for b := 0; b < 101; b++ {
			if d := e.at(a, b) + e.at(b, a) - 1; math.Abs(float64(d)) > 1e-4 {
				t.Fatalf("at(%d,%d)+at(%d,%d) = 1%+g, want 1", a, b, b, a, d)
			}
			if e.at(a+1, b) > e.at(a, b)+1e-6 || e.at(a, b+1) < e.at(a, b)-1e-6 {
				t.Fatalf("at(%d,%d) = %g: a point more for us must not help, for them must not hurt", a, b, e.at(a, b))
			}
		}
		if e.at(a, a) != 0.5 && math.Abs(float64(e.at(a, a))-0.5) > 1e-4 {
			t.Fatalf("at(%d,%d) = %g, want 0.5", a, a, e.at(a, a))
		}
	}
	if e.at(101, 0) != 0 || e.at(0, 101) != 1 || e.at(150, 30) != 0 {
		t.Error("a total at or past the line must decide the match")
	}
	// 100 stays in: at 0 a seat survives being caught unopened, at 1 it
	// does not, so the first point costs more than the second.
	if first, second := e.at(0, 20)-e.at(1, 20), e.at(1, 20)-e.at(2, 20); first <= 2*second {
		t.Errorf("first point costs %.4f, second %.4f: want the first to cost clearly more", first, second)
	}
	// Cached: the same table comes back.
	if matchEquity(101, 100) != e {
		t.Error("the table is worked out again")
	}
}

// TestHandValueChoosesEquity: hard plays for the match with one
// opponent left, and for points otherwise.
func TestHandValueChoosesEquity(t *testing.T) {
	base := func(players int) *scala40.View {
		v := &scala40.View{Seat: 0, Rules: scala40.Default(), Scores: make([]int, players), Eliminated: make([]bool, players)}
		v.Rules.Players = players
		return v
	}
	cases := []struct {
		name   string
		view   func() *scala40.View
		equity bool
	}{
		{"two players", func() *scala40.View { return base(2) }, true},
		{"three players", func() *scala40.View { return base(3) }, false},
		{"three players, one out", func() *scala40.View { v := base(3); v.Eliminated[1] = true; return v }, true},
		{"pairs", func() *scala40.View { v := base(4); v.Rules.PairsMode = true; return v }, false},
		{"re-entry", func() *scala40.View { v := base(2); v.Rules.Reentry = true; return v }, false},
		{"line 5000", func() *scala40.View { v := base(2); v.Rules.EliminationScore = 5000; return v }, false},
	}
	for _, c := range cases {
		hv := valueFor(c.view())
		if (hv.equity != nil) != c.equity {
			t.Errorf("%s: equity %v, want %v", c.name, hv.equity != nil, c.equity)
		}
	}
}

// TestHandValueOf values the end of a hand: at 60 to 0, being caught
// unopened (100 points) loses the match and 5 points costs little; by
// points, the others' average less our own.
func TestHandValueOf(t *testing.T) {
	v := &scala40.View{Seat: 0, Rules: scala40.Default(), Scores: []int{60, 0}, Eliminated: []bool{false, false}}
	v.Rules.Players = 2
	g := func(ours, theirs int) *scala40.Game {
		g := &scala40.Game{FirstRound: 2}
		g.Tally.Scores = []int{60 + ours, theirs}
		g.Tally.Eliminated = []bool{60+ours >= 101, false}
		g.Result = &scala40.HandResult{Closer: 1, Points: []int{ours, theirs}}
		return g
	}
	hv := valueFor(v)
	if got := hv.of(g(100, 0)); got != 0 {
		t.Errorf("caught unopened at 60: value %d, want 0 (out)", got)
	}
	if got, before := hv.of(g(5, 0)), int(matchEquity(101, 100).at(60, 0)*equityScale+0.5); got >= before || got < before-400 {
		t.Errorf("5 points at 60: value %d, want a little under %d", got, before)
	}
	hv.equity = nil
	if got := hv.of(g(5, 0)); got != -5 {
		t.Errorf("by points: value %d, want -5", got)
	}
}
