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
		if got := NextActive(tc.from, tc.out); got != tc.want {
			t.Errorf("NextActive(%d, %v) = %d, want %d", tc.from, tc.out, got, tc.want)
		}
	}
}

func TestTallyEliminatesAtTheLine(t *testing.T) {
	tl := NewTally(3, 101)
	if out := tl.AddHand([]int{100, 20, 0}); len(out) != 0 {
		t.Fatalf("100 of 101 is still in; eliminated %v", out)
	}
	out := tl.AddHand([]int{1, 80, 0})
	if !slices.Equal(out, []int{0}) {
		t.Fatalf("reaching 101 exactly is out (inclusive line): got %v", out)
	}
	if tl.Winner() != -1 || tl.ActiveCount() != 2 || !slices.Equal(tl.Active(), []int{1, 2}) {
		t.Fatalf("two seats left: winner %d, active %v", tl.Winner(), tl.Active())
	}
	// An eliminated seat is charged nothing more.
	tl.AddHand([]int{50, 0, 10})
	if tl.Scores[0] != 101 {
		t.Errorf("seat 0 out at 101 was charged again: %d", tl.Scores[0])
	}
	out = tl.AddHand([]int{0, 0, 200})
	if !slices.Equal(out, []int{2}) || tl.Winner() != 1 {
		t.Errorf("seat 2 out, seat 1 wins: out %v, winner %d", out, tl.Winner())
	}
	if len(tl.Hands) != 4 {
		t.Errorf("every hand recorded: %d", len(tl.Hands))
	}
}

func TestTallyReentersOnceAtTheHighestTotal(t *testing.T) {
	tl := NewTally(3, 101)
	out := tl.AddHand([]int{120, 40, 70})
	back := tl.Reenter(out)
	if !slices.Equal(back, []int{0}) || tl.Eliminated[0] || tl.Scores[0] != 70 {
		t.Fatalf("seat 0 comes back at 70: back %v, out %v, score %d", back, tl.Eliminated[0], tl.Scores[0])
	}
	out = tl.AddHand([]int{40, 0, 0})
	if back := tl.Reenter(out); len(back) != 0 || !tl.Eliminated[0] {
		t.Errorf("a second elimination is final: back %v", back)
	}
	// Nobody comes back when nobody else is still in.
	t2 := NewTally(2, 101)
	out = t2.AddHand([]int{200, 200})
	if back := t2.Reenter(out); back != nil {
		t.Errorf("no reentry with every seat out: %v", back)
	}
}

func TestTallyCloneIsDeep(t *testing.T) {
	tl := NewTally(2, 101)
	tl.AddHand([]int{10, 20})
	c := tl.Clone()
	c.AddHand([]int{200, 0})
	c.Hands[0][0] = 99
	if tl.Scores[0] != 10 || tl.Eliminated[0] || tl.Hands[0][0] != 10 || len(tl.Hands) != 1 {
		t.Errorf("the clone shares state with the original: %+v", tl)
	}
}
