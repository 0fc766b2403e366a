package match

import (
	"slices"
	"testing"
)

func TestNextActive(t *testing.T) {
	tests := []struct {
		from int
		out  []bool
		want int
	}{
		{0, []bool{false, false, false}, 1},
		{2, []bool{false, false, false}, 0},
		{0, []bool{false, true, false}, 2},
		{1, []bool{true, false, true, true}, 1}, // everyone else out
		{3, []bool{true, false, false, false}, 1},
	}
	for _, tc := range tests {
		if got := NextActive(tc.from, len(tc.out), func(s int) bool { return tc.out[s] }); got != tc.want {
			t.Errorf("NextActive(%d, %v) = %d, want %d", tc.from, tc.out, got, tc.want)
		}
	}
}

func TestScoreEliminatesAtTheLine(t *testing.T) {
	sc := NewScore(Solo(3), LowLine, 101)
	if out := sc.AddHand(HandScore{Points: []int{100, 20, 0}}); len(out) != 0 {
		t.Fatalf("100 of 101 is still in; eliminated %v", out)
	}
	out := sc.AddHand(HandScore{Points: []int{1, 80, 0}})
	if !slices.Equal(out, []int{0}) {
		t.Fatalf("reaching 101 exactly is out (inclusive line): got %v", out)
	}
	if sc.LastSide() != -1 || !slices.Equal(sc.Active(), []int{1, 2}) {
		t.Fatalf("two seats left: last %d, active %v", sc.LastSide(), sc.Active())
	}
	// A side that is out is charged nothing more.
	sc.AddHand(HandScore{Points: []int{50, 0, 10}})
	if sc.Totals[0] != 101 {
		t.Errorf("seat 0 out at 101 was charged again: %d", sc.Totals[0])
	}
	out = sc.AddHand(HandScore{Points: []int{0, 0, 200}})
	if !slices.Equal(out, []int{2}) || sc.LastSide() != 1 {
		t.Errorf("seat 2 out, seat 1 wins: out %v, last %d", out, sc.LastSide())
	}
	if len(sc.Hands) != 4 || !slices.Equal(sc.Hands[1].Out, []int{0}) {
		t.Errorf("every hand recorded with the sides it put out: %+v", sc.Hands)
	}
}

func TestScorePartnersShareATotal(t *testing.T) {
	sc := NewScore(Alternate(4), HighTarget, 5000)
	sc.AddHand(HandScore{Points: []int{-300, 1200}})
	if got := sc.SeatTotals(); !slices.Equal(got, []int{-300, 1200, -300, 1200}) {
		t.Errorf("seat totals %v", got)
	}
	if sc.SideOf(2) != 0 || sc.SideOf(3) != 1 || sc.SideOf(4) != -1 {
		t.Errorf("sides of seats 2, 3, 4: %d %d %d", sc.SideOf(2), sc.SideOf(3), sc.SideOf(4))
	}
	sc.AddHand(HandScore{Points: []int{5400, 3900}})
	if r := sc.Reached(); !slices.Equal(r, []int{0, 1}) || sc.Totals[0] != 5100 {
		t.Errorf("both reached 5000, the higher first: %v, totals %v", r, sc.Totals)
	}
	if len(sc.Active()) != 2 {
		t.Errorf("a target puts nobody out: %v", sc.Out)
	}
}

func TestScoreCloneIsDeep(t *testing.T) {
	sc := NewScore(Solo(2), LowLine, 101)
	sc.AddHand(HandScore{Points: []int{10, 20}, Lines: [][]Line{{{Key: "in-hand", Points: 10}}, nil}})
	c := sc.Clone()
	c.AddHand(HandScore{Points: []int{200, 0}})
	c.Hands[0].Points[0] = 99
	c.Hands[0].Lines[0][0].Points = 99
	c.Sides[0][0] = 7
	if sc.Totals[0] != 10 || sc.Out[0] || sc.Hands[0].Points[0] != 10 || sc.Hands[0].Lines[0][0].Points != 10 || len(sc.Hands) != 1 || sc.Sides[0][0] != 0 {
		t.Errorf("the clone shares state with the original: %+v", sc)
	}
}
