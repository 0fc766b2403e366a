package klaberjass

import (
	"strings"
	"testing"

	kj "tavolo/engine/klaberjass"
	"tavolo/engine/match"
)

// playHand plays the hand out with the engine's first legal moves.
func playHand(t *testing.T, g *kj.Game) {
	t.Helper()
	for i := 0; i < 100 && g.Phase() != kj.PhaseHandOver && g.Phase() != kj.PhaseMatchOver; i++ {
		if _, err := g.Apply(g.Legal(g.ToMove())[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// beteHand is the first seeded match whose first hand, played with the
// engine's first legal moves, leaves its maker bete (0 points), with its
// second hand played too (the sheet has a row for each hand from two).
func beteHand(t *testing.T) *kj.Game {
	t.Helper()
	for seed := uint64(1); seed < 500; seed++ {
		g, err := kj.New(kj.Default(), seed)
		if err != nil {
			t.Fatal(err)
		}
		playHand(t, g)
		if res := g.Result(); res == nil || !res.Bete || len(g.Score().Hands) != 1 {
			continue
		}
		if _, err := g.Apply(kj.Action{Kind: kj.DealHand}); err != nil {
			t.Fatal(err)
		}
		playHand(t, g)
		if len(g.Score().Hands) == 2 {
			return g
		}
	}
	t.Fatal("no bete hand in 500 seeds")
	return nil
}

// TestSheetSaysWhyNothing: a hand row where a player scored nothing
// says why ("0 · bete"), where it read "+0   (0)".
func TestSheetSaysWhyNothing(t *testing.T) {
	g := beteHand(t)
	r := newRig(t, g, []Seat{{Name: "Ada", Human: true}, {Name: "Bea"}})
	if !r.tab.SheetUp {
		t.Fatal("no sheet at the hand's end")
	}
	for _, s := range r.texts() {
		if strings.HasPrefix(s, "+0 ") {
			t.Errorf("a row says nothing: %q", s)
		}
	}
	if !r.shows("0 · bete   (0)") {
		t.Fatalf("the maker's row does not say bete: %q", r.texts())
	}
}

// TestNothingScoredReadsTheLines: why a player scored 0, from the
// engine's lines of the hand.
func TestNothingScoredReadsTheLines(t *testing.T) {
	line := func(key string, count, pts int) match.Line { return match.Line{Key: key, Count: count, Points: pts} }
	for _, c := range []struct {
		lines []match.Line
		want  string
	}{
		{[]match.Line{line(kj.LineCardPoints, 3, 40), line(kj.LineBete, 0, -40)}, "0 · bete"},
		{[]match.Line{line(kj.LineCardPoints, 4, 81), line(kj.LineHalfBete, 0, -81)}, "0 · half bete"},
		{[]match.Line{line(kj.LineCardPoints, 0, 0)}, "0 · tricks: 0"},
		{nil, "0"},
	} {
		h := match.HandScore{Points: []int{0, 162}, Lines: [][]match.Line{c.lines, nil}}
		if got := nothingScored(h, 0); got != c.want {
			t.Errorf("%v: %q, want %q", c.lines, got, c.want)
		}
	}
}
