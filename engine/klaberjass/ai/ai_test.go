package ai

import (
	"testing"

	"tavolo/engine/cards"
	kj "tavolo/engine/klaberjass"
)

// quick is hard with few worlds and no time limit, for tests.
var quick = Options{Budget: -1, Worlds: 24, BidWorlds: 16}

// playMatch plays one match between two players (seat 0 a, seat 1 b)
// and fails the test on a refused action. It returns the winner and the
// number of hands played.
func playMatch(t *testing.T, g *kj.Game, ps [2]Player) (winner, hands int) {
	t.Helper()
	for step := 0; step < 20000; step++ {
		out := g.Outcome()
		if g.Phase() == kj.PhaseMatchOver {
			return out.Winner, hands
		}
		s := g.ToMove()
		a := ps[s].Choose(g.View(s))
		if a.Kind == kj.DealHand {
			hands++
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s (seat %d) played %+v in phase %v: %v", ps[s].Name(), s, a, g.Phase(), err)
		}
	}
	t.Fatal("no end after 20000 actions")
	return -1, hands
}

func TestEveryLevelPlaysLegally(t *testing.T) {
	levels := []string{"random", "easy", "medium", "hard"}
	n := 0
	for i, a := range levels {
		for _, b := range levels[i:] {
			if testing.Short() && (a == "hard" || b == "hard") && n > 0 {
				continue
			}
			g, err := kj.New(kj.Default(), uint64(100+n))
			if err != nil {
				t.Fatal(err)
			}
			pa, _ := New(a, uint64(n), quick)
			pb, _ := New(b, uint64(n+50), quick)
			playMatch(t, g, [2]Player{pa, pb})
			n++
		}
	}
}

func TestHouseRulesPlayLegally(t *testing.T) {
	for _, p := range kj.Presets() {
		for i, lv := range []string{"easy", "medium"} {
			g, err := kj.New(p.Rules, uint64(7+i))
			if err != nil {
				t.Fatal(err)
			}
			pa, _ := New(lv, 1, quick)
			pb, _ := New("random", 2, quick)
			playMatch(t, g, [2]Player{pa, pb})
		}
	}
}

func TestCheatPlaysLegally(t *testing.T) {
	g, _ := kj.New(kj.Default(), 3)
	pb, _ := New("medium", 2, quick)
	playMatch(t, g, [2]Player{NewCheat(g, 1, quick), pb})
}

// TestHardReproducible: the same seed and view give the same choices
// (no time limit).
func TestHardReproducible(t *testing.T) {
	var runs [2][]kj.Action
	for r := 0; r < 2; r++ {
		g, _ := kj.New(kj.Default(), 11)
		h, _ := New("hard", 5, quick)
		m, _ := New("medium", 6, quick)
		ps := [2]Player{h, m}
		for step := 0; step < 60 && g.Phase() != kj.PhaseMatchOver; step++ {
			s := g.ToMove()
			a := ps[s].Choose(g.View(s))
			runs[r] = append(runs[r], a)
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	for i := range runs[0] {
		if runs[0][i] != runs[1][i] {
			t.Fatalf("step %d: %+v then %+v", i, runs[0][i], runs[1][i])
		}
	}
}

var _ = cards.Hearts
